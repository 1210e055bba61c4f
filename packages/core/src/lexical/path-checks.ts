/**
 * The checks on what follows the host: user-info tricks, a brand's name or lure words in the path,
 * phishing-kit folders, heavy encoding, open redirects, length; and the URL model's finding, added
 * last because it reads the codes the rules raised.
 */
import { parse as parseDomain } from 'tldts';
import { LURE_KEYWORDS, REDIRECT_PARAM_NAMES } from '../data/index.js';
import type { Brand } from '../data/index.js';
import { findBrandInWords, officialBrand } from './brand-match.js';
import { brandPageCopyFinding } from './brand-page-path.js';
import { hostedAppealFinding } from './hosted-appeal.js';
import { profilePageFinding } from './profile-pages.js';
import { thinEvidenceTlds } from './host-checks.js';
import { MIN_INSIDE_TOKEN_LENGTH, findBrandInside, maskOrdinaryWords } from './host-words.js';
import type { Findings } from './findings-set.js';
import { URL_LIMITS } from './limits.js';
import { scoreUrlModel } from './model/model.js';
import { stripTrailingDots } from './read-url.js';
import { styledNameInPath } from './styled-letters.js';
import type { LexicalCode } from './rules.js';
import { foldText, lettersWords, safeDecode } from './text.js';

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
const redirectParams = new Set(REDIRECT_PARAM_NAMES);
const URL_VALUE_RE = /^(?:https?:)?\/\/[^/]|^https?%3a/i;
const BARE_DOMAIN_VALUE_RE = /^www\.[a-z0-9-]/i;

/** What the path checks read: the texts of the address and what the host checks learnt. */
export interface PathContext {
  /** The registrable domain, else the host. */
  readonly site: string;
  /** True on a brand's own site (silences brand, keyword and kit checks). */
  readonly trusted: boolean;
  /** True on a documentation platform (`DOCUMENTATION_HOSTING_DOMAINS`): path words are not lures. */
  readonly documentation: boolean;
  /** The host's own labels, folded (read with the path for lure words). */
  readonly hostKeywordText: string;
  readonly decodedPath: string;
  /** Path, query and fragment, decoded and folded. */
  readonly pathText: string;
  /** Path and query (no fragment), decoded and folded: where lure words are read. */
  readonly keywordText: string;
  readonly normalizedUrl: string;
  /** The fragment as written (`#…` without `#`; empty when none): kits put the victim's address there. */
  readonly fragment?: string;
}

/**
 * `url-userinfo-disguise`, `url-credentials`, `url-brand-in-path`, `url-profile-brand-handle`,
 * `url-profile-machine-name`, `url-hosted-appeal-page`, `url-lure-keyword`,
 * `url-kit-path`, `url-styled-letters`, `url-brand-page-copy`, `url-email-in-path`, `url-heavy-encoding`,
 * `url-open-redirect`, `url-long`.
 */
export function pathChecks(url: URL, c: PathContext, findings: Findings): void {
  const { site, trusted, documentation, hostKeywordText, keywordText, decodedPath, pathText, normalizedUrl } =
    c;
  const fragment = c.fragment ?? '';
  userinfoFindings(url, site, findings);
  if (!trusted) {
    const pathWords = lettersWords(pathText);
    const inPath = findBrandInWords(pathWords, 4, true) ?? gluedInWords(pathWords);
    if (inPath !== null && !leadsToBrandOnly(url, site, c, inPath.brand)) {
      findings.add('url-brand-in-path', {
        brand: inPath.brand.name,
        domain: site,
        officialDomain: inPath.brand.domains[0],
      });
    }
    const brandShown = inPath === null ? null : { name: inPath.brand.name, token: inPath.token };
    const profile = profilePageFinding(url.hostname, site, decodedPath, brandShown);
    if (profile !== null) findings.add(profile.code, profile.parameters);
    const hosted = findings.has('url-free-hosting') || findings.has('url-developer-hosting');
    const appeal = hostedAppealFinding(url.hostname, site, decodedPath, hosted);
    if (appeal !== null) findings.add('url-hosted-appeal-page', appeal);
    const keywords = findKeywords(documentation ? hostKeywordText : `${hostKeywordText} ${keywordText}`);
    const first = keywords[0];
    if (first !== undefined) findings.add('url-lure-keyword', { keyword: first, keywords });
  }
  if (!trusted) {
    const kit = kitFolderOf(decodedPath);
    if (kit !== null) findings.add('url-kit-path', { folder: kit });
    const styled = styledNameInPath(decodedPath);
    if (styled !== null) findings.add('url-styled-letters', { name: styled });
    brandPageCopyFinding(decodedPath, site, findings.has('url-developer-hosting'), findings);
    const email = emailInPath(url, site, fragment);
    if (email !== null) findings.add('url-email-in-path', email);
  }
  const encoded = countEncoding(`${url.pathname}${url.search}`);
  if (encoded >= URL_LIMITS.encodedUnreserved) findings.add('url-heavy-encoding', { count: encoded });
  openRedirect(url, site, findings);
  if (normalizedUrl.length > URL_LIMITS.longUrl) findings.add('url-long', { length: normalizedUrl.length });
}

/**
 * Probability thresholds of the URL model's two findings (chosen in `docs/url.md`).
 * `suspicious` applies alone; `suspiciousWithHint` when the rules already found weak signs worth
 * `hintScore` points or more (an often-abused ending, a page on a developer platform, letters
 * typed at random…): two weak hints that agree make a warning neither makes alone.
 * `bareHttp` applies to a site's front page linked over plain HTTP (`http://name.example/`): the
 * model does not read the scheme (an artefact of its training sources), yet in 2026 a link to a
 * whole site without encryption is rare outside phishing feeds (no such link among the benign
 * mail, API-documentation and 2016-crawl links; 0.07 % of the free-programming-books links).
 */
export const URL_MODEL_THRESHOLDS = Object.freeze({
  suspicious: 0.8,
  suspiciousWithHint: 0.6,
  hintScore: 10,
  bareHttp: 0.4,
  phishing: 0.95,
});
/** Codes the URL model does not read: the scheme is an artefact of its training sources. */
const MODEL_IGNORED_CODES = new Set<LexicalCode>(['url-plain-http', 'url-scheme-added']);
/** Findings that do not count as hints towards the model's lower threshold. */
const NOT_HINTS = new Set<LexicalCode>(['url-hosted-file', 'url-shared-document', 'url-shortener-managed']);

/** The URL model's finding (`url-model-suspicious` or `url-model-phishing`), added last. */
export function modelFinding(
  url: URL,
  host: string,
  registrableDomain: string | null,
  findings: Findings,
): void {
  // A brand's own domain (not a hosting platform's customer): the curated list outweighs word guesses.
  if (findings.has('url-official-domain') || findings.has('url-shared-document')) return;
  const codes = findings.codes().filter((c) => !MODEL_IGNORED_CODES.has(c));
  // Hints that lower the model's threshold: a file or a shared document on a platform says where
  // something is kept, not that it is bad.
  let rules = 0;
  for (const f of findings.list) {
    if (NOT_HINTS.has(f.code)) continue;
    // Endings whose abuse is thin in the data are no hint either (round 14).
    if (f.code === 'url-suspicious-tld' && thinEvidenceTlds.has(String(f.parameters?.tld))) continue;
    rules += f.scoreImpact;
  }
  const bareHttp = url.protocol === 'http:' && url.pathname === '/' && url.search === '';
  const threshold = bareHttp
    ? URL_MODEL_THRESHOLDS.bareHttp
    : rules >= URL_MODEL_THRESHOLDS.hintScore
      ? URL_MODEL_THRESHOLDS.suspiciousWithHint
      : URL_MODEL_THRESHOLDS.suspicious;
  const m = scoreUrlModel(host, registrableDomain, `${url.pathname}${url.search}`, codes, threshold);
  if (m.probability < threshold) return;
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

/** Path words read for a brand glued to other letters ("netflixclone", "amazonpage"). */
const MAX_GLUED_PATH_WORDS = 40;

/** A brand token (6+ letters) glued inside one of the words, ordinary words set aside. */
function gluedInWords(words: readonly string[]): { brand: Brand; token: string } | null {
  let seen = 0;
  for (const word of words) {
    if (word.length <= MIN_INSIDE_TOKEN_LENGTH) continue;
    if (++seen > MAX_GLUED_PATH_WORDS) break;
    const inside = findBrandInside(maskOrdinaryWords(word));
    // Glued to two letters or more: "googles" is an ordinary plural or possessive.
    if (inside !== null && word.length - inside.token.length >= 2) return inside;
  }
  return null;
}

/** The list position of each one-word lure keyword. */
const KEYWORD_INDEX = new Map<string, number>();
/** The keywords of several words (`log-in`, `mot-de-passe`), as their words, with their position. */
const MULTI_WORD_KEYWORDS: { readonly index: number; readonly words: readonly string[] }[] = [];
LURE_KEYWORDS.forEach((k, index) => {
  if (k.includes('-')) MULTI_WORD_KEYWORDS.push({ index, words: k.split('-') });
  else if (!KEYWORD_INDEX.has(k)) KEYWORD_INDEX.set(k, index);
});

/** Whether `keyword`'s words come one after the other in `words` from position `at`. */
function wordsAt(words: readonly string[], at: number, keyword: readonly string[]): boolean {
  for (let k = 0; k < keyword.length; k++) if (words[at + k] !== keyword[k]) return false;
  return true;
}

/**
 * Lure keywords in a folded text, in list order, at most five. The text's words are its runs of
 * a–z and 0–9; a keyword of several words counts where its words follow one another.
 */
function findKeywords(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    }
  }
  // The text's words are looked up in the list (a text has far fewer words than the list has keywords).
  const hits: number[] = [];
  for (const word of words) {
    const i = KEYWORD_INDEX.get(word);
    if (i !== undefined && !hits.includes(i)) hits.push(i);
  }
  for (const { index, words: keyword } of MULTI_WORD_KEYWORDS) {
    for (let at = 0; at + keyword.length <= words.length; at++) {
      if (wordsAt(words, at, keyword)) {
        hits.push(index);
        break;
      }
    }
  }
  if (hits.length > 1) hits.sort((a, b) => a - b);
  const found: string[] = [];
  for (let i = 0; i < hits.length && i < URL_LIMITS.wordsReported; i++)
    found.push(LURE_KEYWORDS[hits[i] ?? 0] ?? '');
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

/**
 * Dot-folders that code, build and hosting tools make and that ordinary links name (a repository's
 * `.github/`, Netlify's `/.netlify/functions/`, App Service's `/.auth/login/`).
 */
const TOOL_DOT_FOLDERS = new Set([
  '.well-known',
  '.github',
  '.gitlab',
  '.gitea',
  '.forgejo',
  '.git',
  '.hg',
  '.svn',
  '.vscode',
  '.idea',
  '.devcontainer',
  '.circleci',
  '.buildkite',
  '.azure',
  '.azuredevops',
  '.ci',
  '.netlify',
  '.vercel',
  '.auth',
  '.config',
  '.cargo',
  '.husky',
  '.storybook',
  '.changeset',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.docker',
  '.venv',
  '.cache',
  '.bin',
  '.yarn',
  '.mvn',
  '.gradle',
  '.settings',
  '.pnpm',
  '.npm',
]);
/** Path segments of a repository browser (`/-/blob/`, `/tree/`): its folders are the repository's. */
const CODE_BROWSER_SEGMENTS = new Set([
  '-',
  'blob',
  'tree',
  'raw',
  'src',
  'commit',
  'blame',
  'files',
  'edit',
]);
/** A hidden folder's name: a dot, then a letter or digit (`.aon3`, `.3`, `.session`). */
const HIDDEN_FOLDER_RE = /^\.[a-z0-9]/;

/**
 * A page under a hidden folder of the site (`/.aon3/ow/`, `/.session/v3/`, round 10): web servers
 * hide dot-folders from listings, and kits on hacked sites are unpacked into one. Tools' own
 * folders (`TOOL_DOT_FOLDERS`) and a repository browser's paths are not. On the fit part of
 * `pnpm eval:url`, 231 phishing URLs of four feeds had one (199 caught by other signs), and no
 * ordinary link of any file.
 */
function hiddenFolderOf(segments: readonly string[]): string | null {
  for (let i = 1; i < segments.length - 1; i++) {
    const folder = segments[i] ?? '';
    if (CODE_BROWSER_SEGMENTS.has(folder)) return null;
    if (HIDDEN_FOLDER_RE.test(folder) && !TOOL_DOT_FOLDERS.has(folder)) return folder;
  }
  return null;
}

/** The certificate validation folders of `/.well-known/`: each holds one token or `.txt` file, never a page. */
const VALIDATION_FOLDERS = new Set(['acme-challenge', 'pki-validation']);
const PAGE_FILE_RE = /\.(?:html?|php\d?|aspx?|jsp)$/;

/**
 * A page or a folder inside a certificate validation folder (`/.well-known/acme-challenge/index.html`,
 * `/.well-known/pki-validation/x/pass/`): a certificate authority only ever reads one token file
 * there, so anything else was put there to hide (round 10; on the fit part of `pnpm eval:url`, no
 * ordinary link of any file has a `/.well-known/` path).
 */
function validationFolderPage(segments: readonly string[], at: number): boolean {
  if (!VALIDATION_FOLDERS.has(segments[at] ?? '')) return false;
  const below = segments.slice(at + 1);
  if (below.length >= 2) return below.some((s) => s !== '');
  return PAGE_FILE_RE.test(below[0] ?? '');
}

/** The WordPress or `.well-known` folder a page (not a stylesheet, script or image) sits in, or null. */
function kitFolderOf(decodedPath: string): string | null {
  const path = decodedPath.toLowerCase();
  if (!path.includes('wp-') && !path.includes('/.')) return null;
  const segments = path.split('/');
  const last = segments[segments.length - 1] ?? '';
  if (STATIC_FILE_RE.test(last)) return null;
  const hidden = hiddenFolderOf(segments);
  if (hidden !== null) return hidden;
  for (let i = 0; i < segments.length - 1; i++) {
    const folder = segments[i] ?? '';
    if (!KIT_FOLDERS.has(folder)) continue;
    const next = segments[i + 1] ?? '';
    if (
      folder === '.well-known' &&
      (next === '' || WELL_KNOWN_NAMES.has(next)) &&
      !validationFolderPage(segments, i + 1)
    )
      continue;
    if (folder === 'wp-admin' && i + 2 >= segments.length) continue; // the site's own /wp-admin/ or /wp-admin/x.php
    return folder;
  }
  return null;
}

/** An e-mail address: a local part, `@`, a name with a letter and a TLD of 2–12 letters. */
const EMAIL_RE =
  /[a-z0-9._%+-]{1,64}@(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]*[a-z][a-z0-9-]*\.([a-z]{2,12})(?![a-z0-9.-])/i;
/** A path or query piece that may be Base64 (standard or URL-safe alphabet). */
const BASE64_RE = /^[A-Za-z0-9+/_-]{12,400}={0,2}$/;
/** Endings that are file types, not top-level domains (`react@18.2.0/x.js`, `doc@1.pdf`). */
const FILE_TLDS = new Set([
  'pdf',
  'html',
  'htm',
  'php',
  'js',
  'mjs',
  'css',
  'json',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'zip',
  'txt',
  'xml',
  'md',
  'ts',
]);
const MAX_EMAIL_PIECES = 20;

function emailOf(text: string): boolean {
  const m = EMAIL_RE.exec(text);
  return m !== null && !FILE_TLDS.has((m[1] ?? '').toLowerCase());
}

/**
 * The local part of a Message-ID (`20250314101522.4417-3-jdoe`, `87h6abcd.fsf`, a hex id), or an
 * address after `=` (`CAHk-=wg…@mail.gmail.com`): the message's identifier, not a person's.
 */
const MESSAGE_ID_LOCAL = /\d{8,}|^[0-9a-f-]{16,}$|\.fsf$/i;

/**
 * An address in the clear in the path of a mail archive, a patch or a bug tracker (issue 21 round 7):
 * a Message-ID (`lore.kernel.org/netdev/20250314101522.4417-3-jdoe@example.org/T/`, or any whose
 * host is a mail server's `mail.` name, round 9), the list's own address on its own site
 * (`mail.python.org/archives/list/python-dev@python.org/`), or a list's folder with a message under
 * it in an archive of many lists (round 9).
 * Neither is the address of the person the link was sent to; on the fit part of `pnpm eval:url` no
 * phishing URL's address in the path had either shape.
 */
function archiveAddress(text: string, site: string): boolean {
  const m = EMAIL_RE.exec(text);
  if (m === null) return false;
  const at = m[0].indexOf('@');
  const domain = m[0].slice(at + 1).toLowerCase();
  if (site !== '' && (domain === site || domain.endsWith(`.${site}`))) return true;
  // A mail server's own name (`…@mail.gmail.com`): the host part of a Message-ID, never a mailbox.
  if (domain.startsWith('mail.')) return true;
  // A list's folder in an archive of many lists (`/users@kafka.apache.org/msg41872.html`): the
  // address is a folder with the message under it (round 9; on the fit part of `pnpm eval:url`,
  // three phishing URLs had this shape, each raising other deceptive signs).
  if (text[m.index - 1] === '/' && /^\/[^/\s]/.test(text.slice(m.index + m[0].length))) return true;
  return text[m.index - 1] === '=' || MESSAGE_ID_LOCAL.test(m[0].slice(0, at));
}

/**
 * The e-mail address of the person the link was sent to, written in the path, query or fragment, in
 * clear or Base64 (`/c2FtQGV4YW1wbGUuY29t`): phishing kits pre-fill the sign-in form with it. The
 * fragment since round 10 (`/index.html#jdoe@example.com`, the page's script reads it and the server
 * never sees it): on the fit part of `pnpm eval:url`, 127 caught and 62 missed phishing URLs of
 * three feeds held one there, and no ordinary link of any file held an address in its fragment.
 */
function emailInPath(
  url: URL,
  site: string,
  fragment: string,
): { part: 'path' | 'query' | 'fragment'; encoding: 'plain' | 'base64'; shown: string } | null {
  const parts: ['path' | 'query' | 'fragment', string][] = [
    ['path', url.pathname],
    ['query', url.search.slice(1)],
    ['fragment', fragment],
  ];
  for (const [part, raw] of parts) {
    if (raw.length < 6) continue;
    const decoded = safeDecode(raw);
    // A Message-ID or a list's own address in an archive's path is not the reader's address.
    if (decoded.includes('@') && emailOf(decoded) && !(part === 'path' && archiveAddress(decoded, site)))
      return { part, encoding: 'plain', shown: decoded };
    let seen = 0;
    // `$` and `!` too: kits glue the encoded address to a marker (`/x1Yz/$c2FtQGV4YW1wbGUuY29t`).
    for (const piece of raw.split(/[/=&;?$!]+/)) {
      if (++seen > MAX_EMAIL_PIECES) break;
      const padded = piece.endsWith('%3D') || piece.endsWith('%3d') ? safeDecode(piece) : piece;
      if (!BASE64_RE.test(padded)) continue;
      const text = fromBase64(padded);
      if (text !== null && text.includes('@') && emailOf(text) && text.length <= 254)
        return { part, encoding: 'base64', shown: piece };
    }
  }
  return null;
}

/** Base64 text decoded (`atob`, so browsers and Node alike), or null when it is not Base64. */
function fromBase64(text: string): string | null {
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
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

/**
 * Parameters that send the visitor on at once (an affiliate network's `murl`, `ued`, a social
 * network's or a search engine's `u`, `q`, `url`), not the return address of a sign-in page
 * (`ref`, `return_url`, `redirect_uri`, `continue`, `next`), which kits copy from the brand's own
 * sign-in page (round 19).
 */
const FORWARD_PARAMS: ReadonlySet<string> = new Set([
  'u',
  'url',
  'q',
  'murl',
  'ued',
  'dest',
  'destination',
  'goto',
  'target',
  'link',
  'urllink',
  'to',
  'out',
]);

/**
 * Round 19 (P1): a brand read in the path only in the address a redirect parameter carries, when
 * that address is on one of the same brand's official domains (an affiliate network's deep link
 * to `bestbuy.ca`, a search engine's click to `support.apple.com`): the link leads to the brand
 * itself, so the brand is not named where it does not belong. Only a parameter that sends the
 * visitor on (`FORWARD_PARAMS`), on an address with no lure word in its host or path; named
 * anywhere else in the host, the path or the query (`/paypal-login?u=https://paypal.com`), the
 * brand still counts.
 */
function leadsToBrandOnly(
  url: URL,
  site: string,
  text: { readonly hostKeywordText: string; readonly decodedPath: string; readonly pathText: string },
  brand: Brand,
): boolean {
  const { hostKeywordText, decodedPath, pathText } = text;
  const redirect = redirectParam(url, site);
  if (redirect === null || !FORWARD_PARAMS.has(redirect.name.toLowerCase())) return false;
  if (findKeywords(`${hostKeywordText} ${foldText(decodedPath)}`).length > 0) return false;
  const parsed = parseDomain(redirect.target, { extractHostname: false, validateHostname: false });
  const domain = parsed.domain ?? redirect.target;
  if (officialBrand(domain, parsed.publicSuffix ?? '') !== brand) return false;
  const rest = `${hostKeywordText} ${pathText.replace(foldText(redirect.value), ' ')}`;
  // Any of the brand's names inside another word of the host or path counts too (a kit's
  // `messagere-oranges.…/Oranges/?return_url=https://www.orange.fr/`).
  const names = [...brand.tokens, ...brand.domains.map((d) => d.slice(0, d.indexOf('.')))];
  if (names.some((name) => name.length >= 4 && rest.includes(name))) return false;
  const words = lettersWords(rest);
  return (findBrandInWords(words, 4, true) ?? gluedInWords(words)) === null;
}

/** A query parameter carrying another site's address (`?url=https://…`). */
function openRedirect(url: URL, site: string, findings: Findings): void {
  const redirect = redirectParam(url, site);
  if (redirect !== null) findings.add('url-open-redirect', { param: redirect.name, target: redirect.target });
}

/** The first query parameter carrying another site's address: its name, host and value. */
function redirectParam(
  url: URL,
  site: string,
): { readonly name: string; readonly target: string; readonly value: string } | null {
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
    return { name, target, value: trimmedValue };
  }
  return null;
}
