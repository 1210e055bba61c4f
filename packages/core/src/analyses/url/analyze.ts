/**
 * `analyzeUrl`: the URL risk analysis. Today it is the lexical inspection (`inspect.ts`) wrapped in
 * the full result shape of `types.ts`; redirect following, domain age (RDAP) and web-risk lookups
 * arrive in later issues and report, until then, that they were not attempted.
 */
import { getDefaultContext, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { sortFindings } from '../../findings.js';
import { verdictKey, type SkipReasonKey } from '../../keys.js';
import { inspectUrl } from './inspect.js';
import type { DomainAgeReport, RedirectReport, UrlAnalysisResult } from './types.js';

/**
 * Analyses one URL.
 *
 * - `isInconclusive` is true when the verdict is not `dangerous` and a step that could have raised
 *   it (redirects, domain age) was skipped because it is not implemented yet or the context is
 *   offline. Steps that do not apply (no redirects for `javascript:`, no domain age for an IP
 *   address: `skip.not-applicable`) do not make a result inconclusive. So, honestly, a clean
 *   `https` URL is inconclusive today.
 * - `summaryKey` is `url.summary.inconclusive` when the result is inconclusive *and* likely safe
 *   (we must not say "no warning sign" when the checks that could find one did not run); otherwise
 *   `url.summary.<verdict>`, since caution/suspicious already tell the reader to be careful.
 * - `recommendedActionKey` is always `url.action.<verdict>`.
 *
 * @param input - the URL as written (scheme optional, at most `MAX_URL_LENGTH` characters).
 * @param ctx - injected I/O; `getDefaultContext()` when omitted. `ctx.offline` skips network steps.
 * @param _options - `signal` to abort network steps (none yet).
 * @returns the full `UrlAnalysisResult`.
 * @throws InputError for input that is empty, too long, not a URL or of an unsupported scheme; never otherwise.
 * @example
 * ```ts
 * const r = await analyzeUrl('http://bit.ly/abc', createContext({ offline: true }));
 * r.verdictKey; // 'verdict.caution'
 * ```
 * @see ../../../docs/url.md
 */
export function analyzeUrl(
  input: string,
  ctx?: AnalysisContext,
  _options?: AnalyzeOptions,
): Promise<UrlAnalysisResult> {
  // `_options.signal` will bound the network steps (a later issue); nothing to abort yet.
  try {
    const context = ctx ?? getDefaultContext();
    const inspection = inspectUrl(input);
    const { confidenceScore, verdict } = inspection.score;
    const isWeb = inspection.analyzedHost !== '';
    const notRun: SkipReasonKey = context.offline ? 'skip.offline-mode' : 'skip.not-implemented';

    const redirects: RedirectReport = {
      wasAttempted: false,
      wasSuccessful: false,
      wasBlockedByPolicy: false,
      hops: [],
      finalUrl: null,
      finalHost: null,
      hitMaxHops: false,
      unresolvable: false,
      containsHttpsToHttpDowngrade: false,
      errorMessageKey: null,
      skipReasonKey: isWeb ? notRun : 'skip.not-applicable',
    };
    const domainAge: DomainAgeReport = {
      wasAttempted: false,
      wasSuccessful: false,
      lookedUpDomain: inspection.registrableDomain,
      registeredAt: null,
      ageInDays: null,
      ageBand: null,
      humanReadableAgeKey: null,
      errorMessageKey: null,
      skipReasonKey: inspection.registrableDomain !== null ? notRun : 'skip.not-applicable',
    };

    const skippedSteps = [redirects.skipReasonKey, domainAge.skipReasonKey].some(
      (k) => k === 'skip.offline-mode' || k === 'skip.not-implemented',
    );
    const isInconclusive = verdict !== 'dangerous' && skippedSteps;

    return Promise.resolve({
      input,
      normalizedUrl: inspection.normalizedUrl,
      analyzedHost: inspection.analyzedHost,
      registrableDomain: inspection.registrableDomain,
      confidenceScore,
      verdictKey: verdictKey(verdict),
      summaryKey:
        isInconclusive && verdict === 'likely-safe' ? 'url.summary.inconclusive' : `url.summary.${verdict}`,
      recommendedActionKey: `url.action.${verdict}`,
      isInconclusive,
      findings: sortFindings(inspection.findings),
      redirects,
      domainAge,
    });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
