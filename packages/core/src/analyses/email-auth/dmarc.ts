/**
 * DMARC (RFC 7489, with the tags of its successor DMARCbis: `np`, `t`, `psd`): the record at
 * `_dmarc.<domain>`, or at `_dmarc.<organisational domain>` when the domain has none; its tags,
 * the policy that applies to the analysed domain, and whether external report destinations agreed
 * to receive reports (`<policy domain>._report._dmarc.<destination>`, RFC 7489 §7.1).
 */
import {
  DMARC_URIS_PER_TAG,
  discoverDmarc,
  dmarcPolicyFor,
  isDmarcRecord,
  organizationalDomain,
  parseDmarc,
} from '../../mail-auth/dmarc.js';
import { hasErrors, issue, isTemporary, type MailLookup } from './lookup.js';
import type { EmailAuthRecordResultKey } from './keys.js';
import type { DmarcReport, DmarcReportUri, DmarcTags, EmailAuthIssue, RecordResult } from './types.js';

export { isDmarcRecord, organizationalDomain, parseDmarc } from '../../mail-auth/dmarc.js';

export const DMARC_LIMITS = Object.freeze({
  /** More report URIs per tag than this draws a warning (receivers may ignore the rest). */
  urisPerTag: DMARC_URIS_PER_TAG,
  /** External destinations whose authorisation is looked up, at most. */
  authorizationLookups: 4,
});

export const RECORD_RESULT_KEYS: Readonly<Record<RecordResult, EmailAuthRecordResultKey>> = {
  valid: 'email-auth.result.valid',
  invalid: 'email-auth.result.invalid',
  none: 'email-auth.result.none',
  temperror: 'email-auth.result.temperror',
};

/** The DMARC part of a result that was not checked (offline). */
export function uncheckedDmarc(): DmarcReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    valid: null,
    recordName: null,
    source: null,
    record: null,
    tags: null,
    effectivePolicy: null,
    effectivePct: null,
    enforcement: null,
    issues: [],
  };
}

/**
 * Checks DMARC for `domain`. `domainExists` (from the domain's own TXT answer) selects `np` for a
 * non-existent subdomain; `apexTexts` are the domain's TXT records, to spot a DMARC record
 * published at the wrong name. The discovery, parsing and policy reading are shared with check-email
 * (`mail-auth/dmarc.ts`); the issues, report destinations and result are this analysis'.
 */
export async function checkDmarc(
  domain: string,
  domainExists: boolean,
  apexTexts: readonly string[],
  lookup: MailLookup,
): Promise<DmarcReport> {
  const issues: EmailAuthIssue[] = [];
  const done = (result: RecordResult, fields: Partial<DmarcReport> = {}): DmarcReport => ({
    ...uncheckedDmarc(),
    checked: true,
    result,
    resultMessageKey: RECORD_RESULT_KEYS[result],
    valid: result === 'valid',
    issues,
    ...fields,
  });
  if (apexTexts.some(isDmarcRecord)) {
    issues.push(issue('warning', 'email-auth.dmarc.record-at-apex', { name: `_dmarc.${domain}` }, domain));
  }

  const discovery = await discoverDmarc(domain, lookup);
  for (const step of discovery.steps) {
    if (step.status === 'temperror')
      issues.push(issue('error', 'email-auth.record.temperror', { status: step.dnsStatus }, step.name));
    else if (step.misplaced)
      issues.push(issue('error', 'email-auth.record.v-not-first', { tag: 'v' }, step.name));
  }
  const { policyDomain, source } = discovery;
  const recordName = `_dmarc.${policyDomain}`;
  if (discovery.outcome === 'temperror')
    return done('temperror', source === 'domain' ? { recordName } : { recordName, source });
  const found = discovery.steps[discovery.steps.length - 1];
  const records = found?.records ?? [];
  if (records.length === 0) {
    if (found?.misplaced === true) return done('invalid', { recordName, source });
    issues.push(issue('info', 'email-auth.record.not-found', { name: `_dmarc.${domain}` }, domain));
    return done('none', { recordName: null, source: null });
  }
  if (source === 'organizational-domain') {
    issues.push(
      issue('info', 'email-auth.dmarc.inherited', { organizationalDomain: policyDomain }, recordName),
    );
  }
  if (records.length > 1) {
    issues.push(issue('error', 'email-auth.record.multiple', { count: records.length }, recordName));
    return done('invalid', { recordName, source });
  }
  const record = records[0] ?? '';
  const parsed = parseDmarc(record, recordName);
  // Compile-time check: the shared parser's issue keys are email-auth issue keys.
  issues.push(...parsed.issues);
  const tags = await authorizeDestinations(parsed.tags, policyDomain, lookup, issues);
  if (hasErrors(issues)) return done('invalid', { recordName, source, record, tags, enforcement: 'none' });

  // Policy that applies to the analysed domain.
  const p = tags.p ?? 'none';
  const { effectivePolicy, effectivePct, enforcement } = dmarcPolicyFor(
    tags,
    source === 'organizational-domain',
    domainExists,
  );

  if (effectivePolicy === 'none')
    issues.push(issue('warning', 'email-auth.dmarc.policy-none', null, recordName));
  if (tags.sp === 'none' && p !== 'none')
    issues.push(issue('warning', 'email-auth.dmarc.sp-none', null, recordName));
  if (effectivePolicy !== 'none' && effectivePct < 100) {
    issues.push(issue('warning', 'email-auth.dmarc.pct-partial', { pct: effectivePct }, recordName));
  }
  if (tags.t === 'y') issues.push(issue('warning', 'email-auth.dmarc.testing', null, recordName));
  if (tags.rua.length === 0) issues.push(issue('warning', 'email-auth.dmarc.no-rua', null, recordName));
  return done('valid', { recordName, source, record, tags, effectivePolicy, effectivePct, enforcement });
}

/**
 * Marks report destinations outside the policy domain's organisational domain as external and
 * looks up their authorisation record (bounded). An unauthorised destination is a warning: the
 * policy still works, but those reports are dropped by receivers.
 */
async function authorizeDestinations(
  tags: DmarcTags,
  policyDomain: string,
  lookup: MailLookup,
  issues: EmailAuthIssue[],
): Promise<DmarcTags> {
  const ownOrg = organizationalDomain(policyDomain) ?? policyDomain;
  const external = new Set<string>();
  for (const u of [...tags.rua, ...tags.ruf]) {
    if (u.domain !== null && (organizationalDomain(u.domain) ?? u.domain) !== ownOrg) external.add(u.domain);
  }
  const checked = new Map<string, 'yes' | 'no' | 'unknown'>();
  await Promise.all(
    [...external].slice(0, DMARC_LIMITS.authorizationLookups).map(async (dest) => {
      const name = `${policyDomain}._report._dmarc.${dest}`;
      const { answer, texts } = await lookup.txt(name);
      checked.set(dest, isTemporary(answer.status) ? 'unknown' : texts.some(isDmarcRecord) ? 'yes' : 'no');
    }),
  );
  for (const dest of external) {
    const state = checked.get(dest) ?? 'unknown';
    if (state === 'no') {
      issues.push(
        issue(
          'warning',
          'email-auth.dmarc.external-destination-unauthorized',
          { destination: dest },
          `${policyDomain}._report._dmarc.${dest}`,
        ),
      );
    } else if (state === 'unknown') {
      issues.push(
        issue('info', 'email-auth.dmarc.external-destination-unknown', { destination: dest }, dest),
      );
    }
  }
  const mark = (u: DmarcReportUri): DmarcReportUri =>
    u.domain !== null && external.has(u.domain)
      ? { ...u, external: true, authorized: checked.get(u.domain) ?? 'unknown' }
      : u;
  return { ...tags, rua: tags.rua.map(mark), ruf: tags.ruf.map(mark) };
}
