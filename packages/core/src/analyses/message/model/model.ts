/**
 * The local message model: a logistic regression over hashed word, word-pair and character
 * n-gram features (`features.ts`), trained by `pnpm train:message` on the SMS corpora listed in
 * `docs/message.md` plus the hand-written templates in `scripts/message-data/`.
 * Weights are int8 with one scale (`weights.ts`, generated), decoded once per process, on first use.
 * Plain arithmetic, no dependency, nothing stored or logged.
 */
import { computeFeatures, featureBuffers, type FeatureBuffers } from './features.js';
import { MESSAGE_MODEL } from './weights.js';

export interface ModelToken {
  /** Span in the normalised text. */
  readonly start: number;
  readonly end: number;
  /** How much this word pushed the score (logit units, > 0). */
  readonly weight: number;
}

export interface ModelScore {
  /** Probability (0–1) that the message is spam or a scam. */
  readonly probability: number;
}

const MAX_TOP_TOKENS = 4;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

let weights: Int8Array | null = null;
/** Times the weights were decoded (exported for the test that checks it happens once). */
export let modelLoads = 0;

function decodeBase64(s: string): Int8Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i += 1) table[B64.charCodeAt(i)] = i;
  const clean = s.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < clean.length; i += 1) {
    const v = table[clean.charCodeAt(i) & 127] ?? -1;
    if (v < 0) continue;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o] = (acc >> bits) & 0xff;
      o += 1;
    }
  }
  return new Int8Array(out.buffer, 0, o);
}

function modelWeights(): Int8Array {
  if (weights === null) {
    weights = decodeBase64(MESSAGE_MODEL.weights);
    modelLoads += 1;
  }
  return weights;
}

/**
 * Scores a normalised, leet-folded text (`NormalizedMessage.folded`). Never throws. Call
 * `explainLastScore` right after it (before any other score) to learn which words weighed most.
 */
export function scoreMessage(folded: string): ModelScore {
  const w = modelWeights();
  const f = computeFeatures(folded);
  // Integer sum of the int8 weights, then one multiplication: logit = bias + scale·(1/√n)·Σq.
  let sum = 0;
  for (let i = 0; i < f.count; i += 1) sum += w[f.slots[i] ?? 0] ?? 0;
  lastUnit = f.count > 0 ? MESSAGE_MODEL.scale / Math.sqrt(f.count) : 0;
  return { probability: 1 / (1 + Math.exp(-(MESSAGE_MODEL.bias + lastUnit * sum))) };
}

let lastUnit = 0;

/** The words that pushed the last score up most, strongest first (at most `MAX_TOP_TOKENS`). */
export function explainLastScore(): ModelToken[] {
  return topTokens(modelWeights(), featureBuffers(), lastUnit);
}

/** Weight of each token of the last explanation (reused). */
let perTokenBuffer = new Float64Array(256);

function topTokens(w: Int8Array, f: FeatureBuffers, unit: number): ModelToken[] {
  if (perTokenBuffer.length < f.tokens)
    perTokenBuffer = new Float64Array(Math.max(f.tokens, 2 * perTokenBuffer.length));
  const perToken = perTokenBuffer;
  perToken.fill(0, 0, f.tokens);
  for (let i = 0; i < f.count; i += 1) {
    const q = w[f.slots[i] ?? 0] ?? 0;
    if (q === 0) continue;
    const c = q * unit;
    const t = f.tokenOf[i] ?? -1;
    const t2 = f.token2Of[i] ?? -1;
    if (t2 >= 0 && t >= 0) {
      perToken[t] = (perToken[t] ?? 0) + c / 2;
      perToken[t2] = (perToken[t2] ?? 0) + c / 2;
    } else if (t >= 0) perToken[t] = (perToken[t] ?? 0) + c;
  }
  const top: ModelToken[] = [];
  for (let t = 0; t < f.tokens; t += 1) {
    const weight = perToken[t] ?? 0;
    if (weight <= 0) continue;
    if (top.length < MAX_TOP_TOKENS || weight > (top[top.length - 1]?.weight ?? 0)) {
      top.push({ start: f.spans[2 * t] ?? 0, end: f.spans[2 * t + 1] ?? 0, weight });
      top.sort((a, b) => b.weight - a.weight);
      if (top.length > MAX_TOP_TOKENS) top.pop();
    }
  }
  return top;
}
