// Memory and look-up time of the known-phishing feed store, against the BUILT core (`pnpm build`):
//   node --expose-gc bench/feeds.mjs
// Builds one copy of every default feed from SYNTHETIC bodies of realistic sizes (no real feed is
// downloaded or read), then prints the resident memory they add, the bytes of their arrays, the
// build time per feed, and the time of one look-up (listed URL, listed host, listed domain, not
// listed). Counts only.
import {
  FEED_DEFINITIONS,
  PhishingFeedStore,
  buildSnapshot,
  snapshotBytes,
} from '../packages/core/dist/feeds.js';

const SIZES = {
  openphish: 6_000,
  'phishing-database-links': 300_000,
  'phishing-database-domains': 150_000,
  metamask: 200_000,
  polkadot: 20_000,
};
const WORDS = [
  'secure',
  'login',
  'verify',
  'account',
  'wallet',
  'claim',
  'update',
  'support',
  'billing',
  'parcel',
];
const TLDS = ['com', 'net', 'top', 'xyz', 'online', 'site', 'info', 'co.uk', 'com.br', 'shop'];

function host(i) {
  const w = WORDS[i % WORDS.length];
  const v = WORDS[(i >>> 3) % WORDS.length];
  return `${w}-${v}${i.toString(36)}.${TLDS[i % TLDS.length]}`;
}
function body(id, n) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    const h = host(i * 7 + id.length * 1_000_003);
    if (id === 'openphish' || id === 'phishing-database-links') {
      const sub = i % 3 === 0 ? `www.` : i % 3 === 1 ? `m${i % 97}.` : '';
      lines.push(`https://${sub}${h}/${WORDS[i % 7]}/${(i * 2654435761) >>> 0}/index.php?id=${i % 1000}`);
    } else lines.push(h);
  }
  if (id === 'metamask')
    return JSON.stringify({ version: 2, tolerance: 1, fuzzylist: [], whitelist: [], blacklist: lines });
  if (id === 'polkadot') return JSON.stringify({ allow: [], deny: lines });
  return lines.join('\n');
}

const gc = globalThis.gc ?? (() => undefined);
const mb = (b) => (b / 1024 / 1024).toFixed(1);
const defaults = FEED_DEFINITIONS.filter((d) => d.isDefault);
const store = new PhishingFeedStore(defaults.map((d) => d.id));
/** Resident memory once garbage is collected and the freed pages are handed back (it takes a moment). */
async function settledRss() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 500));
  }
  return process.memoryUsage().rss;
}

const rss0 = await settledRss();
if (process.env.FEEDS_BENCH_DETAIL) console.log(process.memoryUsage());
let entries = 0;
let arrays = 0;
/** One feed as the server gets it: a downloaded body (bytes), decoded, parsed, installed. */
function load(def) {
  const bytes = new TextEncoder().encode(body(def.id, SIZES[def.id]));
  const t = performance.now();
  const snap = buildSnapshot(
    def,
    new TextDecoder().decode(bytes),
    Date.UTC(2026, 0, 1),
    null,
    def.maxEntries,
  );
  const ms = performance.now() - t;
  store.install(snap);
  return { snap, ms };
}
for (const def of defaults) {
  const { snap, ms } = load(def);
  entries += snap.entries;
  arrays += snapshotBytes(snap);
  console.log(
    `${def.id.padEnd(26)} ${String(snap.entries).padStart(7)} entries  build ${ms.toFixed(0).padStart(5)} ms  arrays ${mb(snapshotBytes(snap))} MB`,
  );
  await new Promise((r) => setTimeout(r, 10));
  gc();
}
const rss1 = await settledRss();
if (process.env.FEEDS_BENCH_DETAIL) console.log(process.memoryUsage());
console.log(
  `total: ${entries} entries, arrays ${mb(arrays)} MB, resident memory +${mb(rss1 - rss0)} MB (just after loading)`,
);
// V8 gives freed heap pages back to the system only after a while: measure again after 10 s idle.
await new Promise((r) => setTimeout(r, 10_000));
const rss2 = await settledRss();
console.log(`resident memory +${mb(rss2 - rss0)} MB after 10 s idle`);
if (process.env.FEEDS_BENCH_DETAIL) console.log(process.memoryUsage());

// Look-ups: a mix of listed URLs, other pages of listed hosts, subdomains of listed domains, unlisted.
const probes = [];
for (let i = 0; i < 4000; i++) {
  const h = host(i * 7 + 'openphish'.length * 1_000_003);
  const d = host(i * 7 + 'metamask'.length * 1_000_003);
  probes.push(
    `https://${i % 3 === 0 ? 'www.' : i % 3 === 1 ? `m${i % 97}.` : ''}${h}/${WORDS[i % 7]}/${(i * 2654435761) >>> 0}/index.php?id=${i % 1000}`,
    `https://${h}/another/page`,
    `https://app.${d}/connect`,
    `https://unlisted-${i}.example.org/some/path?q=${i}`,
  );
}
let hits = 0;
for (let i = 0; i < 50_000; i++) hits += store.lookup(probes[i % probes.length]).length > 0 ? 1 : 0; // warm-up
hits = 0;
const N = 400_000;
const t0 = performance.now();
for (let i = 0; i < N; i++) hits += store.lookup(probes[i % probes.length]).length > 0 ? 1 : 0;
const perLookup = ((performance.now() - t0) * 1000) / N;
console.log(
  `lookup: ${perLookup.toFixed(2)} µs per URL over ${N} look-ups (${((hits / N) * 100).toFixed(0)} % listed, 5 feeds)`,
);
