/**
 * The From domain's DMARC policy, and whether the domain exists (online, through `ctx.dns` only),
 * with check-email-auth's discovery and parser (`mail-auth/dmarc.ts`): `_dmarc.<from domain>`,
 * then `_dmarc.<organisational domain>` (RFC 7489 §6.6.3), and the From domain's own TXT answer
 * (NXDOMAIN = the domain does not exist).
 *
 * Only what DNS said is reported: "no record" needs every DMARC lookup answered (NXDOMAIN or
 * NODATA), "does not exist" needs an NXDOMAIN for the domain itself; a failed lookup gives
 * `temperror` (the part is then listed as not checked) and never a finding.
 */
import type { AnalysisContext } from '../../context.js';
import { discoverDmarc, dmarcPolicyFor, parseDmarc } from '../../mail-auth/dmarc.js';
import { isTemporary, MailLookup } from '../../mail-auth/lookup.js';
import type { EmailFindings } from './collect.js';
import type { ReceiverAuth } from './headers.js';
import type { EmailDmarcKey } from './keys.js';
import type { EmailDmarcPolicy, EmailDmarcStatus } from './result-parts.js';

export type { DmarcEnforcement, DmarcPolicy } from '../../mail-auth/types.js';

export type { EmailDmarcPolicy, EmailDmarcStatus } from './result-parts.js';

/** Score of the other warning signs from which a missing DMARC policy is counted (the caution band). */
export const MISSING_DMARC_MIN_SCORE = 15;

const STATUS_KEYS: Readonly<Record<Exclude<EmailDmarcStatus, 'found'>, EmailDmarcKey>> = {
  none: 'email.dmarc.none',
  invalid: 'email.dmarc.invalid',
  temperror: 'email.dmarc.temperror',
};

/** Looks up the From domain's DMARC policy and existence, within `signal`. Never rejects. */
export async function checkFromDomainDmarc(
  domain: string,
  ctx: AnalysisContext,
  signal: AbortSignal,
): Promise<EmailDmarcPolicy> {
  const lookup = new MailLookup(ctx.dns, signal);
  const [own, discovery] = await Promise.all([lookup.query(domain, 'TXT'), discoverDmarc(domain, lookup)]);
  const domainExists = isTemporary(own.status) ? null : own.status !== 'nxdomain';
  const base = {
    domain,
    policy: null,
    pct: null,
    enforcement: null,
    recordName: null,
    inherited: false,
    domainExists,
  };
  const inherited = discovery.source === 'organizational-domain';
  const recordName = `_dmarc.${discovery.policyDomain}`;
  if (discovery.outcome === 'temperror')
    return { ...base, status: 'temperror', summaryKey: STATUS_KEYS.temperror };
  // `v=DMARC1` not as the first tag: a record receivers ignore.
  if (discovery.outcome === 'none' && discovery.steps.some((s) => s.misplaced))
    return { ...base, status: 'invalid', summaryKey: STATUS_KEYS.invalid, recordName, inherited };
  if (discovery.outcome === 'none') return { ...base, status: 'none', summaryKey: STATUS_KEYS.none };
  const records = discovery.steps.at(-1)?.records ?? [];
  const parsed = records.length === 1 ? parseDmarc(records[0] ?? '', recordName) : null;
  if (parsed === null || parsed.issues.some((i) => i.severity === 'error'))
    return { ...base, status: 'invalid', summaryKey: STATUS_KEYS.invalid, recordName, inherited };
  // A domain whose own lookup failed is taken as existing (`np` applies only to proven NXDOMAIN).
  const reading = dmarcPolicyFor(parsed.tags, inherited, domainExists !== false);
  return {
    ...base,
    status: 'found',
    summaryKey: `email.dmarc.policy-${reading.effectivePolicy}`,
    policy: reading.effectivePolicy,
    pct: reading.effectivePct,
    enforcement: reading.enforcement,
    recordName,
    inherited,
  };
}

/** The lookups answered (the part ran): the DMARC discovery and the From domain's own lookup. */
export function dmarcAnswered(policy: EmailDmarcPolicy): boolean {
  return policy.status !== 'temperror' && policy.domainExists !== null;
}

/**
 * Findings of the From domain's policy against what the receiver concluded:
 * - `email-from-domain-not-found`: DNS answered NXDOMAIN for the From domain (no one can reply to it);
 * - `email-dmarc-enforced-fail`: the domain asks receivers to quarantine or reject forged mail and
 *   the receiver's DMARC check failed (already counted, not for list mail): forgery is likely;
 * - `email-dmarc-missing`: the domain publishes no policy, so anyone can send in its name. Much
 *   legitimate mail comes from such domains: it is added only beside warning signs that already
 *   reach `caution` (it deepens a warning, never makes one); `fromDomainDmarc` says it regardless.
 */
export function dmarcPolicySignals(policy: EmailDmarcPolicy, auth: ReceiverAuth, out: EmailFindings): void {
  const domain = policy.domain;
  if (policy.domainExists === false) {
    out.add('email-from-domain-not-found', { domain });
    return;
  }
  if (policy.status === 'none' && out.positiveScore() >= MISSING_DMARC_MIN_SCORE)
    out.add('email-dmarc-missing', { domain });
  if (
    policy.status === 'found' &&
    (policy.policy === 'reject' || policy.policy === 'quarantine') &&
    auth.dmarc === 'fail' &&
    out.has('email-auth-dmarc-fail')
  )
    out.add('email-dmarc-enforced-fail', { domain, policy: policy.policy, pct: policy.pct ?? 100 });
}
