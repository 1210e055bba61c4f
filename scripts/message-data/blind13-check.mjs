// Check list for round 13 (issue 23): written by hand AFTER the round-13 change (commit 2a7f2bb) and
// never used to shape it; measured once, the first run is the figure BENCHMARKS.md quotes. The same
// kinds as blind13.mjs in other wordings, with hard ordinary texts on purpose (real locks with a
// number, a vendor given the number by the reader's sister, a spouse asking for a booking code).
// Every text invented for this project; no row of any corpus is here. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind13.mjs [--show]

export const CHECK13_HAM = [
  [
    'alert',
    'CIBC: Your debit card was blocked after 3 incorrect PIN entries. Visit any branch or call 1-800-555-0142 to reset your PIN.',
  ],
  [
    'alert',
    'Koodo: Your account is suspended for non-payment of $142.60. Pay in the Koodo app or call 1-866-555-0199 to restore service.',
  ],
  [
    'alert',
    'Your BMO card ending 4412 is temporarily locked because we noticed unusual activity. Please review the transaction in the BMO app.',
  ],
  ['code', 'Your Interac e-Transfer sign-in code is 558120. Valid for 5 minutes.'],
  ['code', 'Simplii Financial: 330918 is your one-time passcode for Interac e-Transfer. Never share it.'],
  ['code', 'Code Interac : 771230. Il expire dans 10 minutes. Ne le partagez avec personne.'],
  [
    'code',
    'Can you forward me the confirmation code Air Canada sent you for our booking? I need it to pick our seats',
  ],
  [
    'post',
    'Canada Post: Item 8874 2210 3391 2247 is at the post office, 120 Rue Principale. $9.75 COD to pay at pickup. Bring photo ID.',
  ],
  [
    'post',
    'Purolator: a duty and tax balance of $27.13 is owing on your shipment 332991827. Pay online at purolator.com or at delivery.',
  ],
  ['appointment', 'Appointment reminder: Jiffy Lube, Mon Dec 1, 9:30. Reply Y to confirm, N to cancel.'],
  [
    'appointment',
    'Rappel : votre rendez-vous au CLSC est le 3 décembre à 9 h 15. Pour annuler, composez le 450-555-0110.',
  ],
  [
    'new number',
    'Hey, new number for me, the old phone finally died. Save this one! See you at book club Thursday',
  ],
  ['new number', "C'est Guillaume, j'ai changé de numéro. Garde celui-ci. On se voit au chalet samedi?"],
  ['opener', "Hey is this Jordan? It's Chris from hockey, coach asked me to send you the schedule"],
  [
    'opener',
    "Is this Maria? Your sister gave me your number, I'm the photographer for the wedding, can we set up a call?",
  ],
  [
    'opener',
    'Hi, I am Paula, the new tenant upstairs. The landlord gave me your number for the laundry schedule, when do you usually do yours?',
  ],
  ['personal', "hey could you spot me $20 for gas till Friday? I'll e-transfer you back"],
  ['personal', 'Grandma, can you send me your banana bread recipe? Love you'],
  ['personal', 'Maman, peux-tu me virer 30 $ pour la sortie de ski? Merci!!'],
];

export const CHECK13_SCAM = [
  [
    'new number',
    'Hey mom, lost my phone yesterday so this is my new one. Could you pay an invoice for me today? I will explain later',
  ],
  [
    'new number',
    "Hello dad it's Emma, new number. Can you transfer 950 to my landlord? My bank is blocking me",
  ],
  [
    'new number',
    'Hi its me, my phone broke. This is my temp number. Can you get me a $200 Steam card? I need it tonight',
  ],
  [
    'new number',
    "Allo maman, j'ai brisé mon cell, voici mon nouveau numéro. Pourrais-tu payer une facture pour moi? Je te rembourse",
  ],
  ['new number', 'Hello grandpa, new number here. I need help with something urgent, can you call me?'],
  ['code ask', 'Your verification code was sent to you by mistake. Please text it back to this number.'],
  ['code ask', 'Hi sorry I typed your number instead of mine for my WhatsApp code. Could you send it to me?'],
  [
    'code ask',
    "Salut, c'est Marc. Mon code de vérification est arrivé sur ton téléphone, tu peux me le transférer?",
  ],
  [
    'callback',
    'CIBC: your online banking profile has been suspended. Call 1-877-555-0184 to verify your identity.',
  ],
  [
    'callback',
    'PayPal: your account is restricted until we confirm your details. Contact us at 1-888-555-0177.',
  ],
  [
    'callback',
    'Desjardins : votre carte Visa est bloquée temporairement. Contactez notre service de sécurité au 1-844-555-0125.',
  ],
  ['callback', 'Tangerine: we have frozen your account due to a suspicious login. Phone 1-855-555-0103 now.'],
  ['callback', 'Netflix: your membership is suspended. Call 1-833-555-0158 to reactivate.'],
  ['reply yes', 'Interac: a transfer of $600.00 is waiting for you. Reply YES to deposit.'],
  ['reply yes', 'Dépôt Interac de 275,00 $ en attente. Répondez OUI pour recevoir les fonds.'],
  ['opener', 'Is this Daniel? We met at the boat show in Toronto, you told me to message you'],
  ['opener', 'Sorry to bother, is this Grace? My cousin gave me your number about the condo rental'],
  [
    'opener',
    'Hi, my name is Sophie. I came across your profile and thought you seemed nice. What do you do for a living?',
  ],
  ['opener', 'Hello, are you Mr. Thompson? We used to work together at the bank, remember me?'],
  ['opener', "Bonsoir, est-ce bien Julie? Une amie m'a donné votre numéro pour les cours de yoga"],
];
