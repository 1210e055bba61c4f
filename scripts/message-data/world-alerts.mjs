// Generator of bank, card, mobile-money and wallet alerts of many countries (issue 23, round 14,
// helper message15), written for this project BEFORE any code change of this helper, from the
// formats these senders use (debits and credits, masked accounts, balances, references, helplines,
// "not you? call / SMS BLOCK"): Nigeria, Kenya, Ghana, South Africa, Pakistan, Bangladesh, the
// Philippines, Indonesia, Malaysia, Singapore, the UAE, Brazil, Mexico, Australia, New Zealand,
// Ireland, France and Québec. Institution names are real, every number, name and reference invented.
// WORLD_SCAM_TEMPLATES dresses scams as such alerts: a link off the bank's own domains, a PIN or code
// asked, a lock with a way in (these must still flag).
// The unit of the fit/validation split is the TEMPLATE (its name): `templateIsValidation(name)`, a
// fixed hash, one template in three to validation; a template's variants never straddle the split.
// Same seed, same texts. Never used by `pnpm train:message`. Run: node scripts/message-data/run-world.mjs
import { mulberry32 } from '../lib/seeded.mjs';
import { textHash } from './corpus.mjs';
import {
  amount,
  amountFr,
  day,
  digits,
  dmy,
  dslash,
  hhmm,
  merchant,
  MOIS,
  pick,
} from './business-templates.mjs';

/** One template in three (by a hash of its name) is validation; the rest is fit. */
export const templateIsValidation = (name) => textHash(`tpl:${name}`) % 3 === 0;

const hm12 = (r) => `${1 + Math.floor(r() * 12)}:${digits(r, 1)}${digits(r, 1)} ${pick(r, ['AM', 'PM'])}`;
const ddmm = (r) => `${String(day(r)).padStart(2, '0')}/${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
const code10 = (r) =>
  Array.from({ length: 10 }, () => pick(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');
const person = (r) =>
  pick(r, [
    'AMINA BELLO',
    'KWAME ASANTE',
    'NOMSA DLAMINI',
    'RAHIM UDDIN',
    'SITI AMINAH',
    'TAN WEI JIE',
    'ANA SOUZA',
    'LUIS HERNANDEZ',
    'SEAN MURPHY',
    'AROHA NGATA',
    'CLAIRE DUBOIS',
  ]);

/** [template name, maker (rnd) → text]: ordinary alerts. */
export const WORLD_HAM_TEMPLATES = [
  [
    'ng: GTBank debit',
    (r) =>
      `Acct: 0**${digits(r, 3)}${digits(r, 1)}\nDR Amt: NGN ${amount(r, 200000)}\nDesc: ${pick(r, ['POS/WEB PURCHASE', 'TRANSFER TO OLUWASEUN A', 'MTN AIRTIME'])}\nAvail Bal: NGN ${amount(r, 900000)}\nDate: ${dslash(r)} ${hhmm(r)}`,
  ],
  [
    'ng: wallet received',
    (r) =>
      `${pick(r, ['Opay', 'Moniepoint', 'PalmPay'])}: You have received NGN ${amount(r, 90000)} from ${person(r)}. Your wallet balance is NGN ${amount(r, 200000)}. Ref: ${digits(r, 15)}`,
  ],
  [
    'ng: airtime',
    (r) =>
      `Recharge of N${pick(r, ['200', '500', '1000', '2000'])} airtime on 080${digits(r, 8)} was successful from your account ${digits(r, 3)}***${digits(r, 4)}. Bal: N${amount(r, 80000)}. ${pick(r, ['Access Bank', 'Zenith Bank', 'UBA'])}`,
  ],
  [
    'ke: M-PESA paybill',
    (r) =>
      `${code10(r)} Confirmed. Ksh${amount(r, 9000)} sent to ${pick(r, ['KPLC PREPAID', 'NAIROBI WATER', 'ZUKU FIBER', 'DSTV KENYA'])} for account ${digits(r, 8)} on ${day(r)}/${1 + Math.floor(r() * 12)}/25 at ${hm12(r)} New M-PESA balance is Ksh${amount(r, 40000)}. Transaction cost, Ksh${pick(r, ['0.00', '23.00', '53.00'])}.`,
  ],
  [
    'ke: Fuliza',
    (r) =>
      `Fuliza M-PESA amount is Ksh ${amount(r, 500)}. Access Fee charged Ksh ${amount(r, 9)}. Total Fuliza M-PESA outstanding amount is Ksh ${amount(r, 1500)} due on ${dslash(r)}. To check daily charges, Dial *334#OK Select Fuliza M-PESA to Query charges.`,
  ],
  [
    'ke: Airtel Money received',
    (r) =>
      `${pick(r, ['MP', 'AM', 'RC'])}${digits(r, 9)} Confirmed. You have received Ksh ${amount(r, 15000)} from ${person(r)} 07${digits(r, 8)} on ${dslash(r)}. Your Airtel Money balance is Ksh ${amount(r, 30000)}.`,
  ],
  [
    'gh: MoMo received',
    (r) =>
      `Payment received for GHS ${amount(r, 2000)} from ${person(r)} 02${digits(r, 2)}XXXX${digits(r, 3)}. Current Balance: GHS ${amount(r, 5000)}. Available Balance: GHS ${amount(r, 5000)}. Reference: ${pick(r, ['rent', 'school fees', '1'])}. Transaction ID: ${digits(r, 11)}. Fee charged: GHS 0.00`,
  ],
  [
    'gh: MoMo cash out',
    (r) =>
      `Cash Out made for GHS ${amount(r, 1500)} to ${pick(r, ['KOFI VENTURES', 'ABENA MOBILE MONEY', 'ADJOA ENTERPRISE'])}. Current Balance: GHS ${amount(r, 4000)}. Financial Transaction Id: ${digits(r, 11)}. Fee charged: GHS ${amount(r, 20)}. E-levy: GHS 0.00`,
  ],
  [
    'gh: bank debit',
    (r) =>
      `${pick(r, ['GCB Bank', 'Ecobank', 'Fidelity Bank', 'Stanbic'])}: Your account ${digits(r, 2)}****${digits(r, 4)} has been debited with GHS ${amount(r, 3000)} on ${dmy(r)}. Desc: ${pick(r, ['ATM WDL', 'POS PURCHASE', 'MOMO TRANSFER'])}. Avail Bal: GHS ${amount(r, 9000)}. Queries: 0302 ${digits(r, 6)}`,
  ],
  [
    'za: Capitec',
    (r) =>
      `Capitec: R${amount(r, 3000)} paid from ${pick(r, ['Savings', 'Main'])} acc ..${digits(r, 4)} @ ${pick(r, ['Checkers', 'Pick n Pay', 'Takealot', 'Engen'])}. Avail R${amount(r, 20000)}. ${day(r)}-${pick(r, ['Jan', 'Apr', 'Aug', 'Nov'])} ${hhmm(r)}`,
  ],
  [
    'za: FNB',
    (r) =>
      `FNB :-) R${amount(r, 9000)} ${pick(r, ['paid from', 't/fer from', 'reserved for purchase @ ' + merchant(r) + ' from'])} cheq a/c..${digits(r, 6)}. Avail R${amount(r, 30000)}. ${day(r)}${pick(r, ['Jan', 'May', 'Sep'])} ${hhmm(r)}`,
  ],
  [
    'za: debit order',
    (r) =>
      `Standard Bank: Debit order of R${amount(r, 2500)} to ${pick(r, ['DISCOVERY LIFE', 'VODACOM', 'PLANET FITNESS', 'OUTSURANCE'])} paid from acc ***${digits(r, 4)} on ${dslash(r)}. Dispute it in the app or call 0860 123 000.`,
  ],
  [
    'za: Absa purchase',
    (r) =>
      `Absa: Purchase R${amount(r, 1200)} ${merchant(r)}, card ...${digits(r, 4)}. Available R${amount(r, 15000)}. Not you? Call 0860 111 515`,
  ],
  [
    'pk: Easypaisa sent',
    (r) =>
      `Rs. ${amount(r, 20000)} sent to ${person(r)} 03${digits(r, 2)}****${digits(r, 3)} successfully. Fee Rs. 0.00. Trx ID ${digits(r, 11)}. Your Easypaisa balance is Rs. ${amount(r, 60000)}.`,
  ],
  [
    'pk: card purchase',
    (r) =>
      `${pick(r, ['HBL', 'Meezan Bank', 'Bank Alfalah'])}: Your Debit Card ending ${digits(r, 4)} has been used for PKR ${amount(r, 30000)} at ${pick(r, ['DARAZ', 'IMTIAZ SUPER MARKET', 'FOODPANDA'])} on ${dslash(r)} ${hhmm(r)}. If not done by you, call ${pick(r, ['111-111-425', '111-331-331'])}.`,
  ],
  [
    'bd: bKash cash in',
    (r) =>
      `Cash In Tk ${amount(r, 10000)} from 01${digits(r, 9)} successful. Fee Tk 0.00. Balance Tk ${amount(r, 20000)}. TrxID ${code10(r)} at ${dslash(r)} ${hhmm(r)}`,
  ],
  [
    'bd: Nagad',
    (r) =>
      `Money Received.\nAmount: Tk ${amount(r, 8000)}\nSender: 01${digits(r, 2)}XXXX${digits(r, 4)}\nRef: ${pick(r, ['bazar', 'vara', 'N/A'])}\nTxnID: ${code10(r)}\nBalance: Tk ${amount(r, 15000)}\n${dslash(r)} ${hhmm(r)}`,
  ],
  [
    'bd: bank credit',
    (r) =>
      `Dear Customer, your A/C ${digits(r, 4)}***${digits(r, 4)} is credited by BDT ${amount(r, 90000)} on ${dmy(r)} (${pick(r, ['Salary', 'BEFTN', 'Cash Deposit'])}). Available Balance BDT ${amount(r, 150000)}. ${pick(r, ['Dutch-Bangla Bank', 'BRAC Bank', 'City Bank'])}`,
  ],
  [
    'ph: Maya sent',
    (r) =>
      `You have sent PHP ${amount(r, 5000)} to ${person(r)} 09${digits(r, 2)}*****${digits(r, 2)} on ${dslash(r)} ${hhmm(r)} with Ref No. ${digits(r, 12)}. Your new balance is PHP ${amount(r, 20000)}. - Maya`,
  ],
  [
    'ph: GCash bills',
    (r) =>
      `You have paid PHP ${amount(r, 6000)} to ${pick(r, ['MERALCO', 'PLDT', 'MANILA WATER', 'CONVERGE'])} via GCash. Ref. No. ${digits(r, 13)} on ${dslash(r)}. Save your receipt in the app.`,
  ],
  [
    'id: BCA debit',
    (r) =>
      `BCA: Transaksi Debit Rp ${amount(r, 900, false)}.000 di ${pick(r, ['INDOMARET', 'ALFAMART', 'TOKOPEDIA', 'GRAB'])} tgl ${ddmm(r)} ${hhmm(r)} dengan kartu ${digits(r, 4)}XXXXXX${digits(r, 4)}. Saldo Rp ${amount(r, 20, false)}.${digits(r, 3)}.${digits(r, 3)}. Info: 1500888`,
  ],
  [
    'id: e-wallet received',
    (r) =>
      `${pick(r, ['DANA', 'OVO', 'GoPay'])}: Kamu menerima Rp ${amount(r, 900, false)}.000 dari ${person(r)}. Saldo kamu sekarang Rp ${amount(r, 900, false)}.${digits(r, 3)}. Jangan berikan kode OTP ke siapa pun.`,
  ],
  [
    'id: Mandiri transfer',
    (r) =>
      `Mandiri: Transfer Rp ${amount(r, 9, false)}.${digits(r, 3)}.000 ke ${person(r)} rek ${digits(r, 4)}XXXX${digits(r, 3)} berhasil pada ${ddmm(r)} ${hhmm(r)}. Bukan Anda? Hubungi 14000.`,
  ],
  [
    'my: Maybank DuitNow',
    (r) =>
      `Maybank: RM${amount(r, 3000)} has been debited from your account ${digits(r, 4)}XXXX${digits(r, 4)} for DuitNow transfer to ${person(r)} on ${dslash(r)}. If unauthorised, call 1300886688.`,
  ],
  [
    'my: TNG reload',
    (r) =>
      `Touch 'n Go eWallet: Reload of RM${pick(r, ['20.00', '50.00', '100.00'])} via ${pick(r, ['FPX', 'debit card', 'GOfinance'])} is successful. Balance RM${amount(r, 900)}. Ref ${digits(r, 14)}.`,
  ],
  [
    'my: CIMB card',
    (r) =>
      `CIMB: Your card ending ${digits(r, 4)} was charged RM${amount(r, 900)} at ${merchant(r)} on ${dslash(r)}. Call 03-6204 7788 if you did not authorise this.`,
  ],
  [
    'sg: PayNow received',
    (r) =>
      `${pick(r, ['DBS', 'POSB', 'OCBC', 'UOB'])}: You have received SGD ${amount(r, 900)} via PayNow from ${person(r)} on ${day(r)} ${pick(r, ['Jan', 'Jun', 'Nov'])} ${hhmm(r)} SGT. If unauthorised, call ${pick(r, ['1800 339 6963', '1800 363 3333', '1800 222 2121'])}.`,
  ],
  [
    'sg: card transaction',
    (r) =>
      `${pick(r, ['OCBC', 'UOB', 'Citibank SG'])}: A transaction of SGD ${amount(r, 900)} was made with your card ending ${digits(r, 4)} at ${pick(r, ['NTUC FAIRPRICE', 'SHOPEE SG', 'GRAB*RIDES', 'COLD STORAGE'])} on ${day(r)} ${pick(r, ['Feb', 'Jul', 'Oct'])}. Not you? Call 6363 3333 or lock your card in the app.`,
  ],
  [
    'ae: ENBD purchase',
    (r) =>
      `${pick(r, ['Emirates NBD', 'FAB', 'Mashreq'])}: Purchase of AED ${amount(r, 3000)} with Credit Card ending ${digits(r, 4)} at ${pick(r, ['CARREFOUR', 'NOON.COM', 'TALABAT', 'ENOC'])} on ${dslash(r)}. Available limit AED ${amount(r, 50000)}.`,
  ],
  [
    'ae: salary credit',
    (r) =>
      `Your a/c XXXX${digits(r, 4)} has been credited with AED ${amount(r, 30000)} salary on ${dslash(r)}. Avl bal AED ${amount(r, 60000)}. ${pick(r, ['ADCB', 'DIB', 'RAKBANK'])}`,
  ],
  [
    'ae: ATM',
    (r) =>
      `Cash withdrawal of AED ${pick(r, ['200', '500', '1,000'])}.00 from a/c XXX${digits(r, 4)} at ${pick(r, ['DUBAI MALL', 'DEIRA CITY', 'ABU DHABI CORNICHE'])} ATM on ${dslash(r)} ${hhmm(r)}. Avl bal AED ${amount(r, 40000)}. Not you? Call 600 54 0000.`,
  ],
  [
    'br: compra aprovada',
    (r) =>
      `${pick(r, ['Itau', 'Bradesco', 'Santander', 'Caixa'])}: Compra aprovada no cartao final ${digits(r, 4)} de R$ ${amount(r, 900)}`.replace(
        '.',
        ',',
      ) + ` em ${pick(r, ['IFOOD', 'MERCADOLIVRE', 'POSTO SHELL', 'PAG*UBER'])} ${ddmm(r)} ${hhmm(r)}.`,
  ],
  [
    'br: Pix recebido',
    (r) =>
      `${pick(r, ['Nubank', 'Inter', 'PicPay'])}: Voce recebeu um Pix de R$ ${Math.floor(r() * 900) + 1},${digits(r, 2)} de ${person(r)}. O valor ja esta disponivel na sua conta.`,
  ],
  [
    'mx: cargo tarjeta',
    (r) =>
      `${pick(r, ['BBVA', 'Banorte', 'Santander', 'Citibanamex'])}: Se realizo un cargo por $${amount(r, 9000)} MXN en ${pick(r, ['LIVERPOOL', 'OXXO', 'WALMART', 'AMAZON MX'])} con tu tarjeta terminacion ${digits(r, 4)}. Si no lo reconoces, llama al 55 ${digits(r, 4)} ${digits(r, 4)}.`,
  ],
  [
    'mx: SPEI',
    (r) =>
      `Recibiste una transferencia SPEI por $${amount(r, 20000)} de ${person(r)} en tu cuenta terminacion ${digits(r, 4)}. Clave de rastreo ${code10(r)}. ${pick(r, ['BBVA', 'Banorte', 'HSBC'])}`,
  ],
  [
    'au: CommBank',
    (r) =>
      `${pick(r, ['CommBank', 'NAB', 'ANZ'])}: A payment of $${amount(r, 900)} to ${pick(r, ['WOOLWORTHS', 'COLES', 'BUNNINGS', 'KMART'])} ${digits(r, 4)} was made with your card ending ${digits(r, 4)}. If you do not recognise it, call us on ${pick(r, ['13 2221', '13 22 65', '13 13 14'])}.`,
  ],
  [
    'au: PayID',
    (r) =>
      `You've received $${amount(r, 900)} from ${person(r)} via ${pick(r, ['Osko', 'PayID'])} into your account ending ${digits(r, 3)}. Description: ${pick(r, ['rent', 'footy tix', 'dinner'])}. - ${pick(r, ['Westpac', 'ING', 'Bendigo Bank'])}`,
  ],
  [
    'nz: EFTPOS',
    (r) =>
      `${pick(r, ['ANZ', 'ASB', 'Kiwibank', 'BNZ'])}: $${amount(r, 300)} EFTPOS purchase at ${pick(r, ['COUNTDOWN', 'PAK N SAVE', 'Z ENERGY', 'MITRE 10'])} on your card ending ${digits(r, 4)}. Available balance $${amount(r, 5000)}.`,
  ],
  [
    'nz: bill paid',
    (r) =>
      `${pick(r, ['ASB', 'Westpac NZ'])}: Your automatic payment of $${amount(r, 400)} to ${pick(r, ['MERCURY ENERGY', 'SPARK NZ', 'WATERCARE'])} was made from account ending ${digits(r, 3)} on ${dslash(r)}.`,
  ],
  [
    'ie: AIB',
    (r) =>
      `${pick(r, ['AIB', 'PTSB', 'Bank of Ireland'])}: A payment of €${amount(r, 500)} to ${pick(r, ['EIR', 'ELECTRIC IRELAND', 'TESCO IE', 'DUNNES'])} was made from your account ending ${digits(r, 4)}. If you do not recognise this, call ${pick(r, ['0818 724 724', '0818 365 365'])}.`,
  ],
  [
    'ie: Revolut',
    (r) =>
      `Revolut: You paid €${amount(r, 120)} at ${pick(r, ['Centra', 'SuperValu', 'Circle K', 'Penneys'])} with your card ending ${digits(r, 4)}. Balance €${amount(r, 1500)}.`,
  ],
  [
    'fr: paiement carte',
    (r) =>
      `${pick(r, ['Crédit Agricole', 'Société Générale', 'LCL', 'Crédit Mutuel'])} : Paiement de ${amountFr(r, 300)} EUR chez ${pick(r, ['MONOPRIX', 'CARREFOUR CITY', 'SNCF', 'FNAC'])} avec votre carte ****${digits(r, 4)} le ${ddmm(r)}. Si vous n'êtes pas à l'origine de cette opération, appelez le 09 69 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}.`,
  ],
  [
    'fr: solde',
    (r) =>
      `${pick(r, ['BNP Paribas', 'La Banque Postale', 'Caisse d’Épargne'])} : Le solde de votre compte ****${digits(r, 4)} est de ${amountFr(r, 3000)} EUR au ${dslash(r)}. Pour gérer vos alertes, rendez-vous dans votre appli.`,
  ],
  [
    'fr: virement reçu',
    (r) =>
      `${pick(r, ['Boursorama', 'Société Générale', 'Fortuneo'])} : Vous avez reçu un virement de ${amountFr(r, 3000)} € de ${person(r)} sur votre compte ****${digits(r, 4)}.`,
  ],
  [
    'fr: code 3D Secure',
    (r) =>
      `Code de sécurité pour votre paiement de ${amountFr(r, 300)} EUR chez ${pick(r, ['AMAZON', 'SNCF CONNECT', 'CDISCOUNT'])} : ${digits(r, 6)}. Ne le communiquez jamais, votre banque ne vous le demandera pas.`,
  ],
  [
    'qc: retrait guichet',
    (r) =>
      `Desjardins : Un retrait de ${pick(r, ['60,00', '100,00', '200,00'])} $ a été effectué au guichet automatique ${pick(r, ['Laurier', 'Saint-Denis', 'Place Versailles'])} le ${day(r)} ${pick(r, MOIS)} avec votre carte se terminant par ${digits(r, 4)}. Ce n'est pas vous? Composez le 1 800 224-7737.`,
  ],
  [
    'qc: paiement facture',
    (r) =>
      `${pick(r, ['Banque Nationale', 'Desjardins', 'Tangerine'])} : Votre paiement de ${amountFr(r, 300)} $ à ${pick(r, ['Vidéotron', 'Hydro-Québec', 'Énergir', 'Ville de Laval'])} a été effectué le ${day(r)} ${pick(r, MOIS)} depuis votre compte se terminant par ${digits(r, 4)}.`,
  ],
  [
    'qc: vérification fraude',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale', 'BMO'])} : Avez-vous fait un achat de ${amountFr(r, 900)} $ chez ${merchant(r)} avec votre carte se terminant par ${digits(r, 4)}? Répondez OUI ou NON. Nous ne vous demanderons jamais votre NIP.`,
  ],
];

/** [template name, maker]: scams dressed as such alerts; each has a deceptive sign. */
export const WORLD_SCAM_TEMPLATES = [
  [
    'ng: BVN restricted',
    (r) =>
      `${pick(r, ['GTBank', 'Access Bank', 'First Bank'])}: Your account has been restricted due to BVN update. Click https://${pick(r, ['gtb-bvn-update', 'bvn-relink-ng', 'access-kyc'])}.${pick(r, ['com', 'online', 'site'])} to reactivate within 24 hours.`,
  ],
  [
    'ke: M-PESA PIN',
    (r) =>
      `M-PESA: Your account will be suspended today. To avoid this, send your PIN and ID number to 07${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)} now.`,
  ],
  [
    'ke: wrong send',
    (r) =>
      `${code10(r)} Confirmed. You have received Ksh${amount(r, 9000)} from ${person(r)}. Nimekutumia pesa kwa makosa, please send it back to 07${digits(r, 8)}.`,
  ],
  [
    'za: OTP ask',
    (r) =>
      `${pick(r, ['Capitec', 'FNB', 'Absa'])}: A new device is linking to your banking app. If this was not you, reply with the OTP we just sent to cancel the link.`,
  ],
  [
    'ph: GCash verify',
    (r) =>
      `GCash: Your account is temporarily locked due to suspicious activity. Verify your MPIN at https://gcash-${pick(r, ['verify', 'help', 'secure'])}.${pick(r, ['top', 'xyz', 'cc'])} to restore access.`,
  ],
  [
    'my: Maybank TAC',
    (r) =>
      `Maybank2u: Your TAC has been blocked. Please update your account at https://m2u-${pick(r, ['update', 'secure', 'verify'])}-my.com to avoid termination.`,
  ],
  [
    'sg: DBS verify',
    (r) =>
      `DBS: We detected unusual login activity. Kindly verify your identity at ${pick(r, ['dbs-sg-verify.com', 'dbs-secure-login.net', 'digibank-check.online'])} or your account will be frozen.`,
  ],
  [
    'ae: card blocked',
    (r) =>
      `Emirates NBD: Your debit card has been blocked. To activate, update your Emirates ID at https://enbd-${pick(r, ['kyc', 'update', 'id'])}.${pick(r, ['info', 'top', 'com'])}`,
  ],
  [
    'au: new payee',
    (r) =>
      `${pick(r, ['CommBank', 'NAB', 'Westpac'])}: A new payee was added to your account. If this was not you, cancel at https://${pick(r, ['commbank-secure-id', 'nab-payee-cancel', 'westpac-alerts'])}.${pick(r, ['info', 'com', 'net'])}`,
  ],
  [
    'ie: AIB phish',
    (r) =>
      `AIB: Your account has been suspended due to a failed security check. Please verify at https://aib-${pick(r, ['verify', 'secure', 'ie'])}.${pick(r, ['com', 'online', 'info'])}`,
  ],
  [
    'fr: carte bloquée',
    (r) =>
      `${pick(r, ['Crédit Agricole', 'LCL', 'BNP Paribas'])} : votre carte a été bloquée suite à une opération suspecte. Réactivez-la ici : https://${pick(r, ['ca-securite-client', 'lcl-reactivation', 'bnp-carte'])}.${pick(r, ['fr.com', 'info', 'com'])}`,
  ],
  [
    'qc: NIP demandé',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : Votre accès est suspendu. Confirmez votre identité et votre NIP au https://${pick(r, ['accesd-desjardins', 'bnc-acces', 'securite-client'])}.${pick(r, ['net', 'com', 'info'])}/verif`,
  ],
  [
    'br: Pix bloqueado',
    (r) =>
      `${pick(r, ['Nubank', 'Itau', 'Bradesco'])}: Sua chave Pix foi bloqueada. Regularize agora em https://${pick(r, ['pix-regulariza', 'seguranca-conta', 'nu-desbloqueio'])}.${pick(r, ['com', 'online', 'site'])}`,
  ],
  [
    'mx: tarjeta suspendida',
    (r) =>
      `BBVA: Su tarjeta ha sido suspendida por actividad inusual. Reactivela en https://${pick(r, ['bbva-mx-seguridad', 'bbva-activar'])}.${pick(r, ['com', 'info', 'top'])}`,
  ],
];

/**
 * Rows `[template name, text, validation]`: `copies` variants of every template, one seed each.
 * @param {Array<[string, (rnd: () => number) => string]>} templates
 */
export function expandNamed(templates, copies = 8, seed = 20261129) {
  const out = [];
  templates.forEach(([name, make], index) => {
    const rnd = mulberry32(seed + index * 7919);
    for (let i = 0; i < copies; i += 1) out.push([name, make(rnd), templateIsValidation(name)]);
  });
  return out;
}
