// Do two builds of @secapi/core give the same analyzeUrl results? For speed work that must not
// change a verdict:
//   cp -r packages/core/dist packages/core/dist-before   # the build before the change
//   (change, pnpm --filter @secapi/core build)
//   node bench/compare-url-builds.mjs packages/core/dist-before packages/core/dist
// Reads about 6,000 URLs of each ordinary and phishing file of ../shared/datasets/url and 10,000 of
// bench/url-mix.mjs; prints how many results differ (the JSON of each, with a fixed clock).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { urls as urlMix } from './url-mix.mjs';

const [before, after] = process.argv.slice(2);
if (before === undefined || after === undefined) {
  console.error('usage: node bench/compare-url-builds.mjs <dist before> <dist after>');
  process.exit(2);
}
const load = (dir) => import(pathToFileURL(resolve(dir, 'index.js')).href);
const A = await load(before);
const B = await load(after);
const clock = { now: () => 0 };
const ctxA = A.createContext({ offline: true, clock });
const ctxB = B.createContext({ offline: true, clock });
const dir = new URL('../../shared/datasets/url/', import.meta.url);
const FILES = [
  'benign_awesome_lists.tsv',
  'benign_weekly_half_a.tsv',
  'benign_hannousse_2021.tsv',
  'phish_openphish_2024_2025.tsv.gz',
  'phish_jpcert_2024_2025.tsv.gz',
  'phish_phishtank_2022_2024.tsv.gz',
];
const list = [];
for (const f of FILES) {
  let raw = readFileSync(new URL(f, dir));
  if (f.endsWith('.gz')) raw = gunzipSync(raw);
  const lines = raw.toString('utf8').split('\n').filter(Boolean);
  const step = Math.max(1, Math.floor(lines.length / 6000));
  for (let i = 0; i < lines.length; i += step) {
    const cells = lines[i].split('\t');
    list.push(cells.find((c) => /[./]/.test(c)) ?? cells[0]);
  }
}
list.push(...urlMix(10_000));
const json = async (M, ctx, u) => {
  try {
    return JSON.stringify(await M.analyzeUrl(u, ctx));
  } catch (e) {
    return `error ${e.message}`;
  }
};
let differ = 0;
for (const u of list) {
  const a = await json(A, ctxA, u);
  const b = await json(B, ctxB, u);
  if (a !== b && differ++ < 3) console.log(`differs: ${u.slice(0, 120)}`);
}
console.log(`${list.length} URLs, ${differ} differ`);
process.exitCode = differ === 0 ? 0 : 1;
