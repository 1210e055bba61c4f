/**
 * The result page of `check-tls`: the grade as a large badge (A+ to F, T, M, or why there is none)
 * with the score and the category scores, every rule of the grade in force, then the protocol table,
 * the accepted suites, the certificate and its chain, HSTS and revocation, and the notes. Every value
 * that comes from the server scanned (names, subjects) is shown as text only.
 */
import type { TlsResult, TlsSuiteStrength } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  codeList,
  dataTable,
  notesList,
  notice,
  pill,
  td,
  yesNoUnknown,
} from './check-pages.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<TlsResult>;

const STRENGTH: Readonly<
  Record<TlsSuiteStrength, { key: MessageKey; kind: 'good' | 'bad' | 'warn' | 'neutral' }>
> = {
  insecure: { key: 'ui.tls.strength.insecure', kind: 'bad' },
  weak: { key: 'ui.tls.strength.weak', kind: 'warn' },
  acceptable: { key: 'ui.tls.strength.acceptable', kind: 'neutral' },
  strong: { key: 'ui.tls.strength.strong', kind: 'good' },
};

const REVOCATION: Readonly<Record<Result['revocation']['status'], MessageKey>> = {
  good: 'ui.tls.revocation.good',
  revoked: 'ui.tls.revocation.revoked',
  unknown: 'ui.tls.revocation.unknown',
  'not-checked': 'ui.tls.revocation.not-checked',
};

/** The CSS family of a grade (site.css): T and M are failures like F. */
function gradeClass(grade: string | null): string {
  if (grade === null) return 'none';
  if (grade === 'A+') return 'a-plus';
  if (grade === 'T' || grade === 'M' || grade === 'E') return grade === 'E' ? 'd' : 'f';
  return grade.charAt(0).toLowerCase();
}

function gradeBlock(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  const c = r.categoryScores;
  return markup`<div class="grade-block" role="status">
<p class="grade grade-${gradeClass(r.grade)}" aria-hidden="true">${r.grade ?? '–'}</p>
<div class="grade-text">
<p class="grade-line"><strong>${r.grade === null ? t('ui.tls.no-grade') : t('ui.tls.grade-value', { grade: r.grade })}</strong>${
    r.score === null
      ? null
      : markup` <span class="score-value">${t('ui.tls.score', { score: r.score })}</span>`
  }</p>
${c === null ? null : markup`<p class="note small">${t('ui.tls.categories', { protocol: c.protocol, keyExchange: c.keyExchange, cipher: c.cipher })}</p>`}
<p class="note small">${t('ui.tls.grade-scale')}</p>
</div>
</div>`;
}

function protocolsTable(ctx: PageContext, r: Result): Html | null {
  if (r.protocols.length === 0) return null;
  const t = tr(ctx.lang);
  const cols = [t('ui.tls.col-protocol'), t('ui.tls.col-support'), t('ui.tls.col-order')];
  const rows = r.protocols.map((p) => {
    const support =
      p.supported === null
        ? pill('unknown', yesNoUnknown(ctx, null))
        : pill(
            p.supported === (p.version === 'TLSv1.2' || p.version === 'TLSv1.3')
              ? 'good'
              : p.supported
                ? 'bad'
                : 'neutral',
            yesNoUnknown(ctx, p.supported),
          );
    const order =
      p.serverPreference === null
        ? ''
        : p.serverPreference
          ? t('ui.tls.server-order')
          : t('ui.tls.client-order');
    return markup`<tr>${td(cols[0] ?? '', code(p.version))}${td(cols[1] ?? '', support)}${td(cols[2] ?? '', order)}</tr>`;
  });
  return markup`<section class="part" aria-labelledby="protocols-heading">
<h2 id="protocols-heading">${t('ui.tls.protocols-heading')}</h2>
${dataTable(t('ui.tls.protocols-heading'), cols, rows)}
</section>`;
}

function suitesTable(ctx: PageContext, r: Result): Html | null {
  if (r.cipherSuites.length === 0) return null;
  const t = tr(ctx.lang);
  const cols = [
    t('ui.tls.col-protocol'),
    t('ui.tls.col-suite'),
    t('ui.tls.col-kx'),
    t('ui.tls.col-bits'),
    t('ui.tls.col-strength'),
  ];
  const rows = r.cipherSuites.map((s) => {
    const strength = STRENGTH[s.strength];
    const kx = [
      s.keyExchange,
      s.group,
      s.keyExchangeBits === null ? null : `${String(s.keyExchangeBits)} bits`,
    ]
      .filter((x) => x !== null && x !== 'ANY')
      .join(' · ');
    return markup`<tr>${td(cols[0] ?? '', s.protocol)}${td(cols[1] ?? '', code(s.name))}${td(cols[2] ?? '', kx)}${td(cols[3] ?? '', String(s.bits))}${td(cols[4] ?? '', pill(strength.kind, t(strength.key)))}</tr>`;
  });
  const groups = [...new Set([...r.groups.tls13, ...r.groups.ecdhe])];
  return markup`<section class="part" aria-labelledby="suites-heading">
<h2 id="suites-heading">${t('ui.tls.suites-heading')}</h2>
${dataTable(t('ui.tls.suites-heading'), cols, rows)}
${groups.length === 0 ? null : markup`<p class="note small">${t('ui.tls.groups', { groups: groups.join(', ') })}</p>`}
</section>`;
}

function certificatePart(ctx: PageContext, r: Result): Html | null {
  const c = r.certificate;
  if (c === null) return null;
  const t = tr(ctx.lang);
  const chainCols = [t('ui.tls.col-position'), t('ui.tls.col-certificate'), t('ui.tls.signature')];
  const chainRows = c.chain.map(
    (x, i) =>
      markup`<tr>${td(chainCols[0] ?? '', String(i))}${td(chainCols[1] ?? '', markup`${code(x.subject)}<p class="sub">${t('ui.tls.issued-by', { issuer: x.issuer })}</p>`)}${td(chainCols[2] ?? '', `${x.keyType} ${x.keyBits === null ? '' : String(x.keyBits)} · ${x.signatureAlgorithm ?? ''}`)}</tr>`,
  );
  const revocation = `${t(REVOCATION[r.revocation.status])}${r.revocation.ocspStapled ? ` (${t('ui.tls.stapled')})` : ''}`;
  return markup`<section class="part" aria-labelledby="certificate-heading">
<h2 id="certificate-heading">${t('ui.tls.certificate-heading')}</h2>
<dl class="details">
<dt>${t('ui.tls.subject')}</dt><dd>${code(c.subject)}</dd>
<dt>${t('ui.tls.sans')}</dt><dd>${codeList(c.sans, '–')}</dd>
<dt>${t('ui.tls.issuer')}</dt><dd>${code(c.issuer)}</dd>
<dt>${t('ui.tls.validity')}</dt><dd>${t('ui.tls.validity-value', { notBefore: c.notBefore ?? '?', notAfter: c.notAfter ?? '?' })}</dd>
<dt>${t('ui.tls.key')}</dt><dd>${t('ui.tls.key-value', { keyType: c.keyType, keyBits: c.keyBits ?? '?' })}</dd>
<dt>${t('ui.tls.signature')}</dt><dd>${c.signatureAlgorithm ?? '?'}</dd>
<dt>${t('ui.tls.fingerprint')}</dt><dd>${code(c.fingerprintSha256)}</dd>
<dt>${t('ui.tls.trusted')}</dt><dd>${yesNoUnknown(ctx, c.trusted)}</dd>
<dt>${t('ui.tls.name-matches')}</dt><dd>${yesNoUnknown(ctx, c.hostnameMatches)}</dd>
<dt>${t('ui.tls.chain-complete')}</dt><dd>${yesNoUnknown(ctx, c.chainComplete)}</dd>
<dt>${t('ui.tls.revocation')}</dt><dd>${revocation}</dd>
</dl>
${chainRows.length === 0 ? null : markup`<h3>${t('ui.tls.chain-heading')}</h3>${dataTable(t('ui.tls.chain-heading'), chainCols, chainRows)}`}
</section>`;
}

export function tlsResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const hsts =
    r.hsts.present === null
      ? yesNoUnknown(ctx, null)
      : r.hsts.maxAge === null
        ? yesNoUnknown(ctx, false)
        : t('ui.tls.hsts-value', { maxAge: r.hsts.maxAge });
  const negotiated = [r.negotiated.protocol, r.negotiated.cipher, r.negotiated.group]
    .filter((x) => x !== null)
    .join(' · ');
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head grade-head grade-head-${gradeClass(r.grade)}">
<h1 id="result-heading">${t('ui.tls.result-heading')}</h1>
${gradeBlock(ctx, r)}
<dl class="details">
<dt>${t('ui.tls.host')}</dt><dd>${code(r.host)}</dd>
${r.address === null ? null : markup`<dt>${t('ui.tls.address')}</dt><dd>${code(r.address)}</dd>`}
${r.otherAddresses.length === 0 ? null : markup`<dt>${t('ui.tls.other-addresses')}</dt><dd>${codeList(r.otherAddresses, '')}</dd>`}
${negotiated === '' ? null : markup`<dt>${t('ui.tls.negotiated')}</dt><dd>${code(negotiated)}</dd>`}
${r.negotiated.alpn === null ? null : markup`<dt>${t('ui.tls.alpn')}</dt><dd>${code(r.negotiated.alpn)}</dd>`}
<dt>${t('ui.tls.hsts')}</dt><dd>${hsts}</dd>
<dt>${t('ui.tls.duration')}</dt><dd>${t('ui.tls.duration-value', { seconds: (r.durationMs / 1000).toFixed(1), connections: r.connections })}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.gradeNotes, t('ui.email.grade-notes'))}
${protocolsTable(ctx, r)}
${suitesTable(ctx, r)}
${certificatePart(ctx, r)}
${notesList(ctx, r.notes)}
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.tls, {
    title:
      r.grade === null ? t('ui.title.tls-result-ungraded') : t('ui.title.tls-result', { grade: r.grade }),
    value: submitted,
    result,
  });
}
