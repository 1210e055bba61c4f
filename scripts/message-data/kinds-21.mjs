// Generated texts of issue 23, round 21 (helper msg21), written for this project BEFORE any code
// change of this helper and before its first measurement: real-shaped bank and card alerts of many
// countries and formats (debit and credit, masked card or account, balance, helpline, "not you?
// call", "reply STOP", UPI/VPA, IBAN, EMI, OTP-bearing alerts; Canada in English and Québec French,
// the US, the UK, Ireland, France, Belgium, Germany, India, Nigeria, Kenya, South Africa, Australia,
// Singapore, the UAE, Brazil, Mexico) and French spam of the kinds the issue names (casino, loans,
// « vous avez gagné », subscription traps, dating, investment, job, delivery). Institution names are
// real, every number, name, amount and link invented. Same split as the other generators (the
// template's name; one in three to validation, `templateIsValidation`). Never used by
// `pnpm train:message`. Run: node scripts/message-data/run-world.mjs
import { amount, amountFr, day, digits, dslash, hhmm, merchant, pick } from './business-templates.mjs';

const dd = (r) => String(day(r)).padStart(2, '0');
const mm = (r) => String(1 + Math.floor(r() * 12)).padStart(2, '0');
const tld = (r) => pick(r, ['com', 'fr', 'top', 'online', 'info', 'site', 'xyz', 'live', 'net']);
const tel = (r) => `0${pick(r, ['6', '7'])} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`;
const prenom = (r) => pick(r, ['Léa', 'Chloé', 'Emma', 'Julie', 'Sarah', 'Manon', 'Camille', 'Inès']);

/** [template name, maker (rnd) → text]: ordinary alerts. */
export const KINDS21_HAM_TEMPLATES = [
  [
    'ca: card purchase not you call',
    (r) =>
      `${pick(r, ['CIBC', 'RBC', 'TD', 'BMO', 'Scotiabank'])}: A purchase of $${amount(r, 900)} at ${merchant(r)} was made on your ${pick(r, ['Visa', 'Mastercard'])} ending in ${digits(r, 4)}. Not you? Call 1-800-${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  [
    'qc: achat carte pas vous',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale', 'BMO'])} : achat de ${amountFr(r, 700)} $ chez ${merchant(r)} avec votre carte se terminant par ${digits(r, 4)}. Ce n'est pas vous? Composez le 1 800 ${digits(r, 3)}-${digits(r, 4)}.`,
  ],
  [
    'qc: solde compte',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale', 'Tangerine'])} : le solde de votre compte ${pick(r, ['chèques', 'épargne'])} se terminant par ${digits(r, 4)} est de ${amountFr(r, 9000)} $ au ${day(r)} ${pick(r, ['nov.', 'déc.', 'janv.'])}. Répondez STOP pour ne plus recevoir ces alertes.`,
  ],
  [
    'ca: e-transfer deposited',
    (r) =>
      `${pick(r, ['RBC', 'TD', 'Scotiabank'])}: An Interac e-Transfer of $${amount(r, 800)} from ${pick(r, ['MARIE T', 'KEVIN L', 'SAMIR B'])} has been automatically deposited into your account ending ${digits(r, 4)}.`,
  ],
  [
    'ca: credit card payment due',
    (r) =>
      `${pick(r, ['Capital One', 'MBNA', 'Rogers Bank'])}: Your minimum payment of $${amount(r, 90)} is due ${pick(r, ['Dec', 'Jan'])} ${day(r)}. Statement balance $${amount(r, 3000)}. Reply STOP to opt out.`,
  ],
  [
    'us: zelle sent',
    (r) =>
      `${pick(r, ['Chase', 'Bank of America', 'Wells Fargo'])}: You sent $${amount(r, 600)} with Zelle to ${pick(r, ['JAMES K', 'MARIA G', 'TOM R'])} on ${mm(r)}/${dd(r)}. Not you? Call 1-800-${digits(r, 3)}-${digits(r, 4)}. Reply STOP to cancel texts.`,
  ],
  [
    'us: low balance',
    (r) =>
      `${pick(r, ['Chase', 'Citi', 'US Bank', 'PNC'])} Alert: Your checking account ...${digits(r, 4)} balance is below $100.00. Available balance: $${amount(r, 99)}. Msg&data rates may apply. STOP to end.`,
  ],
  [
    'us: card declined yes no',
    (r) =>
      `${pick(r, ['Wells Fargo', 'Capital One', 'Discover'])}: Did you attempt a $${amount(r, 500)} purchase at ${merchant(r)} with card ending ${digits(r, 4)}? Reply YES or NO. Reply STOP to opt out.`,
  ],
  [
    'uk: payment balance',
    (r) =>
      `${pick(r, ['Barclays', 'NatWest', 'Lloyds', 'HSBC UK'])}: £${amount(r, 300)} paid to ${merchant(r)} from account ending ${digits(r, 4)}. Balance £${amount(r, 2500)}. If you don't recognise this, call us on 0345 ${digits(r, 3)} ${digits(r, 4)}.`,
  ],
  [
    'uk: overdraft',
    (r) =>
      `${pick(r, ['Santander', 'Nationwide', 'Halifax'])}: Your current account ending ${digits(r, 4)} is £${amount(r, 200)} overdrawn. Pay in by midnight to avoid a fee. Manage texts in the app.`,
  ],
  [
    'ie: card spend',
    (r) =>
      `${pick(r, ['AIB', 'Bank of Ireland', 'PTSB'])}: €${amount(r, 400)} spent on card ending ${digits(r, 4)} at ${merchant(r)} on ${dd(r)}/${mm(r)}. Avail bal €${amount(r, 3000)}.`,
  ],
  [
    'fr: virement reçu iban',
    (r) =>
      `${pick(r, ['Crédit Agricole', 'Société Générale', 'LCL', 'Banque Populaire'])} : virement SEPA de ${amountFr(r, 2000)} € reçu sur votre compte FR76 **** **** ${digits(r, 4)}. Solde : ${amountFr(r, 5000)} €.`,
  ],
  [
    'fr: paiement carte pas vous',
    (r) =>
      `${pick(r, ['BNP Paribas', 'Boursorama', "Caisse d'Epargne"])} : paiement de ${amountFr(r, 300)} € avec votre carte **${digits(r, 4)} chez ${merchant(r)} le ${dd(r)}/${mm(r)}. Pas vous ? Appelez le 09 69 ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}.`,
  ],
  [
    'fr: prélèvement',
    (r) =>
      `${pick(r, ['LCL', 'CIC', 'La Banque Postale'])} : un prélèvement de ${amountFr(r, 200)} € (${pick(r, ['EDF', 'ORANGE', 'FREE MOBILE', 'AXA'])}) sera débité le ${dd(r)}/${mm(r)} sur votre compte n°****${digits(r, 4)}.`,
  ],
  [
    'fr: code 3ds',
    (r) =>
      `${digits(r, 6)} est votre code de sécurité pour le paiement de ${amountFr(r, 400)} € chez ${merchant(r)} avec votre carte ${pick(r, ['Visa', 'Mastercard'])} **${digits(r, 4)}. Ne le communiquez jamais.`,
  ],
  [
    'be: belfius',
    (r) =>
      `${pick(r, ['Belfius', 'KBC', 'ING Belgique'])} : retrait de ${amountFr(r, 300)} € avec la carte ***${digits(r, 4)} le ${dd(r)}/${mm(r)} à ${hhmm(r)}. Solde disponible : ${amountFr(r, 4000)} €.`,
  ],
  [
    'de: sparkasse',
    (r) =>
      `${pick(r, ['Sparkasse', 'Commerzbank', 'DKB'])}: Kartenzahlung ${amountFr(r, 300)} EUR bei ${merchant(r)} mit Karte ***${digits(r, 4)}. Kontostand ${amountFr(r, 4000)} EUR.`,
  ],
  [
    'in: upi debit vpa',
    (r) =>
      `Rs.${amount(r, 5000)} debited from A/c XX${digits(r, 4)} on ${dd(r)}-${mm(r)}-26 to VPA ${pick(r, ['swiggy', 'zomato', 'paytm-ola', 'bigbasket'])}@${pick(r, ['icici', 'axisbank', 'ybl', 'paytm'])} UPI Ref ${digits(r, 12)}. Not you? Call 1800${digits(r, 7)} - ${pick(r, ['HDFC Bank', 'ICICI Bank', 'Axis Bank'])}`,
  ],
  [
    'in: neft credit bal',
    (r) =>
      `INR ${amount(r, 90000)} credited to your A/c XX${digits(r, 4)} on ${dd(r)}-${mm(r)}-26 by NEFT from ${pick(r, ['RAKESH KUMAR', 'PRIYA SHARMA', 'ACME PVT LTD'])}. Avl Bal INR ${amount(r, 200000)} - ${pick(r, ['SBI', 'PNB', 'Canara Bank'])}`,
  ],
  [
    'in: emi due',
    (r) =>
      `Dear Customer, EMI of Rs ${amount(r, 20000)} for loan a/c XXXX${digits(r, 4)} is due on ${dd(r)}-${mm(r)}-2026. Please keep sufficient balance in your account. - ${pick(r, ['Bajaj Finance', 'HDFC Bank', 'Tata Capital'])}`,
  ],
  [
    'in: otp card txn',
    (r) =>
      `OTP for txn of INR ${amount(r, 9000)} at ${merchant(r)} on ${pick(r, ['ICICI Bank', 'HDFC Bank', 'SBI'])} card XX${digits(r, 4)} is ${digits(r, 6)}. Valid for 3 mins. Do not share OTP with anyone.`,
  ],
  [
    'in: credit card spent',
    (r) =>
      `Spent Rs.${amount(r, 8000)} On ${pick(r, ['HDFC Bank', 'Kotak', 'SBI'])} Card ${digits(r, 4)} At ${merchant(r)} On ${dd(r)}-${mm(r)}. Not You? To Block+Reissue Call 18002586161/SMS BLOCK CC ${digits(r, 4)} to 7308080808`,
  ],
  [
    'ng: debit alert',
    (r) =>
      `Acct: ${digits(r, 2)}****${digits(r, 4)}\nAmt: NGN ${amount(r, 80000)} DR\nDesc: ${pick(r, ['POS PURCHASE SHOPRITE', 'TRF TO ADEBAYO O', 'AIRTIME MTN'])}\nBal: NGN ${amount(r, 400000)}\n- ${pick(r, ['GTBank', 'Access Bank', 'Zenith Bank'])}`,
  ],
  [
    'ke: mpesa sent',
    (r) =>
      `${pick(r, ['SK', 'RB', 'QF'])}${digits(r, 8)} Confirmed. Ksh${amount(r, 5000)} sent to ${pick(r, ['JOHN MWANGI', 'GRACE ATIENO'])} 07${digits(r, 8)} on ${day(r)}/11/26 at ${hhmm(r)}. New M-PESA balance is Ksh${amount(r, 20000)}. Transaction cost, Ksh${pick(r, ['0.00', '13.00', '33.00'])}.`,
  ],
  [
    'za: fnb paid',
    (r) =>
      `${pick(r, ['FNB', 'Capitec', 'Absa'])}: R${amount(r, 3000)} paid from cheq a/c ..${digits(r, 4)} @ ${merchant(r)} on ${dd(r)}${pick(r, ['Nov', 'Dec'])}. Avail R${amount(r, 9000)}.`,
  ],
  [
    'au: commbank transfer',
    (r) =>
      `${pick(r, ['CommBank', 'Westpac', 'ANZ', 'NAB'])}: $${amount(r, 900)} transfer to ${pick(r, ['J SMITH', 'K NGUYEN'])} from acc ending ${digits(r, 4)} on ${day(r)} Nov. If this wasn't you, call 13 ${digits(r, 4)}.`,
  ],
  [
    'sg: paynow',
    (r) =>
      `${pick(r, ['DBS', 'OCBC', 'UOB'])}: You have sent SGD ${amount(r, 500)} via PayNow to ${pick(r, ['TAN W J', 'LIM S H'])} from your a/c ending ${digits(r, 4)} on ${dd(r)} Nov ${hhmm(r)} (SGT). If unauthorised, call 1800 ${digits(r, 3)} ${digits(r, 4)}.`,
  ],
  [
    'ae: emirates nbd',
    (r) =>
      `${pick(r, ['Emirates NBD', 'ADCB', 'Mashreq'])}: Your Credit Card ending ${digits(r, 4)} was used for AED ${amount(r, 2000)} at ${merchant(r)}. Available limit AED ${amount(r, 30000)}. Not you? Call 600 54 0000.`,
  ],
  [
    'br: pix recebido',
    (r) =>
      `${pick(r, ['Itau', 'Nubank', 'Bradesco'])}: Pix recebido de ${pick(r, ['ANA SOUZA', 'JOAO LIMA'])} no valor de R$ ${amountFr(r, 900)} em ${dd(r)}/${mm(r)} ${hhmm(r)}.`,
  ],
  [
    'mx: compra tarjeta',
    (r) =>
      `${pick(r, ['BBVA', 'Banorte', 'Santander'])}: Compra por $${amount(r, 3000)} MXN en ${merchant(r)} con tu tarjeta terminacion ${digits(r, 4)}. Si no la reconoces llama al 55 ${digits(r, 4)} ${digits(r, 4)}.`,
  ],
  [
    'ca: otp e-transfer',
    (r) =>
      `${digits(r, 6)} is your ${pick(r, ['RBC', 'TD', 'Scotiabank'])} verification code to send an Interac e-Transfer of $${amount(r, 900)}. If you didn't request it, call 1-800-${digits(r, 3)}-${digits(r, 4)}. Never share this code.`,
  ],
  [
    'qc: dépôt paie',
    (r) =>
      `${pick(r, ['Desjardins', 'Banque Nationale'])} : dépôt de ${amountFr(r, 3000)} $ (PAIE ${pick(r, ['CISSS', 'VILLE DE LAVAL', 'METRO INC'])}) dans votre compte ****${digits(r, 4)}. Nouveau solde : ${amountFr(r, 8000)} $.`,
  ],
  [
    'ca: credit limit near',
    (r) =>
      `${pick(r, ['TD', 'CIBC', 'RBC'])} Alert: Your Visa ending ${digits(r, 4)} is at ${pick(r, ['80', '90'])}% of its credit limit. Available credit $${amount(r, 900)}. Questions? Call the number on the back of your card.`,
  ],
  [
    'uk: direct debit failed',
    (r) =>
      `${pick(r, ['Barclays', 'NatWest', 'Monzo'])}: A Direct Debit of £${amount(r, 120)} to ${pick(r, ['COUNCIL TAX', 'EE LIMITED', 'BRITISH GAS'])} couldn't be paid from account ending ${digits(r, 4)}. Check your app to pay in.`,
  ],
];

/** [template name, maker (rnd) → text]: French spam of the kinds the issue names. */
export const KINDS21_SCAM_TEMPLATES = [
  [
    'casino: tours gratuits dépôt',
    (r) =>
      `${pick(r, ['Tours gratuits', 'Free spins', 'Bonus exclusif'])} ! ${pick(r, ['100', '200', '300'])} % sur ton premier dépôt + ${pick(r, ['50', '100'])} tours offerts. Joue maintenant : ${pick(r, ['royal', 'lucky', 'vegas'])}-casino.${tld(r)}`,
  ],
  [
    'casino: bonus t attend',
    (r) =>
      `${prenom(r)}, ton bonus de ${pick(r, ['200', '500', '1000'])} € t'attend sur ${pick(r, ['Spinbet', 'Casinoroyal', 'Jackpotclub'])}. Connecte-toi avant minuit pour le récupérer : ${pick(r, ['spin', 'jack', 'club'])}-vip.${tld(r)}`,
  ],
  [
    'casino: jackpot',
    (r) =>
      `Le jackpot de ${amountFr(r, 90000)} € n'attend que toi ! Mise minimum 1 €, retrait immédiat. ${pick(r, ['Inscris-toi', 'Rejoins-nous'])} : jackpot-${pick(r, ['live', 'club', 'fr'])}.${tld(r)}`,
  ],
  [
    'prêt: même fiché',
    (r) =>
      `Besoin d'argent ? Prêt de ${pick(r, ['2 000', '5 000', '10 000'])} € ${pick(r, ['accordé en 24 h', 'versé sous 48 h'])}, même fiché, sans justificatif. Répondez OUI pour être rappelé.`,
  ],
  [
    'prêt: pré-approuvé',
    (r) =>
      `Votre demande de crédit de ${pick(r, ['3 000', '8 000', '15 000'])} € a été pré-approuvée. Signez votre contrat en ligne : ${pick(r, ['credit-rapide', 'pret-express', 'finance-direct'])}.${tld(r)}`,
  ],
  [
    'prêt: rachat dettes',
    (r) =>
      `Trop de crédits ? Regroupez vos dettes et réduisez vos mensualités jusqu'à ${pick(r, ['40', '60'])} %. Simulation gratuite au ${tel(r)}`,
  ],
  [
    'gagné: iphone',
    (r) =>
      `Vous avez gagné un ${pick(r, ['iPhone 15', 'Samsung Galaxy S24', 'PS5'])} ! Vous êtes notre ${pick(r, ['1000e', '10 000e'])} visiteur. Réclamez votre cadeau avant ${pick(r, ['23h', 'minuit'])} : cadeau-${pick(r, ['gagnant', 'offert'])}.${tld(r)}`,
  ],
  [
    'gagné: bon achat',
    (r) =>
      `Bravo ! Votre numéro a été tiré au sort, vous remportez un bon d'achat de ${pick(r, ['300', '500'])} € ${pick(r, ['chez Carrefour', 'chez Leclerc', 'chez Auchan'])}. Confirmez ici : bon-${pick(r, ['achat', 'cadeau'])}.${tld(r)}`,
  ],
  [
    'gagné: virement en attente',
    (r) =>
      `Félicitations ${prenom(r)}, vous avez remporté ${amountFr(r, 5000)} € lors de notre tirage mensuel. Pour recevoir votre gain, appelez le ${tel(r)}`,
  ],
  [
    'abonnement: expiré',
    (r) =>
      `Votre abonnement ${pick(r, ['Netflix', 'Disney+', 'Canal+', 'Spotify'])} a expiré. Mettez à jour votre mode de paiement pour éviter la suspension : ${pick(r, ['renouvellement', 'abonnement-maj'])}.${tld(r)}`,
  ],
  [
    'abonnement: essai puis',
    (r) =>
      `Dernier jour ! Essayez gratuitement pendant ${pick(r, ['3', '7'])} jours puis ${amountFr(r, 20)} € par semaine. Inscrivez-vous : ${pick(r, ['appli', 'jeux', 'video'])}-premium.${tld(r)}`,
  ],
  [
    'abonnement: carte cadeau 1 €',
    (r) =>
      `${prenom(r)}, votre carte cadeau de ${pick(r, ['100', '250'])} € est à récupérer pour seulement 1 € de frais. Il ne reste que ${pick(r, ['2', '3'])} cartes : ${pick(r, ['cadeau', 'offre'])}-exclu.${tld(r)}`,
  ],
  [
    'rencontre: seule ce soir',
    (r) =>
      `Coucou c'est ${prenom(r)}, ${pick(r, ['24', '28', '31'])} ans, je suis seule ce soir près de chez toi. Viens voir mes photos : ${pick(r, ['rencontre', 'coquine', 'discret'])}-${pick(r, ['fr', 'ce-soir'])}.${tld(r)}`,
  ],
  [
    'rencontre: message privé',
    (r) =>
      `Tu as ${pick(r, ['3', '5', '7'])} nouveaux messages privés de femmes célibataires de ta région. Lis-les gratuitement ici : ${pick(r, ['celib', 'love', 'rencontre'])}-${pick(r, ['locale', 'ville'])}.${tld(r)}`,
  ],
  [
    'invest: trading automatique',
    (r) =>
      `Investissez ${pick(r, ['250', '300'])} € et gagnez jusqu'à ${pick(r, ['1 500', '3 000'])} € par semaine grâce au trading automatique. Places limitées : ${pick(r, ['crypto', 'trade', 'bourse'])}-gain.${tld(r)}`,
  ],
  [
    'invest: groupe whatsapp',
    (r) =>
      `Bonjour, je suis ${pick(r, ['analyste', 'assistante'])} chez ${pick(r, ['un fonds', 'une société'])} d'investissement. Rejoignez notre groupe WhatsApp, nos conseils gratuits ont rapporté ${pick(r, ['30', '45'])} % à nos membres le mois dernier`,
  ],
  [
    'invest: livret rendement',
    (r) =>
      `Livret à ${pick(r, ['8', '10', '12'])} % garanti, capital sécurisé, sans frais. Offre réservée aux ${pick(r, ['100', '50'])} premiers inscrits : ${pick(r, ['livret', 'epargne'])}-plus.${tld(r)}`,
  ],
  [
    'emploi: domicile par jour',
    (r) =>
      `Bonjour, vous avez été ${pick(r, ['sélectionné', 'sélectionnée'])} pour un emploi à domicile, ${pick(r, ['30 minutes', '1 heure'])} par jour, ${pick(r, ['200 à 800', '150 à 500'])} € par jour. Contactez-nous sur WhatsApp`,
  ],
  [
    'emploi: tâches vidéos',
    (r) =>
      `Recrutement : aimez des vidéos ${pick(r, ['YouTube', 'TikTok'])} et recevez ${pick(r, ['5', '10', '50'])} € par tâche, paiement immédiat. Écrivez à notre ${pick(r, ['conseillère', 'recruteuse'])} sur Telegram`,
  ],
  [
    'emploi: cv retenu',
    (r) =>
      `Bonjour, votre CV a retenu notre attention. Poste flexible, ${pick(r, ['300', '500'])} € par jour, sans expérience. Ajoutez ${prenom(r)} sur WhatsApp au +33 ${digits(r, 1)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
  ],
  [
    'livraison: frais réexpédition',
    (r) =>
      `${pick(r, ['Colissimo', 'La Poste', 'Chronopost', 'Mondial Relay'])} : votre colis n'a pas pu être livré, frais de réexpédition de ${pick(r, ['1,99', '2,49', '0,99'])} €. Planifiez une nouvelle livraison : ${pick(r, ['suivi', 'livraison'])}-colis.${tld(r)}`,
  ],
  [
    'livraison: adresse incomplète',
    (r) =>
      `${pick(r, ['Chronopost', 'DHL', 'UPS'])} : adresse incomplète, votre colis sera retourné à l'expéditeur. Mettez à jour vos informations : ${pick(r, ['chrono', 'dhl', 'ups'])}-${pick(r, ['adresse', 'suivi'])}.${tld(r)}`,
  ],
  [
    'livraison: douane',
    (r) =>
      `Votre colis est bloqué en douane. Réglez les frais de ${amountFr(r, 5)} € sous 48 h pour éviter son retour : douane-${pick(r, ['colis', 'frais'])}.${tld(r)}`,
  ],
  [
    'gagné: sondage',
    (r) =>
      `${pick(r, ['Orange', 'SFR', 'Free'])} vous remercie de votre fidélité ! Répondez à 3 questions et recevez un ${pick(r, ['cadeau', 'smartphone'])} : fidelite-${pick(r, ['client', 'cadeau'])}.${tld(r)}`,
  ],
  [
    'prêt: particulier',
    (r) =>
      `Particulier sérieux propose prêt entre particuliers de ${pick(r, ['1 000', '5 000', '20 000'])} € à ${pick(r, ['2', '3'])} % sur ${pick(r, ['5', '10'])} ans. Contactez-moi par courriel ou WhatsApp`,
  ],
  [
    'casino: paris sportifs',
    (r) =>
      `Pari remboursé jusqu'à ${pick(r, ['100', '150'])} € sur ton premier pari ! Cotes boostées ce soir sur le match. Inscris-toi : ${pick(r, ['bet', 'paris'])}-${pick(r, ['sport', 'win'])}.${tld(r)}`,
  ],
];
