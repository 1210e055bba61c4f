/** The check-certs analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeCerts } from './analyze.js';
import type { CertsResult } from './types.js';

export const certsAnalysis = defineAnalysis({
  id: 'check-certs',
  method: 'analyzeCerts',
  family: 'report',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<CertsResult> => analyzeCerts(input, ctx),
  /** 1 h: CT logs grow slowly, and crt.sh is slow and rate-limits. */
  cache: lifetimes(HOUR_MS),
  perMinute: 5,
});
