/** The check-typosquat analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeTyposquat } from './analyze.js';
import type { TyposquatResult } from './types.js';

export const typosquatAnalysis = defineAnalysis({
  id: 'check-typosquat',
  method: 'analyzeTyposquat',
  family: 'report',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<TyposquatResult> => analyzeTyposquat(input, ctx),
  /** 6 h: one run sends hundreds of DNS queries, and look-alike registrations do not come and go by the minute. */
  cache: lifetimes(6 * HOUR_MS),
  perMinute: 3,
});
