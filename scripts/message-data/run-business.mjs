// Runs analyzeMessage (the BUILT @secapi/core, offline) on the generated business texts of
// business-templates.mjs (issue 23, round 12) and on the round-12 check list when present: counts
// flagged per kind and the findings that carry the flagged texts. Prints counts only, never a text
// unless --show is given (the texts are our own, written for this project).
// Usage: node scripts/message-data/run-business.mjs [--show]
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { businessTexts } from './business-templates.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { analyzeMessage, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
const show = process.argv.includes('--show');
const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);

async function run(label, rows, expectScam) {
  const byKind = new Map();
  const codes = new Map();
  let flagged = 0;
  for (const [kind, text] of rows) {
    const r = await analyzeMessage(text, ctx);
    const isFlagged = r.verdictKey !== 'verdict.likely-safe';
    const k = byKind.get(kind) ?? [0, 0];
    k[0] += 1;
    if (isFlagged) k[1] += 1;
    byKind.set(kind, k);
    if (isFlagged) flagged += 1;
    if (isFlagged !== expectScam) {
      for (const f of r.findings) codes.set(codeOf(f), (codes.get(codeOf(f)) ?? 0) + 1);
      if (show)
        console.log(
          `  [${kind}] ${r.verdictKey} ${r.score} ${r.findings.map((f) => `${codeOf(f)}(${f.scoreImpact})`).join(' ')}\n    ${text}`,
        );
    }
  }
  console.log(
    `${label}: ${flagged} of ${rows.length} flagged (${((100 * flagged) / rows.length).toFixed(1)} %)`,
  );
  for (const [kind, [n, f]] of byKind)
    if (f !== (expectScam ? n : 0)) console.log(`  ${kind.padEnd(28)} ${f}/${n}`);
  console.log(
    `  findings on the ${expectScam ? 'missed' : 'flagged'} texts: ${[...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  );
}

await run('generated business texts (ham)', businessTexts(), false);
try {
  const check = await import('./business-check.mjs');
  await run('check list: alerts (ham)', check.CHECK_HAM, false);
  await run('check list: scams dressed as alerts', check.CHECK_SCAM, true);
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
