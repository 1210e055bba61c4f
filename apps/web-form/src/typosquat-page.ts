/**
 * The result page of `check-typosquat`: what was generated and checked, the registered look-alikes
 * (Unicode and ASCII, how each differs, addresses and mail servers), those that could not be told,
 * and a plain explanation of what a registered look-alike does and does not mean.
 */
import type { TyposquatResult } from '@secapi/core';
import type { Localized } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  codeList,
  dataTable,
  formatNumber,
  nameCode,
  notesList,
  notice,
  pill,
  td,
} from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<TyposquatResult>;

function domainCell(unicodeDomain: string, domain: string): Html {
  return markup`${nameCode(unicodeDomain)}${unicodeDomain === domain ? null : markup`<span class="sub">${nameCode(domain)}</span>`}`;
}

function stats(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const stat = (label: string, value: string, cls = ''): Html =>
    markup`<div class="stat${cls}"><dt>${label}</dt><dd>${value}</dd></div>`;
  const stopped =
    r.stoppedBy === null
      ? t('ui.typo.stopped.none')
      : r.stoppedBy === 'budget'
        ? t('ui.typo.stopped.budget')
        : t('ui.typo.stopped.deadline');
  return markup`<dl class="stats">
${stat(t('ui.typo.generated'), formatNumber(ctx.lang, r.variantsGenerated))}
${stat(t('ui.typo.checked'), formatNumber(ctx.lang, r.variantsChecked))}
${stat(t('ui.typo.queries'), t('ui.email.count-of', { count: r.queriesSent, limit: r.queryBudget }))}
${stat(t('ui.typo.registered'), formatNumber(ctx.lang, r.counts.registered), r.counts.registered > 0 ? ' stat-alert' : '')}
</dl>
<p class="stopped">${stopped}</p>
<p class="note small">${t('ui.typo.outcomes', {
    unregistered: r.counts.unregistered,
    noRecords: r.counts.noRecords,
    unknown: r.counts.unknown,
  })}</p>`;
}

/**
 * Most lookups got no usable answer (or core says the run failed): nothing can be said about
 * look-alikes, so the page shows the could-not-run notice and never the "none registered" tick.
 */
export function typosquatNotRun(r: Pick<Result, 'outcome' | 'counts' | 'variantsChecked'>): boolean {
  return r.outcome === 'failed' || (r.variantsChecked > 0 && r.counts.unknown * 2 >= r.variantsChecked);
}

function registeredTable(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  if (r.registered.length === 0) {
    if (typosquatNotRun(r)) {
      return markup`<h2>${t('ui.typo.registered-heading')}</h2>
${notice(ctx, t('ui.typo.not-run', { unknown: r.counts.unknown, checked: r.variantsChecked }))}`;
    }
    // Some lookups unanswered: no tick, say how many could not be checked.
    return markup`<h2>${t('ui.typo.registered-heading')}</h2>
<p>${
      r.counts.unknown > 0
        ? pill('warn', t('ui.typo.none-answered', { unknown: r.counts.unknown }))
        : pill('good', t('ui.typo.none-registered'))
    }</p>`;
  }
  const none = t('ui.value.none');
  const rows = r.registered.map(
    (v) => markup`<tr>
${td(t('ui.typo.col-domain'), domainCell(v.unicodeDomain, v.domain), 'value-cell')}
${td(t('ui.typo.col-kinds'), markup`<ul class="plain-list">${v.fuzzerNames.map((f) => markup`<li>${f}</li>`)}</ul>`)}
${td(
  t('ui.typo.col-addresses'),
  markup`${codeList([...v.ipv4Addresses, ...v.ipv6Addresses], none)}${v.nameServers.length === 0 ? null : markup`<span class="sub">${t('ui.typo.name-servers', { names: v.nameServers.join(', ') })}</span>`}`,
)}
${td(t('ui.typo.col-mx'), markup`${codeList(v.mailServers, none)}${v.detailsComplete ? null : markup`<span class="sub">${t('ui.typo.details-incomplete')}</span>`}`)}
</tr>`,
  );
  return markup`<h2>${t('ui.typo.registered-heading')} <span class="count">(${r.registered.length})</span></h2>
${dataTable(t('ui.typo.registered-heading'), [t('ui.typo.col-domain'), t('ui.typo.col-kinds'), t('ui.typo.col-addresses'), t('ui.typo.col-mx')], rows)}`;
}

function unknownTable(ctx: PageContext, r: Result): Html | null {
  const t = tr(ctx.lang);
  if (r.counts.unknown === 0) return null;
  const rows = r.unknown.map(
    (v) => markup`<tr>
${td(t('ui.typo.col-domain'), domainCell(v.unicodeDomain, v.domain), 'value-cell')}
${td(t('ui.typo.col-kinds'), v.fuzzerNames.join(', '))}
${td(t('ui.typo.col-reason'), markup`${v.reason}${v.statusMessage === null ? null : markup`<span class="sub">${v.statusMessage}</span>`}`)}
</tr>`,
  );
  return markup`<h2>${t('ui.typo.unknown-heading')} <span class="count">(${r.counts.unknown})</span></h2>
${r.unknown.length < r.counts.unknown ? markup`<p class="note small">${t('ui.typo.unknown-first', { shown: r.unknown.length, count: r.counts.unknown })}</p>` : null}
${rows.length === 0 ? null : dataTable(t('ui.typo.unknown-heading'), [t('ui.typo.col-domain'), t('ui.typo.col-kinds'), t('ui.typo.col-reason')], rows)}`;
}

function byKind(ctx: PageContext, r: Result): Html | null {
  const t = tr(ctx.lang);
  const used = r.fuzzerCounts.filter((f) => f.generated > 0);
  if (used.length === 0) return null;
  const rows = used.map(
    (f) => markup`<tr>
${td(t('ui.typo.col-kind'), f.fuzzerName)}
${td(t('ui.typo.generated'), formatNumber(ctx.lang, f.generated), 'num')}
${td(t('ui.typo.checked'), formatNumber(ctx.lang, f.checked), 'num')}
${td(t('ui.typo.registered'), formatNumber(ctx.lang, f.registered), 'num')}
</tr>`,
  );
  return markup`<details class="by-kind">
<summary>${t('ui.typo.by-kind')}</summary>
${dataTable(t('ui.typo.by-kind'), [t('ui.typo.col-kind'), t('ui.typo.generated'), t('ui.typo.checked'), t('ui.typo.registered')], rows)}
</details>`;
}

export function typosquatResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const ran = r.errorKey !== 'skip.offline-mode' && r.errorKey !== 'typosquat.error.no-registrable-domain';
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.typo.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.unicodeDomain)}${r.unicodeDomain === r.domain ? null : markup` <span class="sub">${t('ui.domain.ascii', { domain: r.domain })}</span>`}</dd>
${r.registrableDomain === null || r.registrableDomain === r.domain ? null : markup`<dt>${t('ui.typo.registrable')}</dt><dd>${code(r.registrableDomain)}</dd>`}
</dl>
</div>
<div class="result-body">
<p class="explanation">${t('ui.typo.explanation')}</p>
${notice(ctx, r.error)}
${ran ? [stats(ctx, r), notesList(ctx, r.notes), registeredTable(ctx, r), unknownTable(ctx, r), byKind(ctx, r)] : notesList(ctx, r.notes)}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.typosquat, {
    title: t('ui.title.typo-result', { domain: r.unicodeDomain }),
    value: submitted,
    result,
  });
}
