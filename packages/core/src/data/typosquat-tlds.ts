/**
 * Public suffixes for the typosquat `tld-swap` fuzzer: the same label registered under another
 * ending (`example.com` → `example.ca`, `example.co`).
 *
 * Source: compiled by hand for secapi: the largest generic TLDs, the country codes most used in
 * Canada and by its neighbours, and the new TLDs that public abuse statistics (Spamhaus, Interisle
 * "Phishing Landscape") rank highest for phishing. All are ICANN suffixes of the Public Suffix List.
 *
 * To update: add a suffix (lower case, ASCII, no leading dot). `COMMON_SWAP_TLDS` are the swaps a
 * person most plausibly mistypes or misremembers; they are checked first.
 */
export const COMMON_SWAP_TLDS: readonly string[] = ['com', 'ca', 'net', 'org', 'co'];

export const TYPOSQUAT_SWAP_TLDS: readonly string[] = [
  ...COMMON_SWAP_TLDS,
  'info',
  'biz',
  'io',
  'app',
  'us',
  'uk',
  'co.uk',
  'me',
  'cc',
  'tv',
  'eu',
  'de',
  'fr',
  'quebec',
  'online',
  'site',
  'website',
  'xyz',
  'top',
  'shop',
  'store',
  'live',
  'club',
  'vip',
  'icu',
  'cyou',
  'buzz',
  'sbs',
  'cfd',
  'bond',
  'click',
  'link',
  'support',
  'help',
  'services',
  'security',
  'ltd',
  'pro',
  'email',
];
