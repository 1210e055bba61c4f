/**
 * `url-brand-page-copy` (issue 21, round 16): a brand's own page copied into the path of another
 * site, the way kits dropped on hacked ordinary sites dress themselves up.
 *
 * - A path only the brand's site serves: Steam Workshop's item page `/sharedfiles/filedetails`
 *   (and the kits' misspelt `/sharedfiles/filesdetails`) on a site that is not Steam's
 *   (`steam.workshop-items.example/sharedfiles/filedetails/?id=…`).
 * - A brand's token as a whole folder of the path, with a lure word (whole) or a sign-in or verify
 *   word (whole or glued) in a short page name below it (`/jabank/Phone/Verifyidentity`,
 *   `/office365/session_relogin_pass.html`): a bank's folder holding its sign-in page on someone
 *   else's site; an article's slug of three words or more under a brand's section is not one. Not on a code host or a developer platform, where an organisation's folder
 *   holds its projects (`github.com/paypal/…`).
 *
 * Chosen on the fit part of `pnpm eval:url` (BENCHMARKS.md, "Issue 21, round 16 (phish16)"): no
 * ordinary link of any file has either shape.
 */
import { LURE_KEYWORDS } from '../data/index.js';
import { brandOfDomain, brandOfToken } from './brand-match.js';
import { brandRootPage } from './brand-root-page.js';
import type { Findings } from './findings-set.js';

/** Steam Workshop's item page (and the misspelling kits use), read on the lower-cased path. */
const STEAM_WORKSHOP_PATH = /\/sharedfiles\/files?details(?:\/|$)/;
/** Code hosts, package registries and documentation sites: an organisation's folder is its projects. */
const CODE_HOSTS: ReadonlySet<string> = new Set([
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'codeberg.org',
  'sourceforge.net',
  'npmjs.com',
  'pypi.org',
  'docker.com',
]);
/** Lure words of one word, five letters or more, read as a whole word of a page name (`login.php`, `update-payment`). */
const WHOLE_LURES: ReadonlySet<string> = new Set(
  LURE_KEYWORDS.filter((k) => !k.includes('-') && k.length >= 5),
);
/**
 * The sign-in and verify words, also read glued to other letters (`Verifyidentity`,
 * `session_relogin_pass`). A product or payment word glued to others names an ordinary page
 * (`presets`, `unlocked`, `blocked`, `payments`, `refunds`, `updates`, `accounting`, `walletcases`).
 */
const GLUED_LURES: readonly string[] = [
  'login',
  'logon',
  'signin',
  'verify',
  'verification',
  'validate',
  'password',
  'passcode',
  'authenticate',
  'credential',
  'webscr',
  'connexion',
  'verifier',
  'identifiant',
  'motdepasse',
];
/** The shortest brand token read as a folder (as `url-brand-in-path`: `/ing/`, `/ups/` are too short). */
const MIN_FOLDER_TOKEN = 4;
/** Path segments read at most. */
const MAX_SEGMENTS = 12;

/**
 * The most words a page name holding the lure may have: a kit's page is one to three words
 * (`signin`, `Verifyidentity`, `update-payment`, `session_relogin_pass.html`), an article's or a
 * forum thread's slug is longer (`/news/microsoft/how-to-reset-your-password`,
 * `/r/PayPal/comments/…/account_limited_after_login_from_new_device/`); hyphens count as word
 * breaks from the third word on, underscores from the fourth.
 */
const MAX_PAGE_HYPHEN_WORDS = 2;
const MAX_PAGE_WORDS = 3;
/** How far below the brand's folder the page may sit (`/jabank/Phone/Verifyidentity`: two). */
const MAX_PAGE_DEPTH = 2;

/** Whether a path segment is a short page name holding a lure word, or a sign-in or verify word glued to other letters. */
function holdsLure(segment: string): boolean {
  if (segment.split('-').length > MAX_PAGE_HYPHEN_WORDS) return false;
  if (segment.split(/[-_]/).length > MAX_PAGE_WORDS) return false;
  return (
    segment.split(/[^a-z0-9]+/).some((word) => WHOLE_LURES.has(word)) ||
    GLUED_LURES.some((word) => segment.includes(word))
  );
}

/** The brand whose page the path copies, and what shows it; null when the path copies none. */
export function brandPageCopy(
  decodedPath: string,
  site: string,
  developerHost: boolean,
): { brand: string; officialDomain: string; shown: string } | null {
  const path = decodedPath.toLowerCase();
  if (STEAM_WORKSHOP_PATH.test(path)) {
    const steam = brandOfToken('steamcommunity');
    if (steam !== null && brandOfDomain(site) !== steam)
      return { brand: steam.name, officialDomain: steam.domains[0], shown: '/sharedfiles/filedetails' };
  }
  if (developerHost || CODE_HOSTS.has(site)) return null;
  const segments = path.split('/').slice(1, MAX_SEGMENTS + 1);
  for (let i = 0; i < segments.length - 1; i++) {
    const folder = segments[i] ?? '';
    const brand = folder.length >= MIN_FOLDER_TOKEN ? brandOfToken(folder) : null;
    if (brand === null || brandOfDomain(site) === brand) continue;
    const below = segments.slice(i + 1, i + 1 + MAX_PAGE_DEPTH);
    const lure = below.find(holdsLure);
    if (lure !== undefined)
      return { brand: brand.name, officialDomain: brand.domains[0], shown: `/${folder}/…/${lure}` };
  }
  return null;
}

/** Adds `url-brand-page-copy` when the path copies a brand's page (`brandPageCopy`). */
export function brandPageCopyFinding(
  decodedPath: string,
  site: string,
  developerHost: boolean,
  findings: Findings,
): void {
  // One segment: a brand's page name at the site's root (round 21, `brand-root-page.ts`).
  // Not on a hosting platform or a tunnel: a customer's page there is read elsewhere.
  const hosted = developerHost || findings.has('url-free-hosting') || findings.has('url-tunnel');
  const copy = decodedPath.replace(/\/$/, '').includes('/', 1)
    ? brandPageCopy(decodedPath, site, developerHost)
    : hosted || CODE_HOSTS.has(site)
      ? null
      : brandRootPage(decodedPath, site);
  if (copy !== null) findings.add('url-brand-page-copy', { ...copy, domain: site });
}
