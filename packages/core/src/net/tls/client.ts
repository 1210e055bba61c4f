/**
 * The real TLS port (types.ts): raw probes over `node:net` and full handshakes over `node:tls`, to
 * exactly the address the policy checked, port 443 (or what a test policy maps it to).
 */
import { readFileSync } from 'node:fs';
import { connect as netConnect, type Socket } from 'node:net';
import type * as Tls from 'node:tls';
import type { ConnectionOptions, SecureContext, TLSSocket } from 'node:tls';
import { recordsOf, type DnsPort } from '../dns/types.js';
import { Semaphore } from '../dns/semaphore.js';
import { canonicalIp, publicOnlyPolicy } from '../http/policy.js';
import type { AddressPolicy } from '../http/types.js';
import { FlightReader, type ProbeReply } from './flight.js';
import { nodeModules } from '../node-modules.js';
import type {
  HandshakeInfo,
  HandshakeOptions,
  TlsOpenOptions,
  TlsOpenResult,
  TlsPort,
  TlsSession,
} from './types.js';

export interface TlsClientDefaults {
  /** Connections open at once to one target (be polite: a handful, never a flood). */
  readonly maxConnections: number;
  /** Longest one raw probe may take (connect + first flight). */
  readonly probeTimeoutMs: number;
  /** Longest one full handshake may take. */
  readonly handshakeTimeoutMs: number;
}

export const TLS_CLIENT_DEFAULTS: TlsClientDefaults = Object.freeze({
  maxConnections: 4,
  probeTimeoutMs: 4_000,
  handshakeTimeoutMs: 6_000,
});

export interface TlsClientOptions {
  /** Every name is resolved through this port. */
  readonly dns: DnsPort;
  /** Default `publicOnlyPolicy`; a test policy may admit loopback and map `host:443` to a local port. */
  readonly policy?: AddressPolicy;
  readonly defaults?: Partial<TlsClientDefaults>;
  /**
   * TESTS ONLY: trusted roots (PEM) replacing Node's bundle. In production the trust store is
   * Node's roots plus `NODE_EXTRA_CA_CERTS`, as everywhere else in the service.
   */
  readonly ca?: string | readonly string[];
  /** The file of extra trusted roots (PEM); default `process.env.NODE_EXTRA_CA_CERTS` when the client is made. */
  readonly extraCaFile?: string;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+?-----END CERTIFICATE-----/g;

/**
 * Node's own trust-store setting, which Node 20 reads at start but does not list
 * (`tls.getCACertificates` comes with Node 22): not a secapi setting.
 */
const nodeExtraCaFile = (): string | undefined => process.env.NODE_EXTRA_CA_CERTS; // eslint-disable-line no-restricted-syntax -- Node's trust store, not configuration

/** The PEM certificates of a file; none when it is missing or unreadable (as Node itself does, with a warning). */
function pemCertificates(path: string | undefined): string[] {
  if (path === undefined || path === '') return [];
  try {
    return readFileSync(path, 'latin1').match(PEM_BLOCK) ?? [];
  } catch {
    return [];
  }
}

const GROUP_NAMES: Readonly<Record<string, string>> = {
  X25519: 'x25519',
  X448: 'x448',
  prime256v1: 'secp256r1',
};

function message(err: unknown): string {
  const text =
    err instanceof Error ? `${(err as { code?: string }).code ?? ''} ${err.message}`.trim() : String(err);
  return text.slice(0, 200);
}

export function createTlsClient(options: TlsClientOptions): TlsPort {
  const policy = options.policy ?? publicOnlyPolicy;
  const defaults: TlsClientDefaults = { ...TLS_CLIENT_DEFAULTS, ...options.defaults };
  // One trust store for every handshake of a scan, the first check and the re-check with an
  // intermediate fetched from AIA alike: the test roots, or Node's roots plus NODE_EXTRA_CA_CERTS.
  // (Adding a certificate to Node's default store copies only the bundled roots and loses the
  // extra file, so the store is always built here from the same list.)
  // node:tls is imported by the first `open` (node-modules.ts), and the store is built then.
  let tls: typeof Tls | undefined;
  let ca: string[] | undefined;
  const loadedTls = (): typeof Tls => {
    if (tls === undefined) throw new Error('node:tls is loaded by open() first');
    return tls;
  };
  const trustStore = (): string[] =>
    (ca ??=
      typeof options.ca === 'string'
        ? [options.ca]
        : options.ca
          ? [...options.ca]
          : [...loadedTls().rootCertificates, ...pemCertificates(options.extraCaFile ?? nodeExtraCaFile())]);
  const dns = options.dns;
  const contexts = new Map<boolean, SecureContext>();

  function secureContext(extra: readonly string[] | undefined, legacy: boolean): SecureContext {
    const base = legacy ? { ciphers: 'ALL:@SECLEVEL=0', minVersion: 'TLSv1' as const } : {};
    if (extra !== undefined && extra.length > 0)
      return loadedTls().createSecureContext({ ...base, ca: [...trustStore(), ...extra] });
    const cached = contexts.get(legacy);
    if (cached !== undefined) return cached;
    const context = loadedTls().createSecureContext({ ...base, ca: trustStore() });
    contexts.set(legacy, context);
    return context;
  }

  async function resolve(
    host: string,
    signal: AbortSignal,
  ): Promise<{ ok: true; addresses: string[] } | Extract<TlsOpenResult, { ok: false }>> {
    const literal = canonicalIp(host.replace(/^\[|\]$/g, ''));
    if (literal !== null) return { ok: true, addresses: [literal] };
    const name = host.endsWith('.') ? host.slice(0, -1) : host;
    const [a, aaaa] = await Promise.all([
      dns.query(name, 'A', { signal, provider: 'resolver' }),
      dns.query(name, 'AAAA', { signal, provider: 'resolver' }),
    ]);
    const v4 = a.status === 'ok' ? recordsOf(a, 'A').map((r) => canonicalIp(r.data)) : [];
    const v6 = aaaa.status === 'ok' ? recordsOf(aaaa, 'AAAA').map((r) => canonicalIp(r.data)) : [];
    const all = [...v4, ...v6];
    if (all.some((x) => x === null)) {
      return { ok: false, error: 'dns-failure', addresses: [], detail: 'an answer is not an address' };
    }
    const addresses = all.filter((x): x is string => x !== null);
    if (addresses.length === 0) {
      const negative = (s: string): boolean => s === 'nxdomain' || s === 'nodata' || s === 'ok';
      const detail = `A ${a.status}, AAAA ${aaaa.status}`;
      if (negative(a.status) && negative(aaaa.status))
        return { ok: false, error: 'dns-nxdomain', addresses, detail };
      return { ok: false, error: 'dns-failure', addresses, detail };
    }
    return { ok: true, addresses };
  }

  async function open(host: string, { signal, address: given }: TlsOpenOptions): Promise<TlsOpenResult> {
    tls ??= (await nodeModules()).tls;
    if (given !== undefined) {
      const literal = canonicalIp(given.replace(/^\[|\]$/g, ''));
      if (literal === null) {
        return {
          ok: false,
          error: 'dns-failure',
          addresses: [],
          detail: 'the address given is not an address',
        };
      }
      if (!policy.isAllowed(literal)) {
        return {
          ok: false,
          error: 'blocked-by-policy',
          addresses: [literal],
          detail: `${literal} not allowed (${policy.name})`,
        };
      }
      const dialPort = policy.mapPort?.(host, 443) ?? 443;
      return { ok: true, session: createSession(host, literal, [], dialPort, signal) };
    }
    const resolved = await resolve(host, signal);
    if (!resolved.ok) return resolved;
    const { addresses } = resolved;
    const refused = addresses.find((a) => !policy.isAllowed(a));
    if (refused !== undefined) {
      return {
        ok: false,
        error: 'blocked-by-policy',
        addresses,
        detail: `${refused} not allowed (${policy.name})`,
      };
    }
    const address = addresses.find((a) => !a.includes(':')) ?? addresses[0] ?? '';
    const otherAddresses = addresses.filter((a) => a !== address);
    const dialPort = policy.mapPort?.(host, 443) ?? 443;
    return { ok: true, session: createSession(host, address, otherAddresses, dialPort, signal) };
  }

  function createSession(
    host: string,
    address: string,
    otherAddresses: readonly string[],
    dialPort: number,
    deadline: AbortSignal,
  ): TlsSession {
    const slots = new Semaphore(Math.max(1, defaults.maxConnections));
    let connections = 0;
    const family = address.includes(':') ? 6 : 4;

    async function bounded<T>(
      fallback: T,
      run: (signal: AbortSignal) => Promise<T>,
      timeoutMs: number,
    ): Promise<T> {
      if (!(await slots.acquire(deadline))) return fallback;
      try {
        connections++;
        return await run(AbortSignal.any([deadline, AbortSignal.timeout(timeoutMs)]));
      } finally {
        slots.release();
      }
    }

    function probe(hello: Uint8Array, probeOptions: { readonly ssl2?: boolean } = {}): Promise<ProbeReply> {
      const aborted: ProbeReply = { kind: 'failed', reason: 'aborted', detail: 'deadline' };
      return bounded(
        aborted,
        (signal) =>
          new Promise<ProbeReply>((resolvePromise) => {
            const reader = new FlightReader(probeOptions.ssl2 === true);
            let settled = false;
            let socket: Socket | null = null;
            const settle = (reply: ProbeReply): void => {
              if (settled) return;
              settled = true;
              signal.removeEventListener('abort', onAbort);
              socket?.destroy();
              resolvePromise(reply);
            };
            const onAbort = (): void => {
              settle(reader.finish(deadline.aborted ? 'aborted' : 'timeout'));
            };
            if (signal.aborted) {
              onAbort();
              return;
            }
            signal.addEventListener('abort', onAbort, { once: true });
            let connected = false;
            try {
              socket = netConnect({ host: address, port: dialPort, family });
            } catch (err) {
              settle({ kind: 'failed', reason: 'connect-failed', detail: message(err) });
              return;
            }
            socket.setNoDelay(true);
            socket.on('connect', () => {
              connected = true;
              socket.write(hello);
            });
            socket.on('data', (chunk: Buffer) => {
              const reply = reader.push(chunk);
              if (reply !== null) settle(reply);
            });
            socket.on('end', () => {
              settle(reader.finish('closed'));
            });
            socket.on('close', () => {
              settle(reader.finish('closed'));
            });
            socket.on('error', (err) => {
              if (!connected) settle({ kind: 'failed', reason: 'connect-failed', detail: message(err) });
              else settle(reader.finish('closed'));
            });
          }),
        defaults.probeTimeoutMs,
      );
    }

    function handshake(o: HandshakeOptions): Promise<HandshakeInfo> {
      const aborted: HandshakeInfo = { ok: false, error: 'aborted', detail: 'deadline' };
      return bounded(
        aborted,
        (signal) =>
          new Promise<HandshakeInfo>((resolvePromise) => {
            let settled = false;
            let socket: TLSSocket | null = null;
            let ocsp: Uint8Array | null = null;
            let connected = false;
            const settle = (info: HandshakeInfo): void => {
              if (settled) return;
              settled = true;
              signal.removeEventListener('abort', onAbort);
              socket?.destroy();
              resolvePromise(info);
            };
            const onAbort = (): void => {
              settle({
                ok: false,
                error: deadline.aborted ? 'aborted' : 'timeout',
                detail: 'handshake did not finish',
              });
            };
            if (signal.aborted) {
              onAbort();
              return;
            }
            signal.addEventListener('abort', onAbort, { once: true });
            try {
              // requestOCSP is read by tls.connect (it sends status_request) but missing from ConnectionOptions' type.
              const connectOptions: ConnectionOptions & { requestOCSP: boolean } = {
                host: address,
                port: dialPort,
                servername: o.servername ?? undefined,
                rejectUnauthorized: false,
                requestOCSP: true,
                ALPNProtocols: [...(o.alpn ?? ['h2', 'http/1.1'])],
                secureContext: secureContext(o.extraCa, o.legacy === true),
                ...(o.legacy === true ? { minVersion: 'TLSv1' as const } : {}),
              };
              socket = loadedTls().connect(connectOptions);
            } catch (err) {
              settle({ ok: false, error: 'connect-failed', detail: message(err) });
              return;
            }
            socket.on('connect', () => {
              connected = true;
            });
            socket.on('OCSPResponse', (response: Buffer | null) => {
              // Node emits null when the server sent no status (an empty CertificateStatus).
              if (response !== null && response.length > 0) ocsp = Uint8Array.from(response);
            });
            socket.on('secureConnect', () => {
              const s = socket;
              try {
                const key = s.getEphemeralKeyInfo();
                let group: string | null = null;
                let groupBits: number | null = null;
                if (key !== null && typeof key === 'object' && 'type' in key) {
                  const k = key as { type?: string; name?: string; size?: number };
                  if (k.type === 'ECDH' && typeof k.name === 'string') group = GROUP_NAMES[k.name] ?? k.name;
                  else if (k.type === 'DH' && typeof k.size === 'number') group = `dh${String(k.size)}`;
                  groupBits = typeof k.size === 'number' ? k.size : null;
                }
                const cipher = s.getCipher() as { standardName?: string; name?: string } | null;
                const alpn = s.alpnProtocol;
                settle({
                  ok: true,
                  protocol: s.getProtocol(),
                  cipher: cipher?.standardName ?? cipher?.name ?? null,
                  group,
                  groupBits,
                  alpn: typeof alpn === 'string' ? alpn : null,
                  authorized: s.authorized,
                  authorizationError: verificationCode(s.authorizationError),
                  chain: peerChain(s),
                  ocspResponse: ocsp,
                });
              } catch (err) {
                settle({ ok: false, error: 'tls-error', detail: message(err) });
              }
            });
            socket.on('error', (err) => {
              settle({ ok: false, error: connected ? 'tls-error' : 'connect-failed', detail: message(err) });
            });
            socket.on('close', () => {
              settle({ ok: false, error: connected ? 'tls-error' : 'connect-failed', detail: 'closed' });
            });
          }),
        defaults.handshakeTimeoutMs,
      );
    }

    return {
      host,
      address,
      otherAddresses,
      port: 443,
      probe,
      handshake,
      get connections() {
        return connections;
      },
    };
  }

  return Object.freeze({ open });
}

/** Node gives the verification error as a code string (typed as an Error). */
function verificationCode(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Error) return (value as { code?: string }).code ?? value.message;
  return null;
}

interface PeerCert {
  raw?: Buffer;
  fingerprint256?: string;
  issuerCertificate?: PeerCert;
}

/** The chain Node built (leaf first), stopping at the self-issued root or after 10 certificates. */
function peerChain(socket: TLSSocket): Uint8Array[] {
  const chain: Uint8Array[] = [];
  const seen = new Set<string>();
  let cert = socket.getPeerCertificate(true) as PeerCert | undefined;
  while (cert?.raw !== undefined && chain.length < 10) {
    const id = cert.fingerprint256 ?? String(chain.length);
    if (seen.has(id)) break;
    seen.add(id);
    chain.push(Uint8Array.from(cert.raw));
    cert = cert.issuerCertificate;
  }
  return chain;
}

/** The TLS port of an offline context (in offline-ports.ts, which loads no client). */
export { offlineTls } from '../offline-ports.js';
