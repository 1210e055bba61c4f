/**
 * The ports of an offline context (DNS, HTTP, TLS): they contact nothing. Kept apart from the real
 * clients so that building a context (offline or not) does not load the clients' code: the context
 * imports them on the first query, request or connection (context.ts). An offline `secapi url`
 * started 20-30 ms of CPU faster without compiling them.
 */
import type { DnsAnswer, DnsPort, RRType } from './dns/types.js';
import { normalizeDnsName } from './dns/names.js';
import type { HttpPort, HttpResult } from './http/types.js';
import type { TlsOpenResult, TlsPort } from './tls/types.js';

/**
 * The DNS port of an offline context: contacts nothing and answers every query with status
 * `error`. Analyses check `ctx.offline` first and report `skip.offline-mode`; this port only makes
 * sure that a forgotten check still cannot send a packet.
 */
export const offlineDns: DnsPort = Object.freeze({
  query(name: string, type: RRType): Promise<DnsAnswer> {
    // The same answer as records.ts's `failure(…, 'error')`, without loading the packet decoder.
    return Promise.resolve({
      name: normalizeDnsName(name),
      type,
      status: 'error',
      records: [],
      authenticated: false,
      resolver: null,
      cached: false,
    });
  },
});

/** The HTTP port of an offline context: contacts nothing, answers `connection-failed` "offline". */
export const offlineHttp: HttpPort = Object.freeze({
  request: (): Promise<HttpResult> =>
    Promise.resolve({
      response: null,
      hops: [],
      error: { code: 'connection-failed', detail: 'offline' },
      wasBlockedByPolicy: false,
      hitMaxRedirects: false,
    }),
});

/** The TLS port of an offline context: contacts nothing. */
export const offlineTls: TlsPort = Object.freeze({
  open: (): Promise<TlsOpenResult> =>
    Promise.resolve({ ok: false, error: 'offline', addresses: [], detail: 'offline' } as const),
});
