/**
 * Signals about who sent the message: what the receiving server concluded (authentication), the
 * From display name and domain (brands, look-alikes, free mail), and the other addresses of the
 * headers (Reply-To, Return-Path, Message-ID) that should belong to the same organisation.
 */
import { parse as parseDomain } from 'tldts';
import { BRANDS, FREE_MAIL_DOMAINS, MAIL_PROVIDER_SIGN_IN_HOSTS } from '../../data/index.js';
import { officialBrand } from '../../lexical/brand-match.js';
import { inspectUrl, type UrlInspection } from '../../lexical/inspect.js';
import { localAddressKind } from '../../lexical/local-address.js';
import { findBrandMentions, isOfficialHost } from '../../lexical/phrases/brand-mentions.js';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import type { Brand } from '../../data/index.js';
import { espOf } from './bulk.js';
import type { EmailFindings } from './collect.js';
import type { ListInfo, ReceiverAuth } from './headers.js';
import type { ParsedEmail } from './parse.js';

const FREE_MAIL = new Set(FREE_MAIL_DOMAINS);

/** The registrable domain (ICANN section of the PSL) of a host, or the host itself. */
export function registrable(host: string): string {
  return parseDomain(host, { allowPrivateDomains: false }).domain ?? host;
}

export function domainOfAddress(address: string | null): string | null {
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  if (at === -1) return null;
  const d = address
    .slice(at + 1)
    .replace(/[>.\s]+$/, '')
    .toLowerCase();
  return d === '' ? null : d;
}

export function isFreeMail(domain: string): boolean {
  return FREE_MAIL.has(registrable(domain)) || FREE_MAIL.has(domain);
}

const PROVIDER_SIGN_IN = new Set(MAIL_PROVIDER_SIGN_IN_HOSTS);
/** The first labels of a free-mail domain's own mail and sign-in pages (`mail.yahoo.com`, `outlook.live.com`). */
const MAIL_PAGE_LABEL = /^(?:www|mail|webmail|login|signin|account|accounts|myaccount|outlook)$/;
/**
 * A mail provider's page: one of its sign-in hosts (the host itself: a form on `docs.google.com` is
 * anyone's), or a free mailbox's domain (`site`, registrable) itself or its mail or sign-in host.
 * Round 17: another host under that domain is another service's (`onedrive.live.com` shares anyone's
 * files; it is not where the mailbox's password is typed).
 */
export function isMailProvider(host: string, site: string): boolean {
  if (PROVIDER_SIGN_IN.has(host)) return true;
  if (!isFreeMail(site)) return false;
  if (host === site) return true;
  return host.endsWith(`.${site}`) && MAIL_PAGE_LABEL.test(host.slice(0, -site.length - 1));
}

/** The lexical URL checks on `https://<domain>/` (look-alikes, brand in the name, TLD…), or null. */
export function inspectDomain(domain: string): UrlInspection | null {
  try {
    return inspectUrl(`https://${domain}/`, { model: false });
  } catch {
    return null;
  }
}

/** Characters no host name holds (letters of any script, digits, dots and hyphens are allowed). */
const NOT_A_HOST = /[\s'"`,;:!?*()<>[\]\\/|~=+&%$#^{}]/;
/**
 * An address literal (`root@[10.20.0.14]`, `[IPv6:2001:db8::1]`): legal in a From (RFC 5321
 * §4.1.3) and written by cron and monitoring daemons; round 19 (rule T) reads no domain in it.
 */
const ADDRESS_LITERAL = /^\[(?:((?:\d{1,3}\.){3}\d{1,3})|ipv6:[0-9a-f:.]{2,45})\]$/;

/**
 * An address literal of the reader's own network (rule T): an IPv4 one in a private, loopback or
 * link-local range (`localAddressKind`, as for links), where cron and a NAS write from; a public
 * IPv4 literal (`helpdesk@[185.220.101.4]`) keeps round 18's finding (review of round 19).
 */
function ownNetworkLiteral(domain: string): boolean {
  const m = ADDRESS_LITERAL.exec(domain);
  return m !== null && (m[1] === undefined || localAddressKind(m[1]) !== null);
}

/** Lexical codes that make a sending domain a look-alike of a brand. */
const LOOKALIKE_CODES = new Set([
  'url-homograph',
  'url-mixed-script',
  'url-brand-lookalike',
  'url-brand-in-subdomain',
  'url-brand-in-domain',
  'url-brand-suffix-disguise',
]);

function lookalikeOf(inspection: UrlInspection | null): { code: string; brand: string } | null {
  const f = inspection?.findings.find((x) => LOOKALIKE_CODES.has(x.code));
  if (f === undefined) return null;
  const brand = f.parameters?.brand;
  return { code: f.code, brand: typeof brand === 'string' ? brand : '' };
}

/** Words of a display name that speak for an organisation rather than a person. */
const ORGANISATION_WORDS =
  /\b(?:support|service|services|team|security|securite|billing|account|accounts|department|bank|banque|admin|administrator|administrateur|helpdesk|help desk|fraud|fraude|prevention|protection|payments|paiements|rewards|recompenses|payroll|paie|customer|client|clientele|equipe|soutien|facturation|notification|notifications|alert|alerte|compliance|hr|rh|human resources|ressources humaines|recruitment|recruiting|recrutement|it|office|bureau|government|gouvernement|agency|agence|revenue|revenu|delivery|livraison|courier|messagerie|verification|no-?reply)\b/;

/** A web suffix right after a brand name in a display name ("Amazon.ca", "Apple.com"). */
const WEB_SUFFIX = /^\.(?:com|ca|net|org|co|io|fr|us|uk)\b/;

/**
 * Round 21 (rule R1): the words beside a brand name that make a display name the brand's own
 * department or product ("Google Drive", "Apple Support", "Azure Billing", « Soutien Apple »): a
 * brand that is also an ordinary word counts when the rest of the name is only these. Only for the
 * brands listed in `BRAND_PRODUCTS`: a surname's business ("Rogers Team", "Bell Security") is not a
 * brand's department. "Team" is none either ("Rogers Team", a real-estate team).
 */
const BRAND_DEPARTMENT =
  '(?:support|billing|security|account|accounts|account security|payments?|notifications?|alerts?|customer (?:service|support|care)|facturation|soutien|securite|service a la clientele|service client)';
const BRAND_PRODUCTS: Readonly<Record<string, string>> = {
  Google: '(?:drive|docs|sheets|forms|workspace|photos|pay|play|calendar|meet|cloud|account|accounts)',
  Apple: '(?:id|pay|music|store|card|care|icloud)',
  Amazon: '(?:prime|pay|seller central)',
  Azure: '(?:devops|portal|subscriptions?)',
};
/**
 * Product names that name a brand in a display name only ("Azure" for Microsoft): the brand table's
 * `displayNameTokens` (round 22; rule R1 of round 21 kept them here).
 */
const NAME_TOKENS = BRANDS.flatMap((brand) =>
  (brand.displayNameTokens ?? []).map((token) => ({
    brand,
    token,
    key: `${token.charAt(0).toUpperCase()}${token.slice(1)}`,
    re: new RegExp(`(?:^|[^a-z0-9])${token}(?:$|[^a-z0-9])`),
  })),
);

/** Words of an account or a help desk in a domain name (review b of rule R1, see `ownWord`). */
const ACCOUNT_WORDS =
  /account|compte|client|bill|factur|verif|secur|servic|support|soutien|portal|login|signin|recover|updat|help|alert|notic|pay|(?:^|-)id(?:-|$)/;

/** The words of a part of a display name, lower case, separated by one space. */
const wordsOf = (s: string): string => s.replace(/[^a-z0-9]+/g, ' ').trim();

const DEPARTMENTS = `${BRAND_DEPARTMENT}(?: ${BRAND_DEPARTMENT})?`;
/** The words before a brand name that make the name a department ("Soutien Apple"). */
const DEPARTMENT_ONLY = new RegExp(`^${DEPARTMENTS}$`);
/** The words after a brand name that make the name a department or product, per brand. */
const AFTER_BRAND = new Map(
  Object.entries(BRAND_PRODUCTS).map(([brand, product]) => [
    brand,
    new RegExp(`^(?:${product}(?: ${DEPARTMENTS})?|${DEPARTMENTS})$`),
  ]),
);

/** The name is only the brand with its department or product words (rule R1). */
function brandDepartment(folded: string, start: number, end: number, brandName: string): boolean {
  const before = wordsOf(folded.slice(0, start));
  const after = wordsOf(folded.slice(end));
  const afterBrand = AFTER_BRAND.get(brandName);
  if (afterBrand === undefined) return false;
  if (before === '') return afterBrand.test(after);
  return after === '' && DEPARTMENT_ONLY.test(before);
}

/**
 * Round 22 (rule B1): a group named after the brand ("Prime Video Watch Club", "Tesla Owners Club",
 * « Club des amateurs de Netflix »): a community word in the name, no word of a department, an
 * organisation or a customer programme (support, billing, rewards, members, winners…), which scams
 * put beside the brand.
 */
const COMMUNITY_NAME =
  /\b(?:club|fans?|fan club|community|forums?|meetup|user group|users group|enthusiasts|owners|communaute|amateurs)\b/;
const PROGRAMME_WORDS =
  /\b(?:members?|membership|membre|membres|abonnement|rewards?|recompenses?|winners?|gagnants?|giveaway|prizes?|prix|survey|sondage|gifts?|cadeaux?|deals?|offers?|offres?|vip|perks?)\b/;
/**
 * French names the group first, the brand after a preposition: « Club des fans de Netflix ». « Club
 * Amazon Prime » is a programme's name (check list 22), not a group's.
 */
const COMMUNITY_BEFORE =
  /^(?:le |la |les )?(?:club|communaute|amateurs|fans)(?: (?:des|de|du) (?:fans|amateurs|utilisateurs))? (?:de|des|du|d')$/;
/** What is left of a display name once the brand is taken out, when it is one community word only. */
const BARE_COMMUNITY = /^(?:the |official |le |la )?(?:club|fans?|fan club|community|forums?|communaute)$/;
/**
 * The brand (at `start`–`end` of the folded name) names a group: the community word after it
 * ("Prime Video Watch Club"), or the French group's words before it. A community word before an
 * English brand belongs to another name ("Sam's Club … Variety Box", a shop's words beside "Box").
 */
function communityAfter(folded: string, start: number, end: number): boolean {
  if (PROGRAMME_WORDS.test(folded) || ORGANISATION_WORDS.test(folded)) return false;
  // The brand and one community word and nothing else ("Netflix Club", "PayPal Fan Club", "Microsoft
  // Community") names no group of people: a kit's name (review 22b). A group says who or where
  // ("Prime Video Book Club", "Costco Fans Gatineau").
  if (BARE_COMMUNITY.test(wordsOf(`${folded.slice(0, start)} ${folded.slice(end)}`))) return false;
  return COMMUNITY_NAME.test(folded.slice(end)) || COMMUNITY_BEFORE.test(folded.slice(0, start).trim());
}

/** The brand the display name speaks for, when its address is not one of the brand's domains. */
function displayNameBrand(name: string, fromDomain: string, signers: readonly string[]): Brand | null {
  const norm = normalizeMessage(name.slice(0, 200));
  const sendsFor = (brand: Brand): boolean =>
    isOfficialHost(fromDomain, brand) ||
    // The brand's own top-level domain ("Apple Card Support" <…@post.applecard.apple>).
    onBrandTld(fromDomain, brand.name) ||
    // The brand's own domain signed the message (DKIM-Signature d=): a brand mailing through its
    // email service from the service's address ("Disney+" <…@sparkpostmail.com>, d=disneyplus.com).
    signers.some((d) => isOfficialHost(d, brand)) ||
    officialBrand(registrable(fromDomain)) === brand;
  // A business whose own domain carries the word beside words of its own ("Azure"
  // <…@azurerestaurant.ca>, "Azure Billing" <…@azurepools.ca>): its own name, not the brand's
  // department; a phish's domain pairs the word with an account's ("azure-account-services.com",
  // "apple-id-recovery.info") (review b, round 21).
  const ownWord = (word: string): boolean => {
    const label = registrable(fromDomain).replace(/\.[^.]*$/, '');
    const w = word.toLowerCase();
    if (!label.includes(w)) return false;
    return !ACCOUNT_WORDS.test(label.replace(w, '-'));
  };
  for (const m of findBrandMentions(norm, 3)) {
    if (sendsFor(m.brand)) return null;
    if (communityAfter(norm.folded, m.start, m.end)) continue;
    // "Apple", "Bell", "Rogers": ordinary words or surnames unless the name is only the brand, or
    // is written as its web address ("Amazon.ca Orders"), or is the brand's department or product
    // (rule R1).
    if (
      m.isCommonWord &&
      !WEB_SUFFIX.test(norm.text.slice(m.end, m.end + 8)) &&
      norm.text.replace(/[^a-z0-9]/g, '').length > m.end - m.start + 2 &&
      !(brandDepartment(norm.folded, m.start, m.end, m.brand.name) && !ownWord(m.brand.name))
    )
      continue;
    return m.brand;
  }
  for (const { brand, token, key, re } of NAME_TOKENS) {
    const found = re.exec(norm.folded);
    if (found === null || sendsFor(brand) || ownWord(token)) continue;
    const start = found.index + (found[0].startsWith(token) ? 0 : 1);
    const end = start + token.length;
    const alone = wordsOf(norm.folded) === token;
    if (alone || brandDepartment(norm.folded, start, end, key)) return brand;
  }
  return null;
}

/** A DKIM pass for a domain in an Authentication-Results field. */
const DKIM_PASS = /\bdkim=pass\b[^;]{0,300}?\bheader\.d=([a-z0-9.-]{1,253})/gi;

/**
 * The domains that signed the message (`d=` of its DKIM-Signature fields). A forger cannot sign for
 * a brand's domain, and a signature copied from a real message fails at the receiver; so when the
 * last receiver reported a DKIM failure, only domains that an earlier receiver of the same copy
 * found valid count (a relay or an archive that rewrote a header broke the signature later). None
 * count beside a DMARC failure.
 */
export function signingDomains(email: ParsedEmail, auth: ReceiverAuth): string[] {
  if (auth.dmarc === 'fail' || auth.compauth === 'fail') return [];
  if (auth.dkim === 'fail') {
    const passed: string[] = [];
    for (const h of email.headers) {
      if (h.key !== 'authentication-results') continue;
      for (const m of h.value.slice(0, 2000).matchAll(DKIM_PASS)) passed.push((m[1] ?? '').toLowerCase());
      if (passed.length >= 5) break;
    }
    return passed;
  }
  return dkimSignatureDomains(email);
}

/** The `d=` domains of the message's DKIM-Signature fields (at most five), whatever they verify to. */
export function dkimSignatureDomains(email: ParsedEmail): string[] {
  const out: string[] = [];
  for (const h of email.headers) {
    if (h.key !== 'dkim-signature') continue;
    const d = /(?:^|;)\s*d\s*=\s*([a-z0-9.-]{1,253})/i.exec(h.value)?.[1];
    if (d !== undefined) out.push(d.toLowerCase().replace(/\.$/, ''));
    if (out.length >= 5) break;
  }
  return out;
}

/**
 * A display name dressed to dodge filters and catch the eye: words joined by underscores
 * ("Debt_Relief", "Tumbler_Notice"), a leading arrow, bullet or dingbat ("➧➧➧ Offer", "• ✥Deals"),
 * mathematical letters (𝖠𝖠𝖱𝖯), or a run of spaces or a trailing underscore padding the name.
 * People, companies and lists write their names plainly (none in the fit halves of the ham files).
 */
const DECORATED_NAME =
  /\p{L}_\p{L}|^\s*[\u2022\u2023\u2043\u2190-\u2bff]|[\u{1d400}-\u{1d7ff}]|\S\s{4,}\S|_\s*$/u;

const ADDRESS_IN_NAME = /[a-z0-9._%+-]{1,64}@([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})+)/i;

/** Authentication results as findings. Failures are not counted for mailing-list mail. */
export function authenticationSignals(auth: ReceiverAuth, list: ListInfo, out: EmailFindings): void {
  const failures: string[] = [];
  if (auth.dmarc === 'fail') failures.push('dmarc');
  if (auth.compauth === 'fail' && auth.dmarc !== 'fail') failures.push('compauth');
  if (auth.dmarc !== 'pass') {
    if (auth.spf === 'fail') failures.push('spf');
    else if (auth.spf === 'softfail') failures.push('spf-softfail');
    if (auth.dkim === 'fail') failures.push('dkim');
  }
  if (list.isList && list.listId !== null && failures.length > 0 && auth.arc !== 'fail') {
    out.add('email-auth-list-ignored', { listId: list.listId, failed: failures });
    return;
  }
  const receiver = auth.authservId ?? '';
  for (const f of failures) {
    if (f === 'dmarc') out.add('email-auth-dmarc-fail', { receiver, policy: auth.dmarcPolicy ?? '' });
    else if (f === 'compauth') out.add('email-auth-compauth-fail', { receiver });
    else if (f === 'spf') out.add('email-auth-spf-fail', { receiver, domain: auth.mailFromDomain ?? '' });
    else if (f === 'spf-softfail')
      out.add('email-auth-spf-softfail', { receiver, domain: auth.mailFromDomain ?? '' });
    else out.add('email-auth-dkim-fail', { receiver, domain: auth.dkimDomain ?? '' });
  }
  const passes = [auth.spf, auth.dkim, auth.dmarc, auth.compauth].some((v) => v === 'pass');
  if (auth.authservId !== null && failures.length === 0 && !passes && auth.dmarc !== 'fail')
    out.add('email-auth-none', { receiver });
  if (auth.dmarc === 'pass') out.add('email-auth-dmarc-pass', { receiver });
}

export interface SenderFacts {
  readonly fromDomain: string | null;
  /** The brand the display name or the From domain speaks for (for the link checks), or null. */
  readonly claimedBrand: Brand | null;
  /** The From domain belongs to a brand (one of its official domains). */
  readonly officialSender: Brand | null;
  /** The From domain is under the brand's own top-level domain (`.apple`, `.google`). */
  readonly onBrandTld: boolean;
  /** The receiver's DMARC passed, or the official brand's own domain signed the message. */
  readonly officialVouched: boolean;
}

/**
 * The domain ends in a top-level domain that is the named brand's own ("dot-brand" TLDs such as
 * `.apple`, `.google`, `.bmw`: closed, only the brand registers names there). Two-letter endings
 * are country codes, open to anyone (`.td`), so never count.
 */
export function onBrandTld(domain: string, brandName: string): boolean {
  const tld = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  if (tld.length < 3) return false;
  const brand = BRANDS.find((b) => b.name === brandName);
  return brand?.tokens.includes(tld) ?? false;
}

/**
 * The From address is a mailing list's own (a "via" rewrite, List-Id on the same registrable
 * domain): the list put the poster's address, often a free-mail one, in Reply-To (Mailman's and
 * Google Groups' answer to DMARC). Such a Reply-To counts as an ordinary mismatch.
 */
function listRewrote(list: ListInfo, fromSite: string): boolean {
  return list.rewritten && list.listId !== null && registrable(list.listId) === fromSite;
}

/** What the headers say that the sender checks read: the receivers' results and the list fields. */
export interface HeaderFacts {
  readonly auth: ReceiverAuth;
  readonly list: ListInfo;
}

/** Sender findings (display name, look-alike and free-mail domains, the other addresses). */
export function senderSignals(email: ParsedEmail, facts: HeaderFacts, out: EmailFindings): SenderFacts {
  const { auth, list } = facts;
  const fromDomain = domainOfAddress(email.fromAddress);
  if (fromDomain === null) {
    return {
      fromDomain: null,
      claimedBrand: null,
      officialSender: null,
      onBrandTld: false,
      officialVouched: false,
    };
  }
  const fromSite = registrable(fromDomain);
  const officialSender = officialBrand(fromSite);
  const name = email.fromName ?? '';
  let claimedBrand: Brand | null = null;

  const literal = ownNetworkLiteral(fromDomain);
  const inspection = officialSender === null && !literal ? inspectDomain(fromDomain) : null;
  const found = lookalikeOf(inspection);
  // A domain under the brand's own top-level domain (`post.applecard.apple`): closed to others.
  const ownTld = found !== null && onBrandTld(fromDomain, found.brand);
  const lookalike = ownTld ? null : found;
  // Under the brand's own TLD the domain is judged the brand's: neither a look-alike nor suspicious
  // (and its links are not counted again either).
  if (lookalike !== null) {
    out.add('email-sender-lookalike-domain', { domain: fromDomain, brand: lookalike.brand });
  } else if (!ownTld && inspection !== null && inspection.score.confidenceScore >= 15) {
    out.add('email-sender-suspicious-domain', {
      domain: fromDomain,
      score: inspection.score.confidenceScore,
    });
  } else if (!literal && NOT_A_HOST.test(fromDomain)) {
    // Round 18 (rule R): a domain no mail can come from (`@brand's.com`), a forged From for the eye.
    out.add('email-sender-suspicious-domain', { domain: fromDomain, score: 100 });
  }

  if (name !== '') {
    const brand = displayNameBrand(name, fromDomain, signingDomains(email, auth));
    if (brand !== null) {
      claimedBrand = brand;
      out.add('email-sender-brand-display-name', {
        brand: brand.name,
        displayName: name,
        domain: fromDomain,
        officialDomain: brand.domains[0],
      });
    }
    if (DECORATED_NAME.test(name.slice(0, 200)))
      out.add('email-sender-decorated-name', { displayName: name.slice(0, 80) });
    const shown = ADDRESS_IN_NAME.exec(name);
    if (shown !== null && registrable((shown[1] ?? '').toLowerCase()) !== fromSite)
      out.add('email-sender-display-address', { displayName: name, address: email.fromAddress ?? '' });
    if (isFreeMail(fromDomain)) {
      const folded = normalizeMessage(name.slice(0, 200)).text;
      if (brand !== null || ORGANISATION_WORDS.test(folded))
        out.add('email-sender-freemail-organisation', { displayName: name, domain: fromDomain });
    }
  }

  const replyDomain = domainOfAddress(email.replyTo);
  if (replyDomain !== null && registrable(replyDomain) !== fromSite) {
    const replyLookalike = lookalikeOf(inspectDomain(replyDomain));
    if (replyLookalike !== null)
      out.add('email-reply-to-lookalike', { replyTo: email.replyTo ?? '', brand: replyLookalike.brand });
    else if (
      // A free mailbox for replies under an organisation's address, or under another provider's
      // free mailbox (the advance-fee pattern: written from one, answered at another).
      isFreeMail(replyDomain) &&
      !listRewrote(list, fromSite) &&
      // A discussion list's poster answering from a free mailbox is ordinary; under a brand's
      // display name it is the scam's way to get the answer.
      (list.listId === null || claimedBrand !== null)
    )
      out.add('email-reply-to-freemail', { replyTo: email.replyTo ?? '', domain: fromDomain });
    else out.add('email-reply-to-mismatch', { replyTo: email.replyTo ?? '', domain: fromDomain });
  }

  const returnDomain = domainOfAddress(email.returnPath);
  if (returnDomain !== null && registrable(returnDomain) !== fromSite) {
    const returnLookalike =
      officialBrand(registrable(returnDomain)) === null && espOf(returnDomain) === null
        ? lookalikeOf(inspectDomain(returnDomain))
        : null;
    if (returnLookalike !== null && lookalike === null)
      out.add('email-return-path-lookalike', {
        returnPath: email.returnPath ?? '',
        brand: returnLookalike.brand,
      });
    else out.add('email-return-path-mismatch', { returnPath: email.returnPath ?? '', domain: fromDomain });
  }

  const idDomain = domainOfAddress(email.messageId?.replace(/^<|>$/g, '') ?? null);
  const officialVouched =
    officialSender !== null &&
    (auth.dmarc === 'pass' || signingDomains(email, auth).some((d) => isOfficialHost(d, officialSender)));
  // The brand's own mail platform is not someone's mailbox: Microsoft's SharePoint and Teams
  // notices carry Exchange Online identifiers (`…namprd12.prod.outlook.com`), a host of the same
  // brand, when the receiver vouched for the From domain.
  const brandPlatformId =
    idDomain !== null &&
    officialSender !== null &&
    officialVouched &&
    isOfficialHost(idDomain, officialSender);
  if (
    idDomain !== null &&
    registrable(idDomain) !== fromSite &&
    (returnDomain === null || registrable(idDomain) !== registrable(returnDomain))
  ) {
    // A brand's own systems do not mint identifiers at a free-mail host: the message was written
    // in a personal mailbox and the From line claims the brand.
    if (
      isFreeMail(idDomain) &&
      !isFreeMail(fromDomain) &&
      (officialSender !== null || claimedBrand !== null) &&
      list.listId === null &&
      !brandPlatformId
    )
      out.add('email-message-id-freemail', { messageIdDomain: idDomain, domain: fromDomain });
    else out.add('email-message-id-mismatch', { messageIdDomain: idDomain, domain: fromDomain });
  }

  recipientInSubject(email, out);
  return { fromDomain, claimedBrand, officialSender, onBrandTld: ownTld, officialVouched };
}

/**
 * The message claims to come from the recipient's own address (sextortion's "I have access to
 * your mailbox"), outside list mail, beside a lure: a forged From line. Mail to oneself with the
 * readers in Bcc has no lure and is left alone.
 */
export function senderIsRecipient(
  email: ParsedEmail,
  list: ListInfo,
  lureCount: number,
  out: EmailFindings,
): void {
  if (lureCount === 0 || email.fromAddress === null || email.fromCount !== 1) return;
  if (!email.to.includes(email.fromAddress)) return;
  if (list.isList) return;
  out.add('email-sender-is-recipient', { address: email.fromAddress });
}

/**
 * The recipient's address or mailbox name written into the subject ("jsmith, your account…"). A
 * bracketed tag is left out: "[astro-club] …" is a mailing list naming itself, sent to its own address.
 */
function recipientInSubject(email: ParsedEmail, out: EmailFindings): void {
  const subject = (email.subject ?? '').toLowerCase().replace(/\[[^\]]{0,80}\]/g, ' ');
  const to = recipientIn(email.to, subject);
  if (to !== null) out.add('email-recipient-in-subject', { recipient: to });
}

/** Greeting words before the recipient's handle ("Dear jordan.lee", "Bonjour kim77"). */
const GREETING = /^(?:dear|hello|hi|hey|attention|attn|bonjour|cher|chère|salut|allo|allô)\b[\s,:]{0,3}$/;

/** The recipient's address or handle used as the greeting of the body ("Dear jordan.lee@…,"). */
export function recipientInGreeting(email: ParsedEmail, visible: string, out: EmailFindings): void {
  const head = visible.slice(0, 200).toLowerCase();
  const to = recipientIn(email.to, head);
  if (to === null) return;
  const local = to.slice(0, to.indexOf('@'));
  const at = head.indexOf(head.includes(to) ? to : local);
  if (at >= 0 && GREETING.test(head.slice(Math.max(0, at - 14), at).trim()))
    out.add('email-recipient-in-greeting', { recipient: to });
}

/** The first recipient whose address, or handle ("jordan.lee", "kim77"), is written in `text`. */
function recipientIn(recipients: readonly string[], text: string): string | null {
  if (text === '') return null;
  for (const to of recipients.slice(0, 5)) {
    const local = to.slice(0, to.indexOf('@'));
    // A handle, not a word that subjects use ("parents", "info").
    const handle = local.length >= 5 && /[._0-9-]/.test(local);
    if (
      text.includes(to) ||
      (handle && new RegExp(`(?:^|[^a-z0-9])${escape(local)}(?:[^a-z0-9]|$)`).test(text))
    )
      return to;
  }
  return null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
