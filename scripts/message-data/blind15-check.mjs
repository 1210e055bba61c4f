// Check list v15 for text messages (issue 23, round 14, helper message15): written by hand AFTER the
// round's code changes (578f501), committed before its one run, never used to shape a rule. Not
// copied from the round's generators or blind15.mjs. Every person, amount, reference, number and link
// invented; bank, wallet, shop, carrier and agency names real. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind15.mjs [--show]

export const CHECK15_HAM = [
  [
    'alert-ng',
    'Zenith Bank: Txn: DR NGN12,500.00 Acct:21XXXX7730 Desc:POS WDL IKEJA CITY MALL Bal:NGN88,410.27 Date:27-Nov-2025 16:02',
  ],
  [
    'alert-ng',
    'Moniepoint: NGN 4,000.00 transfer to CHIOMA NWOSU was successful. Session ID 100004251127094512. Balance NGN 15,300.60',
  ],
  [
    'alert-ke',
    'TGR7QW3XK1 Confirmed. Ksh3,500.00 sent to SAFARICOM POSTPAID for account 0722000000 on 27/11/25 at 8:41 AM. New M-PESA balance is Ksh12,044.00.',
  ],
  [
    'alert-ke',
    'KCB: Your account ending 4409 has been credited with KES 62,000.00 on 25/11/2025, SALARY NOV. Available balance KES 70,912.45.',
  ],
  [
    'alert-gh',
    'Vodafone Cash: You have received GHS 120.00 from EFUA OWUSU. Your new balance is GHS 301.55. Trans ID: 000099812345.',
  ],
  [
    'alert-za',
    'Nedbank: R2,300.00 paid to CITY OF CAPE TOWN from acc **3391 on 26/11. Available R5,104.20. Queries 0860 555 111.',
  ],
  ['alert-za', 'TymeBank: You spent R64.90 at SPAR GREENSIDE with card *0812. Your balance is R1,220.33.'],
  [
    'alert-pk',
    'Dear Customer, PKR 15,000.00 received in your A/C ****5520 via Raast from ZAINAB HUSSAIN on 28-11-2025. Avl Bal PKR 41,223.80 - Meezan Bank',
  ],
  [
    'alert-bd',
    'Nagad: You have successfully paid Tk 850.00 to DESCO PREPAID. TxnID 73HQ91XK. Balance Tk 2,114.35. 27/11/2025 21:10',
  ],
  [
    'alert-ph',
    'BPI: You have successfully transferred PHP 2,500.00 to ANA REYES via InstaPay on Nov 27, 2025 7:12 PM. Ref no. 88213344.',
  ],
  ['alert-id', 'OVO: Top up Rp 200.000 via BCA berhasil. Saldo OVO Cash kamu Rp 245.500. Ref 2511271455.'],
  [
    'alert-my',
    'Public Bank: RM250.00 transferred to LEE CHONG WEI via DuitNow on 27/11/2025 10:14. Ref 77810223. Not you? Call 03-2179 9999.',
  ],
  [
    'alert-sg',
    'POSB: A PayLah! payment of SGD 18.40 to KOUFU PTE LTD was made on 27 Nov 12:31. If unauthorised, call 1800 339 6963.',
  ],
  [
    'alert-ae',
    'FAB: Your account XXX2210 was debited with AED 3,500.00 for DEWA bill payment on 27/11/2025. Available balance AED 9,112.40.',
  ],
  ['alert-br', 'Caixa: Voce recebeu uma transferencia Pix de R$ 600,00 de JOAO PEREIRA em 27/11 as 14:05.'],
  [
    'alert-mx',
    'Banorte: Retiro en cajero por $2,000.00 con tu tarjeta terminacion 3318 el 27/11/2025 19:40. Si no lo reconoces llama al 55 5140 5600.',
  ],
  [
    'alert-au',
    'NAB: Your salary of $3,112.50 from MERIDIAN HEALTH has been paid into your account ending 448. Balance $5,880.01.',
  ],
  ['alert-au', 'Up: You spent $5.20 at Sharetea Melbourne. Spending account balance $212.18.'],
  ['alert-nz', 'BNZ: A payment of $120.00 to CONTACT ENERGY was made from your account ending 011 on 27/11.'],
  [
    'alert-ie',
    'PTSB: Card ending 7720 used for €82.15 at LIDL SWORDS on 27 Nov. Not you? Call 0818 502 403.',
  ],
  [
    'alert-fr',
    'LCL : Virement de 1 250,00 € reçu de SARL MARTIN le 27/11 sur votre compte ****0331. Solde : 2 004,18 €.',
  ],
  [
    'alert-fr',
    'Crédit Mutuel : Paiement par carte de 32,50 € chez BOULANGERIE PAUL le 27/11. Solde de votre compte : 418,22 €.',
  ],
  [
    'alert-qc',
    'Desjardins : Un dépôt direct de 1 842,33 $ de GOUV. DU QUÉBEC a été fait dans votre compte se terminant par 7712.',
  ],
  [
    'alert-qc',
    'Tangerine : Votre virement de 300,00 $ vers votre compte d’épargne a été effectué le 27 nov.',
  ],
  ['alert-uk', 'Starling: You paid £3.40 to Pret A Manger. Balance £412.18.'],
  [
    'alert-us',
    'Discover: A transaction of $48.12 at TRADER JOE S #552 was approved on your card ending 0419. Reply STOP to end.',
  ],
  [
    'code',
    'Your Maya OTP is 551204. It expires in 5 minutes. Do not share this with anyone, including Maya employees.',
  ],
  ['code', 'Code Desjardins : 229184. Ne le communiquez à personne. Desjardins ne vous le demandera jamais.'],
  ['code', 'Use 8841 to verify your phone number on WhatsApp. Do not share this code.'],
  ['delivery', "Purolator : votre colis 332119904 sera livré aujourd'hui. Aucune signature requise."],
  [
    'delivery',
    'Jumia: Your order 378221 has been shipped and will be delivered in 2-4 days. Track it in the Jumia app.',
  ],
  ['delivery', 'Ninja Van: Your parcel from Shopee will be delivered today between 2pm and 6pm.'],
  [
    'promo',
    'Maxi : Vos points PC Optimum valent 20 $ cette semaine! Échangez-les en magasin. Textez ARRET pour vous désabonner.',
  ],
  ['promo', "Boulangerie Le Fournil : -15 % sur les bûches de Noël jusqu'au 24/12. STOP au 36173"],
  ['bill', 'Hydro-Québec : votre paiement de 142,18 $ a été reçu le 26 nov. Merci!'],
  [
    'bill',
    'Orange : votre facture de 29,99 € est disponible dans votre espace client. Prélèvement le 05/12.',
  ],
  ['person', 'Je suis rendue au garage, ils disent que le char va être prêt vers 16 h'],
  ['person', 'Can you send me the photos from the reunion when you get a chance?'],
  ['person', "Mon conseiller à la banque m'a rappelé, le prêt hypothécaire est approuvé!!"],
  ['person', 'Thanks for dinner last night, the kids loved it. Our turn next time'],
  ['person', 'On a reçu une offre sur le condo, on signe demain chez le notaire 🎉'],
  [
    'person',
    'Heads up, the landlord is coming Tuesday to fix the heater. Can you leave the back door unlocked?',
  ],
];

export const CHECK15_SCAM = [
  [
    'fr-casino',
    'Votre compte joueur a été crédité de 300 $ de bonus sans dépôt 🎰 Encaissez vos gains dès ce soir : https://casino-maple-bonus.site',
  ],
  [
    'fr-loan',
    'Vous êtes pré-approuvé pour un prêt personnel de 7 500 $ sans enquête de crédit. Réponse en 1 h, cliquez : https://pret-rapide-quebec.info',
  ],
  [
    'fr-won',
    'Bravo! Vous faites partie des 10 gagnants du mois. Votre lot : une carte-cadeau Metro de 500 $. Confirmez ici : https://metro-gagnants.live',
  ],
  [
    'fr-subscription',
    'Votre abonnement Amazon Prime sera suspendu faute de paiement. Mettez à jour vos informations : https://prime-renouveler.online/fr',
  ],
  [
    'fr-cpf',
    'Dernier jour pour utiliser vos 2 100 € de droits CPF avant leur expiration. Un conseiller vous rappelle : répondez OUI.',
  ],
  [
    'fr-renovation',
    "Prime Rénov' : vous pouvez bénéficier d'une thermopompe installée pour 1 $. Vérifiez votre éligibilité au 1 855 555-0127",
  ],
  [
    'fr-parcel',
    'DHL : Votre envoi est bloqué au centre de tri. Frais de réexpédition de 1,85 $ à régler : https://dhl-reexpedition.top',
  ],
  [
    'fr-refund',
    'Service Canada : un paiement de 612,80 $ de crédit pour la TPS vous attend. Acceptez-le ici : https://tps-credit-depot.com',
  ],
  [
    'fr-refund',
    'Ameli : votre dossier de remboursement est incomplet. Mettez à jour vos coordonnées bancaires : https://ameli-dossier-assure.fr.com',
  ],
  [
    'fr-crypto',
    "Salut, c'est Mélanie de la conférence. Mon oncle m'a appris à faire 20 % par semaine avec le Bitcoin, je peux te montrer si tu veux",
  ],
  [
    'fr-voicemail',
    'Vous avez un message vocal en attente depuis 2 jours. Pour l’écouter, composez le 08 99 23 45 67.',
  ],
  [
    'fr-bank-callback',
    "BNP Paribas : une opération suspecte de 1 490 € est en cours sur votre compte. Pour l'annuler, contactez votre conseiller au 06 48 22 19 07.",
  ],
  [
    'fr-job',
    'Bonjour! Emploi à temps partiel, 250 $ par jour pour aimer des vidéos. Écrivez-nous sur Telegram : t.me/emploi_qc_rapide',
  ],
  [
    'house-cash',
    "Hi there, my wife and I are looking to buy a home on your street and would pay cash. Any chance you'd sell?",
  ],
  [
    'house-cash',
    "Bonjour, investisseur immobilier ici. J'achète votre plex comptant, rapidement, sans visite. Ça vous tente?",
  ],
  [
    'injury',
    'Hurt at work or in a crash in the last 2 years? Many Canadians are owed settlements. Call 1-866-555-0170 for a free review.',
  ],
  [
    'insurance-refund',
    'Good news: your home insurance provider owes you a $318 premium refund. Call 1-888-555-0154 to release it.',
  ],
  [
    'car-overcharge',
    'Ontario drivers: you may be paying $600/yr too much for car insurance. Text YES for your refund estimate.',
  ],
  ['adult', 'Nina (26) sent you a private video 🔞 watch before it expires: https://nina-private.vip'],
  ['casino', 'JACKPOT ALERT 🎉 You won 75 free spins! Claim now: https://spinwin-rewards.xyz/ca'],
  [
    'alert-fake',
    'Opay: Your wallet has been frozen due to incomplete KYC. Update now at https://opay-kyc-verify.site to avoid closure.',
  ],
  [
    'alert-fake',
    'Safaricom: You have won Ksh 50,000 in the M-PESA anniversary promo. To receive, send Ksh 1,500 registration fee to 0799 555 012.',
  ],
  [
    'alert-fake',
    'Absa: A payment of R8,900.00 is pending on your account. If not you, cancel at https://absa-cancel-payment.com',
  ],
  [
    'alert-fake',
    'BDO: Your account will be deactivated today. Update your details at https://bdo-online-update.cc to continue using online banking.',
  ],
  [
    'alert-fake',
    'Westpac: Your card ending 2209 has been suspended. Call our security team on 02 5555 0193 and have your PIN ready.',
  ],
  [
    'alert-fake',
    'AIB: We noticed a login from a new device. If this was not you, verify at aib-secure-check.info',
  ],
  [
    'alert-fake',
    'Banque Nationale : votre carte a été bloquée pour raison de sécurité. Débloquez-la en entrant votre NIP sur https://bnc-deblocage.com',
  ],
  [
    'alert-fake',
    'Nubank: Seu Pix de R$ 1.200,00 foi bloqueado. Para liberar, acesse https://nu-liberar-pix.site',
  ],
  [
    'alert-fake',
    'Emirates NBD: Your account is blocked. Please share the OTP sent to your phone with our agent to unblock it.',
  ],
  [
    'alert-fake',
    'HDFC Bank: Dear customer, your NetBanking will be blocked today. Update PAN at http://hdfc-pan-link.in',
  ],
];
