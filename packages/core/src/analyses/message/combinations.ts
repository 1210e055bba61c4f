/**
 * Issue 23, round 13: scam families read by combination, not by phrase. A family's opening sign
 * weighs little alone (a new number is ordinary news) and much beside what the family asks for; a
 * payment network's name beside a code the message carries is the network's own code, not its scam.
 * Called by `analyze.ts` after the lure families; every rule reads a bounded part of the text.
 */
import { regexMatch, type PhraseMatch } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { addPhraseFinding, dropFinding, hasDeceptiveSign, type Collector } from './collector.js';
import type { FoundLink } from './links.js';
import { GRANDPARENT_NAMES } from './openers.js';
import { payeeChanged } from './payee.js';
import { calmAgreedJob } from './agreed-job.js';
import { addBareKinNeed, addKinAsks, calmSmallKinAsk } from './kin.js';
import { PHONE, callbackOrder, callbackReceipt } from './receipts.js';
import { NEGATED } from './secrets.js';
import { calmOwnAppTransfer } from './interac-notice.js';
import { addMerchantCallback } from './merchant-callback.js';
import { addUnreachableAsk } from './unreachable-ask.js';

/** Characters read by the combinations (the asks and locks of a text message come early). */
const WINDOW = 400;

/**
 * What the new-number family asks for: a favour, money sent or a bill paid, something bought, a
 * code forwarded ("can you do me a favour", "I need to pay a bill", "send $480 to my friend", round
 * 20: "can you pay my phone bill" (asked of the reader; not "I will pay the hydro bill"),
 * « peux-tu me rendre un service », « m'envoyer 600 $ »). Not "send me the address".
 */
const ASK_EN =
  /(?<![a-z])(?:(?:do|doing) me a (?:small |quick |big |huge )?favou?r|(?:can|could|would) you (?:please )?help me|need (?:a |your )?(?:small |quick |big )?(?:favou?r|help)|help me (?:with|out)|(?:pay|paying) (?:a|the|my|an) (?:bill|invoice|payment|fee)|(?:can|could|would) you (?:please )?(?:pay|cover) (?:a|the|my|an) [a-z]{2,12} (?:bill|invoice|payment|fee)|(?:send|transfer|e-?transfer|wire|lend|give) (?:me |him |her |them |my [a-z]{2,12} )?(?:\$ ?\d|\d{2,6}(?![\d:])|(?:some |the )?(?:money|cash|funds)|(?:the |that |this )?code)|forward (?:me )?(?:the |that |this |it)|(?:buy|get|pick up|purchase) (?:me |some |a few |\d )?[a-z ]{0,20}(?:gift ?cards?|cards? for))(?![a-z])/;
const ASK_FR =
  /(?<![a-z])(?:rendre (?:un )?(?:petit )?service|(?:peux|pourrais|pouvez|pourriez)[- ](?:tu|vous) m'aider|besoin (?:d'un|de ton|de votre|d'aide)(?: petit)?(?: service| coup de main| aide)?|payer (?:une|la|ma|un) (?:facture|compte|paiement)|m'envoyer (?:\d|de l'argent|des sous|le code|ce code)|(?:me )?(?:virer|preter|avancer) (?:\d|de l'argent|des sous)|acheter [a-z ]{0,20}cartes?[- ]cadeaux?|(?:renvoyer|transferer) (?:le|ce) code)(?![a-z])/;

/**
 * Why the number is not the one the reader knows, in other words than `message-new-number`'s: "my
 * temp number", "texting from my friend's phone", "my cell was stolen", « mon cell est brisé ».
 */
const CHANGED_PHONE =
  /(?<![a-z])(?:(?:my|this is my) (?:temp|temporary|other|second|backup|spare) (?:number|phone|cell)|(?:from|on|using) (?:a |my )?(?:friend's|friends|someone's|borrowed|coworker's|roommate's) (?:phone|cell)|(?:my )?(?:phone|cell|mobile) (?:was |got |is )?(?:stolen|lost|broken|smashed|cracked|dead|in (?:the )?(?:shop|repair))|(?:cell|cellulaire|telephone|portable) (?:est |a ete )?(?:brise|casse|vole|perdu|en reparation)|(?:le|un) (?:cell|telephone|portable) (?:d'une? amie?|emprunte))(?![a-z])/;

/**
 * A threat about access: an account, a card or an online access said to be locked, suspended,
 * blocked or frozen ("your online banking access has been locked", "we have suspended your card",
 * « votre accès AccèsD a été bloqué », « votre carte de débit a été suspendue »).
 */
const LOCK_EN =
  /(?<![a-z])(?:account|card|access|online banking|profile|login)(?![a-z])[^.!?\n]{0,30}?(?<![a-z])(?:locked|suspended|blocked|frozen|restricted|disabled|deactivated)(?![a-z])|(?<![a-z])(?:locked|suspended|blocked|frozen|restricted|disabled|deactivated) your (?:[a-z]{2,12} )?(?:account|card|access|online banking)(?![a-z])/;
const LOCK_FR =
  /(?<![a-z])(?:compte|carte|acces|profil|services bancaires)(?![a-z])[^.!?\n]{0,30}?(?<![a-z])(?:bloquee?s?|suspendue?s?|verrouillee?s?|gelee?s?|restreinte?s?|desactivee?s?)(?![a-z])|(?<![a-z])(?:bloque|suspendu|verrouille|gele|desactive) (?:votre|ton|vos) (?:compte|carte|acces)(?![a-z])/;
/**
 * The reader asked to pass a code on: "can you forward it to me", "send it back", "text me the
 * code", « peux-tu me le renvoyer », « envoie-le-moi ».
 */
const PASS_ON_EN =
  /(?<![a-z])(?:forward|send|text|give|read|tell|share|pass)(?: (?:it|that|this|the code|them))?(?: back)? (?:to )?(?:me|us)(?![a-z])|(?<![a-z])forward (?:it|that|this|the code)(?![a-z])|(?<![a-z])send (?:it|that|this|the code) back(?![a-z])/;
const PASS_ON_FR =
  /(?<![a-z])(?:me|nous) (?:le|la) (?:renvoyer|envoyer|transferer|transmettre|donner|texter|lire|dire)(?![a-z])|(?<![a-z])(?:renvoie|renvoies|renvoyez|envoie|envoies|envoyez|transfere|transferez|transmets|transmettez|donne|donnez|texte|textez)[- ](?:le|la)[- ](?:moi|nous)(?![a-z])/;
/**
 * The grandparent scam (round 17): a grandparent addressed at the start or "it's your grandson", a
 * grandchild in trouble with the law (bail, arrested, a lawyer, held at the police station, jail) or in
 * a car accident (round 18), beside an
 * ask for money (`ASK_EN`, `ASK_FR`, or "I need $2,000"). A real grandchild in trouble calls; the
 * reader should call the grandchild's usual number or a parent before sending anything.
 */
const GRANDPARENT = new RegExp(
  `^(?:(?:hi|hey|hello|salut|allo|bonjour|coucou)[,!]? )?(?:${GRANDPARENT_NAMES}|nan|mamy|papy|grand-mere|grand-pere)(?![a-z])|(?<![a-z])(?:it's|this is|c'est) (?:your|ton|ta) (?:grandson|granddaughter|petit-fils|petite-fille)(?![a-z])`,
);
// Not a bare "lawyer", "avocat" (an avocado), "bail" (a lease in French, "bail on dinner"),
// « arrête » ("stop"): the writer's own arrest, custody, bail money or lawyer's word.
// Round 18: not a bare "police station" (a class visits one): the writer held there; and the
// writer's own car accident (the other driver to pay), the scam's other trouble.
const IN_TROUBLE =
  /(?<![a-z])(?:arrested|(?:in|from) jail|(?:for|my|the|pay|post) bail|bail (?:money|bond)|(?:i'm|i am|stuck|held|locked up|they took me|took me|calling you|texting you|texting) (?:at|to|from|in) the police station|(?:my|the) (?:lawyer|attorney) (?:says|said|told)|(?:for|pay) (?:my|a|the) (?:lawyer|attorney)|(?:ete|suis|m'ont|m'a) arretee?|en prison|(?:je suis|suis|m'ont amenee?|m'ont emmenee?|detenue?) au poste(?: de police)?|(?:i was|i got|i've been|i have been|i'm|i am|i had|we were|we got) (?:in |into )?an? (?:car |bad |small )?(?:accident|crash)|i crashed|the other driver|j'ai (?:eu|fait) un accident|l'autre conducteur|caution pour sortir|(?:l'|mon )avocat (?:dit|a dit|m'a dit)|pour (?:mon|un) avocat)(?![a-z])/;
/** Words one of which `GRANDPARENT` needs (checked first: most texts hold none). */
const GRAND_WORDS = [
  'grandm',
  'grandp',
  'grands',
  'grandd',
  'granny',
  'grand-',
  // « c'est ton petit-fils / ta petite-fille » (`GRANDPARENT`'s French grandchild, no grandparent named).
  'petit-f',
  'petite-f',
  'nan',
  'mamie',
  'mamy',
  'papi',
  'papy',
];
// Round 21: "…got arrested and need $1,500": the need without "I" (read only beside a grandparent
// and the trouble, as the rest of this reading).
const NEED_MONEY =
  /(?<![a-z])(?:i need|and need|so need|j'ai besoin de|il (?:me )?faut) (?:\$ ?\d|\d[\d,. ]{0,8} ?(?:\$|dollars))/;

/** Characters before an ask read for a negation. */
const NEGATION_WINDOW = 24;

/** Words one of which `CHANGED_PHONE` needs (checked first: most texts hold none). */
const PHONE_WORDS = ['phone', 'cell', 'number', 'mobile', 'telephone', 'portable'];
/** Stems one of which `LOCK_EN` or `LOCK_FR` needs. */
const LOCK_STEMS = [
  'lock',
  'suspend',
  'block',
  'frozen',
  'restrict',
  'disabl',
  'deactiv',
  'bloqu',
  'verrouill',
  'gele',
  'desactiv',
];

/**
 * A bank's security matter in French (round 14): its fraud or security service, a new payee, a
 * suspicious operation, a card to stop (« service fraude », « nouveau bénéficiaire », « opération
 * suspecte », « faire opposition »).
 */
const BANK_SECURITY_FR =
  /(?<![a-z])(?:service (?:des |anti-?)?fraudes?|service (?:de |de la )?securite|nouveau beneficiaire|operation (?:suspecte|inhabituelle|frauduleuse)|faire opposition|conseiller (?:fraude|securite))(?![a-z])/;
/** Stems one of which `BANK_SECURITY_FR` needs. */
const BANK_SECURITY_STEMS = ['fraud', 'securite', 'beneficiaire', 'operation', 'opposition'];
/** The reader told to call or contact someone (« contactez », « rappelez », « composez »). */
const CALL_FR =
  /(?<![a-z])(?:contactez|appelez|rappelez|composez|joignez|contacter|appeler|rappeler)(?![a-z])/;
/** A French mobile number (06, 07, +33 6, +33 7): never a bank's service line. */
const FR_MOBILE = /(?<![\d+])(?:\+33 ?|0)[67](?:[ .-]?\d{2}){4}(?!\d)/;

/** The first match of the English or the French pattern in the first `WINDOW` characters. */
function firstOf(en: RegExp, fr: RegExp, text: string): PhraseMatch | null {
  const head = text.slice(0, WINDOW);
  return regexMatch(en, head, 'en') ?? regexMatch(fr, head, 'fr');
}

/**
 * Issue 23, round 13:
 * - a new number ("this is my new number", « j'ai un nouveau numéro », "my temp number", "texting
 *   from a friend's phone") beside an ask (a favour,
 *   money, a bill to pay, a gift card, a code): the family's whole shape, scored as impersonation;
 * - a lock on an account, a card or an access beside a phone number and no link: the callback
 *   lure's shape, scored as a locked account;
 * - a code named ("my verification code") but not carried, and the reader asked to pass it on
 *   ("can you forward it to me?"): a request for the reader's code;
 * - (round 14) a French bank's security matter (its fraud service, a new payee) beside a call to
 *   make and a French mobile number: the fake adviser's callback;
 * - a code the message carries beside a payment network's name ("Your Interac e-Transfer security
 *   code is 771204. It expires in 10 minutes."), with no amount, no link and no other deceptive
 *   sign: the network's own code, not its scam.
 */
export function addCombinations(
  c: Collector,
  original: string,
  norm: NormalizedMessage,
  links: readonly FoundLink[],
  ownCode: boolean,
): void {
  const text = norm.folded;
  if (!c.codes.has('message-family-impersonation')) {
    const head = text.slice(0, WINDOW);
    const changed =
      c.codes.has('message-new-number') ||
      (PHONE_WORDS.some((w) => head.includes(w)) && CHANGED_PHONE.test(head));
    const ask = changed ? firstOf(ASK_EN, ASK_FR, text) : null;
    if (ask !== null) addPhraseFinding(c, 'message-family-impersonation', original, norm, [ask]);
    const kin =
      ask === null && GRAND_WORDS.some((w) => head.includes(w)) && IN_TROUBLE.test(head)
        ? GRANDPARENT.exec(head)
        : null;
    if (kin !== null && (NEED_MONEY.test(head) || firstOf(ASK_EN, ASK_FR, head) !== null))
      addPhraseFinding(c, 'message-family-impersonation', original, norm, [
        { start: kin.index, end: kin.index + kin[0].length, lang: 'any' },
      ]);
  }
  if (
    links.length === 0 &&
    !c.codes.has('message-account-locked') &&
    !c.codes.has('message-callback-lure') &&
    LOCK_STEMS.some((w) => text.slice(0, WINDOW).includes(w)) &&
    PHONE.test(norm.text.slice(0, WINDOW))
  ) {
    const lock = firstOf(LOCK_EN, LOCK_FR, text);
    if (lock !== null) addPhraseFinding(c, 'message-account-locked', original, norm, [lock]);
  }
  // « Un nouveau bénéficiaire a été ajouté… contactez le service fraude au 06 … »: a bank's security
  // matter with a mobile number to call, the fake adviser's callback (round 14).
  if (
    !c.codes.has('message-callback-lure') &&
    BANK_SECURITY_STEMS.some((w) => text.includes(w)) &&
    CALL_FR.test(text) &&
    FR_MOBILE.test(norm.text)
  ) {
    const matter = regexMatch(BANK_SECURITY_FR, text.slice(0, WINDOW), 'fr');
    if (matter !== null) addPhraseFinding(c, 'message-callback-lure', original, norm, [matter]);
  }
  // Round 18: a sent-money receipt unsigned by a bank, or offering the money back by phone.
  if (!c.codes.has('message-callback-lure') && links.length === 0)
    addPhraseFinding(c, 'message-callback-lure', original, norm, callbackReceipt(text));
  if (!c.codes.has('message-callback-lure') && links.length === 0)
    addPhraseFinding(c, 'message-callback-lure', original, norm, callbackOrder(text, norm.text));
  // Round 18: "we changed banks, send the rent to …": a new payee announced by text.
  addPhraseFinding(c, 'message-payee-changed', original, norm, payeeChanged(text, norm.text));
  // Round 19: a relative's new account to pay.
  addKinAsks(c, original, norm);
  addBareKinNeed(c, original, norm);
  calmSmallKinAsk(c, norm, links.length);
  calmAgreedJob(c, norm, links.length);
  if (c.codes.has('message-verification-code') && !ownCode && !c.codes.has('message-code-request')) {
    const pass = firstOf(PASS_ON_EN, PASS_ON_FR, text);
    // "Never share it with anyone", « ne le donnez à personne »: a safety line, not an ask.
    if (pass !== null && !NEGATED.test(text.slice(Math.max(0, pass.start - NEGATION_WINDOW), pass.start)))
      addPhraseFinding(c, 'message-code-request', original, norm, [pass]);
  }
  if (
    ownCode &&
    links.length === 0 &&
    c.codes.has('message-interac-transfer') &&
    !hasDeceptiveSign(c) &&
    !c.codes.has('message-money-amount')
  )
    dropFinding(c, 'message-interac-transfer');
  // Round 22: the unreachable writer's ask, a merchant's charge to call about, an e-Transfer notice
  // that sends the reader to the own banking app.
  addUnreachableAsk(c, original, norm, ASK_EN, ASK_FR);
  addMerchantCallback(c, original, norm, links.length);
  calmOwnAppTransfer(c, norm, links.length);
}
