/**
 * The result page of `check-tls`: the grade as a large badge (A+ to F, T, M, or why there is none)
 * with the score and the category scores, every rule of the grade in force, then the protocol table,
 * the accepted suites, the certificate and its chain, HSTS and revocation, and the notes. Every value
 * that comes from the server scanned (names, subjects) is shown as text only.
 */
import type { TlsGrade, TlsResult, TlsSuiteStrength } from '@secapi/core';
import { translate, type Lang, type Localized, type MessageKey } from '@secapi/i18n';
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
import { formatDateLong } from './network-parts.js';

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
  return markup`<div class="grade-block" role="status">
<p class="grade grade-${gradeClass(r.grade)}" aria-hidden="true">${r.grade ?? '–'}</p>
<div class="grade-text">
<p class="grade-line"><strong>${r.grade === null ? t('ui.tls.no-grade') : t('ui.tls.grade-value', { grade: r.grade })}</strong>${
    r.score === null
      ? null
      : markup` <span class="score-value">${t('ui.tls.score', { score: r.score })}</span>`
  }</p>
<p class="note small">${t('ui.tls.grade-scale')}</p>
</div>
</div>`;
}

/** HSTS max-age that earns the "+" (core's `HSTS_MIN_SECONDS`: 180 days). */
const HSTS_MIN_SECONDS = 180 * 86_400;

/** Core's letters from the score (grade.ts, rating guide 2009r): the first row the score reaches. */
const LETTERS: readonly { min: number; letter: TlsGrade }[] = [
  { min: 80, letter: 'A' },
  { min: 65, letter: 'B' },
  { min: 50, letter: 'C' },
  { min: 35, letter: 'D' },
  { min: 20, letter: 'E' },
];
const ORDER: readonly TlsGrade[] = ['A+', 'A', 'A-', 'B', 'C', 'D', 'E', 'F'];

/**
 * The grade the server would get if its certificate were trusted and covered the name (SSL Labs'
 * "If trust issues are ignored"): the result's score and its other rules, as core grades them.
 * Null when trust is not what decided the grade (no T or M rule) or there is no score.
 */
export function gradeIgnoringTrust(r: {
  readonly grade: TlsGrade | null;
  readonly score: number | null;
  readonly gradeRules: readonly { readonly effect: string }[];
  readonly hsts: { readonly valid: boolean | null; readonly maxAge: number | null };
}): TlsGrade | null {
  if (r.score === null || (r.grade !== 'T' && r.grade !== 'M')) return null;
  const has = (effect: string): boolean => r.gradeRules.some((rule) => rule.effect === effect);
  if (has('F') || r.score === 0) return 'F';
  let grade: TlsGrade = LETTERS.find((row) => (r.score ?? 0) >= row.min)?.letter ?? 'F';
  const worse = (a: TlsGrade, b: TlsGrade): TlsGrade => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);
  if (has('cap-B')) grade = worse(grade, 'B');
  if (has('cap-C')) grade = worse(grade, 'C');
  if (grade === 'A') {
    if (has('warning')) grade = 'A-';
    else if (r.hsts.valid === true && (r.hsts.maxAge ?? 0) >= HSTS_MIN_SECONDS) grade = 'A+';
  }
  return grade;
}

/** OpenSSL's verification errors that mean the server left out an intermediate certificate. */
const CHAIN_ERRORS = new Set([
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

/** Each trust failure in words, with its fix: self-signed, expired, another name, incomplete chain… */
function trustProblems(lang: Lang, r: Result): { text: string; fix: string }[] {
  const c = r.certificate;
  if (c === null) return [];
  const t = (key: MessageKey, params?: Record<string, string>): string => translate(lang, key, params);
  const host = r.host;
  const out: { text: string; fix: string }[] = [];
  const keys = new Set(r.gradeRules.map((rule) => rule.noteKey));
  if (keys.has('tls.grade.self-signed'))
    out.push({ text: t('ui.tls.trust.self-signed'), fix: t('ui.tls.fix.self-signed') });
  if (keys.has('tls.grade.untrusted')) {
    const chain = CHAIN_ERRORS.has(c.trustError ?? '') || c.chainComplete === false;
    out.push(
      chain
        ? { text: t('ui.tls.trust.incomplete-chain'), fix: t('ui.tls.fix.incomplete-chain') }
        : { text: t('ui.tls.trust.untrusted'), fix: t('ui.tls.fix.untrusted') },
    );
  }
  if (keys.has('tls.grade.expired'))
    out.push({
      text: t('ui.tls.trust.expired', { date: formatDateLong(lang, c.notAfter) }),
      fix: t('ui.tls.fix.expired'),
    });
  if (keys.has('tls.grade.not-yet-valid'))
    out.push({
      text: t('ui.tls.trust.not-yet-valid', { date: formatDateLong(lang, c.notBefore) }),
      fix: t('ui.tls.fix.expired'),
    });
  if (keys.has('tls.grade.revoked'))
    out.push({ text: t('ui.tls.trust.revoked'), fix: t('ui.tls.fix.revoked') });
  if (keys.has('tls.grade.sha1-signature'))
    out.push({ text: t('ui.tls.trust.sha1'), fix: t('ui.tls.fix.sha1') });
  if (keys.has('tls.grade.hostname-mismatch'))
    out.push({ text: t('ui.tls.trust.mismatch', { host }), fix: t('ui.tls.fix.mismatch', { host }) });
  return out;
}

/** The trust part of the summary: each problem in words and its fix, and the grade without them. */
function trustBlock(ctx: PageContext, r: Result): Html | null {
  const problems = trustProblems(ctx.lang, r);
  if (problems.length === 0) return null;
  const t = tr(ctx.lang);
  // Core's own `gradeIgnoringTrust` when the result carries it (the tls branch adds it), else the same
  // rule computed here from the score and the other rules.
  const fromCore = (r as { gradeIgnoringTrust?: unknown }).gradeIgnoringTrust;
  const ignored = typeof fromCore === 'string' ? fromCore : gradeIgnoringTrust(r);
  return markup`<div class="notice tls-trust">
<p class="notice-title">${t('ui.tls.trust.heading')}</p>
<ul class="notes wrap-anywhere">${problems.map(
    (p) => markup`<li>${p.text} ${t('ui.tls.trust.fix', { fix: p.fix })}</li>`,
  )}</ul>
${ignored === null ? null : markup`<p class="if-ignored"><strong>${t('ui.tls.if-trust-ignored', { grade: ignored })}</strong></p>`}
</div>`;
}

/** The four categories of SSL Labs' summary as bars (a meter each: no inline style under the CSP). */
function summaryBars(ctx: PageContext, r: Result): Html | null {
  const c = r.categoryScores;
  if (c === null) return null;
  const t = tr(ctx.lang);
  const cert = r.certificate;
  const certificate =
    cert?.trusted == null
      ? null
      : ((cert as { valid?: boolean | null }).valid ??
          (cert.trusted && cert.hostnameMatches && !cert.expired && !cert.notYetValid))
        ? 100
        : 0;
  const rows: { label: MessageKey; score: number | null }[] = [
    { label: 'ui.tls.bar.certificate', score: certificate },
    { label: 'ui.tls.bar.protocol', score: c.protocol },
    { label: 'ui.tls.bar.key-exchange', score: c.keyExchange },
    { label: 'ui.tls.bar.cipher', score: c.cipher },
  ];
  return markup`<section class="tls-summary" aria-labelledby="tls-summary-heading">
<h2 id="tls-summary-heading">${t('ui.tls.summary-heading')}</h2>
<dl class="bars">${rows.map((row) => {
    const value = row.score === null ? null : Math.round(row.score);
    return markup`<div class="bar-row">
<dt>${t(row.label)}</dt>
<dd>${
      value === null
        ? yesNoUnknown(ctx, null)
        : markup`<meter class="bar" min="0" max="100" low="50" high="80" optimum="100" value="${value}" aria-hidden="true"></meter> <span class="bar-value">${t('ui.tls.bar-value', { score: value })}</span>`
    }</dd>
</div>`;
  })}</dl>
</section>`;
}

/** What earned the "+": HSTS with a long max-age. */
function plusLine(ctx: PageContext, r: Result): Html | null {
  if (r.grade !== 'A+' || r.hsts.maxAge === null) return null;
  const days = Math.floor(r.hsts.maxAge / 86_400);
  return markup`<p class="note plus-line">${tr(ctx.lang)('ui.tls.plus', { days: new Intl.NumberFormat(ctx.lang).format(days) })}</p>`;
}

/**
 * "Why this grade": each rule in force, with its dates readable in the page's language. The trust
 * rules are said in words in the summary's trust block, not here with OpenSSL's codes.
 */
function rulesList(ctx: PageContext, r: Result): Html | null {
  const trust = new Set<string>(trustProblems(ctx.lang, r).length > 0 ? TRUST_RULES : []);
  const lines = r.gradeRules
    .filter((rule) => !trust.has(rule.noteKey))
    .map((rule) => {
      const p: Record<string, unknown> = { ...r.parameters, ...(rule.parameters ?? {}) };
      for (const name of ['notAfter', 'notBefore'])
        if (typeof p[name] === 'string') p[name] = formatDateLong(ctx.lang, p[name]);
      return translate(ctx.lang, rule.noteKey, p);
    });
  return notesList(ctx, lines, tr(ctx.lang)('ui.email.grade-notes'));
}

/** The rules whose failure the trust block says in words. */
const TRUST_RULES = [
  'tls.grade.untrusted',
  'tls.grade.expired',
  'tls.grade.not-yet-valid',
  'tls.grade.self-signed',
  'tls.grade.revoked',
  'tls.grade.sha1-signature',
  'tls.grade.hostname-mismatch',
] as const;

/** The scan time: milliseconds under a second (never "0.0 s"), else seconds with one decimal. */
function durationText(ctx: PageContext, r: Result): string {
  const t = tr(ctx.lang);
  if (r.durationMs < 1000)
    return t('ui.tls.duration-ms', { ms: Math.max(1, Math.round(r.durationMs)), connections: r.connections });
  const seconds = new Intl.NumberFormat(ctx.lang, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(r.durationMs / 1000);
  return t('ui.tls.duration-value', { seconds, connections: r.connections });
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
<dt>${t('ui.tls.validity')}</dt><dd>${t('ui.tls.validity-value', { notBefore: c.notBefore === null ? '?' : formatDateLong(ctx.lang, c.notBefore), notAfter: c.notAfter === null ? '?' : formatDateLong(ctx.lang, c.notAfter) })}</dd>
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
${plusLine(ctx, r)}
${trustBlock(ctx, r)}
${summaryBars(ctx, r)}
<dl class="details">
<dt>${t('ui.tls.host')}</dt><dd>${code(r.host)}</dd>
${r.address === null ? null : markup`<dt>${t('ui.tls.address')}</dt><dd>${code(r.address)}</dd>`}
${r.otherAddresses.length === 0 ? null : markup`<dt>${t('ui.tls.other-addresses')}</dt><dd>${codeList(r.otherAddresses, '')}</dd>`}
${negotiated === '' ? null : markup`<dt>${t('ui.tls.negotiated')}</dt><dd>${code(negotiated)}</dd>`}
${r.negotiated.alpn === null ? null : markup`<dt>${t('ui.tls.alpn')}</dt><dd>${code(r.negotiated.alpn)}</dd>`}
<dt>${t('ui.tls.hsts')}</dt><dd>${hsts}</dd>
<dt>${t('ui.tls.duration')}</dt><dd>${durationText(ctx, r)}</dd>
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${rulesList(ctx, r)}
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
