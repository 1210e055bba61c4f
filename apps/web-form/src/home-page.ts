/**
 * The home page: the one box, the link and text-message forms, and one line for each other check.
 * Also the 400 page of those forms, with the error beside the field that caused it. Pure functions.
 */
import { markup, type Html } from './html.js';
import { CHECKS, type CheckSpec } from './check-pages.js';
import { emailTeaser } from './email-page.js';
import { oneBoxForm } from './extra-pages.js';
import { messageForm, urlForm } from './forms.js';
import {
  homeHref,
  layout,
  otherLang,
  tr,
  type FormState,
  type PageContext,
  type RenderedPage,
} from './layout.js';
import { passwordTeaser } from './password-page.js';

/** The check pages of a home-page group, in `CHECKS` order. */
function checksOf(group: CheckSpec['group']): CheckSpec[] {
  return Object.values(CHECKS).filter((c) => c.group === group);
}

/**
 * A home-page group of checks, each on its own page: a link and one line each. `domain`: the checks
 * about a domain or an IP address; `web`: websites and files (security headers, certificates, hash).
 */
const GROUP_TEXTS = {
  domain: { heading: 'ui.home.domain-heading', intro: 'ui.home.domain-intro' },
  web: { heading: 'ui.home.web-heading', intro: 'ui.home.web-intro' },
} as const satisfies Record<CheckSpec['group'], { heading: string; intro: string }>;

function checkGroup(ctx: PageContext, group: CheckSpec['group']): Html {
  const t = tr(ctx.lang);
  const texts = GROUP_TEXTS[group];
  const q = new URLSearchParams({ lang: ctx.lang }).toString();
  return markup`<section class="check-group" aria-labelledby="${group}-checks-heading">
<h2 id="${group}-checks-heading" class="group-heading">${t(texts.heading)}</h2>
<p class="group-intro">${t(texts.intro)}</p>
<ul class="check-list">${checksOf(group).map(
    (i) => markup`<li class="card check-item">
<h3><a href="${i.path}?${q}">${t(i.heading)}</a></h3>
<p>${t(i.teaser)}</p>
</li>`,
  )}</ul>
</section>`;
}

/** The home page (both forms); also the 400 page, with the error beside the field that caused it. */
export function homePage(
  ctx: PageContext,
  state: { url?: FormState; message?: FormState; any?: FormState } = {},
  switchHref: string = homeHref(otherLang(ctx.lang)),
): RenderedPage {
  const t = tr(ctx.lang);
  const hasError = (state.url?.error ?? state.message?.error ?? state.any?.error ?? null) !== null;
  const main = markup`<div class="hero">
<h1>${t('ui.home.heading')}</h1>
<p class="lead">${t('ui.home.intro')}</p>
</div>
${oneBoxForm(ctx, state.any ?? {})}
<section class="check-group" aria-labelledby="received-heading">
<h2 id="received-heading" class="group-heading">${t('ui.home.received-heading')}</h2>
<div class="forms">
${urlForm(ctx, state.url ?? {}, t('ui.url.heading'), 3)}
${messageForm(ctx, state.message ?? {}, t('ui.message.heading'), 3)}
</div>
${emailTeaser(ctx)}
</section>
${checkGroup(ctx, 'domain')}
${checkGroup(ctx, 'web')}
${passwordTeaser(ctx)}`;
  return {
    status: hasError ? 400 : 200,
    body: layout(ctx, {
      title: hasError ? t('ui.title.error') : t('ui.title.home'),
      switchHref,
      main,
    }),
  };
}
