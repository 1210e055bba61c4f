// Issue 21, round 22 (small22): what carries the ordinary links flagged with nothing deceptive.
// Against the BUILT core (`pnpm build` first), on the FIT part of every file (the four fifths of
// registrable domains `isHeldOut` leaves out), offline:
//   node scripts/url-data/model-alone.mjs [dir] [--every=N] [--snapshot=FILE] [--push]
// Each flagged row (verdict other than likely-safe) is put in one group by what carries it:
// - `deceptive`: a deceptive code or pair of the evidence rule (`evidence.ts`) other than the model's;
// - `model-phishing alone` / `model-phishing + context`: the model's strong score the only sign;
// - `model pair`: the model's score beside its context (`MODEL_CONTEXT_PAIRS`);
// - `model-suspicious alone` / `model-suspicious + 1 context` / `+ 2 context`;
// - `context alone`: no model finding and no deceptive sign (the rule lets context reach caution
//   outside the calm categories).
// Benign files show the share of their fit rows per group (false alarms), phishing files the share of
// their fit rows per group (the recall each group carries). `--push` adds, for the ordinary rows the
// model carries, the features that push the model most (named, summed over the rows). Counts and
// feature names only; `--snapshot` writes one line per row (file, part, flagged, codes) to FILE,
// outside the repository, to diff two builds row by row.
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleAndLoad } from './bundle.mjs';
import { isHeldOut } from './corpora.mjs';
import { readRows } from './fit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const every = Number((args.find((a) => a.startsWith('--every=')) ?? '--every=1').slice(8));
const snapshot = args.find((a) => a.startsWith('--snapshot='))?.slice(11);
const push = args.includes('--push');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'datasets', 'url'));
const dist = resolve(process.env.SECAPI_EVAL_URL_DIST ?? join(root, 'packages', 'core', 'dist', 'index.js'));
const { analyzeUrl, createContext } = await import(dist);
const ctx = createContext({ offline: true });
const src = join(root, 'packages', 'core', 'src', 'lexical');
const { evidence, features, weights } = await bundleAndLoad(
  {
    evidence: join(src, 'evidence.ts'),
    features: join(src, 'model', 'features.ts'),
    weights: join(src, 'model', 'weights.ts'),
  },
  join(tmpdir(), 'secapi-model-alone'),
);
const { DECEPTIVE_CODES, hasDeceptiveSign } = evidence;
const MODEL = new Set(['url-model-phishing', 'url-model-suspicious']);
const NOT_CONTEXT = new Set(['url-scheme-added', 'url-official-domain']);

/** The group of a flagged row. */
function groupOf(findings, href) {
  const other = findings.filter((f) => !MODEL.has(f.code));
  if (hasDeceptiveSign(other, href)) return 'deceptive (not the model)';
  const context = other.filter((f) => !NOT_CONTEXT.has(f.code)).map((f) => f.code);
  const strong = findings.some((f) => f.code === 'url-model-phishing');
  const mid = findings.some((f) => f.code === 'url-model-suspicious');
  if (strong) return context.length === 0 ? 'model-phishing alone' : 'model-phishing + context';
  if (mid && hasDeceptiveSign(findings, href)) return 'model pair (free host or ending >= 70)';
  if (mid)
    return context.length === 0
      ? 'model-suspicious alone'
      : `model-suspicious + ${Math.min(context.length, 2)} context`;
  return 'context alone';
}

// The model's weights and the names of its features (`features.ts` hashes them; the names are
// rebuilt here from the URL's own pieces for the explanation only).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const w = (() => {
  const bytes = Buffer.from(weights.URL_MODEL.weights, 'base64');
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
})();
void B64;
function fnvHash(text) {
  let x = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) x = Math.imul(x ^ text.charCodeAt(i), 0x01000193);
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  return (x >>> 0) & (weights.URL_MODEL.buckets - 1);
}
const fold = (s) => s.replace(/[0-9]/g, '0');
/** Candidate names for the slots of one URL. */
function namesFor(host, rest, codes) {
  const names = new Map();
  const put = (n) => {
    const s = fnvHash(n);
    if (!names.has(s)) names.set(s, n);
  };
  for (const c of codes) put(`c:${c}`);
  const tld = host.slice(host.lastIndexOf('.') + 1);
  put(`tld:${tld}`);
  put(`bare:${tld}`);
  put('www');
  put('slash-end');
  for (const [p, k] of [
    ['seg:', 9],
    ['plen:', 7],
    ['qlen:', 5],
    ['pw:', 6],
    ['nsub:', 6],
    ['rlen:', 7],
    ['hyph:', 5],
    ['hlen:', 6],
  ])
    for (let i = 0; i < k; i++) put(`${p}${i}`);
  for (const label of host.split('.')) {
    for (const piece of label.split('-')) for (const p of ['h:', 'r:', 's:']) put(`${p}${fold(piece)}`);
    const t = `<${label}>`;
    for (let n = 3; n <= 4; n++)
      for (let j = 0; j + n <= t.length; j++) put(`g${n}:${fold(t.slice(j, j + n))}`);
    for (const a of ['r', 's'])
      for (let run = 0; run <= 6; run++) for (let b = 0; b <= 4; b++) put(`lx:${a}:${run}:${b}`);
  }
  for (const word of rest.split(/[^A-Za-z0-9]+/))
    if (word !== '') (put(`p:${fold(word.toLowerCase())}`), put(`qn:${fold(word.toLowerCase())}`));
  const ext = /\.([A-Za-z0-9]{1,5})(?:[?#]|$)/.exec(rest);
  if (ext) put(`ext:${ext[1].toLowerCase()}`);
  return names;
}

const pushBy = new Map();
function addPush(r, url) {
  const host = r.analyzedHost;
  const u = new URL(r.normalizedUrl);
  const rest = r.normalizedUrl.slice(r.normalizedUrl.indexOf(host) + host.length).replace(/^:\d+/, '');
  // The codes the model reads (path-checks.ts: plain http and the added scheme are not read).
  const codes = r.findings
    .map((f) => f.code)
    .filter((c) => c !== 'url-scheme-added' && c !== 'url-plain-http' && !MODEL.has(c));
  const f = features.urlFeatures(host, r.registrableDomain ?? null, rest, codes);
  const names = namesFor(host, rest, codes);
  const unit = weights.URL_MODEL.scale / Math.sqrt(f.slots.length);
  for (const s of f.slots) {
    const v = (w[s] ?? 0) * unit;
    const name =
      names.get(s) ?? `(${f.parts[f.slots.indexOf(s)]} ${f.words[f.slots.indexOf(s)] ? 'word' : 'count'})`;
    const key = name.replace(/^(g[34]|[hrsp]):.*/, (m, p) => (p === 'g3' || p === 'g4' ? 'host n-grams' : m));
    const e = pushBy.get(key) ?? { sum: 0, rows: 0 };
    e.sum += v;
    e.rows++;
    pushBy.set(key, e);
  }
  void u;
  void url;
}

const GROUPS = [
  'deceptive (not the model)',
  'model-phishing alone',
  'model-phishing + context',
  'model pair (free host or ending >= 70)',
  'model-suspicious alone',
  'model-suspicious + 1 context',
  'model-suspicious + 2 context',
  'context alone',
];
const lines = [];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
  .sort();
const table = [];
const contextAlone = new Map();
const oneContext = new Map();
for (const file of files) {
  const rows = readRows(dir, file);
  const counts = new Map();
  let n = 0;
  let label = '';
  for (let i = 0; i < rows.length; i += every) {
    const { y, url } = rows[i];
    label = y === 1 ? 'phishing' : 'benign';
    let r;
    try {
      r = await analyzeUrl(url, ctx);
    } catch {
      continue;
    }
    const held = isHeldOut(r.registrableDomain ?? r.analyzedHost);
    const flagged = r.verdictKey !== 'verdict.likely-safe';
    const codes = r.findings.map((f) => f.code).filter((c) => c !== 'url-scheme-added');
    if (snapshot)
      lines.push(
        `${file}\t${held ? 'valid' : 'fit'}\t${i}\t${flagged ? 1 : 0}\t${r.confidenceScore}\t${codes.sort().join(' ')}`,
      );
    if (held) continue;
    n++;
    if (!flagged) continue;
    const g = groupOf(r.findings, r.normalizedUrl);
    counts.set(g, (counts.get(g) ?? 0) + 1);
    const ctxCodes = codes.filter((c) => !MODEL.has(c) && !NOT_CONTEXT.has(c)).join(' ');
    if (g === 'context alone') {
      const k = `${label}\t${ctxCodes}`;
      contextAlone.set(k, (contextAlone.get(k) ?? 0) + 1);
    }
    if (g === 'model-suspicious + 1 context') {
      const k = `${label}\t${ctxCodes}`;
      oneContext.set(k, (oneContext.get(k) ?? 0) + 1);
    }
    if (push && label === 'benign' && g.startsWith('model-')) addPush(r, url);
  }
  table.push({ file, label, n, counts });
}
console.log(`fit part only (every ${every} rows); % of the file's fit rows flagged, by what carries them`);
console.log(
  `${'file'.padEnd(38)} ${'rows'.padStart(7)} ${GROUPS.map((g) => g.slice(0, 14).padStart(15)).join('')}`,
);
for (const { file, label, n, counts } of table) {
  const cells = GROUPS.map((g) =>
    ((100 * (counts.get(g) ?? 0)) / Math.max(1, n)).toFixed(2).padStart(15),
  ).join('');
  console.log(
    `${`${file.replace(/\.tsv(\.gz)?$/, '')} (${label[0]})`.padEnd(38).slice(0, 38)} ${String(n).padStart(7)} ${cells}`,
  );
}
const dump = (title, map) => {
  console.log(`\n${title}`);
  for (const label of ['benign', 'phishing'])
    for (const [k, v] of [...map]
      .filter(([key]) => key.startsWith(`${label}\t`))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15))
      console.log(`${String(v).padStart(7)}  ${k}`);
};
dump('context alone: the context codes (label, codes), all files, top 15 per label', contextAlone);
dump('model-suspicious + 1 context: the context code (label, code), all files, top 15 per label', oneContext);
if (push) {
  console.log('\nordinary rows carried by the model: features by summed push (logit units), top 40');
  for (const [k, e] of [...pushBy].sort((a, b) => b[1].sum - a[1].sum).slice(0, 40))
    console.log(`${e.sum.toFixed(2).padStart(9)} ${String(e.rows).padStart(6)}  ${k}`);
  console.log(
    `bias ${weights.URL_MODEL.bias} per row: an address whose features weigh nothing scores ${(100 / (1 + Math.exp(-weights.URL_MODEL.bias))).toFixed(1)} %`,
  );
}
if (snapshot) writeFileSync(snapshot, `${lines.join('\n')}\n`);
