/**
 * A brand's name misspelt as a whole subdomain label (issue 21, round 21): `amazom.<a hacked
 * site>.com`, `nomuroa.<odd name>.com`, `mettamask.<odd name>.xyz`. The typo reading compares the
 * registrable label with the brands' official labels (`findLabelLookalike`), but in a subdomain it
 * only counted a homograph or a character look-alike (`paypa1.<site>`): a misspelling there was
 * skipped, and kits put one in front of hacked or throw-away names by the hundred.
 *
 * Here a subdomain label, or a hyphen piece of one (`rekuten-card`), one edit (distance 1) from an
 * official brand label of six letters or more that the typo reading compares (no generic label such
 * as `ledger`, no typo exclusion, no near-brand word: `findLabelLookalike` sets those aside) is a
 * misspelt brand. Not on hosting platforms, tunnels or a brand's own domains (their customers' names
 * are read elsewhere, `gluedBrand`), and not an everyday subdomain word one letter from a brand
 * (`SUBDOMAIN_WORDS`). Pre-registered (phish21's note) and chosen on the fit part of `pnpm eval:url`:
 * JPCERT/CC and OpenPhish fit misses have the shape, no ordinary row of any file does.
 */
import { findLabelLookalike, findPieceLookalike } from './brand-match.js';
import type { Brand } from '../data/index.js';

/** The shortest misspelt label or piece read (as the typo reading of pieces: `findPieceLookalike`). */
const MIN_LABEL = 6;
/** Subdomain labels read, nearest the registrable domain (hostile hosts have up to 127). */
const MAX_LABELS = 8;

/**
 * Everyday words and product names of subdomains one letter from a brand's official label, never
 * read as its misspelling: `access` (Desjardins' AccèsD), `webchat` (WeChat), `wenxin` (Weixin),
 * `telegraf` (a newspaper's and a metrics agent's name, Telegram), `lively`, `postal`. Written by hand from the ordinary
 * rows of `pnpm eval:url` the prototype of this reading flagged and from a dictionary pass
 * (every lower-case word of Debian's `wcanadian` and `wfrench` read as `<word>.<site>.com`, BENCHMARKS.md; the French list is GPL, so its words here are written by hand).
 */
export const SUBDOMAIN_WORDS: ReadonlySet<string> = new Set(
  [
    'access webchat wenxin telegraf lively postal',
    // French words, written by hand (one letter from WeChat, Garena, Revoke.cash, Stripe, Google…)
    'garent revote revole infusa striee etripe bilobe canarda chromo',
    // Names one letter from a brand (round 21 review): people's, places' and companies' subdomains
    // (`trevor.<family>.ca`, `morton.<arboretum>`, `horton.cs.<university>`), Trezor, Norton,
    // Canpar, Krafton (PUBG), Solana, Garena, Bitget. The dictionary pass read lower-case words only.
    'trevor morton horton gorton caspar grafton solano karena marena bitnet',
  ]
    .join(' ')
    .split(' '),
);

/**
 * A brand's label with a letter more or less at either end is mostly a word built on it, or its
 * plural (`amazons`, `stripes`, `chromed`, `interact` of Interac, `mobile` of T-Mobile's
 * `tmobile`): not read here (the dictionary pass flagged 23 such English words as subdomains).
 */
function extendsAtAnEnd(piece: string, brandLabel: string): boolean {
  return piece.includes(brandLabel) || brandLabel.includes(piece);
}

export interface SubdomainMisspelling {
  readonly brand: Brand;
  /** The subdomain label or piece that is misspelt. */
  readonly piece: string;
  readonly distance: number;
}

/** The first subdomain label or piece one edit from a brand's official label, or null. */
export function subdomainMisspelling(subdomainLabels: readonly string[]): SubdomainMisspelling | null {
  for (const label of subdomainLabels.slice(-MAX_LABELS)) {
    if (label.length < MIN_LABEL) continue;
    const whole = label.includes('-') ? null : findLabelLookalike(label);
    const m =
      whole !== null
        ? { kind: whole.kind, brand: whole.brand, piece: label, distance: whole.distance, label: whole.label }
        : findPieceLookalike(label, false);
    if (m?.kind !== 'typo' || m.distance !== 1) continue;
    if (m.piece.length < MIN_LABEL || SUBDOMAIN_WORDS.has(m.piece)) continue;
    if (extendsAtAnEnd(m.piece, m.label)) continue;
    return { brand: m.brand, piece: m.piece, distance: m.distance };
  }
  return null;
}
