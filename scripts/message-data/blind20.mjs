// Blind list v20 for text messages (issue 23, round 19 helper "message20"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main e75366c; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, agency, carrier and utility names are real; phone numbers and links are made up).
// BLIND20_HAM: kinds not in earlier lists: a ride-share driver outside, a condo board, snow removal, a
// city's boil-water notice, a parcel locker code, a hotel door code, a restaurant table, a dealership's
// service, a relative who changed number and says who and why, a roommate splitting a bill, a friend's
// repaid e-Transfer, a child asking for lunch money, a tax preparer asking for slips, a bank that says
// it never asks for a PIN, a wedding RSVP, a Kijiji seller, a carpool, a plumber's arrival, a blood
// test result ready, a hockey coach, a parent asking to move to WhatsApp with a name, a colleague's
// own new account for a shared gift. BLIND20_SCAM: a relative's new number with no name, a mistaken
// payment to send back, a stranger moving the chat to WhatsApp in French, an order number with letters
// and a callback, a rental deposit before a visit, a puppy deposit, crypto recovery, a fake tech
// support charge, a licence suspension, a fake Hydro refund, a 407 toll, a SIN suspended, a charity
// for a disaster, a Telegram investment group, task jobs, sextortion, a student-loan forgiveness,
// a fake parking fine, an energy rebate, French job and refund lures.
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind20.mjs [--show]

export const BLIND20_HAM = [
  ['rideshare', 'Your Uber driver Samir is outside in a grey Corolla, plate CKRT 219.'],
  [
    'condo',
    'Syndicat Le Riverain : la piscine sera fermée du 4 au 6 juin pour entretien. Merci de votre compréhension.',
  ],
  [
    'snow',
    "Déneigement Laval : passage de la souffleuse prévu cette nuit entre 2 h et 5 h. Déplacez votre voiture de l'entrée svp.",
  ],
  [
    'city',
    "Ville de Gatineau : avis d'ébullition préventif pour le secteur Aylmer jusqu'à nouvel ordre. Détails : gatineau.ca",
  ],
  [
    'locker',
    'Purolator: your parcel is in locker 14 at Shoppers Drug Mart, 220 Rideau St. Pickup code 448120, valid 5 days.',
  ],
  [
    'hotel',
    'Welcome to Hotel Le Germain! Room 612 is ready. Your mobile key is in the app, check-out is at noon.',
  ],
  [
    'restaurant',
    'Toqué! : votre table pour 4 est confirmée samedi à 19 h 30. Répondez ANNULER pour annuler.',
  ],
  [
    'dealer',
    'Hi Mr. Laroche, your Mazda CX-5 is ready for pickup at Spinelli Mazda. Total $412.37, we close at 6 today.',
  ],
  [
    'new-number-known',
    "Hi Aunt Jo, it's Megan, I switched to Fido so this is my new number. Save it! See you at Easter.",
  ],
  [
    'new-number-known',
    'Salut papa, c’est Gabrielle, nouveau numéro depuis que j’ai changé de forfait. Efface l’ancien. Bisous',
  ],
  ['roommate', 'Hydro bill came in, $148 total so $74 each. Send it when you can, no rush'],
  ['repaid', 'Just sent you the $40 for the concert tickets by Interac, password is the band name lol'],
  ['kid-money', 'Mom can I get $15 for the pizza lunch tomorrow? They collect it in the morning'],
  [
    'tax-prep',
    "Bonjour M. Côté, il me manque vos relevés 1 et vos T4 pour compléter votre déclaration. Vous pouvez les déposer au bureau d'ici vendredi.",
  ],
  [
    'bank-warning',
    'RBC: We will never ask for your PIN, password or a one-time code by text or phone. If someone does, hang up.',
  ],
  [
    'rsvp',
    "Hi! Alex & Jordan's wedding RSVP closes May 1. Reply with how many are coming and any allergies 💛",
  ],
  ['kijiji', 'Hi is the dresser still available? I can pick it up tonight around 7 if that works, cash'],
  ['kijiji', 'Bonjour, le vélo est encore disponible? Je peux passer demain matin, je paie comptant.'],
  ['carpool', "I'll pick you up at 7:40 tomorrow, I'm in my wife's car so look for the red Civic"],
  [
    'plumber',
    'Plomberie Bélanger : notre technicien sera chez vous entre 13 h et 15 h. Il vous appellera 30 min avant.',
  ],
  [
    'lab',
    'LifeLabs: your test results are now available. Log in to your account at lifelabs.com to view them.',
  ],
  [
    'coach',
    'Coach Dave here. Practice is moved to the Jean-Béliveau arena tonight, 6:15 ice time. Full gear.',
  ],
  [
    'whatsapp-known',
    "Hey it's Lina from yoga, I'm moving the group chat to WhatsApp because the SMS one keeps dropping people. Ok if I add you?",
  ],
  [
    'whatsapp-known',
    'Coucou c’est ta cousine Émilie! On se parle sur WhatsApp? Mon forfait texto achève ce mois-ci.',
  ],
  [
    'gift-pool',
    "For Louise's retirement gift we're at $180. Send me your $20 by e-Transfer to my email, same as last time",
  ],
  [
    'landlord',
    'Hi it is Marco (your landlord), the plumber will come Tuesday morning for the kitchen sink, I will let him in.',
  ],
  ['pharmacy', 'Jean Coutu : votre ordonnance est prête. Présentez-vous au comptoir avec votre carte RAMQ.'],
  [
    'school',
    'École secondaire Dalbé-Viau : votre enfant était absent(e) au cours de la période 2. Veuillez motiver l’absence sur Mozaïk.',
  ],
  [
    'alert-ca',
    'TD Alert: A purchase of $86.40 at COSTCO WHOLESALE was made on your credit card ending 4412. Questions? Call the number on the back of your card.',
  ],
  ['alert-uk', 'Monzo: You spent £23.10 at Pret A Manger. Balance £641.22.'],
  [
    'alert-au',
    'CommBank: $250.00 transferred to J SMITH from acc ending 7720 on 12/03. Not you? Call 13 2221.',
  ],
  [
    'alert-in',
    'Rs.1,250.00 debited from A/c XX8843 on 04-Jun to VPA swiggy@icici. Avl Bal Rs.18,402.50. Not you? Call 1800-XXX-1234 -HDFC Bank',
  ],
  [
    'alert-qc',
    'Desjardins : paiement de 64,12 $ chez METRO PLUS avec votre carte se terminant par 0931. Ce n’est pas vous? Appelez le 1 800 224-7737.',
  ],
  [
    'mistake-known',
    'Oops I sent you the $60 for the babysitter instead of Mel. Can you forward it to her? Sorry!',
  ],
  ['relative-money', 'Hey son, I just sent $200 for your textbooks. Let me know when you get it.'],
  [
    'vet',
    'Clinique vétérinaire du Plateau : Pistache est prête à repartir après sa chirurgie. Vous pouvez venir la chercher dès 15 h.',
  ],
  ['gym', 'YMCA: your swim lessons start Monday at 5 pm. Bring a lock and a towel.'],
  ['friend', 'Long day. Want to grab a beer at Dieu du Ciel after work? My treat this time'],
  ['friend', 'Tu veux-tu venir souper dimanche? Maman fait sa tourtière, amène ta blonde'],
  [
    'reservation',
    'Parcs Canada : votre réservation de camping au parc national de la Mauricie est confirmée, emplacement 112, du 18 au 20 juillet.',
  ],
  ['delivery', 'Your IKEA order will be delivered tomorrow between 8am and 12pm. Track it in the IKEA app.'],
  [
    'neighbour',
    "Hi it's Pauline next door, I have your Amazon package, it was left on my porch by mistake. Come grab it whenever.",
  ],
];

export const BLIND20_SCAM = [
  [
    'new-number',
    'Hi Mom, I dropped my phone in the lake, this is my new number. Text me back here when you see this',
  ],
  [
    'new-number',
    'Allo maman c’est moi, mon cell est brisé, c’est mon nouveau numéro. Écris-moi ici seulement, j’ai besoin de toi',
  ],
  [
    'mistaken-payment',
    'Hi, I sent you $250 by Interac by mistake, it was meant for my sister. Could you please send it back to this email: refund.kathy88@gmail.com',
  ],
  [
    'mistaken-payment',
    "Bonjour, je vous ai envoyé 300 $ par erreur par virement. Pouvez-vous me le retourner s'il vous plaît? C'était pour mon loyer.",
  ],
  ['whatsapp-stranger', 'Bonjour, est-ce toujours votre numéro? On se parle sur WhatsApp?'],
  ['whatsapp-stranger', 'Hello, is this still your number? Can we chat on WhatsApp instead?'],
  [
    'order-callback',
    'Amazon: your order #AMZ-44X9K2 for an iPhone 15 Pro ($1,429.99) has been placed. If this was not you call 1-888-410-2276.',
  ],
  [
    'order-callback',
    'Best Buy: commande no BB7H3K21 de 899,99 $ confirmée. Si vous n’êtes pas à l’origine de cet achat, appelez le 1-855-302-4471.',
  ],
  [
    'rental-deposit',
    "Hi, about the 2 bedroom on Rue Saint-Denis: I'm out of the country so no viewing, send the $900 deposit by e-Transfer and I'll mail you the keys.",
  ],
  [
    'puppy',
    'Our last golden retriever puppy is still available! $350 deposit by Interac holds her, shipping to Montreal included. Send now, many families are asking.',
  ],
  [
    'crypto-recovery',
    'Lost money to a crypto scam? Our certified recovery agents got back $2.3M for Canadians last month. Reply YES for a free case review.',
  ],
  [
    'tech-support',
    'Microsoft Security: a charge of $399.99 for Windows Defender renewal will be billed today. To cancel call support at 1-844-219-7730.',
  ],
  [
    'licence',
    'SAAQ : votre permis de conduire sera suspendu pour amende impayée. Réglez maintenant pour éviter la saisie : saaq-amendes.info',
  ],
  [
    'hydro-refund',
    'Hydro-Québec : vous avez payé en double votre dernière facture. Réclamez votre remboursement de 187,40 $ ici : hq-remboursement.ca',
  ],
  [
    'toll',
    '407 ETR: You have an unpaid toll balance of $6.87. Pay today to avoid a $48 late fee: 407etr-billing.com',
  ],
  [
    'sin',
    'Service Canada: your Social Insurance Number has been suspended due to suspicious activity. Press 1 or call 1-833-421-7788 immediately.',
  ],
  [
    'charity',
    'Wildfire victims in Jasper need you NOW. Donate $25 by e-Transfer to help@jasper-relief.org, every dollar counts 🙏',
  ],
  [
    'telegram-invest',
    'Hi, I am Mr. Chen assistant. Join our free stock study group on Telegram, our teacher picked 3 stocks up 40% this month: t.me/+kq82stockclub',
  ],
  [
    'task-job',
    'Part-time remote job: rate apps and earn $300-$800 per day, paid daily. No experience. Message our HR on WhatsApp +1 438 555 0199',
  ],
  [
    'sextortion',
    'I have a video of you from your webcam. Pay $800 in bitcoin within 48 hours or I send it to all your contacts.',
  ],
  [
    'student-loan',
    'Final notice: your federal student loan qualifies for full forgiveness under the new program. Call 1-877-660-3190 today before it closes.',
  ],
  [
    'parking',
    'Ville de Montréal : contravention de stationnement impayée de 52 $. Payez avant le 15 pour éviter des frais : mtl-contraventions.com',
  ],
  [
    'rebate',
    'Government of Canada: you are eligible for a $628 Canada Carbon Rebate top-up. Claim it before Friday: cra-rebate-canada.net',
  ],
  [
    'fr-job',
    'Offre d’emploi : travail à domicile, 2 h par jour, 450 $ par semaine. Écrivez-nous sur WhatsApp pour commencer aujourd’hui.',
  ],
  [
    'fr-refund',
    'Bell : suite à une erreur de facturation, un remboursement de 84,23 $ vous attend. Confirmez vos informations bancaires : bell-remboursement.net',
  ],
  [
    'opener',
    'Hi Robert, it was great meeting you at the gallery opening. I’m Vivian, the one with the red scarf. Are you free for coffee this week?',
  ],
  [
    'opener',
    'Bonsoir, vous êtes bien Sophie? On s’était parlé au salon de l’auto. Je me permets de vous écrire 😊',
  ],
  [
    'bank-callback',
    'Scotiabank: we blocked a $1,980 wire to an unknown account. If this was not you, reply NO and an agent will call you to secure your funds.',
  ],
  [
    'prize',
    'Costco: Congratulations! You were picked for our loyalty reward, a Dyson V15. Just pay $4.95 shipping: costco-member-gift.shop',
  ],
  [
    'account',
    'Netflix : votre paiement a été refusé, votre abonnement sera suspendu aujourd’hui. Mettez à jour votre carte : netflix-ca-aide.com',
  ],
  [
    'payee',
    'Hi it is your landlord Marco, I changed banks, please send this month rent to my new account at Tangerine, transit 00152 acct 3348812.',
  ],
  [
    'mom-newbank',
    'Mom I opened a new account at another bank, send the $100 there instead, the email is jess.newbank@outlook.com',
  ],
];
