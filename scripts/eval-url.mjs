// Offline evaluation of the lexical URL analysis, against the BUILT core (run `pnpm build` first):
//   pnpm eval:url [dir] [--json] [--max=N]
// Reads every `*.tsv` / `*.tsv.gz` of `dir` (default: ../shared/datasets/url relative to the repo
// root, or SECAPI_EVAL_URL_DIR), rows `label<TAB>url` with label `phishing` or `benign`, runs the
// real `analyzeUrl` in offline mode (no redirects, no domain age, no Web Risk, no feeds) and prints
// per file: rows, flagged % (verdict other than likely-safe), and recall (phishing files) or false
// positive rate (benign files). Only counts are printed, never a URL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const maxArg = args.find((a) => a.startsWith('--max='));
const maxRows = maxArg === undefined ? Infinity : Number(maxArg.slice('--max='.length));
const dirArg = args.find((a) => !a.startsWith('--'));
const dir = resolve(
  dirArg ?? process.env.SECAPI_EVAL_URL_DIR ?? join(root, '..', 'shared', 'datasets', 'url'),
);

const dist = join(root, 'packages', 'core', 'dist', 'index.js');
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

function rowsOf(file) {
  const buffer = readFileSync(join(dir, file));
  const text = (file.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8');
  const rows = [];
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    rows.push([line.slice(0, tab).trim(), line.slice(tab + 1).trim()]);
    if (rows.length >= maxRows) break;
  }
  return rows;
}

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
  .sort();
const report = [];
const started = performance.now();
let total = 0;
for (const file of files) {
  const rows = rowsOf(file);
  let flagged = 0;
  let errors = 0;
  let phishing = 0;
  let caught = 0;
  let benign = 0;
  let falseAlarms = 0;
  for (const [label, url] of rows) {
    let isFlagged;
    try {
      const r = await analyzeUrl(url, ctx);
      isFlagged = r.verdictKey !== 'verdict.likely-safe';
    } catch {
      errors++; // input error (not a URL we analyse): counted as not flagged
      isFlagged = false;
    }
    if (isFlagged) flagged++;
    if (label === 'phishing') {
      phishing++;
      if (isFlagged) caught++;
    } else if (label === 'benign') {
      benign++;
      if (isFlagged) falseAlarms++;
    }
  }
  total += rows.length;
  report.push({
    file,
    rows: rows.length,
    flaggedPct: rows.length === 0 ? 0 : (100 * flagged) / rows.length,
    recallPct: phishing === 0 ? null : (100 * caught) / phishing,
    falsePositivePct: benign === 0 ? null : (100 * falseAlarms) / benign,
    inputErrors: errors,
  });
}
const seconds = (performance.now() - started) / 1000;

if (asJson) {
  console.log(JSON.stringify({ dir, seconds, urlsPerSecond: total / seconds, files: report }, null, 2));
} else {
  const pct = (v) => (v === null ? '' : `${v.toFixed(1)} %`);
  console.log(`analyzeUrl offline (lexical only), ${dir}`);
  console.log(
    `${'file'.padEnd(40)} ${'rows'.padStart(8)} ${'flagged'.padStart(9)} ${'recall'.padStart(9)} ${'false+'.padStart(9)} ${'errors'.padStart(7)}`,
  );
  for (const r of report) {
    console.log(
      `${r.file.padEnd(40)} ${String(r.rows).padStart(8)} ${pct(r.flaggedPct).padStart(9)} ${pct(r.recallPct).padStart(9)} ${pct(r.falsePositivePct).padStart(9)} ${String(r.inputErrors).padStart(7)}`,
    );
  }
  console.log(`${total} URLs in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} URLs/s)`);
}
