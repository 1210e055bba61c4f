/**
 * `/privacy`: for every analysis, which third parties it may contact, what each receives and when,
 * and what the service stores. The content is privacy-content.ts (also written to docs/privacy.md).
 */
import type { Lang } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import { layout, otherLang, type PageContext, type RenderedPage } from './layout.js';
import {
  ANALYSIS_PRIVACY,
  PRIVACY_PATH,
  PRIVACY_TEXT,
  PROVIDER_LABELS,
  PROVIDERS,
  SERVICE_PRIVACY,
  STORAGE_FACTS,
  WHEN_TEXT,
  privacyAnalyses,
  type AnalysisPrivacy,
} from './privacy-content.js';

export { PRIVACY_PATH };

export function privacyHref(lang: Lang): string {
  return `${PRIVACY_PATH}?${new URLSearchParams({ lang }).toString()}`;
}

/** Text with `code` spans between backquotes, escaped. */
function inline(text: string): Html {
  const parts = text.split('`');
  return markup`${parts.map((part, i) => (i % 2 === 1 ? markup`<code>${part}</code>` : part))}`;
}

function section(lang: Lang, id: string, title: Html, p: AnalysisPrivacy): Html {
  const rows = p.contacts.map(
    (c) => markup`<tr>
<td data-label="${PRIVACY_TEXT.who[lang]}">${inline((c.who ?? PROVIDER_LABELS[c.provider])[lang])}</td>
<td data-label="${PRIVACY_TEXT.receives[lang]}">${inline(c.receives[lang])}</td>
<td data-label="${PRIVACY_TEXT.when[lang]}">${WHEN_TEXT[c.when][lang]}</td>
</tr>`,
  );
  const table =
    rows.length === 0
      ? markup`<p>${PRIVACY_TEXT.nobody[lang]}</p>`
      : markup`<table class="data-table">
<thead><tr><th scope="col">${PRIVACY_TEXT.who[lang]}</th><th scope="col">${PRIVACY_TEXT.receives[lang]}</th><th scope="col">${PRIVACY_TEXT.when[lang]}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
  return markup`<section class="card" aria-labelledby="${id}">
<h3 id="${id}">${title}</h3>
<p>${inline(p.summary[lang])}</p>
${table}
</section>`;
}

export function privacyPage(ctx: PageContext): RenderedPage {
  const lang = ctx.lang;
  const main = markup`<h1>${PRIVACY_TEXT.title[lang]}</h1>
<p class="lead">${inline(PRIVACY_TEXT.intro[lang])}</p>
<h2 id="privacy-checks">${PRIVACY_TEXT.checks[lang]}</h2>
${privacyAnalyses().map((id) => section(lang, `privacy-${id}`, markup`<code>${id}</code>`, ANALYSIS_PRIVACY[id]))}
<h2 id="privacy-services">${PRIVACY_TEXT.services[lang]}</h2>
${Object.entries(SERVICE_PRIVACY).map(([key, s]) => section(lang, `privacy-${key}`, markup`${s.title[lang]}`, s))}
<h2 id="privacy-stores">${PRIVACY_TEXT.stores[lang]}</h2>
<ul>${STORAGE_FACTS.map((fact) => markup`<li>${inline(fact[lang])}</li>`)}</ul>
<h2 id="privacy-parties">${PRIVACY_TEXT.parties[lang]}</h2>
<ul>${PROVIDERS.map((p) => markup`<li><code>${p}</code>: ${inline(PROVIDER_LABELS[p][lang])}</li>`)}</ul>`;
  return {
    status: 200,
    body: layout(ctx, {
      title: PRIVACY_TEXT.title[lang],
      switchHref: privacyHref(otherLang(lang)),
      main,
      homeLink: true,
    }),
  };
}
