/** The check-dns analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { MINUTE_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { analyzeDns } from './analyze.js';
import type { DnsAnalysisResult } from './types.js';

export const dnsAnalysis = defineAnalysis({
  id: 'check-dns',
  method: 'analyzeDns',
  family: 'report',
  input: {
    name: 'domain',
    maxLength: MAX_DOMAIN_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<DnsAnalysisResult> => analyzeDns(input, ctx),
  /** 5 min: people fix their DNS and check again at once; the DNS client also caches each answer for its TTL. */
  cache: lifetimes(5 * MINUTE_MS),
  perMinute: 5,
});
