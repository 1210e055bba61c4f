// Round 22 (brand22, issue 21): brand names read among other words of a host name.
//   node scripts/url-data/brand-words.mjs --table            (fit parts only: the table of BENCHMARKS.md)
//   node scripts/url-data/brand-words.mjs --snapshot OUT     (every row's verdict, score and codes)
//   node scripts/url-data/brand-words.mjs --compare BEFORE AFTER   (rows whose verdict moved)
// Reads the dataset files of ../shared/datasets/url (or DIR=…) and, for `--snapshot`, the blind
// lists of packages/core/test-data/url-blind too. `--table` counts, per file, the FIT rows (split of
// `isHeldOut` on the registrable domain) whose findings name a brand (`url-brand-in-domain`,
// `url-brand-in-subdomain`) inside a hyphenated label of more than one word, and sorts the label's
// other words: another spelling of the brand or a brand's service word (`service`), a lure, account,
// security, support, billing, region or channel word of the project's lists (`lure`), an English or
// French dictionary word (`/usr/share/dict`, measurement only: `ordinary`), or none of these
// (`other`: digits, made names). A label is classed by its strongest word: lure > service > other
// > ordinary. Prints counts and, for the ordinary files, the labels (their hosts are public sites).
// SECAPI_EVAL_URL_DIST: another build's index.js.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHeldOut } from './corpora.mjs';
import { readRows } from './fit.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const dir = resolve(process.env.DIR ?? join(root, '..', 'shared', 'datasets', 'url'));
const blindDir = join(root, 'packages', 'core', 'test-data', 'url-blind');
const dist = resolve(process.env.SECAPI_EVAL_URL_DIST ?? join(root, 'packages', 'core', 'dist', 'index.js'));

if (args[0] === '--compare') {
  const before = new Map(
    readFileSync(args[1], 'utf8')
      .trim()
      .split('\n')
      .map((l) => [JSON.parse(l).k, JSON.parse(l)]),
  );
  const moved = { up: new Map(), down: new Map() };
  for (const line of readFileSync(args[2], 'utf8').trim().split('\n')) {
    const a = JSON.parse(line);
    const b = before.get(a.k);
    if (b === undefined || (b.v === a.v && b.s === a.s)) continue;
    const flaggedB = b.v !== 'likely-safe';
    const flaggedA = a.v !== 'likely-safe';
    const tag = `${a.f} ${a.p} ${a.l}`;
    console.log(`${tag}\t${b.v} ${b.s} -> ${a.v} ${a.s}\t${a.u}\t${b.c} -> ${a.c}`);
    if (flaggedB !== flaggedA) {
      const m = flaggedA ? moved.up : moved.down;
      m.set(tag, (m.get(tag) ?? 0) + 1);
    }
  }
  console.log('\nflag gained:', Object.fromEntries(moved.up), '\nflag lost:', Object.fromEntries(moved.down));
  process.exit(0);
}

const { analyzeUrl, createContext } = await import(dist);
const ctx = createContext({ offline: true });
/** `analyzeUrl`, or null for an address it refuses (too long, invalid), as eval-url counts them. */
async function analyse(url) {
  try {
    return await analyzeUrl(url, ctx);
  } catch {
    return null;
  }
}
const files = (d) =>
  readdirSync(d)
    .filter((f) => /\.tsv(\.gz)?$/.test(f))
    .sort();

function registrable(url) {
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).hostname;
  } catch {
    return url;
  }
}

if (args[0] === '--snapshot') {
  const out = [];
  for (const [d, tag] of [
    [dir, ''],
    [blindDir, 'blind/'],
  ]) {
    for (const file of files(d)) {
      let i = 0;
      for (const row of readRows(d, file)) {
        i++;
        const r = (await analyse(row.url)) ?? {};
        const codes = (r.findings ?? [])
          .map((f) => f.code)
          .filter((c) => c !== 'url-scheme-added')
          .sort()
          .join(' ');
        const part = isHeldOut(r.registrableDomain ?? registrable(row.url)) ? 'valid' : 'fit';
        out.push(
          JSON.stringify({
            k: `${tag}${file}#${i}`,
            f: tag + file,
            p: part,
            l: row.label,
            u: row.url,
            v: (r.verdictKey ?? 'verdict.invalid').slice(8),
            s: r.confidenceScore ?? -1,
            c: codes,
          }),
        );
      }
    }
  }
  writeFileSync(args[1], `${out.join('\n')}\n`);
  console.log(`${out.length} rows -> ${args[1]}`);
  process.exit(0);
}

// --table
const dict = new Set();
for (const f of ['/usr/share/dict/words', '/usr/share/dict/canadian-english', '/usr/share/dict/french']) {
  if (!existsSync(f)) continue;
  for (const w of readFileSync(f, 'utf8').split('\n'))
    if (w.length >= 2)
      dict.add(
        w
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, ''),
      );
}
// The project's word lists, read from their source (the bundle does not export them).
const src = (f) => readFileSync(join(root, 'packages', 'core', 'src', 'data', f), 'utf8');
const listed = (name) => {
  for (const f of ['host-words.ts', 'brands.ts', 'keywords.ts']) {
    const m = new RegExp(`export const ${name}[^=]*= \\[([\\s\\S]*?)\\n\\];`).exec(src(f));
    if (m) return [...m[1].matchAll(/'([a-z0-9]+)'/g)].map((x) => x[1]);
  }
  return [];
};
const data = {
  BRANDS: [...src('brands.ts').matchAll(/tokens: \[([^\]]*)\]/g)].map((m) => ({
    tokens: [...m[1].matchAll(/'([a-z0-9]+)'/g)].map((x) => x[1]),
  })),
};
const lure = new Set([
  ...listed('HOST_LURE_WORDS'),
  ...listed('HOST_SERVICE_WORDS'),
  ...listed('BRAND_AFFIX_WORDS'),
  ...listed('LURE_KEYWORDS_EN'),
  ...listed('LURE_KEYWORDS_FR'),
]);
const brandTokens = new Set((data?.BRANDS ?? []).flatMap((b) => b.tokens));
const kinds = ['lure', 'service', 'other', 'ordinary'];
function kindOf(word) {
  if (lure.has(word)) return 'lure';
  if (brandTokens.has(word)) return 'service';
  if (/[0-9]/.test(word) || word.length < 3 || !dict.has(word)) return 'other';
  return 'ordinary';
}
for (const file of files(dir)) {
  const counts = { brandRows: 0, single: 0, glued: 0, lure: 0, service: 0, other: 0, ordinary: 0 };
  const flagged = { lure: 0, service: 0, other: 0, ordinary: 0 };
  const words = new Map();
  const ordinaryLabels = [];
  for (const row of readRows(dir, file)) {
    const r = await analyse(row.url);
    if (!r?.registrableDomain || isHeldOut(r.registrableDomain)) continue;
    const f = (r.findings ?? []).find(
      (x) => x.code === 'url-brand-in-domain' || x.code === 'url-brand-in-subdomain',
    );
    if (f === undefined) continue;
    counts.brandRows++;
    const piece = String(f.parameters?.piece ?? '');
    const host = r.analyzedHost ?? '';
    const labels =
      f.code === 'url-brand-in-domain'
        ? r.registrableDomain.split('.').slice(0, 1)
        : host.slice(0, -r.registrableDomain.length - 1).split('.');
    // The label whose hyphen words hold the piece as one or more whole words.
    let best = null;
    for (const label of labels) {
      const ws = label.split('-').filter((w) => w !== '');
      for (let i = 0; i < ws.length && best === null; i++)
        for (let j = i + 1; j <= Math.min(ws.length, i + 3); j++)
          if (ws.slice(i, j).join('') === piece) best = { ws, i, j };
    }
    if (best === null) {
      counts.glued++;
      continue;
    }
    const others = [...best.ws.slice(0, best.i), ...best.ws.slice(best.j)];
    if (others.length === 0) {
      counts.single++;
      continue;
    }
    const ks = others.map(kindOf);
    const kind = kinds.find((k) => ks.includes(k));
    counts[kind]++;
    if (r.verdictKey !== 'verdict.likely-safe') flagged[kind]++;
    others.forEach((w, n) => words.set(`${ks[n]}:${w}`, (words.get(`${ks[n]}:${w}`) ?? 0) + 1));
    if (row.label === 'benign')
      ordinaryLabels.push(`${best.ws.join('-')} (${kind}, ${r.verdictKey.slice(8)} ${r.confidenceScore})`);
  }
  console.log(`\n${file}: ${JSON.stringify(counts)} flagged ${JSON.stringify(flagged)}`);
  const top = [...words]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([w, n]) => `${w}×${n}`);
  console.log(`  words: ${top.join(' ')}`);
  if (ordinaryLabels.length > 0) console.log(`  ordinary labels: ${ordinaryLabels.join('; ')}`);
}
