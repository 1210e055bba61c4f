/**
 * `analyzeHash` (check-hash): reputation of a file from its MD5, SHA-1 or SHA-256. With an operator
 * VirusTotal key (`ctx.providers.virusTotalApiKey`), VirusTotal API v3 answers (multi-engine);
 * without one, the keyless Team Cymru Malware Hash Registry over DNS. Only the hash leaves the
 * machine (plus the operator's key, to VirusTotal only).
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { lookUpMhr } from '../../providers/cymru-mhr.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { parseHashInput } from './input.js';
import type { HashErrorKey, HashNoteKey, HashResult } from './types.js';
import { lookUpVirusTotal } from '../../providers/virustotal.js';

/** The analysis itself; `analyze…` below adds the outcome. */
async function runHash(
  hash: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<HashResult, 'outcome' | 'checkedAt'>> {
  const input = parseHashInput(hash);
  const base = { hash: input.hash, algorithm: input.algorithm };
  const unanswered = (errorKey: HashErrorKey): Omit<HashResult, 'outcome' | 'checkedAt'> => ({
    ...base,
    source: null,
    found: null,
    virusTotal: null,
    malwareHashRegistry: null,
    noteKeys: [],
    errorKey,
    parameters: null,
  });
  if (context.offline) return unanswered('skip.offline-mode');
  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) return unanswered(NETWORK_UNREACHABLE);
  const { http, providers } = context;
  const apiKey = providers.virusTotalApiKey;

  if (apiKey !== null && apiKey !== '') {
    const outcome = await lookUpVirusTotal(http, providers.virusTotalUrl, apiKey, input.hash, signal);
    const none = { virusTotal: null, malwareHashRegistry: null };
    if (outcome.kind === 'found') {
      return {
        ...base,
        source: 'virustotal',
        found: true,
        ...none,
        virusTotal: outcome.report,
        noteKeys: [],
        errorKey: null,
        parameters: null,
      };
    }
    if (outcome.kind === 'not-found') {
      return {
        ...base,
        source: 'virustotal',
        found: false,
        ...none,
        noteKeys: ['hash.note.virustotal-not-found'],
        errorKey: null,
        parameters: null,
      };
    }
    return {
      ...base,
      source: null,
      found: null,
      ...none,
      noteKeys: [],
      errorKey: outcome.errorKey,
      parameters: outcome.parameters,
    };
  }

  const mhr = await lookUpMhr(context.dns, input.hash, signal);
  const noteKeys: HashNoteKey[] = ['hash.note.no-virustotal-key'];
  if (mhr.kind === 'error') {
    return {
      ...base,
      source: null,
      found: null,
      virusTotal: null,
      malwareHashRegistry: null,
      noteKeys,
      errorKey: 'hash.error.mhr-failed',
      parameters: { status: mhr.status },
    };
  }
  const report = mhr.report;
  noteKeys.push(report.listed ? 'hash.note.mhr-listed' : 'hash.note.mhr-not-listed');
  return {
    ...base,
    source: 'cymru-mhr',
    found: report.listed,
    virusTotal: null,
    malwareHashRegistry: report,
    noteKeys,
    errorKey: null,
    parameters: report.detectionPercent === null ? null : { detectionPercent: report.detectionPercent },
  };
}

/**
 * Looks up the reputation of one file hash.
 *
 * @param hash - MD5 (32), SHA-1 (40) or SHA-256 (64) hex digits; trimmed, any case.
 * @param ctx - injected I/O: `ctx.http` + `ctx.providers.virusTotalUrl` / `virusTotalApiKey` when a
 *   key is configured, else `ctx.dns` for the Malware Hash Registry; `ctx.offline` skips the lookup.
 * @param options - `signal` aborts the lookup (combined with `ctx.timeoutMs`).
 * The result carries `outcome` (`hashOutcome` below).
 * @returns the `HashResult`; upstream failures are an `errorKey` with `found: null`, never thrown.
 * @throws InputError `input.hash-required`, `input.hash-invalid`.
 * @see ../../../docs/hash.md
 */
export async function analyzeHash(
  hash: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<HashResult> {
  const context = contextOf(ctx);
  return withCheckedAt(withOutcome(await runHash(hash, context, options), hashOutcome), context.clock);
}

/** `failed` offline or when the reputation source did not answer usably; `complete` otherwise. */
export function hashOutcome(r: Omit<HashResult, 'outcome' | 'checkedAt'>): Outcome {
  return r.errorKey === null ? 'complete' : 'failed';
}
