/**
 * The message analysis' one scoring table. (Starter rows; the message analysis fills in the rest.)
 */
import type { FindingRule } from '../../findings.js';

export const MESSAGE_RULES = {
  'message-urgency': { severity: 'Medium', scoreImpact: 15, source: 'message-heuristics' },
} as const satisfies Record<`message-${string}`, FindingRule>;

export type MessageFindingCode = keyof typeof MESSAGE_RULES;
export const MESSAGE_FINDING_CODES = Object.keys(MESSAGE_RULES) as MessageFindingCode[];
