/**
 * The local URL model: a logistic regression over the hashed features of `features.ts` (host
 * pieces and character n-grams, path words and shapes, counts, and the lexical findings already
 * raised), trained by `pnpm train:url` on the shippable URL corpora listed in `docs/url.md` plus the
 * synthetic URLs of our own templates (`scripts/url-data/`: `templates.mjs`, `templates-modern.mjs`,
 * `benign-services.mjs`, `phish-lures.mjs`). Weights are int8 with one scale (`weights.ts`,
 * generated), decoded once per process, on first use. Plain arithmetic, nothing stored or logged.
 */
import { urlFeatures, type FeaturePart } from './features.js';
import { URL_MODEL } from './weights.js';

export interface UrlModelScore {
  /** Probability (0–1) that the URL is a phishing link. */
  readonly probability: number;
  /** The part of the address that pushed the score up most. */
  readonly part: FeaturePart;
  /** The words of that part that pushed most (at most three), strongest first; may be empty. */
  readonly words: readonly string[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const MAX_WORDS = 3;

let weights: Int8Array | null = null;
/** Times the weights were decoded (exported for the test that checks it happens once). */
export let urlModelLoads = 0;

function decodeBase64(s: string): Int8Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) table[B64.charCodeAt(i)] = i;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < s.length; i++) {
    const v = table[s.charCodeAt(i) & 127] ?? -1;
    if (v < 0) continue;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return new Int8Array(out.buffer, 0, o);
}

function modelWeights(): Int8Array {
  if (weights === null) {
    weights = decodeBase64(URL_MODEL.weights);
    urlModelLoads++;
  }
  return weights;
}

/**
 * Scores one URL. Never throws.
 *
 * @param host - normalised host; `registrableDomain` null for an IP address.
 * @param rest - path and query as normalised.
 * @param codes - codes of the lexical findings already raised (scheme findings excluded).
 * @param explainAbove - the explanation (`part`, `words`) is computed only from this probability up.
 */
export function scoreUrlModel(
  host: string,
  registrableDomain: string | null,
  rest: string,
  codes: readonly string[],
  explainAbove = 0,
): UrlModelScore {
  const w = modelWeights();
  const f = urlFeatures(host, registrableDomain, rest, codes);
  const n = f.slots.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += w[f.slots[i] ?? 0] ?? 0;
  const unit = n > 0 ? URL_MODEL.scale / Math.sqrt(n) : 0;
  const probability = 1 / (1 + Math.exp(-(URL_MODEL.bias + unit * sum)));
  if (probability < explainAbove) return { probability, part: 'shape', words: [] };
  // Explanation: the part with the largest positive push, then its strongest words.
  let hostPush = 0;
  let pathPush = 0;
  for (let i = 0; i < n; i++) {
    const p = f.parts[i];
    if (p === 'host') hostPush += w[f.slots[i] ?? 0] ?? 0;
    else if (p === 'path') pathPush += w[f.slots[i] ?? 0] ?? 0;
  }
  // Host or path, whichever pushed more; counts and findings ('shape') only when neither pushed up.
  let part: FeaturePart = 'shape';
  if (hostPush > 0 || pathPush > 0) part = hostPush >= pathPush ? 'host' : 'path';
  if (part === 'shape') return { probability, part, words: [] };
  // The push of each word of that part, in the order the words first came.
  const byWord = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const word = f.words[i] ?? '';
    if (word === '' || f.parts[i] !== part) continue;
    byWord.set(word, (byWord.get(word) ?? 0) + (w[f.slots[i] ?? 0] ?? 0));
  }
  const words = [...byWord]
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_WORDS)
    .map(([k]) => k);
  return { probability, part, words };
}
