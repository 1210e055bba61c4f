/** check-headers (HeadersResult of core, localized). */
import { HEADERS_RESULT_KEYS } from '@secapi/core';
import {
  HEADERS_CHECKS,
  HEADERS_ERROR_KEYS,
  HEADERS_GRADES,
  HEADERS_GRADE_NOTE_KEYS,
  HEADERS_NOTE_KEYS,
} from '@secapi/core/headers';

import {
  bool,
  closed,
  enumOf,
  httpErrorKeys,
  keyAndText,
  keysAndTexts,
  checkedAt,
  outcome,
  ref,
  networkErrorKeys,
  skipReasonKeys,
  type JsonSchema,
} from './common.js';

export const HEADERS_SCHEMAS = {
  HeadersTest: closed(
    {
      name: enumOf(HEADERS_CHECKS),
      ...keyAndText('result', HEADERS_RESULT_KEYS, false),
      pass: bool,
      scoreModifier: { type: 'integer' },
      data: { type: ['string', 'null'], maxLength: 256, description: 'Evidence; null when none.' },
    },
    'One graded check.',
  ),
  CheckHeadersResponse: closed(
    {
      url: { type: 'string', description: 'The URL analysed (normalised).' },
      finalUrl: { type: ['string', 'null'], description: 'URL of the final response, after redirects.' },
      status: { type: ['integer', 'null'], description: 'HTTP status of the final response.' },
      grade: enumOf(HEADERS_GRADES, true, 'A+ to F; null when not graded.'),
      score: { type: ['integer', 'null'], minimum: 0 },
      tests: { type: 'array', items: ref('HeadersTest') },
      ...keysAndTexts('gradeNote', HEADERS_GRADE_NOTE_KEYS, 'why the grade is what it is'),
      ...keysAndTexts('note', HEADERS_NOTE_KEYS, 'observations that do not change the score'),
      hops: { type: 'array', items: ref('RedirectHop'), description: 'Every request of the main fetch.' },
      ...keyAndText(
        'error',
        [...skipReasonKeys, ...networkErrorKeys, ...httpErrorKeys, ...HEADERS_ERROR_KEYS],
        true,
      ),
      outcome,
      checkedAt,
    },
    'Localized HTTP security headers result.',
  ),
} as const satisfies Record<string, JsonSchema>;
