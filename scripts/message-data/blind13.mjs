// Blind list v13 for text messages (issue 23, round 13 helper "message13"): written by hand for this
// project BEFORE any change of this round (committed first, measured once on main's unchanged code;
// the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`. No row of
// any corpus is here: every person, account, amount, reference and link is invented (bank, shop,
// carrier and network names are real; phone numbers are made up, 555 where possible).
// BLIND13_HAM: alerts of several countries, codes that name a payment network or a bank, post
// office and courier notices with fees, duties or pickup amounts, appointment reminders, people
// asking each other for small favours and money in ordinary ways, a real new number.
// BLIND13_SCAM: new-number asks (money, gift cards, codes), callback lures about a locked account
// with a number only, "reply YES to accept a transfer", strangers' openers in many wordings; English
// and Québec French. Each entry: [kind, text]. Run: node scripts/message-data/run-blind13.mjs [--show]
// First run (main 9961dcf, unchanged code, 15:40 UTC): ordinary 2 of 54 flagged (3.7 %: an Interac
// e-Transfer security code, caution; "Mom, can you send me $40 for the field trip", suspicious);
// scams 30 of 40 caught (75.0 %; missed: new number 1/8, code ask 1/4, callback 2/9 (both French),
// reply yes 1/5, openers 4/11, bail-money callback 1/3).

export const BLIND13_HAM = [
  [
    'alert',
    'RBC: A purchase of $84.20 was made on your Visa ending 4412 at METRO #213 on Nov 27. Not you? Call 1-800-555-0131.',
  ],
  [
    'alert',
    'TD Alert: Your chequing account balance is below $100.00. Log in to EasyWeb or the TD app for details.',
  ],
  [
    'alert',
    'Desjardins : Un retrait de 200,00 $ a été effectué au guichet le 27 nov. à 18 h 42. Pas vous? Composez le 1 800 555-0134.',
  ],
  ['alert', 'Scotiabank: Your payment of $1,250.00 to VISA has been received. Thank you.'],
  [
    'alert',
    "Chase: Your $45.00 Zelle payment to MARIA LOPEZ was sent. Ref 8HD2K1. If you didn't send it, call us at the number on the back of your card.",
  ],
  [
    'alert',
    'Wells Fargo: Card ending 3390 was used for $312.56 at BEST BUY online. Reply YES if this was you or NO if not.',
  ],
  [
    'alert',
    "Barclays: A new payee, J SMITH, was added to your account at 14:05 today. If this wasn't you, call us on 0345 555 0192.",
  ],
  ['alert', "Monzo: You've sent £20.00 to Tom Baker for 'pub quiz'."],
  ['alert', 'ANZ: A payment of AUD 89.00 to AGL ENERGY was made from your account ending 771 on 26/11.'],
  [
    'alert',
    "CommBank: Your NetBank password was changed on 27/11 at 9:14pm. If this wasn't you, call us on 13 2221.",
  ],
  [
    'alert',
    'BNC : Votre carte de crédit se terminant par 0081 a été utilisée pour 56,30 $ chez IGA. Si vous ne reconnaissez pas cette transaction, communiquez avec nous.',
  ],
  [
    'alert',
    'HDFC Bank: Rs 1,200.00 debited from a/c **5521 on 27-11-26 to VPA swiggy@icici. Not you? Call 1800 555 0161',
  ],
  ['alert', 'Your Amex Card ending 1002 was charged $19.99 by NETFLIX.COM. View details in the Amex app.'],
  [
    'alert',
    'Interac e-Transfer: MARIE DUBOIS sent you $60.00 (CAD) and the money has been automatically deposited into your bank account.',
  ],
  ['alert', "Wise: You received 250.00 EUR from PIETER DE VRIES. It's now in your EUR balance."],
  [
    'code',
    'Interac e-Transfer: your verification code is 482913. Do not share this code with anyone. RBC will never ask you for it.',
  ],
  ['code', 'Your Interac e-Transfer security code is 771204. It expires in 10 minutes.'],
  [
    'code',
    'Code de vérification Desjardins : 559021. Ne le communiquez à personne, même à un employé de Desjardins.',
  ],
  ['code', 'Your Zelle verification code is 301877. Zelle will never call you to ask for this code.'],
  [
    'code',
    'Visa Secure: Enter 640218 to confirm your purchase of $129.99 at SEPHORA.CA. Never share this code.',
  ],
  ['code', 'Mastercard ID Check code: 882301 for a payment of EUR 42.00 at ZALANDO. Do not share.'],
  [
    'code',
    "PayPal: Your security code is 118364. Your code expires in 10 minutes. Don't share it with anyone.",
  ],
  ['code', 'Tangerine: Use 904417 to finish signing in. We will never call you to ask for this code.'],
  [
    'code',
    "Votre code Interac pour confirmer l'ajout d'un destinataire est 330562. Si vous n'avez pas fait cette demande, ignorez ce message.",
  ],
  [
    'post',
    'Canada Post: Your parcel 7023 4410 9982 3318 is ready for pickup at Shoppers Drug Mart, 455 Rue Sainte-Catherine. Duties and taxes of $18.42 are payable at pickup. Bring ID.',
  ],
  [
    'post',
    "Postes Canada : Votre colis est prêt à être ramassé au comptoir postal de la Pharmacie Jean Coutu, 1200 boul. Laurier. Montant à payer : 12,75 $ (droits et taxes). Apportez une pièce d'identité.",
  ],
  [
    'post',
    'USPS: Your package 9400 1118 9922 3041 7720 55 is available for pickup at the COLUMBUS OH post office. Postage due: $1.20.',
  ],
  [
    'post',
    "Royal Mail: We have a parcel for you with a £3.50 fee to pay. We'll keep it at your local delivery office for 18 days. See the card we left.",
  ],
  [
    'post',
    'UPS: Your package from ASOS is on hold. Import charges of CA$24.60 are due. Pay at ups.com with tracking 1Z8A42X10398212234.',
  ],
  [
    'post',
    'DHL Express: Shipment 4820193377 will be delivered tomorrow 9:00-12:00. Duties of $31.05 were paid by the sender.',
  ],
  [
    'post',
    'Purolator: Your package was left at the Purolator Shipping Centre, 2150 Dollarton Hwy. It will be held for 5 business days. Tracking 3329918273.',
  ],
  [
    'post',
    'FedEx: Duties and taxes of $42.18 are due for shipment 7789 2210 4453 before delivery. Pay at fedex.com or when the courier arrives.',
  ],
  [
    'post',
    "La Poste : votre Colissimo 6A21847730218 vous attend au bureau de poste Lyon Part-Dieu jusqu'au 09/12. Présentez une pièce d'identité.",
  ],
  [
    'notice',
    'Rogers: Your bill of $87.45 is ready. It will be paid automatically on Dec 5 from your credit card ending 2210.',
  ],
  [
    'notice',
    "Bell : Votre facture de 102,37 $ est disponible. Paiement dû le 12 décembre. Consultez-la dans l'appli MonBell.",
  ],
  ['notice', 'Vidéotron : votre paiement de 64,00 $ a bien été reçu. Merci!'],
  [
    'appointment',
    'Reminder: Dr. Patel, Tuesday Dec 2 at 10:40 AM, Riverside Family Clinic. Reply C to confirm or call 613-555-0148 to reschedule.',
  ],
  [
    'appointment',
    'Rappel : rendez-vous chez la dentiste Dre Gagnon le jeudi 4 déc. à 14 h. Répondez OUI pour confirmer ou composez le 418-555-0123 pour annuler.',
  ],
  [
    'appointment',
    'Your Midas appointment is booked for Sat Nov 29 at 8:00 AM. Please arrive 10 min early. Reply STOP to opt out.',
  ],
  [
    'appointment',
    'Service Canada: your passport appointment is confirmed for Dec 3 at 11:15 at 305 René-Lévesque W. Bring your application form and photos.',
  ],
  ['personal', 'Hey can you e-transfer me the $22 for the pizza last night? No rush'],
  [
    'personal',
    "Mom, can you send me $40 for the field trip? It's due Friday, I'll pay you back from my babysitting money",
  ],
  [
    'personal',
    "Hi it's Jen, could you chip in $10 for Mrs. Lee's end of year gift card? I'm collecting at pickup tomorrow",
  ],
  ['personal', "Can you pick up milk and bread on your way home? I'll send you the money"],
  ['personal', "Salut, peux-tu m'envoyer 15 $ par Interac pour le cadeau de Julie? Tout le monde met 15 $"],
  [
    'personal',
    'Hey! Still owe you for the concert tickets, sending $85 by e-transfer now, password is the usual',
  ],
  ['personal', 'Could you lend me $50 until payday? Car insurance came out early. Totally fine if not'],
  [
    'personal',
    "Dad it's Lily, my phone died so I'm texting from Sam's phone. Practice ran late, can you pick us up at 7:30 at the arena?",
  ],
  [
    'personal',
    "Hi Rob, it's Karen from next door. Could you feed the cat Saturday while we're away? Key is under the mat",
  ],
  [
    'personal',
    "Bonjour Mme Roy, c'est Alexis, le fils de Lucie. Est-ce que je pourrais emprunter votre échelle samedi?",
  ],
  ['personal', "New phone, who dis? jk it's Marco, got a new number, save it. Drinks Friday still on?"],
  ['personal', 'Hi all, this is my new number, the old one is gone. Love, Auntie Grace'],
  ['personal', 'Can you venmo me $12 for the uber?'],
  [
    'personal',
    "Ton loyer de décembre est dû lundi, tu peux me faire le virement Interac de 725 $ comme d'habitude? Merci! Sylvie",
  ],
];

export const BLIND13_SCAM = [
  [
    'new number',
    'Hi Mum, this is my new number, I dropped my phone in the bath. Can you do me a favour? I need to pay a bill today and my banking app is locked',
  ],
  [
    'new number',
    "Hey dad it's me, new phone. Old one broke. Can you send $480 to my friend for rent, I'll pay you back tomorrow, it's urgent",
  ],
  [
    'new number',
    "Hello, it's Sarah, I changed number. Are you free? I need a small favour, can you buy 2 Apple gift cards of $100 for me, I can't do it online right now",
  ],
  [
    'new number',
    "Hi, this is your son. Using a friend's phone, mine is broken. I need 350 for a phone repair, can you e-transfer it to this email: j.repairs88@gmail.com",
  ],
  [
    'new number',
    'Mom my phone fell in the toilet, this is my new number save it. can you help me with something?',
  ],
  [
    'new number',
    "Salut maman, c'est moi, j'ai un nouveau numéro. Peux-tu me rendre un service? Je dois payer une facture aujourd'hui et mon appli bancaire ne marche pas",
  ],
  [
    'new number',
    "Allo papa, mon cell est brisé, c'est mon nouveau numéro. Peux-tu m'envoyer 600 $ par Interac? Je te rembourse demain promis",
  ],
  [
    'new number',
    "Hi it's Pastor David, I'm in a meeting and can't talk. I need you to get Google Play cards for some patients at the hospital. Can you help?",
  ],
  [
    'code ask',
    "Hey, it's Mike from work, I'm texting from my personal number. Can you send me the 6-digit code you just got? I sent it to you by mistake",
  ],
  [
    'code ask',
    "Hi, I accidentally sent my verification code to your number, can you forward it to me please? It's 6 digits",
  ],
  [
    'code ask',
    "Bonjour, c'est Julie, je t'ai envoyé un code par erreur sur ton téléphone, peux-tu me le renvoyer s'il te plaît?",
  ],
  [
    'code ask',
    'Message from your bank: we need to verify a recent charge. Please text back the code we just sent you to cancel it.',
  ],
  [
    'callback',
    'RBC: Your online banking access has been locked due to suspicious activity. Call 1-888-555-0163 to restore access.',
  ],
  [
    'callback',
    'TD: We have suspended your card ending 4*** after unusual login attempts. Please contact our fraud department at 1 (877) 555-0119.',
  ],
  [
    'callback',
    'Scotiabank alert: your account is temporarily restricted. To avoid permanent closure call 1-844-555-0137 today.',
  ],
  [
    'callback',
    'Desjardins : votre accès AccèsD a été bloqué suite à plusieurs tentatives de connexion. Appelez le 1 855 555-0178 pour le réactiver.',
  ],
  [
    'callback',
    'BMO : Votre carte de débit a été suspendue pour des raisons de sécurité. Veuillez communiquer avec nous au 1-866-555-0104.',
  ],
  [
    'callback',
    "Your Amazon account has been locked. An order of $899.99 for an iPhone was placed. If this wasn't you call 1-800-555-0182 immediately",
  ],
  [
    'callback',
    'Chase: Your account has been frozen. Please call us at 302-555-0194 to verify your identity.',
  ],
  [
    'callback',
    'Banque Nationale : accès à votre compte verrouillé. Pour éviter la fermeture, rappelez un agent au 514-555-0166.',
  ],
  [
    'callback',
    'Apple Support: your iCloud account has been locked for security reasons. Call 1-888-555-0111 to unlock it.',
  ],
  [
    'reply yes',
    'Interac e-Transfer: You have a pending deposit of $750.00 from CRA. Reply YES to accept the transfer.',
  ],
  [
    'reply yes',
    'You have received $500.00 via Zelle from Jenna K. Reply YES to accept the funds or NO to decline.',
  ],
  ['reply yes', 'Virement Interac : un dépôt de 340,00 $ est en attente. Répondez OUI pour l’accepter.'],
  [
    'reply yes',
    'Bank of America: Did you attempt a Zelle payment of $1,500 to Marcus Reed? Reply YES or NO. If NO, an agent will call you.',
  ],
  ['reply yes', 'Your refund of $236.40 is ready. Reply Y to receive it by e-Transfer.'],
  ['opener', 'Hello, is this Jessica? We met at the wine tasting last month, you said to text you'],
  ['opener', "Hi there, sorry to bother you, is this Dr. Wong's office? I'd like to book a cleaning"],
  ['opener', "Hey is this still Kevin's number? It's Lisa, we used to work together at the marina"],
  [
    'opener',
    'Good afternoon. Are you Mr. Harris? My boss asked me to confirm the meeting about the property',
  ],
  ['opener', 'Hi, long time no see! How have you been lately?'],
  [
    'opener',
    'Excuse me, is this Anna? My aunt gave me this number and said you could help with the apartment',
  ],
  ['opener', "Bonjour, est-ce bien le numéro de Martine? On s'est rencontrées au salon de l'habitation"],
  ['opener', "Hi, I'm Linda, I saw your profile and wanted to say hello. Where are you from?"],
  ['opener', "Hi, how are you? I found your number in my contacts but can't remember who you are"],
  ['opener', "Are you free this weekend? My friend Amy said you're interested in crypto investing too"],
  [
    'opener',
    "Salut! Longtemps sans nouvelles, c'est Nathalie. J'ai une opportunité d'investissement incroyable, tu veux que je t'explique?",
  ],
  [
    'other',
    'Canada Post: your package is held, a customs fee of $3.99 is unpaid. Pay within 24h or it will be returned: canadapost-customs.help',
  ],
  [
    'other',
    'Your Interac e-Transfer of $450 is on hold. Verify your identity to release the funds: interac-verify.online',
  ],
  [
    'other',
    "Hi grandma it's me Jake. I'm in trouble and need bail money, please don't tell mom. Can you call my lawyer at 416-555-0129?",
  ],
];
