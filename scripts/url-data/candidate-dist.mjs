// A copy of packages/core/dist carrying a candidate's URL-model weights, its bias shifted by δ
// (round 20's refit experiment, REFIT-R20.md): score it with
//   SECAPI_EVAL_URL_DIST=<out>/index.js node scripts/eval-url.mjs --no-synthetic --json
//   Usage: node scripts/url-data/candidate-dist.mjs WEIGHTS.ts DELTA OUT_DIR_NAME
// The copy is written under packages/core/node_modules/.cand/ (so the package's dependencies resolve; never
// committed). Only the built chunk holding the shipped weights is rewritten.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWeightsFile } from './fit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [weightsFile, deltaArg, name] = process.argv.slice(2);
const delta = Number(deltaArg);
if (!weightsFile || !Number.isFinite(delta) || !name) {
  console.error('usage: candidate-dist.mjs WEIGHTS.ts DELTA NAME');
  process.exit(2);
}
const core = join(root, 'packages', 'core');
const shipped = readFileSync(join(core, 'src', 'lexical', 'model', 'weights.ts'), 'utf8');
const field = (src, key) => src.match(new RegExp(`${key}: ([-0-9.e]+),`))[1];
const weightsOf = (src) => src.match(/weights:\s*'([^']+)'/)[1];
const cand = readFileSync(weightsFile, 'utf8');
readWeightsFile(weightsFile); // throws on a malformed file
const out = join(core, 'node_modules', '.cand', name);
if (existsSync(out)) rmSync(out, { recursive: true });
mkdirSync(join(core, 'node_modules', '.cand'), { recursive: true });
cpSync(join(core, 'dist'), out, { recursive: true });
const bias = Number(field(cand, 'bias')) + delta;
let patched = 0;
for (const f of readdirSync(out)) {
  if (!/\.(c?js)$/.test(f)) continue;
  const p = join(out, f);
  let s = readFileSync(p, 'utf8');
  const w = weightsOf(shipped);
  if (!s.includes(w)) continue;
  s = s
    .replace(w, weightsOf(cand))
    .replace(`scale: ${field(shipped, 'scale')},`, `scale: ${field(cand, 'scale')},`)
    .replace(`bias: ${field(shipped, 'bias')},`, `bias: ${Number(bias.toFixed(6))},`);
  writeFileSync(p, s);
  patched++;
}
console.log(`${name}: ${patched} chunks patched, bias ${bias.toFixed(6)} (δ ${delta})`);
if (patched === 0) process.exit(1);
