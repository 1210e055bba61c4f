// Second batch of generated French spam (issue 23, round 14, helper message15), written AFTER the
// round's second code change (76dfa9a) and measured on both builds: the kinds France's and Québec's
// recipients report that the first batch lacked: voicemail and "call me back" lures to premium or
// mobile numbers, registered letters, second-hand sale platforms "the buyer has paid", a new payee
// at the bank, Crit'Air and driving-licence points, health-insurance offers, Loto-Québec wins, SAAQ
// licence suspensions, fake job offers by WhatsApp. Every link, number and amount invented; brand
// names real. Same split as the other generators (the template's name; one in three to validation).
// Never used by `pnpm train:message`.
import { amountFr, day, digits, pick } from './business-templates.mjs';

const tld = (r) => pick(r, ['com', 'top', 'online', 'info', 'site', 'xyz', 'shop', 'fr', 'live']);
const mobile = (r) =>
  `0${pick(r, ['6', '7'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
const premium = (r) => `08 9${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
const qcTel = (r) => `${pick(r, ['438', '514', '581', '819'])} ${digits(r, 3)}-${digits(r, 4)}`;

/** [template name, maker (rnd) → text] */
export const FRENCH_SPAM_TEMPLATES_2 = [
  [
    'messagerie: vocal',
    (r) =>
      `Vous avez ${pick(r, ['1 nouveau message vocal', '2 messages vocaux'])} en attente. Pour l'écouter, rappelez le ${premium(r)}.`,
  ],
  [
    'messagerie: rappel urgent',
    (r) =>
      `Bonjour, c'est ${pick(r, ['Julie', 'Sandrine', 'Karine'])}, j'ai essayé de vous joindre pour une affaire importante vous concernant. Merci de me rappeler au ${premium(r)} avant ${pick(r, ['18 h', 'ce soir', 'demain midi'])}.`,
  ],
  [
    'lettre recommandée',
    (r) =>
      `La Poste : une lettre recommandée est en attente à votre nom. Planifiez sa remise avant le ${day(r)}/12 : https://${pick(r, ['lrar-suivi', 'recommande-laposte', 'courrier-en-attente'])}.${tld(r)}`,
  ],
  [
    'vente: acheteur a payé',
    (r) =>
      `${pick(r, ['Leboncoin', 'Vinted', 'Marketplace'])} : l'acheteur a réglé votre article (${amountFr(r, 200)} €). Pour recevoir l'argent, validez votre compte ici : https://${pick(r, ['paiement-securise-vendeur', 'lbc-transaction', 'vinted-virement'])}.${tld(r)}`,
  ],
  [
    'banque: nouveau bénéficiaire',
    (r) =>
      `${pick(r, ['La Banque Postale', 'Crédit Agricole', 'Société Générale'])} : un nouveau bénéficiaire a été ajouté à votre compte. Si vous n'êtes pas à l'origine de cet ajout, contactez immédiatement le service fraude au ${mobile(r)}.`,
  ],
  [
    'crit-air: vignette',
    (r) =>
      `Votre vignette Crit'Air n'est plus valide. Pour éviter une amende de ${pick(r, ['68', '135'])} €, commandez la nouvelle vignette : https://${pick(r, ['certificat-critair', 'vignette-air'])}.${tld(r)}`,
  ],
  [
    'permis: points',
    (r) =>
      `ANTS : ${pick(r, ['2', '4', '6'])} points ont été retirés de votre permis de conduire. Consultez votre solde et contestez sous 48 h : https://${pick(r, ['ants-permis-points', 'mes-points-permis'])}.${tld(r)}`,
  ],
  [
    'mutuelle: offre',
    (r) =>
      `Mutuelle santé à partir de ${pick(r, ['9,90', '12', '1'])} € par mois, sans questionnaire médical! Comparez gratuitement en 2 min : https://${pick(r, ['mutuelle-eco', 'sante-moins-chere'])}.${tld(r)}`,
  ],
  [
    'loto-québec: gagnant',
    (r) =>
      `Loto-Québec : Félicitations, votre numéro de cellulaire a été tiré lors du tirage spécial. Vous gagnez ${amountFr(r, 50000)} $. Appelez le ${qcTel(r)} pour réclamer votre lot.`,
  ],
  [
    'SAAQ: permis suspendu',
    (r) =>
      `SAAQ : votre permis de conduire sera suspendu le ${day(r)} déc. en raison d'un solde impayé de ${amountFr(r, 90)} $. Réglez-le ici : https://${pick(r, ['saaq-reglement', 'permis-qc-paiement'])}.${tld(r)}`,
  ],
  [
    'emploi: WhatsApp',
    (r) =>
      `Bonjour, notre entreprise recrute à temps partiel : ${pick(r, ['200', '350', '500'])} $ par jour, travail en ligne de la maison. Ajoutez-nous sur WhatsApp pour commencer aujourd'hui : wa.me/1${digits(r, 10)}`,
  ],
  [
    'Vidéotron: crédit',
    (r) =>
      `${pick(r, ['Vidéotron', 'Bell', 'Fizz'])} : Un crédit de ${amountFr(r, 120)} $ a été appliqué à votre compte suite à une erreur de facturation. Réclamez-le avant ce soir : https://${pick(r, ['credit-client-qc', 'remboursement-facture'])}.${tld(r)}`,
  ],
  [
    'colis: douane réponse',
    (r) =>
      `Votre colis n° ${digits(r, 10)} est retenu à la douane. Des frais de ${pick(r, ['1,99', '2,49', '3,00'])} € sont requis. Répondez OUI pour recevoir le lien de paiement.`,
  ],
  [
    'impôts: remboursement',
    (r) =>
      `impots.gouv : après un dernier calcul, vous pouvez bénéficier d'un remboursement de ${amountFr(r, 500)} €. Remplissez le formulaire : https://${pick(r, ['dgfip-remboursement', 'impots-regularisation'])}.${tld(r)}`,
  ],
  [
    'rencontre: message privé',
    (r) =>
      `${pick(r, ['Océane', 'Laura', 'Manon'])} vous a envoyé un message privé 💌 et ${pick(r, ['3', '5'])} photos. Lisez-le vite avant qu'il ne soit supprimé : https://${pick(r, ['tchat-rencontres', 'celibs-coquins'])}.${tld(r)}`,
  ],
  [
    'promo: sans désabonnement',
    (r) =>
      `DERNIERS JOURS ! ${pick(r, ['-70 %', '-80 %'])} sur ${pick(r, ['les montres de luxe', 'les parfums de marque', 'les sacs de créateurs'])}, livraison gratuite. Stock limité : https://${pick(r, ['luxe-destockage', 'marques-pas-cheres'])}.${tld(r)}`,
  ],
];
