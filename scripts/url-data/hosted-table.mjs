// Issue 21, round 21 (hosted21): free and site-builder hosts in the evaluation files, FIT part only.
// Against the BUILT core:
//   node scripts/url-data/hosted-table.mjs [dir] [--min=N] [--json]
// For every page the inspection reads as a free host's (`url-free-hosting`, by its `domain`
// parameter: `wixsite.com`, `vercel.app`, `sites.google.com`…), counts the fit rows of each file
// (the four fifths of registrable domains `isHeldOut` leaves out; a platform's rows all fall in one
// part, since the split is by the ICANN registrable domain) by what else the address carries, the
// first of:
//   brand    a brand or a look-alike out of place (`url-brand-*`, homograph, typo, misspelt…);
//   kit      a kit path, a victim's address, an appeal page, a crypto lure, another deceptive code;
//   lure     a credential, account, payment or file-share word (`url-lure-host`, `url-lure-keyword`,
//            or a `HOSTED_LURE` word in the customer's name, the path or the query);
//   random   a customer name typed at random or a machine-made id (`url-random-subdomain`), or
//            digits in the customer's name;
//   context  other context (an often-abused ending, many hyphens, a long address, plain http…);
//   model    nothing but the host and the URL model: split by the model's score, `m95` (≥ 95 %,
//            `url-model-phishing`), `m70` (70–94 %, the free-host pair), `m<70` (60–69 % or a mid
//            score), `quiet` (no model finding).
// and how many of each are flagged (caution or worse). Counts only, never a URL.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isHeldOut } from './corpora.mjs';
import { readRows } from './fit.mjs';
import { HOSTED_LURE } from './hosted-lure.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const BRAND =
  /^url-(?:brand-|homograph|mixed-script|punycode-brand|profile-brand-handle)|^url-brand|^url-homograph/;
const KIT = new Set([
  'url-kit-path',
  'url-email-in-path',
  'url-hosted-appeal-page',
  'url-crypto-lure',
  'url-government-name',
  'url-styled-letters',
  'url-profile-machine-name',
  'url-capital-domain',
  'url-redirect-target-deceptive',
  'url-dangerous-scheme',
  'url-userinfo-disguise',
  'url-credentials',
  'url-encoded-host',
  'url-scheme-in-host',
]);
const LURE = new Set(['url-lure-host', 'url-lure-keyword']);
const QUIET = new Set(['url-free-hosting', 'url-scheme-added', 'url-model-suspicious', 'url-model-phishing']);
export const GROUPS = ['brand', 'kit', 'lure', 'random', 'context', 'm95', 'm70', 'm<70', 'quiet'];

const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);

/** The group of a free host's page, or null when it is not one. */
export function groupOf(r) {
  const codes = r.findings.map(codeOf);
  const hosting = r.findings.find((f) => codeOf(f) === 'url-free-hosting');
  if (hosting === undefined) return null;
  const platform = String(hosting.parameters?.domain ?? '?');
  const site = String(hosting.parameters?.site ?? '');
  const customer = site.endsWith(`.${platform}`) ? site.slice(0, -platform.length - 1) : '';
  let url;
  try {
    url = new URL(r.normalizedUrl);
  } catch {
    url = null;
  }
  let group;
  if (codes.some((c) => BRAND.test(c))) group = 'brand';
  else if (codes.some((c) => KIT.has(c))) group = 'kit';
  else if (
    codes.some((c) => LURE.has(c)) ||
    HOSTED_LURE.test(customer) ||
    (url !== null && (HOSTED_LURE.test(url.pathname) || HOSTED_LURE.test(url.search)))
  )
    group = 'lure';
  else if (codes.includes('url-random-subdomain') || /\d/.test(customer)) group = 'random';
  else if (codes.some((c) => !QUIET.has(c))) group = 'context';
  else {
    const model = r.findings.find((f) => codeOf(f).startsWith('url-model'));
    const p = model === undefined ? 0 : Number(model.parameters?.probability ?? 0);
    group = p >= 95 ? 'm95' : p >= 70 ? 'm70' : p > 0 ? 'm<70' : 'quiet';
  }
  return { platform, group, flagged: r.score.confidenceScore >= 15 };
}

/** The whole table: platform → file → group → [rows, flagged], and each file's fit rows. */
export function hostedTable(dir, inspectUrl) {
  const table = new Map();
  const fitRows = new Map();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
    .sort();
  for (const file of files) {
    let n = 0;
    for (const { url } of readRows(dir, file)) {
      let r;
      try {
        r = inspectUrl(url);
      } catch {
        continue;
      }
      if (isHeldOut(r.registrableDomain ?? r.analyzedHost)) continue;
      n++;
      const g = groupOf(r);
      if (g === null) continue;
      const byFile = table.get(g.platform) ?? new Map();
      table.set(g.platform, byFile);
      const byGroup = byFile.get(file) ?? new Map();
      byFile.set(file, byGroup);
      const cell = byGroup.get(g.group) ?? [0, 0];
      cell[0]++;
      if (g.flagged) cell[1]++;
      byGroup.set(g.group, cell);
    }
    fitRows.set(file, n);
  }
  return { table, fitRows };
}

const short = (file) =>
  file
    .replace(/^(phish|benign)_/, '')
    .replace(/\.tsv(\.gz)?$/, '')
    .replace(/_(2024_2025|2022_2024|2024_2026_sample|domain_half_a|half_a|2021)$/, '');
const total = (byGroup) => [...byGroup.values()].reduce((s, [n]) => s + n, 0);
/** Prints the table (platforms with `min` fit rows or more), as text or JSON. */
function printTable(table, fitRows, min, asJson) {
  const platforms = [...table]
    .map(([platform, byFile]) => [platform, byFile, [...byFile.values()].reduce((s, g) => s + total(g), 0)])
    .filter(([, , n]) => n >= min)
    .sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1));

  if (asJson) {
    const out = {};
    for (const [platform, byFile] of platforms) {
      out[platform] = {};
      for (const [file, byGroup] of byFile) out[platform][file] = Object.fromEntries(byGroup);
    }
    console.log(JSON.stringify({ fitRows: Object.fromEntries(fitRows), platforms: out }, null, 1));
  } else {
    console.log(`free hosts' pages, FIT part only; platforms with ${min}+ fit rows; cells: rows/flagged`);
    console.log(`groups: ${GROUPS.join(', ')}`);
    for (const [platform, byFile] of platforms) {
      console.log(`\n${platform}`);
      for (const [file, byGroup] of [...byFile].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
        const cells = GROUPS.map((g) => {
          const c = byGroup.get(g);
          return c === undefined ? '' : `${g} ${c[0]}/${c[1]}`;
        })
          .filter((c) => c !== '')
          .join('  ');
        console.log(`  ${short(file).padEnd(22)} ${String(total(byGroup)).padStart(6)}  ${cells}`);
      }
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const asJson = args.includes('--json');
  const min = Number((args.find((a) => a.startsWith('--min=')) ?? '--min=10').slice(6));
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'datasets', 'url'));
  const { inspectUrl } = await import(pathToFileURL(join(root, 'packages', 'core', 'dist', 'url.js')).href);
  const { table, fitRows } = hostedTable(dir, inspectUrl);
  printTable(table, fitRows, min, asJson);
}
