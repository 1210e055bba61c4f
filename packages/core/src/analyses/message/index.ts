export { messageAnalysis } from './descriptor.js';
export { MAX_MESSAGE_LENGTH, analyzeMessage } from './analyze.js';
export { MESSAGE_FINDING_CODES, MESSAGE_RULES } from './rules.js';
export type { MessageFindingCode } from './rules.js';
export type { MessageAnalysisResult, MessageFinding, MessageLink } from './types.js';
