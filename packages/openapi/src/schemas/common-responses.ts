/** Responses that are not one analysis' result: feedback, the pwned range, errors. */

import { closed, type JsonSchema } from './common.js';

export const COMMON_RESPONSE_SCHEMAS = {
  FeedbackResponse: closed(
    {
      id: {
        type: 'string',
        format: 'uuid',
        description:
          'Random identifier of the stored entry (not a counter: it reveals nothing about volume).',
      },
      stored: {
        type: 'boolean',
        const: true,
        description: 'Always true: the entry was committed before the answer.',
      },
    },
    '200 body of POST /api/feedback.',
  ),
  PwnedRangeResponse: {
    type: 'string',
    description:
      '`text/plain` body of GET /api/pwned-range: `SUFFIX:COUNT` lines (35 upper-case hex characters, a colon, a count of at least 1) separated by CRLF, no trailing line break; empty when no leaked hash starts with the prefix.',
    pattern: '^(?:[0-9A-F]{35}:[1-9][0-9]*(?:\\r\\n[0-9A-F]{35}:[1-9][0-9]*)*)?$',
  },
  ErrorResponse: closed(
    { error: { type: 'string', description: 'Localized, human-readable message.' } },
    'Error body of 400, 404, 405, 500, 501 and 502.',
  ),
} as const satisfies Record<string, JsonSchema>;
