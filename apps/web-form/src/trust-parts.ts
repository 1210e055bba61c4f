/**
 * What every result page carries besides the result itself, so a reader can judge how far to trust it: when it was checked, its
 * permalink and JSON address, "Was this right?", where to report it in Canada; and the states that
 * must never look like an answer: a result that could not be fully checked (amber) and a service cut
 * off from the internet (no claim about the target). Pure functions; every value escaped by `markup`.
 */
import { ANALYSES, type AnalysisId, type Outcome, type Verdict } from '@secapi/core';
import { translate, type Lang, type MessageKey } from '@secapi/i18n';
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
  /**
   * A text message's own text: it rides in the feedback form (never stored) only so that the thank-you
   * page can offer to check it again (a POST), the way back that a permalink gives other results.
   */
  readonly message?: string;
}

/** What the feedback form says is stored, about what was checked (a message, an email, a server…). */
function feedbackTexts(analysis: AnalysisId): { hint: MessageKey; privacy: MessageKey } {
  if (analysis === 'check-message' || analysis === 'check-email')
    return { hint: 'ui.feedback.comment-hint', privacy: 'ui.feedback.privacy' };
  if (analysis === 'check-tls')
    return { hint: 'ui.feedback.comment-hint-plain', privacy: 'ui.feedback.privacy-server' };
  return { hint: 'ui.feedback.comment-hint-plain', privacy: 'ui.feedback.privacy-plain' };
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
  const texts = feedbackTexts(meta.analysis);
  // A message or email result answers a POST, which Back cannot show again after a thank-you page:
  // there, with JavaScript, the feedback is sent without leaving the result (static/feedback.js).
  const inline =
    (meta.analysis === 'check-message' || meta.analysis === 'check-email') &&
    ctx.assets.feedbackScript !== undefined;
  const hidden = (name: string, value: string | null): HtmlValue =>
    value === null ? null : markup`<input type="hidden" name="${name}" value="${value}">`;
  return markup`<section class="card feedback" aria-labelledby="feedback-heading">
<h2 id="feedback-heading">${t('ui.feedback.heading')}</h2>
<form method="post" action="${PATHS.feedback}?${new URLSearchParams({ lang: ctx.lang }).toString()}"${inline ? markup` data-inline-feedback data-thanks="${t('ui.feedback.thanks')}"` : null}>
<input type="hidden" name="lang" value="${ctx.lang}">
${hidden('analysisType', meta.analysis)}
${hidden('subject', meta.value === null ? null : meta.value.slice(0, FEEDBACK_MAX_LENGTHS.subject))}
${hidden('verdict', meta.verdict)}
${hidden('score', meta.score === null ? null : String(meta.score))}
${hidden('back', meta.permalink)}
${hidden('message', meta.message ?? null)}
<fieldset class="choices">
<legend>${t('ui.feedback.legend')}</legend>
<label class="choice"><input type="radio" name="feedback" value="correct" required> ${t('ui.feedback.yes')}</label>
<label class="choice"><input type="radio" name="feedback" value="incorrect" required> ${t('ui.feedback.no')}</label>
</fieldset>
<div class="field">
<label for="feedback-comment">${t('ui.feedback.comment')}</label>
<p class="hint" id="feedback-comment-hint">${t(texts.hint, { max })}</p>
<textarea id="feedback-comment" name="comment" rows="3" maxlength="${max}" autocomplete="off" aria-describedby="feedback-comment-hint"></textarea>
</div>
<button type="submit" class="button button-secondary">${t('ui.feedback.submit')}</button>
</form>
<p class="note small">${t(texts.privacy)}</p>
${inline ? markup`<script src="${ctx.assets.feedbackScript ?? ''}" defer></script>` : null}
</section>`;
}

/** The Canadian Anti-Fraud Centre's reporting page, in the page's language. */
export function cafcHref(lang: Lang): string {
  return lang === 'fr-CA'
    ? 'https://antifraudcentre-centreantifraude.ca/report-signalez-fra.htm'
    : 'https://antifraudcentre-centreantifraude.ca/report-signalez-eng.htm';
}

/** The anti-fraud line, as dialled (tel:) and as read in each language. */
const CAFC_PHONE = {
  tel: '+18884958501',
  'en-CA': '1-888-495-8501',
  'fr-CA': '1\u00a0888\u00a0495-8501',
} as const;

/** A translated sentence with one link in place of its `{name}` placeholder. */
function withLink(lang: Lang, key: MessageKey, name: string, link: Html): Html {
  const [before = '', after = ''] = translate(lang, key, { [name]: '\u0000' }).split('\u0000');
  return markup`${before}${link}${after}`;
}

/**
 * Where to report it in Canada: for a text message, a link or an email whose verdict is suspicious
 * or dangerous, forward a text to 7726 (an `sms:` link) and report it to the Canadian Anti-Fraud
 * Centre (a `tel:` link for its number). Nothing otherwise. Shown right after "What to do".
 */
export function reportBlock(
  ctx: PageContext,
  kind: 'message' | 'link' | 'email',
  verdict: Verdict,
): Html | null {
  if (verdict !== 'suspicious' && verdict !== 'dangerous') return null;
  const t = tr(ctx.lang);
  const intro =
    kind === 'message'
      ? t('ui.report.intro-message')
      : kind === 'email'
        ? t('ui.report.intro-email')
        : t('ui.report.intro-link');
  const sms = markup`<a class="report-7726" href="sms:7726">7726</a>`;
  const phone = markup`<a class="report-phone" href="tel:${CAFC_PHONE.tel}">${CAFC_PHONE[ctx.lang]}</a>`;
  return markup`<section class="card report" aria-labelledby="report-heading">
<h2 id="report-heading">${t('ui.report.heading')}</h2>
<p>${intro}</p>
<ul class="report-list">
${kind === 'email' ? null : markup`<li>${withLink(ctx.lang, 'ui.report.7726', 'number', sms)}</li>`}
<li><a class="report-cafc" href="${cafcHref(ctx.lang)}" hreflang="${ctx.lang}">${t('ui.report.cafc')}</a> ${withLink(ctx.lang, 'ui.report.cafc-phone', 'phone', phone)}</li>
</ul>
</section>`;
}

/** Everything under a result: when, links, "Was this right?" (the report block sits under "What to do"). */
export function resultExtras(ctx: PageContext, meta: ResultMeta): Html {
  return markup`${metaBlock(ctx, meta)}
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
