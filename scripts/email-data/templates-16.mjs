// Round 16 (issue 22): ordinary kinds still thin in the generated sets. Mail of 2002 (plain text,
// old clients' headers, club and family mail, forwarded jokes, "free" offers among friends),
// developer lists with patches, CI reports and IP-address or `localhost` links, and receipts of small
// shops through Shopify, Square and Stripe. Two templates a kind: the first is for fitting, the
// second for validation (generate-16.mjs writes them to separate files). Written for secapi by hand:
// no dataset row. Each template takes (rnd, o) with o = { fr } and returns
// { fromName, fromAddr, subject, body, headers? } (headers: extra header lines).
import { alnum, digits, pick } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const day = (rnd) => 1 + Math.floor(rnd() * 27);
const ip = (rnd) =>
  pick(rnd, [
    `10.1.${day(rnd)}.${day(rnd)}`,
    `192.168.${day(rnd)}.${day(rnd)}`,
    `172.16.${day(rnd)}.${day(rnd)}`,
  ]);
const person = (rnd) =>
  pick(rnd, [
    ['Harold Benson', 'hbenson'],
    ['Marge Dufresne', 'mdufresne'],
    ['Gilles Paquette', 'gpaquette'],
    ['Sylvie Tremblay', 'stremblay'],
    ['Bob Kowalski', 'bobk'],
    ['Linda Moreau', 'lindam'],
  ]);
const isp2002 = (rnd, fr) =>
  fr
    ? pick(rnd, ['videotron.ca', 'sympatico.ca', 'globetrotter.net'])
    : pick(rnd, ['sympatico.ca', 'attbi.com', 'earthlink.net', 'rogers.com', 'aol.com']);
const mailer2002 = (rnd) =>
  pick(rnd, [
    'X-Mailer: Microsoft Outlook Express 6.00.2600.0000',
    'X-Mailer: QUALCOMM Windows Eudora Version 5.1',
    'X-Mailer: Microsoft Outlook, Build 10.0.2627',
    'User-Agent: Mozilla/5.0 (Windows; U; Win98; en-US; rv:1.0.1) Gecko/20020823 Netscape/7.0',
  ]);
const date2002 = (rnd) =>
  `${pick(rnd, ['Mon', 'Wed', 'Fri', 'Sat'])}, ${day(rnd)} ${pick(rnd, ['May', 'Sep', 'Nov'])} 2002 ${10 + (day(rnd) % 12)}:${digits(rnd, 2).replace(/^[6-9]/, '3')}:00 -0500`;
const project = (rnd) => pick(rnd, ['kestrel', 'marlin-db', 'fernwood', 'loon-cli', 'tipc-utils', 'openfoo']);

/**
 * The sender, subject and old client's headers of a message of 2002 (the random draws in the order
 * the templates made them), and the sender's first name to sign with.
 */
const from2002 = (rnd, o, subjectOf) => {
  const [name, user] = person(rnd);
  const isp = isp2002(rnd, o.fr);
  const subject = subjectOf();
  const headers = [mailer2002(rnd), `Date: ${date2002(rnd)}`];
  return {
    first: name.split(' ')[0],
    message: { fromName: name, fromAddr: `${user}@${isp}`, subject, headers },
  };
};

/** Club or family news of 2002, with a "free" thing among friends (fit). */
const oldClub = (rnd, o) => {
  const { first, message } = from2002(rnd, o, () =>
    o.fr
      ? pick(rnd, ['Souper de club samedi', 'Covoiturage pour la sortie', 'Photos du party de Noël'])
      : pick(rnd, ['Saturday walk - car pool', 'Club meeting moved to Thursday', 'Pictures from the picnic']),
  );
  return {
    ...message,
    body: o.fr
      ? `Salut tout le monde,\n\nOn se rejoint au local à ${6 + (day(rnd) % 3)} h. Apportez vos jumelles et un lunch. J'ai ${2 + (day(rnd) % 3)} places dans l'auto, répondez-moi si vous en voulez une.\n\nCafé gratuit grâce à Marge encore une fois (merci Marge!). J'ai aussi des billets gratuits pour le match de dimanche si ça intéresse quelqu'un.\n\n${first}`
      : `Hi everyone,\n\nWe meet at the hall at ${6 + (day(rnd) % 3)}:30 sharp. Bring binoculars and a lunch. I can take ${2 + (day(rnd) % 3)} people in the van, just reply to me if you want a seat.\n\nFree coffee courtesy of Marge again (thanks Marge!). I also have two free tickets for Sunday's game if anyone wants them - first come first served.\n\n${first}`,
  };
};

/** A joke forwarded around the family in 2002 (validation). */
const oldJoke = (rnd, o) => {
  const { first, message } = from2002(rnd, o, () =>
    o.fr
      ? 'TR: Tr: trop drôle celle-là'
      : pick(rnd, ['FW: Fw: you have to read this one LOL', 'Fwd: FW: funny!!!']),
  );
  return {
    ...message,
    body: o.fr
      ? `> > Un gars entre à la bibliothèque et demande un livre sur la paranoïa.\n> > La bibliothécaire chuchote : « Ils sont juste derrière vous! »\n> >\n> > Envoie ça à 10 amis et tu auras de la chance toute l'année!!!\n\nHa ha celle-là m'a eue. Bisous à tous, on se voit à Noël.\n${first}`
      : `> > A man walks into a library and asks for books about paranoia.\n> > The librarian whispers, "They're right behind you!"\n> >\n> > Send this to 10 friends and you will have good luck for a whole year!!! Don't break the chain!\n\nHa ha this one got me. Free babysitting at our place on the 14th if anyone needs it. Love to all, see you at Thanksgiving.\n${first}`,
  };
};

/** A patch review on a developer list, quoting a diff and a test box's address (fit). */
const devPatch = (rnd) => {
  const p = project(rnd);
  const n = 2 + (day(rnd) % 5);
  return {
    fromName: pick(rnd, ['Tomas Lindqvist', 'Wei Zhang', 'Ana Costa', 'Jean-Marc Bouchard']),
    fromAddr: `${pick(rnd, ['tomas', 'wzhang', 'ana', 'jmb'])}@${pick(rnd, ['kernel-dev.org', 'marlindb.org', 'fernwood.dev'])}`,
    subject: `Re: [PATCH v${n} ${day(rnd) % n || 1}/${n}] ${p}: fix ${pick(rnd, ['refcount leak in bearer enable', 'use-after-free on link reset', 'wrong key length check', 'urgent timeout in wallet sync'])}`,
    headers: [
      `List-Id: <${p}-devel.lists.${p}.org>`,
      `Precedence: list`,
      `List-Unsubscribe: <mailto:${p}-devel-leave@lists.${p}.org>`,
    ],
    body: `On ${pick(rnd, ['Mon', 'Tue', 'Wed'])}, Nov ${day(rnd)}, 2026 at 05:12:44PM +0000, ${pick(rnd, ['Wei Zhang', 'Ana Costa'])} wrote:\n> diff --git a/src/${p}/core.c b/src/${p}/core.c\n> index 3c1d2f0..8a7e9b4 100644\n> --- a/src/${p}/core.c\n> +++ b/src/${p}/core.c\n> @@ -312,7 +312,8 @@ static int ${p.replace('-', '_')}_enable(struct ctx *c)\n> -\treturn res;\n> +\tput_ref(c);\n> +\treturn res;\n\nLooks right. I reproduced the leak on the test box at ${ip(rnd)} before the fix and not after; the password prompt on its console is unrelated.\n\nReviewed-by: ${pick(rnd, ['Tomas Lindqvist <tomas@kernel-dev.org>', 'Jean-Marc Bouchard <jmb@fernwood.dev>'])}`,
  };
};

/** A CI report mailed to a developer list, with a private-address and a localhost link (validation). */
const devCi = (rnd) => {
  const p = project(rnd);
  const n = 1000 + Math.floor(rnd() * 9000);
  return {
    fromName: 'Buildbot',
    fromAddr: `buildbot@ci.${p}.org`,
    subject: `[buildbot] ${pick(rnd, ['FAILED', 'WARNINGS', 'EXCEPTION'])}: ${p}-master-${pick(rnd, ['ubuntu2404', 'debian13', 'fedora41'])} build #${n}`,
    headers: [`List-Id: <${p}-dev.lists.${p}.org>`, `Precedence: list`],
    body: `The Buildbot has detected a failed build on builder ${p}-master.\n\nFull details are available at:\n    http://${ip(rnd)}:8010/#/builders/${day(rnd)}/builds/${n}\n\nBuild reason: scheduler 'nightly'\nBlamelist: ${pick(rnd, ['Ana Costa <ana@openfoo.org>', 'Wei Zhang <wzhang@marlindb.org>'])}\n\nSteps:\n  - compile: OK\n  - test-unit: FAILED (${1 + (day(rnd) % 4)} failures: test_verify_account, test_password_reset)\n  - deploy: skipped\n\nTo reproduce locally, run the dev server and open http://localhost:${pick(rnd, ['3000', '8080', '5173'])}/debug/tests\n\nSincerely,\n -The Buildbot`,
  };
};

const shop = (rnd, fr) =>
  pick(
    rnd,
    fr
      ? [
          ['Savonnerie Les Deux Rives', 'savonnerie2rives.com'],
          ['Atelier Fil de Laine', 'fildelaine.ca'],
          ['Épicerie Le Panier', 'lepanier.qc.ca'],
        ]
      : [
          ['Maple & Thread', 'maplethread.ca'],
          ['Northshore Candles', 'northshorecandles.com'],
          ['Fern Pottery Studio', 'fernpottery.ca'],
        ],
  );

/** A small shop's Shopify order confirmation (fit). */
const shopifyOrder = (rnd, o) => {
  const [name, d] = shop(rnd, o.fr);
  const n = 1000 + Math.floor(rnd() * 8000);
  const a = money(rnd, 12, 90);
  const url = `https://${d}/${digits(rnd, 8)}/orders/${alnum(rnd, 12).toLowerCase()}/authenticate?key=${alnum(rnd, 16).toLowerCase()}`;
  return {
    fromName: name,
    fromAddr: `orders@${d}`,
    subject: o.fr ? `Confirmation de la commande n° ${n}` : `Order #${n} confirmed`,
    body: o.fr
      ? `Merci pour votre achat!\n\nNous préparons votre commande. Vous recevrez un courriel dès son expédition.\n\nCommande n° ${n}\nArticle x 1 — ${a} $\nLivraison — 9,00 $\nTotal — ${(Number(a) + 9).toFixed(2).replace('.', ',')} $\n\nVoir votre commande : ${url}\n\nUne question? Répondez à ce courriel ou écrivez-nous à bonjour@${d}.`
      : `Thank you for your purchase!\n\nWe're getting your order ready to be shipped. We will notify you when it has been sent.\n\nOrder #${n}\nItem x 1 — $${a}\nShipping — $9.00\nTotal — $${(Number(a) + 9).toFixed(2)} CAD\n\nView your order: ${url}\n\nIf you have any questions, reply to this email or contact us at hello@${d}.`,
  };
};

/** A receipt sent through Square or Stripe for a small business (validation). */
const paymentReceipt = (rnd, o) => {
  const [name, d] = shop(rnd, o.fr);
  const a = money(rnd, 6, 140);
  const square = rnd() < 0.5;
  const card = `${pick(rnd, ['Visa', 'Mastercard'])} ${digits(rnd, 4)}`;
  return {
    fromName: square ? `${name} via Square` : name,
    fromAddr: square ? 'receipts@messaging.squareup.com' : `receipts+acct_${alnum(rnd, 8)}@stripe.com`,
    subject: o.fr ? `Votre reçu de ${name}` : `Your receipt from ${name}`,
    body: square
      ? o.fr
        ? `${name}\n${a.replace('.', ',')} $ payé avec ${card}\n\nLe ${day(rnd)} novembre 2026\n\nLaisser un commentaire ou voir votre reçu : https://squareup.com/receipt/preview/${alnum(rnd, 10)}\n\n© 2026 Block, Inc.`
        : `${name}\n$${a} paid with ${card}\n\nNov ${day(rnd)} 2026\n\nLeave feedback or view your receipt: https://squareup.com/receipt/preview/${alnum(rnd, 10)}\n\n© 2026 Block, Inc. 1955 Broadway, Suite 600, Oakland, CA 94612`
      : o.fr
        ? `Reçu de ${name}\n\nMontant payé : ${a.replace('.', ',')} $\nMode de paiement : ${card}\n\nDes questions? Écrivez à ${name} : info@${d}.\n\nAfficher le reçu dans votre navigateur : https://pay.stripe.com/receipts/payment/${alnum(rnd, 24)}`
        : `Receipt from ${name}\n\nAmount paid: $${a}\nDate paid: Nov ${day(rnd)}, 2026\nPayment method: ${card}\n\nQuestions? Contact ${name} at info@${d} or call +1 604-555-0${digits(rnd, 3)}.\n\nSomething wrong with the email? View it in your browser: https://pay.stripe.com/receipts/payment/${alnum(rnd, 24)}`,
  };
};

/** Fit templates, then validation templates, one of each kind. */
export const ORDINARY_16_FIT = { oldClub, devPatch, shopifyOrder };
export const ORDINARY_16_VALIDATION = { oldJoke, devCi, paymentReceipt };
