/**
 * The two forms of the home page that also come back under a result: the link (GET, bookmarkable)
 * and the text message (POST, never in an address). Pure functions.
 */
import { markup, type Html } from './html.js';
import {
  MESSAGE_MAX_LENGTH,
  URL_MAX_LENGTH,
  errorSummary,
  headingTag,
  tr,
  type FormState,
  type HeadingLevel,
  type PageContext,
  fieldErrors,
} from './layout.js';
import { PATHS } from './paths.js';

export function urlForm(
  ctx: PageContext,
  state: FormState,
  heading: string,
  headingLevel: HeadingLevel = 2,
): Html {
  const t = tr(ctx.lang);
  const { summary, error, describedBy } = fieldErrors(state, 'u');
  const h = headingTag(headingLevel, 'url-heading', heading);
  return markup`<section class="card form-card" id="check-url" aria-labelledby="url-heading">
${h}
<p class="intro">${t('ui.url.intro')}</p>
${summary === null ? null : errorSummary(ctx, 'u', summary, state.limited === true)}
<form method="get" action="${PATHS.checkUrl}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="u">${t('ui.url.label')}</label>
<p class="hint" id="u-hint">${t('ui.url.hint', { max: URL_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="u-error">${error}</p>`}
<input id="u" name="u" type="text" inputmode="url" autocomplete="off" autocapitalize="off" spellcheck="false" required value="${state.value ?? ''}" aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
</div>
<input type="hidden" name="lang" value="${ctx.lang}">
<button type="submit" class="button">${t('ui.url.submit')}</button>
</form>
</section>`;
}

export function messageForm(
  ctx: PageContext,
  state: FormState,
  heading: string,
  headingLevel: HeadingLevel = 2,
): Html {
  const t = tr(ctx.lang);
  const { summary, error, describedBy } = fieldErrors(state, 'message');
  const h = headingTag(headingLevel, 'message-heading', heading);
  // The newline after <textarea> is dropped by the HTML parser, so a message starting with one survives.
  // The language rides in the action's query too, so that even a body the parser refuses gets its language.
  return markup`<section class="card form-card" id="check-message" aria-labelledby="message-heading">
${h}
<p class="intro">${t('ui.message.intro')}</p>
${summary === null ? null : errorSummary(ctx, 'message', summary, state.limited === true)}
<form method="post" action="${PATHS.checkMessage}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="message">${t('ui.message.label')}</label>
<p class="hint" id="message-hint">${t('ui.message.hint', { max: MESSAGE_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="message-error">${error}</p>`}
<textarea id="message" name="message" rows="7" autocomplete="off" spellcheck="false" required aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
${state.value ?? ''}</textarea>
</div>
<button type="submit" class="button">${t('ui.message.submit')}</button>
</form>
</section>`;
}
