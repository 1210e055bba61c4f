/**
 * Profile and link-in-bio pages (issue 21, round 19): a platform where anyone gets a page under a
 * handle of their choosing (`linktr.ee/<handle>`, `gravatar.com/<handle>`, `beacons.ai/<handle>`).
 * The platform is never evidence by itself: musicians, clubs, shops and podcasts use it. Two kinds
 * of handle are (read in `pathChecks`, the brand being the one `url-brand-in-path` found):
 * - `url-profile-brand-handle`: the handle names a brand and an account service (support, billing,
 *   refund, recovery, sign-in…): `linktr.ee/paypal.support.center`, `beacons.ai/binance.recovery.team`.
 *   A brand's name alone, a fan's or a reviewer's handle (`applefanpodcast`) and a service word
 *   with no brand (`montrealtechsupport`) are left alone.
 * - `url-profile-machine-name`: a Gravatar profile whose handle is words then ten hexadecimal
 *   characters (`gravatar.com/quietlybrave3f9a1c0d7e`): a name nobody chose, the shape of profiles
 *   made in bulk as landing pages. A person's chosen handle (`matt`, `jsmith1984`) is left alone.
 */

/** Platforms whose first path segment is the page owner's handle (`@` allowed before it). */
const PROFILE_PLATFORMS: ReadonlySet<string> = new Set([
  'linktr.ee',
  'bio.link',
  'beacons.ai',
  'gravatar.com',
  'withkoji.com',
  'hoo.be',
  'lnk.bio',
  'taplink.cc',
  'about.me',
  'allmylinks.com',
  'solo.to',
  'campsite.bio',
  'tap.bio',
]);

/**
 * Words of an account service, English and French, read inside the handle once the brand's name is
 * taken out (`coinbasehelpdesk` → `helpdesk`). `help` is not read before `ful` or `ing`
 * (`helpfultips`, `helpinghands`), nor `account` before `ant` or `ing` (a bookkeeper's
 * `shopify.accounting.ca`); `update` and `alert` are not read at all: a fan's news feed or a deal
 * finder's page names them beside the brand (`netflixupdates`, `amazondealalerts`).
 */
const SERVICE_WORD_RE =
  /support|help(?!ful|ing)|billing|refund|recover|security|secure|login|signin|verif|validat|unlock|restore|claim|account(?!ant|ing)|upgrade|soutien|assistance|rembourse|facturation|connexion|compte|securite/;

/** Letters then exactly ten hexadecimal characters (a digit and a letter a–f among them: `isMachineProfileName`). */
const MACHINE_NAME_RE = /^[a-z]{3,}([0-9a-f]{10})$/;

/**
 * The handle of a profile page, lower-cased, or null when the address is not one: the platform's
 * own host (or `www.`, or a language's `xx.gravatar.com`) and a path of one segment.
 */
export function profileHandle(host: string, site: string, pathname: string): string | null {
  if (!PROFILE_PLATFORMS.has(site)) return null;
  if (
    host !== site &&
    host !== `www.${site}` &&
    !(site === 'gravatar.com' && /^[a-z]{2}\.gravatar\.com$/.test(host))
  )
    return null;
  const m = /^\/@?([^/]{2,64})\/?$/.exec(pathname);
  return m === null ? null : (m[1] ?? '').toLowerCase();
}

/** The account-service word a handle's letters hold once the brand's token is taken out, or null. */
export function serviceWordBesideBrand(handle: string, brandToken: string): string | null {
  const letters = handle.replace(/[^a-z]+/g, '');
  const at = letters.indexOf(brandToken);
  if (at < 0) return null;
  const rest = `${letters.slice(0, at)} ${letters.slice(at + brandToken.length)}`;
  return SERVICE_WORD_RE.exec(rest)?.[0] ?? null;
}

/** True for a handle of words then ten hexadecimal characters with a digit and a letter a–f. */
export function isMachineProfileName(handle: string): boolean {
  const tail = MACHINE_NAME_RE.exec(handle)?.[1];
  return tail !== undefined && /[0-9]/.test(tail) && /[a-f]/.test(tail);
}

/**
 * What `pathChecks` reports on a profile page: the code and its parameters, or null. `decodedPath`:
 * the path once decoded (`PathContext.decodedPath`); read only on a profile platform.
 */
export function profilePageFinding(
  host: string,
  site: string,
  decodedPath: string,
  brand: { readonly name: string; readonly token: string } | null,
): {
  code: 'url-profile-brand-handle' | 'url-profile-machine-name';
  parameters: Record<string, string>;
} | null {
  const handle = profileHandle(host, site, decodedPath);
  if (handle === null) return null;
  const word = brand === null ? null : serviceWordBesideBrand(handle, brand.token);
  if (brand !== null && word !== null)
    return {
      code: 'url-profile-brand-handle',
      parameters: { handle, brand: brand.name, word, platform: site },
    };
  if (site === 'gravatar.com' && isMachineProfileName(handle))
    return { code: 'url-profile-machine-name', parameters: { handle, platform: site } };
  return null;
}
