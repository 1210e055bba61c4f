// Second blind lists for `pnpm eval:message` (issue 23, round 2): written for this project BEFORE any
// round-2 rule was measured on them (committed first, measured once; the first run is the figure
// BENCHMARKS.md quotes). Never used by `pnpm train:message`, never used to choose a rule or a
// threshold. No row of any corpus is here: every text was written by hand, with invented names,
// numbers and links. Each entry: [set, text].

/** Business texts that must stay calm: bank and card alerts of many countries, automated notices. */
export const BLIND2_HAM = [
  // Bank and card alerts, in the styles of other countries and banks than blind.mjs.
  [
    'blind2 ham: bank alerts',
    'Citi Alert: A $312.40 transaction was made on your Citi card account ending in 8812 at COSTCO WHSE #552 on 11/03. Questions? Call the number on the back of your card.',
  ],
  [
    'blind2 ham: bank alerts',
    "Capital One: A charge of $9.99 at SPOTIFY USA was made on your Quicksilver card ending in 2207. If this wasn't you, call the number on the back of your card.",
  ],
  [
    'blind2 ham: bank alerts',
    'American Express: Large purchase alert. $1,480.00 at DELTA AIR LINES on your card ending 31007. No action needed if you made this purchase.',
  ],
  ['blind2 ham: bank alerts', 'Monzo: You paid £14.20 to Pret A Manger. Balance £231.55.'],
  [
    'blind2 ham: bank alerts',
    "HSBC: A payment of GBP 650.00 to J SMITH LANDLORD was made from your account ending 4490 on 01 Nov. If you don't recognise it, call us on 03457 404 404.",
  ],
  [
    'blind2 ham: bank alerts',
    'Lloyds Bank: Your debit card ending 7718 was used for £62.35 at TESCO STORES on 02/11. Not you? Call the number on the back of your card.',
  ],
  [
    'blind2 ham: bank alerts',
    'ICICI Bank Acct XX214 debited for Rs 2,350.00 on 05-Nov-25; AMAZON PAY credited. UPI:530918224417. Call 18002662 for dispute. SMS BLOCK 214 to 9215676766.',
  ],
  [
    'blind2 ham: bank alerts',
    'Rs.799.00 spent on your Axis Bank Card no. XX5521 at NETFLIX on 04-11-2025 18:22:10 IST. Avl Lmt: Rs.1,42,301. Not you? SMS BLOCK 5521 to 919951860002',
  ],
  [
    'blind2 ham: bank alerts',
    'Sent Rs.450.00 from Kotak Bank AC X7764 to zomato@hdfcbank on 06-11-25. UPI Ref 612345098712. Not you, https://kotak.com/KBANKT/Fraud',
  ],
  [
    'blind2 ham: bank alerts',
    'ANZ: Purchase of AUD 87.40 at BUNNINGS 445 on card ending 3102 approved. Avail bal AUD 1,902.11.',
  ],
  [
    'blind2 ham: bank alerts',
    'Westpac: $2,450.00 salary deposit received into Westpac Choice xx6610. Balance $3,118.72.',
  ],
  [
    'blind2 ham: bank alerts',
    'ASB: NZ$120.00 paid to Z ENERGY from account ending 0021 on 3 Nov. Call 0800 803 804 if you did not authorise this.',
  ],
  [
    'blind2 ham: bank alerts',
    'OCBC: S$58.20 was charged to your card ending 9031 at GRAB*RIDES on 04 NOV 21:15. If unauthorised, call 1800 363 3333.',
  ],
  [
    'blind2 ham: bank alerts',
    'UOB: A transaction of SGD 1,200.00 was made via PayNow to ACME PTE LTD from a/c ending 5566 on 02/11/25. Not you? Call +65 6222 2121.',
  ],
  [
    'blind2 ham: bank alerts',
    'Capitec: Purchase R349.99 at CHECKERS SEAPOINT from acc ..3921. Avail bal R4,210.05. 04/11 13:45',
  ],
  [
    'blind2 ham: bank alerts',
    'Standard Bank: Debit order of R1,050.00 to VODACOM from acc 10205 on 01/11. Bal R6,223.10. Queries 0860 123 000.',
  ],
  [
    'blind2 ham: bank alerts',
    'Acct: 012****789 Amt: NGN 25,000.00 DR Desc: POS PURCHASE SHOPRITE LEKKI Date: 03-NOV-2025 Bal: NGN 184,332.50',
  ],
  [
    'blind2 ham: bank alerts',
    'QJK4PL2X9 Confirmed. Ksh1,500.00 sent to JANE WANJIKU 0712345678 on 3/11/25 at 10:42 AM. New M-PESA balance is Ksh8,204.00. Transaction cost, Ksh23.00.',
  ],
  [
    'blind2 ham: bank alerts',
    'BDO: Your account ending in 4471 was debited PHP 2,500.00 for a bills payment to MERALCO on 11/04/25. Balance: PHP 18,032.44.',
  ],
  [
    'blind2 ham: bank alerts',
    'Maybank: RM120.00 debited from account 1142xxxx8830 for DuitNow transfer to AHMAD BIN ALI on 03/11/25. If unauthorised, call 1300 88 6688.',
  ],
  [
    'blind2 ham: bank alerts',
    'Emirates NBD: AED 245.00 was spent on your Debit Card ending 7720 at CARREFOUR MOE on 04/11/2025. Available balance AED 12,004.55.',
  ],
  [
    'blind2 ham: bank alerts',
    'BNP Paribas : paiement par carte de 42,80 EUR chez MONOPRIX PARIS le 03/11 avec votre carte **1934. Solde : 1 208,44 EUR.',
  ],
  [
    'blind2 ham: bank alerts',
    'Société Générale : virement de 850,00 € reçu de SARL DUPONT sur votre compte ***2271 le 04/11.',
  ],
  [
    'blind2 ham: bank alerts',
    'LCL : un prélèvement de 59,99 € (FREE MOBILE) sera effectué le 05/11 sur votre compte se terminant par 0081.',
  ],
  [
    'blind2 ham: bank alerts',
    "Banque Nationale : Achat de 124,56 $ chez COSTCO LAVAL avec votre carte Mastercard se terminant par 6612. Si ce n'est pas vous, appelez au numéro au dos de votre carte.",
  ],
  [
    'blind2 ham: bank alerts',
    'CIBC: Your $75.00 Interac e-Transfer to Julie M. was deposited. Your chequing account ending 4419 balance is $1,045.20.',
  ],
  [
    'blind2 ham: bank alerts',
    'BMO: We declined a $1,299.00 purchase at APPLE.COM/BILL on your Mastercard ending 3380. Did you make this purchase? Reply YES or NO. Msg&data rates may apply.',
  ],
  [
    'blind2 ham: bank alerts',
    'Tangerine: A pre-authorized payment of $142.10 to ROGERS was withdrawn from your Chequing account ****7021.',
  ],
  [
    'blind2 ham: bank alerts',
    'Discover: A $0.00 card-not-present authorization was requested at GOOGLE*CLOUD on your card ending 1120. Ignore if this was you.',
  ],
  ['blind2 ham: bank alerts', 'KOHO: You spent $23.17 at TIM HORTONS #2201. Your balance is $311.04.'],
  ['blind2 ham: bank alerts', 'N26: Card payment of €19.90 at ZALANDO approved. Your balance is €402.18.'],
  ['blind2 ham: bank alerts', 'Revolut: You sent €250 to Marco Rossi. Your EUR balance is €1,031.62.'],
  // Other business and automated texts.
  ['blind2 ham: business', 'Your Lyft driver Ahmed is arriving in a white Toyota Camry, plate BKLT 229.'],
  [
    'blind2 ham: business',
    'Spotify: Your Premium plan renews on Dec 1 for $11.99. Manage your plan at spotify.com/account',
  ],
  [
    'blind2 ham: business',
    'Rogers: You have used 80% of your 20 GB data for this bill cycle. Add data or check usage in the MyRogers app.',
  ],
  [
    'blind2 ham: business',
    'Enbridge Gas: Your bill of $88.41 is ready and will be paid automatically on Nov 20. View it at enbridgegas.com/myaccount',
  ],
  [
    'blind2 ham: business',
    'OpenTable: Your reservation for 4 at Joe Beef, Sat Nov 8 at 7:30 PM is confirmed. Reply C to cancel.',
  ],
  [
    'blind2 ham: business',
    'Walgreens: Your prescription is ready for pickup at 1200 Main St. Reply STOP to opt out.',
  ],
  [
    'blind2 ham: business',
    'Greenfield Elementary: School is closed today, Nov 5, due to a water main break. Details on the school website.',
  ],
  [
    'blind2 ham: business',
    'Your DoorDash order from Sushi Shop is on its way! Track it in the app. Dasher: Maria.',
  ],
  [
    'blind2 ham: business',
    'Bell: Your payment of $95.26 was received. Thank you! Your next bill will be available on Nov 14.',
  ],
  [
    'blind2 ham: business',
    'Presto: $20.00 was loaded to your card ending 4410 by autoload. Balance: $31.55.',
  ],
  [
    'blind2 ham: business',
    'Apple: Your Apple ID was used to sign in to iCloud on a MacBook Pro near Toronto, ON. If this was you, you can ignore this message.',
  ],
  [
    'blind2 ham: business',
    'Intact Insurance: Your auto policy renews on Dec 2. Your documents are available in your client centre at intact.ca',
  ],
  [
    'blind2 ham: business',
    'Costco: Your order #2009184 is ready for pickup at the Burnaby warehouse. Bring your membership card.',
  ],
  ['blind2 ham: business', 'Uber Eats: Your order is on its way. Your courier Daniel is 5 min away.'],
  [
    'blind2 ham: business',
    'Hertz: Your car is ready. Go to stall 22, level 2. Keys are in the vehicle. Questions? Call 1-800-654-3131.',
  ],
  [
    'blind2 ham: business',
    'Videotron : votre facture de 112,45 $ est disponible. Paiement préautorisé le 18 novembre.',
  ],
  [
    'blind2 ham: business',
    "SAAQ : votre rendez-vous pour l'examen de conduite est confirmé le 12 novembre à 10 h 15, centre de Laval.",
  ],
  [
    'blind2 ham: business',
    'Clinique Santé Rosemont : rappel de votre vaccin antigrippal demain à 9 h 40. Répondez 1 pour confirmer, 2 pour annuler.',
  ],
  ['blind2 ham: business', 'SNCF : votre TGV 6611 Paris-Lyon du 14/11 part voie 7 à 18 h 04. Bon voyage !'],
  [
    'blind2 ham: business',
    'Chronopost : votre colis XR120938851FR sera livré demain entre 9 h et 13 h. Modifier la livraison : chronopost.fr',
  ],
  [
    'blind2 ham: business',
    "Orange : votre forfait est renouvelé. Il vous reste 85 Go jusqu'au 03/12. Suivi conso sur l'appli Orange et moi.",
  ],
  [
    'blind2 ham: business',
    'Doctolib : RDV confirmé avec Dr Martin le 13/11 à 16 h 30. Pour annuler : doctolib.fr',
  ],
  [
    'blind2 ham: business',
    'IKEA: Your delivery is scheduled for Thu Nov 6 between 8 AM and 12 PM. You will get a text when the truck is 30 minutes away.',
  ],
  [
    'blind2 ham: business',
    'Shell Recharge: Charging session ended. 32.4 kWh, $14.26 charged to card ending 9914.',
  ],
  [
    'blind2 ham: business',
    'City of Ottawa: Your green bin collection moves to Friday this week because of the holiday.',
  ],
  // Personal texts.
  ['blind2 ham: personal', 'Can you grab milk on the way home? And the $20 for pizza is on the counter'],
  ['blind2 ham: personal', 'Landed! Call you when I get to the hotel'],
  ['blind2 ham: personal', "Hey it's Sam, new phone, old one died. Save this number"],
  ['blind2 ham: personal', 'Mom says dinner at 6 sunday, bring the salad'],
  ['blind2 ham: personal', 'Tu peux passer prendre les enfants à 16 h? Je finis tard'],
  ['blind2 ham: personal', 'I sent you the $45 for the concert tickets on e-transfer, pw is blue'],
  ['blind2 ham: personal', 'Long day. Want to get tacos tonight?'],
  ['blind2 ham: personal', 'Oublie pas ton rendez-vous chez le dentiste demain matin!'],
  ['blind2 ham: personal', 'Did you see the game last night?? Unreal finish'],
  ['blind2 ham: personal', 'Running 10 min late, order me a coffee pls'],
];

/** Scam and spam the hidden sets hold: French spam, recipients' English spam, smishing, openers. */
export const BLIND2_SCAM = [
  // French spam: promotions, fake prizes, loans, adult and casino, fake deliveries.
  [
    'blind2 scam: fr spam',
    "Colissimo : votre colis n'a pas pu être livré, adresse incomplète. Reprogrammez la livraison : colissimo-suivi-fr.com/c",
  ],
  [
    'blind2 scam: fr spam',
    'Postes Canada : un envoi à votre nom est retenu. Des frais de douane de 3,49 $ sont exigés : postescanada-envoi.info',
  ],
  [
    'blind2 scam: fr spam',
    "Félicitations, vous êtes notre gagnant du mois ! Un Dyson V15 vous attend, il ne reste qu'à confirmer : bit.ly/gagnant-dyson",
  ],
  [
    'blind2 scam: fr spam',
    'Votre numéro a été tiré au sort ! Réclamez votre carte cadeau de 1000 € avant minuit sur cadeaux-clients.fr',
  ],
  [
    'blind2 scam: fr spam',
    "Rachat de crédits : réduisez vos mensualités jusqu'à 60 %. Étude gratuite et sans engagement au 09 72 55 41 20.",
  ],
  [
    'blind2 scam: fr spam',
    'Financement accordé en 48 h, même fiché Banque de France. Demandez votre prêt : finance-express.biz',
  ],
  [
    'blind2 scam: fr spam',
    'Des femmes célibataires de ta région veulent te rencontrer ce soir 😘 voir les profils : rencontres-coquines.fr',
  ],
  [
    'blind2 scam: fr spam',
    'Bonus exclusif : 200 % sur votre premier dépôt + 50 free spins. Jouez maintenant : lucky-casino-fr.net',
  ],
  [
    'blind2 scam: fr spam',
    "Dernière chance ! Vos 4 500 points fidélité expirent aujourd'hui. Convertissez-les en cadeaux : points-fidelite.shop",
  ],
  [
    'blind2 scam: fr spam',
    'Ameli : vous avez droit à un remboursement de 148,20 €. Complétez votre demande : ameli-rembourse.com',
  ],
  [
    'blind2 scam: fr spam',
    'Votre compte CPF contient 1 250 € de droits à utiliser avant la fin du mois. Appelez vite le 01 76 40 22 18.',
  ],
  [
    'blind2 scam: fr spam',
    'PROMO FOLLE : iPhone 15 à 1 € pour les 100 premiers ! Commandez vite sur super-deal-mobile.com STOP 36111',
  ],
  [
    'blind2 scam: fr spam',
    "Crit'Air : votre vignette est expirée, vous risquez une amende de 135 €. Renouvelez-la ici : critair-vignette.net",
  ],
  [
    'blind2 scam: fr spam',
    'Hydro-Québec : vous avez droit à un remboursement de 86,45 $. Acceptez-le avant demain : hq-remboursement.ca',
  ],
  [
    'blind2 scam: fr spam',
    "Investissez 250 € et gagnez jusqu'à 3 000 € par mois grâce à notre robot de trading. Inscription : trade-pro-fr.com",
  ],
  [
    'blind2 scam: fr spam',
    'Bonjour, on recrute ! Travail à domicile 1 h par jour, 300 € par jour. Contactez-nous sur WhatsApp : wa.me/33756123456',
  ],
  [
    'blind2 scam: fr spam',
    'Mondial Relay : votre colis est en attente de paiement (1,99 €). Sans action, il sera renvoyé : mondialrelay-colis.top',
  ],
  [
    'blind2 scam: fr spam',
    'Soldes exceptionnels sur les montres de luxe -90 %, livraison offerte. Voir la boutique : montres-luxe-discount.com',
  ],
  [
    'blind2 scam: fr spam',
    "Vous êtes éligible à l'isolation de vos combles à 1 €. Rappel gratuit d'un conseiller, répondez OUI.",
  ],
  [
    'blind2 scam: fr spam',
    'ANTAI : avis de contravention impayée. Réglez 35 € avant majoration : antai-paiement-amende.com',
  ],
  // English spam posted by recipients: loans, casino, adult, crypto, jobs, marketing.
  [
    'blind2 scam: en spam',
    'Need cash today? Get up to $5,000 deposited in your account within hours. Bad credit OK. Apply: quick-cash-now.co Reply STOP to opt out',
  ],
  [
    'blind2 scam: en spam',
    'Congrats! Your application for a $35,000 line of credit has been reviewed. Finish here: fundingdesk.app/x7 Txt STOP to end',
  ],
  [
    'blind2 scam: en spam',
    'Claim your 100 free spins at Vegas Royale! No deposit needed. Play: vegasroyale.club STOP2END',
  ],
  [
    'blind2 scam: en spam',
    'Lonely tonight? Chat with local girls, 100% discreet. Join free: secret-hookup.live',
  ],
  [
    'blind2 scam: en spam',
    'BTC just hit a new high. Our members made 430% this month. Join the VIP signals group: t.me/cryptowhalesvip',
  ],
  [
    'blind2 scam: en spam',
    'Hiring now: remote assistant, $300-$500 per day, no experience needed. Contact our recruiter on WhatsApp +1 (213) 555-0147',
  ],
  [
    'blind2 scam: en spam',
    'Hi, I am Jessica from Indeed recruitment. We saw your resume online. Part-time job, 60-90 mins a day, $800/week. Interested? Reply YES',
  ],
  [
    'blind2 scam: en spam',
    'Are you drowning in debt? New government program can cut your debt in half. Call now 1-866-555-0102. Reply STOP to unsubscribe',
  ],
  [
    'blind2 scam: en spam',
    'You have been selected for a FREE solar panel installation under the 2025 energy rebate. Check eligibility: solar-rebate-check.com',
  ],
  [
    'blind2 scam: en spam',
    'Lose 20 lbs in 30 days with the keto pill doctors hate. 70% OFF today only: slimfast-keto.shop',
  ],
  [
    'blind2 scam: en spam',
    'Your cell number won $2,500,000 in the international lottery draw. Contact agent Mr. James at claims@intl-lotto.org',
  ],
  [
    'blind2 scam: en spam',
    'Cheap meds without prescription! Viagra, Cialis, Xanax shipped discreetly. Order: rx-pharma-direct.net',
  ],
  [
    'blind2 scam: en spam',
    "FINAL NOTICE: Your car's extended warranty is about to expire. Press 1 or call 1-888-555-0163 to keep your coverage.",
  ],
  [
    'blind2 scam: en spam',
    'Get paid to review products on Amazon! Earn $50 per review, paid daily. Start here: review-earn.work',
  ],
  [
    'blind2 scam: en spam',
    "Hey, it's Kayla! I saw your profile and I think we'd hit it off 😉 text me on my private page: kayla-pics.fun",
  ],
  [
    'blind2 scam: en spam',
    'Exclusive offer for you: iPhone 16 Pro for $1 when you complete our short survey. Limited units: prize-survey.win',
  ],
  [
    'blind2 scam: en spam',
    'Pre-approved! Auto loan up to $45,000 with 0 down, any credit. Pick your car today: drive-approval.auto',
  ],
  [
    'blind2 scam: en spam',
    "Elon's new AI trading platform pays $1,000 a day. Spots are limited, register now: quantum-ai-profit.io",
  ],
  [
    'blind2 scam: en spam',
    'Sports fans: bet $5, get $200 in bonus bets, guaranteed. Claim your bonus: bigwin-sports.bet',
  ],
  [
    'blind2 scam: en spam',
    'Your Costco membership gives you access to a free gift card. Claim before it expires: cst-rewards.site',
  ],
  // Smishing of 2022-23: tolls, carriers, banks, accounts.
  [
    'blind2 scam: smishing',
    'E-ZPass: You have an outstanding toll of $6.99. Pay by today to avoid a $50 late fee: ezpass-tolls.com/pay',
  ],
  [
    'blind2 scam: smishing',
    'USPS: Your package has been held at our facility due to an incorrect address. Update within 12 hours: usps.packagesupdate.com',
  ],
  [
    'blind2 scam: smishing',
    'Wells Fargo: Your account has been temporarily restricted. Please verify your information at wellsfargo-secure-login.com',
  ],
  [
    'blind2 scam: smishing',
    'Apple Pay was suspended on your device. Reverify your card to continue using it: apple.id-services.info',
  ],
  [
    'blind2 scam: smishing',
    'Netflix: We could not process your last payment. Your membership will be cancelled. Update billing: netflix-billing-help.com',
  ],
  [
    'blind2 scam: smishing',
    'IRS: You are eligible for a $1,400 stimulus payment. Claim it with your details here: irs-gov-relief.com',
  ],
  [
    'blind2 scam: smishing',
    'Bank of America: Did you attempt a $978.45 purchase at Walmart? If NOT, call our fraud department now at 1-833-555-0187.',
  ],
  [
    'blind2 scam: smishing',
    'Your Amazon account has been locked due to unusual activity. Sign in to restore access: amazon-security-center.net',
  ],
  [
    'blind2 scam: smishing',
    'CRA: You have an unclaimed refund of $482.15. Deposit it now: cra-arc-depot.ca/refund',
  ],
  [
    'blind2 scam: smishing',
    'Telus: Thanks for paying your bill. As a thank you, here is a little gift for you: telus-reward.xyz',
  ],
  [
    'blind2 scam: smishing',
    'Interac: You have received an e-Transfer of $350.00. Deposit the funds: interac-deposit.link',
  ],
  [
    'blind2 scam: smishing',
    'FedEx: your package is waiting for delivery. Please confirm your payment details: fedx-redelivery.top',
  ],
  [
    'blind2 scam: smishing',
    'Coinbase: A withdrawal of 0.42 BTC was requested. If this was not you, cancel it immediately: coinbase-cancel.support',
  ],
  [
    'blind2 scam: smishing',
    'Scotiabank: your debit card has been blocked. To unblock it, verify your card number and PIN: scotia-unlock.com',
  ],
  [
    'blind2 scam: smishing',
    "ServiceOntario: Your driver's licence will be suspended due to unpaid fines. Pay now: ontario-fines-portal.com",
  ],
  // Openers with no link (first steps of romance and investment scams).
  [
    'blind2 scam: openers',
    'Hi, this is Anna. Are you free to play tennis this weekend like we talked about?',
  ],
  [
    'blind2 scam: openers',
    'Hello, is this Mr. Robert? I am the assistant of the manager from the wine club, he asked me to contact you',
  ],
  ['blind2 scam: openers', "Hey Michael, it's been a while! Remember me from the yoga retreat in Bali?"],
  [
    'blind2 scam: openers',
    "Good afternoon, I'm Lily. I saw your number on a WhatsApp group about investing, are you the one who posted?",
  ],
  ['blind2 scam: openers', 'Sorry, who is this? Your number was in my phone from the golf club event'],
  [
    'blind2 scam: openers',
    "Bonjour, vous êtes bien Madame Gagnon ? Je suis Claire, l'amie de votre voisine.",
  ],
  ['blind2 scam: openers', "Hi! Did you get my message yesterday about the dinner party at Sarah's?"],
  [
    'blind2 scam: openers',
    "Hello dear, I hope I'm not disturbing you. I got your contact from my old phone but forgot your name.",
  ],
];
