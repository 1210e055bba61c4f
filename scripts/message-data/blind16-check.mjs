// Check list v16 for text messages (issue 23, round 15 helper "message16"): written by hand AFTER the
// round's code changes (after d8fc14b) and committed before its one run; never tuned on. No row of any
// corpus is here: every person, amount, reference, number and link is invented (bank, wallet, shop,
// carrier and agency names are real; phone numbers are made up).
// CHECK16_HAM: alerts of more countries and ordinary first texts (acquaintances, trades, deliveries,
// old friends, organisers). CHECK16_SCAM: openers with no link, CPF and other French spam, alerts with
// a deceptive sign, smishing. English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind16.mjs [--show]

export const CHECK16_HAM = [
  [
    'alert-sg',
    'POSB: SGD 23.50 paid via PayNow QR to KOPITIAM TAMPINES from a/c ending 6614 on 29 Nov 08:12. Not you? Call 1800 339 6666.',
  ],
  [
    'alert-sg',
    'UOB: Your GIRO arrangement with SINGAPORE POWER has been approved. Deductions from a/c ending 2087 start next month.',
  ],
  [
    'alert-ie',
    'Revolut: €12.99 direct debit to SPOTIFY IRELAND was collected from your account today. View it in the app.',
  ],
  [
    'alert-ie',
    'Ulster Bank: Your standing order of €400.00 to C MURPHY will leave account ending 3310 on 01/12. No action needed.',
  ],
  [
    'alert-ng',
    'Kuda: Your savings plan debit of N5,000.00 was successful. Total saved: N85,000.00. Keep it up!',
  ],
  [
    'alert-ng',
    'Opay: Repayment of N22,400.00 for your OKash loan has been received. Your next instalment is due 28/12/2025.',
  ],
  [
    'alert-gh',
    'Telecel Cash: You have sent GHS 80.00 to ESI OWUSU 020XXXX771. Fee GHS 0.80. Balance GHS 214.50. Trans ID 70012394412.',
  ],
  [
    'alert-ke',
    'QWE81HZ2LM Confirmed. Ksh1,200.00 paid to NAIVAS WESTLANDS on 29/11/25 at 6:14 PM. New M-PESA balance is Ksh4,380.00.',
  ],
  [
    'alert-in',
    'HDFC Bank: Rs 3,499.00 spent on Credit Card xx7712 at AMAZON PAY on 2025-11-29:10:22:14. Avl Lmt: Rs 61,230. Not you? Call 18002586161',
  ],
  [
    'alert-au',
    'Westpac: A card purchase of $62.40 at COLES BONDI was declined as your card ending 1180 is locked. Unlock it in the Westpac App.',
  ],
  [
    'alert-nz',
    'ANZ NZ: Automatic payment of $55.00 to MERCURY ENERGY will be made from a/c ending 009 tomorrow.',
  ],
  [
    'alert-za',
    'Standard Bank: Debit order R899.00 DSTV to your cheque acc ..4471 paid 29 Nov. Queries 0860 123 000.',
  ],
  [
    'alert-uk',
    'Barclays: a Direct Debit to THAMES WATER for £38.50 is due on 3 Dec from your account ending 55. Check it in the app.',
  ],
  [
    'alert-us',
    'Wells Fargo: Your debit card ending 6120 was locked after several incorrect PIN tries at an ATM. Call 1-800-869-3557 or stop by a branch.',
  ],
  [
    'alert-us',
    'Citi: A payment of $1,250.00 to your credit card ending 4418 was received on 11/28. Thank you.',
  ],
  [
    'alert-qc',
    'Caisse Desjardins : votre virement Interac de 150,00 $ à Mélanie a été déposé. Solde disponible : 1 204,55 $.',
  ],
  [
    'alert-qc',
    'Banque Scotia : votre carte se terminant par 2290 a été bloquée après trop d’essais de NIP. Appelez au 1 800 575-2424 ou passez en succursale.',
  ],
  [
    'alert-fr',
    'Crédit Agricole : un prélèvement SEPA de 45,90 € EDF sera débité le 05/12 sur votre compte n°****8821.',
  ],
  [
    'code',
    'Votre code de connexion Desjardins est 661204. Il expire dans 5 minutes. Desjardins ne vous demandera jamais ce code.',
  ],
  ['code', 'Your Uber code: 4412. Never share this code.'],
  [
    'person',
    'Hi! Is this Nadia? It’s Ben, Zoe’s dad from swim lessons. The coach cancelled Saturday’s 9 am practice, just a heads up.',
  ],
  [
    'person',
    'Hey, is this still Luis? It’s Hannah from your old job at the library! I’m finally back in Ottawa, coffee sometime? Miss you guys',
  ],
  [
    'person',
    'Bonjour, c’est bien Josée? Ici Martin, le conjoint de Claudine. On organise un souper surprise pour ses 50 ans le 13, tu viens?',
  ],
  [
    'person',
    'Salut! C’est Kim, on s’est rencontrées au cours de yoga mardi. Voici le nom du livre dont je te parlais : « Le corps n’oublie rien ».',
  ],
  ['person', 'Allô grand-maman, c’est Léo! J’ai eu 92 % à mon examen de maths!!'],
  [
    'person',
    'Hey stranger, long time! Saw on FB that you got the job at the hospital, congrats!! Drinks on me soon',
  ],
  ['person', 'Sorry, who’s this? You’re not in my contacts.'],
  ['delivery', 'Hi it’s your Instacart shopper Tara, they’re out of the 2% milk, is 1% ok instead?'],
  [
    'delivery',
    'Bonjour, ici le livreur de Purolator, je suis en bas de l’immeuble avec votre colis. Quel est le code de la porte?',
  ],
  [
    'delivery',
    'Hello, this is the IKEA delivery team. Your order will arrive between 1 and 3 pm tomorrow. Reply 1 to confirm.',
  ],
  [
    'trades',
    'Hi, this is Raj from GreenLeaf Landscaping. I’m at your place but the side gate is locked, can you open it?',
  ],
  [
    'trades',
    'Bonjour! C’est Annie, votre nouvelle femme de ménage. Je serai chez vous mercredi à 13 h comme prévu.',
  ],
  ['trades', 'Hi it’s Paul the painter, the second coat is done. I’ll be back Monday 8 am for the trim.'],
  [
    'club',
    'Hello all, it’s Margaret from the Oakridge Golf Club ladies’ league. Tee times for Tuesday are posted in the clubhouse.',
  ],
  [
    'club',
    'Salut Sophie, c’est Geneviève de la chorale. Peux-tu m’ajouter sur WhatsApp pour le groupe des sopranos?',
  ],
  [
    'appointment',
    'Reminder from Maple Physio: your appointment with Karen is Tue Dec 2 at 4:30 pm. Reply C to confirm, R to reschedule.',
  ],
  [
    'appointment',
    'Clinique dentaire Saint-Denis : rappel de votre rendez-vous le 4 déc. à 9 h 15. Répondez OUI pour confirmer.',
  ],
  [
    'promo',
    'SAQ : 20 % sur les vins du Portugal jusqu’à dimanche. saq.com. Texto STOP pour vous désabonner.',
  ],
  ['account', 'Bell: Your bill of $118.42 is now available. Pre-authorized payment on Dec 8. bell.ca/mybell'],
  ['account', 'Vidéotron : votre facture de 92,15 $ sera prélevée le 6 déc. Merci d’être client.'],
  [
    'school',
    'Centre de services scolaire : l’école Saint-Jean sera fermée demain en raison de la tempête. Le service de garde est aussi fermé.',
  ],
  [
    'school',
    'Lincoln PS: picture day retakes are Thursday. Send the form back with your child if you want retakes.',
  ],
];

export const CHECK16_SCAM = [
  [
    'opener',
    'Hello, is this Jennifer? We sat together at the charity auction in Yorkville, I was the one who talked about the gold fund.',
  ],
  ['opener', 'Hi Michael, it’s Cathy. Are we still on for tennis at the country club this weekend?'],
  [
    'opener',
    'Hi, sorry to bother you, is this Mr. Patel? My cousin Lisa said you wanted to learn about crypto trading.',
  ],
  ['opener', 'Hey! Long time no talk. What have you been up to?'],
  [
    'opener',
    'Good morning, I’m Vivian, the assistant of Mr. Huang. He asked me to confirm your dinner reservation. Is this a good time?',
  ],
  [
    'opener',
    'Hi there, I think I saved your number wrong. Is this Anna from the yoga studio? Either way, how’s your day going?',
  ],
  [
    'opener',
    'Hello, my name is Jessica and I’m new in Toronto. Do you use WhatsApp? It’s easier to chat there.',
  ],
  [
    'opener',
    'Bonjour, ici Catherine. Votre voisin Robert m’a dit que vous pensiez investir pour votre retraite. Avez-vous deux minutes?',
  ],
  [
    'opener',
    'Salut, c’est bien Daniel? On s’est croisés au tournoi de golf de Bromont, tu te rappelles de moi?',
  ],
  ['opener', 'Allô! Ça fait une éternité! Qu’est-ce que tu deviens?'],
  ['opener', 'Bonsoir Mme Lavoie, est-ce qu’on joue toujours au golf samedi au club de Laval?'],
  [
    'opener',
    'Bonjour, je m’appelle Sophie. J’ai eu votre numéro par une amie. On peut continuer sur Telegram?',
  ],
  ['cpf', 'CPF : votre crédit de formation de 1 380 € arrive à échéance. Répondez OUI pour le conserver.'],
  ['cpf', 'Alerte CPF : 2 200 € non utilisés sur votre compte. Un conseiller peut vous aider, répondez OUI.'],
  [
    'fr-spam',
    'Félicitations! Vous avez été sélectionné pour un iPhone 16 à 1 $. Confirmez ici : promo-gagnant-ca.com',
  ],
  [
    'fr-spam',
    'Postes Canada : votre colis est en attente, frais de 1,99 $ à régler : postescanada-suivi.info',
  ],
  [
    'alert-fake',
    'POSB: PayNow transfer of SGD 3,400 is pending. Confirm your iBanking details at posb-paynow-help.com to release it.',
  ],
  [
    'alert-fake',
    'Revolut: a direct debit of €980 will be collected today. To stop it, tell us your card PIN by replying to this message.',
  ],
  [
    'alert-fake',
    'Wells Fargo: your card is locked. Call 1-844-201-7733 now and read us the code we sent you to unlock it.',
  ],
  [
    'alert-fake',
    'Banque Scotia : votre carte est bloquée. Répondez avec votre NIP pour la débloquer immédiatement.',
  ],
  [
    'alert-fake',
    'HDFC Bank: Your NetBanking will be blocked today. Update your PAN now: hdfc-netbank-pan.in',
  ],
  ['alert-fake', 'Kuda: Your account is on hold. Verify your BVN here to avoid closure: kuda-verify-ng.com'],
  [
    'alert-fake',
    'M-PESA: You have received Ksh4,500 by mistake from JANE WAIRIMU. Please send it back to 0722 118 442. Thank you.',
  ],
  [
    'smish',
    'USPS: Your package could not be delivered due to an incomplete address. Update here: usps-redeliver-help.com',
  ],
  ['smish', 'CRA: You are eligible for a $412.50 GST refund. Submit your deposit info: cra-refund-portal.ca'],
  ['smish', 'Your Apple ID has been locked for security reasons. Unlock it at appleid-unlock-support.com'],
  [
    'smish',
    'Amazon: unusual sign-in detected on your account. If this wasn’t you, verify now: amzn-security-check.com',
  ],
  ['smish', 'Update your deIivery preferences to receive your parcel: https://bit.ly/3pXk9Qa'],
  [
    'job',
    'Hello! We are hiring online assistants, earn $200-$800 a day from home. Contact our HR on WhatsApp: +1 514 555 0192',
  ],
  [
    'house',
    'Hi, I buy houses in your area for cash, any condition. Would you consider an offer on your place? Text me back.',
  ],
  [
    'family',
    'Maman, c’est moi, j’ai cassé mon téléphone. Écris-moi à ce nouveau numéro sur WhatsApp, j’ai besoin d’un service.',
  ],
];
