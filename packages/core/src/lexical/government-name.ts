/**
 * `url-government-name` (round 8) and the suffixes only schools and governments register in. A
 * government's short name as a whole piece of a name anyone can register (`gov-nsns.one`,
 * `ct.gov-yuty.bond`, `doh-gov.com`): a government's own sites live under its suffix (`.gov`,
 * `gov.uk`, `gc.ca`), never under a bought name of this shape. Not under a suffix only governments
 * and schools register in (`gov-online.go.jp`, `e-gov.go.jp` are Japan's), nor an e-government
 * portal's own name (`e-gov.am`).
 */
import type { Findings } from './findings-set.js';

/** `gov`, `govt` or `gouv` as a hyphen-separated piece of a label (`gov-mvb`, `doh-gov`). */
const GOVERNMENT_PIECE = /(?:^|-)(gov|govt|gouv)(?:-|$)/;
/** An e-government portal's own name (`e-gov`, `e-gouv`), alone or with its country (`e-gov-am`). */
const E_GOVERNMENT_RE = /^e-(?:gov|gouv)(?:-[a-z]{2})?$/;
/** Second-level suffixes kept for schools and governments (`edu.cn`, `gov.cn`, `ac.uk`). */
const RESTRICTED_SECOND_LEVELS = new Set(['edu', 'gov', 'ac', 'mil', 'gob', 'go']);

/** An academic or government second level under a country code (`edu.cn`, `go.jp`, `gov.uk`). */
export function isRestrictedSuffix(publicSuffix: string): boolean {
  return publicSuffix.includes('.') && RESTRICTED_SECOND_LEVELS.has(publicSuffix.split('.')[0] ?? '');
}

/** Adds `url-government-name` for a registrable label of that shape (see above). */
export function governmentNameCheck(
  view: { readonly registrableLabel: string; readonly publicSuffix: string },
  findings: Findings,
): void {
  const label = view.registrableLabel;
  const piece = GOVERNMENT_PIECE.exec(label)?.[1];
  if (piece === undefined || !label.includes('-')) return;
  if (isRestrictedSuffix(view.publicSuffix) || E_GOVERNMENT_RE.test(label)) return;
  findings.add('url-government-name', { label, word: piece });
}

/** Government second levels under a country code (`gov.uk`, `gouv.fr`, `gob.mx`, `go.jp`). */
const GOVERNMENT_SECOND_LEVEL_RE = /^(?:gov|govt|gouv|gob|go|mil|gc)\.[a-z]{2}$/;

/**
 * A private suffix of the Public Suffix List that a government runs for its own services
 * (`service.gov.uk`, `campaign.gov.uk`): only that government's teams get a name under it, so a
 * page there is not on a platform anyone can sign up to. Schools' suffixes (`git-pages.rit.edu`)
 * stay platforms: their students publish there.
 */
export function isGovernmentPlatform(privateSuffix: string): boolean {
  const rest = privateSuffix.slice(privateSuffix.indexOf('.') + 1);
  return rest === 'gov' || rest === 'mil' || GOVERNMENT_SECOND_LEVEL_RE.test(rest);
}
