/**
 * Phrase lists of the message analysis only (issue 23): conversation openers with no prior context,
 * callback lures, gambling, loan offers and subscription traps ("you received money, reply OK" is in
 * `money-lures.ts`), and the shape of a bank transaction alert. Matched on the folded text (lower case, accents removed,
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
    '(?:we met|met) (?:at|in|during) (?:the |a |that )?(?:golf|auction|wine tasting|conference|gala|charity|seminar|exhibition|art (?:show|fair)|trade show|yacht)',
    'golf (?:partner|buddy|day|outing|tournament)',
    '(?:from|at) the auction',
    'auction (?:house|last|event)',
    'is this the (?:right|correct) number (?:for|of)',
    'sorry to (?:bother|disturb) you,? (?:is this|are you)',
    "are you [a-z]{2,15}'s (?:assistant|secretary|friend|colleague|manager)",
    "(?:i'm|im) new (?:to|in) (?:the|this) (?:area|city|town|country)",
    'my friend gave (?:it|me your number) to me',
    'remember me (?:from|at) (?:the|that|your|our)',
    '(?:your|this) number (?:was|is) (?:in|saved in) my (?:phone|contacts)',
    'got your (?:contact|number) from my (?:old )?phone',
    "(?:i'm|im) (?:the )?(?:assistant|secretary) (?:of|to) (?:the |mr|mrs|ms|dr|president|director|manager)",
    '(?:he|she|my boss|my manager|the manager) asked me to (?:contact|reach out to|text) you',
    "i hope i'?m not disturbing you",
    '(?:i forgot|i forget|forgot|forget) your name',
    // A question, not "do you remember me telling you…".
    'do you (?:still )?remember me ?[?!]',
    "(?:i'm|im|i am) (?:trying|hoping) to (?:reach|contact|get (?:a )?hold of) [a-z]{2,15},? (?:is|are) (?:this|you)",
    'is this (?:still )?(?:his|her) (?:number|phone|cell)',
    '(?:your|this) number (?:showed|shows|popped|came) up (?:in|on) my (?:contacts|phone)',
    "(?:don'?t|do not) remember (?:adding|saving) (?:you|your number|this number)",
    '(?:my|his|her) (?:driver|assistant|secretary|boss|cousin|colleague) (?:gave me|told me to (?:contact|text|message)) (?:you|your number|this number)',
    'gave me (?:this|your) number,? (?:is this|are you|is it)',
    '(?:did|have) we (?:met|meet) before',
    'your (?:profile )?(?:picture|photo|pic) (?:looks|seems) familiar',
    "(?:i'm|im|i am) an? (?:financial|investment|crypto|wealth|forex) (?:consultant|advisor|adviser|analyst|manager|expert|trader)",
    '(?:i think we|we) (?:met|matched|chatted|talked) on (?:a |an |the )?(?:dating|hiking|golf|tennis|fitness) (?:app|site|group)',
    '(?:long time|it has been a long time|been a long time) no (?:contact|news|message)',
    // A stranger checking who they reached: "are you Mr. Thompson?", "is this the number of Mr. Lee?"
    'are you (?:mr|mrs|ms|miss|dr)\\.? [a-z]{2,15} ?\\?',
    'is this (?:the )?(?:number|phone|cell) (?:of|for) (?:mr|mrs|ms|miss|dr)',
    '(?:mr|mrs|ms|miss|dr)\\.? [a-z]{2,15} (?:recommended|referred) (?:you|me)',
  ],
  fr: [
    'ca fait (?:longtemps|un bail|une eternite)',
    "(?:j'ai|on m'a) (?:eu|trouve|recu|donne) (?:ton|votre) (?:numero|contact)",
    "on s'est (?:vus?|vues|rencontres?|rencontrees?|croises?|croisees?) (?:au|a la|a l'|lors|pendant|chez)",
    'est-ce (?:bien )?le bon numero',
    "c'est bien (?:le numero de )?(?:monsieur|madame|m\\.|mme)",
    "excusez-moi de vous deranger,? (?:est-ce|c'est|etes-vous)",
    "je suis (?:l'amie?|la collegue|le collegue|l'assistante?|la voisine|le voisin) de votre",
    'vous etes bien (?:monsieur|madame|m\\.|mme)',
    "je ne me souviens (?:plus )?(?:de votre nom|de ton nom|ou on s'est)",
    "j'espere que je ne vous derange pas",
    'je suis nouvelle? dans (?:ton|ta|votre|le|la) (?:quartier|coin|secteur|region|ville)',
    '(?:vous vous souvenez|tu te souviens|te souviens-tu|vous souvenez-vous) de moi ?[?!]',
    "(?:il|elle) m'a demande de vous (?:ecrire|contacter|joindre|texter)",
    "(?:on s'est|nous nous sommes) (?:parle|parles|vus?|vues) (?:au|a la|a l'|lors) (?:congres|salon|vernissage|gala|tournoi|golf|colloque|seminaire)",
    'etes-vous (?:bien )?(?:monsieur|madame|mademoiselle|m\\.|mme|mlle)',
    'je cherche a joindre (?:monsieur|madame|m\\.|mme)',
    'est-ce (?:bien )?(?:son|votre) numero',
    "(?:pardon|desolee?) de vous deranger,? (?:est-ce|c'est|etes-vous|vous etes)",
    'je suis (?:un |une )?(?:conseill(?:er|ere)|analyste|experte?|gestionnaire|courtiere?) (?:en (?:placements?|investissements?|crypto|bourse|patrimoine)|financiere?)',
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
    '(?:may|could|might) be (?:owed|entitled to|eligible for) (?:up to |a |an )?(?:\\$ ?\\d[\\d,]*(?:\\.\\d{1,2})?|compensation|refund|payout|settlement|cash|money)',
    '(?:entitled|eligible) (?:to|for) (?:compensation|a refund|a payout|a settlement)',
    'insurance refund',
    // Round 7: lawsuits and claims sold by text.
    '(?:may|could|might) (?:qualify|be eligible) for (?:a |an )?(?:large |big |significant )?(?:settlement|compensation|payout|cash award)',
    'compensation you deserve',
    '(?:injured|hurt) in (?:a|an) (?:car |auto |work |workplace )?(?:accident|crash|collision)\\?',
    '(?:lawsuit|settlement) (?:payout|compensation|claim)s?',
    'case (?:review|evaluation)',
    'claim (?:up to )?(?:\\$|€|£) ?\\d{2,5} (?:in )?compensation',
    'overpaid (?:premiums?|insurance)',
    'overcharged (?:on|for) (?:your )?(?:car|auto|home|vehicle)? ?insurance',
    '(?:car|auto) insurance (?:overcharge|refund|rebate)',
    'we buy (?:houses|homes|properties)',
    '(?:cash|fair) offer (?:for|on) your (?:home|house|property)',
    'interested in buying your (?:home|house|property|land)',
    '(?:sell|selling) your (?:home|house|property) (?:fast|for cash|as is)',
    'mis-?sold (?:ppi|insurance|loan)',
    'extended (?:car |auto |vehicle )?warranty',
    "(?:vehicle|car|auto)(?:'s)? warranty (?:is )?(?:about to |will |has )?(?:expire|expiring|expired)",
    '(?:debt relief|cut your debt|reduce your debt)',
    '(?:free|no-cost) solar (?:panels?|installation|system)',
    '(?:solar|energy|heating) (?:rebate|grant|incentive) (?:program|scheme)',
    '(?:go|going) solar',
    '(?:sell|selling) your (?:car|vehicle|truck) (?:for cash|today|fast)',
    'we pay more than (?:the )?dealers?',
    'cash for (?:your )?(?:car|vehicle|house|home)',
    'top dollar for your (?:car|vehicle|truck|home|house)',
    'buying (?:cars|vehicles|trucks|houses|homes)',
    '(?:you qualify|qualify) for (?:a )?\\$0 ',
    'free (?:health|medicare|life|final expense) (?:insurance|plan|coverage)',
    'see if (?:you|your home|your household) qualif(?:y|ies)',
    'eligible for (?:a )?(?:discounted|free|reduced) (?:energy|gas|electricity|power|heating) (?:bill|rebate|payment)s?',
    'energy bills? (?:support|rebate|discount)',
    "(?:not you|wasn'?t you|was this not you)\\??,? (?:stop|cancel|dispute|block|decline) (?:the |this )?(?:order|transaction|payment|charge|purchase)",
  ],
  fr: [
    '(?:droit|droite) a une (?:indemnisation|indemnite|compensation)',
    'indemnisation (?:de|pour|suite)',
    "(?:reclamez|obtenez|recuperez) jusqu'a \\d[\\d ]{0,6} ?(?:€|\\$|euros?) (?:d'indemnisation|d'indemnite|de compensation|de remboursement)",
    '(?:pourriez|pouvez|pourrait) avoir droit a une (?:indemnite|indemnisation|compensation)',
    "remboursement (?:d'assurance|de votre assurance|de (?:vos )?primes?)",
    "trop paye (?:votre|d'assurance|sur)",
    'paye trop cher (?:pour )?(?:votre|ton|vos|tes) (?:assurance|primes?)',
    '(?:assurance|primes?) (?:auto|habitation|automobile) (?:payee?s? )?trop cher',
    // Round 11: an order or a charge "confirmed", to phone about if the reader did not make it.
    "si (?:vous )?(?:ne l'avez pas|n'avez pas) (?:passee?|effectuee?|autorisee?|faite?|commandee?)(?: cette (?:commande|transaction|operation|achat))?,? (?:appelez|composez|contactez)",
    'rachetons (?:votre|vos) (?:maison|propriete|bien)',
    'offre (?:en argent|comptant) (?:pour|sur) votre (?:maison|propriete)',
    'compte (?:cpf|formation)',
    'droits? (?:a la |de )formation',
    // Round 15: the CPF named as the reader's own or as a sum left ("vos droits CPF", "avec votre
    // CPF", "1 240 € de formation"); counted, like the rest, only with a reply, a number or a link.
    'droits? cpf',
    '(?:votre|vos|ton|tes) (?:solde |credit )?cpf',
    // Split so the list keeps its word index (a group led by "€" made it scanned on every text).
    '[€] (?:de formation|cpf)',
    'euros? (?:de formation|cpf)',
    'isolation (?:de vos combles |des combles |de votre maison )?a 1 ?(?:€|euro)',
    'renovation energetique',
    'panneaux solaires (?:gratuits|offerts)',
    'devis gratuit',
    // Round 11: an aid offered, the reader to "check eligibility" by reply or call.
    '(?:verifiez|validez|decouvrez) (?:votre|si vous etes|ton|si tu es) (?:admissibilite|eligibilite|admissible|eligible)',
    'mutuelle (?:sante )?(?:a partir de|a \\d[\\d,.]*|pas chere|des \\d[\\d,.]*)',
    'pompe a chaleur (?:a 1|pour 1|offerte|gratuite)',
    'prime (?:energie|renov)',
    "aide de l'etat",
    "aides de l'etat",
    'eligible (?:a|au|aux) (?:la |une |l.)?(?:prime|aides?|subventions?|indemnisation|indemnite|retrofit|renovation|isolation|pompe)',
  ],
};

/**
 * A parcel held for an address or delivery details to be "updated" (en, fr): counts as
 * `message-parcel-fee` when a link goes elsewhere than the carrier's site, as "unable to deliver" does.
 */
export const ADDRESS_LURE: PhraseList = {
  en: [
    '(?:incomplete|incorrect|invalid|wrong|missing|insufficient) (?:delivery |shipping |recipient |house |door |street |apartment )?(?:address|house number|door number|street number|zip code|postal code)',
    '(?:update|confirm|reconfirm|verify|correct) (?:your |the )?(?:delivery |shipping |home |recipient )?(?:address|delivery (?:information|details|info)|shipping (?:information|details|info)|zip code|postal code)',
    "(?:could not|couldn'?t|cannot|can'?t|unable to|did not|didn'?t) (?:find|locate|verify) (?:your |the )?(?:address|recipient|delivery address)",
    '(?:package|parcel|item|shipment) (?:was |is |has been |could not be )?(?:not found|returned to (?:the )?(?:sender|warehouse))',
    '(?:delivery|shipping|address|recipient) (?:information|info|details) (?:is|was|are|were) (?:incorrect|incomplete|invalid|wrong|missing)',
  ],
  fr: [
    'adresse (?:de livraison )?(?:incomplete|incorrecte|invalide|erronee|introuvable)',
    '(?:mettez a jour|mettre a jour|confirmez|confirmer|verifiez|verifier|corrigez) (?:votre|vos) (?:adresse|coordonnees|informations de livraison)',
  ],
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
    'bonus bets?',
    'bet \\$?\\d{1,4} (?:and )?get',
    'free bets?',
    'no[- ]deposit (?:offer|bonus|required|needed)',
    'play responsibly',
    'withdraw (?:your )?winnings',
    '(?:match|double|triple) your (?:first|1st) deposit',
    'euromillions',
  ],
  fr: [
    'tours gratuits',
    'casino (?:en ligne|bonus)',
    'bonus de bienvenue',
    'machines? a sous',
    'paris sportifs',
    'jackpot',
    'paris? gratuits?',
    'bonus sans depot',
    'jouer comporte des risques',
    'tours (?:offerts|sans depot)',
    'sans depot',
    'premier depot',
    '(?:pariez|misez) \\d+',
    'paris? (?:offerts?|rembourses?)',
    'mise (?:offerte|remboursee)',
    'cotes? boostees?',
    'bonus casino',
    'bonus (?:de )?\\d{2,3} ?%',
  ],
};

/** Dating and adult lures the shared list (`ADULT`) does not hold; they count as `message-adult`. */
export const ADULT_MORE: PhraseList = {
  en: [
    '(?:real|lonely) (?:local )?(?:women|girls|singles|moms) (?:near you|in your area|want to (?:meet|chat))',
    'local (?:women|girls|singles|moms) (?:near you|in your area|want to (?:meet|chat))',
    '(?:women|girls|singles|moms) (?:near you|in your area|want to (?:meet|chat))',
    '(?:chat|hook ?up|meet) with local (?:women|girls|singles)',
    '(?:meet|date) (?:hot )?singles in your (?:area|city)',
    'you have a new match',
    'new (?:matches|admirers?|secret admirers?) (?:waiting|near|in your|want)',
    'is inviting you to be (?:her|his) friend',
    'viagra',
    'cialis',
    'no prescription (?:needed|required)',
  ],
  fr: [
    'celibataires pres de chez (?:vous|toi)',
    '(?:femmes|hommes|filles|celibataires) (?:de (?:votre|ta) region|pres de chez (?:vous|toi))',
    '(?:femmes|hommes) (?:matures?|murs|mures) pres de chez',
    'voici mes photos',
    'sans ordonnance',
    "t'a envoye (?:un |une |\\d{1,2} )?(?:nouveaux? |nouvelles? )?(?:messages?|photos?|videos?|clins? d.oeil) privee?s?",
    'vous a envoye (?:un |une |\\d{1,2} )?(?:nouveaux? |nouvelles? )?(?:messages?|photos?|videos?|clins? d.oeil) privee?s?',
    'je cherche (?:un homme|une femme) (?:serieux|serieuse|pour)',
    '(?:tu as|vous avez) (?:un|une|\\d{1,2}) (?:nouveaux? |nouvelles? )?(?:match|matchs|admirat(?:eur|rice)s?)',
    'viens me (?:parler|voir|rejoindre) en prive',
    'partenaire discrete?',
    '(?:filles|femmes|celibataires) de (?:ta|votre) ville',
    'rencontres? pres de chez (?:vous|toi)',
    'inscription (?:gratuite et )?anonyme',
    "(?:relation|aventure|rencontre)s? (?:discretes?|d'un soir|sans lendemain)",
    'profil a ete (?:vu|visite|consulte|aime)',
    'seule? ce soir (?:pres de|a cote de|dans|pas loin de)',
    // Round 11: a dating profile's first line, « Julie, 24 ans, célibataire ».
    '\\d{2} ans,? (?:celibataire|coquine|seule et)',
  ],
};

/** Prize wordings the shared list (`PRIZE`) does not hold; they count as `message-prize`. */
export const PRIZE_MORE: PhraseList = {
  en: [
    '(?:your number|your mobile number|your cell number|your phone number|number|mobile number|cell number|phone number) (?:has been |was |is )?(?:selected|chosen|drawn) (?:to (?:receive|win)|as)',
    'questions to (?:get|claim|receive|win) (?:your|a|an|the) (?:gift|reward|prize)',
    'selected to receive(?:d)? (?:a|an|your) (?:[$£€] ?\\d[\\d,]*(?:\\.\\d{1,2})?|\\d[\\d,]*(?:\\.\\d{1,2})?|cash|award|prize|gift|reward)',
  ],
  fr: [
    '(?:votre numero|numero) a ete tire(?: au sort)?',
    '(?:votre numero|numero) a ete (?:selectionne|choisi)',
    '(?:vous remportez|tu remportes) (?:un|une|\\d+)',
    'gagnante? du mois',
    '(?:notre|un) gagnant(?:e)? (?:du|de la) (?:semaine|mois|jour)',
    'participation (?:a ete )?(?:retenue|validee|selectionnee)',
    'confirmez (?:votre|ta) participation',
    "(?:un cadeau|votre cadeau|ton cadeau|un lot|votre lot|ton lot|vos gains|tes gains|un bon d'achat) (?:vous|t') ?attend",
    '(?:recupere|reclame) (?:votre|ton|vos|tes) (?:cadeau|lot|gain)s?',
    "(?:lot|cadeau|gain|prix)s? (?:n'a|n'ont) pas (?:encore )?ete (?:reclame|recupere)",
    // Round 11: the entry is a reply (« participez en répondant OUI »).
    'participez en (?:repondant|envoyant|textant|renvoyant)',
  ],
};

/** "Reply YES for a free quote": the reply that starts a sales or scam call; counts as a callback lure. */
export const REPLY_FOR_OFFER: PhraseList = {
  en: [
    '(?:reply|text|respond) (?:yes|y|info|1) (?:for (?:a |your )?(?:free|more info|details|quote|a quote)|to (?:learn more|see if (?:you|your home) qualif(?:y|ies)|find out more|get started|claim))',
    '(?:reply|text|respond) (?:yes|y|1) to (?:have|get) (?:it|one|yours) (?:shipped|sent|delivered|mailed)',
  ],
  fr: ['repondez (?:oui|1|info) (?:pour (?:en savoir plus|un devis|recevoir|profiter|beneficier))'],
};

/** Work-from-home and easy-money offers the shared job list does not hold (`message-job-offer`). */
export const JOB_MORE: PhraseList = {
  en: [
    '(?:earn|make) (?:extra )?(?:income|cash|money) (?:from|at) home',
    'extra income from home',
    'secret shopper',
    'mystery shopper',
    'get paid to (?:review|test|chat|like|watch)',
    '(?:make|earn) (?:easy|quick|fast) (?:money|cash)',
    'make money (?:easily|fast|online|from (?:your|home))',
    'earn (?:a )?commissions?',
    '(?:paid|earn) \\$ ?\\d{1,4}(?:\\.\\d{2})? (?:for|per) (?:each |every |a )?(?:[a-z]{2,12} )?(?:review|like|video|task|survey|rating|post|order)s?',
    '(?:cv|resume) (?:has )?(?:passed|been (?:selected|approved|shortlisted))',
    // Round 10: "your resume was recommended to us", "earn $200-$500 daily".
    '(?:cv|resume) (?:was|has been|is) (?:recommended|selected|shortlisted|approved|referred)',
    '(?:earn|make) \\$ ?\\d{2,4} ?(?:-|to) ?\\$ ?\\d{2,4} (?:daily|a day|per day|every day)',
    // Round 21: the fake cheque's ask, "deposit it and send / buy / wire … the rest / the balance".
    'deposit (?:it|the (?:cheque|check)) (?:and|then|,) (?:keep \\$ ?\\d[\\d,.]* (?:and |as your (?:pay|fee) and )?)?(?:send|transfer|e-?transfer|wire|buy|forward|use)',
  ],
  fr: [
    "gagne[rz]? de l'argent (?:depuis|de chez|a la maison|a domicile)",
    "gagne[rz]? de l'argent (?:facilement|rapidement|sans effort|en ligne)",
    '(?:travail|travailler|emploi) (?:a domicile|depuis chez (?:vous|toi))',
    '(?:recevez|gagnez|payee?s?) \\d{1,4}(?:[,.]\\d{2})? ?(?:\\$|€|euros?) (?:par|pour chaque|pour un) (?:avis|like|video|tache|sondage|commentaire)s?',
    // Round 21: the mystery-shopper cheque by text (« client mystère », « magasineur mystère ») and
    // its ask, « déposez-le et renvoyez / achetez … le reste ».
    'client(?:e)?s? mysteres?',
    'magasineu(?:r|se)s? mysteres?',
    'acheteu(?:r|se)s? mysteres?',
    '(?:deposez|encaissez)-le (?:et|puis|,) (?:gardez \\d[\\d ,.]* ?\\$ (?:et )?)?(?:renvoyez|envoyez|transferez|virez|achetez|retournez)',
  ],
};

/** Investment hype the shared list does not hold (`message-guaranteed-returns`). */
export const INVEST_MORE: PhraseList = {
  en: [
    'hot stock (?:alert|pick|tip)',
    'business proposal',
    // Round 7: the "investment mentor" of a pig-butchering chat.
    'mentor (?:helped|taught|showed|guided) me',
    '(?:trading|investment|crypto|bitcoin|forex|stock) (?:coach|mentor|teacher|tutor)',
    '(?:turn|turned|grew) \\$ ?\\d[\\d,]{0,7} into \\$ ?\\d[\\d,.]*',
    'teach you (?:how )?to (?:trade|invest|earn|make money)',
    '(?:daily|weekly) profits?',
    '(?:inheritance|unclaimed) (?:fund|funds|claim|estate)',
    '(?:set|about|ready|poised) to (?:explode|skyrocket|soar|moon)',
    'doubl(?:e|ing) (?:your )?(?:money|bitcoin|btc|crypto|investment)',
    '(?:clients|members|investors) (?:double|doubled|are doubling) (?:their|the) (?:money|investment|capital|savings)',
    'wealth (?:creation|secrets?|summit)',
    'internal discussion group',
    '(?:investment|trading|stock|stocks|crypto|bitcoin) (?:discussion |vip |whatsapp |telegram )?group',
    // Round 19: a "stock study group on Telegram" (the pig-butchering classroom, held in a chat app;
    // a school's study group or a relative's club meets in a room). Not Discord, where students' and
    // hobbyists' clubs meet online (review of round 19).
    '(?:investment|trading|stock|stocks|crypto|bitcoin) (?:study|learning|sharing|exchange) group (?:on|via) (?:telegram|whatsapp|signal|wechat)',
    'insider secrets',
    '(?:six-figure|six figure) (?:revenue|income|business|salary)',
    '(?:cash-?flowing|cash flow) propert(?:y|ies)',
    'property (?:deals|entrepreneur|development training)',
  ],
  fr: [
    'doublez votre (?:capital|argent|mise|investissement)',
    // Round 14: the adviser's clients who double their money (« mes clients doublent leur investissement »).
    'doubl(?:ent|e|er|ez) (?:leur|son|mon|votre|ton) (?:argent|investissement|capital|mise|epargne|placement)',
    "mentor (?:m'a|m.a) (?:aide|appris|montre)",
    '(?:coach|mentor|formateur) en (?:trading|investissement|crypto|bourse|forex)',
    'gains garantis',
    'robot de trading',
    'rendement (?:mensuel |hebdomadaire )?de \\d{1,3} ?% par (?:mois|semaine|jour)',
    'en investissant (?:seulement |que |a peine )?\\d+',
    'placements? garantis?',
    'groupe (?:prive )?de trading',
    "groupe (?:prive |d'etude |d'echange )?(?:d'investissement|boursier|de bourse|crypto) sur (?:telegram|whatsapp|signal)",
    'signaux (?:de trading|gratuits)',
  ],
};

/** Threats the shared list does not hold (`message-threat`): a bailiff at the door. */
export const THREAT_MORE: PhraseList = {
  en: ['bailiffs? (?:will|are coming|is coming|will be sent)'],
  fr: ['huissier (?:se presentera|viendra|passera|de justice)', "si la somme n'est pas reglee"],
};

/** Locked-account wordings the shared list does not hold (`message-account-locked`). */
export const LOCKED_MORE: PhraseList = {
  en: [
    '(?:bank account|account) (?:has been|was|is) (?:temporarily )?(?:blocked|frozen|restricted|disabled)',
    'someone (?:tried|attempted|is trying) to (?:log ?in(?:to)?|sign ?in(?:to)?|login|access)',
    'to review (?:your )?(?:recent|unusual|suspicious) activity,? (?:please )?(?:log ?in|sign ?in|login|click|visit|go to)',
    "(?:wasn'?t|was not) you,? (?:please )?(?:visit|click|go to|tap|log ?in|sign ?in|verify)",
    'update your (?:billing|payment)(?: (?:info|information|details|method))? to (?:continue|avoid|keep)',
    // Round 14: the bank's second factor said blocked ("Your TAC has been blocked", "your Secure2u is
    // suspended"): the way back in is the link beside it.
    '(?:tac|secure2u|token|security device|digital token) (?:has been|is|was) (?:temporarily )?(?:blocked|suspended|deactivated|disabled|locked)',
  ],
  fr: [
    'compte (?:bancaire )?(?:a ete |est )?(?:bloque|suspendu|desactive|restreint|gele)',
    '(?:revalider|revalidez|reactiver|reactivez) (?:votre|ton) compte',
    'pour eviter (?:un |le |tout )?(?:blocage|desactivation)',
    'compte (?:[a-z+]{2,15} )?(?:sera|va etre) (?:ferme|suspendu|desactive|bloque|supprime)',
  ],
};

/**
 * What a business gives its number for, next to it: to reschedule, to cancel, for questions. A
 * number given for that is a helpline, not a callback lure (`message-callback-number` is not added).
 */
export const SERVICE_CALL: PhraseList = {
  en: [
    'to (?:reschedule|cancel|change|modify|rebook)',
    'questions\\?',
    'for (?:questions|help|assistance|support)',
    'if you have (?:any )?questions',
    'to confirm,? or call',
    'for (?:more )?(?:info|information|details)',
  ],
  fr: [
    'pour (?:annuler|modifier|reporter|changer|deplacer)',
    'des questions\\s?\\?',
    'pour toute question',
    "pour (?:plus d'|de plus amples )(?:infos?|informations|details|renseignements)",
  ],
};

/** A bank "adviser" who saw a suspicious operation and asks to be called back (en, fr). */
export const SUSPICIOUS_CALLBACK: PhraseList = {
  en: [
    '(?:suspicious|unusual|fraudulent) (?:transaction|activity|charge|purchase)s?[^.!?]{0,60}call (?:us )?back',
  ],
  fr: ['(?:operation|transaction|activite) suspecte[^.!?]{0,60}rappelez'],
};

export const CASINO_WORD: PhraseList = { en: ['casino'], fr: ['casino'] };

/** Loan and credit offers sent unasked. */
export const LOAN_OFFER: PhraseList = {
  en: [
    'no credit check',
    '(?:loan|credit) (?:is )?(?:approved|guaranteed|accepted)',
    'pre-?approved (?:for )?(?:a |an )?(?:personal )?loan',
    '(?:instant|fast|quick|easy|payday) (?:cash )?loans?',
    'borrow (?:up to )?\\$ ?\\d[\\d,.]*',
    'need (?:cash|money) (?:fast|now|today)',
    'bad credit (?:ok|okay|welcome|accepted|no problem)',
    // Round 16, in the offer's shapes: "can I borrow money today?", "we got the apartment even with no
    // credit" and "reduce your debt by paying more than the minimum" are a friend's or a coach's words.
    'borrow (?:money |cash )?(?:in minutes|fast)',
    '(?:approved|approval|accepted|loans?|cash|funding) even with (?:bad|poor|no) credit',
    'borrow (?:[a-z]+ )?even with (?:bad|poor|no) credit',
    '(?:cut|reduce|erase|wipe out) your (?:credit card )?debts? by (?:half|(?:up to )?\\d{1,3})',
    '(?:all|any) credit (?:types|scores|accepted|history)',
    '(?:cash advance|line of credit|auto loan|car loan|personal loan|business loan|business funding) (?:of |up to )\\$? ?\\d',
    'get (?:up to )?\\$ ?\\d[\\d,]* (?:deposited|in your (?:account|bank))',
    '(?:funding|financing|loan) (?:approved|available|deposited) (?:in|within) \\d+ ?(?:hours?|hrs?|days?|minutes?)',
    'debt consolidation',
    '(?:student loan|loan) forgiveness',
    'refinance (?:now|today|your (?:home|mortgage|loan))',
    'sign as (?:a |your )?guarantor',
    'need (?:extra |more )?working capital',
    'loan of up to',
    '(?:lower|reduce) (?:your )?(?:credit card )?interest rates?',
  ],
  fr: [
    'pret (?:de \\d+|rapide|personnel sans|sans justificatifs?|sans verification|express|garanti)',
    'sans verification de credit',
    // Round 16, in the offer's shapes as in English (« la réduction des dettes des étudiants » is news).
    'sans enquete de credit',
    '(?:approuve|accepte|pret|credit|financement)e?s? meme avec (?:un )?mauvais (?:credit|dossier)',
    '(?:programme|plan|solution)s? (?:[a-z]+ )?de reduction (?:de |des )?(?:vos )?dettes',
    'effacez (?:jusqu.a )?\\d+ ?% de vos dettes',
    'credit (?:accepte|garanti|approuve)',
    "besoin d'argent",
    'rachat de credits?',
    'empruntez (?:jusqu|des)',
    'financement (?:accorde|garanti|rapide|express|immediat)',
    'meme fiche',
    'reduisez vos (?:mensualites|paiements|dettes)',
    'consolid(?:ez|er|ation) (?:de |vos |tes )?dettes',
    "pret (?:jusqu'a|allant)",
    'demandez votre pret',
    'sans justificatifs?',
    'credit (?:immediat|express|rapide)',
    "credit (?:de \\d+|jusqu'a \\d+)",
    'credit (?:de \\d[\\d ]{0,7} ?(?:€|\\$|euros?) )?(?:est |a ete )(?:accepte|approuve|accorde)',
    'fonds (?:verses|deposes|disponibles) (?:sous|en|dans) \\d+',
    'mauvais credit',
    "pret (?:personnel |d'argent )?entre particuliers",
    'sans frais de dossier',
    'fichee? (?:a la )?banque de france',
    'interdit bancaire',
    '(?:financement|pret|credit) (?:est )?pre-?approuvee?',
  ],
};

/** A free or cheap start that turns into a recurring charge. */
export const SUBSCRIPTION_TRAP: PhraseList = {
  en: [
    'then (?:just |only )?\\$?\\d{1,3}(?:\\.\\d{2})? ?(?:\\$ )?(?:/|per|a) ?(?:week|wk|month|mo)',
    'free trial,? then',
    // Round 21: a weekly charge announced, the trap's mark.
    'per week (?:will be|is) (?:charged|billed|debited)',
    'unless (?:you )?cancel(?:l?ed)?[^.!?]{0,50}(?:charged|billed|debited)',
    '(?:subscription|membership) (?:has )?(?:expired|been suspended|been cancelled|is on hold)',
  ],
  fr: [
    'puis (?:seulement |juste )?\\d{1,3}(?:[,.]\\d{2})? ?(?:€|\\$|eur|euros?)? ?(?:/|par) ?(?:semaine|sem|mois)',
    'essai gratuit,? puis',
    // Round 21: « 14,99 € par semaine seront prélevés ».
    'par semaine (?:seront|sera|vous seront|vous sera) (?:preleves?|debites?|factures?)',
    'abonnement (?:a |est )?(?:expire|suspendu|annule|en attente)',
    'votre abonnement (?:a )?expire',
    'abonnement (?:[a-z]{2,12} )?(?:est )?arrive a (?:expiration|echeance)',
    'essayez gratuitement pendant',
    'essai gratuit de \\d{1,2} jours',
    // "Sans annulation, 39,90 € seront prélevés chaque mois": a charge that runs unless stopped.
    'sans (?:annulation|resiliation)[^.!?]{0,50}(?:preleves?|debites?|factures?)',
  ],
};

/** Words of a transaction alert: a debit, a credit, a purchase, a payment, a balance. */
export const TRANSACTION_WORDS: PhraseList = {
  en: [
    'debited',
    'credited',
    'purchases?',
    'transactions?',
    'txn',
    '(?:was used|used) (?:for|at)',
    'payments?',
    'direct deposit',
    'deposit(?:ed)?',
    '(?:available bal|avl bal|avail bal|bal)(?:ance)?',
    'transferred',
    'withdrawal',
    'withdrawn',
    // Round 21: "Incoming transfer of €1,250.00 from …" (N26, Revolut).
    'incoming (?:transfer|payment)',
    'has left your',
    'paid (?:from|to|at)',
    'you paid',
    'spent',
    'charged?',
    'sent',
    'received',
    'declined',
    'approved',
    'debit order',
    'direct debit',
    '(?:giro )?deduction',
    'pre-?authori[sz]ed',
    'upi',
    'neft',
    'imps',
    'pos',
  ],
  fr: [
    'debitee?s?',
    'creditee?s?',
    'achat de',
    'operation de',
    'transaction',
    'solde',
    'retrait',
    'paiement (?:de|par)',
    'virement de',
    'prelevement',
    'depot de',
    'envoyee?s?',
  ],
};

/**
 * A masked account or card number: "ending in 4471", "****5520", "XX8841", "a/c ..4417", "AC X7764",
 * "012****789", "se terminant par 3317"; round 21: an Indian card alert's "HDFC Bank Card 4471", a
 * mask with a space ("DE89 **** 4471", "XXXX 4471"), "from Acc 4471" (four digits after from / to /
 * on). Read on the normalised text (lower case).
 */
export const MASKED_ACCOUNT =
  /(?:ending(?: in| with)?|ends (?:in|with)|se terminant par|terminant par|finissant par) ?:? ?\d{3,5}(?!\d)|(?<![a-z0-9])(?:x{2,8}|\*{1,8}|\.{2,3})\d{3,5}(?!\d)|(?<![a-z0-9])(?:a\/c|ac|acct|account|card|carte|compte|checking|chequing|savings|cheq)(?: no\.?| number| n°)?:? ?x\d{3,5}(?!\d)|(?<![a-z0-9])\d{2,6}(?:x{2,8}|\*{2,8})\d{2,5}(?!\d)|(?<![a-z])(?:bank|credit|debit) card (?:no\.? )?\d{4}(?![\dx*]|[,.]\d)|(?<![a-z0-9])(?:\*{2,8}|x{4,8}) \d{4}(?![\dx*]|[,.]\d)|(?<![a-z])(?:from|to|on) (?:acc|acct|account|a\/c|cheq) \d{4}(?![\dx*]|[,.]\d)/;
