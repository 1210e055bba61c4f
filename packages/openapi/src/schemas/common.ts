/** What the hand-written schemas share (requests, errors, feedback); the result schemas are generated (`results/`). */

export type JsonSchema = Readonly<Record<string, unknown>>;

/** Maximum lengths of inputs (spec section 8). */
export const MAX_LENGTHS = Object.freeze({
  url: 2048,
  message: 20_000,
  emailBody: 20_000,
  rawHeaders: 20_000,
  host: 255,
});

/** Length caps of the FeedbackEntry fields (not shown in the spec; decided here). */
export const FEEDBACK_MAX_LENGTHS = Object.freeze({
  analysisType: 64,
  subject: 2048,
  /** `-2147483648` is 11 characters. */
  score: 11,
  verdict: 64,
  feedback: 64,
  comment: 2000,
  timestamp: 64,
});

export const strOrNull: JsonSchema = { type: ['string', 'null'] };

/** An object with every listed property required and nothing else allowed. */
export function closed(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description === undefined ? {} : { description }),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}
