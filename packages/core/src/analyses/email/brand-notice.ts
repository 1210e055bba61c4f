/**
 * A brand's order or account notice from a personal mailbox (issue 22, round 18, rule Q): the body
 * says "your CVS order has been processed", « votre abonnement Netflix a été suspendu », naming a
 * listed brand, while the From is a free mailbox. A brand's notices come from its own domain; a
 * person forwarding one says so (a forward, a reply), a friend speaks of the parcel, not of the
 * order's state, and a person telling of the reader's order or account writes in the first person
 * (`PERSONAL_VOICE`). Counted as `email-sender-freemail-organisation` (free mail speaking for an
 * organisation), as a brand in the display name already is.
 */
import type { Brand } from '../../data/brands.js';
import { findBrandMentions } from '../../lexical/phrases/brand-mentions.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

/** "your <words> order … has been processed" and its French form; group 1 or 2 is the brand's words. */
const NOTICE_EN =
  /\byour ([a-z0-9][a-z0-9.&' -]{0,24}?) (?:online |pharmacy |medicare |prime |plus )?(?:order|account|subscription|membership|prescription|purchase|payment|renewal)s?(?: #?[a-z0-9-]{1,24})? (?:has been|have been|was|were|is|is now) (?:successfully )?(?:processed|confirmed|placed|approved|renewed|activated|charged|billed|suspended|locked|on hold|cancell?ed|completed|declined|deactivated|terminated)\b/g;
const NOTICE_FR =
  /\bvotre (?:commande|compte|abonnement|adhesion|ordonnance|achat|paiement|renouvellement) ([a-z0-9][a-z0-9.&' -]{0,24}?)(?: (?:no|n°|#) ?[a-z0-9-]{1,24})? (?:a ete|est) (?:traitee?|confirmee?|approuvee?|renouvelee?|activee?|facturee?|suspendue?|bloquee?|annulee?|refusee?|desactivee?)\b/g;
/** A forward or a reply: someone passing a notice on. */
const PASSED_ON =
  /(?:^|\n)\s*(?:fwd?|tr|re|reply|rep)\s*:|forwarded message|original message|message transfere|message d.origine|\bwrote:|a ecrit ?:/;
/**
 * The writer speaking for themselves ("I forgot to pay it", "mine too", « j'ai payé »): a person
 * telling the reader about their order or account, not a brand's notice (which says "we").
 */
const PERSONAL_VOICE = /(?<![a-z'])(?:i|i'm|i've|i'll|i'd|my|me|mine|je|j'ai|moi)(?![a-z'])/;
/** Characters read. */
const MAX_TEXT = 4000;

/**
 * The brand whose notice `norm` (subject and body) gives, or null (see the file's comment). Brands
 * that are ordinary words ("Apple", "Amazon") and the free-mail provider itself (`fromSite`) are not read.
 */
export function brandNotice(norm: NormalizedMessage, fromSite: string): Brand | null {
  const text = norm.folded.slice(0, MAX_TEXT);
  let spans: string[] | undefined;
  for (const re of [NOTICE_EN, NOTICE_FR]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) (spans ??= []).push(m[1] ?? '');
  }
  if (spans === undefined || PASSED_ON.test(text) || PERSONAL_VOICE.test(text)) return null;
  const brands = findBrandMentions(norm, 5)
    .filter((b) => !b.isCommonWord && !b.brand.domains.includes(fromSite))
    .map((b) => b.brand);
  for (const span of spans) {
    const words = span.replace(/[^a-z0-9 ]/g, '').split(' ');
    const glued = words.join('');
    const brand = brands.find((b) => b.tokens.some((t) => words[0] === t || glued === t));
    if (brand !== undefined) return brand;
  }
  return null;
}
