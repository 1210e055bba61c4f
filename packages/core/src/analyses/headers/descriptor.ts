/** The check-headers analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { MINUTE_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_URL_INPUT_LENGTH } from '../../input/url.js';
import { analyzeHeaders } from './analyze.js';
import type { HeadersResult } from './types.js';

export const headersAnalysis = defineAnalysis({
  id: 'check-headers',
  method: 'analyzeHeaders',
  family: 'graded',
  input: {
    name: 'url',
    maxLength: MAX_URL_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<HeadersResult> => analyzeHeaders(input, ctx),
  /** 10 min: people fix their headers and check again. */
  cache: lifetimes(10 * MINUTE_MS),
  perMinute: 5,
});
