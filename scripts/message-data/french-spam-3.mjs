// Third batch of generated French spam (issue 23, round 14, helper message15), written AFTER the
// round's code changes (61f33ee) and measured on both builds: refund-by-phone and support-callback
// frauds (a payment said sent, call to cancel), government benefits (dental care, solidarity
// credit), SIM and phone-line suspensions, address confirmations by reply, quote requests never
// made. Every link, number and amount invented; brand names real. Same split as the other generators
// (the template's name; one in three to validation). Never used by `pnpm train:message`.
import { amountFr, digits, pick } from './business-templates.mjs';

const tld = (r) => pick(r, ['com', 'top', 'online', 'info', 'site', 'xyz', 'live', 'ca']);
const tel = (r) => `1 8${pick(r, ['33', '44', '55', '77'])} ${digits(r, 3)}-${digits(r, 4)}`;

/** [template name, maker (rnd) → text] */
export const FRENCH_SPAM_TEMPLATES_3 = [
  [
    'paiement envoyé: appelez',
    (r) =>
      `${pick(r, ['PayPal', 'Apple', 'Amazon'])} : un paiement de ${amountFr(r, 900)} $ a été autorisé sur votre compte. Si vous n'êtes pas à l'origine de cet achat, appelez le ${tel(r)} pour l'annuler.`,
  ],
  [
    'renouvellement antivirus',
    (r) =>
      `Votre abonnement ${pick(r, ['Norton', 'McAfee', 'Geek Squad'])} a été renouvelé pour ${amountFr(r, 500)} $. Pour un remboursement, contactez le service client au ${tel(r)}.`,
  ],
  [
    'soins dentaires',
    (r) =>
      `Gouvernement du Canada : vous êtes admissible au Régime canadien de soins dentaires. Activez votre couverture avant le ${pick(r, ['15', '30'])} : https://${pick(r, ['rcsd-inscription', 'soins-dentaires-canada'])}.${tld(r)}`,
  ],
  [
    'crédit solidarité',
    (r) =>
      `Revenu Québec : votre crédit d'impôt pour solidarité de ${amountFr(r, 400)} $ n'a pas pu être versé. Mettez à jour votre dépôt direct : https://${pick(r, ['rq-solidarite', 'credit-solidarite-qc'])}.${tld(r)}`,
  ],
  [
    'carte SIM bloquée',
    (r) =>
      `${pick(r, ['Vidéotron', 'Bell', 'Telus', 'Koodo'])} : votre carte SIM sera désactivée dans 24 h suite à une vérification d'identité incomplète. Confirmez ici : https://${pick(r, ['sim-verification', 'ligne-activation'])}.${tld(r)}`,
  ],
  [
    'adresse: répondez 1',
    (r) =>
      `Postes Canada : l'adresse de votre colis ${digits(r, 8)} est incomplète. Répondez 1 pour recevoir le lien de mise à jour, puis rouvrez ce message.`,
  ],
  [
    'devis: rappel',
    (r) =>
      `Bonjour, suite à votre demande de soumission pour ${pick(r, ['des fenêtres', 'une thermopompe', 'votre toiture'])}, un conseiller vous rappelle aujourd'hui. Confirmez votre disponibilité en répondant OUI.`,
  ],
  [
    'compte Netflix: suspendu',
    (r) =>
      `Netflix : nous n'avons pas pu valider vos informations de facturation. Votre compte sera suspendu dans 48 h. Mettez-les à jour : https://${pick(r, ['nflx-compte', 'netflix-facturation'])}.${tld(r)}`,
  ],
  [
    'billets concert',
    (r) =>
      `Dernière chance! Billets VIP pour ${pick(r, ['Céline Dion', 'Les Cowboys Fringants', 'Taylor Swift'])} à moitié prix, quantités limitées. Réservez : https://${pick(r, ['billets-vip-qc', 'spectacle-rabais'])}.${tld(r)}`,
  ],
];
