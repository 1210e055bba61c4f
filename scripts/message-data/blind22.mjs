// Blind list v22 for text messages (issue 23, round 21 helper "msg21"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 294a09c; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, agency, carrier and utility names are real; phone numbers and links are made up).
// BLIND22_HAM: bank and card alerts of many countries and formats (debit, credit, masked card or
// account, balance, helpline, "not you? call", "reply STOP", UPI/VPA, IBAN, EMI, one-time codes),
// relatives asking for small sums, a child asking a parent to pay a bill, French job talk with tips and
// a daily wage agreed, business texts in English and Québec French.
// BLIND22_SCAM: French spam of many kinds (casino, loans, « vous avez gagné », subscription traps,
// dating, investment, job, delivery), English spam, alerts dressed as banks, a grandparent scam, a
// mystery-shopper cheque, a bill paid for a stranger.
// Each entry: [kind, text].
// Run: node scripts/message-data/run-blind22.mjs [--show]

export const BLIND22_HAM = [
  [
    'alert-ca',
    'CIBC: Your Visa card ending 3308 was used for $86.42 at SHELL C01245 on Nov 29. Not you? Call 1-800-465-4653.',
  ],
  [
    'alert-ca',
    'BMO : Achat de 42,17 $ chez METRO PLUS avec votre carte se terminant par 5521. Si ce n’était pas vous, composez le 1-877-225-5266.',
  ],
  [
    'alert-ca',
    'Scotiabank: Your chequing account ending 7714 balance is $1,204.66 as of Nov 30. Reply STOP to end alerts.',
  ],
  [
    'alert-us',
    'Chase: You made a $1,200.00 transaction with Zelle to JORDAN P on Nov 28. Not you? Call 1-800-935-9935. Reply STOP to opt out.',
  ],
  [
    'alert-us',
    'Wells Fargo: Card ending 4402 declined $312.50 at AMAZON MKTPLACE. Reply YES if you made this or NO if not. STOP to end.',
  ],
  [
    'alert-uk',
    'Barclays: £48.99 payment to NETFLIX.COM from account ending 0193. Balance £612.08. If you don’t recognise this, call 0345 734 5345.',
  ],
  ['alert-uk', 'Monzo: You spent £7.40 at Pret A Manger. Your balance is £203.11.'],
  [
    'alert-in',
    'Rs.2,450.00 debited from A/c XX4471 on 29-11-26 to VPA swiggy@icici UPI Ref 433812905511. Not you? Call 18002586161 - HDFC Bank',
  ],
  [
    'alert-in',
    'Dear Customer, EMI of Rs 8,312 for loan a/c XXXX2290 is due on 05-12-2026. Please keep sufficient balance. - Bajaj Finance',
  ],
  [
    'alert-in',
    'INR 15,000.00 credited to your A/c XX0918 on 30-11-26 by NEFT from RAKESH KUMAR. Avl Bal INR 42,331.07 - SBI',
  ],
  [
    'alert-fr',
    'Crédit Agricole : virement SEPA de 350,00 € reçu sur votre compte FR76 **** **** 4412. Solde : 1 208,55 €.',
  ],
  [
    'alert-fr',
    'BNP Paribas : paiement de 64,90 € avec votre carte **7731 chez CARREFOUR le 29/11. Pas vous ? Appelez le 09 69 39 99 98.',
  ],
  [
    'alert-de',
    'Sparkasse: Ihre Karte ***2210 wurde für 129,00 EUR bei MEDIAMARKT belastet. Kontostand 1.044,12 EUR.',
  ],
  [
    'alert-au',
    'CommBank: $250.00 transfer to J SMITH from acc ending 5567 on 30 Nov. If this wasn’t you, call 13 2221.',
  ],
  ['alert-za', 'FNB: R1,299.00 paid from cheq a/c ..6631 @ TAKEALOT on 29Nov. Avail R4,887.20.'],
  [
    'alert-ng',
    'Acct: 20****7718 Amt: NGN 25,000.00 DR Desc: POS PURCHASE SHOPRITE Bal: NGN 112,440.18 - GTBank',
  ],
  [
    'otp',
    'Your RBC one-time passcode is 902117. It expires in 10 minutes. Don’t share it with anyone, RBC will never ask for it.',
  ],
  [
    'otp',
    '482290 est votre code Desjardins pour confirmer le virement de 600,00 $ à Karine L. Si ce n’est pas vous, appelez le 1 800 224-7737.',
  ],
  [
    'otp',
    'OTP for txn of INR 3,499.00 at FLIPKART on ICICI Bank card XX8812 is 557301. Valid 3 mins. Do not share with anyone.',
  ],
  ['mom-small', 'Mom, I need $10 for the bus pass tomorrow'],
  ['mom-small', 'Dad, can you send me $25 for the hockey fees? Coach wants it Friday'],
  ['mom-small', 'Maman, peux-tu m’envoyer 15 $ pour la sortie scolaire?'],
  [
    'bill-ask',
    'Hey dad, can you pay my phone bill this month? Work cut my hours, I’ll pay you back at Christmas',
  ],
  [
    'job-fr',
    'Salut Julie, pour le service de samedi au resto, les pourboires sont partagés à la fin de la soirée comme d’habitude',
  ],
  [
    'job-fr',
    'Bonjour Marc, comme convenu ton salaire journalier pour le déménagement est de 180 $, payé en argent à la fin de la journée',
  ],
  ['job-fr', 'Rappel : les remises de fin de quart se font au bureau avant 23 h. Merci à toute l’équipe!'],
  [
    'business',
    'Pharmaprix : votre ordonnance est prête pour la cueillette à la succursale de la rue Saint-Denis.',
  ],
  [
    'business',
    'Dentist reminder: Emma has a cleaning Tuesday Dec 3 at 4:15 pm with Dr. Nguyen. Reply C to confirm.',
  ],
  [
    'business',
    'Bell : votre facture de novembre de 94,32 $ est disponible dans MonBell. Paiement préautorisé le 12 décembre.',
  ],
  ['friend', 'Tu me dois toujours 20 $ pour la pizza de vendredi lol, pas pressé'],
];

export const BLIND22_SCAM = [
  [
    'fr-casino',
    'Tours gratuits offerts ! 200 % sur ton premier dépôt + 50 tours sans dépôt au Casino Royal. Joue maintenant : royal-casino-fr.com',
  ],
  ['fr-casino', 'Félicitations, ton bonus de 500 € t’attend. Connecte-toi avant minuit : spinbet-vip.fr'],
  [
    'fr-loan',
    'Besoin d’argent ? Prêt de 5 000 € accordé en 24 h, même fiché, sans justificatif. Répondez OUI pour être rappelé',
  ],
  [
    'fr-loan',
    'Votre demande de crédit de 3 000 € a été pré-approuvée. Signez votre contrat ici : credit-rapide-fr.net',
  ],
  [
    'fr-won',
    'Vous avez gagné un iPhone 15 ! Vous êtes notre 1000e visiteur. Réclamez votre cadeau avant 23h : cadeau-gagnant.fr',
  ],
  [
    'fr-won',
    'Bravo ! Votre numéro a été tiré au sort, vous remportez un bon d’achat de 500 € chez Carrefour. Confirmez ici : bon-carrefour.info',
  ],
  [
    'fr-sub',
    'Votre abonnement Netflix a expiré. Mettez à jour votre mode de paiement pour éviter la suspension : netflix-renouvellement.com',
  ],
  [
    'fr-sub',
    'Dernier jour ! Essayez gratuitement pendant 3 jours puis 9,99 € par semaine. Inscrivez-vous : appli-premium.fr',
  ],
  [
    'fr-dating',
    'Coucou, c’est Léa, 28 ans, je suis seule ce soir près de chez toi. Viens voir mes photos : rencontre-coquine.fr',
  ],
  [
    'fr-invest',
    'Investissez 250 € et gagnez jusqu’à 1 500 € par semaine grâce au trading automatique. Places limitées : crypto-gain.fr',
  ],
  [
    'fr-invest',
    'Rejoignez notre groupe WhatsApp d’investissement, nos analystes vous donnent des conseils gratuits pour doubler votre capital',
  ],
  [
    'fr-job',
    'Bonjour, vous avez été sélectionné pour un emploi à domicile, 30 minutes par jour, 200 à 800 € par jour. Contactez-nous sur WhatsApp',
  ],
  [
    'fr-job',
    'Recrutement : aimez des vidéos YouTube et gagnez 50 $ par tâche, paiement immédiat. Écrivez à notre conseillère sur Telegram',
  ],
  [
    'fr-delivery',
    'Colissimo : votre colis n’a pas pu être livré, frais de réexpédition de 1,99 €. Planifiez une nouvelle livraison : colissimo-suivi.info',
  ],
  [
    'fr-delivery',
    'Chronopost : adresse incomplète, votre colis sera retourné. Mettez à jour ici : chrono-livraison-fr.com',
  ],
  [
    'fr-cpf',
    'Il vous reste 1 200 € sur votre CPF, ils expirent demain. Utilisez-les avant la fin : mon-cpf-droits.fr',
  ],
  [
    'en-spam',
    'You have won a $1,000 Walmart gift card! Claim it now before it expires: wm-rewards-claim.com',
  ],
  ['en-spam', 'Get a loan of up to $15,000 today, bad credit OK, no credit check. Reply YES to apply'],
  [
    'en-spam',
    'Hi there, I’m Sophie, I saw your profile and I’m looking for a serious relationship. Text me on WhatsApp +1 604 555 0199',
  ],
  [
    'alert-fake',
    'RBC: your debit card has been suspended due to unusual activity. Verify your identity at rbc-verify-account.com to restore access',
  ],
  [
    'alert-fake',
    'Desjardins : transaction de 799,99 $ en attente. Si ce n’est pas vous, annulez ici : desjardins-annulation.com',
  ],
  [
    'alert-fake',
    'SBI: Your YONO account will be blocked today. Update your PAN card immediately: sbi-kyc-update.in',
  ],
  ['grandparent', 'Hi Grandma, it’s me, I’m in trouble and I need $2,500 for bail, please don’t tell mom'],
  [
    'cheque',
    'Hiring mystery shoppers! We send you a check for $1,800, deposit it, keep $250 as your pay and buy gift cards with the rest. Text BACK to join',
  ],
  [
    'bill-stranger',
    'Hi, this is Aunt Linda on my friend’s phone, can you pay my phone bill for me with your card? I’ll pay you back tomorrow',
  ],
];
