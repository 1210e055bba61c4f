/** check-hash (HashResult of core, localized). */
import { HASH_KEYS } from '@secapi/core';
import { HASH_ALGORITHMS, HASH_SOURCES } from '@secapi/core/hash';

import {
  VIRUSTOTAL_STATS,
  bool,
  closed,
  count,
  enumOf,
  httpErrorKeys,
  keyAndText,
  keysAndTexts,
  checkedAt,
  outcome,
  prefixed,
  ref,
  networkErrorKeys,
  skipReasonKeys,
  str,
  strOrNull,
  strings,
  type JsonSchema,
} from './common.js';

export const HASH_SCHEMAS = {
  VirusTotalAnalysisStats: VIRUSTOTAL_STATS,
  VirusTotalReport: closed(
    {
      sha256: strOrNull,
      md5: strOrNull,
      sha1: strOrNull,
      link: strOrNull,
      lastAnalysisStats: ref('VirusTotalAnalysisStats'),
      enginesTotal: count,
      lastAnalysisDate: { type: ['string', 'null'], format: 'date-time' },
      meaningfulName: strOrNull,
      names: strings,
      typeDescription: strOrNull,
      size: { type: ['integer', 'null'], minimum: 0 },
      firstSubmissionDate: { type: ['string', 'null'], format: 'date-time' },
      lastSubmissionDate: { type: ['string', 'null'], format: 'date-time' },
      timesSubmitted: { type: ['integer', 'null'], minimum: 0 },
      reputation: { type: ['integer', 'null'] },
      popularThreatLabel: strOrNull,
      tags: strings,
    },
    'What VirusTotal knows of the file.',
  ),
  MalwareHashRegistryReport: closed(
    {
      queriedName: str,
      listed: bool,
      lastSeen: { type: ['string', 'null'], format: 'date-time' },
      detectionPercent: { type: ['number', 'null'], minimum: 0, maximum: 100 },
    },
    'What the Team Cymru Malware Hash Registry said (over DNS).',
  ),
  CheckHashResponse: closed(
    {
      hash: { type: 'string', description: 'The hash, trimmed, lower case.' },
      algorithm: enumOf(HASH_ALGORITHMS),
      source: enumOf(HASH_SOURCES, true, 'Which service answered.'),
      found: {
        type: ['boolean', 'null'],
        description:
          'VirusTotal: known to it; Team Cymru: listed (false is NOT a clean bill). Null when no answer.',
      },
      virusTotal: { oneOf: [{ type: 'null' }, ref('VirusTotalReport')] },
      malwareHashRegistry: { oneOf: [{ type: 'null' }, ref('MalwareHashRegistryReport')] },
      ...keysAndTexts('note', prefixed(HASH_KEYS, 'hash.note.'), 'observations'),
      ...keyAndText(
        'error',
        [
          ...skipReasonKeys,
          ...networkErrorKeys,
          ...httpErrorKeys,
          ...HASH_KEYS.filter((k) => k.startsWith('hash.error.virustotal-') || k === 'hash.error.mhr-failed'),
        ],
        true,
      ),
      parameters: {
        oneOf: [
          { type: 'null' },
          { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
        ],
        description: 'Interpolation values of the keys (`status`, `detectionPercent`); null when none.',
      },
      outcome,
      checkedAt,
    },
    'Localized file-hash reputation result.',
  ),
} as const satisfies Record<string, JsonSchema>;
