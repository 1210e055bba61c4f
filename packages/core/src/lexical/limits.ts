/** Thresholds of the lexical checks (see docs/url.md). */
/** Thresholds of the shape checks (inclusive). */
export const URL_LIMITS = Object.freeze({
  /** `url-long`: normalised URL length. */
  longUrl: 200,
  /** `url-many-subdomains`: labels before the registrable domain, not counting a leading `www`. */
  subdomains: 3,
  /** `url-many-hyphens`: hyphens in the host (Unicode form, so `xn--` does not count). */
  hyphens: 3,
  /** `url-many-digits`: digits in the host, top-level domain excluded. */
  digits: 6,
  /** `url-heavy-encoding`: percent-escapes of letters and digits, which never need escaping. */
  encodedUnreserved: 3,
  /** Query parameters looked at for open redirects. */
  queryParams: 50,
  /** `url-random-subdomain`: shortest all-hex label (with letters and digits) read as a random id. */
  hexLabel: 6,
  /** `url-random-subdomain`: shortest letters-and-digits label read as random (with 3+ of each). */
  randomLabel: 16,
  /** `url-random-domain`: consonants in a row (common letter groups set aside) in the registrable label. */
  consonantRun: 5,
  /** `url-odd-letters`: unusual consonant pairs in the registrable label (and a share of its pairs). */
  oddPairs: 2,
  oddPairShare: 0.3,
  /** `url-shortener-shape`: longest registrable domain (characters) of an unlisted shortener. */
  shortDomain: 8,
  /** Lure, keyword and crypto words a finding names at most (`url-lure-keyword`, `url-lure-host`, `url-crypto-lure`). */
  wordsReported: 5,
});
