/**
 * The email page of the form (check-email): GET shows the empty form (a bookmark never carries an
 * email); POST analyses what was pasted, with an HTML 429 page that gives it back. Nothing of the
 * email is kept, logged or put in a URL.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { isInputError } from '@secapi/core';
import { localize, translate, type Lang } from '@secapi/i18n';
import { rateLimitedPage, rateLimitedText } from './extra-pages.js';
import { emailForm, emailFormPage, emailResultPage, emailSwitchHref } from './email-page.js';
import type { Html } from './html.js';
import { PATHS } from './paths.js';
import { reportBlock, type ResultMeta } from './trust-parts.js';
import {
  EMAIL_BODY_MAX_LENGTH,
  homeHref,
  otherLang,
  tr,
  verdictOf,
  type PageContext,
  type RenderedPage,
} from './layout.js';
import { internalErrorPage } from './pages.js';
import { firstString } from './form-fields.js';
import type { FormService } from './form-service.js';

export interface EmailRouteDeps {
  readonly service: FormService;
  readonly ctxOf: (lang: Lang, extras?: Html, report?: Html | null) => PageContext;
  readonly langOf: (req: Request, explicit?: string) => Lang;
  readonly bodyOf: (req: Request) => Record<string, unknown>;
  readonly on429: (render: (req: Request, res: Response, seconds: number) => void) => RequestHandler;
  readonly sendPage: (res: Response, page: RenderedPage, csp?: string) => void;
  /** CSP of a page with same-origin scripts (the result's feedback is sent without leaving it). */
  readonly scriptCsp: string;
  readonly logFailure: (route: string, err: unknown) => void;
  /** The urlencoded parser of the email form (its own size limit). */
  readonly parseEmailForm: RequestHandler;
  /** What every result page carries under its result (when, "Was this right?"). */
  readonly extrasOf: (lang: Lang, meta: Omit<ResultMeta, 'nowMs' | 'receivedMs'>, receivedMs: number) => Html;
  readonly now: () => number;
}

/** Checks a pasted email and sends its page: the result, or the form again with the error. */
export type CheckEmail = (
  res: Response,
  lang: Lang,
  emailBody: string,
  headersField: string,
) => Promise<void>;

/** The core error of a pasted email, in words that say what to do when the text is too long. */
function emailErrorText(
  lang: Lang,
  key: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  if (key === 'input.email-body-too-long')
    return translate(lang, 'ui.mail.too-long', { max: EMAIL_BODY_MAX_LENGTH });
  return translate(lang, key, params);
}

export function mountEmailRoutes(router: Router, d: EmailRouteDeps): CheckEmail {
  // The email page: GET shows the empty form (a bookmark never carries an email); POST analyses.
  const emailLimiter = d.service.limiter('check-email');
  router.get(PATHS.checkEmail, (req, res) => {
    d.sendPage(res, emailFormPage(d.ctxOf(d.langOf(req))));
  });

  // The body is read first so that a 429 page can give the email back to the person who pasted it.
  const email429 = d.on429((req, res, seconds) => {
    const fields = d.bodyOf(req);
    const lang = d.langOf(req, firstString(fields.lang));
    const ctx = d.ctxOf(lang);
    const state = {
      value: firstString(fields.emailBody) ?? '',
      headers: firstString(fields.rawHeaders) ?? '',
      error: rateLimitedText(ctx, seconds),
      limited: true,
    };
    const form = emailForm(ctx, state, tr(lang)('ui.mail.heading'), 1);
    d.sendPage(res, rateLimitedPage(ctx, form, emailSwitchHref(lang)));
  });
  const checkEmail: CheckEmail = async (res, lang, emailBody, headersField) => {
    const ctx = d.ctxOf(lang);
    const rawHeaders = headersField.trim() === '' ? null : headersField;
    const state = { value: emailBody, headers: headersField };
    const receivedMs = d.now();
    try {
      const result = await d.service.analyzeEmail(emailBody, rawHeaders === null ? {} : { rawHeaders });
      const verdict = verdictOf(result.verdictKey);
      const extras = d.extrasOf(
        lang,
        {
          analysis: 'check-email',
          value: null,
          checkedAt: null,
          verdict,
          score: result.confidenceScore,
          permalink: null,
        },
        receivedMs,
      );
      const page = emailResultPage(
        d.ctxOf(lang, extras, reportBlock(ctx, 'email', verdict)),
        localize(result, lang),
        state,
      );
      d.sendPage(res, page, d.scriptCsp);
    } catch (err) {
      if (isInputError(err)) {
        d.sendPage(res, emailFormPage(ctx, { ...state, error: emailErrorText(lang, err.key, err.params) }));
        return;
      }
      d.logFailure(PATHS.checkEmail, err);
      d.sendPage(res, internalErrorPage(ctx, homeHref(otherLang(lang))));
    }
  };
  router.post(PATHS.checkEmail, d.parseEmailForm, email429, emailLimiter, async (req, res) => {
    const fields = d.bodyOf(req);
    // Browsers submit textarea line breaks as CRLF; email is CRLF on the wire anyway, kept as pasted.
    await checkEmail(
      res,
      d.langOf(req, firstString(fields.lang)),
      firstString(fields.emailBody) ?? '',
      firstString(fields.rawHeaders) ?? '',
    );
  });
  return checkEmail;
}
