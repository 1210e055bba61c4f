/**
 * A brand's own second domain: a shopping, rewards or travel site that a brand runs under its
 * name glued to an ordinary word (`<brand>shopping.com`, `<brand>rewards.com`) and mails from like
 * an established sender. Offline, such a domain reads as a look-alike of the brand; what tells it
 * apart from a scam's brand-glued domain is how the message was sent and what it asks. Every one of
 * these must hold:
 *
 * - the From domain's name is exactly a brand token plus one ordinary commerce word, no hyphen
 *   (scam kits glue "secure", "verify", "login", "support" or add hyphens and digits);
 * - the message is signed by the From domain itself (DKIM `d=` aligned), its Return-Path is on the
 *   same domain (a custom bounce domain), and it carries a one-click List-Unsubscribe (RFC 8058):
 *   the set-up of a registered bulk sender;
 * - no receiver reported a DKIM, SPF or DMARC failure;
 * - it asks nothing: no lure but an offer's (prize, gift card, "expires soon"), no link off the
 *   sender's own domain but to trackers or the brand's official sites.
 *
 * Then the look-alike, brand display-name and link-brand findings are shown without weight.
 */
import { isOfficialHost } from '../../lexical/phrases/brand-mentions.js';
import { BRANDS } from '../../data/index.js';
import type { EmailFindings } from './collect.js';
import type { ReceiverAuth } from './headers.js';
import { isTracking, type Inspected } from './links.js';
import type { ParsedEmail } from './parse.js';
import type { EmailFindingCode } from './rules.js';
import { dkimSignatureDomains, registrable } from './sender.js';

/** Ordinary words a brand glues to its name for a second site (shopping, rewards, travel…). */
const COMMERCE_WORD =
  /^(?:shopping|shop|store|rewards|offers|deals|travel|perks|points|club|benefits|events|tickets|marketplace|outlet|insider|magazine|boutique|recompenses|voyages)$/;

/** The only lures an offer from such a site may carry. */
const OFFER_LURES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-prize',
  'email-lure-gift-card',
  'email-lure-urgency',
  'email-combined-lures',
]);

const DEMOTED: ReadonlySet<EmailFindingCode> = new Set([
  'email-sender-lookalike-domain',
  'email-sender-brand-display-name',
  'email-link-brand-mismatch',
]);

/** The brand whose token plus one commerce word makes the registrable name, or null. */
function brandOfSecondDomain(site: string): string | null {
  const dot = site.indexOf('.');
  const name = dot === -1 ? site : site.slice(0, dot);
  if (!/^[a-z]{4,40}$/.test(name)) return null;
  for (const b of BRANDS)
    for (const t of b.tokens)
      if (t.length >= 4 && name.startsWith(t) && COMMERCE_WORD.test(name.slice(t.length))) return b.name;
  return null;
}

/** Demotes the look-alike findings of a brand's own second domain mailing as a bulk sender. */
export function brandSecondDomain(
  email: ParsedEmail,
  auth: ReceiverAuth,
  facts: { fromSite: string | null; inspected: readonly Inspected[] },
  out: EmailFindings,
): void {
  const { fromSite } = facts;
  if (fromSite === null || !out.has('email-sender-lookalike-domain')) return;
  const brandName = brandOfSecondDomain(fromSite);
  if (brandName === null) return;
  const lookalike = out.list.find((f) => f.code === 'email-sender-lookalike-domain');
  if (lookalike?.parameters?.brand !== brandName) return;
  if ([auth.dkim, auth.spf, auth.dmarc, auth.compauth].some((v) => v === 'fail' || v === 'softfail')) return;
  if (!dkimSignatureDomains(email).some((d) => d === fromSite || d.endsWith(`.${fromSite}`))) return;
  const returnDomain = /@([a-z0-9.-]{1,253})>?\s*$/i.exec(email.returnPath ?? '')?.[1]?.toLowerCase();
  if (returnDomain === undefined || registrable(returnDomain) !== fromSite) return;
  const oneClick = email.headers.some(
    (h) => h.key === 'list-unsubscribe-post' && /one-click/i.test(h.value.slice(0, 200)),
  );
  if (!oneClick) return;
  const brand = BRANDS.find((b) => b.name === brandName);
  const ownLinks = facts.inspected.every(
    (i) =>
      !i.script &&
      (i.link.host === null ||
        i.site === fromSite ||
        isTracking(i.link.host) ||
        (brand !== undefined && isOfficialHost(i.link.host, brand))),
  );
  if (!ownLinks) return;
  // Anything else of weight (a lure that asks, a trick, a risky link) keeps every finding.
  const other = out.list.some((f) => f.scoreImpact > 0 && !DEMOTED.has(f.code) && !OFFER_LURES.has(f.code));
  if (other) return;
  out.demote(DEMOTED);
}
