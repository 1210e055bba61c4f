/**
 * The URL analysis' one scoring table: every finding code it can emit, with severity, score impact
 * and evidence source. (Starter rows; the lexical analysis fills in the rest.)
 */
import type { FindingRule } from '../../findings.js';

export const URL_RULES = {
  'url-ip-host': { severity: 'High', scoreImpact: 35, source: 'lexical' },
  'url-dangerous-scheme': { severity: 'Critical', scoreImpact: 90, source: 'lexical' },
} as const satisfies Record<`url-${string}`, FindingRule>;

export type UrlFindingCode = keyof typeof URL_RULES;
export const URL_FINDING_CODES = Object.keys(URL_RULES) as UrlFindingCode[];
