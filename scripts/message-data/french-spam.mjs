// Generator of French spam and scam texts of the kinds Québec and France receive (issue 23, round 14,
// helper message15), written for this project BEFORE any code change of this helper: casino and loan
// offers, « vous avez gagné », subscription traps, CPF training credits, energy-renovation offers,
// parcel fees, Ameli / ARC / Revenu Québec refunds, crypto investment, fines, dating and adult, work
// at home. Every link, number and amount invented; brand names real. The unit of the fit/validation
// split is the template (its name, `templateIsValidation` of world-alerts.mjs: one in three).
// Never used by `pnpm train:message`. Run: node scripts/message-data/run-world.mjs
import { amountFr, digits, pick } from './business-templates.mjs';

const tld = (r) => pick(r, ['com', 'top', 'online', 'info', 'site', 'xyz', 'shop', 'fr']);
const tel = (r) =>
  pick(r, [
    `1 8${pick(r, ['44', '55', '66', '77'])} ${digits(r, 3)}-${digits(r, 4)}`,
    `09 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    `514 ${digits(r, 3)}-${digits(r, 4)}`,
  ]);
const euro = (r) => pick(r, ['€', '$']);

/** [template name, maker (rnd) → text] */
export const FRENCH_SPAM_TEMPLATES = [
  [
    'casino: tours gratuits',
    (r) =>
      `${pick(r, ['Casino Royal', 'Lucky Spin', 'Jackpot Club'])} : ${pick(r, ['100', '200', '300'])} tours gratuits + ${pick(r, ['500', '1000'])} ${euro(r)} offerts sur votre 1er dépôt! Jouez maintenant : https://${pick(r, ['royal-spin', 'lucky-bonus', 'jackpot-club'])}.${tld(r)}/fr`,
  ],
  [
    'casino: bonus attend',
    (r) =>
      `Félicitations! Votre bonus de bienvenue de ${pick(r, ['500', '1000', '1500'])} ${euro(r)} vous attend au casino en ligne. Activez-le ici : ${pick(r, ['bit.ly', 'tinyurl.com', 'cutt.ly'])}/${pick(r, ['bonus', 'casino', 'spin'])}${digits(r, 3)}`,
  ],
  [
    'casino: machines à sous',
    (r) =>
      `Les machines à sous vous attendent 🎰 Misez ${pick(r, ['1', '2', '5'])} ${euro(r)} et repartez avec jusqu'à ${pick(r, ['5 000', '10 000'])} ${euro(r)}. Retrait rapide, sans vérification : https://${pick(r, ['slots-qc', 'mise-gagnante', 'casino-rapide'])}.${tld(r)}`,
  ],
  [
    'prêt: mauvais crédit',
    (r) =>
      `Besoin d’argent rapidement? Prêt de ${pick(r, ['500', '1000'])} $ à ${pick(r, ['5000', '10 000'])} $ approuvé en 24 h, même avec un mauvais crédit. Répondez OUI.`,
  ],
  [
    'prêt: sans justificatif',
    (r) =>
      `Crédit sans justificatif jusqu’à ${pick(r, ['15 000', '30 000', '50 000'])} €, réponse immédiate. Faites votre demande : https://${pick(r, ['credit-express', 'pret-facile', 'financement-rapide'])}.${tld(r)}`,
  ],
  [
    'prêt: consolidation',
    (r) =>
      `Consolidez vos dettes en un seul paiement mensuel réduit! Taux à partir de ${pick(r, ['2,9', '3,5', '4,1'])} %, aucune enquête de crédit. Appelez un conseiller au ${tel(r)}`,
  ],
  [
    'gagné: iPhone frais de port',
    (r) =>
      `Félicitations, vous avez gagné ${pick(r, ['un iPhone 16 Pro', 'une PS5', 'un Dyson V15'])}! Pour recevoir votre cadeau, payez les frais de port de ${pick(r, ['1,95', '2,00', '1,00'])} ${euro(r)} : https://${pick(r, ['gagnant-cadeau', 'mon-lot', 'tirage-gagnant'])}.${tld(r)}`,
  ],
  [
    'gagné: carte-cadeau',
    (r) =>
      `Vous avez été sélectionné pour gagner une carte-cadeau ${pick(r, ['Costco', 'IGA', 'Walmart', 'Carrefour'])} de ${pick(r, ['500', '750', '1000'])} ${euro(r)}. Réclamez-la avant minuit : https://${pick(r, ['recompense-client', 'cadeau-fidelite', 'sondage-gagnant'])}.${tld(r)}`,
  ],
  [
    'gagné: tirage',
    (r) =>
      `Bonne nouvelle! Votre numéro a été tiré au sort, vous remportez ${amountFr(r, 9000)} $. Appelez le ${tel(r)} avec le code ${digits(r, 4)} pour réclamer votre prix.`,
  ],
  [
    'abonnement: expiré',
    (r) =>
      `Votre abonnement ${pick(r, ['Netflix', 'Disney+', 'Spotify', 'Crave'])} a expiré. Pour continuer à profiter de vos séries, mettez à jour votre paiement : https://${pick(r, ['renouvellement', 'compte-abonnement', 'paiement-echoue'])}.${tld(r)}`,
  ],
  [
    'abonnement: essai 1 euro',
    (r) =>
      `Dernier rappel : votre essai gratuit se termine. Confirmez vos coordonnées bancaires pour recevoir ${pick(r, ['votre robot cuiseur', 'vos écouteurs', 'votre aspirateur'])} à 1 ${euro(r)} : https://${pick(r, ['offre-1euro', 'essai-offert', 'produit-test'])}.${tld(r)}`,
  ],
  [
    'abonnement: forfait offert',
    (r) =>
      `${pick(r, ['Fidèle client', 'Cher abonné'])}, ${pick(r, ['Vidéotron', 'Orange', 'SFR', 'Bell'])} vous offre ${pick(r, ['3 mois gratuits', '50 Go offerts', 'un forfait à vie'])}. Activez votre cadeau avant ce soir : https://${pick(r, ['mon-cadeau-mobile', 'offre-fidelite'])}.${tld(r)}`,
  ],
  [
    'CPF: droits à utiliser',
    (r) =>
      `Votre compte CPF est crédité de ${pick(r, ['1 850', '2 300', '5 000'])} €, utilisables avant le ${pick(r, ['31/12', '15/01'])}. Réservez votre formation gratuite : https://${pick(r, ['mon-cpf-droits', 'formation-cpf', 'cpf-solde'])}.${tld(r)}`,
  ],
  [
    'CPF: droits expirent',
    (r) =>
      `Attention, vos droits à la formation (CPF) de ${pick(r, ['1 200', '3 400'])} € expirent bientôt. Un conseiller vous rappelle, répondez OUI ou appelez le ${tel(r)}.`,
  ],
  [
    'rénovation: isolation 1 euro',
    (r) =>
      `Isolation à 1 € et pompe à chaleur financée par l’État : vérifiez votre éligibilité aux aides ${pick(r, ['MaPrimeRénov’', 'de l’État', 'Rénoclimat'])} en 2 minutes au ${tel(r)}`,
  ],
  [
    'rénovation: panneaux',
    (r) =>
      `Propriétaire? Installez des panneaux solaires sans frais et réduisez votre facture d'électricité de ${pick(r, ['50', '70'])} %. Subvention ${pick(r, ['2025', '2026'])} encore disponible : https://${pick(r, ['solaire-gratuit', 'eco-subvention'])}.${tld(r)}`,
  ],
  [
    'colis: frais livraison',
    (r) =>
      `${pick(r, ['Colissimo', 'Chronopost', 'La Poste', 'DHL'])} : votre colis est en attente, des frais de livraison de ${pick(r, ['1,99', '2,99', '3,49'])} € restent à payer. Réglez ici : https://${pick(r, ['colis-frais', 'suivi-livraison', 'reprogrammer'])}.${tld(r)}/suivi`,
  ],
  [
    'colis: douane Canada',
    (r) =>
      `Postes Canada : Votre colis ne peut être livré, frais de douane impayés (${pick(r, ['2,75', '3,25', '4,10'])} $). Payez ici : https://${pick(r, ['postescanada-frais', 'pc-livraison', 'colis-douane'])}.${tld(r)}`,
  ],
  [
    'remboursement: Ameli',
    (r) =>
      `Ameli : Vous avez droit à un remboursement de ${amountFr(r, 400)} €. Pour le recevoir, complétez votre dossier : https://${pick(r, ['ameli-remboursement', 'assure-ameli', 'compte-ameli-fr'])}.${tld(r)}`,
  ],
  [
    'remboursement: carte Vitale',
    (r) =>
      `Assurance Maladie : votre carte Vitale arrive à expiration. Commandez la nouvelle carte avant le ${pick(r, ['12/12', '20/01'])} : https://${pick(r, ['vitale-renouvellement', 'ma-carte-vitale'])}.${tld(r)}`,
  ],
  [
    'remboursement: ARC Interac',
    (r) =>
      `ARC : Un dépôt de ${amountFr(r, 900)} $ est en attente. Confirmez vos informations pour le recevoir par virement Interac : https://${pick(r, ['canada-arc-depot', 'arc-remboursement', 'arc-credit'])}.${tld(r)}`,
  ],
  [
    'remboursement: Revenu Québec',
    (r) =>
      `Revenu Québec : vous avez un remboursement d'impôt de ${amountFr(r, 900)} $ non réclamé. Réclamez-le avant le ${pick(r, ['30 nov.', '15 déc.'])} : https://${pick(r, ['rq-remboursement', 'revenu-qc-depot'])}.${tld(r)}`,
  ],
  [
    'remboursement: Hydro',
    (r) =>
      `Hydro-Québec : suite à une erreur de facturation, un crédit de ${amountFr(r, 300)} $ vous est dû. Réclamez-le ici : https://${pick(r, ['hq-credit-client', 'hydro-remboursement'])}.${tld(r)}`,
  ],
  [
    'crypto: trading automatique',
    (r) =>
      `Gagnez jusqu’à ${pick(r, ['3 000', '5 000'])} ${euro(r)} par semaine avec le trading automatique en crypto. Places limitées, inscrivez-vous : https://${pick(r, ['crypto-profit', 'bitcoin-auto', 'invest-ia'])}.${tld(r)}`,
  ],
  [
    'crypto: conseillère',
    (r) =>
      `Bonjour, je suis ${pick(r, ['Sophie', 'Claire', 'Julie'])}, conseillère en placements. Mes clients doublent leur investissement en ${pick(r, ['Bitcoin', 'crypto', 'or numérique'])} en ${pick(r, ['30', '60'])} jours. Voulez-vous en savoir plus?`,
  ],
  [
    'amende: ANTAI',
    (r) =>
      `ANTAI : Vous avez une amende impayée de ${pick(r, ['35', '68', '135'])} €. Sans paiement sous 48 h, elle sera majorée. Réglez-la sur https://${pick(r, ['antai-paiement', 'amende-gouv'])}.${tld(r)}`,
  ],
  [
    'amende: péage',
    (r) =>
      `${pick(r, ['SAAQ', 'Autoroute A30', 'Ulys'])} : un solde de péage de ${pick(r, ['4,25', '7,80'])} $ est impayé. Évitez des frais de ${pick(r, ['50', '75'])} $ en payant ici : https://${pick(r, ['peage-paiement', 'saaq-solde'])}.${tld(r)}`,
  ],
  [
    'maison: achat comptant',
    (r) =>
      `Bonjour, nous achetons des maisons comptant, dans l'état, sans commission. Intéressé à recevoir une offre pour votre propriété ${pick(r, ['rue des Érables', 'sur la 3e Avenue', 'à Laval'])}? Appelez le ${tel(r)}`,
  ],
  [
    'assurance: trop payé',
    (r) =>
      `Vous avez payé votre assurance auto trop cher. Un remboursement de ${pick(r, ['412', '680', '1 200'])} $ vous est dû. Appelez le ${tel(r)} pour le réclamer.`,
  ],
  [
    'travail: à domicile',
    (r) =>
      `Travail à domicile : ${pick(r, ['300', '500', '800'])} ${euro(r)} par jour, 1 h par jour sur votre téléphone, aucune expérience requise. Écrivez-nous sur WhatsApp : +1 ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 4)}`,
  ],
  [
    'rencontre: adulte',
    (r) =>
      `${pick(r, ['Marie', 'Chloé', 'Jessica'])}, ${pick(r, ['24', '29', '33'])} ans, habite près de chez vous et veut vous rencontrer ce soir 😘 Voir ses photos : https://${pick(r, ['rencontre-coquine', 'celib-local'])}.${tld(r)}`,
  ],
  [
    'voyance: appel',
    (r) =>
      `Un message important de votre voyante ${pick(r, ['Mireille', 'Laura'])} : un grand changement arrive dans votre vie amoureuse. Appelez vite le ${tel(r)} pour le découvrir.`,
  ],
];
