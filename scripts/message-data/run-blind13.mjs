// Runs analyzeMessage (the BUILT @secapi/core, offline) on blind list v13 (blind13.mjs, issue 23,
// round 13) and on its check list blind13-check.mjs when present: counts flagged per kind and the
// findings on the wrong ones. Prints counts only unless --show (the texts are our own).
// Usage: node scripts/message-data/run-blind13.mjs [--show]
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BLIND13_HAM, BLIND13_SCAM } from './blind13.mjs';

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
  for (const [kind, [n, f]] of byKind) console.log(`  ${kind.padEnd(28)} ${f}/${n}`);
  console.log(
    `  findings on the ${expectScam ? 'missed' : 'flagged'} texts: ${[...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  );
}

await run('blind13 ordinary (ham)', BLIND13_HAM, false);
await run('blind13 scams', BLIND13_SCAM, true);
try {
  const check = await import('./blind13-check.mjs');
  await run('blind13-check ordinary (ham)', check.CHECK13_HAM, false);
  await run('blind13-check scams', check.CHECK13_SCAM, true);
} catch (e) {
  if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
}
