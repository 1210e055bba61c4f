/**
 * The result pages of the link and the text-message checks, their shared head (verdict, scale, score,
 * summary, what to do, findings) and the 500 page. Pure: (language, state) → HTML. All text comes
 * from the `ui.*` keys of `@secapi/i18n` or from `localize(result, lang)`; every value is escaped by `markup`.
 */
import {
  VERDICT_BANDS,
  type MessageAnalysisResult,
  type Outcome,
  type Severity,
  type UrlAnalysisResult,
  type Verdict,
} from '@secapi/core';
import type { Lang, Localized, MessageKey } from '@secapi/i18n';
import { markup, type Html, type HtmlValue } from './html.js';
import { messageForm, urlForm } from './forms.js';
import {
  homeHref,
  layout,
  otherLang,
  tr,
  urlCheckHref,
  verdictOf,
  type PageContext,
  type RenderedPage,
} from './layout.js';
import { PATHS } from './paths.js';
import { domainAgeSection, redirectSection, webRiskDone } from './network-parts.js';
import { isAmber, isIncomplete } from './trust-parts.js';

const SEVERITY_KEYS: Readonly<Record<Severity, MessageKey>> = {
  Info: 'ui.severity.info',
  Low: 'ui.severity.low',
  Medium: 'ui.severity.medium',
  High: 'ui.severity.high',
  Critical: 'ui.severity.critical',
};
function scale(ctx: PageContext, current: Verdict): Html {
  const t = tr(ctx.lang);
  const bands = [...VERDICT_BANDS].sort((a, b) => a.minScore - b.minScore);
  const steps = bands.map((band, i) => {
    const next = bands[i + 1];
    const max = next === undefined ? 100 : next.minScore - 1;
    const isCurrent = band.verdict === current;
    return markup`<li class="scale-step step-${band.verdict}${isCurrent ? ' current' : ''}"${isCurrent ? markup` aria-current="true"` : null}>
<span class="scale-name">${t(`verdict.${band.verdict}`)}${isCurrent ? markup` <span class="visually-hidden">${t('ui.result.scale-current')}</span>` : null}</span>
<span class="scale-range">${t('ui.result.scale-range', { min: band.minScore, max })}</span>
</li>`;
  });
  return markup`<ol class="scale" aria-label="${t('ui.result.scale-label')}">${steps}</ol>`;
}

interface CommonResult {
  readonly confidenceScore: number;
  readonly verdictKey: string;
  readonly verdict: string;
  readonly summary: string;
  readonly summaryKey: string;
  readonly recommendedAction: string;
  readonly recommendedActionKey: string;
  readonly isInconclusive: boolean;
  readonly outcome: Outcome;
  readonly findings: readonly {
    readonly title: string;
    readonly description: string;
    readonly severity: Severity;
    readonly sourceHint: string | null;
  }[];
}

export function resultHead(ctx: PageContext, result: CommonResult, heading: string): Html {
  const t = tr(ctx.lang);
  const verdict = verdictOf(result.verdictKey);
  const low = VERDICT_BANDS.find((b) => b.verdict === 'caution')?.minScore ?? 15;
  const high = VERDICT_BANDS.find((b) => b.verdict === 'suspicious')?.minScore ?? 40;
  // Never green when a check could not run: an incomplete "likely safe" gets its own amber state,
  // with the scored verdict kept as a fact about what did run.
  const amber = isAmber(result, verdict);
  const incomplete = isIncomplete(result);
  // Core's own inconclusive action text when it has one, else the form's.
  const action =
    amber && !result.recommendedActionKey.endsWith('.action.inconclusive')
      ? t('ui.incomplete.action')
      : result.recommendedAction;
  const verdictBlock = amber
    ? markup`<div class="verdict" role="status">
<p class="verdict-label">${t('ui.result.verdict-label')}</p>
<p class="verdict-text"><span class="verdict-icon" aria-hidden="true"></span>${t('ui.incomplete.label')}</p>
<p class="verdict-scored">${t('ui.incomplete.scored', { verdict: result.verdict, score: result.confidenceScore })}</p>
</div>`
    : markup`<div class="verdict" role="status">
<p class="verdict-label">${t('ui.result.verdict-label')}</p>
<p class="verdict-text"><span class="verdict-icon" aria-hidden="true"></span>${result.verdict}</p>
</div>
${scale(ctx, verdict)}`;
  return markup`<div class="result-head ${amber ? 'verdict-incomplete' : `verdict-${verdict}`}">
<h1 id="result-heading">${heading}</h1>
${verdictBlock}
<div class="score">
<p class="score-line"><span class="score-label">${t('ui.result.score-label')}</span> <strong class="score-value">${t('ui.result.score-value', { score: result.confidenceScore })}</strong></p>
<meter min="0" max="100" low="${low}" high="${high}" optimum="0" value="${result.confidenceScore}" aria-hidden="true"></meter>
<p class="score-meaning">${t('ui.result.score-meaning')}</p>
</div>
</div>
<div class="result-body">
<h2>${t('ui.result.summary')}</h2>
<p class="summary">${amber && !result.summaryKey.endsWith('.inconclusive') ? t('ui.incomplete.summary') : result.summary}</p>
${incomplete && !amber ? markup`<p class="incomplete-note">${t('ui.incomplete.note')}</p>` : null}
<div class="action">
<h2>${t('ui.result.action')}</h2>
<p>${action}</p>
</div>
${ctx.report}
${findingsList(ctx, result.findings)}
</div>`;
}

/**
 * The verdict as the page shows it, for the tab title: the amber "could not fully check" label when
 * the page shows that state, else the scored verdict.
 */
export function shownVerdict(lang: Lang, result: CommonResult): string {
  return isAmber(result, verdictOf(result.verdictKey)) ? tr(lang)('ui.incomplete.label') : result.verdict;
}

function findingsList(ctx: PageContext, findings: CommonResult['findings']): Html {
  const t = tr(ctx.lang);
  if (findings.length === 0) {
    return markup`<h2>${t('ui.result.findings')}</h2>
<p class="no-findings">${t('ui.result.no-findings')}</p>`;
  }
  const items = findings.map(
    (f) => markup`<li class="finding sev-${f.severity.toLowerCase()}">
<div class="finding-head">
<h3>${f.title}</h3>
<span class="severity">${t('ui.result.severity', { severity: t(SEVERITY_KEYS[f.severity]) })}</span>
</div>
<p>${f.description}</p>
${f.sourceHint === null ? null : markup`<p class="source">${t('ui.result.source', { source: f.sourceHint })}</p>`}
</li>`,
  );
  return markup`<h2>${t('ui.result.findings')} <span class="count">(${findings.length})</span></h2>
<ul class="findings">${items}</ul>`;
}

interface CheckReport {
  readonly wasAttempted: boolean;
  readonly wasSuccessful: boolean;
  readonly skipReason: string | null;
  readonly errorMessage: string | null;
}

function checkRow(ctx: PageContext, label: string, report: CheckReport, doneText: string): Html {
  const t = tr(ctx.lang);
  let status: string;
  let detail: string | null;
  let cls: string;
  if (!report.wasAttempted) {
    status = t('ui.check.not-checked');
    detail = report.skipReason;
    cls = 'not-checked';
  } else if (!report.wasSuccessful) {
    status = t('ui.check.failed');
    detail = report.errorMessage ?? report.skipReason;
    cls = 'failed';
  } else {
    status = t('ui.check.done');
    detail = doneText;
    cls = 'done';
  }
  return markup`<dt>${label}</dt>
<dd><span class="check-status check-${cls}">${status}</span>${detail === null || detail === '' ? null : markup` <span class="check-detail">${detail}</span>`}</dd>`;
}

function formatDate(lang: Lang, iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

export function urlResultPage(
  ctx: PageContext,
  result: Localized<UrlAnalysisResult>,
  submitted: string,
): RenderedPage {
  const t = tr(ctx.lang);
  const r = result;
  const redirectsDone = t('ui.url.redirects-done', {
    count: r.redirects.hops.length,
    url: r.redirects.finalUrl ?? '',
  });
  const ageDone = t('ui.url.domain-age-done', {
    days: r.domainAge.ageInDays ?? 0,
    date: formatDate(ctx.lang, r.domainAge.registeredAt),
  });
  const main = markup`<section class="card result" aria-labelledby="result-heading">
${resultHead(ctx, r, t('ui.result.url-heading'))}
<div class="result-body">
<h2>${t('ui.url.details')}</h2>
<dl class="details">
<dt>${t('ui.url.submitted')}</dt><dd><code class="addr">${r.input}</code></dd>
<dt>${t('ui.url.normalized')}</dt><dd><code class="addr">${r.normalizedUrl}</code></dd>
<dt>${t('ui.url.host')}</dt><dd><code class="addr">${r.analyzedHost}</code></dd>
<dt>${t('ui.url.registrable-domain')}</dt><dd>${r.registrableDomain === null ? t('ui.url.no-domain') : markup`<code class="addr">${r.registrableDomain}</code>`}</dd>
</dl>
<p class="note small">${t('ui.url.not-a-link')}</p>
<h2>${t('ui.url.other-checks')}</h2>
<dl class="details checks">
${checkRow(ctx, t('ui.url.redirects'), r.redirects, redirectsDone)}
${checkRow(ctx, t('ui.url.domain-age'), r.domainAge, ageDone)}
${checkRow(ctx, t('ui.url.web-risk'), r.webRisk, webRiskDone(ctx.lang, r))}
</dl>
${redirectSection(ctx.lang, r)}
${domainAgeSection(ctx.lang, r)}
</div>
</section>
${ctx.extras}
${urlForm(ctx, { value: submitted }, t('ui.url.again'))}`;
  return {
    status: 200,
    body: layout(ctx, {
      title: t('ui.title.url-result', { verdict: shownVerdict(ctx.lang, r) }),
      switchHref: urlCheckHref(submitted, otherLang(ctx.lang)),
      main,
      homeLink: true,
    }),
  };
}

export function messageResultPage(
  ctx: PageContext,
  result: Localized<MessageAnalysisResult>,
  message: string,
): RenderedPage {
  const t = tr(ctx.lang);
  const r = result;
  const links =
    r.links.length === 0
      ? markup`<p>${t('ui.message.no-links')}</p>`
      : markup`<ul class="links">${r.links.map(
          (l) => markup`<li class="link verdict-${verdictOf(l.verdictKey)}">
<code class="addr">${l.text}</code>
<span class="pill">${l.verdict}</span>
${l.normalizedUrl === null ? markup`<span class="link-note">${t('ui.message.link-not-web')}</span>` : l.normalizedUrl === l.text ? null : markup`<span class="link-note"><code class="addr">${l.normalizedUrl}</code></span>`}
</li>`,
        )}</ul>`;
  const main = markup`<section class="card result" aria-labelledby="result-heading">
${resultHead(ctx, r, t('ui.result.message-heading'))}
<div class="result-body">
<h2>${t('ui.message.links')}</h2>
${links}
<p class="note small">${t('ui.url.not-a-link')}</p>
<p class="note small">${t('ui.message.characters', { count: r.characterCount })} ${t('ui.message.not-stored')}</p>
</div>
</section>
${ctx.extras}
${messageForm(ctx, { value: message }, t('ui.message.again'))}`;
  return {
    status: 200,
    body: layout(ctx, {
      title: t('ui.title.message-result', { verdict: shownVerdict(ctx.lang, r) }),
      // The message never goes in an address: the switch posts it again, in the other language.
      switchHref: homeHref(otherLang(ctx.lang), '#check-message'),
      switchPost: {
        action: `${PATHS.checkMessage}?${new URLSearchParams({ lang: otherLang(ctx.lang) }).toString()}`,
        fields: { lang: otherLang(ctx.lang), message },
      },
      main,
      homeLink: true,
    }),
  };
}

/** An analysis failed unexpectedly: a calm page, status 500, no details. */
export function internalErrorPage(ctx: PageContext, switchHref: string): RenderedPage {
  const t = tr(ctx.lang);
  const main: HtmlValue = markup`<section class="card" aria-labelledby="error-heading">
<h1 id="error-heading">${t('ui.error.internal-heading')}</h1>
<p role="alert">${t('error.internal')}</p>
</section>`;
  return {
    status: 500,
    body: layout(ctx, { title: t('ui.title.internal'), switchHref, main, homeLink: true }),
  };
}
