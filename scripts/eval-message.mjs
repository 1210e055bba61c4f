// Evaluates analyzeMessage (the BUILT @secapi/core, offline context) on every SMS corpus row and
// template, in two columns: `fit` (folds the model and the rules were fitted on) and `validation`
// (fold 0 of the near-duplicate-key split of corpus.mjs, never seen by `pnpm train:message`; the
// figure to quote), then on the blind lists of blind.mjs, blind2.mjs, blind3.mjs and
// packages/core/test-data/message-blind-4.mjs, message-blind-5.mjs, message-blind-6.mjs, message-blind-7.mjs, message-blind-8.mjs, message-blind-9.mjs and message-blind-10.mjs, and scripts/message-data/blind13.mjs (written before measuring,
// never fitted).
// Usage: pnpm eval:message [--data DIR] [--cv] [--sweep] [--no-blind]
//
// "Flagged" = verdict other than likely-safe. For spam/scam sets the share flagged is the recall,
// for ham sets it is the false-positive rate. "rules" = the result without the model's finding.
// --sweep shows other model thresholds on the FIT rows only. Prints counts and rates only, never a
// message.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadMessageModules } from './message-data/bundle.mjs';
import { BLIND_HAM, BLIND_SCAM } from './message-data/blind.mjs';
import { BLIND2_HAM, BLIND2_SCAM } from './message-data/blind2.mjs';
import { BLIND3_HAM, BLIND3_SCAM } from './message-data/blind3.mjs';
import { BLIND4_HAM, BLIND4_SCAM } from '../packages/core/test-data/message-blind-4.mjs';
import { BLIND5_HAM, BLIND5_SCAM } from '../packages/core/test-data/message-blind-5.mjs';
import { BLIND6_HAM, BLIND6_SCAM } from '../packages/core/test-data/message-blind-6.mjs';
import { BLIND7_HAM, BLIND7_SCAM } from '../packages/core/test-data/message-blind-7.mjs';
import { BLIND8_HAM, BLIND8_SCAM } from '../packages/core/test-data/message-blind-8.mjs';
import { BLIND9_HAM, BLIND9_SCAM } from '../packages/core/test-data/message-blind-9.mjs';
import { BLIND10_HAM, BLIND10_SCAM } from '../packages/core/test-data/message-blind-10.mjs';
import { BLIND13_HAM, BLIND13_SCAM } from './message-data/blind13.mjs';
import { datasetDir, loadMessages } from './message-data/corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The built package (pnpm eval:message builds it first); SECAPI_CORE_DIST points at another build.
const { analyzeMessage, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
// --cv: every row, scored with the out-of-fold probabilities of `pnpm train:message --cv` (the
// rules run as shipped; the model part is what a model that never saw the row would say).
const cv = process.argv.includes('--cv');
const outOfFold = cv
  ? JSON.parse(readFileSync(join(root, 'node_modules/.cache/secapi-message-model/out-of-fold.json'), 'utf8'))
  : null;
const rows = loadMessages(datasetDir(root, process.argv));
// --no-blind: leave the blind lists out (for work in progress; the blind figure is taken once).
if (!process.argv.includes('--no-blind'))
  for (const [set, y, text] of [
    ...BLIND_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND2_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND2_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND3_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND3_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND4_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND4_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND5_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND5_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND6_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND6_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND7_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND7_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND8_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND8_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND9_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND9_SCAM.map(([s, t]) => [s, 1, t]),
    ...BLIND10_HAM.map(([s, t]) => [s, 0, t]),
    ...BLIND10_SCAM.map(([s, t]) => [s, 1, t]),
    // Round 13's list holds [kind, text]: one set per side.
    ...BLIND13_HAM.map(([, t]) => ['blind13 ham (round 13)', 0, t]),
    ...BLIND13_SCAM.map(([, t]) => ['blind13 scams (round 13)', 1, t]),
  ])
    rows.push({ text, y, set, fold: -1, validation: false, blind: true });

const MODEL_CODES = new Set([
  'message-model-weak',
  'message-model-business',
  'message-model',
  'message-model-strong',
]);
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
  if (!r.validation && r.blind !== true) scored.push({ set: r.set, y: r.y, rulesScore, p });
  const s = bySet.get(r.set) ?? { y: r.y, fit: [0, 0, 0], val: [0, 0, 0] };
  const col = r.validation || r.blind === true ? s.val : s.fit;
  col[0] += 1;
  if (flagged) col[1] += 1;
  if (rulesFlagged) col[2] += 1;
  bySet.set(r.set, s);
  if (r.y === 0 && flagged && (r.validation || r.blind === true))
    for (const f of result.findings) hamCodes.set(codeOf(f), (hamCodes.get(codeOf(f)) ?? 0) + 1);
}

const pct = (a, b) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
console.log(
  `analyzeMessage, offline; ${cv ? 'model part out-of-fold (5-fold cross-validation)' : 'shipped model'}; validation = near-duplicate-key fold 0 (never fitted); blind = blind.mjs (round 1), blind2.mjs (round 2), blind3.mjs (round 3) test-data/message-blind-4.mjs (round 5), message-blind-5.mjs (round 6), message-blind-6.mjs (round 7), message-blind-7.mjs (round 8), message-blind-8.mjs (round 9), message-blind-9.mjs (round 10), message-blind-10.mjs (round 11) and message-data/blind13.mjs (round 13)`,
);
console.log(
  `${'set'.padEnd(44)} ${'measure'.padEnd(9)} ${'fit n'.padStart(6)} ${'fit'.padStart(7)} ${'val n'.padStart(6)} ${'VALID'.padStart(7)} ${'val rules'.padStart(9)}`,
);
for (const [set, s] of bySet)
  console.log(
    `${set.padEnd(44)} ${(s.y === 1 ? 'recall' : 'false pos').padEnd(9)} ${String(s.fit[0]).padStart(6)} ${pct(s.fit[1], s.fit[0]).padStart(7)} ${String(s.val[0]).padStart(6)} ${pct(s.val[1], s.val[0]).padStart(7)} ${pct(s.val[2], s.val[0]).padStart(9)}`,
  );
const codes = [...hamCodes].sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(
  `\nfindings on flagged validation/blind ham (count): ${codes.map(([c, n]) => `${c} ${n}`).join(', ')}`,
);

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
  const sets = [...new Set(scored.map((x) => x.set))];
  console.log(`\nthreshold sweep on FIT rows (weak/moderate/strong): share flagged per set`);
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
