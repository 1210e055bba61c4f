/**
 * The URL analysis' one scoring table: every finding code it can emit, with severity, score impact
 * and evidence source. Calibrated against the bands of `scoring.ts` (70+ dangerous, 40–69
 * suspicious, 15–39 caution, 0–14 likely safe):
 *
 * - `Critical` (≥ 70, so dangerous on its own): script URLs, Unicode look-alikes of a brand, a URL
 *   on Google's Web Risk lists, a URL on a public known-phishing feed.
 * - `High` (35–50): one of them makes a link caution or suspicious, two make it dangerous.
 * - `Medium` (15–35): worth a second look on its own.
 * - `Low` (5–10): weak hints that only matter in combination.
 * - `Info` (0): facts that neither raise nor lower the score. An official brand domain weighs 0,
 *   not less: a name match cannot vouch for what is at the address (brands host redirects and
 *   user content), and a negative weight would hide real signals such as an open redirect.
 *
 * `lexical/inspect.ts` decides when each lexical code applies (its table is `LEXICAL_RULES`), `redirects.ts`, `domain-age.ts`
 * and `web-risk.ts` the network ones; `docs/url.md` lists them for users. The lexical checks are
 * re-run on the final URL of a redirect chain: those findings reuse the lexical codes with
 * `parameters.stage = 'final'`, and only for codes the input did not already raise.
 */
import type { FindingRule } from '../../findings.js';
import { LEXICAL_RULES } from '../../lexical/rules.js';

export const URL_RULES = {
  // The lexical checks (lexical/rules.ts): scheme, host, look-alikes, brands, hosting, shape, path, model
  ...LEXICAL_RULES,
  // Where the link actually leads (redirects.ts)
  'url-redirect-to-private': { severity: 'High', scoreImpact: 50, source: 'redirects' },
  'url-redirect-downgrade': { severity: 'Medium', scoreImpact: 25, source: 'redirects' },
  'url-redirect-shortener-risky': { severity: 'Medium', scoreImpact: 15, source: 'redirects' },
  'url-redirect-cross-domain': { severity: 'Low', scoreImpact: 10, source: 'redirects' },
  'url-redirect-chain-long': { severity: 'Low', scoreImpact: 10, source: 'redirects' },
  // Age of the domain (RDAP, domain-age.ts)
  'url-domain-new': { severity: 'High', scoreImpact: 35, source: 'domain-age' },
  'url-domain-young': { severity: 'Low', scoreImpact: 10, source: 'domain-age' },
  // Google Web Risk lists (web-risk.ts)
  'url-web-risk-listed': { severity: 'Critical', scoreImpact: 100, source: 'web-risk' },
  // Public known-phishing feeds held in memory (known-phishing.ts)
  'url-known-phishing': { severity: 'Critical', scoreImpact: 90, source: 'phishing-lists' },
} as const satisfies Record<`url-${string}`, FindingRule>;

export type UrlFindingCode = keyof typeof URL_RULES;
export const URL_FINDING_CODES = Object.keys(URL_RULES) as UrlFindingCode[];

/** Codes raised by the lexical inspection (`lexical/inspect.ts`); the others need the network. */
export const URL_LEXICAL_CODES = URL_FINDING_CODES.filter((c) => URL_RULES[c].source === 'lexical');
