// Round 18 (issue 22): ordinary mail of modern senders near the round's rules (M: a new bank account
// for payments; P: a landlord's deposit and keys) and the brief's kinds: cloud-billing alerts,
// password resets the reader asked for, shared-document notices of real services, event platforms,
// landlords, suppliers' invoices and fraud warnings, payroll services, utilities, schools, airlines.
// Two templates a kind: the first is for fitting, the second for validation (generate-18.mjs writes
// them to separate files). Written for secapi by hand: no dataset row. Each template takes (rnd, o)
// with o = { fr } and returns { fromName, fromAddr, subject, body, headers? }.
import { alnum, digits, pick } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const amount = (rnd, lo, hi, fr) =>
  fr ? `${money(rnd, lo, hi).replace('.', ',')} $` : `$${money(rnd, lo, hi)}`;
const first = (rnd) => pick(rnd, ['Sam', 'Alex', 'Jordan', 'Camille', 'Mathieu', 'Priya', 'Nadia']);
const day = (rnd) => 1 + Math.floor(rnd() * 27);

/** A cloud budget or usage alert from the provider's own domain (fit). */
const cloudAlert = (rnd, o) => {
  const [name, addr, url] = pick(rnd, [
    ['AWS Budgets', 'no-reply@budgets.amazonaws.com', 'https://console.aws.amazon.com/billing/home#/budgets'],
    ['Google Cloud Billing', 'billing-noreply@google.com', 'https://console.cloud.google.com/billing'],
    [
      'Microsoft Azure',
      'azure-noreply@microsoft.com',
      'https://portal.azure.com/#view/Microsoft_Azure_CostManagement',
    ],
  ]);
  const spent = amount(rnd, 50, 400, o.fr);
  return {
    fromName: name,
    fromAddr: addr,
    subject: o.fr
      ? `Alerte de budget : ${spent} dépensés ce mois-ci`
      : `Budget alert: ${spent} spent this month`,
    body: o.fr
      ? `Bonjour,\n\nLes coûts réels de votre budget « prod-${digits(rnd, 2)} » ont atteint ${spent}, au-delà du seuil d'alerte de 80 %.\n\nConsultez le détail des coûts : ${url}\n\nVous recevez ce message parce que vous avez configuré cette alerte.`
      : `Hello,\n\nThe actual cost of your budget "prod-${digits(rnd, 2)}" has reached ${spent}, above your 80% alert threshold.\n\nReview your costs: ${url}\n\nYou are receiving this email because you set up this alert.`,
  };
};
/** A SaaS's failed card payment, asking to update the card on its own site (validation). */
const cloudCardDeclined = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['DigitalOcean', 'digitalocean.com'],
    ['Fly.io', 'fly.io'],
    ['Netlify', 'netlify.com'],
  ]);
  return {
    fromName: name,
    fromAddr: `billing@${d}`,
    subject: o.fr ? `Votre paiement à ${name} a été refusé` : `Your payment to ${name} was declined`,
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nNous n'avons pas pu prélever ${amount(rnd, 5, 90, true)} sur la carte se terminant par ${digits(rnd, 4)}. Mettez à jour votre mode de paiement d'ici 7 jours pour éviter l'interruption de vos services :\n\nhttps://cloud.${d}/account/billing\n\nL'équipe ${name}`
      : `Hi ${first(rnd)},\n\nWe couldn't charge ${amount(rnd, 5, 90, false)} to the card ending in ${digits(rnd, 4)}. Please update your payment method within 7 days to avoid an interruption of your services:\n\nhttps://cloud.${d}/account/billing\n\nThe ${name} team`,
  };
};

/** A password reset the reader asked for (fit). */
const resetAsked = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Canva', 'canva.com'],
    ['Strava', 'strava.com'],
    ['Duolingo', 'duolingo.com'],
    ['Ticketmaster', 'ticketmaster.ca'],
  ]);
  const link = `https://www.${d}/reset-password?token=${alnum(rnd, 24)}`;
  return {
    fromName: name,
    fromAddr: `no-reply@${d}`,
    subject: o.fr ? 'Réinitialisez votre mot de passe' : 'Reset your password',
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nVous avez demandé à réinitialiser votre mot de passe. Ce lien est valide pendant une heure :\n\n${link}\n\nSi vous n'avez rien demandé, ignorez ce courriel : votre mot de passe ne changera pas.`
      : `Hi ${first(rnd)},\n\nYou asked to reset your password. This link is valid for one hour:\n\n${link}\n\nIf you didn't ask for this, ignore this email: your password won't change.`,
  };
};
/** A school or college portal's password reset (validation). */
const schoolReset = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Omnivox', 'cegepmontpetit.omnivox.ca'],
    ['Brightspace - University of Ottawa', 'uottawa.brightspace.com'],
    ['Mozaïk-Portail', 'portailparents.ca'],
  ]);
  return {
    fromName: name,
    fromAddr: `ne-pas-repondre@${d}`,
    subject: o.fr ? 'Demande de réinitialisation du mot de passe' : 'Password reset request',
    body: o.fr
      ? `Bonjour,\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte. Cliquez sur le lien suivant dans les 30 minutes :\n\nhttps://${d}/reinitialiser?code=${alnum(rnd, 16)}\n\nSi vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.`
      : `Hello,\n\nWe received a request to reset the password of your account. Click the following link within 30 minutes:\n\nhttps://${d}/reset?code=${alnum(rnd, 16)}\n\nIf you did not make this request, you can ignore this message.`,
  };
};

/** A folder or file shared through Box, Dropbox or Google Drive (fit). */
const documentShare = (rnd, o) => {
  const who = pick(rnd, ['Alicia Martin', 'Marc-André Roy', 'Dana Whitfield', 'Sophie Tremblay']);
  const [svc, addr, url] = pick(rnd, [
    ['Box', 'noreply@box.com', `https://app.box.com/s/${alnum(rnd, 32)}`],
    ['Dropbox', 'no-reply@dropbox.com', `https://www.dropbox.com/scl/fo/${alnum(rnd, 20)}`],
    [
      'Google Drive',
      'drive-shares-dm-noreply@google.com',
      `https://drive.google.com/drive/folders/${alnum(rnd, 28)}`,
    ],
  ]);
  const file = pick(rnd, ['2027 Budget Drafts', 'Photos du voyage', 'Board minutes', 'Plans cuisine']);
  return {
    fromName: `${who} (via ${svc})`,
    fromAddr: addr,
    subject: o.fr ? `${who} a partagé « ${file} » avec vous` : `${who} shared "${file}" with you`,
    body: o.fr
      ? `${who} a partagé un dossier avec vous.\n\n« ${file} »\n\nOuvrir : ${url}\n\n${svc}`
      : `${who} shared a folder with you.\n\n"${file}"\n\nOpen: ${url}\n\n${svc}`,
  };
};
/** A comment on a shared document that mentions the reader (validation). */
const docComment = (rnd, o) => {
  const who = pick(rnd, ['Kim Ross', 'Luc Gagnon', 'Maya Patel']);
  const id = alnum(rnd, 40);
  return {
    fromName: `${who} (Google Docs)`,
    fromAddr: 'comments-noreply@docs.google.com',
    subject: o.fr
      ? `${who} vous a mentionné dans « Rapport annuel »`
      : `${who} mentioned you in "Annual report"`,
    body: o.fr
      ? `${who} a ajouté un commentaire :\n\n« Pouvez-vous vérifier les chiffres de la section 3 avant vendredi? »\n\nRépondre : https://docs.google.com/document/d/${id}/edit?disco=AAAA${digits(rnd, 6)}`
      : `${who} added a comment:\n\n"Can you check the figures in section 3 before Friday?"\n\nReply: https://docs.google.com/document/d/${id}/edit?disco=AAAA${digits(rnd, 6)}`,
  };
};

/** An event platform's registration (fit). */
const eventRegistered = (rnd, o) => {
  const [svc, addr, url] = pick(rnd, [
    ['Luma', 'notifications@calendar.luma-mail.com', `https://lu.ma/${alnum(rnd, 8)}`],
    ['Eventbrite', 'noreply@order.eventbrite.com', 'https://www.eventbrite.ca/mytickets/'],
    ['Meetup', 'info@meetup.com', `https://www.meetup.com/events/${digits(rnd, 9)}/`],
  ]);
  const ev = pick(rnd, ['Pricing Night', 'Marché de Noël', 'Python Montréal', 'Women in Data breakfast']);
  return {
    fromName: svc,
    fromAddr: addr,
    subject: o.fr ? `Vous êtes inscrit : ${ev}` : `You're registered: ${ev}`,
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nVotre inscription à ${ev} le ${day(rnd)} décembre est confirmée.\n\nVos billets : ${url}\n\nVous ne pouvez plus venir? Annulez votre inscription pour libérer votre place.`
      : `Hi ${first(rnd)},\n\nYou're registered for ${ev} on December ${day(rnd)}.\n\nYour tickets: ${url}\n\nCan't make it anymore? Cancel your registration to free your spot.`,
  };
};
/** An event's change of venue or time (validation). */
const eventChanged = (rnd, o) => {
  const ev = pick(rnd, ['Toronto Product Meetup', 'Soirée de réseautage', 'Halifax JS']);
  return {
    fromName: `${ev} via Meetup`,
    fromAddr: 'info@meetup.com',
    subject: o.fr ? `Changement de lieu : ${ev}` : `Venue changed: ${ev}`,
    body: o.fr
      ? `Bonjour,\n\nLe lieu de l'événement du ${day(rnd)} décembre a changé : nous serons au 2e étage du 192, avenue Spadina.\n\nDétails : https://www.meetup.com/events/${digits(rnd, 9)}/`
      : `Hello,\n\nThe venue of the December ${day(rnd)} event has changed: we'll be on the 2nd floor at 192 Spadina Ave.\n\nDetails: https://www.meetup.com/events/${digits(rnd, 9)}/`,
  };
};

const MANAGERS = [
  ['Greenway Property Management', 'greenwaypm.ca'],
  ['Gestion Immobilière Laval Nord', 'gestionlavalnord.ca'],
  ['Oakridge Apartments', 'oakridgeapts.ca'],
];
/** A property manager's rent reminder that says its payment details are unchanged (fit). */
const rentReminder = (rnd, o) => {
  const [name, d] = pick(rnd, MANAGERS);
  const rent = amount(rnd, 1100, 2400, o.fr);
  return {
    fromName: name,
    fromAddr: `notices@${d}`,
    subject: o.fr ? 'Rappel : loyer de décembre' : 'Reminder: December rent',
    body: o.fr
      ? `Bonjour,\n\nLe loyer de décembre (${rent}) est dû le 1er décembre. Si vous payez par prélèvement automatique, vous n'avez rien à faire. Nos coordonnées bancaires n'ont pas changé; nous ne vous demanderons jamais par courriel de payer dans un nouveau compte.\n\nPortail des résidents : https://${d}/residents\n\n${name}`
      : `Hello,\n\nDecember rent (${rent}) is due on December 1. If you pay by pre-authorized debit there is nothing to do. Our bank details have not changed; we will never ask you by email to pay into a new account.\n\nResident portal: https://${d}/residents\n\n${name}`,
  };
};
/** A landlord's reply about a viewing: away, a manager shows the place, keys on move-in day (validation). */
const landlordViewing = (rnd, o) => {
  const name = pick(rnd, ['Linda Park', 'Sylvain Roy', 'Dev Mehta']);
  const tel = `${pick(rnd, ['416', '514', '613'])}-555-01${digits(rnd, 2)}`;
  return {
    fromName: name,
    fromAddr: `${name.toLowerCase().replace(' ', '.')}@${pick(rnd, ['gmail.com', 'outlook.com', 'videotron.ca'])}`,
    subject: o.fr ? 'Re: logement à louer' : 'Re: apartment for rent',
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nJe suis à l'extérieur du pays jusqu'au ${day(rnd)} et je ne pourrai pas faire la visite moi-même; mon concierge (${tel}) vous fera visiter samedi. Le bail se signe en personne et le dépôt est payable à la signature. Les clés sont remises le jour du déménagement.\n\n${name}`
      : `Hi ${first(rnd)},\n\nI'm out of the country until the ${day(rnd)}th and can't show the apartment in person, but my property manager (${tel}) will show it on Saturday. We sign the lease in person and the deposit is due at signing. Keys are handed over on move-in day.\n\n${name}`,
  };
};

const SUPPLIERS = [
  ['Northline Fasteners', 'northlinefasteners.ca'],
  ['Emballages Boréal', 'emballagesboreal.ca'],
  ['Coastal Print Shop', 'coastalprint.ca'],
];
/** A supplier's invoice, paid to its usual account (fit). */
const supplierInvoice = (rnd, o) => {
  const [name, d] = pick(rnd, SUPPLIERS);
  const n = digits(rnd, 5);
  return {
    fromName: `${name} - Accounts Receivable`,
    fromAddr: `ar@${d}`,
    subject: o.fr ? `Facture ${n}` : `Invoice ${n}`,
    body: o.fr
      ? `Bonjour,\n\nVeuillez trouver ci-jointe la facture ${n} (${amount(rnd, 200, 9000, true)}), payable dans 30 jours par chèque ou par virement dans notre compte habituel.\n\nMerci,\n${name}`
      : `Hello,\n\nPlease find attached invoice ${n} (${amount(rnd, 200, 9000, false)}), due in 30 days by cheque or EFT to our usual account.\n\nThank you,\n${name}`,
  };
};
/** A supplier's warning that fraudsters announce a change of its bank details (validation). */
const supplierFraudWarning = (rnd, o) => {
  const [name, d] = pick(rnd, SUPPLIERS);
  const tel = `${pick(rnd, ['604', '819', '902'])}-555-01${digits(rnd, 2)}`;
  return {
    fromName: name,
    fromAddr: `comptabilite@${d}`,
    subject: o.fr ? 'Avis important à nos clients' : 'Important notice to our customers',
    body: o.fr
      ? `Bonjour,\n\nDes fraudeurs envoient des courriels en notre nom qui annoncent que nos coordonnées bancaires ont changé. C'est faux : nos coordonnées bancaires n'ont pas changé. Au moindre doute, appelez-nous au ${tel}.\n\n${name}`
      : `Hello,\n\nFraudsters are sending emails in our name claiming that our bank details have changed. They have not. If in doubt, call us at ${tel}.\n\n${name}`,
  };
};

/** A payroll service's notice that the reader's deposit account was updated (fit). */
const payrollUpdated = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Wagepoint', 'wagepoint.com'],
    ['Nethris', 'nethris.com'],
    ['Employment Hero', 'employmenthero.com'],
  ]);
  return {
    fromName: name,
    fromAddr: `notifications@${d}`,
    subject: o.fr
      ? 'Vos informations de dépôt direct ont été modifiées'
      : 'Your direct deposit information was updated',
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nLe compte de votre dépôt direct a été modifié. Votre prochaine paie sera versée dans le compte se terminant par ${digits(rnd, 4)}.\n\nSi vous n'êtes pas à l'origine de ce changement, communiquez avec le service de la paie de votre employeur.`
      : `Hi ${first(rnd)},\n\nYour direct deposit account was updated. Your next pay will be deposited into the account ending in ${digits(rnd, 4)}.\n\nIf you didn't make this change, contact your employer's payroll administrator.`,
  };
};
/** An employer's own memo asking staff to check their direct deposit in the HR portal (validation). */
const hrMemo = (rnd, o) => {
  const d = pick(rnd, ['harbourbuild.ca', 'fromagerie-lacroix.ca', 'kestrelarch.ca']);
  return {
    fromName: o.fr ? 'Ressources humaines' : 'Human Resources',
    fromAddr: `rh@${d}`,
    subject: o.fr ? 'Nouveau portail de paie en janvier' : 'New payroll portal in January',
    body: o.fr
      ? `Bonjour à tous,\n\nNous passons à un nouveau portail de paie le 1er janvier. Connectez-vous avant le ${day(rnd)} décembre pour vérifier vos informations de dépôt direct et votre adresse : https://paie.${d}\n\nMerci,\nRessources humaines`
      : `Hi all,\n\nWe're moving to a new payroll portal on January 1. Sign in before December ${day(rnd)} to check your direct deposit information and address: https://payroll.${d}\n\nThanks,\nHuman Resources`,
  };
};

export const ORDINARY_18_FIT = {
  cloudAlert,
  resetAsked,
  documentShare,
  eventRegistered,
  rentReminder,
  supplierInvoice,
  payrollUpdated,
};
export const ORDINARY_18_VALIDATION = {
  cloudCardDeclined,
  schoolReset,
  docComment,
  eventChanged,
  landlordViewing,
  supplierFraudWarning,
  hrMemo,
};
