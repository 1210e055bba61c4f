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
