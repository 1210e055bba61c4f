// Generated spam of 2018–22 as recipients post it, and the ordinary texts that look like it (issue 23,
// round 16, helper message17), written BEFORE any code change of the round. Kinds: loan and credit
// offers, casino and betting bonuses, adult and dating links, subscription and renewal traps with a
// phone number, prize and survey wins, jobs paid by the day, crypto and stock tips, debt relief,
// political and charity appeals with a payment link, "reply STOP" marketing from an unknown sender
// with a short link, injury and insurance callbacks, cash offers for a house, "you received money,
// reply OK", and the "sent you money by mistake, send it back" scam. Ordinary side: real shops'
// promotions on their own domain with an opt-out, real lenders' reminders, pharmacy and clinic texts,
// a Singapore PayNow receipt and a Nigerian loan reminder, a friend who really paid twice.
// English and Québec French. Every name, number and link is invented (brand names are real).
// Same split as world-alerts.mjs (the template's name; one in three to validation). Never used by
// training. Run: node scripts/message-data/run-world.mjs
import { amount, amountFr, day, digits, pick } from './business-templates.mjs';

const tollFree = (r) =>
  `1-8${pick(r, ['00', '33', '44', '55', '66', '77', '88'])}-${digits(r, 3)}-${digits(r, 4)}`;
const short = (r) =>
  `${pick(r, ['bit.ly', 'tinyurl.com', 'rb.gy', 'cutt.ly', 'is.gd', 't.ly'])}/${pick(r, ['a', 'x', 'k', 'q'])}${digits(r, 3)}${pick(r, ['z', 'm', 'p'])}`;
const first = (r) => pick(r, ['Jessica', 'Amanda', 'Chloé', 'Mélanie', 'Sarah', 'Kim', 'Nathalie', 'Emily']);
const prenom = (r) => pick(r, ['Marc', 'Julie', 'Stéphane', 'Isabelle', 'Kevin', 'Sophie', 'Martin']);
const scamHost = (r, words) =>
  `${pick(r, words)}${pick(r, ['-ca', '-now', '24', '-qc', '-online', ''])}.${pick(r, ['com', 'net', 'info', 'club', 'xyz', 'top'])}`;

/** [template name, maker (rnd) → text]: spam and scams (all should be flagged). */
export const SPAM17_SCAM_TEMPLATES = [
  [
    'loan: approved bad credit link',
    (r) =>
      `${pick(r, ['APPROVED', 'Pre-approved', 'Good news'])}: you qualify for a personal loan up to $${pick(r, ['5,000', '15,000', '35,000'])}, bad credit OK, no credit check. Get cash today: ${scamHost(r, ['fastloan', 'cashnow', 'loanhub'])}/${digits(r, 4)}`,
  ],
  [
    'loan: reply yes agent',
    (r) =>
      `Need $${pick(r, ['500', '1500', '2500', '5000'])} fast? Borrow in minutes even with bad credit or bankruptcy. Text back YES and an agent will call you today.`,
  ],
  [
    'loan fr: pret sans enquete',
    (r) =>
      `Prêt personnel de ${pick(r, ['500', '1 000', '2 500'])} $ à ${pick(r, ['5 000', '10 000', '15 000'])} $ sans enquête de crédit, réponse en ${pick(r, ['1 heure', '15 minutes', '30 minutes'])}! ${pick(r, ['Répondez OUI', 'Écrivez PRET'])} pour recevoir votre argent aujourd’hui.`,
  ],
  [
    'loan fr: credit refuse lien',
    (r) =>
      `Refusé par votre banque? Obtenez jusqu’à ${pick(r, ['3 000', '7 500', '20 000'])} $ même avec un mauvais crédit. Dépôt en 24 h : ${short(r)}`,
  ],
  [
    'casino: free spins deposit',
    (r) =>
      `Your ${pick(r, ['100', '200', '250'])} FREE SPINS are waiting! Deposit $${pick(r, ['10', '20'])} and get a ${pick(r, ['200', '300', '400'])}% bonus at ${pick(r, ['SpinRoyal', 'LuckyVegas', 'JackpotCity'])}: ${short(r)} Txt STOP to quit`,
  ],
  [
    'casino: bonus bets tonight',
    (r) =>
      `Bet $${pick(r, ['5', '10'])}, get $${pick(r, ['150', '200', '250'])} in bonus bets on ${pick(r, ['NHL', 'NFL', 'NBA'])} tonight! Claim now: ${scamHost(r, ['betpro', 'wagerking', 'sportsbonus'])}`,
  ],
  [
    'casino fr: bonus tours gratuits',
    (r) =>
      `${pick(r, ['Casino Royal', 'Vegas Québec', 'Lucky Spin'])} : ${pick(r, ['500', '1 000'])} $ de bonus et ${pick(r, ['50', '100', '200'])} tours gratuits vous attendent! Inscrivez-vous : ${short(r)}`,
  ],
  [
    'casino fr: jackpot gagnez',
    (r) =>
      `${prenom(r)}, le jackpot de ${amountFr(r, 90000)} $ n’attend que vous! Jouez maintenant avec votre bonus de bienvenue : ${scamHost(r, ['jackpot', 'casinoqc', 'mise'])}`,
  ],
  [
    'adult: lonely pics',
    (r) =>
      `Hey it’s ${first(r)} 😘 I’m lonely tonight and live near you. See my private pics: ${scamHost(r, ['hotgirls', 'privpics', 'naughty'])}/${pick(r, ['me', 'x', 'p'])}${digits(r, 2)}`,
  ],
  [
    'adult fr: seule ce soir',
    (r) =>
      `Salut, c’est ${first(r)}... je suis seule ce soir pas loin de chez toi 😏 Viens voir mes photos : ${scamHost(r, ['rencontres', 'coquine', 'chaudes'])}`,
  ],
  [
    'dating: singles in your area',
    (r) =>
      `${pick(r, ['3', '5', '7'])} single ${pick(r, ['women', 'moms', 'ladies'])} in your area want to meet you. See who liked you: ${short(r)} Reply STOP to opt out`,
  ],
  [
    'sub: renewed call refund',
    (r) =>
      `Your ${pick(r, ['Norton', 'McAfee', 'Geek Squad', 'PayPal'])} ${pick(r, ['subscription', 'membership', 'protection plan'])} was renewed for $${pick(r, ['299.99', '399.99', '489.00'])} today. If you did not authorize this, call ${tollFree(r)} for a refund.`,
  ],
  [
    'sub: auto-renew cancel call',
    (r) =>
      `${pick(r, ['Amazon Prime', 'Microsoft 365', 'Norton 360'])}: your annual plan auto-renews today for $${pick(r, ['189', '249', '319'])}. To cancel and get your money back, call ${tollFree(r)}.`,
  ],
  [
    'sub fr: abonnement renouvele appelez',
    (r) =>
      `${pick(r, ['Amazon Prime', 'Norton', 'McAfee'])} : votre abonnement annuel de ${pick(r, ['219,99', '349,99', '399,00'])} $ sera renouvelé aujourd’hui. Pour annuler, appelez le ${tollFree(r)}.`,
  ],
  [
    'prize: gift card selected',
    (r) =>
      `Congratulations! You have been selected to receive a $${pick(r, ['500', '1000'])} ${pick(r, ['Walmart', 'Costco', 'Tim Hortons', 'Amazon'])} gift card. Claim it before midnight: ${scamHost(r, ['rewards', 'giftclaim', 'winner'])}`,
  ],
  [
    'prize fr: vous avez gagne',
    (r) =>
      `Félicitations! Vous avez gagné ${pick(r, ['un iPhone 15', 'une carte-cadeau de 1 000 $', 'un voyage pour deux'])} lors de notre tirage. Réclamez votre prix ici : ${scamHost(r, ['gagnant', 'tirage', 'concours'])}`,
  ],
  [
    'survey: answer questions reward',
    (r) =>
      `${pick(r, ['Costco', 'Walmart', 'Rogers', 'Bell'])} customer survey: answer ${pick(r, ['3', '4', '5'])} questions and get a reward worth $${pick(r, ['90', '100', '150'])}! Today only: ${scamHost(r, ['survey', 'rewards', 'feedback'])}`,
  ],
  [
    'job: per day whatsapp',
    (r) =>
      `We are hiring! Work from home ${pick(r, ['1-2', '2-3'])} hours a day and earn $${pick(r, ['200', '300', '500'])}-$${pick(r, ['800', '900', '1000'])} daily. No experience needed. Contact ${pick(r, ['HR', 'our recruiter', first(r)])} on WhatsApp +1 ${pick(r, ['438', '514', '647'])} ${digits(r, 3)} ${digits(r, 4)}`,
  ],
  [
    'job fr: par jour telegram',
    (r) =>
      `Offre d’emploi : ${pick(r, ['assistant en ligne', 'évaluateur de produits', 'agent à domicile'])}, ${pick(r, ['200', '300', '400'])} $ par jour, payé chaque jour. Écrivez « EMPLOI » à ${first(r)} sur ${pick(r, ['Telegram', 'WhatsApp'])}.`,
  ],
  [
    'crypto: vip signals',
    (r) =>
      `${pick(r, ['Bitcoin', 'Ethereum', 'Solana'])} just broke out! Our members made ${pick(r, ['240', '340', '500'])}% this week. Join our free VIP signals group: t.me/${pick(r, ['cryptowhales', 'moonsignals', 'btcpump'])}_vip`,
  ],
  [
    'stock: about to explode',
    (r) =>
      `Stock alert: $${pick(r, ['NVXQ', 'ZLTR', 'QBIT', 'HMRX'])} is about to ${pick(r, ['explode', 'soar', 'rocket'])} ${pick(r, ['300', '500', '800'])}%. Buy before Monday! Free insider tips: ${scamHost(r, ['stockpick', 'pennyalerts', 'insidertips'])}`,
  ],
  [
    'crypto fr: garanti conseillere',
    (r) =>
      `Investissez ${pick(r, ['250', '300', '500'])} $ en ${pick(r, ['crypto', 'bitcoin'])} et recevez ${pick(r, ['5 000', '8 000'])} $ en une semaine, garanti. Contactez notre conseillère ${first(r)} sur WhatsApp.`,
  ],
  [
    'debt: government program reply',
    (r) =>
      `Struggling with ${pick(r, ['debt', 'credit card debt', 'CRA debt'])}? A new government program can cut your debt by up to ${pick(r, ['50', '70', '80'])}%. Reply YES to see if you qualify.`,
  ],
  [
    'debt fr: programme federal appelez',
    (r) =>
      `Programme ${pick(r, ['fédéral', 'gouvernemental'])} de réduction de dettes : effacez jusqu’à ${pick(r, ['50', '70', '80'])} % de vos dettes. Appelez le ${tollFree(r)} aujourd’hui.`,
  ],
  [
    'politics: chip in before midnight',
    (r) =>
      `${pick(r, ['URGENT', 'FINAL NOTICE', 'We’re losing'])}: the election is at risk! Chip in $${pick(r, ['10', '25', '50'])} before midnight to defend our values: ${scamHost(r, ['donate-secure', 'standnow', 'chipin'])}/${digits(r, 3)}`,
  ],
  [
    'charity: every dollar saves',
    (r) =>
      `Help the ${pick(r, ['children', 'families', 'victims'])} of ${pick(r, ['Gaza', 'Ukraine', 'the wildfires'])} today. Every $${pick(r, ['10', '20'])} saves a life. Donate now: ${short(r)}`,
  ],
  [
    'charity fr: don sinistres',
    (r) =>
      `Faites un don pour les ${pick(r, ['victimes des incendies', 'sinistrés des inondations', 'enfants malades'])}! Chaque ${pick(r, ['10', '20'])} $ compte. Donnez ici : ${scamHost(r, ['aide-sinistres', 'donnez', 'entraide'])}`,
  ],
  [
    'stop-mkt: unknown clearance short',
    (r) =>
      `Hi! Final call: our ${pick(r, ['50', '70', '80'])}% off clearance ends tonight. Shop now: ${short(r)} Reply STOP to unsubscribe`,
  ],
  [
    'stop-mkt fr: offre lien court',
    (r) =>
      `OFFRE SPÉCIALE : ${pick(r, ['échantillon gratuit', 'montre de luxe à 19 $', 'écouteurs à 9 $'])} aujourd’hui seulement! ${short(r)} STOP au ${digits(r, 5)}`,
  ],
  [
    'injury: accident compensation call',
    (r) =>
      `Were you ${pick(r, ['in a car accident', 'injured at work', 'hurt in a fall'])} in the last 3 years? You may be entitled to $${pick(r, ['15,000', '25,000', '40,000'])} in compensation. Call ${tollFree(r)} now.`,
  ],
  [
    'house: cash offer',
    (r) =>
      `Hi, I’d like to make a cash offer on your ${pick(r, ['house', 'property', 'home'])} on ${pick(r, ['Maple St', 'rue des Érables', 'Oak Ave', 'Cedar Rd'])}. Are you interested in selling? Reply YES or NO.`,
  ],
  [
    'money-ok: pending reply ok',
    (r) =>
      `You have received $${amount(r, 900)} from a pending transfer. Reply ${pick(r, ['OK', 'YES', '1'])} to accept the deposit.`,
  ],
  [
    'mistake: interac send back email',
    (r) =>
      `Hi, I accidentally sent $${pick(r, ['300', '450', '500', '650'])} to your number through ${pick(r, ['Interac', 'e-transfer', 'Zelle'])}. It was meant for my ${pick(r, ['landlord', 'sister', 'contractor'])}. Could you please send it back to ${pick(r, ['this email', 'me'])}: ${pick(r, ['rent.pay', 'kelly.r', 'j.martin'])}${digits(r, 2)}@gmail.com`,
  ],
  [
    'mistake: mother cash app',
    (r) =>
      `Sorry to bother you, my ${pick(r, ['mother', 'grandma', 'dad'])} sent you ${pick(r, ['150', '200', '300'])} USD on ${pick(r, ['Cash App', 'Venmo', 'Zelle'])} by mistake. Please refund it to $${pick(r, ['KellyR', 'JayM', 'TinaB'])}${digits(r, 3)}, ${pick(r, ['she needs it for her medication', 'it was for rent'])}.`,
  ],
  [
    'mistake fr: renvoyer svp',
    (r) =>
      `Bonjour, je vous ai envoyé ${pick(r, ['200', '350', '500'])} $ par erreur ${pick(r, ['par Interac', 'par virement', ''])}. Pouvez-vous me les renvoyer svp? C’était pour ${pick(r, ['mon fils', 'mon loyer', 'ma mère'])}. Merci de répondre vite.`,
  ],
  [
    'mistake: wrong number transfer return',
    (r) =>
      `Hello, I made a transfer of $${pick(r, ['250', '400', '800'])} to this number by error. Kindly return it to my account, ${pick(r, ['my kids need food', 'I am in hospital', 'it is all I have'])}. God bless you.`,
  ],
];

/** [template name, maker (rnd) → text]: ordinary texts (none should be flagged). */
export const SPAM17_HAM_TEMPLATES = [
  [
    'shop: own domain stop',
    (r) => {
      const [b, d] = pick(r, [
        ['Canadian Tire', 'canadiantire.ca'],
        ['Best Buy', 'bestbuy.ca'],
        ['Sport Chek', 'sportchek.ca'],
        ['Old Navy', 'oldnavy.ca'],
      ]);
      return `${b}: ${pick(r, ['Black Friday', 'Boxing Day', 'Our fall sale'])} starts now! Up to ${pick(r, ['40', '50', '60'])}% off. Shop at ${d}. Reply STOP to opt out.`;
    },
  ],
  [
    'shop fr: propre site arret',
    (r) => {
      const [b, d] = pick(r, [
        ['SAQ', 'saq.com'],
        ['Simons', 'simons.ca'],
        ['Ardène', 'ardene.com'],
      ]);
      return `${b} : ${pick(r, ['20 %', '30 %', '25 %'])} de rabais ce week-end seulement. Détails sur ${d}. Répondez ARRET pour vous désabonner.`;
    },
  ],
  [
    'shop: points expire',
    (r) => {
      const [b, d] = pick(r, [
        ['Sephora', 'sephora.com/rewards'],
        ['Indigo', 'indigo.ca/plum'],
        ['Petro-Canada', 'petro-canada.ca/petro-points'],
      ]);
      return `${b}: your ${pick(r, ['1,250', '3,400', '800'])} points expire ${pick(r, ['Dec 31', 'Jan 15'])}. Redeem them at ${d}. Txt STOP to end, HELP for help.`;
    },
  ],
  [
    'shop fr: points optimum',
    (r) =>
      `${pick(r, ['Pharmaprix', 'Provigo', 'Maxi'])} : vos points PC Optimum valent ${pick(r, ['10', '20', '25'])} $ cette semaine. Échangez-les en magasin. ARRET pour vous désabonner.`,
  ],
  [
    'shop: pizza deal',
    (r) => {
      const [b, d] = pick(r, [
        ['Domino’s', 'dominos.ca'],
        ['Pizza Pizza', 'pizzapizza.ca'],
        ['Boston Pizza', 'bostonpizza.com'],
      ]);
      return `${b}: ${pick(r, ['Tuesday', 'Weekend'])} deal, any large pizza $${pick(r, ['12.99', '14.99'])}. Order at ${d}. Msg&data rates may apply. Reply STOP to cancel.`;
    },
  ],
  [
    'casino own: loto-quebec',
    (r) =>
      `Loto-Québec : le gros lot du Lotto Max est de ${pick(r, ['50', '60', '70'])} millions $ vendredi. Procurez-vous votre billet sur lotoquebec.com. ARRET pour vous désabonner.`,
  ],
  [
    'lender: line of credit due',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'Scotiabank', 'CIBC'])}: Your line of credit payment of $${amount(r, 400)} is due on Dec ${day(r)}. Pay in the app or online banking. Ignore if already paid.`,
  ],
  [
    'lender fr: pret auto preleve',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale', 'BMO'])} : rappel, le versement de ${amountFr(r, 800)} $ de votre prêt auto sera prélevé le ${day(r)} décembre. Aucune action requise.`,
  ],
  [
    'lender: installment autopay',
    (r) =>
      `Your ${pick(r, ['Affirm', 'Klarna', 'PayBright'])} payment of $${amount(r, 120)} for your ${pick(r, ['Dell', 'Wayfair', 'Peloton'])} order is due Dec ${day(r)}. Autopay is on, so no action needed.`,
  ],
  [
    'lender: branch reminder',
    (r) =>
      `${pick(r, ['easyfinancial', 'Fairstone', 'Spring Financial'])}: Hi ${prenom(r)}, friendly reminder that your payment of $${amount(r, 200)} is due ${pick(r, ['Friday', 'Monday', 'tomorrow'])}. Questions? Call your branch at ${pick(r, ['450', '514', '418'])}-555-0${digits(r, 3)}.`,
  ],
  [
    'ng: loan repayment reminder',
    (r) =>
      `${pick(r, ['Carbon', 'FairMoney', 'Branch', 'Renmoney'])}: Dear ${pick(r, ['Tunde', 'Chioma', 'Customer', 'Ifeanyi'])}, your loan repayment of N${pick(r, ['18,500', '25,000', '40,000'])}.00 is due on ${String(day(r)).padStart(2, '0')}/12/2025. Please ensure your linked account is funded to avoid penalty charges.`,
  ],
  [
    'sg: paynow received short',
    (r) =>
      `${pick(r, ['DBS', 'OCBC', 'POSB'])}: You have received SGD ${amount(r, 400)} via PayNow from ${pick(r, ['LEE MEI XIN', 'ONG KAI WEN', 'TAN JIA HUI'])} on ${day(r)} Nov ${String(Math.floor(r() * 24)).padStart(2, '0')}:${digits(r, 1)}${digits(r, 1)}. If unauthorised, call 1800 ${digits(r, 3)} ${digits(r, 4)}.`,
  ],
  [
    'pharmacy: ready pickup',
    (r) =>
      `${pick(r, ['Jean Coutu', 'Shoppers Drug Mart', 'Rexall', 'Uniprix'])}: Your prescription is ready for pickup at ${digits(r, 4)} ${pick(r, ['Main St', 'boul. Saint-Martin', 'King St W'])}. Questions? Call ${pick(r, ['450', '613', '416'])}-555-0${digits(r, 3)}.`,
  ],
  [
    'pharmacy fr: ordonnance prete',
    (r) =>
      `Pharmacie ${pick(r, ['Familiprix', 'Proxim', 'Brunet'])} : votre ordonnance est prête. Nous sommes ouverts jusqu’à ${pick(r, ['20', '21', '22'])} h. ${pick(r, ['819', '418', '450'])}-555-0${digits(r, 3)}.`,
  ],
  [
    'pharmacy: refill reply y',
    (r) =>
      `${pick(r, ['Shoppers Drug Mart', 'London Drugs', 'Walmart Pharmacy'])}: It’s time to refill your prescription #${digits(r, 7)}. Reply Y to request a refill or call your pharmacy.`,
  ],
  [
    'clinic fr: rendez-vous confirmer',
    (r) =>
      `Clinique ${pick(r, ['médicale Plateau', 'dentaire Laval', 'Santé Rosemont'])} : rappel de votre rendez-vous le ${day(r)} déc. à ${pick(r, ['9 h', '10 h 15', '14 h 30'])} avec ${pick(r, ['Dre Gagnon', 'Dr Nguyen', 'Dre Roy'])}. Répondez C pour confirmer ou A pour annuler.`,
  ],
  [
    'clinic: dental reminder',
    (r) =>
      `Reminder: ${pick(r, ['Dr. Patel', 'Dr. Chen', 'Dr. Martin'])} ${pick(r, ['dental cleaning', 'eye exam', 'physio session'])} on Thu Dec ${day(r)} at ${pick(r, ['9:00 AM', '2:30 PM', '4:15 PM'])}. Reply 1 to confirm, 2 to reschedule. ${pick(r, ['Smile Dental', 'Vision Plus', 'Active Physio'])} 613-555-0${digits(r, 3)}.`,
  ],
  [
    'survey: dealer own domain',
    (r) => {
      const [b, d] = pick(r, [
        ['Honda de Laval', 'hondalaval.ca/survey'],
        ['Toyota Gatineau', 'toyotagatineau.ca/sondage'],
        ['Midas Ottawa', 'midas.ca/feedback'],
      ]);
      return `Thanks for visiting ${b}! How did we do? Tell us in 2 minutes: ${d}. Reply STOP to opt out.`;
    },
  ],
  [
    'survey fr: sondage carte-cadeau',
    (r) => {
      const [b, d] = pick(r, [
        ['IGA', 'iga.net/sondage'],
        ['Metro', 'metro.ca/sondage'],
        ['Rona', 'rona.ca/sondage'],
      ]);
      return `Merci d’avoir magasiné chez ${b}. Répondez à notre sondage et courez la chance de gagner une carte-cadeau de ${pick(r, ['100', '250', '500'])} $ : ${d}`;
    },
  ],
  [
    'charity: thank you receipt',
    (r) =>
      `Thank you for your $${pick(r, ['20', '25', '50', '100'])} donation to ${pick(r, ['the Canadian Red Cross', 'SickKids', 'the Heart & Stroke Foundation'])}. Your tax receipt will be emailed to you. Reply STOP to unsubscribe.`,
  ],
  [
    'charity fr: merci don',
    (r) =>
      `${pick(r, ['Centraide', 'Opération Enfant Soleil', 'Moisson Montréal'])} : merci pour votre don de ${pick(r, ['25', '50', '100'])} $! Votre reçu fiscal suivra par courriel.`,
  ],
  [
    'friend: paid twice send back',
    (r) =>
      `${pick(r, ['Oops', 'Oh no', 'Lol'])} I think I sent you $${pick(r, ['20', '40', '15'])} twice by accident, can you send one back when you get a sec? no rush`,
  ],
  [
    'friend fr: envoye deux fois',
    (r) =>
      `${pick(r, ['Oups', 'Ah zut'])}, je pense que je t’ai envoyé le ${pick(r, ['20', '30', '45'])} $ deux fois. Peux-tu m’en renvoyer un quand tu auras une minute? Merci ${pick(r, ['!', ' 😅'])}`,
  ],
  [
    'friend: sent for tickets',
    (r) =>
      `Hey I sent you the $${pick(r, ['40', '60', '85'])} for the ${pick(r, ['concert tickets', 'hockey tickets', 'cabin'])}, let me know when you get it`,
  ],
  [
    'friend: casino night',
    (r) =>
      `Did you win anything at the casino last night? ${pick(r, ['Mike', 'Jen', 'Dave'])} said you were up ${pick(r, ['200', '300', '50'])} bucks haha`,
  ],
  [
    'work: shift pay hourly',
    (r) =>
      `Hi ${prenom(r)}, shift ${pick(r, ['tomorrow', 'Saturday', 'Monday'])} is ${pick(r, ['7am-3pm', '9am-5pm', '3pm-11pm'])} at the ${pick(r, ['Laval warehouse', 'Dorval store', 'Kanata site'])}, pay is $${pick(r, ['20', '22', '24'])}/hr. Confirm with a thumbs up please.`,
  ],
  [
    'service: renews own site',
    (r) => {
      const [b, d] = pick(r, [
        ['Netflix', 'netflix.com/account'],
        ['Spotify', 'spotify.com/account'],
        ['Crave', 'crave.ca/account'],
      ]);
      return `${b}: Your membership renews Dec ${day(r)} at $${pick(r, ['11.99', '16.49', '19.99'])}. Manage it at ${d}.`;
    },
  ],
];
