/** The check-ip analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes, trimInput } from '../../define-analysis.js';
import { MAX_IP_INPUT_LENGTH } from '../../net/address.js';
import { analyzeIp } from './analyze.js';
import type { IpAnalysisResult } from './types.js';

export const ipAnalysis = defineAnalysis({
  id: 'check-ip',
  method: 'analyzeIp',
  family: 'report',
  input: {
    name: 'ip',
    maxLength: MAX_IP_INPUT_LENGTH,
    normalize: trimInput,
  },
  analyze: (input, ctx): Promise<IpAnalysisResult> => analyzeIp(input, ctx),
  /** 1 h: reverse DNS, routing origin and blocklist listings change slowly. */
  cache: lifetimes(HOUR_MS),
  perMinute: 5,
});
