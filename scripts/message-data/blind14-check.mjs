// Check list v14 for text messages (issue 23, round 13 helper "message14"): written by hand AFTER
// this helper's changes (speed only; no rule or weight changed), never tuned on, run once. Same kinds
// as blind14.mjs, fresh wordings; every person, amount, number and link is invented (bank, shop,
// carrier and network names are real; phone numbers are made up, 555 where possible).
// Each entry: [kind, text]. Run: node scripts/message-data/run-blind14.mjs [--show]

export const CHECK14_HAM = [
  [
    'business-link',
    'Videotron: Your payment of $78.40 has been received. See your account at https://videotron.com/client',
  ],
  [
    'business-link',
    "Metro: Votre commande d'épicerie sera livrée demain entre 9 h et 11 h. Modifier : https://www.metro.ca/commandes",
  ],
  [
    'business-link',
    'Indigo: Your order has shipped! Track package 1Z99 at https://www.indigo.ca/en-ca/account/orders',
  ],
  [
    'business-link',
    'Costco: Your photo order is ready for pickup at the Boucherville warehouse. costco.ca/photo',
  ],
  [
    'business-link',
    'Via Rail: Train 24 to Québec departs at 15:25 from track 12. Your e-ticket: https://www.viarail.ca/en/manage',
  ],
  [
    'business-link',
    'Fido : Votre facture de 55,20 $ est prête. Consultez-la dans MonFido : https://www.fido.ca/monfido',
  ],
  [
    'business-link',
    'Telus: Your technician Marc will arrive between 1 and 3 PM today. Details: https://www.telus.com/appointments',
  ],
  ['code', 'Your Microsoft account security code is 884210.'],
  ['code', 'Tangerine : Votre code de vérification est 302915. Ne le partagez avec personne.'],
  ['code', "WhatsApp code 551-028. Don't share this code with others."],
  ['code', 'Your PayPal code is 720144. Never share it; PayPal will never call you to ask for it.'],
  ['code', 'Code Facebook : 44817. Ne le communiquez à personne.'],
  [
    'promo',
    'Winners: New arrivals in store this week, up to 60% off compare-at prices. Reply STOP to opt out.',
  ],
  ['promo', 'La Vie en Rose : 2e article à 50 % ce week-end seulement. Textez STOP pour vous désabonner.'],
  [
    'promo',
    'Tim Hortons: Double points on any hot beverage until Sunday in the app. Msg&data rates may apply. STOP to end.',
  ],
  ['promo', 'Pharmaprix : 20x les points PC Optimum samedi sur les cosmétiques. STOP pour annuler.'],
  ['delivery', 'Canada Post: Your parcel 7040 1122 was delivered to your front door at 2:14 PM.'],
  ['delivery', "Intelcom : Votre colis Amazon sera livré aujourd'hui avant 21 h."],
  ['delivery', 'Amazon: Your package was delivered. It was handed to a resident.'],
  ['delivery', 'Uber Eats: Your order from Chez Tousignant was picked up and is on its way.'],
  [
    'delivery',
    "Purolator : Tentative de livraison, personne n'était présent. Votre colis sera disponible demain au point de service.",
  ],
  [
    'appointment',
    'Rappel : Votre rendez-vous au CLSC pour le vaccin est le 2 déc. à 13 h 40. Apportez votre carte RAMQ.',
  ],
  [
    'appointment',
    "Reminder from Dr. Nguyen's office: eye exam Thursday 4:15 PM. Reply Y to confirm, N to cancel.",
  ],
  [
    'appointment',
    'Garage Boisvert: Your winter tire change is booked Friday 8 AM. Call 450-555-0162 to change it.',
  ],
  ['appointment', 'Physio Action : rappel de votre séance mardi 10 h. Pour annuler, répondez ANNULER.'],
  ['alert', 'RBC: Your Visa payment of $620.00 was received. Thank you.'],
  ['alert', 'Desjardins : Achat de 38,75 $ chez PROVIGO avec votre carte se terminant par 4410.'],
  ['alert', 'TD: A withdrawal of $100.00 was made at an ATM on Nov 28 from account ending 0092.'],
  ['alert', 'N26: You received €250.00 from Anna Schmidt.'],
  [
    'alert',
    'Capital One: Your card ending 8812 was charged $9.99 by SPOTIFY. Not you? Call the number on your card.',
  ],
  ['alert', 'Nationwide: £60.00 has left your current account to THAMES WATER.'],
  ['alert', 'Scotiabank : Votre solde est de 1 204,18 $ au 28 nov.'],
  ['person', "I'm outside, the door is locked"],
  ['person', 'On se voit à la cabane à sucre samedi? Mathieu amène les enfants'],
  ['person', 'Sending you $30 for the pizza now, thanks for getting it'],
  ['person', "Hey it's Priya, new number! Save this one, my old phone died"],
  ['person', "Peux-tu me rappeler quand tu as deux minutes? Rien de grave, c'est pour le souper de Noël"],
  ['person', 'Congrats on the new job!! So proud of you'],
  ['person', 'the dog got into the garbage again lol'],
  ['person', 'Can you check if I left my keys on the counter?'],
  ['person', "Voici l'adresse du chalet : 122 chemin du Lac, Saint-Donat. Le code de la porte est 4471"],
  ['person', 'Your turn to drive the kids Tuesday, I have a late meeting'],
];

export const CHECK14_SCAM = [
  ['opener', 'Hello, is this Mr. Chen? I was referred by your colleague about the property.'],
  ['opener', "Hi there, sorry to bother you, are you Kevin's friend from the tennis club?"],
  ['opener', "Bonsoir, est-ce que c'est toujours le numéro de Sophie? On s'est croisés au gala."],
  ['opener', 'Good morning! I got your number from my old phone, do we know each other?'],
  [
    'brand-odd-link',
    'Purolator: We could not deliver your package. Reschedule and pay $1.45 at https://purolator-ship.sbs',
  ],
  [
    'brand-odd-link',
    'RBC: Your online banking has been locked. Restore access at https://rbc-verify-client.top',
  ],
  [
    'brand-odd-link',
    'Postes Canada : Votre colis est en attente, des frais de 2,99 $ sont requis : https://postescanada-frais.cyou',
  ],
  [
    'brand-odd-link',
    'Apple: Your iCloud storage is full and your photos will be deleted. Upgrade: https://icloud-storage-help.buzz',
  ],
  [
    'brand-odd-link',
    'Service Canada : Votre NAS a été suspendu. Vérifiez votre identité : https://servicecanada-nas.click',
  ],
  [
    'brand-odd-link',
    'Costco: You have been chosen for our loyalty reward. Claim it at https://costco-member-gift.vip',
  ],
  ['reply-ok', 'A transfer of $2,400 has been sent to you. Reply OK to confirm receipt.'],
  ['reply-ok', 'Un virement de 1 200 $ est en attente pour vous. Répondez OUI pour le recevoir.'],
  ['reply-ok', 'Funds of $650.00 are pending in your name. Text YES to release them.'],
  [
    'callback',
    'You may be owed up to $8,000 for your workplace injury. Speak to an advisor at 1-844-555-0175 today.',
  ],
  [
    'callback',
    'Our records show an unclaimed insurance refund of $520 in your name. Call 1-833-555-0108 to receive it.',
  ],
  ['callback', "Remboursement d'assurance de 380 $ non réclamé. Appelez le 1 855 555-0156 avant vendredi."],
  [
    'house-cash',
    'Hello, we pay cash for homes in your neighbourhood, any condition. Would you sell yours? Reply for an offer',
  ],
  [
    'house-cash',
    "Bonjour, j'achète des maisons comptant dans votre secteur, sans inspection. Seriez-vous intéressé à vendre?",
  ],
  [
    'car-refund',
    'Good news: drivers like you were overcharged on auto insurance. Claim your refund of $380: https://autoinsure-refund.top',
  ],
  [
    'car-refund',
    "Vous avez payé trop cher votre assurance auto. Obtenez jusqu'à 600 $ de retour, répondez OUI.",
  ],
  ['adult', 'Lonely wife nearby wants to chat tonight, no strings ;) https://hookup-near-you.xyz'],
  [
    'casino',
    'Your account got 100 free spins! Deposit $10, get $500 bonus at https://spinwin-casino.bet now',
  ],
  [
    'casino',
    'Bonus de bienvenue de 1000 $ + 200 tours gratuits au casino en ligne! Inscrivez-vous : https://jackpot-qc.win',
  ],
  [
    'loan',
    'Need cash fast? Loans up to $3,000 approved in minutes, bad credit OK. Apply: https://quickloan-ca.click',
  ],
  [
    'loan',
    "Besoin d'argent? Prêt de 2 500 $ approuvé aujourd'hui, même avec un mauvais crédit : https://pret-rapide.top",
  ],
  [
    'prize',
    'You are our lucky winner! A $500 Costco gift card is reserved for you. Claim: https://costco-winner.live',
  ],
  [
    'prize',
    'Bravo! Votre numéro a été tiré pour un iPad. Réclamez votre prix ici : https://tirage-gagnant.xyz',
  ],
  [
    'subscription',
    'Your Norton subscription was renewed for $289.99. To cancel and get a refund call 1-877-555-0190.',
  ],
  [
    'subscription',
    'Votre abonnement Netflix est suspendu. Mettez à jour vos informations : https://netflix-compte.site',
  ],
  [
    'subscription',
    'Amazon Prime: your membership will auto-renew at $199. To cancel press here https://prime-cancel-now.top',
  ],
  [
    'new-number',
    "Hey dad it's me, this is my new number, I need help paying a bill can you send $600 today?",
  ],
  [
    'new-number',
    "Maman, c'est moi, j'ai perdu mon téléphone. Peux-tu me faire un virement de 450 $? Je te rembourse demain",
  ],
];
