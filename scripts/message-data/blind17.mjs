// Blind list v17 for text messages (issue 23, round 16 helper "message17"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 2993687; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, lender, pharmacy and agency names are real; phone numbers and links are made up).
// BLIND17_HAM: shop promotions from the shop's own domain with an opt-out, lenders' genuine
// reminders, pharmacy, clinic and dentist texts, transaction alerts (a Singapore PayNow receipt, a
// Nigerian loan reminder, Canada), a charity's thank-you, a real survey after a visit, a friend who
// paid back money. BLIND17_SCAM: spam of the kinds recipients post (loans, casino, adult and dating,
// subscription traps with a number, prizes and surveys, jobs paid by the day, crypto and stock tips,
// debt relief, political and charity appeals with a payment link, "reply STOP" marketing from an
// unknown sender with a short link) and the "sent you money by mistake, send it back" scam.
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind17.mjs [--show]

export const BLIND17_HAM = [
  [
    'shop',
    'Canadian Tire: Black Friday starts now! Up to 60% off tools and kitchen. Shop at canadiantire.ca. Reply STOP to opt out.',
  ],
  [
    'shop',
    'SAQ : 20 % de rabais sur les vins rosés ce week-end seulement. Détails sur saq.com. Répondez ARRET pour vous désabonner.',
  ],
  [
    'shop',
    'Sephora: Your Beauty Insider points (1,250) expire Dec 31. Redeem them at sephora.com/rewards. Txt STOP to end, HELP for help.',
  ],
  [
    'shop',
    'Simons : la collection des Fêtes est arrivée. Livraison gratuite dès 99 $ sur simons.ca. Texto ARRET pour ne plus recevoir nos messages.',
  ],
  [
    'shop',
    'Domino’s: Tuesday deal, any large pizza $12.99 carry-out. Order at dominos.ca. Msg&data rates may apply. Reply STOP to cancel.',
  ],
  [
    'shop',
    'Pharmaprix : vos points PC Optimum valent 25 $ cette semaine. Échangez-les en magasin. ARRET pour vous désabonner.',
  ],
  [
    'shop',
    'Best Buy: your order #BBY01-8812 is ready for pickup at Best Buy Laval. Bring photo ID. Details: bestbuy.ca/orders',
  ],
  [
    'lender',
    'Desjardins : rappel, le versement de 412,55 $ de votre prêt auto sera prélevé le 5 décembre. Aucune action requise.',
  ],
  [
    'lender',
    'RBC: Your line of credit payment of $150.00 is due on Dec 3. Pay in the RBC app or online banking. Ignore if already paid.',
  ],
  [
    'lender',
    'easyfinancial: Hi Marc, friendly reminder that your payment of $87.40 is due Friday. Questions? Call your branch at 450-555-0182.',
  ],
  [
    'lender',
    'Your Affirm payment of $43.17 for your Dell order is due Dec 2. Autopay is on, so no action needed.',
  ],
  [
    'lender',
    'Carbon: Your loan repayment of N25,000.00 is due on 05/12/2025. Please ensure your linked account is funded to avoid penalty charges.',
  ],
  [
    'alert-sg',
    'DBS: You have received SGD 120.00 via PayNow from LEE MEI XIN on 28 Nov 20:11. If unauthorised, call 1800 339 6963.',
  ],
  [
    'alert-sg',
    'OCBC: PayNow of SGD 35.50 received from ONG KAI WEN to your account ending 4412 on 29/11/25. Not you? Call 6363 3333.',
  ],
  [
    'alert-ng',
    'FairMoney: Dear Tunde, your loan of N40,000 is due tomorrow. Repay via the app to keep your credit limit and avoid late charges.',
  ],
  [
    'alert-ca',
    'TD: A purchase of $64.20 at METRO #221 was made on your credit card ending 7714. Not you? Call 1-800-983-8472.',
  ],
  [
    'alert-ca',
    'Interac e-Transfer: JULIE TREMBLAY sent you $45.00 and the money has been automatically deposited into your bank account.',
  ],
  [
    'alert-ca',
    'BMO : un dépôt de 1 842,10 $ (PAIE) a été porté à votre compte se terminant par 3390 le 28 nov.',
  ],
  [
    'pharmacy',
    'Jean Coutu: Your prescription is ready for pickup at 1450 boul. Saint-Martin. Questions? Call 450-555-0141.',
  ],
  [
    'pharmacy',
    'Pharmacie Familiprix : votre ordonnance est prête. Nous sommes ouverts jusqu’à 21 h. 819-555-0177.',
  ],
  [
    'pharmacy',
    'Shoppers Drug Mart: It’s time to refill your prescription #4418812. Reply Y to request a refill or call your pharmacy.',
  ],
  [
    'clinic',
    'Clinique médicale Plateau : rappel de votre rendez-vous le 3 déc. à 10 h 15 avec Dre Gagnon. Répondez C pour confirmer ou A pour annuler.',
  ],
  [
    'clinic',
    'Reminder: Dr. Patel dental cleaning on Thu Dec 4 at 2:30 PM. Reply 1 to confirm, 2 to reschedule. Smile Dental 613-555-0190.',
  ],
  [
    'clinic',
    'Your flu shot appointment at Rexall (Main St) is booked for Sat Nov 30, 11:00. Bring your health card.',
  ],
  [
    'clinic',
    'CLSC : votre résultat de laboratoire est disponible. Votre médecin vous contactera au besoin. Ne répondez pas à ce message.',
  ],
  [
    'survey',
    'Thanks for visiting Honda de Laval! How did we do? Tell us in 2 minutes: hondalaval.ca/survey. Reply STOP to opt out.',
  ],
  [
    'survey',
    'Merci d’avoir magasiné chez IGA. Répondez à notre sondage et courez la chance de gagner une carte-cadeau de 100 $ : iga.net/sondage',
  ],
  [
    'charity',
    'Thank you for your $25 donation to the Canadian Red Cross. Your tax receipt will be emailed to you. Reply STOP to unsubscribe.',
  ],
  ['charity', 'Centraide : merci pour votre don de 50 $! Votre reçu fiscal suivra par courriel.'],
  ['friend', 'Hey I sent you the $40 for the concert tickets, let me know when you get it'],
  [
    'friend',
    'Oops I think I sent you $20 twice by accident lol, can you send one back when you get a sec? no rush',
  ],
  ['friend', 'Salut! Je t’ai envoyé 60 $ par Interac pour le souper, mot de passe: sushi'],
  ['friend', 'Did you win anything at the casino last night? Mike said you were up 200 bucks haha'],
  ['friend', 'On a gagné le match 4-2!! Viens prendre une bière avec nous au bar après'],
  ['friend', 'Can you call me back when you can? It’s about mom’s insurance claim'],
  [
    'work',
    'Hi Sam, shift tomorrow is 7am-3pm at the Laval warehouse, pay is $22/hr. Confirm with a thumbs up please.',
  ],
  ['work', 'Rappel : réunion d’équipe lundi 9 h, salle B. Apportez vos feuilles de temps.'],
  [
    'service',
    'Videotron: Your bill of $92.45 is ready. Autopay will process it on Dec 6. View it in the Videotron app.',
  ],
  ['service', 'Netflix: Your membership renews Dec 8 at $16.49. Manage it at netflix.com/account.'],
  [
    'service',
    'Hydro-Québec : votre facture de 142,08 $ est disponible dans votre Espace client. Échéance : 15 décembre.',
  ],
  ['service', 'Your Uber code is 4471. Never share this code.'],
  [
    'service',
    'Air Canada: Flight AC 341 to Vancouver is on time, departing 18:05 from gate 52. Boarding at 17:25.',
  ],
  [
    'politics',
    'Élections Québec : votre bureau de vote est situé au 250 rue Principale. Le vote par anticipation a lieu les 25 et 26 novembre.',
  ],
];

export const BLIND17_SCAM = [
  [
    'mistake',
    'Hi, I accidentally sent $500 to your number through Interac. It was meant for my landlord. Could you please send it back to this email: rent.paymnt88@gmail.com',
  ],
  [
    'mistake',
    'Bonjour, je vous ai envoyé 350 $ par erreur. Pouvez-vous me les renvoyer svp? C’était pour mon fils. Merci de me répondre vite.',
  ],
  [
    'mistake',
    'Sorry to bother you, my mother sent you 200 USD on Cash App by mistake. Please refund it to $KellyR221, she needs it for her medication.',
  ],
  [
    'loan',
    'APPROVED: You qualify for a personal loan up to $15,000 with bad credit, no credit check. Get your cash today: quickloan-ca.net Reply STOP to end',
  ],
  [
    'loan',
    'Prêt personnel de 1 000 $ à 10 000 $ sans enquête de crédit, approbation en 1 heure! Répondez OUI pour recevoir votre argent aujourd’hui.',
  ],
  [
    'loan',
    'Need money fast? Borrow $2500 in minutes, even with bad credit. Text back YES and an agent will call you.',
  ],
  [
    'casino',
    'Your 200 FREE SPINS are waiting! Deposit $10 and get a 300% bonus at SpinRoyal casino: bit.ly/spn200 Txt STOP to quit',
  ],
  [
    'casino',
    'Casino Royal : 500 $ de bonus et 100 tours gratuits vous attendent! Inscrivez-vous maintenant : tinyurl.com/casino-qc',
  ],
  ['casino', 'Bet $5 get $150 in bonus bets on NHL tonight! Claim now at wager-pro.bet/nhl'],
  [
    'adult',
    'Hey it’s Jessica 😘 I saw your profile and I’m lonely tonight. See my private pics here: hotgirls-near.me/jess',
  ],
  [
    'adult',
    'Salut beau gars, je suis seule ce soir dans ton coin... Viens voir mes photos : rencontres-chaudes.fr/l7',
  ],
  [
    'dating',
    '3 single women in your area want to meet you. See who liked you: meetlocal.club/x9 Reply STOP to opt out',
  ],
  [
    'sub',
    'Your Norton subscription was renewed for $399.99 today. If you did not authorize this charge, call our billing desk at 1-888-555-0143 for a refund.',
  ],
  [
    'sub',
    'Amazon Prime : votre abonnement annuel de 219,99 $ sera renouvelé aujourd’hui. Pour annuler, appelez le 1-855-555-0166.',
  ],
  [
    'sub',
    'Geek Squad: Your 3-year protection plan auto-renews today for $289. To cancel and get a refund call 1 (877) 555-0119',
  ],
  [
    'prize',
    'Congratulations! You have been selected to receive a $1000 Walmart gift card. Claim it before midnight: wmrt-rewards.com/claim',
  ],
  [
    'prize',
    'Félicitations! Vous avez gagné un iPhone 15 Pro lors de notre tirage. Réclamez votre prix ici : gagnant-quebec.com',
  ],
  [
    'survey',
    'Costco member survey: answer 4 questions and get a reward worth $90! Today only: costco-survey-ca.com',
  ],
  [
    'job',
    'We are hiring! Work from home 1-2 hours a day and earn $200-$800 daily. No experience needed. Contact HR on WhatsApp +1 438 555 0199',
  ],
  [
    'job',
    'Offre d’emploi : assistant en ligne, 300 $ par jour, paiement quotidien. Écrivez « EMPLOI » à notre recruteuse sur Telegram.',
  ],
  [
    'crypto',
    'Bitcoin just broke out! Our members made 340% this week. Join our free VIP signals group: t.me/cryptowhales_vip',
  ],
  [
    'stock',
    'Stock alert: $NVXQ is about to explode 500%. Buy before Monday! Insider tips free here: stockpick-alerts.com',
  ],
  [
    'crypto',
    'Investissez 250 $ en crypto et recevez 5 000 $ en une semaine, garanti. Contactez notre conseillère sur WhatsApp.',
  ],
  [
    'debt',
    'Struggling with debt? New government program can cut your debt by up to 80%. Reply YES to see if you qualify.',
  ],
  [
    'debt',
    'Programme fédéral de réduction de dettes : effacez jusqu’à 70 % de vos dettes. Appelez le 1-844-555-0172 aujourd’hui.',
  ],
  [
    'politics',
    'URGENT: The election is at risk! Chip in $25 now before midnight to defend our values: donate-secure.org/stand',
  ],
  ['charity', 'Help the children of Gaza today. Every $10 saves a life. Donate now: bit.ly/help-kids-now'],
  [
    'charity',
    'Faites un don pour les victimes des incendies! Chaque 20 $ compte. Donnez ici : aide-sinistres.org/don',
  ],
  [
    'stop-mkt',
    'Hi! Final call: our 50% off clearance ends tonight. Shop now: rb.gy/s7k2 Reply STOP to unsubscribe',
  ],
  [
    'stop-mkt',
    'SPECIAL OFFER for you: Get your free sample today, just pay shipping! cutt.ly/fr33 Txt STOP to stop',
  ],
  [
    'injury',
    'Were you in a car accident in the last 3 years? You may be entitled to $15,000 compensation. Call 1-866-555-0181 now.',
  ],
  [
    'house',
    'Hi, I’d like to make a cash offer on your house on Maple St. Are you interested in selling? Reply YES or NO.',
  ],
  ['money-ok', 'You have received $750.00 from a pending transfer. Reply OK to accept the deposit.'],
];
