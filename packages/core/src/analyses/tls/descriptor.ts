/** The check-tls analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { analyzeTls } from './analyze.js';
import { MAX_HOST_INPUT_LENGTH } from './input.js';
import type { TlsResult } from './types.js';

export const tlsAnalysis = defineAnalysis({
  id: 'check-tls',
  method: 'analyzeTls',
  family: 'graded',
  input: {
    name: 'host',
    maxLength: MAX_HOST_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<TlsResult> => analyzeTls(input, ctx),
  /** 6 h (spec §8): a configuration changes rarely; partial 5 min, failed 30 s. */
  cache: lifetimes(6 * HOUR_MS),
  perMinute: 5,
});
