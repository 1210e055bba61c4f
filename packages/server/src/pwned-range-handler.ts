/**
 * `GET /api/pwned-range?prefix=XXXXX`: the same-origin proxy of the HIBP Pwned Passwords range API
 * for the password page (k-anonymity: only 5 hex characters of the SHA-1 ever reach the server).
 *
 * - 200 `text/plain; charset=utf-8`: `SUFFIX:COUNT` lines joined by CRLF (as upstream), no trailing
 *   line break, padding lines (count 0) removed;
 * - 400 `{ error }` (localized) for a missing or malformed prefix;
 * - 502 `{ error }` (localized) when upstream failed; the service does not memoise failures;
 * - 503 `{ error }` (localized `skip.offline-mode` / `error.network-unreachable`) when upstream was
 *   not asked: the server runs offline, or cannot reach the internet (resolver health check).
 *
 * The prefix is never logged: the request log records the route path without its query string.
 */
import type { RequestHandler } from 'express';
import { validateRequest, type Endpoint } from '@secapi/openapi';
import { sendLocalizedError } from './localized-error.js';
import type { PwnedRangeResult, Service } from './service.js';

const LINE = /^[0-9A-F]{35}:[1-9][0-9]*$/;

/**
 * The 200 body of a range: valid `SUFFIX:COUNT` lines only (count ≥ 1), joined by CRLF.
 * @example pwnedRangeBody({ lines: ['0018A45C4D1DEF81644B54AB7F969B88D65:1'], … }) // '0018A…D65:1'
 */
export function pwnedRangeBody(result: Pick<PwnedRangeResult, 'lines'>): string {
  return result.lines
    .map((l) => l.trim().toUpperCase())
    .filter((l) => LINE.test(l))
    .join('\r\n');
}

/** The handler of `GET /api/pwned-range` (after the limiter). */
export function pwnedRangeHandler(endpoint: Endpoint, service: Service): RequestHandler {
  return async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const input = Object.prototype.hasOwnProperty.call(query, 'prefix') ? { prefix: query.prefix } : {};
    const check = validateRequest(endpoint.id, input);
    if (!check.valid) {
      sendLocalizedError(req, res, 400, check.errorKey, check.params);
      return;
    }
    const result = await service.pwnedRange(String(input.prefix));
    if (result.errorKey === 'skip.offline-mode' || result.errorKey === 'error.network-unreachable') {
      // Upstream was not asked: say why (offline, or this service is cut off), not "it failed".
      sendLocalizedError(req, res, 503, result.errorKey);
      return;
    }
    if (result.outcome !== 'complete') {
      sendLocalizedError(req, res, 502, 'error.upstream-unavailable');
      return;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.send(pwnedRangeBody(result));
  };
}
