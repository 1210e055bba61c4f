/**
 * The result page of `check-headers`: the grade first (A+ to F, or why there is none) with the score,
 * then each test with pass or fail, its points and its explanation, the requests made and the notes.
 * Header values quoted as evidence come from the site analysed: shown as text only.
 */
import type { HeadersCheck, HeadersResult } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import { CHECKS, checkResultPage, code, dataTable, notesList, notice, pill, td } from './check-pages.js';
import { hopsTable } from './network-parts.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<HeadersResult>;

const TEST_NAMES: Readonly<Record<HeadersCheck, MessageKey>> = {
  'strict-transport-security': 'ui.headers.test.strict-transport-security',
  'content-security-policy': 'ui.headers.test.content-security-policy',
  'x-content-type-options': 'ui.headers.test.x-content-type-options',
  framing: 'ui.headers.test.framing',
  'referrer-policy': 'ui.headers.test.referrer-policy',
  'permissions-policy': 'ui.headers.test.permissions-policy',
  cookies: 'ui.headers.test.cookies',
  'cross-origin-opener-policy': 'ui.headers.test.cross-origin-opener-policy',
  'cross-origin-resource-policy': 'ui.headers.test.cross-origin-resource-policy',
  redirection: 'ui.headers.test.redirection',
  'information-leak': 'ui.headers.test.information-leak',
};

/** The CSS family of a grade: `a-plus`, `a`, `b`, `c`, `d`, `f` or `none` (see site.css). */
function gradeClass(grade: string | null): string {
  if (grade === null) return 'none';
  if (grade === 'A+') return 'a-plus';
  return grade.charAt(0).toLowerCase();
}

/** A score modifier with its sign: `+5`, `−20` (minus sign), `0`. */
function modifier(n: number): string {
  return n > 0 ? `+${String(n)}` : n < 0 ? `\u2212${String(-n)}` : '0';
}

function gradeBlock(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  return markup`<div class="grade-block" role="status">
<p class="grade grade-${gradeClass(r.grade)}" aria-hidden="true">${r.grade ?? '–'}</p>
<div class="grade-text">
<p class="grade-line"><strong>${r.grade === null ? t('ui.headers.no-grade') : t('ui.headers.grade-value', { grade: r.grade })}</strong>${
    r.score === null
      ? null
      : markup` <span class="score-value">${t('ui.headers.score', { score: r.score })}</span>`
  }</p>
<p class="note small">${t('ui.headers.grade-scale')}</p>
</div>
</div>`;
}

function testsTable(ctx: PageContext, r: Result): Html | null {
  if (r.tests.length === 0) return null;
  const t = tr(ctx.lang);
  const cols = [t('ui.headers.col-test'), t('ui.headers.col-outcome'), t('ui.headers.col-points')];
  const rows = r.tests.map(
    (x) => markup`<tr class="test-row test-${x.pass ? 'pass' : 'fail'}">
${td(cols[0] ?? '', markup`<strong>${t(TEST_NAMES[x.name])}</strong>`)}
${td(cols[1] ?? '', markup`${x.pass ? pill('good', t('ui.headers.pass')) : pill('bad', t('ui.headers.fail'))}<p class="test-text">${x.result}</p>${x.data === null ? null : markup`<p class="sub evidence">${t('ui.headers.evidence', { data: '' })}${code(x.data)}</p>`}`)}
${td(cols[2] ?? '', markup`<span class="points">${modifier(x.scoreModifier)}</span>`, 'points-cell')}
</tr>`,
  );
  return markup`<section class="part" aria-labelledby="tests-heading">
<h2 id="tests-heading">${t('ui.headers.tests-heading')}</h2>
${dataTable(t('ui.headers.tests-heading'), cols, rows)}
</section>`;
}

export function headersResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head grade-head grade-head-${gradeClass(r.grade)}">
<h1 id="result-heading">${t('ui.headers.result-heading')}</h1>
${gradeBlock(ctx, r)}
<dl class="details">
<dt>${t('ui.headers.url')}</dt><dd>${code(r.url)}</dd>
${r.finalUrl === null || r.finalUrl === r.url ? null : markup`<dt>${t('ui.headers.final-url')}</dt><dd>${code(r.finalUrl)}</dd>`}
${r.status === null ? null : markup`<dt>${t('ui.headers.status')}</dt><dd>${String(r.status)}</dd>`}
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, r.gradeNotes, t('ui.email.grade-notes'))}
${testsTable(ctx, r)}
${notesList(ctx, r.notes)}
${
  r.hops.length === 0
    ? null
    : markup`<section class="part" aria-labelledby="hops-heading">
<h2 id="hops-heading">${t('ui.headers.hops-heading')}</h2>
${hopsTable(ctx.lang, r.hops, t('ui.headers.hops-heading'))}
</section>`
}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.headers, {
    title:
      r.grade === null
        ? t('ui.title.headers-result-ungraded')
        : t('ui.title.headers-result', { grade: r.grade }),
    value: submitted,
    result,
  });
}
