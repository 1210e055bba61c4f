// Evaluates analyzeMessage (the BUILT @secapi/core, offline context) on the validation split of the
// SMS corpora and on the held-back templates.   Usage: pnpm eval:message [--data DIR] [--all]
//
// "Flagged" = verdict other than likely-safe. For spam/scam sets the share flagged is the recall,
// for ham sets it is the false-positive rate. Also shows what the rules alone would flag (the
// result without the model's finding). --all evaluates the training rows too. Prints counts and
// rates only, never a message.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeMessage, createContext } from '../packages/core/dist/index.js';
import { loadMessageModules } from './message-data/bundle.mjs';
import { datasetDir, loadMessages } from './message-data/corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ctx = createContext({ offline: true });
const all = process.argv.includes('--all');
const rows = loadMessages(datasetDir(root, process.argv)).filter((r) => all || r.validation);

const MODEL_CODES = new Set(['message-model', 'message-model-strong']);
const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);
const { normalize, model } = await loadMessageModules();
const RULES_FLAG = 15;
const bySet = new Map();
/** Per row: set, label, rules-only score, model probability (for the threshold sweep). */
const scored = [];
const hamCodes = new Map();
for (const r of rows) {
  const result = await analyzeMessage(r.text, ctx);
  const flagged = result.verdictKey !== 'verdict.likely-safe';
  let rulesScore = 0;
  for (const f of result.findings) if (!MODEL_CODES.has(codeOf(f))) rulesScore += f.scoreImpact;
  const rulesFlagged = Math.min(100, rulesScore) >= RULES_FLAG;
  const p = model.scoreMessage(normalize.normalizeMessage(r.text).folded).probability;
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
console.log(`analyzeMessage, offline, ${all ? 'all rows' : 'validation split + held-back templates'}`);
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
    [0.7, 0.9],
    [0.8, 0.95],
    [0.85, 0.95],
    [0.9, 0.97],
    [0.93, 0.98],
    [0.95, 0.99],
  ];
  const sets = [...bySet.keys()];
  console.log(`\nthreshold sweep (moderate/strong): share flagged per set`);
  console.log(`${'set'.padEnd(44)} ${pairs.map(([a, b]) => `${a}/${b}`.padStart(10)).join(' ')}`);
  for (const set of sets) {
    const rs = scored.filter((x) => x.set === set);
    const cells = pairs.map(([mod, strong]) => {
      const n = rs.filter(
        (x) => x.rulesScore + (x.p >= strong ? 40 : x.p >= mod ? 20 : 0) >= RULES_FLAG,
      ).length;
      return pct(n, rs.length).padStart(10);
    });
    console.log(`${set.padEnd(44)} ${cells.join(' ')}`);
  }
}
