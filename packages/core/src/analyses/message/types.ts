import type { Outcome } from '../../outcome.js';
import type { Finding } from '../../findings.js';
import type { ActionKey, SummaryKey, VerdictKey } from '../../keys.js';
import type { MessageFindingCode } from './rules.js';

export type MessageFinding = Finding<MessageFindingCode>;

/** A link found in the message, with the verdict of the lexical URL checks on it. */
export interface MessageLink {
  /** The link as written (truncated to 200 characters). */
  readonly text: string;
  /** Normalised URL, or null when it could not be parsed as a web URL. */
  readonly normalizedUrl: string | null;
  readonly host: string | null;
  /**
   * Confidence (0–100) that the link is a threat.
   * @minimum 0
   * @maximum 100
   */
  readonly confidenceScore: number;
  readonly verdictKey: VerdictKey;
}

export interface MessageAnalysisResult {
  /**
   * Confidence (0–100) that the message is a threat.
   * @minimum 0
   * @maximum 100
   */
  readonly confidenceScore: number;
  readonly verdictKey: VerdictKey;
  readonly summaryKey: SummaryKey<'message'>;
  readonly recommendedActionKey: ActionKey<'message'>;
  /** Always `complete`: every check is local and always runs. */
  readonly outcome: Outcome;
  /** Always false: the analysis is local and complete. Kept for a uniform result shape. */
  readonly isInconclusive: boolean;
  readonly findings: readonly MessageFinding[];
  readonly links: readonly MessageLink[];
  /** Length of the message in characters (the message itself is never returned, stored or logged). */
  readonly characterCount: number;
  /** Detected language(s) of the scam phrases matched: 'en', 'fr', both or none. */
  readonly languagesDetected: readonly ('en' | 'fr')[];
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
