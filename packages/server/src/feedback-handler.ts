/**
 * `POST /api/feedback`: validate (the catalogue's FeedbackEntry with its required fields and caps) →
 * normalise (`score` string → int32, absent optional fields → null, unknown properties dropped) →
 * store (committed before the answer) → 200 `{ "id": "<uuid>", "stored": true }`.
 *
 * The entry (its comment above all) is never logged: a failure reaches the app's error handler,
 * which logs the error's name and stack frames only.
 */
import type { RequestHandler } from 'express';
import { validateRequest, type Endpoint } from '@secapi/openapi';
import type { FeedbackRecord } from './feedback-store.js';
import { sendLocalizedError } from './localized-error.js';
import type { Service } from './service.js';
import { isStoreUnavailable } from './stores.js';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * The score as an int32, null when absent, or undefined when it is out of the int32 range (the
 * schema already checked its shape: an integer, or a string matching `^-?(0|[1-9]\d*)$`).
 * @example normaliseScore('-12') // -12
 */
export function normaliseScore(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < INT32_MIN || n > INT32_MAX) return undefined;
  return n;
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored record of a valid body; null when the score is out of the int32 range. */
export function toFeedbackRecord(body: Readonly<Record<string, unknown>>): FeedbackRecord | null {
  const score = normaliseScore(body.score);
  if (score === undefined) return null;
  return {
    analysisType: String(body.analysisType),
    subject: optionalString(body.subject),
    score,
    verdict: optionalString(body.verdict),
    feedback: String(body.feedback),
    comment: optionalString(body.comment),
    timestamp: String(body.timestamp),
  };
}

/** The handler of `POST /api/feedback` (after the limiter, the Content-Type check and the JSON parser). */
export function feedbackHandler(endpoint: Endpoint, service: Service): RequestHandler {
  return async (req, res) => {
    const body: unknown = req.body;
    const check = validateRequest(endpoint.id, body);
    if (!check.valid) {
      sendLocalizedError(req, res, 400, check.errorKey, check.params);
      return;
    }
    const record = toFeedbackRecord(body as Record<string, unknown>);
    if (record === null) {
      sendLocalizedError(req, res, 400, 'error.field-invalid', { field: 'score' });
      return;
    }
    let id: string;
    try {
      ({ id } = await service.submitFeedback(record));
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      // Nothing was committed: the client may send it again later.
      res.setHeader('Retry-After', '30');
      sendLocalizedError(req, res, 503, 'error.store-unavailable');
      return;
    }
    res.status(200).json({ id, stored: true });
  };
}
