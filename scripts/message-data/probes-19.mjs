// Near-probes of round 18 (issue 23, helper message19): for each rule of the round, 10+ ordinary
// texts written by hand NEAR it (the same words, another intent) that must stay calm, and a few
// scams of the rule's kind. Written after the rules (eafbacd), before their first run on these
// probes; every person, amount, number and link invented. Each entry: [rule: kind, text].
// Run: node scripts/message-data/run-probes19.mjs [--show]

export const PROBES19_HAM = [
  // Rule 1 (organisers' meetings) and the opener hooks it sits beside.
  [
    'opener: choir',
    'Hi, is this the right number for Marc? Choir rehearsal is Wednesday at 7:30, bring your folder.',
  ],
  [
    'opener: work',
    "Hey, it's Raj from work. Is this the right number? The team meeting moved to Monday 9 am.",
  ],
  [
    'opener: league',
    "Bonjour, est-ce le bon numéro de Sylvie? La pratique de l'équipe est jeudi à 18 h au parc Jarry.",
  ],
  [
    'opener: school',
    "Hi, this is Ms. Patel from Riverside School. Is this the right number for Liam's parent? Practice is cancelled tomorrow.",
  ],
  [
    'opener: band',
    "Did I get the right number? It's Sam from the band, rehearsal Saturday 2 pm at my place.",
  ],
  [
    'opener: church',
    "Is this still your number? It's Anne from church, the committee meeting is Tuesday at 7.",
  ],
  [
    'opener: office',
    "Hi it's Lucie from the office, is this the right number for Ben? Can you take my shift Friday? I'll take your Sunday.",
  ],
  [
    'opener: comité',
    "Salut, c'est Hélène du comité de quartier, est-ce toujours ton numéro? Réunion lundi 19 h au centre communautaire.",
  ],
  [
    'opener: troop',
    "Hello, is this the right number for Ava's mom? The scouts troop meeting is Thursday 6:30 at the hall.",
  ],
  [
    'opener: classe',
    'Bonjour, ici Julie, la prof de piano. Est-ce bien le numéro de Noah? La répétition du concert est samedi à 10 h.',
  ],
  ['opener: friend', "Is this still your number? It's Tara! Loved your wedding photos, congrats!!"],
  // Rule 2 (sent-money receipts): the banks' own, and people writing "you sent".
  [
    'receipt: signed',
    "RBC: You sent $85.00 to MARIE TREMBLAY by Interac e-Transfer. If you didn't send this, call 1-800-769-2511.",
  ],
  ['receipt: signed', 'Chase: You sent $40.00 to Kevin L. with Zelle. Not you? Call us at 1-800-935-9935.'],
  [
    'receipt: signed',
    'Desjardins : Vous avez envoyé 300,00 $ à LUC ROY par virement Interac. Pas vous? Composez le 1-800-224-7737.',
  ],
  ['receipt: signed', 'TD: You sent $120.00 to SAM LEE by Interac e-Transfer. Not you? Call 1-866-222-3456.'],
  [
    'receipt: signed',
    'Wells Fargo: You sent $60.00 to Ana M. with Zelle. If you did not send this, call us at 1-800-869-3557.',
  ],
  [
    'receipt: signed',
    "Tangerine: You sent $45.00 by Interac e-Transfer to ALEX P. Didn't send it? Call 1-888-826-4374.",
  ],
  [
    'receipt: signed fr',
    'Banque Nationale : Vous avez envoyé 50,00 $ à JULIE B. par virement Interac. Si vous ne reconnaissez pas cette opération, composez le 1-888-483-5628.',
  ],
  [
    'receipt: people',
    "You sent $20 to Jess for the pizza? Call me at 514-555-0100 when you're home, not you I hope lol",
  ],
  ['receipt: people', 'Mom you sent $50 to me by e-transfer twice, did you mean to? Call me 613-555-0142'],
  ['receipt: people', 'I think you sent $30 to the wrong Kevin lol. Call me at 416-555-0133 if not you'],
  [
    'receipt: people',
    "Tu as envoyé 40 $ à Marc? C'est pas toi qui devais payer? Appelle-moi au 450-555-0188",
  ],
  // Rule 3 (a personal detail asked by text): the same words, nothing asked.
  ['text back: ordinary', 'Text me back when you get your new card, I want to know if the number changed'],
  [
    'text back: ordinary',
    'Can you text back the PIN for the gate? I forgot it again (the one for the cottage)',
  ],
  ['text back: ordinary', 'Text us when you land! Your passport is in the blue bag btw'],
  ['text back: ordinary', 'Hey text me back, need your date of birth for the hotel booking lol'],
  ['text back: ordinary', 'Textez-nous quand vous arrivez. Le code de la porte est sur votre carte.'],
  ['text back: ordinary', 'Reply back with your availability for next week, card game night is on!'],
  ['text back: ordinary', 'Text back if the card reader at the store works now, mine was broken yesterday'],
  ['text back: ordinary', 'Renvoyez-moi le formulaire signé svp, merci!'],
  ['text back: ordinary', 'Text me your new number when you have it, mine is still the same'],
  [
    'text back: ordinary',
    'Costco: your photo order is ready. Text us at 555-0199 with questions about your membership card.',
  ],
  // Rule 4 (grandparent scam): grandchildren with police stations, accidents and money.
  [
    'grandparent: ordinary',
    'Hi Grandma! Our class toured the police station today, it was so cool. Can you send me $10 for the class photo?',
  ],
  [
    'grandparent: ordinary',
    'Grandpa, we visited the police station with the scouts! Can you help me with $15 for the badge?',
  ],
  [
    'grandparent: ordinary',
    "Mamie! On a visité le poste de police avec l'école. Peux-tu m'envoyer 10 $ pour la sortie de vendredi?",
  ],
  [
    'grandparent: ordinary',
    'Grandma I saw a car accident on the way to school, scary! Everyone was ok. Can you send me $20 for my birthday lunch?',
  ],
  [
    'grandparent: ordinary',
    'Grand-papa, il me faut 15 $ pour la sortie au musée, maman dit de te demander. Merci!!',
  ],
  ['grandparent: ordinary', 'Hi Nana, the lawyer on TV today looked like Uncle Bob lol. Love you'],
  [
    'grandparent: ordinary',
    'Grandma, can you pick me up at the police station after the career day tour at 3? Mom is working.',
  ],
  [
    'grandparent: ordinary',
    'Hi Grandpa, my friend was in a car accident but she is fine. Can we still come Sunday?',
  ],
  ['grandparent: ordinary', "Grand-maman, l'autre conducteur de l'autobus scolaire est super gentil! Bisous"],
  [
    'grandparent: ordinary',
    "Grandma it's me, I need $40 for the hockey tournament fee, mom said to ask you. Thanks!!",
  ],
  // Rule 5 (openers): "still your number", "from the … here", « on se parle ».
  ['opener: ordinary', 'Is this still your number? Just checking before I send the wedding invites!'],
  ['opener: ordinary', "Sarah from the dentist's office here, confirming your cleaning tomorrow at 10:30."],
  ['opener: ordinary', 'Hi, Mike from the hardware store on Main here, your order came in, pick up anytime.'],
  [
    'opener: ordinary',
    'Salut! On se parle sur WhatsApp ce soir pour le voyage? Mon forfait est presque fini.',
  ],
  ['opener: ordinary', "Est-ce que c'est toujours ton numéro? Maman veut t'inviter pour Noël!"],
  ['opener: ordinary', 'Tom from the garage on Elm Street here, your car is ready, $240 total.'],
  [
    'opener: ordinary',
    "Hey is this still your number? It's your cousin Jen, saw your new baby pics, so cute!!",
  ],
  ['opener: ordinary', "On se parle sur Signal plus tard, j'ai plus de batterie. Bisous"],
  ['opener: ordinary', 'Nadia from the library downtown here, the book you reserved is in.'],
  [
    'opener: ordinary',
    "Is this still your number? Your package was left with me by mistake, I'm at 22 Oak, apt 3.",
  ],
  // Rule 6 (money waiting, French): the reader's own deposits and bookings.
  [
    'deposit: ordinary',
    'Chalets Lanaudière : votre dépôt de 200 $ est en attente de confirmation. Répondez OUI pour confirmer la réservation.',
  ],
  [
    'deposit: ordinary',
    'Un dépôt de 150 $ est requis pour réserver la salle. Répondez OUI si vous acceptez.',
  ],
  ['deposit: ordinary', 'Le dépôt de 500 $ pour le logement est en attente, je le fais demain. Ok?'],
  [
    'deposit: ordinary',
    'Your deposit of $100 for the party room is pending. Reply YES to confirm the booking for Saturday.',
  ],
  [
    'deposit: ordinary',
    "The payment of $60 for the carpool is pending on my side, I'll send it tonight. Ok?",
  ],
  ['deposit: ordinary', 'Votre paiement de 89,99 $ est en attente de traitement. Merci de votre commande!'],
  [
    'deposit: ordinary',
    'Garderie Soleil : le paiement de 190 $ de novembre est en attente. Répondez OUI pour un rappel demain.',
  ],
  ['deposit: ordinary', 'Le virement de 75 $ est en attente chez moi, ma banque est lente. Je te redis!'],
  [
    'deposit: ordinary',
    'A deposit of $250 is pending for your appointment. Reply 1 to confirm, 2 to cancel.',
  ],
  ['deposit: ordinary', 'Hydro-Québec : votre paiement de 142,18 $ est en attente. Aucune action requise.'],
];

export const PROBES19_SCAM = [
  ['opener', 'Hi, is this the right number for Jenny? Are we still on for dinner Tuesday at 7?'],
  ['opener', "Hello, this is Grace from the wine club. Is this still your number? Let's chat on WhatsApp."],
  ['opener', 'Hey, Daniel from the yoga retreat last spring here! Do you remember me?'],
  [
    'receipt',
    'You sent $489.99 to APPLE STORE ONLINE. If you did not make this purchase, call 1-844-555-0166.',
  ],
  ['receipt', 'Interac: You sent $700.00 to JAMES W. by Interac e-Transfer. Not you? Call 1-877-555-0105.'],
  [
    'receipt',
    "Vous avez envoyé 1 150,00 $ à SERGE P. Si ce n'est pas vous, appelez le 1-833-555-0177 pour être remboursé.",
  ],
  ['card', 'You won a $1,000 Walmart gift card! Text back your card number to pay the $4.99 shipping.'],
  [
    'card',
    'Félicitations, vous êtes notre gagnant! Textez-nous votre numéro de carte pour les frais de livraison.',
  ],
  [
    'grandparent',
    "Grandma it's me, I got in a car accident and the other driver wants $1,800 cash. Please help, don't tell dad.",
  ],
  [
    'grandparent',
    "Grand-papa c'est moi, je suis au poste de police. Il me faut 1 500 $ pour sortir, ne dis rien à maman.",
  ],
  ['deposit', 'A deposit of $2,300 is pending in your name. Reply YES to accept it.'],
  ['deposit', 'Un virement de 980 $ est en attente pour vous. Répondez OK pour le recevoir.'],
];

// Second set, written after 3d9fe8a (payee changed, age rules) and before its first run.
export const PROBES19B_HAM = [
  [
    'payee: ordinary',
    'Hi tenants, we changed banks so your pre-authorized rent debit will show as RBC from now on. Nothing to do.',
  ],
  [
    'payee: ordinary',
    'I changed banks last week lol, Tangerine was a pain. Rent money is coming Friday as usual.',
  ],
  ['payee: ordinary', 'Nous avons changé de banque au bureau, mais rien ne change pour vous. Bonne journée!'],
  [
    'payee: ordinary',
    'Did you open the new account at Desjardins yet? Send me a pic of the card when it comes lol',
  ],
  ['payee: ordinary', 'My new bank account is finally open! Going to pay off the credit card this weekend.'],
  ['payee: ordinary', 'Reminder: rent is due on the 1st. E-transfer to the usual address, thanks! - Carlos'],
  ['payee: ordinary', "J'ai un nouveau compte chez Tangerine, super pour l'épargne. Tu devrais essayer!"],
  [
    'payee: ordinary',
    'We switched banks for the soccer club, so the team fees go to coach Marie this year (same as the email).',
  ],
  ['payee: ordinary', 'Your new account is ready! Log in to the BMO app to see your account number.'],
  ['payee: ordinary', "Mon compte a changé? Non je pense pas, envoie le loyer comme d'habitude."],
  ['payee: ordinary', 'Congrats on the new account! Did they give you the $300 bonus for opening it?'],
  ['age: ordinary', 'Your Best Buy delivery is Tuesday 8-12. An adult 18+ needs to sign for it.'],
  ['age: ordinary', 'Trivia night Thursday at 8 at the pub, 18+ with valid ID. See you there!'],
  [
    'age: ordinary',
    'SAQ Express: your order arrives today. Someone 18+ must be present with ID to receive it.',
  ],
  ['age: ordinary', 'Comedy show is 18+ so the kids stay with grandma Saturday'],
  ['age: ordinary', "The gym's sauna is 18+ only, sorry! Pool is open for kids until 6."],
  ['age: ordinary', 'Reminder: the wine tasting is 18 + with photo ID, Friday 7 pm.'],
  ['age: ordinary', 'Anyone 18+ can volunteer at the food bank, sign up at the front desk.'],
  ['age: ordinary', "Concert tickets are for 18+ is what the site says, so Mia can't come :("],
  ['age: ordinary', 'Livraison SAQ demain : une personne de 18 ans et plus doit être présente.'],
  ['age: ordinary', 'Our 18+ league starts Monday at 8, $60 for the season, pay at the first game.'],
];

export const PROBES19B_SCAM = [
  [
    'payee',
    'Hello, this is the accounting dept. We changed our bank account, please send the invoice payment to account number 004-12345-8876543 today.',
  ],
  [
    'payee',
    "Bonjour, votre propriétaire ici. Nous avons changé de banque, envoyez le loyer à loyers.paiement@outlook.com dès aujourd'hui.",
  ],
  [
    'payee',
    "Hi it's your landlord, our new account details for the rent: e-transfer to rentdesk.pay@gmail.com by tonight.",
  ],
  ['age', 'Txt HOT to 89022 for 18+ pics! £1.50/msg'],
  ['age', '18+ only: hot girls near you want to chat tonight, reply YES to meet. 150p/msg'],
];

// Third set, written after the age-rule and lottery-pool commit and before its first run: scams NEAR the
// round's calming readings (organisers' meetings, a friend's news beside "still your number", an age
// rule, a lottery pool, a signed receipt), which must stay flagged.
export const PROBES19C_SCAM = [
  [
    'near organiser',
    "Hi, is this the right number for Jenny? It's Kate from the office. Can we continue on WhatsApp before the meeting Monday at 9?",
  ],
  [
    'near organiser',
    "Bonjour, c'est Luc du comité. Est-ce le bon numéro? La réunion est jeudi à 19 h, mais envoie-moi 200 $ pour la salle par virement.",
  ],
  [
    'near organiser',
    'Hey, Mia from the tennis club here, did I get the right number? Are we still playing Saturday at 10?',
  ],
  [
    'near organiser',
    "It's Sarah from church, is this the right number? Meeting Sunday at 11. Can you get 3 Apple gift cards for the pastor?",
  ],
  [
    'near organiser',
    'Hi, is this the right number for Dave? Team practice Tuesday at 6, register here: team-signup.xyz/reg',
  ],
  [
    'near friend news',
    "Is this still your number? It's Grace! Congrats on the new job, add me on Telegram, I have an investment tip.",
  ],
  [
    'near friend news',
    'Do you remember me? Saw your post, congrats! My uncle has some market tips, interested?',
  ],
  ['near age rule', '18+ only! Meet hot locals tonight, text DATE to 69855. $2.99/msg'],
  ['near age rule', 'Exclusive 18+ videos unlocked for you: hotcams-free.top/v'],
  ['near age rule', 'You must be 18+ to claim your $500 casino bonus, spin now at luckyspin.bet'],
  [
    'near lottery pool',
    'Your office lottery pool won $2,500,000! Claim your share at lotto-claims.info within 24h.',
  ],
  ['near lottery pool', 'Lotto Max group: you are a winner! Pay the $150 release fee to get your share.'],
  [
    'near lottery pool',
    'Groupe de loterie : félicitations, vous avez gagné 50 000 $! Répondez OUI pour réclamer votre part.',
  ],
  [
    'near lottery pool',
    'Office lottery pool $10 each, e-transfer to lottopool.win@gmail.com, we changed accounts this week.',
  ],
  [
    'near signed receipt',
    'RBC: You sent $2,450.00 to J. SMITH by Interac e-Transfer. Not you? Call 1-877-555-0121 immediately to reverse it.',
  ],
  [
    'near signed receipt',
    'Desjardins : Vous avez envoyé 1 800,00 $ à PIERRE D. par virement Interac. Pas vous? Appelez le 1-855-555-0112 pour être remboursé.',
  ],
];

// Fourth set, written after the order-callback rule and before its first run: ordinary texts near it.
export const PROBES19D_HAM = [
  [
    'order: ordinary',
    'Best Buy: Your order #BBY01-80655 of $129.99 was placed. Questions? Call 1-866-237-8289.',
  ],
  [
    'order: ordinary',
    'Your order of 2 pizzas has been placed! Ready in 20 min. Call 514-555-0101 with any changes.',
  ],
  [
    'order: ordinary',
    'TD Alert: A purchase of $212.40 was made on your card ending 4410. Not you? Call 1-800-983-2582.',
  ],
  [
    'order: ordinary',
    'Visa Desjardins: a purchase of $89.00 was made with card ****7781. If not you, call 1-800-363-3380.',
  ],
  [
    'order: ordinary',
    'Hey I placed the order for the party cake, $64, pick up Sat. Call me at 438-555-0199 if not you who gets it lol',
  ],
  [
    'order: ordinary',
    'Your order of $42.18 from IGA was confirmed. Delivery between 4 and 6 pm. Track it in the app.',
  ],
  [
    'order: ordinary',
    'Votre commande de 58,40 $ a été confirmée. Cueillette demain après 11 h. Info : 450-555-0144.',
  ],
  [
    'order: ordinary',
    'Pharmaprix : votre commande no 44812 a été confirmée. Pour toute question, appelez le 514-555-0170.',
  ],
  [
    'order: ordinary',
    'Sorry, was the order of $30 for the team jerseys placed? If not you, I can call the shop at 613-555-0123.',
  ],
  [
    'order: ordinary',
    'Canadian Tire: your order 90218 has been processed and will ship soon. Questions? 1-800-387-8803',
  ],
  [
    'order: ordinary',
    'Amazon.ca: Your order of "Kids puzzle" has shipped. Track at amazon.ca/orders. Not you? Visit amazon.ca/help.',
  ],
];
export const PROBES19D_SCAM = [
  [
    'order',
    'Apple: An order of $1,899.00 for an iPad Pro was placed with your Apple ID. If not you, call 1-844-555-0139.',
  ],
  [
    'order',
    'Walmart: your order #W88123 of $649.00 has been placed. Not you? Call 1-877-555-0162 to cancel.',
  ],
  [
    'order',
    "Votre commande de 1 299,00 $ a été passée sur Amazon. Si ce n'est pas vous, appelez le 1-833-555-0190.",
  ],
];
