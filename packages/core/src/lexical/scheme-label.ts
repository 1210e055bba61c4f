/**
 * `url-scheme-in-host`'s reading of one host label: an address written inside it
 * (`https-www-paypal-com`, `vwww`, `wwwpaypal`), and the one `www`-prefixed shape that is an
 * organisation's own naming rather than a disguise (round 17).
 */

/** `https-www-paypal-com`, `vwww`, `wwwpaypal`: an address written inside one host label. */
export function schemeInLabel(label: string): boolean {
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

/**
 * An organisation's own `www`-prefixed name for one of its subdomains (`wwwin-tools`, `wwwqa-shop`,
 * `wwwdev-api`): `www`, an intranet or environment name, a hyphen and letters, no `http`. Not any
 * one to three letters: kits write a brand's initials there (`wwwrbc-online.…`, `wwweon-card…`).
 * The caller counts it only for a subdomain label of a site no platform hosts: the registrable label
 * (`wwwinterbank….net`) and a hosting platform's customer name keep `url-scheme-in-host`.
 */
export function ownWwwName(label: string): boolean {
  return /^www(?:in|qa|dev|int|stg|uat|tst)-[a-z][a-z0-9-]*$/.test(label) && !label.includes('http');
}
