/**
 * Links on the sender's own name (issue 23): a company's short link that abbreviates a name the
 * text writes ("lybr.at" and "Lybrate"), and a link whose own name is written as a word near the
 * start ("Your Sobeys order … sobeys.com"). Used by `addBusinessContext` in `families.ts`.
 */
import { hasCommonTld, type FoundLink } from './links.js';

/** Highest URL score of a company's own short link (a short random path scores 15–20). */
const SHORT_LINK_MAX_SCORE = 40;
/** Words of a delivery or order notice. */
const DELIVERY_NOTICE =
  /(?<![a-z])(?:delivered|delivery|package|parcel|shipment|shipped|order|pickup|colis|livraison|livre|commande|expedie)(?![a-z])/;

/**
 * The name a short link abbreviates, in a delivery or order notice: every link on one registrable
 * name of 3 letters or more that starts a longer word of the text ("lybr.at" and "Lybrate",
 * "puro.ca" and "Purolator"), the word itself not part of a link. Null otherwise.
 */
export function shortOwnLink(text: string, links: readonly FoundLink[]): string | null {
  if (links.length === 0) return null;
  let label: string | null = null;
  for (const l of links) {
    // A short random path scores a little on its own (15–20): below `suspicious`, no link signal.
    const domain = l.inspection?.registrableDomain ?? null;
    if (domain === null || l.signals.size > 0 || l.link.confidenceScore >= SHORT_LINK_MAX_SCORE) return null;
    const own = domain.slice(0, domain.indexOf('.'));
    if (label !== null && own !== label) return null;
    label = own;
  }
  if (label === null || label.length < 3 || !/^[a-z]+$/.test(label) || !DELIVERY_NOTICE.test(text))
    return null;
  for (let i = text.indexOf(label); i >= 0; i = text.indexOf(label, i + 1)) {
    if (i > 0 && NOT_BEFORE_NAME.test(text.charAt(i - 1))) continue;
    let end = i + label.length;
    while (end < text.length && end - i < label.length + 20 && isLetter(text.charCodeAt(end))) end += 1;
    if (end - i >= label.length + 2 && isNameEnd(text, end)) return text.slice(i, end);
  }
  return null;
}

/** Characters that, right before a name, make it part of a word, a link or an address. */
const NOT_BEFORE_NAME = /[a-z0-9./@_-]/;

function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Whether a name ending at `end` stands alone: not followed by a letter, a digit or ".com", "-x". */
function isNameEnd(text: string, end: number): boolean {
  const next = text.charAt(end);
  if (next === '') return true;
  if (/[a-z0-9_]/.test(next)) return false;
  return !((next === '.' || next === '-') && /[a-z0-9]/.test(text.charAt(end + 1)));
}

/** Characters at the start of the message where the link's own name is looked for. */
const NAMED_WINDOW = 60;

/** The registrable domain of a clean link on a common TLD (no signal, a low score), or null. */
export function ownDomain(l: FoundLink): string | null {
  const domain = l.inspection?.registrableDomain ?? null;
  if (domain === null || l.link.confidenceScore >= 15 || l.signals.size > 0) return null;
  return domain;
}

/**
 * The name every link goes to, when that name is also written in the text as a word of its own
 * (not as part of a link): "Your Sobeys order is ready … sobeys.com". Names of `minLength` letters or more
 * on a common TLD, without the long hyphenated form of a made-up domain; one name for all links.
 */
export function namedInText(text: string, links: readonly FoundLink[], minLength: number): string | null {
  if (links.length === 0) return null;
  let label: string | null = null;
  for (const l of links) {
    const domain = ownDomain(l);
    if (domain === null || l.host === null || !hasCommonTld(l.host)) return null;
    const own = domain.slice(0, domain.indexOf('.'));
    if (label !== null && own !== label) return null;
    label = own;
  }
  if (label === null || label.length < minLength || !/^[a-z0-9]+$/.test(label)) return null;
  // The name alone, near the start where a business names itself ("Your Sobeys order…"): not
  // inside a word, a link ("sobeys.com"), an address or a hyphenated name.
  const head = text.slice(0, NAMED_WINDOW);
  for (let i = head.indexOf(label); i >= 0; i = head.indexOf(label, i + 1))
    if ((i === 0 || !NOT_BEFORE_NAME.test(head.charAt(i - 1))) && isNameEnd(text, i + label.length))
      return label;
  return null;
}
