/**
 * A software security advisory (issue 22, round 6): a vendor's PSIRT bulletin, a distribution's
 * security announcement, a code host's alert about a vulnerable dependency. Such mail says
 * "security alert", "critical", "exploited", "upgrade immediately" because that is its subject; it
 * names CVEs, severities, affected and fixed versions. When it speaks that vocabulary (two distinct
 * terms or more), every link is on the sender's own ordinary site (or there is none) and nothing
 * else of weight stands beside, its account, threat and urgency words are shown without weight. A
 * fake "security update" that links elsewhere, asks for a password, or comes under a brand's name
 * from another domain keeps every weight.
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import { ODD_SITE, linksOnOwnSite, squash, weighsOnly, type OwnSiteLink } from './notice.js';
import type { EmailFindingCode } from './rules.js';

/** What advisories name: CVEs, severities, affected and fixed versions (folded, accent-free text). */
const ADVISORY_TERMS = compileList({
  en: [
    'cve-\\d{4}-\\d{4,7}',
    'vulnerabilit(?:y|ies)',
    '(?:critical|high|moderate|medium|low) severity',
    'severity: ?(?:critical|high|moderate|medium|low)',
    'security (?:advisory|advisories|bulletin|release|patch|fix)',
    'cvss(?: ?v?3(?:\\.1)?)?(?: score)?',
    '(?:upgrade|update) (?:[a-z0-9_.-]{1,30} )?to (?:version )?v?\\d+\\.\\d+',
    'fixed in (?:version )?v?\\d+\\.\\d+',
    'affected (?:versions?|products?|releases?)',
    'psirt',
    'dependabot',
  ],
  fr: [
    'vulnerabilites?',
    'avis de securite',
    'bulletin de securite',
    'correctifs? de securite',
    'versions? (?:touchees|affectees|vulnerables)',
  ],
});

/** The advisory's own words: shown, not weighed, when nothing else is wrong. */
const ADVISORY_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-account',
  'email-lure-threat',
  'email-lure-urgency',
  'email-combined-lures',
]);

/** Distinct advisory terms from which a message reads as an advisory. */
const MIN_TERMS = 2;

export function softwareAdvisory(
  norm: NormalizedMessage,
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  out: EmailFindings,
): void {
  if (fromSite === null || !weighsOnly(out, ADVISORY_CODES) || !linksOnOwnSite(links, fromSite)) return;
  const terms = new Set(
    findAll(ADVISORY_TERMS, norm.folded, 12).map((m) => norm.folded.slice(m.start, m.end)),
  );
  if (terms.size < MIN_TERMS) return;
  out.demote(ADVISORY_CODES);
}

/** Letters and digits, lower case. */
/** Shortest shared start of a display name and a domain's name read as the same name. */
const SHARED_START = 5;

/** The display name is the domain's name: one contains the other, or they start alike. */
function namesDomain(name: string, site: string): boolean {
  const n = squash(name);
  const label = squash(site.split('.')[0] ?? '');
  if (n.length < 3 || label.length < 3) return false;
  if (n.includes(label) || label.includes(n)) return true;
  let k = 0;
  while (k < n.length && k < label.length && n[k] === label[k]) k += 1;
  return k >= SHARED_START;
}

/** The account words of a service's own billing or sign-up notice. */
const ACCOUNT_NOTICE_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-account',
  'email-lure-credential',
  'email-lure-urgency',
]);

/**
 * A service's own account notice (a failed payment, a renewal, an address to confirm) sent from its
 * own authenticated domain: the receiver's DMARC pass with a DKIM signature of the From domain, every
 * link on that domain over https (ordinary to the URL checks), no lure but account, sign-in and
 * urgency words, nothing else of weight, and a display name that is the domain's name ("Cloudline"
 * for cloudline.dev; a role like "Billing Team" names nobody). Its account words are the notice's
 * subject.
 */
export function ownAccountNotice(
  authenticated: boolean,
  from: { readonly name: string | null; readonly site: string | null },

  links: readonly (OwnSiteLink & { readonly https: boolean })[],
  out: EmailFindings,
): void {
  const fromSite = from.site;
  if (!authenticated || fromSite === null || links.length === 0) return;
  if (!weighsOnly(out, ACCOUNT_NOTICE_CODES) || !namesDomain(from.name ?? '', fromSite)) return;
  if (
    links.some(
      (l) => l.site !== fromSite || !l.https || l.score >= 15 || l.codes.some((c) => ODD_SITE.has(c)),
    )
  )
    return;
  out.demote(ACCOUNT_NOTICE_CODES);
}
