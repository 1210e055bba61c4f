// Blind list v18 for text messages (issue 23, round 17 helper "message18"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main eea8678; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, agency, carrier and club names are real; phone numbers and links are made up).
// BLIND18_HAM: kinds not in earlier lists: city and school notices, power and transit alerts, a
// library hold, a vet, a garage, a gym or club changing a class, sports teams and their coaches,
// a lottery's own promotion, e-Transfer "you sent" receipts, a relative who paid by mistake, a
// landlord, a blood drive, an airline's gate change, a ride arriving, India and US A2P receipts.
// BLIND18_SCAM: toll and parking fines, photo-radar tickets, a licence or health card about to lapse,
// streaming and cloud accounts suspended, customs fees, refund lures (Hydro-Québec, CRA, airline
// compensation), openers that name a shared activity (tennis, yoga, a run club, a book club),
// recruiters on WhatsApp, task jobs, a grandchild in trouble, "you sent money by mistake".
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind18.mjs [--show]

export const BLIND18_HAM = [
  [
    'city',
    'Ville de Laval : opération de déneigement dans votre secteur cette nuit dès 22 h. Déplacez votre véhicule pour éviter le remorquage.',
  ],
  [
    'city',
    'City of Ottawa: Boil water advisory lifted for Orléans as of 3 p.m. today. Details at ottawa.ca/water.',
  ],
  [
    'city',
    'Ville de Québec : la collecte des ordures de lundi est reportée à mardi en raison du congé. Merci de votre collaboration.',
  ],
  [
    'school',
    'École Saint-Joseph : la sortie au Biodôme de jeudi est annulée à cause de la tempête. Les élèves restent en classe.',
  ],
  ['school', 'Maple Grove PS: Picture day is Tuesday Oct 14. Retakes will be in November. No need to reply.'],
  [
    'school',
    'CPE Les Petits Pas : Léa a fait un peu de fièvre cet après-midi (38,2). Elle va bien, mais pouvez-vous venir la chercher vers 16 h?',
  ],
  [
    'power',
    'Hydro-Québec : panne dans votre secteur. Rétablissement prévu vers 19 h 30. Suivez l’évolution sur info-pannes.hydroquebec.com.',
  ],
  ['power', 'Toronto Hydro: Power has been restored at your address. Thank you for your patience.'],
  [
    'transit',
    'VIA Rail: Train 67 Montréal–Toronto is delayed about 40 min due to freight traffic. We apologize for the inconvenience.',
  ],
  [
    'transit',
    'STM : interruption de service sur la ligne verte entre Berri-UQAM et Lionel-Groulx. Reprise prévue vers 8 h 15.',
  ],
  [
    'library',
    'BAnQ : le document que vous avez réservé est disponible au comptoir de prêt jusqu’au 12 mars.',
  ],
  [
    'library',
    'Toronto Public Library: 2 holds are ready for pickup at Lillian H. Smith branch. Pick up by Nov 30.',
  ],
  [
    'vet',
    'Clinique vétérinaire Rosemont : rappel du vaccin annuel de Moka le 18 novembre à 10 h. Répondez C pour confirmer.',
  ],
  [
    'garage',
    'Hi it’s Marco from Garage Lapointe, your Civic is ready, total $486.20 with tax. We close at 6.',
  ],
  [
    'garage',
    'Pneus Robert : votre rendez-vous pour la pose des pneus d’hiver est confirmé samedi 9 h. Prévoyez 45 minutes.',
  ],
  [
    'gym',
    'Énergie Cardio : le cours de spinning de 18 h est annulé ce soir, l’instructrice est malade. Désolés!',
  ],
  ['gym', 'YMCA Westmount: Aquafit moves to pool B this week because of a swim meet. See you there!'],
  [
    'club',
    'Hi, this is Dana, the coach for the U11 Lynx. Practice is moved to 5:30 at Jarry field tomorrow, bring water.',
  ],
  [
    'club',
    'Salut c’est Julie du club de course, on part du chalet du parc à 7 h dimanche au lieu de 8 h. Bonne semaine!',
  ],
  [
    'club',
    'Hey it’s Priya from book club, we’re at my place Thursday 7pm, we’re on chapter 12. Bring a snack if you can.',
  ],
  [
    'club',
    'Tennis Boisbriand : votre terrain 4 est réservé pour mercredi 19 h. Annulation gratuite jusqu’à 24 h avant.',
  ],
  [
    'lottery',
    'Loto-Québec : le gros lot du Lotto Max est de 60 millions $ vendredi. Jouez sur lotoquebec.com. Texto ARRET pour vous désabonner.',
  ],
  [
    'lottery',
    'OLG: Lotto 6/49 Gold Ball jackpot is now $42 million for Saturday. Play at olg.ca. Reply STOP to opt out.',
  ],
  [
    'receipt',
    'RBC: You sent $85.00 to MARIE TREMBLAY by Interac e-Transfer. If you didn’t send this, call 1-800-769-2511.',
  ],
  [
    'receipt',
    'BMO : Vous avez envoyé 250,00 $ à JEAN ROY par virement Interac. Si ce n’est pas vous, appelez le 1-877-225-5266.',
  ],
  ['receipt', 'Chase: You sent $40.00 to Kevin L. with Zelle. Not you? Call us at 1-800-935-9935.'],
  [
    'family',
    'Maman ici, je t’ai envoyé 200 $ par erreur au lieu de ta sœur, peux-tu les lui transférer? Merci mon grand.',
  ],
  [
    'family',
    'Hey it’s Dad, I sent you the $300 for Mom’s gift by mistake, it was meant for your brother. Can you forward it to him?',
  ],
  [
    'landlord',
    'Bonjour, c’est Gilles le propriétaire. Le plombier passe demain entre 9 h et midi pour le chauffe-eau. Merci!',
  ],
  [
    'blood',
    'Héma-Québec : merci pour votre don du 3 octobre! Vous pourrez donner de nouveau à partir du 28 novembre.',
  ],
  [
    'airline',
    'Air Canada: Flight AC 412 to Montréal now departs from gate D42 at 18:05. Boarding begins at 17:25.',
  ],
  ['ride', 'Uber: Your driver Samir is arriving in a grey Toyota Camry, plate CJXR 418.'],
  ['ride', 'Taxi Diamond : votre taxi no 237 est arrivé devant le 4350, rue Saint-Denis.'],
  ['a2p-in', 'Your Swiggy order from Meghana Foods is out for delivery. Track live in the app.'],
  ['a2p-in', 'Rs 1,250.00 debited from A/c XX4821 on 14-11 for UPI to ZOMATO. Not you? Call 1800 1080. -SBI'],
  [
    'a2p-us',
    'Walgreens: Your prescription is ready for pickup at 1200 Main St. Reply STOP to opt out of texts.',
  ],
  ['a2p-us', 'Verizon: Your bill of $92.41 is due Dec 3. AutoPay is on, no action needed.'],
  ['friend', 'Are we still on for the hockey game Saturday? I got the tickets, you owe me $45 whenever.'],
  ['friend', 'Allo! La soirée de Noël du bureau est le 13 chez Élise, chacun apporte un plat. Tu confirmes?'],
  [
    'work',
    'Hi, this is Rachel from Deloitte HR. Confirming your interview Thursday 10am at 1190 Av. des Canadiens-de-Montréal, 5th floor.',
  ],
  [
    'realtor',
    'Bonjour, c’est Sophie de Via Capitale. La visite du condo rue Masson est confirmée samedi 14 h.',
  ],
  [
    'weather',
    'Alerte Québec : avertissement de pluie verglaçante pour Montréal cette nuit. Évitez les déplacements non essentiels.',
  ],
];

export const BLIND18_SCAM = [
  [
    'toll',
    '407 ETR: You have an unpaid toll balance of $6.89. Pay within 24h to avoid a $50 late fee: 407etr-billing.com/pay',
  ],
  [
    'toll',
    'Avis final : votre péage impayé de 4,35 $ sur l’autoroute 30 entraînera une amende. Réglez ici : a30-peage.info',
  ],
  [
    'parking',
    'Stationnement Montréal: your parking ticket of $62 is unpaid. Pay now to avoid doubling: stat-mtl-amendes.com',
  ],
  [
    'radar',
    'SAAQ : une infraction photo radar a été enregistrée avec votre véhicule. Consultez la photo et payez : saaq-constat.net',
  ],
  [
    'licence',
    'SAAQ: Your driver’s licence will be suspended on 11/30 for an unpaid fee. Renew now at saaq-qc-renew.com',
  ],
  [
    'health-card',
    'RAMQ : votre carte d’assurance maladie expire. Mettez à jour vos renseignements pour éviter l’interruption : ramq-carte.com',
  ],
  [
    'streaming',
    'Netflix: Your membership is on hold because we couldn’t process your payment. Update here: netflx-billing-ca.com',
  ],
  [
    'cloud',
    'iCloud: Your storage is full and your photos will be deleted in 48h. Upgrade free: icloud-storage-help.com',
  ],
  [
    'customs',
    'Postes Canada : votre colis est retenu aux douanes. Frais de 2,99 $ à payer sous 48 h : postescanada-douane.com',
  ],
  [
    'customs',
    'CBSA: A parcel addressed to you requires a duty payment of $3.15 before release. Pay: cbsa-parcel.online',
  ],
  [
    'refund',
    'Hydro-Québec : vous avez droit à un remboursement de 118,40 $ suite à une erreur de facturation. Réclamez-le : hq-rembourse.com',
  ],
  [
    'refund',
    'CRA: You are eligible for a GST rebate of $386.70. Claim before it expires: cra-rebate-canada.com',
  ],
  [
    'refund',
    'Air Canada: Your flight delay makes you eligible for $400 compensation. Submit your claim: aircanada-claims.net',
  ],
  [
    'opener',
    'Hi, it’s Emma from tennis, the coach gave me this number for the Saturday lesson. Is this still you?',
  ],
  [
    'opener',
    'Bonjour, c’est Chloé du cours de yoga de mardi. La prof m’a donné ton numéro, tu te souviens de moi?',
  ],
  [
    'opener',
    'Hey! Jason from run club here, we met at the 5K last month. Are you still training for the half?',
  ],
  [
    'opener',
    'Hello, this is Linda from the book club. Sorry, did I get the right number? I wanted to share the new list.',
  ],
  ['opener', 'Salut, c’est Marc du golf de dimanche. Tu m’avais dit de t’écrire ici. Comment ça va?'],
  [
    'recruiter',
    'Hi, I’m Sarah from Randstad. We saw your resume, part-time remote job $300-$800/day. Contact me on WhatsApp +1 415 555 0142',
  ],
  [
    'task',
    'Bonjour! Emploi à temps partiel : aimer des vidéos YouTube, 50 $ à 300 $ par jour, paiement quotidien. Écrivez sur Telegram @job_ca_rh',
  ],
  [
    'task',
    'Earn $150-$400 daily rating hotels from your phone, 30 min a day, no experience. Reply YES to get started.',
  ],
  [
    'grandparent',
    'Grandma it’s me, I got in a car accident and I’m at the police station. Please don’t tell Mom. I need $2,000 for bail, can you help?',
  ],
  [
    'grandparent',
    'Mamie c’est moi, j’ai perdu mon téléphone, c’est mon nouveau numéro. J’ai une facture urgente à payer, peux-tu m’aider?',
  ],
  [
    'mistake',
    'Hi, I accidentally sent $350 to your Interac email, it was for my landlord. Could you please send it back? Thank you so much.',
  ],
  [
    'mistake',
    'Bonjour, je vous ai transféré 480 $ par erreur hier soir. Pourriez-vous me les renvoyer svp? C’était pour mon loyer.',
  ],
  [
    'bank',
    'Desjardins : connexion inhabituelle détectée sur AccèsD. Si ce n’est pas vous, sécurisez votre compte : desjardins-securite.com',
  ],
  [
    'bank',
    'TD Alert: A purchase of $1,249.99 at BestBuy was flagged. Reply 1 if this was you or 2 to cancel and a specialist will call.',
  ],
  [
    'interac',
    'INTERAC e-Transfer: You have received $245.00 from CANADA REVENUE. Deposit now: interac-depot.com/claim',
  ],
  [
    'carrier',
    'Vidéotron : votre compte présente un crédit de 72,15 $. Pour le recevoir, confirmez votre carte : videotron-credit.com',
  ],
  [
    'prize',
    'Costco: Congratulations, you were selected for our member survey. Complete it to claim your $100 reward: costco-rewards.club',
  ],
  [
    'crypto',
    'Your Coinbase wallet withdrawal of 0.42 BTC is pending. If this wasn’t you, call support at +1 (888) 555-0199 immediately.',
  ],
  [
    'ticket',
    'Ticketmaster: Your Canadiens tickets were cancelled due to a payment issue. Reclaim your seats: tm-refund-center.com',
  ],
];
