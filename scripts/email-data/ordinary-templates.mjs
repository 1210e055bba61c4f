// Ordinary mail of 2025–26 (issue 22, round 11): newsletters and transactional mail, English and
// Québec French. Written for secapi by hand: no dataset row. Each template takes (rnd, s, L) where
// `s` is the sender ({ brand, domain, lang }) and `L(url)` gives the link as the service tracks it;
// it returns { subject, pre, body } (body is HTML unless `text` is true).
import { digits, pick } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const img = (rnd, s, alt) =>
  `<img src="https://${pick(rnd, ['cdn.', 'images.', 'img.', 'static.'])}${s.domain}/email/${digits(rnd, 6)}.${pick(rnd, ['png', 'jpg', 'gif'])}" width="600" alt="${alt}" style="display:block;border:0">`;
const btn = (href, label) =>
  `<table role="presentation"><tr><td style="background:#1a73e8;border-radius:4px;padding:12px 24px"><a href="${href}" style="color:#ffffff;text-decoration:none;font-weight:bold">${label}</a></td></tr></table>`;
const name = (rnd, fr) =>
  pick(
    rnd,
    fr
      ? ['Sophie', 'Mathieu', 'Élise', 'Jean-François', 'Camille']
      : ['Sam', 'Jordan', 'Priya', 'Alex', 'Morgan'],
  );
const city = (rnd) =>
  pick(rnd, ['Vancouver', 'Calgary', 'Toronto', 'Halifax', 'Montréal', 'Québec', 'Winnipeg']);

export const TRANSACTIONAL = {
  order: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const n = `${pick(rnd, ['#', 'No ', ''])}${digits(rnd, 5)}`;
    const total = money(rnd, 18, 420);
    const item = pick(
      rnd,
      fr
        ? ['Tasse en grès', 'Tuque en laine mérinos', 'Café moulu 340 g', 'Bottes d’hiver']
        : ['Stoneware mug', 'Merino wool toque', 'Ground coffee 340 g', 'Winter boots', 'USB-C charger'],
    );
    return {
      subject: fr
        ? `Confirmation de la commande ${n}`
        : pick(rnd, [`Order ${n} confirmed`, `Thanks for your order ${n}!`, `Your ${s.brand} order ${n}`]),
      pre: fr
        ? `Merci ${name(rnd, fr)}, nous préparons votre commande.`
        : `We're getting your order ready to ship.`,
      body: `${img(rnd, s, s.brand)}<h2>${fr ? 'Merci pour votre achat !' : 'Thank you for your purchase!'}</h2><p>${fr ? `Bonjour ${name(rnd, fr)}, nous avons bien reçu votre commande ${n}. Nous vous écrirons quand elle sera expédiée.` : `Hi ${name(rnd, fr)}, we've received your order ${n} and will let you know when it ships.`}</p><table><tr><td>${item} × 1</td><td>${total} $</td></tr><tr><td>${fr ? 'Livraison' : 'Shipping'}</td><td>${fr ? 'Gratuite' : 'Free'}</td></tr><tr><td><b>Total</b></td><td><b>${total} $</b></td></tr></table>${btn(L(`https://${s.domain}/account/orders/${digits(rnd, 10)}`), fr ? 'Voir ma commande' : 'View your order')}<p>${fr ? 'Des questions ? Répondez à ce courriel ou écrivez-nous à' : 'Questions? Reply to this email or contact us at'} help@${s.domain}.</p>`,
    };
  },
  shipped: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const carrier = pick(rnd, [
      [
        'Postes Canada',
        'Canada Post',
        `https://www.canadapost-postescanada.ca/track-reperage/${fr ? 'fr' : 'en'}#/search?searchFor=${digits(rnd, 16)}`,
      ],
      [
        'Purolator',
        'Purolator',
        `https://www.purolator.com/${fr ? 'fr' : 'en'}/shipping/tracker?pin=${digits(rnd, 12)}`,
      ],
      ['UPS', 'UPS', `https://www.ups.com/track?loc=en_CA&tracknum=1Z${digits(rnd, 16)}`],
      [
        'Intelcom',
        'Intelcom',
        `https://intelcom.ca/${fr ? 'fr' : 'en'}/suivi-de-colis/?tracking-id=INTLCMA${digits(rnd, 9)}`,
      ],
    ]);
    return {
      subject: fr
        ? `Votre commande est en route !`
        : pick(rnd, [
            `Your order is on its way`,
            `Shipped: your ${s.brand} order`,
            `Good news — your package shipped`,
          ]),
      pre: fr ? `Livraison prévue d'ici 3 à 5 jours ouvrables.` : `Estimated delivery: 3–5 business days.`,
      body: `${img(rnd, s, s.brand)}<p>${fr ? `Bonne nouvelle ! Votre colis a été remis à ${carrier[0]}.` : `Good news! Your package has been handed to ${carrier[1]}.`}</p><p>${fr ? 'Numéro de suivi' : 'Tracking number'}: ${digits(rnd, 12)}</p>${btn(L(carrier[2]), fr ? 'Suivre mon colis' : 'Track your package')}<p>${fr ? 'Vous devez être présent ? Non, le colis sera laissé à la porte ou au comptoir postal le plus près.' : 'No signature is needed; if you miss the driver, the package goes to the nearest pickup point.'}</p>`,
    };
  },
  ride: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const t = money(rnd, 9, 64);
    return {
      subject: fr
        ? `Votre course du ${pick(rnd, ['jeudi soir', 'samedi matin', 'lundi après-midi'])} avec ${s.brand}`
        : `Your ${pick(rnd, ['Thursday evening', 'Saturday morning', 'Monday afternoon'])} trip with ${s.brand}`,
      pre: fr ? `Total : ${t} $` : `Total: CA$${t}`,
      body: `${img(rnd, s, s.brand)}<h1>${fr ? 'Merci d’avoir voyagé avec nous' : 'Thanks for riding'}, ${name(rnd, fr)}</h1><p>Total CA$${t}</p><p>${fr ? 'Trajet' : 'Trip fare'} ${money(rnd, 6, 40)} · ${fr ? 'Frais de service' : 'Booking fee'} ${money(rnd, 1, 4)} · ${fr ? 'Pourboire' : 'Tip'} ${money(rnd, 1, 8)}</p><p>${fr ? 'Payé avec' : 'Paid with'} Visa ••••${digits(rnd, 4)}</p>${btn(L(`https://riders.${s.domain}/trips/${digits(rnd, 8)}`), fr ? 'Voir le reçu' : 'View receipt')}<p><a href="${L(`https://help.${s.domain}/riders`)}">${fr ? 'Signaler un objet perdu' : 'Report a lost item'}</a></p>`,
    };
  },
  food: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? `Votre commande de ${pick(rnd, ['Pho Saigon', 'La Belle Province', 'Sushi Shop'])} est confirmée`
        : `Order confirmation for ${pick(rnd, ['Pho Saigon', 'Burrito Boyz', 'Pizza Nova'])}`,
      pre: fr ? 'Arrivée prévue dans 35 à 45 minutes' : 'Estimated arrival 35–45 min',
      body: `${img(rnd, s, s.brand)}<p>${fr ? 'Votre livreur est en route.' : 'Your Dasher is on the way.'}</p><p>Subtotal ${money(rnd, 20, 60)} · ${fr ? 'Frais de livraison' : 'Delivery fee'} ${money(rnd, 0, 5)} · ${fr ? 'Taxes' : 'Taxes'} ${money(rnd, 2, 8)}</p>${btn(L(`https://www.${s.domain}/orders/${digits(rnd, 9)}`), fr ? 'Suivre la commande' : 'Track order')}<p>${fr ? 'Obtenez la livraison gratuite avec un abonnement.' : 'Get $0 delivery fees with a membership. Try it free for 30 days.'}</p>`,
    };
  },
  checkin: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const c = city(rnd);
    const pnr = pick(rnd, ['QX4T7M', 'B9KLRZ', 'HN2W5P', 'T7RRA3']);
    return {
      subject: fr
        ? `L'enregistrement est ouvert pour votre vol vers ${c}`
        : pick(rnd, [`Check-in is now open for your flight to ${c}`, `It's time to check in — ${c}`]),
      pre: fr ? `Réservation ${pnr}` : `Booking reference ${pnr}`,
      body: `${img(rnd, s, s.brand)}<p>${fr ? `Bonjour ${name(rnd, fr)}, vous pouvez maintenant vous enregistrer et obtenir votre carte d'embarquement.` : `Hi ${name(rnd, fr)}, you can now check in and get your boarding pass.`}</p><p>${fr ? 'Vol' : 'Flight'} ${pick(rnd, ['AC', 'WS', 'PD'])}${digits(rnd, 3)} · ${fr ? 'Départ' : 'Departs'} 07:45</p>${btn(L(`https://www.${s.domain}/${fr ? 'fr' : 'en'}/manage/check-in?pnr=${pnr}`), fr ? "S'enregistrer" : 'Check in now')}<p>${fr ? 'Ayez votre passeport ou pièce d’identité avec photo émise par le gouvernement.' : 'Bring your passport or government-issued photo ID to the airport.'}</p>`,
    };
  },
  invoice: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const amt = money(rnd, 8, 299);
    return {
      subject: fr
        ? `Votre facture ${s.brand} de ${pick(rnd, ['novembre', 'décembre', 'janvier'])}`
        : pick(rnd, [
            `Your ${s.brand} invoice for December`,
            `Invoice INV-${digits(rnd, 6)} from ${s.brand}`,
            `Receipt for your ${s.brand} subscription`,
          ]),
      pre: fr ? `Montant : ${amt} $` : `Amount due: $${amt} USD`,
      body: `<p>${fr ? `Bonjour, voici votre facture pour l'espace de travail « ${pick(rnd, ['Studio', 'Équipe', 'Atelier'])} ».` : `Hi there, here is your invoice for the workspace "${pick(rnd, ['Acme Studio', 'Team Blue', 'Side Project'])}".`}</p><p>${fr ? 'Montant' : 'Amount'}: ${amt} $ · ${fr ? 'Payé le' : 'Paid on'} ${pick(rnd, ['2026-12-01', '2026-11-15', '2027-01-03'])} · Visa ••••${digits(rnd, 4)}</p>${btn(L(`https://${pick(rnd, ['app.', 'billing.', 'dashboard.'])}${s.domain}/billing/invoices/in_${digits(rnd, 10)}`), fr ? 'Télécharger la facture' : 'Download invoice')}<p>${fr ? 'Gérez votre abonnement dans les paramètres de facturation.' : 'Manage your plan in Billing settings.'}</p>`,
    };
  },
  failedPayment: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? `Échec du paiement de votre abonnement ${s.brand}`
        : pick(rnd, [
            `Your payment failed`,
            `Action needed: update your payment method`,
            `We couldn't process your payment`,
          ]),
      pre: fr
        ? 'Mettez à jour votre carte pour éviter une interruption.'
        : 'Update your card to avoid losing access.',
      body: `<p>${fr ? `Bonjour ${name(rnd, fr)}, nous n'avons pas pu débiter votre carte se terminant par ${digits(rnd, 4)} pour votre abonnement ${s.brand}. Nous réessaierons dans 3 jours.` : `Hi ${name(rnd, fr)}, we weren't able to charge your card ending in ${digits(rnd, 4)} for your ${s.brand} subscription. We'll try again in 3 days.`}</p><p>${fr ? 'Pour éviter toute interruption de service, mettez à jour votre mode de paiement.' : 'To keep your account active, please update your payment method.'}</p>${btn(L(`https://${pick(rnd, ['app.', 'www.', 'account.'])}${s.domain}/settings/billing`), fr ? 'Mettre à jour le paiement' : 'Update payment method')}`,
    };
  },
  reset: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? 'Réinitialisation de votre mot de passe'
        : pick(rnd, ['Reset your password', `${s.brand} password reset`, 'Password reset request']),
      pre: fr ? 'Ce lien expire dans 60 minutes.' : 'This link expires in 60 minutes.',
      body: `<p>${fr ? `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${s.brand}.` : `We received a request to reset the password for your ${s.brand} account.`}</p>${btn(L(`https://${pick(rnd, ['', 'accounts.', 'auth.'])}${s.domain}/reset?token=${digits(rnd, 20)}`), fr ? 'Choisir un nouveau mot de passe' : 'Reset password')}<p>${fr ? "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel." : "If you didn't request this, you can safely ignore this email."}</p>`,
    };
  },
  signin: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const dev = pick(rnd, ['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux']);
    return {
      subject: fr
        ? `Nouvelle connexion à votre compte ${s.brand}`
        : pick(rnd, [
            `New sign-in to your ${s.brand} account`,
            `Security alert: new sign-in`,
            `Was this you?`,
          ]),
      pre: fr
        ? 'Nous avons détecté une connexion depuis un nouvel appareil.'
        : 'We noticed a new sign-in to your account.',
      body: `<p>${fr ? `Une connexion a eu lieu depuis ${dev} près de ${city(rnd)}.` : `Your account was signed in from ${dev} near ${city(rnd)}.`}</p><p>${fr ? "Si c'était vous, aucune action n'est requise. Sinon, sécurisez votre compte." : "If this was you, you don't need to do anything. If not, secure your account."}</p>${btn(L(`https://${pick(rnd, ['myaccount.', 'account.', 'www.'])}${s.domain}/security`), fr ? "Vérifier l'activité" : 'Check activity')}<p>${fr ? 'Nous ne vous demanderons jamais votre mot de passe par courriel.' : 'We will never ask for your password by email.'}</p>`,
    };
  },
  statement: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? 'Votre relevé mensuel est disponible'
        : pick(rnd, [
            'Your eStatement is ready',
            'Your monthly statement is now available',
            `Your ${s.brand} statement is ready to view`,
          ]),
      pre: fr ? 'Consultez-le dans AccèsD ou votre application.' : 'Sign in to online banking to view it.',
      body: `<p>${fr ? `Bonjour ${name(rnd, fr)}, votre relevé du compte se terminant par ${digits(rnd, 4)} est maintenant disponible.` : `Hello ${name(rnd, fr)}, your statement for the account ending in ${digits(rnd, 4)} is now available.`}</p><p>${fr ? 'Pour le consulter, connectez-vous à vos services en ligne.' : 'To view it, sign in to online banking and go to Statements & documents.'}</p><p><a href="${L(`https://www.${s.domain}/`)}">${s.domain}</a></p><p>${fr ? 'Pour votre sécurité, ce courriel ne contient aucun lien vers une page de connexion.' : 'For your security, this email contains no sign-in link. We will never ask you for personal information by email.'}</p>`,
    };
  },
  verifyEmail: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? 'Confirmez votre adresse courriel'
        : pick(rnd, [
            'Confirm your email address',
            `Welcome to ${s.brand} — verify your email`,
            'Please verify your email',
          ]),
      pre: fr ? 'Une dernière étape.' : 'One more step to finish setting up.',
      body: `<p>${fr ? `Bienvenue chez ${s.brand} ! Confirmez votre adresse pour activer votre compte.` : `Welcome to ${s.brand}! Confirm your email address to activate your account.`}</p>${btn(L(`https://${pick(rnd, ['app.', ''])}${s.domain}/verify?code=${digits(rnd, 24)}`), fr ? 'Confirmer' : 'Verify email')}<p>${fr ? 'Votre code' : 'Or enter this code'}: ${digits(rnd, 6)}</p>`,
    };
  },
  renewal: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const amt = money(rnd, 49, 199);
    return {
      subject: fr
        ? `Votre abonnement sera renouvelé le ${pick(rnd, ['15 janvier', '2 février'])}`
        : `Your ${s.brand} membership renews soon`,
      pre: fr ? `Montant : ${amt} $` : `You'll be charged $${amt}.`,
      body: `<p>${fr ? `Votre abonnement annuel sera renouvelé automatiquement. Nous débiterons ${amt} $ sur votre carte enregistrée.` : `Your annual membership will renew automatically and we'll charge $${amt} to the card on file.`}</p><p>${fr ? "Pour l'annuler ou le modifier, rendez-vous dans votre compte." : 'To cancel or change your plan, visit your account before the renewal date.'}</p>${btn(L(`https://www.${s.domain}/account/membership`), fr ? 'Gérer mon abonnement' : 'Manage membership')}`,
    };
  },
};

export const NEWSLETTERS = {
  sale: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    const pct = pick(rnd, [20, 30, 40, 50]);
    return {
      subject: fr
        ? pick(rnd, [
            `🎁 ${pct} % sur tout + livraison gratuite`,
            `Dernière chance : courez la chance de gagner une carte-cadeau de 500 $`,
            `Vente éclair ⚡ économisez jusqu'à ${pct} %`,
          ])
        : pick(rnd, [
            `🎁 ${pct}% off everything + free delivery`,
            `Last chance: WIN a $500 gift card`,
            `Flash sale ⚡ save up to ${pct}%`,
            `You could win our holiday prize pack 🎄`,
            `FREE gift with every order this weekend`,
          ]),
      pre: fr ? `Les soldes se terminent dimanche à minuit.` : `Ends Sunday at midnight. Don't miss out!`,
      body: `${img(rnd, s, fr ? 'Soldes' : 'Sale')}${img(rnd, s, `${pct}%`)}<p style="text-align:center">${fr ? `Économisez ${pct} % sur tout le site avec le code HIVER${pct}. Livraison gratuite dès 50 $. Chaque commande vous inscrit au tirage d'une carte-cadeau de 500 $.` : `Save ${pct}% sitewide with code WINTER${pct}. Free delivery over $50. Every order enters you in our draw to win a $500 gift card — prize drawn January 5.`}</p>${btn(L(`https://${pick(rnd, ['www.', ''])}${s.domain}/collections/sale?utm_source=email&utm_medium=newsletter&utm_campaign=w${digits(rnd, 2)}`), fr ? 'Magasiner' : 'Shop now')}${img(rnd, s, fr ? 'Nouveautés' : 'New arrivals')}<p style="font-size:10px">${fr ? 'Aucun achat requis. Règlement du concours sur notre site.' : 'No purchase necessary. Contest rules at our website.'}</p>`,
    };
  },
  editorial: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? pick(rnd, [`L'infolettre de ${s.brand} — décembre`, 'Nos coups de cœur de la semaine'])
        : pick(rnd, [
            `This week at ${s.brand}`,
            `${s.brand} Weekly: 5 things to read`,
            'Your December digest',
          ]),
      pre: fr
        ? 'Recettes, nouveautés et un concours pour finir l’année.'
        : 'Recipes, new arrivals and a giveaway to end the year.',
      body: `${img(rnd, s, s.brand)}<h2>${fr ? 'Au menu cette semaine' : 'In this issue'}</h2><ul><li><a href="${L(`https://${s.domain}/blog/${digits(rnd, 4)}`)}">${fr ? 'Cinq idées de cadeaux à moins de 30 $' : 'Five gift ideas under $30'}</a></li><li><a href="${L(`https://${s.domain}/blog/${digits(rnd, 4)}`)}">${fr ? 'Notre guide de l’hiver' : 'Our winter guide'}</a></li><li><a href="${L(`https://${s.domain}/giveaway`)}">${fr ? 'Participez au concours' : 'Enter our giveaway'}</a></li></ul>${img(rnd, s, '')}`,
    };
  },
  town: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? pick(rnd, [
            'Infolettre municipale — collectes des Fêtes',
            'Avis : travaux sur la rue Principale',
            'Bulletin de l’école — semaine du 8 décembre',
          ])
        : pick(rnd, [
            'Town news: holiday collection schedule',
            'Notice: water main work on Main Street',
            'School newsletter — week of December 8',
          ]),
      pre: fr ? 'Horaires, activités et avis importants.' : 'Schedules, events and important notices.',
      body: `${img(rnd, s, s.brand)}<p>${fr ? 'Les collectes du 25 décembre et du 1er janvier sont déplacées au lendemain. Le dépôt de neige usée est ouvert de 7 h à 19 h. Inscriptions aux activités d’hiver dès lundi.' : 'Collection on December 25 and January 1 moves to the next day. Skating rinks open when the weather allows. Winter programme registration opens Monday at 9 a.m. — spots go fast.'}</p><p><a href="${L(`https://www.${s.domain}/${fr ? 'avis' : 'news'}/${digits(rnd, 4)}`)}">${fr ? 'Lire la suite' : 'Read more'}</a> · <a href="${L(`https://www.${s.domain}/${fr ? 'inscriptions' : 'register'}`)}">${fr ? "S'inscrire" : 'Register'}</a></p>`,
    };
  },
  charity: (rnd, s, L) => {
    const fr = s.lang === 'fr';
    return {
      subject: fr
        ? pick(rnd, ['Votre don sera doublé jusqu’à minuit', 'Un repas chaud pour 5 $'])
        : pick(rnd, [
            'Your gift will be DOUBLED until midnight',
            'Give a warm meal this winter',
            'Last day to make your 2026 tax-deductible gift',
          ]),
      pre: fr ? 'Un donateur généreux égale chaque dollar.' : 'A generous donor is matching every dollar.',
      body: `${img(rnd, s, s.brand)}<p>${fr ? `Chère amie, cher ami, cet hiver, ${s.brand} servira plus de 40 000 repas. Jusqu'à minuit, chaque don est doublé. Un reçu fiscal vous sera remis.` : `Dear friend, this winter ${s.brand} will serve over 40,000 meals. Until midnight, every gift is matched. You'll receive a tax receipt for your donation.`}</p>${btn(L(`https://${pick(rnd, ['donate.', 'www.'])}${s.domain}/${fr ? 'don' : 'give'}?src=em${digits(rnd, 4)}`), fr ? 'Je donne' : 'Donate now')}<p>${fr ? 'Organisme de bienfaisance enregistré' : 'Registered charity'} ${digits(rnd, 9)} RR0001</p>`,
    };
  },
};
