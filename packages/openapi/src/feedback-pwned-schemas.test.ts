import { describe, expect, it } from 'vitest';
import { getEndpoint } from './catalogue.js';
import { buildOpenApiDocument } from './document.js';
import { FEEDBACK_MAX_LENGTHS } from './schemas.js';
import { validateRequest, validateResponse } from './validators.js';

const ENTRY = {
  analysisType: 'url',
  subject: 'https://paypa1.com/login',
  score: 60,
  verdict: 'verdict.suspicious',
  feedback: 'correct',
  comment: null,
  timestamp: '2026-11-22T10:00:00Z',
};

describe('POST /api/feedback contract', () => {
  it('requires analysisType, feedback and timestamp, and nothing else', () => {
    expect(getEndpoint('postFeedback').input).toEqual({
      kind: 'body',
      schema: 'FeedbackEntry',
      required: ['analysisType', 'feedback', 'timestamp'],
    });
    expect(
      validateRequest('postFeedback', {
        analysisType: 'url',
        feedback: 'correct',
        timestamp: ENTRY.timestamp,
      }),
    ).toEqual({ valid: true });
  });

  it('accepts a full entry, a score as an integer or as a string, and ignores unknown properties', () => {
    expect(validateRequest('postFeedback', ENTRY)).toEqual({ valid: true });
    expect(validateRequest('postFeedback', { ...ENTRY, score: '-12' })).toEqual({ valid: true });
    expect(validateRequest('postFeedback', { ...ENTRY, extra: { anything: 1 } })).toEqual({ valid: true });
  });

  it.each(['analysisType', 'feedback', 'timestamp'])(
    'answers field-required when %s is missing or empty',
    (f) => {
      const { [f]: _drop, ...rest } = ENTRY as Record<string, unknown>;
      expect(validateRequest('postFeedback', rest)).toEqual({
        valid: false,
        errorKey: 'error.field-required',
        params: { field: f },
      });
      expect(validateRequest('postFeedback', { ...ENTRY, [f]: '' })).toMatchObject({
        errorKey: 'error.field-required',
      });
    },
  );

  it.each(Object.entries(FEEDBACK_MAX_LENGTHS).filter(([f]) => f !== 'score' && f !== 'timestamp'))(
    'caps %s at %i characters',
    (field, max) => {
      expect(validateRequest('postFeedback', { ...ENTRY, [field]: 'x'.repeat(max) })).toEqual({
        valid: true,
      });
      expect(validateRequest('postFeedback', { ...ENTRY, [field]: 'x'.repeat(max + 1) })).toEqual({
        valid: false,
        errorKey: 'error.field-too-long',
        params: { field, max },
      });
    },
  );

  it.each([['01'], ['1.5'], ['+3'], [' 3'], [''], [1.5], [2 ** 31], [true]])(
    'refuses the score %j',
    (score) => {
      expect(validateRequest('postFeedback', { ...ENTRY, score })).toMatchObject({
        valid: false,
        params: { field: 'score' },
      });
    },
  );

  it.each([['yesterday'], ['2026-11-22'], ['2026-11-22T10:00:00'], ['2026-13-01T00:00:00Z'], [1763800000]])(
    'refuses the timestamp %j',
    (timestamp) => {
      expect(validateRequest('postFeedback', { ...ENTRY, timestamp })).toEqual({
        valid: false,
        errorKey: 'error.field-invalid',
        params: { field: 'timestamp' },
      });
    },
  );

  it('describes its 200 body: a uuid and stored: true', () => {
    expect(
      validateResponse('FeedbackResponse', { id: '0b7f4c1e-3d2a-4f7e-9a61-2f1c7d9e8b10', stored: true }),
    ).toEqual({ valid: true, errors: [] });
    expect(validateResponse('FeedbackResponse', { id: 1, stored: true }).valid).toBe(false);
    expect(validateResponse('FeedbackResponse', { id: 'x', stored: false }).valid).toBe(false);
  });
});

describe('GET /api/pwned-range contract', () => {
  it.each([['ABCDE'], ['abcde'], ['01234']])('accepts the prefix %s', (prefix) => {
    expect(validateRequest('pwnedRange', { prefix })).toEqual({ valid: true });
  });

  it.each([
    [{}, 'error.field-required'],
    [{ prefix: '' }, 'error.field-required'],
    [{ prefix: 'ABCDEF' }, 'error.field-too-long'],
    // A malformed prefix answers the password form's own key (QueryParam.invalidKey).
    [{ prefix: 'ABCD' }, 'input.prefix-invalid'],
    [{ prefix: 'ABCDG' }, 'input.prefix-invalid'],
  ])('refuses %j with %s', (query, errorKey) => {
    expect(validateRequest('pwnedRange', query)).toMatchObject({ valid: false, errorKey });
  });

  it('answers text/plain SUFFIX:COUNT lines, and 502 when upstream fails', () => {
    const doc = buildOpenApiDocument();
    const op = (doc.paths['/api/pwned-range'] as Record<string, { responses: Record<string, unknown> }>).get!;
    expect(Object.keys((op.responses['200'] as { content: object }).content)).toEqual(['text/plain']);
    expect(op.responses['502']).toEqual({ $ref: '#/components/responses/BadGateway' });
    expect(op.responses['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
    const line = `${'0'.repeat(35)}:3`;
    expect(validateResponse('PwnedRangeResponse', `${line}\r\n${'A'.repeat(35)}:12`).valid).toBe(true);
    expect(validateResponse('PwnedRangeResponse', '').valid).toBe(true);
    expect(validateResponse('PwnedRangeResponse', `${line}\n${line}`).valid).toBe(false);
    expect(validateResponse('PwnedRangeResponse', `${'0'.repeat(35)}:0`).valid).toBe(false);
    expect(validateResponse('PwnedRangeResponse', `${line}\r\n`).valid).toBe(false);
  });
});
