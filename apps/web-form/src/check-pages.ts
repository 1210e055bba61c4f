/**
 * What the nine check pages (DNS records, IP address, email authentication, look-alike domains,
 * registration, certificates, certificate issuance (ACME), file hash, security headers: every analysis of core's `ANALYSES` but
 * the URL and the message, whose forms are on the home page) share: one text field (and, for an
 * analysis with an optional parameter, a select) in a bookmarkable GET form, the page that holds it (empty, or again
 * with a localized error and status 400), the notice shown when an analysis could not run, and small
 * rendering helpers (notes, tables, TTLs). Pure functions; every value is escaped by `markup`.
 */
import { ANALYSES, type AnalysisId } from '@secapi/core';
import type { Lang, MessageKey } from '@secapi/i18n';
import { markup, type Html, type HtmlValue } from './html.js';
import { PATHS } from './paths.js';
import {
  errorSummary,
  headingTag,
  layout,
  otherLang,
  tr,
  type FormState,
  type HeadingLevel,
  type PageContext,
  type RenderedPage,
  fieldErrors,
} from './layout.js';

/**
 * The analyses with a GET page of their own (`check-<kind>`): every analysis of core's `ANALYSES`
 * but the URL and the message, whose forms are on the home page, and the email, posted from its own
 * page (`email-page.ts`). Derived from the registry, so a new
 * analysis without its entry in `CHECKS` (and its renderer in the router) does not compile.
 */
export type CheckKind = Exclude<AnalysisId, PostedAnalysis> extends `check-${infer K}` ? K : never;

/** Analyses whose input is text posted from a form of their own (never in a URL). */
type PostedAnalysis = 'check-url' | 'check-message' | 'check-email';

/** One check's page: its analysis, path, query parameter, input cap and the UI keys of its form. */
export interface CheckSpec {
  readonly kind: CheckKind;
  /** The analysis the page runs (core's `ANALYSES`); the parameter and the cap come from it. */
  readonly analysis: AnalysisId;
  readonly path: string;
  /** Name of the query parameter and id of the field (the descriptor's input name). */
  readonly param: string;
  readonly maxLength: number;
  readonly inputMode: 'url' | 'text';
  /** Where the home page lists it: checks about a domain or an IP, or about websites and files. */
  readonly group: 'domain' | 'web';
  readonly heading: MessageKey;
  /** The one line under its link on the home page. */
  readonly teaser: MessageKey;
  readonly intro: MessageKey;
  readonly label: MessageKey;
  readonly hint: MessageKey;
  /** Values of the hint's placeholders besides `{max}` (examples). */
  readonly hintParams?: Readonly<Record<string, string>>;
  readonly submit: MessageKey;
  readonly again: MessageKey;
  /** Who sees the input (the privacy line under the form). */
  readonly privacy: MessageKey;
  /**
   * A select for the analysis' optional parameter (check-acme: `method`): its label, and the text of
   * the empty choice (the parameter left out). The choices are the descriptor's values.
   */
  readonly select?: { readonly param: string; readonly label: MessageKey; readonly any: MessageKey };
}

/** Longest value kept by the language switch of the hash page (a SHA-256 is 64 characters, plus spaces). */
export const HASH_MAX_LENGTH = 128;

/**
 * The field of an analysis' page: the descriptor's input name and cap (`maxLength` overrides the cap
 * of the form field only, e.g. a hash pasted with spaces; the analysis still applies its own).
 */
function field(
  analysis: AnalysisId,
  maxLength?: number,
): Pick<CheckSpec, 'analysis' | 'param' | 'maxLength'> {
  const { input } = ANALYSES[analysis];
  return { analysis, param: input.query ?? input.name, maxLength: maxLength ?? input.maxLength };
}

export const CHECKS: Readonly<Record<CheckKind, CheckSpec>> = {
  // In the order of the home page's lists.
  dns: {
    kind: 'dns',
    path: PATHS.checkDns,
    ...field('check-dns'),
    inputMode: 'url',
    group: 'domain',
    heading: 'ui.dns.heading',
    teaser: 'ui.dns.teaser',
    intro: 'ui.dns.intro',
    label: 'ui.domain.label',
    hint: 'ui.domain.hint',
    submit: 'ui.dns.submit',
    again: 'ui.dns.again',
    privacy: 'ui.privacy.dns',
  },
  'email-auth': {
    kind: 'email-auth',
    path: PATHS.checkEmailAuth,
    ...field('check-email-auth'),
    inputMode: 'url',
    group: 'domain',
    heading: 'ui.email.heading',
    teaser: 'ui.email.teaser',
    intro: 'ui.email.intro',
    label: 'ui.email.label',
    hint: 'ui.email.hint',
    submit: 'ui.email.submit',
    again: 'ui.email.again',
    privacy: 'ui.privacy.dns',
  },
  typosquat: {
    kind: 'typosquat',
    path: PATHS.checkTyposquat,
    ...field('check-typosquat'),
    inputMode: 'url',
    group: 'domain',
    heading: 'ui.typo.heading',
    teaser: 'ui.typo.teaser',
    intro: 'ui.typo.intro',
    label: 'ui.domain.label',
    hint: 'ui.domain.hint',
    submit: 'ui.typo.submit',
    again: 'ui.typo.again',
    privacy: 'ui.privacy.typosquat',
  },
  ip: {
    kind: 'ip',
    path: PATHS.checkIp,
    ...field('check-ip'),
    inputMode: 'text',
    group: 'domain',
    heading: 'ui.ip.heading',
    teaser: 'ui.ip.teaser',
    intro: 'ui.ip.intro',
    label: 'ui.ip.label',
    hint: 'ui.ip.hint',
    hintParams: { ipv4: '193.0.6.139', ipv6: '2001:67c:2e8:22::c100:68b' },
    submit: 'ui.ip.submit',
    again: 'ui.ip.again',
    privacy: 'ui.privacy.ip',
  },
  whois: {
    kind: 'whois',
    path: PATHS.checkWhois,
    ...field('check-whois'),
    inputMode: 'url',
    group: 'domain',
    heading: 'ui.whois.heading',
    teaser: 'ui.whois.teaser',
    intro: 'ui.whois.intro',
    label: 'ui.domain.label',
    hint: 'ui.domain.hint',
    submit: 'ui.whois.submit',
    again: 'ui.whois.again',
    privacy: 'ui.privacy.whois',
  },
  headers: {
    kind: 'headers',
    path: PATHS.checkHeaders,
    ...field('check-headers'),
    inputMode: 'url',
    group: 'web',
    heading: 'ui.headers.heading',
    teaser: 'ui.headers.teaser',
    intro: 'ui.headers.intro',
    label: 'ui.headers.label',
    hint: 'ui.headers.hint',
    submit: 'ui.headers.submit',
    again: 'ui.headers.again',
    privacy: 'ui.privacy.headers',
  },
  tls: {
    kind: 'tls',
    path: PATHS.checkTls,
    ...field('check-tls'),
    inputMode: 'url',
    group: 'web',
    heading: 'ui.tls.heading',
    teaser: 'ui.tls.teaser',
    intro: 'ui.tls.intro',
    label: 'ui.tls.label',
    hint: 'ui.tls.hint',
    submit: 'ui.tls.submit',
    again: 'ui.tls.again',
    privacy: 'ui.privacy.tls',
  },
  certs: {
    kind: 'certs',
    path: PATHS.checkCerts,
    ...field('check-certs'),
    inputMode: 'url',
    group: 'web',
    heading: 'ui.certs.heading',
    teaser: 'ui.certs.teaser',
    intro: 'ui.certs.intro',
    label: 'ui.domain.label',
    hint: 'ui.domain.hint',
    submit: 'ui.certs.submit',
    again: 'ui.certs.again',
    privacy: 'ui.privacy.certs',
  },
  acme: {
    kind: 'acme',
    path: PATHS.checkAcme,
    ...field('check-acme'),
    inputMode: 'url',
    group: 'web',
    heading: 'ui.acme.heading',
    teaser: 'ui.acme.teaser',
    intro: 'ui.acme.intro',
    label: 'ui.acme.label',
    hint: 'ui.acme.hint',
    submit: 'ui.acme.submit',
    again: 'ui.acme.again',
    privacy: 'ui.privacy.acme',
    select: { param: 'method', label: 'ui.acme.method-label', any: 'ui.acme.method-all' },
  },
  hash: {
    kind: 'hash',
    path: PATHS.checkHash,
    ...field('check-hash', HASH_MAX_LENGTH),
    inputMode: 'text',
    group: 'web',
    heading: 'ui.hash.heading',
    teaser: 'ui.hash.teaser',
    intro: 'ui.hash.intro',
    label: 'ui.hash.label',
    hint: 'ui.hash.hint',
    hintParams: { example: '44d88612fea8a8f36de82e1278abb02f' },
    submit: 'ui.hash.submit',
    again: 'ui.hash.again',
    privacy: 'ui.privacy.hash',
  },
};

/**
 * The page of every analysis of core's `ANALYSES`: the URL and message forms on the home page, one
 * check page each for the others. Typed by the registry: an analysis without a page does not compile.
 */
export const ANALYSIS_PAGES: Readonly<Record<AnalysisId, string>> = Object.freeze({
  'check-url': PATHS.checkUrl,
  'check-message': PATHS.checkMessage,
  'check-email': PATHS.checkEmail,
  ...(Object.fromEntries(Object.values(CHECKS).map((c) => [c.analysis, c.path])) as Record<
    Exclude<AnalysisId, PostedAnalysis>,
    string
  >),
});

/** `/check/dns?domain=…&lang=…`; without a value, the empty form in that language. */
export function checkHref(
  spec: CheckSpec,
  value: string | undefined,
  lang: Lang,
  params: Readonly<Record<string, string>> = {},
): string {
  const q = new URLSearchParams();
  if (value !== undefined) q.set(spec.param, value);
  // The analysis' optional parameters (check-acme's `method`) go along with the value.
  if (value !== undefined) for (const [name, v] of Object.entries(params)) q.set(name, v);
  q.set('lang', lang);
  return `${spec.path}?${q.toString()}`;
}

/**
 * Where the language switch of a check page leads: the same check in the other language. A value
 * too long to be analysed is not carried (the page in the other language shows the empty form).
 */
export function checkSwitchHref(
  spec: CheckSpec,
  value: string | undefined,
  lang: Lang,
  params?: Readonly<Record<string, string>>,
): string {
  const keep = value !== undefined && value.trim() !== '' && value.length <= spec.maxLength;
  return checkHref(spec, keep ? value : undefined, otherLang(lang), params);
}

export function checkForm(
  ctx: PageContext,
  spec: CheckSpec,
  state: FormState,
  heading: string,
  headingLevel: HeadingLevel,
): Html {
  const t = tr(ctx.lang);
  const id = spec.param;
  const { summary, error, describedBy } = fieldErrors(state, id);
  return markup`<section class="card form-card" id="check-form" aria-labelledby="form-heading">
${headingTag(headingLevel, 'form-heading', heading)}
<p class="intro">${t(spec.intro)}</p>
${summary === null ? null : errorSummary(ctx, id, summary, state.limited === true)}
<form method="get" action="${spec.path}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="${id}">${t(spec.label)}</label>
<p class="hint" id="${id}-hint">${t(spec.hint, { ...spec.hintParams, max: spec.maxLength })}</p>
${error === null ? null : markup`<p class="field-error" id="${id}-error">${error}</p>`}
<input id="${id}" name="${id}" type="text" inputmode="${spec.inputMode}" autocomplete="off" autocapitalize="off" spellcheck="false" required value="${state.value ?? ''}" aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
</div>
${selectField(ctx, spec, state)}
<input type="hidden" name="lang" value="${ctx.lang}">
<button type="submit" class="button">${t(spec.submit)}</button>
</form>
<p class="note small privacy">${t(spec.privacy)}</p>
</section>`;
}

/** The select of a check's optional parameter (its values from the descriptor), or nothing. */
function selectField(ctx: PageContext, spec: CheckSpec, state: FormState): Html | null {
  const select = spec.select;
  if (select === undefined) return null;
  const t = tr(ctx.lang);
  const values = ANALYSES[spec.analysis].input.params?.find((p) => p.name === select.param)?.values ?? [];
  const chosen = state.params?.[select.param] ?? '';
  const option = (value: string, text: string): Html =>
    markup`<option value="${value}"${value === chosen ? markup` selected` : null}>${text}</option>`;
  return markup`<div class="field">
<label for="${select.param}">${t(select.label)}</label>
<select id="${select.param}" name="${select.param}">
${option('', t(select.any))}
${values.map((v) => option(v, v))}
</select>
</div>`;
}

/** The page of a check without a result: the empty form (200), or the form with an error (400). */
export function checkFormPage(ctx: PageContext, spec: CheckSpec, state: FormState = {}): RenderedPage {
  const t = tr(ctx.lang);
  const hasError = (state.error ?? null) !== null;
  return {
    status: hasError ? 400 : 200,
    body: layout(ctx, {
      title: hasError ? t('ui.title.error') : t(spec.heading),
      switchHref: checkSwitchHref(spec, state.value, ctx.lang, state.params),
      main: checkForm(ctx, spec, state, t(spec.heading), 1),
      homeLink: true,
    }),
  };
}

/** A result page: the result, then the form again (echoing the input) under "Check another …". */
export function checkResultPage(
  ctx: PageContext,
  spec: CheckSpec,
  options: { title: string; value: string; result: Html; params?: Readonly<Record<string, string>> },
): RenderedPage {
  const t = tr(ctx.lang);
  const state: FormState = { value: options.value, ...(options.params ? { params: options.params } : {}) };
  const main = markup`${options.result}
${ctx.extras}
${checkForm(ctx, spec, state, t(spec.again), 2)}`;
  return {
    status: 200,
    body: layout(ctx, {
      title: options.title,
      switchHref: checkSwitchHref(spec, options.value, ctx.lang, options.params),
      main,
      homeLink: true,
    }),
  };
}

/** The analysis did not run, or only partly (`errorKey`): a calm, visible notice with the reason. */
export function notice(ctx: PageContext, text: string | null): Html | null {
  if (text === null || text === '') return null;
  const t = tr(ctx.lang);
  return markup`<div class="notice" role="status">
<p class="notice-title">${t('ui.result.not-run')}</p>
<p>${text}</p>
</div>`;
}

export function notesList(ctx: PageContext, notes: readonly string[], heading?: string): Html | null {
  if (notes.length === 0) return null;
  const t = tr(ctx.lang);
  return markup`<h2>${heading ?? t('ui.result.notes')}</h2>
<ul class="notes">${notes.map((n) => markup`<li>${n}</li>`)}</ul>`;
}

/** One cell of a data table; on narrow screens the table stacks and `label` heads each cell. */
export function td(label: string, content: HtmlValue, cls?: string): Html {
  return markup`<td data-label="${label}"${cls === undefined ? null : markup` class="${cls}"`}>${content}</td>`;
}

/** A table with its column headings; rows are `<tr>` fragments built with `td`. */
export function dataTable(caption: string | null, headings: readonly string[], rows: readonly Html[]): Html {
  return markup`<table class="data-table">
${caption === null ? null : markup`<caption class="visually-hidden">${caption}</caption>`}
<thead><tr>${headings.map((h) => markup`<th scope="col">${h}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

export function code(value: string): Html {
  return markup`<code class="addr">${value}</code>`;
}

/**
 * A domain name as text that breaks after a dot or a hyphen, never mid-label unless one label alone
 * is wider than the screen (`<wbr>` after each separator; `.name` in site.css).
 */
export function nameCode(value: string): Html {
  const parts = value.split(/(?<=[.-])/);
  return markup`<code class="addr name">${parts.map((p, i) => (i === 0 ? p : markup`<wbr>${p}`))}</code>`;
}

/** A list of addresses or names as text (never links); `empty` when there is none. */
export function codeList(values: readonly string[], empty: string): Html {
  if (values.length === 0) return markup`<span class="muted">${empty}</span>`;
  return markup`<ul class="plain-list">${values.map((v) => markup`<li>${code(v)}</li>`)}</ul>`;
}

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A TTL in words, in the page's language: `300` → "5 minutes" / "5 minutes", `86400` → "1 day" /
 * "1 jour", `3660` → "1 hr, 1 min" / "1 h 1 min" (at most two units, the largest first).
 */
export function formatTtl(lang: Lang, seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return String(seconds);
  const parts: { unit: string; n: number }[] = [];
  let rest = Math.floor(seconds);
  for (const u of UNITS) {
    const n = Math.floor(rest / u.seconds);
    if (n > 0 || (u.unit === 'second' && parts.length === 0)) {
      parts.push({ unit: u.unit, n });
      rest -= n * u.seconds;
    }
  }
  const shown = parts.slice(0, 2);
  const display = shown.length === 1 ? 'long' : 'short';
  return shown
    .map((p) =>
      new Intl.NumberFormat(lang, { style: 'unit', unit: p.unit, unitDisplay: display }).format(p.n),
    )
    .join(' ');
}

export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(lang).format(n);
}

/** The name of a country from its ISO 3166 code in the page's language, e.g. "Canada (CA)". */
export function countryName(lang: Lang, code: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    return name === undefined || name === code ? code : `${name} (${code})`;
  } catch {
    return code;
  }
}

/** A short coloured label: `kind` is one of good, bad, warn, neutral, unknown (see site.css). */
export function pill(kind: 'good' | 'bad' | 'warn' | 'neutral' | 'unknown', text: string): Html {
  return markup`<span class="tag tag-${kind}">${text}</span>`;
}

export function yesNoUnknown(ctx: PageContext, value: boolean | null): string {
  const t = tr(ctx.lang);
  return value === null ? t('ui.value.unknown') : value ? t('ui.value.yes') : t('ui.value.no');
}
