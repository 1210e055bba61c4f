/**
 * What every page of the form shares: the page context and form state types, the language helpers,
 * the site layout (header, language switch, main, footer) and the error summary. It imports no page
 * module, so every page can import it without a cycle. Pure functions; every value is escaped by `markup`.
 */
import { ANALYSES, type Verdict } from '@secapi/core';
import { translate, type Lang, type MessageKey, type TranslateParams } from '@secapi/i18n';
import { siteFooter } from './footer.js';
import { markup, type Html, type HtmlValue } from './html.js';
import { PATHS } from './paths.js';

/** Input caps of the analyses (spec section 8, from their descriptors), shown in the hints. */
export const URL_MAX_LENGTH = ANALYSES['check-url'].input.maxLength;
export const MESSAGE_MAX_LENGTH = ANALYSES['check-message'].input.maxLength;
export const EMAIL_BODY_MAX_LENGTH = ANALYSES['check-email'].input.maxLength;
export const RAW_HEADERS_MAX_LENGTH = ANALYSES['check-email'].input.extra?.maxLength ?? 20_000;

export interface Assets {
  readonly css: string;
  readonly icon: string;
  /** The script that sends "Was this right?" of a message or email result without leaving it. */
  readonly feedbackScript?: string;
}

export interface PageContext {
  readonly lang: Lang;
  readonly assets: Assets;
  /** Shown under a result (when, permalink, JSON, report, "Was this right?"); see trust-parts.ts. */
  readonly extras?: HtmlValue;
  /** "Report it" (7726, the Canadian Anti-Fraud Centre): shown right after "What to do". */
  readonly report?: HtmlValue;
}

export interface FormState {
  readonly value?: string;
  readonly error?: string | null;
  /** Values of the check's optional parameters (check-acme's `method`), echoed in its select. */
  readonly params?: Readonly<Record<string, string>>;
  /** The error is the rate limit's wait: headed "Too many checks" and said once (the field is fine). */
  readonly limited?: boolean;
}

/**
 * What a form shows of its state for the field `id`: the error summary's text, the field's own error
 * (none when the error is the rate limit's wait, said once in the summary: the field itself is fine)
 * and the field's `aria-describedby`.
 */
export function fieldErrors(
  state: FormState,
  id: string,
): { summary: string | null; error: string | null; describedBy: string } {
  const summary = state.error ?? null;
  const error = state.limited === true ? null : summary;
  return { summary, error, describedBy: error === null ? `${id}-hint` : `${id}-error ${id}-hint` };
}

/**
 * A language switch that must not put its input in an address (a text message): a POST of the
 * hidden `fields` to `action` in the other language, in place of the switch link.
 */
export interface SwitchPost {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface RenderedPage {
  readonly status: number;
  readonly body: string;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

export function homeHref(lang: Lang, fragment = ''): string {
  return `${PATHS.home}?${new URLSearchParams({ lang }).toString()}${fragment}`;
}

export function urlCheckHref(u: string, lang: Lang): string {
  return `${PATHS.checkUrl}?${new URLSearchParams({ u, lang }).toString()}`;
}

export function tr(lang: Lang) {
  return (key: MessageKey, params?: TranslateParams | null): string => translate(lang, key, params);
}

export function verdictOf(key: string): Verdict {
  return key.slice('verdict.'.length) as Verdict;
}

export function layout(
  ctx: PageContext,
  options: { title: string; switchHref: string; main: Html; homeLink?: boolean; switchPost?: SwitchPost },
): string {
  const t = tr(ctx.lang);
  const other = otherLang(ctx.lang);
  const post = options.switchPost;
  const switcher =
    post === undefined
      ? markup`<a class="lang-switch" href="${options.switchHref}" lang="${other}" hreflang="${other}">${t('ui.lang.switch')}</a>`
      : markup`<form class="lang-form" method="post" action="${post.action}">
${Object.entries(post.fields).map(([name, value]) => markup`<input type="hidden" name="${name}" value="${value}">`)}
<button type="submit" class="lang-switch" lang="${other}">${t('ui.lang.switch')}</button>
</form>`;
  const doc = markup`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} · ${t('ui.site-title')}</title>
<link rel="stylesheet" href="${ctx.assets.css}">
<link rel="icon" href="${ctx.assets.icon}" type="image/svg+xml">
${post === undefined ? markup`<link rel="alternate" hreflang="${other}" href="${options.switchHref}">` : null}
</head>
<body>
<a class="skip-link" href="#main">${t('ui.skip-to-content')}</a>
<header class="site-header">
<div class="wrap header-inner">
<a class="brand" href="${homeHref(ctx.lang)}"><span class="brand-mark" aria-hidden="true"></span>${t('ui.site-title')}</a>
<nav class="lang-nav" aria-label="${t('ui.lang.nav-label')}">
${switcher}
</nav>
</div>
</header>
<main id="main" class="wrap" tabindex="-1">
${options.main}
${options.homeLink === true ? markup`<p class="back"><a href="${homeHref(ctx.lang)}">← ${t('ui.nav.home')}</a></p>` : null}
</main>
${siteFooter(ctx.lang)}
</body>
</html>
`;
  return doc.value;
}

/**
 * The error summary at the top of a form. It takes the focus when the page loads (`autofocus`, no
 * script needed), so a phone scrolls to it and a screen reader reads it, as in the GOV.UK pattern.
 * A rate-limit wait (`limited`) is headed "Too many checks" instead of "check what you entered".
 */
export function errorSummary(ctx: PageContext, fieldId: string, message: string, limited = false): Html {
  const t = tr(ctx.lang);
  return markup`<div class="error-summary" id="error-summary" role="alert" tabindex="-1" autofocus>
<p class="error-title">${limited ? t('ui.error.too-many-heading') : t('ui.error.heading')}</p>
<p><a href="#${fieldId}">${message}</a></p>
</div>`;
}

export type HeadingLevel = 1 | 2 | 3;

/** `<hN id="…">text</hN>` for a level chosen at run time (the markup tag cannot build a tag name). */
export function headingTag(level: HeadingLevel, id: string, text: HtmlValue): Html {
  if (level === 1) return markup`<h1 id="${id}">${text}</h1>`;
  if (level === 2) return markup`<h2 id="${id}">${text}</h2>`;
  return markup`<h3 id="${id}">${text}</h3>`;
}
