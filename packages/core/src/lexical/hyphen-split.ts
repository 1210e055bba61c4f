/**
 * A brand's name cut by hyphens (issue 21, round 21): `sb1-sec.<site>.com` (SBI Securities'
 * `sbisec`, the `i` written `1`), `tele-gram.<site>`, `i-cloud-…`, `ja-bank-…`. The brand checks read
 * a host label piece by piece between hyphens, and each piece is too short to be a brand; the
 * split-name reading (`splitBrand` of `brand-checks.ts`) joins labels across a dot only. Here a run
 * of two or more hyphen pieces of one label whose letters joined (six or more), as written or through
 * the look-alike skeleton (`1` for `i`, `0` for `o`), are a brand token is the brand's name cut up.
 * Reported as `url-brand-split`. Pre-registered (phish21's third note) and chosen on the fit part of
 * `pnpm eval:url`: JPCERT/CC fit misses have the shape, no ordinary row of any file does.
 */
import { brandOfToken, findLabelLookalike } from './brand-match.js';
import type { Brand } from '../data/index.js';

/** The shortest joined name read (a short token joined from pieces is an ordinary word's: `in-g`). */
const MIN_JOINED = 6;
/** Hyphen pieces read per label, and labels read per host. */
const MAX_PIECES = 8;
const MAX_LABELS = 8;
/** The longest joined name read: the longest brand label is 24 letters (`sonyentertainmentnetwork`). */
const MAX_JOINED = 40;

/**
 * The brand whose label `joined` spells with digits for letters (`sb1sec`, `d0como`), or null; not a
 * misspelling. Only a name holding a digit: the skeleton also makes `l` of `i`, `d` of `cl` and `m`
 * of `rn`, and ordinary names joined across hyphens spell brands so (`gis-group` GLS's `glsgroup`,
 * `live-io` Livelo, `bar-days` Barclays; round 21 review).
 */
function lookalikeOf(joined: string): Brand | null {
  if (!/[0-9]/.test(joined)) return null;
  const m = findLabelLookalike(joined);
  return m !== null && m.kind === 'lookalike' ? m.brand : null;
}

/** The first run of hyphen pieces of `labels` that joined is a brand's token, or null. */
export function hyphenSplitBrand(labels: readonly string[]): { brand: Brand; shown: string } | null {
  for (const label of labels.slice(-MAX_LABELS)) {
    if (!label.includes('-')) continue;
    const pieces = label.split('-').slice(0, MAX_PIECES);
    for (let i = 0; i < pieces.length - 1; i++) {
      let joined = pieces[i] ?? '';
      if (joined === '') continue;
      for (let j = i + 1; j < pieces.length; j++) {
        const piece = pieces[j] ?? '';
        if (piece === '') break;
        joined += piece;
        if (joined.length > MAX_JOINED) break;
        if (joined.length < MIN_JOINED) continue;
        const brand = brandOfToken(joined) ?? lookalikeOf(joined);
        if (brand !== null) return { brand, shown: pieces.slice(i, j + 1).join('-') };
      }
    }
  }
  return null;
}
