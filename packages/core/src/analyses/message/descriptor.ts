/** The check-message analysis, as the API, the server and the form see it (see define-analysis.ts). */
import { defineAnalysis } from '../../define-analysis.js';
import { MAX_MESSAGE_LENGTH, analyzeMessage } from './analyze.js';
import type { MessageAnalysisResult } from './types.js';

export const messageAnalysis = defineAnalysis({
  id: 'check-message',
  method: 'analyzeMessage',
  family: 'verdict',
  input: {
    name: 'message',
    maxLength: MAX_MESSAGE_LENGTH,
    normalize: (raw) => raw,
  },
  analyze: (input, ctx): Promise<MessageAnalysisResult> => analyzeMessage(input, ctx),
  /** Never memoised: the message must never be stored, a cache included (the analysis is local and takes microseconds). Passed as typed, never trimmed. */
  cache: null,
  perMinute: 10,
});
