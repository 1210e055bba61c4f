// Evaluates analyzeEmail (the BUILT @secapi/core, offline context) on the email evaluation set
// written for the project (packages/core/test-data/email/, see its README).   Usage: pnpm eval:email
// [--dir DIR] (DIR: another set in the same format, e.g. packages/core/test-data/email-blind, the
// messages written after the rules and not tuned on).
//
// "Flagged" = verdict other than likely-safe. For phishing groups the share flagged is the recall,
// for legitimate groups it is the false-positive rate. Also prints the share reaching suspicious or
// dangerous, and with --details the verdict and finding codes of every message (ids only, never text).
// The set is in-sample: the rules were written with it in view (BENCHMARKS.md says so).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readEmailCorpus } from '../packages/core/test-data/email/read-corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { analyzeEmail, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
const details = process.argv.includes('--details');
const dirAt = process.argv.indexOf('--dir');
const dir = dirAt > 0 && process.argv[dirAt + 1] !== undefined ? process.argv[dirAt + 1] : undefined;

const groups = new Map();
for (const m of readEmailCorpus(dir === undefined ? undefined : resolve(dir))) {
  const r = await analyzeEmail({ emailBody: m.emailBody, rawHeaders: m.rawHeaders }, ctx);
  const g = groups.get(m.group) ?? { phishing: m.phishing, n: 0, flagged: 0, strong: 0, dangerous: 0 };
  g.n += 1;
  if (r.verdictKey !== 'verdict.likely-safe') g.flagged += 1;
  if (r.verdictKey === 'verdict.suspicious' || r.verdictKey === 'verdict.dangerous') g.strong += 1;
  if (r.verdictKey === 'verdict.dangerous') g.dangerous += 1;
  groups.set(m.group, g);
  if (details) {
    const codes = r.findings.map((f) => `${f.code}(${f.scoreImpact})`).join(' ');
    console.log(
      `${m.group.padEnd(14)} ${m.id.padEnd(34)} ${String(r.confidenceScore).padStart(3)} ${r.verdictKey.slice(8).padEnd(11)} ${codes}`,
    );
  }
}

const pct = (a, b) => `${((100 * a) / b).toFixed(1)} %`.padStart(8);
console.log(
  `\n${'group'.padEnd(16)}${'n'.padStart(4)}  ${'flagged'.padStart(8)}  ${'susp.+'.padStart(8)}  ${'danger.'.padStart(8)}  meaning of "flagged"`,
);
for (const [name, g] of [...groups].sort()) {
  console.log(
    `${name.padEnd(16)}${String(g.n).padStart(4)}  ${pct(g.flagged, g.n)}  ${pct(g.strong, g.n)}  ${pct(g.dangerous, g.n)}  ${g.phishing ? 'recall' : 'false positives'}`,
  );
}
