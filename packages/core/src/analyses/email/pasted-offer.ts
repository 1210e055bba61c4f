/**
 * A newsletter or a shop's sale pasted without its sending service's headers (issue 22, round 12):
 * only From, To, Subject and Date, or the body alone. The bulk rule (bulk.ts) cannot see that it is
 * bulk mail, so its offer words (a contest, a gift card, "ends tonight") weighed again. Judged by
 * who it claims to be and where its links go: an organisation's own domain (not a free mailbox),
 * every link on that registrable domain or a click tracker, none odd (a cheap ending, a platform, a
 * shortener; the platform's own user-content host, `gist.github.com` in GitHub's mail, is its own) or
 * suspicious to the URL checks, and an unsubscribe or opt-out line: that is how a
 * sender markets to its own list, and the offer words, urgency and layout weigh nothing. A sign-in,
 * account, payment, parcel, crypto or bank-change request, a brand display name, a look-alike or
 * suspicious sender, a failed check or any other finding of weight keeps every weight.
 */
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import { isTracking } from './links.js';
import { NOT_EVIDENCE, ODD_SITE, type OwnSiteLink } from './notice.js';
import type { EmailFindingCode } from './rules.js';

/** What a marketing message carries by design: offer words, deadlines, layout. */
const OFFER_LAYOUT: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-prize',
  'email-lure-gift-card',
  'email-lure-urgency',
  'email-combined-lures',
  'email-hidden-text',
  'email-image-only',
  'email-recipient-in-subject',
  'email-recipient-in-greeting',
  'email-link-text-tracked',
]);

/** A user-content host of the sender's own registrable domain. */
const OWN_HOSTING: ReadonlySet<EmailFindingCode> = new Set(['email-link-free-hosting']);

/** An unsubscribe or opt-out line, in either language (folded text). */
const OPT_OUT =
  /\b(?:unsubscribe|opt[- ]out|manage (?:your )?(?:e-?mail |subscription |communication )?preferences|e-?mail preferences|(?:se )?desabonner|desabonnement|desinscri(?:re|ption)|gerer (?:mes|vos) preferences)\b/;

/** Longest folded text read for the opt-out line (it sits in the footer: read the end too). */
const TAIL = 4000;

export function pastedOffer(
  ownSite: string | null,
  norm: NormalizedMessage,
  links: readonly OwnSiteLink[],
  hosts: readonly (string | null)[],
  out: EmailFindings,
): void {
  if (ownSite === null || links.length === 0) return;
  if (out.has('email-bulk-mail')) return;
  let home = 0;
  let ownUserContent = false;
  for (const [k, l] of links.entries()) {
    const host = hosts[k];
    const tracked = host !== null && host !== undefined && isTracking(host);
    if (l.site !== ownSite && !tracked) return;
    if (l.score >= 40) return;
    const odd = l.codes.filter((c) => ODD_SITE.has(c));
    // The platform's own user-content host (`gist.github.com` in GitHub's mail): its own domain.
    if (odd.length === 1 && odd[0] === 'url-free-hosting' && l.site === ownSite) ownUserContent = true;
    else if (odd.length > 0) return;
    if (l.site === ownSite) home += 1;
  }
  if (home === 0) return;
  const allowed = ownUserContent ? new Set([...OFFER_LAYOUT, ...OWN_HOSTING]) : OFFER_LAYOUT;
  const weighed = out.list.filter((f) => f.scoreImpact > 0);
  if (!weighed.some((f) => allowed.has(f.code))) return;
  if (weighed.some((f) => !allowed.has(f.code) && !NOT_EVIDENCE.has(f.code))) return;
  const folded = norm.folded;
  const text = folded.length > 2 * TAIL ? `${folded.slice(0, TAIL)}\n${folded.slice(-TAIL)}` : folded;
  if (!OPT_OUT.test(text)) return;
  out.demote(allowed);
}
