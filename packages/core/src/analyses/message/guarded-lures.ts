/**
 * Phrase lists of the message analysis that are read only behind a guard (issue 23): phrases that
 * start with a number or a symbol (scanned when the text holds a guard substring), the openers of a
 * stranger's introductions and the offers for the reader's house (read when the phrase index saw
 * one of their words), and gifts handed out beside a link. Kept apart from `lures.ts`, whose lists
 * are looked up on every text.
 */
import type { PhraseList } from '../../lexical/phrases/phrases.js';

/**
 * Phrases that start with a number or a symbol, so the word index cannot skip them: each is
 * scanned only when the text holds its `guard` (a plain substring), and counts for its `code`.
 */
export const NUMBER_LED: readonly {
  readonly code:
    'message-callback-lure' | 'message-job-offer' | 'message-guaranteed-returns' | 'message-gambling';
  readonly guard: readonly string[];
  readonly list: PhraseList;
}[] = [
  {
    code: 'message-callback-lure',
    guard: ['$0'],
    list: { en: ['\\$0 (?:health insurance|insurance|plan|premium)'] },
  },
  {
    code: 'message-job-offer',
    guard: ['€', '$', 'euro'],
    list: { fr: ["\\d+ ?(?:€|\\$|euros?) (?:de l'heure|par jour|par heure)"] },
  },
  {
    code: 'message-guaranteed-returns',
    guard: ['%'],
    list: {
      en: ['\\d{2,4}% (?:weekly|daily|monthly) returns?'],
      fr: ['\\d{1,3} ?% (?:de rendement )?par (?:mois|semaine|jour)'],
    },
  },
  {
    // "£500 + 150 FS", "up to 6000 GBP + 200 FS".
    code: 'message-gambling',
    guard: ['fs', 'free spins', 'spins', 'no deposit'],
    list: {
      en: [
        '(?:\\$|£|€)? ?\\d{1,5} ?(?:\\$|£|€|gbp|eur)? ?\\+ ?\\d{1,4} ?(?:fs|free spins|spins)',
        '\\d{2,4} fs',
        '(?:\\$|£|€) ?\\d{1,5} no deposit',
      ],
    },
  },
  {
    // "400% bonus up to GBP4000", « 100 % de bonus ».
    code: 'message-gambling',
    guard: ['bonus'],
    list: {
      en: ['\\d{2,4} ?% (?:welcome |deposit |match |casino )?bonus'],
      fr: ['\\d{2,4} ?% (?:de )?bonus'],
    },
  },
];

/** Words that follow "this is" / "it's" and are no first name ("this is great, golf Saturday?"). */
const NOT_A_NAME =
  '(?:great|awesome|amazing|crazy|so|the|a|an|my|your|our|not|just|why|what|how|fine|ok|okay|perfect|good|bad|nice|fun|hard|easy|true|huge|insane|wild|cool|weird|me|him|her|us|it|going|gonna|getting|about|too|really|very|exactly|hilarious|ridiculous|late|early|raining|snowing|cold|hot|sunny|windy|supposed|still|finally|happening|booked|on|off|confirmed)(?![a-z])';
/** The same after « c'est ». */
const PAS_UN_NOM =
  "(?:super|correct|parfait|beau|bon|vrai|fou|le|la|les|un|une|mon|ma|ton|ta|pas|ca|moi|lui|elle|nous|confirme|reserve|sur|certain|fait|plate|l'fun|cool|malade|dommage|tard|tot)(?![a-z])";

/**
 * Round 7's openers (a stranger's introductions), each scanned only when the start of the message
 * holds one of its `guard` substrings: the window of `CONVERSATION_OPENERS` is read whole at every
 * position, and these phrases start on common words ("I'm", "this is", "you").
 */
export const GUARDED_OPENERS: readonly { readonly guard: readonly string[]; readonly list: PhraseList }[] = [
  { guard: ['introduced', 'referred'], list: { en: ['(?:introduced|referred) (?:me to you|you to me)'] } },
  {
    guard: ['to me', 'mutual'],
    list: {
      en: [
        '(?:your|this) number (?:was|has been) (?:recommended|given|shared|passed) to me',
        'recommended (?:to me )?by (?:a |our )?mutual (?:friend|acquaintance)',
      ],
    },
  },
  {
    guard: ['gave me your'],
    list: { en: ['(?:friend|colleague|neighbou?r|cousin) gave me your (?:number|contact|cell)'] },
  },
  {
    guard: ['did we'],
    list: {
      en: ['did we (?:meet|talk|chat) (?:at|in|on|during) (?:the|a|that) [a-z]{3,15} (?:yesterday|last)'],
    },
  },
  { guard: ['remember me'], list: { en: ["(?:probably|might|may) (?:don'?t|do not|not) remember me"] } },
  {
    guard: [
      'hong kong',
      'singapore',
      'shanghai',
      'beijing',
      'shenzhen',
      'taiwan',
      'taipei',
      'kuala lumpur',
      'malaysia',
      'dubai',
    ],
    list: {
      en: [
        "(?:i'm|im|i am|this is|my name is) [a-z]{2,15},? from (?:hong kong|singapore|shanghai|beijing|shenzhen|taiwan|taipei|kuala lumpur|malaysia|dubai)",
        // Round 10: the backstory of a stranger who writes as an old acquaintance.
        "(?:i|i've|i have|i just|i recently) (?:just |recently )?moved (?:back )?(?:here )?from (?:hong kong|singapore|shanghai|beijing|shenzhen|taiwan|taipei|kuala lumpur|malaysia|dubai)",
      ],
    },
  },
  {
    guard: ['your new'],
    list: {
      en: [
        "(?:i'm|im|i am|this is) [a-z]{2,15},? your new (?:personal )?(?:assistant|account manager|advisor|adviser|consultant)",
      ],
    },
  },
  {
    guard: ['dating', 'tinder', 'bumble', 'hinge', 'plenty of fish'],
    list: {
      en: [
        "(?:it'?s|this is|i'?m|i am) [a-z]{2,15} (?:from|on) (?:the |that )?(?:dating (?:app|site)|tinder|bumble|hinge|plenty of fish)",
      ],
    },
  },
  { guard: ['new in'], list: { en: ["(?:i'm|im|i am) new in (?:town|the neighbou?rhood)"] } },
  {
    guard: ['rencontre'],
    list: {
      fr: ["(?:c'est|ici|je suis) [a-z]{2,15} (?:du|de l'|de la) (?:site|appli|application) de rencontres?"],
    },
  },
  {
    guard: ['votre numero', 'votre contact'],
    list: { fr: ["(?:m'a|m'ont) (?:donne|refile|transmis|passe) votre (?:numero|contact)"] },
  },
  {
    guard: ['souvenez'],
    list: { fr: ['(?:vous ne|tu ne) (?:vous |te )?souvenez (?:surement |probablement )?pas de moi'] },
  },
  // Round 10: a name-drop. The writer speaks for a titled man or woman the reader is not told about
  // ("I am Linda, assistant to Mr. Richard Chen", "personal secretary of Mr. Wang", "my boss Mr. Liu
  // said you…", « assistante de M. Chen »). Not "Dr." (a clinic's assistant confirms appointments).
  {
    guard: [
      'assistant',
      'secretary',
      'secretaire',
      'boss',
      'chairman',
      'director',
      'manager',
      'patron',
      'directeur',
      'directrice',
    ],
    list: {
      en: [
        '(?:assistant|secretary) (?:of|to) (?:the )?(?:chairman |president |director |ceo )?(?:mr|mrs|ms|madam)\\.? [a-z]{2,15}',
        '(?:my|our) (?:boss|manager|director|chairman|ceo|president|employer),? (?:mr|mrs|ms|madam)\\.? [a-z]{2,15}(?: [a-z]{2,15})?,? (?:(?:said|says|mentioned|told me) (?:that )?(?:you|your)|(?:asked|wants|would like|instructed|sent) (?:me )?to (?:contact|reach|text|message|invite|meet|talk|confirm))',
      ],
      fr: [
        '(?:assistante?|secretaire) (?:personnelle? )?(?:de|du) (?:president |directeur |pdg )?(?:m|mme|monsieur|madame)\\.? [a-z]{2,15}',
        "(?:mon|ma|notre) (?:patron|patronne|directeur|directrice|president|presidente),? (?:m|mme|monsieur|madame)\\.? [a-z]{2,15},? (?:m'a (?:demande|charge|prie) de vous|(?:aimerait|voudrait|souhaite) (?:vous|discuter|vous rencontrer))",
      ],
    },
  },
  // Round 10: the writer gives a first name, as to someone who has not saved the number, and picks
  // up a leisure plan of the pig-butchering kind ("Hi Daniel, this is Kevin. Still on for golf
  // Saturday?", "…tennis…? This is Amanda by the way", « c'est Marc. On joue toujours au golf? »),
  // or names themself "from the wine tasting" or "the gala". A friend in the contacts needs no name.
  {
    guard: ['golf', 'tee time', 'tennis', 'yacht', 'wine tasting', 'vineyard', 'gala', 'auction', 'charity'],
    list: {
      en: [
        `this is (?!${NOT_A_NAME})[a-z]{2,15}[,.!] [^?]{0,100}(?:golf|tee time|tennis|yacht|wine tasting|vineyard)[^?]{0,60}\\?`,
        `(?:golf|tee time|tennis|yacht|wine tasting|vineyard)[^?]{0,100}\\? [^?]{0,40}(?:this is|it'?s) (?!${NOT_A_NAME})[a-z]{2,15} (?:by the way|btw)`,
        `(?:this is|it'?s|i'?m|i am) (?!${NOT_A_NAME})[a-z]{2,15},? from the (?:wine tasting|gala|auction|yacht (?:club|party)|charity (?:event|gala|dinner|auction))`,
      ],
      fr: [
        `c'est (?!${PAS_UN_NOM})[a-z]{2,15}[,.!] [^?]{0,100}(?:golf|tennis|yacht|degustation de vin|vignoble)[^?]{0,60}\\?`,
      ],
    },
  },
];

/**
 * Words one of which every `HOUSE_OFFER` phrase holds: the list is read only when one is in the text
 * (a look-up in the phrase index, which records where these words are).
 */
export const HOUSE_WORDS: PhraseList = {
  en: ['houses?', 'homes?', 'propert(?:y|ies)', 'owner', 'offer', 'sell', 'selling', 'land', 'lot'],
  fr: ['maisons?', 'propriete', 'proprietaire', 'terrain', 'immeuble', 'comptant', 'cash', 'vendre', 'etat'],
};

/** Words one of which each of `GUARDED_OPENERS` holds: the guards are tested only when one is there. */
export const OPENER_GUARD_WORDS: PhraseList = {
  en: [
    'introduced',
    'referred',
    'recommended',
    'mutual',
    'gave',
    'given',
    'shared',
    'passed',
    'remember',
    'hong kong',
    'singapore',
    'shanghai',
    'beijing',
    'shenzhen',
    'taiwan',
    'taipei',
    'kuala lumpur',
    'malaysia',
    'dubai',
    'assistant',
    'account manager',
    'advisor',
    'adviser',
    'consultant',
    'dating',
    'tinder',
    'bumble',
    'hinge',
    'plenty of fish',
    'town',
    'neighbou?rhood',
    'meet',
    'talk',
    'chat',
    'moved',
    'secretary',
    'boss',
    'chairman',
    'director',
    'manager',
    'golf',
    'tee time',
    'tennis',
    'yacht',
    'wine tasting',
    'vineyard',
    'gala',
    'auction',
    'charity',
  ],
  fr: [
    'numero',
    'contact',
    'souvenez',
    'rencontres?',
    'assistante?',
    'secretaire',
    'patron(?:ne)?',
    'directeur',
    'directrice',
    'golf',
    'tennis',
    'yacht',
    'degustation',
    'vignoble',
  ],
};

/**
 * An unasked offer to buy the reader's house (en, fr): the reply is the contact, so it counts as
 * `message-callback-lure` with a question or a reply asked for, even with no number or link.
 */
export const HOUSE_OFFER: PhraseList = {
  en: [
    '(?:cash|fair|all-cash|quick) offer (?:for|on) your (?:home|house|property|land|lot)',
    '(?:interest|interested) in selling (?:your|the) (?:home|house|property|land|lot)',
    '(?:buy|purchase) your (?:home|house|property|land) (?:for cash|as is|as-is|in any condition|fast|quickly)',
    '(?:buy|buying|purchase) (?:homes|houses|properties) (?:for cash|as is|as-is|in any condition)',
    '(?:homes?|houses?|propert(?:y|ies)) in any condition',
    'are you the owner of',
    '(?:consider|accept|entertain) (?:an |a |my )?(?:cash |fair )?offer (?:on|for) (?:\\d{1,6}|your)',
    '(?:would|will) you (?:consider )?sell(?:ing)? (?:yours|your (?:home|house|property|land|lot))',
    'sell yours for (?:the right price|cash)',
    'looking to buy (?:a )?(?:property|house|home|land) in your (?:area|neighbou?rhood|street|town)',
    // Round 14: a buyer's polite pitch ("I buy homes in your neighbourhood… would you ever consider
    // selling the house on Maple St").
    '(?:i|we) (?:buy|purchase) (?:homes|houses|properties) in your (?:area|neighbou?rhood|street|town|city)',
    "(?:you'?d|you would|would you) (?:ever )?consider selling (?:your|the) (?:home|house|property|place|land|lot)",
  ],
  fr: [
    '(?:acheter|racheter) votre (?:maison|propriete|terrain|immeuble|bien)',
    '(?:achat|acheter|achete|rachetons) (?:comptant|cash|au comptant)',
    'peu importe (?:son|l.)etat',
    '(?:interesse|interessee|interet) a vendre (?:votre|ta)',
    'etes-vous (?:le |la )?proprietaire (?:de|du)',
    // Round 10: « faire une offre comptant sur votre maison ».
    "offre (?:d'achat )?(?:comptant|cash|au comptant) (?:sur|pour) (?:votre|ta) (?:maison|propriete|terrain|immeuble|condo|bien)",
    // Round 14: « j'achète des maisons comptant dans votre secteur ».
    '(?:achete|achetons|rachete|rachetons) des (?:maisons|proprietes|immeubles|terrains|plex) (?:comptant|cash|au comptant|dans votre (?:secteur|quartier|rue|region))',
  ],
};

/**
 * A gift or reward handed out with a link ("here is a small gift for you", « un cadeau de fidélité
 * vous attend »): counts as `message-prize` only beside a link.
 */
export const GIFT_OFFER: PhraseList = {
  en: [
    "here(?: is|'s) (?:a |your )(?:small |little |special |free |exclusive )?(?:gift|reward|bonus)",
    '(?:small|little) (?:gift|reward|token of (?:appreciation|thanks))',
    '(?:claim|collect) (?:your |an? |the )?(?:exclusive |free |special |loyalty |member |customer )+(?:gift|reward|prize)s?',
    '(?:loyalty|member|customer) (?:gift|reward|prize) (?:for you|awaits|is waiting|today)',
  ],
  fr: [
    '(?:cadeau|recompense|prime) de fidelite',
    '(?:petit )?cadeau (?:pour vous|vous est offert|exclusif)',
    '(?:reclamez|recuperez|reclamer|recuperer) (?:votre|ta|ton) (?:cadeau|recompense|prime)',
  ],
};

/**
 * Round 8 (the public-smishing kind): lures read only when the message carries a link, each for its
 * `code`. Tolls and parking fines to pay online, a tax refund "pending" behind a link, a new device
 * or sign-in "if this wasn't you", a subscription said to have expired. A bank's or a city's real
 * notice of the same kind sends the reader to its app or its known site and is calmed by the
 * official-link and sender-domain findings; with no link none of these counts.
 */
export const LINK_LURES: readonly {
  readonly code:
    | 'message-threat'
    | 'message-tax-refund'
    | 'message-account-locked'
    | 'message-subscription-trap'
    | 'message-parcel-fee';
  /** Substrings of the folded text, one of which must be there before the list is scanned. */
  readonly guard: readonly string[];
  readonly list: PhraseList;
}[] = [
  {
    // Only beside a link that is not the official site of a brand the text names (the caller).
    code: 'message-parcel-fee',
    guard: ['deliver', 'livr', 'post office', 'warehouse', 'depot', 'customs', 'douane', 'entrepot'],
    list: {
      en: [
        "(?:package|parcel|item|shipment|order) (?:could not|couldn'?t|cannot|can'?t|was not|wasn'?t|will not|won'?t) be delivered",
        '(?:confirm|schedule|reschedule) (?:the |your )?(?:re-?delivery|delivery)',
        '(?:package|parcel|item|shipment) (?:is |has )?(?:arrived|arrives|waiting|held|on hold) (?:at|in) (?:the |our )?(?:post office|warehouse|depot|distribution cent(?:er|re)|customs)',
      ],
      fr: [
        "(?:colis|envoi|paquet|commande) (?:n'a pas pu|ne peut pas|ne pourra pas|ne peut) (?:etre )?livree?",
        '(?:confirmez|confirmer|reprogrammez|reprogrammer|planifiez) (?:la |votre )?(?:nouvelle )?livraison',
        '(?:colis|envoi|paquet) (?:est )?(?:retenu|bloque|en attente) (?:au|a la|en|dans) (?:depot|entrepot|bureau de poste|douane|centre)',
      ],
    },
  },
  {
    code: 'message-threat',
    guard: [
      'toll',
      'parking',
      'violation',
      'citation',
      'ticket',
      'fine',
      'penalt',
      'peage',
      'impaye',
      'constat',
      'amende',
      'contravention',
    ],
    list: {
      en: [
        'unpaid (?:highway |road |bridge )?tolls?',
        'outstanding (?:highway |road )?tolls?',
        'tolls? (?:balance|charges?|fees?|invoice|bill|payment) (?:is |are |was |remains )?(?:unpaid|outstanding|overdue|past due)',
        '(?:an |a )?(?:unpaid |outstanding )?tolls? (?:balance|violation|notice)',
        '(?:received|issued|have) (?:a |an )?(?:parking|traffic|speeding|toll) (?:violation|citation|ticket|fine|penalty)',
        '(?:parking|traffic|toll) (?:violation|citation|penalty) (?:notice|of|for|fee)',
        '(?:unpaid|outstanding) (?:parking )?(?:ticket|fine|citation|penalty)',
        'tolls? account (?:has|with|shows) (?:an |a )?(?:outstanding|unpaid|overdue|past due) balance',
      ],
      fr: [
        'peages? (?:impayes?|en souffrance|non payes?)',
        'solde (?:impaye|en souffrance) (?:de |du |au )?(?:peage|[0-9])',
        'constat (?:de stationnement|d.infraction)',
        '(?:amende|contravention|constat)s? (?:impayee?s?|en souffrance|de stationnement)',
      ],
    },
  },
  {
    code: 'message-tax-refund',
    guard: ['refund', 'remboursement'],
    list: {
      en: [
        '(?:tax |your |a )refund (?:of [$]?[0-9][0-9,.]* )?(?:is |has been )?(?:pending|ready|waiting|approved|on hold)(?: (?:for )?(?:verification|confirmation|deposit|release))?',
        'pending (?:tax )?refund',
      ],
      fr: [
        'remboursement (?:d.impots? )?(?:de [0-9][0-9 ,.]* [$] )?(?:est )?(?:en attente|vous attend|est pret|a ete approuve)',
      ],
    },
  },
  {
    code: 'message-account-locked',
    guard: [
      'device',
      'appareil',
      'login',
      'log-in',
      'sign',
      'connexion',
      'not you',
      'pas vous',
      'confirm',
      'verif',
      'update',
      'provide',
      'validate',
      'payment',
      'paiement',
      'mettez',
      'validez',
      'regularis',
    ],
    list: {
      en: [
        'new device (?:has been |was )?(?:added|detected|linked|registered|signed in|logged in)',
        '(?:sign-?in|login|log-?in) (?:attempt )?from (?:a |an )?(?:new|unknown|unrecognized|unrecognised) (?:device|location)',
        "(?:if (?:this|it) )?(?:wasn'?t|was not|is not|isn'?t) you[,.]? (?:secure|cancel|click|visit|review|tap|go|stop|block)",
        '(?:confirm|verify|update|provide|validate) (?:some of )?your (?:personal )?(?:information|info|details)',
        '(?:your )?payment (?:method |card )?(?:was |has been |is )?(?:declined|unsuccessful|failed|rejected)',
      ],
      fr: [
        'nouvel appareil (?:a ete )?(?:ajoute|detecte|associe|enregistre|connecte)',
        'connexion (?:depuis|a partir d.)(?:un |une )?(?:nouvel appareil|appareil inconnu|nouvel endroit)',
        'si ce n.(?:est|etait) pas vous[,.]? (?:annulez|cliquez|bloquez|securisez|verifiez|rendez-vous)',
        '(?:confirmez|verifiez|mettez a jour|validez) (?:vos|votre) (?:informations|renseignements|coordonnees|identite)',
        '(?:votre )?(?:mode de )?paiement (?:a ete |est )?(?:refuse|rejete|echoue|a echoue)',
        // Round 21 (R5): the settle-now ask of a fake unpaid bill (« Régularisez votre situation :
        // lien »), only beside a link: Hydro-Québec's or a school's own reminder says it too.
        'regularise[rz] (?:votre|ta) situation',
      ],
    },
  },
  {
    code: 'message-subscription-trap',
    guard: ['subscription', 'membership', 'abonnement'],
    list: {
      en: [
        '(?:subscription|membership) (?:has )?(?:expired|been suspended|is suspended|was suspended|is on hold)',
      ],
      fr: ['abonnement (?:[a-z+]{2,12} )?(?:a expire|est expire|est suspendu|a ete suspendu|est en attente)'],
    },
  },
];
