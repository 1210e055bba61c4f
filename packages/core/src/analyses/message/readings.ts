/**
 * Expressions that read what a sign means where it stands (issue 23, round 7): a "wrong number"
 * that is the reader's own answer, money the writer sent rather than asked for, a made-up domain
 * built on a lure word, a message about the reader's account. Read on the folded text by
 * `analyze.ts`.
 */

/**
 * The reader's answer to a misdirected text, not an opener: "I think you have the wrong number",
 * « vous vous êtes trompé de numéro », or a short "wrong number, no worries". Read on the folded text.
 */
const WRONG_NUMBER_REPLY =
  /(?<![a-z])(?:you|u) (?:have|got|'ve got|have got|must have|dialed|dialled|texted|messaged|reached) (?:the |a )?wrong (?:number|person)|(?<![a-z])(?:vous vous etes|tu t'es|tu t.es) (?:trompee?s? de (?:numero|personne))|(?:wrong number|mauvais numero)[ ,.!]{0,3}(?:no worries|no problem|np|all good|good luck|pas de (?:souci|probleme)|bonne (?:journee|soiree|chance))(?![a-z])/;
/** Longest message where a "wrong number, no worries" closing is read as an answer. */
const WRONG_NUMBER_REPLY_MAX = 80;
/**
 * "Mom, I sent you $50 by e-transfer": money the writer sent, not money asked for. Read on the
 * folded text.
 */
const MONEY_SENT_BY_WRITER =
  /(?<![a-z])(?:i|i've|i have|i just|just) (?:sent|e-?transferred|transferred|paid|deposited|wired|etransferred) (?:you|u|it|the)(?![a-z])|(?<![a-z])je (?:t'ai|vous ai|t.ai) (?:envoye|vire|transfere|paye|fait (?:un|le) virement)(?![a-z])/;

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
    WRONG_NUMBER_REPLY.test(folded) && (folded.length <= WRONG_NUMBER_REPLY_MAX || !folded.includes('?'))
  );
}

/** "Mom, I sent you $50": the writer sent money. */
export function isMoneySentByWriter(folded: string): boolean {
  return MONEY_SENT_BY_WRITER.test(folded);
}

/** A registrable domain whose first label carries a lure word ("kcxmembers.com"). */
export function isLureDomain(domain: string): boolean {
  return LURE_LABEL.test(labelOf(domain));
}

/** The text talks about the reader's account, card, payment or sign-in. */
export function talksAboutAccount(folded: string): boolean {
  return ACCOUNT_TALK.test(folded);
}
