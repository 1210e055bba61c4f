// Check list v17 for text messages (issue 23, round 16 helper "message17"): written by hand AFTER the
// round's rules (958ef6b and the shift notice, ad4e5d3) and committed before its one run; never tuned on.
// Same kinds as blind17.mjs in fresh wordings. No row of any corpus is here: every person, amount,
// reference, number and link is invented (bank, shop, lender and agency names are real).
// Run: node scripts/message-data/run-blind17.mjs [--show]

export const CHECK17_HAM = [
  [
    'shop',
    'Roots: Members get an extra 15% off outerwear until Sunday. Shop roots.com. Reply STOP to unsubscribe.',
  ],
  [
    'shop',
    'Bureau en Gros : 2 cartouches d’encre pour le prix d’une cette semaine. Voir bureauengros.com. ARRET pour annuler.',
  ],
  ['shop', 'Lululemon: Your order has shipped! Track it at lululemon.com/orders. Txt STOP to opt out.'],
  ['shop', 'Tim Hortons: Double points on any Timbits 40-pack today in the app. Reply STOP to end.'],
  [
    'shop',
    'IKEA : votre commande est prête pour le ramassage au magasin de Boucherville. Apportez votre numéro de commande.',
  ],
  [
    'shop',
    'Rona: Snow blowers from $499 this week only at rona.ca. Msg & data rates may apply. STOP to quit.',
  ],
  [
    'lender',
    'Scotiabank: Reminder - your mortgage payment of $1,482.16 will be withdrawn on Dec 1 from your chequing account.',
  ],
  [
    'lender',
    'Banque Nationale : le paiement minimum de votre carte Mastercard, 35,00 $, est dû le 7 décembre.',
  ],
  [
    'lender',
    'Klarna: Your 3rd payment of $31.25 for Sport Chek is scheduled for Dec 4. We’ll charge your card automatically.',
  ],
  [
    'lender',
    'Dear Bola, your Renmoney loan instalment of N42,000 is due on 10/12/2025. Kindly fund your account to avoid late charges.',
  ],
  [
    'lender',
    'Tala: Hi Wanjiru, your loan of Ksh 4,200 is due on 06/12. Repay with M-PESA Paybill to grow your limit.',
  ],
  [
    'alert-sg',
    'POSB: You have received SGD 60.00 via PayNow from KOH WEI JIE on 29 Nov 09:12. If unauthorised, call 1800 339 6963.',
  ],
  ['alert-ph', 'You have received PHP 1,500.00 via GCash from MARIA SANTOS on 11-29-2025. Ref 4421 998 10.'],
  [
    'alert-ca',
    'CIBC: You sent $120.00 by Interac e-Transfer to PIERRE LAVOIE. Ref CA1xYzQ. Didn’t send it? Call 1-800-465-2422.',
  ],
  [
    'alert-ca',
    'Desjardins : un retrait de 200,00 $ a été effectué au guichet avec votre carte se terminant par 5512.',
  ],
  [
    'pharmacy',
    'Uniprix : votre renouvellement est prêt. Passez le chercher avant le 6 déc. Questions : 418-555-0163.',
  ],
  ['pharmacy', 'Rexall: Your prescription is ready. Pick up by Tuesday or call us at 905-555-0126.'],
  ['pharmacy', 'London Drugs Pharmacy: your flu vaccine appointment is confirmed for Dec 2 at 3:40 PM.'],
  [
    'clinic',
    'Clinique dentaire Saint-Jérôme : rappel de votre nettoyage le 9 déc. à 13 h. Répondez OUI pour confirmer.',
  ],
  [
    'clinic',
    'Your appointment with Dr. Leblanc is tomorrow at 10:20 AM at 400 Elgin St. Reply C to confirm or call 613-555-0174.',
  ],
  ['clinic', 'Lab results are ready in your MyChart account. Log in to view them. Do not reply.'],
  ['survey', 'Thanks for your stay at Hôtel Le Germain! Tell us about it: legermainhotels.com/survey'],
  ['survey', 'Merci d’avoir choisi Via Rail. Donnez-nous votre avis en 3 minutes : viarail.ca/sondage'],
  ['charity', 'Moisson Montréal : grâce à votre don de 40 $, 120 repas seront servis. Merci!'],
  [
    'charity',
    'SickKids Foundation: Thank you, Anne! Your monthly gift of $15 was received. Receipt to follow by email.',
  ],
  ['friend', 'hey did the $25 go through? i sent it to your gmail'],
  ['friend', 'Oups je t’ai fait le virement en double, renvoie-moi juste 30 $ quand tu peux 😅'],
  ['friend', 'I accidentally sent you the Airbnb money twice lol can you send $150 back'],
  ['friend', 'Bro I won $80 on the Habs game tonight 🏒 drinks on me'],
  ['friend', 'J’ai gagné le 50/50 au hockey de mon gars! 212 $ 😂'],
  ['friend', 'Are you still selling the couch? I can pay cash Saturday'],
  ['work', 'Reminder: your shift Sunday is 10am to 6pm at the Kanata store. Text me if you need to swap.'],
  ['work', 'Salut Maxime, ton quart de lundi est de 6 h à 14 h au quai 3. Merci!'],
  ['work', 'Hi Ana, HR here. Your first paycheque will be deposited Dec 5. Welcome aboard!'],
  [
    'service',
    'Bell: Your bill of $104.29 is now available. Pre-authorized payment on Dec 10. bell.ca/mybill',
  ],
  ['service', 'Fizz : votre forfait sera renouvelé le 3 déc. au coût de 35 $. Gérez-le dans l’appli Fizz.'],
  ['service', 'Spotify: Your Premium plan renews on Dec 12 for $11.99. Manage it in your account settings.'],
  ['service', 'Your Amazon.ca order of "Kettle" has been delivered to your mailbox.'],
  ['service', 'Hydro Ottawa: Power is restored in your area. Thank you for your patience.'],
  [
    'service',
    'STM : interruption de service sur la ligne verte entre Berri-UQAM et Frontenac. Durée prévue : 30 min.',
  ],
  [
    'politics',
    'Elections Canada: Advance polls are open Nov 28 to Dec 1. Find your polling station at elections.ca.',
  ],
  ['code', 'Votre code de vérification Desjardins est 552981. Ne le communiquez à personne.'],
];

export const CHECK17_SCAM = [
  [
    'mistake',
    'Hello, sorry I sent $480 to your number by mistake through Zelle, it was for my rent. Can you please return it? I can send you my details',
  ],
  [
    'mistake',
    'Bonjour madame, mon père vous a fait un virement de 600 $ par erreur hier. Pourriez-vous retourner l’argent svp? Il en a besoin.',
  ],
  [
    'mistake',
    'hi i think i accidentally e-transferred you 250 dollars meant for my sister, pls send it back to dan.k.lee77@gmail.com thank you',
  ],
  [
    'mistake',
    'Good day, a payment of $900 was credited to your account in error from my business. Kindly reverse the funds to the account below.',
  ],
  [
    'loan',
    'Good news! You are approved for up to $8,000 today. No credit check, money in 1 hour: easycash-loans.net',
  ],
  ['loan', 'Besoin d’argent avant Noël? Prêt de 500 $ à 5 000 $ même avec un mauvais crédit. Répondez OUI.'],
  ['loan', 'Get a $3,000 loan even with poor credit. Funds deposited within 24 hours. Reply YES'],
  ['casino', '🎰 100 free spins + $1000 welcome bonus just for you! Play now: spinpalace-ca.com'],
  [
    'casino',
    'Pariez 10 $ sur le match du Canadien ce soir et recevez 200 $ en paris gratuits : bit.ly/mise-qc',
  ],
  [
    'casino',
    'Jackpot alert: your account was credited with 50 bonus spins. Claim before they expire: tinyurl.com/slots50',
  ],
  [
    'adult',
    'Hi handsome 😘 I’m new in town and bored tonight. Check my pics and message me: cutegirls-chat.com',
  ],
  [
    'adult',
    'Coucou c’est Chloé, je suis seule ce soir pas loin de chez vous... viens me parler en privé : rencontres-qc.net',
  ],
  ['dating', 'A secret admirer near you sent you a message! Read it here: datemate.club/read'],
  [
    'sub',
    'PayPal: Your account was charged $549.00 for a Bitcoin purchase. If this was not you, call 1-833-555-0190 to cancel.',
  ],
  [
    'sub',
    'Avis : votre abonnement antivirus McAfee a été renouvelé pour 389,99 $. Pour un remboursement, appelez le 1-877-555-0133.',
  ],
  [
    'prize',
    'You’ve WON! Your number was chosen in our holiday draw for a $750 Best Buy card. Claim: bby-winners.com',
  ],
  [
    'prize',
    'Vous êtes notre grand gagnant du mois! Une carte-cadeau IGA de 500 $ vous attend : iga-gagnant.com',
  ],
  [
    'survey',
    'Tim Hortons survey: tell us about your last visit and get a free $50 reward: timmies-survey.net',
  ],
  [
    'job',
    'Part-time job: like videos on YouTube and earn $150-$500 per day. Contact our HR manager on Telegram @hr_karen',
  ],
  [
    'job',
    'Emploi de la maison : 35 $/h, payé chaque jour, aucune expérience requise. Écrivez-nous sur WhatsApp.',
  ],
  ['crypto', 'Ethereum is about to 10x. Join our private group for free trading signals: t.me/eth_insiders'],
  [
    'stock',
    'Bonjour, je partage gratuitement mes choix d’actions qui ont rapporté 300 % ce mois-ci. Joignez mon groupe WhatsApp.',
  ],
  [
    'debt',
    'Owe more than $10,000 on credit cards? You may qualify to cut your debt by half. Call 1-855-555-0147.',
  ],
  [
    'debt',
    'Nouveau programme de réduction de dettes au Québec : réduisez vos dettes de 60 %. Répondez OUI pour une évaluation.',
  ],
  [
    'politics',
    'FINAL HOURS: Your membership lapses tonight! Renew with $15 to keep fighting for our party: secure-party-renew.com',
  ],
  [
    'charity',
    'Les enfants malades ont besoin de vous cette année. Donnez 25 $ maintenant : tinyurl.com/noel-enfants',
  ],
  ['stop-mkt', 'Flash sale! Designer bags 90% off today only: shorturl.at/bG7k Reply STOP to opt out'],
  ['stop-mkt', 'Promo exclusive : écouteurs sans fil à 9,99 $! Commandez ici : rb.gy/x81q STOP au 55123'],
  [
    'injury',
    'Hurt in an accident that wasn’t your fault? You could claim up to $30,000. Reply CLAIM or call 1-888-555-0158.',
  ],
  [
    'house',
    'Hello, are you the owner of the property on Birch Ave? I’m buying homes in your area for cash, any interest?',
  ],
  ['money-ok', 'Vous avez reçu un paiement de 640 $. Répondez OK pour accepter le dépôt.'],
];
