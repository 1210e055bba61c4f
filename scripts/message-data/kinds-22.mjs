// Generated texts of issue 23, round 22 (helper msg22), written for this project BEFORE any code
// change of this helper and before its first measurement: Interac e-Transfer notifications that send
// the reader to the own banking app (and the e-Transfer scams that ask for a reply, a fee, a call or a
// link), real-shaped alerts whose helpline sits beside a masked card or a balance (Canada in English
// and Québec French, the US, the UK, Australia, India, Europe), relatives asking for a bill to be paid,
// callback scams shaped as alerts with no link, strangers asking for a bill to be paid, and French
// spam of kinds the earlier generators lack. Institution names are real, every number, name, amount
// and link invented. Same split as the other generators (the template's name; one in three to
// validation, `templateIsValidation`). Never used by `pnpm train:message`.
// Run: node scripts/message-data/run-world.mjs
import { amount, amountFr, day, digits, merchant, pick } from './business-templates.mjs';

const NAMES = ['MARC TREMBLAY', 'KAREN LEE', 'SAMIR BOUCHARD', 'JULIE GAGNON', 'DEV PATEL', 'ANNA KOWALSKI'];
const FOR = ['pizza', 'hockey fees', 'rent', 'concert tix', 'groceries', 'gas money', 'birthday gift'];
const POUR = ['loyer', 'épicerie', 'billets spectacle', 'essence', 'souper', 'cadeau Julie'];
const tollFree = (r) =>
  `1-8${pick(r, ['00', '33', '44', '55', '66', '77', '88'])}-${digits(r, 3)}-${digits(r, 4)}`;
const mon = (r) => pick(r, ['Nov', 'Dec', 'Jan']);
const tld = (r) => pick(r, ['com', 'fr', 'top', 'online', 'info', 'site', 'xyz', 'live', 'net']);
const tel = (r) => `0${pick(r, ['6', '7'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
const prenom = (r) => pick(r, ['Léa', 'Chloé', 'Emma', 'Julie', 'Sarah', 'Manon', 'Camille', 'Inès']);

/** [template name, maker (rnd) → text]: ordinary texts. */
export const KINDS22_HAM_TEMPLATES = [
  [
    'interac: sent you for, deposit in app',
    (r) =>
      `INTERAC e-Transfer: ${pick(r, NAMES)} sent you $${amount(r, 400)} (CAD) for "${pick(r, FOR)}". Deposit it in your banking app.`,
  ],
  [
    'interac: bank received, deposit online banking',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'CIBC', 'BMO', 'Scotiabank'])}: You received an Interac e-Transfer of $${amount(r, 600)} from ${pick(r, NAMES)}. Sign in to online banking or the mobile app to deposit it.`,
  ],
  [
    'interac: virement reçu, application',
    (r) =>
      `Virement INTERAC : ${pick(r, NAMES)} vous a envoyé ${amountFr(r, 500)} $ (CAD). Message : « ${pick(r, POUR)} ». Déposez les fonds dans votre application bancaire.`,
  ],
  [
    'interac: virement reçu, accèsD',
    (r) =>
      `Desjardins : vous avez reçu un virement Interac de ${amountFr(r, 400)} $ de ${pick(r, NAMES)}. Déposez-le dans AccèsD ou dans l'application Desjardins.`,
  ],
  [
    'interac: your transfer was deposited',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'Tangerine', 'Simplii'])}: Your Interac e-Transfer of $${amount(r, 500)} to ${pick(r, NAMES)} was deposited on ${mon(r)} ${day(r)}.`,
  ],
  [
    'interac: request money sent',
    (r) =>
      `INTERAC e-Transfer: You requested $${amount(r, 200)} from ${pick(r, NAMES)} for "${pick(r, FOR)}". We'll let you know when it's fulfilled.`,
  ],
  [
    'ca: purchase, call back of card',
    (r) =>
      `${pick(r, ['National Bank', 'CIBC', 'RBC', 'TD'])}: a purchase of $${amount(r, 1500)} at ${merchant(r)} was made with your card ending ${digits(r, 4)}. Not you? Call the number on the back of your card.`,
  ],
  [
    'qc: achat, numéro au dos',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : achat de ${amountFr(r, 1200)} $ chez ${merchant(r)} avec la carte se terminant par ${digits(r, 4)}. Pas vous? Appelez au numéro inscrit au dos de votre carte.`,
  ],
  [
    'us: charge, helpline',
    (r) =>
      `${pick(r, ['Amex', 'Citi', 'Discover', 'Capital One'])}: A $${amount(r, 2500)} charge at ${merchant(r)} was approved on your card ending in ${digits(r, 4)}. If you don't recognize it, call ${tollFree(r)}.`,
  ],
  [
    'us: fraud alert yes no',
    (r) =>
      `${pick(r, ['Chase', 'Wells Fargo', 'US Bank'])} Fraud Alert: Did you use card ending ${digits(r, 4)} for $${amount(r, 900)} at ${merchant(r)}? Reply YES or NO. To speak with us call the number on the back of your card.`,
  ],
  [
    'uk: card used, call',
    (r) =>
      `${pick(r, ['HSBC UK', 'Lloyds', 'NatWest', 'Santander UK'])}: Card ending ${digits(r, 4)} was used for £${amount(r, 600)} at ${merchant(r)}. Balance £${amount(r, 3000)}. If this wasn't you, call us on 0345 ${digits(r, 3)} ${digits(r, 4)}.`,
  ],
  [
    'au: purchase available balance',
    (r) =>
      `${pick(r, ['CommBank', 'Westpac', 'ANZ', 'NAB'])}: $${amount(r, 400)} purchase at ${merchant(r)} on card ending ${digits(r, 4)}. Available balance $${amount(r, 5000)}. Not you? Call 13 ${digits(r, 2)} ${digits(r, 2)}.`,
  ],
  [
    'in: upi debit, block sms',
    (r) =>
      `A/c XX${digits(r, 4)} debited by Rs.${amount(r, 5000)} on ${day(r)}Nov26 to VPA ${pick(r, ['zomato', 'paytmqr', 'swiggy', 'irctc'])}@${pick(r, ['icici', 'ybl', 'axl'])} UPI Ref ${digits(r, 12)}. Not you? SMS BLOCK to ${digits(r, 10)} - ${pick(r, ['SBI', 'Axis Bank', 'Kotak'])}`,
  ],
  [
    'eu: card payment helpline',
    (r) =>
      `${pick(r, ['BNP Paribas', 'ING', 'Revolut', 'N26'])}: card payment of €${amount(r, 800)} at ${merchant(r)} with card ••${digits(r, 4)}. Not you? Freeze your card in the app.`,
  ],
  [
    'kin: pay my bill, pay back',
    (r) =>
      `${pick(r, ['hey', 'hi', 'Hey mom', 'hey dad', 'hey sis'])}, can you ${pick(r, ['pay', 'cover'])} my ${pick(r, ['phone bill', 'hydro bill', 'internet bill'])} ${pick(r, ['today', 'this month', 'before friday'])}? I get paid ${pick(r, ['friday', 'on the 15th', 'next week'])}, I'll pay you back`,
  ],
  [
    'kin: facture, je te rembourse',
    (r) =>
      `${pick(r, ['Maman', 'Papa', 'Allo ma sœur'])}, peux-tu payer ma facture ${pick(r, ["d'Hydro", 'de cellulaire', "d'internet"])} ${pick(r, ['cette fois-ci', 'ce mois-ci', "aujourd'hui"])}? Je te rembourse dès que ma paie rentre ${pick(r, ['jeudi', 'vendredi', 'la semaine prochaine'])}.`,
  ],
  [
    'ca: purchase at tech merchant, not you call',
    (r) =>
      `${pick(r, ['TD', 'RBC', 'CIBC', 'Scotiabank'])}: A purchase of $${amount(r, 900)} at ${pick(r, ['AMAZON.CA', 'APPLE.COM/BILL', 'PAYPAL *STEAM', 'MICROSOFT*XBOX'])} was made on your card ending ${digits(r, 4)}. Not you? Call ${tollFree(r)}.`,
  ],
  [
    'qc: achat chez marchand techno, pas vous',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : achat de ${amountFr(r, 700)} $ chez ${pick(r, ['AMAZON.CA', 'APPLE.COM/BILL', 'PAYPAL *EBAY'])} avec votre carte se terminant par ${digits(r, 4)}. Si ce n'est pas vous, composez le ${tollFree(r)}.`,
  ],
  [
    'merchant: order shipped questions call',
    (r) =>
      `${pick(r, ['Best Buy', 'Apple', 'Costco'])}: your order #${digits(r, 8)} of $${amount(r, 900)} has shipped and arrives ${mon(r)} ${day(r)}. Questions? Call ${tollFree(r)}.`,
  ],
];

/** [template name, maker (rnd) → text]: scams. */
export const KINDS22_SCAM_TEMPLATES = [
  [
    'callback: card fraud dept charge flagged',
    (r) =>
      `${pick(r, ['Visa', 'Mastercard', 'Visa Canada'])} Fraud Dept: a charge of $${amount(r, 1500)} at ${merchant(r)} on your card was flagged. If you did not authorize it, call ${tollFree(r)} immediately.`,
  ],
  [
    'callback: paypal charged renewal',
    (r) =>
      `Your PayPal account was charged $${amount(r, 600)} for ${pick(r, ['Norton 360', 'McAfee Total Protection', 'Geek Squad'])} renewal. To cancel and get a refund call ${tollFree(r)}.`,
  ],
  [
    'callback: order placed not you call',
    (r) =>
      `${pick(r, ['Amazon', 'Apple', 'Best Buy'])}: an order of ${pick(r, ['iPhone 15 Pro', 'MacBook Air', 'PS5 bundle'])} ($${amount(r, 2000)}) was placed on your account. If this was not you call our support at ${tollFree(r)}.`,
  ],
  [
    'callback: transaction bloquée appelez',
    (r) =>
      `Alerte ${pick(r, ['Desjardins', 'Banque Nationale', 'RBC'])} : une transaction de ${amountFr(r, 2000)} $ a été bloquée sur votre carte. Appelez immédiatement notre service de sécurité au ${tollFree(r)}.`,
  ],
  [
    'callback: bank account compromised call',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'CIBC', 'Chase'])}: we detected a transfer of $${amount(r, 3000)} from your account to an unknown payee. Call ${tollFree(r)} now to stop it.`,
  ],
  [
    'callback: crypto withdrawal call',
    (r) =>
      `${pick(r, ['Coinbase', 'Kraken', 'Binance'])}: a withdrawal of ${pick(r, ['0.42 BTC', '3.1 ETH', '$4,800 USDT'])} was requested from your account. If you did not request it, call support at ${tollFree(r)}.`,
  ],
  [
    'interac scam: reply to deposit',
    (r) =>
      `INTERAC e-Transfer: ${pick(r, NAMES)} sent you $${amount(r, 900)}. Reply with your bank name and email to deposit the funds.`,
  ],
  [
    'interac scam: fee to release',
    (r) =>
      `Your e-Transfer of $${amount(r, 1500)} is on hold. A $${pick(r, ['25', '35', '49.99'])} release fee must be paid before the funds can be deposited. Reply YES to continue.`,
  ],
  [
    'interac scam: government refund link',
    (r) =>
      `INTERAC e-Transfer: You have received $${amount(r, 900)} from ${pick(r, ['CANADA REVENUE AGENCY', 'SERVICE CANADA'])}. Accept your deposit at ${pick(r, ['cra', 'canada', 'gc'])}-${pick(r, ['refund', 'deposit', 'interac'])}.${tld(r)}`,
  ],
  [
    'interac scam: sent by mistake send back',
    (r) =>
      `Hi, I sent you $${pick(r, ['300', '450', '500', '250'])} by e-Transfer by mistake, can you send it back to ${pick(r, ['this email', 'my other email', 'my friend'])}? ${pick(r, ['Thanks so much', 'Sorry for the trouble', 'Please it’s my rent'])}`,
  ],
  [
    'bill stranger: church meeting',
    (r) =>
      `hi its ${pick(r, ['Tom', 'Pastor Mike', 'Linda', 'Greg'])} from ${pick(r, ['church', 'the club', 'work'])}, i'm in a meeting and can't talk, can you pay a bill for me today? i'll reimburse you tonight`,
  ],
  [
    'bill stranger: gift card phone bill',
    (r) =>
      `Hello dear, can you help me pay my ${pick(r, ['phone bill', 'electricity bill', 'internet bill'])} with a ${pick(r, ['Google Play card', 'Apple gift card', 'Steam card'])}? I will pay you back ${pick(r, ['when I get back', 'next week', 'tomorrow'])}`,
  ],
  [
    'fr22: crédit mauvais dossier répondez',
    (r) =>
      `Prêt personnel de ${pick(r, ['3 000', '5 000', '10 000'])} $ à ${pick(r, ['25 000', '40 000'])} $ approuvé en 24 h, même avec un mauvais dossier de crédit. Répondez OUI pour recevoir votre offre.`,
  ],
  [
    'fr22: domicile vidéos whatsapp',
    (r) =>
      `Travail à domicile : gagnez ${pick(r, ['200', '300', '450'])} $ par jour en ${pick(r, ['aimant des vidéos', 'laissant des avis', 'testant des applications'])} sur votre téléphone. Écrivez-nous sur WhatsApp au +1 ${pick(r, ['438', '514', '581'])} 555 ${digits(r, 4)}.`,
  ],
  [
    'fr22: crypto 7 jours',
    (r) =>
      `Investissez ${pick(r, ['250', '300', '500'])} € aujourd'hui dans notre plateforme ${pick(r, ['crypto', 'IA', 'bitcoin'])} et recevez ${pick(r, ['4 000', '6 500', '10 000'])} € en ${pick(r, ['7', '10', '14'])} jours. Places limitées : ${pick(r, ['crypto-gains', 'ia-trade', 'btc-profit'])}.${tld(r)}`,
  ],
  [
    'fr22: rencontre profil écris-moi',
    (r) =>
      `Bonsoir, c'est ${prenom(r)}, ${pick(r, ['26', '28', '31'])} ans, j'ai vu ton profil et j'aimerais te rencontrer ce soir. Écris-moi ici : ${pick(r, ['rencontre', 'coquine', 'discret'])}-${prenom(r).toLowerCase().replace(/[éè]/g, 'e')}.${tld(r)}`,
  ],
  [
    'fr22: casino bienvenue tours',
    (r) =>
      `Bonus de bienvenue de ${pick(r, ['500', '1 000', '300'])} € + ${pick(r, ['100', '200'])} tours gratuits sur notre casino en ligne ! Inscris-toi maintenant : ${pick(r, ['casino-royal', 'vegas-bonus', 'jackpot-club'])}.${tld(r)}`,
  ],
  [
    'fr22: sélectionné iphone 2 €',
    (r) =>
      `Félicitations ! Vous êtes sélectionné pour recevoir ${pick(r, ['un iPhone 15', 'une PS5', 'un Dyson'])} pour seulement ${pick(r, ['1', '2', '1,95'])} €. Il ne vous reste que ${pick(r, ['2 h', '30 min', '24 h'])} : ${pick(r, ['cadeau', 'offre', 'gagnant'])}-exclusif.${tld(r)}`,
  ],
  [
    'fr22: carte cadeau costco réclamez',
    (r) =>
      `Vous avez gagné une carte cadeau ${pick(r, ['Costco', 'IGA', 'Canadian Tire', 'Walmart'])} de ${pick(r, ['500', '750', '1 000'])} $ ! Réclamez-la avant minuit : ${pick(r, ['gagnant', 'cadeau', 'prix'])}-${pick(r, ['qc', 'canada'])}.${tld(r)}`,
  ],
  [
    'fr22: postes canada frais',
    (r) =>
      `Postes Canada : votre colis est retenu au centre de tri. Des frais de ${pick(r, ['1,99', '2,99', '3,49'])} $ sont requis pour la livraison : ${pick(r, ['postescanada', 'postes-ca', 'livraison-pc'])}-frais.${tld(r)}`,
  ],
  [
    'fr22: arc remboursement interac',
    (r) =>
      `ARC : vous avez droit à un remboursement de ${amountFr(r, 900)} $. Cliquez ici pour le recevoir par virement Interac : ${pick(r, ['arc', 'canada', 'impots'])}-remboursement.${tld(r)}`,
  ],
  [
    'fr22: assistants en ligne telegram',
    (r) =>
      `Bonjour, nous recrutons des ${pick(r, ['assistants en ligne', 'évaluateurs', 'opérateurs de saisie'])}, 1 h par jour, ${pick(r, ['150 à 500', '200 à 800'])} $ payés chaque jour. Ajoutez-nous sur Telegram @${pick(r, ['emploi_rapide', 'job_qc', 'recrutement24'])}`,
  ],
  [
    'fr22: abonnement streaming suspendu',
    (r) =>
      `${pick(r, ['Netflix', 'Disney+', 'Crave'])} : votre abonnement est suspendu, le dernier paiement a été refusé. Mettez à jour votre carte pour continuer : ${pick(r, ['mon-compte', 'abonnement', 'facturation'])}-stream.${tld(r)}`,
  ],
  [
    'fr22: rachat de crédits appelez',
    (r) =>
      `Regroupez vos crédits et réduisez vos mensualités jusqu'à 60 % ! Étude gratuite et sans engagement, appelez le ${tel(r)} avant vendredi.`,
  ],
  [
    'callback fr: commande passée pas vous appelez',
    (r) =>
      `${pick(r, ['Amazon', 'Apple', 'Best Buy'])} : une commande de ${pick(r, ['un iPhone 15', 'un MacBook', 'une console PS5'])} (${amountFr(r, 2000)} $) a été passée sur votre compte. Si ce n'est pas vous, appelez le service client au ${tollFree(r)}.`,
  ],
  [
    'callback fr: identifiant facturé composez',
    (r) =>
      `${pick(r, ['Apple', 'Microsoft', 'PayPal'])} : votre ${pick(r, ['identifiant', 'compte'])} a été facturé ${amountFr(r, 600)} $ pour ${pick(r, ['un abonnement annuel', 'Windows Defender', 'iCloud+'])}. Non autorisé? Composez le ${tollFree(r)}.`,
  ],
  [
    'callback en: apple id payment not recognize',
    (r) =>
      `${pick(r, ['Apple', 'Microsoft', 'PayPal', 'Amazon'])}: a payment of $${amount(r, 700)} was made with your ${pick(r, ['Apple ID', 'account'])}. If you don't recognize it, call ${tollFree(r)}.`,
  ],
  [
    'callback en: charge on your account dispute line',
    (r) =>
      `${pick(r, ['PayPal', 'Amazon', 'eBay'])}: your account was charged $${amount(r, 900)} for ${pick(r, ['a Sony TV', 'an Xbox Series X', 'AirPods Pro'])}. Not authorized? Call our dispute line at ${tollFree(r)}.`,
  ],
  [
    'callback fr: achat autorisé composez pour annuler',
    (r) =>
      `${pick(r, ['Amazon', 'Apple', 'PayPal'])} : un achat de ${amountFr(r, 900)} $ a été autorisé avec votre compte. Vous ne le reconnaissez pas? Composez le ${tollFree(r)} pour l'annuler.`,
  ],
  [
    'callback en: subscription renewed not you call',
    (r) =>
      `${pick(r, ['Microsoft', 'Norton', 'McAfee', 'Apple'])}: your ${pick(r, ['annual plan', 'subscription', 'membership'])} of $${amount(r, 500)} was renewed today. If you did not authorize this, call ${tollFree(r)}.`,
  ],
];
