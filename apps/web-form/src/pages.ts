/**
 * Server-rendered pages of the form. Everything here is pure: (language, state) → HTML. All text comes
 * from the `ui.*` keys of `@secapi/i18n` or from `localize(result, lang)`; every value is escaped by `markup`.
 */
import {
  ANALYSES,
  VERDICT_BANDS,
  type MessageAnalysisResult,
  type Outcome,
  type Severity,
  type UrlAnalysisResult,
  type Verdict,
} from '@secapi/core';
import { translate, type Lang, type Localized, type MessageKey, type TranslateParams } from '@secapi/i18n';
import { markup, type Html, type HtmlValue } from './html.js';
import { CHECKS, type CheckSpec } from './check-pages.js';
import { emailTeaser } from './email-page.js';
import { passwordTeaser } from './password-page.js';
import { PATHS } from './paths.js';
import { domainAgeSection, redirectSection, webRiskDone } from './network-parts.js';
import { isAmber, isIncomplete } from './trust-parts.js';
import { oneBoxForm } from './extra-pages.js';
import { PRIVACY_PATH, PRIVACY_TEXT } from './privacy-content.js';

export { PATHS } from './paths.js';

/** Input caps of the analyses (spec section 8, from their descriptors), shown in the hints. */
export const URL_MAX_LENGTH = ANALYSES['check-url'].input.maxLength;
export const MESSAGE_MAX_LENGTH = ANALYSES['check-message'].input.maxLength;

export interface Assets {
  readonly css: string;
  readonly icon: string;
}

export interface PageContext {
  readonly lang: Lang;
  readonly assets: Assets;
  /** Shown under a result (when, permalink, JSON, report, "Was this right?"); see trust-parts.ts. */
  readonly extras?: HtmlValue;
}

export interface FormState {
  readonly value?: string;
  readonly error?: string | null;
  /** Values of the check's optional parameters (check-acme's `method`), echoed in its select. */
  readonly params?: Readonly<Record<string, string>>;
}

export interface RenderedPage {
  readonly status: number;
  readonly body: string;
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

export function homeHref(lang: Lang, fragment = ''): string {
  return `${PATHS.home}?${new URLSearchParams({ lang }).toString()}${fragment}`;
}

export function urlCheckHref(u: string, lang: Lang): string {
  return `${PATHS.checkUrl}?${new URLSearchParams({ u, lang }).toString()}`;
}

export function tr(lang: Lang) {
  return (key: MessageKey, params?: TranslateParams | null): string => translate(lang, key, params);
}

export function verdictOf(key: string): Verdict {
  return key.slice('verdict.'.length) as Verdict;
}

const SEVERITY_KEYS: Readonly<Record<Severity, MessageKey>> = {
  Info: 'ui.severity.info',
  Low: 'ui.severity.low',
  Medium: 'ui.severity.medium',
  High: 'ui.severity.high',
  Critical: 'ui.severity.critical',
};

export function layout(
  ctx: PageContext,
  options: { title: string; switchHref: string; main: Html; homeLink?: boolean },
): string {
  const t = tr(ctx.lang);
  const other = otherLang(ctx.lang);
  const doc = markup`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} · ${t('ui.site-title')}</title>
<link rel="stylesheet" href="${ctx.assets.css}">
<link rel="icon" href="${ctx.assets.icon}" type="image/svg+xml">
<link rel="alternate" hreflang="${other}" href="${options.switchHref}">
</head>
<body>
<a class="skip-link" href="#main">${t('ui.skip-to-content')}</a>
<header class="site-header">
<div class="wrap header-inner">
<a class="brand" href="${homeHref(ctx.lang)}"><span class="brand-mark" aria-hidden="true"></span>${t('ui.site-title')}</a>
<nav class="lang-nav" aria-label="${t('ui.lang.nav-label')}">
<a class="lang-switch" href="${options.switchHref}" lang="${other}" hreflang="${other}">${t('ui.lang.switch')}</a>
</nav>
</div>
</header>
<main id="main" class="wrap" tabindex="-1">
${options.main}
${options.homeLink === true ? markup`<p class="back"><a href="${homeHref(ctx.lang)}">← ${t('ui.nav.home')}</a></p>` : null}
</main>
<footer class="site-footer">
<div class="wrap">
<p>${t('ui.footer.privacy')} <a href="${PRIVACY_PATH}?lang=${ctx.lang}">${PRIVACY_TEXT.footerLink[ctx.lang]}</a></p>
<p>${t('ui.footer.disclaimer')}</p>
<p>${t('ui.footer.api')} <a href="${PATHS.openapi}">${t('ui.footer.openapi')}</a></p>
</div>
</footer>
</body>
</html>
`;
  return doc.value;
}

export function errorSummary(ctx: PageContext, fieldId: string, message: string): Html {
  const t = tr(ctx.lang);
  return markup`<div class="error-summary" role="alert">
<p class="error-title">${t('ui.error.heading')}</p>
<p><a href="#${fieldId}">${message}</a></p>
</div>`;
}

export type HeadingLevel = 1 | 2 | 3;

/** `<hN id="…">text</hN>` for a level chosen at run time (the markup tag cannot build a tag name). */
export function headingTag(level: HeadingLevel, id: string, text: HtmlValue): Html {
  if (level === 1) return markup`<h1 id="${id}">${text}</h1>`;
  if (level === 2) return markup`<h2 id="${id}">${text}</h2>`;
  return markup`<h3 id="${id}">${text}</h3>`;
}

export function urlForm(
  ctx: PageContext,
  state: FormState,
  heading: string,
  headingLevel: HeadingLevel = 2,
): Html {
  const t = tr(ctx.lang);
  const error = state.error ?? null;
  const describedBy = error === null ? 'u-hint' : 'u-error u-hint';
  const h = headingTag(headingLevel, 'url-heading', heading);
  return markup`<section class="card form-card" id="check-url" aria-labelledby="url-heading">
${h}
<p class="intro">${t('ui.url.intro')}</p>
${error === null ? null : errorSummary(ctx, 'u', error)}
<form method="get" action="${PATHS.checkUrl}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="u">${t('ui.url.label')}</label>
<p class="hint" id="u-hint">${t('ui.url.hint', { max: URL_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="u-error">${error}</p>`}
<input id="u" name="u" type="text" inputmode="url" autocomplete="off" autocapitalize="off" spellcheck="false" required value="${state.value ?? ''}" aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
</div>
<input type="hidden" name="lang" value="${ctx.lang}">
<button type="submit" class="button">${t('ui.url.submit')}</button>
</form>
</section>`;
}

export function messageForm(
  ctx: PageContext,
  state: FormState,
  heading: string,
  headingLevel: HeadingLevel = 2,
): Html {
  const t = tr(ctx.lang);
  const error = state.error ?? null;
  const describedBy = error === null ? 'message-hint' : 'message-error message-hint';
  const h = headingTag(headingLevel, 'message-heading', heading);
  // The newline after <textarea> is dropped by the HTML parser, so a message starting with one survives.
  // The language rides in the action's query too, so that even a body the parser refuses gets its language.
  return markup`<section class="card form-card" id="check-message" aria-labelledby="message-heading">
${h}
<p class="intro">${t('ui.message.intro')}</p>
${error === null ? null : errorSummary(ctx, 'message', error)}
<form method="post" action="${PATHS.checkMessage}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="message">${t('ui.message.label')}</label>
<p class="hint" id="message-hint">${t('ui.message.hint', { max: MESSAGE_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="message-error">${error}</p>`}
<textarea id="message" name="message" rows="7" autocomplete="off" spellcheck="false" required aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
${state.value ?? ''}</textarea>
</div>
<button type="submit" class="button">${t('ui.message.submit')}</button>
</form>
</section>`;
}

/** The check pages of a home-page group, in `CHECKS` order. */
function checksOf(group: CheckSpec['group']): CheckSpec[] {
  return Object.values(CHECKS).filter((c) => c.group === group);
}

/** The checks about a domain or an IP address, each on its own page: a link and one line each. */
function moreChecks(ctx: PageContext): Html {
  const t = tr(ctx.lang);
  const q = new URLSearchParams({ lang: ctx.lang }).toString();
  const items = checksOf('domain');
  return markup`<section class="check-group" aria-labelledby="domain-checks-heading">
<h2 id="domain-checks-heading" class="group-heading">${t('ui.home.domain-heading')}</h2>
<p class="group-intro">${t('ui.home.domain-intro')}</p>
<ul class="check-list">${items.map(
    (i) => markup`<li class="card check-item">
<h3><a href="${i.path}?${q}">${t(i.heading)}</a></h3>
<p>${t(i.teaser)}</p>
</li>`,
  )}</ul>
</section>`;
}

/** Websites and files (security headers, certificates, file hash): a link and one line each. */
function webChecks(ctx: PageContext): Html {
  const t = tr(ctx.lang);
  const q = new URLSearchParams({ lang: ctx.lang }).toString();
  const items = checksOf('web');
  return markup`<section class="check-group" aria-labelledby="web-checks-heading">
<h2 id="web-checks-heading" class="group-heading">${t('ui.home.web-heading')}</h2>
<p class="group-intro">${t('ui.home.web-intro')}</p>
<ul class="check-list">${items.map(
    (i) => markup`<li class="card check-item">
<h3><a href="${i.path}?${q}">${t(i.heading)}</a></h3>
<p>${t(i.teaser)}</p>
</li>`,
  )}</ul>
</section>`;
}

/** The home page (both forms); also the 400 page, with the error beside the field that caused it. */
export function homePage(
  ctx: PageContext,
  state: { url?: FormState; message?: FormState; any?: FormState } = {},
  switchHref: string = homeHref(otherLang(ctx.lang)),
): RenderedPage {
  const t = tr(ctx.lang);
  const hasError = (state.url?.error ?? state.message?.error ?? state.any?.error ?? null) !== null;
  const main = markup`<div class="hero">
<h1>${t('ui.home.heading')}</h1>
<p class="lead">${t('ui.home.intro')}</p>
</div>
${oneBoxForm(ctx, state.any ?? {})}
<section class="check-group" aria-labelledby="received-heading">
<h2 id="received-heading" class="group-heading">${t('ui.home.received-heading')}</h2>
<div class="forms">
${urlForm(ctx, state.url ?? {}, t('ui.url.heading'), 3)}
${messageForm(ctx, state.message ?? {}, t('ui.message.heading'), 3)}
</div>
${emailTeaser(ctx)}
</section>
${moreChecks(ctx)}
${webChecks(ctx)}
${passwordTeaser(ctx)}`;
  return {
    status: hasError ? 400 : 200,
    body: layout(ctx, {
      title: hasError ? t('ui.title.error') : t('ui.title.home'),
      switchHref,
      main,
    }),
  };
}

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
${findingsList(ctx, result.findings)}
</div>`;
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
      title: t('ui.title.url-result', { verdict: r.verdict }),
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
      title: t('ui.title.message-result', { verdict: r.verdict }),
      // Never carry the message: the switch leads to the empty form in the other language.
      switchHref: homeHref(otherLang(ctx.lang), '#check-message'),
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
