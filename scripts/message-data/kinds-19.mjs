// Round-18 templates (issue 23, helper message19). Two batches, each with its ordinary and its scam side,
// English and Québec French; same split as world-alerts.mjs (`templateIsValidation`, the template is
// the unit). Never used by training. No row of any corpus is here: every name, number and link is invented.
// - Batch a (KINDS19_*), written AFTER this round's first rules (eafbacd, 06509a9) by the same hand,
//   so in-sample for them by authorship: organisers' first texts about a meeting against strangers'
//   openers; sent-money receipts signed by a bank against unsigned or rail-signed ones, or ones that
//   offer the money back by phone; grandchildren's ordinary asks against the grandparent scam (held at
//   the police station, a car accident); a card number asked by text; money "waiting in your name".
// - Batch b (KINDS19B_*), written BEFORE any rule for its kinds: colleagues' and friends' lottery
//   pools against lottery scams; an age requirement ("someone 18+ must sign") against adult services;
//   landlords, clinics and small shops that name a fee against their scam twins.
// - Batch c (KINDS19C_*), written before any rule for its kinds: A2P texts of India, the US and France.
// Run: node scripts/message-data/run-world.mjs
import { amount, pick } from './business-templates.mjs';

const first = (r) =>
  pick(r, ['Emma', 'Jason', 'Linda', 'Priya', 'Marc', 'Chloé', 'Kevin', 'Sofia', 'Nadia', 'Tom']);
const reader = (r) => pick(r, ['Colette', 'Ben', 'Julie', 'Sam', 'Aïcha', 'Louis']);
const groupEn = (r) =>
  pick(r, ['the choir', 'the church committee', 'work', 'the office', 'the soccer team', 'the band']);
const meetingEn = (r) => pick(r, ['Rehearsal', 'Practice', 'The meeting', 'The game', 'Our shift swap']);
const groupFr = (r) =>
  pick(r, ['la chorale', 'le comité de parents', "l'équipe de soccer", 'la ligue de quilles', 'le bureau']);
const meetingFr = (r) => pick(r, ['La répétition', 'La pratique', 'La réunion', 'La partie']);
const dayEn = (r) => pick(r, ['Saturday', 'Sunday', 'Tuesday', 'Thursday', 'Monday']);
const dayFr = (r) => pick(r, ['samedi', 'dimanche', 'mardi', 'jeudi', 'lundi']);
const timeEn = (r) => pick(r, ['7 pm', '6:30', '10 am', '9:15']);
const timeFr = (r) => pick(r, ['19 h', '18 h 30', '10 h', '9 h 15']);
const phone = (r) =>
  `1-${pick(r, ['800', '888', '877', '866', '833', '855'])}-${pick(r, ['555', '642', '318'])}-0${pick(r, ['142', '199', '178', '123'])}`;
const person = (r) => pick(r, ['ALEX MARTIN', 'MARIE TREMBLAY', 'JEAN ROY', 'KEVIN LI', 'SARA NGUYEN']);
const bankEn = (r) =>
  pick(r, ['CIBC', 'RBC', 'TD', 'Scotiabank', 'BMO', 'Tangerine', 'Chase', 'Wells Fargo']);
const bankFr = (r) => pick(r, ['Desjardins', 'Banque Nationale', 'BMO', 'CIBC']);
const grand = (r) => pick(r, ['Grandma', 'Grandpa', 'Nana', 'Granny']);
const grandFr = (r) => pick(r, ['Grand-maman', 'Grand-papa', 'Mamie', 'Papi']);
const kid = (r) => pick(r, ['Lily', 'Noah', 'Emma', 'Léo', 'Maya']);

/** Batch a, ordinary (none should be flagged). */
export const KINDS19_HAM_TEMPLATES = [
  [
    'en: organiser checks the number, meeting and time',
    (r) =>
      `Hi, it's ${first(r)} from ${groupEn(r)}. Is this the right number for ${reader(r)}? ${meetingEn(r)} is ${dayEn(r)} at ${timeEn(r)}.`,
  ],
  [
    'en: organiser, did I get the right number',
    (r) =>
      `${first(r)} from ${groupEn(r)} here, did I get the right number? ${meetingEn(r)} moved to ${dayEn(r)}.`,
  ],
  [
    'fr: organisateur vérifie le numéro',
    (r) =>
      `Bonjour, ici ${first(r)} de ${groupFr(r)}. Est-ce bien le numéro de ${reader(r)}? ${meetingFr(r)} est ${dayFr(r)} à ${timeFr(r)}.`,
  ],
  [
    'fr: bon numéro et réunion',
    (r) =>
      `Salut c'est ${first(r)} de ${groupFr(r)}, est-ce le bon numéro? ${meetingFr(r)} de ${dayFr(r)} est annulée.`,
  ],
  [
    'en: bank receipt, card number',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 900)} to ${person(r)} by Interac e-Transfer. If you don't recognize this, call the number on the back of your card.`,
  ],
  [
    'en: bank receipt with helpline',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 900)} by Interac e-Transfer to ${person(r)}. Not you? Call ${phone(r)}.`,
  ],
  [
    'fr: reçu signé, numéro au verso',
    (r) =>
      `${bankFr(r)} : Vous avez envoyé ${amount(r, 900).replace('.', ',')} $ à ${person(r)} par virement Interac. Si ce n'est pas vous, appelez le numéro au verso de votre carte.`,
  ],
  [
    'fr: reçu signé avec numéro',
    (r) =>
      `${bankFr(r)} : Vous avez envoyé ${amount(r, 900).replace('.', ',')} $ à ${person(r)} par virement Interac. Pas vous? Composez le ${phone(r)}.`,
  ],
  [
    'en: grandchild asks for a ride after a class tour',
    (r) => `Hi ${grand(r)}! We toured the police station with my class today. Can you pick me up at 3?`,
  ],
  [
    'fr: petit-enfant raconte une visite',
    (r) =>
      `Allo ${grandFr(r)}! On a visité le poste de police avec l'école, c'était trop cool. Bisous, ${kid(r)}`,
  ],
  [
    'en: friend asks to text back a time',
    (r) => `Text me back your arrival time ${dayEn(r)} so I can grab you at the station!`,
  ],
  [
    'fr: dépôt de réservation en attente',
    (r) =>
      `${pick(r, ['Chalets Lanaudière', 'Camping du Lac', 'Salle Saint-Roch'])} : votre dépôt de ${amount(r, 300, false)} $ est en attente de confirmation. Répondez OUI pour confirmer.`,
  ],
];

/** Batch a, scams (all should be flagged). */
export const KINDS19_SCAM_TEMPLATES = [
  [
    'en: unsigned receipt with a number',
    (r) =>
      `You sent $${amount(r, 2000)} to ${person(r)} via Interac e-Transfer. If you did not authorize this, call ${phone(r)}.`,
  ],
  [
    'en: rail-signed receipt',
    (r) =>
      `${pick(r, ['Zelle', 'Interac'])}: You sent $${amount(r, 2000)} to ${person(r)}. Not you? Call ${phone(r)}.`,
  ],
  [
    'en: signed receipt offering a refund',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 2000)} to ${person(r)} with Zelle. Not you? Call ${phone(r)} to get a full refund.`,
  ],
  [
    'fr: reçu non signé avec numéro',
    (r) =>
      `Vous avez envoyé ${amount(r, 2000).replace('.', ',')} $ à ${person(r)} par virement Interac. Si ce n'est pas vous, appelez le ${phone(r)}.`,
  ],
  [
    'en: grandchild held at the police station',
    (r) =>
      `${grand(r)} it's me, I'm at the police station. I need $${amount(r, 3000, false)} for bail, please don't tell mom.`,
  ],
  [
    'en: grandchild in a car accident',
    (r) =>
      `${grand(r)} it's me, I was in a car accident and I need $${amount(r, 3000, false)} for the other driver. Don't tell dad.`,
  ],
  [
    'fr: petit-fils accident',
    (r) =>
      `${grandFr(r)} c'est moi, j'ai eu un accident. Il me faut ${amount(r, 3000, false)} $ pour l'autre conducteur, ne dis rien à maman.`,
  ],
  [
    'en: card number by text',
    (r) =>
      `Congrats! You won a $${amount(r, 1000, false)} ${pick(r, ['Walmart', 'Costco', 'Best Buy'])} card. Text back your card number to pay the $4.99 shipping.`,
  ],
  [
    'fr: dépôt en attente à votre nom',
    (r) =>
      `Un dépôt de ${amount(r, 3000, false)} $ est en attente à votre nom. Répondez OUI pour l'accepter.`,
  ],
  [
    'en: stranger says still your number',
    (r) =>
      `Hi, this is ${first(r)} from the ${pick(r, ['wine club', 'yoga retreat', 'book club'])}. Is this still your number? I have something for you!`,
  ],
];

/** Batch b, ordinary (none should be flagged). */
export const KINDS19B_HAM_TEMPLATES = [
  [
    'en: office lottery pool',
    (r) =>
      `Office ${pick(r, ['Lotto Max', 'Lotto 6/49', 'Powerball'])} pool is $${pick(r, ['5', '10', '20'])} each this week, the jackpot is huge. Pay me by ${dayEn(r)}!`,
  ],
  [
    'fr: groupe de loterie au bureau',
    (r) =>
      `Pour le groupe du ${pick(r, ['Lotto Max', '6/49'])} au bureau, c'est ${pick(r, ['5', '10'])} $ chacun cette semaine. Je ramasse ${dayFr(r)}.`,
  ],
  [
    'en: friends split a ticket',
    (r) =>
      `We won $${pick(r, ['20', '48', '100'])} on the ${pick(r, ['Lotto Max', 'scratch ticket', '6/49'])} lol, I'll split it with you ${dayEn(r)}`,
  ],
  [
    'en: delivery needs an adult',
    (r) =>
      `Your ${pick(r, ['IKEA', 'Best Buy', 'Wayfair', 'The Brick'])} delivery is ${dayEn(r)} between 12:00 and 16:00. Someone 18+ must be home to sign.`,
  ],
  [
    'en: event age rule',
    (r) =>
      `Reminder: ${pick(r, ['comedy night', 'the concert', 'trivia night'])} is ${dayEn(r)} at ${timeEn(r)}. 18+ with ID only.`,
  ],
  [
    'fr: livraison, adulte requis',
    (r) =>
      `Votre livraison ${pick(r, ['Tanguay', 'Brault & Martineau', 'IKEA'])} est prévue ${dayFr(r)} entre 8 h et 12 h. Une personne de 18 ans et plus doit être présente.`,
  ],
  [
    'en: landlord names the rent',
    (r) =>
      `Hi it's ${first(r)} your landlord, rent of $${amount(r, 2000, false)} is due on the 1st as usual. The plumber comes ${dayEn(r)}.`,
  ],
  [
    'fr: clinique, frais de rendez-vous manqué',
    (r) =>
      `${pick(r, ['Clinique dentaire Rosemont', 'Physio Plus', 'Clinique Vétérinaire Laval'])} : rappel de votre rendez-vous ${dayFr(r)} à ${timeFr(r)}. Des frais de 40 $ s'appliquent si vous ne vous présentez pas.`,
  ],
];

/** Batch b, scams (all should be flagged). */
export const KINDS19B_SCAM_TEMPLATES = [
  [
    'en: lottery win, fee first',
    (r) =>
      `Your number won $${amount(r, 900000, false)} in the ${pick(r, ['Lotto Max', 'Powerball', '6/49'])} draw! Pay the $${pick(r, ['150', '250'])} release fee to claim.`,
  ],
  [
    'fr: loterie gagnée, frais',
    (r) =>
      `Félicitations! Vous avez gagné ${amount(r, 900000, false)} $ au ${pick(r, ['Lotto Max', '6/49'])}. Payez les frais de ${pick(r, ['150', '250'])} $ pour recevoir vos gains.`,
  ],
  [
    'en: adult 18+ link',
    (r) =>
      `18+ only 😘 ${first(r)} wants to meet you tonight, see her pics: ${pick(r, ['hotdates-now.xyz', 'meetlocal.click', 'flirt4u.top'])}/p`,
  ],
  [
    'en: landlord new account',
    (r) =>
      `Hi it's your landlord, we changed banks. Send the $${amount(r, 2000, false)} rent by e-transfer to ${pick(r, ['rent.mgmt.pay', 'landlordpayments', 'tenantdesk'])}@gmail.com today.`,
  ],
  [
    'fr: propriétaire, nouveau compte',
    (r) =>
      `Bonjour c'est votre propriétaire, nous avons changé de banque. Envoyez le loyer de ${amount(r, 2000, false)} $ par virement à ${pick(r, ['loyer.paiement', 'gestion.loyers'])}@gmail.com aujourd'hui.`,
  ],
  [
    'en: clinic fee by link',
    (r) =>
      `${pick(r, ['Clinic', 'Medical Centre', 'Pharmacy'])}: your appointment is on hold. Pay the $${pick(r, ['2.99', '4.50'])} booking fee at ${pick(r, ['clinic-bookings.top', 'med-appt.online'])}/pay`,
  ],
];

const inr = (r) => `${pick(r, ['Rs.', 'INR ', 'Rs '])}${amount(r, 9000)}`;
const acct = (r) => `${pick(r, ['XX', 'xx', '**'])}${pick(r, ['4412', '7730', '0918', '5521'])}`;

/**
 * Batch c (KINDS19C_*), written BEFORE any rule for its kinds: A2P texts of the kinds SmishX's and the
 * French file's ordinary rows are (India-, US- and France-heavy: carriers' recharges and data
 * packs, food and ride orders, bank debits with a helpline, card statements, appointment and parcel
 * notices on the sender's own site), against their scam twins.
 */
export const KINDS19C_HAM_TEMPLATES = [
  [
    'in: recharge done',
    (r) =>
      `Recharge of ${inr(r)} successful for ${pick(r, ['Jio', 'Airtel', 'Vi'])} number ${pick(r, ['98XXXXXX21', '70XXXXXX08'])}. Validity till ${pick(r, ['12-Jan-2025', '03-Feb-2025'])}. Track usage on the ${pick(r, ['MyJio', 'Airtel Thanks'])} app.`,
  ],
  [
    'in: data pack 90 percent',
    (r) =>
      `${pick(r, ['Jio', 'Airtel'])}: 90% of your daily 2GB data quota is used. Speed will reduce after 100%. To buy an add-on pack, dial *${pick(r, ['333', '121'])}#.`,
  ],
  [
    'in: food order on the way',
    (r) =>
      `${pick(r, ['Swiggy', 'Zomato'])}: Your order from ${pick(r, ['Behrouz Biryani', "Domino's", "Haldiram's"])} is on the way. ${pick(r, ['Rahul', 'Suresh', 'Amit'])} will reach you in ${pick(r, ['12', '18', '25'])} mins.`,
  ],
  [
    'in: debit with a helpline',
    (r) =>
      `${inr(r)} debited from A/c ${acct(r)} on ${pick(r, ['21-11-24', '02-12-24'])} to VPA ${pick(r, ['swiggy', 'zomato', 'irctc'])}@${pick(r, ['icici', 'hdfcbank', 'ybl'])}. Not you? Call ${pick(r, ['18002586161', '18001026022'])} - ${pick(r, ['Kotak Bank', 'HDFC Bank', 'SBI'])}`,
  ],
  [
    'in: card statement',
    (r) =>
      `Your ${pick(r, ['ICICI', 'Axis', 'HDFC'])} Bank Credit Card ${acct(r)} statement is generated. Total due ${inr(r)}, min due ${inr(r)}, due date ${pick(r, ['15-Dec', '04-Jan'])}.`,
  ],
  [
    'us: order shipped',
    (r) =>
      `Amazon: Your package with ${pick(r, ['AirPods', 'a book', 'Kindle'])} has shipped and will arrive ${pick(r, ['Tuesday', 'tomorrow'])}. Track at amazon.com/orders`,
  ],
  [
    'us: pharmacy ready',
    (r) =>
      `${pick(r, ['CVS', 'Walgreens'])} Pharmacy: Your prescription is ready for pickup at ${pick(r, ['Main St', 'Elm Ave'])}. Reply STOP to opt out.`,
  ],
  [
    'fr: colis Chronopost',
    (r) =>
      `Chronopost : votre colis ${pick(r, ['XY', 'XW'])}${amount(r, 900000, false).replace(/,/g, '')}FR sera livré ${pick(r, ['demain', "aujourd'hui"])} entre 9 h et 13 h. Suivi sur chronopost.fr`,
  ],
  [
    'fr: SNCF billet',
    (r) =>
      `SNCF Connect : votre e-billet ${pick(r, ['Paris - Lyon', 'Lille - Paris'])} du ${pick(r, ['12/12', '03/01'])} est disponible dans l'application. Bon voyage!`,
  ],
  [
    'fr: banque opération',
    (r) =>
      `${pick(r, ['Crédit Agricole', 'BNP Paribas', 'Société Générale'])} : un paiement de ${amount(r, 300).replace('.', ',')} € a été effectué avec votre carte ${acct(r)}. Si vous n'êtes pas à l'origine de cette opération, contactez votre conseiller.`,
  ],
];

/** Batch c, scams (all should be flagged). */
export const KINDS19C_SCAM_TEMPLATES = [
  [
    'in: KYC block',
    (r) =>
      `Dear ${pick(r, ['SBI', 'HDFC', 'ICICI'])} customer, your account will be blocked today. Update your KYC now: ${pick(r, ['sbi-kyc-update.in', 'kyc-verify.co'])}/${pick(r, ['u', 'k'])}`,
  ],
  [
    'in: electricity cut',
    (r) =>
      `Dear consumer, your electricity power will be disconnected tonight at 9.30 pm because your previous month bill was not updated. Call our officer ${pick(r, ['9812345670', '7001234567'])}.`,
  ],
  [
    'in: reward points',
    (r) =>
      `Your ${pick(r, ['SBI', 'HDFC'])} reward points worth ${inr(r)} expire today. Redeem now: ${pick(r, ['rewardz-redeem.xyz', 'points-claim.top'])}`,
  ],
  [
    'us: USPS address',
    (r) =>
      `USPS: Your package could not be delivered due to an incomplete address. Update within 12 hours: ${pick(r, ['usps-redelivery.top', 'usps.track-info.cc'])}`,
  ],
  [
    'us: Amazon call',
    (r) =>
      `Amazon: An order of $${amount(r, 1500)} for ${pick(r, ['iPhone 15', 'MacBook Air'])} was placed. If not you, call ${pick(r, ['1-888-555-0141', '1-877-555-0175'])}.`,
  ],
  [
    'fr: Ameli carte',
    (r) =>
      `Ameli : votre carte Vitale arrive à expiration. Commandez la nouvelle avant le ${pick(r, ['15/12', '02/01'])} : ${pick(r, ['ameli-renouvellement.info', 'vitale-carte.fr-sante.com'])}`,
  ],
  [
    'fr: colis frais',
    (r) =>
      `La Poste : votre colis est en attente, des frais de ${pick(r, ['1,99', '2,49'])} € sont à régler : ${pick(r, ['laposte-suivi.top', 'colis-frais.info'])}/p`,
  ],
  [
    'fr: amende',
    (r) =>
      `ANTAI : vous avez une amende impayée de ${pick(r, ['35', '135'])} €. Réglez-la avant majoration : ${pick(r, ['antai-paiement.com', 'amendes-gouv.info'])}`,
  ],
];
