/**
 * Phrase lists of the message analysis, in English and French, written against the normalised text
 * (lower case, no diacritics, one space between words, ASCII apostrophes and dashes: see
 * `normalize.ts`). Each entry is a small regular-expression source. Rules that keep matching linear:
 * no nested quantifiers, only bounded repetitions (`{0,3}`, `?`), alternations of literals.
 *
 * A signal fires on any `strong` phrase, or on a `weak` phrase when a `context` phrase also occurs
 * in the message (e.g. "delivery fee" only counts when a carrier or a parcel is mentioned).
 */

export type PhraseLang = 'en' | 'fr' | 'any';

export interface PhraseList {
  readonly en?: readonly string[];
  readonly fr?: readonly string[];
  /** Language-neutral words (brand names, "bitcoin"): they do not count towards `languagesDetected`. */
  readonly any?: readonly string[];
}

export interface SignalPhrases {
  readonly strong?: PhraseList;
  readonly weak?: PhraseList;
  readonly context?: PhraseList;
}

const HOURS_EN = '(?:h|hr|hrs|hour|hours|minutes|mins)';
const HOURS_FR = '(?:h|hr|hrs|heure|heures|minutes|min)';

export const URGENCY: SignalPhrases = {
  strong: {
    en: [
      'act now',
      'act fast',
      'act immediately',
      'respond immediately',
      'immediately',
      'urgent',
      'urgently',
      'right away',
      'as soon as possible',
      'asap',
      'final notice',
      'final reminder',
      'final warning',
      'last notice',
      'last warning',
      'last reminder',
      'last chance',
      'expires? today',
      'expires? tonight',
      'expires? soon',
      'expiring soon',
      'will expire',
      `within \\d{1,3} ?${HOURS_EN}`,
      `in the next \\d{1,3} ?${HOURS_EN}`,
      `(?:next|in) \\d{1,3} ?${HOURS_EN} only`,
      'before midnight',
      'today only',
      'time[- ]sensitive',
      'limited time',
      "don't delay",
      'do not delay',
      'without delay',
      'avoid (?:a )?(?:suspension|penalty|penalties|late fees?|interruption)',
    ],
    fr: [
      'immediatement',
      'urgent',
      'urgente',
      'urgence',
      'des maintenant',
      'tout de suite',
      'au plus vite',
      'sans delai',
      'dans les plus brefs delais',
      'dernier avis',
      'dernier rappel',
      'dernier avertissement',
      'derniere chance',
      "expire aujourd'hui",
      'expire bientot',
      'expirera',
      "d'ici \\d{1,3} ?" + HOURS_FR,
      `dans les \\d{1,3} (?:prochaines )?${HOURS_FR}`,
      `sous \\d{1,3} ?${HOURS_FR}`,
      'avant minuit',
      "aujourd'hui seulement",
      'offre limitee',
      'duree limitee',
      'agissez maintenant',
      'agissez vite',
      'eviter (?:la |une )?(?:suspension|penalite|interruption)',
    ],
  },
};

export const THREAT: SignalPhrases = {
  strong: {
    en: [
      'arrest warrant',
      'warrant for your arrest',
      'warrant (?:will be |has been |was |is being )?issued',
      'for your arrest',
      'will be arrested',
      'be arrested',
      'face arrest',
      // Round 17: the police callback's close ("call back … to avoid arrest"); it begins with the
      // rarer word, for the word index.
      'avoid (?:an |your |being )?arrest(?:ed)?',
      'legal action',
      'legal proceedings',
      'lawsuit',
      'be sued',
      'court summons',
      'summoned to court',
      'prosecution',
      'be prosecuted',
      'police will',
      'police (?:are|is) (?:coming|on (?:their|the) way)',
      '(?:report|reported) you to the police',
      'rcmp (?:officers?|will|has|is)',
      '(?:go|sent|put) (?:to |in )?jail',
      'imprisonment',
      'be deported',
      'deportation',
      '(?:will|may) be (?:suspended|terminated|disconnected|cut off|seized)',
      'sin (?:has been|is|was) (?:suspended|blocked|compromised|frozen)',
      'criminal (?:charges|investigation|record)',
      'penalt(?:y|ies) (?:will|of)',
    ],
    fr: [
      "mandat d'arret",
      'mandat (?:a ete )?emis',
      '(?:vous|tu) (?:serez|seras|sera|allez etre|vas etre|risquez d.etre|pourriez etre) arretee?s?',
      '(?:mandat|ordre) d.arrestation',
      'votre arrestation',
      'eviter (?:une |votre |l.)?arrestation',
      'poursuites(?: judiciaires)?',
      'poursuite judiciaire',
      'recours (?:judiciaires?|juridiques?|legaux)',
      'action en justice',
      '(?:devant le|au) tribunal',
      'la police (?:va|sera|viendra|arrive)',
      'les policiers (?:vont|seront|arrivent)',
      '(?:aviser|avertir|signaler a) la police',
      'la grc (?:va|sera|a)',
      '(?:en|la) prison',
      '(?:vous|tu) (?:serez|seras|allez etre|vas etre|risquez d.etre|pourriez etre) (?:deportee?s?|expulsee?s?)',
      '(?:votre|ton|une) (?:deportation|expulsion) (?:du canada|du pays|immediate)',
      'expulsion (?:du canada|du pays)',
      '(?:sera|seront) (?:suspendue?s?|coupee?s?|interrompue?s?|saisie?s?|resiliee?s?)',
      'va etre (?:suspendue?|coupee?|resiliee?|fermee?|bloquee?|desactivee?)',
      'vont etre (?:suspendue?s|coupee?s|resiliee?s|fermee?s|bloquee?s|desactivee?s)',
      'nas (?:a ete|est) (?:suspendu|bloque|compromis|gele)',
      'accusations criminelles',
      'casier judiciaire',
      'penalites? (?:de|seront|sera|financieres?)',
      "(?:une|d'une|l') amende",
    ],
  },
};

export const CARRIERS: PhraseList = {
  any: [
    'canada post',
    'postes canada',
    'poste canada',
    'purolator',
    'ups',
    'fedex',
    'fed ex',
    'dhl',
    'canpar',
    'intelcom',
    'usps',
  ],
};

export const PARCEL_FEE: SignalPhrases = {
  strong: {
    en: [
      're-?delivery (?:fee|charge|payment)',
      'customs (?:fees?|duty|duties|charges?)',
      'duty fees?',
      'import (?:fees?|duty)',
      '(?:package|parcel|shipment|delivery) (?:is |has been |was )?(?:on hold|held|pending|suspended|returned|stopped)',
      '(?:incomplete|invalid|incorrect) (?:shipping |delivery )?address',
      'address (?:is )?(?:incomplete|invalid|incorrect)',
      'reschedule (?:your |the )?delivery',
      'schedule (?:a |your )?redelivery',
      'held at (?:our |the )?(?:warehouse|depot|facility)',
    ],
    fr: [
      'frais de (?:re-?livraison|relivraison|nouvelle livraison|douane|dedouanement)',
      'droits de douane',
      'colis (?:est |a ete )?(?:en attente|retenue?|bloquee?|suspendue?|retournee?|en suspens)',
      'envoi (?:est |a ete )?(?:en attente|retenu|bloque|suspendu)',
      'adresse (?:est )?(?:incomplete|invalide|incorrecte)',
      'reprogrammer (?:la |votre )?livraison',
      'planifier (?:une |la )?nouvelle livraison',
    ],
  },
  weak: {
    en: [
      'delivery (?:fee|charge)',
      'shipping (?:fee|charge|cost)',
      'pay (?:the |a )?(?:small )?fee',
      'update (?:your )?(?:delivery |shipping )?address',
      'confirm (?:your )?(?:delivery |shipping )?address',
    ],
    fr: [
      'frais de (?:livraison|port|expedition)',
      'payer (?:les |des )?frais',
      'mettre a jour (?:votre )?adresse',
      'confirmer (?:votre )?adresse',
    ],
  },
  context: {
    en: ['package', 'parcel', 'shipment', 'courier', 'tracking'],
    fr: ['colis', 'envoi', 'livreur', 'suivi'],
    any: CARRIERS.any ?? [],
  },
};

export const TAX_AGENCY: PhraseList = {
  // Round 17: Québec's own tax agency, named in both languages.
  en: ['canada revenue agency', 'revenue canada', 'cra', 'revenu quebec', 'revenue quebec'],
  fr: ['agence du revenu du canada', 'revenu canada', 'arc', 'revenu quebec'],
};

export const TAX_REFUND: SignalPhrases = {
  strong: {
    en: [
      'tax refund',
      'tax rebate',
      'gst (?:credit|refund|rebate)',
      'hst (?:credit|refund|rebate)',
      'carbon rebate',
      'climate action incentive',
    ],
    fr: [
      "remboursement d'impots?",
      'remboursement de taxes?',
      'remboursement fiscal',
      'credit (?:de )?(?:tps|tvh)',
      'remise (?:sur le )?carbone',
      "incitatif a l'action pour le climat",
    ],
  },
  weak: {
    en: [
      'refund',
      'rebate',
      'reimbursement',
      'owed to you',
      'you are eligible',
      "you're eligible",
      'outstanding balance',
      'you owe',
      'unpaid (?:taxes|balance)',
      'tax debt',
      'benefit payment',
    ],
    fr: [
      'remboursement',
      'remise',
      'vous etes admissible',
      'montant (?:du|en souffrance)',
      'solde impaye',
      'impots impayes',
      'dette fiscale',
      'prestation',
    ],
  },
  context: TAX_AGENCY,
};

export const INTERAC: SignalPhrases = {
  weak: {
    en: [
      'deposit',
      'accept (?:the |your |this )?(?:transfer|funds|money|payment)',
      'accept',
      'claim',
      'funds',
      'pending',
      'expires?',
      'click',
      'tap',
      'security question',
      'to receive',
    ],
    fr: [
      'deposer',
      'depot',
      'accepter',
      'acceptez',
      'reclamer',
      'reclamez',
      'fonds',
      'en attente',
      'expire',
      'cliquez',
      'question de securite',
      'pour recevoir',
    ],
  },
  context: {
    en: ['e-transfer', 'etransfer', 'e transfer'],
    fr: ['virement (?:interac|electronique)', 'transfert electronique', 'virement'],
    any: ['interac'],
  },
};

const ACCOUNT_STATE_EN =
  '(?:locked|suspended|disabled|frozen|blocked|restricted|deactivated|on hold|closed|compromised)';
const ACCOUNT_STATE_FR =
  '(?:bloquee?|suspendue?|verrouillee?|desactivee?|gelee?|restreinte?|fermee?|compromise?)';

export const ACCOUNT_LOCKED: SignalPhrases = {
  strong: {
    en: [
      `(?:account|card|profile|access) (?:has been |was |is |will be |is now )?(?:temporarily |permanently )?${ACCOUNT_STATE_EN}`,
      'locked out',
      'unusual (?:sign-?in |login )?activity',
      'suspicious (?:activity|login|sign-?in|transactions?|charges?)',
      'unauthori[sz]ed (?:transactions?|access|login|sign-?in|charges?|purchases?|payments?)',
      'verify your (?:account|identity)',
      '(?:confirm|validate|reactivate|unlock|restore) your (?:identity|account|card|access)',
      'security alert',
      'fraud alert',
      'to avoid (?:your )?(?:account |card )?(?:suspension|closure|deactivation|being (?:locked|suspended|blocked))',
      '(?:account|card) (?:will be )?(?:permanently )?(?:closed|deactivated|blocked|suspended) (?:within|in|today|if)',
      '(?:kyc|pan|aadhaar) (?:update|verification|expired|pending|is pending)',
      'update your (?:kyc|pan)',
      '(?:update|verify|confirm) your (?:billing|payment) (?:details|information|info|method)',
      'payment (?:has )?(?:failed|was declined|declined)[,.:; ]{0,2}(?:we will|your account|to avoid|update)',
    ],
    fr: [
      `(?:compte|carte|acces|profil) (?:a ete |est |sera |est maintenant )?(?:temporairement |definitivement )?${ACCOUNT_STATE_FR}`,
      'activite (?:inhabituelle|suspecte|anormale)',
      'connexion (?:inhabituelle|suspecte)',
      'transactions? (?:inhabituelles?|suspectes?|non autorisees?)',
      '(?:acces|achats?|paiements?) non autorises?',
      '(?:verifiez|verifier|confirmez|confirmer|validez|valider|reactivez|reactiver|debloquez|debloquer) votre (?:compte|identite|carte|acces)',
      'alerte de (?:securite|fraude)',
      'afin d.eviter (?:la |une )?(?:suspension|fermeture|desactivation|resiliation|blocage)',
      'pour eviter (?:la |une )?(?:suspension|fermeture|desactivation|resiliation|blocage)',
      '(?:fermeture|suspension|desactivation|blocage) (?:de votre|du) (?:compte|carte|acces)',
      '(?:compte|carte|acces) (?:a ete |est |sera )?(?:temporairement |definitivement )?(?:limitee?|restreinte?|suspendue?s?|bloquee?s?) (?:par mesure|suite a|en raison|pour des raisons)',
      '(?:reactivez|reactiver|debloquez|debloquer) (?:votre |ton )?(?:compte|carte|acces)',
      'mettre a jour (?:vos|tes) (?:informations|donnees|coordonnees) (?:bancaires|personnelles)',
      '(?:mettez|mettre) a jour (?:vos|votre) (?:informations|coordonnees|moyen|mode) de (?:paiement|facturation)',
      'paiement (?:a ete )?(?:refuse|rejete|echoue)[,.:; ]{0,2}(?:mettez|afin|pour eviter|votre compte)',
    ],
  },
};

export const PRIZE: SignalPhrases = {
  strong: {
    en: [
      "you(?:'ve| have)? won(?!'t| ?t\\b)",
      "you(?:'ve| have)? (?:just )?won (?:a|an|the|our|\\$ ?\\d[\\d,.]*|\\d[\\d,.]*)",
      "you(?:'re| are) (?:the |a |our )?(?:lucky |grand )?winner",
      'lucky winner',
      'grand prize',
      'claim your (?:prize|reward|gift|cash|winnings)',
      'free gift',
      'lottery',
      'sweepstakes?',
      'prize draw',
      "you(?:'ve| have) been (?:selected|chosen)",
      '(?:selected|chosen) to (?:receive|win|get)',
      'claim (?:your|the|a) (?:\\$ ?\\d[\\d,.]*|\\d[\\d,.]*|cash|prize|reward)',
      'to claim (?:call|text|txt|reply|visit|now|go)',
      '(?:won|win) (?:a |an )?(?:guaranteed )?(?:cash|\\$ ?\\d|\\d{3,5} ?(?:cash|dollars|pounds))',
      'guaranteed (?:cash|prize|reward)',
      'prize (?:reward|claim|is waiting)',
      'your (?:mobile|number|phone) (?:number )?(?:has )?won',
      'cash prize',
    ],
    fr: [
      'vous avez gagne(?! \\d[\\d ,.]* ?(?:points?|pts|milles|miles|etoiles|stars|bonis?))',
      'tu as gagne(?! \\d[\\d ,.]* ?(?:points?|pts|milles|miles|etoiles|stars|bonis?))',
      '(?:heureux|heureuse|grand|grande) gagnante?',
      '(?:vous etes|tu es) (?:le |la |un |une |l.un des |l.une des |parmi les |notre |nos |nos heureux |notre heureux |notre heureuse )?(?:heureux |heureuses? |grande?s? )?gagnante?s?',
      '(?:vous avez|tu as) (?:remporte|gagne) (?:un|une|des|le|la|\\d[\\d ,.]* ?(?:\\$|€|euros?|dollars?)(?![a-z0-9]))',
      '(?:selectionnee?s?|choisie?s?|tiree?s? au sort) pour (?:recevoir|gagner|obtenir|beneficier)',
      '(?:gagnant|gagnante|gagnants|gagnantes) (?:du|de notre|de la|de l.) (?:tirage|concours|loterie)',
      'vous avez ete tiree?s? au sort',
      '(?:vous|tu) (?:avez|as) ete (?:selectionnee?s?|choisie?s?)',
      '(?:recuperer|reclamer|reclamez|recuperez|encaisser|encaissez) (?:votre |vos |ton |tes )?(?:gains?|lots?|cheque|argent|remboursement)',
      '(?:reclamez|reclamer|recuperez) (?:votre |ton )?(?:prix|cadeau|recompense|gain)',
      'cadeau gratuit',
      'loterie',
      'tirage au sort',
      'gros lot',
      'vous avez ete (?:selectionnee?s?|choisie?s?)',
      'prix en argent',
    ],
  },
  weak: {
    en: ['winner', 'prize', 'reward', 'draw', 'gift'],
    fr: ['gagnante?', 'prix', 'recompense', 'tirage', 'cadeau'],
  },
  context: {
    en: ['congratulations', 'congrats', 'claim', 'free', 'selected', 'lucky'],
    fr: ['felicitations', 'reclamez', 'reclamer', 'gratuite?', 'selectionnee?', 'chanceuse?'],
  },
};

export const CRYPTO: SignalPhrases = {
  strong: {
    en: ['crypto ?currency', 'cryptocurrencies', 'crypto wallet', 'wallet address'],
    fr: [
      'crypto-?monnaies?',
      'portefeuille (?:crypto|numerique|bitcoin)',
      'adresse (?:du |de )?portefeuille',
    ],
    any: [
      'cryptos?',
      'bitcoins?',
      'btc',
      'usdt',
      'tether',
      'ethereum',
      'eth',
      'binance',
      'coinbase',
      'blockchain',
    ],
  },
};

export const GUARANTEED_RETURNS: SignalPhrases = {
  strong: {
    en: [
      'guaranteed (?:returns?|profits?|income|earnings|gains?)',
      'double your (?:money|investment|bitcoin|crypto)',
      'risk[- ]free (?:investment|returns?|profits?|trading)',
      '\\d{1,3} ?% (?:daily |weekly |monthly )?(?:returns?|profits?|roi)',
      'passive income',
      'investment opportunity',
      'trading (?:platform|signals|mentor)',
    ],
    fr: [
      'rendements? garantie?s?',
      'profits? garantie?s?',
      'gains? garantie?s?',
      'doublez? (?:votre |ton )?(?:argent|investissement|mise)',
      'investissement sans risque',
      '\\d{1,3} ?% (?:de )?(?:rendement|profit)',
      'revenu passif',
      "(?:occasion|opportunite) d'investissement",
      'plateforme de trading',
      // Round 22: a tips group's claim (« nos conseils gratuits ont rapporté 45 % à nos membres »).
      '(?:nos|mes) (?:conseils|signaux|recommandations|analyses)(?: gratuits?| boursiers?)? ont rapporte',
      'rapporte \\d{1,3} ?% a nos (?:membres|clients|abonnes|investisseurs)',
    ],
  },
};

const CARD_BRANDS =
  '(?:itunes|apple|google play|steam|amazon|ebay|sephora|walmart|razer gold|vanilla|visa|target|best buy)';

export const GIFT_CARD: SignalPhrases = {
  strong: {
    en: [
      '(?:itunes|google play|steam|razer gold|vanilla) (?:gift )?cards?',
      `(?:buy|purchase|get|pick up) (?:me |us )?(?:some |a few |\\d{1,2} )?(?:${CARD_BRANDS} )?gift ?cards?`,
      `(?:pay|payment) (?:with|in|by) (?:${CARD_BRANDS} )?gift ?cards?`,
      'scratch (?:off )?the (?:back|code)',
      '(?:photo|picture|pic) of the (?:card|cards|back|codes?)',
    ],
    fr: [
      '(?:acheter|achete|achetez|acheteriez) (?:des |une |quelques )?cartes?-?cadeaux?',
      'payer (?:avec|en|par) (?:des |une )?cartes?-?cadeaux?',
      '(?:grattez|gratter|gratte) (?:le dos|la carte|le code)',
      'photo (?:de la carte|des cartes|du dos|des codes?|du code)',
      'cartes? (?:itunes|google play|steam|apple)',
    ],
  },
  weak: {
    en: [
      'buy',
      'purchase',
      'pay',
      'payment',
      'send',
      'scratch',
      'photos?',
      'pictures?',
      'codes?',
      'numbers on the back',
    ],
    fr: [
      'acheter',
      'achete',
      'achetez',
      'payer',
      'paiement',
      'envoie',
      'envoyez',
      'envoyer',
      'gratter',
      'grattez',
      'photos?',
      'codes?',
      'numeros',
    ],
  },
  context: {
    en: [`(?:${CARD_BRANDS} )?gift ?cards?`, 'prepaid cards?'],
    fr: ['cartes?-?cadeaux?', 'cartes? prepayees?'],
  },
};

/**
 * Callback phishing ("telephone-oriented attack delivery"): a fake order, renewal or charge and a
 * phone number to call to cancel it, no link at all. Banks write "if you did not make this
 * purchase, call us" too, so the signal is weighed lightly and an official sender offsets it.
 */
export const CALLBACK: SignalPhrases = {
  strong: {
    en: [
      "(?:did not|didn't|do not|don't) (?:make|authori[sz]e|place|recogni[sz]e|request|want) (?:this|the|that|these) (?:purchase|order|transaction|charge|payment|renewal|subscription)s?[^.!?]{0,60} (?:call|dial|contact)",
      'to (?:cancel|dispute|stop) (?:this|the|your) (?:order|purchase|subscription|renewal|charge|transaction|payment)[^.!?]{0,50} (?:call|dial)',
      'call (?:our|the) (?:billing|cancellation|refund|refunds|dispute) (?:department|team|desk|line|centre|center)',
      'refunds? (?:are|is) only (?:possible|available|processed) (?:before|within)',
    ],
    fr: [
      "n'avez pas (?:effectue|autorise|passe|demande|fait) (?:ce|cet|cette|ces|la|le|les) (?:achat|commande|transaction|paiement|renouvellement|abonnement|prelevement)s?[^.!?]{0,60} (?:appelez|composez|communiquez|contactez)",
      'pour (?:annuler|contester) (?:cette|la|votre|ce|le) (?:commande|achat|transaction|abonnement|renouvellement|prelevement)[^.!?]{0,50} (?:appelez|composez)',
      "(?:appelez|composez le numero de|communiquez avec) (?:notre|le) (?:service|departement) (?:de facturation|des remboursements|d'annulation)",
    ],
  },
};

export const VERIFICATION_CODE: SignalPhrases = {
  strong: {
    en: [
      'verification code',
      'security code',
      'confirmation code',
      'one[- ]time (?:pass)?code',
      'one[- ]time password',
      'otp',
      '2fa code',
      'authentication code',
      'login code',
      '\\d-digit code',
    ],
    fr: [
      'code de (?:verification|securite|confirmation|connexion|validation)',
      'code a usage unique',
      'mot de passe a usage unique',
      'code a \\d chiffres',
    ],
  },
};

export const CODE_REQUEST: SignalPhrases = {
  strong: {
    en: [
      '(?:send|give|text|tell|read|forward|share|provide) (?:it )?(?:to )?(?:me|us) (?:back )?(?:the|that|this|your) (?:\\d[- ]digit |6[- ]digit |six[- ]digit )?(?:code|otp|pin|numbers)',
      'share (?:the|this|that|your) (?:code|otp|pin) with (?:me|us)',
      '(?:code|otp|pin) (?:that |which )?(?:you|u) (?:just )?(?:received|got)',
      '(?:code|otp) (?:i|we) (?:just )?sent (?:you|to you|to your phone)',
      'reply with (?:the|your) (?:code|otp|pin)',
      'sent (?:you )?(?:a|the|my) code (?:to you |to your phone )?by mistake',
      'accidentally sent (?:you )?(?:a|the|my) code',
    ],
    fr: [
      '(?:envoie|envoies|envoyez|donne|donnez|transmets|transmettez|dis|dites|partage|partagez|texte|textez)[- ](?:moi|nous) (?:le|ce|ton|votre) (?:code|nip)',
      '(?:le|ce) code (?:que )?(?:tu as|vous avez) recu',
      'code (?:envoye )?par erreur',
      '(?:repondez|reponds) avec (?:le|votre|ton) code',
    ],
  },
};

export const WRONG_NUMBER: SignalPhrases = {
  strong: {
    en: [
      'wrong number',
      'wrong person',
      'texted the wrong',
      'messaged the wrong',
      "is this (?:not )?[a-z]{2,15}'s (?:number|phone|cell)",
      // "Is this still Dana?", not "is this still available?" (a buyer on a marketplace).
      'is this still (?!(?:available|open|on|happening|good|ok|okay|valid|free|there|up|going|true|working|listed|for sale|yours|needed|the case)(?![a-z]))[a-z]{2,15} ?\\?',
    ],
    fr: [
      'mauvais numero',
      'erreur de numero',
      'trompee? de numero',
      'trompee? de personne',
      'est-ce (?:bien )?le numero de',
    ],
  },
};

/** Openers tested only on the first characters of the message ("Hi, is this Linda?"). */
export const WRONG_NUMBER_OPENERS: PhraseList = {
  en: [
    '^(?:hi|hello|hey|hi there|good (?:morning|afternoon|evening))?[ ,.!]{0,3}is this (?!(?:true|real|right|correct|ok|okay|it|yours|mine|you|him|her|them|fine|free|new|safe|legit|serious|normal|necessary|needed|urgent|important|better|worse|open|closed|done|over|tonight|tomorrow|today|sunday|monday|tuesday|wednesday|thursday|friday|saturday)(?![a-z]))[a-z]{2,15} ?\\?',
    '^(?:hi|hello|hey|hi there|hey there)?[ ,.!]{0,3}are you (?!(?:ok|okay|sure|serious|home|there|free|busy|up|awake|coming|done|ready|alright|fine|back|out|around|in|going|kidding|joking|mad|sick|well|still|here|working|asleep|hungry|tired|late|around|available|alive)(?![a-z]))[a-z]{2,15} ?\\?',
    // "Hello, is this Mr. Chen?", "Hi there, are you Dr. Patel?": a title and a name, checked by a stranger.
    '^(?:hi|hello|hey|hi there|hey there|good (?:morning|afternoon|evening))?[ ,.!]{0,3}(?:is this|are you) (?:mr|mrs|ms|miss|dr|coach|pastor|professor|officer)\\.? [a-z]{2,15} ?\\?',
    // "Is this Dr. Lee's number?"
    "is this (?:mr|mrs|ms|miss|dr|coach|pastor|professor)\\.? [a-z]{2,15}'s (?:number|phone|cell)",
  ],
  fr: [
    "^(?:bonjour|salut|allo|bonsoir)?[ ,.!]{0,3}(?:est-ce|c'est) (?:bien |toi |vous )?(?!(?:ca|vrai|sur|correct|bon|fini|possible|normal|clair|quoi|qui|ou|moi|toi|lui|elle|nous|vous|eux|tout|pareil|grave|ok|correct|parfait|juste|pas|quand|comment|pourquoi|combien|serieux|drole|dommage|long|loin|cher|mieux|pire|ici|la|nul|cool|beau|fou|chaud|froid|gratuit|urgent|important|demain|hier|aujourd'hui|ce soir|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?![a-z]))[a-z]{2,15} ?\\?",
    '^(?:bonjour|salut|allo)?[ ,.!]{0,3}es-tu [a-z]{2,15} ?\\?',
  ],
};

export const NEW_NUMBER: SignalPhrases = {
  strong: {
    en: [
      'new number',
      'new phone number',
      '(?:my|my old) phone (?:is broken|broke|got broken|fell|died|was stolen|is dead|got wet)',
      '(?:lost|broke|dropped|smashed) my phone',
      "texting (?:you )?from a (?:new|friend's|different) phone",
      'phone is in repair',
    ],
    fr: [
      'nouveau numero',
      '(?:mon|mon ancien) (?:cell|cellulaire|telephone|portable) (?:est )?(?:brise|casse|perdu|vole|tombe|mort)',
      "j'ai (?:perdu|brise|casse|echappe) mon (?:cell|cellulaire|telephone|portable)",
      "(?:le|un) (?:cell|telephone) d'un ami",
    ],
  },
};

export const FAMILY_GREETING: PhraseList = {
  en: [
    '(?:hi|hey|hello|hiya|dear) (?:mum|mom|mommy|mummy|mam|ma|dad|daddy|papa|pops|grandma|grandpa|granny|nan|nana)',
    '^(?:mum|mom|mama|mommy|dad|daddy)[ ,!]',
    "it's (?:me|your) (?:son|daughter|grandson|granddaughter|kid|child)",
    'this is your (?:son|daughter|grandson|granddaughter|kid|child)',
  ],
  fr: [
    '(?:salut|allo|coucou|bonjour|bonsoir|chere|cher) (?:maman|papa|mamie|papi|mamy|papy|grand-maman|grand-papa|grand-mere|grand-pere)',
    "^(?:maman|papa|man|p'pa)[ ,!]",
    "c'est (?:moi|ton fils|ta fille|ton petit-fils|ta petite-fille|ton enfant)",
  ],
};

export const FAMILY_MONEY_REQUEST: PhraseList = {
  en: [
    '(?:need|needs) (?:some |a bit of )?(?:money|cash|help|a favour|a favor)',
    'can you (?:send|transfer|pay|lend|help)',
    'bill (?:to pay|is due)',
    'whatsapp',
  ],
  fr: [
    "(?:besoin|besoin urgent) (?:d'argent|d'aide|d'un service)",
    "(?:peux-tu|pourrais-tu|tu peux) (?:m'envoyer|me virer|payer|me preter|m'aider)",
    'facture a payer',
    'whatsapp',
  ],
};

export const JOB_OFFER: SignalPhrases = {
  strong: {
    en: [
      '\\$ ?\\d{2,5}(?:[.,]\\d{2})? ?(?:per|a|an|/) ?(?:day|hour|hr|week)',
      '\\d{2,5} ?(?:dollars|\\$|cad) ?(?:per|a|an|/) ?(?:day|hour|hr|week)',
      '(?:earn|make) (?:up to |over |between )?\\$ ?\\d',
      // Round 20: the whole amount (the line above reads a lone first digit only), with a time unit
      // or a range ("earn up to $350 a day", "make $1,200 per week", "earn $300-$900 daily").
      '(?:earn|make) (?:up to |over |between |from )?\\$ ?\\d{1,3}(?:,?\\d{3})*(?: ?(?:-|to) ?\\$ ?\\d{1,3}(?:,?\\d{3})*)? ?(?:(?:per|a|an|/|every|each) ?(?:day|hour|hr|week)|daily|weekly)',
      // Not a statistic (« the average daily wage rose 3 % », review of round 20).
      '(?<!(?:average|median|minimum|mean|typical) )daily (?:salary|income|wage)',
      'no experience (?:needed|required|necessary)',
      'daily pay',
      'paid daily',
      'working from home (?:and|to) earn',
    ],
    fr: [
      '\\d{2,5}(?:[.,]\\d{2})? ?\\$ ?(?:par|/) ?(?:jour|heure|semaine)',
      // Round 20: the offer's forms read the whole amount (« gagnez jusqu'à 400 $ »); a bare « gagne »
      // (also « a gagné 1 200 $ au bingo » once folded) only with « jusqu'à ».
      "(?:gagnez|gagner) (?:jusqu'a |plus de |entre )?\\d+(?![\\d ,.]*(?:points?|pts|milles|miles|etoiles|stars|bonis?))",
      "gagne jusqu'a \\d+(?![\\d ,.]*(?:points?|pts|milles|miles|etoiles|stars|bonis?))",
      'salaire (?:quotidien|journalier)(?! (?:moyen|median|minimum))',
      'aucune experience (?:requise|necessaire)',
      'paye chaque jour',
      // Round 22: « 200 à 800 $ payés chaque jour ».
      'payee?s? (?:chaque jour|quotidiennement|tous les jours)',
      'paiement quotidien',
    ],
  },
  weak: {
    en: [
      'recruiter',
      'recruiting',
      "we(?:'re| are) hiring",
      'hiring',
      'job offer',
      'job opportunity',
      'remote (?:job|work|position|opportunity)',
      'part[- ]time (?:job|work|position)',
      'work(?:ing)? from (?:home|your phone)',
    ],
    fr: [
      'recruteur',
      'recruteuse',
      'recrutement',
      'nous embauchons',
      'on embauche',
      'nous recrutons',
      'on recrute',
      "offre d'emploi",
      // Round 21: not « emploi du temps » (a timetable).
      'emploi(?! du temps)',
      'teletravail',
      'temps partiel',
      'travail(?:ler)? (?:a domicile|de la maison)',
    ],
  },
  context: {
    en: [
      'salary',
      'earn',
      'income',
      'flexible (?:hours|schedule)',
      'interested\\?',
      'whatsapp',
      'telegram',
      'commission',
      'per day',
      'per hour',
    ],
    fr: [
      'salaire',
      'gagner',
      'revenu',
      'horaire flexible',
      'interessee?s? ?\\?',
      'whatsapp',
      'telegram',
      'commission',
      'par jour',
      'par heure',
    ],
  },
};

export const PERSONAL_INFO: PhraseList = {
  en: [
    'sin(?: number)?',
    'social insurance number',
    'card number',
    'credit card (?:number|details|info|information)',
    'debit card (?:number|details)',
    'card details',
    'cvv',
    'cvc',
    'expiry date',
    'expiration date',
    'pin(?: number| code)?',
    'date of birth',
    'birth date',
    'dob',
    "mother's maiden name",
    'maiden name',
    'password',
    'passcode',
    'banking (?:details|information|info|login|credentials)',
    'bank (?:details|login|credentials)',
    'online banking',
    'personal (?:information|details|info)',
    'health card number',
    "driver's licen[cs]e number",
    'passport number',
  ],
  fr: [
    'nas',
    "numero d'assurance sociale",
    'numero de (?:carte|carte de credit|carte de debit)',
    'informations? de (?:carte|paiement)',
    'nip',
    'date de naissance',
    'nom de jeune fille',
    'mot de passe',
    '(?:renseignements|informations|coordonnees) (?:bancaires|personnel(?:le)?s)',
    "numero d'assurance maladie",
    'numero de (?:permis|passeport)',
    'code secret',
  ],
};

/** Request verbs that must precede a personal-information term (within a few words). */
export const INFO_REQUEST: PhraseList = {
  en: [
    'confirm',
    'verify',
    'provide',
    'enter',
    'update',
    'send',
    'submit',
    'reply with',
    'give',
    'share',
    'type',
    'fill in',
    'fill out',
    'we need',
    'need your',
    'require',
    'validate',
    'input',
  ],
  fr: [
    'confirmer',
    'confirmez',
    'verifier',
    'verifiez',
    'fournir',
    'fournissez',
    'entrer',
    'entrez',
    'saisir',
    'saisissez',
    'envoyer',
    'envoyez',
    'envoie',
    'mettre a jour',
    'mettez a jour',
    'repondez',
    'donnez',
    'donne',
    'indiquez',
    'besoin de',
    'valider',
    'validez',
    'inscrire',
    'inscrivez',
  ],
};

/** Verbs before a phone number that make it a callback number. */
export const CALL_WORDS: PhraseList = {
  en: [
    'call',
    'calling',
    'text',
    'phone',
    'dial',
    'contact',
    'reach',
    'ring',
    'whatsapp',
    'call back',
    'call us',
    'call now',
    'toll[- ]free',
  ],
  fr: [
    'appelez',
    'appeler',
    'appelle',
    'appel',
    'rappelez',
    'rappeler',
    'rappelle',
    'composez',
    'composer',
    'textez',
    'texte',
    'contactez',
    'joindre',
    'sans frais',
  ],
};

/**
 * Negations that turn a request into a safety notice ("we will never ask for your password",
 * "ne partagez jamais votre NIP"): looked for just before the request verb.
 */
export const NEGATION: PhraseList = {
  en: [
    'never',
    'not',
    "won't",
    "don't",
    "doesn't",
    "didn't",
    'do not',
    'does not',
    'will not',
    'no one',
    'nobody',
    'no bank',
    'nor',
  ],
  fr: ['jamais', 'ne', "n'", 'pas', 'aucun', 'aucune', 'personne'],
};

/**
 * Short-code subscriptions and premium-rate services: "text WIN to 84425", "txt STOP to 87239",
 * "reply YES to 66000", "send GO to 80082". The keyword is one word, the short code 4 to 6 digits.
 */
export const SHORT_CODE: PhraseList = {
  en: [
    '(?:text|txt|send|sms|reply|msg) (?:the word )?"?(?!(?:stop|end|quit|cancel|help|unsubscribe|arret)(?![a-z0-9]))[a-z0-9]{1,12}"? (?:to|2) \\d{4,6}',
    // "Txt STOP to 87239" (a paid club's short code), not "Txt STOP to end alerts" (a shop's opt-out).
    'txt stop(?! (?:to|2) (?:end|unsubscribe|unsub|opt[ -]?out|cancel|quit|stop)(?![a-z]))',
    'subscription (?:service|club)',
    '(?:ringtone|tone|polyphonic|wallpaper)s? (?:club|service|of the week)',
  ],
  fr: [
    '(?:envoyez|envoie|texte|textez|repondez) "?(?!(?:stop|arret|aide|fin)(?![a-z0-9]))[a-z0-9]{1,12}"? (?:au|a) \\d{4,6}',
    'sms surtaxe',
    'service (?:surtaxe|payant)',
  ],
};

/** Per-message or per-minute prices ("150p/msg", "£1.50/min", "2,99 €/SMS", "$2/msg"). */
export const PREMIUM_PRICE: PhraseList = {
  any: [
    '\\d{1,3}(?:[.,]\\d{1,2})? ?p ?(?:/|per|a|x) ?(?:msg|message|txt|text|sms|min|minute|week|wk|call|tone)s?',
    '\\d{1,3}p(?:pm|pw|pmin|msg|pmsg)',
    '[£€$] ?\\d{1,3}(?:[.,]\\d{1,2})? ?(?:/|per|a) ?(?:msg|message|txt|text|sms|min|minute|wk|week|call)',
    '\\d{1,3}(?:[.,]\\d{1,2})? ?(?:€|\\$|eur) ?(?:/|par) ?(?:sms|msg|min|minute|appel)',
    'over ?18s?',
    // Not an age rule: "someone 18+ must sign", "18+ with ID" (round 18).
    '18 ?\\+(?! (?:with (?:valid |photo )?id|must|is|needs?|to sign|present)(?![a-z]))',
    '18 or over',
  ],
};

/** A request for money that makes a "hi mum" message what it is ("can you e-transfer me $400"). */
export const FAMILY_MONEY_STRONG: PhraseList = {
  en: [
    '(?:send|transfer|lend|e-transfer|etransfer|wire|give) (?:me |us )?(?:some |the )?(?:money|cash|funds|\\$ ?\\d[\\d,.]*|\\d[\\d,.]*)',
    'need (?:some |a bit of |the )?(?:money|cash|\\$ ?\\d[\\d,.]*|\\d{2,5} ?(?:dollars|\\$|bucks))',
    'pay (?:a|my|this|the|an) (?:bill|invoice|payment|fine)',
    'bill (?:to pay|is due)',
    'urgent payment',
    'e-transfer',
    'etransfer',
    'can you (?:pay|transfer|lend)',
    'pay you back',
  ],
  fr: [
    "besoin (?:urgent )?d'argent",
    "(?:m'envoyer|me virer|me preter|me faire un virement|m'avancer) (?:de l'argent|\\d[\\d,.]*|des sous|un peu)",
    "(?:m'envoyer|me virer|me preter|me faire un virement)",
    'virement',
    'facture a payer',
    'payer (?:une|ma|cette|la) facture',
    'te rembourse',
  ],
};

/** Adult and dating lines ("hot singles in your area", "rencontres coquines"). */
export const ADULT: SignalPhrases = {
  strong: {
    en: [
      'hot singles',
      'local (?:singles|girls|ladies|milfs?)',
      'discreet (?:affair|encounter|fun|hook-?up)',
      'hook-?up tonight',
      'sexy (?:girls|ladies|singles|chat|pics|photos|video)',
      'naughty (?:chat|girls|pics|photos)',
      '(?:adult|dirty|sex) (?:chat|line|dating)',
      'live (?:cam|sex)',
      'chat (?:live )?with (?:local |hot |sexy )?(?:girls|ladies|singles)',
      'dating (?:site|service|line)',
      'found your (?:number|profile) on (?:a|the) dating',
      'see my (?:private |sexy |hot )?(?:photos|pics|videos)',
      "i'?m live on my (?:website|page)",
      'discreet (?:relationship|meeting|date)',
    ],
    fr: [
      'rencontres? (?:coquines?|discretes?|sans lendemain|adultes?)',
      'celibataires (?:de|pres de|dans) (?:votre|ta)',
      'femmes (?:seules|celibataires) (?:pres|de)',
      'site de rencontres?',
      'chat (?:coquin|adulte|sexy)',
      'photos? (?:coquines?|sexy|osees)',
      'viens (?:tchatter|chatter|me rejoindre)',
      'rejoins-?moi (?:ici|sur|vite|ce soir)',
      'clique[zr]? ici pour (?:voir )?(?:ses|mes) photos',
      'nouvelles experiences (?:dans votre|pres de chez|dans ta)',
      'sous la couette',
    ],
  },
};

/** Words just before a personal-information term that make it the person's own action ("resetting your password"). */
export const INFO_SAFE_CONTEXT: PhraseList = {
  en: ['reset', 'resetting', 'changed', 'change', 'forgot', 'forgotten', 'new'],
  fr: ['reinitialiser', 'reinitialisation', 'modifier', 'modification', 'oublie', 'nouveau', 'nouvelle'],
};

/**
 * A delivery that failed: what real carriers also say ("we were unable to deliver your package").
 * Counted as `message-parcel-fee` only with an amount or a link that is not the named company's.
 */
export const PARCEL_FAILED: PhraseList = {
  en: [
    '(?:unable|failed) to deliver',
    'delivery (?:attempt )?(?:failed|unsuccessful)',
    'failed delivery',
    'missed delivery',
  ],
  fr: [
    'livraison (?:a )?echouee?',
    'echec de (?:la )?livraison',
    'impossible de (?:livrer|vous livrer)',
    'nouvelle tentative de livraison',
  ],
};

/**
 * Email lures that ask for a password: mailbox quota and password expiry notices, "sign in to view
 * the document", fake voicemail and secure-message notices. Read by the email analysis.
 */
export const CREDENTIAL_LURE: SignalPhrases = {
  strong: {
    en: [
      '(?:mailbox|inbox|email|storage) (?:is |has )?(?:almost |nearly )?(?:full|over (?:its )?quota|exceeded)',
      '(?:mailbox|storage) quota',
      '(?:your )?password (?:will )?(?:expires?|expired|expiring)',
      'password (?:reset|change) (?:is )?required',
      '(?:keep|retain) (?:using )?(?:your )?(?:same |current )password',
      '(?:sign|log) ?in to (?:view|access|read|open|download|review) (?:the |your )?(?:document|file|message|invoice|statement|voicemail|fax)',
      'shared (?:a |an )?(?:document|file|folder|spreadsheet|invoice) with you',
      'you have (?:received )?(?:a |an |\\d{1,2} )?(?:new |pending |undelivered |unread )?(?:secure (?:message|document)|voicemail|voice message|fax)',
      '(?:undelivered|pending|held|blocked) (?:incoming )?(?:messages|emails|mails)',
      're-?validate your (?:mailbox|email|account)',
      '(?:verify|confirm) your (?:email|mailbox|e-mail) (?:address|account)?',
      '(?:microsoft|office) ?365 (?:password|account|login|sign-?in)',
    ],
    fr: [
      '(?:boite|boite aux lettres|boite de reception|messagerie|stockage) (?:est )?(?:presque |bientot )?(?:pleine?|saturee?)',
      'quota (?:de|du) (?:stockage|messagerie|boite)',
      'mot de passe (?:expire|va expirer|arrive a expiration|a expire)',
      '(?:conserver|garder) (?:votre |le meme )?mot de passe',
      'connectez-vous pour (?:voir|consulter|acceder|lire|ouvrir|telecharger)',
      'a partage (?:un|une) (?:document|fichier|dossier|facture) avec vous',
      'vous avez (?:recu )?(?:un |une |\\d{1,2} )?(?:nouveaux? |nouvelles? )?(?:message securise|message vocal|messages? vocaux|telecopie|document securise)',
      'messages? (?:en attente|non distribues?|bloques?)',
      '(?:verifiez|confirmez|validez) votre (?:adresse )?(?:courriel|boite|messagerie)',
    ],
  },
};

/** Invoice and payment-request lures of email: overdue invoices, "payment details changed". */
export const INVOICE_LURE: SignalPhrases = {
  strong: {
    en: [
      '(?:overdue|outstanding|unpaid|past due) (?:invoice|balance|payment|amount)',
      'invoice (?:is )?(?:overdue|past due|unpaid|attached|pending)',
      '(?:see|find|review|open) (?:the )?attached (?:invoice|payment|remittance|statement|purchase order)',
      '(?:new|updated|changed) (?:bank|banking|payment|wire) (?:details|information|account)',
      'remittance advice',
      'payment (?:confirmation|request) (?:attached|enclosed)',
      '(?:wire|bank) transfer (?:today|urgently|immediately|request)',
    ],
    fr: [
      'facture (?:impayee|en retard|echue|en souffrance|ci-jointe|jointe|en attente)',
      '(?:solde|paiement|montant) (?:impaye|en souffrance|en retard|du)',
      '(?:voir|consultez|ouvrez) (?:la )?(?:facture|piece) (?:ci-)?jointe',
      '(?:nouvelles?|nouveaux) (?:coordonnees|informations) bancaires',
      'avis de (?:paiement|virement)',
      'virement (?:urgent|bancaire aujourd.hui|immediat)',
    ],
  },
  weak: {
    en: ['invoice', 'payment due', 'amount due', 'balance due'],
    fr: ['facture', 'montant du', 'solde du'],
  },
  context: {
    en: ['overdue', 'immediately', 'today', 'urgent', 'final notice', 'suspend', 'late fee', 'collection'],
    fr: [
      'en retard',
      'immediatement',
      "aujourd'hui",
      'urgent',
      'dernier avis',
      'suspendu',
      'frais de retard',
      'recouvrement',
    ],
  },
};
