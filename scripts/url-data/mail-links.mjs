// Ordinary links of ordinary mail, through the lexical URL analysis (issue 21, round 16):
//   node scripts/url-data/mail-links.mjs [--json] [--cap=N] [--fit-list] [--dir=…]
//   (SECAPI_CORE_DIST=…/dist/index.js to score with another build)
// Reads the ordinary (`ham`) messages of `lists_ham.jsonl.gz` (mailing lists: measure and tune
// only) and `foff_ham_half_a.jsonl.gz` (newsletters and notices: shippable with credit) from
// ../shared/datasets/email at run time, and takes their links the way `analyzeEmail` does: the
// message parsed by core's `parseEmail`, the links of the HTML part when there is one (core's
// `scanHtml`), else the URLs written in the text part (`textLinks`); link-protection wrappers
// unwrapped (`unwrapHref`); web links only (`http(s)://`, `www.`). Links are de-duplicated per file
// (exact href), capped at `--cap` (default 20) per registrable domain in the order met (files in
// the dataset's order), split into fit and validation by the same fixed hash of the registrable
// domain as `eval-url.mjs` (`isHeldOut`), and run through the BUILT `analyzeUrl` offline (lexical,
// feeds off; run `pnpm build` first). Printed: per file and part, links, flagged count and share,
// by verdict, and the top findings of the flagged links. `--fit-list` adds, for the FIT part only,
// the flagged links grouped by their findings and by registrable domain (for choosing rules; never
// commit its output: the links are dataset rows). Validation is the figure to quote.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { bundleAndLoad } from './bundle.mjs';
import { isHeldOut } from './corpora.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const fitList = args.includes('--fit-list');
const capArg = args.find((a) => a.startsWith('--cap='));
const CAP = capArg === undefined ? 20 : Number(capArg.slice('--cap='.length));
const dirArg = args.find((a) => a.startsWith('--dir='));
const dir = resolve(dirArg?.slice('--dir='.length) ?? join(root, '..', 'shared', 'datasets', 'email'));
const FILES = [
  ['lists_ham.jsonl.gz', 'measure-only'],
  ['foff_ham_half_a.jsonl.gz', 'shippable'],
];
const TOP = 15;

// SECAPI_CORE_DIST: another build's `dist/index.js` (an A/B against an older build).
const dist = process.env.SECAPI_CORE_DIST ?? join(root, 'packages', 'core', 'dist', 'index.js');
if (!existsSync(dist)) {
  console.error('packages/core/dist is missing: run `pnpm --filter @secapi/core build` first');
  process.exit(2);
}
const { analyzeUrl, createContext } = await import(pathToFileURL(dist).href);
const ctx = createContext({ offline: true });

/** Core's email parsing and link reading, bundled from the sources (not exported by the package). */
async function loadEmailParts() {
  const src = join(root, 'packages', 'core', 'src', 'analyses', 'email');
  const outDir = join(root, 'node_modules', '.cache', 'secapi-mail-links');
  mkdirSync(outDir, { recursive: true });
  const entryFile = join(outDir, 'entry.ts');
  writeFileSync(
    entryFile,
    [
      `export { parseEmail } from ${JSON.stringify(join(src, 'parse.ts'))};`,
      `export { scanHtml, textLinks } from ${JSON.stringify(join(src, 'html.ts'))};`,
      `export { unwrapHref } from ${JSON.stringify(join(src, 'links.ts'))};`,
    ].join('\n'),
  );
  const { 'mail-parts': parts } = await bundleAndLoad({ 'mail-parts': entryFile }, outDir);
  return parts;
}

const WEB = /^\s*(?:https?:\/\/|www\.)/i;

/** The web links of one message, as `analyzeEmail` reads them (before its cap of 30 inspected). */
async function linksOf(parts, row) {
  const email = await parts.parseEmail(row.emailBody ?? '', row.rawHeaders ?? null);
  const raw = email.html === null ? parts.textLinks(email.text).links : parts.scanHtml(email.html).links;
  return raw.map((l) => parts.unwrapHref(l.href.trim())).filter((h) => WEB.test(h));
}

function count(map, key, n = 1) {
  map.set(key, (map.get(key) ?? 0) + n);
}
const top = (map, n = TOP) => [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);

const codesOf = (r) =>
  r.findings
    .filter((f) => f.scoreImpact > 0)
    .map((f) => f.titleKey.slice('finding.'.length, -'.title'.length))
    .sort();

const parts = await loadEmailParts();
const report = [];
const fitFlagged = [];
for (const [file, licence] of FILES) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.error(`missing: ${path}`);
    process.exit(2);
  }
  const rows = gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l))
    .filter((r) => r.label === 'ham');
  const seen = new Set();
  const perDomain = new Map();
  const stats = {
    fit: { links: 0, flagged: 0, verdicts: new Map(), findings: new Map() },
    validation: { links: 0, flagged: 0, verdicts: new Map(), findings: new Map() },
  };
  let errors = 0;
  let capped = 0;
  for (const row of rows) {
    for (const href of await linksOf(parts, row)) {
      if (seen.has(href)) continue;
      seen.add(href);
      let r;
      try {
        r = await analyzeUrl(href, ctx);
      } catch {
        errors += 1; // not a URL the analysis takes (counted, not scored)
        continue;
      }
      const domain = r.registrableDomain ?? r.analyzedHost;
      const n = perDomain.get(domain) ?? 0;
      if (n >= CAP) {
        capped += 1;
        continue;
      }
      perDomain.set(domain, n + 1);
      const part = isHeldOut(domain) ? stats.validation : stats.fit;
      part.links += 1;
      const verdict = r.verdictKey.slice('verdict.'.length);
      count(part.verdicts, verdict);
      if (verdict === 'likely-safe') continue;
      part.flagged += 1;
      const codes = codesOf(r);
      for (const c of codes) count(part.findings, c);
      if (part === stats.fit) fitFlagged.push({ file, domain, href, verdict, codes: codes.join(' ') });
    }
  }
  const out = (p) => ({
    links: p.links,
    flagged: p.flagged,
    pct: p.links === 0 ? null : (100 * p.flagged) / p.links,
    verdicts: Object.fromEntries(top(p.verdicts)),
    findings: Object.fromEntries(top(p.findings)),
  });
  report.push({
    file,
    licence,
    messages: rows.length,
    domains: perDomain.size,
    cappedLinks: capped,
    inputErrors: errors,
    fit: out(stats.fit),
    validation: out(stats.validation),
  });
}

if (asJson) {
  console.log(JSON.stringify({ dir, cap: CAP, files: report }, null, 2));
} else {
  const pct = (v) => (v === null ? '' : `${v.toFixed(1)} %`);
  console.log(`Links of ordinary mail through analyzeUrl offline (lexical), ${dir}, cap ${CAP} per domain`);
  console.log(
    'flagged = any verdict but likely-safe; fit = 4/5 of registrable domains, valid. = the other fifth (quote it)',
  );
  for (const r of report) {
    console.log(
      `\n${r.file} (${r.licence}): ${r.messages} messages, ${r.domains} domains, ${r.cappedLinks} links over the cap, ${r.inputErrors} input errors`,
    );
    for (const name of ['fit', 'validation']) {
      const p = r[name];
      console.log(
        `  ${name.padEnd(10)} ${String(p.flagged).padStart(4)} / ${String(p.links).padEnd(5)} ${pct(p.pct).padStart(7)}  ${Object.entries(
          p.verdicts,
        )
          .map(([v, n]) => `${v} ${n}`)
          .join(', ')}`,
      );
      for (const [c, n] of Object.entries(p.findings)) console.log(`      ${String(n).padStart(4)}  ${c}`);
    }
  }
  if (fitList) {
    const byCodes = new Map();
    for (const f of fitFlagged) {
      if (!byCodes.has(f.codes)) byCodes.set(f.codes, []);
      byCodes.get(f.codes).push(f);
    }
    console.log('\nFIT part, flagged links by findings (dataset rows: do not commit)');
    for (const [codes, list] of [...byCodes].sort((a, b) => b[1].length - a[1].length)) {
      console.log(`\n== ${list.length}  ${codes || '(no weighted finding)'}`);
      for (const f of list) console.log(`  [${f.verdict}] ${f.domain}  ${f.href.slice(0, 160)}`);
    }
  }
}
