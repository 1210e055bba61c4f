// Check list v22 (issue 23, round 21 helper "msg21"): written by hand AFTER R1-R4 (342ddf5) were
// built and BEFORE this list's first run; run once on main 294a09c and once on the branch. Not tuned
// on. Every person, amount, number and link invented (institution and shop names real).
// CHECK22_HAM: parents asked small sums, work pay already agreed, bank and card alerts, codes.
// CHECK22_SCAM: family asks with trouble or large sums, job and cheque lures, French spam, fake alerts.
// Run: node scripts/message-data/run-blind22.mjs [--show]

export const CHECK22_HAM = [
  ['mom-small', 'Mom, can you e-transfer me $12 for the movie tonight? Thanks!!'],
  ['mom-small', 'Dad, I need $40 for the class photo, it is due Thursday'],
  ['mom-small', 'Papa, tu peux me virer 20 $ pour le billet de bus? Merci!'],
  ['mom-small', 'Hi mom, can you send $30 for gas? I will fill up on the way to practice'],
  ['job-agreed', 'Hey Tyler, as agreed it is $20 an hour for the landscaping, cash at the end of each day'],
  [
    'job-agreed',
    'Allo Mélanie, tel que convenu c’est 18 $ de l’heure plus les pourboires pour les samedis au café',
  ],
  ['job-agreed', 'Reminder team: tips are split at close, $17.50 an hour as usual, see you at 4'],
  ['job-fr', 'Bonjour à tous, l’emploi du temps de la semaine prochaine est affiché dans la cuisine'],
  ['alert', 'Tangerine: A payment of $64.10 to VIDEOTRON was made from your account ending 2290.'],
  ['alert', 'Spent Rs.899.00 On ICICI Bank Card 7731 At MYNTRA On 30-11. Not You? Call 18002662 to block.'],
  ['alert', 'Koho: You spent $18.45 at A&W. Your balance is $233.90.'],
  ['alert', 'Banque Laurentienne : dépôt de 1 250,00 $ dans votre compte se terminant par 0831.'],
  [
    'alert',
    'Citi: A $75.00 payment to CON EDISON posted to your account ending 3319. Reply STOP to opt out.',
  ],
  ['otp', 'Your Wealthsimple code is 338190. It expires in 5 minutes. Don’t share it with anyone.'],
  ['otp', 'Code BNC : 229104. Utilisez-le pour confirmer votre connexion. Ne le partagez jamais.'],
  ['business', 'Uber Eats: Your order from Thai Express is on its way! Track it in the app.'],
  [
    'business',
    'IGA : votre commande en ligne est prête. Présentez-vous au comptoir de cueillette avant 19 h.',
  ],
  ['friend', 'Can you pay me back the $35 for the concert tickets when you get a chance? No rush'],
  ['friend', 'Merci pour le souper! Je te dois 28 $, je te fais un virement ce soir'],
  ['family', 'Mom, I sent you the $60 for the groceries, check your email for the e-transfer'],
];

export const CHECK22_SCAM = [
  ['kin-trouble', 'Mom, I’m in trouble, I need $80 right now please don’t tell dad'],
  [
    'kin-trouble',
    'Hi Dad, my phone broke, this is my new number. Can you send me $90 for a new charger and a bus ticket?',
  ],
  ['kin-large', 'Mom, can you send me $1,800 today? I will explain later'],
  ['kin-trouble', 'Maman, c’est urgent, j’ai besoin de 50 $ tout de suite, mon cell est brisé'],
  [
    'grandparent',
    'Grandpa it’s Ethan, I got arrested and need $1,500 for bail, please don’t tell my parents',
  ],
  [
    'job',
    'Hi, as discussed your remote job is approved: $300 a day, add our HR on WhatsApp +1 438 555 0147 to start',
  ],
  [
    'job',
    'Bonjour, comme convenu votre poste à domicile est confirmé, 250 $ par jour. Contactez Julie sur Telegram',
  ],
  [
    'cheque',
    'Secret shopper assignment: deposit the check we mail you, keep $200 and send the balance by Bitcoin ATM. Reply YES',
  ],
  [
    'cheque',
    'Magasineur mystère recherché : encaissez-le chèque reçu, gardez 250 $ et achetez des cartes-cadeaux avec le reste',
  ],
  ['fr-casino', 'Ton compte casino est crédité de 150 tours gratuits ! Active-les vite : casino-flash.fr'],
  [
    'fr-loan',
    'Prêt personnel de 10 000 € accepté sans justificatif, fonds versés sous 24 h. Cliquez : pret-facile.info',
  ],
  ['fr-won', 'Vous avez gagné ! Un bon de 250 € Amazon vous attend. Réclamez-le avant ce soir : amz-bon.fr'],
  [
    'fr-sub',
    'Votre essai gratuit se termine aujourd’hui : 14,99 € par semaine seront prélevés. Annulez ici : annuler-essai.com',
  ],
  [
    'fr-invest',
    'Gagnez 12 % par mois avec notre robot de trading crypto, dépôt minimum 250 €. Places limitées : robot-gain.fr',
  ],
  [
    'fr-delivery',
    'Postes Canada : votre colis ne peut être livré, droits de douane impayés de 3,15 $. Payez : postes-ca-livraison.com',
  ],
  [
    'fake-alert',
    'Scotiabank: unusual login detected on your account. Verify now at scotia-secure-login.com or your access will be suspended',
  ],
  [
    'fake-alert',
    'Rs.49,999 debited from your SBI A/c. If not done by you, update KYC immediately: sbi-kyc-verify.in',
  ],
  [
    'fr-dating',
    'Salut beau gosse, je m’appelle Chloé, j’ai vu ton profil. On se voit ce soir? Mes photos : chloe-rencontre.fr',
  ],
];
