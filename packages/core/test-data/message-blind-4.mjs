// Fourth blind lists for `pnpm eval:message` (issue 23, round 5 helper "message5"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once; the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`, never
// used to choose a rule or a threshold. No row of any corpus is here: every name, number and link is
// invented. Each entry: [set, text].

/** Texts that must stay calm: ordinary texts that share words with the spam below. */
export const BLIND4_HAM = [
  ['blind4 ham: fr', 'Tu as gagné ton pari, je te dois une bière! On se voit vendredi au bar?'],
  ['blind4 ham: fr', 'Maman a gagné 50 $ au bingo de la paroisse hier soir, elle est aux anges 😄'],
  [
    'blind4 ham: fr',
    'Casino de Montréal : votre réservation au restaurant Le Montréal est confirmée pour samedi 19 h. Pour annuler, répondez ANNULER.',
  ],
  [
    'blind4 ham: fr',
    'Banque Nationale : votre demande de prêt auto a été reçue. Un conseiller vous appellera d’ici 2 jours ouvrables.',
  ],
  [
    'blind4 ham: fr',
    'Colissimo : votre colis 6A19283746501 sera livré demain entre 9 h et 13 h. Suivi sur laposte.fr/outils/suivre-vos-envois',
  ],
  [
    'blind4 ham: fr',
    'IGA : cette semaine, 2 pour 6 $ sur les fraises du Québec! Détails sur iga.net. Répondez STOP pour vous désabonner.',
  ],
  [
    'blind4 ham: fr',
    'Salut, c’est Julie! Mon nouveau numéro, garde-le. On se reparle pour le souper de dimanche?',
  ],
  [
    'blind4 ham: fr',
    'Ton abonnement au gym se renouvelle le 1er, je pense qu’on devrait changer pour le forfait duo, c’est moins cher',
  ],
  [
    'blind4 ham: fr',
    'Rappel : votre rendez-vous chez Dr Tremblay est le 14 mars à 10 h 30. Pour modifier, appelez le 418 555-0142.',
  ],
  [
    'blind4 ham: fr',
    'Desjardins : un virement Interac de 120,00 $ de MARC L. a été déposé dans votre compte se terminant par 4410.',
  ],
  [
    'blind4 ham: fr',
    'J’ai reçu une amende de stationnement devant chez toi 😩 45 $, la prochaine fois je me gare au coin',
  ],
  [
    'blind4 ham: fr',
    'Loto-Québec : votre billet Lotto Max du 12 mars n’est pas gagnant. Consultez les résultats sur lotoquebec.com',
  ],
  [
    'blind4 ham: fr',
    'Coucou, ça fait longtemps! J’ai croisé ta sœur au marché, elle m’a donné ton numéro 🙂',
  ],
  [
    'blind4 ham: fr',
    'Free Mobile : votre facture de 19,99 € est disponible dans votre Espace Abonné. Elle sera prélevée le 5.',
  ],
  [
    'blind4 ham: en',
    'Caesars Rewards: your hotel stay at Caesars Windsor is confirmed for Mar 3. Manage it in the app. Reply STOP to opt out.',
  ],
  ['blind4 ham: en', 'You won the office pool!! $85, I will e-transfer it tonight lol'],
  [
    'blind4 ham: en',
    'Hey, is this still Dave’s number? It’s Karen from the book club, we moved the meeting to Thursday.',
  ],
  [
    'blind4 ham: en',
    'Canada Post: your parcel is ready for pickup at the Shoppers on Main St. Bring ID. Track at canadapost.ca',
  ],
  [
    'blind4 ham: en',
    'TD: Your loan payment of $412.50 was received. Thank you. Questions? Call 1-866-222-3456.',
  ],
  [
    'blind4 ham: en',
    'Home Depot: Spring savings, 20% off patio sets this week. homedepot.ca Reply STOP to unsubscribe.',
  ],
  ['blind4 ham: en', 'Long time no see! Saw your post about the new job, congrats. Coffee next week?'],
  ['blind4 ham: en', 'Your Costco membership renews on Apr 2. Manage auto-renewal at costco.ca/membership.'],
];

/** Scam and unwanted spam of the kinds recipients report: French (Québec and France) and English. */
export const BLIND4_SCAM = [
  // Casino and betting
  [
    'blind4 scam: fr',
    'Bonus exclusif : 200 tours gratuits + 500 € sans dépôt vous attendent ce soir ! Jouez maintenant sur spinroyale-fr.com',
  ],
  [
    'blind4 scam: fr',
    'Votre compte joueur a été crédité de 150 $. Réclamez vos gains avant minuit : mise-max.bet/qc',
  ],
  [
    'blind4 scam: fr',
    'Jackpot ! 1 000 € de bonus de bienvenue au casino en ligne n°1 en France. Inscris-toi : bit.ly/3xKasino',
  ],
  // Loans
  [
    'blind4 scam: fr',
    'Prêt personnel de 500 $ à 5000 $ accordé même avec un mauvais crédit ! Réponse en 1 heure. Appelez le 1 877 555-0199',
  ],
  [
    'blind4 scam: fr',
    'Votre demande de financement est pré-approuvée : 8 000 € disponibles sur votre compte sous 48 h. Validez : credit-express.info',
  ],
  [
    'blind4 scam: fr',
    'Besoin d’un rachat de crédit? Baissez vos mensualités de 60 %. Étude gratuite, répondez OUI.',
  ],
  // Vous avez gagné
  [
    'blind4 scam: fr',
    'Félicitations ! Vous avez gagné un iPhone 15 Pro lors de notre tirage au sort. Confirmez votre adresse ici : gagnant-fr.club',
  ],
  [
    'blind4 scam: fr',
    'Vous avez été sélectionné(e) pour recevoir une carte-cadeau Walmart de 1000 $. Répondez OUI pour la réclamer.',
  ],
  [
    'blind4 scam: fr',
    'Dernier rappel : votre lot (un robot Thermomix) n’a pas été réclamé. Frais de port de 2 € seulement : lot-cadeau.shop',
  ],
  [
    'blind4 scam: fr',
    'Bravo, tu es notre 1 000 000e visiteur ! Tu remportes un bon d’achat de 500 €. Clique vite : bonachat-gratuit.net',
  ],
  // Subscription traps
  [
    'blind4 scam: fr',
    'Ton essai gratuit de 3 jours est activé ! Profite de vidéos illimitées pour 0 €, puis 49,99 €/mois. Accès : vids-premium.xyz',
  ],
  [
    'blind4 scam: fr',
    'Votre abonnement Netflix a été suspendu, votre paiement a été refusé. Mettez à jour vos informations : netflix-aide.com',
  ],
  [
    'blind4 scam: fr',
    'Dernière chance ! Testez notre crème minceur pour 1 € seulement, satisfaite ou remboursée : offre-minceur.fr',
  ],
  // Adult and dating
  [
    'blind4 scam: fr',
    'Salut toi 😘 c’est Léa, 24 ans, je suis seule ce soir près de chez toi… écris-moi ici : lea-rencontre.love',
  ],
  [
    'blind4 scam: fr',
    'Nouveau message privé : 3 femmes célibataires de ta région veulent te rencontrer. Voir les photos : rencontres-discretes.com',
  ],
  [
    'blind4 scam: fr',
    'Coucou mon chéri, tu m’as oublié ? J’ai des photos coquines pour toi, appelle-moi au 0895 22 33 44',
  ],
  // Parcels
  [
    'blind4 scam: fr',
    'Postes Canada : votre colis est retenu au centre de tri, adresse incomplète. Mettez-la à jour : postes-canada.delivery-ca.com',
  ],
  [
    'blind4 scam: fr',
    'Chronopost : votre colis n’a pas pu être livré. Des frais de 1,45 € sont à régler pour une nouvelle livraison : chrono-suivi.info',
  ],
  [
    'blind4 scam: fr',
    'Colis en attente de livraison. Confirmez vos informations avant sa retour à l’expéditeur : 7tz.me/c0lis',
  ],
  // Fines and authorities
  [
    'blind4 scam: fr',
    'ANTAI : vous avez une amende impayée de 35 €. Sans paiement sous 48 h, elle sera majorée à 375 €. Payez : antai-paiement.com',
  ],
  [
    'blind4 scam: fr',
    'SAAQ : votre permis sera suspendu en raison d’une infraction non payée. Réglez maintenant : saaq-dossier.info',
  ],
  [
    'blind4 scam: fr',
    'Ameli : votre nouvelle carte Vitale est disponible. Commandez-la avant le 30, frais de 0,99 € : ameli-carte.info',
  ],
  [
    'blind4 scam: fr',
    'Votre compte CPF a 1 500 € de droits qui vont expirer. Utilisez-les avant la fin du mois, appelez-nous au 09 70 55 12 34',
  ],
  [
    'blind4 scam: fr',
    'Hydro-Québec : un remboursement de 147,90 $ est en attente sur votre compte. Acceptez-le ici : hydro-remb.online',
  ],
  // Crypto and investment
  [
    'blind4 scam: fr',
    'Investissez 250 € dans le Bitcoin et gagnez jusqu’à 3 000 € par semaine avec notre robot de trading. Places limitées : crypto-gains.pro',
  ],
  [
    'blind4 scam: fr',
    'Bonjour, je suis conseillère en placement. Un rendement garanti de 12 % par mois, ça vous intéresse? Écrivez-moi sur WhatsApp.',
  ],
  [
    'blind4 scam: fr',
    'Votre portefeuille crypto a reçu 0,45 BTC. Pour les retirer, validez votre identité : wallet-retrait.net',
  ],
  // Openers and callbacks
  [
    'blind4 scam: fr',
    'Bonjour, est-ce bien Mme Gagnon? Je suis Sophie, on s’est rencontrées au golf l’été dernier.',
  ],
  ['blind4 scam: fr', 'Salut, ça fait longtemps ! Tu te souviens de moi ? C’est Amélie de Lyon 😊'],
  [
    'blind4 scam: fr',
    'Vous avez droit à une indemnisation suite à votre accident de la route. Appelez gratuitement le 1 888 555-0147.',
  ],
  [
    'blind4 scam: fr',
    'Isolation de vos combles pour 1 € grâce aux aides de l’État ! Dernières places, répondez OUI pour être rappelé.',
  ],
  [
    'blind4 scam: fr',
    'Vous avez reçu un virement de 480,00 $. Répondez OK pour l’accepter sur votre compte.',
  ],
  // English recipients' spam
  ['blind4 scam: en', 'Hi, are you Jessica? This is Amanda, we met at the wine tasting in Napa last month.'],
  [
    'blind4 scam: en',
    'Is this the right number for Mr. Chen? I have the documents for the property you asked about.',
  ],
  ['blind4 scam: en', 'Hey long time no see! How have you been? I changed my number, save this one.'],
  [
    'blind4 scam: en',
    'Lowe’s: Congratulations, you have been selected for a $750 Lowe’s gift card. Claim within 24h: lws-rewards.promo',
  ],
  [
    'blind4 scam: en',
    'Costco members: your loyalty reward is waiting. Answer 3 questions to get your gift: cst-survey.florist',
  ],
  [
    'blind4 scam: en',
    'You received $350.00 from Cash Transfer. Reply OK to accept the deposit to your account.',
  ],
  [
    'blind4 scam: en',
    'Were you injured in a car accident in the last 3 years? You may be owed up to $25,000. Call 1-855-555-0190 now.',
  ],
  [
    'blind4 scam: en',
    'Your car insurance company overcharged you. Claim your refund of up to $900, call 1-844-555-0133 today.',
  ],
  [
    'blind4 scam: en',
    'We buy houses for cash in any condition! Get your offer in 24 hours. Reply YES for a quote.',
  ],
  [
    'blind4 scam: en',
    'Get 100% match bonus up to $1,000 + 50 free spins. New players only. Play at spinhaven.casino',
  ],
  [
    'blind4 scam: en',
    'Approved! You qualify for a $3,500 loan deposited today, no credit check. Finish here: quickcash-ok.com',
  ],
  ['blind4 scam: en', 'Hot singles in your area are waiting to chat 🔥 See who likes you: hookup-nearby.net'],
  [
    'blind4 scam: en',
    'Bitcoin is about to explode. Turn $250 into $5,000 in 7 days with our AI trader. Join: ai-profit-club.io',
  ],
  [
    'blind4 scam: en',
    'Chase: your debit card PIN was locked after 3 attempts. Unlock it now: bit.ly/chs-unlock',
  ],
  [
    'blind4 scam: en',
    'FedEx: Your package has a customs fee of $2.99 pending. Pay to release it: fdx-parcel.capital/pay',
  ],
];
