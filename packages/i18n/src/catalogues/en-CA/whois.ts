import type { WhoisArea } from '../../areas.js';

export const whois: WhoisArea = {
  'whois.error.not-found':
    'The registry has no record of this domain name: it is not registered, or it has expired and been deleted.',
  'whois.error.unavailable':
    'The registration data could not be obtained: the registry and the backup service did not answer properly. Try again later.',
  'whois.error.unsupported-tld':
    'The registry of this domain extension does not publish registration data over RDAP, so it could not be checked.',
  'whois.error.public-suffix':
    'This name is a domain extension (public suffix) shared by many owners, not a domain anyone registers.',
  'whois.error.no-registration-date': 'The registry does not say when this domain name was registered.',
  'whois.note.subdomain':
    'You entered a subdomain: the registration data shown is that of the domain it belongs to.',
  'whois.note.newly-registered':
    'This domain name was registered less than 30 days ago. Scam sites often use brand-new domains.',
  'whois.note.expires-soon': 'This registration expires within 30 days.',
  'whois.note.expired': 'The expiry date of this registration has passed.',
  'whois.note.on-hold':
    'This domain is on hold (clientHold or serverHold): it does not work on the Internet. Registries and registrars do this for unpaid renewals, abuse or legal disputes.',
  'whois.note.pending-delete':
    'This domain is about to be deleted (redemption period or pending delete): it may soon be free for anyone to register.',
  'whois.note.registrant-redacted':
    'The owner’s contact details are hidden (redacted for privacy). This is common and not a warning sign by itself.',
  'whois.note.from-fallback':
    'The registry did not answer directly: this data was obtained through the public RDAP service rdap.org.',
  'whois.age.under-a-week': 'less than a week old',
  'whois.age.under-a-month': 'less than a month old',
  'whois.age.under-a-year': 'less than a year old',
  'whois.age.one-to-five-years': 'one to five years old',
  'whois.age.over-five-years': 'more than five years old',
};
