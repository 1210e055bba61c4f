// Evaluates analyzeMessage (the BUILT @secapi/core, offline context) on the validation split of the
// SMS corpora and on the held-back templates.   Usage: pnpm eval:message [--data DIR] [--all]
//
// "Flagged" = verdict other than likely-safe. For spam/scam sets the share flagged is the recall,
// for ham sets it is the false-positive rate. Also shows what the rules alone would flag (the
// result without the model's finding). --all evaluates the training rows too. Prints counts and
// rates only, never a message.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadMessageModules } from './message-data/bundle.mjs';
import { datasetDir, loadMessages } from './message-data/corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The built package (pnpm eval:message builds it first); SECAPI_CORE_DIST points at another build.
const { analyzeMessage, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
const all = process.argv.includes('--all');
// --cv: every row, scored with the out-of-fold probabilities of `pnpm train:message --cv` (the
// rules run as shipped; the model part is what a model that never saw the row would say).
const cv = process.argv.includes('--cv');
const outOfFold = cv
  ? JSON.parse(readFileSync(join(root, 'node_modules/.cache/secapi-message-model/out-of-fold.json'), 'utf8'))
  : null;
const rows = loadMessages(datasetDir(root, process.argv)).filter((r) => all || cv || r.validation);

const MODEL_CODES = new Set(['message-model-weak', 'message-model', 'message-model-strong']);
const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);
const { normalize, model } = await loadMessageModules();
const RULES_FLAG = 15;
/** As in analyze.ts (MODEL_THRESHOLD, MODEL_STRONG_THRESHOLD) and rules.ts (impacts 20 and 40). */
const MODEL_WEAK = 0.6;
const MODEL_MODERATE = 0.9;
const MODEL_STRONG = 0.97;
const bySet = new Map();
/** Per row: set, label, rules-only score, model probability (for the threshold sweep). */
const scored = [];
const hamCodes = new Map();
for (const r of rows) {
  const result = await analyzeMessage(r.text, ctx);
  const modelOnly = (p) => (p >= MODEL_STRONG ? 40 : p >= MODEL_MODERATE ? 20 : p >= MODEL_WEAK ? 5 : 0);
  let rulesScore = 0;
  for (const f of result.findings) if (!MODEL_CODES.has(codeOf(f))) rulesScore += f.scoreImpact;
  const rulesFlagged = Math.min(100, rulesScore) >= RULES_FLAG;
  const p = outOfFold?.[r.text] ?? model.scoreMessage(normalize.normalizeMessage(r.text).folded).probability;
  const flagged = cv
    ? Math.min(100, rulesScore + modelOnly(p)) >= RULES_FLAG
    : result.verdictKey !== 'verdict.likely-safe';
  scored.push({ set: r.set, y: r.y, rulesScore, p });
  const s = bySet.get(r.set) ?? { y: r.y, n: 0, flagged: 0, rules: 0 };
  s.n += 1;
  if (flagged) s.flagged += 1;
  if (rulesFlagged) s.rules += 1;
  bySet.set(r.set, s);
  if (r.y === 0 && flagged)
    for (const f of result.findings) hamCodes.set(codeOf(f), (hamCodes.get(codeOf(f)) ?? 0) + 1);
}

const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
console.log(
  `analyzeMessage, offline, ${cv ? 'all rows, model part out-of-fold (5-fold cross-validation)' : all ? 'all rows (training rows included)' : 'validation split + held-back templates'}`,
);
console.log(
  `${'set'.padEnd(44)} ${'rows'.padStart(5)}  ${'measure'.padEnd(9)} ${'flagged'.padStart(8)} ${'rules only'.padStart(10)}`,
);
for (const [set, s] of bySet)
  console.log(
    `${set.padEnd(44)} ${String(s.n).padStart(5)}  ${(s.y === 1 ? 'recall' : 'false pos').padEnd(9)} ${pct(s.flagged, s.n).padStart(8)} ${pct(s.rules, s.n).padStart(10)}`,
  );
const codes = [...hamCodes].sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(`\nfindings on flagged ham (count): ${codes.map(([c, n]) => `${c} ${n}`).join(', ')}`);

// What other model thresholds would give (model finding impacts 20 / 40, as in rules.ts).
if (process.argv.includes('--sweep')) {
  const pairs = [
    [1, 0.8, 0.95],
    [0.5, 0.8, 0.95],
    [0.6, 0.8, 0.95],
    [0.7, 0.85, 0.95],
    [0.6, 0.9, 0.97],
    [0.7, 0.93, 0.98],
  ];
  const sets = [...bySet.keys()];
  console.log(`\nthreshold sweep (weak/moderate/strong): share flagged per set`);
  console.log(`${'set'.padEnd(44)} ${pairs.map((t) => t.join('/').padStart(12)).join(' ')}`);
  for (const set of sets) {
    const rs = scored.filter((x) => x.set === set);
    const cells = pairs.map(([weak, mod, strong]) => {
      const impact = (p) => (p >= strong ? 40 : p >= mod ? 20 : p >= weak ? 5 : 0);
      const n = rs.filter((x) => Math.min(100, x.rulesScore + impact(x.p)) >= RULES_FLAG).length;
      return pct(n, rs.length).padStart(12);
    });
    console.log(`${set.padEnd(44)} ${cells.join(' ')}`);
  }
}
