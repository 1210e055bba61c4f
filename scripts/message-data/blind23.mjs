// Blind list v23 for text messages (issue 23, round 22 helper "msg22"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 9b4f2f5; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, agency, carrier and utility names are real; phone numbers and links are made up).
// BLIND23_HAM: Interac e-Transfer notifications without a link, bank and card alerts of many countries
// (masked card, balance, helpline, "not you?", STOP, UPI, ATM), relatives asking for a bill to be
// paid, business texts, French alerts and personal texts.
// BLIND23_SCAM: callback scams shaped as alerts without a link, e-Transfer scams asking for a reply,
// a fee or a link, bill asks from strangers, French spam of many kinds, English spam.
// Each entry: [kind, text].
// Run: node scripts/message-data/run-blind23.mjs [--show]

export const BLIND23_HAM = [
  [
    'interac',
    'INTERAC e-Transfer: MARC TREMBLAY sent you $65.00 (CAD) for "hockey fees". Deposit it in your banking app.',
  ],
  [
    'interac',
    'Virement INTERAC : JULIE GAGNON vous a envoyé 120,00 $ (CAD). Message : « loyer garage ». Déposez les fonds dans votre application bancaire.',
  ],
  ['interac', 'RBC: Your INTERAC e-Transfer of $250.00 to SAM OKAFOR was deposited. Ref CA1x7Pq2.'],
  [
    'interac',
    'TD Alert: You received an INTERAC e-Transfer of $32.50 from PRIYA SHAH. It was automatically deposited to your account ending 4410.',
  ],
  [
    'alert-ca',
    'Desjardins : retrait de 100,00 $ au GAB 0421 avec votre carte se terminant par 8843. Solde disponible : 1 512,30 $.',
  ],
  [
    'alert-ca',
    'National Bank: a purchase of $1,146.99 at COSTCO WHOLESALE #527 was made with your card ending 2208. Not you? Call the number on the back of your card.',
  ],
  [
    'alert-us',
    'Capital One: A charge of $74.18 at TARGET T-1402 was made on your Quicksilver card ending in 6631. Reply STOP to opt out.',
  ],
  [
    'alert-us',
    'BofA: Your available balance in checking account ending 3317 is $48.22, below your alert setting of $100.00. Msg&data rates may apply.',
  ],
  [
    'alert-uk',
    'HSBC UK: Card ending 9021 was used for £212.00 at JOHN LEWIS on 29 Nov. If this wasn’t you, call us on 03457 404 404.',
  ],
  [
    'alert-uk',
    'NatWest: Cash withdrawal of £40.00 at ATM LONDON BRIDGE from account ending 5528. Balance £1,034.17.',
  ],
  [
    'alert-au',
    'CommBank: $89.95 purchase at BUNNINGS 442 on card ending 7719. Available balance $2,311.40. Not you? Call 13 2221.',
  ],
  [
    'alert-au',
    'Westpac: Your card ending 0342 was declined for $129.00 at JB HI-FI. Check the app for details.',
  ],
  [
    'alert-in',
    'A/c *6612 debited by Rs.349.00 on 30Nov26 trf to BLINKIT via UPI Ref No 6338120044. If not you, call 1800 1234 - ICICI Bank',
  ],
  [
    'alert-in',
    'ATM withdrawal of INR 2,000.00 from A/c XX1187 at AXIS BANK ATM KORAMANGALA. Avl Bal INR 18,402.55. Not you? SMS BLOCK 1187 to 5676782',
  ],
  ['alert-eu', 'ING: Betaling van € 23,40 bij ALBERT HEIJN 1440 met pas eindigend op 3381. Saldo € 612,09.'],
  ['alert-eu', 'Revolut: You paid €18.50 at LIDL BERLIN with card ••4471. Balance €342.12.'],
  [
    'alert-fr',
    'Société Générale : prélèvement de 54,99 € de FREE MOBILE sur votre compte **2261. Solde après opération : 875,40 €.',
  ],
  [
    'bill-kin',
    'Hi sweetie, can you pay the hydro bill today from the joint account? I’ll transfer you my half tonight. Love, Mom',
  ],
  ['bill-kin', 'hey can you cover my phone bill this month, I get paid friday and I’ll pay you back'],
  [
    'bill-kin',
    'Papa, peux-tu payer ma facture de cellulaire cette fois-ci? Je te rembourse dès que ma paie rentre jeudi.',
  ],
  [
    'business',
    'Garage Lapointe : votre véhicule est prêt. Total 412,35 $ taxes incluses, payable sur place. Ouvert jusqu’à 18 h.',
  ],
  [
    'business',
    'Your Uber Eats order from Thai Express is on the way. Total charged $27.40 to your Visa ending 1102.',
  ],
  [
    'business',
    'Bell: your bill of $96.04 is ready. It will be paid automatically on Dec 12 from your card on file.',
  ],
  [
    'business',
    'Rappel Hydro-Québec : votre facture de 143,22 $ est due le 15 décembre. Merci de votre paiement.',
  ],
  [
    'personal',
    'Je t’ai envoyé 40 $ par Interac pour la pizza de vendredi, le mot de passe c’est le nom du chien',
  ],
  ['personal', 'sent you the $40 for pizza, check your email for the etransfer'],
  [
    'personal',
    'Salut! On gagne enfin au hockey cosom ce soir, tu viens prendre une bière après? C’est moi qui paie',
  ],
  [
    'code',
    'Your Interac e-Transfer security code is 418820. Do not share this code with anyone. TD will never call to ask for it.',
  ],
  [
    'alert-ca',
    'Tangerine: Your payment of $1,200.00 to VISA - ROGERS BANK was made from account ending 0087 on Nov 30.',
  ],
  [
    'alert-us',
    'Amex: A $2,350.00 charge at DELTA AIR LINES was approved on your card ending 41007. If you don’t recognize it, call 1-800-528-4800.',
  ],
];

export const BLIND23_SCAM = [
  [
    'callback',
    'Visa Fraud Dept: a charge of $980.00 at BEST BUY on your card was flagged. If you did not authorize it, call 1-877-402-5519 immediately.',
  ],
  [
    'callback',
    'Your PayPal account was charged $499.99 for Norton 360 renewal. To cancel and get a refund call 1-888-310-4627.',
  ],
  [
    'callback',
    'Amazon: an order of iPhone 15 Pro ($1,349.00) was placed on your account. If this was not you call our support at +1 (844) 203-7781.',
  ],
  [
    'callback',
    'Geek Squad: your annual protection plan of $389.99 has been renewed today. Call 1-855-602-3349 within 24 hours to cancel.',
  ],
  [
    'callback',
    'Alerte Desjardins : transaction de 1 250,00 $ bloquée sur votre carte. Appelez immédiatement notre service de sécurité au 1-833-219-4470.',
  ],
  [
    'callback',
    'Coinbase: a withdrawal of 0.42 BTC was requested from your wallet. If you did not request it, call support at 1-877-380-2216 now.',
  ],
  [
    'interac-scam',
    'INTERAC e-Transfer: You have received $480.00 from CANADA REVENUE AGENCY. Accept your deposit at cra-refund-interac.com',
  ],
  [
    'interac-scam',
    'Hi, I sent you $300 by e-Transfer by mistake, can you send it back to this email? ken.l88@proton.me Thanks so much',
  ],
  [
    'interac-scam',
    'Your e-Transfer of $750.00 is on hold. A $25 release fee must be paid before the funds can be deposited. Reply YES to continue.',
  ],
  [
    'bill-stranger',
    'Hello dear, can you help me pay my phone bill with a Google Play card? I will pay you back when I get back from my deployment',
  ],
  [
    'bill-stranger',
    'hi its Tom from church, i’m in a meeting and can’t talk, can you pay a bill for me today? i’ll reimburse you tonight',
  ],
  [
    'fr-credit',
    'Prêt personnel de 5 000 $ à 25 000 $ approuvé en 24 h, même avec un mauvais dossier de crédit. Répondez OUI pour recevoir votre offre.',
  ],
  [
    'fr-home-work',
    'Travail à domicile : gagnez 300 $ par jour en aimant des vidéos sur votre téléphone. Écrivez-nous sur WhatsApp au +1 438 555 0172.',
  ],
  [
    'fr-crypto',
    'Investissez 250 € aujourd’hui dans notre plateforme crypto et recevez 4 000 € en 7 jours. Places limitées : crypto-gains-fr.com',
  ],
  [
    'fr-dating',
    'Bonsoir, c’est Léa, 28 ans, j’ai vu ton profil et j’aimerais te rencontrer ce soir. Écris-moi ici : rencontre-lea.fr',
  ],
  [
    'fr-casino',
    'Bonus de bienvenue de 500 € + 200 tours gratuits sur notre casino en ligne ! Inscris-toi maintenant : casino-royal-fr.com',
  ],
  [
    'fr-subscription',
    'Félicitations ! Vous êtes sélectionné pour recevoir un iPhone 15 pour seulement 2 €. Il ne vous reste que 2 h : cadeau-iphone-fr.com',
  ],
  [
    'fr-prize',
    'Vous avez gagné une carte cadeau Costco de 750 $ ! Réclamez-la avant minuit : costco-gagnant.ca',
  ],
  [
    'fr-delivery',
    'Postes Canada : votre colis est retenu au centre de tri. Des frais de 2,99 $ sont requis pour la livraison : postescanada-frais.com',
  ],
  [
    'fr-delivery',
    'Colissimo : votre colis n’a pas pu être livré faute d’adresse complète. Veuillez mettre à jour vos informations : colis-suivi-fr.info',
  ],
  [
    'fr-tax',
    'ARC : vous avez droit à un remboursement de 428,50 $. Cliquez ici pour le recevoir par virement Interac : arc-remboursement.ca',
  ],
  [
    'fr-job',
    'Bonjour, nous recrutons des assistants en ligne, 1 h par jour, 150 à 500 $ payés chaque jour. Ajoutez-nous sur Telegram @emploi_rapide',
  ],
  [
    'en-spam',
    'URGENT! Your mobile number has won £2,000 in our Xmas prize draw. Call 09061 234 567 to claim. 150p/min',
  ],
  ['en-spam', 'Earn $500/day from home with no experience. Only 10 spots left, text JOB to 74821 now'],
  [
    'en-spam',
    'Congratulations! You’ve been chosen to test the new Samsung Galaxy S24. Just pay $1.95 shipping: galaxy-tester.shop',
  ],
  [
    'alert-fake',
    'HSBC: A new device was added to your account. If this wasn’t you, cancel the request at hsbc-device-cancel.com',
  ],
  [
    'alert-fake',
    'NAB: Your account has been temporarily suspended. Verify your details to restore access: nab-secure-verify.com.au',
  ],
  [
    'alert-fake',
    'Canara Bank: Dear customer your KYC is pending, your account will be blocked today. Call 8123456790 to update.',
  ],
  [
    'toll',
    'E-ZPass: You have an unpaid toll balance of $6.99. To avoid a $50 late fee, pay now at ezpass-tolls-pay.com',
  ],
  ['wrong-number', 'Hi Linda, are we still on for golf on Saturday? My new number btw'],
];
