/**
 * The result page of `check-certs`: which Certificate Transparency service answered, the counts, the
 * names seen (wildcards marked) and the most recent certificates, newest first. Certificate names and
 * issuers are chosen by whoever requested the certificate: shown as text only, never as links.
 */
import type { CertsResult, CertsSource } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  dataTable,
  formatNumber,
  notesList,
  notice,
  pill,
  td,
} from './check-pages.js';
import { formatDateLong } from './network-parts.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<CertsResult>;

const SOURCE: Readonly<Record<CertsSource, MessageKey>> = {
  'crt.sh': 'ui.certs.source.crt-sh',
  certspotter: 'ui.certs.source.certspotter',
};

function stats(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const stat = (label: string, value: string): Html =>
    markup`<div class="stat"><dt>${label}</dt><dd>${value}</dd></div>`;
  const wildcards = r.subdomains.filter((s) => s.wildcard).length;
  return markup`<dl class="stats">
${stat(t('ui.certs.certificate-count'), formatNumber(ctx.lang, r.certificateCount))}
${stat(t('ui.certs.subdomain-count'), formatNumber(ctx.lang, r.subdomainCount))}
${stat(t('ui.certs.wildcard-count'), formatNumber(ctx.lang, wildcards))}
</dl>`;
}

function namesSection(ctx: PageContext, r: Result): Html | null {
  if (r.subdomains.length === 0) return null;
  const t = tr(ctx.lang);
  return markup`<section class="part" aria-labelledby="names-heading">
<h2 id="names-heading">${t('ui.certs.names-heading')}</h2>
${r.truncated ? markup`<p class="note small">${t('ui.certs.names-first', { shown: r.subdomains.length, count: r.subdomainCount })}</p>` : null}
<ul class="plain-list names cert-names">${r.subdomains.map(
    (s) =>
      markup`<li>${code(s.name)}${s.wildcard ? markup` ${pill('neutral', t('ui.certs.wildcard'))}` : null}</li>`,
  )}</ul>
</section>`;
}

function certificatesTable(ctx: PageContext, r: Result): Html | null {
  if (r.certificates.length === 0) return null;
  const t = tr(ctx.lang);
  const unknown = t('ui.value.unknown');
  const cols = [t('ui.certs.col-issuer'), t('ui.certs.col-names'), t('ui.certs.col-validity')];
  const rows = r.certificates.map((c) => {
    const names = c.names.length > 0 ? c.names : c.commonName === null ? [] : [c.commonName];
    return markup`<tr>
${td(cols[0] ?? '', markup`${c.issuerName ?? unknown}${c.serialNumber === null ? null : markup`<span class="sub">${t('ui.certs.serial', { serial: c.serialNumber })}</span>`}`)}
${td(cols[1] ?? '', names.length === 0 ? markup`<span class="muted">${t('ui.value.none')}</span>` : markup`<ul class="plain-list">${names.map((n) => markup`<li>${code(n)}</li>`)}</ul>`, 'value-cell')}
${td(cols[2] ?? '', t('ui.certs.validity', { from: c.notBefore === null ? unknown : formatDateLong(ctx.lang, c.notBefore), to: c.notAfter === null ? unknown : formatDateLong(ctx.lang, c.notAfter) }))}
</tr>`;
  });
  return markup`<section class="part" aria-labelledby="certs-heading">
<h2 id="certs-heading">${t('ui.certs.table-heading')}</h2>
<p class="note small">${t('ui.certs.table-first', { shown: r.certificates.length, count: r.certificateCount })}</p>
${dataTable(t('ui.certs.table-heading'), cols, rows)}
</section>`;
}

function attemptsSection(ctx: PageContext, r: Result): Html | null {
  if (r.attempts.length === 0) return null;
  const t = tr(ctx.lang);
  return markup`<section class="part" aria-labelledby="attempts-heading">
<h2 id="attempts-heading">${t('ui.certs.attempts-heading')}</h2>
<ul class="plain-list">${r.attempts.map(
    (a) =>
      markup`<li><strong>${t(SOURCE[a.provider])}</strong> ${a.ok ? pill('good', t('ui.certs.attempt-ok')) : pill('warn', a.error ?? t('ui.value.unknown'))}${a.httpStatus === null ? null : markup` <span class="sub-inline">${t('ui.certs.attempt-status', { status: a.httpStatus })}</span>`}</li>`,
  )}</ul>
</section>`;
}

export function certsResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const offline = r.errorKey === 'skip.offline-mode';
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.certs.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.unicodeDomain)}${r.unicodeDomain === r.domain ? null : markup` <span class="sub">${t('ui.domain.ascii', { domain: r.domain })}</span>`}</dd>
<dt>${t('ui.certs.source')}</dt><dd>${r.source === null ? markup`<span class="muted">${t('ui.certs.no-source')}</span>` : t(SOURCE[r.source])}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${offline || r.source === null ? null : stats(ctx, r)}
${notesList(ctx, r.notes)}
${offline ? null : markup`<p class="note small">${t('ui.certs.explain')}</p>`}
${namesSection(ctx, r)}
${certificatesTable(ctx, r)}
${offline ? null : attemptsSection(ctx, r)}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.certs, {
    title: t('ui.title.certs-result', { domain: r.unicodeDomain }),
    value: submitted,
    result,
  });
}
