/**
 * Embeddable grade badges (SVG) for the graded checks: security headers and email authentication
 * and TLS. Two halves: the check's name in the page's language, then the grade (or "no
 * grade"). Text only, escaped; no script, no external reference. Pure function.
 */
import type { Lang } from '@secapi/i18n';
import { CHECKS, type CheckKind } from './check-pages.js';
import { escapeHtml, markup, type Html } from './html.js';
import { tr, type PageContext } from './layout.js';

/** Text colour on every fill below is white; each fill has at least 4.5:1 contrast with it. */
const GRADE_FILL: Readonly<Record<string, string>> = {
  'A+': '#1e6b3f',
  A: '#1e7a46',
  'A-': '#1e7a46',
  B: '#4d6b00',
  C: '#7a5600',
  D: '#a34600',
  E: '#b42318',
  F: '#b42318',
  // check-tls: certificate not trusted / for another name, failures like F.
  T: '#b42318',
  M: '#b42318',
};
const LABEL_FILL = '#3b4452';
const NONE_FILL = '#566173';

/** Rough width of a string at 11 px in a sans-serif font (no font metrics on the server). */
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[A-Z+ÀÉÈ]/.test(ch) ? 7.5 : /[il.,;:'’ ]/.test(ch) ? 3.5 : 6.3;
  return Math.ceil(w);
}

/**
 * The badge of one graded result.
 * @example gradeBadgeSvg('en-CA', 'ui.badge.headers', 'A') // '<svg …>security headers | A</svg>'
 */
export function gradeBadgeSvg(
  lang: Lang,
  labelKey: (typeof BADGES)[keyof typeof BADGES]['label'],
  grade: string | null,
): string {
  const t = tr(lang);
  const label = t(labelKey);
  const value = grade ?? t('ui.badge.no-grade');
  const fill = grade === null ? NONE_FILL : (GRADE_FILL[grade] ?? NONE_FILL);
  const pad = 8;
  const lw = textWidth(label) + 2 * pad;
  const vw = textWidth(value) + 2 * pad;
  const width = lw + vw;
  const alt = escapeHtml(t('ui.badge.alt', { label, grade: value }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20" role="img" aria-label="${alt}" lang="${lang}">
<title>${alt}</title>
<rect width="${lw}" height="20" rx="3" fill="${LABEL_FILL}"/>
<rect x="${lw}" width="${vw}" height="20" rx="3" fill="${fill}"/>
<rect x="${lw}" width="4" height="20" fill="${fill}"/>
<g fill="#ffffff" font-family="DejaVu Sans,Verdana,Geneva,sans-serif" font-size="11" text-anchor="middle">
<text x="${lw / 2}" y="14">${escapeHtml(label)}</text>
<text x="${lw + vw / 2}" y="14" font-weight="bold">${escapeHtml(value)}</text>
</g>
</svg>
`;
}

/** The graded checks with a badge, and the label of each. */
export const BADGES = {
  headers: { path: '/badge/headers.svg', label: 'ui.badge.headers' },
  'email-auth': { path: '/badge/email-auth.svg', label: 'ui.badge.email-auth' },
  tls: { path: '/badge/tls.svg', label: 'ui.badge.tls' },
} as const;

/** The badge's address for one input, in one language. */
export function badgeHref(kind: keyof typeof BADGES, param: string, value: string, lang: Lang): string {
  return `${BADGES[kind].path}?${new URLSearchParams({ [param]: value, lang }).toString()}`;
}

/** Under a graded result: the badge and the HTML code to embed it (nothing for other checks). */
export function badgeEmbed(
  ctx: PageContext,
  kind: CheckKind,
  value: string,
  grade: string | null,
  origin: string,
): Html | null {
  if (kind !== 'headers' && kind !== 'email-auth' && kind !== 'tls') return null;
  const t = tr(ctx.lang);
  const href = badgeHref(kind, CHECKS[kind].param, value, ctx.lang);
  const label = t(BADGES[kind].label);
  const alt = t('ui.badge.alt', { label, grade: grade ?? t('ui.badge.no-grade') });
  const snippet = `<img src="${origin}${href}" alt="${escapeHtml(alt)}">`;
  return markup`<section class="card badge-embed" aria-labelledby="badge-heading">
<h2 id="badge-heading">${t('ui.badge.heading')}</h2>
<p><img class="badge-img" src="${href}" alt="${alt}"></p>
<p>${t('ui.badge.intro')}</p>
<label for="badge-snippet">${t('ui.badge.snippet-label')}</label>
<textarea id="badge-snippet" class="snippet" rows="2" readonly spellcheck="false">${snippet}</textarea>
</section>`;
}
