// Blind list v21 for text messages (issue 23, round 20 helper "msgmail21"): written by hand for this
// project BEFORE any change of this helper (committed first, measured once on the unchanged code of
// main f35e7f3; that first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`.
// No row of any corpus is here: every person, amount, reference, number and link is invented (bank,
// shop, agency, carrier and utility names are real; phone numbers and links are made up).
// BLIND21_HAM: relatives' and friends' money talk with large amounts (bingo, lottery pool, casino,
// raise, overtime, a garage sale, babysitting pay), a child asking a parent to cover a bill with a
// name and a reason, a new number with no ask, and business texts (bank alerts, codes, deliveries,
// promotions, a pharmacy, a shift schedule, a payroll notice).
// BLIND21_SCAM: earning lures with wide amounts ("earn up to $350 a day", « gagnez jusqu'à 400 $ par
// jour »), a new number asking to pay a phone bill and promising to pay back, "Mom I need $700" with
// no comma and no "send", a relative's new number asking for money in French, a mystery-shopper
// cheque, and kinds of earlier rounds in new words.
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind21.mjs [--show]

export const BLIND21_HAM = [
  ['bingo', 'Mom won $450 at bingo last night at the Legion, she is buying everyone pizza Sunday'],
  ['bingo', 'Grand-maman a gagné 1 200 $ au bingo de la paroisse, elle veut nous inviter au resto!'],
  ['lottery-pool', 'Our office lotto pool won $86 each this week, I will give you yours Monday'],
  ['casino', 'Uncle Ray made $300 at the casino in Montreal lol, he says drinks are on him'],
  ['raise', 'Got the raise! $2 more an hour starting next month, celebrating tonight'],
  [
    'overtime',
    'Je fais 300 $ de plus par semaine avec le temps supplémentaire ce mois-ci, on pourra partir en vacances',
  ],
  ['babysit', 'Kayla made $120 babysitting the Tremblay kids today, she is so proud'],
  ['garage-sale', 'We made $640 at the garage sale! Thanks for helping set up'],
  [
    'bill-ask-known',
    'Dad it is Noah, my card got declined at Rogers, could you cover my phone bill this month? I will pay you back Friday when I get paid',
  ],
  [
    'bill-ask-known',
    'Maman c’est Léa, peux-tu payer mon compte de cellulaire ce mois-ci? Je te rembourse dès ma paye jeudi',
  ],
  ['mom-need', 'Mom I need $20 for the field trip tomorrow, the form is in my backpack'],
  ['new-number', 'Hey it is Priya, new number, my old phone died. Save this one'],
  ['new-number', 'Allo c’est Mathieu, j’ai changé de numéro. Garde celui-ci'],
  ['new-number', 'Hi this is my new number'],
  ['bank-alert', 'RBC: A purchase of $1,249.00 at BEST BUY was made with your Visa ending 4471.'],
  [
    'bank-alert',
    'Desjardins : un virement de 2 500,00 $ a été déposé dans votre compte se terminant par 0912.',
  ],
  ['code', 'Your TD verification code is 482913. Never share this code. TD will never call to ask for it.'],
  ['code', 'Code de vérification Tangerine : 771204. Ne le communiquez à personne.'],
  [
    'delivery',
    'Canada Post: your package 7023 1188 4471 2209 will be delivered today between 1 pm and 5 pm.',
  ],
  [
    'promo',
    'Sport Chek: earn up to 10x Triangle Rewards this weekend only. Shop now at sportchek.ca. Reply STOP to opt out',
  ],
  [
    'promo',
    'IGA : économisez jusqu’à 40 % sur les fruits cette semaine. Circulaire sur iga.net. STOP pour vous désabonner',
  ],
  ['pharmacy', 'Jean Coutu: your prescription is ready for pickup at 1450 rue Sherbrooke. Open until 9 pm.'],
  [
    'shift',
    'Tim Hortons shift change: you are on Saturday 6 am to 2 pm instead of Sunday. Text Karen if that does not work',
  ],
  ['payroll', 'Payroll: your pay of $1,842.16 was deposited today. Your stub is in Employee Self Service.'],
  ['gig-real', 'DoorDash: you earned $186.40 this week. Your payout will arrive in 1-2 business days.'],
];

export const BLIND21_SCAM = [
  [
    'earn-wide',
    'Remote job: earn up to $350 a day working from your phone, 1 hour per day. WhatsApp Emily at +1 438 555 0199',
  ],
  [
    'earn-wide',
    'We are hiring part time online staff, earn up to $800 per day, no experience needed. Reply YES to learn more',
  ],
  [
    'earn-wide',
    'Emploi à domicile : gagnez jusqu’à 400 $ par jour avec votre téléphone. Contactez-nous sur WhatsApp',
  ],
  [
    'earn-wide',
    'Travail flexible, gagnez 250 $ à 900 $ par jour, aucune expérience requise. Écrivez OUI pour commencer',
  ],
  [
    'earn-wide',
    'Hello, our HR team saw your resume. Daily salary $300-$1000, paid same day. Add us on Telegram @hr_jobs_ca',
  ],
  [
    'bill-new',
    'Hi it is me, I lost my phone and this is my new number. Can you pay my phone bill for me? I will pay you back tomorrow',
  ],
  ['bill-new', 'Hey this is my new number, can you pay my phone bill for me, I’ll pay you back tonight'],
  [
    'bill-new',
    'Salut c’est moi, nouveau numéro, mon téléphone est brisé. Peux-tu payer ma facture de cellulaire? Je te rembourse demain',
  ],
  ['mom-need', 'Mom I need $700 it is urgent please'],
  ['mom-need', 'Mom I need $1500 for rent today my phone broke this is my new number'],
  ['mom-need', 'Maman j’ai besoin de 800 $ c’est urgent mon téléphone est cassé'],
  ['mom-need', 'Dad I need 900 dollars today please dont tell mom'],
  [
    'relative-new',
    'Hi mum, this is my new number, I need a favour, can you send me money for a bill, I will explain later',
  ],
  [
    'cheque',
    'Mystery shopper job: we will mail you a $2,450 cheque, deposit it, keep $300 and send the rest by e-Transfer. Reply to start',
  ],
  [
    'cheque',
    'Client mystère : nous vous envoyons un chèque de 1 900 $, déposez-le et renvoyez le reste par virement. Répondez OUI',
  ],
  [
    'task',
    'Earn $50-$200 a day liking videos on TikTok. Tasks paid instantly. Contact our mentor on Telegram',
  ],
  [
    'toll',
    'Highway 407 ETR: your account has an unpaid balance of $6.42. Pay now to avoid a penalty: 407etr-balance.com',
  ],
  [
    'cra',
    'ARC : vous avez droit à un remboursement de 486,20 $. Réclamez-le ici : arc-remboursement-canada.com',
  ],
  [
    'delivery',
    'Postes Canada : votre colis est retenu, frais de 2,99 $ requis. Payez ici : postescanada-livraison.info',
  ],
  [
    'bank',
    'TD Alert: unusual sign-in on your account. Confirm your identity now or it will be locked: td-secure-verify.com',
  ],
  [
    'prize',
    'Congratulations! Your number was selected to win $5,000 in the Canada Day draw. Claim at cadraw-winner.net',
  ],
  [
    'crypto',
    'Your Coinbase wallet has a pending withdrawal of 0.42 BTC. If this was not you call +1 855 555 0133 immediately',
  ],
  [
    'wrong-number',
    'Hi, is this Dr. Wilson? I sent you the $2,000 deposit by mistake, can you send it back to me please',
  ],
  [
    'hydro',
    'Hydro-Québec : votre service sera interrompu ce soir pour solde impayé. Payez 94,50 $ maintenant : hydro-paiement.net',
  ],
  [
    'job-fr',
    'Bonjour, nous recrutons pour un poste à temps partiel, 2 h par jour, salaire de 300 $ à 500 $ par jour. Répondez pour les détails',
  ],
];
