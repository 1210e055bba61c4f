// Round 17 (issue 22): ordinary mail of modern senders, the kinds the round's rules must leave calm.
// Shops on Shopify, Square and Stripe, airlines, utilities, schools, charities, SaaS billing, banks'
// notices without links, affiliate newsletters that say what they are, cold business mail of a named
// sender from its own domain, CI reports naming account and identity tests, and order notices in
// Japanese and Portuguese. Two templates a kind: the first is for fitting, the second for validation
// (generate-17.mjs writes them to separate files). Written for secapi by hand: no dataset row. Each
// template takes (rnd, o) with o = { fr } and returns { fromName, fromAddr, subject, body, headers? }.
import { alnum, digits, pick, preheader } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const day = (rnd) => 1 + Math.floor(rnd() * 27);
const first = (rnd) => pick(rnd, ['Sam', 'Alex', 'Jordan', 'Camille', 'Mathieu', 'Priya', 'Nadia']);
const amount = (rnd, lo, hi, fr) =>
  fr ? `${money(rnd, lo, hi).replace('.', ',')} $` : `$${money(rnd, lo, hi)}`;
const html = (inner) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div style="max-width:600px">${inner}</div></body></html>`;
const bulk = (unsub) => [`List-Unsubscribe: <${unsub}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'];

const SHOPS = [
  ['Maple Thread Co.', 'maplethread.ca'],
  ['Savonnerie des Cantons', 'savonneriecantons.ca'],
  ['North Shore Ceramics', 'northshoreceramics.com'],
  ['Boutique Mille-Feuilles', 'millefeuilles-boutique.ca'],
];
/** A Shopify shop's order confirmation, from its own domain (fit). */
const shopifyOrder = (rnd, o) => {
  const [shop, d] = pick(rnd, SHOPS);
  const n = digits(rnd, 4);
  const total = amount(rnd, 18, 140, o.fr);
  const order = `https://${d}/account/orders/${alnum(rnd, 24)}`;
  const img = `https://cdn.shopify.com/s/files/1/0${digits(rnd, 3)}/${digits(rnd, 4)}/files/logo.png`;
  const body = o.fr
    ? `<img src="${img}" alt="${shop}"><h2>Merci pour votre achat!</h2><p>Bonjour ${first(rnd)}, nous préparons votre commande #${n} pour l’expédition. Nous vous aviserons dès qu’elle sera en route.</p><p>Total : ${total}</p><p><a href="${order}">Voir votre commande</a> ou <a href="https://${d}">visiter la boutique</a></p><p>Des questions? Répondez à ce courriel.</p>`
    : `<img src="${img}" alt="${shop}"><h2>Thank you for your purchase!</h2><p>Hi ${first(rnd)}, we're getting your order #${n} ready to be shipped. We will notify you when it has been sent.</p><p>Total: ${total}</p><p><a href="${order}">View your order</a> or <a href="https://${d}">visit our store</a></p><p>Questions? Reply to this email.</p>`;
  return {
    fromName: shop,
    fromAddr: `store+${digits(rnd, 8)}@${d}`,
    subject: o.fr ? `Commande #${n} confirmée` : `Order #${n} confirmed`,
    body: html(body),
    headers: [
      `Return-Path: <bounces+${digits(rnd, 6)}@shops.shopify.com>`,
      `Message-ID: <${alnum(rnd, 20)}@shopify.com>`,
    ],
  };
};
/** A café's or a studio's receipt through Square or Stripe (validation). */
const squareStripeReceipt = (rnd, o) => {
  const square = rnd() < 0.5;
  const biz = pick(rnd, ['Café Balzac', 'Harbour Yoga', 'Atelier Potier', 'Bread & Butter Bakery']);
  const total = amount(rnd, 4, 90, o.fr);
  const link = square
    ? `https://squareup.com/receipt/preview/${alnum(rnd, 26)}`
    : `https://pay.stripe.com/receipts/payment/${alnum(rnd, 48)}`;
  const text = o.fr
    ? `Reçu de ${biz}\n\nMontant payé : ${total}\nPayé avec Visa •••• ${digits(rnd, 4)}\n\nVoir le reçu : ${link}\n\nMerci de votre visite!`
    : `Receipt from ${biz}\n\nAmount paid: ${total}\nPaid with Visa •••• ${digits(rnd, 4)}\n\nView receipt: ${link}\n\nThanks for visiting!`;
  return square
    ? {
        fromName: biz,
        fromAddr: 'receipts@messaging.squareup.com',
        subject: o.fr ? `Reçu de ${biz}` : `Receipt from ${biz}`,
        body: text,
      }
    : {
        fromName: biz,
        fromAddr: `receipts+${alnum(rnd, 16)}@stripe.com`,
        subject: o.fr
          ? `Votre reçu de ${biz} [#${digits(rnd, 4)}-${digits(rnd, 4)}]`
          : `Your receipt from ${biz} [#${digits(rnd, 4)}-${digits(rnd, 4)}]`,
        body: text,
      };
};

/** An airline's check-in notice (fit). */
const airlineCheckin = (rnd, o) => {
  const [name, d, code, path] = pick(rnd, [
    ['Air Canada', 'aircanada.com', 'AC', 'https://www.aircanada.com/ca/en/aco/home/app.html#/checkin'],
    ['WestJet', 'westjet.com', 'WS', 'https://www.westjet.com/en-ca/manage/check-in'],
    ['Porter Airlines', 'flyporter.com', 'PD', 'https://www.flyporter.com/en-ca/manage/check-in'],
  ]);
  const flight = `${code} ${100 + Math.floor(rnd() * 800)}`;
  const ref = alnum(rnd, 6).toUpperCase();
  return {
    fromName: name,
    fromAddr: `noreply@notification.${d}`,
    subject: o.fr
      ? `L’enregistrement est ouvert pour le vol ${flight}`
      : `Check-in is open for flight ${flight}`,
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nL’enregistrement en ligne est ouvert pour votre vol ${flight}. Numéro de réservation : ${ref}.\n\nEnregistrez-vous : ${path}\n\nPrésentez-vous à la porte au moins 30 minutes avant le départ.`
      : `Hi ${first(rnd)},\n\nOnline check-in is now open for flight ${flight}. Booking reference: ${ref}.\n\nCheck in: ${path}\n\nPlease be at the gate at least 30 minutes before departure.`,
  };
};
/** An airline's delay notice with a rebooking link (validation). */
const airlineDelay = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Air Canada', 'aircanada.com'],
    ['WestJet', 'westjet.com'],
    ['Air Transat', 'airtransat.com'],
  ]);
  const mins = 40 + Math.floor(rnd() * 120);
  return {
    fromName: name,
    fromAddr: `flightinfo@${d}`,
    subject: o.fr ? 'Changement d’horaire de votre vol' : 'Your flight has been delayed',
    body: o.fr
      ? `Votre vol est retardé d’environ ${mins} minutes en raison de l’arrivée tardive de l’appareil. Si l’heure ne vous convient plus, vous pouvez changer de vol sans frais : https://www.${d}/fr-CA/gerer-ma-reservation\n\nNous sommes désolés de ce contretemps.`
      : `Your flight is delayed by about ${mins} minutes because of the late arrival of the aircraft. If the new time does not work for you, you can change flights at no cost: https://www.${d}/en-ca/manage-booking\n\nWe apologise for the inconvenience.`,
  };
};

/** A utility's "your bill is ready" with a link to its own portal (fit). */
const utilityBill = (rnd, o) => {
  const [name, d] = o.fr
    ? pick(rnd, [
        ['Hydro-Québec', 'hydroquebec.com'],
        ['Énergir', 'energir.com'],
      ])
    : pick(rnd, [
        ['Hydro One', 'hydroone.com'],
        ['Enbridge Gas', 'enbridgegas.com'],
        ['Toronto Hydro', 'torontohydro.com'],
      ]);
  const total = amount(rnd, 40, 260, o.fr);
  return {
    fromName: name,
    fromAddr: `ebill@${d}`,
    subject: o.fr ? 'Votre facture est prête' : 'Your bill is ready',
    body: o.fr
      ? `Bonjour,\n\nVotre facture de ${total} est maintenant disponible dans votre Espace client. Le paiement est dû le ${day(rnd)} décembre.\n\nConsulter la facture : https://www.${d}/espace-client/\n\nSi vous êtes inscrit au paiement préautorisé, vous n’avez rien à faire.`
      : `Hello,\n\nYour bill of ${total} is now available in My Account. Payment is due on December ${day(rnd)}.\n\nView your bill: https://www.${d}/myaccount\n\nIf you are on pre-authorized payments, there is nothing to do.`,
  };
};
/** A utility's planned outage notice, no link (validation). */
const utilityOutage = (rnd, o) => {
  const [name, d] = o.fr
    ? pick(rnd, [
        ['Hydro-Québec', 'hydroquebec.com'],
        ['Hydro Sherbrooke', 'sherbrooke.ca'],
      ])
    : pick(rnd, [
        ['Hydro Ottawa', 'hydroottawa.com'],
        ['Nova Scotia Power', 'nspower.ca'],
      ]);
  return {
    fromName: name,
    fromAddr: `avis@${d}`,
    subject: o.fr ? 'Interruption de service planifiée' : 'Planned power interruption',
    body: o.fr
      ? `Pour effectuer des travaux sur le réseau, nous devrons interrompre le service dans votre secteur le ${day(rnd)} décembre de 9 h à 13 h. Nous vous remercions de votre compréhension.`
      : `To carry out work on the grid, power in your area will be interrupted on December ${day(rnd)} from 9 a.m. to 1 p.m. Thank you for your patience.`,
  };
};

/** A school's note: a field trip to pay in School Cash Online (fit). */
const schoolTrip = (rnd, o) => {
  const school = pick(rnd, ['Maple Ridge Elementary', 'École Saint-Joseph', 'Riverside Public School']);
  const fee = amount(rnd, 8, 30, o.fr);
  return {
    fromName: school,
    fromAddr: `office@${pick(rnd, ['ocdsb.ca', 'tdsb.on.ca', 'cssdm.gouv.qc.ca'])}`,
    subject: o.fr ? 'Sortie éducative : paiement et autorisation' : 'Field trip: payment and permission form',
    body: o.fr
      ? `Chers parents,\n\nLa classe de votre enfant visitera le musée le ${day(rnd)} décembre. Les frais de ${fee} se paient en ligne sur School Cash Online avant vendredi : https://ocdsb.schoolcashonline.com/\n\nMerci de signer aussi le formulaire d’autorisation.`
      : `Dear families,\n\nYour child's class is visiting the museum on December ${day(rnd)}. The fee of ${fee} can be paid online through School Cash Online by Friday: https://ocdsb.schoolcashonline.com/\n\nPlease also sign the permission form.`,
  };
};
/** A school's closure notice (validation). */
const schoolClosure = (rnd, o) => ({
  fromName: pick(rnd, ['Riverside Public School', 'École des Explorateurs']),
  fromAddr: `noreply@${pick(rnd, ['tdsb.on.ca', 'cssmi.qc.ca'])}`,
  subject: o.fr ? 'École fermée aujourd’hui (tempête)' : 'School closed today (snow storm)',
  body: o.fr
    ? 'En raison de la tempête, toutes les écoles du centre de services sont fermées aujourd’hui. Le service de garde est aussi fermé. Les cours reprennent demain si les conditions le permettent.'
    : 'Because of the storm, all schools of the board are closed today. Before- and after-school programs are also cancelled. Classes resume tomorrow if conditions allow.',
});

/** A charity's official tax receipt (fit). */
const charityReceipt = (rnd, o) => {
  const [name, d] = o.fr
    ? pick(rnd, [
        ['Centraide', 'centraide.org'],
        ['Moisson Montréal', 'moissonmontreal.org'],
      ])
    : pick(rnd, [
        ['Daily Bread Food Bank', 'dailybread.ca'],
        ['CanadaHelps', 'canadahelps.org'],
      ]);
  const gift = amount(rnd, 20, 250, o.fr);
  return {
    fromName: name,
    fromAddr: `dons@${d}`,
    subject: o.fr ? 'Votre reçu officiel aux fins de l’impôt' : 'Your official tax receipt',
    body: o.fr
      ? `Merci pour votre don de ${gift}. Votre reçu officiel aux fins de l’impôt est joint à ce courriel. Numéro d’organisme de bienfaisance : ${digits(rnd, 5)} ${digits(rnd, 4)} RR0001.`
      : `Thank you for your gift of ${gift}. Your official receipt for income tax purposes is attached. Charitable registration number: ${digits(rnd, 5)} ${digits(rnd, 4)} RR0001.`,
  };
};
/** A charity's matching campaign newsletter through a click tracker (validation). */
const charityMatch = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Riverside Food Bank', 'riversidefoodbank.ca'],
    ['Refuge des animaux', 'refuge-animaux.org'],
  ]);
  const track = `https://click.${d}/?qs=${alnum(rnd, 40)}`;
  const inner = o.fr
    ? `${preheader(rnd, 'Votre don vaut le double jusqu’à minuit')}<h1>Votre don vaut le double!</h1><p>Grâce à un donateur généreux, chaque dollar donné d’ici le 31 décembre sera doublé. Un cadeau de 50 $ devient 100 $ de repas.</p><p><a href="${track}">Je donne</a></p><p style="font-size:11px">Vous recevez ce courriel parce que vous êtes donateur. <a href="${track}">Se désabonner</a></p>`
    : `${preheader(rnd, 'Your gift goes twice as far until midnight')}<h1>Your gift is doubled!</h1><p>Thanks to a generous donor, every dollar given by December 31 will be matched. A $50 gift becomes $100 of meals.</p><p><a href="${track}">Give now</a></p><p style="font-size:11px">You are receiving this because you are a donor. <a href="${track}">Unsubscribe</a></p>`;
  return {
    fromName: name,
    fromAddr: `news@${d}`,
    subject: o.fr ? 'Votre don doublé, aujourd’hui seulement' : 'Your gift, doubled: today only',
    body: html(inner),
    headers: bulk(`https://${d}/unsubscribe?e=${alnum(rnd, 12)}`),
  };
};

/** A SaaS invoice paid, with Stripe's hosted invoice (fit). */
const saasInvoice = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Linear', 'linear.app'],
    ['Fathom Analytics', 'usefathom.com'],
    ['Tuple', 'tuple.app'],
  ]);
  const total = amount(rnd, 9, 300, o.fr);
  return {
    fromName: name,
    fromAddr: `invoice+statements@${d}`,
    subject: o.fr ? `Votre facture ${name} est payée` : `Your ${name} invoice is paid`,
    body: o.fr
      ? `Facture ${alnum(rnd, 8).toUpperCase()}-${digits(rnd, 4)}\nMontant payé : ${total}\n\nTélécharger la facture : https://invoice.stripe.com/i/acct_${alnum(rnd, 16)}/live_${alnum(rnd, 40)}\n\nGérez votre abonnement dans les paramètres de facturation de ${name}.`
      : `Invoice ${alnum(rnd, 8).toUpperCase()}-${digits(rnd, 4)}\nAmount paid: ${total}\n\nDownload invoice: https://invoice.stripe.com/i/acct_${alnum(rnd, 16)}/live_${alnum(rnd, 40)}\n\nManage your subscription in ${name}'s billing settings.`,
  };
};
/** A SaaS trial ending, asking for a payment method on its own site (validation). */
const saasTrial = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Notion', 'notion.so'],
    ['Loom', 'loom.com'],
    ['Cal.com', 'cal.com'],
  ]);
  return {
    fromName: name,
    fromAddr: `team@mail.${d}`,
    subject: o.fr ? 'Votre essai se termine dans 3 jours' : 'Your trial ends in 3 days',
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nVotre essai gratuit de ${name} Plus se termine dans 3 jours. Pour continuer, ajoutez un mode de paiement : https://www.${d}/settings/billing\n\nSinon, votre espace passera au forfait gratuit; rien ne sera supprimé.`
      : `Hi ${first(rnd)},\n\nYour free trial of ${name} Plus ends in 3 days. To keep the paid features, add a payment method: https://www.${d}/settings/billing\n\nOtherwise your workspace moves to the free plan; nothing is deleted.`,
  };
};

/** A bank's fee-change notice without a link (fit). */
const bankFees = (rnd, o) => {
  const [name, d] = o.fr
    ? pick(rnd, [
        ['Desjardins', 'desjardins.com'],
        ['Banque Nationale', 'bnc.ca'],
      ])
    : pick(rnd, [
        ['RBC Royal Bank', 'rbc.com'],
        ['Scotiabank', 'scotiabank.com'],
        ['TD Canada Trust', 'td.com'],
      ]);
  return {
    fromName: name,
    fromAddr: `noreply@${d}`,
    subject: o.fr ? 'Modification des frais de votre compte' : 'Changes to your account fees',
    body: o.fr
      ? `Nous vous informons que les frais mensuels de votre forfait passeront de 4,00 $ à 4,95 $ le 1er février. Vous n’avez rien à faire. Pour toute question, passez à votre succursale ou appelez-nous au numéro au dos de votre carte.\n\n${name} ne vous demandera jamais votre mot de passe ou votre NIP par courriel.`
      : `We are letting you know that the monthly fee of your plan will change from $4.00 to $4.95 on February 1. You do not need to do anything. For questions, visit your branch or call the number on the back of your card.\n\n${name} will never ask for your password or PIN by email.`,
  };
};
/** A bank's "e-statement available" notice without a link (validation). */
const bankStatement = (rnd, o) => {
  const [name, d] = o.fr
    ? pick(rnd, [
        ['Desjardins', 'desjardins.com'],
        ['Tangerine', 'tangerine.ca'],
      ])
    : pick(rnd, [
        ['BMO', 'bmo.com'],
        ['CIBC', 'cibc.com'],
      ]);
  return {
    fromName: name,
    fromAddr: `alerts@${d}`,
    subject: o.fr ? 'Votre relevé électronique est disponible' : 'Your eStatement is ready',
    body: o.fr
      ? `Votre relevé du compte se terminant par ${digits(rnd, 4)} est disponible. Ouvrez une session dans l’application ou sur notre site comme d’habitude pour le consulter. Pour votre sécurité, ce courriel ne contient aucun lien.`
      : `Your statement for the account ending in ${digits(rnd, 4)} is ready. Sign in to the app or online banking as usual to view it. For your security, this email contains no links.`,
  };
};

/** A deals newsletter that says it earns a commission, linking through its own redirects (fit). */
const affiliateDeals = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Smart Cart Deals', 'smartcartdeals.ca'],
    ['Bons plans Québec', 'bonsplansqc.ca'],
  ]);
  const go = (slug) => `https://${d}/go/${slug}-${digits(rnd, 4)}`;
  const inner = o.fr
    ? `<h2>Les aubaines de la semaine</h2><ul><li>Friteuse à air Ninja à 99,99 $ chez Amazon : <a href="${go('ninja')}">voir</a></li><li>Kobo Clara à 139,99 $ chez Indigo : <a href="${go('kobo')}">voir</a></li><li>Manteaux 30 % de rabais chez Simons : <a href="${go('simons')}">voir</a></li></ul><p>Nous touchons une petite commission quand vous achetez par nos liens; le prix ne change pas.</p><p><a href="https://${d}/desabonnement">Se désabonner</a></p>`
    : `<h2>This week's deals</h2><ul><li>Ninja air fryer $99.99 at Amazon: <a href="${go('ninja')}">see deal</a></li><li>Kobo Clara $139.99 at Indigo: <a href="${go('kobo')}">see deal</a></li><li>Winter coats 30% off at Mark's: <a href="${go('marks')}">see deal</a></li></ul><p>We earn a small commission when you buy through our links; it never changes your price.</p><p><a href="https://${d}/unsubscribe">Unsubscribe</a></p>`;
  return {
    fromName: name,
    fromAddr: `newsletter@${d}`,
    subject: o.fr ? 'Les aubaines qu’on achèterait nous-mêmes' : "Deals we'd actually buy",
    body: html(inner),
    headers: bulk(`https://${d}/unsubscribe`),
  };
};
/** A publisher's gift guide with a sponsor and a contest, through its click tracker (validation). */
const publisherGiftGuide = (rnd, o) => {
  const [name, d] = pick(rnd, [
    ['Cottage Life', 'cottagelife.com'],
    ['Ricardo', 'ricardocuisine.com'],
  ]);
  const t = () => `https://link.${d}/click/${digits(rnd, 8)}.${digits(rnd, 5)}/${alnum(rnd, 30)}`;
  const inner = o.fr
    ? `${preheader(rnd, 'Le guide cadeaux est arrivé')}<h2>Guide cadeaux des Fêtes</h2><p>40 idées pour les gourmands, de 10 $ à 100 $. <a href="${t()}">Voir le guide</a></p><p>Concours : courez la chance de gagner un ensemble de casseroles d’une valeur de 500 $. Aucun achat requis. <a href="${t()}">Règlement et participation</a></p><p style="font-size:11px">Présenté par notre partenaire. <a href="${t()}">Se désabonner</a></p>`
    : `${preheader(rnd, 'The gift guide is here')}<h2>Holiday gift guide</h2><p>40 ideas for the cottage, from $10 to $100. <a href="${t()}">See the guide</a></p><p>Contest: enter for a chance to win a $500 canoe accessory bundle. No purchase necessary. <a href="${t()}">Rules and entry</a></p><p style="font-size:11px">Presented by our partner. <a href="${t()}">Unsubscribe</a></p>`;
  return {
    fromName: name,
    fromAddr: `newsletter@e.${d}`,
    subject: o.fr ? 'Guide cadeaux + un concours' : 'Gift guide + a contest',
    body: html(inner),
    headers: bulk(`https://${d}/unsubscribe`),
  };
};

/** A named salesperson's first letter to a named person, from the business's own domain (fit). */
const coldKnown = (rnd, o) => {
  const [who, d] = pick(rnd, [
    ['Owen Castellano', 'brightpathstudio.ca'],
    ['Julie Bérubé', 'berube-cpa.ca'],
    ['Marc Leduc', 'leduc-paysagiste.ca'],
  ]);
  const to = first(rnd);
  return {
    fromName: who,
    fromAddr: `${who.split(' ')[0].toLowerCase()}@${d}`,
    subject: o.fr ? 'Une idée pour votre entreprise' : 'An idea for your business',
    body: o.fr
      ? `Bonjour ${to},\n\nJe m’appelle ${who} et je travaille dans la région. J’ai remarqué votre commerce en passant la semaine dernière et je crois que nous pourrions vous aider. Si le sujet vous intéresse, je peux vous envoyer une courte soumission, sans engagement : https://${d}/services\n\nSi vous préférez ne plus recevoir de courriel de ma part, dites-le-moi simplement.\n\n${who}`
      : `Hi ${to},\n\nI'm ${who}, based nearby. I noticed your business last week and I think we could help. If it is of interest, I can send a short quote, no obligation: https://${d}/services\n\nIf you'd rather not hear from me again, just say so.\n\n${who}`,
  };
};
/** A recruiter's note from the company's own domain (validation). */
const recruiter = (rnd, o) => {
  const [who, d] = pick(rnd, [
    ['Nadia Farah', 'shopify.com'],
    ['Étienne Roy', 'lightspeedhq.com'],
  ]);
  return {
    fromName: who,
    fromAddr: `${who.split(' ')[0].toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')}@${d}`,
    subject: o.fr ? 'Poste de développeur backend' : 'Backend developer role',
    body: o.fr
      ? `Bonjour ${first(rnd)},\n\nJ’ai vu votre profil et vos contributions en logiciel libre. Nous cherchons un développeur backend à Montréal. Seriez-vous ouvert à une conversation de 20 minutes la semaine prochaine? L’offre : https://www.${d}/careers\n\n${who}, acquisition de talents`
      : `Hi ${first(rnd)},\n\nI came across your open-source work. We are hiring a backend developer in Ottawa. Would you be open to a 20-minute call next week? The posting: https://www.${d}/careers\n\n${who}, Talent Acquisition`,
  };
};

/** A GitHub Actions failure naming account and identity tests, to a project list (fit). */
const ciGithub = (rnd, o) => {
  const repo = pick(rnd, ['accounts-api', 'kestrel', 'loon-cli', 'identity-service']);
  const run = digits(rnd, 10);
  const tests = [
    'test_reset_password_requires_token',
    'test_verify_account_email_link_expires',
    'test_update_personal_information_audit',
    'test_social_insurance_number_is_masked',
    'test_login_locks_after_failures',
  ];
  const failed = tests.filter(() => rnd() < 0.6).join('\n  ') || tests[0];
  return {
    fromName: 'GitHub',
    fromAddr: 'notifications@github.com',
    subject: `[acme/${repo}] Run failed: CI - main (${alnum(rnd, 7).toLowerCase()})`,
    body: `Run failed: CI - main\n\nFailed jobs:\n  test (3.12)\n\nFailed tests:\n  ${failed}\n\nView workflow run: https://github.com/acme/${repo}/actions/runs/${run}\n\n—\nYou are receiving this because you are subscribed to this thread.\nManage your GitHub Actions notifications: https://github.com/settings/notifications`,
    headers: [`List-ID: acme/${repo} <${repo}.acme.github.com>`, 'X-GitHub-Reason: ci_activity'],
  };
};
/** A Jenkins failure naming the same kind of tests, to a team list (validation). */
const ciJenkins = (rnd, o) => {
  const job = pick(rnd, ['accounts-service', 'billing-api', 'profile-web']);
  const n = digits(rnd, 4);
  return {
    fromName: 'Jenkins',
    fromAddr: `jenkins@ci.maplesoft-tools.org`,
    subject: `Build failed in Jenkins: ${job} #${n}`,
    body: `See https://ci.maplesoft-tools.org/job/${job}/${n}/\n\nFailed tests:\n  AccountTest.verifyIdentityRejectsExpiredDocument\n  PasswordResetTest.confirmYourPasswordWithinOneHour\n  ProfileTest.updateBankingInformationRequiresTwoFactor\n\nConsole: https://ci.maplesoft-tools.org/job/${job}/${n}/console`,
    headers: [`List-Id: <backend.lists.maplesoft-tools.org>`],
  };
};

/** An order shipped, in Japanese (fit). */
const japaneseShipped = (rnd) => ({
  fromName: pick(rnd, ['楽天市場', '本屋さくら', 'ヨドバシ・ドット・コム']),
  fromAddr: pick(rnd, ['order@rakuten.co.jp', 'info@honya-sakura.jp', 'info@yodobashi.com']),
  subject: 'ご注文商品発送のお知らせ',
  body: `いつもご利用いただきありがとうございます。\n\nご注文番号 ${digits(rnd, 6)}-${digits(rnd, 8)} の商品を発送いたしました。お届け予定日は${day(rnd)}日です。\n\n配送状況はマイページからご確認いただけます。\n\n今後ともよろしくお願いいたします。`,
});
/** An order confirmed and a statement ready, in Portuguese (validation). */
const portugueseNotice = (rnd) =>
  rnd() < 0.5
    ? {
        fromName: 'Livraria Ponte',
        fromAddr: 'encomendas@livrariaponte.pt',
        subject: `Encomenda #${digits(rnd, 4)} confirmada`,
        body: `Olá ${first(rnd)},\n\nRecebemos a sua encomenda e vamos prepará-la hoje. Receberá um email quando for enviada.\n\nVer encomenda: https://livrariaponte.pt/conta/encomendas\n\nObrigado!`,
      }
    : {
        fromName: 'Nubank',
        fromAddr: 'todomundo@nubank.com.br',
        subject: 'Sua fatura fechou',
        body: `Olá ${first(rnd)},\n\nSua fatura de dezembro fechou no valor de R$ ${money(rnd, 80, 900).replace('.', ',')}. O vencimento é dia ${day(rnd)}. Você pode pagar pelo app, como sempre.\n\nAbraços,\nNubank`,
      };

export const ORDINARY_17_FIT = {
  shopifyOrder,
  airlineCheckin,
  utilityBill,
  schoolTrip,
  charityReceipt,
  saasInvoice,
  bankFees,
  affiliateDeals,
  coldKnown,
  ciGithub,
  japaneseShipped,
};
export const ORDINARY_17_VALIDATION = {
  squareStripeReceipt,
  airlineDelay,
  utilityOutage,
  schoolClosure,
  charityMatch,
  saasTrial,
  bankStatement,
  publisherGiftGuide,
  recruiter,
  ciJenkins,
  portugueseNotice,
};
