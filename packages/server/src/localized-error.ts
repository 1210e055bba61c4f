/**
 * Localized error bodies: `{ "error": "<text>" }` in the language the request selected (`lang` query
 * beats `Accept-Language`; en-CA by default), on every status and every endpoint.
 */
import type { Request, Response } from 'express';
import { errorBody, negotiateLanguage, type Lang, type MessageKey, type TranslateParams } from '@secapi/i18n';

/** The language a request selected (spec section 9). */
export function requestLang(req: Request): Lang {
  return langOf(req, req.query);
}

/**
 * The same, from a query already parsed (Express 5 parses `req.query` again on every read: the hot
 * path reads it once).
 */
export function langOf(req: Request, query: Readonly<Record<string, unknown>> | undefined): Lang {
  const lang: unknown = query?.lang;
  return negotiateLanguage(typeof lang === 'string' ? lang : null, req.get('accept-language') ?? null);
}

/**
 * Sends `{ "error": "…" }` with `status`, the text of `key` in the request's language.
 * @example sendLocalizedError(req, res, 404, 'error.not-found')
 */
export function sendLocalizedError(
  req: Request,
  res: Response,
  status: number,
  key: MessageKey,
  params?: TranslateParams,
): void {
  res.status(status).json(errorBody(requestLang(req), key, params));
}
