// Chooses the model probability that counts as "strong on its own" in the evidence rule
// (packages/core/src/lexical/evidence.ts), on the FIT part of every file only (the four fifths of
// registrable domains `isHeldOut` leaves out). Against the BUILT core:
//   node scripts/url-data/tune-strong.mjs [dir] [--every=N]
// For each threshold, prints per file the share flagged if a model score at or above it were a
// deceptive sign: recall for phishing files, false alarms for benign ones. Counts only, no URL.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHeldOut, licenceOf } from './corpora.mjs';
import { readRows } from './fit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const every = Number((args.find((a) => a.startsWith('--every=')) ?? '--every=1').slice(8));
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'datasets', 'url'));
const { analyzeUrl, createContext } = await import(join(root, 'packages', 'core', 'dist', 'index.js'));
const ctx = createContext({ offline: true });
const THRESHOLDS = [101, 95, 92, 90, 88, 85, 82, 80];
const MODEL_CODES = new Set(['url-model-suspicious', 'url-model-phishing']);

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
  .sort();
console.log(`fit part only; threshold 101 = the rule without a strong-model clause (every ${every} rows)`);
console.log(
  `${'file'.padEnd(40)} ${'lic.'.padEnd(12)} ${'rows'.padStart(7)} ${THRESHOLDS.map((t) => `>=${t}`.padStart(7)).join('')}`,
);
for (const file of files) {
  const flagged = THRESHOLDS.map(() => 0);
  let n = 0;
  let label = '';
  const rows = readRows(dir, file);
  for (let i = 0; i < rows.length; i += every) {
    const { y, url } = rows[i];
    label = y === 1 ? 'phishing' : 'benign';
    let r;
    try {
      r = await analyzeUrl(url, ctx);
    } catch {
      continue;
    }
    if (isHeldOut(r.registrableDomain ?? r.analyzedHost)) continue;
    n++;
    const model = r.findings.find((f) => MODEL_CODES.has(f.code));
    const p = model === undefined ? 0 : Number(model.parameters?.probability ?? 0);
    THRESHOLDS.forEach((t, k) => {
      if (r.confidenceScore >= 15 || p >= t) flagged[k]++;
    });
  }
  const cells = flagged.map((f) => `${((100 * f) / Math.max(1, n)).toFixed(1)}`.padStart(7)).join('');
  console.log(
    `${`${file} (${label})`.padEnd(40).slice(0, 40)} ${licenceOf(file).padEnd(12)} ${String(n).padStart(7)} ${cells}`,
  );
}
