/**
 * `analyzeEmailAuth`: the email authentication posture of a domain (SPF, DMARC, DKIM, MX,
 * MTA-STS, TLS-RPT, BIMI, DNSSEC) and its grade. DNS only, through `ctx.dns`: nothing connects to
 * the domain's mail servers or web site.
 */
import { withCheckedAt, withOutcome, type Outcome } from '../../outcome.js';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import type { DnsAnswer } from '../../net/dns/types.js';
import { checkDkim, uncheckedDkim } from './dkim.js';
import { checkDmarc, organizationalDomain, uncheckedDmarc } from './dmarc.js';
import { gradeEmailAuth } from './grade.js';
import type { EmailAuthNoteKey } from './keys.js';
import { isTemporary, MailLookup, txtTexts } from './lookup.js';
import {
  checkBimi,
  checkMtaSts,
  checkMx,
  checkTlsRpt,
  uncheckedBimi,
  uncheckedMtaSts,
  uncheckedMx,
  uncheckedTlsRpt,
} from './records.js';
import { checkSpf, uncheckedSpf } from './spf.js';
import type { DnssecReport, EmailAuthResult, IssueParameters } from './types.js';

function dnssecReport(answers: readonly DnsAnswer[], names: ReadonlySet<string>): DnssecReport {
  const relevant = answers.filter((a) => names.has(a.name) && !isTemporary(a.status));
  const validated = [...new Set(relevant.filter((a) => a.authenticated).map((a) => a.name))];
  const unvalidated = [...new Set(relevant.filter((a) => !a.authenticated).map((a) => a.name))];
  return {
    checked: true,
    authenticated: relevant.length === 0 ? null : unvalidated.length === 0,
    validatedNames: validated,
    unvalidatedNames: unvalidated,
  };
}

/** The analysis itself; `analyze…` below adds the outcome. */
async function runEmailAuth(
  domainOrAddress: string,
  context: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<EmailAuthResult, 'outcome' | 'checkedAt'>> {
  const domain = normalizeDomainInput(domainOrAddress, { allowEmail: true });
  const orgDomain = organizationalDomain(domain);
  const base = {
    input: domainOrAddress,
    domain,
    organizationalDomain: orgDomain,
  };
  /** A result that says nothing about any record: every part unchecked. */
  const unchecked = (
    errorKey: NonNullable<EmailAuthResult['errorKey']>,
    gradeStatus: 'not-graded' | 'unknown',
    policySkip: Parameters<typeof uncheckedMtaSts>[0],
    queryCount: number,
  ): Omit<EmailAuthResult, 'outcome' | 'checkedAt'> => ({
    ...base,
    grade: null,
    score: null,
    gradeStatus,
    gradeNoteKeys: [],
    noteKeys: [],
    errorKey,
    parameters: { domain },
    spf: uncheckedSpf(),
    dmarc: uncheckedDmarc(),
    dkim: uncheckedDkim(),
    mx: uncheckedMx(),
    mtaSts: uncheckedMtaSts(policySkip),
    tlsRpt: uncheckedTlsRpt(),
    bimi: uncheckedBimi(),
    dnssec: { checked: false, authenticated: null, validatedNames: [], unvalidatedNames: [] },
    queryCount,
  });
  if (context.offline) return unchecked('skip.offline-mode', 'not-graded', 'skip.offline-mode', 0);

  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) {
    return unchecked(NETWORK_UNREACHABLE, 'not-graded', NETWORK_UNREACHABLE, 0);
  }
  const lookup = new MailLookup(context.dns, signal);
  const [rootTxt, mxAnswer, mtaStsAnswer, tlsRptAnswer, bimiAnswer] = await Promise.all([
    lookup.query(domain, 'TXT'),
    lookup.query(domain, 'MX'),
    lookup.query(`_mta-sts.${domain}`, 'TXT'),
    lookup.query(`_smtp._tls.${domain}`, 'TXT'),
    lookup.query(`default._bimi.${domain}`, 'TXT'),
  ]);
  // The domain does not exist (NXDOMAIN with its SOA, on a resolver that passed the health check):
  // stop here. No SPF, DKIM, MX… lookups and no "no SPF" / "no MX" claims: nothing to grade. Only a
  // subdomain of an existing organisational domain still gets its DMARC policy read (at most two
  // queries): `np=` says what receivers do with mail forged from names that do not exist.
  if (rootTxt.status === 'nxdomain' && mxAnswer.status === 'nxdomain') {
    const stopped = unchecked('email-auth.error.domain-not-found', 'unknown', 'skip.not-applicable', 0);
    const dmarc =
      orgDomain !== null && orgDomain !== domain
        ? await checkDmarc(domain, false, [], lookup)
        : stopped.dmarc;
    return { ...stopped, dmarc, queryCount: lookup.count };
  }
  const [spf, dmarc, dkim] = await Promise.all([
    checkSpf(domain, rootTxt, lookup),
    checkDmarc(domain, true, txtTexts(rootTxt), lookup),
    checkDkim(domain, lookup),
  ]);
  const mx = checkMx(domain, mxAnswer);
  const mtaSts = checkMtaSts(domain, mtaStsAnswer);
  const tlsRpt = checkTlsRpt(domain, tlsRptAnswer);
  const dmarcEnforced = dmarc.enforcement === 'full';
  const bimi = checkBimi(domain, bimiAnswer, dmarcEnforced);
  const dnssec = dnssecReport(
    lookup.answers,
    new Set([domain, `_dmarc.${domain}`, dmarc.recordName ?? `_dmarc.${domain}`]),
  );

  const graded = gradeEmailAuth({ spf, dmarc, dkim, mx, mtaSts, tlsRpt, bimi, dnssec });
  const noteKeys: EmailAuthNoteKey[] = [];
  if (graded.nonSending) noteKeys.push('email-auth.note.non-sending-domain');
  if (dmarc.source === 'organizational-domain')
    noteKeys.push('email-auth.note.dmarc-from-organizational-domain');
  if (graded.nonSending && dkim.found !== true) noteKeys.push('email-auth.note.dkim-not-needed');
  else if (dkim.found !== true) {
    noteKeys.push(
      'email-auth.note.dkim-selectors-not-exhaustive',
      'email-auth.note.dkim-ses-random-selectors',
    );
  }
  if (mtaSts.record !== null) noteKeys.push('email-auth.note.mta-sts-policy-not-fetched');
  if (bimi.record !== null && bimi.location !== '' && !dmarcEnforced) {
    noteKeys.push('email-auth.note.bimi-requires-enforcement');
  }
  if (dnssec.authenticated === false) noteKeys.push('email-auth.note.dnssec-resolver-only');

  const parameters: IssueParameters = {
    domain,
    organizationalDomain: orgDomain ?? domain,
    policyDomain: dmarc.recordName?.replace(/^_dmarc\./, '') ?? domain,
    lookupCount: spf.lookups.count,
    lookupLimit: spf.lookups.limit,
    selectorCount: dkim.selectorsProbed.length,
  };
  const { grade, score, gradeStatus, gradeNoteKeys } = graded;
  const errorKey: EmailAuthResult['errorKey'] =
    gradeStatus === 'unknown' ? 'email-auth.error.temperror' : null;
  return {
    ...base,
    grade,
    score,
    gradeStatus,
    gradeNoteKeys,
    noteKeys,
    errorKey,
    parameters,
    spf,
    dmarc,
    dkim,
    mx,
    mtaSts,
    tlsRpt,
    bimi,
    dnssec,
    queryCount: lookup.count,
  };
}

/**
 * Analyses the mail authentication records of a domain.
 *
 * @param domainOrAddress - a domain (`example.ca`) or an e-mail address (`someone@example.ca`: the
 *   part after the last `@`), at most 255 characters; IDNs are converted to punycode.
 * @param ctx - injected I/O (`ctx.dns`); `getDefaultContext()` when omitted. Offline: nothing is
 *   queried, every part says `checked: false`, `errorKey` is `skip.offline-mode`.
 * @param options - `signal` aborts the lookups (they then come back as timeouts: temperror).
 * The result carries `outcome` (`emailAuthOutcome` below).
 * @returns the full `EmailAuthResult`; DNS trouble becomes temperror parts, never an exception.
 * @throws InputError (`input.domain-required`, `input.domain-too-long`, `input.domain-invalid`).
 * @example
 * ```ts
 * const r = await analyzeEmailAuth('someone@example.ca');
 * r.grade; // 'B'
 * r.gradeNoteKeys; // ['email-auth.grade.spf-softfail', 'email-auth.grade.dmarc-quarantine', …]
 * ```
 * @see ../../../docs/email-auth.md
 */
export async function analyzeEmailAuth(
  domainOrAddress: string,
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<EmailAuthResult> {
  const context = contextOf(ctx);
  return withCheckedAt(
    withOutcome(await runEmailAuth(domainOrAddress, context, options), emailAuthOutcome),
    context.clock,
  );
}

/**
 * `failed` offline, or when SPF, DMARC or DKIM could not be checked (temperror: no grade);
 * `partial` when an extra (MX, MTA-STS, TLS-RPT, BIMI, DNSSEC) could not be checked (provisional
 * grade); `complete` otherwise, a domain that does not exist included (that is an answer).
 */
export function emailAuthOutcome(r: Omit<EmailAuthResult, 'outcome' | 'checkedAt'>): Outcome {
  if (r.errorKey === 'email-auth.error.domain-not-found') return 'complete';
  if (r.gradeStatus === 'not-graded' || r.gradeStatus === 'unknown') return 'failed';
  return r.gradeStatus === 'provisional' ? 'partial' : 'complete';
}
