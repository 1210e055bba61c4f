// Scam and phishing mail of 2025–26 kinds (issue 22, round 11), to measure what each change costs in
// recall. Written for secapi by hand (no dataset row). Each returns { fromName, fromAddr, replyTo?,
// subject, body, auth ('pass' | 'missing' | 'dmarc-fail' | 'softfail'), esp? }; `junk` is a throw-away
// domain made from the seed.
import { alnum, digits, pick } from './senders.mjs';

const host = (rnd, junk) =>
  pick(rnd, [
    `${junk}`,
    `secure-${alnum(rnd, 5).toLowerCase()}.${pick(rnd, ['top', 'xyz', 'icu', 'shop', 'online'])}`,
    `${alnum(rnd, 8).toLowerCase()}.pages.dev`,
    `${alnum(rnd, 8).toLowerCase()}.workers.dev`,
    `${alnum(rnd, 10).toLowerCase()}.r2.dev`,
    `${alnum(rnd, 7).toLowerCase()}.web.app`,
  ]);

export const SCAMS = {
  brandBilling: (rnd, junk) => {
    const b = pick(rnd, ['Netflix', 'Amazon', 'Disney+', 'Spotify', 'Apple']);
    return {
      fromName: pick(rnd, [b, `${b} Billing`, `${b} Support`]),
      fromAddr: `${pick(rnd, ['info', 'billing', 'no-reply'])}@${junk}`,
      subject: pick(rnd, [
        'Your payment was declined',
        'Action required: your membership is on hold',
        'Update your payment details',
      ]),
      body: `<p>We couldn't process your last payment, so your ${b} membership is on hold. Update your billing information within 48 hours to avoid suspension of your account.</p><p><a href="https://${host(rnd, junk)}/${b.toLowerCase().replace(/\W/g, '')}/billing">Update payment</a></p>`,
      auth: pick(rnd, ['pass', 'missing', 'softfail']),
    };
  },
  lookalikeBank: (rnd) => {
    const [b, d] = pick(rnd, [
      ['Desjardins', `desjardins-${pick(rnd, ['securite', 'acces', 'alerte'])}.com`],
      ['RBC Royal Bank', `rbc-${pick(rnd, ['secure', 'verify', 'online'])}.net`],
      ['TD Canada Trust', `td-${pick(rnd, ['alerts', 'secure'])}.info`],
      ['PayPal', `paypa1-${pick(rnd, ['service', 'billing'])}.com`],
    ]);
    const fr = b === 'Desjardins';
    return {
      fromName: b,
      fromAddr: `${fr ? 'securite' : 'alerts'}@${d}`,
      subject: fr
        ? 'Activité inhabituelle : votre accès est suspendu'
        : 'Unusual activity: your online access is locked',
      body: fr
        ? `<p>Nous avons détecté une connexion inhabituelle. Pour rétablir votre accès, confirmez votre identité et votre NIP dans les 24 heures.</p><p><a href="https://${d}/accesd/connexion">Confirmer mon identité</a></p>`
        : `<p>We detected an unusual sign-in. To restore access, confirm your identity and card details within 24 hours.</p><p><a href="https://${d}/signin">Verify now</a></p>`,
      auth: pick(rnd, ['pass', 'missing']),
    };
  },
  ceoReplyTo: (rnd, junk) => {
    const n = pick(rnd, ['Karen Liu', 'Marc Tremblay', 'David Singh']);
    return {
      fromName: n,
      fromAddr: `ceo@${junk}`,
      replyTo: `${n.split(' ')[0].toLowerCase()}.office${digits(rnd, 2)}@${pick(rnd, ['gmail.com', 'outlook.com', 'proton.me'])}`,
      subject: pick(rnd, ['Quick task', 'Are you at your desk?', 'Need a favour — confidential']),
      text: true,
      body: `Hi,\n\nI need you to buy 5 Apple gift cards of $200 each for a client appreciation today. Scratch the back, take pictures of the codes and send them to me by reply. I'm in meetings all day so email only.\n\n${n}\nSent from my iPhone`,
      auth: 'pass',
    };
  },
  m365Expiry: (rnd, junk) => ({
    fromName: pick(rnd, ['Microsoft 365 Admin', 'IT Service Desk', 'Mailbox Administrator']),
    fromAddr: `noreply@${junk}`,
    subject: pick(rnd, [
      'Your password expires today',
      'Mailbox storage full — messages on hold',
      '3 messages could not be delivered',
    ]),
    body: `<p>Your password for reader@example.ca expires today. Keep your current password to avoid losing access to your mailbox.</p><p><a href="https://u${digits(rnd, 7)}.ct.sendgrid.net/ls/click?upn=${alnum(rnd, 40)}">Keep current password</a></p><p>Microsoft 365 © 2026</p>`,
    esp: 'sendgrid',
    auth: pick(rnd, ['pass', 'missing']),
  }),
  parcelFee: (rnd, junk) => {
    const fr = rnd() < 0.5;
    return {
      fromName: fr ? 'Postes Canada' : pick(rnd, ['Canada Post', 'Purolator', 'UPS Delivery']),
      fromAddr: `${pick(rnd, ['suivi', 'tracking', 'notice'])}@${junk}`,
      subject: fr
        ? 'Votre colis est retenu : frais de livraison impayés'
        : 'Your package is on hold: unpaid customs fee',
      body: fr
        ? `<p>Votre colis n° CA${digits(rnd, 9)} ne peut être livré. Des frais de 2,99 $ doivent être réglés d'ici 48 heures, sinon il sera retourné.</p><p><a href="https://${host(rnd, junk)}/colis">Payer les frais</a></p>`
        : `<p>Your parcel CA${digits(rnd, 9)} could not be delivered. A $2.99 customs fee must be paid within 48 hours or it will be returned to sender.</p><p><a href="https://${host(rnd, junk)}/parcel">Pay fee</a></p>`,
      auth: pick(rnd, ['pass', 'missing', 'softfail']),
    };
  },
  interac: (rnd, junk) => {
    const fr = rnd() < 0.6;
    return {
      fromName: 'Interac e-Transfer',
      fromAddr: `notify@${junk}`,
      subject: fr
        ? `Virement INTERAC : Vous avez reçu ${digits(rnd, 3)},00 $`
        : `INTERAC e-Transfer: you've received $${digits(rnd, 3)}.00`,
      body: fr
        ? `<p>${pick(rnd, ['Marie', 'Luc'])} vous a envoyé ${digits(rnd, 3)},00 $. Choisissez votre institution financière pour déposer les fonds.</p><p><a href="https://${host(rnd, junk)}/deposit">Déposer</a></p><p>Ce virement expire dans 30 jours.</p>`
        : `<p>${pick(rnd, ['Marie', 'Luke'])} sent you money. Select your financial institution to deposit the funds.</p><p><a href="https://${host(rnd, junk)}/deposit">Deposit your money</a></p>`,
      auth: pick(rnd, ['pass', 'missing']),
    };
  },
  spoofDmarcFail: (rnd) => {
    const [b, d] = pick(rnd, [
      ['Hydro-Québec', 'hydroquebec.com'],
      ['Rogers', 'rogers.com'],
      ['CRA', 'canada.ca'],
    ]);
    return {
      fromName: b,
      fromAddr: `service@${d}`,
      subject: pick(rnd, ['Refund pending: confirm your deposit information', 'Remboursement en attente']),
      body: `<p>You are eligible for a refund of $${digits(rnd, 3)}.${digits(rnd, 2)}. Confirm your banking information to receive it.</p><p><a href="https://${alnum(rnd, 8).toLowerCase()}.${pick(rnd, ['top', 'cfd', 'sbs'])}/refund">Claim refund</a></p>`,
      auth: 'dmarc-fail',
    };
  },
  callbackInvoice: (rnd, junk) => ({
    fromName: pick(rnd, ['Geek Squad', 'Norton LifeLock', 'McAfee Billing', 'Billing Department']),
    fromAddr: `${pick(rnd, ['orders', 'invoice', 'support'])}${digits(rnd, 3)}@${pick(rnd, ['gmail.com', 'outlook.com', junk])}`,
    subject: `Invoice #${digits(rnd, 8)} — order processed`,
    text: true,
    body: `Dear Customer,\n\nYour annual protection plan was renewed and $${digits(rnd, 3)}.99 will be charged to your account today. If you did not authorize this renewal, call our billing team at +1 (8${digits(rnd, 2)}) ${digits(rnd, 3)}-${digits(rnd, 4)} within 24 hours to cancel and get a refund.\n\nThank you for choosing us.`,
    auth: pick(rnd, ['pass', 'missing']),
  }),
  cryptoLock: (rnd, junk) => ({
    fromName: pick(rnd, ['Coinbase', 'Ledger', 'Kraken Support']),
    fromAddr: `security@${junk}`,
    subject: 'Your wallet has been restricted',
    body: `<p>A withdrawal of 0.${digits(rnd, 3)} BTC was requested from a new device. If this was not you, verify your wallet and recovery phrase now or your funds will be frozen.</p><p><a href="https://${host(rnd, junk)}/verify">Secure my wallet</a></p>`,
    auth: pick(rnd, ['pass', 'missing']),
  }),
  toll: (rnd, junk) => {
    const fr = rnd() < 0.5;
    return {
      fromName: fr ? 'SAAQ' : pick(rnd, ['407 ETR', 'ServiceOntario']),
      fromAddr: `avis@${junk}`,
      subject: fr ? 'Avis final : solde impayé' : 'Final notice: unpaid toll balance',
      body: fr
        ? `<p>Un solde de 6,75 $ est impayé. Réglez-le aujourd'hui pour éviter la suspension de votre permis et des frais de 45 $.</p><p><a href="https://${host(rnd, junk)}/saaq">Payer maintenant</a></p>`
        : `<p>You have an outstanding toll balance of $6.75. Pay today to avoid a $45 late fee and licence suspension.</p><p><a href="https://${host(rnd, junk)}/pay">Pay now</a></p>`,
      auth: pick(rnd, ['pass', 'missing', 'softfail']),
    };
  },
  docShare: (rnd, junk) => ({
    fromName: pick(rnd, ['DocuSign', 'SharePoint', 'Dropbox Sign', `Accounts Payable via DocuSign`]),
    fromAddr: `dse@${junk}`,
    subject: pick(rnd, [
      'Please review and sign: Payment_Remittance.pdf',
      'Completed: Q4 bonus agreement',
      'A document has been shared with you',
    ]),
    body: `<p>You have received a document to review and sign.</p><p><a href="https://${host(rnd, junk)}/doc/${alnum(rnd, 12)}">REVIEW DOCUMENT</a></p><p>Do not share this email. The link expires in 24 hours.</p>`,
    auth: pick(rnd, ['pass', 'missing']),
  }),
  prizeSurvey: (rnd, junk) => {
    const fr = rnd() < 0.4;
    return {
      fromName: pick(rnd, [
        'Costco Rewards',
        'Canadian Tire Winner',
        'Tim Hortons Survey',
        'Walmart Customer Team',
      ]),
      fromAddr: `rewards@${junk}`,
      subject: fr ? 'Félicitations ! Vous avez été sélectionné' : 'Congratulations! You have been selected',
      body: fr
        ? `<p>Vous avez gagné un ensemble de couteaux. Répondez à 3 questions et payez seulement les frais de livraison de 1,95 $.</p><p><a href="https://${host(rnd, junk)}/prix">Réclamer mon prix</a></p>`
        : `<p>You've won a Ninja air fryer! Answer 3 questions and pay only $1.95 shipping to claim your prize.</p><p><a href="https://${host(rnd, junk)}/claim">Claim now</a></p>`,
      auth: pick(rnd, ['pass', 'missing']),
      esp: pick(rnd, ['sendgrid', undefined]),
    };
  },
  jobOffer: (rnd) => ({
    fromName: pick(rnd, ['HR Recruitment Team', 'Talent Acquisition', 'Service des ressources humaines']),
    fromAddr: `hr.${alnum(rnd, 5).toLowerCase()}${digits(rnd, 2)}@${pick(rnd, ['gmail.com', 'outlook.com'])}`,
    subject: pick(rnd, ['Remote position: $45/hour, flexible schedule', 'Poste à distance : 400 $ par jour']),
    text: true,
    body: `Hello,\n\nYour profile was selected for a part-time remote assistant role, $45 per hour, 2 hours a day, no experience required. Training is paid. To start, send your full name, address and phone number on WhatsApp at +1 ${digits(rnd, 3)} ${digits(rnd, 3)} ${digits(rnd, 4)}.\n\nRegards,\nRecruitment`,
    auth: 'pass',
  }),
  taxRefundFr: (rnd, junk) => ({
    fromName: pick(rnd, ['Revenu Québec', 'Agence du revenu du Canada']),
    fromAddr: `remboursement@${junk}`,
    subject: 'Vous avez un remboursement en attente',
    body: `<p>Après le dernier calcul de votre déclaration, vous avez droit à un remboursement de ${digits(rnd, 3)},${digits(rnd, 2)} $. Remplissez le formulaire avec vos renseignements bancaires pour le recevoir par dépôt direct.</p><p><a href="https://${host(rnd, junk)}/remboursement">Obtenir mon remboursement</a></p>`,
    auth: pick(rnd, ['pass', 'missing']),
  }),
};
