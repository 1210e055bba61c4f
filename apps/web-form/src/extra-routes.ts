/**
 * The form's routes besides the check pages: the one box (`POST /check`), "Was this
 * right?" (`POST /feedback`, stored through the API's feedback store), the grade badges
 * (`/badge/*.svg`), and the HTML 405 and 404 pages of every path that is not the API's.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { ANALYSES, isInputError, type AnalysisId } from '@secapi/core';
import { translate, type Lang } from '@secapi/i18n';
import { validateRequest } from '@secapi/openapi';
import { toFeedbackRecord } from '@secapi/server';
import { BADGES, gradeBadgeSvg } from './badge.js';
import { CHECKS, checkHref } from './check-pages.js';
import { detectInput, splitEmail, type DetectedKind } from './detect.js';
import type { CheckEmail } from './email-routes.js';
import {
  feedbackThanksPage,
  methodNotAllowedPage,
  notFoundPage,
  oneBoxForm,
  rateLimitedPage,
  rateLimitedText,
  simplePage,
} from './extra-pages.js';
import { markup, type Html } from './html.js';
import { PATHS } from './paths.js';
import { homePage } from './home-page.js';
import {
  EMAIL_BODY_MAX_LENGTH,
  RAW_HEADERS_MAX_LENGTH,
  homeHref,
  otherLang,
  tr,
  urlCheckHref,
  type PageContext,
  type RenderedPage,
} from './layout.js';
import type { FormService } from './form-service.js';

/** The API's paths: their errors stay JSON / plain text, as the spec says. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === PATHS.openapi;
}

export interface ExtraRouteDeps {
  readonly service: FormService;
  readonly parseForm: RequestHandler;
  readonly ctxOf: (lang: Lang) => PageContext;
  readonly langOf: (req: Request, explicit?: string) => Lang;
  readonly bodyOf: (req: Request) => Record<string, unknown>;
  readonly messageOf: (fields: Record<string, unknown>, name: string) => string;
  readonly on429: (render: (req: Request, res: Response, seconds: number) => void) => RequestHandler;
  readonly sendPage: (res: Response, page: RenderedPage) => void;
  readonly checkMessage: (res: Response, lang: Lang, message: string) => Promise<void>;
  readonly checkEmail: CheckEmail;
  readonly logFailure: (route: string, err: unknown) => void;
  readonly now: () => number;
}

/** Where the one box sends each kind of input (a GET page, so the result has its permalink). */
function pageFor(kind: Exclude<DetectedKind, 'message' | 'email'>, value: string, lang: Lang): string {
  if (kind === 'url') return urlCheckHref(value, lang);
  return checkHref(CHECKS[kind], value, lang);
}

/** The methods each of the form's paths answers (anything else there is a 405). */
function formPathMethods(): Map<string, string> {
  const allow = new Map<string, string>();
  for (const path of Object.values(PATHS)) if (!isApiPath(path)) allow.set(path, 'GET, HEAD');
  for (const c of Object.values(CHECKS)) allow.set(c.path, 'GET, HEAD');
  allow.set(PATHS.checkMessage, 'GET, HEAD, POST');
  allow.set(PATHS.checkEmail, 'GET, HEAD, POST');
  allow.set(PATHS.checkAny, 'POST');
  allow.set(PATHS.feedback, 'POST');
  return allow;
}

/** The analyses whose result can be the subject of feedback. */
const FEEDBACK_TYPES = new Set<string>(Object.keys(ANALYSES));

/** A "back to the result" address from the form: only one of the form's own check pages. */
function safeBack(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null;
  return /^\/check\/[a-z-]+\?[^\s<>"\\]*$/.test(value) ? value : null;
}

export function mountExtraRoutes(router: Router, d: ExtraRouteDeps): void {
  const { service } = d;

  // The one box: detect, then a GET page (303) for everything but a text message, which is checked
  // right here (it never goes in an address). The wait of a 429 keeps what was typed.
  const any429 = d.on429((req, res, seconds) => {
    const fields = d.bodyOf(req);
    const lang = d.langOf(req, typeof fields.lang === 'string' ? fields.lang : undefined);
    const ctx = d.ctxOf(lang);
    const form: Html = oneBoxForm(
      ctx,
      { value: d.messageOf(fields, 'q'), error: rateLimitedText(ctx, seconds), limited: true },
      1,
    );
    d.sendPage(res, rateLimitedPage(ctx, form, homeHref(otherLang(lang), '#check-any')));
  });
  const messageLimiter = service.limiter('check-message');
  const emailLimiter = service.limiter('check-email');
  router.post(PATHS.checkAny, d.parseForm, (req, res, next) => {
    const fields = d.bodyOf(req);
    const lang = d.langOf(req, typeof fields.lang === 'string' ? fields.lang : undefined);
    const q = d.messageOf(fields, 'q');
    const detected = detectInput(q);
    if (detected === null) {
      const error = tr(lang)('ui.onebox.required');
      d.sendPage(res, homePage(d.ctxOf(lang), { any: { error } }, homeHref(otherLang(lang), '#check-any')));
      return;
    }
    if (detected.kind === 'email') {
      // A pasted email goes to the email check, headers and body split as its page takes them,
      // each up to its own limit (said, never cut).
      const { headers, body } = splitEmail(detected.value);
      if (headers.length > RAW_HEADERS_MAX_LENGTH || body.length > EMAIL_BODY_MAX_LENGTH) {
        const error = tr(lang)('ui.onebox.email-too-long', {
          headers: headers.length,
          headersMax: RAW_HEADERS_MAX_LENGTH,
          body: body.length,
          bodyMax: EMAIL_BODY_MAX_LENGTH,
        });
        d.sendPage(
          res,
          homePage(d.ctxOf(lang), { any: { value: q, error } }, homeHref(otherLang(lang), '#check-any')),
        );
        return;
      }
      any429(req, res, () => {
        void emailLimiter(req, res, () => {
          // A header block alone is read as a whole message (the email check needs a body).
          const work =
            body.trim() === ''
              ? d.checkEmail(res, lang, headers, '')
              : d.checkEmail(res, lang, body, headers);
          work.catch(next);
        });
      });
      return;
    }
    if (detected.kind !== 'message') {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, pageFor(detected.kind, detected.value, lang));
      return;
    }
    any429(req, res, () => {
      void messageLimiter(req, res, () => {
        d.checkMessage(res, lang, detected.value).catch(next);
      });
    });
  });

  // "Was this right?": the same store as POST /api/feedback, the same validation (its schema).
  const feedback429 = d.on429((req, res, seconds) => {
    const lang = d.langOf(req);
    const ctx = d.ctxOf(lang);
    d.sendPage(
      res,
      simplePage(ctx, 429, tr(lang)('ui.title.rate-limited'), paragraph(rateLimitedText(ctx, seconds))),
    );
  });
  router.post(PATHS.feedback, d.parseForm, feedback429, service.limiter('feedback'), async (req, res) => {
    const fields = d.bodyOf(req);
    const lang = d.langOf(req, typeof fields.lang === 'string' ? fields.lang : undefined);
    const ctx = d.ctxOf(lang);
    const str = (name: string): string | null => (typeof fields[name] === 'string' ? fields[name] : null);
    const comment = str('comment');
    // Absent optional fields stay absent (the schema takes a missing score, not a null one).
    const entry: Record<string, string> = {
      analysisType: str('analysisType') ?? '',
      feedback: str('feedback') ?? '',
      timestamp: new Date(d.now()).toISOString(),
    };
    for (const name of ['subject', 'score', 'verdict'] as const) {
      const value = str(name);
      if (value !== null && value !== '') entry[name] = value;
    }
    if (comment !== null && comment.trim() !== '') entry.comment = comment;
    const check = validateRequest('postFeedback', entry);
    const record = check.valid ? toFeedbackRecord(entry) : null;
    const known =
      FEEDBACK_TYPES.has(entry.analysisType ?? '') && ['correct', 'incorrect'].includes(entry.feedback ?? '');
    if (record === null || !known) {
      const text = check.valid
        ? translate(lang, 'error.field-invalid', { field: known ? 'score' : 'feedback' })
        : translate(lang, check.errorKey, check.params);
      d.sendPage(res, simplePage(ctx, 400, tr(lang)('ui.title.error'), paragraph(text)));
      return;
    }
    try {
      await service.submitFeedback(record);
    } catch (err) {
      d.logFailure(PATHS.feedback, err);
      d.sendPage(
        res,
        simplePage(ctx, 500, tr(lang)('ui.title.internal'), paragraph(translate(lang, 'error.internal'))),
      );
      return;
    }
    const message = str('message');
    d.sendPage(
      res,
      feedbackThanksPage(ctx, safeBack(fields.back), entry.analysisType === 'check-message' ? message : null),
    );
  });

  // Grade badges: the memoised analysis (cached like its result), an SVG anyone may embed.
  for (const kind of Object.keys(BADGES) as (keyof typeof BADGES)[]) {
    const spec = CHECKS[kind];
    const analysis: AnalysisId = spec.analysis;
    const { method, cache } = ANALYSES[analysis];
    const analyze = service[method] as (
      value: string,
    ) => Promise<{ grade?: unknown; outcome: 'complete' | 'partial' | 'failed' }>;
    router.get(BADGES[kind].path, service.limiter(analysis, spec.param), async (req, res) => {
      const lang = d.langOf(req);
      const value = typeof req.query[spec.param] === 'string' ? (req.query[spec.param] as string) : '';
      try {
        const result = await analyze(value);
        const grade = typeof result.grade === 'string' ? result.grade : null;
        const maxAge = Math.max(0, Math.floor((cache?.[result.outcome] ?? 0) / 1000));
        res.status(200);
        res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
        res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
        res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
        // Meant to be embedded by other sites.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Vary', 'Accept-Language');
        res.send(gradeBadgeSvg(lang, BADGES[kind].label, grade));
      } catch (err) {
        if (isInputError(err)) {
          res
            .status(400)
            .type('text/plain')
            .send(translate(lang, err.key, err.params));
          return;
        }
        d.logFailure(BADGES[kind].path, err);
        res.status(500).type('text/plain').send(translate(lang, 'error.internal'));
      }
    });
  }

  // Every other method on a path of the form: 405 in the site's layout, with Allow.
  const allow = formPathMethods();
  router.use((req, res, next) => {
    const allowed = allow.get(req.path);
    if (allowed === undefined || isApiPath(req.path)) {
      next();
      return;
    }
    res.setHeader('Allow', allowed);
    d.sendPage(res, methodNotAllowedPage(d.ctxOf(d.langOf(req)), allowed));
  });

  // Any other path that is not the API's: the HTML 404 page.
  router.use((req, res, next) => {
    if (isApiPath(req.path)) {
      next();
      return;
    }
    d.sendPage(res, notFoundPage(d.ctxOf(d.langOf(req))));
  });
}

function paragraph(text: string): Html {
  return markup`<p role="alert">${text}</p>`;
}
