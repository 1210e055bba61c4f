/**
 * The HTTP port: the ONE way core talks HTTP, to analysed targets and to providers alike. It is the
 * security boundary of the service: it resolves names itself through the DNS port, refuses every
 * address the `AddressPolicy` does not allow (public addresses only by default), connects to exactly
 * the address it checked (no DNS-rebinding window), follows redirects by hand re-checking every hop,
 * and caps headers, body, time and hops. `request` never rejects: failures come back in `error`.
 */

import type { UpstreamProvider } from '../../ports.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST';

export interface HttpRequestOptions {
  readonly method?: HttpMethod;
  /** Extra request headers (the port sets User-Agent, Accept-Encoding: identity, Connection: close). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Redirects to follow by hand (each hop re-resolved and re-checked). Default 0: do not follow. */
  readonly maxRedirects?: number;
  /** Body bytes to keep (default 0: the body is not read). Past the cap, reading stops and `bodyTruncated` is true. */
  readonly maxBodyBytes?: number;
  /** Total time for the whole exchange, redirects included (default 10 s). */
  readonly timeoutMs?: number;
  /** Time to the response headers of each hop (default 5 s). */
  readonly headersTimeoutMs?: number;
  /** The analysis deadline. */
  readonly signal?: AbortSignal;
  /** Ports allowed besides the scheme's default (80 for http, 443 for https). Default: none. */
  readonly allowPorts?: readonly number[];
  /**
   * Verify the server certificate (default true). `false` is for analyses that must look at broken
   * sites: the exchange goes on and `tls.authorized` / `tls.authorizationError` report the failure.
   */
  readonly tlsVerify?: boolean;
  /**
   * Connect the FIRST hop to this IP address instead of resolving the URL's host (Host and SNI stay
   * the name; the address is still checked against the policy). Redirect hops resolve as usual.
   * check-acme probes every A/AAAA address of a name this way, as the CA's validation does.
   */
  readonly connectTo?: string;
  /**
   * Whom the request is for (`target`, `rdap`, `virustotal`…, see `UPSTREAM_PROVIDERS` in
   * ports.ts): for counting only, it changes nothing of the request. Every call in core sets it.
   */
  readonly provider?: UpstreamProvider;
}

/** One request of the chain: the first, every redirect, and the final one. */
export interface HttpHop {
  readonly url: string;
  /** Null when no response came (blocked, DNS failure, timeout…). */
  readonly status: number | null;
  /** The Location header of a redirect, as sent (null otherwise). */
  readonly location: string | null;
  readonly host: string;
  /** The IP address connected to (null when no connection was made). */
  readonly address: string | null;
}

export interface TlsInfo {
  readonly protocol: string | null;
  readonly cipher: string | null;
  /** The certificate chain verified against the trusted roots and the host name. */
  readonly authorized: boolean;
  readonly authorizationError: string | null;
}

export interface HttpResponse {
  readonly url: string;
  readonly status: number;
  /** Lower-case header names; every value of repeated headers kept in order. */
  readonly headers: Readonly<Record<string, readonly string[]>>;
  readonly body: Uint8Array;
  readonly bodyTruncated: boolean;
  readonly address: string;
  readonly tls: TlsInfo | null;
}

export const HTTP_ERRORS = [
  'blocked-by-policy',
  'invalid-url',
  'unsupported-scheme',
  'port-not-allowed',
  'dns-nxdomain',
  'dns-failure',
  'timeout',
  'connection-refused',
  'connection-failed',
  'tls-error',
  'too-many-redirects',
  'invalid-redirect',
  'headers-too-large',
  'protocol-error',
] as const;
export type HttpErrorCode = (typeof HTTP_ERRORS)[number];

export interface HttpError {
  readonly code: HttpErrorCode;
  /** Short technical detail for logs and debugging (never user input echoed at length). */
  readonly detail: string | null;
}

export interface HttpResult {
  /** The final response (a non-redirect, or the last redirect when `maxRedirects` was reached), or null. */
  readonly response: HttpResponse | null;
  /** Every request made, in order. */
  readonly hops: readonly HttpHop[];
  /** Why there is no final response, or why the chain stopped (too many redirects…). */
  readonly error: HttpError | null;
  readonly wasBlockedByPolicy: boolean;
  readonly hitMaxRedirects: boolean;
}

export interface HttpPort {
  request(url: string, options?: HttpRequestOptions): Promise<HttpResult>;
}

/**
 * Which addresses the HTTP (and later TLS) port may connect to. The default is public-only; tests
 * pass an explicit policy (never a switch in production configuration).
 */
export interface AddressPolicy {
  readonly name: string;
  /** True when a connection to this IP address (v4 or v6 text) is allowed. */
  isAllowed(address: string): boolean;
  /** Optional: the port to actually connect to for `host:port` (tests map 443 to a local port). */
  mapPort?(host: string, port: number): number;
}

/**
 * Where the third-party providers live. Defaults are the real public services; tests point them at
 * local servers that answer in the providers' documented shapes.
 */
export interface ProviderEndpoints {
  /** IANA RDAP bootstrap file for DNS (RFC 9224). */
  readonly rdapBootstrapUrl: string;
  /** Public RDAP service used when the bootstrap has no entry or the registry fails. */
  readonly rdapFallbackUrl: string;
  readonly crtShUrl: string;
  readonly certSpotterUrl: string;
  readonly virusTotalUrl: string;
  readonly virusTotalApiKey: string | null;
  readonly webRiskUrl: string;
  readonly webRiskApiKey: string | null;
  readonly pwnedPasswordsUrl: string;
}

export const DEFAULT_PROVIDERS: ProviderEndpoints = Object.freeze({
  rdapBootstrapUrl: 'https://data.iana.org/rdap/dns.json',
  rdapFallbackUrl: 'https://rdap.org/',
  crtShUrl: 'https://crt.sh/',
  certSpotterUrl: 'https://api.certspotter.com/v1/issuances',
  virusTotalUrl: 'https://www.virustotal.com/api/v3/',
  virusTotalApiKey: null,
  webRiskUrl: 'https://webrisk.googleapis.com/v1/uris:search',
  webRiskApiKey: null,
  pwnedPasswordsUrl: 'https://api.pwnedpasswords.com/range/',
});
