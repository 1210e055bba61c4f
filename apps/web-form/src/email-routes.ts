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
import { PATHS } from './paths.js';
import { homeHref, otherLang, tr, type PageContext, type RenderedPage } from './layout.js';
import { internalErrorPage } from './pages.js';
import { firstString } from './form-fields.js';
import type { FormService } from './form-service.js';

export interface EmailRouteDeps {
  readonly service: FormService;
  readonly ctxOf: (lang: Lang) => PageContext;
  readonly langOf: (req: Request, explicit?: string) => Lang;
  readonly bodyOf: (req: Request) => Record<string, unknown>;
  readonly on429: (render: (req: Request, res: Response, seconds: number) => void) => RequestHandler;
  readonly sendPage: (res: Response, page: RenderedPage) => void;
  readonly logFailure: (route: string, err: unknown) => void;
  /** The urlencoded parser of the email form (its own size limit). */
  readonly parseEmailForm: RequestHandler;
}

export function mountEmailRoutes(router: Router, d: EmailRouteDeps): void {
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
    };
    const form = emailForm(ctx, state, tr(lang)('ui.mail.heading'), 1);
    d.sendPage(res, rateLimitedPage(ctx, form, emailSwitchHref(lang)));
  });
  router.post(PATHS.checkEmail, d.parseEmailForm, email429, emailLimiter, async (req, res) => {
    const fields = d.bodyOf(req);
    const lang = d.langOf(req, firstString(fields.lang));
    const ctx = d.ctxOf(lang);
    // Browsers submit textarea line breaks as CRLF; email is CRLF on the wire anyway, kept as pasted.
    const emailBody = firstString(fields.emailBody) ?? '';
    const headersField = firstString(fields.rawHeaders) ?? '';
    const rawHeaders = headersField.trim() === '' ? null : headersField;
    const state = { value: emailBody, headers: headersField };
    try {
      const result = await d.service.analyzeEmail(emailBody, rawHeaders === null ? {} : { rawHeaders });
      d.sendPage(res, emailResultPage(ctx, localize(result, lang), state));
    } catch (err) {
      if (isInputError(err)) {
        const error = translate(lang, err.key, err.params);
        d.sendPage(res, emailFormPage(ctx, { ...state, error }));
        return;
      }
      d.logFailure(PATHS.checkEmail, err);
      d.sendPage(res, internalErrorPage(ctx, homeHref(otherLang(lang))));
    }
  });
}
