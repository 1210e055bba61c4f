/**
 * `createFormRouter({ service })`: the server-rendered bilingual form, mounted by `createApp` as
 * `extraRoutes`. It uses the service's analyses (memoised like the API's) and the service's rate
 * limiters of the same partitions as the API, so the form and the API share one budget per client.
 *
 * Privacy of messages and emails: the text is posted as a form body (never in a URL), the response
 * is rendered directly (no redirect, so no Location header) with `Cache-Control: no-store`, and
 * nothing here logs it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express, {
  Router,
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import {
  ANALYSES,
  isInputError,
  pickParams,
  type AnalysisParamValues,
  type AnalysisResultOf,
} from '@secapi/core';
import { localize, negotiateLanguage, translate, type Lang, type Localized } from '@secapi/i18n';
import type { FormLogger, FormService, RateLimitedLocals } from './form-service.js';
import {
  CHECKS,
  checkForm,
  checkFormPage,
  checkHref,
  checkResultPage,
  checkSwitchHref,
  type CheckKind,
  type CheckSpec,
} from './check-pages.js';
import { rateLimitedPage, rateLimitedText, simplePage } from './extra-pages.js';
import { markup, type Html } from './html.js';
import { isApiPath, mountExtraRoutes } from './extra-routes.js';
import { mountEmailRoutes } from './email-routes.js';
import { firstString } from './form-fields.js';
import { sendProgressively } from './stream.js';
import { cutOffResult, isCutOff, reportBlock, resultExtras, type ResultMeta } from './trust-parts.js';
import { badgeEmbed } from './badge.js';
import { acmeResultPage } from './acme-page.js';
import { dnsResultPage } from './dns-page.js';
import { emailAuthResultPage } from './email-auth-page.js';
import { emailFormPage } from './email-page.js';
import { ipResultPage } from './ip-page.js';
import { PASSWORD_PAGE_CSP, passwordPage } from './password-page.js';
import { typosquatResultPage } from './typosquat-page.js';
import { certsResultPage } from './certs-page.js';
import { hashResultPage } from './hash-page.js';
import { headersResultPage } from './headers-page.js';
import { tlsResultPage } from './tls-page.js';
import { whoisResultPage } from './whois-page.js';
import { PRIVACY_PATH, privacyPage } from './privacy-page.js';
import { messageForm, urlForm } from './forms.js';
import { homePage } from './home-page.js';
import {
  EMAIL_BODY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  URL_MAX_LENGTH,
  homeHref,
  layout,
  otherLang,
  tr,
  urlCheckHref,
  verdictOf,
  type Assets,
  type PageContext,
  type RenderedPage,
} from './layout.js';
import { internalErrorPage, messageResultPage, urlResultPage } from './pages.js';
import { PATHS } from './paths.js';

type CheckAnalysisId = `check-${CheckKind}`;

/** How the page of each check renders its analysis' result. */
type CheckRenderers = {
  readonly [K in CheckKind]: (
    ctx: PageContext,
    result: Localized<AnalysisResultOf<`check-${K}`>>,
    value: string,
  ) => RenderedPage;
};

/** The result page of each check (a check page runs the analysis `check-<kind>`). */
const RENDERERS: CheckRenderers = {
  dns: dnsResultPage,
  ip: ipResultPage,
  'email-auth': emailAuthResultPage,
  typosquat: typosquatResultPage,
  whois: whoisResultPage,
  certs: certsResultPage,
  hash: hashResultPage,
  headers: headersResultPage,
  tls: tlsResultPage,
  acme: acmeResultPage,
};

export interface FormRouterOptions {
  readonly service: FormService;
  /** Default: one JSON line on stderr. Only the route and the error's name are ever logged. */
  readonly logger?: FormLogger;
  /** The clock of "checked N min ago" and of feedback timestamps (default `Date.now`). */
  readonly now?: () => number;
  /** The "up to N s" of the progress block: the analyses' deadline (core's default 15 s). */
  readonly progressSeconds?: number;
  /** How long a page may take before its head is streamed (default `STREAM_AFTER_MS`). */
  readonly streamAfterMs?: number;
}

const stderrLogger: FormLogger = {
  log(level, msg, fields = {}) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  },
};

export type { FormLogger, FormPartition, FormService, RateLimitedLocals } from './form-service.js';

/** CSP of the form's pages: same-origin stylesheet and icon only, no script at all. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * CSP of a page with same-origin scripts: a streamed page (the optional countdown) and a message or
 * email result (feedback sent without leaving the result, to the same origin).
 */
export const STREAM_CSP = `${PAGE_CSP}; script-src 'self'; connect-src 'self'`;

const STATIC_DIR = new URL('../static/', import.meta.url);

interface Asset {
  readonly path: string;
  readonly href: string;
  readonly type: string;
  readonly body: Buffer;
}

function loadAsset(file: string, type: string): Asset {
  const body = readFileSync(new URL(file, STATIC_DIR));
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const path = `/assets/${file}`;
  return { path, href: `${path}?v=${version}`, type, body };
}

/** Headers of every page of the form. */
function pageHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    Vary: 'Accept-Language',
  };
}

export function sendPage(res: Response, page: RenderedPage, csp: string = PAGE_CSP): void {
  const body = Buffer.from(page.body, 'utf8');
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  for (const [name, value] of Object.entries(pageHeaders(csp))) res.setHeader(name, value);
  res.end(body);
}

/** Puts the form's own 429 page in place of the limiter's plain text (see `FormService.limiter`). */
function on429(render: (req: Request, res: Response, seconds: number) => void): RequestHandler {
  return (req, res, next) => {
    (res.locals as RateLimitedLocals).rateLimited = (seconds) => {
      render(req, res, seconds);
    };
    next();
  };
}

export function createFormRouter(options: FormRouterOptions): Router {
  const { service } = options;
  const logger = options.logger ?? stderrLogger;
  const now = options.now ?? Date.now;
  const progressSeconds = options.progressSeconds ?? 15;
  // Never the submitted text, nor the error's message (it could quote the input): the route and the class.
  const logFailure = (route: string, err: unknown): void => {
    logger.log('error', 'web-form analysis failed', {
      route,
      error: err instanceof Error ? err.name : typeof err,
    });
  };
  const css = loadAsset('site.css', 'text/css; charset=utf-8');
  const icon = loadAsset('favicon.svg', 'image/svg+xml');
  const passwordScript = loadAsset('password-check.js', 'text/javascript; charset=utf-8');
  const progressScript = loadAsset('progress.js', 'text/javascript; charset=utf-8');
  const feedbackScript = loadAsset('feedback.js', 'text/javascript; charset=utf-8');
  const assets: Assets = { css: css.href, icon: icon.href, feedbackScript: feedbackScript.href };
  const ctxOf = (lang: Lang, extras?: Html, report?: Html | null): PageContext => ({
    lang,
    assets,
    ...(extras === undefined ? {} : { extras }),
    ...(report === undefined || report === null ? {} : { report }),
  });
  const langOf = (req: Request, explicit?: string): Lang =>
    negotiateLanguage(explicit ?? firstString(req.query.lang), req.get('accept-language'));
  const bodyOf = (req: Request): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

  // The same limiter instances as the API's partitions.
  const urlLimiter = service.limiter('check-url', 'u');
  const messageLimiter = service.limiter('check-message');
  // A 20,000-character message is at most 80 kB of UTF-8, and at most three times that once percent-encoded.
  const parseForm = express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 10 });
  // The email form has two 20,000-character boxes: twice the message's budget.
  const parseEmailForm = express.urlencoded({ extended: false, limit: '512kb', parameterLimit: 10 });

  /** A result page, streamed when it takes a while (see stream.ts); `work` never rejects. */
  const respond = (
    res: Response,
    ctx: PageContext,
    work: Promise<RenderedPage>,
    head: { title: string; switchHref: string },
    csp: string = PAGE_CSP,
  ): Promise<void> =>
    sendProgressively(res, work, {
      ctx,
      ...head,
      seconds: progressSeconds,
      scriptHref: progressScript.href,
      headers: pageHeaders(STREAM_CSP),
      sendWhole: (page) => {
        sendPage(res, page, csp);
      },
      ...(options.streamAfterMs === undefined ? {} : { afterMs: options.streamAfterMs }),
    });

  /** What every result page carries under its result (when, links, feedback, a badge). */
  const extrasOf = (
    lang: Lang,
    meta: Omit<ResultMeta, 'nowMs' | 'receivedMs'>,
    receivedMs: number,
    more: Html | null = null,
  ): Html => markup`${resultExtras(ctxOf(lang), { ...meta, nowMs: now(), receivedMs })}${more}`;

  const router = Router();

  for (const asset of [css, icon, passwordScript, progressScript, feedbackScript]) {
    router.get(asset.path, (_req, res) => {
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.send(asset.body);
    });
  }

  router.get(PATHS.home, (req, res) => {
    sendPage(res, homePage(ctxOf(langOf(req))));
  });
  router.get(PRIVACY_PATH, (req, res) => {
    sendPage(res, privacyPage(ctxOf(langOf(req))));
  });

  // The password page: the only page with a script (its own, same-origin) and its own CSP.
  router.get(PATHS.checkPassword, (req, res) => {
    sendPage(res, passwordPage(ctxOf(langOf(req)), passwordScript.href), PASSWORD_PAGE_CSP);
  });

  const urlSwitch = (u: string, lang: Lang): string =>
    u.trim() !== '' && u.length <= URL_MAX_LENGTH
      ? urlCheckHref(u, otherLang(lang))
      : homeHref(otherLang(lang));

  const url429 = on429((req, res, seconds) => {
    const lang = langOf(req);
    const ctx = ctxOf(lang);
    const u = firstString(req.query.u) ?? '';
    const form = urlForm(
      ctx,
      { value: u, error: rateLimitedText(ctx, seconds), limited: true },
      tr(lang)('ui.url.heading'),
      1,
    );
    sendPage(res, rateLimitedPage(ctx, form, urlSwitch(u, lang)));
  });

  router.get(PATHS.checkUrl, url429, urlLimiter, async (req, res) => {
    const lang = langOf(req);
    const ctx = ctxOf(lang);
    const u = firstString(req.query.u) ?? '';
    const switchHref = urlSwitch(u, lang);
    const work = service.analyzeUrl(u).then(
      (result) => {
        // The service could not reach the internet: say so, and nothing about the link.
        if (isCutOff(result)) {
          const t = tr(lang);
          const main = markup`${cutOffResult(ctx, t('ui.result.url-heading'), u)}
${urlForm(ctx, { value: u }, t('ui.url.again'))}`;
          return {
            status: 200,
            body: layout(ctx, { title: t('ui.cutoff.heading'), switchHref, main, homeLink: true }),
          };
        }
        const verdict = verdictOf(result.verdictKey);
        const extras = extrasOf(
          lang,
          {
            analysis: 'check-url',
            value: u,
            checkedAt: (result as { checkedAt?: unknown }).checkedAt,
            verdict,
            score: result.confidenceScore,
            permalink: urlCheckHref(u, lang),
          },
          now(),
        );
        return urlResultPage(
          ctxOf(lang, extras, reportBlock(ctx, 'link', verdict)),
          localize(result, lang),
          u,
        );
      },
      (err: unknown) => {
        if (isInputError(err)) {
          const error = translate(lang, err.key, err.params);
          return homePage(ctx, { url: { value: u, error } }, switchHref);
        }
        logFailure(PATHS.checkUrl, err);
        return internalErrorPage(ctx, switchHref);
      },
    );
    await respond(res, ctx, work, { title: tr(lang)('ui.result.url-heading'), switchHref });
  });

  /**
   * A check about a domain or an IP address: `GET <path>?<param>=…&lang=…`. Without the parameter,
   * the empty form; with it, the result, or the form again with the localized error (400).
   */
  const checkRoute = (kind: CheckKind): void => {
    const spec: CheckSpec = CHECKS[kind];
    const { method } = ANALYSES[spec.analysis];
    // The page of `kind` runs the analysis `check-<kind>` (CheckRenderers and a test hold this), so
    // the renderer gets the localized result of the method it names.
    const analyze = service[method] as (
      value: string,
      params: AnalysisParamValues,
    ) => Promise<AnalysisResultOf<CheckAnalysisId>>;
    const render = RENDERERS[kind] as (
      ctx: PageContext,
      result: Localized<AnalysisResultOf<CheckAnalysisId>>,
      value: string,
    ) => RenderedPage;
    const limited = on429((req, res, seconds) => {
      const lang = langOf(req);
      const ctx = ctxOf(lang);
      const value = firstString(req.query[spec.param]);
      const error = rateLimitedText(ctx, seconds);
      const form = checkForm(
        ctx,
        spec,
        { value: value ?? '', error, limited: true },
        tr(lang)(spec.heading),
        1,
      );
      sendPage(res, rateLimitedPage(ctx, form, checkSwitchHref(spec, value, lang)));
    });
    router.get(spec.path, limited, service.limiter(spec.analysis, spec.param), async (req, res) => {
      const lang = langOf(req);
      const ctx = ctxOf(lang);
      const t = tr(lang);
      const value = firstString(req.query[spec.param]);
      // The analysis' optional parameters (check-acme's `method`), first value of each.
      const params = pickParams(
        ANALYSES[spec.analysis],
        Object.fromEntries(
          (ANALYSES[spec.analysis].input.params ?? []).map((p) => [p.name, firstString(req.query[p.name])]),
        ),
      );
      if (value === undefined) {
        sendPage(res, checkFormPage(ctx, spec, { params }));
        return;
      }
      const work = analyze(value, params).then(
        (result) => {
          // The service could not reach the internet: say so, and nothing about the target.
          if (isCutOff(result)) {
            return checkResultPage(ctx, spec, {
              title: t('ui.cutoff.heading'),
              value,
              result: cutOffResult(ctx, t(spec.heading), value),
            });
          }
          const graded = result as { grade?: unknown };
          const grade = typeof graded.grade === 'string' ? graded.grade : null;
          const extras = extrasOf(
            lang,
            {
              analysis: spec.analysis,
              value,
              checkedAt: (result as { checkedAt?: unknown }).checkedAt,
              verdict: grade,
              score: null,
              permalink: checkHref(spec, value, lang, params),
            },
            now(),
            badgeEmbed(ctx, kind, value, grade, `${req.protocol}://${req.get('host') ?? 'localhost'}`),
          );
          return render(ctxOf(lang, extras), localize(result, lang), value);
        },
        (err: unknown) => {
          if (isInputError(err)) {
            return checkFormPage(ctx, spec, { value, params, error: translate(lang, err.key, err.params) });
          }
          logFailure(spec.path, err);
          return internalErrorPage(ctx, checkSwitchHref(spec, value, lang));
        },
      );
      await respond(res, ctx, work, {
        title: t(spec.heading),
        switchHref: checkSwitchHref(spec, value, lang),
      });
    });
  };
  for (const kind of Object.keys(CHECKS) as CheckKind[]) checkRoute(kind);

  // A bookmark or a reload of the message page gets the empty form, never a stored message.
  router.get(PATHS.checkMessage, (req, res) => {
    sendPage(res, homePage(ctxOf(langOf(req))));
  });

  /** The message check (from its form or from the one box): never in an address, never stored. */
  const checkMessage = async (res: Response, lang: Lang, message: string): Promise<void> => {
    const ctx = ctxOf(lang);
    const switchHref = homeHref(otherLang(lang), '#check-message');
    const work = service.analyzeMessage(message).then(
      (result) => {
        const verdict = verdictOf(result.verdictKey);
        const extras = extrasOf(
          lang,
          {
            analysis: 'check-message',
            value: null,
            checkedAt: null,
            verdict,
            score: result.confidenceScore,
            permalink: null,
            message,
          },
          now(),
        );
        return messageResultPage(
          ctxOf(lang, extras, reportBlock(ctx, 'message', verdict)),
          localize(result, lang),
          message,
        );
      },
      (err: unknown) => {
        if (isInputError(err)) {
          const error = translate(lang, err.key, err.params);
          return homePage(ctx, { message: { value: message, error } }, switchHref);
        }
        logFailure(PATHS.checkMessage, err);
        return internalErrorPage(ctx, switchHref);
      },
    );
    // Its feedback form has a script (sent without leaving the result): same-origin scripts allowed.
    await respond(res, ctx, work, { title: tr(lang)('ui.result.message-heading'), switchHref }, STREAM_CSP);
  };

  /** The message of a parsed form body, with browsers' CRLF line breaks made LF (counted as typed). */
  const messageOf = (fields: Record<string, unknown>, name: string): string =>
    (firstString(fields[name]) ?? '').replace(/\r\n?/g, '\n');

  const message429 = on429((req, res, seconds) => {
    const fields = bodyOf(req);
    const lang = langOf(req, firstString(fields.lang));
    const ctx = ctxOf(lang);
    const form = messageForm(
      ctx,
      { value: messageOf(fields, 'message'), error: rateLimitedText(ctx, seconds), limited: true },
      tr(lang)('ui.message.heading'),
      1,
    );
    sendPage(res, rateLimitedPage(ctx, form, homeHref(otherLang(lang), '#check-message')));
  });

  // The body is read first so that a 429 page can give the message back to the person who typed it.
  router.post(PATHS.checkMessage, parseForm, message429, messageLimiter, async (req, res) => {
    const fields = bodyOf(req);
    await checkMessage(res, langOf(req, firstString(fields.lang)), messageOf(fields, 'message'));
  });

  const checkEmail = mountEmailRoutes(router, {
    service,
    ctxOf,
    langOf,
    bodyOf,
    on429,
    sendPage,
    scriptCsp: STREAM_CSP,
    logFailure,
    parseEmailForm,
    extrasOf,
    now,
  });

  mountExtraRoutes(router, {
    service,
    parseForm,
    ctxOf,
    langOf,
    bodyOf,
    messageOf,
    on429,
    sendPage,
    checkMessage,
    checkEmail,
    logFailure,
    now,
  });

  // Body-parser failures on the form's POST routes (too large, bad charset…): the form again, status
  // 400, without echoing anything of the body and without passing the error (and its request) on to a logger.
  const formErrors: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (res.headersSent || isApiPath(req.path)) {
      next(err);
      return;
    }
    const lang = langOf(req);
    const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
    if (req.method === 'POST' && req.path === PATHS.checkEmail) {
      const emailError =
        type === 'entity.too.large'
          ? translate(lang, 'ui.mail.too-long', { max: EMAIL_BODY_MAX_LENGTH })
          : translate(lang, 'error.field-invalid', { field: 'emailBody' });
      sendPage(res, emailFormPage(ctxOf(lang), { error: emailError }));
      return;
    }
    if (req.method === 'POST' && (req.path === PATHS.checkMessage || req.path === PATHS.checkAny)) {
      const field = req.path === PATHS.checkAny ? 'q' : 'message';
      const error =
        type === 'entity.too.large'
          ? translate(lang, 'input.message-too-long', { max: MESSAGE_MAX_LENGTH })
          : translate(lang, 'error.field-invalid', { field });
      const state = { error };
      sendPage(
        res,
        homePage(
          ctxOf(lang),
          req.path === PATHS.checkAny ? { any: state } : { message: state },
          homeHref(otherLang(lang), req.path === PATHS.checkAny ? '#check-any' : '#check-message'),
        ),
      );
      return;
    }
    // Another body the parser refused (the feedback form): a 400 page, nothing of the body echoed.
    // A body that does not decompress (bad or truncated gzip, deflate, br) is one too: body-parser
    // gives zlib's error a 400 status but no `type`.
    const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const text = translate(
        lang,
        type === 'entity.too.large' ? 'error.body-too-large' : 'error.field-invalid',
        {
          field: 'feedback',
        },
      );
      sendPage(
        res,
        simplePage(ctxOf(lang), 400, tr(lang)('ui.title.error'), markup`<p role="alert">${text}</p>`),
      );
      return;
    }
    // Anything else that failed on a page of the form: the HTML 500 page, the route and class logged.
    logFailure(req.path.slice(0, 200), err);
    sendPage(res, internalErrorPage(ctxOf(lang), homeHref(otherLang(lang))));
  };
  router.use(formErrors);

  return router;
}
