/** The result page of `check-dns`: one section per record type, with its status, records and TTLs. */
import { type DnsAnalysisResult, type DnsRecordType } from '@secapi/core';
import { DNS_RECORD_TYPES } from '@secapi/core/dns';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  dataTable,
  formatTtl,
  notesList,
  notice,
  pill,
  td,
} from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

const TYPE_KEYS: Readonly<Record<DnsRecordType, MessageKey>> = {
  A: 'ui.dns.type.a',
  AAAA: 'ui.dns.type.aaaa',
  CNAME: 'ui.dns.type.cname',
  MX: 'ui.dns.type.mx',
  TXT: 'ui.dns.type.txt',
  NS: 'ui.dns.type.ns',
  CAA: 'ui.dns.type.caa',
  SOA: 'ui.dns.type.soa',
};

type Result = Localized<DnsAnalysisResult>;
type RecordSet = Result['recordSets'][DnsRecordType];

function statusPill(set: RecordSet, text: string): Html {
  switch (set.status) {
    case 'ok':
      return pill('good', text);
    case 'nodata':
    case 'nxdomain':
      return pill('neutral', text);
    default:
      return pill('warn', text);
  }
}

function recordSet(ctx: PageContext, r: Result, type: DnsRecordType): Html {
  const t = tr(ctx.lang);
  const set = r.recordSets[type];
  const id = `rr-${type.toLowerCase()}`;
  const status = set.statusMessage ?? t('ui.check.not-checked');
  const rows = set.records.map(
    (rec) => markup`<tr>
${td(
  t('ui.dns.col-value'),
  markup`${code(rec.value)}${rec.name === r.domain ? null : markup`<span class="sub">${t('ui.dns.owner', { name: rec.name })}</span>`}`,
  'value-cell',
)}
${td(t('ui.dns.col-ttl'), markup`${formatTtl(ctx.lang, rec.ttl)} <span class="sub">${t('ui.dns.ttl-seconds', { seconds: rec.ttl })}</span>`, 'ttl-cell')}
</tr>`,
  );
  const caaNote =
    type === 'CAA' && r.caaDomain !== null && r.caaDomain !== r.domain
      ? markup`<p class="note small">${t('ui.dns.caa-from', { domain: r.caaDomain })}</p>`
      : null;
  return markup`<section class="rrset" aria-labelledby="${id}">
<div class="rrset-head">
<h3 id="${id}">${type} <span class="rr-desc">${t(TYPE_KEYS[type])}</span></h3>
<p class="rrset-status">${statusPill(set, status)}${set.authenticated ? markup` ${pill('good', t('ui.dns.set-dnssec'))}` : null}${set.records.length > 0 ? markup` <span class="count">${t('ui.dns.record-count', { count: set.records.length })}</span>` : null}</p>
</div>
${rows.length === 0 ? null : dataTable(t('ui.dns.records-of', { type }), [t('ui.dns.col-value'), t('ui.dns.col-ttl')], rows)}
${caaNote}
</section>`;
}

export function dnsResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const offline = r.errorKey === 'skip.offline-mode';
  const exists =
    r.exists === null
      ? pill('unknown', t('ui.value.unknown'))
      : r.exists
        ? pill('good', t('ui.dns.exists-yes'))
        : pill('bad', t('ui.dns.exists-no'));
  const dnssec =
    r.dnssecValidated === null
      ? pill('unknown', t('ui.value.unknown'))
      : r.dnssecValidated
        ? pill('good', t('ui.dnssec.validated'))
        : pill('neutral', t('ui.dnssec.not-validated'));
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.dns.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.unicodeDomain)}${r.unicodeDomain === r.domain ? null : markup` <span class="sub">${t('ui.domain.ascii', { domain: r.domain })}</span>`}</dd>
<dt>${t('ui.dns.exists')}</dt><dd>${exists}</dd>
<dt>${t('ui.dnssec.label')}</dt><dd>${dnssec}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.notes)}
${
  offline
    ? null
    : markup`<h2>${t('ui.dns.records-heading')}</h2>
<p class="note small">${t('ui.dns.records-intro')}</p>
${DNS_RECORD_TYPES.map((type) => recordSet(ctx, r, type))}`
}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.dns, {
    title: t('ui.title.dns-result', { domain: r.unicodeDomain }),
    value: submitted,
    result,
  });
}
