/**
 * The result page of `check-whois`: registration data from RDAP (registrar, dates, EPP statuses in
 * words, DNSSEC at the registry, name servers, the registrant or "redacted") and where it came from.
 * Registrant and registrar fields are written by whoever registered the domain: shown as text only.
 */
import type { WhoisAnalysisResult } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  codeList,
  countryName,
  notesList,
  notice,
  pill,
} from './check-pages.js';
import { formatDateLong } from './network-parts.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<WhoisAnalysisResult>;

const EPP: Readonly<Record<string, MessageKey>> = {
  ok: 'ui.whois.epp.ok',
  inactive: 'ui.whois.epp.inactive',
  addPeriod: 'ui.whois.epp.add-period',
  autoRenewPeriod: 'ui.whois.epp.auto-renew-period',
  renewPeriod: 'ui.whois.epp.renew-period',
  transferPeriod: 'ui.whois.epp.transfer-period',
  redemptionPeriod: 'ui.whois.epp.redemption-period',
  pendingCreate: 'ui.whois.epp.pending-create',
  pendingDelete: 'ui.whois.epp.pending-delete',
  pendingRenew: 'ui.whois.epp.pending-renew',
  pendingRestore: 'ui.whois.epp.pending-restore',
  pendingTransfer: 'ui.whois.epp.pending-transfer',
  pendingUpdate: 'ui.whois.epp.pending-update',
};

const LOCKS: Readonly<Record<string, MessageKey>> = {
  Delete: 'ui.whois.epp.delete-prohibited',
  Renew: 'ui.whois.epp.renew-prohibited',
  Transfer: 'ui.whois.epp.transfer-prohibited',
  Update: 'ui.whois.epp.update-prohibited',
};

/** An EPP status in words (`clientTransferProhibited` → "Transfer locked, set by the registrar"). */
function statusText(ctx: PageContext, status: string): string | null {
  const t = tr(ctx.lang);
  const direct = EPP[status];
  if (direct !== undefined) return t(direct);
  const m = /^(client|server)(?:(Delete|Renew|Transfer|Update)Prohibited|(Hold))$/.exec(status);
  if (m === null) return null;
  const by = m[1] === 'client' ? t('ui.whois.epp.by-registrar') : t('ui.whois.epp.by-registry');
  const lock = m[3] === undefined ? LOCKS[m[2] ?? ''] : 'ui.whois.epp.hold';
  return lock === undefined ? null : `${t(lock)} (${by})`;
}

function statusList(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  if (r.statuses.length === 0) return markup`<span class="muted">${t('ui.whois.statuses-none')}</span>`;
  return markup`<ul class="plain-list statuses">${r.statuses.map((s) => {
    const text = statusText(ctx, s);
    const hold = /Hold$|^pendingDelete$|^redemptionPeriod$/.test(s);
    return markup`<li>${text === null ? code(s) : markup`${hold ? pill('warn', text) : text} <span class="sub-inline">${code(s)}</span>`}</li>`;
  })}</ul>`;
}

function registrantBlock(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const g = r.registrant;
  const rows: [string, Html | string][] = [];
  if (g.name !== null) rows.push([t('ui.whois.registrant-name'), g.name]);
  if (g.organization !== null) rows.push([t('ui.whois.registrant-org'), g.organization]);
  if (g.country !== null)
    rows.push([
      t('ui.whois.registrant-country'),
      /^[A-Za-z]{2}$/.test(g.country) ? countryName(ctx.lang, g.country) : g.country,
    ]);
  if (g.email !== null) rows.push([t('ui.whois.registrant-email'), code(g.email)]);
  const status = r.registrantRedacted
    ? pill('neutral', t('ui.whois.redacted'))
    : rows.length === 0
      ? markup`<span class="muted">${t('ui.whois.registrant-none')}</span>`
      : null;
  return markup`<section class="part" aria-labelledby="registrant-heading">
<h2 id="registrant-heading">${t('ui.whois.registrant')}</h2>
${status === null ? null : markup`<p>${status}</p>`}
${
  rows.length === 0
    ? null
    : markup`<dl class="details">${rows.map(([dt, dd]) => markup`<dt>${dt}</dt><dd>${dd}</dd>`)}</dl>
<p class="note small">${t('ui.whois.registrant-note')}</p>`
}
</section>`;
}

export function whoisResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const unknown = t('ui.value.unknown');
  const found =
    r.found === null
      ? pill('unknown', t('ui.value.unknown'))
      : r.found
        ? pill('good', t('ui.whois.found-yes'))
        : pill('neutral', t('ui.whois.found-no'));
  const date = (iso: string | null): string => (iso === null ? unknown : formatDateLong(ctx.lang, iso));
  const reg = r.registrar;
  const dnssec =
    r.dnssec.delegationSigned === null
      ? pill('unknown', unknown)
      : r.dnssec.delegationSigned
        ? pill('good', t('ui.whois.dnssec-signed', { count: r.dnssec.dsCount }))
        : pill('neutral', t('ui.whois.dnssec-unsigned'));
  const source =
    r.source === null
      ? null
      : markup`<p>${r.source === 'registry' ? t('ui.whois.source.registry') : t('ui.whois.source.fallback')}</p>
${r.serverUrl === null ? null : markup`<p class="note small">${code(r.serverUrl)}</p>`}`;
  const details =
    r.found !== true
      ? null
      : markup`<section class="part" aria-labelledby="registrar-heading">
<h2 id="registrar-heading">${t('ui.whois.registrar')}</h2>
<dl class="details">
<dt>${t('ui.whois.registrar')}</dt><dd>${reg.name ?? unknown}${reg.ianaId === null ? null : markup` <span class="sub-inline">${t('ui.whois.iana-id', { id: reg.ianaId })}</span>`}${reg.url === null ? null : markup`<span class="sub">${code(reg.url)}</span>`}</dd>
${reg.abuseEmail === null && reg.abusePhone === null ? null : markup`<dt>${t('ui.whois.abuse')}</dt><dd>${reg.abuseEmail === null ? null : code(reg.abuseEmail)} ${reg.abusePhone === null ? null : code(reg.abusePhone)}</dd>`}
</dl>
</section>
<section class="part" aria-labelledby="dates-heading">
<h2 id="dates-heading">${t('ui.whois.dates-heading')}</h2>
<dl class="details">
<dt>${t('ui.whois.created')}</dt><dd>${date(r.createdAt)}</dd>
<dt>${t('ui.whois.expires')}</dt><dd>${date(r.expiresAt)}</dd>
<dt>${t('ui.whois.updated')}</dt><dd>${date(r.updatedAt)}</dd>
</dl>
</section>
<section class="part" aria-labelledby="status-heading">
<h2 id="status-heading">${t('ui.whois.statuses')}</h2>
${statusList(ctx, r)}
<dl class="details">
<dt>${t('ui.dnssec.label')}</dt><dd>${dnssec}</dd>
<dt>${t('ui.whois.nameservers')}</dt><dd>${codeList(r.nameservers, t('ui.value.none'))}</dd>
</dl>
</section>
${registrantBlock(ctx, r)}`;
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.whois.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.domain)}</dd>
${r.queriedDomain === r.domain ? null : markup`<dt>${t('ui.whois.queried')}</dt><dd>${code(r.queriedDomain)}</dd>`}
<dt>${t('ui.whois.registered')}</dt><dd>${found}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.notes)}
${details}
${source === null ? null : markup`<h2>${t('ui.whois.source')}</h2>${source}`}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.whois, {
    title: t('ui.title.whois-result', { domain: r.queriedDomain }),
    value: submitted,
    result,
  });
}
