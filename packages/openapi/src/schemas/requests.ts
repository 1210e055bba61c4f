/** Request bodies (spec section 2): every property may be null or absent; the endpoint says which are required. */

import { FEEDBACK_MAX_LENGTHS, MAX_LENGTHS, type JsonSchema } from './common.js';

export const REQUEST_SCHEMAS = {
  CheckUrlApiRequest: {
    type: 'object',
    properties: {
      url: { type: ['string', 'null'], maxLength: MAX_LENGTHS.url, description: 'URL to analyse.' },
    },
  },
  CheckEmailApiRequest: {
    type: 'object',
    properties: {
      emailBody: {
        type: ['string', 'null'],
        maxLength: MAX_LENGTHS.emailBody,
        description: 'Required by the endpoint.',
      },
      rawHeaders: { type: ['string', 'null'], maxLength: MAX_LENGTHS.rawHeaders, description: 'Optional.' },
    },
  },
  CheckMessageApiRequest: {
    type: 'object',
    properties: {
      message: {
        type: ['string', 'null'],
        maxLength: MAX_LENGTHS.message,
        description: 'The text message; never stored, cached or logged.',
      },
    },
  },
  FeedbackEntry: {
    type: 'object',
    description:
      'Feedback on one analysis result. POST /api/feedback requires analysisType, feedback and timestamp; the other fields are optional. Unknown properties are ignored (never stored).',
    properties: {
      analysisType: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.analysisType,
        description: 'Which analysis the feedback is about, e.g. `url`, `message`, `dns`.',
      },
      subject: {
        type: ['string', 'null'],
        maxLength: FEEDBACK_MAX_LENGTHS.subject,
        description: 'What was analysed (a URL, a domain…), if the person chose to send it.',
      },
      score: {
        description:
          'The confidence score shown; a 32-bit integer, or a string of one (`"-12"`), stored as an integer. Out of the int32 range: 400.',
        oneOf: [
          { type: 'integer', format: 'int32' },
          { type: 'string', maxLength: FEEDBACK_MAX_LENGTHS.score, pattern: '^-?(0|[1-9]\\d*)$' },
        ],
      },
      verdict: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.verdict,
        description: 'The verdict shown, e.g. `verdict.suspicious`.',
      },
      feedback: {
        type: 'string',
        maxLength: FEEDBACK_MAX_LENGTHS.feedback,
        description: 'The opinion, e.g. `correct`, `false-positive`, `false-negative`.',
      },
      comment: {
        type: ['string', 'null'],
        maxLength: FEEDBACK_MAX_LENGTHS.comment,
        description: 'Free text from the person; stored, never logged.',
      },
      timestamp: {
        type: 'string',
        format: 'date-time',
        maxLength: FEEDBACK_MAX_LENGTHS.timestamp,
        description: 'When the feedback was given (RFC 3339 / ISO 8601 date-time with a time zone).',
      },
    },
  },
} as const satisfies Record<string, JsonSchema>;
