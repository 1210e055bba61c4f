/**
 * The lexical checks' scoring table: every code `inspectUrl` can raise from the text of an address
 * alone, with severity, score impact and source. The URL analysis' table (`URL_RULES`) is this one
 * plus its network codes; the message analysis reads these findings for the links it finds. The
 * calibration notes are in `analyses/url/rules.ts`.
 */
import type { FindingRule } from '../findings.js';

export const LEXICAL_RULES = {
  // Scheme and form of the address
  'url-dangerous-scheme': { severity: 'Critical', scoreImpact: 90, source: 'lexical' },
  'url-scheme-added': { severity: 'Info', scoreImpact: 0, source: 'lexical' },
  'url-plain-http': { severity: 'Low', scoreImpact: 3, source: 'lexical' },
  'url-nonstandard-port': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-userinfo-disguise': { severity: 'High', scoreImpact: 60, source: 'lexical' },
  'url-credentials': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  // Host written as a number or encoded
  'url-ip-host': { severity: 'High', scoreImpact: 35, source: 'lexical' },
  'url-ip-obfuscated': { severity: 'High', scoreImpact: 40, source: 'lexical' },
  'url-local-address': { severity: 'Info', scoreImpact: 0, source: 'lexical' },
  'url-encoded-host': { severity: 'High', scoreImpact: 40, source: 'lexical' },
  // Internationalised names and look-alikes
  'url-punycode': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-mixed-script': { severity: 'High', scoreImpact: 45, source: 'lexical' },
  'url-homograph': { severity: 'Critical', scoreImpact: 80, source: 'lexical' },
  'url-brand-lookalike': { severity: 'High', scoreImpact: 50, source: 'lexical' },
  'url-brand-typo': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-brand-misspelt': { severity: 'High', scoreImpact: 40, source: 'lexical' },
  // Brand names in the wrong place
  'url-brand-in-subdomain': { severity: 'High', scoreImpact: 50, source: 'lexical' },
  'url-brand-in-domain': { severity: 'High', scoreImpact: 45, source: 'lexical' },
  'url-brand-other-tld': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-brand-word-in-name': { severity: 'Info', scoreImpact: 0, source: 'lexical' },
  'url-brand-in-path': { severity: 'Low', scoreImpact: 5, source: 'lexical' },
  'url-official-domain': { severity: 'Info', scoreImpact: 0, source: 'lexical' },
  'url-brand-suffix-disguise': { severity: 'High', scoreImpact: 50, source: 'lexical' },
  'url-brand-split': { severity: 'High', scoreImpact: 45, source: 'lexical' },
  // Where the site is hosted
  'url-suspicious-tld': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-shortener': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-shortener-managed': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-free-hosting': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-hosted-file': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-shared-document': { severity: 'Low', scoreImpact: 5, source: 'lexical' },
  'url-tunnel': { severity: 'Medium', scoreImpact: 30, source: 'lexical' },
  'url-developer-hosting': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-shortener-shape': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-random-path': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  // Shape of the address
  'url-long': { severity: 'Low', scoreImpact: 5, source: 'lexical' },
  'url-many-subdomains': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-many-hyphens': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-many-digits': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-heavy-encoding': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-scheme-in-host': { severity: 'Medium', scoreImpact: 30, source: 'lexical' },
  'url-random-subdomain': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-random-domain': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-numbered-domain': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-odd-letters': { severity: 'Low', scoreImpact: 5, source: 'lexical' },
  // Content of path and query
  'url-lure-keyword': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-open-redirect': { severity: 'Low', scoreImpact: 10, source: 'lexical' },
  'url-redirect-target-deceptive': { severity: 'High', scoreImpact: 40, source: 'lexical' },
  'url-redirect-target-flagged': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-kit-path': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-styled-letters': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-profile-brand-handle': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-profile-machine-name': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-capital-domain': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-hosted-appeal-page': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-brand-page-copy': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'url-crypto-lure': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-lure-host': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-government-name': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'url-email-in-path': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  // The local URL model (model/model.ts): never removes a rule finding, only adds one of these
  'url-model-suspicious': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'url-model-phishing': { severity: 'High', scoreImpact: 40, source: 'lexical' },
} as const satisfies Record<`url-${string}`, FindingRule>;

export type LexicalCode = keyof typeof LEXICAL_RULES;
