/** The check-email-auth analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { MINUTE_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeEmailAuth } from './analyze.js';
import type { EmailAuthResult } from './types.js';

export const emailAuthAnalysis = defineAnalysis({
  id: 'check-email-auth',
  method: 'analyzeEmailAuth',
  family: 'graded',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<EmailAuthResult> => analyzeEmailAuth(input, ctx),
  /** 5 min: people fix SPF, DKIM or DMARC and check again at once. */
  cache: lifetimes(5 * MINUTE_MS),
  perMinute: 5,
});
