// Third batch of generated alerts (issue 23, round 15, helper message16), written BEFORE any code
// change of the round: the kinds the lead's round-14 note left flagged (a Singapore PayNow receipt, a
// GIRO deduction, an Irish direct debit, a Nigerian loan reminder, a genuine wrong-PIN lock with a
// North American number), each in several senders' wordings, and the same kinds with a deceptive sign
// (a link off the bank, a PIN or code asked, a lock with a way in). Institution names real, every
// number, name and reference invented. Same split as world-alerts.mjs (the template's name; one in
// three to validation). Never used by training. Run: node scripts/message-data/run-world.mjs
import * as helpers from './business-templates.mjs';

const { amount, day, digits, dslash, hhmm, pick } = helpers;
const mon = (r) => pick(r, ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
const sgName = (r) => pick(r, ['TAN WEI LING', 'LIM JUN HAO', 'NG MEI XIN', 'MUHAMMAD HAFIZ', 'PRIYA KUMAR']);
const naPhone = (r) => pick(r, ['1-800-769-2511', '1-888-266-4832', '1 800 465-2422', '1-877-383-4802']);

/** [template name, maker (rnd) → text]: ordinary alerts, batch 3. */
export const WORLD_HAM_TEMPLATES_3 = [
  [
    'sg: paynow received dbs',
    (r) =>
      `DBS: You have received SGD ${amount(r, 900)} via PayNow from ${sgName(r)} to your account ending ${digits(r, 4)} on ${day(r)} ${mon(r)} ${hhmm(r)}. If unauthorised, call 1800 ${digits(r, 3)} ${digits(r, 4)}.`,
  ],
  [
    'sg: paynow received ocbc',
    (r) =>
      `OCBC: ${sgName(r)} has sent you S$${amount(r, 500)} via PayNow to a/c ${digits(r, 3)}-${digits(r, 6)}-001 on ${dslash(r)}. Not expecting it? Call 6363 3333.`,
  ],
  [
    'sg: paynow received uob',
    (r) =>
      `UOB: PayNow incoming SGD${amount(r, 700)} from ${sgName(r)} credited to a/c ending ${digits(r, 4)} on ${dslash(r)} ${hhmm(r)}. Did not expect this? Call 1800 222 2121.`,
  ],
  [
    'sg: paynow sent',
    (r) =>
      `${pick(r, ['DBS', 'POSB'])}: You sent SGD ${amount(r, 300)} to ${sgName(r)} (mobile ending ${digits(r, 4)}) via PayNow on ${day(r)} ${mon(r)} ${hhmm(r)}. Not you? Call 1800 111 1111 immediately.`,
  ],
  [
    'sg: giro deduction ocbc',
    (r) =>
      `OCBC: A GIRO deduction of SGD ${amount(r, 400)} to ${pick(r, ['SP SERVICES', 'SINGTEL', 'IRAS', 'TOWN COUNCIL'])} was made from your account ending ${digits(r, 4)} on ${day(r)} ${mon(r)}. Call 1800 363 3333 if you did not authorise this.`,
  ],
  [
    'sg: giro upcoming',
    (r) =>
      `${pick(r, ['DBS', 'UOB'])}: Your GIRO payment of SGD ${amount(r, 900)} to ${pick(r, ['IRAS', 'AIA SINGAPORE', 'STARHUB'])} will be deducted on ${dslash(r)}. Please ensure sufficient funds in a/c ending ${digits(r, 4)}.`,
  ],
  [
    'sg: giro unsuccessful',
    (r) =>
      `UOB: Your GIRO deduction of SGD ${amount(r, 250)} to ${pick(r, ['SP SERVICES', 'M1 LIMITED'])} on ${dslash(r)} was unsuccessful due to insufficient funds. Please make payment directly to the billing organisation.`,
  ],
  [
    'ie: direct debit upcoming boi',
    (r) =>
      `Bank of Ireland: A direct debit of EUR ${amount(r, 200)} to ${pick(r, ['ELECTRIC IRELAND', 'BORD GAIS', 'EIR', 'VHI HEALTHCARE'])} will be taken from your account ending ${digits(r, 4)} on ${dslash(r)}. Please ensure funds are available.`,
  ],
  [
    'ie: direct debit new aib',
    (r) =>
      `AIB: A new Direct Debit mandate has been set up for ${pick(r, ['VIRGIN MEDIA IRL', 'FLOGAS', 'IRISH LIFE', 'SKY IRELAND'])} on your account ending ${digits(r, 4)}. If you do not recognise this, call us on 0818 724 724.`,
  ],
  [
    'ie: direct debit paid ptsb',
    (r) =>
      `PTSB: €${amount(r, 150)} direct debit to ${pick(r, ['ENERGIA', 'PREPAY POWER', 'AN POST'])} was paid from acc ***${digits(r, 4)} on ${day(r)} ${mon(r)}. Not you? Call 0818 502 502.`,
  ],
  [
    'ie: direct debit returned',
    (r) =>
      `Bank of Ireland: a direct debit of €${amount(r, 120)} to ${pick(r, ['EIR', 'BORD GAIS'])} was returned unpaid on ${dslash(r)} as funds were not available in account ending ${digits(r, 4)}.`,
  ],
  [
    'ng: loan reminder carbon',
    (r) =>
      `Dear Customer, your ${pick(r, ['Carbon', 'FairMoney', 'Renmoney'])} loan instalment of N${amount(r, 60000)} is due on ${dslash(r)}. Please fund your linked card ending ${digits(r, 4)} to avoid late fees. Thank you.`,
  ],
  [
    'ng: loan overdue',
    (r) =>
      `${pick(r, ['FairMoney', 'Palmcredit', 'Branch'])}: Your loan of NGN${amount(r, 90000)} is ${1 + Math.floor(r() * 9)} days overdue. Repay in the app today to avoid extra charges and protect your credit score.`,
  ],
  [
    'ng: loan repayment bank',
    (r) =>
      `${pick(r, ['Access Bank', 'GTBank', 'Zenith Bank'])}: Your QuickCredit repayment of NGN${amount(r, 40000)} will be debited from acct ${digits(r, 3)}****${digits(r, 3)} on ${dslash(r)}. Kindly fund your account.`,
  ],
  [
    'ng: loan disbursed',
    (r) =>
      `Your ${pick(r, ['Carbon', 'FairMoney'])} loan of N${amount(r, 80000)} has been disbursed to your ${pick(r, ['GTBank', 'Opay', 'Kuda'])} account ending ${digits(r, 4)}. First repayment of N${amount(r, 30000)} due ${dslash(r)}.`,
  ],
  [
    'na: wrong pin lock rbc',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'Scotiabank', 'BMO'])}: Your debit card ending ${digits(r, 4)} has been locked after too many incorrect PIN entries. To unlock it, visit a branch or call ${naPhone(r)}.`,
  ],
  [
    'na: wrong pin blocked us',
    (r) =>
      `${pick(r, ['Chase', 'Wells Fargo', 'Bank of America'])}: Your debit card ending ${digits(r, 4)} is temporarily blocked because the wrong PIN was entered ${pick(r, ['3', 'three'])} times. Call us at ${naPhone(r)} or visit a branch.`,
  ],
  [
    'na: wrong pin fr',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale', 'BMO'])} : votre carte de débit se terminant par ${digits(r, 4)} a été bloquée à la suite de 3 NIP erronés. Présentez-vous en succursale ou appelez au ${naPhone(r)}.`,
  ],
  [
    'na: pin tries atm',
    (r) =>
      `${pick(r, ['CIBC', 'TD', 'Tangerine'])}: Too many incorrect PIN attempts were made at an ATM with your card ending ${digits(r, 4)}. Your card is locked for your protection. Call ${naPhone(r)} to have it reset.`,
  ],
];

/** [template name, maker (rnd) → text]: the same kinds with a deceptive sign. */
export const WORLD_SCAM_TEMPLATES_3 = [
  [
    'sg: paynow accept link',
    (r) =>
      `DBS: You have received SGD ${amount(r, 2000)} via PayNow. To accept the funds, verify your account at https://${pick(r, ['dbs-paynow-sg', 'paynow-dbs-verify', 'dbs-sg-secure'])}.${pick(r, ['com', 'net', 'info'])} within 24 hours.`,
  ],
  [
    'sg: giro failed link',
    (r) =>
      `${pick(r, ['SP Services', 'Singtel'])}: Your GIRO deduction was unsuccessful. Update your bank details at ${pick(r, ['spservices-sg-pay', 'sg-giro-update', 'singtel-giro'])}.${pick(r, ['com', 'top', 'site'])} to avoid disconnection.`,
  ],
  [
    'ie: direct debit cancel pin',
    (r) =>
      `AIB: A new direct debit of €${amount(r, 900)} was set up on your account. If this was not you, reply with your card number and PIN to cancel it.`,
  ],
  [
    'ie: direct debit link',
    (r) =>
      `Bank of Ireland: A direct debit of €${amount(r, 700)} to a new payee is pending. If you did not set it up, cancel it at ${pick(r, ['boi-cancel-payee', 'bankofireland-secure', 'boi-365-verify'])}.${pick(r, ['com', 'ie-help.com', 'info'])}`,
  ],
  [
    'ng: loan processing fee',
    (r) =>
      `Congratulations! Your loan of N${amount(r, 500000)} has been approved. Pay a processing fee of N${amount(r, 9000)} to acct ${digits(r, 10)} to receive it today. Call 0${pick(r, ['803', '905', '812'])}${digits(r, 7)}.`,
  ],
  [
    'na: lock code reply',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'Chase'])}: Your card is locked due to suspicious activity. Reply with the ${pick(r, ['6-digit', 'verification'])} code we just sent to unlock it.`,
  ],
  [
    'na: lock call pin',
    (r) =>
      `${pick(r, ['Scotiabank', 'BMO', 'Wells Fargo'])}: Your debit card has been locked. Call ${naPhone(r)} and confirm your PIN to unlock it immediately.`,
  ],
  [
    'na: lock link',
    (r) =>
      `${pick(r, ['Desjardins', 'CIBC', 'Bank of America'])}: your card has been blocked after unusual activity. Unlock it at https://${pick(r, ['card-unlock-secure', 'verify-card-help', 'unlock-access'])}.${pick(r, ['com', 'net', 'online'])}`,
  ],
];
