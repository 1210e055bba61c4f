/**
 * Network parts shared by the link result page (`pages.ts`) and the security-headers page: the
 * redirect chain (one row per request: URL, status, host, address), the domain age, the Web Risk
 * outcome and localized dates. Every value is escaped by `markup`; URLs and hosts are shown as text.
 * Depends only on `html.ts` and `@secapi/i18n`, so `pages.ts` can import it without a cycle.
 */
import type { AgeBand, UrlAnalysisResult } from '@secapi/core';
import { translate, type Lang, type Localized, type MessageKey, type TranslateParams } from '@secapi/i18n';
import { markup, type Html } from './html.js';

/** One request of a chain, as core's `RedirectHop` and the HTTP port's `HttpHop` both give it. */
export interface HopLike {
  readonly url: string;
  readonly status: number | null;
  readonly location: string | null;
  readonly host: string;
  readonly address: string | null;
}

const t =
  (lang: Lang) =>
  (key: MessageKey, params?: TranslateParams | null): string =>
    translate(lang, key, params);

/** An ISO 8601 date as a long date in the page's language (UTC); the raw text when unparsable. */
export function formatDateLong(lang: Lang, iso: string | null): string {
  if (iso === null) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

function cell(label: string, content: Html | string, cls?: string): Html {
  return markup`<td data-label="${label}"${cls === undefined ? null : markup` class="${cls}"`}>${content}</td>`;
}

/** The requests of a chain, in order: address (and where it redirects), status, host, IP address. */
export function hopsTable(lang: Lang, hops: readonly HopLike[], caption: string): Html {
  const tt = t(lang);
  if (hops.length === 0) return markup`<p class="muted">${tt('ui.hops.none')}</p>`;
  const cols = [
    tt('ui.hops.col-url'),
    tt('ui.hops.col-status'),
    tt('ui.hops.col-host'),
    tt('ui.hops.col-address'),
  ];
  const rows = hops.map(
    (h, i) => markup`<tr>
${cell(cols[0] ?? '', markup`<span class="hop-n">${String(i + 1)}.</span> <code class="addr">${h.url}</code>${h.location === null ? null : markup`<span class="sub">${tt('ui.hops.redirect-to', { location: h.location })}</span>`}`, 'value-cell')}
${cell(cols[1] ?? '', h.status === null ? markup`<span class="tag tag-warn">${tt('ui.hops.no-response')}</span>` : markup`<span class="tag tag-neutral">${String(h.status)}</span>`)}
${cell(cols[2] ?? '', markup`<code class="addr">${h.host}</code>`)}
${cell(cols[3] ?? '', h.address === null ? markup`<span class="muted">${tt('ui.value.none')}</span>` : markup`<code class="addr">${h.address}</code>`)}
</tr>`,
  );
  return markup`<table class="data-table hops-table">
<caption class="visually-hidden">${caption}</caption>
<thead><tr>${cols.map((c) => markup`<th scope="col">${c}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table>`;
}

type UrlResult = Localized<UrlAnalysisResult>;

const AGE_BAND: Readonly<Record<AgeBand, { key: MessageKey; tag: string }>> = {
  new: { key: 'ui.url.age-band.new', tag: 'bad' },
  recent: { key: 'ui.url.age-band.recent', tag: 'warn' },
  established: { key: 'ui.url.age-band.established', tag: 'good' },
};

/** The link page's redirect chain and final URL (only when the chain was followed). */
export function redirectSection(lang: Lang, r: UrlResult): Html | null {
  const rd = r.redirects;
  if (!rd.wasAttempted || rd.hops.length === 0) return null;
  const tt = t(lang);
  return markup`<section class="part" aria-labelledby="redirects-heading">
<h2 id="redirects-heading">${tt('ui.url.redirects-heading')}</h2>
${hopsTable(lang, rd.hops, tt('ui.url.redirects-heading'))}
${rd.finalUrl === null ? null : markup`<dl class="details"><dt>${tt('ui.url.final-url')}</dt><dd><code class="addr">${rd.finalUrl}</code></dd></dl>`}
</section>`;
}

/** The link page's domain age: registered date, age in words and days, band (only when known). */
export function domainAgeSection(lang: Lang, r: UrlResult): Html | null {
  const a = r.domainAge;
  if (!a.wasSuccessful || a.registeredAt === null) return null;
  const tt = t(lang);
  const band = a.ageBand === null ? null : AGE_BAND[a.ageBand];
  const age =
    a.humanReadableAge === null
      ? null
      : a.ageInDays === null
        ? a.humanReadableAge
        : tt('ui.url.age-days', { age: a.humanReadableAge, days: a.ageInDays });
  return markup`<section class="part" aria-labelledby="age-heading">
<h2 id="age-heading">${tt('ui.url.age-heading')}</h2>
<dl class="details">
${a.lookedUpDomain === null ? null : markup`<dt>${tt('ui.url.age-domain')}</dt><dd><code class="addr">${a.lookedUpDomain}</code></dd>`}
<dt>${tt('ui.url.registered-on')}</dt><dd>${formatDateLong(lang, a.registeredAt)}</dd>
${age === null ? null : markup`<dt>${tt('ui.url.age')}</dt><dd>${age}</dd>`}
${band === null ? null : markup`<dt>${tt('ui.url.age-band')}</dt><dd><span class="tag tag-${band.tag}">${tt(band.key)}</span></dd>`}
</dl>
</section>`;
}

const THREATS: Readonly<Record<string, MessageKey>> = {
  MALWARE: 'ui.url.threat.malware',
  SOCIAL_ENGINEERING: 'ui.url.threat.social-engineering',
  UNWANTED_SOFTWARE: 'ui.url.threat.unwanted-software',
};

/** What a successful Web Risk lookup found, in words. */
export function webRiskDone(lang: Lang, r: UrlResult): string {
  const tt = t(lang);
  const types = r.webRisk.threatTypes;
  if (types.length === 0) return tt('ui.url.web-risk-clear');
  const names = types.map((x) => {
    const key = THREATS[x];
    return key === undefined ? x : tt(key);
  });
  return tt('ui.url.web-risk-listed', { types: names.join(', ') });
}
