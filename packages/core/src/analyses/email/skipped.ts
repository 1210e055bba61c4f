/**
 * Why each online part of `analyzeEmail` did not run (moved out of analyze.ts in issue 22, round 16,
 * unchanged): the `skipped` list of the result.
 */
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import { isHostName } from '../../mail-auth/lookup.js';
import { EMAIL_ONLINE_PARTS, type EmailOnlinePart, type EmailSkipKey } from './keys.js';
import type { ParsedEmail } from './parse.js';
import type { EmailSkippedPart } from './types.js';

/**
 * Why each online part did not run: not applicable, offline, the service cut off, or its lookups
 * failed (`ran` false). Parts that ran (`ran` true) are not listed, except the link checks when
 * hosts over the limit were left out (`email.skip.link-limit`).
 */
export function skippedParts(
  email: ParsedEmail,
  network: SkipReasonKey | NetworkErrorKey,
  facts: { senderIp: string | null; fromDomain: string | null; webLinks: number; linkLimited: boolean },
  ran: ReadonlyMap<EmailOnlinePart, boolean>,
): EmailSkippedPart[] {
  const reasons: Readonly<Record<EmailOnlinePart, SkipReasonKey | NetworkErrorKey | EmailSkipKey>> = {
    'dkim-verification':
      email.shape === 'body-only'
        ? 'email.skip.no-headers'
        : !email.intact
          ? 'email.skip.not-intact'
          : network,
    'dmarc-policy':
      facts.fromDomain === null
        ? 'email.skip.no-headers'
        : !isHostName(facts.fromDomain)
          ? 'skip.not-applicable'
          : network,
    'sender-ip-blocklists': facts.senderIp === null ? 'email.skip.no-sender-ip' : network,
    'link-network-checks': facts.webLinks === 0 ? 'email.skip.no-links' : network,
  };
  const reasonOf = (id: EmailOnlinePart): SkipReasonKey | NetworkErrorKey | EmailSkipKey | null => {
    const r = ran.get(id);
    if (r === false) return 'email.skip.lookup-failed';
    if (r === true) return id === 'link-network-checks' && facts.linkLimited ? 'email.skip.link-limit' : null;
    return reasons[id];
  };
  const out: EmailSkippedPart[] = [];
  for (const id of EMAIL_ONLINE_PARTS) {
    const reasonKey = reasonOf(id);
    if (reasonKey !== null) out.push({ id, partKey: `email.part.${id}`, reasonKey });
  }
  return out;
}
