// Trains the local URL model and writes its weights to
// packages/core/src/lexical/model/weights.ts.
//   Usage: pnpm train:url [--data DIR] [--measure] [--dry-run] [--out FILE] [--shipped | --weights FILE]
//
// Fits ONLY on the files of ../shared/datasets/url/ whose licence allows shipping derived weights
// (ISCX-URL-2016 phishing and benign half A, free-programming-books, top-sites, the eth-phishing-detect
// allow-list) plus the synthetic URLs of scripts/url-data/templates*.mjs and benign-*.mjs. Rows are
// capped per registrable domain (benign comes from few domains), and one fifth of the domains (by
// hash) is held out to report honest figures. `--measure` also prints how the model alone scores
// the measurement-only files (OpenPhish, JPCERT) at each threshold: they never reach the fit; and
// the calibration report of the validation part of every real file (eval:url's validation
// column): per file the mean probability against the observed share, reliability tables and the
// ECE for the ordinary files, the phishing files, both pooled, and class-balanced.
// `--shipped` scores the weights already in weights.ts instead of fitting, `--weights FILE` those of
// another generated file (e.g. `git show main:<path> > /tmp/w.ts`); nothing is written then.
// `--dry-run` fits and prints without writing; `--out FILE` writes the generated module to FILE
// instead of weights.ts (a candidate to score with `--weights FILE` or to build and evaluate).
// Logistic regression over the hashed features of packages/core/src/lexical/model/features.ts
// (bundled on the fly with the lexical inspection, so training and inference share one
// implementation), by SGD made robust to the order of the rows and to small changes of the data:
// several shuffles from fixed seeds, each averaging its iterates over the last epochs, averaged
// (scripts/url-data/fit.mjs); weights quantised to int8 with one scale (nothing clipped).
// Same data, same bytes: the script prints the SHA-256 of the weights. Logs counts only, never a URL.
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadUrlModules } from './url-data/bundle.mjs';
import { loadMeasureOnly, loadTraining, loadValidation } from './url-data/corpora.mjs';
import {
  calibration,
  DEFAULTS,
  featurizer,
  fit,
  probability,
  quantise,
  readWeightsFile,
  report,
  validationCalibration,
} from './url-data/fit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEIGHTS_FILE = join(root, 'packages', 'core', 'src', 'lexical', 'model', 'weights.ts');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
/** The fit's settings; each can be overridden for an experiment (TUNE_RUNS=1 TUNE_AVERAGE=0 …). */
const SETTINGS = {
  seed: env('TUNE_SEED', DEFAULTS.seed),
  runs: env('TUNE_RUNS', DEFAULTS.runs),
  epochs: env('TUNE_EPOCHS', DEFAULTS.epochs),
  lr: env('TUNE_LR', DEFAULTS.lr),
  decay: env('TUNE_DECAY', DEFAULTS.decay),
  average: env('TUNE_AVERAGE', DEFAULTS.average),
  l2: env('TUNE_L2', DEFAULTS.l2),
  biasRate: DEFAULTS.biasRate,
};
const DATA = {
  perDomain: env('TUNE_PER_DOMAIN', 40),
  /** Weight of a real benign row (the scarce, varied side) against a synthetic one. */
  realBenign: env('TUNE_REAL_BENIGN', 5),
  synthetic: env('TUNE_SYNTHETIC', 12000),
  /** One bare phishing domain in this many is trained on (corpora.mjs, BARE_DOMAIN_FEED). */
  bareDomainEvery: env('TUNE_BARE_EVERY', 16),
  /** Benign rows weigh 1/√(rows of their registrable domain) (experiment; 0 = off). */
  domainBalance: env('TUNE_DOMAIN_BALANCE', 0) === 1,
  /** Rows of round 20's modern ordinary family (benign-modern-r20.mjs; 0 = off) and their weight. */
  r20: env('TUNE_R20', 0),
  r20Weight: env('TUNE_R20_WEIGHT', 1),
};

async function main() {
  const args = process.argv.slice(2);
  const dataArg = args.indexOf('--data');
  const dir = resolve(
    dataArg >= 0
      ? args[dataArg + 1]
      : (process.env.SECAPI_URL_DATASETS ?? join(root, '..', 'shared', 'datasets', 'url')),
  );
  if (!existsSync(dir)) throw new Error(`dataset directory not found: ${dir}`);
  const weightsArg = args.indexOf('--weights');
  const scoreFile =
    weightsArg >= 0 ? resolve(args[weightsArg + 1]) : args.includes('--shipped') ? WEIGHTS_FILE : null;
  const shipped = scoreFile !== null;
  const { inspect, features } = await loadUrlModules();
  const featurize = featurizer(inspect, features);
  const { trainRows, heldOut } = loadTraining(dir, featurize, DATA);

  let model;
  if (shipped) {
    model = readWeightsFile(scoreFile);
    console.log(`scoring ${relative(root, scoreFile)} (no fit)`);
  } else {
    console.log(`fit: ${JSON.stringify(SETTINGS)}`);
    const { w, bias } = fit(trainRows, features.MODEL_BUCKETS, SETTINGS);
    const { q, scale, clipped, zeroed } = quantise(w);
    console.log(`int8 scale ${scale}: ${clipped} weights clipped, ${zeroed} small weights rounded to 0`);
    model = { q, scale, bias: Number(bias.toFixed(6)) };
  }
  const prob = (slots) => probability(model.q, model.scale, model.bias, slots);
  report('held-out domains (never trained on)', heldOut, prob);
  const realHeld = [...heldOut].filter(([set]) => !set.startsWith('synthetic')).flatMap(([, rows]) => rows);
  calibration('calibration on the held-out fifth of the real shippable files', realHeld, prob);
  calibration(
    'calibration on the held-out fifth, benign files only',
    realHeld.filter((r) => r.y === 0),
    prob,
  );
  if (args.includes('--measure')) {
    report('measurement only (not fitted)', loadMeasureOnly(dir, featurize), prob);
    validationCalibration(loadValidation(dir, featurize), prob);
  }
  if (shipped || args.includes('--dry-run')) return;
  const nonZero = model.q.reduce((n, v) => n + (v === 0 ? 0 : 1), 0);
  const base64 = Buffer.from(model.q.buffer).toString('base64');
  const source =
    '// Generated by `pnpm train:url` (scripts/train-url.mjs): do not edit.\n' +
    `// ${trainRows.length} training rows, ${nonZero} non-zero int8 weights of ${features.MODEL_BUCKETS}.\n` +
    `export const URL_MODEL = {\n  buckets: ${features.MODEL_BUCKETS},\n  scale: ${model.scale},\n  bias: ${model.bias},\n  weights:\n    '${base64}',\n} as const;\n`;
  const outArg = args.indexOf('--out');
  const outFile = outArg >= 0 ? resolve(args[outArg + 1]) : WEIGHTS_FILE;
  writeFileSync(outFile, source);
  const sha = createHash('sha256').update(source).digest('hex');
  console.log(`\nwrote ${relative(root, outFile)} (${source.length} bytes, sha256 ${sha})`);
}

await main();
