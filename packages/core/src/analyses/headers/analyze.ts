/**
 * `analyzeHeaders(url, ctx?, options?)` = `collectHeaders` (I/O through `ctx.http`) + the pure
 * `gradeHeaders`. Only the URL's own site is contacted: a GET of the URL (redirects followed by the
 * HTTP port, each hop re-checked against its address policy) and, when the URL is https, a GET of
 * `http://<host>/` to see whether plain http redirects to https. No body is read.
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { InputError } from '../../errors.js';
import { NETWORK_UNREACHABLE, type HttpErrorKey } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import type { HttpHop, HttpPort, HttpRequestOptions, HttpResult } from '../../net/http/types.js';
import { inspectUrl } from '../../lexical/inspect.js';
import { gradeHeaders } from './grade.js';
import type { HeadersNoteKey } from './keys.js';
import type { HeadersInput, HeadersResult, HeadersResultErrorKey } from './types.js';

export const HEADERS_LIMITS = Object.freeze({
  /** Redirects followed from the URL (and from the http:// probe). */
  maxRedirects: 5,
});

/** Final statuses that are graded (as the Observatory): 2xx, 3xx, 401 and 403. */
export function isGradableStatus(status: number): boolean {
  return (status >= 200 && status < 400) || status === 401 || status === 403;
}

/** Errors of the http:// probe that just mean "no plain-http site" (no note). */
const QUIET_PROBE_ERRORS: ReadonlySet<string> = new Set([
  'connection-refused',
  'connection-failed',
  'timeout',
]);

export interface CollectedHeaders {
  readonly main: HttpResult;
  /** The `http://<host>/` probe; null when the URL itself is http (its hops are the main ones). */
  readonly probe: HttpResult | null;
}

function failed(code: 'protocol-error', cause: unknown): HttpResult {
  return {
    response: null,
    hops: [],
    error: { code, detail: cause instanceof Error ? cause.message.slice(0, 200) : null },
    wasBlockedByPolicy: false,
    hitMaxRedirects: false,
  };
}

/** The ports check-headers contacts (80 and 443, whatever the scheme). */
export const HEADERS_PORTS: ReadonlySet<string> = new Set(['80', '443']);

/** The network part: the URL, and the http:// probe when the URL is https, in parallel. */
export async function collectHeaders(
  url: string,
  http: HttpPort,
  signal?: AbortSignal,
): Promise<CollectedHeaders> {
  const target = new URL(url);
  const base: HttpRequestOptions = {
    method: 'GET',
    maxRedirects: HEADERS_LIMITS.maxRedirects,
    maxBodyBytes: 0,
    provider: 'target',
    ...(signal ? { signal } : {}),
  };
  const request = (u: string, options: HttpRequestOptions): Promise<HttpResult> =>
    http.request(u, options).catch((cause: unknown) => failed('protocol-error', cause));
  const main = request(url, target.port === '' ? base : { ...base, allowPorts: [Number(target.port)] });
  const probe = target.protocol === 'https:' ? request(`http://${target.hostname}/`, base) : null;
  const [mainResult, probeResult] = await Promise.all([main, probe]);
  return { main: mainResult, probe: probeResult };
}

/** The plain data the graders read, from what was collected (null when there is no response). */
export function headersInputOf(collected: CollectedHeaders): HeadersInput | null {
  const response = collected.main.response;
  if (response === null) return null;
  const httpHops: readonly HttpHop[] = collected.probe === null ? collected.main.hops : collected.probe.hops;
  return { finalUrl: response.url, headers: response.headers, httpHops };
}

function emptyResult(
  url: string,
  errorKey: HeadersResultErrorKey | null,
  hops: readonly HttpHop[] = [],
): Omit<HeadersResult, 'outcome' | 'checkedAt'> {
  return {
    url,
    finalUrl: null,
    status: null,
    grade: null,
    score: null,
    tests: [],
    gradeNoteKeys: [],
    noteKeys: [],
    hops,
    errorKey,
  };
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runHeaders(
  url: string,
  context: AnalysisContext,
  options: AnalyzeOptions = {},
): Promise<Omit<HeadersResult, 'outcome' | 'checkedAt'>> {
  const normalized = inspectUrl(url).normalizedUrl;
  const scheme = normalized.slice(0, normalized.indexOf(':'));
  if (scheme !== 'http' && scheme !== 'https')
    throw new InputError('input.url-unsupported-scheme', { scheme });
  // Only the web ports: any other port would make this analysis a port prober (refused, timeout
  // and protocol error are reported apart). The URL parser drops a scheme's default port.
  const port = new URL(normalized).port;
  if (port !== '' && !HEADERS_PORTS.has(port)) throw new InputError('input.url-port-not-allowed', { port });
  if (context.offline) return emptyResult(normalized, 'skip.offline-mode');
  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) return emptyResult(normalized, NETWORK_UNREACHABLE);
  const collected = await collectHeaders(normalized, context.http, signal);
  const { main, probe } = collected;
  const response = main.response;
  const input = headersInputOf(collected);
  if (main.error !== null || response === null || input === null) {
    const errorKey: HttpErrorKey = `http-error.${main.error?.code ?? 'protocol-error'}`;
    return {
      ...emptyResult(normalized, errorKey, main.hops),
      finalUrl: response?.url ?? null,
      status: response?.status ?? null,
    };
  }

  const grading = gradeHeaders(input);
  const noteKeys: HeadersNoteKey[] = [...grading.noteKeys];
  const firstProbeHop = probe?.hops[0];
  if (
    probe?.error != null &&
    (firstProbeHop === undefined || firstProbeHop.status === null) &&
    !QUIET_PROBE_ERRORS.has(probe.error.code)
  ) {
    noteKeys.push('headers.note.http-probe-failed');
  }
  const gradable = isGradableStatus(response.status);
  return {
    url: normalized,
    finalUrl: response.url,
    status: response.status,
    grade: gradable ? grading.grade : null,
    score: gradable ? grading.score : null,
    tests: grading.tests,
    gradeNoteKeys: gradable ? grading.gradeNoteKeys : [],
    noteKeys,
    hops: main.hops,
    errorKey: gradable ? null : 'headers.error.unexpected-status',
  };
}

/**
 * Grades the security headers of a web page A+ … F (MDN HTTP Observatory algorithm, see
 * docs/headers.md).
 *
 * @param url - http(s) address, at most `MAX_URL_LENGTH` characters; `https://` is assumed when the
 *   scheme is missing. Bad input throws `InputError` (`input.url-*`).
 * @param ctx - injected I/O (`ctx.http`); `getDefaultContext()` when omitted. Offline: nothing is
 *   contacted and `errorKey` is `skip.offline-mode`.
 * The result carries `outcome` (`headersOutcome` below).
 */
export async function analyzeHeaders(
  url: string,
  ctx?: AnalysisContext,
  options: AnalyzeOptions = {},
): Promise<HeadersResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runHeaders(url, context, options), headersOutcome), context.clock);
}

/** `failed` offline, when the site could not be fetched, or answered with a status that cannot be graded. */
export function headersOutcome(r: Omit<HeadersResult, 'outcome' | 'checkedAt'>): Outcome {
  return r.errorKey === null ? 'complete' : 'failed';
}
