// Shared runner of the helper-written text lists (run-business.mjs, run-blind13.mjs): analyzeMessage
// on the BUILT @secapi/core, offline; counts flagged per kind and the findings on the wrong texts.
// Prints counts only unless --show (the texts are our own, written for this project).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { analyzeMessage, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const ctx = createContext({ offline: true });
const show = process.argv.includes('--show');
const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);

/**
 * @param {string} label
 * @param {Array<[string, string]>} rows [kind, text]
 * @param {boolean} expectScam
 * @param {{ onlyWrongKinds?: boolean }} [opts] print only the kinds with a wrong answer
 */
export async function runKinds(label, rows, expectScam, opts = {}) {
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
    if (!opts.onlyWrongKinds || f !== (expectScam ? n : 0)) console.log(`  ${kind.padEnd(28)} ${f}/${n}`);
  console.log(
    `  findings on the ${expectScam ? 'missed' : 'flagged'} texts: ${[...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  );
}
