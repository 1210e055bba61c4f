/**
 * The lexical inspection of one URL: pure, synchronous, no I/O. It reads only the text of the
 * address (scheme, host, path, query, fragment) against the lists of `src/data/` and returns the
 * findings of `rules.ts`. The message analysis calls it for every link it finds, so the signature
 * and `UrlInspection` are a contract.
 *
 * Normalisation (what `normalizedUrl` is):
 * - surrounding white space trimmed (tabs and line breaks inside are dropped, as browsers do);
 * - `https://` added when the scheme is missing (reported by `url-scheme-added`);
 * - WHATWG URL parsing: IDN host to punycode, host in lower case, IPv4 written in dotted decimal,
 *   default port removed, `.`/`..` path segments resolved;
 * - trailing dot(s) of the host removed (`paypal.com.` is the same site as `paypal.com`);
 * - the fragment (`#…`) removed: browsers never send it to the server, so it does not change
 *   where the link leads. It is still read for keywords and brand names (single-page apps route
 *   with it, e.g. `/#/login`).
 *
 * Every check is linear in the length of the input (capped at `MAX_URL_LENGTH`): no regex with
 * nested quantifiers, edit distances only on one short label.
 */
import { parse as parseDomain } from 'tldts';
import {
  CRYPTO_LURE_TOKENS,
  DEVELOPER_HOSTING_DOMAINS,
  FREE_HOSTING_DOMAINS,
  LURE_KEYWORDS,
  REDIRECT_PARAM_NAMES,
  SUSPICIOUS_TLDS,
  TUNNEL_DOMAINS,
  URL_SHORTENERS,
  USER_CONTENT_HOSTS,
} from '../data/index.js';
import { InputError } from '../errors.js';
import { makeFinding, sortFindings, type Finding, type FindingParameters } from '../findings.js';
import { scoreFindings, type Score } from '../scoring.js';
import {
  brandOfComLabel,
  findBrandInWords,
  findLabelLookalike,
  findPieceLookalike,
  officialBrand,
} from './brand-match.js';
import { scoreUrlModel } from './model/model.js';
import { labelToUnicode } from './punycode.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';
import { foldText, lettersWords, safeDecode, unicodeSkeleton } from './text.js';

/** A finding of the lexical checks. */
export type LexicalFinding = Finding<LexicalCode>;

export interface UrlInspection {
  readonly normalizedUrl: string;
  readonly analyzedHost: string;
  readonly registrableDomain: string | null;
  readonly findings: readonly LexicalFinding[];
  readonly score: Score;
}

/** Longest URL accepted (characters, after trimming); longer input is an `input.url-too-long` error. */
export const MAX_URL_LENGTH = 2048;

/** Schemes that are analysed; any other is an `input.url-unsupported-scheme` error. */
export const SUPPORTED_SCHEMES = ['http', 'https', 'data', 'javascript', 'vbscript'] as const;
const SCRIPT_SCHEMES = new Set(['data', 'javascript', 'vbscript']);

/** Thresholds of the shape checks (inclusive). */
export const URL_LIMITS = Object.freeze({
  /** `url-long`: normalised URL length. */
  longUrl: 200,
  /** `url-many-subdomains`: labels before the registrable domain, not counting a leading `www`. */
  subdomains: 3,
  /** `url-many-hyphens`: hyphens in the host (Unicode form, so `xn--` does not count). */
  hyphens: 3,
  /** `url-many-digits`: digits in the host, top-level domain excluded. */
  digits: 6,
  /** `url-heavy-encoding`: percent-escapes of letters and digits, which never need escaping. */
  encodedUnreserved: 3,
  /** Query parameters looked at for open redirects. */
  queryParams: 50,
  /** `url-random-subdomain`: shortest all-hex label (with letters and digits) read as a random id. */
  hexLabel: 6,
  /** `url-random-subdomain`: shortest letters-and-digits label read as random (with 3+ of each). */
  randomLabel: 16,
  /** `url-shortener-shape`: longest registrable domain (characters) of an unlisted shortener. */
  shortDomain: 8,
});

const shorteners = new Set(URL_SHORTENERS);
const suspiciousTlds = new Set(SUSPICIOUS_TLDS);
const freeHosting = new Set(FREE_HOSTING_DOMAINS);
const developerHosting = new Set(DEVELOPER_HOSTING_DOMAINS);
const cryptoLures = new Set(CRYPTO_LURE_TOKENS);
/** Path segments of WordPress and server folders where phishing kits are dropped on hacked sites. */
const KIT_FOLDERS = new Set(['wp-includes', 'wp-content', 'wp-admin', '.well-known']);
/** Standard `/.well-known/` names (RFC 8615 registry and common ones): not a phishing page. */
const WELL_KNOWN_NAMES = new Set([
  'acme-challenge',
  'pki-validation',
  'security.txt',
  'openid-configuration',
  'oauth-authorization-server',
  'apple-app-site-association',
  'assetlinks.json',
  'change-password',
  'webfinger',
  'host-meta',
  'host-meta.json',
  'nodeinfo',
  'mta-sts.txt',
  'matrix',
  'did.json',
  'jwks.json',
  'gpc.json',
  'traffic-advice',
  'ai-plugin.json',
  'carddav',
  'caldav',
  'dnt-policy.txt',
  'microsoft-identity-association.json',
  'passkey-endpoints',
]);
/** File types that are page resources, not pages (a kit folder holding them is WordPress as usual). */
const STATIC_FILE_RE =
  /\.(?:css|js|mjs|map|png|jpe?g|gif|svg|webp|avif|ico|bmp|woff2?|ttf|eot|otf|pdf|zip|gz|mp3|mp4|webm|ogg|wav|json|xml|txt|csv|docx?|xlsx?|pptx?)$/;
const tunnels = new Set(TUNNEL_DOMAINS);
const userContentHosts = new Set(USER_CONTENT_HOSTS);
const redirectParams = new Set(REDIRECT_PARAM_NAMES);
const MAX_KEYWORDS_REPORTED = 5;
/** Subdomain labels compared with brands piece by piece. */
const MAX_LOOKALIKE_LABELS = 8;
/** Host labels read by the shape checks (scheme in host, random subdomain, crypto lure). */
const MAX_SHAPE_LABELS = 12;
const MAX_SUFFIX_LABELS = Math.max(
  ...[...FREE_HOSTING_DOMAINS, ...DEVELOPER_HOSTING_DOMAINS, ...TUNNEL_DOMAINS].map(
    (d) => d.split('.').length,
  ),
);
const HEX_RE = /^[0-9a-f]+$/;
const ALNUM_RE = /^[a-z0-9]+$/;
const SHORT_CODE_RE = /^\/[A-Za-z0-9_-]{4,12}\/?$/;

const SCHEME_RE = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const IPV4_RE = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const LATIN_RE = /\p{Script=Latin}/u;
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
const GREEK_RE = /\p{Script=Greek}/u;
const URL_VALUE_RE = /^(?:https?:)?\/\/[^/]|^https?%3a/i;
const BARE_DOMAIN_VALUE_RE = /^www\.[a-z0-9-]/i;

function stripTrailingDots(host: string): string {
  let end = host.length;
  while (end > 0 && host.charCodeAt(end - 1) === 46) end--;
  return host.slice(0, end);
}

function clipScheme(scheme: string): string {
  return scheme.length > 32 ? scheme.slice(0, 32) : scheme;
}

/**
 * The host exactly as written, before WHATWG parsing rewrites it (needed to see `0x7f.1`,
 * `2130706433` or `%70aypal.com`). `text` has a scheme; special schemes also accept `\` as `/`.
 */
function rawHostOf(text: string, schemeLength: number): string {
  let i = schemeLength + 1;
  while (i < text.length && (text[i] === '/' || text[i] === '\\')) i++;
  let end = i;
  while (end < text.length && !'/\\?#'.includes(text[end] ?? '')) end++;
  const authority = text.slice(i, end);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  if (hostPort.startsWith('[')) return hostPort.slice(0, hostPort.indexOf(']') + 1);
  const colon = hostPort.indexOf(':');
  return colon < 0 ? hostPort : hostPort.slice(0, colon);
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

/** Lure keywords in a folded text (separators normalised to `-`), in list order, at most five. */
function findKeywords(text: string): string[] {
  const haystack = `-${text.replace(/[^a-z0-9]+/g, '-')}-`;
  const found: string[] = [];
  for (const keyword of LURE_KEYWORDS) {
    if (haystack.includes(`-${keyword}-`)) found.push(keyword);
    if (found.length >= MAX_KEYWORDS_REPORTED) break;
  }
  return found;
}

function countEncoding(text: string): number {
  let count = 0;
  const re = /%([0-9a-fA-F]{2})/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const code = parseInt(m[1] ?? '0', 16);
    const ch = String.fromCharCode(code);
    if (/[A-Za-z0-9._~-]/.test(ch)) count++;
    else if (code === 0x25 && /^[0-9a-fA-F]{2}/.test(text.slice(re.lastIndex, re.lastIndex + 2))) count++; // %25xx: double encoding
  }
  return count;
}

function hostOfValue(value: string): string | null {
  let candidate = value;
  if (/^https?%3a/i.test(candidate)) candidate = safeDecode(candidate);
  if (candidate.startsWith('//')) candidate = `https:${candidate}`;
  else if (!/^https?:/i.test(candidate)) candidate = `https://${candidate}`;
  try {
    return stripTrailingDots(new URL(candidate).hostname) || null;
  } catch {
    return null;
  }
}

class Findings {
  readonly list: LexicalFinding[] = [];
  private readonly seen = new Set<LexicalCode>();
  add(code: LexicalCode, parameters: FindingParameters | null = null): void {
    if (this.seen.has(code)) return;
    this.seen.add(code);
    this.list.push(makeFinding(code, LEXICAL_RULES, parameters));
  }
  has(code: LexicalCode): boolean {
    return this.seen.has(code);
  }
  codes(): LexicalCode[] {
    return [...this.seen];
  }
}

/** Probability thresholds of the URL model's two findings (chosen in `docs/url.md`). */
export const URL_MODEL_THRESHOLDS = Object.freeze({ suspicious: 0.75, phishing: 0.95 });
/** Codes the URL model does not read: the scheme is an artefact of its training sources. */
const MODEL_IGNORED_CODES = new Set<LexicalCode>(['url-plain-http', 'url-scheme-added']);

/** The URL model's finding (`url-model-suspicious` or `url-model-phishing`), added last. */
function modelFinding(url: URL, host: string, registrableDomain: string | null, findings: Findings): void {
  const codes = findings.codes().filter((c) => !MODEL_IGNORED_CODES.has(c));
  const m = scoreUrlModel(
    host,
    registrableDomain,
    `${url.pathname}${url.search}`,
    codes,
    URL_MODEL_THRESHOLDS.suspicious,
  );
  if (m.probability < URL_MODEL_THRESHOLDS.suspicious) return;
  const params = {
    probability: Math.round(100 * m.probability),
    part: m.part,
    words: m.words,
    host,
    // What the page shows: the words that weighed most, else the part of the address itself.
    shown: m.words.length > 0 ? m.words.join(', ') : m.part === 'path' ? url.pathname : host,
  };
  findings.add(
    m.probability >= URL_MODEL_THRESHOLDS.phishing ? 'url-model-phishing' : 'url-model-suspicious',
    params,
  );
}

/**
 * Parses, normalises and inspects one URL, lexically (no I/O).
 *
 * @param raw - the URL as written; the scheme may be missing.
 * @returns the normalised URL, the host, its registrable domain and the lexical findings with their score.
 * @throws InputError `input.url-required` (empty), `input.url-too-long` (`{ max }`), `input.url-invalid`
 *   (not a URL), `input.url-unsupported-scheme` (`{ scheme }`, anything but http, https, data, javascript, vbscript).
 * @example
 * ```ts
 * inspectUrl('paypal.com.secure-login.example.top/verify').score.verdict; // 'dangerous'
 * ```
 * @see ../../../docs/url.md
 */
export function inspectUrl(raw: string): UrlInspection {
  if (typeof raw !== 'string') {
    throw new InputError((raw as unknown) == null ? 'input.url-required' : 'input.url-invalid');
  }
  const trimmed = raw.trim();
  if (trimmed === '') throw new InputError('input.url-required');
  if (trimmed.length > MAX_URL_LENGTH) throw new InputError('input.url-too-long', { max: MAX_URL_LENGTH });
  const text = trimmed.replace(/[\t\n\r]/g, '');

  // A leading `name:` is a scheme unless it is `host:port` (`localhost:8080`, `example.com:443/x`).
  const schemeMatch = SCHEME_RE.exec(text);
  const writtenScheme = schemeMatch?.[1]?.toLowerCase();
  const hasScheme =
    schemeMatch !== null &&
    writtenScheme !== undefined &&
    ((SUPPORTED_SCHEMES as readonly string[]).includes(writtenScheme) ||
      !/^\d/.test(text.slice(schemeMatch[0].length)));
  if (hasScheme && !(SUPPORTED_SCHEMES as readonly string[]).includes(writtenScheme)) {
    throw new InputError('input.url-unsupported-scheme', { scheme: clipScheme(writtenScheme) });
  }
  const withScheme = hasScheme ? text : text.startsWith('//') ? `https:${text}` : `https://${text}`;

  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw new InputError('input.url-invalid', {}, { cause });
  }
  const scheme = url.protocol.slice(0, -1);
  const findings = new Findings();
  const fragment = url.hash.slice(1);
  url.hash = '';

  if (SCRIPT_SCHEMES.has(scheme)) {
    findings.add('url-dangerous-scheme', { scheme });
    return result(url.href, '', null, findings.list);
  }

  const host = stripTrailingDots(url.hostname);
  // A web address names a host on the internet: an IP literal or a name with at least two labels.
  // A single label (`http://intranet/`, `https://a`) can only mean a local name: not analysable.
  if (host === '' || (!host.includes('.') && !host.startsWith('['))) {
    throw new InputError('input.url-invalid');
  }
  if (host !== url.hostname) url.hostname = host;
  const normalizedUrl = url.href;

  if (!hasScheme) findings.add('url-scheme-added', { scheme: 'https' });
  if (scheme === 'http') findings.add('url-plain-http');
  if (url.port !== '') findings.add('url-nonstandard-port', { port: url.port });

  const rawHost = rawHostOf(withScheme, scheme.length);
  const decodedRawHost = stripTrailingDots(safeDecode(rawHost).toLowerCase());
  if (rawHost.includes('%')) findings.add('url-encoded-host', { host });

  // Host as an IP address
  const isIpv6 = host.startsWith('[');
  const isIpv4 = !isIpv6 && IPV4_RE.test(host);
  const decodedPath = safeDecode(url.pathname);
  const decodedQuery = safeDecode(url.search.slice(1));
  const decodedFragment = safeDecode(fragment);
  const pathText = foldText(`${decodedPath} ${decodedQuery} ${decodedFragment}`);

  let registrableDomain: string | null = null;
  let trusted = false;
  let hostKeywordText = '';
  if (isIpv4 || isIpv6) {
    findings.add('url-ip-host', { ip: host, version: isIpv4 ? 4 : 6 });
    if ((isIpv4 && decodedRawHost !== host) || (isIpv6 && rawHost.includes('.'))) {
      findings.add('url-ip-obfuscated', { host: rawHost, ip: host });
    }
  } else {
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
    registrableDomain = parsed.domain;
    const publicSuffix = parsed.publicSuffix ?? '';
    const labels = host.split('.');
    const unicodeLabels = labels.map(labelToUnicode);
    const unicodeHost = unicodeLabels.join('.');

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

    // Where the site is hosted
    const tunnel = matchSuffix(host, tunnels);
    const hasPath = url.pathname.length > 1 || url.search.length > 1;
    const { hosting, devHosting } =
      tunnel === null
        ? hostingOf(host, registrableDomain, privateSuffix, hasPath)
        : { hosting: null, devHosting: null };
    if (tunnel !== null) findings.add('url-tunnel', { domain: tunnel });
    if (hosting !== null) findings.add('url-free-hosting', { domain: hosting, site: host });
    if (devHosting !== null) findings.add('url-developer-hosting', { domain: devHosting, site: host });
    const shortener = shorteners.has(host)
      ? host
      : registrableDomain !== null && shorteners.has(registrableDomain)
        ? registrableDomain
        : null;
    // A shortener's own front page (`https://bit.ly/`) leads nowhere else.
    if (shortener !== null && hasPath) findings.add('url-shortener', { domain: shortener });
    const tld = labels[labels.length - 1] ?? '';
    if (suspiciousTlds.has(tld)) findings.add('url-suspicious-tld', { tld });

    // Brands
    const official = registrableDomain === null ? null : officialBrand(registrableDomain, publicSuffix);
    trusted = official !== null && tunnel === null && hosting === null && devHosting === null;
    if (official !== null && trusted && registrableDomain !== null) {
      findings.add('url-official-domain', { brand: official.name, domain: registrableDomain });
    }
    const siteDomain = registrableDomain ?? host;
    const suffixLabelCount = publicSuffix === '' ? 0 : publicSuffix.split('.').length;
    const registrableLabelCount = registrableDomain === null ? 0 : registrableDomain.split('.').length;
    const subLabels =
      registrableDomain === null ? [] : unicodeLabels.slice(0, unicodeLabels.length - registrableLabelCount);
    const subdomainLabels = subLabels[0] === 'www' ? subLabels.slice(1) : subLabels;
    const ownLabels = unicodeLabels.slice(0, Math.max(0, unicodeLabels.length - suffixLabelCount));
    hostKeywordText = unicodeSkeleton(ownLabels.join('.'));

    // The registrable label itself is only compared with brands when it is not a brand's own domain.
    const registrableLabel =
      registrableDomain === null ? '' : (unicodeLabels[unicodeLabels.length - registrableLabelCount] ?? '');
    const suffixLabels = publicSuffix.split('.');
    // `<brand>.com.<cc>`: the brand's `.com` name under a country's second-level domain (roblox.com.ge).
    const disguised =
      official === null &&
      suffixLabels.length === 2 &&
      (suffixLabels[1] ?? '').length === 2 &&
      ['com', 'net', 'org', 'co'].includes(suffixLabels[0] ?? '')
        ? brandOfComLabel(registrableLabel)
        : null;
    if (disguised !== null && registrableDomain !== null) {
      findings.add('url-brand-suffix-disguise', {
        brand: disguised.name,
        domain: registrableDomain,
        officialDomain: disguised.domains[0],
        suffix: publicSuffix,
      });
    } else if (official === null && registrableDomain !== null) {
      const lookalike = findLabelLookalike(registrableLabel);
      const piece = lookalike === null ? findPieceLookalike(registrableLabel, false) : null;
      if (piece !== null && piece.kind !== 'name') {
        const params = {
          brand: piece.brand.name,
          domain: registrableDomain,
          officialDomain: piece.brand.domains[0],
          piece: piece.piece,
          part: 'domain',
        };
        if (piece.kind === 'homograph') findings.add('url-homograph', { ...params, unicode: unicodeHost });
        else if (piece.kind === 'lookalike') findings.add('url-brand-lookalike', params);
        else findings.add('url-brand-typo', { ...params, distance: piece.distance });
      } else if (lookalike !== null) {
        const params = {
          brand: lookalike.brand.name,
          domain: registrableDomain,
          officialDomain: lookalike.brand.domains[0],
        };
        if (lookalike.kind === 'homograph')
          findings.add('url-homograph', { ...params, unicode: unicodeHost });
        else if (lookalike.kind === 'lookalike') findings.add('url-brand-lookalike', params);
        else findings.add('url-brand-typo', { ...params, distance: lookalike.distance });
      } else {
        const inLabel = findBrandInWords(lettersWords(unicodeSkeleton(registrableLabel)), 1, true);
        // The brand's exact name under a country-code TLD (amazon.co.jp, google.fr) is usually the
        // brand's own site; it still counts under a TLD of `SUSPICIOUS_TLDS` (paypal.tk).
        const exactOnCountryTld =
          inLabel !== null &&
          inLabel.token === registrableLabel &&
          tld.length === 2 &&
          !suspiciousTlds.has(tld);
        if (inLabel !== null && !exactOnCountryTld) {
          findings.add('url-brand-in-domain', {
            brand: inLabel.brand.name,
            domain: registrableDomain,
            officialDomain: inLabel.brand.domains[0],
            piece: inLabel.token,
          });
        } else if (piece !== null) {
          findings.add('url-brand-in-domain', {
            brand: piece.brand.name,
            domain: registrableDomain,
            officialDomain: piece.brand.domains[0],
            piece: piece.piece,
          });
        }
      }
    }
    if (!trusted) {
      const inSubdomain = findBrandInWords(lettersWords(unicodeSkeleton(subdomainLabels.join('.'))), 1, true);
      // On developer hosting the first label is an account name: `microsoft.github.io` is Microsoft's.
      const isAccountName =
        inSubdomain !== null &&
        devHosting !== null &&
        subdomainLabels[subdomainLabels.length - 1] === inSubdomain.token;
      if (inSubdomain !== null && !isAccountName) {
        findings.add('url-brand-in-subdomain', {
          brand: inSubdomain.brand.name,
          domain: siteDomain,
          officialDomain: inSubdomain.brand.domains[0],
          piece: inSubdomain.token,
        });
      }
      if (!findings.has('url-brand-lookalike') && !findings.has('url-homograph')) {
        // The labels nearest the registrable domain (hostile hosts have up to 127 labels).
        for (const label of subdomainLabels.slice(-MAX_LOOKALIKE_LABELS)) {
          const whole = findLabelLookalike(label);
          const m =
            whole !== null && whole.kind !== 'typo'
              ? { kind: whole.kind, brand: whole.brand, piece: label }
              : findPieceLookalike(label, false);
          if (m === null || m.kind === 'typo' || m.kind === 'name') continue;
          const params = {
            brand: m.brand.name,
            domain: siteDomain,
            officialDomain: m.brand.domains[0],
            piece: m.piece,
            part: 'subdomain',
          };
          if (m.kind === 'homograph') findings.add('url-homograph', { ...params, unicode: unicodeHost });
          else findings.add('url-brand-lookalike', params);
          break;
        }
      }
    }

    // Shapes that phishing hosts have and ordinary sites rarely do
    // Shape checks look at the labels nearest the registrable domain only (hostile hosts are long).
    const nearLabels = labels.length > MAX_SHAPE_LABELS ? labels.slice(-MAX_SHAPE_LABELS) : labels;
    for (const label of nearLabels) {
      if (schemeInLabel(label)) {
        findings.add('url-scheme-in-host', { label });
        break;
      }
    }
    for (const label of subdomainLabels.slice(-MAX_SHAPE_LABELS)) {
      if (isRandomLabel(label)) {
        findings.add('url-random-subdomain', { label });
        break;
      }
    }
    if (!trusted) {
      const tokens: string[] = [];
      for (const label of ownLabels.slice(-MAX_SHAPE_LABELS)) {
        for (const token of label.split('-'))
          if (cryptoLures.has(token) && !tokens.includes(token)) tokens.push(token);
        if (tokens.length >= MAX_KEYWORDS_REPORTED) break;
      }
      const token = tokens[0];
      if (token !== undefined) findings.add('url-crypto-lure', { token, tokens });
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
      }
    }

    // Shape of the host
    if (subdomainLabels.length >= URL_LIMITS.subdomains)
      findings.add('url-many-subdomains', { count: subdomainLabels.length });
    const hyphens = unicodeHost.split('-').length - 1;
    if (hyphens >= URL_LIMITS.hyphens) findings.add('url-many-hyphens', { count: hyphens });
    const ownText = ownLabels.join('.');
    let digits = 0;
    for (let i = 0; i < ownText.length; i++) {
      const c = ownText.charCodeAt(i);
      if (c >= 48 && c <= 57) digits++;
    }
    if (digits >= URL_LIMITS.digits) findings.add('url-many-digits', { count: digits });
  }

  // Path, query and fragment
  userinfoFindings(url, registrableDomain ?? host, findings);
  if (!trusted) {
    const inPath = findBrandInWords(lettersWords(pathText), 4, true);
    if (inPath !== null) {
      findings.add('url-brand-in-path', {
        brand: inPath.brand.name,
        domain: registrableDomain ?? host,
        officialDomain: inPath.brand.domains[0],
      });
    }
    const keywords = findKeywords(`${hostKeywordText} ${pathText}`);
    const first = keywords[0];
    if (first !== undefined) findings.add('url-lure-keyword', { keyword: first, keywords });
  }
  if (!trusted) {
    const kit = kitFolderOf(decodedPath);
    if (kit !== null) findings.add('url-kit-path', { folder: kit });
  }
  const encoded = countEncoding(`${url.pathname}${url.search}`);
  if (encoded >= URL_LIMITS.encodedUnreserved) findings.add('url-heavy-encoding', { count: encoded });
  openRedirect(url, registrableDomain ?? host, findings);
  if (normalizedUrl.length > URL_LIMITS.longUrl) findings.add('url-long', { length: normalizedUrl.length });
  modelFinding(url, host, isIpv4 || isIpv6 ? null : registrableDomain, findings);

  return result(normalizedUrl, host, registrableDomain, findings.list);
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
  const dev =
    matchSuffix(host, developerHosting) ??
    (privateSuffix?.startsWith('blogspot.') === true ? privateSuffix : null);
  if (dev !== null) return { hosting: null, devHosting: isHome(dev) ? null : dev };
  const free = matchSuffix(host, freeHosting);
  if (free !== null) return { hosting: isHome(free) ? null : free, devHosting: null };
  if (privateSuffix !== null) {
    // A wildcard rule (`*.digitaloceanspaces.com`) makes the whole host the suffix.
    const suffix =
      privateSuffix !== host
        ? privateSuffix
        : host === registrableDomain
          ? null
          : host.slice(host.indexOf('.') + 1);
    return { hosting: suffix === null || isHome(suffix) ? null : suffix, devHosting: null };
  }
  if (userContentHosts.has(host) && hasPath) return { hosting: host, devHosting: null };
  return { hosting: null, devHosting: null };
}

/** `https-www-paypal-com`, `vwww`, `wwwpaypal`: an address written inside one host label. */
function schemeInLabel(label: string): boolean {
  if (label.startsWith('xn--')) return false;
  return (
    label.startsWith('https-') ||
    label.startsWith('http-') ||
    label.includes('-https-') ||
    label.includes('-http-') ||
    label.includes('vwww') ||
    label.includes('wwww') ||
    (label.startsWith('www') && label.length > 6 && /^www[a-z]/.test(label))
  );
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

/** A short random code as the whole path (`/aB3xK9`): the shape of a shortener's link. */
function isShortCode(pathname: string): boolean {
  if (!SHORT_CODE_RE.test(pathname)) return false;
  const code = pathname.replaceAll('/', '');
  const hasDigit = /[0-9]/.test(code);
  const hasUpper = /[A-Z]/.test(code);
  const hasLower = /[a-z]/.test(code);
  return (hasDigit && (hasUpper || hasLower)) || (hasUpper && hasLower);
}

/** The WordPress or `.well-known` folder a page (not a stylesheet, script or image) sits in, or null. */
function kitFolderOf(decodedPath: string): string | null {
  const path = decodedPath.toLowerCase();
  if (!path.includes('wp-') && !path.includes('.well-known')) return null;
  const segments = path.split('/');
  const last = segments[segments.length - 1] ?? '';
  if (STATIC_FILE_RE.test(last)) return null;
  for (let i = 0; i < segments.length - 1; i++) {
    const folder = segments[i] ?? '';
    if (!KIT_FOLDERS.has(folder)) continue;
    const next = segments[i + 1] ?? '';
    if (folder === '.well-known' && (next === '' || WELL_KNOWN_NAMES.has(next))) continue;
    if (folder === 'wp-admin' && i + 2 >= segments.length) continue; // the site's own /wp-admin/ or /wp-admin/x.php
    return folder;
  }
  return null;
}

/** `user@host` tricks: a user part that looks like a site name, or credentials in the link. */
function userinfoFindings(url: URL, site: string, findings: Findings): void {
  if (url.username === '' && url.password === '') return;
  const shown = stripTrailingDots(safeDecode(url.username).toLowerCase());
  const looksLikeHost =
    /\.[a-z]{2,}$/.test(shown) || findBrandInWords(lettersWords(foldText(shown)), 3, true) !== null;
  if (looksLikeHost) findings.add('url-userinfo-disguise', { shown, domain: site });
  else findings.add('url-credentials');
}

/** A query parameter carrying another site's address (`?url=https://…`). */
function openRedirect(url: URL, site: string, findings: Findings): void {
  let seen = 0;
  for (const [name, value] of url.searchParams) {
    if (++seen > URL_LIMITS.queryParams) break;
    const trimmedValue = value.trim();
    const lowerName = name.toLowerCase();
    if (
      !URL_VALUE_RE.test(trimmedValue) &&
      !(redirectParams.has(lowerName) && BARE_DOMAIN_VALUE_RE.test(trimmedValue))
    )
      continue;
    const target = hostOfValue(trimmedValue);
    if (target === null) continue;
    const targetSite =
      parseDomain(target, { extractHostname: false, validateHostname: false }).domain ?? target;
    if (targetSite === site) continue;
    findings.add('url-open-redirect', { param: name, target });
    return;
  }
}

function result(
  normalizedUrl: string,
  analyzedHost: string,
  registrableDomain: string | null,
  findings: LexicalFinding[],
): UrlInspection {
  return {
    normalizedUrl,
    analyzedHost,
    registrableDomain,
    findings: sortFindings(findings),
    score: scoreFindings(findings),
  };
}
