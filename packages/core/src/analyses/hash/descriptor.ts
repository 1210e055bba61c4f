/** The check-hash analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { HOUR_MS, defineAnalysis, lifetimes } from '../../define-analysis.js';
import { analyzeHash } from './analyze.js';
import type { HashResult } from './types.js';

/** Longest hash accepted by the server (a SHA-256 is 64 hex characters). */
export const MAX_HASH_INPUT_LENGTH = 64;

export const hashAnalysis = defineAnalysis({
  id: 'check-hash',
  method: 'analyzeHash',
  family: 'report',
  input: {
    name: 'hash',
    maxLength: MAX_HASH_INPUT_LENGTH,
    normalize: (raw) => raw.trim().toLowerCase(),
  },
  analyze: (input, ctx): Promise<HashResult> => analyzeHash(input, ctx),
  /** 1 h: reputation changes as engines re-scan a file. Lower-cased, so `ABC…` and `abc…` share one entry (and one upstream request). */
  cache: lifetimes(HOUR_MS),
  perMinute: 5,
});
