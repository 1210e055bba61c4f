// Round 13 (issue 22): ordinary mail in which one lure family stands alone, and scams of the same
// shapes. Written for secapi by hand: no dataset row. Each template takes (rnd, o) where `o` is the
// organisation ({ name, domain, fr }) and returns { subject, body } (plain text; links on o.domain
// unless the kind links to a named service). Used by generate-13.mjs.
import { digits, pick } from './senders.mjs';

const who = (rnd, fr) =>
  pick(rnd, fr ? ['Sophie', 'Mathieu', 'Élise', 'Karim'] : ['Sam', 'Jordan', 'Priya', 'Alex']);

export const ORDINARY = {
  newsBrief: (rnd, o) =>
    o.fr
      ? {
          subject: `L'essentiel du matin : ${pick(rnd, ['fuite de données chez un détaillant', 'hausse des fraudes au colis', 'la police met en garde contre les faux avis de livraison'])}`,
          body: `Bonjour,\n\nUne chaîne de magasins confirme qu'on a volé les mots de passe de ses clients; elle leur demande de changer leur mot de passe et de surveiller leurs relevés. https://www.${o.domain}/techno/${digits(rnd, 6)}\n\nLa police met en garde contre de faux textos de livraison qui réclament des frais pour un colis. https://www.${o.domain}/actualites/${digits(rnd, 6)}\n\nGérer mes infolettres : https://www.${o.domain}/infolettres`,
        }
      : {
          subject: `Morning brief: ${pick(rnd, ['a retailer breach', 'parcel scam texts rise', 'tax season scams'])}`,
          body: `Good morning.\n\nA retailer says attackers stole customer passwords; it asks customers to reset their password and check their statements. https://www.${o.domain}/tech/${digits(rnd, 6)}\n\nPolice warn about fake delivery texts asking for a fee to release a parcel. https://www.${o.domain}/local/${digits(rnd, 6)}\n\nManage your newsletters: https://www.${o.domain}/newsletters`,
        },
  portalConfirm: (rnd, o) =>
    o.fr
      ? {
          subject: 'Confirmez vos renseignements personnels avant la session d’hiver',
          body: `Bonjour,\n\nAvant l'inscription à la session d'hiver, ouvrez une session dans le portail et confirmez votre adresse postale et votre personne à joindre en cas d'urgence.\n\nPortail : https://portail.${o.domain}/dossier\n\n${o.name}`,
        }
      : {
          subject: pick(rnd, [
            'Please confirm your personal information',
            'Review your personal information before renewal',
          ]),
          body: `Hello,\n\nBefore the new term, please sign in to your member portal and confirm your mailing address and emergency contact. It takes two minutes.\n\nPortal: https://portal.${o.domain}/profile\n\n${o.name}`,
        },
  signInAlert: (rnd, o) =>
    o.fr
      ? {
          subject: 'Nouvelle connexion à votre compte',
          body: `Nous avons remarqué une nouvelle connexion à votre compte ${o.name} depuis ${pick(rnd, ['un iPhone', 'Windows', 'un Mac'])} à ${pick(rnd, ['Montréal', 'Québec', 'Gatineau'])}. Si c'était vous, vous n'avez rien à faire.\n\nActivité récente : https://compte.${o.domain}/securite`,
        }
      : {
          subject: pick(rnd, ['New sign-in to your account', 'Was this you?']),
          body: `We noticed a new sign-in to your ${o.name} account from ${pick(rnd, ['an iPhone', 'Windows', 'a Mac'])} in ${pick(rnd, ['Calgary', 'Toronto', 'Halifax'])}. If this was you, there is nothing to do.\n\nReview activity: https://account.${o.domain}/security`,
        },
  share: (rnd, o) =>
    o.fr
      ? {
          subject: `${who(rnd, true)} a partagé un dossier avec vous`,
          body: `${who(rnd, true)} vous a invité à modifier le dossier « Budget ${digits(rnd, 4)} ».\n\nOuvrir : https://files.${o.domain}/s/${digits(rnd, 8)}\n\nConnectez-vous à votre compte ${o.name} pour voir le dossier.`,
        }
      : {
          subject: `${who(rnd, false)} shared "${pick(rnd, ['Q1 plan', 'Team roster', 'Budget draft'])}" with you`,
          body: `${who(rnd, false)} invited you to edit a document.\n\nOpen: https://files.${o.domain}/s/${digits(rnd, 8)}\n\nSign in to your ${o.name} account to view it.`,
        },
  parcelShipped: (rnd, o) =>
    o.fr
      ? {
          subject: `Votre colis ${digits(rnd, 6)} est en route`,
          body: `Bonjour ${who(rnd, true)},\n\nVotre colis a été expédié et sera livré ${pick(rnd, ['mardi', 'jeudi', 'vendredi'])}. En votre absence, le livreur laissera un avis de livraison.\n\nSuivi : https://www.${o.domain}/suivi/${digits(rnd, 10)}`,
        }
      : {
          subject: `Your package ${digits(rnd, 6)} is on its way`,
          body: `Hi ${who(rnd, false)},\n\nYour package has shipped and should be delivered ${pick(rnd, ['Tuesday', 'Thursday', 'Friday'])}. If nobody is home, the driver will leave a delivery notice.\n\nTrack it: https://www.${o.domain}/track/${digits(rnd, 10)}`,
        },
  refundNote: (rnd, o) =>
    o.fr
      ? {
          subject: 'Votre déclaration : remboursement établi',
          body: `Bonjour ${who(rnd, true)},\n\nL'avis de cotisation est arrivé : vous recevrez un remboursement d'impôt de ${digits(rnd, 3)},${digits(rnd, 2)} $ par dépôt direct. Rien à faire de votre côté.\n\n${o.name}`,
        }
      : {
          subject: 'Your return: refund assessed',
          body: `Hi ${who(rnd, false)},\n\nYour notice of assessment arrived: you will get a tax refund of $${digits(rnd, 3)}.${digits(rnd, 2)} by direct deposit. Nothing to do on your side.\n\n${o.name}`,
        },
  invoiceReady: (rnd, o) =>
    o.fr
      ? {
          subject: `Votre facture ${digits(rnd, 6)} est prête`,
          body: `Bonjour,\n\nVotre facture de ${pick(rnd, ['novembre', 'décembre'])} (${digits(rnd, 2)},00 $) sera portée à la carte au dossier.\n\nConsulter : https://www.${o.domain}/facturation`,
        }
      : {
          subject: `Your invoice ${digits(rnd, 6)} is ready`,
          body: `Hello,\n\nYour ${pick(rnd, ['November', 'December'])} invoice ($${digits(rnd, 2)}.00) will be charged to the card on file.\n\nView it: https://www.${o.domain}/billing`,
        },
  contestWinner: (rnd, o) =>
    o.fr
      ? {
          subject: 'Félicitations, vous avez gagné notre tirage',
          body: `Bonjour ${who(rnd, true)},\n\nVous avez gagné deux billets pour le spectacle du ${digits(rnd, 1)}0 décembre. Passez les chercher à nos bureaux avec une pièce d'identité. Aucun paiement n'est demandé.\n\nRèglements : https://www.${o.domain}/concours`,
        }
      : {
          subject: 'Congratulations, you won our draw',
          body: `Hi ${who(rnd, false)},\n\nYou won two tickets to the December ${digits(rnd, 1)}0 show. Pick them up at our office with photo ID. No payment is ever needed.\n\nRules: https://www.${o.domain}/contests`,
        },
  cardExpiry: (rnd, o) =>
    o.fr
      ? {
          subject: 'Votre abonnement prendra fin le 31 décembre',
          body: `Votre carte de membre expire le 31 décembre. Les comptes expirés sont fermés après un an. Renouvelez en ligne ou sur place.\n\nRenouveler : https://www.${o.domain}/mon-compte`,
        }
      : {
          subject: 'Your membership ends on December 31',
          body: `Your membership card expires on December 31. Expired accounts are closed after a year. Renew online or in person.\n\nRenew: https://www.${o.domain}/my-account`,
        },
};

/** Scams in the same shapes: one lure, an own throw-away domain, links on it. */
export const SCAM = {
  mailboxPassword: (rnd, o) => ({
    subject: 'New voicemail (0:42)',
    body: `You have a new voice message from +1 ${digits(rnd, 3)} 555 ${digits(rnd, 4)}.\n\nPlay: https://${o.domain}/play?m=${digits(rnd, 6)}\n\nSign in with your email password to play the message.`,
  }),
  deletedInHours: (rnd, o) => ({
    subject: 'Payment failed',
    body: `Your storage payment failed. Your photos will be deleted in ${pick(rnd, ['24', '48', '72'])} hours unless you update your payment details.\n\nUpdate: https://${o.domain}/billing`,
  }),
  payrollPortal: (rnd, o) => ({
    subject: 'Verify your direct deposit information',
    body: `We are moving to a new payroll system. Verify your direct deposit information so your salary is paid.\n\nVerify: https://${o.domain}/portal`,
  }),
  vendorBank: (rnd, o) => ({
    subject: `Invoice ${digits(rnd, 5)}: updated remittance`,
    body: `Dear customer,\n\nOur bank details have changed. Please send payment of invoice ${digits(rnd, 5)} to our new account: transit ${digits(rnd, 5)}, account ${digits(rnd, 7)}.\n\nAccounts receivable`,
  }),
  seedPhrase: (rnd, o) => ({
    subject: 'Wallet re-synchronisation',
    body: `All wallets must be re-synchronised. Enter your 24-word recovery phrase to keep access.\n\nhttps://${o.domain}/sync`,
  }),
  quotaPlain: (rnd, o) => ({
    subject: 'Mailbox storage full',
    body: `Your mailbox has reached its storage limit. Sign in to your account to keep receiving messages.\n\nhttps://${o.domain}/login`,
  }),
  shareSignIn: (rnd, o) => ({
    subject: 'A document was shared with you',
    body: `A document was shared with you: "Payment_${digits(rnd, 4)}".\n\nSign in to your account to view it: https://${o.domain}/doc/${digits(rnd, 6)}`,
  }),
  refundClaim: (rnd, o) => ({
    subject: 'Tax refund available',
    body: `You are eligible for a tax refund of $${digits(rnd, 3)}.${digits(rnd, 2)}. Claim it here: https://${o.domain}/refund`,
  }),
};
