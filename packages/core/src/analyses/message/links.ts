/**
 * Finds the links of a message (http/https addresses, `www.` addresses and bare domain names such
 * as `cpost-redelivery.top/x`) with one linear token scan, and inspects the first ones with the
 * lexical URL checks (`inspectUrl`). Brand names in the text are found by `lexical/phrases/brand-mentions.ts`.
 */
import { parse as parseDomain } from 'tldts';
import { FIRST_PARTY_SHORT_LINKS, SUSPICIOUS_TLDS, URL_SHORTENERS } from '../../data/index.js';
import { verdictKey, type Verdict } from '../../keys.js';
import { memoize } from '../../memory-cache.js';
import { verdictForScore } from '../../scoring.js';
import { officialBrand } from '../../lexical/brand-match.js';
import { inspectUrl, type UrlInspection } from '../../lexical/inspect.js';
import { cleanExcerpt, stripInvisible, type NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { MessageLink } from './types.js';

/** Most links inspected per message (more are counted, not inspected). */
export const MAX_LINKS_INSPECTED = 20;
/** Longest link text handed to the URL checks. */
const MAX_LINK_LENGTH = 2048;
/** Longest link text kept in the result. */
const MAX_LINK_TEXT = 200;

export interface FoundLink {
  readonly link: MessageLink;
  readonly inspection: UrlInspection | null;
  /** Link sub-signals seen on this link (from the URL findings and the shared lists). */
  readonly signals: ReadonlySet<LinkSignal>;
  /** Host (lower case) used for brand comparison, or null. */
  readonly host: string | null;
}

export type LinkSignal = 'shortener' | 'ip-host' | 'lookalike' | 'suspicious-tld';

export interface LinkScan {
  readonly links: readonly FoundLink[];
  /** All links seen, inspected or not. */
  readonly count: number;
}

const SHORTENERS = new Set(URL_SHORTENERS);
/** Deep-link services that companies send their app links through (Branch, AppsFlyer). */
const APP_LINK_SERVICES = new Set(['app.link', 'onelink.me']);
const RISKY_TLDS = new Set(SUSPICIOUS_TLDS);
/** TLDs accepted for a bare domain name written without `http://` or `www.` (so "file.txt" is no link). */
const BARE_TLDS = new Set([
  ...SUSPICIOUS_TLDS,
  'com',
  'net',
  'org',
  'ca',
  'io',
  'co',
  'me',
  'app',
  'dev',
  'us',
  'uk',
  'fr',
  'ly',
  'gl',
  'gd',
  'cc',
  'tv',
  'ws',
  'ru',
  'cn',
  'in',
  'biz',
  'page',
  'net',
  'site',
  'store',
  'pro',
  'gov',
  'edu',
  'eu',
  'de',
  'be',
  'ch',
  'to',
  'sh',
  'li',
  'ee',
  'id',
  'at',
  'gle',
  'do',
  'st',
  'im',
  're',
  'one',
  'ai',
  'tt',
  'qc',
]);

const URL_CODE_SIGNALS: Readonly<Record<string, LinkSignal>> = {
  'url-shortener': 'shortener',
  'url-shortener-managed': 'shortener',
  'url-ip-host': 'ip-host',
  'url-ip-obfuscated': 'ip-host',
  'url-homograph': 'lookalike',
  'url-mixed-script': 'lookalike',
  'url-brand-lookalike': 'lookalike',
  'url-brand-typo': 'lookalike',
  'url-brand-in-subdomain': 'lookalike',
  'url-brand-in-domain': 'lookalike',
  'url-suspicious-tld': 'suspicious-tld',
};

/** What ends a token: a space of any kind, an angle bracket or a double quote. */
const TOKEN_END = /[\s<>"]/;

/** Whether the unit at `code` ends a token (as `TOKEN_END`; a table test for ASCII). */
function isTokenEnd(code: number): boolean {
  if (code < 0x80)
    return code === 32 || (code >= 9 && code <= 13) || code === 60 || code === 62 || code === 34;
  return TOKEN_END.test(String.fromCharCode(code));
}
const LEADING_JUNK = /^[([{'"*,;:!?.]+/;
const TRAILING_JUNK = /[)\]}'"*,;:!?.…]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^[a-z]{2,24}$/;
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** A scheme or `www.` glued after a word and a colon or other punctuation: "click:http://…", "visit:www.x.com". */
const GLUED_LINK = /[^a-z0-9](?:https?:\/|www\.)|[a-z]{2,}(?:https?:\/\/)/;
/** "http:/example.com" (one slash) read as "http://example.com". */
const ONE_SLASH = /^(https?:)\/(?!\/)/i;

/**
 * Whether the host ends with a common TLD (`.com`, `.ca`, `.ly`… the list read for bare links,
 * without the suspicious ones): a company's own short or tracking domain usually does.
 */
export function hasCommonTld(host: string): boolean {
  const tld = host.slice(host.lastIndexOf('.') + 1);
  return BARE_TLDS.has(tld) && !RISKY_TLDS.has(tld);
}

function isBareDomain(host: string): boolean {
  if (host.length > 253 || host.length < 4) return false;
  if (SHORTENERS.has(host)) return true;
  const labels = host.split('.');
  if (labels.length < 2 || labels.length > 12) return false;
  const tld = labels[labels.length - 1] ?? '';
  if (!TLD.test(tld) || !labels.every((l) => LABEL.test(l))) return false;
  if (BARE_TLDS.has(tld)) return true;
  // New generic TLDs of four letters or more (`.florist`, `.capital`, `.associates`…) when the
  // public-suffix list knows them and the name before is a real label (not "ok.love").
  const name = labels[labels.length - 2] ?? '';
  return tld.length >= 4 && name.length >= 3 && parseDomain(host).isIcann === true;
}

/** Whether a cleaned token (normalised text) is a link. */
function isLinkToken(token: string): boolean {
  const scheme = /^(?:https?:\/\/?)?(?:www\.)?/.exec(token)?.[0].length ?? 0;
  if (scheme > 0) {
    // A host longer than DNS allows is not an address anyone can visit ("www.www.www…").
    const rest = token.slice(scheme, scheme + 300);
    const hostEnd = rest.search(/[/?#]/);
    const hostLength = hostEnd === -1 ? token.length - scheme : hostEnd;
    return hostLength > 0 && hostLength <= 253 && token.length > 8;
  }
  if (token.includes('@')) return false;
  const hostEnd = token.search(/[/?#:]/);
  const host = hostEnd === -1 ? token : token.slice(0, hostEnd);
  return IPV4.test(host) ? hostEnd !== -1 : isBareDomain(host);
}

function hostSignals(host: string, inspection: UrlInspection | null): Set<LinkSignal> {
  const signals = new Set<LinkSignal>();
  for (const f of inspection?.findings ?? []) {
    const code = f.code;
    const signal = URL_CODE_SIGNALS[code];
    if (signal !== undefined) signals.add(signal);
  }
  // The shared lists, checked here too so the message analysis does not depend on URL scoring details.
  const registrable = inspection?.registrableDomain ?? null;
  if (SHORTENERS.has(host) || (registrable !== null && SHORTENERS.has(registrable))) signals.add('shortener');
  if (IPV4.test(host) || host.startsWith('[')) signals.add('ip-host');
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (registrable !== null && APP_LINK_SERVICES.has(registrable)) {
    // A company's app link ("shop.app.link/…"): the TLD is the link service's, not a choice of the
    // sender's; read as a managed short link.
    signals.delete('suspicious-tld');
    signals.add('shortener');
  } else if (RISKY_TLDS.has(tld)) signals.add('suspicious-tld');
  return signals;
}

interface Inspected {
  readonly link: MessageLink;
  readonly inspection: UrlInspection | null;
  readonly host: string | null;
}

/**
 * Inspections of the links seen lately, by the exact text handed to the URL checks (a pure function
 * of it): campaigns, carriers' and banks' short links repeat across messages.
 */
const inspect = memoize(inspectOnce, 2048);

function inspectOnce(text: string): Inspected {
  const shown = cleanExcerpt(text, MAX_LINK_TEXT);
  try {
    const inspection = inspectUrl(text.slice(0, MAX_LINK_LENGTH), { model: false });
    const host = inspection.analyzedHost.toLowerCase() || null;
    return {
      link: {
        text: shown,
        normalizedUrl: inspection.normalizedUrl.slice(0, MAX_LINK_LENGTH),
        host,
        confidenceScore: inspection.score.confidenceScore,
        verdictKey: verdictKey(inspection.score.verdict),
      },
      inspection,
      host,
    };
  } catch {
    // Not a URL the checks accept: kept in the list, without a verdict of its own.
    return {
      link: {
        text: shown,
        normalizedUrl: null,
        host: null,
        confidenceScore: 0,
        verdictKey: verdictKey('likely-safe'),
      },
      inspection: null,
      host: null,
    };
  }
}

/** The words before a card alert's merchant: "at APPLE.COM", « chez AMAZON.CA ». */
const MERCHANT_LEAD = /(?:^| )(?:at|chez|to|a) $/;

/** A merchant as a card alert writes it: capitals, no scheme or path, a known brand's own domain. */
function isMerchantName(written: string, before: string): boolean {
  return (
    MERCHANT_LEAD.test(before) &&
    /^[A-Z0-9.-]+$/.test(written) &&
    /[A-Z]/.test(written) &&
    officialBrand(written.toLowerCase()) !== null
  );
}

/** Two words joined by a dot ("thoughts.i", "dream.love"): sentences written without a space. */
const GLUED_WORDS = /^[a-z]{1,20}\.[a-z]{1,20}$/;
/** Glued sentences from which two words joined by a dot are read as prose, not as a bare link. */
const GLUED_SENTENCES_MIN = 2;

/** Finds and inspects the links of a message (first `MAX_LINKS_INSPECTED`). */
export function scanLinks(original: string, norm: NormalizedMessage): LinkScan {
  const text = norm.text;
  const links: FoundLink[] = [];
  /** Indexes in `links` of bare links that are two words joined by a dot ("dream.love"). */
  const wordPairs: number[] = [];
  let gluedSentences = 0;
  let count = 0;
  // Only a token with a dot can be a link: go from dot to dot, each time to the whole token around
  // it (runs of characters between spaces, angle brackets and double quotes), in text order.
  let next = 0;
  for (let dot = text.indexOf('.'); dot >= 0; dot = text.indexOf('.', next)) {
    let i = dot;
    while (i > next && !isTokenEnd(text.charCodeAt(i - 1))) i -= 1;
    let j = dot + 1;
    while (j < text.length && !isTokenEnd(text.charCodeAt(j))) j += 1;
    next = j;
    const raw = text.slice(i, Math.min(j, i + MAX_LINK_LENGTH + 8));
    let lead = LEADING_JUNK.exec(raw)?.[0].length ?? 0;
    // "click:http://…" or "visit:www.x.com": the link starts after the glued word.
    const glued = /^(?:https?:|www\.)/.test(raw.slice(lead))
      ? null
      : GLUED_LINK.exec(raw.slice(lead, lead + 64));
    if (glued !== null) {
      const at = raw.slice(lead + glued.index).search(/https?:\/|www\./);
      if (at > 0) lead += glued.index + at;
    }
    const token = raw.slice(lead).replace(TRAILING_JUNK, '');
    if (token.length >= 4 && token.includes('.') && isLinkToken(token)) {
      count += 1;
      if (links.length < MAX_LINKS_INSPECTED) {
        const start = i + lead;
        const end = start + token.length;
        // The link as written (original characters, invisibles removed) so the URL checks see
        // look-alike letters and letter case as they are.
        const from = norm.srcStart[start] ?? 0;
        const to = norm.srcEnd[end - 1] ?? from;
        const written = stripInvisible(original.slice(from, Math.min(to, from + MAX_LINK_LENGTH * 2))).slice(
          0,
          MAX_LINK_LENGTH,
        );
        // "…a purchase of $849.00 at APPLE.COM": a card alert's merchant, written in capitals after
        // "at", on a known brand's own domain, is no link to follow (round 8).
        if (isMerchantName(written, text.slice(Math.max(0, start - 5), start))) {
          count -= 1;
          continue;
        }
        const { link, inspection, host } = inspect(written.replace(ONE_SLASH, '$1//'));
        const foldedHost = host ?? token.split(/[/?#:]/)[0] ?? '';
        if (GLUED_WORDS.test(token) && !SHORTENERS.has(token)) wordPairs.push(links.length);
        // A copy: the cached link must not be shared between two results.
        links.push({ link: { ...link }, inspection, host, signals: hostSignals(foldedHost, inspection) });
      }
    } else if (GLUED_WORDS.test(token)) gluedSentences += 1;
  }
  // "…every time I dream.love will be…": in a text whose sentences are glued with a dot
  // ("around me.she should…", "thoughts.I would…"), two words joined by a dot are prose (round 8).
  if (gluedSentences >= GLUED_SENTENCES_MIN && wordPairs.length > 0) {
    for (let k = wordPairs.length - 1; k >= 0; k -= 1) links.splice(wordPairs[k] ?? 0, 1);
    count -= wordPairs.length;
  }
  return { links, count };
}

/** The worst verdict among the inspected links. */
export function worstLinkVerdict(links: readonly FoundLink[]): { verdict: Verdict; link: FoundLink } | null {
  let worst: FoundLink | null = null;
  for (const l of links) if (worst === null || l.link.confidenceScore > worst.link.confidenceScore) worst = l;
  return worst === null ? null : { verdict: verdictForScore(worst.link.confidenceScore), link: worst };
}

/** A registrable name of 9 characters or more with a hyphen: "bestoffers-hd.com", not "w-mt.co". */
export function isLongHyphenated(domain: string): boolean {
  const dot = domain.indexOf('.');
  const label = dot < 0 ? domain : domain.slice(0, dot);
  // Another company's official domain ("canadapost-postescanada.ca") is not a stranger's.
  return label.length >= 9 && label.includes('-') && officialBrand(domain) === null;
}

/** Most words (two letters or more) outside the links of a text read as "a link alone". */
const LINK_ALONE_MAX_WORDS = 3;
/** Runs of two letters or more (any script), counted up to the limit above. */
const WORD_RUN = /\p{L}{2,}/gu;

/**
 * Issue 23, round 10: a text that is a link and nothing more, or a link and a word or two
 * ("Surprise!!! tinyurl.com/…", "https://tx.vc/r/…"), whose link hides where it goes (a shortener,
 * an IP address, a TLD that is neither common nor suspicious-listed, a suspicious TLD) and is no
 * known brand's own site (`youtu.be`, `instagram.com`) or a first-party short link (`maps.app.goo.gl`): nothing says who sent it or why. A friend's
 * link to a news page on a common TLD is not counted. Returns the link, or null.
 */
export function linkAlone(original: string, scan: LinkScan): FoundLink | null {
  if (scan.links.length === 0 || scan.count > scan.links.length) return null;
  let hidden: FoundLink | null = null;
  for (const l of scan.links) {
    const host = l.host;
    if (host === null) return null;
    const domain = l.inspection?.registrableDomain ?? null;
    if (domain !== null && officialBrand(domain) !== null) return null;
    if (APP_LINK_SERVICES.has(domain ?? host)) return null;
    // A Google Maps place or Photos album (`maps.app.goo.gl/…`): the owner's own app.
    const written = l.link.text.toLowerCase().replace(/^https?:\/\//, '');
    if (FIRST_PARTY_SHORT_LINKS.some((p) => written.startsWith(p))) return null;
    const opaque = l.signals.size > 0 || !hasCommonTld(host);
    if (opaque) hidden ??= l;
  }
  if (hidden === null) return null;
  let rest = original;
  for (const l of scan.links) rest = rest.split(l.link.text).join(' ');
  WORD_RUN.lastIndex = 0;
  let words = 0;
  while (words <= LINK_ALONE_MAX_WORDS && WORD_RUN.exec(rest) !== null) words += 1;
  WORD_RUN.lastIndex = 0;
  return words <= LINK_ALONE_MAX_WORDS ? hidden : null;
}
