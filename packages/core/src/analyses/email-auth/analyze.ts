/**
 * `analyzeEmailAuth`: the email authentication posture of a domain (SPF, DMARC, DKIM, MX,
 * MTA-STS, TLS-RPT, BIMI, DNSSEC) and its grade. DNS only, through `ctx.dns`: nothing connects to
 * the domain's mail servers or web site.
 */
import { withOutcome, type Outcome } from '../../outcome.js';
import {
  deadlineSignal,
  getDefaultContext,
  type AnalysisContext,
  type AnalyzeOptions,
} from '../../context.js';
import { normalizeDomainInput } from '../../input/domain.js';
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
  ctx?: AnalysisContext,
  options?: AnalyzeOptions,
): Promise<Omit<EmailAuthResult, 'outcome'>> {
  const domain = normalizeDomainInput(domainOrAddress, { allowEmail: true });
  const context = ctx ?? getDefaultContext();
  const orgDomain = organizationalDomain(domain);
  const base = {
    input: domainOrAddress,
    domain,
    organizationalDomain: orgDomain,
  };
  if (context.offline) {
    return {
      ...base,
      grade: null,
      score: null,
      gradeStatus: 'not-graded',
      gradeNoteKeys: [],
      noteKeys: [],
      errorKey: 'skip.offline-mode',
      parameters: { domain },
      spf: uncheckedSpf(),
      dmarc: uncheckedDmarc(),
      dkim: uncheckedDkim(),
      mx: uncheckedMx(),
      mtaSts: uncheckedMtaSts('skip.offline-mode'),
      tlsRpt: uncheckedTlsRpt(),
      bimi: uncheckedBimi(),
      dnssec: { checked: false, authenticated: null, validatedNames: [], unvalidatedNames: [] },
      queryCount: 0,
    };
  }

  const signal = deadlineSignal(context, options);
  const lookup = new MailLookup(context.dns, signal);
  const [rootTxt, mxAnswer, mtaStsAnswer, tlsRptAnswer, bimiAnswer] = await Promise.all([
    lookup.query(domain, 'TXT'),
    lookup.query(domain, 'MX'),
    lookup.query(`_mta-sts.${domain}`, 'TXT'),
    lookup.query(`_smtp._tls.${domain}`, 'TXT'),
    lookup.query(`default._bimi.${domain}`, 'TXT'),
  ]);
  const domainMissing = rootTxt.status === 'nxdomain' && mxAnswer.status === 'nxdomain';
  const [spf, dmarc, dkim] = await Promise.all([
    checkSpf(domain, rootTxt, lookup),
    checkDmarc(domain, !domainMissing, txtTexts(rootTxt), lookup),
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
  let errorKey: EmailAuthResult['errorKey'] = null;
  let { grade, score, gradeStatus } = graded;
  let gradeNoteKeys = graded.gradeNoteKeys;
  if (domainMissing) {
    errorKey = 'email-auth.error.domain-not-found';
    grade = null;
    score = null;
    gradeStatus = 'unknown';
    gradeNoteKeys = [];
  } else if (gradeStatus === 'unknown') {
    errorKey = 'email-auth.error.temperror';
  }
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
  return withOutcome(await runEmailAuth(domainOrAddress, ctx, options), emailAuthOutcome);
}

/**
 * `failed` offline, or when SPF, DMARC or DKIM could not be checked (temperror: no grade);
 * `partial` when an extra (MX, MTA-STS, TLS-RPT, BIMI, DNSSEC) could not be checked (provisional
 * grade); `complete` otherwise, a domain that does not exist included (that is an answer).
 */
export function emailAuthOutcome(r: Omit<EmailAuthResult, 'outcome'>): Outcome {
  if (r.errorKey === 'email-auth.error.domain-not-found') return 'complete';
  if (r.gradeStatus === 'not-graded' || r.gradeStatus === 'unknown') return 'failed';
  return r.gradeStatus === 'provisional' ? 'partial' : 'complete';
}
