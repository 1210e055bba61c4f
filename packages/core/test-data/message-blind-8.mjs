// Eighth blind lists for `pnpm eval:message` (issue 23, round 9 helper "message9"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once; the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`, never
// used to choose a rule or a threshold. No row of any corpus is here: every person, account, amount,
// reference and link is invented (bank, shop and carrier names are real; phone numbers are made up).
// Ordinary texts: bank and card transaction alerts of eight countries, carriers' and clinics'
// notices with their own short link, shops' promotions with an opt-out, one-time codes, personal
// texts; a third in Québec French. Attacks: conversation openers with no link, wrong-number and
// pig-butchering starts, callback lures with a phone number, a brand named with a link on an
// unrelated domain, French casino, loan and « vous avez gagné » spam. Each entry is a text; the sets
// are named at the bottom.

/** Bank and card transaction alerts, English, eight countries. */
const BLIND8_ALERTS = [
  // India
  'Rs.2,450.00 debited from A/c XX4417 on 14-Nov-26 to VPA grocer.mart@okaxis (UPI Ref 631822047715). Not you? Call 1800-1234-555 - SBI',
  'Dear Customer, INR 18,000.00 credited to your A/c no. XXXXXX8812 on 12-11-26 by NEFT. Avl Bal: INR 42,317.60 - HDFC Bank',
  'Your ICICI Bank Credit Card XX0913 has been used for INR 1,299.00 at AMAZON PAY on 03-Nov-26. Avl Lmt: INR 87,410.00. If not you, call 1800-555-8181.',
  'A/c *6620 debited INR 500.00 on 09Nov26 ATM WDL. Avl Bal INR 9,812.45. Axis Bank',
  // UK
  'Barclays: A payment of £64.99 to SAINSBURYS was made from your account ending 2281. If you don’t recognise it, call us on the number on the back of your card.',
  'HSBC UK: Your card ending 7703 was used for £12.40 at PRET A MANGER on 21 Nov. No action needed if this was you.',
  'Monzo: You spent £3.20 at Greggs. Balance £214.77',
  'Nationwide: £1,250.00 salary credited to your FlexAccount ending 4410. Balance £1,906.12.',
  // US
  'Chase: A $87.12 debit card transaction with TARGET T-1180 was made on your account ending in 5566. Reply STOP to cancel alerts.',
  'Wells Fargo: Your balance in account XXXX3309 is below $100.00. Current balance: $76.54.',
  'Capital One: A charge of $23.45 at UBER TRIP was made on your Quicksilver card ending in 0921.',
  'BofA: Direct deposit of $2,318.40 posted to checking ending 7712 on 11/20. Available balance $3,044.18.',
  // Canada
  'TD Alert: A purchase of $118.60 was made with your credit card ending 4096 at COSTCO WHOLESALE. Msg&data rates may apply.',
  'Scotiabank: Withdrawal of $300.00 from chequing account ending 3380 at ATM. Not you? Call 1-800-555-0199.',
  'CIBC: Your Visa payment of $450.00 was received. New balance $1,212.30.',
  // Australia
  'CommBank: $42.00 debit from Smart Access ***8814 at WOOLWORTHS 3321. Avail bal $1,208.55',
  'Westpac: Your card ending 6630 was declined at JB HI-FI for $399.00 due to insufficient funds.',
  'NAB: A payment of $95.00 to ORIGIN ENERGY was made from account ending 2207.',
  // Nigeria
  'Acct:0123****89 Amt:NGN45,000.00 DR Desc:POS/WEB PURCHASE JUMIA Date:18-Nov-26 Bal:NGN132,540.22 -GTBank',
  'Credit Alert! Acct: ***6673 Amt: NGN250,000.00 CR Desc: TRF FROM ADEBAYO O. Bal: NGN311,902.10. Access Bank',
  // Kenya
  'QKF7Z2M1PX Confirmed. Ksh1,500.00 sent to JANE WANJIRU 0712555309 on 20/11/26 at 3:14 PM. New M-PESA balance is Ksh6,210.00. Transaction cost, Ksh23.00.',
  'Equity Bank: Your account ****5521 has been debited KES 3,200.00 at NAIVAS SUPERMARKET. Bal KES 18,440.70. Call 0763 555 000 if not you.',
  // Singapore
  'DBS: Your card ending 3391 was charged SGD 58.20 at FAIRPRICE on 22 Nov 26. If unauthorised, call 1800 555 1111.',
  'OCBC: You have received SGD 200.00 via PayNow from TAN WEI MING to your account ending 0087.',
];

/** Other ordinary texts, English: carriers, clinics, shops, codes, people. */
const BLIND8_HAM_EN = [
  'UPS: Your package 1Z48W0 will arrive today by 7 PM. Track or change delivery: ups.com/m/T7Q2',
  'FedEx: Delivery scheduled for Tue 11/25 between 10am-2pm. Manage at fedex.com/t/8841',
  'Canada Post: Your parcel is ready for pickup at the SHOPPERS on Main St. Bring ID. canadapost.ca/track',
  'Royal Mail: We’ve delivered your item to your safe place (porch). royalmail.com/track',
  'Reminder: Dr. Patel appointment Mon Dec 1 at 3:40 PM at Lakeside Family Clinic. Reply C to confirm, R to reschedule.',
  'Your car is ready for pickup at Midtown Honda service. Total $214.88. Questions? 905-555-0144',
  'Old Navy: 50% off everything today only! Shop oldnavy.com. Reply STOP to unsubscribe',
  'Sephora: Your Beauty Insider points are expiring soon. Use them at sephora.com before Dec 31. Txt STOP to opt out',
  '491022 is your Amazon OTP. Do not share it with anyone.',
  'Use 7731 to verify your WhatsApp account. Don’t share this code.',
  'Your Microsoft account security code is 558201',
  'hey are you coming to trivia tonight? we need a team name lol',
  'Can you grab milk on the way home? And the kids need lunch stuff',
  'Landed! Gate was delayed 40 min. Uber in 10',
  'Happy birthday!!! Hope you have the best day, dinner on me next week 🎂',
  'Hey it’s Jordan, new number. Save this one, old phone got stolen at the gym',
  'Did you see the score last night? Unreal. Leafs finally won one',
  'Ninja Van: Your parcel from Shopee will be delivered today 2pm-6pm. Track: nin.vn/sg8Q2',
  'Australia Post: Your parcel is on board for delivery today. Track at auspost.com.au/mypost',
  'Reminder: Your Jiffy Lube appointment is tomorrow at 8:30 AM. Reply STOP to opt out of reminders.',
  'Kids are at my mom’s till 6, can you pick them up? I’m stuck at work',
];

/** Ordinary texts, Québec French: alerts, notices, promotions, codes, people. */
const BLIND8_HAM_FR = [
  'Desjardins : achat de 64,12 $ chez IGA avec votre carte Visa se terminant par 4471. Pas vous? Appelez le 1 800 555-0110.',
  'Banque Nationale : un dépôt de 1 842,30 $ a été effectué dans votre compte se terminant par 0092. Solde : 2 310,45 $.',
  'RBC : Un virement Interac de 75,00 $ de MARIE-ÈVE L. a été déposé dans votre compte.',
  'TD : Retrait de 100,00 $ au guichet, compte se terminant par 6618. Solde disponible : 512,08 $.',
  'Postes Canada : votre colis arrive demain. Suivez-le : postescanada.ca/suivi',
  'Purolator : votre envoi a été livré à la porte d’entrée à 14 h 12.',
  'Clinique dentaire Fleury : rappel de votre rendez-vous le jeudi 4 décembre à 10 h. Répondez O pour confirmer.',
  'Rappel : votre vaccin antigrippal à la pharmacie Jean Coutu mardi à 16 h 30. Pour annuler, appelez le 514 555-0172.',
  'SAQ : 20 % de rabais sur les vins du Portugal cette fin de semaine! saq.com Textez ARRET pour vous désabonner.',
  'Simons : soldes du Vendredi fou jusqu’à 50 % en ligne. simons.ca Répondez STOP pour vous désabonner.',
  'Votre code de vérification Desjardins est 662014. Ne le communiquez à personne.',
  '381920 est votre code Facebook.',
  'Salut! On se rejoint au café à 9 h? J’apporte les croissants',
  'Maman, peux-tu venir me chercher à l’aréna vers 20 h? Ma pratique finit tard',
  'Je t’ai envoyé les 40 $ pour le souper de fête à Luc, dis-moi si c’est rentré',
  'T’as gagné ton pool de hockey? Moi je suis dernier comme d’habitude lol',
  'Bonne fête ma belle! On se voit samedi pour le brunch 🎉',
  'C’est Julie, j’ai changé de numéro. Garde celui-là, l’autre ne marche plus',
  'Hydro-Québec : panne dans votre secteur, rétablissement prévu vers 18 h. Merci de votre patience.',
  'Vidéotron : votre facture de 94,87 $ est prête. Consultez-la dans votre Espace client.',
  'Tim Hortons : votre commande est prête au comptoir. Bonne journée!',
  'Visa Desjardins : paiement de 350,00 $ reçu. Nouveau solde : 1 122,40 $.',
  'Intact Assurance : votre renouvellement est prêt. Consultez-le dans votre espace client sur intact.ca',
  'Allo! Le chat a encore vomi sur le tapis 😩 peux-tu acheter du nettoyant en revenant?',
];

/** Attacks, English: openers, wrong-number and pig-butchering starts, callbacks, brand elsewhere. */
const BLIND8_SCAM_EN = [
  // openers and wrong-number starts, no link
  'Hi, is this Daniel? We met at the wine tasting last month, you said to text you about the villa in Tuscany.',
  'Hello, are you free this weekend for golf? Coach Mike said you were looking for a partner.',
  'Sorry to bother you, is this Linda? My assistant gave me this number for the dinner reservation.',
  'Hi, I’m Emily. I found your number in my contacts but I don’t remember who you are, did we meet before?',
  'Hello dear, how have you been? It’s been a while. I just moved back from Hong Kong',
  'Good morning! Is this Mr. Harris? I’m contacting you about the apartment you listed.',
  'Hey, wrong number? Sorry! But you seem nice, where are you from? I’m Sophie, I work in fashion in Singapore',
  'Oops I think I texted the wrong person 😅 anyway nice to meet you, my name is Grace. Do you like travelling?',
  'My uncle works at a big trading firm and shared a signal with me, I made 30% this week. Want me to show you how?',
  'I have been investing in gold futures with my aunt’s analyst team, steady 15% a month. I can add you to our group',
  // callback lures with a phone number
  'Amazon: Your order of an iPhone 16 Pro ($1,249.00) is being processed. If you did not authorize, call 1-888-555-0139 now.',
  'PayPal: A payment of $699.99 to CoinNova was approved. Not you? Call our billing team at (844) 555-0182 to cancel.',
  'Your Norton subscription renewed for $399.99 today. To request a refund call 1 855 555 0147.',
  'IRS notice: you owe $2,430 in back taxes. A warrant will be issued unless you call 202-555-0166 today.',
  'Microsoft Security: your computer has been blocked due to suspicious activity. Call support at 1-877-555-0190 immediately.',
  'Wells Fargo Fraud Dept: Did you attempt a Zelle payment of $1,500 to M. Garcia? Reply YES or NO. If NO call 1-833-555-0114.',
  'Your Social Security number has been suspended for suspicious activity. Press 1 or call 1-866-555-0131 to speak to an officer.',
  'Geek Squad: Your annual protection plan of $499.00 will be charged today. To cancel call +1 (808) 555-0127.',
  // a brand named, the link elsewhere
  'USPS: Your package is held at our facility due to an incomplete address. Update here: usps-redelivery-care.top',
  'Netflix: Your membership is on hold. Update your payment to keep watching: netflx-billing-help.com',
  'Chase: Your online access has been restricted. Verify your identity at chase-secure-login.info',
  'Apple: Your Apple ID was used to sign in on a new iPhone in Lagos. If not you, secure it: appleid-verify-support.net',
  'Royal Mail: We could not deliver your parcel. Pay a £1.99 redelivery fee at royalmail-redelivery.uk-track.com',
  'HSBC: A new payee was added to your account. If this wasn’t you, cancel at hsbc-payee-cancel.com',
  'Costco: You have been selected for our member reward. Claim your prize today: costco-rewards-club.shop',
  'Canada Revenue Agency: you have a pending refund of $486.20. Deposit now: cra-refund-deposit.ca',
  'Toll Services: You have an unpaid toll balance of $6.80. Pay now to avoid a $50 late fee: ezpass-toll-pay.xyz',
  'Meta Support: your page will be removed for copyright violations. Appeal within 24h at meta-appeal-center.com',
  'DHL: Your shipment is pending customs fee of 2.99 USD. Pay here to release: dhl-express-fee.online',
];

/** Attacks, French: casino, loans, « vous avez gagné », openers, callbacks, brand elsewhere. */
const BLIND8_SCAM_FR = [
  'Bonus de bienvenue de 200 % + 100 tours gratuits sur votre premier dépôt! Jouez maintenant : casino-royal-ca.com',
  'Vos gains de 1 250 $ vous attendent au casino en ligne. Retirez-les avant minuit : gainsrapides.bet',
  'Prêt personnel de 5 000 $ à 50 000 $ sans vérification de crédit, réponse en 24 h. Appelez le 1 877 555-0156.',
  'Besoin d’argent rapidement? Prêt approuvé même avec un mauvais crédit. Répondez OUI pour recevoir votre argent aujourd’hui.',
  'Félicitations! Vous avez gagné un iPhone 16. Pour recevoir votre prix, payez les frais de livraison : cadeau-gagnant.fr',
  'Vous avez gagné 2 500 $ au tirage de Metro! Réclamez votre prix au 1 888 555-0175 avant vendredi.',
  'Bonjour, c’est bien Mme Tremblay? On s’est rencontrées au mariage de Sophie, tu m’avais dit de t’écrire.',
  'Bonjour, je pense que je me suis trompé de numéro, désolé! Mais vous semblez gentil, je m’appelle Lina et je vis à Singapour',
  'Mon oncle est analyste financier, il m’a fait gagner 30 % en une semaine avec la crypto. Je peux te montrer comment?',
  'Desjardins : une connexion inhabituelle a été détectée sur votre compte. Appelez immédiatement le 1 855 555-0148.',
  'Revenu Québec : vous avez un remboursement de 412,50 $ en attente. Déposez-le ici : revenuquebec-remboursement.com',
  'Postes Canada : votre colis est retenu, frais de douane de 3,99 $ à payer : postes-canada-livraison.top',
  'Hydro-Québec : votre service sera interrompu aujourd’hui pour facture impayée. Payez maintenant : hydro-qc-paiement.net',
  'Amende impayée : votre dossier de stationnement sera transmis au recouvrement. Réglez 48 $ ici : amende-paiement-qc.com',
  'Bell : vous avez droit à un crédit de 150 $. Réclamez-le avant ce soir : bell-credit-client.info',
  'Votre abonnement Disney+ a expiré. Renouvelez pour 1 $ seulement : disney-plus-renouvel.com',
  'Gagnez jusqu’à 300 $ par jour de la maison en aimant des vidéos! Écrivez-nous sur WhatsApp au +1 438 555-0199.',
  'Bonjour, je suis recruteuse chez Amazon. Travail à temps partiel, 500 $ par jour. Êtes-vous intéressé?',
  'Salut, ça fait longtemps! Tu te souviens de moi? On était ensemble au congrès à Montréal l’an passé',
  'Visa : votre carte a été bloquée par mesure de sécurité. Rappelez notre service au 1 844 555-0161 pour la réactiver.',
  'Crédit rapide sans enquête : jusqu’à 10 000 $ déposés aujourd’hui. Faites votre demande : pret-express-qc.com',
];

export const BLIND8_HAM = [
  ...BLIND8_ALERTS.map((t) => ['blind8 ham: alerts (en)', t]),
  ...BLIND8_HAM_EN.map((t) => ['blind8 ham: other (en)', t]),
  ...BLIND8_HAM_FR.map((t) => ['blind8 ham: French', t]),
];
export const BLIND8_SCAM = [
  ...BLIND8_SCAM_EN.map((t) => ['blind8 attacks: English', t]),
  ...BLIND8_SCAM_FR.map((t) => ['blind8 attacks: French', t]),
];
