// Trains the local URL model and writes its weights to
// packages/core/src/lexical/model/weights.ts.   Usage: pnpm train:url [--data DIR] [--measure]
//
// Fits ONLY on the files of ../shared/datasets/url/ whose licence allows shipping derived weights
// (ISCX-URL-2016 phishing and benign half A, free-programming-books, top-sites, the eth-phishing-detect
// allow-list) plus the synthetic URLs of scripts/url-data/templates.mjs. Rows are capped per
// registrable domain (benign comes from few domains), and one fifth of the domains (by hash) is
// held out to report honest figures. `--measure` also prints how the model alone scores the
// measurement-only files (OpenPhish, JPCERT) at each threshold: they never reach the fit.
// Logistic regression over the hashed features of packages/core/src/lexical/model/features.ts
// (bundled on the fly with the lexical inspection, so training and inference share one
// implementation), plain SGD in a fixed order from a fixed seed, weights quantised to int8.
// Same data, same bytes: the script prints the SHA-256 of the weights. Logs counts only, never a URL.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { loadUrlModules } from './url-data/bundle.mjs';
import { syntheticUrls } from './url-data/templates.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEIGHTS_FILE = join(root, 'packages', 'core', 'src', 'lexical', 'model', 'weights.ts');
const SHIPPABLE = [
  'phish_iscx2016.tsv',
  'benign_iscx2016_domain_half_a.tsv',
  'benign_free_programming_books.tsv',
  'benign_topsites_odd_ranks.tsv',
  'benign_eth_allowlist_roots.tsv',
];
const MEASURE_ONLY = ['phish_openphish_2024_2025.tsv.gz', 'phish_jpcert_2024_2025.tsv.gz'];
const SEED = 20260118;
const EPOCHS = Number(process.env.TUNE_EPOCHS ?? 12);
const LEARNING_RATE = Number(process.env.TUNE_LR ?? 0.8);
const L2 = Number(process.env.TUNE_L2 ?? 1e-5);
const PER_DOMAIN = Number(process.env.TUNE_PER_DOMAIN ?? 25);
/** Weight of a real benign row (the scarce, varied side) against a synthetic one. */
const REAL_BENIGN_WEIGHT = Number(process.env.TUNE_REAL_BENIGN ?? 2);
const SYNTHETIC = Number(process.env.TUNE_SYNTHETIC ?? 12000);
/** Codes the model does not read: source artefacts (the scheme) and its own findings. */
const IGNORED_CODES = new Set(['url-plain-http', 'url-scheme-added']);

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const sigmoid = (z) => 1 / (1 + Math.exp(-z));
function fnv(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function readRows(dir, file) {
  const buffer = readFileSync(join(dir, file));
  const text = (file.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8');
  const rows = [];
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    rows.push({ y: line.slice(0, tab).trim() === 'phishing' ? 1 : 0, url: line.slice(tab + 1).trim() });
  }
  return rows;
}

/** Model features of one URL as the shipped inspection computes them, or null (not analysable). */
function featurizer(inspect, features) {
  return (url) => {
    let r;
    try {
      r = inspect.inspectUrl(url);
    } catch {
      return null;
    }
    if (r.analyzedHost === '') return null;
    const codes = [];
    for (const f of r.findings) {
      const code = f.titleKey.slice('finding.'.length, -'.title'.length);
      if (!IGNORED_CODES.has(code) && !code.startsWith('url-model')) codes.push(code);
    }
    const u = new URL(r.normalizedUrl);
    return {
      slots: features.urlFeatures(r.analyzedHost, r.registrableDomain, `${u.pathname}${u.search}`, codes)
        .slots,
      domain: r.registrableDomain ?? r.analyzedHost,
    };
  };
}

function train(rows, buckets) {
  const w = new Float64Array(buckets);
  let bias = 0;
  const pos = rows.filter((r) => r.y === 1).length;
  let negWeight = 0;
  for (const r of rows) if (r.y === 0) negWeight += r.weight ?? 1;
  const posWeight = negWeight / Math.max(1, pos);
  const order = rows.map((_, i) => i);
  const rand = mulberry32(SEED);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const lr = LEARNING_RATE / (1 + epoch * 0.3);
    for (const k of order) {
      const { slots, y } = rows[k];
      const v = 1 / Math.sqrt(slots.length);
      let z = bias;
      for (const s of slots) z += w[s] * v;
      const g = (sigmoid(z) - y) * (y === 1 ? posWeight : (rows[k].weight ?? 1));
      for (const s of slots) w[s] -= lr * (g * v + L2 * w[s]);
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
  for (let i = 0; i < w.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scale)));
  return { q, scale };
}

/** As the shipped inference computes it (model.ts): integer sum, then one multiplication. */
function probability(q, scale, bias, slots) {
  let sum = 0;
  for (const s of slots) sum += q[s];
  return sigmoid(bias + (scale / Math.sqrt(slots.length)) * sum);
}

const THRESHOLDS = [0.5, 0.7, 0.75, 0.8, 0.9, 0.95];
function report(label, groups, prob) {
  console.log(`\n${label}: share flagged by the model alone at each probability threshold`);
  console.log(
    `${'set'.padEnd(40)} ${'rows'.padStart(7)}  ${THRESHOLDS.map((t) => `p>=${t}`.padStart(7)).join(' ')}`,
  );
  for (const [set, rows] of groups) {
    const cells = THRESHOLDS.map((t) => {
      const n = rows.filter((r) => prob(r.slots) >= t).length;
      return `${((100 * n) / Math.max(1, rows.length)).toFixed(1)}%`.padStart(7);
    });
    console.log(`${set.padEnd(40)} ${String(rows.length).padStart(7)}  ${cells.join(' ')}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const dataArg = args.indexOf('--data');
  const dir = resolve(
    dataArg >= 0
      ? args[dataArg + 1]
      : (process.env.SECAPI_URL_DATASETS ?? join(root, '..', 'shared', 'datasets', 'url')),
  );
  if (!existsSync(dir)) throw new Error(`dataset directory not found: ${dir}`);
  const { inspect, features } = await loadUrlModules();
  const featurize = featurizer(inspect, features);
  const trainRows = [];
  const heldOut = new Map();
  for (const file of SHIPPABLE) {
    const perDomain = new Map();
    const held = [];
    let kept = 0;
    for (const { y, url } of readRows(dir, file)) {
      const f = featurize(url);
      if (f === null) continue;
      const n = perDomain.get(f.domain) ?? 0;
      if (n >= PER_DOMAIN) continue;
      perDomain.set(f.domain, n + 1);
      const row = y === 1 ? { y, slots: f.slots } : { y, slots: f.slots, weight: REAL_BENIGN_WEIGHT };
      if (fnv(f.domain) % 5 === 0) held.push(row);
      else {
        trainRows.push(row);
        kept++;
      }
    }
    heldOut.set(file, held);
    console.log(`${file}: ${kept} training rows, ${held.length} held out (${perDomain.size} domains)`);
  }
  const synthetic = syntheticUrls(SYNTHETIC);
  const synthHeld = { phishing: [], benign: [] };
  for (const [label, y] of [
    ['phishing', 1],
    ['benign', 0],
  ]) {
    synthetic[label].forEach((url, i) => {
      const f = featurize(url);
      if (f === null) return;
      if (i % 5 === 0) synthHeld[label].push({ y, slots: f.slots });
      else trainRows.push({ y, slots: f.slots });
    });
  }
  heldOut.set('synthetic phishing', synthHeld.phishing);
  heldOut.set('synthetic benign', synthHeld.benign);
  console.log(`training rows: ${trainRows.length} (phishing ${trainRows.filter((r) => r.y === 1).length})`);

  const { w, bias } = train(trainRows, features.MODEL_BUCKETS);
  const { q, scale } = quantise(w);
  const roundedBias = Number(bias.toFixed(6));
  const prob = (slots) => probability(q, scale, roundedBias, slots);
  report('held-out domains (never trained on)', heldOut, prob);
  if (args.includes('--measure')) {
    const groups = [];
    for (const file of MEASURE_ONLY) {
      const rows = [];
      for (const { url } of readRows(dir, file)) {
        const f = featurize(url);
        if (f !== null) rows.push({ slots: f.slots });
      }
      groups.push([file, rows]);
    }
    report('measurement only (not fitted)', groups, prob);
  }
  if (args.includes('--dry-run')) return;
  const nonZero = q.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  const base64 = Buffer.from(q.buffer).toString('base64');
  const source =
    '// Generated by `pnpm train:url` (scripts/train-url.mjs): do not edit.\n' +
    `// ${trainRows.length} training rows, ${nonZero} non-zero int8 weights of ${features.MODEL_BUCKETS}.\n` +
    `export const URL_MODEL = {\n  buckets: ${features.MODEL_BUCKETS},\n  scale: ${scale},\n  bias: ${roundedBias},\n  weights:\n    '${base64}',\n} as const;\n`;
  writeFileSync(WEIGHTS_FILE, source);
  const sha = createHash('sha256').update(source).digest('hex');
  console.log(`\nwrote ${WEIGHTS_FILE.slice(root.length + 1)} (${source.length} bytes, sha256 ${sha})`);
}

await main();
