/**
 * A brand's page name at the root of an unrelated site (issue 21, round 21): `/jcblogin`, `/myjcb`,
 * `/smbc-card`, `/amazonpoint`. Card and bank kits dropped on hacked ordinary sites put the card's
 * sign-in page in one folder or file at the site's root, named for the brand and a sign-in, card or
 * account word, glued or hyphenated; `url-brand-in-path` alone (a hint) left them calm.
 *
 * The path is exactly one segment (a trailing slash or a `.php`/`.html`/`.htm`/`.asp(x)` ending
 * allowed) made of a brand token (three letters or more) with a prefix (`PREFIXES`) or a sign-in,
 * card or account word after it (`SUFFIXES`). A bare brand (`/paypal`, `/amazon`) is not read:
 * social and profile sites name brands' accounts so, and donation pages their payment service.
 * Not on the brand's own domains, hosting platforms or code hosts (the caller's). Reported as
 * `url-brand-page-copy` (a brand's page copied onto another site). Pre-registered (phish21's second
 * note) and chosen on the fit part of `pnpm eval:url`: JPCERT/CC fit misses have the shape, no
 * ordinary row of any file does.
 */
import { brandOfDomain, brandOfToken } from './brand-match.js';

/** Letters before the brand's name (`myjcb`, `jp-smbc`, `e-aeoncard`). */
const PREFIXES: readonly string[] = ['my', 'jp', 'e', 'www'];
/** Sign-in, card and account words after the brand's name (`jcblogin`, `smbc-card`, `amazonpoint`). */
const SUFFIXES: readonly string[] = [
  ...['login', 'signin', 'logon', 'secure', 'security', 'verify', 'auth', 'account', 'update'],
  ...['card', 'cards', 'point', 'points', 'member', 'members', 'online', 'jp', 'japan'],
];
/**
 * The suffixes read after a hyphen or an underscore (`rbc-login`): sign-in words only. An ordinary
 * site's page about a brand is named in plain words so (`/costco-card`, `/amazon-points`,
 * `/nintendo-japan`, `/google-account`, `/apple-update`: a retailer's, a news site's or a school's
 * help page; round 21 review); a kit glues the other words on (`/jcbcard`, `/amazonpoint`).
 */
const SIGN_IN_SUFFIXES: ReadonlySet<string> = new Set(['login', 'signin', 'logon', 'verify', 'auth']);
/** The file endings a kit's page may carry. */
const PAGE_ENDING = /\.(?:php|html?|aspx?)$/;
/** The shortest brand token read (`jcb`, `nhk`). */
const MIN_TOKEN = 3;
/** The longest segment read (a kit's page name is short). */
const MAX_SEGMENT = 40;

/** The brand a one-segment page name holds with an affix, and the segment; null otherwise. */
export function brandRootPage(
  decodedPath: string,
  site: string,
): { brand: string; officialDomain: string; shown: string } | null {
  const path = decodedPath.toLowerCase();
  const segment = path.slice(1).replace(/\/$/, '');
  if (segment === '' || segment.length > MAX_SEGMENT || segment.includes('/')) return null;
  const page = segment.replace(PAGE_ENDING, '');
  const flat = page.replace(/[-_]/g, '');
  if (!/^[a-z0-9]+$/.test(flat)) return null;
  for (const prefix of ['', ...PREFIXES]) {
    if (!flat.startsWith(prefix)) continue;
    for (const suffix of ['', ...SUFFIXES]) {
      if ((prefix === '' && suffix === '') || !flat.endsWith(suffix)) continue;
      const middle = flat.slice(prefix.length, flat.length - suffix.length);
      if (middle.length < MIN_TOKEN) continue;
      if (
        suffix !== '' &&
        !SIGN_IN_SUFFIXES.has(suffix) &&
        /[-_]/.test(page.slice(-suffix.length - 1, -suffix.length))
      )
        continue;
      const brand = brandOfToken(middle);
      if (brand === null || brandOfDomain(site) === brand) continue;
      return { brand: brand.name, officialDomain: brand.domains[0], shown: `/${segment}` };
    }
  }
  return null;
}
