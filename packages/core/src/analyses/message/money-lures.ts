/**
 * Money said to be received or owed to the reader, and the reply that accepts it (issue 23): the
 * phrase lists of `message-money-received-reply`, read in families.ts. Split from lures.ts (round 17)
 * when that file reached the size limit.
 */
import { INFO_REQUEST, type PhraseList } from '../../lexical/phrases/phrases.js';

/** Money said to be waiting: "you have received $1,850", "vous avez reçu un virement". */
export const MONEY_RECEIVED: PhraseList = {
  en: [
    "(?:you've|you have|you just) (?:received|been sent|got) (?:\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})?|usd|cad|a (?:payment|transfer|deposit|fund))",
    '(?:your account|your wallet|your balance|account|wallet|balance) (?:has been|was|is) credited (?:with )?(?:\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})?|usd|cad)',
    '(?:funds?|payment|transfer|deposit) (?:is )?(?:waiting|pending) (?:for you|your (?:acceptance|confirmation))',
    'to accept the (?:funds|payment|transfer|deposit|money)',
    // Lead, round 13 (issue 23: "you received money, reply OK"): the amount between the words.
    '(?:payment|transfer|deposit) of (?:\\$ ?)?\\d[\\d,]*(?:\\.\\d{1,2})? (?:is |has been )?(?:waiting|on hold) for you',
    '(?:payment|transfer|deposit) of (?:\\$ ?)?\\d[\\d,]*(?:\\.\\d{1,2})? (?:has been|was) sent to you',
    // Round 18: "a deposit of $1,420 is pending in your name".
    '(?:payment|transfer|deposit) of (?:\\$ ?)?\\d[\\d,]*(?:\\.\\d{1,2})? (?:is )?pending (?:in your name|for you|in your account)',
  ],
  fr: [
    'vous avez recu (?:un |une )?(?:\\d[\\d,]*(?:\\.\\d{1,2})?|virement|paiement|depot|transfert|\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?)',
    'votre compte (?:a ete|est) credite',
    "pour accepter (?:le|les) (?:depot|fonds|virement|paiement|l'argent)",
    // Round 18: « un dépôt de 1 420 $ est en attente à votre nom » (read only beside a reply to accept).
    '(?:depot|virement|paiement|transfert) de \\d[\\d ,]*(?:,\\d{1,2})? ?\\$ (?:est )?en attente (?:a votre nom|pour vous|dans votre compte)',
  ],
};

/**
 * Money said to be owed to the reader (lead, round 15; issue 23's "car-insurance 'overcharge'
 * refunds"): "you are owed a refund of $380", "you are entitled to $412", « vous avez droit à un
 * remboursement de 318 $ »; and (round 17) "a refund of $312 is waiting", "you have been overcharged",
 * « vous avez été surfacturé ». Read like `MONEY_RECEIVED`: it counts only beside a reply to accept.
 */
export const MONEY_OWED: PhraseList = {
  en: [
    "(?:you are|you're|youre|you may be|you might be|you could be) (?:owed|entitled to) (?:up to |a (?:refund|reimbursement|payout|settlement|payment|rebate) of )?(?:\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})? ?(?:\\$|dollars|usd|cad))",
    // "A refund of $312 is waiting", "you have been overcharged" (lead, round 17). Not
    // "approved" or "ready": a pharmacy's or a clinic's own refund notice says so beside a reply
    // that confirms something else ("Reply YES to confirm you will pick it up").
    '(?:refund|reimbursement|rebate|payout|settlement|compensation) of (?:\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})? ?(?:\\$|dollars|usd|cad)) (?:is|has been) (?:waiting|pending|available|on hold)',
    // Not "you overpaid": people say it to each other beside "reply OK" (the rent, the team fees).
    "(?:you've|you have) been overcharged",
  ],
  fr: [
    '(?:vous avez|tu as) droit a (?:un remboursement |une indemnisation |une indemnite |un montant )?(?:de |d.un montant de )?(?:jusqu.a )?\\d[\\d ,]*(?:,\\d{1,2})? ?(?:\\$|€|euros?|dollars)',
    '(?:remboursement|indemnite|indemnisation) de \\d[\\d ,]*(?:,\\d{1,2})? ?(?:\\$|€|euros?|dollars) (?:vous attend|est en attente|est disponible)',
    '(?:vous avez|tu as) ete surfacture',
  ],
};

/** "Reply OK / YES / 1 to accept": the reply that starts the conversation of the scam. */
export const REPLY_TO_ACCEPT: PhraseList = {
  en: ['reply (?:with )?(?:ok|okay|yes|y|1|accept|confirm)(?![a-z0-9])', 'text back (?:ok|yes|1)'],
  fr: [
    'repondez (?:par )?(?:oui|ok|1|accepter)(?![a-z0-9])',
    'repondre (?:oui|ok|1)(?![a-z0-9])',
    'en repondant (?:par )?(?:oui|ok|1)(?![a-z0-9])',
  ],
};

/** "Reply YES to receive your $750 payment": money offered for a reply (counts as `message-money-received-reply`). */
export const REPLY_TO_RECEIVE: PhraseList = {
  en: [
    '(?:reply|text|respond) (?:with )?(?:yes|ok|okay|y|1|accept)(?![a-z0-9]) to (?:receive|accept|claim|get|release) (?:your |the |a |an )?(?:\\$ ?\\d[\\d,]*|\\d[\\d,]*|payment|funds|transfer|deposit|money|refund|cash)',
  ],
  fr: [
    '(?:repondez|textez) (?:par )?(?:oui|ok|1)(?![a-z0-9]) pour (?:recevoir|accepter|reclamer|obtenir) (?:votre |le |les |un |une )?(?:\\d[\\d ,]*|paiement|virement|fonds|argent|remboursement|depot)',
  ],
};

/**
 * The request verbs of `INFO_REQUEST` (shared with the email analysis) and a text's own (round 18):
 * "text back your card number", "text us your PIN", « textez-nous votre numéro de carte ». Read before
 * a personal detail by `findInfoRequests` (analyze.ts).
 */
export const INFO_REQUEST_TEXT: PhraseList = {
  ...INFO_REQUEST,
  en: [...(INFO_REQUEST.en ?? []), 'text (?:back|us|me|us back|me back) (?:with )?your'],
  fr: [
    ...(INFO_REQUEST.fr ?? []),
    'text(?:ez|e)(?:-nous|-moi) (?:votre|ton)',
    'renvoyez(?:-nous|-moi) (?:votre|ton)',
  ],
};
