// The fitting machinery of the URL model (`pnpm train:url`, scripts/train-url.mjs): reading the
// corpora, turning URLs into the shipped features, the fit itself, quantisation, and scoring as
// the shipped inference does. Kept apart from the script so an experiment can load the data once
// and try several settings. Deterministic throughout: no clock, no Math.random.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Codes the model does not read: source artefacts (the scheme) and its own findings. */
const IGNORED_CODES = new Set(['url-plain-http', 'url-scheme-added']);

/** A seeded generator of numbers in [0, 1) (shared with the message scripts and the benches). */
import { mulberry32 } from '../lib/seeded.mjs';
export { mulberry32 };

export const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** FNV-1a of a string: the hash that puts a registrable domain in the held-out fifth. */
export function fnv(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Rows `{ y, label, url }` of a `label<TAB>url` file (gzipped or not); `y` is 1 for `phishing`. */
export function readRows(dir, file) {
  const buffer = readFileSync(join(dir, file));
  const text = (file.endsWith('.gz') ? gunzipSync(buffer) : buffer).toString('utf8');
  const rows = [];
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const label = line.slice(0, tab).trim();
    rows.push({ y: label === 'phishing' ? 1 : 0, label, url: line.slice(tab + 1).trim() });
  }
  return rows;
}

/** Model features of one URL as the shipped inspection computes them, or null (not analysable). */
export function featurizer(inspect, features) {
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

/** Settings of the fit (see `fit`). */
export const DEFAULTS = Object.freeze({
  seed: 20260118,
  /** Independent runs (each its own shuffling), whose averaged weights are the model. */
  runs: 16,
  epochs: 12,
  /** Learning rate of the first epoch; it decays as lr / (1 + decay · epoch). */
  lr: 1.4,
  decay: 0.3,
  /** Epochs (counted from the end) whose iterates are averaged; 0: the last iterate only. */
  average: 9,
  l2: 1e-6,
  /** The bias moves this much slower than the weights. */
  biasRate: 0.1,
});

/**
 * Logistic regression by SGD over `rows` (`{ y, slots, weight? }`; each slot has the value
 * 1/√(number of slots)). Phishing rows are weighted so that both classes weigh the same.
 * Robust to the order of the rows: each of `runs` passes shuffles from its own seed, the iterates
 * of the last `average` epochs of a run are averaged (Polyak–Ruppert averaging), and the runs'
 * averages are averaged. Returns float weights and bias.
 */
export function fit(rows, buckets, settings = {}) {
  const s = { ...DEFAULTS, ...settings };
  let negWeight = 0;
  let pos = 0;
  for (const r of rows) {
    if (r.y === 1) pos++;
    else negWeight += r.weight ?? 1;
  }
  const posWeight = negWeight / Math.max(1, pos);
  const scale = rows.map((r) => 1 / Math.sqrt(r.slots.length));
  const gain = rows.map((r) => (r.y === 1 ? posWeight : (r.weight ?? 1)));
  const sumW = new Float64Array(buckets);
  let sumBias = 0;
  for (let run = 0; run < s.runs; run++) {
    const w = new Float64Array(buckets);
    let bias = 0;
    // Averaging over the last epochs: `avg` accumulates the iterate after each row.
    const avg = new Float64Array(buckets);
    let avgBias = 0;
    let steps = 0;
    const order = rows.map((_, i) => i);
    const rand = mulberry32(s.seed + 7919 * run);
    for (let epoch = 0; epoch < s.epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      const lr = s.lr / (1 + epoch * s.decay);
      const averaging = s.average > 0 && epoch >= s.epochs - s.average;
      for (const k of order) {
        const { slots, y } = rows[k];
        const v = scale[k];
        let z = bias;
        for (const slot of slots) z += w[slot] * v;
        const g = (sigmoid(z) - y) * gain[k];
        for (const slot of slots) w[slot] -= lr * (g * v + s.l2 * w[slot]);
        bias -= lr * g * s.biasRate;
      }
      // Averaging once per epoch keeps the fit fast; the per-epoch iterates are what is averaged.
      if (averaging) {
        for (let i = 0; i < buckets; i++) avg[i] += w[i];
        avgBias += bias;
        steps++;
      }
    }
    if (steps === 0) {
      for (let i = 0; i < buckets; i++) sumW[i] += w[i];
      sumBias += bias;
    } else {
      for (let i = 0; i < buckets; i++) sumW[i] += avg[i] / steps;
      sumBias += avgBias / steps;
    }
  }
  for (let i = 0; i < buckets; i++) sumW[i] /= s.runs;
  return { w: sumW, bias: sumBias / s.runs };
}

/**
 * int8 weights with one scale. The scale comes from the largest weight, so nothing is clipped;
 * `clipped` reports it (always 0) and `zeroed` how many non-zero weights rounded to 0.
 */
export function quantise(w) {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = Number((max / 127).toPrecision(6));
  const q = new Int8Array(w.length);
  let clipped = 0;
  let zeroed = 0;
  for (let i = 0; i < w.length; i++) {
    const r = Math.round(w[i] / scale);
    if (r > 127 || r < -127) clipped++;
    q[i] = Math.max(-127, Math.min(127, r));
    if (q[i] === 0 && w[i] !== 0) zeroed++;
  }
  return { q, scale, clipped, zeroed };
}

/** As the shipped inference computes it (model.ts): integer sum, then one multiplication. */
export function probability(q, scale, bias, slots) {
  let sum = 0;
  for (const s of slots) sum += q[s];
  return sigmoid(bias + (scale / Math.sqrt(slots.length)) * sum);
}

/** The weights of a generated weights.ts: `{ q, scale, bias }`. */
export function readWeightsFile(file) {
  const text = readFileSync(file, 'utf8');
  const scale = Number(/scale: ([-0-9.e]+)/.exec(text)?.[1]);
  const bias = Number(/bias: ([-0-9.e]+)/.exec(text)?.[1]);
  const b64 = /'([A-Za-z0-9+/=]+)'/.exec(text)?.[1] ?? '';
  const buf = Buffer.from(b64, 'base64');
  return { q: new Int8Array(buf.buffer, buf.byteOffset, buf.length), scale, bias };
}

export const THRESHOLDS = [0.5, 0.7, 0.75, 0.8, 0.9, 0.95];

/** Prints, per set, the share of rows at or above each probability threshold. */
export function report(label, groups, prob) {
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

/**
 * Calibration of the model on labelled held-out rows (`y` 0 or 1, optional weight `w`): a
 * reliability table (ten bins of predicted probability: rows, their weight when rows are weighted,
 * mean prediction, observed phishing share) and the expected calibration error (the weighted mean
 * gap between mean prediction and observed share). Prints counts only.
 */
export function calibration(label, rows, prob) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, w: 0, p: 0, y: 0 }));
  let total = 0;
  const weighted = rows.some((r) => r.w !== undefined);
  for (const r of rows) {
    const p = r.p ?? prob(r.slots);
    const w = r.w ?? 1;
    const b = bins[Math.min(9, Math.floor(p * 10))];
    b.n++;
    b.w += w;
    b.p += w * p;
    b.y += w * r.y;
    total += w;
  }
  let ece = 0;
  console.log(`\n${label}: reliability (${rows.length} rows)`);
  console.log(
    `${'bin'.padEnd(10)} ${'rows'.padStart(7)}${weighted ? ` ${'weight'.padStart(7)}` : ''} ${'mean p'.padStart(7)} ${'phish'.padStart(7)}`,
  );
  bins.forEach((b, i) => {
    if (b.n === 0) return;
    ece += (b.w / total) * Math.abs(b.p / b.w - b.y / b.w);
    const range = `${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)}`;
    const share = weighted ? ` ${(b.w / total).toFixed(3).padStart(7)}` : '';
    console.log(
      `${range.padEnd(10)} ${String(b.n).padStart(7)}${share} ${(b.p / b.w).toFixed(3).padStart(7)} ${(b.y / b.w).toFixed(3).padStart(7)}`,
    );
  });
  console.log(`ECE ${ece.toFixed(4)}`);
  return ece;
}

/**
 * The calibration report of the validation part (the held-out fifth of registrable domains, every
 * row, no per-domain cap) of every real file: per file its rows, mean prediction and observed
 * phishing share; then reliability tables for the ordinary files pooled, the phishing files pooled,
 * all of them pooled (as the rows come: mostly phishing), and class-balanced (each class weighs
 * half, each file within its class as many rows as it has). `groups` is `[file, rows]` with rows
 * `{ y, slots }`. Returns the ECEs.
 */
export function validationCalibration(groups, prob) {
  console.log(
    '\nvalidation part of every real file: mean model probability against the observed phishing share',
  );
  console.log(
    `${'file'.padEnd(40)} ${'rows'.padStart(7)} ${'mean p'.padStart(7)} ${'phish'.padStart(7)} ${'p>=0.5'.padStart(7)}`,
  );
  const all = [];
  for (const [file, rows] of groups) {
    let sp = 0;
    let sy = 0;
    let over = 0;
    for (const r of rows) {
      const p = prob(r.slots);
      all.push({ y: r.y, p });
      sp += p;
      sy += r.y;
      if (p >= 0.5) over++;
    }
    const n = Math.max(1, rows.length);
    console.log(
      `${file.padEnd(40)} ${String(rows.length).padStart(7)} ${(sp / n).toFixed(3).padStart(7)} ${(sy / n).toFixed(3).padStart(7)} ${`${((100 * over) / n).toFixed(1)}%`.padStart(7)}`,
    );
  }
  const ordinary = all.filter((r) => r.y === 0);
  const phishing = all.filter((r) => r.y === 1);
  const balanced = all.map((r) => ({
    ...r,
    w: r.y === 1 ? 0.5 / Math.max(1, phishing.length) : 0.5 / Math.max(1, ordinary.length),
  }));
  return {
    ordinary: calibration('validation, ordinary files pooled', ordinary, prob),
    phishing: calibration('validation, phishing files pooled', phishing, prob),
    pooled: calibration('validation, all files pooled (as the rows come)', all, prob),
    balanced: calibration('validation, class-balanced (each class weighs half)', balanced, prob),
  };
}
