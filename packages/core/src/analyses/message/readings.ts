/**
 * Expressions that read what a sign means where it stands (issue 23, round 7): a "wrong number"
 * that is the reader's own answer, money the writer sent rather than asked for, a made-up domain
 * built on a lure word, a message about the reader's account. Read on the folded text by
 * `analyze.ts` and `families.ts`.
 */
import { dropFinding, hasDeceptiveSign, isOnlyDeceptiveSign, type Collector } from './collector.js';
import type { FoundLink } from './links.js';
import { moneyWords } from './money-words.js';
import type { MessageFindingCode } from './rules.js';
import { namesServiceVisit } from './openers.js';

/**
 * The reader's answer to a misdirected text, not an opener: "I think you have the wrong number",
 * « vous vous êtes trompé de numéro », or a short "wrong number, no worries". Read on the folded text.
 */
const WRONG_NUMBER_REPLY =
  /(?<![a-z])(?:you|u) (?:have|got|'ve got|have got|must have|dialed|dialled|texted|messaged|reached) (?:the |a )?wrong (?:number|person)|(?<![a-z])(?:vous vous etes|tu t'es|tu t.es) (?:trompee?s? de (?:numero|personne))|(?:wrong number|mauvais numero)[ ,.!]{0,3}(?:no worries|no problem|np|all good|good luck|pas de (?:souci|probleme)|bonne (?:journee|soiree|chance))(?![a-z])/;
/** Longest message where a "wrong number, no worries" closing is read as an answer. */
const WRONG_NUMBER_REPLY_MAX = 80;
/** Longest message read as the writer's apology for a misdirected text. */
const WRONG_NUMBER_APOLOGY_MAX = 160;
/**
 * The writer's own apology for a text sent to the wrong person (round 10): "Sorry, wrong number!
 * Meant to send that to my sister", "Oops wrong number, sorry about that", « Oups, mauvais numéro,
 * désolée! C'était pour ma sœur ». It ends a conversation; the lure goes on (`WRONG_NUMBER_GOES_ON`).
 */
const WRONG_NUMBER_APOLOGY =
  /(?<![a-z])(?:(?:sorry|oops|oopsie|whoops|my bad|so sorry|oups|desolee?|pardon|excusez|excuse)[ ,.!]{0,3}(?:(?:i|i've|je me suis) )?(?:wrong (?:number|person|chat)|mauvais (?:numero|destinataire)|texted the wrong (?:number|person)|trompee? de (?:numero|personne))|(?:wrong (?:number|person)|mauvais numero)[ ,.!]{0,3}(?:sorry|so sorry|my bad|oops|desolee?|pardon))(?![a-z])/;
/**
 * What a stranger's "wrong number" goes on to (blind lists 5–9): a compliment, a name, a place, a
 * question about the reader, "anyway", "but". The apology is read only without any of these.
 */
const WRONG_NUMBER_GOES_ON =
  /\?|(?<![a-z])(?:you seem|you sound|u seem|vous (?:semblez|avez l'air)|tu (?:sembles|as l'air)|nice to meet|my name is|(?:i'm|im|i am) [a-z]{2,15} (?:from|and|,)|je m'appelle|je suis [a-z]{2,15} (?:de|et)|anyway|anyways|but|mais|where are you|ou habitez|d'ou|how are you|comment allez|whatsapp|telegram|crypto|invest)(?![a-z])/;
/**
 * "Mom, I sent you $50 by e-transfer": money the writer sent, not money asked for. Read on the
 * folded text.
 */
const MONEY_SENT_BY_WRITER =
  /(?<![a-z])(?:i|i've|i have|i just|just) (?:sent|e-?transferred|transferred|paid|deposited|wired|etransferred) (?:you|u|it|the)(?![a-z])|(?<![a-z])je (?:t'ai|vous ai|t.ai) (?:envoye|vire|transfere|paye|fait (?:un|le) virement)(?![a-z])/;
/**
 * Round 19: money the writer will send ("I'll pay you back", « je vais te faire le virement », « je
 * te rembourse vendredi »). The scam says it too, after its ask ("pay this invoice for me, I'll pay
 * you back tonight"): only the money words inside the promise are the writer's (review of round 19).
 */
const MONEY_PROMISED_BY_WRITER =
  /(?<![a-z])(?:i'll|i will|i'm going to|i am going to) (?:send|e-?transfer|transfer|pay) you(?![a-z])|(?<![a-z])je (?:vais|peux) (?:te|vous) (?:faire (?:un|le) virement|envoyer|virer|rembourser)(?![a-z])|(?<![a-z])je (?:te|vous) (?:rembourse|remets)(?![a-z])/g;

/**
 * Words of a made-up domain that offers or checks something ("kcxmembers.com", "hdsurvey-us.com",
 * "claim-reward.net"): read on the registrable domain's first label.
 */
const LURE_LABEL =
  /member|reward|survey|claim|gift|prize|winner|verif|secure|account|support|helpdesk|notice|bonus|promo|billing|update|login|confirm|refund|redeliver|customer|loyalty|perks?(?![a-z])|offers?(?![a-z])/;

/** The reader's account, card, payment or sign-in, as a message about them names it. */
const ACCOUNT_TALK =
  /(?<![a-z])(?:account|card|debit|payment|activity|login|log in|sign[ -]?in|password|refund|billing|compte|carte|paiement|remboursement|facturation|connexion)(?![a-z])/;

/** The first label of a registrable domain ("kcxmembers" of "kcxmembers.com"). */
function labelOf(domain: string): string {
  const dot = domain.indexOf('.');
  return dot < 0 ? domain : domain.slice(0, dot);
}

/** "I think you have the wrong number": the reader's answer (a longer text must not go on with a question). */
export function isWrongNumberAnswer(folded: string): boolean {
  return (
    (WRONG_NUMBER_REPLY.test(folded) && (folded.length <= WRONG_NUMBER_REPLY_MAX || !folded.includes('?'))) ||
    (folded.length <= WRONG_NUMBER_APOLOGY_MAX &&
      WRONG_NUMBER_APOLOGY.test(folded) &&
      !WRONG_NUMBER_GOES_ON.test(folded))
  );
}

/**
 * The family rule's money words that ask (`first`, the first match of its list; `all`, every match):
 * none when the writer sent money ("Mom, I sent you $50"), and none inside the writer's promise to
 * pay (`MONEY_PROMISED_BY_WRITER`), while an ask beside it stays.
 */
export function askedMoney<T extends { start: number; end: number }>(
  folded: string,
  first: readonly T[],
  all: () => readonly T[],
): T[] {
  if (MONEY_SENT_BY_WRITER.test(folded)) return [];
  const promised = Array.from(folded.matchAll(MONEY_PROMISED_BY_WRITER), (m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (promised.length === 0) return [...first];
  return all()
    .filter((m) => !promised.some((p) => m.start < p.end && p.start < m.end))
    .slice(0, 1);
}

/** A registrable domain whose first label carries a lure word ("kcxmembers.com"). */
export function isLureDomain(domain: string): boolean {
  return LURE_LABEL.test(labelOf(domain));
}

/** The text talks about the reader's account, card, payment or sign-in. */
export function talksAboutAccount(folded: string): boolean {
  return ACCOUNT_TALK.test(folded);
}

/**
 * The writer's own news, not the reader's (issue 23, round 8): "my tax refund came in",
 * « mon remboursement d'impôt est rentré » (a refund the writer received), « j'ai reçu une amende
 * de stationnement » (a fine the writer got), "you won the office pool", « tu as gagné ton pari »
 * (a bet between friends). Read on the folded text; each only where no link is offered (checked
 * by the caller).
 */
// Round 17: the agency may be named between ("my CRA refund", "my Revenu Québec refund").
const WRITER_REFUND =
  /(?<![a-z])(?:my|our|mon|notre) (?:(?:cra|irs|revenu quebec|revenue quebec|provincial|federal) )?(?:(?:income )?tax (?:refund|return)|refund|remboursement(?: d'impots?)?|retour d'impots?)(?![a-z])/;
const READER_REFUND =
  /(?<![a-z])(?:your|you are|you're|you have|you've|votre|ton|vous avez|tu as) (?:[a-z]+ ){0,3}(?:refund|remboursement|retour d'impot)/;
const WRITER_FINE =
  /(?<![a-z])(?:j'ai (?:recu|eu|pogne|mange)|(?:i|i've|i just) (?:got|received|had)|got) (?:une |un |a |another )?(?:(?:parking |speeding )?(?:ticket|fine)|amende|contravention|constat|ticket)(?![a-z])/;
const FRIENDS_BET =
  /(?<![a-z])(?:you|u|tu as|t'as|t.as|we|on a|j'ai|i) (?:won|gagne) (?:the |ton |le |la |our |your |notre |mon |my )?(?:office |hockey |football |fantasy |super bowl |)?(?:pool|bet|pari|gage|game|match|partie)(?![a-z])/;
/**
 * "Mom, my phone died, I'm texting from Sarah's phone": a phone borrowed from someone named, said
 * to explain the number (with no request for money, checked by the caller).
 */
const BORROWED_PHONE =
  /(?<![a-z])(?:from|on|with) [a-z]{2,20}'s (?:phone|cell|cellphone|mobile)|(?<![a-z])j'emprunte (?:celui|le (?:cell|cellulaire|telephone|tel|portable)) de |(?<![a-z])(?:sur|avec|du) le (?:cell|cellulaire|telephone|tel|portable) (?:de|a) [a-z]{2,20}(?![a-z])|(?<![a-z])(?:du|avec le) (?:cell|cellulaire|telephone|tel|portable) (?:de|a) [a-z]{2,20}(?![a-z])/;
/**
 * A parents' shared context in an introduction: "It's Priya from the daycare, we met at pickup",
 * « la maman de Léo, de la garderie ». A stranger's opener names a golf club or a party, not the
 * reader's children's daycare or school pickup.
 */
const PARENTS_CONTEXT =
  /(?<![a-z])(?:daycare|day care|playdate|play date|school pickup|at pickup|(?:the |our )?kids'? (?:school|class|team|practice)|garderie|service de garde|la cpe|au cpe|du cpe|(?:maman|papa|mom|mum|dad) (?:de|of) [a-z]{2,20}|[a-z]{2,20}'s (?:mom|mum|dad|mother|father)|(?:la mere|le pere|la maman|le papa) de [a-z]{2,20})(?![a-z])/;
/**
 * The writer's own job news: "they offered me $28 an hour", « j'ai eu le poste » (no recruiter
 * writes in the first person about being hired).
 */
const WRITERS_JOB =
  /(?<![a-z])(?:(?:they|he|she|the boss|the manager|my boss) (?:offered|are paying|is paying|pay|pays|will pay) me|i got the job|i'll be making|my new job|j'ai eu (?:le|la) (?:job|poste|djobbe)|(?:ils|elle|il) m'offrent?|on m'offre)(?![a-z])/;
/**
 * A bank's own notice that an e-Transfer was deposited ("Funds are deposited", « déposé dans le
 * compte »): money already in the account, nothing to claim.
 */
const AUTODEPOSITED =
  /(?<![a-z])(?:(?:funds|money|it|the transfer) (?:are|is|has been|have been|was|were) (?:automatically )?deposited|(?:has been |was |automatically )?deposited (?:to|into|in) your|auto-?deposit(?:ed)?|(?:a ete |ont ete |est |sont )?(?:automatiquement )?deposes? dans (?:le|votre) compte|depot automatique)(?![a-z])/;

/** A friend asking whether the reader's refund came: "did your tax refund come yet?", « as-tu reçu ton remboursement? ». */
const REFUND_QUESTION =
  /(?<![a-z])(?:did|has|have) (?:you (?:get|got|receive|received) )?(?:your |ur )?(?:(?:income )?tax )?(?:refund|return) (?:come|came|arrive|arrived|come in|hit|yet)|(?<![a-z])(?:as-tu|t'as|avez-vous|tu as) (?:recu|eu) (?:ton|votre) (?:remboursement|retour d'impots?)/;

/** "My tax refund came in", "did your tax refund come yet?": personal news, not a lure. */
export function isWritersRefund(folded: string): boolean {
  return (WRITER_REFUND.test(folded) && !READER_REFUND.test(folded)) || REFUND_QUESTION.test(folded);
}

/** « J'ai reçu une amende »: a fine the writer got. */
export function isWritersFine(folded: string): boolean {
  return WRITER_FINE.test(folded);
}

/** "You won the office pool": a bet or a game between friends. */
export function isFriendsBet(folded: string): boolean {
  return FRIENDS_BET.test(folded);
}

/** Any word of money or of sending it: a borrowed phone that comes with one is no excuse. */
const MONEY_WORD = moneyWords([
  'send',
  'sending',
  'e-?transfer',
  'vire',
  'pay',
  'paye',
  'payer',
  'lend',
  'preter',
  'envoie',
  'envoyer',
  'bill',
  'facture',
  'rent',
  'loyer',
]);

/** "Texting from Sarah's phone": a phone borrowed from someone named, and no money talked about. */
export function isBorrowedPhone(folded: string): boolean {
  return BORROWED_PHONE.test(folded) && !MONEY_WORD.test(folded);
}

/**
 * An age rule, not an adult service (round 18): "18+" is the only premium-rate sign ("Trivia night,
 * 18+", "an adult 18+ must sign", "our 18+ league"). Premium-rate spam pairs it with a short code,
 * a price per message or a number to call, each a sign of its own.
 */
const AGE_ONLY = /^18 ?\+$/;
/** "18+" as the only premium-rate phrase found. */
function ageRuleOnly(c: Collector): boolean {
  const f = c.findings.find((x) => x.code === 'message-premium-rate');
  const phrases = f?.parameters?.phrases;
  return (
    Array.isArray(phrases) && phrases.length > 0 && phrases.every((p) => AGE_ONLY.test(String(p).trim()))
  );
}

/** "It's Priya from the daycare": a parents' shared context. */
export function namesParentsContext(folded: string): boolean {
  return PARENTS_CONTEXT.test(folded);
}

/** "They offered me $28 an hour": the writer's own job. */
export function isWritersJob(folded: string): boolean {
  return WRITERS_JOB.test(folded);
}

/** "Funds are deposited": an e-Transfer already in the account. */
export function isAutodeposited(folded: string): boolean {
  return AUTODEPOSITED.test(folded);
}

/**
 * Personal news that shares a scam's words (issue 23, round 8): the writer's own tax refund or
 * parking fine, a bet won between friends, a phone borrowed from someone named (no money asked),
 * a parent met at the daycare. Each is taken back only when no link and no number to call is there
 * and it is the only deceptive finding. `organiserPlan` is the caller's memoised `namesOrganiserPlan`
 * of the text (read here and again for the openers: computed once per text since round 19).
 */
export function calmPersonalNews(
  c: Collector,
  text: string,
  links: readonly FoundLink[],
  organiserPlan: () => boolean,
): void {
  if (links.length > 0 || c.codes.has('message-callback-number') || c.codes.has('message-premium-number'))
    return;
  const alone = (code: MessageFindingCode): boolean => isOnlyDeceptiveSign(c, code);
  if (alone('message-tax-refund') && isWritersRefund(text)) dropFinding(c, 'message-tax-refund');
  if (alone('message-threat') && isWritersFine(text)) dropFinding(c, 'message-threat');
  if (alone('message-prize') && isFriendsBet(text)) dropFinding(c, 'message-prize');
  if (
    alone('message-family-impersonation') &&
    !c.codes.has('message-family-money-request') &&
    isBorrowedPhone(text)
  )
    dropFinding(c, 'message-family-impersonation');
  if (
    alone('message-wrong-number') &&
    (namesParentsContext(text) || namesServiceVisit(text) || organiserPlan())
  )
    dropFinding(c, 'message-wrong-number');
  if (alone('message-job-offer') && isWritersJob(text)) dropFinding(c, 'message-job-offer');
  if (alone('message-premium-rate') && ageRuleOnly(c)) dropFinding(c, 'message-premium-rate');
  // "You've received $75.00 from … by Interac e-Transfer. Funds are deposited.": the bank's notice.
  if (c.codes.has('message-interac-transfer') && !hasDeceptiveSign(c) && isAutodeposited(text))
    dropFinding(c, 'message-interac-transfer');
}

/**
 * The service's own channels, where a real security notice sends the reader: a branch, the app,
 * the number on the back of the card (« en succursale », « l'application », « au dos de votre
 * carte »).
 */
const OWN_CHANNEL =
  /(?<![a-z])(?:(?:visit|go to|stop by|drop by) (?:any|a|your|your nearest|the nearest|your local) (?:branch|location|store|office)|(?:in|through|using|on|or) (?:the|our|your) (?:[a-z]{2,12} )?(?:mobile )?app(?![a-z])|number on the back of your (?:card|debit card|credit card)|(?:en|a votre|dans une|a une) succursale|(?:dans|via|sur) (?:l'application|l'appli|votre application)|(?:numero )?au dos de votre carte)/;

/**
 * Issue 23, round 10: "TD: your Access Card was locked after 3 incorrect PIN attempts. Visit any
 * branch or the TD app to unlock it." A locked account or card with no hook at all (no link, no
 * phone number, no reply asked) and the way out through the service's own channels is a real
 * notice: the locked-account finding goes. A lure always brings its own way in. The caller checks
 * that there is no link and no reply asked; `hasPhone` says whether a phone number is written.
 */
export function calmOwnChannelLock(c: Collector, folded: string, hasPhone: boolean): void {
  if (c.codes.has('message-account-locked') && !hasPhone && OWN_CHANNEL.test(folded))
    dropFinding(c, 'message-account-locked');
}
