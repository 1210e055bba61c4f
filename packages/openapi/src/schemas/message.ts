/** check-message (MessageAnalysisResult of core, localized). */

import {
  closed,
  findingSchema,
  keyAndText,
  checkedAt,
  outcome,
  ref,
  score,
  strOrNull,
  verdictFields,
  verdictKeys,
  type JsonSchema,
} from './common.js';

export const MESSAGE_SCHEMAS = {
  MessageFinding: findingSchema('message'),
  MessageLink: closed(
    {
      text: { type: 'string', maxLength: 200, description: 'The link as written (truncated).' },
      normalizedUrl: strOrNull,
      host: strOrNull,
      confidenceScore: score,
      ...keyAndText('verdict', verdictKeys, false),
    },
    'A link found in the message, with the lexical URL verdict.',
  ),
  CheckMessageResponse: closed(
    {
      ...verdictFields('message'),
      findings: { type: 'array', items: ref('MessageFinding') },
      links: { type: 'array', items: ref('MessageLink') },
      characterCount: {
        type: 'integer',
        minimum: 0,
        description: 'Length of the message (the message itself is never returned, stored or logged).',
      },
      languagesDetected: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['en', 'fr'] } },
      outcome,
      checkedAt,
    },
    'Localized message analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
