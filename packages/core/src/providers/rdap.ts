/**
 * RDAP client (RFC 9082/9083/9224) over the context's HTTP port: finds the domain's registry RDAP
 * server in the IANA bootstrap file (fetched once, cached 24 h in `ctx.cache`), asks it for the
 * domain object, and falls back to the public redirector (`ctx.providers.rdapFallbackUrl`, rdap.org)
 * when the bootstrap has no entry or the registry fails (5xx, timeout, garbage). It only ever talks
 * to IANA, the registry's RDAP server and the fallback: never to the domain itself. It never throws:
 * every failure is an outcome.
 */
import type { AnalysisContext } from '../context.js';
import type { HttpResult } from '../net/http/types.js';

/** Bounds and timings of the RDAP client. */
export const RDAP_LIMITS = Object.freeze({
  /** Bootstrap file (`dns.json` is ~40 KiB today). */
  maxBootstrapBytes: 2 * 1024 * 1024,
  /** One domain object. Past this the answer is treated as garbage. */
  maxBodyBytes: 512 * 1024,
  /** Redirects followed per request (rdap.org answers 302; registries move servers). */
  maxRedirects: 5,
  /** Time for one request, redirects included. */
  requestTimeoutMs: 8_000,
  /** How long a fetched bootstrap is reused. */
  bootstrapTtlMs: 24 * 60 * 60 * 1000,
  /** How long a failed bootstrap download is remembered (so a dead IANA is not hammered). */
  bootstrapFailureTtlMs: 60 * 1000,
  /** Nesting depth past which a JSON document is refused. */
  maxJsonDepth: 64,
});

const ACCEPT = 'application/rdap+json, application/json;q=0.9';

/** TLD (or multi-label suffix, lower case; '' is the root) → base URL ending in '/'. */
export interface RdapBootstrap {
  readonly services: Readonly<Record<string, string>>;
}

export type RdapSource = 'registry' | 'fallback';

export type RdapLookup =
  /** The server answered 200 with a domain object (`document`, parsed JSON, not yet validated further). */
  | {
      readonly outcome: 'found';
      readonly source: RdapSource;
      readonly serverUrl: string;
      readonly document: Readonly<Record<string, unknown>>;
    }
  /** The authoritative server answered 404: the domain is not registered (or not in its RDAP). */
  | { readonly outcome: 'not-found'; readonly source: RdapSource; readonly serverUrl: string }
  /** Neither the bootstrap nor the fallback knows an RDAP server for this TLD. */
  | { readonly outcome: 'unsupported'; readonly source: null; readonly serverUrl: null }
  /** Every server tried failed (5xx, timeout, refused, garbage, too big…). */
  | { readonly outcome: 'unavailable'; readonly source: null; readonly serverUrl: null };

/**
 * Parses a `dns.json` bootstrap document defensively: keeps entries whose labels are strings and
 * whose base URL list has an http(s) URL (https preferred), normalised to end with '/'.
 * Returns null when the document is not a bootstrap file at all.
 */
export function parseBootstrap(doc: unknown): RdapBootstrap | null {
  if (!isRecord(doc) || !Array.isArray(doc.services)) return null;
  const services: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const service of doc.services as unknown[]) {
    if (!Array.isArray(service) || service.length < 2) continue;
    const [entries, urls] = service as unknown[];
    if (!Array.isArray(entries) || !Array.isArray(urls)) continue;
    const base = pickBaseUrl(urls);
    if (base === null) continue;
    for (const entry of entries as unknown[]) {
      if (typeof entry !== 'string' || entry.length > 253) continue;
      const tld = entry
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, '');
      if (!(tld in services)) services[tld] = base;
    }
  }
  return { services: { ...services } };
}

function pickBaseUrl(urls: readonly unknown[]): string | null {
  let http: string | null = null;
  for (const candidate of urls) {
    if (typeof candidate !== 'string' || candidate.length > 2048) continue;
    let url: URL;
    try {
      url = new URL(candidate);
    } catch {
      continue;
    }
    if (url.username !== '' || url.password !== '') continue;
    const base = withSlash(url.href.replace(/[?#].*$/, ''));
    if (url.protocol === 'https:') return base;
    if (url.protocol === 'http:') http ??= base;
  }
  return http;
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The registry base URL for `name`: the bootstrap entry of the longest suffix of `name` (so
 * `example.co.uk` picks `co.uk` over `uk`), or of the root entry `''`; null when none.
 */
export function findRdapBase(bootstrap: RdapBootstrap, name: string): string | null {
  const labels = name.toLowerCase().split('.');
  for (let i = 0; i <= labels.length; i++) {
    const suffix = labels.slice(i).join('.');
    if (Object.prototype.hasOwnProperty.call(bootstrap.services, suffix)) {
      return bootstrap.services[suffix] ?? null;
    }
  }
  return null;
}

/** `{base}domain/{name}`. */
export function rdapDomainUrl(base: string, name: string): string {
  return `${withSlash(base)}domain/${encodeURIComponent(name)}`;
}

/**
 * Parses JSON text without ever throwing; null for invalid JSON, non-objects and documents nested
 * deeper than `RDAP_LIMITS.maxJsonDepth` (checked before parsing, so hostile nesting costs nothing).
 */
export function parseJsonObject(bytes: Uint8Array): Record<string, unknown> | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch {
    return null;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!withinDepth(text, RDAP_LIMITS.maxJsonDepth)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

function withinDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return false;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const inFlight = new WeakMap<object, Map<string, Promise<RdapBootstrap | null>>>();

/**
 * The bootstrap from `ctx.cache`, or downloaded from `ctx.providers.rdapBootstrapUrl` (once per
 * context cache even under concurrency). Null when it cannot be had (failure remembered 60 s).
 */
export async function getRdapBootstrap(
  ctx: AnalysisContext,
  signal: AbortSignal,
): Promise<RdapBootstrap | null> {
  const url = ctx.providers.rdapBootstrapUrl;
  const key = `rdap:bootstrap:${url}`;
  const cached = ctx.cache.get(key);
  if (isRecord(cached)) {
    const services = cached.services;
    if (isRecord(services)) return { services: services as Record<string, string> };
    return null; // remembered failure
  }
  let pending = inFlight.get(ctx.cache);
  if (pending === undefined) {
    pending = new Map();
    inFlight.set(ctx.cache, pending);
  }
  const running = pending.get(url);
  if (running !== undefined) return running;
  const pendingMap = pending;
  const task = (async () => {
    try {
      const result = await ctx.http.request(url, {
        headers: { Accept: 'application/json' },
        maxRedirects: RDAP_LIMITS.maxRedirects,
        maxBodyBytes: RDAP_LIMITS.maxBootstrapBytes,
        timeoutMs: RDAP_LIMITS.requestTimeoutMs,
        signal,
        provider: 'rdap',
      });
      const response = result.response;
      const doc =
        response !== null && response.status === 200 && !response.bodyTruncated
          ? parseJsonObject(response.body)
          : null;
      const bootstrap = parseBootstrap(doc);
      if (bootstrap === null) {
        // A caller's abort is not the bootstrap's fault: do not remember it.
        if (!signal.aborted) ctx.cache.set(key, { failed: true }, RDAP_LIMITS.bootstrapFailureTtlMs);
        return null;
      }
      ctx.cache.set(key, bootstrap, RDAP_LIMITS.bootstrapTtlMs);
      return bootstrap;
    } finally {
      pendingMap.delete(url);
    }
  })();
  pending.set(url, task);
  return task;
}

type Attempt =
  | { readonly kind: 'found'; readonly serverUrl: string; readonly document: Record<string, unknown> }
  | { readonly kind: 'not-found'; readonly serverUrl: string; readonly redirected: boolean }
  | { readonly kind: 'failed' };

async function fetchDomain(ctx: AnalysisContext, url: string, signal: AbortSignal): Promise<Attempt> {
  const result: HttpResult = await ctx.http.request(url, {
    headers: { Accept: ACCEPT },
    maxRedirects: RDAP_LIMITS.maxRedirects,
    maxBodyBytes: RDAP_LIMITS.maxBodyBytes,
    timeoutMs: RDAP_LIMITS.requestTimeoutMs,
    signal,
    provider: 'rdap',
  });
  const response = result.response;
  if (response === null || result.hitMaxRedirects) return { kind: 'failed' };
  if (response.status === 404) {
    return { kind: 'not-found', serverUrl: response.url, redirected: result.hops.length > 1 };
  }
  if (response.status !== 200 || response.bodyTruncated) return { kind: 'failed' };
  const document = parseJsonObject(response.body);
  if (document === null || !looksLikeDomain(document)) return { kind: 'failed' };
  return { kind: 'found', serverUrl: response.url, document };
}

function looksLikeDomain(doc: Record<string, unknown>): boolean {
  const cls = doc.objectClassName;
  if (typeof cls === 'string') return cls.toLowerCase() === 'domain';
  return typeof doc.ldhName === 'string';
}

/**
 * Looks up the RDAP domain object of `name` (an ASCII registrable domain): registry first (from
 * the bootstrap), then the fallback. Never throws; never contacts `name` itself.
 */
export async function lookupRdapDomain(
  ctx: AnalysisContext,
  name: string,
  signal: AbortSignal,
): Promise<RdapLookup> {
  const bootstrap = await getRdapBootstrap(ctx, signal);
  const base = bootstrap === null ? null : findRdapBase(bootstrap, name);
  if (base !== null) {
    const attempt = await fetchDomain(ctx, rdapDomainUrl(base, name), signal);
    if (attempt.kind === 'found') {
      return {
        outcome: 'found',
        source: 'registry',
        serverUrl: attempt.serverUrl,
        document: attempt.document,
      };
    }
    if (attempt.kind === 'not-found') {
      return { outcome: 'not-found', source: 'registry', serverUrl: attempt.serverUrl };
    }
  }
  if (signal.aborted) return { outcome: 'unavailable', source: null, serverUrl: null };
  const attempt = await fetchDomain(ctx, rdapDomainUrl(ctx.providers.rdapFallbackUrl, name), signal);
  if (attempt.kind === 'found') {
    return { outcome: 'found', source: 'fallback', serverUrl: attempt.serverUrl, document: attempt.document };
  }
  if (attempt.kind === 'not-found') {
    // rdap.org never proxies: a 404 after its redirect is the registry's own "no such domain"; a 404
    // from itself means it knows no server for the TLD, which only says "unsupported" when the IANA
    // bootstrap agrees (no entry). Otherwise (bootstrap down, or the registry failed) it proves nothing.
    if (attempt.redirected) return { outcome: 'not-found', source: 'fallback', serverUrl: attempt.serverUrl };
    if (bootstrap !== null && base === null) return { outcome: 'unsupported', source: null, serverUrl: null };
  }
  return { outcome: 'unavailable', source: null, serverUrl: null };
}
