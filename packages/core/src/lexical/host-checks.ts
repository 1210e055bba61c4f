/**
 * The checks on the host of a web address (not an IP literal): what the name is made of
 * (`HostView`, read once), internationalised names, where the site is hosted, and the shapes phishing
 * hosts have. Each check adds to the inspection's findings, in the order `inspectUrl` calls them.
 */
import { parse as parseDomain } from 'tldts';
import {
  COMMON_CONSONANT_PAIRS,
  COMMON_LETTER_GROUPS,
  DEVELOPER_HOSTING_DOMAINS,
  EMAIL_TRACKING_DOMAINS,
  FREE_HOSTING_DOMAINS,
  HELP_DESK_HOSTING_DOMAINS,
  HELP_DESK_BRAND,
  HELP_DESK_LABEL,
  OWNER_ONLY_SUFFIXES,
  SUSPICIOUS_TLDS,
  THIN_EVIDENCE_TLDS,
  TUNNEL_DOMAINS,
  URL_SHORTENERS,
  USER_CONTENT_HOSTS,
  PUBLISHED_DOCUMENT_PATH,
  SHARED_DOCUMENT_HOSTS,
  MANAGED_SHORTENERS,
  FIRST_PARTY_SHORT_LINKS,
} from '../data/index.js';
import type { Findings } from './findings-set.js';
import { accountLureIn, labelLetters, lureWordsIn, maskOrdinaryWords } from './host-words.js';
import { URL_LIMITS } from './limits.js';
import { governmentNameCheck, isGovernmentPlatform, isRestrictedSuffix } from './government-name.js';
import { cryptoLureTokens } from './crypto-names.js';
import { labelToUnicode } from './punycode.js';
import { isShortCode } from './page-paths.js';
import { ownWwwName, schemeInLabel } from './scheme-label.js';

const shorteners = new Set(URL_SHORTENERS);
export const suspiciousTlds: ReadonlySet<string> = new Set(SUSPICIOUS_TLDS);
/** Endings of `suspiciousTlds` shown and scored but no hint to the model nor half of a pair (round 14). */
export const thinEvidenceTlds: ReadonlySet<string> = new Set(THIN_EVIDENCE_TLDS);
const freeHosting = new Set(FREE_HOSTING_DOMAINS);
const developerHosting = new Set(DEVELOPER_HOSTING_DOMAINS);
const tunnels = new Set(TUNNEL_DOMAINS);
const userContentHosts = new Set(USER_CONTENT_HOSTS);
const helpDeskHosting = new Set(HELP_DESK_HOSTING_DOMAINS);
const managedShorteners = new Set(MANAGED_SHORTENERS);
const ownerOnlySuffixes = new Set(OWNER_ONLY_SUFFIXES);
const sharedDocumentHosts = new Set(SHARED_DOCUMENT_HOSTS.filter((h) => !h.startsWith('.')));
const sharedDocumentSuffixes = SHARED_DOCUMENT_HOSTS.filter((h) => h.startsWith('.'));

/** A provider's document-sharing host (`docs.google.com`, `contoso.sharepoint.com`), or null. */
function sharedDocumentHost(host: string): string | null {
  if (sharedDocumentHosts.has(host)) return host;
  const suffix = sharedDocumentSuffixes.find((s) => host.endsWith(s) && host.length > s.length);
  return suffix === undefined ? null : suffix.slice(1);
}

const mailTracking = new Set(EMAIL_TRACKING_DOMAINS);
/** Host labels read by the shape checks (scheme in host, random subdomain, crypto lure). */
export const MAX_SHAPE_LABELS = 12;
const MAX_SUFFIX_LABELS = Math.max(
  ...[...FREE_HOSTING_DOMAINS, ...DEVELOPER_HOSTING_DOMAINS, ...TUNNEL_DOMAINS].map(
    (d) => d.split('.').length,
  ),
);
const HEX_RE = /^[0-9a-f]+$/;
/** `/ipfs/<CID>` or `/ipns/<name>`: content of the InterPlanetary File System through a gateway. */
const IPFS_PATH_RE = /^\/ip[fn]s\/[A-Za-z0-9]{20,}/;
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const COMMON_GROUPS_RE = new RegExp(COMMON_LETTER_GROUPS.join('|'), 'g');
const ALNUM_RE = /^[a-z0-9]+$/;
const commonPairs = new Set(COMMON_CONSONANT_PAIRS);
/** Blog platforms whose writers get a subdomain (`blogspot.<country>` included). */
export const BLOG_PLATFORMS = /^(?:blogspot\.[a-z.]+|wordpress\.com|tumblr\.com)$/;
const RANDOM_PATH_RE = /^\/[A-Za-z0-9_-]{5,16}\/?$/;

const LATIN_RE = /\p{Script=Latin}/u;
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
const GREEK_RE = /\p{Script=Greek}/u;

/** The host of a web address, read once: labels, Unicode form, registrable domain and suffixes. */
export interface HostView {
  readonly host: string;
  readonly labels: readonly string[];
  readonly unicodeLabels: readonly string[];
  readonly unicodeHost: string;
  /** ICANN section of the Public Suffix List. */
  readonly registrableDomain: string | null;
  readonly publicSuffix: string;
  /** The private-section suffix (a platform's customers' names), or null. */
  readonly privateSuffix: string | null;
  /** Labels left of the registrable domain, a leading `www` dropped. */
  readonly subdomainLabels: readonly string[];
  /** Labels left of the public suffix. */
  readonly ownLabels: readonly string[];
  /** The label of the registrable domain ('' without one). */
  readonly registrableLabel: string;
  readonly tld: string;
  /** The registrable domain, else the host. */
  readonly siteDomain: string;
}

/** Where the site is hosted (each null when not). */
export interface Hosting {
  readonly tunnel: string | null;
  readonly hosting: string | null;
  readonly devHosting: string | null;
  readonly shortener: string | null;
}

/** Reads the host once (two PSL parses at most). */
export function hostView(host: string): HostView {
  // One parse with the PSL's private section (where platforms declare their customers'
  // subdomains); a second, ICANN-only parse for the registrable domain only when it matters.
  const withPrivate = parseDomain(host, {
    extractHostname: false,
    validateHostname: false,
    allowPrivateDomains: true,
  });
  const parsed =
    withPrivate.isPrivate === true
      ? parseDomain(host, { extractHostname: false, validateHostname: false, allowPrivateDomains: false })
      : withPrivate;
  const privateSuffix = withPrivate.isPrivate === true ? withPrivate.publicSuffix : null;
  const registrableDomain = parsed.domain;
  const publicSuffix = parsed.publicSuffix ?? '';
  const labels = host.split('.');
  const unicodeLabels = labels.map(labelToUnicode);
  const unicodeHost = unicodeLabels.join('.');

  const suffixLabelCount = publicSuffix === '' ? 0 : publicSuffix.split('.').length;
  const registrableLabelCount = registrableDomain === null ? 0 : registrableDomain.split('.').length;
  const subLabels =
    registrableDomain === null ? [] : unicodeLabels.slice(0, unicodeLabels.length - registrableLabelCount);
  const subdomainLabels = subLabels[0] === 'www' ? subLabels.slice(1) : subLabels;
  const ownLabels = unicodeLabels.slice(0, Math.max(0, unicodeLabels.length - suffixLabelCount));
  const registrableLabel =
    registrableDomain === null ? '' : (unicodeLabels[unicodeLabels.length - registrableLabelCount] ?? '');
  return {
    host,
    labels,
    unicodeLabels,
    unicodeHost,
    registrableDomain,
    publicSuffix,
    privateSuffix,
    subdomainLabels,
    ownLabels,
    registrableLabel,
    tld: labels[labels.length - 1] ?? '',
    siteDomain: registrableDomain ?? host,
  };
}

/** `url-punycode`, `url-mixed-script`. */
export function idnChecks(view: HostView, findings: Findings): void {
  const { labels, unicodeLabels } = view;
  // Internationalised names
  const punyIndex = labels.findIndex((l) => l.startsWith('xn--'));
  if (punyIndex >= 0) {
    findings.add('url-punycode', {
      label: labels[punyIndex] ?? '',
      unicode: unicodeLabels[punyIndex] ?? '',
    });
  }
  for (const label of unicodeLabels) {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) {
      findings.add('url-mixed-script', { label, scripts });
      break;
    }
  }
}

/** `url-tunnel`, `url-free-hosting`, `url-developer-hosting`, `url-shortener`, `url-suspicious-tld`. */
export function hostingChecks(view: HostView, url: URL, findings: Findings): Hosting {
  const { host, registrableDomain, privateSuffix, tld } = view;
  const tunnel = matchSuffix(host, tunnels);
  const hasPath = url.pathname.length > 1 || url.search.length > 1;
  const { hosting, devHosting } =
    tunnel === null
      ? hostingOf(host, registrableDomain, privateSuffix, hasPath)
      : { hosting: null, devHosting: null };
  if (tunnel !== null) findings.add('url-tunnel', { domain: tunnel });
  // A file of IPFS (content addressed by its CID) read through a gateway: anyone can publish it.
  const ipfs =
    tunnel === null && hosting === null && devHosting === null && IPFS_PATH_RE.test(url.pathname)
      ? host
      : null;
  const hostedOn = hosting ?? ipfs;
  const shared = tunnel === null ? sharedDocumentHost(host) : null;
  if (shared !== null && host === 'docs.google.com' && PUBLISHED_DOCUMENT_PATH.test(url.pathname)) {
    findings.add('url-free-hosting', { domain: shared, site: host });
  } else if (shared !== null) {
    if (hasPath) findings.add('url-shared-document', { domain: shared, site: host });
  } else if (hostedOn !== null) {
    // A document, an archive or a picture kept on the platform (a course's PDF in a bucket) is a
    // file to read, not a page asking for anything: reported on its own, more weakly than a page.
    const file = hostedFileOf(url.pathname);
    if (file !== null) findings.add('url-hosted-file', { domain: hostedOn, site: host, file });
    else findings.add('url-free-hosting', { domain: hostedOn, site: host });
  }
  if (devHosting !== null) findings.add('url-developer-hosting', { domain: devHosting, site: host });
  const shortener = shorteners.has(host)
    ? host
    : registrableDomain !== null && shorteners.has(registrableDomain)
      ? registrableDomain
      : null;
  // A shortener's own front page (`https://bit.ly/`) leads nowhere else, and an app link of the
  // shortener's owner (`maps.app.goo.gl/…`) only to the owner's app.
  const firstParty =
    shortener !== null && FIRST_PARTY_SHORT_LINKS.some((p) => `${host}${url.pathname}`.startsWith(p));
  if (shortener !== null && hasPath && !firstParty)
    findings.add(managedShorteners.has(shortener) ? 'url-shortener-managed' : 'url-shortener', {
      domain: shortener,
    });
  // Academic and government names under a country code (`edu.cn`, `gov.cn`) are not cheap registrations.
  if (suspiciousTlds.has(tld) && !isRestrictedSuffix(view.publicSuffix))
    findings.add('url-suspicious-tld', { tld });

  // A shared document is someone's content, not the provider's own page: never `url-official-domain`.
  return { tunnel, hosting: hostedOn ?? (shared !== null && hasPath ? shared : null), devHosting, shortener };
}

/**
 * `url-scheme-in-host`, `url-random-subdomain`, `url-crypto-lure`, `url-lure-host`, `url-government-name`,
 * `url-random-domain`,
 * `url-odd-letters`, `url-shortener-shape`, `url-random-path`,
 * `url-many-subdomains`, `url-many-hyphens`, `url-many-digits`.
 */
export function shapeChecks(
  view: HostView,
  where: Hosting,
  trusted: boolean,
  url: URL,
  findings: Findings,
): void {
  const { labels, subdomainLabels, ownLabels, registrableDomain } = view;
  const { shortener, hosting, devHosting } = where;
  // A bulk-mail platform's click-tracking hosts (`u1234567.ct.sendgrid.net`) are machine-named by
  // the platform itself: their digits, ids and depth say nothing about the sender.
  const machineNamed = registrableDomain !== null && mailTracking.has(registrableDomain);
  // Shape checks look at the labels nearest the registrable domain only (hostile hosts are long).
  const nearLabels = labels.length > MAX_SHAPE_LABELS ? labels.slice(-MAX_SHAPE_LABELS) : labels;
  // A site's own `wwwin-…` subdomain is its naming, not a disguise (round 17; `scheme-label.ts`);
  // not under an often-abused ending, where kits write `wwweon-cardcojp.<random>.cn`.
  const ownSite =
    view.privateSuffix === null && hosting === null && devHosting === null && !suspiciousTlds.has(view.tld);
  for (const label of nearLabels) {
    if (schemeInLabel(label) && !(ownSite && ownWwwName(label) && subdomainLabels.includes(label))) {
      findings.add('url-scheme-in-host', { label });
      break;
    }
  }
  // How the registrable label reads, worked out at most once (both are asked twice below).
  let randomReg: boolean | undefined;
  const regIsRandom = (): boolean => (randomReg ??= isRandomName(view.registrableLabel));
  let regPairs: string[] | null | undefined;
  const regOddPairs = (): string[] | null =>
    regPairs === undefined ? (regPairs = oddPairsOf(view.registrableLabel)) : regPairs;
  // Letters typed at random count in a subdomain only under a name that looks made up too, or an
  // often-abused ending (`xvbtkl.pvndi.xyz`): acronyms are common subdomains (`dbdmg.example.it`).
  const madeUpSite =
    suspiciousTlds.has(view.tld) ||
    (view.registrableLabel !== '' && (regIsRandom() || regOddPairs() !== null));
  for (const label of machineNamed ? [] : subdomainLabels.slice(-MAX_SHAPE_LABELS)) {
    // Letters and digits switching like an id, or letters typed at random (`xvbtkl`).
    if (isRandomLabel(label) || (madeUpSite && isRandomName(label))) {
      findings.add('url-random-subdomain', { label });
      break;
    }
  }
  // A free host's customer name is chosen by whoever made the page: letters typed at random count
  // there (`xqwvbnt.pages.dev`, `app-xqwvbn.vercel.app`), as no project is named so.
  if (hosting !== null && !machineNamed && !findings.has('url-random-subdomain')) {
    const account = accountLabel(view.host, hosting);
    if (account?.split('-').some((piece) => isRandomName(piece)) === true)
      findings.add('url-random-subdomain', { label: account });
  }
  // A blog platform's customer name typed at random (`sdvfbgre.blogspot.com`, round 15); five
  // letters without a vowel are a writer's initials as often (`dbdmg.tumblr.com`).
  if (devHosting !== null && BLOG_PLATFORMS.test(devHosting) && !findings.has('url-random-subdomain')) {
    const account = accountLabel(view.host, devHosting);
    if (account !== null && account.length >= 6 && isRandomName(account))
      findings.add('url-random-subdomain', { label: account });
  }
  if (!trusted) {
    const platform = hosting !== null || devHosting !== null;
    const tokens = cryptoLureTokens(ownLabels.slice(-MAX_SHAPE_LABELS), view.registrableLabel, platform);
    const token = tokens[0];
    if (token !== undefined) findings.add('url-crypto-lure', { token, tokens });
    for (const label of ownLabels.slice(-MAX_SHAPE_LABELS)) {
      const { words, lures } = lureWordsIn(maskOrdinaryWords(labelLetters(label)));
      // One lure word and another word of the lists, or three service words ("business-center-manage").
      if ((lures >= 1 && words.length >= 2) || words.length >= 3) {
        findings.add('url-lure-host', { label, words: words.slice(0, URL_LIMITS.wordsReported) });
        break;
      }
    }
    // A customer's name on a hosting platform: one lure word is enough, misspelt by one letter too.
    const account = accountLabel(view.host, hosting ?? devHosting);
    if (account !== null && !findings.has('url-lure-host')) {
      const word = accountLureIn(maskOrdinaryWords(labelLetters(account)));
      if (word !== null) findings.add('url-lure-host', { label: account, words: [word] });
      else if (devHosting !== null && helpDeskHosting.has(devHosting)) {
        // A help desk on a documentation platform (`metamsk-help.gitbook.io`, round 7).
        const help = HELP_DESK_LABEL.exec(account)?.[0] ?? HELP_DESK_BRAND.exec(account)?.[0];
        if (help !== undefined) findings.add('url-lure-host', { label: account, words: [help] });
      }
    }
    if (registrableDomain !== null) governmentNameCheck(view, findings);
    if (registrableDomain !== null && regIsRandom()) {
      findings.add('url-random-domain', { label: view.registrableLabel, domain: registrableDomain });
    } else if (registrableDomain !== null && isNumberedName(view.registrableLabel)) {
      findings.add('url-numbered-domain', { label: view.registrableLabel, domain: registrableDomain });
    } else if (registrableDomain !== null) {
      const pairs = regOddPairs();
      if (pairs !== null) findings.add('url-odd-letters', { label: view.registrableLabel, pairs });
    }
    if (
      shortener === null &&
      hosting === null &&
      devHosting === null &&
      registrableDomain !== null &&
      subdomainLabels.length === 0 &&
      registrableDomain.length <= URL_LIMITS.shortDomain &&
      url.search === '' &&
      isShortCode(url.pathname)
    ) {
      findings.add('url-shortener-shape', { domain: registrableDomain, path: url.pathname });
    } else if (shortener === null && url.search === '' && isRandomCodePath(url.pathname)) {
      findings.add('url-random-path', { path: url.pathname });
    }
  }

  // Shape of the host
  if (machineNamed) return;
  // Depth is counted below a hosting platform's own name (`bucket.s3.ca-central-1.amazonaws.com` is
  // one level), and not at all on a brand's own domain (`nam12.safelinks.protection.outlook.com`).
  const platform = hosting ?? devHosting;
  const depth =
    platform !== null && view.host.endsWith(`.${platform}`)
      ? view.host
          .slice(0, view.host.length - platform.length - 1)
          .split('.')
          .filter((l, i) => !(i === 0 && l === 'www')).length
      : subdomainLabels.length;
  if (!trusted && depth >= URL_LIMITS.subdomains) findings.add('url-many-subdomains', { count: depth });
  // A platform's own name (`s3-us-west-2.amazonaws.com`) and, on documentation and code
  // platforms, the project's name (`the-little-book-of-go.readthedocs.io`) are hyphenated as a rule.
  const hyphens = ownHyphenText(view, hosting, devHosting).split('-').length - 1;
  if (hyphens >= URL_LIMITS.hyphens) findings.add('url-many-hyphens', { count: hyphens });
  const ownText = ownLabels.join('.');
  let digits = 0;
  for (let i = 0; i < ownText.length; i++) {
    const c = ownText.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  if (digits >= URL_LIMITS.digits) findings.add('url-many-digits', { count: digits });
}

/** The part of the host (Unicode) whose hyphens `url-many-hyphens` counts: the customer's own. */
function ownHyphenText(view: HostView, hosting: string | null, devHosting: string | null): string {
  const named = hosting ?? devHosting;
  if (named === null) return view.unicodeHost;
  // The longer of the platform's name and its Public Suffix List entry (`s3-us-west-2.amazonaws.com`).
  const psl = view.privateSuffix;
  const platform = psl !== null && psl.length > named.length && psl.endsWith(named) ? psl : named;
  if (view.host === platform || !view.host.endsWith(`.${platform}`)) return '';
  const labels = view.unicodeLabels.slice(0, view.unicodeLabels.length - platform.split('.').length);
  return (devHosting !== null ? labels.slice(0, -1) : labels).join('.');
}

/** The customer's label just left of a hosting platform's suffix (`name` of `name.gitbook.io`), or null. */
export function accountLabel(host: string, platform: string | null): string | null {
  if (platform === null || !host.endsWith(`.${platform}`)) return null;
  const rest = host.slice(0, host.length - platform.length - 1);
  const label = rest.slice(rest.lastIndexOf('.') + 1);
  return label === '' || label === 'www' ? null : label;
}

/** Longest proper suffix of `host` (on label boundaries) that is in `set`, or null. */
function matchSuffix(host: string, set: ReadonlySet<string>): string | null {
  // Only the last few labels can match (entries have at most MAX_SUFFIX_LABELS labels), which keeps
  // this linear however many labels a hostile host has.
  let match: string | null = null;
  let dot = host.length;
  for (let labels = 0; labels < MAX_SUFFIX_LABELS; labels++) {
    dot = host.lastIndexOf('.', dot - 1);
    if (dot < 0) break;
    const suffix = host.slice(dot + 1);
    if (set.has(suffix)) match = suffix;
  }
  return match;
}

function scriptsOf(label: string): string[] {
  let latin = false;
  let cyrillic = false;
  let greek = false;
  for (const ch of label) {
    if (ch.charCodeAt(0) < 0x80) {
      if (/[a-z]/i.test(ch)) latin = true;
      continue;
    }
    if (LATIN_RE.test(ch)) latin = true;
    else if (CYRILLIC_RE.test(ch)) cyrillic = true;
    else if (GREEK_RE.test(ch)) greek = true;
  }
  const scripts: string[] = [];
  if (latin) scripts.push('Latin');
  if (cyrillic) scripts.push('Cyrillic');
  if (greek) scripts.push('Greek');
  return scripts;
}

/**
 * Where the host is hosted: `hosting` for site builders, instant deploys, object storage, dynamic
 * DNS and every other private-section suffix of the Public Suffix List; `devHosting` for
 * documentation, code and blog platforms. A platform's own pages (`github.io`, `www.weebly.com`,
 * `docs.google.com/` without a document) are neither.
 */
function hostingOf(
  host: string,
  registrableDomain: string | null,
  privateSuffix: string | null,
  hasPath: boolean,
): { hosting: string | null; devHosting: string | null } {
  const isHome = (suffix: string): boolean => host === suffix || host === `www.${suffix}`;
  // Blogger under a country's ending (`x.blogspot.in`, `x.blogspot.com.cy`): the Public Suffix List
  // no longer names those endings, so the registrable domain is `blogspot.<country>` (round 10).
  const blogger =
    privateSuffix?.startsWith('blogspot.') === true
      ? privateSuffix
      : registrableDomain?.startsWith('blogspot.') === true && host !== registrableDomain
        ? registrableDomain
        : null;
  const dev = matchSuffix(host, developerHosting) ?? blogger;
  if (dev !== null) return { hosting: null, devHosting: isHome(dev) ? null : dev };
  const free = matchSuffix(host, freeHosting);
  if (free !== null) return { hosting: isHome(free) ? null : free, devHosting: null };
  // A host where each person's page is in the path: its front page is the platform's own, even when
  // the Public Suffix List names its parent as a platform (`storage.googleapis.com/`).
  const pathHost = host.startsWith('www.') ? host.slice(4) : host;
  if (userContentHosts.has(pathHost)) return { hosting: hasPath ? pathHost : null, devHosting: null };
  if (
    privateSuffix !== null &&
    !isGovernmentPlatform(privateSuffix) &&
    !ownerOnlySuffixes.has(privateSuffix)
  ) {
    // The host is itself a private suffix: the platform's own front page (`storage.googleapis.com/`)
    // is not a customer's page; with a path it may be one (path-style buckets). A wildcard rule
    // (`*.digitaloceanspaces.com`) makes the whole host the suffix.
    const suffix =
      privateSuffix !== host
        ? privateSuffix
        : host === registrableDomain || !hasPath
          ? null
          : host.slice(host.indexOf('.') + 1);
    return { hosting: suffix === null || isHome(suffix) ? null : suffix, devHosting: null };
  }
  return { hosting: null, devHosting: null };
}

/** Document and archive types read, not run, by a browser or a reader (no form to fill in). */
const HOSTED_FILE_RE =
  /\.(?:pdf|epub|mobi|djvu|ps|chm|zip|tgz|tar\.gz|docx?|pptx?|xlsx?|odt|odp|jpe?g|png|gif|webp|avif|svg|bmp|ico|mp4|m4v|mov|webm|mp3|m4a|wav|ogg)$/;

/** The file name when a path ends in a document or an archive (`/notes/ch3.pdf` → `ch3.pdf`), else null. */
export function hostedFileOf(pathname: string): string | null {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1).toLowerCase();
  return name.length > 0 && HOSTED_FILE_RE.test(name) ? name : null;
}

/** A machine-made label: 6+ hex characters with letters and digits, or a long letters-and-digits run. */
function isRandomLabel(label: string): boolean {
  if (label.length < URL_LIMITS.hexLabel || label.length > 63 || !ALNUM_RE.test(label)) return false;
  let digits = 0;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  const letters = label.length - digits;
  if (HEX_RE.test(label)) return digits >= 1 && letters >= 1;
  return label.length >= URL_LIMITS.randomLabel && digits >= 3 && letters >= 3;
}

/**
 * A name that is mostly a serial number: 5–12 letters and digits, at least four of them digits and
 * at least one a letter (`b45004`, `bet83026`, `55551bb`, `12bet938`, `shop8727`): names registered
 * in series for gambling and scam pages. All-digit names (`4399`, `12306`: several of the most
 * visited Chinese sites) and a word followed by a year (`paris2024`, `expo2025`) are left alone.
 */
export function isNumberedName(label: string): boolean {
  if (label.length < 5 || label.length > 12) return false;
  let digits = 0;
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if (c < 97 || c > 122) return false;
  }
  return digits >= 4 && digits < label.length && !WORD_AND_YEAR_RE.test(label);
}
const WORD_AND_YEAR_RE = /^[a-z]+(?:19|20)[0-9]{2}$/;

/**
 * A registrable label typed at random (`srqyzx`, `asdfcvsdg`): letters only (digits ignored), 5 to
 * 24 of them, and, once the letter groups of ordinary words and tech names (`COMMON_LETTER_GROUPS`)
 * are set aside, no vowel at all or `URL_LIMITS.consonantRun` consonants in a row (y is a vowel).
 */
export function isRandomName(label: string): boolean {
  let letters = '';
  for (let i = 0; i < label.length; i++) {
    const c = label.charCodeAt(i);
    if (c >= 97 && c <= 122) letters += label.charAt(i);
    else if (c < 48 || c > 57) return false;
  }
  if (letters.length < 5 || letters.length > 24) return false;
  const rest = letters.replace(COMMON_GROUPS_RE, 'a');
  let run = 0;
  let vowels = 0;
  for (const ch of rest) {
    if (VOWELS.has(ch)) {
      vowels++;
      run = 0;
    } else if (++run >= URL_LIMITS.consonantRun) return true;
  }
  return vowels === 0;
}

/**
 * The unusual letter pairs of a registrable label of 6–24 letters (digits and hyphens dropped),
 * when there are at least `URL_LIMITS.oddPairs` of them and they are at least
 * `URL_LIMITS.oddPairShare` of its pairs: two consonants outside `COMMON_CONSONANT_PAIRS`, or `q`
 * without `u` (`whctasvpp` → hc, sv, vp). Null otherwise.
 */
export function oddPairsOf(label: string): string[] | null {
  const letters = labelLetters(label);
  if (letters.length < 6 || letters.length > 24 || letters.length !== label.replace(/[0-9-]/g, '').length)
    return null;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    const a = letters.charAt(i);
    const b = letters.charAt(i + 1);
    const odd = a === 'q' ? b !== 'u' : !VOWELS.has(a) && !VOWELS.has(b) && !commonPairs.has(a + b);
    if (odd) pairs.push(a + b);
  }
  return pairs.length >= URL_LIMITS.oddPairs && pairs.length / (letters.length - 1) >= URL_LIMITS.oddPairShare
    ? pairs
    : null;
}

/**
 * A whole path that is one machine-made code (`/HY8R7NWSB`, `/snvW6DX2`), as phishing kits and
 * traffic redirectors give each target: 5–16 letters and digits that switch between letters and
 * digits, or between cases, again and again, with no run of four small letters (not `/java8`,
 * `/HTML5Book`, `/LearnToProgram`).
 */
export function isRandomCodePath(pathname: string): boolean {
  if (!RANDOM_PATH_RE.test(pathname)) return false;
  let digits = 0;
  let upper = 0;
  let lower = 0;
  let kindSwitches = 0;
  let caseSwitches = 0;
  let previous = '';
  let lowerRun = 0;
  for (const ch of pathname) {
    const kind =
      ch >= '0' && ch <= '9' ? 'd' : ch >= 'A' && ch <= 'Z' ? 'u' : ch >= 'a' && ch <= 'z' ? 'l' : '';
    lowerRun = kind === 'l' ? lowerRun + 1 : 0;
    // Four small letters in a row read as a word ("PowerShellBook", "Java8Book"): not a code.
    if (lowerRun >= 4) return false;
    if (kind === 'd') digits++;
    else if (kind === 'u') upper++;
    else if (kind === 'l') lower++;
    if (kind !== '' && previous !== '' && kind !== previous) {
      if (kind === 'd' || previous === 'd') kindSwitches++;
      else caseSwitches++;
    }
    previous = kind;
  }
  const letters = upper + lower;
  return (
    (digits >= 2 && letters >= 2 && kindSwitches >= 3) ||
    (upper >= 2 && lower >= 2 && digits >= 1 && caseSwitches >= 3) ||
    (upper >= 3 && lower >= 3 && caseSwitches >= 4)
  );
}
