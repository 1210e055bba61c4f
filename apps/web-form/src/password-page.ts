/**
 * The password page (`/check/password`): "has this password leaked?" with the k-anonymity model of
 * Have I Been Pwned's Pwned Passwords. Everything happens in the browser, in `static/password-check.js`:
 * SHA-1 with `crypto.subtle.digest`, only the first 5 hex characters sent to `/api/pwned-range`, the
 * suffix looked up locally.
 *
 * The password can never reach the server: the input has no `name` (a submission would not carry
 * it), the form is `hidden` until the script runs (without JavaScript only the explanation shows),
 * the script cancels the submission, and the page's CSP says `form-action 'none'`.
 * The texts the script shows come from `data-` attributes rendered here, in the page's language.
 */
import { markup, type Html } from './html.js';
import { layout, otherLang, tr, type PageContext, type RenderedPage } from './layout.js';
import { PATHS } from './paths.js';

/** The page's own CSP: the form's, plus its one same-origin script and its one same-origin fetch. */
export const PASSWORD_PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

/** `/check/password?lang=…` */
export function passwordHref(lang: PageContext['lang']): string {
  return `${PATHS.checkPassword}?${new URLSearchParams({ lang }).toString()}`;
}

/** The page; `script` is the versioned href of `password-check.js`. */
export function passwordPage(ctx: PageContext, script: string): RenderedPage {
  const t = tr(ctx.lang);
  const main = markup`<section class="card form-card" id="check-password" aria-labelledby="password-heading">
<h1 id="password-heading">${t('ui.password.heading')}</h1>
<p class="intro">${t('ui.password.intro')}</p>
<noscript><p class="note" id="password-noscript">${t('ui.password.noscript')}</p></noscript>
<form id="password-form" class="password-form" hidden autocomplete="off"
 data-api="/api/pwned-range"
 data-checking="${t('ui.password.checking')}"
 data-empty="${t('ui.password.empty')}"
 data-found="${t('ui.password.found')}"
 data-found-one="${t('ui.password.found-one')}"
 data-not-found="${t('ui.password.not-found')}"
 data-unavailable="${t('ui.password.unavailable')}"
 data-unavailable-offline="${t('ui.pwned.unreachable-offline')}"
 data-unsupported="${t('ui.password.unsupported')}">
<div class="field">
<label for="password">${t('ui.password.label')}</label>
<p class="hint" id="password-hint">${t('ui.password.hint')}</p>
<input id="password" type="password" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="password-hint">
</div>
<button type="submit" class="button">${t('ui.password.submit')}</button>
<p id="password-result" class="password-result" role="status" aria-live="polite"></p>
</form>
<p class="hint">${t('ui.password.source')}</p>
</section>
<script src="${script}" defer></script>`;
  return {
    status: 200,
    body: layout(ctx, {
      title: t('ui.title.password'),
      switchHref: passwordHref(otherLang(ctx.lang)),
      main,
      homeLink: true,
    }),
  };
}

/** The home page's link to the password page. */
export function passwordTeaser(ctx: PageContext): Html {
  const t = tr(ctx.lang);
  return markup`<section class="check-group" aria-labelledby="password-checks-heading">
<h2 id="password-checks-heading" class="group-heading">${t('ui.home.password-heading')}</h2>
<ul class="check-list">
<li class="card check-item">
<h3><a href="${passwordHref(ctx.lang)}">${t('ui.title.password')}</a></h3>
<p>${t('ui.password.teaser')}</p>
</li>
</ul>
</section>`;
}
