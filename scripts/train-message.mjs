// Trains the local message model and writes its weights to
// packages/core/src/analyses/message/model/weights.ts.   Usage: pnpm train:message [--data DIR]
//
// Reads only the SMS corpora of ../shared/datasets/sms/ (or --data / SECAPI_SMS_DATASETS) and the
// hand-written templates of scripts/message-data/. Logistic regression over the hashed features of
// packages/core/src/analyses/message/model/features.ts (bundled on the fly, so training and
// inference share one implementation), plain SGD in a fixed order from a fixed seed, weights
// quantised to int8. Same data, same bytes: the script prints the SHA-256 of the weights.
// Logs counts and figures only, never a message.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMessageModules } from './message-data/bundle.mjs';
import { datasetDir, loadMessages } from './message-data/corpus.mjs';
import { mulberry32 } from './lib/seeded.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const core = join(root, 'packages', 'core');
const WEIGHTS_FILE = join(core, 'src', 'analyses', 'message', 'model', 'weights.ts');

const SEED = 20240607;
const EPOCHS = Number(process.env.TUNE_EPOCHS ?? 20);
const LEARNING_RATE = Number(process.env.TUNE_LR ?? 1.5);
const L2 = Number(process.env.TUNE_L2 ?? 2e-6);
/** Positive rows weigh this share of the negative/positive ratio (the corpora are mostly ham). */
const POSITIVE_WEIGHT_SHARE = Number(process.env.TUNE_POS ?? 1);

function sigmoid(z) {
  return 1 / (1 + Math.exp(-z));
}

function train(rows, buckets) {
  const w = new Float64Array(buckets);
  let bias = 0;
  const pos = rows.filter((r) => r.y === 1).length;
  const posWeight = ((rows.length - pos) / Math.max(1, pos)) * POSITIVE_WEIGHT_SHARE;
  const order = rows.map((_, i) => i);
  const rand = mulberry32(SEED);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = LEARNING_RATE / (1 + epoch * 0.3);
    for (const k of order) {
      const { f, y } = rows[k];
      let z = bias;
      for (const s of f.slots) z += w[s] * f.value;
      const g = (sigmoid(z) - y) * (y === 1 ? posWeight : 1);
      for (const s of f.slots) w[s] -= lr * (g * f.value + L2 * w[s]);
      bias -= lr * g * 0.1;
    }
  }
  return { w, bias };
}

function quantise(w) {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = Number((max / 127).toPrecision(6));
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i += 1) q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scale)));
  return { q, scale };
}

/** As the shipped inference computes it (model.ts): integer sum, then one multiplication. */
function probability(q, scale, bias, f) {
  let sum = 0;
  for (const s of f.slots) sum += q[s];
  return sigmoid(bias + (scale / Math.sqrt(f.slots.length)) * sum);
}

function report(rows, prob, label) {
  const sets = [...new Set(rows.map((r) => r.set))];
  const thresholds = [0.5, 0.7, 0.8, 0.9, 0.95];
  console.log(`\n${label}: share flagged by the model alone at each probability threshold`);
  console.log(
    `${'set'.padEnd(44)} ${'rows'.padStart(5)}  ${thresholds.map((t) => `p>=${t}`.padStart(7)).join(' ')}`,
  );
  for (const set of sets) {
    const rs = rows.filter((r) => r.set === set);
    const cells = thresholds.map((t) => {
      const n = rs.filter((r) => prob(r) >= t).length;
      return `${((100 * n) / rs.length).toFixed(1)}%`.padStart(7);
    });
    console.log(`${set.padEnd(44)} ${String(rs.length).padStart(5)}  ${cells.join(' ')}`);
  }
}

async function main() {
  const dir = datasetDir(root, process.argv);
  const { features, normalize } = await loadMessageModules();
  const { MODEL_BUCKETS } = features;
  const featurize = (text) => features.messageFeatures(normalize.normalizeMessage(text).folded);
  const rows = loadMessages(dir).map((r) => ({ ...r, f: featurize(r.text) }));
  const trainRows = rows.filter((r) => !r.validation);
  const validRows = rows.filter((r) => r.validation);
  console.log(
    `rows: ${rows.length} (train ${trainRows.length}, validation ${validRows.length}); positives in train: ${trainRows.filter((r) => r.y === 1).length}`,
  );
  if (process.argv.includes('--cv') || process.argv.includes('--cv-fit')) {
    // Five-fold cross-validation: each row scored by a model that never saw its fold. The
    // probabilities go to a cache file for `pnpm eval:message --cv` (nothing is shipped).
    // --cv-fit: the same over the fit folds only (1–4): no validation row is ever trained on, so
    // the fit rows' out-of-fold figures can be studied without the validation rows shaping them.
    const fitOnly = process.argv.includes('--cv-fit');
    const outOfFold = {};
    for (let fold = fitOnly ? 1 : 0; fold < 5; fold += 1) {
      const trainOn = rows.filter((r) => r.fold !== fold && !(fitOnly && r.validation));
      const m = train(trainOn, MODEL_BUCKETS);
      const { q, scale } = quantise(m.w);
      const b = Number(m.bias.toFixed(6));
      for (const r of rows) if (r.fold === fold) outOfFold[r.text] = probability(q, scale, b, r.f);
      console.log(`fold ${fold}: trained on ${trainOn.length} rows`);
    }
    const file = join(root, 'node_modules', '.cache', 'secapi-message-model', 'out-of-fold.json');
    writeFileSync(file, JSON.stringify(outOfFold));
    console.log(`wrote out-of-fold probabilities of ${rows.length} rows to ${file.slice(root.length + 1)}`);
    return;
  }
  const { w, bias } = train(trainRows, MODEL_BUCKETS);
  const { q, scale } = quantise(w);
  const roundedBias = Number(bias.toFixed(6));
  const nonZero = q.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  const prob = (r) => probability(q, scale, roundedBias, r.f);
  report(trainRows, prob, 'train');
  report(validRows, prob, 'validation');

  const base64 = Buffer.from(q.buffer).toString('base64');
  const source =
    '// Generated by `pnpm train:message` (scripts/train-message.mjs): do not edit.\n' +
    `// ${trainRows.length} training rows, ${nonZero} non-zero int8 weights of ${MODEL_BUCKETS}.\n` +
    `export const MESSAGE_MODEL = {\n  buckets: ${MODEL_BUCKETS},\n  scale: ${scale},\n  bias: ${roundedBias},\n  weights:\n    '${base64}',\n} as const;\n`;
  writeFileSync(WEIGHTS_FILE, source);
  const sha = createHash('sha256').update(source).digest('hex');
  console.log(`\nwrote ${WEIGHTS_FILE.slice(root.length + 1)} (${source.length} bytes, sha256 ${sha})`);
}

await main();
