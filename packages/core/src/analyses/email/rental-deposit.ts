/**
 * The rental scam's script (issue 22, round 18, rule P): the owner is abroad or cannot show the place
 * in person, the keys will be couriered (or handed over by an agent) once the deposit is paid, and a
 * deposit or the first month to send. Each part alone is ordinary mail (a landlord away for the week
 * whose manager shows the place, keys handed over on move-in day, a deposit due at signing); the
 * three together are the script that stops the renter from ever seeing the place before paying.
 * Counted as `email-lure-unreachable-request`, the script of a request from someone who cannot be
 * reached (unreachable-request.ts).
 */
import { compileList, findAll, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';

/** The owner is away or cannot show the place. */
const AWAY = compileList({
  en: [
    '(?:i am|i.m|we are|we.re) (?:currently |presently |now )?(?:working |living |based |stationed |deployed )?(?:offshore|overseas|abroad|out of (?:the )?country)',
    '(?:i am|i.m|we are|we.re) (?:currently |presently |now )?on (?:a )?(?:mission|deployment|contract) (?:abroad|overseas|offshore)',
    'can.?t (?:show|let you (?:see|view|visit)) (?:you )?(?:the |my |it )?(?:apartment|unit|house|place|property|condo|room|suite|it)? ?in person',
  ],
  fr: [
    '(?:je suis|nous sommes) (?:presentement |actuellement |maintenant )?(?:en mission |en voyage |en contrat )?(?:a l.etranger|hors du pays|a l.exterieur du pays|outre-mer)',
    '(?:ne (?:peux|pourrai|pouvons|pourrons) pas|impossible de) (?:vous )?faire (?:visiter|la visite)',
  ],
});

/**
 * The keys sent, or handed over by someone else, once the money is in. Keys "dropped off" or
 * « remises » with no payment named are a landlord's ordinary hand-over (at the office, on move-in
 * day): they count only in the third form, tied to the deposit.
 */
const KEYS_AFTER = compileList({
  en: [
    'keys? (?:will|can|would|shall) be (?:couriered|mailed|shipped|sent|posted|fedexed)',
    '(?:courier|mail|ship|post|fedex) (?:you )?the keys?',
    'keys? [^.]{0,60}(?:once|after|as soon as|upon) (?:the |your |i receive (?:the |your )?|receipt of (?:the |your )?)?(?:deposit|payment|first month)',
  ],
  fr: [
    'remettr(?:a|ont) les cles (?:des|apres|une fois|sur) (?:la )?(?:reception|paiement|recu)',
    'les cles (?:vous )?seront (?:envoyees|postees|expediees|livrees)',
    'cles [^.]{0,60}(?:des|apres|une fois) (?:la )?(?:reception )?(?:du|de votre|le) (?:depot|paiement|premier mois)',
  ],
});

/** A deposit or the first month. */
const DEPOSIT = compileList({
  en: ['(?:damage |security )?deposit', 'first (?:and last )?month'],
  fr: ['depot', 'premier mois'],
});

/** Characters read: the script fits in a short note. */
const MAX_TEXT = 2500;

/** The matches of the three parts (away, keys, deposit), or none when a part is missing. */
export function rentalDeposit(norm: NormalizedMessage): PhraseMatch[] {
  if (norm.folded.length > MAX_TEXT) return [];
  const found: PhraseMatch[] = [];
  for (const list of [AWAY, KEYS_AFTER, DEPOSIT]) {
    const part = findAll(list, norm.folded, 1);
    if (part.length === 0) return [];
    found.push(...part);
  }
  return found;
}
