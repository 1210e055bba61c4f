// Generator of ordinary business texts (issue 23, round 12), written for this project BEFORE any
// round-12 code change: bank and card transaction alerts of eight countries in their usual shapes
// (India, Nigeria, Kenya, Pakistan, the Philippines, the UK, the US, Canada in English and Québec
// French), card-not-present and ATM alerts, salary credits, EMI and bill reminders, UPI and
// e-Transfer notices, balance alerts, one-time codes that name the service's own site, delivery and
// appointment notices with the carrier's own short link, shop promotions with the shop's own domain
// and a STOP opt-out. Every institution name is generic or invented, every number and link invented.
// No row of any corpus is here. Same seed, same texts (`businessTexts()`); never used by
// `pnpm train:message`. Each entry: [kind, text]. Run: node scripts/message-data/run-business.mjs
import { mulberry32 } from '../lib/seeded.mjs';

export const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
export const digits = (rnd, n) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
export const amount = (rnd, max, decimals = true) => {
  const v = Math.floor(rnd() * max) + 1;
  const s = v.toLocaleString('en-US');
  return decimals ? `${s}.${digits(rnd, 2)}` : s;
};
export const amountFr = (rnd, max) =>
  `${(Math.floor(rnd() * max) + 1).toLocaleString('fr-CA')},${digits(rnd, 2)}`;
export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
export const MOIS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
export const day = (rnd) => 1 + Math.floor(rnd() * 28);
export const dmy = (rnd) =>
  `${String(day(rnd)).padStart(2, '0')}-${pick(rnd, MONTHS)}-${pick(rnd, ['24', '25', '26'])}`;
export const dslash = (rnd) =>
  `${String(day(rnd)).padStart(2, '0')}/${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}/${pick(rnd, ['2024', '2025', '2026'])}`;
export const hhmm = (rnd) =>
  `${String(Math.floor(rnd() * 24)).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}`;
export const merchant = (rnd) =>
  pick(rnd, [
    'AMAZON',
    'SWIGGY',
    'UBER *TRIP',
    'NETFLIX.COM',
    'SHOPRITE',
    'JUMIA',
    'TESCO STORES',
    'SAINSBURYS',
    'WALMART',
    'TARGET 0023',
    'SPOTIFY',
    'SHELL OIL',
    'COSTCO WHOLESALE',
    'TIM HORTONS',
    'GRAB*FOOD',
    'DARAZ',
    'CARREFOUR',
    'METRO PLUS',
    'PETRO-CANADA',
    'APPLE.COM/BILL',
  ]);

/** Each maker returns one [kind, text]. */
const MAKERS = [
  // India
  (r) => {
    const bank = pick(r, ['HDFC Bank', 'ICICI Bank', 'SBI', 'Axis Bank', 'Kotak Bank', 'PNB']);
    return [
      'in: debit alert',
      `${pick(r, ['Dear Customer, ', ''])}A/c XX${digits(r, 4)} debited by Rs.${amount(r, 40000)} on ${dmy(r)} to VPA ${pick(r, ['swiggy', 'zomato', 'paytm', 'rahul.k', 'bigbasket'])}@${pick(r, ['ybl', 'okaxis', 'paytm', 'icici'])} (UPI Ref No ${digits(r, 12)}). Avl Bal Rs.${amount(r, 200000)}. Not you? Call 1800${digits(r, 7)} - ${bank}`,
    ];
  },
  (r) => [
    'in: credit alert',
    `Rs ${amount(r, 90000)} credited to your A/c XXXXX${digits(r, 4)} on ${dslash(r)} by NEFT from ${pick(r, ['ACME TECH PVT LTD', 'SALARY', 'INFOWAY SOLUTIONS', 'R SHARMA'])}. Avl Bal: Rs ${amount(r, 300000)} -${pick(r, ['SBI', 'Canara Bank', 'Bank of Baroda', 'Union Bank'])}`,
  ],
  (r) => [
    'in: card spend',
    `Thank you for using your ${pick(r, ['HDFC Bank', 'ICICI Bank', 'SBI Card', 'Axis Bank'])} Credit Card ending ${digits(r, 4)} for Rs ${amount(r, 25000)} at ${merchant(r)} on ${dmy(r)} ${hhmm(r)}. Avl limit: Rs ${amount(r, 400000)}. If not done by you, call ${pick(r, ['1800 266 4332', '1860 500 1290', '1800 180 1290'])} or SMS BLOCK ${digits(r, 4)} to ${pick(r, ['5676791', '9215676766'])}`,
  ],
  (r) => [
    'in: EMI reminder',
    `Dear Customer, EMI of Rs.${amount(r, 30000)} for your loan a/c ending ${digits(r, 4)} is due on ${dslash(r)}. Please maintain sufficient balance in your account to avoid charges. Ignore if already paid. - ${pick(r, ['Bajaj Finance', 'HDFC Bank', 'Tata Capital', 'ICICI Bank'])}`,
  ],
  (r) => [
    'in: ATM withdrawal',
    `Rs.${amount(r, 10, false)},000 withdrawn from A/c XX${digits(r, 4)} at ATM ${pick(r, ['MUMBAI ANDHERI', 'PUNE CAMP', 'DELHI CP', 'BLR KORAMANGALA'])} on ${dmy(r)}. Avl Bal Rs.${amount(r, 90000)}. Not you? Call 1800${digits(r, 7)} to block your card.`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['Airtel', 'airtel.in/pay'],
      ['Jio', 'jio.com/pay'],
      ['Vi', 'myvi.in'],
    ]);
    return [
      'in: bill reminder',
      `Your ${brand} postpaid bill of Rs ${amount(r, 2500)} for ${pick(r, MONTHS)} is due on ${dslash(r)}. Pay via the app or ${site} to avoid late fee.`,
    ];
  },
  // Nigeria
  (r) => [
    'ng: debit alert',
    `Debit\nAmt:NGN${amount(r, 500000)}\nAcc:${digits(r, 3)}**${digits(r, 3)}${digits(r, 1)}\nDesc:${pick(r, ['POS PURCHASE', 'TRF TO ADEBAYO O', 'AIRTIME', 'NIP TRANSFER', 'DSTV SUB'])}\nDate:${dslash(r)}\nBal:NGN${amount(r, 2000000)}`,
  ],
  (r) => [
    'ng: credit alert',
    `${pick(r, ['GTBank', 'Access Bank', 'Zenith Bank', 'First Bank', 'UBA'])}: Credit Alert! Acct: ******${digits(r, 4)} Amt: NGN ${amount(r, 900000)} CR Desc: ${pick(r, ['SALARY', 'TRF FROM CHINEDU A', 'REVERSAL', 'NIP/OPAY/IBRAHIM'])} Avail Bal: NGN ${amount(r, 3000000)} Date: ${dslash(r)} ${hhmm(r)}`,
  ],
  (r) => [
    'ng: card alert',
    `Your card ending ${digits(r, 4)} was used for NGN${amount(r, 80000)} at ${merchant(r)} on ${dslash(r)}. If you did not authorise this, call ${pick(r, ['0700 909 0909', '01 2712005', '0700 300 0000'])}.`,
  ],
  // Kenya
  (r) => {
    const code = `${pick(r, ['QK', 'RB', 'SD', 'TF', 'UA'])}${digits(r, 2)}${pick(r, ['X', 'H', 'M', 'P'])}${digits(r, 1)}${pick(r, ['ZT', 'KL', 'QW', 'BN'])}${digits(r, 1)}`;
    return [
      'ke: mobile money sent',
      `${code} Confirmed. Ksh${amount(r, 20000)} sent to ${pick(r, ['JANE WANJIKU', 'PETER OTIENO', 'KPLC PREPAID', 'NAIVAS SUPERMARKET'])} ${pick(r, ['0712', '0722', '0733'])}${digits(r, 6)} on ${day(r)}/${1 + Math.floor(r() * 12)}/${pick(r, ['24', '25', '26'])} at ${1 + Math.floor(r() * 12)}:${digits(r, 2)} ${pick(r, ['AM', 'PM'])}. New balance is Ksh${amount(r, 50000)}. Transaction cost, Ksh${amount(r, 100, false)}.00.`,
    ];
  },
  (r) => [
    'ke: mobile money received',
    `${pick(r, ['SFG', 'TGH', 'RKL'])}${digits(r, 1)}${pick(r, ['AB', 'XY', 'MN'])}${digits(r, 3)}${pick(r, ['K', 'J'])} Confirmed. You have received Ksh${amount(r, 30000)} from ${pick(r, ['MARY AKINYI', 'JOHN KAMAU', 'EQUITY BANK'])} ${pick(r, ['0711', '0720', '0798'])}${digits(r, 6)} on ${day(r)}/${1 + Math.floor(r() * 12)}/25 at ${1 + Math.floor(r() * 12)}:${digits(r, 2)} PM. New balance is Ksh${amount(r, 60000)}.`,
  ],
  (r) => [
    'ke: bank alert',
    `Dear Customer, your account ${digits(r, 4)}XXXX${digits(r, 3)} has been debited KES ${amount(r, 40000)} on ${dslash(r)} for ${pick(r, ['ATM WITHDRAWAL', 'POS PURCHASE', 'MOBILE TRANSFER'])}. Available balance KES ${amount(r, 150000)}. Call 0711 ${digits(r, 3)} ${digits(r, 3)} if you did not make this transaction. ${pick(r, ['Equity Bank', 'KCB', 'Co-op Bank', 'NCBA'])}`,
  ],
  // Pakistan
  (r) => [
    'pk: debit alert',
    `Dear Customer, PKR ${amount(r, 100000)} has been debited from your A/C ${digits(r, 4)}****${digits(r, 4)} on ${dslash(r)} at ${hhmm(r)} via ${pick(r, ['Raast', 'IBFT', 'ATM', 'POS'])}. Available Bal: PKR ${amount(r, 500000)}. For queries call ${pick(r, ['111-000-111', '021-111-225-111', '111-247-247'])}. ${pick(r, ['Meezan Bank', 'HBL', 'UBL', 'MCB'])}`,
  ],
  (r) => [
    'pk: wallet received',
    `You have received Rs. ${amount(r, 25000)} from ${pick(r, ['Ali Raza', 'Ayesha Khan', 'Bilal Ahmed'])} 03${digits(r, 2)}****${digits(r, 3)} in your ${pick(r, ['JazzCash', 'Easypaisa'])} account. TID: ${digits(r, 11)}. New balance Rs. ${amount(r, 40000)}.`,
  ],
  // Philippines
  (r) => [
    'ph: wallet received',
    `You have received PHP ${amount(r, 15000)} of GCash from ${pick(r, ['JUAN D.', 'MARIA S.', 'ROSALIE C.'])} 09${digits(r, 2)}${digits(r, 7)}. Your new balance is PHP ${amount(r, 40000)}. Ref. No. ${digits(r, 13)}. Never share your MPIN or OTP with anyone.`,
  ],
  (r) => [
    'ph: card alert',
    `${pick(r, ['BPI', 'BDO', 'Metrobank', 'UnionBank', 'Security Bank'])}: A transaction of PHP ${amount(r, 30000)} was made using your card ending in ${digits(r, 4)} at ${merchant(r)} on ${dslash(r)}. If you did not make this, call our 24/7 hotline (02) 8${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  (r) => [
    'ph: OTP',
    `${digits(r, 6)} is your ${pick(r, ['BPI', 'BDO', 'Maya', 'GCash'])} OTP for your ${pick(r, ['fund transfer', 'login', 'bills payment'])} of PHP ${amount(r, 9000)}. Valid for 5 mins. Never share your OTP. We will never ask for it.`,
  ],
  // UK
  (r) => [
    'uk: card payment',
    `${pick(r, ['Monzo', 'Barclays', 'Lloyds', 'NatWest', 'Nationwide', 'Santander UK'])}: A payment of £${amount(r, 900)} to ${merchant(r)} was made using your card ending ${digits(r, 4)}. If this wasn't you, call us on ${pick(r, ['0345 734 5345', '0800 151 0904', '0345 300 0000'])} or freeze your card in the app.`,
  ],
  (r) => [
    'uk: balance alert',
    `Your ${pick(r, ['current', 'Classic', 'Select'])} account ending ${digits(r, 4)} balance is £${amount(r, 5000)} as of ${hhmm(r)} on ${day(r)} ${pick(r, ['Jan', 'Mar', 'Jun', 'Sep', 'Nov'])}. To stop balance alerts, manage your settings in the app.`,
  ],
  (r) => [
    'uk: salary in',
    `You've been paid! £${amount(r, 3500)} from ${pick(r, ['ACME LTD PAYROLL', 'NHS TRUST', 'COUNCIL SALARIES'])} has landed in your account ending ${digits(r, 4)}. Balance £${amount(r, 8000)}.`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['Royal Mail', 'royalmail.com/t/'],
      ['Evri', 'evri.com/t/'],
      ['DPD', 'dpd.co.uk/t/'],
    ]);
    return [
      'uk: parcel',
      `${brand}: Your parcel from ${pick(r, ['ASOS', 'Argos', 'Boots', 'Currys'])} will be delivered ${pick(r, ['today between 10:15 and 11:15', 'tomorrow', 'on Saturday'])}. Track or change: ${site}${digits(r, 6)}`,
    ];
  },
  (r) => [
    'uk: appointment',
    `Reminder: your appointment at ${pick(r, ['Elm Road Surgery', 'Specsavers', 'the dental practice'])} is on ${day(r)} ${pick(r, ['March', 'June', 'October'])} at ${pick(r, ['09:10', '11:40', '14:20'])}. Reply CANCEL if you can no longer attend.`,
  ],
  // US
  (r) => [
    'us: card purchase',
    `${pick(r, ['Chase', 'Bank of America', 'Wells Fargo', 'Capital One', 'Citi', 'Discover'])}: A $${amount(r, 1200)} ${pick(r, ['online', 'card-not-present', 'in-store'])} purchase was made on your card ending in ${digits(r, 4)} at ${merchant(r)} on ${1 + Math.floor(r() * 12)}/${day(r)}. Not you? Call the number on the back of your card. Reply STOP to end alerts.`,
  ],
  (r) => [
    'us: fraud check',
    `${pick(r, ['Chase', 'Wells Fargo', 'Capital One'])} Fraud Alert: Did you use card ending ${digits(r, 4)} for $${amount(r, 800)} at ${merchant(r)}? Reply YES or NO. Msg&data rates may apply. Reply STOP to opt out.`,
  ],
  (r) => [
    'us: deposit',
    `Direct deposit of $${amount(r, 4000)} from ${pick(r, ['PAYROLL ACME INC', 'US TREASURY', 'GUSTO'])} posted to your checking account ending ${digits(r, 4)}. Available balance: $${amount(r, 9000)}.`,
  ],
  (r) => [
    'us: low balance',
    `Low balance alert: your checking account ending ${digits(r, 4)} is below $${pick(r, ['100', '50', '250'])}. Current balance $${amount(r, 99)}. Manage alerts in the mobile app.`,
  ],
  (r) => [
    'us: payment app',
    `${pick(r, ['Zelle', 'Venmo'])}: ${pick(r, ['Kayla M.', 'Ryan T.', 'Dana P.'])} sent you $${amount(r, 300)} for "${pick(r, ['rent', 'pizza', 'concert tix', 'utilities'])}". It's available in your account now.`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['UPS', 'ups.com/track?tn=1Z'],
      ['FedEx', 'fedex.com/fedextrack/?trknbr='],
      ['USPS', 'tools.usps.com/go/TrackConfirmAction?tLabels=9400'],
    ]);
    return [
      'us: parcel',
      `${brand}: Your package ${digits(r, 4)}${digits(r, 4)} is scheduled for delivery ${pick(r, ['today', 'tomorrow', 'Friday'])} by ${pick(r, ['8 PM', 'end of day'])}. Track: ${site}${digits(r, 8)}`,
    ];
  },
  (r) => [
    'us: pharmacy',
    `${pick(r, ['CVS Pharmacy', 'Walgreens'])}: Your prescription is ready for pickup at ${pick(r, ['Main St', 'Oak Ave', '5th St'])}. Reply HELP for help, STOP to opt out.`,
  ],
  // Canada English
  (r) => [
    'ca: card purchase',
    `${pick(r, ['RBC', 'TD', 'BMO', 'Scotiabank', 'CIBC'])}: A purchase of $${amount(r, 900)} was made at ${merchant(r)} with your credit card ending in ${digits(r, 4)} on ${pick(r, ['Jan', 'Apr', 'Jul', 'Oct'])} ${day(r)}. If you don't recognize it, call 1-800-${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  (r) => [
    'ca: e-Transfer',
    `INTERAC e-Transfer: ${pick(r, ['SARAH LEBLANC', 'MIKE CHEN', 'PRIYA NAIR'])} sent you $${amount(r, 600)}. The money has been automatically deposited into your account ending ${digits(r, 4)}.`,
  ],
  (r) => [
    'ca: payroll',
    `${pick(r, ['Tangerine', 'Simplii', 'EQ Bank', 'TD'])}: Payroll deposit of $${amount(r, 3800)} received in your chequing account ${digits(r, 2)}**${digits(r, 2)}. Balance $${amount(r, 10000)}.`,
  ],
  (r) => [
    'ca: bill',
    `${pick(r, ['Rogers', 'Bell', 'Telus', 'Fido', 'Koodo', 'Hydro One'])}: Your bill of $${amount(r, 250)} is ready and is due ${pick(r, ['Jan', 'Mar', 'Aug', 'Nov'])} ${day(r)}. Pre-authorized payment is set up, no action needed.`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['CRA', 'canada.ca'],
      ['Service Canada', 'canada.ca'],
      ['Wealthsimple', 'wealthsimple.com'],
      ['Questrade', 'questrade.com'],
      ['Air Canada', 'aircanada.com'],
    ]);
    return [
      'ca: OTP',
      `${digits(r, 6)} is your ${brand} verification code. Only enter it on ${site}. Do not share it.`,
    ];
  },
  (r) => {
    const [brand, site] = pick(r, [
      ['Canada Post', 'canadapost.ca/track'],
      ['Purolator', 'purolator.com/t'],
      ['UPS', 'ups.com/track'],
    ]);
    return [
      'ca: parcel',
      `${brand}: Your package from ${pick(r, ['Best Buy', 'Amazon.ca', 'SAQ', 'Indigo'])} was delivered to your ${pick(r, ['front door', 'community mailbox', 'parcel locker'])}. Details: ${site}/${digits(r, 8)}`,
    ];
  },
  (r) => {
    const [brand, site] = pick(r, [
      ['Sport Chek', 'sportchek.ca'],
      ['Roots', 'roots.com'],
      ['Lululemon', 'lululemon.com'],
      ['The Brick', 'thebrick.com'],
      ['Sephora Canada', 'sephora.com/ca'],
    ]);
    return [
      'ca: shop promo',
      `${brand}: ${pick(r, ['30', '40', '50'])}% off ${pick(r, ['this weekend only', 'until Sunday', 'for members'])}. Shop at ${site}. Reply STOP to unsubscribe.`,
    ];
  },
  (r) => [
    'ca: appointment',
    `Reminder: ${pick(r, ['Dr. Patel', 'Lakeshore Physio', 'Clinique Dentaire Nord'])} on ${pick(r, ['Mon', 'Wed', 'Fri'])} ${pick(r, ['Feb', 'May', 'Sep'])} ${day(r)} at ${pick(r, ['8:30', '13:15', '16:00'])}. Reply C to confirm, R to reschedule or call 416-${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  // Québec French
  (r) => [
    'qc: achat carte',
    `${pick(r, ['Desjardins', 'Banque Nationale', 'RBC Banque Royale', 'BMO'])} : Un achat de ${amountFr(r, 900)} $ chez ${merchant(r)} a été porté à votre carte se terminant par ${digits(r, 4)} le ${day(r)} ${pick(r, MOIS)}. Si vous ne le reconnaissez pas, composez le 1 800 ${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  (r) => [
    'qc: virement',
    `Virement INTERAC : ${pick(r, ['MARIE TREMBLAY', 'JEAN GAGNON', 'AMINA DIALLO'])} vous a envoyé ${amountFr(r, 500)} $. L'argent a été déposé automatiquement dans votre compte se terminant par ${digits(r, 4)}.`,
  ],
  (r) => [
    'qc: solde',
    `Alerte de solde : le solde de votre compte ${digits(r, 3)}-${digits(r, 4)} est de ${amountFr(r, 3000)} $ au ${day(r)} ${pick(r, MOIS)}. Gérez vos alertes dans l'application.`,
  ],
  (r) => [
    'qc: paie',
    `Dépôt de paie de ${amountFr(r, 3500)} $ reçu dans votre compte se terminant par ${digits(r, 4)}. Solde disponible : ${amountFr(r, 9000)} $.`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['Desjardins', 'desjardins.com'],
      ['Hydro-Québec', 'hydroquebec.com'],
      ['SAQ', 'saq.com'],
    ]);
    return [
      'qc: code',
      `${digits(r, 6)} est votre code de vérification ${brand}. Ne l'entrez que sur ${site}. Ne le communiquez à personne.`,
    ];
  },
  (r) => [
    'qc: rappel facture',
    `${pick(r, ['Vidéotron', 'Hydro-Québec', 'Bell', 'Fizz'])} : votre facture de ${amountFr(r, 250)} $ est disponible. Échéance : ${day(r)} ${pick(r, MOIS)}. Consultez-la dans votre espace client.`,
  ],
  (r) => [
    'qc: livraison',
    `Postes Canada : votre colis de ${pick(r, ['Simons', 'Renaud-Bray', 'Amazon.ca'])} sera livré ${pick(r, ['aujourd’hui', 'demain', 'jeudi'])}. Suivi : postescanada.ca/suivi/${digits(r, 8)}`,
  ],
  (r) => {
    const [brand, site] = pick(r, [
      ['Simons', 'simons.ca'],
      ['Renaud-Bray', 'renaud-bray.com'],
      ['Archambault', 'archambault.ca'],
      ['Jean Coutu', 'jeancoutu.com'],
    ]);
    return [
      'qc: promo',
      `${brand} : ${pick(r, ['20', '25', '30'])} % de rabais ce week-end sur ${pick(r, ['les manteaux', 'les livres', 'les soins'])}. ${site} Textez ARRET pour vous désabonner.`,
    ];
  },
  (r) => [
    'qc: rendez-vous',
    `Rappel : rendez-vous à la ${pick(r, ['Clinique médicale du Parc', 'Clinique dentaire Laval', 'Physio Rosemont'])} le ${day(r)} ${pick(r, MOIS)} à ${pick(r, ['8 h 30', '10 h', '14 h 15'])}. Répondez O pour confirmer ou appelez le 514 ${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  // Card-not-present and ATM, generic
  (r) => [
    'any: card not present',
    `${pick(r, ['Visa', 'Mastercard', 'Amex'])} alert: an online (card-not-present) transaction of ${pick(r, ['$', '£', 'CAD ', 'USD '])}${amount(r, 700)} was approved on your card ending ${digits(r, 4)} at ${merchant(r)}. If you don't recognise it, call the number on the back of your card.`,
  ],
  (r) => [
    'any: ATM',
    `ATM withdrawal of ${pick(r, ['$', '£', 'CAD '])}${pick(r, ['20', '60', '100', '200', '400'])}.00 from your account ending ${digits(r, 4)} at ${pick(r, ['KING ST W', 'HIGH ST', 'MAIN ST'])} on ${dslash(r)} ${hhmm(r)}. Available balance ${pick(r, ['$', '£'])}${amount(r, 6000)}.`,
  ],
];

/** `n` texts from a fixed seed, each maker used in turn (so every kind appears). */
export function businessTexts(n = 300, seed = 20261128) {
  const rnd = mulberry32(seed);
  const out = [];
  for (let i = 0; i < n; i += 1) out.push(MAKERS[i % MAKERS.length](rnd));
  return out;
}
