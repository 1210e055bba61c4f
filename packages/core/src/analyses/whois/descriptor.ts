/** The check-whois analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeWhois } from './analyze.js';
import type { WhoisAnalysisResult } from './types.js';

export const whoisAnalysis = defineAnalysis({
  id: 'check-whois',
  method: 'analyzeWhois',
  family: 'report',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<WhoisAnalysisResult> => analyzeWhois(input, ctx),
  /** 1 h: registration data changes rarely, and RDAP servers rate-limit. */
  cache: lifetimes(HOUR_MS),
  perMinute: 5,
});
