/**
 * What every result page carries besides the result itself (issue 13): when it was checked, its
 * permalink and JSON address, "Was this right?", where to report it in Canada; and the states that
 * must never look like an answer: a result that could not be fully checked (amber) and a service cut
 * off from the internet (no claim about the target). Pure functions; every value escaped by `markup`.
 */
import { ANALYSES, type AnalysisId, type Outcome, type Verdict } from '@secapi/core';
import type { Lang } from '@secapi/i18n';
import { FEEDBACK_MAX_LENGTHS } from '@secapi/openapi';
import { markup, type Html, type HtmlValue } from './html.js';
import { PATHS } from './paths.js';
import { tr, type PageContext } from './layout.js';

/** The error key an analysis answers when the service's own network is broken (core's resolver health check). */
export const NETWORK_UNREACHABLE_KEY = 'error.network-unreachable';

/** True when a result says the service could not reach the internet: the page then states nothing about the target. */
export function isCutOff(result: unknown): boolean {
  return (
    typeof result === 'object' &&
    result !== null &&
    (result as { errorKey?: unknown }).errorKey === NETWORK_UNREACHABLE_KEY
  );
}

/**
 * A verdict result that could not be fully checked: core says so (`isInconclusive`), or part of it did
 * not run (`outcome` partial or failed). Such a result is never drawn in the green "likely safe" look.
 */
export function isIncomplete(result: {
  readonly isInconclusive: boolean;
  readonly outcome: Outcome;
}): boolean {
  return result.isInconclusive || result.outcome !== 'complete';
}

/**
 * The amber head state applies when an incomplete result would otherwise be green (likely safe); a
 * worse verdict keeps its colour (its warning signs stand) with the "could not fully check" note.
 */
export function isAmber(
  result: { readonly isInconclusive: boolean; readonly outcome: Outcome },
  verdict: Verdict,
): boolean {
  return verdict === 'likely-safe' && isIncomplete(result);
}

/** The API address of the same result: `/api/check-dns?domain=…&lang=…` (GET endpoints only). */
export function apiHref(analysis: AnalysisId, value: string, lang: Lang): string {
  const input = ANALYSES[analysis].input;
  const q = new URLSearchParams({ [input.query ?? input.name]: value, lang });
  return `/api/${analysis}?${q.toString()}`;
}

/**
 * "Checked 3 minutes ago" from the result's `checkedAt` (ISO 8601) when it carries one, else from
 * `fallbackMs` (when the form received it). Future times (clock skew) read as "just now".
 */
export function checkedText(lang: Lang, checkedAt: unknown, nowMs: number, fallbackMs: number): string {
  const t = tr(lang);
  const parsed = typeof checkedAt === 'string' ? Date.parse(checkedAt) : Number.NaN;
  const at = Number.isNaN(parsed) ? fallbackMs : parsed;
  const minutes = Math.floor((nowMs - at) / 60_000);
  if (minutes < 1) return t('ui.meta.checked-now');
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const when =
    minutes < 60
      ? rtf.format(-minutes, 'minute')
      : minutes < 48 * 60
        ? rtf.format(-Math.floor(minutes / 60), 'hour')
        : rtf.format(-Math.floor(minutes / 1440), 'day');
  return t('ui.meta.checked', { when });
}

export interface ResultMeta {
  /** The analysis that produced the result (`check-url`, `check-dns`…). */
  readonly analysis: AnalysisId;
  /** The input as submitted; null for a text message (never put in an address, never stored). */
  readonly value: string | null;
  /** The result's `checkedAt` if it has one. */
  readonly checkedAt: unknown;
  readonly nowMs: number;
  readonly receivedMs: number;
  /** The scored verdict (`likely-safe`…) or the grade, stored with the feedback; null when none. */
  readonly verdict: string | null;
  readonly score: number | null;
  /** The result page's own GET address (with its input and language); null for a message. */
  readonly permalink: string | null;
}

/** When, permalink and "view as JSON" (none for a message: it never goes in an address). */
export function metaBlock(ctx: PageContext, meta: ResultMeta): Html {
  const t = tr(ctx.lang);
  const links =
    meta.permalink === null || meta.value === null
      ? null
      : markup`<ul class="meta-links">
<li><a class="permalink" href="${meta.permalink}">${t('ui.meta.permalink')}</a> <span class="sub-inline">${t('ui.meta.permalink-hint')}</span></li>
<li><a class="json-link" href="${apiHref(meta.analysis, meta.value, ctx.lang)}" type="application/json">${t('ui.meta.json')}</a></li>
</ul>`;
  return markup`<section class="result-meta" aria-labelledby="meta-heading">
<h2 id="meta-heading" class="visually-hidden">${t('ui.meta.heading')}</h2>
<p class="checked-at">${checkedText(ctx.lang, meta.checkedAt, meta.nowMs, meta.receivedMs)}</p>
${links}
</section>`;
}

/** "Was this right?": a plain POST form to the form's feedback route (no script needed). */
export function feedbackForm(ctx: PageContext, meta: ResultMeta): Html {
  const t = tr(ctx.lang);
  const max = FEEDBACK_MAX_LENGTHS.comment;
  const hidden = (name: string, value: string | null): HtmlValue =>
    value === null ? null : markup`<input type="hidden" name="${name}" value="${value}">`;
  return markup`<section class="card feedback" aria-labelledby="feedback-heading">
<h2 id="feedback-heading">${t('ui.feedback.heading')}</h2>
<form method="post" action="${PATHS.feedback}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
${hidden('analysisType', meta.analysis)}
${hidden('subject', meta.value === null ? null : meta.value.slice(0, FEEDBACK_MAX_LENGTHS.subject))}
${hidden('verdict', meta.verdict)}
${hidden('score', meta.score === null ? null : String(meta.score))}
${hidden('back', meta.permalink)}
<fieldset class="choices">
<legend>${t('ui.feedback.legend')}</legend>
<label class="choice"><input type="radio" name="feedback" value="correct" required> ${t('ui.feedback.yes')}</label>
<label class="choice"><input type="radio" name="feedback" value="incorrect" required> ${t('ui.feedback.no')}</label>
</fieldset>
<div class="field">
<label for="feedback-comment">${t('ui.feedback.comment')}</label>
<p class="hint" id="feedback-comment-hint">${t('ui.feedback.comment-hint', { max })}</p>
<textarea id="feedback-comment" name="comment" rows="3" maxlength="${max}" autocomplete="off" aria-describedby="feedback-comment-hint"></textarea>
</div>
<button type="submit" class="button button-secondary">${t('ui.feedback.submit')}</button>
</form>
<p class="note small">${t('ui.feedback.privacy')}</p>
</section>`;
}

/** The Canadian Anti-Fraud Centre's reporting page, in the page's language. */
export function cafcHref(lang: Lang): string {
  return lang === 'fr-CA'
    ? 'https://antifraudcentre-centreantifraude.ca/report-signalez-fra.htm'
    : 'https://antifraudcentre-centreantifraude.ca/report-signalez-eng.htm';
}

/**
 * Where to report it in Canada: for a text message (and a link) whose verdict is suspicious or
 * dangerous, forward it to 7726 and report it to the Canadian Anti-Fraud Centre. Nothing otherwise.
 */
export function reportBlock(ctx: PageContext, kind: 'message' | 'link', verdict: Verdict): Html | null {
  if (verdict !== 'suspicious' && verdict !== 'dangerous') return null;
  const t = tr(ctx.lang);
  return markup`<section class="card report" aria-labelledby="report-heading">
<h2 id="report-heading">${t('ui.report.heading')}</h2>
<p>${kind === 'message' ? t('ui.report.intro-message') : t('ui.report.intro-link')}</p>
<ul class="report-list">
<li>${t('ui.report.7726')}</li>
<li><a class="report-cafc" href="${cafcHref(ctx.lang)}" hreflang="${ctx.lang}">${t('ui.report.cafc')}</a> ${t('ui.report.cafc-phone')}</li>
</ul>
</section>`;
}

/** Everything under a result: when, links, report (if any), "Was this right?". */
export function resultExtras(ctx: PageContext, meta: ResultMeta, report: Html | null = null): Html {
  return markup`${metaBlock(ctx, meta)}
${report}
${feedbackForm(ctx, meta)}`;
}

/** The cut-off notice: the service cannot reach the internet; nothing about the target is stated. */
export function cutOffResult(ctx: PageContext, heading: string, input: string): Html {
  const t = tr(ctx.lang);
  return markup`<section class="card result check-result cut-off" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${heading}</h1>
</div>
<div class="result-body">
<div class="notice notice-cutoff" role="status">
<p class="notice-title">${t('ui.cutoff.heading')}</p>
<p>${t('ui.cutoff.text')}</p>
</div>
<p class="note small">${t('ui.cutoff.no-claim', { input })}</p>
</div>
</section>`;
}
