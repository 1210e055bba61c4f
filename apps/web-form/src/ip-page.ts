/**
 * The result page of `check-ip`: reverse DNS with forward confirmation, the origin network, and the
 * blocklists, where "refused" (not checked) must never look like "not listed".
 */
import type { BlocklistStatus, IpAnalysisResult } from '@secapi/core';
import type { Localized } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  countryName,
  dataTable,
  notesList,
  notice,
  pill,
  td,
} from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<IpAnalysisResult>;

const BLOCKLIST_TAG: Readonly<Record<BlocklistStatus, 'good' | 'bad' | 'warn' | 'neutral' | 'unknown'>> = {
  listed: 'bad',
  'not-listed': 'good',
  refused: 'warn',
  error: 'warn',
  'not-applicable': 'neutral',
  skipped: 'unknown',
};

function ptrSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const p = r.ptr;
  const names = p.names.map((name) => {
    const confirmed = p.confirmedNames.includes(name);
    const tag = confirmed
      ? pill('good', t('ui.ip.ptr-confirmed'))
      : p.forwardConfirmed === null
        ? pill('unknown', t('ui.ip.ptr-unconfirmed-unknown'))
        : pill('warn', t('ui.ip.ptr-not-confirmed'));
    return markup`<li>${code(name)} ${tag}</li>`;
  });
  return markup`<section class="part" aria-labelledby="ptr-heading">
<h2 id="ptr-heading">${t('ui.ip.ptr-heading')}</h2>
<p class="note small">${t('ui.ip.ptr-intro')}</p>
<p>${pill(p.status === 'found' ? 'good' : p.status === 'none' ? 'neutral' : p.status === 'error' ? 'warn' : 'unknown', p.statusMessage)}${p.error === null ? null : markup` <span class="sub-inline">${p.error}</span>`}</p>
${names.length === 0 ? null : markup`<ul class="plain-list names">${names}</ul>`}
<p class="note small">${t('ui.ip.ptr-query', { name: p.queryName })}</p>
</section>`;
}

function asnSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const a = r.asn;
  const unknown = t('ui.value.unknown');
  const origins = a.origins.map(
    (o) =>
      markup`<li><strong>AS${String(o.asn)}</strong>${o.name === null ? null : markup` <span class="as-name">${o.name}</span>`}</li>`,
  );
  const details =
    a.status !== 'found'
      ? null
      : markup`<dl class="details">
<dt>${t('ui.ip.prefix')}</dt><dd>${a.prefix === null ? unknown : code(a.prefix)}</dd>
<dt>${t('ui.ip.origin')}</dt><dd>${origins.length === 0 ? unknown : markup`<ul class="plain-list">${origins}</ul>`}</dd>
<dt>${t('ui.ip.country')}</dt><dd>${a.countryCode === null ? unknown : countryName(ctx.lang, a.countryCode)}<span class="sub">${t('ui.ip.country-note')}</span></dd>
<dt>${t('ui.ip.registry')}</dt><dd>${a.registry === null ? unknown : a.registry.toUpperCase()}</dd>
<dt>${t('ui.ip.allocated')}</dt><dd>${a.allocatedOn ?? unknown}</dd>
</dl>`;
  return markup`<section class="part" aria-labelledby="asn-heading">
<h2 id="asn-heading">${t('ui.ip.network-heading')}</h2>
<p>${pill(a.status === 'found' ? 'good' : a.status === 'not-routed' ? 'neutral' : a.status === 'error' ? 'warn' : 'unknown', a.statusMessage)}${a.error === null ? null : markup` <span class="sub-inline">${a.error}</span>`}</p>
${details}
</section>`;
}

function blocklistSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const rows = r.blocklists.map((b) => {
    const meaning: Html[] = [];
    for (const m of b.meanings) meaning.push(markup`<p>${m}</p>`);
    if (b.reason !== null)
      meaning.push(markup`<p class="sub">${t('ui.ip.list-reason', { reason: b.reason })}</p>`);
    if (b.error !== null) meaning.push(markup`<p>${b.error}</p>`);
    if (b.codes.length > 0)
      meaning.push(markup`<p class="sub">${t('ui.ip.list-codes', { codes: b.codes.join(', ') })}</p>`);
    return markup`<tr class="bl-row bl-${b.status}">
${td(t('ui.ip.col-list'), markup`<strong>${b.name}</strong><span class="sub">${b.operator}</span>`)}
${td(t('ui.ip.col-status'), pill(BLOCKLIST_TAG[b.status], b.statusMessage))}
${meaning.length === 0 ? td(t('ui.ip.col-meaning'), null, 'empty-cell') : td(t('ui.ip.col-meaning'), meaning)}
</tr>`;
  });
  return markup`<section class="part" aria-labelledby="bl-heading">
<h2 id="bl-heading">${t('ui.ip.blocklists-heading')}</h2>
<p>${t('ui.ip.blocklists-summary', { listed: r.listedCount, checked: r.checkedCount, total: r.blocklists.length })}</p>
<p class="note small">${t('ui.ip.blocklists-intro')}</p>
${dataTable(t('ui.ip.blocklists-heading'), [t('ui.ip.col-list'), t('ui.ip.col-status'), t('ui.ip.col-meaning')], rows)}
</section>`;
}

export function ipResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const offline = r.errorKey === 'skip.offline-mode';
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.ip.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.ip.address')}</dt><dd>${code(r.ip)} <span class="sub-inline">${t('ui.ip.version', { version: r.version })}</span></dd>
${r.input === r.ip ? null : markup`<dt>${t('ui.ip.submitted')}</dt><dd>${code(r.input)}</dd>`}
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.notes)}
${offline ? null : [ptrSection(ctx, r), asnSection(ctx, r), blocklistSection(ctx, r)]}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.ip, {
    title: t('ui.title.ip-result', { ip: r.ip }),
    value: submitted,
    result,
  });
}
