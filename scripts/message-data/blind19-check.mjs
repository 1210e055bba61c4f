// Check list v19 for text messages (issue 23, round 18 helper "message19"): written by hand AFTER the
// round's rules and BEFORE its one run, never tuned on; kinds of blind19.mjs and of the issue in new
// wordings. No row of any corpus is here: every person, amount, reference, number and link is invented
// (bank, shop, agency and club names are real; phone numbers and links are made up).
// Run: node scripts/message-data/run-blind19.mjs [--show]

export const CHECK19_HAM = [
  [
    'organiser',
    "Hello! Is this the right number for Gabriel? It's Fatima from the Saint-Henri choir, rehearsal is Tuesday 7:15 in the basement.",
  ],
  [
    'organiser',
    "Salut, c'est Vincent de l'équipe de hockey cosom. Est-ce le bon numéro? La partie de jeudi commence à 20 h.",
  ],
  [
    'organiser',
    "Hi it's Derek from the warehouse, did I get the right number? Can you cover my Friday shift? I'll do your Monday.",
  ],
  [
    'organiser',
    "Bonjour, ici Chantal du comité de l'école. Est-ce bien le numéro de Marc? La réunion de mercredi est déplacée à 18 h.",
  ],
  [
    'organiser',
    "Hey, it's Jordan from the band. Practice moved to Sunday at 3, my garage. Bring your own stand!",
  ],
  ['receipt', 'Simplii: You sent $150.00 to LEA MORIN by Interac e-Transfer. Not you? Call 1-888-723-8881.'],
  [
    'receipt',
    'Desjardins : Vous avez envoyé 420,00 $ à CONDO GESTION INC. par virement Interac. Si vous ne reconnaissez pas cette opération, appelez-nous.',
  ],
  [
    'receipt',
    "Bank of America: You sent $30.00 to Jake W. with Zelle. If you didn't send this, call the number on the back of your card.",
  ],
  [
    'bank check',
    'Scotiabank: Did you use card ending 3321 for $58.77 at UBER EATS? Reply Y if yes or N if no.',
  ],
  [
    'landlord',
    "Hi, it's Gina your landlord. The building's water will be off Thursday 10-2 for the boiler. Rent as usual on the 1st, thanks!",
  ],
  [
    'landlord',
    "Bonjour, c'est votre propriétaire. Le déneigeur passe demain matin, merci de déplacer votre auto avant 7 h.",
  ],
  [
    'clinic',
    "Clinique Santé Verdun : votre rendez-vous de vaccination est confirmé jeudi à 15 h 40. Apportez votre carte d'assurance maladie.",
  ],
  [
    'clinic',
    "Dr. Huang's office: your appointment is Monday at 9:20. A $50 fee applies for missed appointments without 24h notice.",
  ],
  [
    'school',
    "École Notre-Dame : la sortie au Biodôme est vendredi. Merci d'envoyer 15 $ dans l'agenda de votre enfant.",
  ],
  [
    'school',
    'Maple Grove PS: Picture day is Wednesday. Retakes are free. Order online with the code on the flyer.',
  ],
  [
    'shop',
    'Fromagerie du Village : votre commande des Fêtes est prête! Passez la chercher avant samedi 17 h.',
  ],
  [
    'shop',
    'Hi from Bloom Florist, your bouquet for Mom was delivered at 2:14 pm. Thanks for ordering with us!',
  ],
  [
    'grandchild',
    "Grandpa! I got my driver's license today!! Can I drive you to church on Sunday? Love, Ethan",
  ],
  ['grandchild', "Hi Nana, can you send me $25 for the school trip? Mom said it's ok to ask. Thank you!!"],
  [
    'grandchild',
    "Mamie, j'ai visité le poste de police avec les louveteaux aujourd'hui! Je te raconte dimanche.",
  ],
  [
    'lottery pool',
    "Lotto pool at the shop: $5 each for Friday's Lotto Max. Put it in the envelope by the till.",
  ],
  [
    'lottery pool',
    'Le groupe du 6/49 du bureau continue en janvier, 2 $ chacun par tirage. Dites-moi si vous embarquez!',
  ],
  ['age rule', 'Your LCBO order is out for delivery. Someone 19+ must be present with ID.'],
  ['age rule', 'Reminder: the brewery tour is 18+ with ID, Saturday at 2 pm.'],
  ['payee news', 'Just switched my bank to EQ, the interest is way better. You should look at it!'],
  [
    'payee news',
    'Hey, the daycare moved to pre-authorized debit, so no more e-transfers from December. Yay!',
  ],
  ['casino words', "We went to the Casino de Montréal for Jen's birthday, lost $20 lol, great buffet though"],
  ['casino words', 'Poker night moved to my place, Friday 8 pm, $10 buy-in, bring chips and dip'],
  ['loan words', "Can you lend me $40 until Friday? Forgot my wallet at home, I'll e-transfer you back."],
  ['loan words', 'The bank approved our mortgage!!! We get the keys in March 🎉'],
  [
    'refund',
    'Air Canada: Your refund of $214.60 for booking ZX4P7Q has been processed to your original form of payment.',
  ],
  [
    'refund',
    'Amazon.ca: Your refund of $32.99 for the returned item has been issued. It may take 3-5 business days.',
  ],
  ['delivery', 'Purolator: your package 335912874401 will be delivered today between 9:00 and 17:00.'],
  [
    'delivery',
    "Postes Canada : votre colis est arrivé au comptoir postal. Présentez votre avis de livraison et une pièce d'identité.",
  ],
  ['friend', "Is this still your number? It's Omar! Saw your wedding pics, congrats to you both!"],
  ['friend', "Long time no see! Congrats on the baby, she's adorable. Let's get coffee soon"],
  ['friend', "Hey, I found your scarf in my car, I'll bring it Saturday at brunch"],
  ['code', 'Your Uber code: 4821. Never share this code.'],
  ['code', 'Code de vérification Desjardins : 639104. Ne le communiquez à personne.'],
  [
    'utility',
    'Hydro-Québec : une panne touche votre secteur. Rétablissement prévu vers 16 h. Merci de votre patience.',
  ],
  [
    'transit',
    'STM : service interrompu sur la ligne orange entre Berri et Jean-Talon. Reprise prévue vers 8 h 30.',
  ],
  ['bank alert', 'RBC: A withdrawal of $200.00 was made from your account ****7731 at ATM on Nov 27.'],
];

export const CHECK19_SCAM = [
  [
    'fake sent',
    "You sent $1,480.00 to GARY T. by Interac e-Transfer. Didn't send this? Call 1-844-555-0134 to stop it.",
  ],
  [
    'fake sent',
    "Interac: You sent $900.00 to LUCAS B. If this wasn't you, call our fraud line 1-866-555-0192.",
  ],
  [
    'fake sent',
    'Vous avez envoyé 1 250,00 $ à DANIEL G. par virement Interac. Pas vous? Appelez le 1-833-555-0186 pour être remboursé.',
  ],
  [
    'grandparent',
    "Grandma, it's me. I had an accident and I'm in jail. I need $2,800 for bail. Please don't tell anyone.",
  ],
  [
    'grandparent',
    "Papi c'est moi, j'ai été arrêté. Mon avocat dit qu'il faut 3 000 $ pour la caution. Ne dis rien à maman.",
  ],
  ['opener', "Hi! It's Linda from the wine tasting club, do you remember me? Let's chat on WhatsApp."],
  [
    'opener',
    "Hello, is this still your number? It's Mark from the golf club, I have a great opportunity to share.",
  ],
  [
    'opener',
    "Bonjour, c'est Sarah du club de lecture. Est-ce toujours votre numéro? On peut jaser sur Telegram?",
  ],
  [
    'payee',
    "Hello it's the property manager. We have a new bank account, please e-transfer December rent to pm.rent.desk@gmail.com today.",
  ],
  [
    'payee',
    'Bonjour, nous avons changé de compte. Merci de faire le virement de la facture à notre nouveau compte 815-30021-4456789.',
  ],
  ['received reply', 'A transfer of $1,240.00 is pending in your name. Reply YES to accept.'],
  ['received reply', "Un paiement de 860 $ est en attente pour vous. Répondez OUI pour l'accepter."],
  [
    'lottery',
    'Congrats! Your phone number won $500,000 in the Canada Lotto draw. Text back your card number to cover the fee.',
  ],
  [
    'lottery',
    'Loto-Québec : vous êtes notre gagnant! Textez-nous votre numéro de carte pour recevoir 25 000 $.',
  ],
  [
    'injury',
    'Were you hurt in a car accident? You could be entitled to compensation. Reply YES for a free case review.',
  ],
  ['insurance', 'Vous avez payé trop cher votre assurance auto! Obtenez un remboursement. Répondez OUI.'],
  [
    'house',
    'Hello, we want to buy your house on Cedar Street for cash, as is. Are you interested in an offer?',
  ],
  ['adult', '18+ 😘 Lonely girls in your area, see their photos now: local-girls.live/x'],
  ['casino', 'Casino en ligne: 300 tours gratuits sans dépôt! Inscris-toi sur jackpot-quebec.bet'],
  ['casino', 'Your $750 casino bonus expires tonight! Play now: spinvegas-win.com/b'],
  ['loan', "Besoin d'argent? Prêt de 3 000 $ approuvé en 1 h sans enquête de crédit. Textez PRET au 55123."],
  ['loan', 'Need cash fast? $2,000 loan, no credit check, approved today: cashnow-loans.site'],
  ['subscription', 'Your Geek Squad plan auto-renewed for $289.99. To cancel, call 1-855-555-0177.'],
  [
    'brand link',
    'Purolator: we could not deliver your parcel. Reschedule and pay $1.99: purolator-redelivery.info',
  ],
  [
    'brand link',
    'ARC : vous avez droit à un remboursement de 428 $. Réclamez-le ici : arc-remboursement.ca-online.com',
  ],
  [
    'brand link',
    'Amazon: a purchase of $1,299 was placed on your account. Not you? Cancel at amzn-cancel-order.com',
  ],
  [
    'utility',
    "Énergir : votre service de gaz sera interrompu aujourd'hui. Payez le solde de 188 $ au 1-877-555-0150 pour éviter la coupure.",
  ],
  ['job', 'Part-time job: like videos and earn $200/day. Contact our HR on WhatsApp +1 647 555 0112.'],
  ['crypto', 'Your crypto wallet will be suspended today. Verify your seed phrase at wallet-verify.app'],
  ['toll', '407 ETR: you have an unpaid toll of $7.85. Pay now to avoid a $50 fee: 407etr-pay.xyz'],
  [
    'new number',
    "Hi Mom, this is my new number, my phone broke. Can you send $600 for a bill? I'll pay you back.",
  ],
  ['code ask', 'Hi, I sent you a code by mistake, can you send it back to me please?'],
];
