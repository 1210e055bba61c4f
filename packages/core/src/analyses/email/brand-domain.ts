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
 *
 * Round 6 (issue 22): two more shapes of the same thing, each with the receiver's DMARC pass for
 * the From domain and a DKIM signature of that domain (the brand set the domain up to send):
 *
 * - a mail domain: the brand token plus a mail or country word (`<brand>mail.com`,
 *   `<brand>usa.com`), used for transactional mail without list headers; no lure at all but
 *   urgency (an offer's prize or gift card is not enough here);
 * - a brand named in the display name beside the program's own domain (`"Scotiabank Scene+"
 *   <offers@sceneplus.ca>`) mailing as a registered bulk sender (List-Unsubscribe and a Return-Path
 *   on the same domain or an email service's); no lure but urgency.
 *
 * Every link must stay on the From domain, a tracker or the brand's official sites, and nothing
 * else of weight may stand beside.
 */
import { isOfficialHost } from '../../lexical/phrases/brand-mentions.js';
import { BRANDS } from '../../data/index.js';
import type { EmailFindings } from './collect.js';
import type { ReceiverAuth } from './headers.js';
import { espOf } from './bulk.js';
import { isTracking, type Inspected } from './links.js';
import type { ParsedEmail } from './parse.js';
import type { EmailFindingCode } from './rules.js';
import { dkimSignatureDomains, registrable, signingDomains } from './sender.js';

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

/** Mail and country words a brand glues to its name for the domain it sends from. */
const MAIL_WORD =
  /^(?:mail|email|mailer|mails|news|notify|notifications|alerts|usa|us|uk|ca|canada|global|online|inc|corp|group)$/;

/** Only urgency, or nothing, may stand beside the demoted findings of the stricter shapes. */
const URGENCY_ONLY: ReadonlySet<EmailFindingCode> = new Set(['email-lure-urgency']);

/** The brand whose token plus one word of `words` makes the registrable name, or null. */
function brandOfSecondDomain(site: string, words: RegExp = COMMERCE_WORD): string | null {
  const dot = site.indexOf('.');
  const name = dot === -1 ? site : site.slice(0, dot);
  if (!/^[a-z]{4,40}$/.test(name)) return null;
  for (const b of BRANDS)
    for (const t of b.tokens)
      if (t.length >= 4 && name.startsWith(t) && words.test(name.slice(t.length))) return b.name;
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
  if (!oneClick || !linksOwnOrBrand(facts.inspected, fromSite, brandName)) return;
  // Anything else of weight (a lure that asks, a trick, a risky link) keeps every finding.
  const other = out.list.some((f) => f.scoreImpact > 0 && !DEMOTED.has(f.code) && !OFFER_LURES.has(f.code));
  if (other) return;
  out.demote(DEMOTED);
}

/**
 * No receiver failure, a DMARC pass and a DKIM signature of the From domain itself. Stricter than
 * accountable.ts `senderVouched` (a DMARC pass alone, or an aligned DKIM pass where the receiver
 * reports no DMARC, and a DKIM failure tolerated beside a pass): what this one vouches for (a
 * brand's second domain, an account notice) lifts more, so it asks for the signature too.
 */
export function alignedPass(email: ParsedEmail, auth: ReceiverAuth, fromSite: string): boolean {
  if ([auth.dkim, auth.spf, auth.dmarc, auth.compauth].some((v) => v === 'fail' || v === 'softfail'))
    return false;
  if (auth.dmarc !== 'pass') return false;
  const reported = auth.dkim === 'pass' && auth.dkimDomain !== null ? [auth.dkimDomain] : [];
  return [...signingDomains(email, auth), ...reported].some((d) => registrable(d) === fromSite);
}

/** Every link on the From domain, a tracker or the brand's official sites. */
function linksOwnOrBrand(inspected: readonly Inspected[], fromSite: string, brandName: string): boolean {
  const brand = BRANDS.find((b) => b.name === brandName);
  return inspected.every(
    (i) =>
      !i.script &&
      (i.link.host === null ||
        i.site === fromSite ||
        isTracking(i.link.host) ||
        (brand !== undefined && isOfficialHost(i.link.host, brand))),
  );
}

/** Nothing of weight but the demoted findings and `allowed`. */
function nothingElse(out: EmailFindings, allowed: ReadonlySet<EmailFindingCode>): boolean {
  return !out.list.some((f) => f.scoreImpact > 0 && !DEMOTED.has(f.code) && !allowed.has(f.code));
}

/** The round-6 shapes of a brand's own sending domain (see the file's comment). */
export function brandSendingDomain(
  email: ParsedEmail,
  auth: ReceiverAuth,
  facts: { fromSite: string | null; inspected: readonly Inspected[] },
  out: EmailFindings,
): void {
  const { fromSite } = facts;
  if (fromSite === null || !alignedPass(email, auth, fromSite)) return;
  const lookalike = out.list.find((f) => f.code === 'email-sender-lookalike-domain' && f.scoreImpact > 0);
  if (lookalike !== undefined) {
    const brandName = brandOfSecondDomain(fromSite, MAIL_WORD);
    if (brandName === null || lookalike.parameters?.brand !== brandName) return;
    if (!linksOwnOrBrand(facts.inspected, fromSite, brandName) || !nothingElse(out, URGENCY_ONLY)) return;
    out.demote(DEMOTED);
    return;
  }
  const named = out.list.find((f) => f.code === 'email-sender-brand-display-name' && f.scoreImpact > 0);
  if (named === undefined) return;
  if (!email.headers.some((h) => h.key === 'list-unsubscribe')) return;
  const returnDomain = /@([a-z0-9.-]{1,253})>?\s*$/i.exec(email.returnPath ?? '')?.[1]?.toLowerCase();
  if (returnDomain === undefined || (registrable(returnDomain) !== fromSite && espOf(returnDomain) === null))
    return;
  const brandName = String(named.parameters?.brand ?? '');
  if (!linksOwnOrBrand(facts.inspected, fromSite, brandName) || !nothingElse(out, URGENCY_ONLY)) return;
  out.demote(DEMOTED);
}
