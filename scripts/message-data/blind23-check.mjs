// Check list of blind list v23 (issue 23, round 22 helper "msg22"): written by hand halfway through the
// round, after the Interac notice reading (R22-1) and before any measurement of it on these rows.
// Never tuned on. Every person, amount, number and link is invented (institution names are real).
// Each entry: [kind, text]. Run: node scripts/message-data/run-blind23.mjs [--show]

export const CHECK23_HAM = [
  [
    'interac',
    'You’ve received $120.00 from NORA BÉLANGER by Interac e-Transfer. Open your CIBC Mobile Banking app to deposit.',
  ],
  [
    'interac',
    'INTERAC e-Transfer: OMAR HADDAD sent you $15.00 (CAD) and says "thanks for lunch". Deposit it through your bank’s mobile app.',
  ],
  [
    'interac',
    'Banque Nationale : CHLOÉ PARENT vous a envoyé un virement Interac de 60,00 $. Déposez-le dans l’application Banque Nationale.',
  ],
  ['interac', 'Your Interac e-Transfer request of $45.00 to MIKE SIMARD for "Uber home" was fulfilled.'],
  [
    'alert-ca',
    'RBC: $73.20 debit purchase at SAQ 23087 on card ending 1190. Not you? Call the number on the back of your card.',
  ],
  [
    'alert-ca',
    'Desjardins : paiement de 1 050,00 $ à HYPOTHÈQUE DESJARDINS effectué du compte 0412. Solde : 2 318,04 $.',
  ],
  [
    'alert-us',
    'Discover: A transaction of $61.09 at CVS/PHARMACY #4410 was approved on card ending 7736. Text STOP to end alerts.',
  ],
  [
    'alert-uk',
    'Lloyds: You’ve paid £35.00 to THAMES WATER by Direct Debit from account ending 2271. Balance £488.16.',
  ],
  [
    'alert-au',
    'ANZ: Your card ending 3048 was used for a $212.00 transaction at WOOLWORTHS 1192. Not you? Lock your card in the ANZ App.',
  ],
  [
    'alert-in',
    'Rs 1,200.00 spent on HDFC Bank Card x4409 at AMAZON PAY on 2026-11-30. Avl Lmt Rs 84,312. Not you? Call 18002026161',
  ],
  ['alert-eu', 'N26: €9.99 payment to SPOTIFY with card ••2208. Balance €1,208.55.'],
  ['alert-fr', 'LCL : retrait de 60,00 € au DAB PARIS GARE DE LYON avec la carte **5561. Solde : 412,30 €.'],
  [
    'personal',
    'Can you pay the babysitter tonight? I’ll e-transfer you when I get home, my card isn’t working',
  ],
  ['personal', 'Maman, peux-tu m’acheter des timbres à la pharmacie? Je te rembourse dimanche'],
  ['personal', 'the plumber says the bill is $340, I paid it, send me your half whenever'],
  [
    'business',
    'Rogers: Your payment of $112.37 was received. Thank you! Your next bill will be available Dec 8.',
  ],
  [
    'business',
    'Clinique dentaire Ste-Foy : rappel de votre rendez-vous le 4 déc. à 9 h 30. Répondez OUI pour confirmer.',
  ],
  ['business', 'Costco: Your order #6021144 is ready for pickup at Laval. Bring your membership card.'],
  [
    'code',
    'Desjardins : votre code de sécurité est 552104. Ne le communiquez à personne, même à un employé de Desjardins.',
  ],
  [
    'alert-us',
    'Chase: Your $2,000.00 Zelle payment to DANIEL REYES is scheduled. If you didn’t make this, call 1-800-935-9935.',
  ],
];

export const CHECK23_SCAM = [
  [
    'callback',
    'Mastercard Security: a purchase of $1,129.99 at APPLE STORE ONLINE is pending on your card. If this wasn’t you, call 1-866-410-2281 right away.',
  ],
  [
    'callback',
    'Microsoft: Your account was billed $299.99 for Windows Defender Premium. Not authorized? Call our billing desk at 1-844-290-7713.',
  ],
  [
    'callback',
    'Service de sécurité RBC : un virement de 2 400,00 $ vers un nouveau bénéficiaire a été initié. Si ce n’est pas vous, appelez le 1-855-361-0904.',
  ],
  [
    'callback',
    'PayPal: you sent $849.00 to Crypto Exchange LTD. If you did not make this payment call 1 (877) 610-4482 to dispute.',
  ],
  [
    'interac-scam',
    'INTERAC e-Transfer: You have a pending deposit of $350.00. To accept, reply with your full name and the name of your bank.',
  ],
  [
    'interac-scam',
    'Interac: your transfer of $920.00 is on hold until a $30 insurance fee is paid. Send it to payments.release@outlook.com',
  ],
  [
    'interac-scam',
    'Virement INTERAC : vous avez reçu 500,00 $. Pour accepter le dépôt, connectez-vous ici : interac-depot-securise.com',
  ],
  [
    'bill-stranger',
    'Hi it’s Karen from the office, I’m stuck in a conference call. Can you pay an invoice for me with your card? I’ll reimburse you after',
  ],
  [
    'bill-stranger',
    'Bonjour, ici Pierre de la paroisse, je suis en réunion et ne peux pas parler. Pouvez-vous me rendre un service et acheter des cartes-cadeaux?',
  ],
  [
    'fr-credit',
    'Crédit express de 3 000 $ à 35 000 $ sans vérification, même en faillite. Faites votre demande en 5 minutes : credit-express-qc.ca',
  ],
  [
    'fr-home',
    'Nous recherchons 20 personnes pour un emploi à domicile, 250 $ par jour, sans expérience. Envoyez OUI pour en savoir plus.',
  ],
  [
    'fr-crypto',
    'Votre compte crypto a reçu un bonus de 1 500 €. Activez votre retrait avant 23 h : activation-bonus-crypto.com',
  ],
  [
    'fr-dating',
    'Salut toi 😉 je m’appelle Amandine, je suis célibataire et dispo ce soir. Mon profil est ici : amandine-rencontre.net',
  ],
  [
    'fr-casino',
    'Votre cagnotte de 150 € vous attend ! Jouez sans dépôt sur notre nouveau casino : casino-gratuit-fr.com',
  ],
  [
    'fr-sub',
    'Dernier rappel : votre abonnement Canal+ sera résilié aujourd’hui. Réglez le solde de 1,99 € : canalplus-reglement.fr',
  ],
  [
    'fr-prize',
    'Félicitations Martine, vous êtes la grande gagnante de notre tirage Metro. Réclamez votre panier de 500 $ : metro-tirage.ca',
  ],
  [
    'fr-delivery',
    'DHL : votre colis est en attente, des frais de livraison de 1,75 € restent à payer. Payez ici : dhl-frais-colis.com',
  ],
  [
    'en-spam',
    'You qualify for a $7,500 personal loan, no credit check needed. Reply YES to get your funds today.',
  ],
  [
    'alert-fake',
    'TD: Your EasyWeb access was suspended after a suspicious login. Restore access: td-easyweb-restore.com',
  ],
  [
    'alert-fake',
    'Scotiabank: Unusual sign-in detected. If this was not you, call our fraud team now at 1-888-320-5517 to secure your account.',
  ],
];
