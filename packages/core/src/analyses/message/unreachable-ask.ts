/**
 * Issue 23, round 22 (msg22): the pastor's, the boss's or the coworker's script by text. "Hi it's Tom
 * from church, I'm in a meeting and can't talk, can you pay a bill for me today? I'll reimburse you
 * tonight", « Bonjour, ici Pierre de la paroisse, je suis en réunion et ne peux pas parler. Pouvez-vous
 * me rendre un service ? ». The writer says they cannot be reached, so the reader cannot check by a
 * call, and asks what the new-number family asks (a favour, a bill or an invoice paid, money sent,
 * gift cards bought: `ASK_EN`, `ASK_FR`). A spouse or a friend asking the same ("I'm in a meeting, can
 * you pay the babysitter?") does not introduce themselves: the reading needs the writer's name and
 * group ("it's Tom from church", « ici Pierre de la paroisse ») or gift cards.
 *
 * Called at the end of `addCombinations`, which passes its asks; reads the first `WINDOW` characters.
 */
import { regexMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { addPhraseFinding, type Collector } from './collector.js';

/** Characters read. */
const WINDOW = 400;

/** The writer cannot be reached: "I'm in a meeting", "can't talk", « je suis en réunion ». */
const UNREACHABLE_EN =
  /(?<![a-z])(?:(?:(?:i'm|im|i am|currently|still|stuck) )?(?:in|at|on|in the middle of) (?:a |an |the )?(?:meeting|conference call|conference|seminar|(?:zoom |teams |work |long )?call)|(?:can't|cant|cannot|can not|unable to) (?:talk|speak|take (?:a |any |your )?calls?|answer (?:the phone|calls?|my phone)|call (?:you|right now|now)))(?![a-z])/;
const UNREACHABLE_FR =
  /(?<![a-z])(?:(?:je suis|suis|j'suis) (?:en reunion|en conference|en appel|en rencontre)|(?:je )?(?:ne )?(?:peux|peut|pourrai) pas (?:parler|appeler|te parler|vous parler|repondre au telephone|prendre (?:d'|les |tes |vos )?appels?))(?![a-z])/;

/** The writer's name and group: "it's Tom from church", "this is Karen at the office", « ici Pierre de la paroisse ». */
const INTRODUCTION =
  /(?<![a-z])(?:it's|its|it is|this is|c'est|ici) [a-z]{2,15}(?: [a-z]{2,15})? (?:from|at|with|de|du|des) (?:the |my |our |la |l'|le )?[a-z]{3,}/;

/** Gift cards asked for: the script's usual end. */
const GIFT_CARDS = /(?<![a-z])(?:gift ?cards?|cartes?[- ]cadeaux?)(?![a-z])/;

/**
 * An errand done in person (review 22b): "can you do me a favour and pick up Liam at school?", « peux-tu
 * récupérer mes clés à la réception? ». The script asks for money or cards, never for a hand at the
 * office or the school.
 */
const ERRAND =
  /(?<![a-z])(?:pick up|grab|bring|drop off|let (?:in|out)|water|feed|walk the|lock|unlock|recuperer|apporter|aller chercher|ramasser|passer prendre|deposer|nourrir|arroser|barrer|debarrer)(?![a-z])/;
/** Money in the text: an amount, a payment, a purchase, a card. */
const MONEY =
  /\$ ?\d|\d ?\$|(?<![a-z])(?:money|cash|pay|paying|payment|bill|invoice|fee|buy|purchase|cards?|transfer|e-?transfer|wire|funds|argent|payer|paiement|facture|acheter|cartes?|virer|virement|fonds|sous)(?![a-z])/;

/** The ask of the module doc, as `message-unreachable-ask`. */
export function addUnreachableAsk(
  c: Collector,
  original: string,
  norm: NormalizedMessage,
  askEn: RegExp,
  askFr: RegExp,
): void {
  const head = norm.folded.slice(0, WINDOW);
  const away = regexMatch(UNREACHABLE_EN, head, 'en') ?? regexMatch(UNREACHABLE_FR, head, 'fr');
  if (away === null) return;
  const ask = regexMatch(askEn, head, 'en') ?? regexMatch(askFr, head, 'fr');
  if (ask === null || !(INTRODUCTION.test(head) || GIFT_CARDS.test(head))) return;
  if (ERRAND.test(head) && !MONEY.test(head)) return;
  addPhraseFinding(c, 'message-unreachable-ask', original, norm, [away, ask]);
}
