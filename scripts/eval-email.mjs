// Evaluates analyzeEmail (the BUILT @secapi/core, offline context).   Usage:
//   pnpm eval:email [--dir DIR] [--details] [--codes]
// Without --dir: the set written for the project (packages/core/test-data/email/, see its README);
// DIR may be another set in that format (e.g. packages/core/test-data/email-blind-3, written before
// measuring) or a directory of gzipped JSON Lines files (`{label, rawHeaders, emailBody, id}`, label
// `ham`/`phish`, e.g. ../shared/datasets/email). For JSON Lines, every file is split into *fit* and
// *validation* by a fixed hash of the registrable From domain (sha256 of "secapi-email-split:" +
// domain, low bit of the first byte; 1 = validation): rules are fitted on fit only, and the
// validation column is the figure to quote.
//
// "Flagged" = verdict other than likely-safe: recall for phishing groups, false positives for
// legitimate ones. Also prints the share reaching suspicious or dangerous. --details prints the
// verdict and finding codes of every message (ids only, never text); --codes counts, per group and
// split, the finding codes (with impact > 0) of the flagged legitimate and the missed phishing mail.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readEmailCorpus } from '../packages/core/test-data/email/read-corpus.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { analyzeEmail, createContext } = await import(
  process.env.SECAPI_CORE_DIST ?? pathToFileURL(join(root, 'packages/core/dist/index.js')).href
);
const { getDomain } = createRequire(join(root, 'packages/core/package.json'))('tldts');
const ctx = createContext({ offline: true });
const details = process.argv.includes('--details');
const codes = process.argv.includes('--codes');
const dirAt = process.argv.indexOf('--dir');
const dir = dirAt > 0 && process.argv[dirAt + 1] !== undefined ? resolve(process.argv[dirAt + 1]) : undefined;

/** Registrable domain of the From address of raw headers ('' when there is none). */
function fromDomain(rawHeaders) {
  const m = /^from:[ \t]*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(rawHeaders ?? '');
  const addr = m ? /@([a-z0-9.-]+)/i.exec(m[1].replace(/\r?\n[ \t]/g, ' ')) : null;
  if (!addr) return '';
  return getDomain(addr[1].toLowerCase().replace(/\.$/, '')) ?? addr[1].toLowerCase();
}
const splitOf = (domain) =>
  createHash('sha256').update(`secapi-email-split:${domain}`).digest()[0] & 1 ? 'validation' : 'fit';

function readJsonlDir(d) {
  const out = [];
  for (const file of readdirSync(d)
    .filter((f) => /\.jsonl(\.gz)?$/.test(f))
    .sort()) {
    const buf = readFileSync(join(d, file));
    const text = (file.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8');
    const group = file.replace(/\.jsonl(\.gz)?$/, '');
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line);
      const split = splitOf(fromDomain(row.rawHeaders));
      out.push({
        group,
        split,
        id: String(row.id ?? ''),
        emailBody: row.emailBody ?? '',
        rawHeaders: row.rawHeaders ?? null,
        phishing: row.label !== 'ham',
      });
    }
  }
  return out;
}

const isJsonl = dir !== undefined && readdirSync(dir).some((f) => /\.jsonl(\.gz)?$/.test(f));
const messages = isJsonl ? readJsonlDir(dir) : readEmailCorpus(dir).map((m) => ({ ...m, split: 'all' }));
const splits = isJsonl ? ['fit', 'validation'] : ['all'];

const groups = new Map();
const codeCounts = new Map();
let worstMs = 0;
const t0 = performance.now();
for (const m of messages) {
  const s = performance.now();
  const r = await analyzeEmail({ emailBody: m.emailBody, rawHeaders: m.rawHeaders }, ctx);
  worstMs = Math.max(worstMs, performance.now() - s);
  const key = `${m.group}\u0000${m.split}`;
  const g = groups.get(key) ?? { phishing: m.phishing, n: 0, flagged: 0, strong: 0, dangerous: 0 };
  const flagged = r.verdictKey !== 'verdict.likely-safe';
  g.n += 1;
  if (flagged) g.flagged += 1;
  if (r.verdictKey === 'verdict.suspicious' || r.verdictKey === 'verdict.dangerous') g.strong += 1;
  if (r.verdictKey === 'verdict.dangerous') g.dangerous += 1;
  groups.set(key, g);
  if (codes && flagged !== m.phishing) {
    const c = codeCounts.get(key) ?? new Map();
    for (const f of r.findings) if (f.scoreImpact > 0) c.set(f.code, (c.get(f.code) ?? 0) + 1);
    codeCounts.set(key, c);
  }
  if (details) {
    const list = r.findings.map((f) => `${f.code}(${f.scoreImpact})`).join(' ');
    console.log(
      `${m.group.padEnd(14)} ${m.split.padEnd(10)} ${m.id.slice(0, 40).padEnd(40)} ${String(r.confidenceScore).padStart(3)} ${r.verdictKey.slice(8).padEnd(11)} ${list}`,
    );
  }
}
const totalMs = performance.now() - t0;

const pct = (a, b) => (b === 0 ? '       -' : `${((100 * a) / b).toFixed(1)} %`.padStart(8));
const names = [...new Set(messages.map((m) => m.group))].sort();
console.log(
  `\n${'group'.padEnd(22)}${'split'.padEnd(11)}${'n'.padStart(5)}  ${'flagged'.padStart(8)}  ${'susp.+'.padStart(8)}  ${'danger.'.padStart(8)}  meaning of "flagged"`,
);
for (const name of names) {
  for (const split of splits) {
    const g = groups.get(`${name}\u0000${split}`);
    if (g === undefined) continue;
    console.log(
      `${name.padEnd(22)}${split.padEnd(11)}${String(g.n).padStart(5)}  ${pct(g.flagged, g.n)}  ${pct(g.strong, g.n)}  ${pct(g.dangerous, g.n)}  ${g.phishing ? 'recall' : 'false positives'}`,
    );
  }
}
console.log(
  `\n${messages.length} messages in ${(totalMs / 1000).toFixed(2)} s (${Math.round(messages.length / (totalMs / 1000))} /s), slowest ${worstMs.toFixed(1)} ms`,
);
if (codes) {
  for (const [key, c] of [...codeCounts].sort()) {
    const [name, split] = key.split('\u0000');
    const top = [...c]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(`${name} ${split} (${groups.get(key).phishing ? 'missed' : 'flagged'}): ${top}`);
  }
}
