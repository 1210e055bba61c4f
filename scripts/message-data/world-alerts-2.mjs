// Second batch of generated alerts of many countries (issue 23, round 14, helper message15), written
// AFTER the round's first code change (52fc9d1) and measured on both builds: the harder shapes real
// senders use and the first batch lacked: declined and reversed payments, a card blocked after wrong
// PIN tries with a number, upcoming debits and loan instalments, international and online use with
// "SMS BLOCK", statements, cheques, standing orders, wallets' cash-in with agents, the bank's own
// link. Institution names real, every number, name and reference invented. Same split as
// world-alerts.mjs (the template's name; one in three to validation). Never used by training.
import * as helpers from './business-templates.mjs';

const { amount, amountFr, day, digits, dmy, dslash, hhmm, merchant, MOIS, pick } = helpers;

const person = (r) =>
  pick(r, [
    'OLUMIDE ADE',
    'GRACE NJERI',
    'YAW BOATENG',
    'THABO MOLOI',
    'FARHAN ALI',
    'NUR AISYAH',
    'MARCO SILVA',
    'EMMA WALSH',
  ]);

/** [template name, maker (rnd) → text]: ordinary alerts, batch 2. */
export const WORLD_HAM_TEMPLATES_2 = [
  [
    'ng: declined',
    (r) =>
      `Your transaction of NGN${amount(r, 90000)} at ${merchant(r)} on card ending ${digits(r, 4)} was declined due to insufficient funds. Avail Bal: NGN${amount(r, 20000)}. ${pick(r, ['Zenith Bank', 'Fidelity Bank', 'Sterling Bank'])}`,
  ],
  [
    'ng: reversal',
    (r) =>
      `Credit Alert: NGN${amount(r, 50000)} reversal of failed transfer to ${person(r)} has been credited to acct ${digits(r, 3)}****${digits(r, 3)}. Bal: NGN${amount(r, 300000)}. Thank you for banking with ${pick(r, ['UBA', 'First Bank', 'Wema Bank'])}.`,
  ],
  [
    'ng: loan due',
    (r) =>
      `Dear customer, your loan repayment of NGN${amount(r, 60000)} is due on ${dslash(r)}. Kindly fund your account ending ${digits(r, 4)} to avoid penalty charges. For enquiries call ${pick(r, ['0700 225 5862', '01 448 0000'])}.`,
  ],
  [
    'ke: PIN blocked',
    (r) =>
      `Dear Customer, your ${pick(r, ['Equity', 'KCB', 'Co-op'])} card ending ${digits(r, 4)} has been blocked after 3 wrong PIN attempts. Visit any branch or call ${pick(r, ['0763 000 000', '0711 087 000'])} to unblock.`,
  ],
  [
    'ke: M-Shwari',
    (r) =>
      `${pick(r, ['RCE', 'SAF', 'TLM'])}${digits(r, 7)} Confirmed. Ksh${amount(r, 5000)} transferred from M-Shwari account on ${dslash(r)} at ${hhmm(r)}. M-Shwari balance is Ksh${amount(r, 20000)}. M-PESA balance is Ksh${amount(r, 30000)}.`,
  ],
  [
    'gh: cash in agent',
    (r) =>
      `Cash In received for GHS ${amount(r, 900)} from ${pick(r, ['AMA MOBILE MONEY', 'KOJO TELECOM', 'NANA VENTURES'])}. Current Balance: GHS ${amount(r, 3000)}. Financial Transaction Id: ${digits(r, 11)}.`,
  ],
  [
    'za: declined',
    (r) =>
      `Nedbank: Declined R${amount(r, 4000)} at ${merchant(r)} on card ***${digits(r, 4)}. Reason: insufficient funds. Avail R${amount(r, 500)}. ${day(r)} ${pick(r, ['Feb', 'Jun', 'Oct'])} ${hhmm(r)}. Queries 0860 555 111`,
  ],
  [
    'za: international',
    (r) =>
      `Standard Bank: Int purchase USD ${amount(r, 200)} (R${amount(r, 4000)}) at ${pick(r, ['NETFLIX.COM', 'SPOTIFY', 'AMAZON US', 'STEAM'])} card ..${digits(r, 4)}. Not you? Call 0800 020 600 or block your card on the app.`,
  ],
  [
    'pk: SMS BLOCK',
    (r) =>
      `Your ${pick(r, ['UBL', 'MCB', 'Allied Bank'])} Visa Debit Card ***${digits(r, 4)} was used for an online transaction of PKR ${amount(r, 25000)} at ${pick(r, ['DARAZ.PK', 'FOODPANDA', 'CAREEM'])} on ${dslash(r)}. If not done by you, SMS BLOCK ${digits(r, 4)} to 8${digits(r, 3)}.`,
  ],
  [
    'bd: card spend',
    (r) =>
      `Dear Cardmember, BDT ${amount(r, 15000)} spent on your ${pick(r, ['EBL', 'City Bank', 'BRAC Bank'])} card ending ${digits(r, 4)} at ${pick(r, ['SHWAPNO', 'DARAZ BD', 'PATHAO'])} on ${dmy(r)}. Available limit BDT ${amount(r, 200000)}. Call 16${digits(r, 3)} for help.`,
  ],
  [
    'in: auto-debit upcoming',
    (r) =>
      `Dear Customer, Rs ${amount(r, 3000)} will be auto-debited from your A/c XX${digits(r, 4)} on ${dslash(r)} towards ${pick(r, ['LIC PREMIUM', 'SIP - AXIS MF', 'NETFLIX', 'ELECTRICITY BILL'])} as per your e-mandate. Ensure sufficient balance. - ${pick(r, ['HDFC Bank', 'ICICI Bank', 'Axis Bank'])}`,
  ],
  [
    'in: cheque cleared',
    (r) =>
      `Cheque No. ${digits(r, 6)} for Rs ${amount(r, 90000)} has been cleared in your A/c XX${digits(r, 4)} on ${dmy(r)}. Avl Bal Rs ${amount(r, 300000)}. ${pick(r, ['SBI', 'Canara Bank', 'Indian Bank'])}`,
  ],
  [
    'ph: declined OTP',
    (r) =>
      `${pick(r, ['BDO', 'BPI', 'RCBC'])}: Your online purchase of PHP ${amount(r, 9000)} at ${pick(r, ['LAZADA', 'SHOPEE PH', 'GRAB'])} was not completed because the OTP was not entered. No amount was charged to your card ending ${digits(r, 4)}.`,
  ],
  [
    'id: transfer masuk',
    (r) =>
      `BRI: Dana masuk Rp ${amount(r, 9, false)}.${digits(r, 3)}.000 dari ${person(r)} ke rek ${digits(r, 4)}****${digits(r, 4)} pada ${dslash(r)} ${hhmm(r)}. Saldo Rp ${amount(r, 50, false)}.${digits(r, 3)}.${digits(r, 3)}. Info 14017.`,
  ],
  [
    'my: bill paid',
    (r) =>
      `RHB: Your JomPAY payment of RM${amount(r, 500)} to ${pick(r, ['TNB', 'UNIFI', 'AIR SELANGOR', 'MAXIS'])} from account ending ${digits(r, 4)} was successful on ${dslash(r)}. Ref ${digits(r, 10)}.`,
  ],
  [
    'sg: GIRO',
    (r) =>
      `UOB: Your GIRO deduction of SGD ${amount(r, 900)} to ${pick(r, ['IRAS', 'SP SERVICES', 'SINGTEL', 'TOWN COUNCIL'])} will be made from account ending ${digits(r, 4)} on ${day(r)} ${pick(r, ['Mar', 'Jul', 'Dec'])}. Please ensure sufficient funds.`,
  ],
  [
    'ae: international',
    (r) =>
      `Mashreq: Your card ending ${digits(r, 4)} was used for USD ${amount(r, 900)} (AED ${amount(r, 3300)}) at ${pick(r, ['BOOKING.COM', 'AIRBNB', 'AMAZON.COM'])}. If you did not make this transaction, call 04 424 4444 immediately.`,
  ],
  [
    'br: pix enviado',
    (r) =>
      `Bradesco: Pix de R$ ${Math.floor(r() * 900) + 1},${digits(r, 2)} enviado para ${person(r)} em ${dslash(r)} as ${hhmm(r)}. Se nao reconhece, ligue 4002 0022.`,
  ],
  [
    'mx: cargo recurrente',
    (r) =>
      `Santander: Cargo recurrente de $${amount(r, 900)} MXN de ${pick(r, ['NETFLIX', 'SPOTIFY', 'TELCEL', 'SMART FIT'])} a tu tarjeta terminacion ${digits(r, 4)}. Si no lo reconoces llama al 55 5169 4300.`,
  ],
  [
    'au: declined',
    (r) =>
      `${pick(r, ['NAB', 'Westpac', 'CommBank'])}: A transaction of $${amount(r, 900)} at ${pick(r, ['JB HI-FI', 'BUNNINGS', 'UBER *EATS'])} was declined on your card ending ${digits(r, 4)}. If this was you, try again. If not, call us on ${pick(r, ['13 22 65', '13 2032', '13 2221'])}.`,
  ],
  [
    'au: direct debit',
    (r) =>
      `${pick(r, ['ING', 'Bendigo Bank', 'ANZ'])}: A direct debit of $${amount(r, 400)} from ${pick(r, ['AGL ENERGY', 'TELSTRA', 'MEDIBANK', 'ORIGIN'])} will be taken from your account ending ${digits(r, 3)} on ${dslash(r)}.`,
  ],
  [
    'nz: transfer in',
    (r) =>
      `Kiwibank: ${person(r)} paid $${amount(r, 900)} into your account ending ${digits(r, 3)}. Reference: ${pick(r, ['FLAT RENT', 'POWER', 'BDAY'])}. Balance $${amount(r, 6000)}.`,
  ],
  [
    'ie: direct debit',
    (r) =>
      `Bank of Ireland: A direct debit of €${amount(r, 300)} to ${pick(r, ['ELECTRIC IRELAND', 'VIRGIN MEDIA', 'IRISH WATER', 'VHI'])} will be collected from your account ending ${digits(r, 4)} on ${dslash(r)}. View it in 365 online.`,
  ],
  [
    'fr: prélèvement',
    (r) =>
      `${pick(r, ['Crédit Mutuel', 'LCL', 'CIC'])} : Un prélèvement de ${amountFr(r, 300)} EUR de ${pick(r, ['EDF', 'FREE MOBILE', 'SFR', 'NAVIGO'])} sera débité le ${dslash(r)} sur votre compte ****${digits(r, 4)}.`,
  ],
  [
    'fr: opération refusée',
    (r) =>
      `${pick(r, ['Boursorama', 'BNP Paribas', 'Société Générale'])} : Paiement de ${amountFr(r, 500)} EUR refusé chez ${pick(r, ['AMAZON', 'SNCF', 'FNAC'])} le ${dslash(r)} : plafond atteint. Modifiez votre plafond dans l'appli.`,
  ],
  [
    'qc: carte bloquée NIP',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : Votre carte se terminant par ${digits(r, 4)} a été bloquée après 3 essais de NIP erronés. Présentez-vous à votre caisse ou composez le 1 800 ${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  [
    'qc: dépôt chèque',
    (r) =>
      `Desjardins : Le dépôt de chèque de ${amountFr(r, 2000)} $ fait dans l'appli le ${day(r)} ${pick(r, MOIS)} a été accepté. Les fonds seront disponibles dans votre compte se terminant par ${digits(r, 4)}.`,
  ],
  [
    'ca: pre-authorized',
    (r) =>
      `${pick(r, ['TD', 'RBC', 'CIBC'])}: A pre-authorized debit of $${amount(r, 600)} from ${pick(r, ['ENBRIDGE GAS', 'INTACT INSURANCE', 'GOODLIFE', 'TORONTO HYDRO'])} was withdrawn from your account ending ${digits(r, 4)} on ${pick(r, ['Jan', 'May', 'Sep'])} ${day(r)}.`,
  ],
  [
    'us: declined',
    (r) =>
      `${pick(r, ['Chase', 'Citi', 'Capital One'])}: A $${amount(r, 500)} charge at ${merchant(r)} was declined on your card ending ${digits(r, 4)}. If you made this purchase, reply 1. If not, reply 2. Msg&data rates may apply. STOP to end.`,
  ],
  [
    'uk: standing order',
    (r) =>
      `${pick(r, ['Halifax', 'NatWest', 'Santander'])}: Your standing order of £${amount(r, 900)} to ${person(r)} will leave your account ending ${digits(r, 4)} tomorrow. Balance £${amount(r, 3000)}.`,
  ],
];
