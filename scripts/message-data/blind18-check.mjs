// Check list v18 for text messages (issue 23, round 17 helper "message18"): written by hand AFTER the
// round's rules (c817a43 to a65eb72) and committed before its one run; never tuned on. The kinds of
// blind18.mjs and of the round's rules in fresh wordings, and a few others. No row of any corpus is
// here: every person, amount, reference, number and link is invented (bank, agency, club and lottery
// names are real; phone numbers and links are made up).
// Run: node scripts/message-data/run-blind18.mjs [--show]

export const CHECK18_HAM = [
  [
    'club',
    'Hi it’s Renée from aqua fit, the pool is closed Friday so we’re doing the class Saturday at 9 instead.',
  ],
  [
    'club',
    'Salut, c’est Kim du club de vélo! Sortie de 60 km dimanche, départ 8 h au stationnement du Maxi.',
  ],
  [
    'club',
    'Hey, Dave from hockey here. Got your number off the team roster, can you take the early shift at the canteen?',
  ],
  ['club', 'Coach Amira: no practice tonight, the field is flooded. Same time Thursday.'],
  [
    'club',
    'Bonjour, c’est Nathalie, la prof de piano d’Émile. Je dois déplacer sa leçon de mardi à mercredi 16 h 30, ça vous va?',
  ],
  ['club', 'Hi! Sam from the community garden. Your plot #14 is ready, the water is turned on as of today.'],
  [
    'receipt',
    'Scotiabank: You sent $275.00 by Interac e-Transfer to PAUL GAGNON. If you don’t recognize this, call 1-800-555-0151.',
  ],
  [
    'receipt',
    'National Bank: You sent $60.00 to LINA HADDAD by Interac e-Transfer. Not you? Call 1-888-555-0186.',
  ],
  [
    'receipt',
    'Desjardins : Vous avez envoyé 1 200,00 $ à GESTION DUVAL INC. par virement Interac. Pas vous? Composez le 1-800-555-0147.',
  ],
  ['receipt', 'U.S. Bank: You sent $35.00 to Maria G. with Zelle. Didn’t send this? Call 1-800-555-0108.'],
  [
    'lottery',
    'OLG: The LOTTO 6/49 Gold Ball jackpot is $68 million this Saturday. Get your ticket at olg.ca. Reply STOP to opt out.',
  ],
  [
    'lottery',
    'Loto-Québec : le Lotto Max de vendredi offre un gros lot de 50 millions $ et 4 Maxmillions. Billets sur lotoquebec.com. ARRET pour annuler.',
  ],
  ['lottery', 'ALC: Atlantic 49 draw tonight! Estimated jackpot $2.1 million. Reply STOP to unsubscribe.'],
  [
    'government',
    'ServiceOntario: your licence plate sticker expires on your birthday, Mar 4. Renew at ontario.ca/stickers',
  ],
  [
    'government',
    'SAAQ : votre permis de conduire expire le 2 avril. Vous pouvez le renouveler en ligne sur saaq.gouv.qc.ca.',
  ],
  [
    'government',
    'Gov of Saskatchewan: your health card expires Jan 31. Renew at saskatchewan.ca/health-card',
  ],
  [
    'lender',
    'Carbon: Hi Femi, your loan repayment of N40,500 is overdue. Kindly repay in the app to avoid extra charges.',
  ],
  [
    'lender',
    'Caisse Desjardins : votre versement de prêt auto de 389,12 $ est en retard. Veuillez communiquer avec votre caisse.',
  ],
  [
    'lender',
    'Affirm: your payment of $64.18 for Peloton is past due. Pay in the Affirm app to stay on track.',
  ],
  ['family', 'Grandma it’s Zoe!! I got into McGill!!! Call me when you can, I want to tell you everything'],
  [
    'family',
    'Mamie, c’est Léo. Papa a eu un petit accident de char, il va bien, on est à l’hôpital pour des radios. Je te rappelle.',
  ],
  [
    'family',
    'Hi Mom, I sent the $120 for Dad’s present to you by mistake instead of Sarah, can you pass it along to her?',
  ],
  [
    'court',
    'Cour du Québec : rappel de votre audience le 12 février à 9 h 30, salle 3.08, palais de justice de Laval.',
  ],
  [
    'tax',
    'Revenu Québec : votre avis de cotisation est prêt. Consultez-le dans Mon dossier sur revenuquebec.ca.',
  ],
  ['tax', 'lol my Revenu Québec refund is 38$ after all that paperwork. Coffee’s on me, that’s about it'],
  [
    'personal',
    'Can you grab milk and eggs on your way home? And the kids need poster board for the science fair.',
  ],
  ['personal', 'Yo, est-ce que t’as encore ma perceuse? J’en ai besoin samedi pour le cabanon.'],
  ['personal', 'Hey it’s Ben, new number, my old phone finally died. Save this one! See you at the wedding.'],
  [
    'a2p',
    'Purolator: your package 3329 4410 will be delivered today between 1 pm and 5 pm. Track at purolator.com',
  ],
  ['a2p', 'Bell : votre facture de 104,27 $ est disponible. Elle sera payée par prélèvement le 18 décembre.'],
  ['a2p', 'IKEA: your delivery is booked for Sat Dec 6, 8am–12pm. Reply 1 to confirm or 2 to reschedule.'],
  [
    'a2p',
    'Clinique dentaire Fleury : rappel de votre rendez-vous le 9 décembre à 14 h. Répondez C pour confirmer.',
  ],
  ['a2p', 'Presto: your card ending 7712 was loaded with $40.00. New balance $52.35.'],
  [
    'a2p',
    'Costco Pharmacy: your prescription is ready for pickup at the Brossard warehouse. Reply STOP to end texts.',
  ],
  [
    'a2p',
    'Air Transat : le vol TS 592 vers Cancún est retardé, nouvelle heure de départ 15 h 40. Nous nous excusons.',
  ],
  ['a2p', 'HDFC Bank: Rs 2,499.00 spent on card xx5521 at AMAZON on 02-12. Not you? Call 1800 202 6161.'],
  [
    'work',
    'Hi team, the office is closed tomorrow because of the storm. Work from home, the stand-up is on Teams at 9:30.',
  ],
  [
    'work',
    'Bonjour, c’est Luc de Dubé Électrique. Je serai chez vous demain vers 8 h pour le panneau. Merci!',
  ],
  [
    'school',
    'Cégep de Sherbrooke : les cours sont suspendus aujourd’hui en raison de la tempête. Détails sur cegepsherbrooke.qc.ca.',
  ],
  [
    'school',
    'Riverside Elementary: reminder, early dismissal Friday at 12:15 for parent-teacher interviews.',
  ],
  ['city', 'City of Gatineau: water main repair on rue Main, water will be off from 9 am to 2 pm today.'],
  ['charity', 'Centraide : merci pour votre don de 50 $! Votre reçu fiscal sera envoyé en février.'],
];

export const CHECK18_SCAM = [
  [
    'opener',
    'Hi, Monica from pilates here. The instructor said to text this number about the retreat. Is this the right person?',
  ],
  [
    'opener',
    'Bonjour, c’est Hélène du club de marche. Est-ce le bon numéro? J’aimerais bien garder contact.',
  ],
  [
    'opener',
    'Hey it’s Ryan, remember me from the golf course? You said to text you here. How have you been?',
  ],
  [
    'opener',
    'Hello! This is Grace from the art class. We met at the gallery opening. Are you still painting?',
  ],
  ['opener', 'Salut, c’est Jade du cours de danse. La prof m’a donné ton numéro, tu te souviens de moi?'],
  [
    'receipt',
    'RBC: You sent $1,950.00 by Interac e-Transfer to JOHN SMITH. Didn’t send it? Cancel it here: rbc-cancel-transfer.com',
  ],
  [
    'receipt',
    'Zelle: You sent $2,400 to Jason W. If this was not you, call 1-888-555-0163 right away to reverse it.',
  ],
  [
    'receipt',
    'PayPal: You sent $649.99 to TechWorld LLC. If you did not authorize this, call 1-877-555-0119.',
  ],
  [
    'lottery',
    'OLG: Your number was drawn! You won $25,000 in the Daily Grand. Claim it at olg-prize-center.com',
  ],
  [
    'lottery',
    'Loto-Québec : félicitations, vous êtes l’heureux gagnant de 10 000 $. Réclamez votre prix : loto-qc-gagnants.com',
  ],
  ['lottery', 'Lotto Max jackpot $70M tonight! Free ticket for you: lottomax-free.win'],
  [
    'document',
    'Santé Québec : votre carte d’assurance maladie a expiré. Demandez la nouvelle carte : sante-qc-carte.com',
  ],
  [
    'document',
    'ServiceOntario: your driver’s licence has expired. Avoid a $110 fine, renew now: on-licence-renewal.com',
  ],
  [
    'document',
    'Passeport Canada : votre passeport expire bientôt. Renouvelez-le en ligne : passeport-canada-express.com',
  ],
  [
    'grandparent',
    'Grandpa it’s me, please don’t tell Mom. I got arrested last night and I need $3,000 for bail. Can you send it today?',
  ],
  [
    'grandparent',
    'Mamie c’est ton petit-fils, j’ai été arrêté. L’avocat dit que j’ai besoin de 2 500 $ aujourd’hui. Dis rien à papa.',
  ],
  [
    'police',
    'Officer Daniels, RCMP: there is a warrant related to your SIN. Call 1-833-555-0171 now to avoid arrest.',
  ],
  [
    'police',
    'Sûreté du Québec : vous avez manqué votre comparution. Rappelez le 1-877-555-0184 pour éviter une arrestation.',
  ],
  ['tax', 'Revenu Québec : un remboursement de 284,50 $ est en attente. Réclamez-le ici : rq-depot.com'],
  ['tax', 'Revenu Quebec: you are eligible for a refund. Reply YES to receive it by Interac e-Transfer.'],
  [
    'lender',
    'Your loan of N35,000 is overdue. Pay now to avoid your contacts being informed: repay-ng-now.com',
  ],
  [
    'mistake',
    'Hey, I think I sent you $260 by accident, it was supposed to go to my sister. Can you e-transfer it back? Sorry!!',
  ],
  [
    'mistake',
    'Bonsoir, un virement de 340 $ vous a été envoyé par erreur de ma part. Pouvez-vous me le retourner? Merci.',
  ],
  [
    'toll',
    'Toll Notice: an unpaid balance of $5.20 for Highway 407 must be paid today to avoid a $45 fee: 407-pay-now.com',
  ],
  [
    'parcel',
    'Purolator: we could not deliver your parcel. A $1.75 redelivery fee is due: purolator-redeliver.info',
  ],
  [
    'bank',
    'BMO: your debit card has been suspended due to unusual activity. Verify now: bmo-verify-card.com',
  ],
  [
    'crypto',
    'Hi, I’m Anna from Binance. Your account has a pending withdrawal of 1.2 ETH. If not you call +1 (888) 555-0191.',
  ],
  [
    'job',
    'Bonjour! Nous recrutons : 2 h par jour de chez vous, 200 $ à 500 $ par jour. Contactez-nous sur WhatsApp +1 514 555 0142.',
  ],
  [
    'prize',
    'Canadian Tire: you’ve been chosen for our loyalty reward, a free Dyson vacuum. Pay $4.95 shipping: ct-rewards.shop',
  ],
  [
    'subscription',
    'Your McAfee plan was renewed for $389.99. If you wish to cancel and get a refund call 1-866-555-0135.',
  ],
  [
    'new-number',
    'Hi Dad, it’s me, I broke my phone, this is my temp number. Can you pay a bill for me today? I’ll pay you back.',
  ],
];
