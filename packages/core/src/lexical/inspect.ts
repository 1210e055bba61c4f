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
import { sortFindings } from '../findings.js';
import type { Score } from '../scoring.js';
import { DECEPTIVE_CODES, hasDeceptiveSign, scoreUrlFindings } from './evidence.js';
import { brandChecks } from './brand-checks.js';
import { brandBesidePathSign } from './brand-among-words.js';
import { Findings, type AddLog, type LexicalFinding } from './findings-set.js';
import { hostView, hostingChecks, idnChecks, shapeChecks } from './host-checks.js';
import { capitalDomainOf } from './letter-case.js';
import { memoize } from '../memory-cache.js';
import { clearHostFeatureMemo } from './model/features.js';
import { HOSTED_CODES } from './page-paths.js';
import { modelFinding, pathChecks } from './path-checks.js';
import { localAddressKind, type LocalAddressKind } from './local-address.js';
import { rawHostOf, readUrl, stripTrailingDots } from './read-url.js';
import { foldText, safeDecode, unicodeSkeleton } from './text.js';
import { InputError } from '../errors.js';
import { DOCUMENTATION_HOSTING_DOMAINS } from '../data/index.js';

const documentationHosting = new Set(DOCUMENTATION_HOSTING_DOMAINS);

export type { LexicalFinding } from './findings-set.js';
export { URL_LIMITS } from './limits.js';
export { URL_MODEL_THRESHOLDS } from './path-checks.js';
export { MAX_URL_LENGTH, SUPPORTED_SCHEMES } from './read-url.js';

export interface UrlInspection {
  readonly normalizedUrl: string;
  readonly analyzedHost: string;
  readonly registrableDomain: string | null;
  readonly findings: readonly LexicalFinding[];
  readonly score: Score;
}

const SCRIPT_SCHEMES = new Set(['data', 'javascript', 'vbscript']);

/**
 * The host memo. Links repeat their hosts (a mail gateway's batch, a message's links, a crawl), and
 * the checks that read the host alone are most of an inspection's time: the host's parse (`hostView`)
 * and the brand and look-alike comparisons. A check's outcome is kept with the `add` calls it made,
 * keyed by everything it reads: the host, the hosting facts it is given, and the codes already
 * raised (its `has` questions and `add` de-duplication depend on them); a later URL with the same
 * key replays those calls. Bounded: forgotten at once when full. `memo.test.ts` checks that a warm
 * memo gives exactly the findings of a cold one over every URL list of the test data.
 */
const HOST_MEMO_MAX = 4096;
const checks = new Map<string, { readonly log: AddLog; readonly value: unknown }>();
/** The host's parse: pure, and its `HostView` is read-only, so one object serves every URL of the host. */
const viewOf = memoize(hostView, HOST_MEMO_MAX);

function remembered<T>(key: string, findings: Findings, check: () => T): T {
  const full = `${key}\u0000${findings.codes().join(',')}`;
  const hit = checks.get(full);
  if (hit !== undefined) {
    findings.replay(hit.log);
    return hit.value as T;
  }
  const { value, log } = findings.record(check);
  if (checks.size >= HOST_MEMO_MAX) checks.clear();
  checks.set(full, { log, value });
  return value;
}

/** Empties the replayed checks and the model's host features (tests compare a cold memo with a warm one); the pure parses stay. */
export function clearHostMemo(): void {
  checks.clear();
  clearHostFeatureMemo();
}
const IPV4_RE = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

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
/** Options of `inspectUrl`. */
export interface InspectOptions {
  /**
   * Run the URL model (default true). The message analysis reads links without it: the message has
   * its own model, and the URL model is a large share of the time spent on a link.
   */
  readonly model?: boolean;
  /**
   * Read the address a redirect parameter carries (`?url=https://…`, default true): a well-known
   * site's redirect that leads to an address with a deceptive sign is deceptive itself
   * (`url-redirect-target-deceptive`). The target is read once, never its own target.
   */
  readonly redirectTarget?: boolean;
}

export function inspectUrl(raw: string, options: InspectOptions = {}): UrlInspection {
  const { url, scheme, hasScheme, withScheme, fragment } = readUrl(raw);
  const findings = new Findings();
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
  const proxied = options.redirectTarget === false ? null : officialProxied(url, options);
  if (proxied !== null) return result(normalizedUrl, host, proxied.registrableDomain, [...proxied.findings]);

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
  // Lure words are read in path and query only: a fragment names a place in the page
  // (`#account-information`, `#/users/login` of an API reference), which kits do not need.
  const keywordText = foldText(`${decodedPath} ${decodedQuery}`);

  let registrableDomain: string | null = null;
  let trusted = false;
  let documentation = false;
  let hostKeywordText = '';
  let local: LocalAddressKind | null = null;
  if (isIpv4 || isIpv6) {
    const obfuscated = (isIpv4 && decodedRawHost !== host) || (isIpv6 && rawHost.includes('.'));
    local = obfuscated ? null : localAddressKind(host);
    if (local !== null) findings.add('url-local-address', { ip: host, range: local });
    else findings.add('url-ip-host', { ip: host, version: isIpv4 ? 4 : 6 });
    if (obfuscated) findings.add('url-ip-obfuscated', { host: rawHost, ip: host });
  } else {
    const view = viewOf(host);
    registrableDomain = view.registrableDomain;
    remembered(`idn\u0000${host}`, findings, () => {
      idnChecks(view, findings);
    });
    const where = hostingChecks(view, url, findings);
    const { tunnel, hosting, devHosting, shortener } = where;
    trusted = remembered(
      `brand\u0000${host}\u0000${tunnel}\u0000${hosting}\u0000${devHosting}\u0000${shortener}`,
      findings,
      () => brandChecks(view, where, findings),
    );
    documentation = where.devHosting !== null && documentationHosting.has(where.devHosting);
    hostKeywordText = unicodeSkeleton(view.ownLabels.join('.'));
    shapeChecks(view, where, trusted, url, findings);
    // Round 19: read from the host as written, so outside the host memo (which is keyed by case-folded name).
    const capital =
      trusted || registrableDomain === null
        ? null
        : capitalDomainOf(rawHost, registrableDomain.split('.').length);
    if (capital !== null) findings.add('url-capital-domain', { domain: capital });
  }

  pathChecks(
    url,
    {
      site: registrableDomain ?? host,
      trusted,
      documentation,
      hostKeywordText,
      keywordText,
      decodedPath,
      pathText,
      normalizedUrl,
      fragment,
    },
    findings,
  );
  brandBesidePathSign(findings, url); // round 22: `brand-among-words.ts`
  if (options.model !== false && local === null)
    modelFinding(url, host, isIpv4 || isIpv6 ? null : registrableDomain, findings);
  if (options.redirectTarget !== false) redirectTargetFinding(url, options, findings);
  return result(normalizedUrl, host, registrableDomain, findings.list);
}

/** Google Translate's proxy host, `<the site's name, dots as dashes, dashes doubled>.translate.goog`. */
const TRANSLATE_PROXY_RE = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.translate\.goog$/;

/**
 * Round 19: a page of a brand's own site shown through Google Translate's proxy
 * (`www-rakuten-co-jp.translate.goog/…`) read as that page, or null. Any other proxied site stays a
 * free host's page (`url-free-hosting`): read as the proxied address alone, 4 of the feeds' 155 fit
 * proxies would have been missed. The page is read as a link of its own, its redirect target
 * included (`www-google-com.translate.goog/url?q=<a kit>` is the brand's redirect to the kit); the
 * proxied host is never itself a proxy (`TRANSLATE_PROXY_RE` takes one label), so this recurses once.
 */
function officialProxied(url: URL, options: InspectOptions): UrlInspection | null {
  const label = TRANSLATE_PROXY_RE.exec(url.hostname)?.[1];
  if (label === undefined) return null;
  const site = label.replaceAll('--', '\u0000').replaceAll('-', '.').replaceAll('\u0000', '-');
  const query = new URLSearchParams(url.search);
  for (const name of [...query.keys()]) if (name.startsWith('_x_tr_')) query.delete(name);
  const rest = query.toString();
  let target: UrlInspection;
  try {
    target = inspectUrl(`https://${site}${url.pathname}${rest === '' ? '' : `?${rest}`}`, options);
  } catch {
    return null;
  }
  return target.findings.some((f) => f.code === 'url-official-domain') ? target : null;
}

/**
 * `url-redirect-target-deceptive`: the address in the parameter that `url-open-redirect` named,
 * inspected as a link of its own (with the same options, never following its own redirect), holds a
 * deceptive sign. A redirect of a search engine, a social network or a mail tracker is ordinary;
 * one that leads to a look-alike or a kit is how a trusted name carries a lure past a filter.
 */
function redirectTargetFinding(url: URL, options: InspectOptions, findings: Findings): void {
  const redirect = findings.list.find((f) => f.code === 'url-open-redirect');
  const param = redirect?.parameters?.param;
  let value = typeof param === 'string' ? (url.searchParams.get(param) ?? '').trim() : wrappedTarget(url);
  if (value === '') return;
  // Round 19: a host spelt in escapes of plain letters (`u=https://%6C%65…`) is read as written, so
  // that the target carries the disguise (`url-encoded-host`) the decoding would have removed.
  const raw = typeof param === 'string' ? rawParamValue(url.search, param) : null;
  if (raw !== null && ESCAPED_TARGET_HOST_RE.test(raw)) value = raw.trim();
  const address = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`;
  let target: UrlInspection;
  try {
    target = inspectUrl(address, { ...options, redirectTarget: false });
  } catch {
    return; // not an address we read (an input error of its own): nothing to say about it
  }
  const onPlatform = target.findings.some((f) => HOSTED_CODES.includes(f.code));
  // Round 19 (P2): the URL model's score is no deceptive sign of a target that has nothing else
  // but its ending (a small shop's `.shop` name behind a social network's outbound link): it is
  // judged as flagged, below. Beside anything more (a platform, random letters, a lure word, a
  // port) it still is.
  const modelOnly = target.findings.every((f) => MODEL_ONLY_TARGET.has(f.code));
  const sign = target.findings.find(
    (f) => DECEPTIVE_CODES.has(f.code) && !(modelOnly && f.code === 'url-model-phishing'),
  );
  if (sign === undefined || !hasDeceptiveSign(target.findings)) {
    // Round 18: a redirect is no safer than where it leads. A target that leaves likely-safe on its
    // own for its name (random letters under an often-abused ending) keeps that verdict behind a
    // well-known site's redirect (`translate.google.com/translate?u=QXWZRT.CC`); not one that owes
    // it to a platform or a short link (`HOSTED_CODES`). A parameter given more than once names a list of
    // addresses (a feed mixer's `f=`), not one place.
    const once = typeof param !== 'string' || url.searchParams.getAll(param).length === 1;
    if (once && !onPlatform && target.score.verdict !== 'likely-safe')
      findings.add('url-redirect-target-flagged', { target: target.analyzedHost });
    return;
  }
  findings.add('url-redirect-target-deceptive', {
    target: target.analyzedHost,
    sign: sign.code,
  });
}

/** A redirect target's findings that leave the URL model's score alone (round 19, P2). */
const MODEL_ONLY_TARGET: ReadonlySet<string> = new Set([
  'url-model-phishing',
  'url-model-suspicious',
  'url-suspicious-tld',
  'url-scheme-added',
]);

/** A scheme in clear, then a host holding an escape of an ASCII letter, digit, dot or hyphen (`%6C`). */
const ESCAPED_TARGET_HOST_RE = /^https?:\/\/[^/?#]*%(?:2[de]|3\d|[46][1-9a-f]|[57][0-9a])/i;

/** A query parameter's first value as written (not decoded), or null when it is not there. */
function rawParamValue(search: string, param: string): string | null {
  for (const pair of search.slice(1).split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === param) return pair.slice(eq + 1);
  }
  return null;
}

/** An address in clear after `?` (`?https://…`, `?http%3A%2F%2F…`) or wrapped as `a1` + Base64url. */
const RAW_QUERY_ADDRESS_RE = /^https?(?::|%3a)/i;
const WRAPPED_ADDRESS_RE = /^a1[A-Za-z0-9_-]{12,2000}$/;
const MAX_WRAPPED_PARAMS = 16;
/**
 * Redirect and proxy parameters whose value may be a bare host name (`translate.google.com/translate?u=x.workers.dev/`):
 * the unambiguous names of `REDIRECT_PARAM_NAMES` (not `q`, `site`, `domain`, `page`, `ref`…, which
 * hold a search or a site's own name as often as a destination).
 */
const BARE_HOST_PARAMS = new Set([
  'u',
  'url',
  'uri',
  'redirect',
  'redirect_url',
  'redirect_uri',
  'goto',
  'dest',
  'destination',
  'target',
]);
/** A bare host name with an optional path (`abc.example.workers.dev/x`, `NYYITC.CC`): labels, a dot, letters. */
const BARE_HOST_VALUE_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}[a-z]{2,24}\.?(?:[/:?#]|$)/i;
/** Google's own hosts (`www.google.com`, `google.ca`, `www.google.co.uk`, `google.com.br`). */
const GOOGLE_HOST_RE = /^(?:www\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
/** Google Translate's own hosts (`translate.google.com`, `translate.google.ca`, `translate.google.co.jp`). */
const TRANSLATE_HOST_RE = /^translate\.google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
/**
 * Google's AMP viewer, a redirect carried in the path (round 13): `/amp/s/<host>/<path>` opens
 * `https://<host>/<path>`, `/amp/<host>/<path>` the same over plain http.
 */
const AMP_VIEWER_RE = /^\/amp\/(s\/)?((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24}(?:\/.*)?)$/i;

/**
 * The address a redirect carries in a shape `url-open-redirect` does not read (round 10): an ad
 * server's click link whose whole query is the address (`ad.doubleclick.net/…?https://…`), a
 * search engine's click link whose parameter holds it in Base64url after `a1` (Bing's
 * `/ck/a?…&u=a1aHR0cHM6Ly9…`), or a bare host name in a redirect or proxy parameter
 * (`translate.google.com/translate?…&u=abc.example.workers.dev/`), or Google's AMP viewer's path
 * (`www.google.com/amp/s/<host>/<path>`, round 13). Only read for `url-redirect-target-deceptive`: such a link to an
 * ordinary address gets no finding at all, as before. Empty when there is none.
 */
function wrappedTarget(url: URL): string {
  if (GOOGLE_HOST_RE.test(url.hostname)) {
    const amp = AMP_VIEWER_RE.exec(url.pathname);
    if (amp !== null) return `${amp[1] === undefined ? 'http' : 'https'}://${amp[2] ?? ''}${url.search}`;
  }
  // Round 19: Google Translate's page proxies its `u=` whatever else the query holds; an address in
  // clear before it (`/translate?https://<a brand's site>…&u=<host>`) is a decoy. Read as written,
  // like any other target: a name in capitals (`u=a.QZVWKT.NET/…`) is `url-capital-domain`'s.
  const proxied = TRANSLATE_HOST_RE.test(url.hostname) ? (url.searchParams.get('u') ?? '').trim() : '';
  if (proxied !== '') return proxied;
  const query = url.search.slice(1);
  if (RAW_QUERY_ADDRESS_RE.test(query)) return safeDecode(query).trim();
  let seen = 0;
  for (const [name, value] of url.searchParams) {
    if (++seen > MAX_WRAPPED_PARAMS) break;
    if (BARE_HOST_PARAMS.has(name.toLowerCase()) && BARE_HOST_VALUE_RE.test(value.trim()))
      return value.trim();
    if (!WRAPPED_ADDRESS_RE.test(value)) continue;
    let text: string;
    try {
      text = atob(value.slice(2).replaceAll('-', '+').replaceAll('_', '/'));
    } catch {
      continue;
    }
    if (/^https?:\/\/[^/\s]/i.test(text)) return text.trim();
  }
  return '';
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
    score: scoreUrlFindings(findings, normalizedUrl),
  };
}
