// Second batch of round-16 templates (issue 23, helper message17), written AFTER the first rules of
// the round (958ef6b) and before the rules they test: lenders' reminders in more wordings (Nigeria,
// Kenya, India, Canada; the kind the lead's round-15 note left flagged) and a manager's shift text with
// an hourly wage, with their deceptive twins (a reminder with a link off the lender, a job paid by the
// hour with a chat app). Same split as world-alerts.mjs. Never used by training.
// Run: node scripts/message-data/run-world.mjs
import { amount, day, digits, pick } from './business-templates.mjs';

const dmy = (r) => `${String(day(r)).padStart(2, '0')}/${pick(r, ['01', '06', '11', '12'])}/2025`;
const naira = (r) => `${pick(r, ['N', 'NGN', '₦'])}${pick(r, ['12,500', '18,000', '35,750', '60,200'])}.00`;
const who = (r) => pick(r, ['Tunde', 'Ngozi', 'Customer', 'Emeka', 'Aisha']);

/** Ordinary reminders and shift texts (none should be flagged). */
export const SPAM17B_HAM_TEMPLATES = [
  [
    'ng: instalment due kindly repay',
    (r) =>
      `${pick(r, ['Palmcredit', 'Renmoney', 'QuickCheck'])}: Dear ${who(r)}, your next instalment of ${naira(r)} is due on ${dmy(r)}. Kindly repay on time to avoid late fees and keep your credit limit.`,
  ],
  [
    'ng: loan due tomorrow app',
    (r) =>
      `Dear ${who(r)}, your ${pick(r, ['Carbon', 'FairMoney', 'Branch'])} loan of ${naira(r)} is due tomorrow. Repay in the app to avoid penalty charges. Ignore if paid.`,
  ],
  [
    'ke: m-shwari loan due',
    (r) =>
      `${pick(r, ['M-Shwari', 'KCB M-Pesa', 'Tala'])}: Your loan balance of Ksh ${amount(r, 9000)} is due on ${dmy(r)}. Repay via M-PESA to avoid a late fee. Thank you.`,
  ],
  [
    'in: emi due auto debit',
    (r) =>
      `Dear Customer, EMI of Rs.${amount(r, 20000)} for loan a/c XX${digits(r, 4)} is due on ${day(r)}-12-2025. Please maintain sufficient balance to avoid penalty charges. -${pick(r, ['Bajaj Finance', 'HDFC Bank', 'Tata Capital'])}`,
  ],
  [
    'ca fr: versement du penalite',
    (r) =>
      `${pick(r, ['Desjardins', 'Financement Fairstone', 'Banque Laurentienne'])} : votre versement de ${pick(r, ['212,40', '388,15', '96,70'])} $ est dû le ${day(r)} décembre. Assurez-vous que les fonds sont disponibles afin d’éviter des frais.`,
  ],
  [
    'work: manager shift hourly',
    (r) =>
      `Hi ${pick(r, ['Sam', 'Priya', 'Luc', 'Jess'])}, ${pick(r, ['your', 'the'])} shift ${pick(r, ['tomorrow', 'Saturday', 'Friday'])} is ${pick(r, ['7am-3pm', '8:00-4:00', '2pm-10pm'])} at the ${pick(r, ['Laval warehouse', 'Bank St store', 'airport site'])}, pay stays $${pick(r, ['19', '21', '23'])}/hr. Let me know if you can make it.`,
  ],
  [
    'work fr: quart horaire',
    (r) =>
      `Salut ${pick(r, ['Luc', 'Émilie', 'Karim'])}, ton quart ${pick(r, ['demain', 'samedi'])} est de ${pick(r, ['7 h à 15 h', '16 h à minuit'])} à l’entrepôt de ${pick(r, ['Laval', 'Boucherville'])}, payé ${pick(r, ['21', '23'])} $/h. Confirme-moi ça svp.`,
  ],
];

/** Their deceptive twins (all should be flagged). */
export const SPAM17B_SCAM_TEMPLATES = [
  [
    'ng scam: overdue pay link',
    (r) =>
      `Dear ${who(r)}, your loan repayment of ${naira(r)} is overdue. Pay now at ${pick(r, ['carbon-repay', 'fairmoney-ng', 'loan-settle'])}.${pick(r, ['xyz', 'top', 'site'])} to avoid penalty charges and legal action.`,
  ],
  [
    'ng scam: due share otp',
    (r) =>
      `${pick(r, ['Carbon', 'Palmcredit'])}: your instalment of ${naira(r)} is due on ${dmy(r)}. To defer it, reply with the OTP sent to your phone and your card PIN.`,
  ],
  [
    'job scam: hourly whatsapp',
    (r) =>
      `Hi ${pick(r, ['Sam', 'there', 'friend'])}, we have remote shifts ${pick(r, ['9am-11am', '1-2 hours a day'])}, pay is $${pick(r, ['35', '45', '60'])}/hr, paid daily. No experience needed. Message our recruiter on ${pick(r, ['WhatsApp', 'Telegram'])} to start today.`,
  ],
  [
    'job scam fr: horaire telegram',
    (r) =>
      `Bonjour! Travail de la maison ${pick(r, ['1 à 2 heures par jour', 'le soir'])}, payé ${pick(r, ['40', '50'])} $/h, versé chaque jour. Écrivez à notre recruteuse sur ${pick(r, ['Telegram', 'WhatsApp'])}.`,
  ],
];
