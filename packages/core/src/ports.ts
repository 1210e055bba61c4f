/**
 * The small contracts every layer of core shares, with no import of its own: the clock, the cache
 * port and the options of one analysis call. `context.ts` builds the ports; `net/` and the analyses
 * depend on these types only, so no import cycle runs through the context.
 */

export interface Clock {
  /** Current time in milliseconds since the epoch. */
  now(): number;
}

export interface CachePort {
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs: number): void;
}

/** Options of one analysis call. */
export interface AnalyzeOptions {
  /** Aborts the analysis' network steps; combined with the context's `timeoutMs`. */
  readonly signal?: AbortSignal;
}

/**
 * Whom a network request is for, as the HTTP and DNS ports' `provider` option says it: a fixed
 * list, so an operator can count requests per provider (the server's
 * `secapi_upstream_requests_total{provider=…}`) without ever seeing what was asked. Every call
 * core makes sets it; a port implementation may ignore it (core's own do: it changes nothing of
 * the request). A request without one, or with a value not listed here, counts as `other`.
 *
 * - `target`: the analysed URL or host itself (check-url's redirect chain, check-headers,
 *   check-tls, check-acme's HTTP-01 fetch).
 * - `resolver`: plain DNS resolution through the configured resolvers (the records of a name, its
 *   mail-authentication policies, typosquat candidates, PTR, the resolver health check).
 * - `rdap` (the IANA bootstrap file and the registries' RDAP servers: whois, domain age),
 *   `crt-sh`, `certspotter`, `virustotal`, `web-risk`, `hibp` (Pwned Passwords), `feeds` (the
 *   known-phishing feed downloads), `dnsbl` (DNS blocklists), `team-cymru` (IP-to-ASN and the
 *   Malware Hash Registry, over DNS), `ca` (a certificate authority's AIA issuer and OCSP URLs
 *   named in the analysed site's certificate, check-tls).
 */
export const UPSTREAM_PROVIDERS = [
  'target',
  'resolver',
  'rdap',
  'crt-sh',
  'certspotter',
  'virustotal',
  'web-risk',
  'hibp',
  'feeds',
  'dnsbl',
  'team-cymru',
  'ca',
  'other',
] as const;
export type UpstreamProvider = (typeof UPSTREAM_PROVIDERS)[number];
