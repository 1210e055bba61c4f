/**
 * Phrase lists of the message analysis only (issue 23): conversation openers with no prior context,
 * callback lures, "you received money, reply OK", gambling, loan offers and subscription traps, and the
 * shape of a bank transaction alert. Matched on the folded text (lower case, accents removed,
 * typographic apostrophes folded); English and French. The lists shared with the email analysis stay
 * in `lexical/phrases/phrases.ts`.
 */
import type { PhraseList } from '../../lexical/phrases/phrases.js';

/**
 * A stranger starting a conversation: a past meeting nobody remembers, a number "found" somewhere,
 * a golf or auction acquaintance. Looked for in the first `OPENER_CONTEXT_WINDOW` characters.
 */
export const CONVERSATION_OPENERS: PhraseList = {
  en: [
    'long time no (?:see|talk|chat|hear)',
    '(?:got|found|have|saw|was given) your (?:number|contact|phone number|cell) (?:from|in|on|at|through)',
    "(?:can'?t|cannot|don'?t|do not) (?:quite )?remember (?:how|where) we met",
    '(?:we )?met (?:at|in|during) (?:the |a |that )?(?:golf|auction|wine tasting|conference|gala|charity|seminar|exhibition|art (?:show|fair)|trade show|yacht)',
    'golf (?:partner|buddy|day|outing|tournament)',
    '(?:from|at) the auction',
    'auction (?:house|last|event)',
    'is this the (?:right|correct) number (?:for|of)',
    'sorry to (?:bother|disturb) you,? (?:is this|are you)',
    "are you [a-z]{2,15}'s (?:assistant|secretary|friend|colleague|manager)",
    "i'?m new (?:to|in) (?:the|this) (?:area|city|town|country)",
    'my friend gave (?:it|me your number) to me',
  ],
  fr: [
    'ca fait (?:longtemps|un bail|une eternite)',
    "(?:j'ai|on m'a) (?:eu|trouve|recu|donne) (?:ton|votre) (?:numero|contact)",
    "on s'est (?:vus?|vues|rencontres?|rencontrees?|croises?|croisees?) (?:au|a la|a l'|lors|pendant|chez)",
    'est-ce (?:bien )?le bon numero',
    "c'est bien (?:le numero de )?(?:monsieur|madame|m\\.|mme)",
    "excusez-moi de vous deranger,? (?:est-ce|c'est|etes-vous)",
  ],
};

/** Characters at the start of the message where openers are looked for. */
export const OPENER_CONTEXT_WINDOW = 200;

/** What a callback lure promises: compensation, refunds for overcharges, a cash offer for a house. */
export const CALLBACK_LURES: PhraseList = {
  en: [
    "accident (?:that )?(?:was not|wasn'?t) your fault",
    '(?:injured|hurt) (?:at work|in an? (?:accident|crash|collision))',
    '(?:injury|accident|personal injury) (?:claim|compensation|settlement)',
    '(?:may|could|might) be (?:owed|entitled to|eligible for) (?:up to |a |an )?(?:\\$|compensation|refund|payout|settlement|cash|money)',
    '(?:entitled|eligible) (?:to|for) (?:compensation|a refund|a payout|a settlement)',
    'insurance refund',
    'overpaid (?:premiums?|insurance)',
    'overcharged (?:on|for) (?:your )?(?:car|auto|home|vehicle)? ?insurance',
    '(?:car|auto) insurance (?:overcharge|refund|rebate)',
    'we buy (?:houses|homes|properties)',
    '(?:cash|fair) offer (?:for|on) your (?:home|house|property)',
    'interested in buying your (?:home|house|property|land)',
    '(?:sell|selling) your (?:home|house|property) (?:fast|for cash|as is)',
    'mis-?sold (?:ppi|insurance|loan)',
  ],
  fr: [
    '(?:droit|droite) a une (?:indemnisation|indemnite|compensation)',
    'indemnisation (?:de|pour|suite)',
    "remboursement (?:d'assurance|de votre assurance|de (?:vos )?primes?)",
    "trop paye (?:votre|d'assurance|sur)",
    'rachetons (?:votre|vos) (?:maison|propriete|bien)',
    'offre (?:en argent|comptant) (?:pour|sur) votre (?:maison|propriete)',
  ],
};

/** Money said to be waiting: "you have received $1,850", "vous avez reçu un virement". */
export const MONEY_RECEIVED: PhraseList = {
  en: [
    "(?:you(?:'ve| have)|you just) (?:received|been sent|got) (?:\\$|\\d|usd|cad|a (?:payment|transfer|deposit|fund))",
    '(?:your )?(?:account|wallet|balance) (?:has been|was|is) credited (?:with )?(?:\\$|\\d|usd|cad)',
    '(?:funds?|payment|transfer|deposit) (?:is )?(?:waiting|pending) (?:for you|your (?:acceptance|confirmation))',
    'to accept the (?:funds|payment|transfer|deposit|money)',
  ],
  fr: [
    'vous avez recu (?:un |une )?(?:\\d|virement|paiement|depot|transfert|\\$)',
    'votre compte (?:a ete|est) credite',
    "pour accepter (?:le|les) (?:depot|fonds|virement|paiement|l'argent)",
  ],
};

/** "Reply OK / YES / 1 to accept": the reply that starts the conversation of the scam. */
export const REPLY_TO_ACCEPT: PhraseList = {
  en: ['reply (?:with )?(?:ok|okay|yes|y|1|accept|confirm)(?![a-z0-9])', 'text back (?:ok|yes|1)'],
  fr: ['repondez (?:par )?(?:oui|ok|1|accepter)(?![a-z0-9])', 'repondre (?:oui|ok|1)(?![a-z0-9])'],
};

/** Online gambling offers. `casino` alone counts only beside a link or a bonus. */
export const GAMBLING: PhraseList = {
  en: [
    'free spins',
    'online casino',
    'casino (?:bonus|online|credits?|chips)',
    '(?:welcome|deposit|no deposit|casino) bonus',
    'sportsbook',
    'jackpot',
    'deposit \\$?\\d{1,5} (?:and|to|&) (?:get|receive|play)',
    'bet (?:on|now)',
  ],
  fr: [
    'tours gratuits',
    'casino (?:en ligne|bonus)',
    'bonus de bienvenue',
    'machines? a sous',
    'paris sportifs',
    'jackpot',
  ],
};

export const CASINO_WORD: PhraseList = { en: ['casino'], fr: ['casino'] };

/** Loan and credit offers sent unasked. */
export const LOAN_OFFER: PhraseList = {
  en: [
    'no credit check',
    '(?:loan|credit) (?:is )?(?:approved|guaranteed|accepted)',
    'pre-?approved (?:for )?(?:a |an )?(?:personal )?loan',
    '(?:instant|fast|quick|easy|payday) (?:cash )?loans?',
    'borrow (?:up to )?\\$ ?\\d',
    'need (?:cash|money) (?:fast|now|today)',
  ],
  fr: [
    'pret (?:de \\d|rapide|personnel sans|sans justificatifs?|sans verification|express|garanti)',
    'sans verification de credit',
    'credit (?:accepte|garanti|approuve)',
    "besoin d'argent",
    'rachat de credits?',
    'empruntez (?:jusqu|des)',
  ],
};

/** A free or cheap start that turns into a recurring charge. */
export const SUBSCRIPTION_TRAP: PhraseList = {
  en: [
    'then \\$?\\d{1,3}(?:\\.\\d{2})? ?(?:\\$ )?(?:/|per|a) ?(?:week|wk|month)',
    'free trial,? then',
    '(?:subscription|membership) (?:has )?(?:expired|been suspended|been cancelled|is on hold)',
  ],
  fr: [
    'puis \\d{1,3}(?:[,.]\\d{2})? ?(?:€|\\$|eur|euros?)? ?(?:/|par) ?(?:semaine|sem|mois)',
    'essai gratuit,? puis',
    'abonnement (?:a |est )?(?:expire|suspendu|annule|en attente)',
    'votre abonnement (?:a )?expire',
  ],
};

/** Words of a transaction alert: a debit, a credit, a purchase, a balance. */
export const TRANSACTION_WORDS: PhraseList = {
  en: [
    'debited',
    'credited',
    'purchase of',
    'transaction',
    'was used for',
    'payment of',
    'direct deposit',
    '(?:available |avl |avail )?bal(?:ance)?',
    'transferred',
    'withdrawal',
    'has left your',
    'paid from',
    'declined',
  ],
  fr: [
    'debitee?s?',
    'creditee?s?',
    'achat de',
    'operation de',
    'transaction',
    'solde',
    'retrait',
    'paiement de',
    'virement de',
  ],
};

/**
 * A masked account or card number: "ending in 4471", "****5520", "XX8841", "a/c ..4417",
 * "se terminant par 3317". Read on the normalised text (lower case).
 */
export const MASKED_ACCOUNT =
  /(?:ending(?: in)?|ends in|se terminant par|terminant par|finissant par) ?\d{3,4}(?!\d)|(?<![a-z0-9])(?:x{2,8}|\*{2,8}|\.{2})\d{3,4}(?!\d)/;
