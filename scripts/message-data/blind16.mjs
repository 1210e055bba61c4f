// Blind list v16 for text messages (issue 23, round 15 helper "message16"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 6e50faf; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// wallet, shop, carrier and agency names are real; phone numbers are made up).
// BLIND16_HAM: transaction alerts of more countries (Singapore PayNow and GIRO, Ireland's direct
// debits, a Nigerian loan reminder, a North American wrong-PIN lock, India, the Philippines, Hong Kong,
// Thailand, Jamaica, Pakistan, the UK, Québec), and people's first texts that are genuine: an
// acquaintance checking the number, a delivery driver, tradespeople, a club organiser, old friends.
// BLIND16_SCAM: conversation openers with no link (a name, a mistaken identity, "long time no see", a
// friend of a neighbour, a golf or club acquaintance, a move to another app), a CPF « répondez OUI »,
// alerts with a deceptive sign, ordinary smishing. English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind16.mjs [--show]

export const BLIND16_HAM = [
  [
    'alert-sg',
    'DBS: You have received SGD 85.00 via PayNow from TAN WEI LING to your a/c ending 3391 on 27 Nov 19:04. If this was not expected, call 1800 111 1111.',
  ],
  [
    'alert-sg',
    'OCBC: A GIRO deduction of SGD 142.30 to SP SERVICES was made from your account ending 7720 on 28 Nov. Call 1800 363 3333 if you did not authorise this.',
  ],
  [
    'alert-sg',
    'UOB: PayNow transfer of SGD 40.00 to LIM JUN HAO (mobile ending 8812) was successful on 26/11/25 21:17. Not you? Call 6222 2121 immediately.',
  ],
  [
    'alert-ie',
    'Bank of Ireland: A direct debit of EUR 64.99 to ELECTRIC IRELAND will be taken from your account ending 5521 on 02/12. Ensure funds are available.',
  ],
  [
    'alert-ie',
    'AIB: New Direct Debit mandate set up for VIRGIN MEDIA IRL on account ending 0408. If you do not recognise this, contact us on 0818 724 724.',
  ],
  [
    'alert-ng',
    'Dear Customer, your Carbon loan instalment of N18,500.00 is due on 03/12/2025. Please fund your linked card ending 2291 to avoid late fees. Thank you.',
  ],
  [
    'alert-ng',
    'GTBank: Acct:0123****89 Debit:NGN12,000.00 Desc:POS PURCHASE SHOPRITE LEKKI Bal:NGN84,320.15 Date:28-NOV-2025 16:40',
  ],
  [
    'alert-na',
    'RBC: Your debit card ending 4471 has been locked after too many incorrect PIN entries. To unlock it, visit a branch or call 1-800-769-2511.',
  ],
  [
    'alert-na',
    'Chase: Your debit card ending 9022 is temporarily blocked because the wrong PIN was entered 3 times. Call us at 1-800-935-9935 or visit a branch.',
  ],
  [
    'alert-in',
    'Rs.1,250.00 debited from A/c XX4410 on 27-11-25 to VPA swiggy@icici (UPI Ref 533112874411). Not you? Call 18002586161 to block UPI. -SBI',
  ],
  [
    'alert-ph',
    'You have received PHP 2,000.00 of GCash from JUAN DELA CRUZ 0917***4421 on 11-28-2025 08:15 PM. Your new balance is PHP 3,412.50. Ref. No. 9011 442 118822.',
  ],
  [
    'alert-hk',
    'HSBC HK: FPS payment of HKD 380.00 to CHAN TAI MAN has been made from a/c ***-118 on 28Nov 12:02. Call 2233 3000 if this was not you.',
  ],
  [
    'alert-th',
    'KBank: Transfer THB 1,500.00 from x4412 to PROMPTPAY x8821 on 28/11/25 10:31. Avail bal THB 22,004.17.',
  ],
  [
    'alert-jm',
    'NCB: Your card ending 3301 was used for JMD 8,450.00 at HI-LO LIGUANEA on 27-NOV-25. Available balance JMD 51,120.44. Queries: 888-622-3477.',
  ],
  [
    'alert-pk',
    'Dear Customer, PKR 15,000 has been transferred to Raast ID 0300XXXX412 from your A/C **7781 on 28-Nov-25. Available Bal PKR 42,880. Meezan Bank',
  ],
  [
    'alert-uk',
    'Monzo: You sent £45.00 to Jamie Clarke. If you did not make this payment, freeze your card in the app and chat to us right away.',
  ],
  [
    'alert-uk',
    'Nationwide: a standing order of £650.00 to J SMITH LETTINGS will be paid from your account ending 2283 tomorrow. Manage it in the app.',
  ],
  [
    'alert-qc',
    'Desjardins : Un prélèvement de 89,45 $ a été effectué à votre compte se terminant par 114 pour HYDRO-QUEBEC le 28 nov. Pour toute question, composez le 1 800 224-7737.',
  ],
  [
    'alert-qc',
    'Banque Nationale : votre carte de débit se terminant par 6620 a été bloquée à la suite de 3 NIP erronés. Présentez-vous en succursale ou appelez au 1 888 835-6281.',
  ],
  [
    'alert-au',
    'CommBank: A direct debit of $129.00 to TELSTRA is scheduled from your account ending 0091 on 1 Dec. Check your NetBank for details.',
  ],
  [
    'code',
    'Your Interac e-Transfer verification code is 448211. It expires in 10 minutes. Do not share this code.',
  ],
  ['code', 'Code de vérification Hydro-Québec : 902144. Ne le communiquez à personne.'],
  [
    'person-number',
    'Hi, is this Marc? It’s Julie, Léa’s mom from daycare. Just confirming the playdate Saturday at 2 at our place, 55 Birch St.',
  ],
  [
    'person-number',
    'Hey, is this still Tom’s number? It’s Rachel from the book club. We moved the meeting to Thursday 7 pm, same place.',
  ],
  [
    'person-number',
    'Salut, c’est bien le cell de Mathieu? C’est Geneviève, la mère d’Éloïse. La fête est samedi à 14 h, on fournit le gâteau!',
  ],
  [
    'person-number',
    'Bonjour, est-ce que c’est Karine? Ici Réjean, le voisin du 212. Ton chat est encore dans notre cour, veux-tu que je le ramène?',
  ],
  [
    'delivery',
    'Hi, is this the right number for unit 4B? I’m the Amazon driver, I’m at the front door with your parcel and the buzzer isn’t working.',
  ],
  [
    'delivery',
    'Bonjour, je suis le livreur de Brick. Je suis devant chez vous avec le frigo, est-ce que quelqu’un peut ouvrir la porte du garage?',
  ],
  [
    'trades',
    'Hi this is Dave from Ace Plumbing, just confirming tomorrow between 8 and 10 for the water heater. Reply C to confirm.',
  ],
  [
    'trades',
    'Bonjour, ici Sylvain de Toitures Laval. Je passe jeudi vers 9 h pour la soumission de la toiture. Ça vous convient?',
  ],
  [
    'trades',
    'Hey, it’s Mike the electrician. I’m running 20 min late, traffic on the 401. Be there around 10:30.',
  ],
  [
    'club',
    'Hi Jen, it’s Carlos from the soccer league, got your number from the team list. Are you able to bring oranges on Sunday?',
  ],
  [
    'club',
    'Salut Pierre, c’est Luc du club de golf. Notre départ est à 8 h 10 samedi, je réserve la voiturette.',
  ],
  [
    'old-friend',
    'Omg long time no see!! Saw your wedding pics on Insta, you two look amazing. Congrats!! We need to catch up soon xo',
  ],
  [
    'old-friend',
    'Ça fait longtemps! J’ai vu tes photos du Portugal, tellement beau. Embrasse les enfants, on se voit quand?',
  ],
  ['person', 'Hey, sorry who is this? I got a new phone and lost all my contacts lol'],
  [
    'person',
    'Hi! This is Priya, we met at Emma’s birthday on Saturday. You mentioned the pottery class, here’s the name: Clay Studio on Queen. Nice meeting you!',
  ],
  ['person', 'Allô, c’est maman. Peux-tu m’appeler quand tu sors du travail? Rien de grave.'],
  [
    'promo',
    'Metro : Vos points moi sont doublés cette fin de semaine sur les fruits et légumes. Répondez STOP pour vous désabonner.',
  ],
  [
    'appointment',
    'Reminder: your appointment with Dr. Nguyen at Lakeshore Dental is on Dec 2 at 3:15 pm. Reply Y to confirm or call 416-555-0143.',
  ],
  [
    'appointment',
    'Rappel : votre rendez-vous à la Clinique vétérinaire Rosemont pour Pistache est le 3 déc. à 10 h. Répondez OUI pour confirmer.',
  ],
  [
    'account',
    'Rogers: Your bill of $94.18 is ready. It will be charged to your card on file on Dec 5. Questions? Call 611 from your phone.',
  ],
];

export const BLIND16_SCAM = [
  [
    'opener',
    'Hi, is this David? We met at the charity wine tasting last month, you said you might be interested in my uncle’s project.',
  ],
  ['opener', 'Hello, long time no see. How have you been lately?'],
  [
    'opener',
    'Hi, is this Mr. Thompson? I am a friend of your neighbour Susan, she told me you were looking at investing for retirement.',
  ],
  ['opener', 'Hey, is this the right number for Jessica? Haven’t seen you since the golf club dinner.'],
  ['opener', 'Good evening, Mr. Wilson, are we still playing golf at Glen Abbey on Sunday?'],
  ['opener', 'Hi dear, I found your number in my old phone but I can’t remember your name. Who is this?'],
  [
    'opener',
    'Hello, my name is Grace. I’m an assistant to a wine importer. Can we continue this conversation on WhatsApp?',
  ],
  ['opener', 'Hi, are you Kevin? Amanda told me to contact you about the yacht club membership.'],
  [
    'opener',
    'Hey, I’m Linda, I think my friend gave me the wrong number. Anyway, nice to meet you! Where are you from?',
  ],
  ['opener', 'Bonjour, c’est bien Sylvie? On s’est parlé au salon des vins à Montréal, vous vous souvenez?'],
  ['opener', 'Allô, ça fait longtemps! Comment vas-tu ces temps-ci?'],
  [
    'opener',
    'Bonsoir, je suis une amie de votre voisine Nicole. Elle m’a dit que vous vous intéressiez aux placements. Est-ce un bon moment?',
  ],
  [
    'opener',
    'Salut Marc, c’est Julie du club de golf. On joue toujours dimanche? Ajoute-moi sur WhatsApp, c’est plus simple.',
  ],
  [
    'opener',
    'Bonjour, est-ce que c’est le numéro de M. Gagnon? Je suis l’assistante de M. Chen, il voulait vous relancer.',
  ],
  [
    'opener',
    'Hi, it’s Emily from LinkedIn. I saw your profile and thought we could chat. Do you use Telegram?',
  ],
  [
    'cpf',
    'Vos droits CPF de 1 500 € expirent le 30/11. Pour les utiliser avant la date limite, répondez OUI à ce message.',
  ],
  [
    'cpf',
    'CPF : il vous reste 1 240 € de formation non utilisés. Répondez OUI pour être rappelé par un conseiller.',
  ],
  [
    'alert-fake',
    'DBS: You have received SGD 1,200.00 via PayNow. To accept the funds, verify your account at dbs-paynow-sg.com within 24h.',
  ],
  [
    'alert-fake',
    'GIRO deduction failed for your SP Services account. Update your bank details at spservices-sg-pay.com to avoid disconnection.',
  ],
  [
    'alert-fake',
    'AIB: A new payee was added to your account. If this was not you, reply with your card number and PIN to cancel it.',
  ],
  [
    'alert-fake',
    'RBC: Your card is locked due to suspicious activity. Reply with the 6-digit code we just sent to unlock it.',
  ],
  [
    'alert-fake',
    'Desjardins : votre accès AccèsD est suspendu. Réactivez-le ici : desjardins-accesd-secure.com',
  ],
  [
    'alert-fake',
    'GTBank: Your BVN has been restricted. Call 0906 551 2204 now and provide your token code to restore access.',
  ],
  [
    'alert-fake',
    'SBI: Your YONO account will be blocked today. Update your PAN card at sbi-yono-kyc.in immediately.',
  ],
  [
    'smish',
    'Canada Post: your parcel is held at our depot, unpaid duty $2.99. Pay at canadapost-redelivery.com',
  ],
  ['smish', '407 ETR: You have an outstanding toll balance of $6.75. Avoid a fine of $50: 407etr-pay.info'],
  [
    'smish',
    'ARC : Vous avez un remboursement d’impôt de 378,40 $ en attente. Cliquez pour le réclamer : arc-remboursement-canada.com',
  ],
  [
    'smish',
    'Netflix: your payment was declined. Update your billing details within 24 hours: netflix-billing-help.com',
  ],
  [
    'smish',
    'Hydro-Québec : un crédit de 119,80 $ vous est dû. Confirmez vos informations : hydroquebec-credit.net',
  ],
  [
    'job',
    'Hi, I’m Sarah from a recruiting agency. We have a part-time remote job, $300-$500 a day. Are you interested? Add me on WhatsApp.',
  ],
  [
    'job',
    'Bonjour! Emploi à temps partiel de la maison, 250 $ à 600 $ par jour, aucune expérience requise. Écrivez-moi sur WhatsApp pour les détails.',
  ],
  [
    'family',
    'Hi Mum, I dropped my phone in the sink, this is my new number. Can you text me on WhatsApp? Need a favour.',
  ],
];
