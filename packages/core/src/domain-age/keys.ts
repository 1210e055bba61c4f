/**
 * The keys a domain-age report can carry. They are whois keys (the same texts as check-whois, in the
 * whois catalogue area); `analyses/whois/keys.ts` checks at compile time that each is in WHOIS_KEYS.
 */
export type DomainAgeErrorKey =
  | 'whois.error.not-found'
  | 'whois.error.unavailable'
  | 'whois.error.unsupported-tld'
  | 'whois.error.no-registration-date';

export type DomainAgeWordKey =
  | 'whois.age.under-a-week'
  | 'whois.age.under-a-month'
  | 'whois.age.under-a-year'
  | 'whois.age.one-to-five-years'
  | 'whois.age.over-five-years';
