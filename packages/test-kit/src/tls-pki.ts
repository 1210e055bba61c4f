/**
 * Certificates for TLS grading tests that `createTestCa` alone does not make: RSA keys of a chosen
 * size, chosen validity dates (an expired certificate), an intermediate CA, AIA (caIssuers, OCSP)
 * URLs, and OCSP responses made with `openssl ocsp` (for nginx's `ssl_stapling_file` or a local
 * responder). Everything is done with the `openssl` CLI in the CA's temporary directory.
 *
 *   const ca = createTestCa();
 *   const int = createIntermediate(ca, 'secapi test intermediate');
 *   const leaf = issueCertificate(int, { names: ['shop.test'], caIssuersUrl: 'http://aia.test/int.der' });
 *   const expired = issueCertificate(ca, { names: ['old.test'], startDate: '20200101000000Z', endDate: '20200201000000Z' });
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { TestCa, TestCertificate } from './test-ca.js';

/** A signing authority: the test CA itself or an intermediate made by `createIntermediate`. */
export interface Signer {
  readonly dir: string;
  readonly certPath: string;
  readonly keyPath: string;
  /** PEM certificate. */
  readonly cert: string;
}

export interface IssueOptions {
  readonly names: readonly string[];
  /** `ec` (P-256, default), `rsa:2048`, `rsa:1024`… */
  readonly key?: string;
  /** `YYYYMMDDHHMMSSZ`; default: now (minus a minute). */
  readonly startDate?: string;
  readonly endDate?: string;
  /** Default sha256. */
  readonly digest?: string;
  readonly caIssuersUrl?: string;
  readonly ocspUrl?: string;
}

export interface IssuedCertificate extends TestCertificate {
  readonly certPath: string;
  readonly keyPath: string;
}

let counter = 0;

function openssl(dir: string, args: readonly string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

function keyArgs(key: string): string[] {
  if (key === 'ec') return ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  return ['-newkey', key, '-nodes'];
}

/** The test CA as a signer. */
export function caSigner(ca: TestCa): Signer {
  return { dir: ca.dir, certPath: ca.certPath, keyPath: join(ca.dir, 'ca.key'), cert: ca.cert };
}

function stamp(offsetMs: number): string {
  return `${new Date(Date.now() + offsetMs).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

function caConfig(signer: Signer): string {
  const dir = join(signer.dir, `ca-db-${String(++counter)}`);
  mkdirSync(join(dir, 'new'), { recursive: true });
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), `${(Date.now() * 1000 + counter).toString(16).padStart(16, '0')}\n`);
  const path = join(dir, 'ca.cnf');
  writeFileSync(
    path,
    [
      '[ca]',
      'default_ca = tca',
      '[tca]',
      `database = ${join(dir, 'index.txt')}`,
      `new_certs_dir = ${join(dir, 'new')}`,
      `serial = ${join(dir, 'serial')}`,
      'policy = any',
      'unique_subject = no',
      'email_in_dn = no',
      '[any]',
      'commonName = supplied',
      '',
    ].join('\n'),
  );
  return path;
}

/** Issues a leaf certificate signed by `signer` (the CA or an intermediate). */
export function issueCertificate(signer: Signer | TestCa, options: IssueOptions): IssuedCertificate {
  const s = 'keyPath' in signer ? signer : caSigner(signer);
  const first = options.names[0];
  if (first === undefined) throw new RangeError('issueCertificate: at least one name');
  const id = `custom${String(++counter)}`;
  const san = options.names.map((n) => (isIP(n) !== 0 ? `IP:${n}` : `DNS:${n}`)).join(',');
  const aia = [
    options.caIssuersUrl === undefined ? null : `caIssuers;URI:${options.caIssuersUrl}`,
    options.ocspUrl === undefined ? null : `OCSP;URI:${options.ocspUrl}`,
  ].filter((x) => x !== null);
  writeFileSync(
    join(s.dir, `${id}.ext`),
    [
      `subjectAltName=${san}`,
      'basicConstraints=CA:FALSE',
      'extendedKeyUsage=serverAuth',
      ...(aia.length > 0 ? [`authorityInfoAccess=${aia.join(',')}`] : []),
      '',
    ].join('\n'),
  );
  openssl(s.dir, [
    'req',
    ...keyArgs(options.key ?? 'ec'),
    '-keyout',
    `${id}.key`,
    '-out',
    `${id}.csr`,
    '-subj',
    `/CN=${first}`,
  ]);
  openssl(s.dir, [
    'ca',
    '-batch',
    '-notext',
    '-config',
    caConfig(s),
    '-cert',
    s.certPath,
    '-keyfile',
    s.keyPath,
    '-md',
    options.digest ?? 'sha256',
    '-startdate',
    options.startDate ?? stamp(-60_000),
    '-enddate',
    options.endDate ?? stamp(2 * 86_400_000),
    '-extfile',
    `${id}.ext`,
    '-in',
    `${id}.csr`,
    '-out',
    `${id}.pem`,
  ]);
  const certPath = join(s.dir, `${id}.pem`);
  const keyPath = join(s.dir, `${id}.key`);
  return { cert: readFileSync(certPath, 'utf8'), key: readFileSync(keyPath, 'utf8'), certPath, keyPath };
}

/** An intermediate CA signed by the test CA (P-256, 2 days). */
export function createIntermediate(
  ca: TestCa,
  name = 'secapi test intermediate',
): Signer & { readonly der: Uint8Array } {
  const id = `int${String(++counter)}`;
  writeFileSync(
    join(ca.dir, `${id}.ext`),
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n',
  );
  openssl(ca.dir, [
    'req',
    ...keyArgs('ec'),
    '-keyout',
    `${id}.key`,
    '-out',
    `${id}.csr`,
    '-subj',
    `/CN=${name}`,
  ]);
  openssl(ca.dir, [
    'x509',
    '-req',
    '-in',
    `${id}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-set_serial',
    String(5000 + counter),
    '-days',
    '2',
    '-extfile',
    `${id}.ext`,
    '-out',
    `${id}.pem`,
  ]);
  const certPath = join(ca.dir, `${id}.pem`);
  const cert = readFileSync(certPath, 'utf8');
  const der = new Uint8Array(Buffer.from(cert.replace(/-----[^-]+-----|\s/g, ''), 'base64'));
  return { dir: ca.dir, certPath, keyPath: join(ca.dir, `${id}.key`), cert, der };
}

/**
 * A DER OCSP response from `signer` about `leaf`: `good`, or `revoked` (`openssl ocsp` acting as the
 * responder over an index file), valid one day.
 */
export function ocspResponse(
  signer: Signer | TestCa,
  leaf: IssuedCertificate,
  status: 'good' | 'revoked',
): Uint8Array {
  const s = 'keyPath' in signer ? signer : caSigner(signer);
  const id = `ocsp${String(++counter)}`;
  const serial = execFileSync('openssl', ['x509', '-in', leaf.certPath, '-noout', '-serial'], {
    encoding: 'utf8',
  })
    .trim()
    .replace(/^serial=/, '');
  const subject = execFileSync(
    'openssl',
    ['x509', '-in', leaf.certPath, '-noout', '-subject', '-nameopt', 'compat'],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .replace(/^subject=/, '');
  const line =
    status === 'good'
      ? `V\t${stamp(86_400_000).slice(2)}\t\t${serial}\tunknown\t${subject}\n`
      : `R\t${stamp(86_400_000).slice(2)}\t${stamp(-3_600_000).slice(2)}\t${serial}\tunknown\t${subject}\n`;
  writeFileSync(join(s.dir, `${id}.idx`), line);
  openssl(s.dir, [
    'ocsp',
    '-issuer',
    s.certPath,
    '-cert',
    leaf.certPath,
    '-no_nonce',
    '-reqout',
    `${id}.req`,
  ]);
  openssl(s.dir, [
    'ocsp',
    '-index',
    `${id}.idx`,
    '-rsigner',
    s.certPath,
    '-rkey',
    s.keyPath,
    '-CA',
    s.certPath,
    '-reqin',
    `${id}.req`,
    '-respout',
    `${id}.der`,
    '-ndays',
    '1',
  ]);
  return new Uint8Array(readFileSync(join(s.dir, `${id}.der`)));
}
