/**
 * `fetchPwnedRange`: one Have I Been Pwned *Pwned Passwords* k-anonymity range, as served by the
 * same-origin `/api/pwned-range` proxy. Only the 5 hex characters of the prefix leave the machine
 * (`GET <pwnedPasswordsUrl><PREFIX>` with `Add-Padding: true`); padding lines (count 0) are dropped
 * so the caller sees only real suffixes.
 */
import { contextOf, deadlineSignal, type AnalysisContext, type AnalyzeOptions } from '../context.js';
import { InputError } from '../errors.js';
import { NETWORK_UNREACHABLE, type HttpErrorKey, type NetworkErrorKey, type SkipReasonKey } from '../keys.js';
import { networkReachable } from '../net/health.js';
import { withOutcome, type Outcome } from '../outcome.js';
import { providerPorts } from './provider-ports.js';

export const PWNED_RANGE_LIMITS = Object.freeze({
  /** A padded range is ~1,000 lines of ~40 bytes; 1 MiB is far above any real answer. */
  maxBodyBytes: 1024 * 1024,
  timeoutMs: 8_000,
});

/**
 * The range's own error keys. They are hash keys (the password page shares the hash area's texts):
 * `analyses/hash/keys.ts` spreads this list into HASH_KEYS.
 */
export const PWNED_RANGE_ERROR_KEYS = [
  'hash.error.pwned-upstream-status',
  'hash.error.pwned-invalid-response',
] as const satisfies readonly `hash.${string}`[];

export type PwnedRangeErrorKey =
  SkipReasonKey | NetworkErrorKey | HttpErrorKey | (typeof PWNED_RANGE_ERROR_KEYS)[number];

export interface PwnedRangeResult {
  /** The 5 hex characters asked, upper case. */
  readonly prefix: string;
  /** `SUFFIX:COUNT` lines (35 upper-hex characters, a count ≥ 1), in upstream order. */
  readonly lines: readonly string[];
  /** Padding lines (count 0) removed. */
  readonly paddingRemoved: number;
  /** Lines that were neither valid entries nor blank, dropped. */
  readonly invalidLines: number;
  /** HTTP status of the upstream answer; null when none came (or offline). */
  readonly upstreamStatus: number | null;
  /** Null when `lines` is the complete range; otherwise why not (`lines` is then empty). */
  readonly errorKey: PwnedRangeErrorKey | null;
  /** `complete` when `lines` is the whole range; `failed` when it could not be read (offline included). */
  readonly outcome: Outcome;
  /** `{ status }` for `hash.error.pwned-upstream-status`; null otherwise. */
  readonly parameters: Readonly<Record<string, number>> | null;
}

const PREFIX_RE = /^[0-9A-Fa-f]{5}$/;
const LINE_RE = /^([0-9A-Fa-f]{35}):(\d{1,12})$/;

/** The prefix, upper case; throws `input.prefix-required` / `input.prefix-invalid`. */
export function parsePwnedPrefix(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.prefix-required');
  const prefix = raw.trim();
  if (!PREFIX_RE.test(prefix)) throw new InputError('input.prefix-invalid');
  return prefix.toUpperCase();
}

/** Parses a range body: valid lines with a count ≥ 1 (normalised), padding and invalid counts. */
export function parsePwnedRangeBody(body: string): {
  lines: string[];
  paddingRemoved: number;
  invalidLines: number;
} {
  const lines: string[] = [];
  let paddingRemoved = 0;
  let invalidLines = 0;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = LINE_RE.exec(line);
    if (match === null) {
      invalidLines++;
      continue;
    }
    const count = Number(match[2]);
    if (count === 0) paddingRemoved++;
    else lines.push(`${(match[1] ?? '').toUpperCase()}:${count}`);
  }
  return { lines, paddingRemoved, invalidLines };
}

/**
 * Fetches one Pwned Passwords range.
 *
 * @param prefix - the first 5 hex characters of a SHA-1 (any case).
 * @param ctx - injected I/O: `ctx.http` and `ctx.providers.pwnedPasswordsUrl`; `ctx.offline` skips it
 *   (`skip.offline-mode`), and so does a failed resolver health check (`error.network-unreachable`).
 * @param options - `signal` aborts the request (combined with `ctx.timeoutMs`).
 * @returns the `PwnedRangeResult`; upstream failures are an `errorKey`, never thrown.
 * @throws InputError `input.prefix-required`, `input.prefix-invalid`.
 * @see ../../docs/pwned-range.md
 */
export async function fetchPwnedRange(
  prefix: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<PwnedRangeResult> {
  return withOutcome(await runPwnedRange(prefix, ctx, options), pwnedRangeOutcome);
}

/** `complete` when the whole range was read; `failed` otherwise (nothing is stated about the prefix). */
export function pwnedRangeOutcome(r: Omit<PwnedRangeResult, 'outcome'>): Outcome {
  return r.errorKey === null ? 'complete' : 'failed';
}

async function runPwnedRange(
  prefix: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<PwnedRangeResult, 'outcome'>> {
  const upper = parsePwnedPrefix(prefix);
  const context = contextOf(ctx);
  const none = { prefix: upper, lines: [], paddingRemoved: 0, invalidLines: 0 };
  if (context.offline)
    return { ...none, upstreamStatus: null, errorKey: 'skip.offline-mode', parameters: null };

  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) {
    return { ...none, upstreamStatus: null, errorKey: NETWORK_UNREACHABLE, parameters: null };
  }
  const { http, providers } = context;
  const url = `${providers.pwnedPasswordsUrl}${upper}`;
  const result = await http.request(url, {
    method: 'GET',
    headers: { 'add-padding': 'true', accept: 'text/plain' },
    maxRedirects: 0,
    maxBodyBytes: PWNED_RANGE_LIMITS.maxBodyBytes,
    timeoutMs: PWNED_RANGE_LIMITS.timeoutMs,
    signal,
    provider: 'hibp',
    allowPorts: providerPorts(url),
  });
  const response = result.response;
  if (response === null) {
    const code = result.error?.code ?? 'connection-failed';
    return { ...none, upstreamStatus: null, errorKey: `http-error.${code}`, parameters: null };
  }
  const status = response.status;
  if (status !== 200) {
    return {
      ...none,
      upstreamStatus: status,
      errorKey: 'hash.error.pwned-upstream-status',
      parameters: { status },
    };
  }
  const parsed = response.bodyTruncated ? null : parsePwnedRangeBody(new TextDecoder().decode(response.body));
  // A truncated range, or one without a single entry, could hide the caller's suffix: refuse it.
  if (parsed === null || parsed.lines.length + parsed.paddingRemoved === 0) {
    return {
      ...none,
      upstreamStatus: status,
      errorKey: 'hash.error.pwned-invalid-response',
      parameters: null,
    };
  }
  return { prefix: upper, ...parsed, upstreamStatus: status, errorKey: null, parameters: null };
}
