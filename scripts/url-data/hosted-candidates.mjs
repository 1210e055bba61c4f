// Issue 21, round 21 (hosted21): the two site-builder candidates of `HOSTED-R21.md`, simulated on the
// BUILT core's inspection (neither is in `src/`: both were dropped). Counts only, never a URL:
//   node scripts/url-data/hosted-candidates.mjs [dir] [--part=fit|valid] [--words]
// Per file: the rows of the part flagged today (score 15+) that the candidate would cap at 14, by
// platform. `--words` adds candidate 2's condition: every hyphen piece of the customer's label and
// of the path splits into words of Debian's `wcanadian` list (/usr/share/dict/canadian-english).
// The rule itself (candidate 1) is `siteBuilderPage` as written in `HOSTED-R21.md`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isHeldOut } from './corpora.mjs';
import { readRows } from './fit.mjs';
import { HOSTED_LURE } from './hosted-lure.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const valid = args.includes('--part=valid');
const withWords = args.includes('--words');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'datasets', 'url'));
const DICT = '/usr/share/dict/canadian-english';
if (withWords && !existsSync(DICT)) {
  console.error(`missing ${DICT} (apt-get install wcanadian)`);
  process.exit(2);
}
const { inspectUrl } = await import(pathToFileURL(join(root, 'packages', 'core', 'dist', 'url.js')).href);

const SITE_BUILDERS = new Set(
  'wixsite.com wixstudio.io weebly.com weeblysite.com square.site godaddysites.com framer.website carrd.co jimdosite.com jimdofree.com webnode.page yolasite.com strikingly.com mystrikingly.com site123.me tilda.ws canva.site webwave.me hpage.com'.split(
    ' ',
  ),
);
const CONTEXT = new Set([
  'url-free-hosting',
  'url-many-hyphens',
  'url-suspicious-tld',
  'url-model-suspicious',
  'url-model-phishing',
  'url-scheme-added',
]);
const DEFAULT_SITE_NAME = /^(?:my-?site|mon-?site|meu-?site|mi-?sitio|my-?website|site|website)(?:-|$)/;
const WORD_SEGMENT = /^[a-z]+(?:-[a-z]+)*(?:\.html?)?$/;
const WORD_LABEL = /^[a-z](?:[a-z-]{2,38})[a-z]$/;
const readsAsWord = (p) =>
  /[aeiouy]/.test(p) && !/[^aeiouy]{4}/.test(p) && !/(.)\1\1/.test(p) && !/^(..)\1+$/.test(p);

const words = new Set(['de', 'du', 'la', 'le', 'les', 'des', 'et', 'of', 'the', 'and', 'my', 'a']);
if (withWords)
  for (const w of readFileSync(DICT, 'utf8').split('\n')) if (/^[a-z]{3,}$/.test(w)) words.add(w);
/** Whether a piece splits into words of the list. */
function splitsIntoWords(s) {
  const ok = [true];
  for (let i = 1; i <= s.length; i++) {
    ok[i] = false;
    for (let j = Math.max(0, i - 24); j < i && !ok[i]; j++) ok[i] = ok[j] && words.has(s.slice(j, i));
  }
  return ok[s.length];
}

const codeOf = (f) => f.titleKey.slice('finding.'.length, -'.title'.length);
/** The platform a candidate would calm the page on, or null. */
function candidate(r) {
  const hosting = r.findings.find((f) => codeOf(f) === 'url-free-hosting');
  if (hosting === undefined) return null;
  const platform = String(hosting.parameters?.domain ?? '');
  const site = String(hosting.parameters?.site ?? '');
  if (!SITE_BUILDERS.has(platform) || !site.endsWith(`.${platform}`)) return null;
  const label = site.slice(0, -platform.length - 1).replace(/^www\./, '');
  if (!WORD_LABEL.test(label) || HOSTED_LURE.test(label)) return null;
  for (const f of r.findings) {
    const c = codeOf(f);
    if (!CONTEXT.has(c)) return null;
    if (c === 'url-suspicious-tld' && !platform.endsWith(`.${f.parameters?.tld}`)) return null;
  }
  const url = new URL(r.normalizedUrl);
  if (url.protocol !== 'https:' || url.search !== '') return null;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  if (segments.length > 2 || (segments.length === 0 && platform === 'wixsite.com')) return null;
  const pieces = label.split('-');
  for (const s of segments) {
    if (!WORD_SEGMENT.test(s) || HOSTED_LURE.test(s)) return null;
    const name = s.replace(/\.html?$/, '');
    if (DEFAULT_SITE_NAME.test(name)) return null;
    pieces.push(...name.split('-'));
  }
  if (!pieces.every(readsAsWord)) return null;
  if (withWords && !pieces.every(splitsIntoWords)) return null;
  return platform;
}

console.log(
  `candidate ${withWords ? 2 : 1}, ${valid ? 'validation' : 'fit'} part: rows flagged today it would calm`,
);
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.tsv') || f.endsWith('.tsv.gz'))
  .sort()) {
  let rows = 0;
  let calmed = 0;
  const byPlatform = {};
  for (const { url } of readRows(dir, file)) {
    let r;
    try {
      r = inspectUrl(url);
    } catch {
      continue;
    }
    if (isHeldOut(r.registrableDomain ?? r.analyzedHost) !== valid) continue;
    rows++;
    if (r.score.confidenceScore < 15) continue;
    const platform = candidate(r);
    if (platform === null) continue;
    calmed++;
    byPlatform[platform] = (byPlatform[platform] ?? 0) + 1;
  }
  const pct = rows === 0 ? '' : ((100 * calmed) / rows).toFixed(3);
  console.log(
    `${file.padEnd(42)} ${String(rows).padStart(7)} ${String(calmed).padStart(5)} ${pct.padStart(7)}  ${JSON.stringify(byPlatform)}`,
  );
}
