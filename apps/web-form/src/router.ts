/**
 * `createFormRouter({ service })`: the server-rendered bilingual form, mounted by `createApp` as
 * `extraRoutes`. It uses the service's analyses (memoised like the API's) and the service's rate
 * limiters of the same partitions as the API, so the form and the API share one budget per client.
 *
 * Privacy of messages: the message is posted as a form body (never in a URL), the response is
 * rendered directly (no redirect, so no Location header) with `Cache-Control: no-store`, and
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
  type AnalysisId,
  type AnalysisMethods,
  type AnalysisResultOf,
} from '@secapi/core';
import { localize, negotiateLanguage, translate, type Lang, type Localized } from '@secapi/i18n';
import { CHECKS, checkFormPage, checkSwitchHref, type CheckKind, type CheckSpec } from './check-pages.js';
import { dnsResultPage } from './dns-page.js';
import { emailAuthResultPage } from './email-auth-page.js';
import { ipResultPage } from './ip-page.js';
import { PASSWORD_PAGE_CSP, passwordPage } from './password-page.js';
import { typosquatResultPage } from './typosquat-page.js';
import { certsResultPage } from './certs-page.js';
import { hashResultPage } from './hash-page.js';
import { headersResultPage } from './headers-page.js';
import { whoisResultPage } from './whois-page.js';
import {
  MESSAGE_MAX_LENGTH,
  PATHS,
  URL_MAX_LENGTH,
  homeHref,
  homePage,
  internalErrorPage,
  messageResultPage,
  otherLang,
  urlCheckHref,
  urlResultPage,
  type Assets,
  type PageContext,
  type RenderedPage,
} from './pages.js';

/** The rate-limit partitions the form's routes count against (the same as the API's: one per analysis). */
export type FormPartition = AnalysisId;

/**
 * What the form needs from `@secapi/server`'s `Service` (which satisfies it): one method per
 * analysis of core's `ANALYSES` (each rejects with core's `InputError` for bad input) and the
 * partitions' limiters.
 */
export interface FormService extends AnalysisMethods {
  limiter(partition: FormPartition): RequestHandler;
}

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
};

/** Where the form reports an unexpected failure (`@secapi/server`'s `Logger` fits). */
export interface FormLogger {
  log(level: 'info' | 'warn' | 'error', msg: string, fields?: Readonly<Record<string, unknown>>): void;
}

export interface FormRouterOptions {
  readonly service: FormService;
  /** Default: one JSON line on stderr. Only the route and the error's name are ever logged. */
  readonly logger?: FormLogger;
}

const stderrLogger: FormLogger = {
  log(level, msg, fields = {}) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  },
};

/** CSP of the form's pages: same-origin stylesheet and icon only, no script at all. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

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

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

function sendPage(res: Response, page: RenderedPage, csp: string = PAGE_CSP): void {
  const body = Buffer.from(page.body, 'utf8');
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Vary', 'Accept-Language');
  res.end(body);
}

export function createFormRouter(options: FormRouterOptions): Router {
  const { service } = options;
  const logger = options.logger ?? stderrLogger;
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
  const assets: Assets = { css: css.href, icon: icon.href };
  const ctxOf = (lang: Lang): PageContext => ({ lang, assets });
  const langOf = (req: Request, explicit?: string): Lang =>
    negotiateLanguage(explicit ?? firstString(req.query.lang), req.get('accept-language'));

  // The same limiter instances as the API's partitions.
  const urlLimiter = service.limiter('check-url');
  const messageLimiter = service.limiter('check-message');
  // A 20,000-character message is at most 80 kB of UTF-8, and at most three times that once percent-encoded.
  const parseForm = express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 10 });

  const router = Router();

  for (const asset of [css, icon, passwordScript]) {
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

  // The password page: the only page with a script (its own, same-origin) and its own CSP.
  router.get(PATHS.checkPassword, (req, res) => {
    sendPage(res, passwordPage(ctxOf(langOf(req)), passwordScript.href), PASSWORD_PAGE_CSP);
  });

  router.get(PATHS.checkUrl, urlLimiter, async (req, res) => {
    const lang = langOf(req);
    const ctx = ctxOf(lang);
    const u = firstString(req.query.u) ?? '';
    try {
      const result = await service.analyzeUrl(u);
      sendPage(res, urlResultPage(ctx, localize(result, lang), u));
    } catch (err) {
      const switchHref =
        u.trim() !== '' && u.length <= URL_MAX_LENGTH
          ? urlCheckHref(u, otherLang(lang))
          : homeHref(otherLang(lang));
      if (isInputError(err)) {
        const error = translate(lang, err.key, err.params);
        sendPage(res, homePage(ctx, { url: { value: u, error } }, switchHref));
        return;
      }
      logFailure(PATHS.checkUrl, err);
      sendPage(res, internalErrorPage(ctx, switchHref));
    }
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
    const analyze = service[method] as (value: string) => Promise<AnalysisResultOf<CheckAnalysisId>>;
    const render = RENDERERS[kind] as (
      ctx: PageContext,
      result: Localized<AnalysisResultOf<CheckAnalysisId>>,
      value: string,
    ) => RenderedPage;
    // The empty form runs no analysis: served before the limiter, it does not count.
    const emptyForm: RequestHandler = (req, res, next) => {
      if (firstString(req.query[spec.param]) !== undefined) {
        next();
        return;
      }
      sendPage(res, checkFormPage(ctxOf(langOf(req)), spec));
    };
    router.get(spec.path, emptyForm, service.limiter(spec.analysis), async (req, res) => {
      const lang = langOf(req);
      const ctx = ctxOf(lang);
      const value = firstString(req.query[spec.param]) ?? '';
      try {
        const result = await analyze(value);
        sendPage(res, render(ctx, localize(result, lang), value));
      } catch (err) {
        if (isInputError(err)) {
          sendPage(res, checkFormPage(ctx, spec, { value, error: translate(lang, err.key, err.params) }));
          return;
        }
        logFailure(spec.path, err);
        sendPage(res, internalErrorPage(ctx, checkSwitchHref(spec, value, lang)));
      }
    });
  };
  for (const kind of Object.keys(CHECKS) as CheckKind[]) checkRoute(kind);

  // A bookmark or a reload of the message page gets the empty form, never a stored message.
  router.get(PATHS.checkMessage, (req, res) => {
    sendPage(res, homePage(ctxOf(langOf(req))));
  });

  router.post(PATHS.checkMessage, messageLimiter, parseForm, async (req, res) => {
    const fields: Record<string, unknown> =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const lang = langOf(req, firstString(fields.lang));
    const ctx = ctxOf(lang);
    // Browsers submit textarea line breaks as CRLF; the analysis counts characters as typed.
    const message = (firstString(fields.message) ?? '').replace(/\r\n?/g, '\n');
    const switchHref = homeHref(otherLang(lang), '#check-message');
    try {
      const result = await service.analyzeMessage(message);
      sendPage(res, messageResultPage(ctx, localize(result, lang), message));
    } catch (err) {
      if (isInputError(err)) {
        const error = translate(lang, err.key, err.params);
        sendPage(res, homePage(ctx, { message: { value: message, error } }, switchHref));
        return;
      }
      logFailure(PATHS.checkMessage, err);
      sendPage(res, internalErrorPage(ctx, switchHref));
    }
  });

  // Body-parser failures on the message form (too large, bad charset…): the form again, status 400,
  // without echoing anything of the body and without passing the error (and its request) on to a logger.
  const formErrors: ErrorRequestHandler = (err: unknown, req, res, next) => {
    if (req.method !== 'POST' || req.path !== PATHS.checkMessage || res.headersSent) {
      next(err);
      return;
    }
    const lang = langOf(req);
    const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined;
    const error =
      type === 'entity.too.large'
        ? translate(lang, 'input.message-too-long', { max: MESSAGE_MAX_LENGTH })
        : translate(lang, 'error.field-invalid', { field: 'message' });
    sendPage(res, homePage(ctxOf(lang), { message: { error } }, homeHref(otherLang(lang), '#check-message')));
  };
  router.use(formErrors);

  return router;
}
