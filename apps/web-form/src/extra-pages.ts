/**
 * The form's own pages besides results: the one box of the home page, the HTML error
 * pages (404, 405, 429 with the form kept, 5xx is `internalErrorPage`) and the feedback thank-you.
 * All in the site's layout, with `lang`, a title and a way back. Pure functions.
 */
import { translate } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import { PATHS } from './paths.js';
import {
  EMAIL_BODY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  RAW_HEADERS_MAX_LENGTH,
  errorSummary,
  headingTag,
  homeHref,
  layout,
  otherLang,
  tr,
  type FormState,
  type HeadingLevel,
  type PageContext,
  type RenderedPage,
  fieldErrors,
} from './layout.js';

/**
 * The longest paste the one box takes: a whole email, its headers and its text each up to their own
 * limit, with the blank line between them. A longer paste is refused in words, never cut by the browser.
 */
const ONE_BOX_MAX_LENGTH = RAW_HEADERS_MAX_LENGTH + EMAIL_BODY_MAX_LENGTH + 4;

/** The one box: a POST form (the input may be a text message, which never goes in an address). */
export function oneBoxForm(ctx: PageContext, state: FormState, headingLevel: HeadingLevel = 2): Html {
  const t = tr(ctx.lang);
  const { summary, error, describedBy } = fieldErrors(state, 'q');
  return markup`<section class="card form-card onebox" id="check-any" aria-labelledby="any-heading">
${headingTag(headingLevel, 'any-heading', t('ui.onebox.heading'))}
${summary === null ? null : errorSummary(ctx, 'q', summary, state.limited === true)}
<form method="post" action="${PATHS.checkAny}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="q">${t('ui.onebox.label')}</label>
<p class="hint" id="q-hint">${t('ui.onebox.hint')} ${t('ui.onebox.limits', { messageMax: MESSAGE_MAX_LENGTH, headersMax: RAW_HEADERS_MAX_LENGTH, bodyMax: EMAIL_BODY_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="q-error">${error}</p>`}
<textarea id="q" name="q" rows="3" maxlength="${ONE_BOX_MAX_LENGTH}" autocomplete="off" autocapitalize="off" spellcheck="false" required aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
${state.value ?? ''}</textarea>
</div>
<button type="submit" class="button">${t('ui.onebox.submit')}</button>
</form>
</section>`;
}

/** A short page in the site's layout: a heading (the title) and a few paragraphs. */
export function simplePage(
  ctx: PageContext,
  status: number,
  title: string,
  body: Html | null,
  switchHref: string = homeHref(otherLang(ctx.lang)),
): RenderedPage {
  const main = markup`<section class="card error-page" aria-labelledby="error-heading">
<h1 id="error-heading">${title}</h1>
${body}
</section>`;
  return { status, body: layout(ctx, { title, switchHref, main, homeLink: true }) };
}

/** 404: nothing at this address (a non-API path). */
export function notFoundPage(ctx: PageContext): RenderedPage {
  const t = tr(ctx.lang);
  return simplePage(
    ctx,
    404,
    t('ui.title.not-found'),
    markup`<p>${t('error.not-found')}</p>
<p>${t('ui.error.not-found-help')}</p>`,
  );
}

/** 405: a form path asked with a method it does not answer (`allowed` is the Allow header). */
export function methodNotAllowedPage(ctx: PageContext, allowed: string): RenderedPage {
  const t = tr(ctx.lang);
  return simplePage(
    ctx,
    405,
    t('ui.title.method-not-allowed'),
    markup`<p>${translate(ctx.lang, 'error.method-not-allowed', { allowed })}</p>`,
  );
}

/** 429: the form again, what was entered kept, with the wait in the error beside the field. */
export function rateLimitedPage(ctx: PageContext, form: Html, switchHref: string): RenderedPage {
  const t = tr(ctx.lang);
  return {
    status: 429,
    body: layout(ctx, { title: t('ui.title.rate-limited'), switchHref, main: form, homeLink: true }),
  };
}

/** The wait, as the error text of the form. */
export function rateLimitedText(ctx: PageContext, seconds: number): string {
  return tr(ctx.lang)('ui.error.rate-limited-wait', { seconds });
}

/**
 * After "Was this right?": thanks, and a way back to the result: its address, or for a text message
 * (never in an address) a button that posts it to be checked again.
 */
export function feedbackThanksPage(
  ctx: PageContext,
  back: string | null,
  message: string | null = null,
): RenderedPage {
  const t = tr(ctx.lang);
  const again =
    message === null || message === ''
      ? null
      : markup`<form method="post" action="${PATHS.checkMessage}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
<input type="hidden" name="message" value="${message}">
<button type="submit" class="button button-secondary">${t('ui.feedback.back-message')}</button>
</form>`;
  return simplePage(
    ctx,
    200,
    t('ui.title.feedback'),
    markup`<p role="status">${t('ui.feedback.thanks')}</p>
${back === null ? null : markup`<p><a href="${back}">${t('ui.feedback.back')}</a></p>`}
${again}`,
  );
}
