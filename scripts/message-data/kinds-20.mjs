// Round-19 templates (issue 23, helper message20), English and Québec French; same split as
// world-alerts.mjs (`templateIsValidation`, the template is the unit). Never used by training. No row
// of any corpus is here: every name, number and link is invented.
// Written AFTER this round's first rules (731bad3..4805178) by the same hand and committed before
// their first run: in-sample by authorship for the kinds of those rules (a relative's new account, a
// doubt about the number beside a chat app, an order number with letters, a study group in a chat
// app), a weak transfer figure for them; the other kinds (bank alerts of several countries, clinics,
// schools, shops, landlords, clubs, relatives' ordinary money talk; rental deposits, charity by
// e-Transfer, recovery offers, utility refunds) had no rule of this round when written.
// Run: node scripts/message-data/run-world.mjs
import { amount, digits, pick } from './business-templates.mjs';

const first = (r) => pick(r, ['Emma', 'Jason', 'Linda', 'Priya', 'Marc', 'Chloé', 'Kevin', 'Sofia']);
const kin = (r) => pick(r, ['Mom', 'Dad', 'Hi Mom', 'Hey Dad']);
const kinFr = (r) => pick(r, ['Maman', 'Papa', 'Allô maman', 'Salut papa']);
const bankCa = (r) => pick(r, ['RBC', 'TD', 'CIBC', 'BMO', 'Scotiabank', 'Tangerine']);
const store = (r) => pick(r, ['METRO', 'IGA', 'SHELL', 'TIM HORTONS', 'AMAZON.CA', 'PHARMAPRIX']);
const last4 = (r) => digits(r, 4);
const dayEn = (r) => pick(r, ['Monday', 'Tuesday', 'Thursday', 'Saturday']);
const dayFr = (r) => pick(r, ['lundi', 'mardi', 'jeudi', 'samedi']);
const tollFree = (r) => `1-${pick(r, ['800', '888', '877', '866', '844'])}-555-0${digits(r, 3)}`;
const orderNo = (r) =>
  `${pick(r, ['W', 'BB', 'AMZ-', 'CX', 'SE'])}${digits(r, 2)}${pick(r, ['K', 'X', 'H', 'P'])}${digits(r, 3)}`;
const app = (r) => pick(r, ['WhatsApp', 'Telegram', 'Signal']);

/** Ordinary (none should be flagged). */
export const KINDS20_HAM_TEMPLATES = [
  [
    'en: card purchase alert, Canada, masked card',
    (r) =>
      `${bankCa(r)}: A purchase of $${amount(r, 300)} at ${store(r)} was made with your card ending ${last4(r)}. Not you? Call the number on the back of your card.`,
  ],
  [
    'fr: alerte d’achat Desjardins, carte masquée',
    (r) =>
      `Desjardins : achat de ${amount(r, 300).replace('.', ',')} $ chez ${store(r)} avec la carte se terminant par ${last4(r)}. Ce n’est pas vous? Appelez le numéro au dos de votre carte.`,
  ],
  [
    'en: UK bank spend notification with balance',
    (r) =>
      `${pick(r, ['Monzo', 'Starling', 'Barclays'])}: You spent £${amount(r, 90)} at ${pick(r, ['Tesco', 'Pret', 'Boots'])}. Balance £${amount(r, 2000)}.`,
  ],
  [
    'en: Australian transfer alert with helpline',
    (r) =>
      `${pick(r, ['CommBank', 'Westpac', 'ANZ'])}: $${amount(r, 900)} transferred from acc ending ${last4(r)} on ${digits(r, 1)}1/0${digits(r, 1)}. Not you? Call 13 ${digits(r, 4)}.`,
  ],
  [
    'en: clinic appointment reminder, reply C to confirm',
    (r) =>
      `${pick(r, ['Clinique Santé Verdun', 'Maple Family Clinic', 'Dr. Okafor’s office'])}: reminder of your appointment ${dayEn(r)} at ${pick(r, ['9:30', '2:15', '11:00'])}. Reply C to confirm or call us to reschedule.`,
  ],
  [
    'fr: école, sortie et montant à payer sur le portail',
    (r) =>
      `École ${pick(r, ['Sainte-Marie', 'des Berges', 'du Boisé'])} : la sortie au musée est ${dayFr(r)}. Les ${amount(r, 30, false)} $ se paient sur le portail Mozaïk avant vendredi.`,
  ],
  [
    'en: shop, order ready for pickup with order number',
    (r) =>
      `${pick(r, ['Canadian Tire', 'Best Buy', 'Staples'])}: your order #${orderNo(r)} is ready for pickup. Bring photo ID and the order number.`,
  ],
  [
    'fr: commande confirmée, suivi dans l’appli',
    (r) =>
      `${pick(r, ['SAQ', 'Simons', 'Renaud-Bray'])} : votre commande no ${orderNo(r)} est confirmée. Suivez-la dans l’application.`,
  ],
  [
    'en: landlord, plumber visit',
    (r) =>
      `Hi it's ${first(r)}, your landlord. The plumber is coming ${dayEn(r)} morning for the bathroom leak, I'll let him in.`,
  ],
  [
    'fr: propriétaire, rappel du loyer au même compte',
    (r) =>
      `Bonjour, c’est ${first(r)}, votre propriétaire. Petit rappel : le loyer de ${amount(r, 1500, false)} $ est dû le 1er, par virement comme d’habitude. Merci!`,
  ],
  [
    'en: club, game moved, team chat on WhatsApp',
    (r) =>
      `${first(r)} from the ${pick(r, ['hockey team', 'soccer club', 'choir'])} here. ${dayEn(r)}'s game moved to 8. We're moving the team chat to ${app(r)}, ok if I add you?`,
  ],
  [
    'fr: ligue, la partie est déplacée',
    (r) =>
      `Salut, c’est ${first(r)} de la ligue de ${pick(r, ['quilles', 'balle molle', 'volley'])}. La partie de ${dayFr(r)} est déplacée à 20 h. On se parle sur ${app(r)} pour l’équipe?`,
  ],
  [
    'en: relative, new account news, no ask',
    (r) =>
      `${kin(r)}, I opened a new account at ${bankCa(r)} today, they gave me a $${pick(r, ['50', '100', '200'])} bonus!`,
  ],
  [
    'fr: proche, nouveau compte et remboursement par le rédacteur',
    (r) =>
      `${kinFr(r)}, mon nouveau compte est ouvert, je vais te faire le virement de ${amount(r, 90, false)} $ ce soir.`,
  ],
  [
    'en: relative asks if the money arrived',
    (r) =>
      `${kin(r)}, did the $${amount(r, 200, false)} I sent for ${pick(r, ['groceries', 'the hydro bill', 'Grandma’s gift'])} arrive? Let me know`,
  ],
  [
    'en: friend, new number with a name',
    (r) =>
      `Hey it's ${first(r)}, new number! My old phone ${pick(r, ['died', 'fell in the lake', 'got stolen at the gym'])}. Save this one`,
  ],
  [
    'en: networking follow-up after a conference',
    (r) =>
      `Great meeting you at the ${pick(r, ['conference', 'trade show', 'seminar'])} ${first(r)}, I'm sending the deck by email today.`,
  ],
  [
    'fr: clinique, on s’était parlé au téléphone',
    (r) =>
      `On s’était parlé au téléphone, c’est ${first(r)} de la ${pick(r, ['clinique', 'pharmacie', 'garderie'])}. Pouvez-vous me rappeler quand vous avez deux minutes?`,
  ],
  [
    'en: school study group',
    (r) =>
      `The ${pick(r, ['stock', 'crypto', 'investment'])} study group meets ${dayEn(r)} in room ${digits(r, 3)}, bring your laptop`,
  ],
  [
    'en: friend repays by e-Transfer',
    (r) =>
      `Just sent you $${amount(r, 80, false)} by e-Transfer for ${pick(r, ['the tickets', 'dinner', 'the cottage'])}, thanks again!`,
  ],
];

/** Scams (all should be flagged). */
export const KINDS20_SCAM_TEMPLATES = [
  [
    'en: relative, new account at another bank, send money there',
    (r) =>
      `${kin(r)} I opened a new account at another bank, send the $${amount(r, 900, false)} there instead please`,
  ],
  [
    'fr: proche, nouveau compte, envoie l’argent dessus',
    (r) =>
      `${kinFr(r)}, j’ai un nouveau compte dans une autre banque, envoie les ${amount(r, 900, false)} $ dessus stp`,
  ],
  [
    'en: stranger, is this still your number, move to app',
    (r) =>
      `${pick(r, ['Hello', 'Hi', 'Good evening'])}, is this still your number? Can we chat on ${app(r)}?`,
  ],
  [
    'fr: inconnu, est-ce toujours votre numéro, appli',
    (r) =>
      `${pick(r, ['Bonjour', 'Bonsoir', 'Allô'])}, est-ce toujours votre numéro? On se parle sur ${app(r)}?`,
  ],
  [
    'en: order with letters placed, toll-free callback',
    (r) =>
      `${pick(r, ['Amazon', 'Walmart', 'Apple'])}: your order #${orderNo(r)} of $${amount(r, 1500)} has been placed. If this wasn't you, call ${tollFree(r)}.`,
  ],
  [
    'fr: commande avec lettres confirmée, rappel sans frais',
    (r) =>
      `${pick(r, ['Best Buy', 'Costco', 'Amazon'])} : commande no ${orderNo(r)} de ${amount(r, 1500, false)} $ confirmée. Si ce n’est pas vous, appelez le ${tollFree(r)}.`,
  ],
  [
    'en: stock study group in a chat app',
    (r) =>
      `Join our free ${pick(r, ['stock', 'crypto', 'trading'])} study group on ${app(r)}, our analyst shares picks every morning`,
  ],
  [
    'en: social event claimed, name, question',
    (r) =>
      `${pick(r, ['Lovely', 'Great', 'So nice'])} meeting you at the ${pick(r, ['charity gala', 'art fair', 'wine tasting'])}. I'm ${first(r)}, do you remember me?`,
  ],
  [
    'en: rental deposit before any visit',
    (r) =>
      `About the apartment on ${pick(r, ['Rue Saint-Denis', 'Queen St', 'Bank St'])}: I'm abroad so no visit, send the $${amount(r, 1500, false)} deposit by e-Transfer and I'll mail you the keys.`,
  ],
  [
    'en: charity by e-Transfer after a disaster',
    (r) =>
      `${pick(r, ['Wildfire', 'Flood', 'Earthquake'])} victims need you NOW. Donate $${amount(r, 50, false)} by e-Transfer to ${pick(r, ['help', 'relief', 'aid'])}@${pick(r, ['relief-now', 'canada-aid', 'helpfund'])}.org`,
  ],
  [
    'en: crypto loss recovery, reply YES',
    (r) =>
      `Lost money to a crypto scam? Our recovery agents got back $${amount(r, 9, false)}M for Canadians. Reply YES for a free case review.`,
  ],
  [
    'fr: remboursement d’Hydro sur un site',
    (r) =>
      `Hydro-Québec : vous avez payé deux fois votre facture. Réclamez votre remboursement de ${amount(r, 300).replace('.', ',')} $ : hq-${pick(r, ['remboursement', 'credit', 'retour'])}.${pick(r, ['info', 'net', 'com'])}`,
  ],
];
