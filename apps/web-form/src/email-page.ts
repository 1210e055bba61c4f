/**
 * The email page (`check-email`): a large paste box for the email, an optional box for its headers
 * with "how to get the headers" help for Gmail, Outlook and Apple Mail, posted (never in a URL);
 * the result shows the verdict, the sender panel, what the receiving server concluded and the From
 * domain's DMARC policy (online), the links table with each link's network checks (redirects,
 * domain age; online), the attachments, the findings and what was not checked. Pure functions; every value is
 * escaped by `markup`. The email is never carried by the language switch.
 */
import type { EmailAnalysisResult } from '@secapi/core';
import type { Localized, MessageKey } from '@secapi/i18n';
import { code, dataTable, pill, td } from './check-pages.js';
import { markup, type Html } from './html.js';
import {
  EMAIL_BODY_MAX_LENGTH,
  RAW_HEADERS_MAX_LENGTH,
  errorSummary,
  headingTag,
  layout,
  otherLang,
  tr,
  verdictOf,
  type FormState,
  type HeadingLevel,
  type PageContext,
  type RenderedPage,
  fieldErrors,
} from './layout.js';
import { resultHead, shownVerdict } from './pages.js';
import { PATHS } from './paths.js';

/** What the email form shows again: the two boxes (and the error of the first). */
export interface EmailFormState extends FormState {
  readonly headers?: string;
}

type Result = Localized<EmailAnalysisResult>;

const SHAPES: Readonly<Record<EmailAnalysisResult['inputShape'], MessageKey>> = {
  'body-only': 'ui.mail.shape.body-only',
  'headers-and-body': 'ui.mail.shape.headers-and-body',
  'raw-message': 'ui.mail.shape.raw-message',
};

/** Where the language switch of the email page leads (never with the email). */
export function emailSwitchHref(lang: PageContext['lang']): string {
  return `${PATHS.checkEmail}?${new URLSearchParams({ lang: otherLang(lang) }).toString()}`;
}

export function emailForm(
  ctx: PageContext,
  state: EmailFormState,
  heading: string,
  headingLevel: HeadingLevel,
): Html {
  const t = tr(ctx.lang);
  const { summary, error, describedBy } = fieldErrors(state, 'emailBody');
  // The newline after <textarea> is dropped by the HTML parser, so a paste starting with one survives.
  return markup`<section class="card form-card" id="check-email" aria-labelledby="email-form-heading">
${headingTag(headingLevel, 'email-form-heading', heading)}
<p class="intro">${t('ui.mail.intro')}</p>
${summary === null ? null : errorSummary(ctx, 'emailBody', summary, state.limited === true)}
<form method="post" action="${PATHS.checkEmail}?${new URLSearchParams({ lang: ctx.lang }).toString()}">
<input type="hidden" name="lang" value="${ctx.lang}">
<div class="field${error === null ? '' : ' field-invalid'}">
<label for="emailBody">${t('ui.mail.body-label')}</label>
<p class="hint" id="emailBody-hint">${t('ui.mail.body-hint', { max: EMAIL_BODY_MAX_LENGTH })}</p>
${error === null ? null : markup`<p class="field-error" id="emailBody-error">${error}</p>`}
<textarea id="emailBody" name="emailBody" rows="16" autocomplete="off" spellcheck="false" required aria-describedby="${describedBy}"${error === null ? null : markup` aria-invalid="true"`}>
${state.value ?? ''}</textarea>
</div>
<div class="field">
<label for="rawHeaders">${t('ui.mail.headers-label')}</label>
<p class="hint" id="rawHeaders-hint">${t('ui.mail.headers-hint', { max: RAW_HEADERS_MAX_LENGTH })}</p>
<textarea id="rawHeaders" name="rawHeaders" rows="8" autocomplete="off" spellcheck="false" aria-describedby="rawHeaders-hint">
${state.headers ?? ''}</textarea>
<details class="help">
<summary>${t('ui.mail.help-summary')}</summary>
<ul>
<li>${t('ui.mail.help-gmail')}</li>
<li>${t('ui.mail.help-outlook')}</li>
<li>${t('ui.mail.help-apple')}</li>
</ul>
</details>
</div>
<button type="submit" class="button">${t('ui.mail.submit')}</button>
</form>
<p class="note small privacy">${t('ui.mail.privacy')}</p>
</section>`;
}

/** The email page without a result: the empty form (200), or the form with an error (400). */
export function emailFormPage(ctx: PageContext, state: EmailFormState = {}): RenderedPage {
  const t = tr(ctx.lang);
  const hasError = (state.error ?? null) !== null;
  return {
    status: hasError ? 400 : 200,
    body: layout(ctx, {
      title: hasError ? t('ui.title.error') : t('ui.title.mail-form'),
      switchHref: emailSwitchHref(ctx.lang),
      main: emailForm(ctx, state, t('ui.mail.heading'), 1),
      homeLink: true,
    }),
  };
}

function orNotGiven(ctx: PageContext, value: string | null): Html {
  return value === null
    ? markup`<span class="muted">${tr(ctx.lang)('ui.mail.not-given')}</span>`
    : code(value);
}

function senderPanel(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  if (r.inputShape === 'body-only')
    return markup`<h2>${t('ui.mail.sender-heading')}</h2>
<p class="note">${t('ui.mail.no-headers')}</p>`;
  const s = r.sender;
  const from =
    s.fromAddress === null
      ? orNotGiven(ctx, null)
      : markup`${s.fromDisplayName === null ? null : markup`${s.fromDisplayName} `}${code(s.fromAddress)}`;
  const a = r.authentication;
  const auth =
    a.source === null
      ? markup`<p class="note">${t('ui.mail.auth-none')}</p>`
      : markup`<ul class="plain-list">${(
          [
            ['SPF', a.spf],
            ['DKIM', a.dkim],
            ['DMARC', a.dmarc],
            ['compauth', a.compauth],
            ['ARC', a.arc],
          ] as const
        )
          .filter(([, v]) => v !== null)
          .map(
            ([name, v]) =>
              markup`<li>${name} ${pill(v === 'pass' ? 'good' : v === 'fail' || v === 'softfail' ? 'bad' : 'neutral', v ?? '')}</li>`,
          )}</ul>
${a.authservId === null ? null : markup`<p class="note small">${t('ui.mail.auth-receiver', { receiver: a.authservId })}</p>`}`;
  return markup`<h2>${t('ui.mail.sender-heading')}</h2>
<dl class="facts">
<dt>${t('ui.mail.from')}</dt><dd>${from}</dd>
<dt>${t('ui.mail.reply-to')}</dt><dd>${orNotGiven(ctx, s.replyTo)}</dd>
<dt>${t('ui.mail.return-path')}</dt><dd>${orNotGiven(ctx, s.returnPath)}</dd>
<dt>${t('ui.mail.sender-ip')}</dt><dd>${orNotGiven(ctx, r.senderIp)}</dd>
</dl>
<h3>${t('ui.mail.auth-heading')}</h3>
${auth}
${dmarcPolicy(ctx, r)}`;
}

/** The From domain's DMARC policy and existence, as DNS gave them (online), or why not looked up. */
function dmarcPolicy(ctx: PageContext, r: Result): Html | null {
  const t = tr(ctx.lang);
  const domain = r.sender.fromDomain;
  if (domain === null) return null;
  const d = r.fromDomainDmarc;
  const heading = markup`<h3>${t('ui.mail.dmarc-heading', { domain })}</h3>`;
  if (d === null) return markup`${heading}<p class="note">${t('ui.mail.dmarc-not-checked')}</p>`;
  if (d.domainExists === false) return markup`${heading}<p>${pill('bad', t('ui.mail.domain-not-found'))}</p>`;
  const kind =
    d.status === 'temperror'
      ? 'neutral'
      : d.policy === 'reject' || d.policy === 'quarantine'
        ? 'good'
        : 'warn';
  return markup`${heading}
<p>${pill(kind, d.policy === null ? 'DMARC' : `p=${d.policy}`)} ${d.summary}</p>
${d.policy !== null && d.policy !== 'none' && d.pct !== null && d.pct < 100 ? markup`<p class="note small">${t('ui.mail.dmarc-pct', { pct: d.pct })}</p>` : null}
${d.inherited && d.recordName !== null ? markup`<p class="note small">${t('ui.mail.dmarc-inherited', { name: d.recordName })}</p>` : null}`;
}

/** What the network showed about one link: where it leads, its domain's age, or why it was not checked. */
function linkNetwork(ctx: PageContext, l: Result['links'][number]): Html {
  const t = tr(ctx.lang);
  const n = l.network;
  if (n === null) return markup`<span class="muted">${t('ui.mail.link-not-checked')}</span>`;
  if (n.status !== 'checked') return markup`<span class="muted">${n.summary}</span>`;
  const final =
    n.redirectCount > 0 && n.finalHost !== null
      ? markup`<span>${t('ui.mail.link-final', { host: n.finalHost, count: n.redirectCount })}</span> `
      : null;
  const age =
    n.ageDomain !== null && n.domainAgeDays !== null
      ? markup`<span>${t('ui.mail.link-age', { domain: n.ageDomain, days: n.domainAgeDays })}</span> `
      : null;
  const found =
    n.findings.length === 0
      ? markup`<span class="muted">${n.summary}</span>`
      : markup`<ul class="plain-list">${n.findings.map(
          (f) =>
            markup`<li>${pill(f.severity === 'High' || f.severity === 'Critical' ? 'bad' : 'warn', f.title)}</li>`,
        )}</ul>`;
  return markup`${final}${age}${found}`;
}

function linksTable(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  if (r.links.length === 0)
    return markup`<h2>${t('ui.mail.links-heading')}</h2>
<p>${t('ui.mail.no-links')}</p>`;
  const headings = [
    t('ui.mail.link-text'),
    t('ui.mail.link-href'),
    t('ui.mail.link-verdict'),
    t('ui.mail.link-network'),
  ];
  const rows = r.links.map((l) => {
    const v = verdictOf(l.verdictKey);
    const kind = v === 'likely-safe' ? 'good' : v === 'caution' ? 'warn' : 'bad';
    return markup`<tr>${td(headings[0] ?? '', l.text)}${td(headings[1] ?? '', code(l.href))}${td(headings[2] ?? '', pill(kind, l.verdict))}${td(headings[3] ?? '', linkNetwork(ctx, l))}</tr>`;
  });
  return markup`<h2>${t('ui.mail.links-heading')}</h2>
${dataTable(t('ui.mail.links-heading'), headings, rows)}
${r.linkCount > r.links.length ? markup`<p class="note small">${t('ui.mail.links-more', { shown: r.links.length, count: r.linkCount })}</p>` : null}
<p class="note small">${t('ui.url.not-a-link')}</p>`;
}

function attachmentsList(ctx: PageContext, r: Result): Html | null {
  const t = tr(ctx.lang);
  if (r.attachments.length === 0) return null;
  return markup`<h2>${t('ui.mail.attachments-heading')}</h2>
<ul class="plain-list">${r.attachments.map(
    (a) =>
      markup`<li>${code(a.name ?? a.contentType)} ${pill(a.risky ? 'bad' : 'neutral', a.risky ? t('ui.mail.attachment-risky') : t('ui.mail.attachment-ordinary'))}</li>`,
  )}</ul>`;
}

function skippedList(ctx: PageContext, r: Result): Html | null {
  const t = tr(ctx.lang);
  if (r.skipped.length === 0) return null;
  return markup`<h2>${t('ui.mail.skipped-heading')}</h2>
<ul class="notes">${r.skipped.map((s) => markup`<li><strong>${s.part}</strong> — ${s.reason}</li>`)}</ul>`;
}

/** The result, then the form again with what was pasted (the page is never cached: no-store). */
export function emailResultPage(ctx: PageContext, result: Result, state: EmailFormState): RenderedPage {
  const t = tr(ctx.lang);
  const r = result;
  const main = markup`<section class="card result" aria-labelledby="result-heading">
${resultHead(ctx, r, t('ui.result.email-heading'))}
<div class="result-body">
<p class="note small">${t(SHAPES[r.inputShape])}</p>
${senderPanel(ctx, r)}
${linksTable(ctx, r)}
${attachmentsList(ctx, r)}
${skippedList(ctx, r)}
<p class="note small">${t('ui.mail.characters', { count: r.characterCount })} ${t('ui.mail.privacy')}</p>
</div>
</section>
${ctx.extras}
${emailForm(ctx, state, t('ui.mail.again'), 2)}`;
  return {
    status: 200,
    body: layout(ctx, {
      title: t('ui.title.mail-result', { verdict: shownVerdict(ctx.lang, r) }),
      switchHref: emailSwitchHref(ctx.lang),
      main,
      homeLink: true,
    }),
  };
}

/** The home page's pointer to the email page. */
export function emailTeaser(ctx: PageContext): Html {
  const t = tr(ctx.lang);
  return markup`<section class="card check-item" aria-labelledby="email-teaser-heading">
<h3 id="email-teaser-heading"><a href="${PATHS.checkEmail}?${new URLSearchParams({ lang: ctx.lang }).toString()}">${t('ui.mail.heading')}</a></h3>
<p>${t('ui.mail.teaser')}</p>
</section>`;
}
