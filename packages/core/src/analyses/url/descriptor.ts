/** The check-url analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_URL_INPUT_LENGTH } from '../../input/url.js';
import { analyzeUrl } from './analyze.js';
import type { UrlAnalysisResult } from './types.js';

export const urlAnalysis = defineAnalysis({
  id: 'check-url',
  method: 'analyzeUrl',
  family: 'verdict',
  input: {
    name: 'url',
    query: 'u',
    maxLength: MAX_URL_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<UrlAnalysisResult> => analyzeUrl(input, ctx),
  /** 6 h: the lexical reading of an address never changes; the known-phishing feeds are looked up again on every call, after the memo. */
  cache: lifetimes(6 * HOUR_MS),
  perMinute: 10,
});
