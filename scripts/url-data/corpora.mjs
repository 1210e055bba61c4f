// The URL model's data (`pnpm train:url`): which files it may fit on, the per-domain cap, the
// held-out fifth of registrable domains, and the synthetic URLs of our own templates.
// Logs counts only, never a URL.
import { fnv, readRows } from './fit.mjs';
import { syntheticUrls } from './templates.mjs';
import { helpers } from './templates-modern.mjs';
import { modernOrdinaryR20 } from './benign-modern-r20.mjs';

/** Files whose licence allows shipping weights derived from them. */
export const SHIPPABLE = [
  'phish_iscx2016.tsv',
  'benign_iscx2016_domain_half_a.tsv',
  'benign_free_programming_books.tsv',
  'benign_topsites_odd_ranks.tsv',
  'benign_eth_allowlist_roots.tsv',
  // v3 (2026-11-26): shippable with credit
  'benign_hannousse_2021.tsv',
  'phish_validin_2024_2026_sample.tsv.gz',
];
/** Files that are only measured: they never reach the fit. */
export const MEASURE_ONLY = [
  'phish_openphish_2024_2025.tsv.gz',
  'phish_jpcert_2024_2025.tsv.gz',
  // v3 (2026-11-26): no licence, share-alike or restrictive terms: measure and tune thresholds only
  'benign_weekly_half_a.tsv',
  'benign_awesome_lists.tsv',
  'phish_phishtank_2022_2024.tsv.gz',
];

/** `shippable`, `measure-only` or `unlisted` (a file the datasets README does not name). */
export const licenceOf = (file) =>
  SHIPPABLE.includes(file) ? 'shippable' : MEASURE_ONLY.includes(file) ? 'measure-only' : 'unlisted';

/**
 * The phishing-domain feed written as bare `https://domain/` URLs: 40,000 front pages against some
 * 1,400 benign ones would teach "a front page is phishing", so only one domain in `bareDomainEvery`
 * (fixed hash) is trained on. Its held-out fifth is measured whole.
 */
const BARE_DOMAIN_FEED = 'phish_validin_2024_2026_sample.tsv.gz';

/**
 * A registrable domain in the held-out fifth: never trained on, never used to choose a threshold or
 * a rule. `pnpm eval:url` splits every file by this same hash: this fifth is its *validation*
 * column, the other four fifths its *fit* column.
 */
export const isHeldOut = (domain) => fnv(domain) % 5 === 0;

/**
 * Training rows and held-out sets. `perDomain` caps the rows of one registrable domain (benign
 * comes from few domains), `realBenign` is the weight of a real benign row against a synthetic
 * one, `synthetic` the number of synthetic URLs of each class (a fifth of them held out).
 */
export function loadTraining(
  dir,
  featurize,
  {
    perDomain,
    realBenign,
    synthetic,
    bareDomainEvery = 1,
    domainBalance = false,
    r20 = 0,
    r20Weight = 1,
    log = console.log,
  },
) {
  const trainRows = [];
  const heldOut = new Map();
  for (const file of SHIPPABLE) {
    const count = new Map();
    const held = [];
    let kept = 0;
    for (const { y, url } of readRows(dir, file)) {
      const f = featurize(url);
      if (f === null) continue;
      const n = count.get(f.domain) ?? 0;
      if (n >= perDomain) continue;
      count.set(f.domain, n + 1);
      const row =
        y === 1 ? { y, slots: f.slots } : { y, slots: f.slots, weight: realBenign, domain: f.domain };
      if (isHeldOut(f.domain)) held.push(row);
      else if (file === BARE_DOMAIN_FEED && fnv(`keep:${f.domain}`) % bareDomainEvery !== 0) continue;
      else {
        trainRows.push(row);
        kept++;
      }
    }
    // Domain-balanced (an experiment's option): a benign row of a domain with n rows weighs 1/√n.
    if (domainBalance)
      for (const r of [...held, ...trainRows.slice(trainRows.length - kept)])
        if (r.domain !== undefined) r.weight = realBenign / Math.sqrt(count.get(r.domain) ?? 1);
    heldOut.set(file, held);
    log(`${file}: ${kept} training rows, ${held.length} held out (${count.size} domains)`);
  }
  const urls = syntheticUrls(synthetic);
  const synthHeld = { phishing: [], benign: [] };
  for (const [label, y] of [
    ['phishing', 1],
    ['benign', 0],
  ]) {
    urls[label].forEach((url, i) => {
      const f = featurize(url);
      if (f === null) return;
      if (i % 5 === 0) synthHeld[label].push({ y, slots: f.slots });
      else trainRows.push({ y, slots: f.slots });
    });
  }
  heldOut.set('synthetic phishing', synthHeld.phishing);
  heldOut.set('synthetic benign', synthHeld.benign);
  // Round 20's family of modern ordinary links (benign-modern-r20.mjs): off unless `r20` > 0.
  if (r20 > 0) {
    const shapes = modernOrdinaryR20(helpers(20202611));
    const held = [];
    for (let i = 0; i < r20; i++) {
      const f = featurize(shapes[i % shapes.length]());
      if (f === null) continue;
      if (i % 5 === 0) held.push({ y: 0, slots: f.slots });
      else trainRows.push({ y: 0, slots: f.slots, weight: r20Weight });
    }
    heldOut.set('synthetic r20 ordinary', held);
  }
  log(`training rows: ${trainRows.length} (phishing ${trainRows.filter((r) => r.y === 1).length})`);
  return { trainRows, heldOut };
}

/** The measurement-only files as `[file, rows]` pairs (features only). */
export function loadMeasureOnly(dir, featurize) {
  const groups = [];
  for (const file of MEASURE_ONLY) {
    const rows = [];
    for (const { url } of readRows(dir, file)) {
      const f = featurize(url);
      if (f !== null) rows.push({ slots: f.slots });
    }
    groups.push([file, rows]);
  }
  return groups;
}

/**
 * The validation part of every real file (shippable and measure-only): the rows whose registrable
 * domain is in the held-out fifth, all of them (no per-domain cap), as `[file, rows]` with rows
 * `{ y, slots }`. The same rows as the *validation* column of `pnpm eval:url`, but for the rows the
 * model cannot read (not analysable), which that column counts as not flagged.
 */
export function loadValidation(dir, featurize) {
  const groups = [];
  for (const file of [...SHIPPABLE, ...MEASURE_ONLY]) {
    const rows = [];
    for (const { y, url } of readRows(dir, file)) {
      const f = featurize(url);
      if (f !== null && isHeldOut(f.domain)) rows.push({ y, slots: f.slots });
    }
    groups.push([file, rows]);
  }
  return groups;
}
