/**
 * `url-capital-domain` (issue 21, round 19): a host whose registrable domain is written all in
 * capitals under a lower-case subdomain (`a.QZVWKT.NET`, `login.EXAMPLE-PAY.COM`). Names are read
 * without regard to case, so the link works; a filter or a list that matches the lower-case name
 * does not. Nobody types a name so: an address written all in capitals (print, older text-message
 * systems: `WWW.EXAMPLE.COM/OFFERS`), a name in CamelCase (`www.Cisco.com`, `FormNX.com`) and a
 * capital `www.` are left alone, and so is a brand's own site (the caller skips it).
 */

/**
 * Capital letters the registrable domain's name needs (its label before the ending): an
 * organisation's initials of two to four letters are written in capitals by the people who type
 * them (`news.CBC.CA`, `careers.IBM.COM`, `shop.LCBO.COM`); kits' made names are longer.
 */
const MIN_NAME_CAPITALS = 5;

/**
 * Country endings sold worldwide as generic ones: not a country's own institutions. Upper case;
 * `calm-categories.ts` reads the same list (`isGenericCountryEnding`).
 */
const GENERIC_COUNTRY_ENDINGS = /^(?:CO|ME|IO|IN|US|TV|CC|WS|AI|TO|LY|GG|SH|FM|AM|LA|NU|TK|ML|GA|CF|GQ)$/;

/** True when a host's last label is a country ending sold as a generic one (`.co`, `.me`, `.io`…). */
export function isGenericCountryEnding(host: string): boolean {
  return GENERIC_COUNTRY_ENDINGS.test(host.slice(host.lastIndexOf('.') + 1).toUpperCase());
}

/**
 * A name that reads as a word (letters only, vowels in a third of its letters or more, no run of
 * four consonants) directly under a country's own two-letter ending (round 20): an institution's
 * name written in capitals (`portal.UOTTAWA.CA`), not a made name (`ab3.HQWPRZ.CN`).
 */
function wordUnderCountry(name: string, ending: string): boolean {
  if (!/^[A-Z]{2}$/.test(ending) || GENERIC_COUNTRY_ENDINGS.test(ending) || !/^[A-Z]+$/.test(name))
    return false;
  const vowels = (name.match(/[AEIOUY]/g) ?? []).length;
  return vowels * 3 >= name.length && !/[^AEIOUY]{4}/.test(name);
}

/**
 * The registrable domain as written when it is all capitals (digits, hyphens and dots allowed)
 * and a subdomain label other than `www` is written in lower case; otherwise null. `siteLabels`:
 * the number of labels of the registrable domain (`example.co.uk`: 3).
 */
export function capitalDomainOf(rawHost: string, siteLabels: number): string | null {
  if (!/[A-Z]/.test(rawHost) || !/[a-z]/.test(rawHost)) return null;
  const labels = rawHost.replace(/\.+$/, '').split('.');
  if (siteLabels < 2 || labels.length <= siteLabels) return null;
  const site = labels.slice(-siteLabels).join('.');
  const name = labels[labels.length - siteLabels] ?? '';
  if (/[a-z]/.test(site) || (name.match(/[A-Z]/g) ?? []).length < MIN_NAME_CAPITALS) return null;
  if (siteLabels === 2 && wordUnderCountry(name, labels[labels.length - 1] ?? '')) return null;
  const lowerSub = labels
    .slice(0, -siteLabels)
    .some((label) => label.toLowerCase() !== 'www' && /[a-z]/.test(label) && !/[A-Z]/.test(label));
  return lowerSub ? site : null;
}
