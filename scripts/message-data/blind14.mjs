// Blind list v14 for text messages (issue 23, round 13 helper "message14"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 1b840b8; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, carrier and network names are real; phone numbers are made up, 555 where possible).
// BLIND14_HAM: calm business texts with the sender's own link, codes, promotions with an opt-out,
// delivery and appointment notices, transaction alerts of several countries, people's ordinary texts.
// BLIND14_SCAM: conversation openers, a brand with a link on an unrelated domain or odd gTLD,
// "you received money, reply OK", injury and insurance-refund callbacks, cash offers for a house,
// car-insurance overcharge refunds, adult and casino links, French casino, loan, prize and
// subscription spam. English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind14.mjs [--show]

export const BLIND14_HAM = [
  [
    'business-link',
    'Hi Sandra, your order #40213 from Simons is ready for pickup at Place Ste-Foy. Details: https://www.simons.ca/en/orders',
  ],
  [
    'business-link',
    'Bell: Your bill of $92.14 is ready. View it in MyBell at https://www.bell.ca/mybell. Msg&data rates may apply.',
  ],
  [
    'business-link',
    'Hydro-Québec : Votre facture de 143,27 $ est disponible dans votre Espace client : https://www.hydroquebec.com/espace-client',
  ],
  [
    'business-link',
    'Thanks for visiting Canadian Tire! Tell us how we did: https://survey.canadiantire.ca/s/7KD21 Reply STOP to opt out.',
  ],
  [
    'business-link',
    'Your Uber receipt for Nov 28 is ready: $18.45. See the trip details in the app or at https://riders.uber.com',
  ],
  [
    'business-link',
    'SAQ : Votre commande est prête à être ramassée à la succursale Maguire. Suivi : https://www.saq.com/fr/commande',
  ],
  [
    'business-link',
    'Rogers: Your new phone is on its way. Track it at https://www.rogers.com/track. Questions? Call 1-888-555-0177.',
  ],
  [
    'business-link',
    'Airbnb: Reminder, check-in at Chalet du Lac is Friday after 4 PM. Directions and door code in the app: https://www.airbnb.ca/trips',
  ],
  ['code', "Your Google verification code is 482913. Don't share it with anyone."],
  [
    'code',
    'Code de vérification Desjardins : 551807. Ne le communiquez à personne, même à un employé de Desjardins.',
  ],
  ['code', "304-118 is your Instagram code. Don't share it."],
  ['code', 'Votre code de connexion Uber est 7731. Il expire dans 10 minutes.'],
  ['code', 'Amazon: Your one-time password is 660214. Do not share it with anyone.'],
  [
    'promo',
    "Sports Experts: 25 % de rabais sur les manteaux d'hiver jusqu'à dimanche en magasin. Répondez STOP pour vous désabonner.",
  ],
  [
    'promo',
    'Pizza Pizza: 2 medium pizzas for $19.99 this weekend with code TWOFOR. Order at pizzapizza.ca. Txt STOP to end.',
  ],
  ['promo', 'Jean Coutu : Points PLUS doublés ce jeudi sur les produits de beauté. STOP pour annuler.'],
  [
    'promo',
    'Sephora: Your Beauty Insider birthday gift is waiting! Pick it up in store this month. Reply STOP to unsubscribe.',
  ],
  [
    'promo',
    'IGA: Les clémentines sont à 4,99 $ la boîte cette semaine. Circulaire : iga.net. STOP pour arrêter.',
  ],
  ['delivery', 'Purolator: Your package 3321 9904 871 will be delivered today between 10:00 and 14:00.'],
  [
    'delivery',
    'Postes Canada : Votre colis a été livré à votre boîte postale communautaire. La clé est dans le casier 3.',
  ],
  ['delivery', 'UPS: Your package from Best Buy is out for delivery and will arrive by end of day.'],
  ['delivery', 'DoorDash: Karim is on the way with your order from Thai Express. Arriving around 7:25 PM.'],
  ['delivery', 'FedEx: Delivery attempted, no one home. We will try again tomorrow. No action needed.'],
  [
    'appointment',
    'Reminder: Dr. Tremblay dental appointment Tue Dec 1 at 9:30 AM. Reply C to confirm or call 514-555-0144 to reschedule.',
  ],
  [
    'appointment',
    'Clinique Vétérinaire Rosemont : Rappel du rendez-vous de Pilou le 3 déc. à 15 h. Répondez OUI pour confirmer.',
  ],
  [
    'appointment',
    'Salon Coiffure Mélanie: see you Saturday at 11:00 for your cut and colour. Need to change? Text us back.',
  ],
  [
    'appointment',
    'Service Canada: Your passport appointment is on Dec 4 at 10:15 at 200 René-Lévesque W. Bring your documents.',
  ],
  [
    'alert',
    "CIBC: A purchase of $64.10 at SHELL 3302 was made on your card ending 7719. If this wasn't you, call 1-888-555-0188.",
  ],
  [
    'alert',
    'Banque Nationale : Un virement Interac de 150,00 $ a été déposé dans votre compte se terminant par 2201.',
  ],
  ['alert', 'Revolut: You paid €12.40 at Carrefour Market with your card ending 5508.'],
  [
    'alert',
    'ICICI Bank: INR 2,450.00 spent on Card XX3391 at AMAZON on 28-Nov. Avl Limit INR 87,100. Not you? SMS BLOCK 3391 to 5676766',
  ],
  ['alert', 'BMO: Your Mastercard payment of $400.00 was received on Nov 27. Thank you.'],
  [
    'alert',
    'Tangerine: Your direct deposit of $2,318.55 from ACME LTD has arrived in your chequing account.',
  ],
  [
    'alert',
    'Lloyds: £35.00 card payment to TESCO STORES was declined as your balance is too low. Check the app for details.',
  ],
  ['person', 'Hey, running 10 min late, grab us a table?'],
  ['person', 'Peux-tu ramasser du lait en revenant? Merci!'],
  ['person', 'Can you send me the $25 for the concert tickets when you get a chance? No rush.'],
  ['person', "Salut, c'est Julie, j'ai changé de numéro. Garde celui-ci, l'autre ne marche plus."],
  ['person', 'Happy birthday!! Hope you have an amazing day, dinner on me next week'],
  ['person', 'Le souper est à 18 h chez grand-maman dimanche, apporte le dessert si tu peux'],
  ['person', 'did you see the game last night? unreal ending'],
  ['person', "Can you call me when you get this? It's about mom's appointment, nothing serious."],
  ['person', "Je t'ai envoyé 40 $ par Interac pour le cadeau de Luc, le mot de passe c'est sapin"],
  ['person', 'Here is the link to the photos from Saturday https://photos.app.goo.gl/ThisIsNotReal12'],
];

export const BLIND14_SCAM = [
  ['opener', 'Hi, is this Jessica? We met at the conference in Toronto last month.'],
  ['opener', 'Hello, are you free this weekend? My assistant gave me your number.'],
  ['opener', "Bonjour, c'est bien Marc? On s'est parlé sur LinkedIn la semaine dernière."],
  ['opener', "Hey! Long time no see, is this still your number? It's Amy from yoga class"],
  [
    'brand-odd-link',
    'Canada Post: your parcel is held at our depot due to an incomplete address. Update here: https://canadapost-redelivery.top/ca',
  ],
  [
    'brand-odd-link',
    'Netflix: your payment failed and your membership will be suspended. Update your card: https://nflx-billing-help.xyz',
  ],
  [
    'brand-odd-link',
    "ARC : Vous avez droit à un remboursement d'impôt de 488,50 $. Réclamez-le ici : https://arc-remboursement.cfd/depot",
  ],
  [
    'brand-odd-link',
    'Interac: You have a pending deposit of $320.00. Accept it at https://interac-deposit.icu/accept',
  ],
  [
    'brand-odd-link',
    'Desjardins : Activité inhabituelle détectée sur votre compte. Vérifiez au https://desjardins-securite.online/acces',
  ],
  [
    'brand-odd-link',
    'Amazon: A charge of $899.99 for an iPhone 15 was placed on your account. If not you, cancel at https://amzn-refund-center.shop',
  ],
  ['reply-ok', 'You have received $1,500.00 from a sender. Reply OK to claim the funds into your account.'],
  ['reply-ok', 'Vous avez reçu un paiement de 750 $. Répondez OK pour accepter le dépôt.'],
  ['reply-ok', 'Payment of $980 is waiting for you. Reply YES to receive it today.'],
  [
    'callback',
    'Were you injured in a car accident in the last 3 years? You may be entitled to $15,000 compensation. Call 1-855-555-0199 now.',
  ],
  [
    'callback',
    'You are owed an insurance refund of $640. To claim call our refunds team on 1-877-555-0121 before Friday.',
  ],
  [
    'callback',
    'Vous avez été blessé au travail? Vous pourriez avoir droit à une indemnité. Appelez le 1 866 555-0110, sans frais.',
  ],
  [
    'house-cash',
    "Hi, I'm looking to buy a house on your street for cash, any condition, close fast. Would you consider an offer?",
  ],
  [
    'house-cash',
    'We buy houses for CASH in Laval! No agents, no repairs. Interested in an offer for your property? Reply YES',
  ],
  [
    'car-refund',
    'Our records show you were overcharged on your car insurance. You could get $450 back. Reply YES for your refund.',
  ],
  [
    'car-refund',
    'Drivers in Ontario are due up to $700 in car insurance overpayments. Check if you qualify: https://autorefund-now.info',
  ],
  ['adult', 'Hot singles in your area want to meet tonight ;) see their pics https://meetlocal-girls.live'],
  [
    'casino',
    'Congrats! 200 free spins + $1000 bonus waiting at LuckyJackpot casino. Play now: https://luckyjackpot-ca.bet',
  ],
  [
    'casino',
    'Casino en ligne : 150 tours gratuits et un bonus de 500 $ vous attendent! Jouez maintenant : https://casino-royal-qc.win',
  ],
  ['loan', "Prêt approuvé jusqu'à 5 000 $ sans vérification de crédit! Argent déposé en 24 h. Répondez OUI."],
  [
    'loan',
    'You are pre-approved for a $10,000 loan, no credit check. Get your cash today: https://fastcash-loans.click',
  ],
  [
    'prize',
    'Félicitations! Vous avez gagné une carte-cadeau Walmart de 1000 $. Réclamez votre prix : https://walmart-gagnant.xyz',
  ],
  [
    'prize',
    "You've been selected as this week's winner of a new iPhone 16! Claim your prize now at https://prize-claim-ca.top",
  ],
  [
    'subscription',
    'Votre abonnement a expiré. Renouvelez maintenant pour éviter la perte de vos photos : https://icloud-renouveler.site',
  ],
  [
    'subscription',
    'Your McAfee subscription renewed for $399.99. If you did not authorize this call 1-888-555-0143 for a refund.',
  ],
  [
    'subscription',
    'Rappel : votre abonnement Disney+ sera suspendu. Mettez à jour votre paiement ici : https://disney-plus-paiement.live',
  ],
  [
    'new-number',
    "Hi Mom, I dropped my phone in the toilet, this is my new number. Can you help me pay a bill today? I'll pay you back",
  ],
  [
    'new-number',
    "Allo papa, c'est moi, mon cell est brisé. Peux-tu m'envoyer 800 $ par Interac? C'est urgent, je t'explique plus tard",
  ],
];
