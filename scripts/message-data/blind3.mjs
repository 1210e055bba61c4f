// Third blind lists for `pnpm eval:message` (issue 23, round 3): written for this project BEFORE any
// round-3 rule was measured on them (committed first, measured once; the first run is the figure
// BENCHMARKS.md quotes). Never used by `pnpm train:message`, never used to choose a rule or a
// threshold. No row of any corpus is here: every text was written by hand, with invented names,
// numbers and links. Each entry: [set, text].

/** Texts that must stay calm: automated business texts and personal texts, English and French. */
export const BLIND3_HAM = [
  ['blind3 ham: business', 'Your Lyft code is 4410. Do not share it with anyone. It expires in 5 minutes.'],
  [
    'blind3 ham: business',
    '778120 is your Discord verification code. If you did not request it, you can ignore this message.',
  ],
  [
    'blind3 ham: business',
    'Fido: Your bill of $58.21 is ready. View it in the My Fido app. Reply STOP to stop alerts.',
  ],
  [
    'blind3 ham: business',
    'Reminder from Maple Dental: your cleaning is booked for Thu Dec 4 at 9:15 AM. Reply Y to confirm or call 604-555-0163 to reschedule.',
  ],
  [
    'blind3 ham: business',
    'Purolator: Your shipment 3321 8890 4471 is out for delivery today. Track at purolator.com',
  ],
  [
    'blind3 ham: business',
    'Simons: Black Friday starts now, up to 40% off coats online and in store. simons.ca Text STOP to unsubscribe.',
  ],
  [
    'blind3 ham: business',
    'RBC: A purchase of $42.18 was made at SHOPPERS DRUG MART on your credit card ending in 3391. Reply STOP to end alerts.',
  ],
  [
    'blind3 ham: business',
    'BMO: You received an Interac e-Transfer of $60.00 from JULIE T. It was deposited into your account ending 7120.',
  ],
  [
    'blind3 ham: business',
    'Your table for 4 at Bistro Lune is confirmed for Saturday at 7:30 PM. To change your booking, reply CHANGE.',
  ],
  [
    'blind3 ham: business',
    'Hydro-Québec : votre facture de 87,40 $ est disponible dans votre Espace client. Merci!',
  ],
  [
    'blind3 ham: business',
    'Desjardins : un retrait de 200,00 $ a été effectué au guichet, compte se terminant par 5521. Pas vous? Appelez le 1 800 224-7737.',
  ],
  ['blind3 ham: business', 'Votre code de vérification Uber Eats est 5582. Ne le partagez avec personne.'],
  [
    'blind3 ham: business',
    'Postes Canada : votre colis sera livré aujourd’hui entre 13 h et 17 h. Suivi : postescanada.ca',
  ],
  [
    'blind3 ham: business',
    'Clinique Vétérinaire du Parc : rappel du vaccin de Moka le 12 décembre à 14 h. Pour modifier, appelez le 450 555-0123.',
  ],
  [
    'blind3 ham: business',
    'Your Air Canada flight AC 412 to Toronto now departs at 18:45 from gate C32. Check the app for updates.',
  ],
  ['blind3 ham: personal', 'Running 10 min late, grab us a table by the window if you can'],
  ['blind3 ham: personal', 'Did you see the game last night?? Unreal ending, call me when you are free'],
  [
    'blind3 ham: personal',
    'Mom says dinner is at 6 on Sunday, can you bring the pie? I owe you $20 for the tickets btw',
  ],
  [
    'blind3 ham: personal',
    'Hey it’s Priya from the book club, we moved the meeting to Tuesday, see you there!',
  ],
  ['blind3 ham: personal', 'Long day... I will call you after the kids are asleep. Love you'],
  ['blind3 ham: personal', 'Can you send me the link to that recipe? The one with the lemon chicken'],
  [
    'blind3 ham: personal',
    'Coucou! On se rejoint au marché Jean-Talon samedi matin? Je t’attends vers 10 h.',
  ],
  ['blind3 ham: personal', 'J’ai oublié mes clés chez toi hier soir, je passe les chercher ce midi?'],
  ['blind3 ham: personal', 'Bonne fête ma belle! Passe une super journée, on se voit ce soir 🎉'],
  ['blind3 ham: personal', 'Tu peux me rembourser les 15 $ du cinéma quand tu veux, pas de presse.'],
];

/** Scams and spam of the missed categories, English and French. */
export const BLIND3_SCAM = [
  [
    'blind3 scam: openers',
    'Hi, is this Melissa? We talked at the boat show in Vancouver, you said to text you about the condo.',
  ],
  [
    'blind3 scam: openers',
    'Hello, do you remember me? I am Helen, we had coffee at the airport lounge last spring.',
  ],
  [
    'blind3 scam: openers',
    'Good evening, sorry to disturb, my assistant gave me this number for Mr. Patel, is it correct?',
  ],
  ['blind3 scam: openers', 'Hi there! I think we met on a hiking app a while ago, how have you been?'],
  [
    'blind3 scam: openers',
    'Excuse me, is this Tom from the dental office? My cousin told me to contact you.',
  ],
  [
    'blind3 scam: openers',
    'Hello my friend, long time no contact. I am back from Singapore, are you still trading?',
  ],
  [
    'blind3 scam: openers',
    'Bonjour, vous êtes bien Mme Tremblay ? Je suis Claire, on s’est vues au vernissage.',
  ],
  ['blind3 scam: openers', 'Salut, tu te souviens de moi ? On a parlé au congrès de Montréal l’an dernier.'],
  [
    'blind3 scam: callbacks',
    'Our records show you were in a car accident in the last 3 years. You may be owed up to $15,000. Call 1-866-555-0188 now.',
  ],
  [
    'blind3 scam: callbacks',
    'Final notice: your auto insurance overpayment refund of $412 is ready. Call 888-555-0143 to claim before Friday.',
  ],
  [
    'blind3 scam: callbacks',
    'We want to buy your house at 14 Elm St for cash, any condition. Call or text 604-555-0177 for an offer today.',
  ],
  [
    'blind3 scam: callbacks',
    'Amazon: a purchase of $899.99 for an iPhone was placed on your account. If this was not you, call 1-844-555-0102.',
  ],
  [
    'blind3 scam: brand elsewhere',
    'Lowe’s: you have been selected for our customer survey, get a $150 reward. Start: lowes-survey.win/c',
  ],
  [
    'blind3 scam: brand elsewhere',
    'Sam’s Club members: your 2025 loyalty bonus is waiting. Redeem at samsclub.rewardhub.digital',
  ],
  [
    'blind3 scam: brand elsewhere',
    'Scotiabank: your debit PIN must be reset today. Use bit.ly/scotia-pin to keep your card active.',
  ],
  [
    'blind3 scam: brand elsewhere',
    'FedEx: your shipment 7781 is waiting for address confirmation. fdx-track.delivery/7781',
  ],
  [
    'blind3 scam: brand elsewhere',
    'Rogers: you are owed a credit of $86.40 for a billing error. Accept it here: rgrs-credit.com/r',
  ],
  [
    'blind3 scam: money received',
    'You have $950.00 waiting in your Zelle account. Reply OK and we will send the confirmation link.',
  ],
  [
    'blind3 scam: money received',
    'A deposit of $1,200 is pending for you. Text YES to release the funds to your account.',
  ],
  [
    'blind3 scam: en spam',
    'Congratulations, you qualify for a $5,000 personal loan with no credit check. Apply at fastfunds-now.com',
  ],
  ['blind3 scam: en spam', 'Play now and get 100 free spins + a $500 welcome bonus at luckyreels.bet'],
  [
    'blind3 scam: en spam',
    'Work from home, earn $400 a day liking videos. WhatsApp me to start: wa.me/15551234567',
  ],
  [
    'blind3 scam: en spam',
    'URGENT: Your Netflix account is on hold. Update payment within 24h: netflix-billing-help.com',
  ],
  [
    'blind3 scam: en spam',
    'Your E-ZPass account has an unpaid toll of $6.85. Pay now to avoid a $50 fee: ezpass-tolls.live/pay',
  ],
  [
    'blind3 scam: fr spam',
    'Félicitations, votre numéro a été choisi pour gagner une carte-cadeau de 500 $ ! Réclamez-la : cadeaux-quebec.info',
  ],
  [
    'blind3 scam: fr spam',
    'Casino Royal : 150 tours gratuits et 300 € offerts à l’inscription ! jouez sur royal-tours.fun',
  ],
  [
    'blind3 scam: fr spam',
    'Besoin d’argent rapidement ? Prêt de 3000 € accordé en 24 h sans justificatif : pret-facile.online',
  ],
  [
    'blind3 scam: fr spam',
    'Votre abonnement Disney+ a expiré. Renouvelez-le pour 1 € : disney-renouveler.site',
  ],
  [
    'blind3 scam: fr spam',
    'ARC : vous avez droit à un remboursement de 389,45 $. Réclamez-le ici : arc-remboursement.ca-dossier.com',
  ],
  [
    'blind3 scam: fr spam',
    'Vous avez un colis en attente. Frais de livraison de 1,99 € à régler : colis-suivi-fr.top',
  ],
];
