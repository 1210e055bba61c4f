// Hand-written message templates for training and evaluating the message model (`pnpm train:message`,
// `pnpm eval:message`). Written for this project: Canadian automated messages in English and French
// (codes, delivery notices, Interac confirmations, bank alerts, reminders, carrier notices), everyday
// Québec French chat, and Canadian/French scam texts. Slots in braces are filled by `expandTemplates`
// with a seeded generator, so the expansion is the same on every run. No row of any corpus is here.

export const SLOTS = {
  name: [
    'Marie',
    'Julien',
    'Sophie',
    'Alex',
    'Nadia',
    'Kevin',
    'Chloé',
    'Samuel',
    'Priya',
    'Mathieu',
    'Olivia',
    'Hugo',
  ],
  amount: ['12.50', '45.00', '120.00', '8.99', '250.00', '1,200.00', '63.40', '19.99', '500.00', '75.25'],
  amountFr: ['12,50', '45,00', '120,00', '8,99', '250,00', '1 200,00', '63,40', '19,99', '500,00', '75,25'],
  code: ['482913', '107366', '559021', '830147', '264580', '918273', '7731', '4402', '615209'],
  track: ['7023 4418 2290 1175', '1Z84F21A0365921144', '335127894021', 'LM912043857CA', 'RS552018336CA'],
  day: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  dayFr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  date: ['Mar 14', 'Apr 2', 'May 27', 'Jun 9', 'Sep 30', 'Nov 18'],
  dateFr: ['14 mars', '2 avril', '27 mai', '9 juin', '30 septembre', '18 novembre'],
  time: ['9:00 AM', '10:30 AM', '1:15 PM', '3:45 PM', '5:00 PM'],
  timeFr: ['9 h', '10 h 30', '13 h 15', '15 h 45', '17 h'],
  last4: ['4821', '0937', '5562', '1189', '7704'],
  bank: ['RBC', 'TD', 'BMO', 'Scotiabank', 'CIBC', 'Desjardins', 'National Bank', 'Tangerine'],
  bankFr: [
    'Desjardins',
    'Banque Nationale',
    'RBC Banque Royale',
    'BMO',
    'Banque Scotia',
    'CIBC',
    'Banque Laurentienne',
  ],
  store: [
    'Costco',
    'Metro',
    'IGA',
    'Canadian Tire',
    'Shoppers',
    'Pharmaprix',
    'Jean Coutu',
    'Amazon.ca',
    'Best Buy',
  ],
  carrier: ['Bell', 'Rogers', 'Telus', 'Fido', 'Vidéotron', 'Koodo', 'Freedom', 'Virgin Plus'],
  clinic: [
    'Clinique Dentaire St-Denis',
    'Dr. Tremblay',
    'Lakeshore Physio',
    'Clinique Médicale du Plateau',
    'Bayview Dental',
    'Vision Optométrie',
  ],
  city: ['Montréal', 'Laval', 'Gatineau', 'Ottawa', 'Québec', 'Sherbrooke', 'Toronto', 'Longueuil'],
  scamHost: [
    'canadapost-redelivery.top',
    'cpost-ca.info',
    'postescanada-frais.com',
    'purolator-track.xyz',
    'cra-arc-refund.net',
    'interac-depot.online',
    'etransfer-claim.site',
    'desjardins-securite.info',
    'bnc-acces.live',
    'hydro-remboursement.com',
    'saaq-amende.ca-dossier.top',
    '407etr-paiement.click',
    'rbc-verify.help',
    'td-secure-login.support',
    'bit.ly/3kQ9xZt',
    'tinyurl.com/colis-ca',
    'e-transfert.cc',
    'canada-ca-gc.icu',
    'mondossier-arc.xyz',
    'service-clientele.shop',
  ],
  scamAmount: ['1.99', '2.49', '3.05', '0.99', '4.35', '1.75'],
  scamAmountFr: ['1,99', '2,49', '3,05', '0,99', '4,35', '1,75'],
  refund: ['486.20', '312.75', '729.10', '1,150.00', '264.38'],
  refundFr: ['486,20', '312,75', '729,10', '1 150,00', '264,38'],
  hours: ['12', '24', '48', '72'],
};

/** Legitimate automated messages, English. */
export const HAM_AUTO_EN = [
  'Your {bank} verification code is {code}. Do not share this code with anyone. {bank} will never ask for it.',
  '{code} is your {bank} security code. It expires in 10 minutes.',
  'Use {code} to sign in to your {store} account. If you did not request this, ignore this message.',
  'Your Microsoft account code is {code}.',
  'G-{code} is your Google verification code.',
  'Your Uber code: {code}. Never share this code.',
  '{bank}: We will never ask you for your password, PIN or verification code by text or phone.',
  'Canada Post: Your parcel {track} will be delivered today between {time} and 9:00 PM. Track: canadapost-postescanada.ca',
  'Canada Post: A delivery notice card was left for parcel {track}. Pick it up at your post office after 1 PM on {day}.',
  'Purolator: Your shipment {track} is out for delivery today. Details at purolator.com',
  'Purolator: We were unable to deliver your package {track} because no one was home. We will try again next business day.',
  'UPS: Your package {track} was delivered at {time} to the front door.',
  'FedEx: Shipment {track} is scheduled for delivery on {day} by end of day.',
  'Your {store} order has shipped! Estimated arrival {date}. Track it in the app.',
  'INTERAC e-Transfer: {name} sent you ${amount} and the money has been automatically deposited into your account.',
  'INTERAC e-Transfer: Your transfer of ${amount} to {name} was accepted.',
  '{bank}: A purchase of ${amount} at {store} was made on your card ending in {last4}. If this was not you, call the number on the back of your card.',
  '{bank} Alert: Your chequing account balance is below $100.00. Log in to the {bank} app for details.',
  '{bank}: Your payment of ${amount} to {carrier} was processed on {date}.',
  '{bank}: Your direct deposit of ${amount} has been received.',
  'Reminder: your appointment with {clinic} is on {day} {date} at {time}. Reply C to confirm or call us to reschedule.',
  '{clinic}: This is a reminder of your appointment tomorrow at {time}. Please arrive 10 minutes early.',
  'Your prescription is ready for pickup at {store}. Store hours 9 AM to 9 PM.',
  '{carrier}: Your bill of ${amount} is ready. It will be paid automatically on {date}.',
  '{carrier}: You have used 80% of your data for this billing cycle. Add data in the app or at any time by dialing *123.',
  '{carrier}: Welcome to Canada! Roaming rates apply. Reply STOP to stop roaming alerts.',
  'Hydro-Québec: Your bill of ${amount} is available in your Customer Space. Due date: {date}.',
  'Air Canada: Flight AC{code} to Toronto departs from gate B{last4} at {time}. Boarding begins 30 min before.',
  'Your table for 4 at Chez Lévêque is confirmed for {day} at 7:30 PM. Reply CANCEL to cancel.',
  'City of {city}: Garbage collection is delayed by one day this week because of the holiday.',
  'Your {store} curbside order is ready. Reply HERE when you arrive.',
  '{store}: Your order #{code} is ready for pickup at the customer service desk.',
  'Your Amazon.ca package was delivered. Tap to rate your delivery.',
  'Intact Insurance: Your policy renewal documents are available in your online account.',
  'School message: {city} schools are closed today due to the snowstorm.',
  'Your {bank} Visa statement is ready. Minimum payment of ${amount} due {date}.',
  'Costco Pharmacy: Your refill is ready. Questions? Call the pharmacy.',
  'Service Canada: Your passport application has been received. Processing takes about 10 business days.',
  'Your Presto card was loaded with ${amount}.',
  'Reminder from {clinic}: your child is due for a check-up. Call to book.',
];

/** Legitimate automated messages, French. */
export const HAM_AUTO_FR = [
  'Votre code de vérification {bankFr} est {code}. Ne le communiquez à personne.',
  '{code} est votre code de sécurité. Il expire dans 10 minutes.',
  '{bankFr} : Nous ne vous demanderons jamais votre mot de passe, votre NIP ou un code par texto.',
  'Utilisez le code {code} pour vous connecter à votre compte {store}.',
  'Postes Canada : Votre colis {track} sera livré aujourd’hui entre {timeFr} et 21 h.',
  'Postes Canada : Un avis de livraison a été laissé pour le colis {track}. Récupérez-le au bureau de poste dès {dayFr} 13 h.',
  'Purolator : Votre envoi {track} est en cours de livraison aujourd’hui.',
  'Purolator : Nous n’avons pas pu livrer votre colis {track}, personne n’était présent. Nouvelle tentative le prochain jour ouvrable.',
  'Virement INTERAC : {name} vous a envoyé {amountFr} $ et l’argent a été déposé automatiquement dans votre compte.',
  'Virement INTERAC : Votre virement de {amountFr} $ à {name} a été accepté.',
  '{bankFr} : Un achat de {amountFr} $ chez {store} a été fait avec votre carte se terminant par {last4}. Si ce n’était pas vous, appelez au numéro au dos de votre carte.',
  '{bankFr} : Le solde de votre compte est inférieur à 100 $. Consultez l’appli pour les détails.',
  '{bankFr} : Votre dépôt direct de {amountFr} $ a été reçu.',
  'Rappel : votre rendez-vous à la {clinic} est le {dayFr} {dateFr} à {timeFr}. Répondez C pour confirmer.',
  '{clinic} : Rappel de votre rendez-vous demain à {timeFr}. Merci d’arriver 10 minutes à l’avance.',
  'Votre ordonnance est prête chez {store}. Heures d’ouverture : 9 h à 21 h.',
  '{carrier} : Votre facture de {amountFr} $ est prête. Elle sera payée automatiquement le {dateFr}.',
  '{carrier} : Vous avez utilisé 80 % de vos données pour ce cycle de facturation.',
  'Hydro-Québec : Votre facture de {amountFr} $ est disponible dans votre Espace client. Échéance : {dateFr}.',
  'Hydro-Québec : Panne dans votre secteur de {city}. Rétablissement prévu vers {timeFr}.',
  'SAAQ : Votre permis de conduire arrive à échéance le {dateFr}. Renouvelez-le en ligne sur SAAQclic.',
  'Votre commande {store} no {code} est prête pour la cueillette.',
  'Votre table pour 4 chez Lévêque est confirmée {dayFr} à 19 h 30. Répondez ANNULER pour annuler.',
  'Ville de {city} : La collecte des ordures est reportée d’une journée cette semaine en raison du congé.',
  'Centre de services scolaire : les écoles de {city} sont fermées aujourd’hui en raison de la tempête.',
  'Air Canada : Le vol AC{last4} vers Montréal part de la porte B12 à {timeFr}.',
  'Votre relevé Visa {bankFr} est prêt. Paiement minimum de {amountFr} $ dû le {dateFr}.',
  'Votre carte OPUS a été rechargée.',
  'Desjardins Assurances : vos documents de renouvellement sont disponibles dans AccèsD.',
  'Votre colis Amazon.ca a été livré. Évaluez votre livraison dans l’appli.',
  'Clinique vaccination {city} : votre rendez-vous est confirmé le {dateFr} à {timeFr}.',
  'Votre code Uber : {code}. Ne le partagez jamais.',
  '{bankFr} : votre paiement de {amountFr} $ à {carrier} a été traité le {dateFr}.',
  'Bienvenue aux États-Unis ! Des frais d’itinérance s’appliquent. {carrier}',
];

/** Everyday personal messages (Québec French and Canadian English) that once looked like scams to the rules. */
export const HAM_PERSONAL = [
  'C’est ça ? Je pensais que tu finissais à 5 h.',
  'C’est vrai ? Elle a vraiment dit ça ?',
  'J’ai arrêté de fumer depuis trois mois, je suis fier de moi',
  'Le match est arrêté à cause de la pluie',
  'Expulsion de Caufield en troisième, quelle soirée',
  'On a failli avoir une expulsion au hockey hier lol',
  'Tu as choisi quel film pour ce soir ?',
  'Salut maman, on se voit au souper dimanche ?',
  'Allo papa, je vais arriver vers 18 h',
  'Hi mom, can you pick me up after practice?',
  'You won’t believe who I saw at the market',
  'I bet you won’t finish that pizza',
  'Congrats on the new job!! So happy for you',
  'Bank says they will never ask for your password by text, so that email was fake lol',
  'Is this Tuesday or Wednesday we’re meeting?',
  'Can you send me the photos from the party?',
  'Je te rembourse les billets demain, merci encore',
  'T’as gagné ton match ? Bravo !',
  'Le prix du lait a encore monté',
  'Oublie pas ta carte d’assurance maladie pour le rendez-vous',
  'Est-ce que tu peux texter Julien pour lui dire qu’on est en retard ?',
  'Call me when you get home',
  'Appelle-moi quand t’es rendu',
  'Le code de la porte c’est 4402',
  'I owe you $20 for lunch, I’ll e-transfer you tonight',
  'Je t’envoie un virement pour le loyer ce soir',
  'Urgent : il reste plus de lait pour le café',
  'Les policiers ont fermé la rue Sherbrooke, passe par Rachel',
  'My phone died, I’ll call you from home',
  'J’ai perdu mon cell au chalet, écris-moi sur Messenger',
];

/** Scam texts, Canadian English. */
export const SCAM_EN = [
  'Canada Post: Your package is on hold due to an unpaid ${scamAmount} shipping fee. Pay within {hours}h: https://{scamHost}',
  'CanadaPost: we could not deliver your parcel, incomplete address. Update here: {scamHost}/ca',
  'Purolator: delivery attempt failed. Reschedule and pay the ${scamAmount} redelivery fee: http://{scamHost}',
  'CRA: You are eligible for a tax refund of ${refund}. Claim it before {date}: https://{scamHost}',
  'Canada Revenue Agency: your GST credit of ${refund} is pending. Accept via Interac: {scamHost}',
  'INTERAC e-Transfer: You have received ${refund}. Click to deposit your funds: http://{scamHost}',
  'Interac: ${refund} is waiting for you. Accept the transfer before it expires: {scamHost}',
  '{bank}: Your account has been temporarily locked due to suspicious activity. Verify your identity: https://{scamHost}',
  '{bank} ALERT: unusual sign-in detected. If this was not you, secure your account at {scamHost}',
  '{bank}: Your card ending {last4} has been suspended. Reactivate now: {scamHost}',
  '407 ETR: You have an unpaid toll balance of ${scamAmount}. Pay now to avoid a penalty: https://{scamHost}',
  'Service Ontario: your driver licence will be suspended. Pay the outstanding fine: {scamHost}',
  'Hydro One: you were overcharged. Your refund of ${refund} is ready: http://{scamHost}',
  'Congratulations! You have been selected to receive a $1000 Costco gift card. Claim now: {scamHost}',
  'You won an iPhone 15! Only 3 left. Claim your prize at {scamHost}',
  'Hi mom, this is my new number. My phone broke. Can you e-transfer me ${refund}? I’ll pay you back tomorrow',
  'Hey dad it’s me, I dropped my phone in the toilet. Texting from a friend’s phone, I need help paying a bill urgently',
  'Hello, we are hiring remote workers. Earn $300-$800 per day, no experience needed. Contact us on WhatsApp',
  'Your Netflix payment failed. Update your billing details within 24 hours to avoid suspension: {scamHost}',
  'Apple ID: your account was locked for security reasons. Unlock it here: {scamHost}',
  'Amazon: a purchase of ${refund} was made on your account. If this was not you, call +44 20 7946 0321 now',
  'Your {carrier} account is overdue. Service will be disconnected today. Pay ${scamAmount} at {scamHost}',
  'URGENT: your SIN has been suspended due to suspicious activity. Call 1-888-555-0199 immediately to avoid arrest',
  'Hi, is this Jennifer? It’s Amy from the yoga class',
  'Sorry, wrong number. But you seem nice, where are you from?',
  'Invest $250 today and earn guaranteed returns of 30% weekly with our crypto trading platform',
  'Your Aeroplan points ({code}) expire today. Redeem them now: {scamHost}',
  'Free msg: you have a voicemail waiting. Call 0906 170 1461 to listen. Calls 150p/min',
  'Text WIN to 84425 for your chance to win £1000 cash! 18+ only. £1.50/msg',
  'Your mobile number has won £5000 in our monthly draw! To claim call 09061701461 now',
];

/** Scam texts, French (Québec and France). */
export const SCAM_FR = [
  'Postes Canada : votre colis est en attente. Des frais de {scamAmountFr} $ sont requis d’ici {hours} h : https://{scamHost}',
  'PostesCanada : livraison échouée, adresse incomplète. Mettez à jour votre adresse : {scamHost}',
  'Purolator : votre colis est retenu. Payez les frais de relivraison de {scamAmountFr} $ ici : {scamHost}',
  'ARC : Vous êtes admissible à un remboursement d’impôt de {refundFr} $. Réclamez-le avant le {dateFr} : {scamHost}',
  'Agence du revenu du Canada : votre crédit de TPS de {refundFr} $ est en attente. Acceptez le virement : {scamHost}',
  'Virement Interac : vous avez reçu {refundFr} $. Cliquez pour déposer vos fonds : http://{scamHost}',
  'Interac : un virement de {refundFr} $ vous attend. Acceptez-le avant qu’il expire : {scamHost}',
  '{bankFr} : votre compte a été temporairement bloqué suite à une activité inhabituelle. Vérifiez votre identité : {scamHost}',
  '{bankFr} : afin d’éviter la suspension de votre carte, confirmez vos informations : {scamHost}',
  '{bankFr} : votre accès AccèsD est suspendu. Réactivez votre compte ici : {scamHost}',
  'Hydro-Québec : suite à une erreur de facturation, un remboursement de {refundFr} $ vous attend. Réclamez-le : {scamHost}',
  'SAAQ : vous avez une amende impayée de {scamAmountFr} $. Payez maintenant pour éviter la suspension de votre permis : {scamHost}',
  'Péage 407 : solde impayé de {scamAmountFr} $. Réglez sous 48 h pour éviter des pénalités : {scamHost}',
  'Félicitations ! Vous êtes l’un de nos heureux gagnants. Récupérez votre cadeau ici : {scamHost}',
  'Vous avez été sélectionné pour recevoir une carte-cadeau Costco de 1000 $. Réclamez-la : {scamHost}',
  'Vous êtes un gagnant de notre tirage mensuel ! Réclamez votre prix avant minuit : {scamHost}',
  'Salut maman, c’est moi, j’ai un nouveau numéro. Mon cell est brisé. Peux-tu me faire un virement de {refundFr} $ ? Je te rembourse demain',
  'Coucou papa, j’ai perdu mon téléphone, c’est mon nouveau numéro. J’ai une facture à payer d’urgence, tu peux m’aider ?',
  'Bonjour, nous recrutons ! Gagnez 300 $ par jour en télétravail, aucune expérience requise. Écrivez-nous sur WhatsApp',
  'Votre abonnement Netflix est suspendu. Mettez à jour vos informations de paiement : {scamHost}',
  'Votre compte Apple a été verrouillé. Débloquez votre compte ici : {scamHost}',
  'Assurance maladie : votre carte expire. Renouvelez-la en ligne pour éviter l’interruption de vos droits : {scamHost}',
  'Ameli : votre nouvelle carte Vitale est disponible. Commandez-la ici : {scamHost}',
  'Chronopost : votre colis n’a pas pu être livré. Programmez une nouvelle livraison : {scamHost}',
  'CPF : il vous reste 1 500 € sur votre compte formation. Utilisez-les avant expiration : {scamHost}',
  'Bonjour, c’est bien Sophie ? Je suis une amie de Marc',
  'Désolé, mauvais numéro. Mais vous semblez sympathique, vous habitez où ?',
  'Investissez 250 $ et doublez votre argent en 7 jours avec notre plateforme crypto. Rendement garanti',
  'URGENT : votre NAS a été suspendu. Appelez le 1-888-555-0199 immédiatement sinon un mandat d’arrêt sera émis',
  'Votre forfait {carrier} est en retard de paiement. Le service sera coupé aujourd’hui. Réglez {scamAmountFr} $ : {scamHost}',
  'Message vocal en attente. Rappelez le 0899 123 456 (2,99 €/min)',
  'Envoyez GAGNE au 81234 pour participer au tirage de 5000 € ! 0,99 €/SMS',
];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Light surface variations a real sender or scammer uses (case, punctuation, apostrophes). */
function vary(text, r) {
  let t = text;
  const k = r();
  if (k < 0.15) t = t.toUpperCase();
  else if (k < 0.3) t = t.replace(/’/g, "'");
  else if (k < 0.4) t = t.replace(/[.!]$/, '');
  else if (k < 0.45) t = t.replace(/ : /g, ': ');
  return t;
}

/** Each template filled `copies` times (seeded, same result every run). */
export function expandTemplates(templates, copies, seed) {
  const r = mulberry32(seed);
  const out = [];
  for (const tpl of templates) {
    const seen = new Set();
    for (let c = 0; c < copies; c += 1) {
      const text = vary(
        tpl.replace(/\{(\w+)\}/g, (_, slot) => {
          const values = SLOTS[slot];
          if (values === undefined) throw new Error(`unknown slot ${slot}`);
          return values[Math.floor(r() * values.length)];
        }),
        r,
      );
      if (!seen.has(text)) {
        seen.add(text);
        out.push(text);
      }
    }
  }
  return out;
}
