/**
 * A throwaway certificate authority for TLS tests, made with the `openssl` CLI in a temporary
 * directory (plain node:crypto cannot build X.509 certificates):
 *
 *   const ca = createTestCa();
 *   const leaf = ca.issue(['shop.test', '127.0.0.1']);       // { key, cert } PEM, signed by the CA
 *   const fixture = await startHttpFixture(handler, { tls: leaf });
 *   const http = createHttpClient({ dns, policy, ca: ca.cert }); // trust it in this client only
 *   ca.dispose();
 *
 * `selfSigned(names)` makes a certificate no CA vouches for (the "untrusted" case). Names that are IP
 * addresses become `IP:` subject alternative names, the others `DNS:`. For the private-internet setup
 * (a real process with production defaults), write `ca.cert` to a file and give it to Node with
 * `NODE_EXTRA_CA_CERTS=<file>`. Keys are P-256; certificates are valid for 2 days.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificate {
  /** PEM private key. */
  readonly key: string;
  /** PEM certificate. */
  readonly cert: string;
}

export interface TestCa {
  /** The CA certificate (PEM): give it to the client (`ca`) or to Node (`NODE_EXTRA_CA_CERTS`). */
  readonly cert: string;
  /** Directory holding `ca.pem` (and the generated files) until `dispose()`. */
  readonly dir: string;
  /** Path of the CA certificate file (for `NODE_EXTRA_CA_CERTS`). */
  readonly certPath: string;
  /** A leaf certificate for `names` (first one is the CN), signed by this CA. */
  issue(names: readonly string[], options?: { days?: number }): TestCertificate;
  /** A self-signed leaf for `names`, trusted by nobody. */
  selfSigned(names: readonly string[]): TestCertificate;
  /** Removes the temporary directory. */
  dispose(): void;
}

const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(dir: string, args: readonly string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

function san(names: readonly string[]): string {
  return names.map((n) => (isIP(n) !== 0 ? `IP:${n}` : `DNS:${n}`)).join(',');
}

export function createTestCa(options: { name?: string } = {}): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'secapi-test-ca-'));
  let serial = 0;
  openssl(dir, [
    'req',
    '-x509',
    ...EC,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    `/CN=${options.name ?? 'secapi test CA'}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const cert = readFileSync(join(dir, 'ca.pem'), 'utf8');
  const leaf = (names: readonly string[], selfSigned: boolean, days: number): TestCertificate => {
    const first = names[0];
    if (first === undefined) throw new RangeError('createTestCa: at least one name');
    const id = `leaf${String(++serial)}`;
    writeFileSync(
      join(dir, `${id}.cnf`),
      `subjectAltName=${san(names)}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`,
    );
    if (selfSigned) {
      openssl(dir, [
        'req',
        '-x509',
        ...EC,
        '-keyout',
        `${id}.key`,
        '-out',
        `${id}.pem`,
        '-days',
        String(days),
        '-subj',
        `/CN=${first}`,
        '-addext',
        `subjectAltName=${san(names)}`,
      ]);
    } else {
      openssl(dir, ['req', ...EC, '-keyout', `${id}.key`, '-out', `${id}.csr`, '-subj', `/CN=${first}`]);
      openssl(dir, [
        'x509',
        '-req',
        '-in',
        `${id}.csr`,
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-set_serial',
        String(1000 + serial),
        '-out',
        `${id}.pem`,
        '-days',
        String(days),
        '-extfile',
        `${id}.cnf`,
      ]);
    }
    return {
      key: readFileSync(join(dir, `${id}.key`), 'utf8'),
      cert: readFileSync(join(dir, `${id}.pem`), 'utf8'),
    };
  };
  return {
    cert,
    dir,
    certPath: join(dir, 'ca.pem'),
    issue: (names, issueOptions = {}) => leaf(names, false, issueOptions.days ?? 2),
    selfSigned: (names) => leaf(names, true, 2),
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
