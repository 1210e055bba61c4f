// Seventh blind lists for `pnpm eval:message` (issue 23, round 8 helper "message8"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once; the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`, never
// used to choose a rule or a threshold. No row of any corpus is here: every person, account, amount,
// address, reference and link is invented (shop, bank and carrier names are real; phone numbers are
// made up, 555 where the plan has it). The ordinary texts share words with round 7's families
// (openers, money, a house, a lawyer, a casino, crypto, a job, alerts, codes, promotions); the scams
// are of the public-smishing kind (courier fees, tolls and parking, tax refunds, bank "unusual
// activity", account locks, prizes). Each entry is a text; the sets are named at the bottom.

/** Ordinary texts, English: friends and family, real businesses. */
const BLIND7_HAM_EN = [
  // people
  'Hi, is this Jenna? It’s Priya from the daycare, we met at pickup. Here’s my number for the playdate Saturday',
  'Hey is this still Rob’s number? It’s Kevin from hockey, long time no see! Are you playing in the beer league this winter?',
  'Long time no see man, how’s the new job treating you? Lunch next week?',
  'Sent you the $45 for the concert tickets, let me know it came through',
  'Can you e-transfer me the $120 for the cottage? Password is lake2024',
  'I got your money, thanks! I’ll pay you back for the groceries on Friday',
  'The inspector came by the house today, roof needs work but the offer still stands. Our lawyer wants to close on the 30th',
  'Our lawyer called, we need to sign the papers for the house at 2pm tomorrow. Bring two pieces of ID',
  'Casino trip to Montreal still on for Saturday? I’ll drive. Bring cash for the blackjack tables lol',
  'Dude I bought some bitcoin last year and it’s finally up 20%. Should I sell?',
  'My brother keeps telling me to buy crypto, I told him I’d rather pay off my car first',
  'Just had the interview at Shopify, I think it went well! They said they’ll call by Friday',
  'I got the job!!! Starting Monday, pay is way better 🎉',
  'Mom my phone died, I’m texting from Sarah’s phone. I’ll be home by 10',
  'Can you call me when you get a minute? Nothing urgent, about the kids’ schedule',
  'Did you win anything at the raffle? I won a gift basket lol',
  // businesses
  'RBC: A purchase of $84.27 at COSTCO WHOLESALE was made on your Visa card ending in 4412. If this was not you, call 1-800-769-2511.',
  'TD Alert: Your chequing account ending 0917 has a balance of $1,204.55 as of Nov 26. Reply STOP to end alerts.',
  'Scotiabank: A withdrawal of $200.00 was made from account ****3381 on 11/25. Available balance: $612.40.',
  'Chase: You made a $52.10 transaction with AMAZON MKTPLACE on card ending 7720. Not you? Call the number on the back of your card.',
  'Barclays: Payment of £36.99 to NETFLIX.COM declined on card ending 2290. Check the Barclays app for details.',
  'Amex: A charge of $1,450.00 at AIR CANADA was approved on your card ending 31009. Questions? Call 1-800-668-2639.',
  'Your Uber code is 4821. Never share this code.',
  'Your Microsoft account security code is 730155. If you didn’t request it, you can ignore this message.',
  'Canada Post: Your package 7023 5511 8820 3341 will be delivered today. Track at canadapost.ca',
  'Purolator: Your shipment 332198470 was delivered at 1:42 PM and left at the front door.',
  'Reminder: Dr. Patel’s office, appointment Thursday Dec 3 at 9:15 AM. Reply C to confirm or call 905-555-0188 to reschedule.',
  'Sport Chek: Black Friday starts now, up to 50% off winter boots in store and at sportchek.ca. Reply STOP to unsubscribe.',
  'Hi Daniel, this is Meghan, a recruiter at Robert Half. I saw your profile on LinkedIn and have a payroll role in Mississauga. Would you be open to a quick call this week?',
  'Presto: Your card has been loaded with $40.00. Your new balance is $52.75.',
  'Your Rogers bill of $96.40 is ready. Pay by Dec 14 on rogers.com or the My Rogers app.',
  '407 ETR: Your statement of $23.18 is now available. Log in at 407etr.com to view it.',
];

/** Ordinary texts, French (Québec usage). */
const BLIND7_HAM_FR = [
  // gens
  'Salut, c’est bien le numéro de Sophie? C’est Maxime, le voisin du 12, pour le déneigement',
  'Allo! Ça fait longtemps, on se voit-tu aux Fêtes? Embrasse les enfants',
  'Je t’ai envoyé les 60 $ pour le souper, dis-moi si t’as reçu le virement',
  'Peux-tu m’envoyer 25 $ par Interac pour le cadeau de Julie? La réponse c’est julie25',
  'Merci pour l’argent, je te rembourse vendredi quand j’ai ma paye',
  'Le notaire veut nous voir jeudi pour signer l’acte de vente de la maison',
  'L’avocat dit que le dossier avance, on devrait avoir une réponse pour la pension le mois prochain',
  'On va au Casino de Montréal samedi pour la fête à Steph, tu viens? 🎰',
  'Mon chum a acheté du bitcoin en 2021, il a tout perdu haha. Moi je reste avec mon CELI',
  'J’ai eu le poste chez Desjardins!! Je commence le 5 janvier 🎉',
  'L’entrevue s’est bien passée, ils me rappellent la semaine prochaine',
  'Maman, mon cell est mort, j’emprunte celui de Léa. Je rentre vers 22 h',
  'Appelle-moi quand tu peux, c’est pour l’horaire de garde des enfants, rien d’urgent',
  'As-tu gagné quelque chose au tirage de l’école? Nous on a eu un panier de Noël',
  'Le courtier a visité la maison avec un acheteur, il pense qu’une offre s’en vient',
  'Bonne nouvelle, mon remboursement d’impôt est rentré! On va au resto',
  // entreprises
  'Desjardins : Achat de 67,43 $ chez METRO PLUS avec la carte Visa se terminant par 8841. Si ce n’est pas vous, composez le 1 800 224-7737.',
  'Banque Nationale : Retrait de 100,00 $ au guichet le 26 nov. Solde du compte ****5520 : 1 348,02 $.',
  'RBC : Votre paie de 2 145,88 $ a été déposée dans votre compte chèques se terminant par 6603.',
  'BMO : Un paiement de 310,00 $ à HYDRO-QUEBEC a été effectué à partir de votre compte ****2217.',
  'Caisse Desjardins : votre relevé de novembre est disponible dans AccèsD.',
  'Votre code de vérification Desjardins est 582914. Ne le communiquez à personne.',
  'Code de confirmation Uber : 6612. Ne le partagez pas.',
  'Postes Canada : Votre colis 7023 5511 8820 9912 sera livré aujourd’hui. Suivi sur postescanada.ca',
  'Purolator : Votre envoi 445120983 a été livré à 11 h 05 et laissé à la porte.',
  'Clinique médicale Saint-Denis : rappel de votre rendez-vous le 4 déc. à 8 h 45. Répondez OUI pour confirmer ou appelez au 514 555-0143.',
  'IGA : cette semaine, double points Scène+ sur les fruits et légumes. Répondez STOP pour vous désabonner.',
  'Bonjour Marie-Ève, ici Karine de Adecco. Un poste de réceptionniste à Laval correspond à votre profil. Êtes-vous disponible pour un appel?',
  'Hydro-Québec : votre facture de 142,56 $ est disponible dans votre Espace client. Échéance le 18 déc.',
  'Vidéotron : votre paiement de 89,95 $ a été reçu. Merci!',
  'SAAQ : rappel, votre permis de conduire expire le 12 janvier. Renouvelez-le sur saaq.gouv.qc.ca ou en centre de service.',
  'Revenu Québec : votre avis de cotisation est disponible dans Mon dossier.',
];

/** Smishing of the public-smishing kind, English. */
const BLIND7_SMISH_EN = [
  'Canada Post: your parcel is held at our depot due to unpaid customs fee of $2.99. Pay now to avoid return: canadapost-ca.delivery-hold.com',
  'USPS: Your package could not be delivered due to an incomplete address. Update here within 12 hours: usps-redeliver.top/us',
  'Purolator: 2nd delivery attempt failed. Schedule redelivery and pay $1.49 fee: purolator-resched.info',
  'DHL Express: your shipment is waiting for payment of import duties ($4.50). https://dhl-pay-duties.xyz/p/883',
  'FedEx: Jane, your package 4481 has a delivery problem. Confirm your details: fdx-track.site/c/4481',
  '407 ETR: You have an unpaid toll balance of $6.85. Pay today to avoid a $50 late fee: 407etr-payments.com',
  'E-ZPass: Final notice, your unpaid toll of $4.15 is overdue. Pay at ezpass-tolls.vip to avoid penalties.',
  'City of Toronto Parking: your vehicle received a parking violation. Pay $35 before Friday to avoid doubling: toronto-parking-ticket.com',
  'CRA: You are eligible for a tax refund of $486.50. Complete your deposit form: cra-refund-canada.info',
  'Canada Revenue Agency: your benefit payment was returned. Update your direct deposit at https://cra-arc-benefits.net/login',
  'IRS: We have processed your 2023 tax return. Your refund of $1,284 is pending verification: irs-refund-status.org',
  'RBC Alert: Unusual activity detected on your account. Verify your identity now: rbc-secure-verify.com',
  'TD Bank: we have locked your online banking after several failed sign-in attempts. Restore access: td-unlock-access.net',
  'Scotiabank: a new device has been added to your account. If this wasn’t you, cancel here immediately: scotia-device-review.com',
  'Wells Fargo: did you attempt a purchase of $749.99 at Best Buy? Reply YES or NO. If NO, visit wf-fraud-claims.com',
  'Your Netflix account has been suspended due to a billing problem. Update your payment method: netflix-billing-help.com',
  'Apple ID: Your account was locked for security reasons. Unlock at appleid-support-verify.com within 24 hours',
  'Interac e-Transfer: You have received $320.00 from MARK T. Deposit here: interac-deposit-funds.com/r/22',
  'Congratulations! You have been selected as the winner of a $500 Costco gift card. Claim by midnight: costco-rewards-winner.com',
  'Amazon: Your order #112-883 of iPhone 15 Pro ($1,199) is being processed. If you did not place this order, call 1-888-555-0129 immediately.',
  'Rogers: You have a credit of $72.14 on your account due to an overpayment. Claim your refund: rogers-refund.ca-claims.com',
  'Your Service Canada SIN has been suspended due to suspicious activity. Call 1-866-555-0104 immediately to avoid legal action.',
];

/** Smishing of the public-smishing kind, French. */
const BLIND7_SMISH_FR = [
  'Postes Canada : votre colis est retenu, des frais de douane de 2,99 $ sont à régler. Payez ici : postescanada-colis.info',
  'Purolator : échec de livraison de votre colis. Reprogrammez la livraison avant 24 h : purolator-livraison.top',
  'Colis en attente : adresse incomplète. Mettez à jour vos informations sur https://suivi-colis-ca.xyz',
  'Chronopost : votre colis ne peut être livré, frais d’affranchissement de 1,99 € non réglés : chrono-frais.com',
  'ARC : vous avez droit à un remboursement d’impôt de 412,35 $. Remplissez le formulaire : arc-remboursement.com',
  'Revenu Québec : un remboursement de 318,00 $ vous attend. Confirmez vos informations bancaires : revenuquebec-remb.net',
  'Agence du revenu du Canada : votre prestation a été suspendue. Mettez à jour votre dépôt direct : arc-canada-depot.info',
  'Desjardins : activité inhabituelle détectée sur votre compte. Veuillez vérifier votre identité : desjardins-securite-acces.com',
  'Banque Nationale : votre accès en ligne a été bloqué. Réactivez-le ici : bnc-reactivation.net',
  'RBC : un nouvel appareil a été ajouté à votre compte. Si ce n’est pas vous, annulez immédiatement : rbc-appareil-verif.com',
  'Virement Interac : vous avez reçu 250,00 $ de SYLVIE B. Déposez les fonds ici : interac-virement-depot.com',
  'SAAQ : votre permis sera suspendu pour une amende impayée de 48 $. Réglez-la aujourd’hui : saaq-amendes.info',
  'Ville de Montréal : vous avez reçu un constat de stationnement de 65 $. Payez avant vendredi pour éviter des frais : mtl-constat.com',
  'Péage A30 : un solde impayé de 7,40 $ est associé à votre plaque. Payez maintenant : a30-peage-paiement.com',
  'Hydro-Québec : vous avez payé en double. Un remboursement de 98,45 $ vous attend : hydroquebec-remboursement.com',
  'Bell : votre compte sera désactivé aujourd’hui en raison d’un paiement refusé. Mettez à jour vos informations : bell-paiement.info',
  'Félicitations! Vous avez été sélectionné pour gagner une carte-cadeau Walmart de 500 $. Réclamez-la ici : walmart-gagnant.com',
  'Netflix : votre abonnement est suspendu, votre paiement a échoué. Mettez à jour vos informations : netflix-ca-aide.com',
  'Service Canada : votre NAS a été suspendu pour activité suspecte. Appelez le 1 866 555-0177 immédiatement pour éviter des poursuites.',
  'Amazon : une commande de 899,99 $ a été passée sur votre compte. Si ce n’est pas vous, appelez le 1 888 555-0163 immédiatement.',
];

export const BLIND7_HAM = [
  ...BLIND7_HAM_EN.map((t) => ['blind7 ham: English', t]),
  ...BLIND7_HAM_FR.map((t) => ['blind7 ham: French', t]),
];
export const BLIND7_SCAM = [
  ...BLIND7_SMISH_EN.map((t) => ['blind7 smishing: English', t]),
  ...BLIND7_SMISH_FR.map((t) => ['blind7 smishing: French', t]),
];
