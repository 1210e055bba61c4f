/**
 * What an ordinary account notice says of itself (issue 22, round 4): a "new sign-in", "your
 * password was changed" or "confirm your email address" message from the service itself tells the
 * reader that nothing is needed if it was them ("if this was you, you don't need to do anything",
 * "if you didn't sign up, you can ignore this email"). Its account and sign-in words are then the
 * notice's subject, not a lure: with no other evidence beside them (a brand display name on another
 * domain, a look-alike, a failed check, a link that lies or lands on a risky site), they weigh
 * nothing. A scam that borrows the sentence still carries its evidence, and keeps every weight.
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import type { EmailFindingCode } from './rules.js';

/** "Nothing to do if it was you" in the service's own words (matched on folded, accent-free text). */
const REASSURANCE = compileList({
  en: [
    'if (?:this|that|it) was you,? (?:then )?(?:you (?:don.?t|do not) need to do anything|(?:you can|please) (?:safely )?ignore (?:this|the) (?:email|message|alert|notification)|no (?:further )?action is (?:needed|required))',
    'if you (?:made|requested) this change,? (?:then )?(?:you (?:don.?t|do not) need to do anything|no (?:further )?action is (?:needed|required)|you can (?:safely )?ignore)',
    'if you (?:did ?n.?t|did not|didn.?t) (?:sign up|create (?:an|this) account|register|request (?:this|a password reset|a new password|it)|make this request)(?: (?:for|with|to|on) [a-z0-9 .&-]{1,40}?)?,? (?:then )?(?:you can|please|simply|just)? ?(?:safely )?ignore (?:this|the) (?:email|message)',
    '(?:you can|please) (?:safely )?ignore this (?:email|message)\\.? your password (?:will not|won.?t) (?:change|be changed)',
    // A one-time code's own warning: the service sends the code and says never to give it away.
    '(?:never|do not|don.?t) share (?:this|the|your) (?:code|verification code|one-time code|passcode)',
  ],
  fr: [
    'si (?:c.etait|c.est) (?:bien )?vous,? (?:vous n.avez rien a faire|aucune (?:autre )?(?:action|mesure) n.est (?:requise|necessaire)|vous pouvez ignorer ce (?:courriel|message))',
    'si vous etes a l.origine de (?:ce|cette) (?:changement|modification|demande|connexion),? (?:vous n.avez rien a faire|aucune (?:autre )?(?:action|mesure) n.est (?:requise|necessaire)|vous pouvez ignorer)',
    'si vous n.avez pas (?:demande|cree|fait|effectue) (?:ce|cette|de|un|une) [a-z ]{0,40}?,? (?:vous pouvez )?(?:simplement )?ignorer? ce (?:courriel|message)',
    'ne (?:partagez|communiquez|divulguez) (?:jamais )?(?:ce|votre) code',
  ],
});

/** The notice's own words: shown, not weighed, when nothing else is wrong. */
const NOTICE_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-credential',
  'email-lure-account',
  'email-lure-urgency',
  'email-combined-lures',
  'email-recipient-in-subject',
  'email-recipient-in-greeting',
]);

/**
 * Weak alone, so not evidence that restores the weight of ordinary mail's findings (here and in
 * bulk mail, analyze.ts): a DKIM failure or SPF soft failure (forwarding and footers break them;
 * DMARC is the receiver's verdict on the From domain), plain-http links (weighed on their own).
 */
export const NOT_EVIDENCE: ReadonlySet<EmailFindingCode> = new Set([
  'email-auth-dkim-fail',
  'email-auth-spf-softfail',
  'email-link-plain-http',
]);

/** Something weighs, and all that weighs is among `codes`: what a calm rule below may demote. */
export function weighsOnly(out: EmailFindings, codes: ReadonlySet<EmailFindingCode>): boolean {
  return (
    out.list.some((f) => f.scoreImpact > 0 && codes.has(f.code)) &&
    !out.list.some((f) => f.scoreImpact > 0 && !codes.has(f.code) && !NOT_EVIDENCE.has(f.code))
  );
}

/** Every link is on the sender's own ordinary site (or there is none). */
export function linksOnOwnSite(links: readonly OwnSiteLink[], fromSite: string): boolean {
  return !links.some((l) => l.site !== fromSite || l.score >= 40 || l.codes.some((c) => ODD_SITE.has(c)));
}

/**
 * An account notice that says nothing is needed if it was the reader: its account, sign-in and
 * urgency words are shown without weight when no other finding of weight stands beside them.
 */
export function reassuringNotice(norm: NormalizedMessage, out: EmailFindings): void {
  if (!out.list.some((f) => f.scoreImpact > 0 && NOTICE_CODES.has(f.code))) return;
  if (out.list.some((f) => f.scoreImpact > 0 && !NOTICE_CODES.has(f.code) && !NOT_EVIDENCE.has(f.code)))
    return;
  if (findAll(REASSURANCE, norm.folded, 1).length === 0) return;
  out.demote(NOTICE_CODES);
}

/** A service's own warning that it never asks for a password or code by email. */
const NEVER_ASKS = compileList({
  en: [
    '(?:will|would|does|do|we ?ll|well|ll) never (?:ask|request)(?: you)?(?: for| to (?:provide|send|give|share|confirm|enter|disclose))? your (?:password|pin|passcode|credentials|login|one-time|personal information|banking information)',
    '(?:will|would|we ?ll|well|ll) never (?:send|email) you a link to (?:sign|log) ?in',
  ],
  fr: [
    'ne vous (?:demandera|demanderons|demande|demandons) jamais (?:de (?:fournir|communiquer|transmettre|confirmer|divulguer) )?(?:vos|votre) (?:mot de passe|nip|code|renseignements|informations)',
  ],
});

/**
 * A notice of the reader's own organisation or service that says it never asks for a password by
 * email (an IT desk's "your password expires in 7 days", a bank's statement notice), every link on
 * the sender's own ordinary site (or none), nothing else of weight: its account and sign-in words
 * are the notice's subject. A lure that links elsewhere keeps every weight.
 */
export function neverAsksNotice(
  norm: NormalizedMessage,
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  out: EmailFindings,
): void {
  if (fromSite === null || !weighsOnly(out, NOTICE_CODES) || !linksOnOwnSite(links, fromSite)) return;
  if (findAll(NEVER_ASKS, norm.folded, 1).length === 0) return;
  out.demote(NOTICE_CODES);
}

/**
 * An online form (a sign-up sheet, a permission slip, a volunteer roster on Google Forms or a form
 * builder) with no lure beyond urgency and nothing else of weight: forms are how schools, clubs and
 * small organisations collect answers. A form that asks for a password or an account, under a brand
 * name, a look-alike, or beside a page on free hosting keeps its weight.
 */
export function ordinaryForm(
  kinds: readonly ('form' | 'page' | null)[],
  lureCodes: readonly EmailFindingCode[],
  out: EmailFindings,
): void {
  if (!out.list.some((f) => f.code === 'email-link-free-hosting' && f.scoreImpact > 0)) return;
  if (!kinds.includes('form') || kinds.includes('page')) return;
  if (
    out.list.some(
      (f) =>
        f.scoreImpact > 0 &&
        f.code !== 'email-link-free-hosting' &&
        f.code !== 'email-lure-urgency' &&
        (lureCodes.includes(f.code) || !NOT_EVIDENCE.has(f.code)),
    )
  )
    return;
  out.demote(new Set<EmailFindingCode>(['email-link-free-hosting']));
}

/** Letters and digits of a name, lower case ("The Lantern Lights" → "thelanternlights"). */
/** A name's letters and digits, lower-cased (`Luma Events` → `lumaevents`). */
export const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Shortest shared name read as the sender's own (a site's first label against the sender's names). */
const OWN_NAME_MIN = 5;

/**
 * A small sender whose own site lives on a site builder or free hosting (`lanternlights.wixsite.com`,
 * `riverclub.github.io`): every link goes to that one site, whose name is the sender's (display
 * name, mailbox or domain name), with no lure beyond urgency and nothing else of weight. The
 * platform and a picture layout are how such senders publish; phishing pages on the same platforms
 * are named for nobody in the From line, or come with a lure or a brand, and keep every weight.
 */
export function ownSiteOnBuilder(
  from: { readonly name: string | null; readonly address: string | null },
  links: readonly { readonly host: string | null; readonly kind: 'form' | 'page' | null }[],
  lureCodes: readonly EmailFindingCode[],
  out: EmailFindings,
): void {
  if (!out.list.some((f) => f.code === 'email-link-free-hosting' && f.scoreImpact > 0)) return;
  const host = links[0]?.host ?? null;
  if (host === null || links.some((l) => l.host !== host || l.kind !== 'page')) return;
  const label = squash(host.split('.')[0] ?? '');
  const [local = '', domain = ''] = (from.address ?? '').split('@');
  const names = [squash(from.name ?? ''), squash(local), squash(domain.split('.')[0] ?? '')];
  const shared = (n: string): boolean => {
    if (n.length < OWN_NAME_MIN || label.length < OWN_NAME_MIN) return false;
    const [shorter, longer] = n.length <= label.length ? [n, label] : [label, n];
    return longer.includes(shorter);
  };
  if (!names.some(shared)) return;
  const demotable = new Set<EmailFindingCode>(['email-link-free-hosting', 'email-image-only']);
  if (
    out.list.some(
      (f) =>
        f.scoreImpact > 0 &&
        !demotable.has(f.code) &&
        f.code !== 'email-lure-urgency' &&
        (lureCodes.includes(f.code) || !NOT_EVIDENCE.has(f.code)),
    )
  )
    return;
  out.demote(demotable);
}

/**
 * Generic properties of links that automated reports and discussions in plain text carry: a bug
 * tracker on app hosting, a shortener to the bot's documentation, an address, an unusual ending.
 */
const REPORT_LINK_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-link-ip-host',
  'email-link-suspicious',
  'email-link-free-hosting',
  'email-link-shortener',
  'email-link-suspicious-tld',
]);

/** Distinct addresses, on distinct sites, from which a plain-text message reads as a report. */
const REPORT_MIN_LINKS = 3;
const REPORT_MIN_SITES = 2;

/**
 * A plain-text message that types three or more addresses on two or more sites and says no lure
 * (a CI or fuzzing bot's report, a reply pointing to documentation and archives): the reader sees
 * every address as written, nothing is hidden behind words; the links' generic properties are
 * shown without weight when no other finding of weight stands beside them.
 */
export function plainTextReport(
  html: boolean,
  links: readonly { readonly href: string; readonly site: string | null }[],
  lureCodes: readonly EmailFindingCode[],
  out: EmailFindings,
): void {
  if (html || links.length < REPORT_MIN_LINKS) return;
  if (!out.list.some((f) => f.scoreImpact > 0 && REPORT_LINK_CODES.has(f.code))) return;
  if (
    out.list.some((f) => f.scoreImpact > 0 && lureCodes.includes(f.code) && f.code !== 'email-lure-urgency')
  )
    return;
  const pages = new Set(links.map((l) => l.href.replace(/#.*$/, '')));
  const sites = new Set(links.map((l) => l.site));
  if (pages.size < REPORT_MIN_LINKS || sites.size < REPORT_MIN_SITES) return;
  const demotable = new Set([...REPORT_LINK_CODES, 'email-lure-urgency' as const]);
  if (out.list.some((f) => f.scoreImpact > 0 && !demotable.has(f.code) && !NOT_EVIDENCE.has(f.code))) return;
  out.demote(demotable);
}

/** A link as `platformLinksOfOwnSite` reads it: its site, URL score and `url-*` finding codes. */
export interface OwnSiteLink {
  readonly site: string | null;
  readonly score: number;
  readonly codes: readonly string[];
  /** The path or query holds a random token (mixed digits and letters, or mixed case). */
  readonly token: boolean;
  /** The link's host (round 15; only the lone-lure rule reads it, for click-tracking hosts). */
  readonly host?: string | null;
}

/** `url-*` findings that make the sender's own site odd (a cheap ending, a platform, a shortener). */
export const ODD_SITE: ReadonlySet<string> = new Set([
  'url-suspicious-tld',
  'url-free-hosting',
  'url-tunnel',
  'url-shortener',
  'url-shortener-managed',
  'url-shortener-shape',
]);

/** What the hosting platforms of small senders look like to the URL checks. */
const PLATFORM_LINK_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-link-free-hosting',
  'email-link-shortener',
  'email-link-suspicious-tld',
]);

/**
 * A sender that links its own site and also a shop, booking page, form or short link on a
 * platform (`x.myshopify.com`, `x.square.site`, `linktr.ee/x`, `forms.gle`, `bit.ly`, an app's
 * deep link), with no lure beyond urgency and no other finding of weight: the platform is where a
 * small business keeps its shop, not a sign. A lure, a brand display name, a look-alike, a failed
 * check or a link the URL checks find suspicious restores the weight.
 */
export function platformLinksOfOwnSite(
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  lureCodes: readonly EmailFindingCode[],
  out: EmailFindings,
): void {
  if (fromSite === null) return;
  const own = links.filter((l) => l.site === fromSite);
  // The sender's own site must look ordinary itself: a throwaway spam domain on a cheap ending
  // links itself too.
  if (own.length === 0 || own.some((l) => l.score >= 40 || l.codes.some((c) => ODD_SITE.has(c)))) return;
  if (!out.list.some((f) => f.scoreImpact > 0 && PLATFORM_LINK_CODES.has(f.code))) return;
  const allowed = (code: EmailFindingCode): boolean =>
    PLATFORM_LINK_CODES.has(code) || NOT_EVIDENCE.has(code) || code === 'email-lure-urgency';
  if (out.list.some((f) => f.scoreImpact > 0 && !allowed(f.code))) return;
  if (
    out.list.some((f) => f.scoreImpact > 0 && lureCodes.includes(f.code) && f.code !== 'email-lure-urgency')
  )
    return;
  out.demote(PLATFORM_LINK_CODES);
}

/** An offer's or a bill's words: a contest, a prize draw, an amount due. */
const OFFER_CODES: ReadonlySet<EmailFindingCode> = new Set(['email-lure-prize', 'email-lure-invoice']);

/**
 * A contest or a bill sent straight from the sender's own server (no list or service headers):
 * one offer or bill lure, every link on the sender's own ordinary site over https with paths in
 * words, nothing else of weight. The words are the message's subject; spam that links a throwaway
 * site over plain http, with random paths or elsewhere keeps the weight.
 */
export function offerOfOwnSite(
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  out: EmailFindings,
): void {
  if (fromSite === null || links.length === 0) return;
  const weighed = out.list.filter((f) => f.scoreImpact > 0);
  const offers = weighed.filter((f) => OFFER_CODES.has(f.code));
  if (
    offers.length !== 1 ||
    weighed.some(
      (f) => !OFFER_CODES.has(f.code) && !NOT_EVIDENCE.has(f.code) && f.code !== 'email-lure-urgency',
    )
  )
    return;
  if (out.has('email-link-plain-http')) return;
  if (
    links.some((l) => l.site !== fromSite || l.score >= 40 || l.codes.some((c) => ODD_SITE.has(c)) || l.token)
  )
    return;
  out.demote(OFFER_CODES);
}

/**
 * What invoice fraud by email says (business email compromise): new bank details, a wire to make,
 * "kindly remit". A bill that says it is never an ordinary reminder.
 */
export const PAYMENT_REDIRECT = compileList({
  en: [
    '(?:new|updated|changed|change of|change in) (?:our )?(?:bank(?:ing)?|payment|remittance|account) (?:details|information|account|instructions)',
    'kindly (?:remit|pay|process|make (?:the )?payment|settle|wire)',
    'wire (?:transfer|the (?:funds|payment))',
  ],
  fr: [
    '(?:nouvelles?|nos nouvelles?) (?:coordonnees|informations) bancaires',
    'changement de (?:coordonnees|compte) bancaires?',
    'virement bancaire',
  ],
});

/**
 * A bill or an overdue-invoice reminder with no link and no attachment (pay by transfer or cheque,
 * "the invoice is attached as a PDF" in a pasted body), one invoice lure and nothing else of weight:
 * a small business writing to a client. Invoice scams carry a link, a file, a phone number to call
 * (`email-lure-callback`), a free mailbox or a brand name, and keep the weight.
 */
export function billWithoutLinks(
  norm: NormalizedMessage,
  linkCount: number,
  attachmentCount: number,
  out: EmailFindings,
): void {
  if (linkCount > 0 || attachmentCount > 0) return;
  if (findAll(PAYMENT_REDIRECT, norm.folded, 1).length > 0) return;
  const weighed = out.list.filter((f) => f.scoreImpact > 0);
  if (!weighed.some((f) => f.code === 'email-lure-invoice')) return;
  if (weighed.some((f) => f.code !== 'email-lure-invoice' && !NOT_EVIDENCE.has(f.code))) return;
  out.demote(new Set<EmailFindingCode>(['email-lure-invoice']));
}

/**
 * A layout of images whose every link goes to the sender's own (ordinary) site, with nothing else
 * of weight: a shop's picture newsletter sent from its own server. Image spam links elsewhere.
 */
export function imageLayoutOfOwnSite(
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  out: EmailFindings,
): void {
  if (
    fromSite === null ||
    links.length === 0 ||
    !out.list.some((f) => f.code === 'email-image-only' && f.scoreImpact > 0)
  )
    return;
  if (links.some((l) => l.site !== fromSite || l.score >= 40 || l.codes.some((c) => ODD_SITE.has(c)))) return;
  if (out.list.some((f) => f.scoreImpact > 0 && f.code !== 'email-image-only' && !NOT_EVIDENCE.has(f.code)))
    return;
  out.demote(new Set<EmailFindingCode>(['email-image-only']));
}

const SHOWN_ADDRESS = /[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+)/i;

/**
 * A display name that shows a person's or a company's own address while a service sends for them
 * (`"Jane Roy <jane@roofing.ca>" <notifications@crm.example>`: help desks, CRMs, booking and
 * invoicing tools), with nothing else of weight. Not when the address shown is on a known brand's
 * domain or the recipient's own domain (what impersonation shows), nor beside any other sign.
 */
export function onBehalfAddress(
  recipients: readonly string[],
  siteOf: (domain: string) => string,
  isBrandSite: (site: string) => boolean,
  out: EmailFindings,
): void {
  const f = out.list.find((x) => x.code === 'email-sender-display-address' && x.scoreImpact > 0);
  if (f === undefined) return;
  if (out.list.some((x) => x.scoreImpact > 0 && x !== f && !NOT_EVIDENCE.has(x.code))) return;
  const shown = SHOWN_ADDRESS.exec(String(f.parameters?.displayName ?? ''))?.[1];
  if (shown === undefined) return;
  const site = siteOf(shown.toLowerCase());
  if (isBrandSite(site)) return;
  if (recipients.some((r) => siteOf(r.slice(r.lastIndexOf('@') + 1).toLowerCase()) === site)) return;
  out.demote(new Set<EmailFindingCode>(['email-sender-display-address']));
}
