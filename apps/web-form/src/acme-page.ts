/**
 * The result page of `check-acme`: per method whether it would work, the problems worst first (each
 * with what to do), then the facts behind them: checks run or skipped, CAA records, addresses and
 * what the http-01 and tls-alpn-01 probes got, rate limits, the dns-01 name. Names, CAA values and Server headers
 * come from the domain's owner: shown as text only, never as links.
 */
import type { AcmeAnalysisResult, AcmeSeverity } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import { CHECKS, checkResultPage, code, dataTable, notice, pill, td } from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<AcmeAnalysisResult>;

/** What the tls-alpn-01 handshake to one address got, as the address table says it. */
const ALPN_TEXT: Readonly<
  Record<NonNullable<Result['addresses'][number]['tlsAlpn01']>['status'], MessageKey>
> = {
  negotiated: 'ui.acme.alpn.negotiated',
  'not-negotiated': 'ui.acme.alpn.not-negotiated',
  'no-answer': 'ui.acme.alpn.no-answer',
  'handshake-failed': 'ui.acme.alpn.handshake-failed',
  'not-checked': 'ui.acme.alpn.not-checked',
};

const SEVERITY: Readonly<Record<AcmeSeverity, { key: MessageKey; pill: 'bad' | 'warn' | 'neutral' }>> = {
  Fatal: { key: 'ui.acme.severity.fatal', pill: 'bad' },
  Error: { key: 'ui.acme.severity.error', pill: 'bad' },
  Warning: { key: 'ui.acme.severity.warning', pill: 'warn' },
  Info: { key: 'ui.acme.severity.info', pill: 'neutral' },
  Debug: { key: 'ui.acme.severity.debug', pill: 'neutral' },
};

const CHECK_STATUS: Readonly<Record<'ran' | 'skipped' | 'failed', MessageKey>> = {
  ran: 'ui.acme.check.ran',
  skipped: 'ui.acme.check.skipped',
  failed: 'ui.acme.check.failed',
};

function methodsSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const kind = (key: string): 'good' | 'bad' | 'warn' | 'unknown' =>
    key.endsWith('no-problem-found')
      ? 'good'
      : key.endsWith('blocked')
        ? 'bad'
        : key.endsWith('warnings')
          ? 'warn'
          : 'unknown';
  return markup`<section class="part" aria-labelledby="methods-heading">
<h2 id="methods-heading">${t('ui.acme.methods-heading')}</h2>
<ul class="plain-list">${r.methods.map((m) => markup`<li>${code(m.method)} ${pill(kind(m.statusKey), m.status)}</li>`)}</ul>
</section>`;
}

function problemsSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  // Already sorted worst first by core; shown in that order.
  const body =
    r.problems.length === 0
      ? markup`<p>${t('ui.acme.no-problems')}</p>`
      : markup`<ol class="plain-list problems">${r.problems.map((p) => {
          const s = SEVERITY[p.severity];
          return markup`<li class="problem">${pill(s.pill, t(s.key))} <strong>${p.explanation}</strong>
<span class="sub">${p.detail}</span>
<span class="sub">${t('ui.acme.affects', { methods: p.methods.join(', ') })}</span></li>`;
        })}</ol>`;
  return markup`<section class="part" aria-labelledby="problems-heading">
<h2 id="problems-heading">${t('ui.acme.problems-heading')}</h2>
${body}
</section>`;
}

function checksSection(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  return markup`<section class="part" aria-labelledby="checks-heading">
<h2 id="checks-heading">${t('ui.acme.checks-heading')}</h2>
<ul class="plain-list">${r.checks.map(
    (c) =>
      markup`<li>${c.check} ${pill(c.status === 'ran' ? 'good' : c.status === 'failed' ? 'warn' : 'neutral', t(CHECK_STATUS[c.status]))}${c.reason === null ? null : markup` <span class="sub-inline">${c.reason}</span>`}</li>`,
  )}</ul>
</section>`;
}

function caaSection(ctx: PageContext, r: Result): Html | null {
  if (r.caa === null) return null;
  const t = tr(ctx.lang);
  const body =
    r.caa.foundAt === null
      ? markup`<p>${t('ui.acme.caa-none')}</p>`
      : markup`<p>${t('ui.acme.caa-found', { name: r.caa.foundAt })}</p>
<ul class="plain-list">${r.caa.records.map((c) => markup`<li>${code(`${String(c.flags)} ${c.tag} "${c.value}"`)}</li>`)}</ul>`;
  return markup`<section class="part" aria-labelledby="caa-heading">
<h2 id="caa-heading">${t('ui.acme.caa-heading')}</h2>
${body}
</section>`;
}

function addressesSection(ctx: PageContext, r: Result): Html | null {
  if (r.addresses.length === 0) return null;
  const t = tr(ctx.lang);
  const http = r.methodsChecked.includes('http-01');
  const alpn = r.methodsChecked.includes('tls-alpn-01');
  const cols = [
    t('ui.acme.col-address'),
    ...(http ? [t('ui.acme.col-http01')] : []),
    ...(alpn ? [t('ui.acme.col-tls-alpn01')] : []),
  ];
  const notProbed = markup`<span class="muted">${t('ui.acme.not-probed')}</span>`;
  const httpCell = (a: Result['addresses'][number]): Html => {
    const p = a.http01;
    if (a.reserved) return pill('bad', t('ui.acme.reserved'));
    if (p === null) return notProbed;
    if (p.error !== null) return pill('bad', p.error);
    return markup`${t('ui.acme.answer', { status: p.finalStatus ?? '—', redirects: p.redirects })}${p.server === null ? null : markup`<span class="sub">Server: ${p.server}</span>`}`;
  };
  const alpnCell = (a: Result['addresses'][number]): Html => {
    const p = a.tlsAlpn01;
    if (a.reserved) return pill('bad', t('ui.acme.reserved'));
    if (p === null) return notProbed;
    const text = t(ALPN_TEXT[p.status], { protocol: p.protocol ?? '—', alpn: p.alpn ?? '—' });
    if (p.status === 'negotiated') return pill('good', text);
    if (p.status === 'not-checked') return markup`<span class="muted">${text}</span>`;
    return pill('bad', text);
  };
  const rows = r.addresses.map((a) => {
    const cells = [td(cols[0] ?? '', code(a.address))];
    let i = 1;
    if (http) cells.push(td(cols[i++] ?? '', httpCell(a)));
    if (alpn) cells.push(td(cols[i] ?? '', alpnCell(a)));
    return markup`<tr>${cells}</tr>`;
  });
  return markup`<section class="part" aria-labelledby="addresses-heading">
<h2 id="addresses-heading">${t('ui.acme.addresses-heading')}</h2>
${dataTable(t('ui.acme.addresses-heading'), cols, rows)}
</section>`;
}

function rateSection(ctx: PageContext, r: Result): Html | null {
  const rl = r.rateLimits;
  if (rl === null) return null;
  const t = tr(ctx.lang);
  const body =
    rl.certificatesLast7Days === null || rl.source === null
      ? markup`<p>${t('ui.acme.rate-unknown')}</p>`
      : markup`<ul class="plain-list">
<li>${t('ui.acme.rate-domain', { count: rl.certificatesLast7Days, limit: rl.limit, registered: rl.registeredDomain })}</li>
<li>${t('ui.acme.rate-exact', { count: rl.exactSetLast7Days ?? 0, limit: rl.exactSetLimit })}</li>
<li class="sub">${t('ui.acme.rate-source', { source: rl.source })}</li>
</ul>`;
  return markup`<section class="part" aria-labelledby="rate-heading">
<h2 id="rate-heading">${t('ui.acme.rate-heading')}</h2>
${body}
</section>`;
}

function dns01Section(ctx: PageContext, r: Result): Html | null {
  if (r.dns01 === null) return null;
  const t = tr(ctx.lang);
  return markup`<section class="part" aria-labelledby="dns01-heading">
<h2 id="dns01-heading">${t('ui.acme.dns01-heading')}</h2>
<dl class="details">
<dt>${t('ui.acme.dns01-txt')}</dt><dd>${code(r.dns01.txtName)}</dd>
${r.dns01.cnameTarget === null ? null : markup`<dt>${t('ui.acme.dns01-cname')}</dt><dd>${code(r.dns01.cnameTarget)}</dd>`}
</dl>
</section>`;
}

export function acmeResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.acme.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.domain.name')}</dt><dd>${code(r.domain)}</dd>
<dt>${t('ui.acme.method')}</dt><dd>${r.method === null ? t('ui.acme.method-all') : code(r.method)}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${methodsSection(ctx, r)}
${problemsSection(ctx, r)}
${checksSection(ctx, r)}
${caaSection(ctx, r)}
${addressesSection(ctx, r)}
${dns01Section(ctx, r)}
${rateSection(ctx, r)}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.acme, {
    title: t('ui.title.acme-result', { domain: r.domain }),
    value: submitted,
    result,
    ...(r.method === null ? {} : { params: { method: r.method } }),
  });
}
