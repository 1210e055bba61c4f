// Round-17 templates (issue 23, helper message18), written and committed BEFORE the rules they test:
// the kinds the lead's round-16 note left open, each with its ordinary side and its scam side.
// - openers that name a shared activity (tennis, yoga, a run club, a book club, golf): a club's real
//   organiser or teammate (a time, a list, gear to return) against the stranger's hook (the coach
//   "said to text this number", "did I get the right number?", "we met at the 5K", « tu m'avais dit
//   de t'écrire »);
// - a bank's receipt of money the reader sent (Interac e-Transfer, Zelle) with "not you? call", against
//   the same receipt with a link to cancel or a call "immediately";
// - a lottery operator's own jackpot promotion (Loto-Québec, OLG, BCLC…) on its own site or with no
//   link, against "your ticket won, claim it" and a jackpot on another site;
// - a relative who paid by mistake and asks to forward it to someone else (stays calm), and the
//   grandparent scam ("Grandma it's me… don't tell Mom… bail").
// English and Québec French. Same split as world-alerts.mjs (`templateIsValidation`, the template is the
// unit). Never used by training. No row of any corpus is here: every name, number and link is invented.
// Run: node scripts/message-data/run-world.mjs
import { amount, pick } from './business-templates.mjs';

const first = (r) =>
  pick(r, ['Emma', 'Jason', 'Linda', 'Priya', 'Marc', 'Chloé', 'Kevin', 'Sofia', 'Nadia', 'Tom']);
const activityEn = (r) =>
  pick(r, ['tennis', 'yoga', 'run club', 'book club', 'pickleball', 'spin class', 'golf']);
const activityFr = (r) =>
  pick(r, ['cours de yoga', 'club de course', 'tennis', 'golf', 'club de lecture', 'cours de spinning']);
const dayEn = (r) => pick(r, ['Saturday', 'Sunday', 'Tuesday', 'Thursday']);
const dayFr = (r) => pick(r, ['samedi', 'dimanche', 'mardi', 'jeudi']);
const phone = (r) =>
  `1-${pick(r, ['800', '888', '877', '866'])}-${pick(r, ['555', '642', '318'])}-0${pick(r, ['142', '199', '178', '123'])}`;
const person = (r) => pick(r, ['ALEX MARTIN', 'MARIE TREMBLAY', 'JEAN ROY', 'KEVIN LI', 'SARA NGUYEN']);
const bankEn = (r) => pick(r, ['CIBC', 'RBC', 'TD', 'Scotiabank', 'BMO']);
const bankFr = (r) => pick(r, ['Desjardins', 'Banque Nationale', 'BMO', 'CIBC']);
const badSite = (r) =>
  pick(r, ['etransfer-cancel.com', 'secure-stop-payment.net', 'interac-review.info', 'bank-dispute.online']);
const lottery = (r) =>
  pick(r, [
    ['OLG', 'olg.ca', 'Lotto 6/49'],
    ['BCLC', 'playnow.com', 'Lotto Max'],
    ['Loto-Québec', 'lotoquebec.com', 'Lotto Max'],
    ['ALC', 'alc.ca', 'Atlantic 49'],
  ]);
const millions = (r) => pick(r, ['18', '42', '60', '70', '25']);

/** Ordinary texts (none should be flagged). */
export const KINDS18_HAM_TEMPLATES = [
  [
    'en: club organiser with a time',
    (r) =>
      `Hi, it's ${first(r)} from ${activityEn(r)}. ${dayEn(r)}'s session moves to ${pick(r, ['9:30', '10 am', '6pm', '5:30'])}, same place. See you there!`,
  ],
  [
    'en: teammate returns gear',
    (r) =>
      `Hey it's ${first(r)} from ${activityEn(r)}, I still have your ${pick(r, ['water bottle', 'racquet', 'mat', 'jacket'])}. Can I drop it off ${dayEn(r)}?`,
  ],
  [
    'en: coach from the team list',
    (r) =>
      `Hi, this is ${first(r)}, the ${activityEn(r)} coach. Got your number from the club list, ${dayEn(r)} is cancelled because of the rain.`,
  ],
  [
    'fr: cours déplacé avec heure',
    (r) =>
      `Bonjour, ici ${first(r)} du ${activityFr(r)}. Le cours de ${dayFr(r)} est déplacé à ${pick(r, ['9 h', '18 h 30', '10 h 15'])}, même endroit. Bonne semaine!`,
  ],
  [
    'fr: coéquipière objet oublié',
    (r) =>
      `Salut c'est ${first(r)} du ${activityFr(r)}! T'as oublié ta ${pick(r, ['gourde', 'serviette', 'tuque'])} ${dayFr(r)}, je te la rapporte la prochaine fois?`,
  ],
  [
    'en: e-transfer sent receipt, call',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 900)} by Interac e-Transfer to ${person(r)}. Didn't send it? Call ${phone(r)}.`,
  ],
  [
    'en: e-transfer sent receipt, payee first',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 900)} to ${person(r)} by Interac e-Transfer. Not you? Call us at ${phone(r)}.`,
  ],
  [
    'en: zelle sent receipt',
    (r) =>
      `${pick(r, ['Chase', 'Wells Fargo', 'Bank of America'])}: You sent $${amount(r, 600)} to ${person(r)} with Zelle. Not you? Call us at ${phone(r)}.`,
  ],
  [
    'fr: virement envoyé, appelez',
    (r) =>
      `${bankFr(r)} : Vous avez envoyé ${amount(r, 900).replace('.', ',')} $ à ${person(r)} par virement Interac. Ce n'était pas vous? Appelez le ${phone(r)}.`,
  ],
  [
    'en: lottery jackpot on own site',
    (r) => {
      const [op, site, game] = lottery(r);
      return `${op}: ${game} jackpot is now $${millions(r)} million for ${dayEn(r)}'s draw. Play at ${site}. Reply STOP to opt out.`;
    },
  ],
  [
    'fr: gros lot sur son site',
    (r) =>
      `Loto-Québec : le gros lot du ${pick(r, ['Lotto Max', 'Lotto 6/49'])} atteint ${millions(r)} millions $ ${dayFr(r)}. Jouez sur lotoquebec.com. Texto ARRET pour vous désabonner.`,
  ],
  [
    'en: lottery draw reminder, no link',
    (r) => {
      const [op, , game] = lottery(r);
      return `${op}: Don't miss ${dayEn(r)}'s ${game} draw, the estimated jackpot is $${millions(r)} million. Txt STOP to end.`;
    },
  ],
  [
    'en: relative paid by mistake, forward it',
    (r) =>
      `Hi it's ${pick(r, ['Mom', 'Dad', 'Auntie'])}, I sent you the $${amount(r, 400, false)} by mistake, it was for your ${pick(r, ['brother', 'sister', 'cousin'])}. Can you forward it to ${pick(r, ['him', 'her'])}?`,
  ],
  [
    'fr: parent a payé par erreur, transfère',
    (r) =>
      `${pick(r, ['Maman', 'Papa'])} ici, je t'ai envoyé ${amount(r, 400, false)} $ par erreur au lieu de ta ${pick(r, ['sœur', 'cousine'])}, peux-tu les lui transférer? Merci!`,
  ],
  [
    'en: e-transfer sent, if not you call the number on your card',
    (r) =>
      `${bankEn(r)} Alert: $${amount(r, 700)} was sent by Interac e-Transfer to ${person(r)} from your account. If you didn't make this transfer, call ${phone(r)}.`,
  ],
  [
    'en: interac request fulfilled receipt',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 300)} to ${person(r)} (Interac e-Transfer). Questions? Call ${phone(r)}.`,
  ],
  [
    'fr: virement Interac envoyé, composez',
    (r) =>
      `${bankFr(r)} : virement Interac de ${amount(r, 700).replace('.', ',')} $ envoyé à ${person(r)}. Si vous n'avez pas fait ce virement, composez le ${phone(r)}.`,
  ],
  [
    'en: lottery jackpot growing, play online',
    (r) => {
      const [op, site, game] = lottery(r);
      return `${op}: The ${game} jackpot grows to $${millions(r)} million! Get your ticket at ${site} before ${dayEn(r)} at 9 pm. Reply STOP to unsubscribe.`;
    },
  ],
  [
    'fr: gros lot estimé, sans lien',
    (r) =>
      `Loto-Québec : gros lot estimé de ${millions(r)} millions $ au ${pick(r, ['Lotto Max', 'Lotto 6/49'])} ce ${dayFr(r)}. Bonne chance! Texto ARRET pour ne plus recevoir nos messages.`,
  ],
  [
    'en: lottery 50/50 draw of a charity, own site',
    (r) =>
      `${pick(r, ['CHEO', 'SickKids', 'Canadiens'])} 50/50: the jackpot is at $${amount(r, 900, false)},000 for ${dayEn(r)}'s draw. Buy tickets at ${pick(r, ['cheo5050.ca', 'sickkids5050.ca', 'canadiens5050.ca'])}. Reply STOP to opt out.`,
  ],
];

/** Scams of the same kinds (all should be flagged). */
export const KINDS18_SCAM_TEMPLATES = [
  [
    'en: activity, coach said to text',
    (r) =>
      `${first(r)} here, ${activityEn(r)} ${dayEn(r)}, the ${pick(r, ['coach', 'instructor', 'teacher'])} said to text this number. Is this you?`,
  ],
  [
    'en: activity, we met at',
    (r) =>
      `Hey! ${first(r)} from ${activityEn(r)} here, we met at the ${pick(r, ['5K', 'tournament', 'retreat', 'open house'])} last ${pick(r, ['month', 'week', 'spring'])}. Are you still ${pick(r, ['training', 'playing', 'going'])}?`,
  ],
  [
    'en: activity, right number',
    (r) =>
      `Hello, this is ${first(r)} from the ${activityEn(r)}. Sorry, did I get the right number? I wanted to ${pick(r, ['share the new list', 'say hi', 'ask you something'])}.`,
  ],
  [
    'en: activity, remember me',
    (r) =>
      `Hi, it's ${first(r)} from ${activityEn(r)}, remember me? ${pick(r, ['The instructor', 'Coach', 'Our teacher'])} gave me your number. How have you been?`,
  ],
  [
    'fr: activité, tu m’avais dit',
    (r) => `Salut, c'est ${first(r)} du ${activityFr(r)}. Tu m'avais dit de t'écrire ici. Comment ça va?`,
  ],
  [
    'fr: activité, la prof a dit',
    (r) =>
      `Bonjour, c'est ${first(r)} du ${activityFr(r)}. ${pick(r, ['La prof', "L'instructeur", "L'entraîneur"])} m'a dit de t'écrire à ce numéro, tu te souviens de moi?`,
  ],
  [
    'en: e-transfer receipt, cancel link',
    (r) =>
      `${bankEn(r)}: You sent $${amount(r, 2000)} to ${person(r)} by Interac e-Transfer. Didn't send it? Cancel here: ${badSite(r)}`,
  ],
  [
    'en: zelle receipt, call immediately',
    (r) =>
      `${pick(r, ['Chase', 'Wells Fargo'])} Alert: You sent $${amount(r, 2000)} to ${person(r)} with Zelle. If this wasn't you, call ${phone(r)} immediately to stop it.`,
  ],
  [
    'en: lottery ticket won, claim',
    (r) => {
      const [op, , game] = lottery(r);
      return `${op}: Congratulations! Your ticket won $${amount(r, 9000)} in ${dayEn(r)}'s ${game} draw. Claim it at ${pick(r, ['lotto-claims.net', 'prize-release.info', 'winner-ca.com'])}`;
    },
  ],
  [
    'fr: billet gagnant, réclamez',
    (r) =>
      `Loto-Québec : Félicitations, votre billet est gagnant de ${amount(r, 9000, false)} $. Réclamez votre lot : ${pick(r, ['loto-gains-qc.com', 'lots-quebec.info'])}`,
  ],
  [
    'en: jackpot on another site',
    (r) => {
      const [op, , game] = lottery(r);
      return `${op}: ${game} jackpot $${millions(r)} million this ${dayEn(r)}! Get a free ticket now at ${pick(r, ['lotto-free-ticket.com', 'jackpot-bonus.win'])}`;
    },
  ],
  [
    'en: grandchild bail',
    (r) =>
      `${pick(r, ['Grandma', 'Grandpa', 'Nana'])} it's me, I ${pick(r, ['got in a car accident', 'got arrested', 'hit a car'])} and I'm at the police station. Please don't tell ${pick(r, ['Mom', 'Dad'])}. I need $${amount(r, 5000, false)} for bail, can you help?`,
  ],
  [
    'fr: petit-enfant caution',
    (r) =>
      `${pick(r, ['Mamie', 'Papi', 'Grand-maman'])} c'est moi, j'ai eu un accident et je suis au poste de police. Dis-le pas à ${pick(r, ['maman', 'papa'])}. J'ai besoin de ${amount(r, 5000, false)} $ pour ma caution, peux-tu m'aider?`,
  ],
  [
    'en: grandson lawyer',
    (r) =>
      `Hi ${pick(r, ['Grandpa', 'Grandma'])}, it's your grandson. I'm in trouble, I was arrested. My lawyer says I need $${amount(r, 5000, false)} for bail today. Please don't tell ${pick(r, ['Dad', 'Mom'])}.`,
  ],
  [
    'en: interac sent, secure link',
    (r) =>
      `${bankEn(r)} Alert: $${amount(r, 2000)} was sent by Interac e-Transfer to ${person(r)}. If this was not you, secure your account: ${badSite(r)}`,
  ],
  [
    'fr: virement envoyé, annulez par lien',
    (r) =>
      `${bankFr(r)} : virement Interac de ${amount(r, 2000).replace('.', ',')} $ envoyé à ${person(r)}. Pas vous? Annulez ici : ${badSite(r)}`,
  ],
  [
    'en: jackpot winner selected, reply',
    (r) => {
      const [op, , game] = lottery(r);
      return `${op}: You have been selected as a ${game} jackpot winner of $${amount(r, 90000, false)}. Reply with your full name and address to receive your prize.`;
    },
  ],
  [
    'fr: gros lot, frais à payer',
    (r) =>
      `Loto-Québec : vous avez remporté le gros lot de ${millions(r)} 000 $. Payez les frais de traitement de 25 $ pour recevoir vos gains : ${pick(r, ['loto-gains-qc.com', 'lots-quebec.info'])}`,
  ],
];

// Batch b, written after the first rules of the round (c817a43..25a8503) and before the rules it tests:
// documents about to expire (a province's or Canada's own reminder on its own site, against the same
// words with a link elsewhere) and a lender's overdue notice with nowhere to pay (against one with a
// link). Same split.
const naira = (r) => `${pick(r, ['N', 'NGN ', '₦'])}${pick(r, ['14,500', '27,000', '48,250', '61,000'])}`;
const ddmm = (r) => `${pick(r, ['03', '11', '19', '27'])}/${pick(r, ['01', '06', '12'])}`;

/** Ordinary texts (none should be flagged). */
export const KINDS18B_HAM_TEMPLATES = [
  [
    'en: province licence renewal on its site',
    (r) =>
      `ServiceOntario: Your driver's licence expires on ${pick(r, ['Jan 14', 'Mar 2', 'Jun 30'])}. Renew your driver's licence online at ontario.ca/${pick(r, ['renew', 'driverslicence'])}`,
  ],
  [
    'en: bc health card renewal',
    (r) =>
      `Province of BC: your BC Services Card expires ${pick(r, ['next month', 'on Feb 9', 'on Sep 21'])}. Renew your BC Services Card at gov.bc.ca/${pick(r, ['bcservicescard', 'renew'])}`,
  ],
  [
    'fr: saaq permis expire',
    (r) =>
      `SAAQ : votre permis de conduire expire le ${pick(r, ['14 janvier', '2 mars', '30 juin'])}. Renouvelez votre permis sur saaq.gouv.qc.ca`,
  ],
  [
    'en: alberta registration renewal',
    (r) =>
      `Alberta Registries: your vehicle registration expires ${pick(r, ['Dec 31', 'Apr 30'])}. Renew your registration at alberta.ca/${pick(r, ['registration', 'renew'])}`,
  ],
  [
    'ng: instalment unpaid, pay now',
    (r) =>
      `Dear ${pick(r, ['Ngozi', 'Customer', 'Tunde'])}, your ${pick(r, ['Renmoney', 'Carbon', 'FairMoney'])} loan instalment of ${naira(r)} due ${ddmm(r)} has not been paid. Pay now to avoid a late fee.`,
  ],
  [
    'ke: loan overdue, repay now',
    (r) =>
      `${pick(r, ['M-Shwari', 'Tala', 'KCB M-Pesa'])}: your loan repayment of Ksh ${amount(r, 6000, false)} is overdue. Repay now to avoid a penalty. Thank you.`,
  ],
  [
    'in: emi overdue',
    (r) =>
      `Dear customer, your EMI of Rs ${amount(r, 9000, false)} for loan a/c ending ${pick(r, ['4471', '0932', '7610'])} is overdue. Please pay today to avoid late charges. -${pick(r, ['Bajaj Finance', 'HDFC Bank'])}`,
  ],
  [
    'fr: versement en retard',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : votre versement de prêt de ${amount(r, 900).replace('.', ',')} $ est en retard. Veuillez régulariser rapidement pour éviter des frais.`,
  ],
];

/** Scams of the same kinds (all should be flagged). */
export const KINDS18B_SCAM_TEMPLATES = [
  [
    'fr: carte arrive à expiration, lien',
    (r) =>
      `${pick(r, ['RAMQ', 'Assurance Maladie'])} : votre carte ${pick(r, ["d'assurance maladie", 'santé'])} arrive à ${pick(r, ['expiration', 'échéance'])}. ${pick(r, ['Commandez la nouvelle carte', 'Renouvelez-la ici'])} : ${pick(r, ['ramq-renouveler.com', 'carte-sante-qc.info'])}`,
  ],
  [
    'en: health card expired, order link',
    (r) =>
      `IMPORTANT: your health card has expired. ${pick(r, ['Order your replacement card', 'Get your new card'])}: ${pick(r, ['healthcard-ontario.net', 'ohip-renewal.info'])}`,
  ],
  [
    'en: licence expiring, link elsewhere',
    (r) =>
      `${pick(r, ['ServiceOntario', 'SAAQ', 'ICBC'])}: your driver's licence expires on ${pick(r, ['Jan 14', 'Mar 2'])}. Renew online to avoid a fine: ${pick(r, ['dl-renewal-ca.com', 'licence-renew.online'])}`,
  ],
  [
    'en: passport expired, apply link',
    (r) =>
      `Passport Canada: your passport has expired. Apply for your new passport here: ${pick(r, ['passport-canada-renew.com', 'ca-passport.services'])}`,
  ],
  [
    'ng: overdue, pay at link',
    (r) =>
      `Dear customer, your loan instalment of ${naira(r)} due ${ddmm(r)} has not been paid. Pay now to avoid a late fee: ${pick(r, ['loan-repay-ng.com', 'quickrepay.online'])}`,
  ],
  [
    'ke: overdue, send to number',
    (r) =>
      `Your loan repayment of Ksh ${amount(r, 6000, false)} is overdue. Send it now to 0712 555 ${pick(r, ['019', '244', '876'])} to avoid CRB listing and police action.`,
  ],
];

// Batch c, written after the rules of batch b (06124f4, 35205c9) and before the rules it tests: a
// law-enforcement callback ("you missed a court date… call back to avoid arrest") and Québec's own tax
// agency named in a refund lure, with their ordinary twins (a court's or a jury office's reminder, a
// friend's refund news, Revenu Québec's "a message is waiting in My Account"). Same split.
const officer = (r) => pick(r, ['Officer Brown', 'Deputy Miller', 'Sergeant Lee', 'Constable Roy']);

/** Ordinary texts (none should be flagged). */
export const KINDS18C_HAM_TEMPLATES = [
  [
    'en: court hearing reminder',
    (r) =>
      `Ontario Court of Justice: reminder, your hearing is on ${pick(r, ['Jan 14', 'Feb 3', 'Mar 22'])} at ${pick(r, ['9:30 am', '10 am', '2 pm'])}, courtroom ${pick(r, ['201', '4B', '307'])}. Bring your notice.`,
  ],
  [
    'en: jury office reminder',
    (r) =>
      `Jury Office: your jury service starts ${pick(r, ['Monday', 'Tuesday'])} at 8:30 am at 361 University Ave. Questions? Call 416-555-${pick(r, ['0100', '0144'])}.`,
  ],
  [
    'fr: ami remboursement Revenu Québec',
    (r) =>
      `Mon remboursement de Revenu Québec est ${pick(r, ['enfin rentré', 'arrivé'])}, ${amount(r, 900, false)} $! Je t'invite ${pick(r, ['au resto', 'à souper'])} ${pick(r, ['vendredi', 'samedi'])}.`,
  ],
  [
    'fr: Revenu Québec message dans Mon dossier',
    () =>
      `Revenu Québec : un nouveau document est disponible dans Mon dossier. Connectez-vous à revenuquebec.ca pour le consulter.`,
  ],
  [
    'en: friend got arrested joke',
    (r) =>
      `lol ${pick(r, ['Dave', 'Marc', 'Julie'])} almost got arrested for jaywalking downtown, the cop just gave him a warning. Drinks at ${pick(r, ['7', '8'])}?`,
  ],
];

/** Scams of the same kinds (all should be flagged). */
export const KINDS18C_SCAM_TEMPLATES = [
  [
    'en: officer, missed court date, call back',
    (r) =>
      `Hi, this is ${officer(r)} with the county sheriff's office. You missed a court date. Please call back at 1-${pick(r, ['877', '888'])}-555-0${pick(r, ['199', '133'])} to avoid arrest.`,
  ],
  [
    'en: missed jury duty, call',
    (r) =>
      `${officer(r)}: records show you missed jury duty on ${pick(r, ['Nov 4', 'Oct 28'])}. Call 1-888-555-0${pick(r, ['121', '155'])} today to avoid an arrest.`,
  ],
  [
    'fr: éviter une arrestation',
    (r) =>
      `Avis du service de police : vous ne vous êtes pas présenté au tribunal le ${pick(r, ['4 novembre', '28 octobre'])}. Appelez le 1-888-555-0${pick(r, ['121', '155'])} pour éviter une arrestation.`,
  ],
  [
    'fr: Revenu Québec remboursement, répondez OUI',
    (r) =>
      `Revenu Québec : vous avez droit à un remboursement${pick(r, ['', ' de ' + amount(r, 900, false) + ' $'])}. Répondez OUI pour le recevoir par virement Interac.`,
  ],
  [
    'en: Revenu Quebec refund link',
    (r) =>
      `Revenu Quebec: a refund of $${amount(r, 900)} is waiting for you. Claim it before ${pick(r, ['Friday', 'Dec 5'])}: ${pick(r, ['rq-remboursement.com', 'revenu-qc.info'])}`,
  ],
];
