// Blind list v15 for text messages (issue 23, round 14 helper "message15"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main 94c927b; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// wallet, shop, carrier and agency names are real; phone numbers are made up).
// BLIND15_HAM: transaction alerts of many countries (Ghana, South Africa, Bangladesh, Indonesia,
// Malaysia, Singapore, the UAE, Brazil, Mexico, Australia, New Zealand, Ireland, France, Québec,
// Nigeria, Kenya), codes, delivery notices, promotions with an opt-out, people's ordinary texts.
// BLIND15_SCAM: French spam (casino, loans, « vous avez gagné », subscription traps, CPF, energy
// renovation, parcel fees, Ameli / ARC refunds, crypto), cash offers for a house, injury and
// insurance-refund callbacks, car-insurance overcharge refunds, adult and casino links, alerts with
// a deceptive sign (a link off the bank's domains, a PIN asked, a lock with a way in).
// English, Québec and France French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind15.mjs [--show]

export const BLIND15_HAM = [
  [
    'alert-gh',
    'MTN MoMo: Payment received for GHS 250.00 from AKOSUA MENSAH 024XXXX118. Current Balance: GHS 612.40. Transaction Id: 48811203945. Fee charged: GHS 0.00',
  ],
  [
    'alert-gh',
    'GCB Bank: Your account 13****2207 has been debited with GHS 1,200.00 on 14-NOV-2025. Desc: ATM WDL ACCRA MALL. Avail Bal: GHS 3,418.22',
  ],
  [
    'alert-za',
    'Capitec: R349.99 paid from Savings acc ..4471 @ Checkers Sixty60. Avail R2,104.16. 28-Nov 13:42',
  ],
  [
    'alert-za',
    'FNB :-) R1,500.00 t/fer to Thandi Rent from cheq a/c..203118 @ Online Banking. Avail R8,930.55. Ref.FNB8822. 27Nov 09:15',
  ],
  [
    'alert-za',
    'Absa: Purchase R86.40 WOOLWORTHS SANDTON, card ...5512. Available R4,311.02. Not you? Call 0860 111 515',
  ],
  [
    'alert-bd',
    'Tk 2,500.00 sent to 017XXXXX391 successful. Fee Tk 0.00. Balance Tk 1,284.75. TrxID BK81HQ2ZT1 at 28/11/2025 18:02 - bKash',
  ],
  [
    'alert-bd',
    'Dear Customer, your A/C 1021***4408 is credited by BDT 45,000.00 on 25-Nov-25 (Salary). Available Balance BDT 61,220.10. Dutch-Bangla Bank',
  ],
  [
    'alert-id',
    'BCA: Transaksi Debit Rp 185.000 di INDOMARET KEMANG tgl 27/11 14:10 dengan kartu 5221XXXXXX8812. Saldo Rp 4.512.300. Info: 1500888',
  ],
  [
    'alert-id',
    'Dana: Kamu menerima Rp 150.000 dari BUDI SANTOSO. Saldo DANA kamu sekarang Rp 322.500. Jangan berikan kode OTP ke siapa pun.',
  ],
  [
    'alert-my',
    'Maybank: RM120.00 has been debited from your account 1144XXXX5523 for DuitNow transfer to AHMAD FAIZ on 26/11/25. If unauthorised, call 1300886688.',
  ],
  [
    'alert-my',
    'CIMB Clicks: Your card ending 3310 was charged RM45.90 at GRAB RIDES on 28-11-2025. Call 03-6204 7788 if you did not authorise this.',
  ],
  [
    'alert-sg',
    'DBS: You have received SGD 80.00 via PayNow from LIM WEI MING on 28 Nov 18:20 SGT. If unauthorised, call 1800 339 6963.',
  ],
  [
    'alert-sg',
    'OCBC: A transaction of SGD 212.50 was made with your card ending 8841 at NTUC FAIRPRICE on 27 Nov. Not you? Call 6363 3333 or lock your card in the app.',
  ],
  [
    'alert-ae',
    'Emirates NBD: Purchase of AED 318.75 with Credit Card ending 4402 at CARREFOUR MOE on 28/11/2025. Available limit AED 21,460.00.',
  ],
  [
    'alert-ae',
    'Your a/c XXXX7781 has been credited with AED 12,500.00 salary on 25/11/2025. Avl bal AED 14,902.33. ADCB',
  ],
  [
    'alert-br',
    'Itau: Compra aprovada no cartao final 6612 de R$ 89,90 em IFOOD *RESTAURANTE 28/11 12:41. Limite disponivel R$ 3.120,00.',
  ],
  [
    'alert-br',
    'Nubank: Voce recebeu um Pix de R$ 250,00 de MARIANA COSTA. O valor ja esta disponivel na sua conta.',
  ],
  [
    'alert-mx',
    'BBVA: Se realizo un cargo por $1,249.00 MXN en LIVERPOOL con tu tarjeta terminacion 7720. Si no lo reconoces, llama al 55 5226 2663.',
  ],
  [
    'alert-au',
    'CommBank: A payment of $64.20 to WOOLWORTHS 3318 was made with your card ending 0913. If you do not recognise it, call us on 13 2221.',
  ],
  [
    'alert-au',
    'Westpac: Your pay of $2,846.10 from ACME PTY LTD has been deposited into your Choice account ending 552. Balance $4,020.77.',
  ],
  [
    'alert-nz',
    'ANZ: $42.00 EFTPOS purchase at COUNTDOWN PONSONBY on your card ending 2019. Available balance $1,318.44.',
  ],
  [
    'alert-ie',
    'AIB: A payment of €54.99 to EIR was made from your account ending 3327. If you do not recognise this, call 0818 724 724.',
  ],
  [
    'alert-ie',
    'Bank of Ireland: Your card ending 1185 was used for €23.50 at TESCO DUNDRUM on 27 Nov. Not you? Freeze your card in the app.',
  ],
  [
    'alert-fr',
    "Crédit Agricole : Paiement de 47,80 EUR chez MONOPRIX PARIS 11 avec votre carte ****6620 le 28/11. Si vous n'êtes pas à l'origine de cette opération, appelez le 09 69 39 92 91.",
  ],
  [
    'alert-fr',
    "BNP Paribas : Le solde de votre compte ****4410 est de 312,18 EUR au 27/11/2025. Pour gérer vos alertes, rendez-vous dans l'appli Mes Comptes.",
  ],
  [
    'alert-qc',
    "Desjardins : Un retrait de 200,00 $ a été effectué au guichet automatique Laurier le 28 nov. avec votre carte se terminant par 3304. Ce n'est pas vous? Composez le 1 800 224-7737.",
  ],
  [
    'alert-qc',
    'Banque Nationale : Votre paiement de 85,14 $ à Vidéotron a été effectué le 27 nov. depuis votre compte se terminant par 1190.',
  ],
  [
    'alert-ng',
    'Opay: You have received NGN 35,000.00 from CHIDI OKEKE. Your wallet balance is NGN 41,220.50. Ref: 251128140912004',
  ],
  [
    'alert-ke',
    'SKD4H9LQ2B Confirmed. Ksh1,250.00 paid to JAVA HOUSE WESTLANDS on 28/11/25 at 1:14 PM. New M-PESA balance is Ksh8,402.10. Transaction cost, Ksh0.00.',
  ],
  ['code', 'Votre code de vérification Ameli est 418205. Ne le communiquez à personne.'],
  ['code', '<#> 772019 is your GrabPay OTP. Never share this OTP with anyone, including Grab staff.'],
  ['code', 'Ton code Revolut : 884-120. Ne partage ce code avec personne.'],
  [
    'delivery',
    'Chronopost : Votre colis XY123456789FR sera livré demain entre 9 h et 13 h. Suivi : chronopost.fr',
  ],
  ['delivery', 'Aramex: Your shipment 48210077 from Noon is out for delivery today. Track at aramex.com'],
  ['delivery', 'La Poste : votre Colissimo est disponible en point retrait au Relais Pickup jusqu’au 5/12.'],
  [
    'promo',
    'Décathlon : -20 % sur les skis et planches ce week-end en magasin et sur decathlon.fr. STOP au 36111',
  ],
  [
    'promo',
    'Metro : Vos Moi points sont doublés cette fin de semaine sur les fruits et légumes. Textez ARRET pour vous désabonner.',
  ],
  [
    'bill',
    'EDF : Votre facture de 86,40 € est disponible dans votre Espace Client. Elle sera prélevée le 10/12.',
  ],
  ['person', "T'as vu le match hier soir? Le Canadien a enfin gagné lol"],
  ['person', 'Hey, can you bring the extension cord tomorrow? Mine died'],
  ['person', 'Je vais être en retard, le métro est bloqué à Berri. Commencez sans moi'],
  ['person', 'Mom says dinner is at 6, bring the salad'],
  [
    'person',
    "Salut! On vend finalement la maison au printemps, l'agente passe jeudi pour les photos. Je te raconte!",
  ],
];

export const BLIND15_SCAM = [
  [
    'fr-casino',
    'Casino Royal : 200 tours gratuits + 500 € offerts sur votre 1er dépôt! Jouez maintenant : https://royal-spin-bonus.top/fr',
  ],
  [
    'fr-casino',
    'Félicitations! Votre bonus de bienvenue de 1000 $ vous attend au casino en ligne. Activez-le ici : bit.ly/bonus-qc-777',
  ],
  [
    'fr-loan',
    'Besoin d’argent rapidement? Prêt de 500 $ à 5000 $ approuvé en 24 h, même avec un mauvais crédit. Répondez OUI.',
  ],
  [
    'fr-loan',
    'Crédit sans justificatif jusqu’à 30 000 €, réponse immédiate. Faites votre demande : https://credit-express-facile.fr-pret.com',
  ],
  [
    'fr-won',
    'Félicitations, vous avez gagné un iPhone 16 Pro! Pour recevoir votre cadeau, payez les frais de port de 1,95 € : https://gagnant-cadeau.shop',
  ],
  [
    'fr-won',
    'Vous avez été sélectionné pour gagner une carte-cadeau Costco de 750 $. Réclamez-la avant minuit : https://costco-recompense.xyz',
  ],
  [
    'fr-subscription',
    'Votre abonnement Netflix a expiré. Pour continuer à profiter de vos séries, mettez à jour votre paiement : https://netflix-renouvellement.info',
  ],
  [
    'fr-subscription',
    'Dernier rappel : votre essai gratuit se termine. Confirmez vos coordonnées bancaires pour recevoir votre robot cuiseur à 1 € : https://offre-robot1euro.com',
  ],
  [
    'fr-cpf',
    'Votre compte CPF est crédité de 1 850 €, utilisables avant le 31/12. Réservez votre formation gratuite : https://mon-cpf-droits.fr.nf',
  ],
  [
    'fr-renovation',
    'Isolation à 1 € et pompe à chaleur financée par l’État : vérifiez votre éligibilité aux aides MaPrimeRénov’ en 2 minutes au 01 84 80 22 17',
  ],
  [
    'fr-parcel',
    'Colissimo : votre colis est en attente, des frais de livraison de 2,99 € restent à payer. Réglez ici : https://colissimo-frais.com/suivi',
  ],
  [
    'fr-parcel',
    'Postes Canada : Votre colis ne peut être livré, frais de douane impayés (3,25 $). Payez ici : https://postescanada-frais.top',
  ],
  [
    'fr-refund',
    'Ameli : Vous avez droit à un remboursement de 186,42 €. Pour le recevoir, complétez votre dossier : https://ameli-remboursement-assure.com',
  ],
  [
    'fr-refund',
    'ARC : Un dépôt de 524,30 $ est en attente. Confirmez vos informations pour le recevoir par virement Interac : https://canada-arc-depot.ca-info.net',
  ],
  [
    'fr-crypto',
    'Gagnez jusqu’à 3 000 € par semaine avec le trading automatique en crypto. Places limitées, inscrivez-vous : https://crypto-profit-fr.online',
  ],
  [
    'fr-crypto',
    'Bonjour, je suis Sophie, conseillère en placements. Mes clients doublent leur investissement en Bitcoin en 30 jours. Voulez-vous en savoir plus?',
  ],
  [
    'house-cash',
    "Hi, I'm interested in buying your property on Maple St for cash. No repairs, no agent fees, close in 7 days. Would you consider an offer?",
  ],
  [
    'house-cash',
    "Bonjour, nous achetons des maisons comptant, dans l'état, sans commission. Intéressé à recevoir une offre pour votre propriété?",
  ],
  [
    'house-cash',
    'We buy houses for CASH in any condition! Get your fair offer today, text back YES or call 416-555-0192',
  ],
  [
    'injury',
    'Our records show you may qualify for compensation for your recent accident. Call our claims line at 1-844-555-0133 to find out how much.',
  ],
  [
    'insurance-refund',
    'Vous avez payé votre assurance auto trop cher. Un remboursement de 412 $ vous est dû. Appelez le 1 855 555-0148 pour le réclamer.',
  ],
  [
    'car-overcharge',
    'You may have been overcharged on your car insurance. Drivers are getting refunds of up to $1,200. Reply YES to check your eligibility.',
  ],
  [
    'adult',
    'Hot singles in your area want to meet you tonight 😘 See their photos: https://meet-local-girls.club',
  ],
  ['casino', 'Your $500 casino bonus is ready! Spin now and win big: https://lucky-jackpot-spin.vip/claim'],
  [
    'alert-fake',
    'GTBank: Your account has been restricted due to BVN update. Click https://gtb-bvn-update.com to reactivate within 24 hours.',
  ],
  [
    'alert-fake',
    'M-PESA: Your account will be suspended. To avoid this, send your PIN and ID number to 0712 555 013 now.',
  ],
  [
    'alert-fake',
    'Commonwealth Bank: A new device has been added to your NetBank. If this was not you, secure your account at https://commbank-secure-id.info',
  ],
  [
    'alert-fake',
    'Crédit Agricole : votre carte a été bloquée suite à une opération suspecte. Réactivez-la ici : https://ca-securite-client.fr.com',
  ],
  [
    'alert-fake',
    'Desjardins : Votre accès AccèsD est suspendu. Confirmez votre identité et votre NIP au https://accesd-desjardins.net/verif',
  ],
  [
    'alert-fake',
    'Maybank2u: Your TAC has been blocked. Please update your account at https://m2u-update-my.com to avoid termination.',
  ],
  [
    'alert-fake',
    'DBS: We detected unusual login activity. Kindly verify your identity at dbs-sg-verify.com or your account will be frozen.',
  ],
];
