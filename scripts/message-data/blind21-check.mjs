// Check list for blind list v21 (issue 23, round 20 helper "msgmail21"): written by hand AFTER this
// round's rules, committed before its one run, never tuned on. No row of any corpus is here: every
// person, amount, reference, number and link is invented (bank, shop and agency names are real).
// CHECK21_HAM: relatives' money news with large amounts, children asking with a reason, a new
// number paying its own bill, promotions with "earn", a payroll, a cheque refund, business alerts.
// CHECK21_SCAM: earning offers with wide amounts, a new number asking to cover a bill, a bare kin
// word needing money, a cheque job, and kinds of earlier rounds in new words.
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind21.mjs [--show]

export const CHECK21_HAM = [
  ['win', 'Auntie Sue won $2,300 on a scratch ticket at the Petro-Canada, she is over the moon'],
  ['win', 'Mon père a gagné 5 000 $ à la Lotto Max, il paie le chalet cet été!'],
  ['win', 'Jay made $900 selling his old hockey cards online, crazy right'],
  ['earn-promo', 'PC Optimum: earn 20,000 points when you spend $50 or more this weekend. Reply STOP to end'],
  ['earn-promo', 'Air Miles : obtenez 95 milles en prime à l’achat de 3 produits participants chez Metro.'],
  ['child-reason', 'Dad I need $35 for the yearbook, due Friday'],
  ['child-reason', 'Mom I need $12 for pizza day tomorrow'],
  ['child-reason', 'Papa j’ai besoin de 60 $ pour le tournoi de soccer samedi'],
  ['new-number-pays', 'New number, it is Omar. I paid my Fido bill so this line is active now, save it'],
  [
    'new-number-pays',
    'Salut c’est Julie, nouveau numéro! J’ai payé ma facture de cellulaire en ligne, tout est réglé',
  ],
  [
    'bill-known',
    'Can you pay the internet bill this month? I will pay you back when my pay comes in - Chris',
  ],
  ['payroll', 'Ceridian: your pay statement for Dec 4 is available. Net pay $2,104.55.'],
  ['cheque', 'Desjardins : votre dépôt de chèque mobile de 318,00 $ a été accepté.'],
  ['alert', 'Scotiabank: $75.00 was withdrawn at an ATM with your debit card ending 5521.'],
  ['delivery', 'Amazon: your package with 2 items was delivered to your front door at 2:14 pm.'],
  ['code', 'Your Rogers one-time code is 551902. It expires in 10 minutes.'],
  [
    'job-real',
    'Hi Sam, it is Dana from Loblaws HR, your interview is Tuesday at 10 am at the Bank St store. Bring your SIN card for the forms.',
  ],
  ['gig-real', 'Uber: you made $412.60 this week. Tap to see your earnings summary.'],
  ['shift', 'Walmart: new shift posted for Sunday 8 am to 4 pm, accept it in the Me@Walmart app'],
  ['family', 'Mom I got the job at the bank!! Starting Monday'],
];

export const CHECK21_SCAM = [
  ['earn', 'Flexible online work, make $600 per day from home, training provided. Text JOB to 555-0182'],
  ['earn', 'Earn up to $1,500 weekly rating hotels online, only 30 min a day. Message Sarah on WhatsApp'],
  [
    'earn',
    'Emploi de la maison, gagnez jusqu’à 750 $ par semaine, paiement chaque jour. Écrivez-nous sur Telegram',
  ],
  ['earn', 'Vous pouvez gagner 500 $ en une heure avec notre application, inscription gratuite'],
  [
    'bill-new',
    'Hey it’s me, got a new number after my phone broke. Could you pay my Bell bill for me? I’ll pay you back Friday',
  ],
  [
    'bill-new',
    'Allo c’est moi, nouveau numéro. Peux-tu payer ma facture d’Hydro aujourd’hui? Je te rembourse',
  ],
  ['kin-need', 'Mom I need $850 please answer'],
  ['kin-need', 'Dad I need $1,200 right away, I will explain later'],
  ['kin-need', 'Maman j’ai besoin de 600 $ tout de suite s’il te plaît'],
  [
    'cheque',
    'Part-time job: we will send you a cheque, deposit it and transfer the balance to our supplier by e-Transfer. Keep $250 for you',
  ],
  [
    'parcel',
    'UPS: your package could not be delivered, pay the $1.99 redelivery fee at ups-redelivery-ca.com',
  ],
  [
    'bank',
    'Banque Nationale : activité suspecte sur votre compte. Confirmez vos informations : bnc-verification.net',
  ],
  [
    'prize',
    'You have been selected for a $500 Walmart gift card. Claim before midnight: wm-rewards-claim.com',
  ],
  ['crypto', 'Invest $250 today and earn $8,000 in one week with our crypto trading robot. Guaranteed'],
  [
    'family',
    'Hi mom, my phone fell in the toilet, this is my temporary number. Can you send me $480 for a bill?',
  ],
  [
    'tax',
    'CRA: your tax refund of $612.40 is pending. Deposit it to your account here: cra-refund-deposit.com',
  ],
  ['wrong', 'Hello, is this Karen? We met at the wine tasting last month, I still have your scarf'],
  [
    'toll',
    'Service Ontario: unpaid 407 toll of $4.87. Pay today to avoid licence suspension: ontario-tolls-pay.com',
  ],
];
