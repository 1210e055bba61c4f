// Before/after check for changes that must not move any result: runs analyzeMessage (the BUILT
// @secapi/core, or SECAPI_CORE_DIST) on every row of the evaluation (corpora, templates, blind lists)
// and writes one line per row: a hash of the text and of the full result (verdict, score, findings
// with their parameters, links, languages), never the text. `--compare FILE` prints how many rows differ
// and which finding codes were added or removed on them.
// Usage: node scripts/message-data/snapshot.mjs OUT [--compare BEFORE]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BLIND_HAM, BLIND_SCAM } from './blind.mjs';
import { BLIND2_HAM, BLIND2_SCAM } from './blind2.mjs';
import { BLIND3_HAM, BLIND3_SCAM } from './blind3.mjs';
import { datasetDir, loadMessages, textHash } from './corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { analyzeMessage, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
const texts = loadMessages(datasetDir(root, process.argv)).map((r) => r.text);
for (const [, t] of [
  ...BLIND_HAM,
  ...BLIND_SCAM,
  ...BLIND2_HAM,
  ...BLIND2_SCAM,
  ...BLIND3_HAM,
  ...BLIND3_SCAM,
])
  texts.push(t);
const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);
const lines = [];
for (const text of texts) {
  const { checkedAt: _, ...r } = await analyzeMessage(text, ctx);
  const codes = r.findings.map(codeOf).sort().join(',');
  lines.push(
    `${textHash(text).toString(16)}\t${textHash(JSON.stringify(r)).toString(16)}\t${r.confidenceScore}\t${codes}`,
  );
}
const out = process.argv[2];
writeFileSync(out, `${lines.join('\n')}\n`);
const i = process.argv.indexOf('--compare');
if (i >= 0) {
  const before = readFileSync(process.argv[i + 1], 'utf8')
    .trim()
    .split('\n');
  let differ = 0;
  let scoreMoved = 0;
  const added = new Map();
  const removed = new Map();
  before.forEach((b, k) => {
    const a = lines[k] ?? '';
    if (a === b) return;
    differ += 1;
    const [, , sb, cb] = b.split('\t');
    const [, , sa, ca] = a.split('\t');
    if (sa !== sb) scoreMoved += 1;
    const setB = new Set((cb ?? '').split(','));
    const setA = new Set((ca ?? '').split(','));
    for (const c of setA) if (!setB.has(c)) added.set(c, (added.get(c) ?? 0) + 1);
    for (const c of setB) if (!setA.has(c)) removed.set(c, (removed.get(c) ?? 0) + 1);
  });
  console.log(`${lines.length} rows, ${differ} results differ, ${scoreMoved} scores moved`);
  console.log('codes added:', Object.fromEntries(added), 'removed:', Object.fromEntries(removed));
}
