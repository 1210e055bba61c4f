/**
 * The links of an email: each destination through the lexical URL checks (`inspectUrl`, the URL
 * analysis' offline part), the text the reader sees against where the link goes, script links,
 * IP-address hosts, shorteners, free hosting and form builders, and links that go elsewhere than
 * the brand the message speaks for. Safe Links, Google and Proofpoint wrappers are unwrapped first.
 */
import { parse as parseDomain } from 'tldts';
import {
  EMAIL_PLATFORM_CONTENT_DOMAINS,
  EMAIL_TRACKING_DOMAINS,
  FORM_BUILDER_DOMAINS,
  FORM_SERVICE_DOMAINS,
  type Brand,
} from '../../data/index.js';
import { verdictKey } from '../../keys.js';
import { inspectUrl, type UrlInspection } from '../../lexical/inspect.js';
import { underDomains } from '../../lexical/domain-set.js';
import { localAddressKind } from '../../lexical/local-address.js';
import { officialBrand } from '../../lexical/brand-match.js';
import { isOfficialHost } from '../../lexical/phrases/brand-mentions.js';
import { cleanExcerpt } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import type { HtmlLink } from './html.js';
import { squash } from './notice.js';
import { registrable } from './sender.js';
import type { EmailLink } from './types.js';

/** Links inspected and listed per email (more are counted). */
export const MAX_LINKS_INSPECTED = 30;
const MAX_SHOWN = 200;

/** The host is, or is under, a mail service's domain (`u1.ct.sendgrid.net`). */
const underTracking = underDomains(EMAIL_TRACKING_DOMAINS);
const FORM_BUILDERS = new Set(FORM_BUILDER_DOMAINS);
const SCRIPT_SCHEME = /^\s*(?:javascript|vbscript|data):/i;
const WEB_SCHEME = /^\s*(?:https?:\/\/|www\.)/i;
/** `javascript:` running nothing, read with its spaces removed (`javascript:`, `javascript:void(0);`). */
const INERT_SCRIPT = /^javascript:(?:void\(?0?\)?)?;?$/i;
/** A link text that is itself an address ("https://…", "www.…", "example.com/…"): an autolink. */
const ADDRESS_TEXT = /^\s*(?:https?:\/\/|www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|\s*$))/i;
/** From this year on, companies' mail links over https: a message of only plain-http links is odd. */
const HTTPS_ERA = Date.UTC(2018, 0, 1);

export function isTracking(host: string): boolean {
  return underTracking(host);
}

/** Tracking-list domains that also serve pages or files (uploads, landing pages, newsletters). */
const SERVES_CONTENT = new Set(EMAIL_PLATFORM_CONTENT_DOMAINS);

/** A sending service's click-tracking redirect (not a page it hosts): the lone-lure rule's footer links. */
export function isClickTracking(host: string): boolean {
  return isTracking(host) && !SERVES_CONTENT.has(registrable(host));
}

/** The destination behind a link-protection or redirect wrapper, or the href itself. */
export function unwrapHref(href: string): string {
  try {
    const url = new URL(href);
    const host = url.hostname.toLowerCase();
    if (host.endsWith('.safelinks.protection.outlook.com')) return url.searchParams.get('url') ?? href;
    if ((host === 'www.google.com' || host === 'google.com') && url.pathname === '/url')
      return url.searchParams.get('q') ?? url.searchParams.get('url') ?? href;
    if (host === 'urldefense.com' && url.pathname.startsWith('/v3/__')) {
      const inner = href.slice(href.indexOf('/v3/__') + 6);
      const end = inner.indexOf('__;');
      return end === -1 ? href : inner.slice(0, end);
    }
  } catch {
    // Not an absolute URL: kept as written.
  }
  return href;
}

const DOMAIN_TEXT =
  /^(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,10}[a-z]{2,24})\.?(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** The registrable domain a link's text shows ("www.paypal.com", "https://cra-arc.gc.ca/…"), or null. */
export function domainShown(text: string): string | null {
  const t = text.trim().replace(/^<|>$/g, '');
  if (t.length > 300 || t.includes(' ')) return null;
  const m = DOMAIN_TEXT.exec(t);
  if (m === null) return null;
  const parsed = parseDomain((m[1] ?? '').toLowerCase(), { allowPrivateDomains: false });
  return parsed.isIcann === true && parsed.domain !== null ? parsed.domain : null;
}

/** One inspected link: what the result lists, with its lexical inspection (null for script links). */
export interface Inspected {
  readonly link: EmailLink;
  readonly site: string | null;
  readonly inspection: UrlInspection | null;
  readonly script: boolean;
}

function inspectOne(raw: HtmlLink): Inspected | null {
  const href = unwrapHref(raw.href.trim());
  const text = cleanExcerpt(raw.text, MAX_SHOWN);
  // `javascript:` with nothing to run (`javascript:`, `javascript:void(0)`, `javascript:;`): list
  // archives write hidden addresses this way; it runs nothing and goes nowhere.
  if (href.length <= 40 && INERT_SCRIPT.test(href.replace(/\s+/g, ''))) return null;
  if (SCRIPT_SCHEME.test(href)) {
    const scheme = href.trim().slice(0, href.trim().indexOf(':')).toLowerCase();
    return {
      link: {
        href: cleanExcerpt(href, MAX_SHOWN),
        text,
        host: null,
        confidenceScore: 100,
        verdictKey: verdictKey('dangerous'),
        findings: [],
        network: null,
      },
      site: scheme,
      inspection: null,
      script: true,
    };
  }
  if (!WEB_SCHEME.test(href)) return null; // mailto:, tel:, cid:, #anchors, relative links
  let inspection: UrlInspection;
  try {
    inspection = inspectUrl(href, { model: false });
  } catch {
    return null;
  }
  const host = inspection.analyzedHost;
  return {
    link: {
      href: cleanExcerpt(href, MAX_SHOWN),
      text,
      host,
      confidenceScore: inspection.score.confidenceScore,
      verdictKey: verdictKey(inspection.score.verdict),
      findings: inspection.findings,
      network: null,
    },
    site: inspection.registrableDomain ?? host,
    inspection,
    script: false,
  };
}

export interface LinkContext {
  /** The From domain's registrable domain, or null. */
  readonly fromSite: string | null;
  /** The From address's domain as written (a subdomain of `fromSite` or the same), or null. */
  readonly fromDomain: string | null;
  /** The service that handed the message over (`sendingService`: `SendGrid`, a bounce subdomain of the sender's own), or null. */
  readonly service: string | null;
  /** The brand the sender claims (display name) or that the body names, with whether lures were found. */
  readonly brand: Brand | null;
  /** The brand was named only in the body (not by the sender): it counts only beside a lure. */
  readonly brandFromBody: boolean;
  /** The brand whose own domain the From line shows, when nothing vouches for it; else null. */
  readonly unverifiedOfficial: Brand | null;
  /** A lure that asks the reader to act on an account, a payment or personal data was found. */
  readonly asks: boolean;
  readonly lureCount: number;
  /** Lures other than urgency (a brand named only in the body counts beside one of them). */
  readonly bodyBrandLures: number;
  /**
   * The text calls the reader to open a shared document (round 14): with a brand named only in the
   * body, that is the brand's own notice, so a link even on the sender's own site contradicts it.
   * Read on demand (round 15): only a brand named in the body with no other lure asks for it.
   */
  readonly shareCall: () => boolean;
  /** The sender's display name, for the names of its own sites ("Disney+" → disneyplus.com). */
  readonly fromName: string | null;
  /** The sender checks judged the From domain already (look-alike, suspicious, brand's own TLD). */
  readonly senderJudged: boolean;
  /** The message is HTML, and when it was sent (Date header, ms), or null when unknown. */
  readonly html: boolean;
  readonly sentAt: number | null;
}

/** Letters and digits of a domain's name without its suffix ("ikea-usa.com" → "ikeausa"). */
function nameOf(site: string): string {
  const dot = site.indexOf('.');
  return (dot === -1 ? site : site.slice(0, dot)).replace(/[^a-z0-9]/g, '');
}

/**
 * The link's site carries the sender's own name: the From domain's name or the display name
 * ("IKEA" <news.email.ikea.us> → ikea-usa.com, "Disney+" → disneyplus.com). Four letters at least.
 */
function sendersOwnName(site: string, ctx: LinkContext): boolean {
  const names = [ctx.fromSite === null ? '' : nameOf(ctx.fromSite)];
  if (ctx.fromName !== null) names.push(squash(ctx.fromName));
  const link = nameOf(site);
  return names.some((n) => {
    if (n.length < 4 || link.length < 4) return false;
    const [shorter, longer] = n.length <= link.length ? [n, link] : [link, n];
    return (
      longer.startsWith(shorter) ||
      longer.endsWith(shorter) ||
      (shorter.length >= 5 && longer.includes(shorter))
    );
  });
}

/**
 * A private, loopback or link-local address (`10.0.4.12`, `192.168.1.1`, `127.0.0.1`, `[fd00::1]`):
 * reachable only inside the reader's own network (a test box, a router, a build server), so no
 * scam can host a page there. The ranges are check-url's `url-local-address` ones (round 14), which
 * also count carrier-grade NAT (100.64/10) and all of fe80::/10.
 */
export function isPrivateAddress(host: string | null): boolean {
  if (host === null) return false;
  const h = host.toLowerCase();
  // `localAddressKind` reads hosts as URL parsing writes them: IPv6 in brackets.
  return localAddressKind(h.includes(':') && !h.startsWith('[') ? `[${h}]` : h) !== null;
}

/** Online form builders proper (the rest of `FORM_BUILDER_DOMAINS` builds pages, not forms). */
const FORM_SERVICES = new Set(FORM_SERVICE_DOMAINS);
/**
 * Forms of the large providers, read by path (`docs.google.com/forms/…`, `forms.office.com`): the
 * same service as a form builder's own domain (`forms.gle` is Google Forms' short link).
 */
const PROVIDER_FORM =
  /^\s*https?:\/\/(?:docs\.google\.com\/forms\/|forms\.office\.com\/|forms\.microsoft\.com\/|forms\.cloud\.microsoft\/)/i;

/**
 * What a link's free platform holds: an online form (a form builder's domain, a large provider's
 * forms), a page (free hosting, a tunnel, a page builder), or null for neither.
 */
export function hostingKind(i: Inspected): 'form' | 'page' | null {
  const host = i.link.host ?? '';
  if (i.site !== null && (FORM_SERVICES.has(i.site) || FORM_SERVICES.has(host))) return 'form';
  if (PROVIDER_FORM.test(i.link.href.slice(0, 80))) return 'form';
  if (hasCode(i, ['url-free-hosting', 'url-tunnel'])) return 'page';
  return i.site !== null && (FORM_BUILDERS.has(i.site) || FORM_BUILDERS.has(host)) ? 'page' : null;
}

/**
 * A service's own short domain (round 19, rule V): a host with only a shortener's shape whose
 * letters spell the sender's display name and begin the sender's registrable domain (`lu.ma` from
 * "Luma" at `luma-mail.com`). A listed shortener, or the name alone on another domain, is not one.
 */
function ownShortDomain(host: string | null, ctx: LinkContext): boolean {
  if (host === null || ctx.fromSite === null || ctx.fromName === null) return false;
  const letters = host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\./g, '');
  if (letters.length < 3 || !/^[a-z0-9]+$/.test(letters)) return false;
  const name = squash(ctx.fromName);
  const site = ctx.fromSite.split('.')[0] ?? '';
  return name === letters && (site === letters || site.startsWith(`${letters}-`));
}

function hasCode(i: Inspected, codes: readonly string[]): boolean {
  return i.inspection?.findings.some((f) => codes.includes(f.code)) ?? false;
}

/**
 * Inspects the links (the first `MAX_LINKS_INSPECTED` distinct destinations) and adds the link
 * findings. Returns the links listed in the result with their inspections, most suspicious first.
 */
export function linkSignals(raw: readonly HtmlLink[], ctx: LinkContext, out: EmailFindings): Inspected[] {
  const seen = new Set<string>();
  const inspected: Inspected[] = [];
  for (const l of raw) {
    if (inspected.length >= MAX_LINKS_INSPECTED) break;
    const key = `${l.href}\u0000${l.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const i = inspectOne(l);
    if (i !== null) inspected.push(i);
  }

  for (const i of inspected) {
    const p = { link: i.link.href, host: i.link.host ?? '' };
    if (i.script) {
      out.add('email-link-script', { link: i.link.href, scheme: i.site ?? '' });
      continue;
    }
    const shown = domainShown(i.link.text);
    if (shown !== null && i.site !== null && shown !== i.site && registrable(shown) !== i.site) {
      const host = i.link.host ?? '';
      // A newsletter's text shows the sender's site while the address goes through its tracker.
      const tracked =
        isTracking(host) ||
        (ctx.fromSite !== null &&
          shown === ctx.fromSite &&
          !out.has('email-auth-dmarc-fail') &&
          i.link.confidenceScore < 40 &&
          !hasCode(i, ['url-ip-host', 'url-ip-obfuscated']));
      out.add(tracked ? 'email-link-text-tracked' : 'email-link-text-mismatch', {
        shownDomain: shown,
        host,
        text: i.link.text,
      });
    }
    if (
      (hasCode(i, ['url-ip-host', 'url-ip-obfuscated']) && !isPrivateAddress(i.link.host)) ||
      addressInHostName(i.link.host)
    )
      out.add('email-link-ip-host', p);
    if (
      hasCode(i, ['url-shortener', 'url-shortener-managed']) ||
      (hasCode(i, ['url-shortener-shape']) && !ownShortDomain(i.link.host, ctx))
    )
      out.add('email-link-shortener', p);
    if (hostingKind(i) !== null) out.add('email-link-free-hosting', p);
    // A brand's vanity domain under another ending (asus.com → asus.click) is its own, unless the
    // sender's domain was itself found odd.
    if (
      hasCode(i, ['url-suspicious-tld']) &&
      !(
        !ctx.senderJudged &&
        ctx.fromSite !== null &&
        i.site !== null &&
        i.site !== ctx.fromSite &&
        nameOf(i.site) === nameOf(ctx.fromSite)
      )
    )
      out.add('email-link-suspicious-tld', p);
  }

  plainHttpSignal(inspected, ctx, out);

  // A link on the sender's own domain repeats what the sender checks already said of that domain
  // (a brand in its name, its ending): counted there once, not again as a suspicious link.
  const judged = ctx.senderJudged;
  const worst = [...inspected]
    .filter((i) => !(judged && i.site !== null && i.site === ctx.fromSite) && !isPrivateAddress(i.link.host))
    .sort((a, b) => b.link.confidenceScore - a.link.confidenceScore)[0];
  if (worst !== undefined && !worst.script) {
    const score = worst.link.confidenceScore;
    const p = { link: worst.link.href, host: worst.link.host ?? '', score };
    if (score >= 70) out.add('email-link-dangerous', p);
    else if (score >= 40) out.add('email-link-suspicious', p);
  }

  const brand = ctx.brand;
  // A brand only named in the body counts beside a lure other than urgency: "urgent fix" in a
  // thread reply that names a project's site is not a brand speaking. A call to open a shared
  // document under that brand's name is the brand speaking (round 14).
  if (brand !== null && (!ctx.brandFromBody || ctx.bodyBrandLures > 0 || ctx.shareCall())) {
    const foreign = inspected.find(
      (i) =>
        !i.script &&
        i.link.host !== null &&
        !isOfficialHost(i.link.host, brand) &&
        // A sending service's redirect hides where it leads: it vouches for a brand's mail only when
        // the sender checks found nothing odd in the From domain (review b, round 21: a phish from
        // a suspicious domain hid its link behind Mailjet's mjt.lu or GovDelivery's lnks.gd).
        !(isTracking(i.link.host) && !ctx.senderJudged) &&
        // A brand only named in the body may be a product the sender sells, or a partner
        // ("pay with Afterpay"), beside links to the sender's own sites.
        (!ctx.brandFromBody ||
          ctx.shareCall() ||
          (i.site !== ctx.fromSite && (i.site === null || !sendersOwnName(i.site, ctx)))),
    );
    const official = inspected.some((i) => i.link.host !== null && isOfficialHost(i.link.host, brand));
    if (foreign !== undefined && (ctx.lureCount > 0 || !official))
      out.add('email-link-brand-mismatch', {
        brand: brand.name,
        host: foreign.link.host ?? '',
        officialDomain: brand.domains[0],
      });
  }

  // A From line at the brand's own domain that nothing vouches for (no DMARC pass, no signature of
  // the brand), asking the reader to act, with links off the brand's sites: 2004-era spoofing of a
  // bank's address, and any paste whose From line was written by hand.
  const spoofed = ctx.unverifiedOfficial;
  if (spoofed !== null && ctx.asks && !out.has('email-link-brand-mismatch')) {
    const foreign = inspected.find(
      (i) =>
        !i.script &&
        i.link.host !== null &&
        !isOfficialHost(i.link.host, spoofed) &&
        !isTracking(i.link.host) &&
        officialBrand(i.site ?? '') === null,
    );
    if (foreign !== undefined)
      out.add('email-link-brand-mismatch', {
        brand: spoofed.name,
        host: foreign.link.host ?? '',
        officialDomain: spoofed.domains[0],
      });
  }

  return [...inspected].sort((a, b) => b.link.confidenceScore - a.link.confidenceScore);
}

/**
 * Every web link of an HTML message sent since 2018 is plain `http://`, at least one behind words
 * (not an address typed in a discussion), none on a known brand's site: mail of established
 * companies and their sending services links over https; bulk spam and scam kits often do not.
 */
function plainHttpSignal(inspected: readonly Inspected[], ctx: LinkContext, out: EmailFindings): void {
  if (!ctx.html || (ctx.sentAt !== null && ctx.sentAt < HTTPS_ERA)) return;
  const web = inspected.filter((i) => !i.script && i.link.host !== null);
  if (web.length === 0) return;
  if (!web.every((i) => /^\s*http:\/\//i.test(i.link.href))) return;
  if (!web.some((i) => i.link.text.trim() !== '' && !ADDRESS_TEXT.test(i.link.text))) return;
  if (web.some((i) => i.site !== null && officialBrand(i.site) !== null)) return;
  // An established sender's own mail subdomain ("news@eml.publisher.com", links through
  // l.eml.publisher.com): companies send from a dedicated subdomain of their domain and track
  // clicks there, sometimes over http; throwaway spam domains send from the bare domain.
  if (
    !ctx.senderJudged &&
    (ctx.brand === null || ctx.brandFromBody) &&
    ctx.fromSite !== null &&
    ctx.fromDomain !== null &&
    ctx.fromDomain !== ctx.fromSite &&
    !ctx.fromDomain.startsWith('www.') &&
    web.every((i) => i.site === ctx.fromSite)
  )
    return;
  // A small sender's newsletter through a named email service (its bounce address), linking its
  // own older site over http: the service vouches for the account, the links stay at home.
  if (
    ctx.service !== null &&
    !ctx.senderJudged &&
    (ctx.brand === null || ctx.brandFromBody) &&
    web.every(
      (i) =>
        i.link.host !== null &&
        (isTracking(i.link.host) ||
          (i.site !== null && (i.site === ctx.fromSite || sendersOwnName(i.site, ctx)))),
    )
  )
    return;
  // A small sender's own newsletter or bill: three or more distinct pages of the From domain,
  // their paths in words (`/new-arrivals`, `/events/author-night`), sent over its own older site.
  // Spam sent from a throwaway domain links one or two pages, or paths of random tokens.
  if (!ctx.senderJudged && (ctx.brand === null || ctx.brandFromBody) && ownSitePages(web, ctx.fromSite) >= 3)
    return;
  const first = web[0];
  out.add('email-link-plain-http', { count: web.length, host: first?.link.host ?? '' });
}

/** A run of 10+ letters and digits that mixes digits with letters, or upper with lower case. */
const TOKEN = /[A-Za-z0-9]{10,}/g;
export function hasToken(href: string): boolean {
  const path = href.replace(/#.*$/, '').replace(/^\s*[a-z]+:\/\/[^/?]*/i, '');
  return (path.match(TOKEN) ?? []).some(isToken);
}
function isToken(run: string): boolean {
  return (/\d/.test(run) && /[a-z]/i.test(run)) || (/[a-z]/.test(run) && /[A-Z]/.test(run));
}

/**
 * Distinct pages (href without fragment) of the sender's own registrable domain, when every web
 * link is on it and none has a random token in its path or query; 0 otherwise.
 */
function ownSitePages(web: readonly Inspected[], fromSite: string | null): number {
  if (fromSite === null) return 0;
  const pages = new Set<string>();
  for (const i of web) {
    if (i.site !== fromSite) return 0;
    const href = i.link.href.replace(/#.*$/, '').replace(/^\s*http:\/\/[^/?]*/i, '');
    for (const run of href.match(TOKEN) ?? []) if (isToken(run)) return 0;
    pages.add(href.replace(/\/$/, ''));
  }
  return pages.size;
}

/** A public IPv4 address written into a host name, dotted or dashed: a server's reverse name. */
const ADDRESS_NAME = /^(?:[a-z0-9]{0,8}-)?(\d{1,3})[.-](\d{1,3})[.-](\d{1,3})[.-](\d{1,3})\./i;

/**
 * A link to a server's reverse-DNS name (`93.182.153.160.host.secureserver.net`,
 * `ec2-54-12-3-4.compute-1.amazonaws.com`): a bare hosting box under its provider's name, which a
 * company's mail does not link to; read like an address link.
 */
export function addressInHostName(host: string | null): boolean {
  if (host === null) return false;
  const m = ADDRESS_NAME.exec(host);
  if (m === null) return false;
  const octets = m.slice(1, 5).map(Number);
  if (octets.some((o) => o > 255)) return false;
  return !isPrivateAddress(octets.join('.'));
}
