// Shared runner of the helper-written text lists (run-business.mjs, run-blind13.mjs, run-blind14.mjs): analyzeMessage
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
 * @param {{ onlyWrongKinds?: boolean, show?: boolean }} [opts] print only the kinds with a wrong answer;
 *   `show` overrides --show for this call
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
      if (opts.show ?? show)
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

/**
 * A list's two sides, then those of its check list (the module `checkPath`, relative to this
 * folder, exporting `hamKey` and `scamKey`) when it exists.
 * @param {Array<[string, Array<[string, string]>, boolean]>} sides [label, rows, expectScam]
 * @param {{ path: string, ham: string, scam: string, hamLabel: string, scamLabel: string } | null} check
 * @param {{ onlyWrongKinds?: boolean }} [opts]
 */
export async function runWithCheck(sides, check, opts = {}) {
  for (const [label, rows, expectScam] of sides) await runKinds(label, rows, expectScam, opts);
  if (check === null) return;
  try {
    const m = await import(check.path);
    await runKinds(check.hamLabel, m[check.ham], false, opts);
    await runKinds(check.scamLabel, m[check.scam], true, opts);
  } catch (e) {
    if (e.code !== 'ERR_MODULE_NOT_FOUND') throw e;
  }
}

/**
 * Blind list `blindN.mjs` (BLINDN_HAM, BLINDN_SCAM) and its check list `blindN-check.mjs`
 * (CHECKN_HAM, CHECKN_SCAM) when present, labelled as run-blind13.mjs always printed them.
 * @param {number} n
 */
export async function runBlindList(n) {
  const list = await import(`./blind${n}.mjs`);
  await runWithCheck(
    [
      [`blind${n} ordinary (ham)`, list[`BLIND${n}_HAM`], false],
      [`blind${n} scams`, list[`BLIND${n}_SCAM`], true],
    ],
    {
      path: `./blind${n}-check.mjs`,
      ham: `CHECK${n}_HAM`,
      scam: `CHECK${n}_SCAM`,
      hamLabel: `blind${n}-check ordinary (ham)`,
      scamLabel: `blind${n}-check scams`,
    },
  );
}
