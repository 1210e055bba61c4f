/** The check-email analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { defineAnalysis } from '../../define-analysis.js';
import { MAX_EMAIL_BODY_LENGTH, MAX_RAW_HEADERS_LENGTH, analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

export const emailAnalysis = defineAnalysis({
  id: 'check-email',
  method: 'analyzeEmail',
  family: 'verdict',
  input: {
    name: 'emailBody',
    maxLength: MAX_EMAIL_BODY_LENGTH,
    normalize: (raw) => raw,
    extra: { name: 'rawHeaders', maxLength: MAX_RAW_HEADERS_LENGTH },
  },
  analyze: (input, ctx, params): Promise<EmailAnalysisResult> =>
    analyzeEmail({ emailBody: input, rawHeaders: params?.rawHeaders ?? null }, ctx),
  /** Never memoised: the body and headers must never be stored, a cache included. Passed as pasted, never trimmed. */
  cache: null,
  perMinute: 5,
});
