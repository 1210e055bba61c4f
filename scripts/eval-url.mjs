// Offline evaluation of the lexical URL analysis, against the BUILT core (run `pnpm build` first):
//   pnpm eval:url [dir] [--json] [--max=N] [--misses] [--no-synthetic]
// Reads every `*.tsv` / `*.tsv.gz` of `dir` (default: ../shared/datasets/url relative to the repo
// root, or SECAPI_EVAL_URL_DIR), rows `label<TAB>url` with label `phishing` or `benign`, runs the
// real `analyzeUrl` in offline mode (no redirects, no domain age, no Web Risk, no feeds) and prints
// per file: its licence class (`shippable`: may shape the shipped weights; `measure-only`: measured
// and used to tune thresholds on its fit part, never fitted into weights; `blind`/`unlisted`: a
// file the datasets README does not name, e.g. our blind lists), then the rate (recall for a
// phishing file, false alarms for a benign one; "flagged" = any verdict other than likely-safe) on
// two parts of the file split by a fixed hash of the registrable domain (`isHeldOut` of
// scripts/url-data/corpora.mjs, the same split as `pnpm train:url`):
// - `fit`: four fifths of the domains; weights, thresholds and rules may be chosen on them;
// - `valid.`: the other fifth, never trained on nor looked at to choose anything: the figure to quote.
// Only counts are printed, never a URL. `--misses` adds, per file, the missed phishing URLs (or
// the flagged benign ones) of the FIT part only, counted by the set of findings that fired and by
// the shape of the host (scheme, top-level domain, subdomain levels, path or not).
// Three synthetic sets follow the files (skipped with `--no-synthetic`), written by us in
// scripts/url-data/templates-modern.mjs and drawn with other seeds than training, but from the same
// templates, so IN-SAMPLE: crypto-phishing bare domains naming a wallet or exchange, crypto lure
// tokens without a known name, and ordinary mail, API-documentation and document links (benign).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHeldOut, licenceOf } from './url-data/corpora.mjs';
import { readRows } from './url-data/fit.mjs';
import { cryptoLureDomains, helpers, modernBenign } from './url-data/templates-modern.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const maxArg = args.find((a) => a.startsWith('--max='));
const maxRows = maxArg === undefined ? Infinity : Number(maxArg.slice('--max='.length));
const showMisses = args.includes('--misses');
const MISS_GROUPS_SHOWN = 15;
const dirArg = args.find((a) => !a.startsWith('--'));
const dir = resolve(
  dirArg ?? process.env.SECAPI_EVAL_URL_DIR ?? join(root, '..', 'shared', 'datasets', 'url'),
);

// SECAPI_EVAL_URL_DIST: another build's index.js (a copy of dist carrying a candidate's weights).
const dist = resolve(process.env.SECAPI_EVAL_URL_DIST ?? join(root, 'packages', 'core', 'dist', 'index.js'));
if (!existsSync(dist)) {
  console.error(
    'packages/core/dist is missing: run `pnpm build` (or `pnpm --filter @secapi/core build`) first',
  );
  process.exit(2);
}
if (!existsSync(dir)) {
  console.error(`dataset directory not found: ${dir}`);
  process.exit(2);
}
const { analyzeUrl, createContext } = await import(dist);
const ctx = createContext({ offline: true });

/** The codes of a result's findings (scheme-added aside), sorted: the group a miss is counted in. */
function codesOf(r) {
  const codes = r.findings
    .map((f) => f.titleKey.slice('finding.'.length, -'.title'.length))
    .filter((c) => c !== 'url-scheme-added')
    .sort();
  return codes.length === 0 ? '(no finding)' : codes.join(' ');
}

/** Scheme, top-level domain, subdomain levels (0–3+), path or not: the shape of a missed URL. */
function shapeOf(r) {
  try {
    const u = new URL(r.normalizedUrl);
    const host = r.analyzedHost;
    const site = r.registrableDomain ?? host;
    const subs = host === site ? 0 : host.slice(0, host.length - site.length - 1).split('.').length;
    const tld = host.slice(host.lastIndexOf('.') + 1);
    const rest = u.pathname.length > 1 ? 'path' : u.search !== '' ? 'query' : 'root';
    return `${u.protocol.slice(0, -1)} .${/^[0-9]+$/.test(tld) ? 'ip' : tld} sub=${Math.min(subs, 3)} ${rest}`;
  } catch {
    return '(unparsed)';
  }
}

function count(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function rowsOf(file) {
  return readRows(dir, file)
    .slice(0, maxRows)
    .map(({ label, url }) => [label, url]);
}

const SYNTHETIC_ROWS = 3000;
/** The in-sample synthetic sets: name, rows. */
function syntheticSets() {
  const h = helpers(4242);
  const templates = modernBenign(h);
  const benign = [];
  for (let i = 0; i < SYNTHETIC_ROWS; i++) benign.push(templates[i % templates.length]());
  const rows = (label, urls) => urls.slice(0, maxRows).map((u) => [label, u]);
  return [
    [
      'synthetic crypto domains, named (in-sample)',
      rows('phishing', cryptoLureDomains(SYNTHETIC_ROWS, 977, 'named')),
    ],
    [
      'synthetic crypto domains, unnamed (in-sample)',
      rows('phishing', cryptoLureDomains(SYNTHETIC_ROWS, 978, 'unnamed')),
    ],
    ['synthetic mail/API/doc links (in-sample)', rows('benign', benign)],
  ];
}

const sets = readdirSync(dir)
  .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
  .sort()
  .map((file) => [file, rowsOf(file)]);
if (!args.includes('--no-synthetic')) sets.push(...syntheticSets());
const report = [];
const started = performance.now();
let total = 0;
const rate = (part) => (part.rows === 0 ? null : (100 * part.flagged) / part.rows);
for (const [file, rows] of sets) {
  const parts = { fit: { rows: 0, flagged: 0 }, validation: { rows: 0, flagged: 0 } };
  let errors = 0;
  const labels = new Set();
  const byCodes = new Map();
  const byShape = new Map();
  for (const [label, url] of rows) {
    labels.add(label);
    let isFlagged = false;
    let part = parts.fit;
    try {
      const r = await analyzeUrl(url, ctx);
      isFlagged = r.verdictKey !== 'verdict.likely-safe';
      if (isHeldOut(r.registrableDomain ?? r.analyzedHost)) part = parts.validation;
      if (showMisses && part === parts.fit && isFlagged === (label === 'benign')) {
        count(byCodes, codesOf(r));
        count(byShape, shapeOf(r));
      }
    } catch {
      errors++; // input error (not a URL we analyse): counted as not flagged, in the fit part
    }
    part.rows++;
    if (isFlagged) part.flagged++;
  }
  total += rows.length;
  const kind = labels.size === 1 ? [...labels][0] : 'mixed';
  report.push({
    file,
    licence: file.includes('(in-sample)') ? 'synthetic' : licenceOf(file),
    label: kind,
    rows: rows.length,
    /** Recall (phishing file) or false-alarm rate (benign file), per part. */
    fitPct: rate(parts.fit),
    validationPct: rate(parts.validation),
    validationRows: parts.validation.rows,
    inputErrors: errors,
    misses: showMisses ? { byCodes: top(byCodes), byShape: top(byShape) } : undefined,
  });
}
const seconds = (performance.now() - started) / 1000;

function top(map) {
  return [...map]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MISS_GROUPS_SHOWN)
    .map(([group, n]) => ({ group, n }));
}

if (asJson) {
  console.log(JSON.stringify({ dir, seconds, urlsPerSecond: total / seconds, files: report }, null, 2));
} else {
  const pct = (v) => (v === null ? '' : `${v.toFixed(1)} %`);
  console.log(`analyzeUrl offline (lexical only), ${dir}`);
  console.log(
    'rate = recall (phishing) or false alarms (benign); fit = 4/5 of registrable domains, valid. = the held-out fifth (quote it)',
  );
  console.log(
    `${'file'.padEnd(46)} ${'licence'.padEnd(12)} ${'label'.padEnd(9)} ${'rows'.padStart(7)} ${'fit'.padStart(8)} ${'valid.'.padStart(8)} ${'v.rows'.padStart(7)} ${'errors'.padStart(6)}`,
  );
  for (const r of report) {
    console.log(
      `${r.file.padEnd(46)} ${r.licence.padEnd(12)} ${r.label.padEnd(9)} ${String(r.rows).padStart(7)} ${pct(r.fitPct).padStart(8)} ${pct(r.validationPct).padStart(8)} ${String(r.validationRows).padStart(7)} ${String(r.inputErrors).padStart(6)}`,
    );
  }
  if (showMisses) {
    for (const r of report) {
      const what = r.label === 'benign' ? 'flagged benign (fit part)' : 'missed phishing (fit part)';
      for (const [title, groups] of [
        ['findings', r.misses.byCodes],
        ['host shape', r.misses.byShape],
      ]) {
        console.log(`\n${r.file}: ${what} by ${title}`);
        for (const { group, n } of groups) console.log(`${String(n).padStart(8)}  ${group}`);
      }
    }
  }
  console.log(`${total} URLs in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} URLs/s)`);
}
