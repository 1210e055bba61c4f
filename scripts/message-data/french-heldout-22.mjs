// Held-out French spam of issue 23, round 22 (helper msg22): written by hand for this project BEFORE
// any code change of this helper, measured once on the unchanged code of 9b4f2f5 and once at the end.
// NEVER tuned on: no rule, word or threshold of this round was chosen by looking at these rows (only
// their counts are read, with run-french-heldout22.mjs without --show until the final run). Every
// name, amount, number and link is invented. Kinds: credit offers, « travail à domicile », crypto
// investment, dating, casino, subscription traps, fake prizes, delivery fees.
export const FRENCH_HELDOUT_22 = [
  [
    'credit',
    'Besoin d’argent rapidement ? Obtenez jusqu’à 15 000 $ sans enquête de crédit. Réponse en 1 h : pretrapide-qc.com',
  ],
  [
    'credit',
    'Bonjour, je suis prêteur privé, je fais des prêts entre particuliers de 2 000 à 80 000 € à 2 %. Contactez-moi par courriel : m.durand.pret@gmail.com',
  ],
  [
    'credit',
    'Votre demande de crédit de 7 500 € a été acceptée. Confirmez votre dossier en répondant OUI à ce message.',
  ],
  [
    'domicile',
    'Offre d’emploi : mise sous pli à domicile, 25 € par enveloppe, aucune expérience requise. Kit de démarrage à 39 € : emploi-maison.fr',
  ],
  [
    'domicile',
    'Vous cherchez un revenu en plus ? 2 h par jour depuis chez vous, jusqu’à 3 000 $ par mois. Texte INFO au 514 555 0183',
  ],
  [
    'domicile',
    'Salut ! Une entreprise partenaire cherche des gens pour noter des produits sur Amazon, paiement quotidien. Intéressé(e) ? Réponds-moi sur WhatsApp',
  ],
  [
    'crypto',
    'Votre portefeuille Bitcoin a généré 3 214 € de gains. Retirez-les maintenant avant expiration : retrait-btc-gains.com',
  ],
  [
    'crypto',
    'Elon Musk lance sa nouvelle cryptomonnaie au Canada. Investissez 350 $ et doublez votre mise en 48 h : nouvelle-crypto-ca.net',
  ],
  [
    'crypto',
    'Bonjour, votre conseiller en placement vous attend. Rendement garanti de 12 % par mois sur l’or et la crypto. Rappelez-nous au 01 84 60 22 19',
  ],
  [
    'dating',
    'Coucou 😘 c’est Jessica, je suis nouvelle dans ta ville et je m’ennuie ce soir… regarde mes photos : jessica-privee.com',
  ],
  [
    'dating',
    'Une femme de votre région vous a envoyé 3 messages privés. Lisez-les gratuitement : celib-rencontre.fr/m',
  ],
  [
    'dating',
    'Salut, désolée de te déranger, on s’est parlé sur Tinder il y a quelques semaines ? J’ai changé de numéro, écris-moi sur WhatsApp',
  ],
  [
    'casino',
    '🎰 Pierre, ton bonus de 200 € expire ce soir ! Dépose 10 € et joue avec 210 € : casino-vip-fr.com',
  ],
  [
    'casino',
    'Paris sportifs : votre premier pari remboursé jusqu’à 100 € ! Code BIENVENUE sur parissport-bonus.fr',
  ],
  [
    'casino',
    'Jackpot ! Un joueur de Laval vient de gagner 48 000 $ aux machines à sous. À ton tour : lucky-qc-casino.com',
  ],
  [
    'subscription',
    'Votre abonnement Amazon Prime a expiré. Renouvelez-le pour 1 € et recevez 3 mois offerts : prime-renouvellement.fr',
  ],
  [
    'subscription',
    'Félicitations, vous faites partie des 100 clients tirés au sort pour un essai gratuit de crème anti-âge. Payez seulement les frais de port de 4,95 € : essai-beaute.fr',
  ],
  [
    'subscription',
    'Votre abonnement antivirus sera renouvelé aujourd’hui pour 389,99 $. Pour l’annuler, appelez le 1-844-555-0127.',
  ],
  [
    'prize',
    'Bravo ! Votre numéro a été tiré au sort pour gagner une Tesla Model 3. Confirmez votre participation : concours-tesla-fr.com',
  ],
  [
    'prize',
    'Carrefour vous offre un bon d’achat de 500 € pour son anniversaire. Répondez à 3 questions : carrefour-anniversaire.info',
  ],
  [
    'prize',
    'Vous avez un virement de 1 250,00 € en attente suite à votre gain. Contactez notre service au 07 56 43 21 09 pour le débloquer.',
  ],
  [
    'delivery',
    'Chronopost : votre colis ne peut pas être livré, frais de douane impayés (1,49 €). Réglez ici : chrono-douane.com',
  ],
  [
    'delivery',
    'Purolator : nous avons tenté de livrer votre colis. Reprogrammez la livraison et payez 2,15 $ : purolator-livraison.ca',
  ],
  [
    'delivery',
    'Mondial Relay : votre colis vous attend depuis 5 jours, il sera retourné à l’expéditeur. Confirmez votre point relais : mr-suivi.info',
  ],
];
