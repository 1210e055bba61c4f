/**
 * The result page of `check-hash`: found / not found / unknown, with what "not found" means for the
 * service that answered (VirusTotal: never seen, not proof of safety; Team Cymru: under its detection
 * threshold, not a clean bill), then the engine counts and what is known of the file. File names,
 * types and labels come from whoever uploaded the file: shown as text only.
 */
import type { HashResult } from '@secapi/core';
import type { Localized } from '@secapi/i18n';
import { markup, type Html } from './html.js';
import {
  CHECKS,
  checkResultPage,
  code,
  codeList,
  formatNumber,
  notesList,
  notice,
  pill,
} from './check-pages.js';
import { formatDateLong } from './network-parts.js';
import { tr, type PageContext, type RenderedPage } from './layout.js';

type Result = Localized<HashResult>;

const ALGORITHM: Readonly<Record<HashResult['algorithm'], string>> = {
  md5: 'MD5',
  sha1: 'SHA-1',
  sha256: 'SHA-256',
};

/** The notes that say what "not found" means; shown under the outcome rather than among the notes. */
const NOT_FOUND_NOTES = new Set(['hash.note.virustotal-not-found', 'hash.note.mhr-not-listed']);

function outcome(ctx: PageContext, r: Result): Html {
  const t = tr(ctx.lang);
  if (r.found === null || r.source === null) return pill('unknown', t('ui.hash.no-answer'));
  if (r.source === 'virustotal')
    return r.found ? pill('warn', t('ui.hash.vt-found')) : pill('neutral', t('ui.hash.vt-not-found'));
  return r.found ? pill('bad', t('ui.hash.mhr-listed')) : pill('neutral', t('ui.hash.mhr-not-listed'));
}

function formatSize(ctx: PageContext, bytes: number): string {
  return new Intl.NumberFormat(ctx.lang, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
}

function virusTotalSection(ctx: PageContext, r: Result): Html | null {
  const vt = r.virusTotal;
  if (vt === null) return null;
  const t = tr(ctx.lang);
  const s = vt.lastAnalysisStats;
  const stat = (label: string, value: number, cls = ''): Html =>
    markup`<div class="stat${cls}"><dt>${label}</dt><dd>${formatNumber(ctx.lang, value)}</dd></div>`;
  const other = s.timeout + s.confirmedTimeout + s.failure + s.typeUnsupported;
  const rows: [string, Html | string][] = [];
  if (vt.popularThreatLabel !== null) rows.push([t('ui.hash.threat-label'), code(vt.popularThreatLabel)]);
  if (vt.meaningfulName !== null || vt.names.length > 0)
    rows.push([
      t('ui.hash.names'),
      codeList(vt.names.length > 0 ? vt.names : [vt.meaningfulName ?? ''], t('ui.value.none')),
    ]);
  if (vt.typeDescription !== null) rows.push([t('ui.hash.type'), vt.typeDescription]);
  if (vt.size !== null) rows.push([t('ui.hash.size'), formatSize(ctx, vt.size)]);
  if (vt.firstSubmissionDate !== null)
    rows.push([t('ui.hash.first-submitted'), formatDateLong(ctx.lang, vt.firstSubmissionDate)]);
  if (vt.lastSubmissionDate !== null)
    rows.push([t('ui.hash.last-submitted'), formatDateLong(ctx.lang, vt.lastSubmissionDate)]);
  if (vt.lastAnalysisDate !== null)
    rows.push([t('ui.hash.last-analysis'), formatDateLong(ctx.lang, vt.lastAnalysisDate)]);
  if (vt.timesSubmitted !== null)
    rows.push([t('ui.hash.times-submitted'), formatNumber(ctx.lang, vt.timesSubmitted)]);
  if (vt.reputation !== null) rows.push([t('ui.hash.reputation'), formatNumber(ctx.lang, vt.reputation)]);
  if (vt.tags.length > 0) rows.push([t('ui.hash.tags'), codeList(vt.tags, '')]);
  const others = [vt.md5, vt.sha1, vt.sha256].filter((h): h is string => h !== null && h !== r.hash);
  if (others.length > 0) rows.push([t('ui.hash.other-hashes'), codeList(others, '')]);
  return markup`<section class="part" aria-labelledby="engines-heading">
<h2 id="engines-heading">${t('ui.hash.engines-heading')}</h2>
<p class="verdict-line">${t('ui.hash.detections', { malicious: s.malicious, total: vt.enginesTotal })}</p>
<dl class="stats">
${stat(t('ui.hash.stat.malicious'), s.malicious, s.malicious > 0 ? ' stat-alert' : '')}
${stat(t('ui.hash.stat.suspicious'), s.suspicious, s.suspicious > 0 ? ' stat-alert' : '')}
${stat(t('ui.hash.stat.undetected'), s.undetected)}
${stat(t('ui.hash.stat.harmless'), s.harmless)}
${stat(t('ui.hash.stat.other'), other)}
</dl>
</section>
${
  rows.length === 0
    ? null
    : markup`<section class="part" aria-labelledby="file-heading">
<h2 id="file-heading">${t('ui.hash.file-heading')}</h2>
<dl class="details">${rows.map(([dt, dd]) => markup`<dt>${dt}</dt><dd>${dd}</dd>`)}</dl>
</section>`
}`;
}

function mhrSection(ctx: PageContext, r: Result): Html | null {
  const m = r.malwareHashRegistry;
  if (m === null) return null;
  const t = tr(ctx.lang);
  return markup`<section class="part" aria-labelledby="mhr-heading">
<h2 id="mhr-heading">${t('ui.hash.mhr-heading')}</h2>
<dl class="details">
${m.detectionPercent === null ? null : markup`<dt>${t('ui.hash.mhr-detection')}</dt><dd>${t('ui.hash.mhr-percent', { percent: m.detectionPercent })}</dd>`}
${m.lastSeen === null ? null : markup`<dt>${t('ui.hash.mhr-last-seen')}</dt><dd>${formatDateLong(ctx.lang, m.lastSeen)}</dd>`}
<dt>${t('ui.hash.mhr-name')}</dt><dd>${code(m.queriedName)}</dd>
</dl>
</section>`;
}

export function hashResultPage(ctx: PageContext, r: Result, submitted: string): RenderedPage {
  const t = tr(ctx.lang);
  const meaning = r.notes.filter((_, i) => NOT_FOUND_NOTES.has(r.noteKeys[i] ?? ''));
  const otherNotes = r.notes.filter((_, i) => !NOT_FOUND_NOTES.has(r.noteKeys[i] ?? ''));
  const result = markup`<section class="card result check-result" aria-labelledby="result-heading">
<div class="result-head plain-head">
<h1 id="result-heading">${t('ui.hash.result-heading')}</h1>
<dl class="details">
<dt>${t('ui.hash.hash')}</dt><dd>${code(r.hash)}</dd>
<dt>${t('ui.hash.algorithm')}</dt><dd>${ALGORITHM[r.algorithm]}</dd>
<dt>${t('ui.hash.outcome')}</dt><dd>${outcome(ctx, r)}${meaning.map((m) => markup`<span class="sub meaning">${m}</span>`)}</dd>
${r.source === null ? null : markup`<dt>${t('ui.hash.source')}</dt><dd>${r.source === 'virustotal' ? t('ui.hash.source.virustotal') : t('ui.hash.source.cymru-mhr')}</dd>`}
</dl>
</div>
<div class="result-body">
${notice(ctx, r.error)}
${notesList(ctx, otherNotes)}
${virusTotalSection(ctx, r)}
${mhrSection(ctx, r)}
<p class="note small">${t('ui.url.not-a-link')}</p>
</div>
</section>`;
  return checkResultPage(ctx, CHECKS.hash, {
    title: t('ui.title.hash-result', { algorithm: ALGORITHM[r.algorithm] }),
    value: submitted,
    result,
  });
}
