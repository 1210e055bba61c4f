// Tenth blind lists for `pnpm eval:message` (issue 23, round 11 helper "message11"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once on main's unchanged code; the first run is the figure BENCHMARKS.md quotes). Never used by
// `pnpm train:message`, never used to choose a rule or a threshold. No row of any corpus is here:
// every person, account, amount, reference and link is invented (bank, shop, carrier and agency
// names are real; phone numbers are made up).
// French spam and scams (Québec and France) of the kinds the hidden French spam set names: casino
// and loan offers, « vous avez gagné », subscription traps, CPF and training, Crit'Air, Ameli,
// parcels, fines, Hydro-Québec, Desjardins, ARC; French ordinary texts (personal, appointments,
// pharmacy, school, a real bank's alert, a real shop's promotion with STOP); English openers of
// strangers written with typographic punctuation, names and addresses in varied places; English
// ordinary texts that open a conversation for real.

/** Spam and scams, French (Québec and France). */
const BLIND10_SCAM_FR = [
  'Casino Royal en ligne : 200 tours gratuits + bonus de 500 € sur votre premier dépôt ! Jouez maintenant sur royal-spin-casino.fr. STOP au 36173',
  'Félicitations ! Vous avez gagné un iPhone 16 Pro. Réclamez votre lot avant minuit : cadeau-gagnant.shop',
  'Besoin d’argent rapidement ? Prêt de 500 $ à 5 000 $ approuvé en 24 h, même avec mauvais crédit. Répondez OUI pour être rappelé',
  'Prêt personnel entre particuliers, taux de 2 %, sans frais de dossier. Contactez M. Lefebvre par courriel : pret.lefebvre@gmail.com',
  'Vous avez été sélectionné(e) pour gagner une carte-cadeau Costco de 750 $. Confirmez votre participation : costco-gagnant.online',
  'Votre abonnement d’essai se termine aujourd’hui. Pour éviter le prélèvement de 49,99 €, annulez ici : stop-abonnement.info',
  'Mon Compte Formation : il vous reste 1 250 € de droits CPF qui expirent le 31/12. Utilisez-les avant la date : moncompte-cpf.site',
  'CPF : vos droits à la formation vont être perdus. Un conseiller vous rappelle gratuitement, répondez 1 pour être contacté',
  'Votre vignette Crit’Air n’est plus valide. Commandez la nouvelle avant le contrôle pour éviter une amende de 68 € : critair-vignette.com',
  'Ameli : votre carte Vitale doit être renouvelée. Faites la demande en ligne avant le 05/12 : ameli-renouvellement.fr',
  'Assurance Maladie : un remboursement de 148,60 € est en attente sur votre compte. Confirmez vos coordonnées bancaires : remb-ameli.info',
  'Colissimo : votre colis n’a pas pu être livré, frais de réexpédition de 1,99 €. Planifiez la livraison : colissimo-suivi.top',
  'Postes Canada : un colis vous attend, droits de douane impayés de 2,95 $. Payez ici : pc-douanes.xyz',
  'Chronopost : votre colis est bloqué au dépôt. Dernière tentative de livraison demain, confirmez votre adresse : chrono-livraison.live',
  'ANTAI : vous avez un avis de contravention impayé de 35 €. Réglez-le sous 48 h pour éviter la majoration : antai-amende.site',
  'Avis d’infraction : votre véhicule a été photographié en excès de vitesse. Payez l’amende réduite de 45 $ : constat-quebec.info',
  'Hydro-Québec : vous avez droit à un remboursement de 87,35 $ suite à un trop-perçu. Réclamez-le : hydro-remboursement.ca-client.com',
  'Hydro-Québec : votre service sera interrompu aujourd’hui à 16 h pour facture impayée. Payez immédiatement au 1-855-555-0148',
  'Desjardins : une transaction inhabituelle de 1 249,00 $ a été détectée. Si ce n’est pas vous, annulez-la ici : desjardins-alerte.com',
  'Desjardins AccèsD : votre code de sécurité expire. Réactivez votre accès pour continuer : accesd-desjardins.net',
  'ARC : votre déclaration a été révisée, un crédit de 412,00 $ vous est dû. Déposez-le par Interac : arc-credit.online',
  'Agence du revenu du Canada : vous avez un solde impayé. Des mesures légales seront prises si vous ne rappelez pas le 1-833-555-0177',
  'Interac : vous avez reçu un virement de 300,00 $. Acceptez-le ici : interac-depot.site',
  'Bonjour, c’est Mme Tremblay de la loterie Québec Max. Vous avez gagné 25 000 $, rappelez-nous pour réclamer votre prix',
  'Gagnez jusqu’à 3 000 $ par semaine depuis chez vous ! Aucun diplôme requis. Écrivez-nous sur WhatsApp : wa.me/15145550192',
  'Bonjour, je suis Nathalie, recruteuse. Un poste à temps partiel payé 450 $ par jour vous attend, intéressé(e) ?',
  'Rencontres coquines près de chez vous ! Des célibataires vous attendent, inscription gratuite : rencontre-chaude.fr',
  'Bonus exclusif : 100 % jusqu’à 1 000 $ + 50 tours gratuits au casino. Offre valide 24 h seulement ! bit.ly/3casinoqc',
  'Investissez 250 $ en cryptomonnaie et recevez 5 000 $ en 7 jours, garanti. Places limitées, répondez MAINTENANT',
  'Votre compte Netflix est suspendu, votre moyen de paiement a été refusé. Mettez-le à jour : netflix-aide.help',
  'SAAQ : votre immatriculation n’a pas été renouvelée. Payez les droits de 148 $ avant le 3 décembre : saaq-renouveler.top',
  'Service Canada : votre NAS a été utilisé pour des activités suspectes. Appelez immédiatement le 1-888-555-0163',
  'Orange : votre facture de novembre n’a pas été réglée. Régularisez avant la suspension de votre ligne : orange-facture.site',
  'Crédit Agricole : un nouvel appareil a été ajouté à votre compte. Si ce n’est pas vous, sécurisez votre compte : ca-securite.online',
  'Mutuelle santé : économisez jusqu’à 40 % sur votre complémentaire. Devis gratuit en 2 minutes, répondez DEVIS',
  'Dernier rappel : votre panneau solaire à 1 € ! Aide de l’État réservée aux propriétaires, vérifiez votre éligibilité au 09 70 55 01 44',
  'Bonjour, je suis agent immobilier et j’ai un acheteur pour votre maison au 2145 rue Beaubien. Offre comptant rapide, rappelez-moi',
  'Salut, c’est Julie ! On s’est croisés au salon de l’auto l’an dernier, tu te souviens de moi ?',
  'Vous avez une récompense de fidélité de 120 points Air Miles qui expire aujourd’hui. Échangez-les ici : airmiles-recompense.xyz',
  'Amazon : votre commande n° 402-5599 de 899,99 $ est confirmée. Si vous ne l’avez pas passée, appelez le 1-877-555-0124',
];

/** Ordinary texts, French (Québec and France). */
const BLIND10_HAM_FR = [
  'Salut! Je vais être en retard de 15 minutes, il y a un accident sur la 40',
  'Maman, peux-tu venir me chercher à l’école à 15 h 30? J’ai oublié mes clés',
  'On soupe chez mes parents dimanche, tu veux que j’apporte le dessert?',
  'Bonne fête ma belle! J’espère que tu passes une super journée 🎂',
  'As-tu vu mon courriel pour le chalet? Il faut réserver avant vendredi',
  'Je t’ai envoyé les 40 $ par virement Interac pour le souper, merci encore!',
  'T’es où? On t’attend devant le cinéma',
  'Coucou, on prend un café demain matin vers 10 h ?',
  'N’oublie pas d’acheter du lait et du pain en revenant stp',
  'Le plombier passe entre 13 h et 15 h, peux-tu être à la maison?',
  'Rappel : votre rendez-vous chez le dentiste Dr Gagnon est le mardi 3 déc. à 14 h. Répondez C pour confirmer ou appelez le 514-555-0181',
  'Clinique médicale du Plateau : votre rendez-vous avec Dre Roy est confirmé pour le 5 décembre à 9 h 15',
  'Jean Coutu : votre ordonnance est prête à être récupérée à la succursale Saint-Denis. Merci!',
  'Pharmaprix : votre médicament est prêt. Heures d’ouverture : 8 h à 22 h',
  'Pharmacie Lafrance : votre renouvellement d’ordonnance sera prêt demain après 14 h',
  'École Saint-Joseph : la journée pédagogique du 6 décembre est maintenue. Le service de garde sera ouvert',
  'Centre de services scolaire : les écoles sont fermées aujourd’hui en raison de la tempête',
  'Rappel : la réunion de parents aura lieu jeudi à 18 h 30 au gymnase. Bienvenue à tous!',
  'Desjardins : achat de 62,18 $ chez IGA avec votre carte Visa se terminant par 4410. Si vous ne reconnaissez pas cet achat, communiquez avec nous au numéro au dos de votre carte.',
  'Banque Nationale : un dépôt de 1 842,50 $ a été effectué dans votre compte le 27 nov.',
  'RBC : votre paiement de 120,00 $ à Vidéotron a été effectué.',
  'BMO : votre solde est inférieur à 100 $ dans le compte se terminant par 7721.',
  'Crédit Mutuel : votre virement de 250,00 € vers M. Dubois a bien été exécuté.',
  'SAQ : 20 % sur une sélection de vins ce week-end seulement, en succursale et en ligne. STOP pour vous désabonner',
  'Sephora : -15 % sur tout le site jusqu’à dimanche avec le code NOEL15. STOP au 36180',
  'Canadian Tire : les soldes du Vendredi fou commencent! Jusqu’à 60 % de rabais en magasin. Répondez STOP pour ne plus recevoir de messages',
  'Décathlon : votre commande est prête à être retirée en magasin. Présentez ce message à l’accueil',
  'Uber Eats : votre commande arrive dans 10 minutes',
  'Purolator : votre colis sera livré aujourd’hui entre 9 h et 17 h. Suivi : purolator.com',
  'Postes Canada : votre colis a été livré dans votre boîte aux lettres communautaire',
  'Hydro-Québec : panne dans votre secteur. Rétablissement prévu vers 18 h. Merci de votre patience',
  'Vidéotron : votre facture de 89,45 $ est disponible dans votre espace client',
  'Votre code de vérification Desjardins est 582 104. Ne le communiquez à personne.',
  'SNCF : votre train TGV 6123 part voie 7. Bon voyage!',
  'Doctolib : rappel de votre rendez-vous demain à 11 h avec Dr Martin, kinésithérapeute',
  'Garage Pelletier : votre voiture est prête, vous pouvez passer la chercher avant 17 h',
  'Bonjour, c’est Sophie, la voisine du 12. Votre colis a été laissé chez moi, passez quand vous voulez',
  'Salut, c’est Marc du hockey. La partie de jeudi est déplacée à 21 h à l’aréna Maurice-Richard',
  'Désolée, mauvais numéro! Bonne soirée',
  'Bonjour, ici Karine de la garderie. Léa fait un peu de fièvre, pourriez-vous venir la chercher?',
];

/** Openers of strangers, English, typographic punctuation, names and addresses in varied places. */
const BLIND10_OPENERS_EN = [
  'Hi, it’s Amy from the gym… are we still on for the golf lesson Saturday morning?',
  'Hello, this is Mr. Zhang’s assistant. He would like to discuss a business opportunity with you.',
  'Hi, I’m interested in buying your house at 418 Maple Street for cash – quick close, no repairs needed. Would you consider an offer?',
  'Good afternoon! I’m Linda, Mr. Wong’s secretary. He asked me to reach out about the investment we discussed.',
  '“Hi Jason, it’s Mia.” Are we still meeting for tennis at the club on Sunday?',
  'Hey there – is this David? We met at the wine tasting in Napa last month. It’s Grace 😊',
  'Hi, I’d like to make a cash offer on your property on Elm Road. Are you open to selling? – Mark',
  'Excuse me, is this Kelly? It’s Anna, your yoga instructor’s friend. She gave me your number…',
  'Hello, I’m Jennifer from Singapore. I found your number in my contacts, do we know each other?',
  'Hi, this is Kevin – your neighbour’s cousin. I’m a real estate investor and I’d buy 27 Oak Avenue as-is, all cash.',
  'Good morning, Mr. Li’s office here. The contract documents you requested are ready for your review.',
  'Hi! Long time no see… it’s Emily from the conference in Vegas, remember me? 😊',
  'Hi, are you the owner of 1203 Birch Lane? I have a buyer ready to pay cash – can we talk?',
  'Hey, it’s Sarah. Did you still want to go hiking this weekend? I got your number from Jessica',
  'Hello, my name is Daniel, I’m a recruiter at a digital marketing firm. Flexible part-time work, $300–$800 a day. Interested?',
  '“Dear, how are you?” I haven’t heard from you since the golf outing – it’s Helen.',
  'Hi, Tom here – Mrs. Chen’s personal assistant. She wanted me to confirm your dinner reservation tonight…',
  'Hey! It’s Lisa, we chatted at the art gallery opening. Are you free for coffee this week?',
  'Hi, I’m reaching out about the property at 56 Cedar Crescent – my client would like to make you an all-cash offer.',
  'Is this Michael? It’s Olivia. I just moved back from Hong Kong and I’m looking to reconnect with old friends…',
];

/** Ordinary texts that open a conversation for real, English. */
const BLIND10_OPENERS_HAM_EN = [
  'Hi, it’s Rachel from Dr. Patel’s office – just confirming your cleaning on Tuesday at 10. Reply C to confirm.',
  'Hey, this is Jordan from soccer. Got your number from the team list – are you driving Saturday?',
  'Hi! It’s Meg, Sam’s mom. Is Ethan allowed to come over after school tomorrow?',
  'Hi, this is Paul from Paul’s Plumbing – I’m running about 20 minutes late, sorry!',
  'Hey it’s Chris, new number. Save this one, the old phone died',
  'Hello, this is Dana, your new building manager. Water will be off Thursday 9–11 am for repairs.',
  'Hi, it’s Nora from the library – the book you reserved is in. We’ll hold it until Friday.',
  'Hi Mr. Thompson, this is Ms. Rivera, Leo’s teacher. Do you have a few minutes to chat tomorrow?',
  'Hey, it’s Ben from work. Are you coming to the team lunch today?',
  'Hi, this is Alex – we met at Jenna’s party. Here’s my number like I promised :)',
  'Hi, this is Jamie from the vet clinic. Max is out of surgery and doing great, you can pick him up after 4.',
  'Hey, is this still Laura’s number? It’s Kate from university – I’m in town next week!',
  'Good morning, this is Greg from Maple Ridge Realty returning your call about the listing on 14 Pine St.',
  'Hi, it’s Tina, the dog walker. Buddy had a great walk, all good!',
  'Hi, this is Sam’s dad – the kids want a sleepover Friday, is that OK with you?',
  'Hey, it’s Priya from yoga class. Want to carpool Thursday?',
  'Hi, I’m the tenant at 22 Walnut Ave – the furnace is making a loud noise again, can you send someone?',
  'Hello, this is Coach Marie. Practice is cancelled tonight because of the ice storm.',
  'Hi, it’s Omar from the garage – your car is ready, we close at 6.',
  'Sorry, wrong number – I was trying to reach my brother. Have a good one!',
];

export const BLIND10_HAM = [
  ...BLIND10_HAM_FR.map((t) => ['blind10 ham: French', t]),
  ...BLIND10_OPENERS_HAM_EN.map((t) => ['blind10 ham: openers (en)', t]),
];
export const BLIND10_SCAM = [
  ...BLIND10_SCAM_FR.map((t) => ['blind10 attacks: French', t]),
  ...BLIND10_OPENERS_EN.map((t) => ['blind10 attacks: openers (en)', t]),
];
