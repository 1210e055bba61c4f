// Round 15 (issue 22): ordinary kinds still thin in the generated sets (developer notifications and
// digests with IP-address, `.io` and `.dev` links; a bank's "statement ready" notice that says not to
// click; school and HR notices; airline itineraries; Québec utilities' bills and works notices) and
// scams with one sign (a toll on its own new domain, an unbranded share asking for the email address,
// a callback with only a phone number from a free mailbox, a wire request from a free mailbox with no
// link). Written for secapi by hand: no dataset row. Ordinary templates take (rnd, o) with
// o = { name, domain, fr } and return { subject, body, list? }; scams take (rnd, { junk, fr }) and
// return { fromName, fromAddr, subject, body }. Used by generate-15.mjs.
import { alnum, digits, pick } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const day = (rnd) => 1 + Math.floor(rnd() * 27);
const ip = (rnd) =>
  pick(rnd, [`10.0.${day(rnd)}.${day(rnd)}`, `192.168.${day(rnd)}.${day(rnd)}`, '127.0.0.1']);
const project = (rnd) => pick(rnd, ['kestrel', 'tidepool', 'marlin-db', 'quayside', 'fernwood', 'loon-cli']);

export const ORDINARY_15 = {
  devThread: (rnd, o) => {
    const p = project(rnd);
    const n = 1000 + Math.floor(rnd() * 9000);
    const topic = pick(rnd, [
      `Listener fails to bind on ${ip(rnd)}:8443`,
      'Urgent: release candidate breaks ARM builds',
      'Wallet plugin loses the signing key after upgrade',
      'Verify the account migration script on staging',
    ]);
    return {
      subject: `Re: [${p}/${p}] ${topic} (#${n})`,
      list: `${p}/${p} <${p}.${p}.${o.domain}>`,
      body: `@${pick(rnd, ['dmitri-v', 'ana-l', 'rkowalski', 'jmbouchard'])} commented on this issue.\n\nI can reproduce it on ${day(rnd) % 5}.${day(rnd)}.0. Calling http://${ip(rnd)}:${pick(rnd, ['8080', '8443', '9000'])}/healthz times out, but the docs at https://${p}.${pick(rnd, ['dev', 'io'])}/config say the key should be "listen". Logs: https://${p}.${pick(rnd, ['dev', 'io'])}/ci/${alnum(rnd, 6).toLowerCase()}\n\nReply to this email directly or view it on the web: https://${o.domain}/${p}/${p}/issues/${n}\n\nYou are receiving this because you are subscribed to this thread.`,
    };
  },
  devDigest: (rnd, o) => {
    const p = project(rnd);
    return {
      subject: o.fr ? `[${o.name}] Résumé de la semaine` : `[${o.name}] Summary`,
      list: null,
      body: o.fr
        ? `Depuis votre dernière visite\n\nSujets populaires :\n- Migrer l'extension de portefeuille vers le nouveau magasin de clés (${day(rnd)} réponses) https://${o.domain}/t/${p}-cles/${digits(rnd, 3)}\n- Urgent : la version ${day(rnd) % 4}.${day(rnd)} casse la compilation ARM https://${o.domain}/t/arm/${digits(rnd, 3)}\n- Tableau de bord de test à http://${ip(rnd)}:3000\n\nPour vous désabonner, modifiez vos préférences : https://${o.domain}/my/preferences/emails`
        : `Since your last visit\n\nPopular topics:\n- Migrating the wallet plugin to the new key store (${day(rnd)} replies) https://${o.domain}/t/${p}-keys/${digits(rnd, 3)}\n- Urgent: ${day(rnd) % 4}.${day(rnd)} release candidate breaks ARM builds https://${o.domain}/t/arm/${digits(rnd, 3)}\n- Show and tell: a test dashboard at http://${ip(rnd)}:3000 and https://grafana.${p}.dev\n\nYou are receiving this because you enabled the activity summary. Unsubscribe in your preferences: https://${o.domain}/my/preferences/emails`,
    };
  },
  pipeline: (rnd, o) => {
    const p = project(rnd);
    const n = 100000 + Math.floor(rnd() * 90000);
    return {
      subject: `Failed pipeline for main | ${p} | ${alnum(rnd, 8).toLowerCase()}`,
      list: `${p} <${p}.ci.${o.domain}>`,
      body: `Pipeline #${n} has failed!\n\nProject: ${p}\nBranch: main\nFailed job: deploy-staging (stage: deploy)\n\nThe job could not reach the staging host at ${ip(rnd)} over SSH (key rotated on ${day(rnd)} December).\n\nView pipeline: https://${o.domain}/${p}/-/pipelines/${n}`,
    };
  },
  statementReady: (rnd, o) => ({
    subject: o.fr ? 'Votre relevé de compte est disponible' : 'Your statement is ready',
    body: o.fr
      ? `Bonjour,\n\nVotre relevé de ${pick(rnd, ['compte chèques', 'carte de crédit', 'compte épargne'])} de novembre est disponible dans votre espace en ligne.\n\nPour votre sécurité, ce courriel ne contient aucun lien. Ouvrez l'application ${o.name} ou tapez ${o.domain} dans votre navigateur pour le consulter.\n\n${o.name} ne vous demandera jamais votre mot de passe ni un code par courriel.`
      : `Hello,\n\nYour ${pick(rnd, ['chequing account', 'credit card', 'savings account'])} statement for November is now available in online banking.\n\nFor your security, this email contains no links. Open the ${o.name} app or type ${o.domain} into your browser and sign in as usual.\n\nWe will never ask for your password, PIN or a verification code by email.`,
  }),
  school: (rnd, o) => ({
    subject: o.fr
      ? pick(rnd, ['Sortie éducative : autorisation à signer', 'Journée pédagogique du 4 décembre'])
      : pick(rnd, ['Reminder: picture retake day', 'Report cards available on December 11']),
    body: o.fr
      ? `Chers parents,\n\nVeuillez signer le formulaire remis dans le sac de votre enfant et le retourner d'ici le ${day(rnd)} décembre, avec ${5 + Math.floor(rnd() * 15)} $. Afin de ne pas retarder l'activité, merci de respecter la date.\n\nRenseignements : https://${o.domain}/nouvelles\n\nLe secrétariat`
      : `Dear families,\n\nReport cards will be available in the parent portal on December ${day(rnd)}. If you have not activated your portal account, please contact the office. Conferences can be booked at https://${o.domain}/conferences\n\nThank you,\nThe office`,
  }),
  hr: (rnd, o) => ({
    subject: o.fr ? 'Inscription aux avantages sociaux 2027' : 'Benefits open enrolment closes December 11',
    body: o.fr
      ? `Bonjour à toutes et à tous,\n\nLa période d'inscription aux avantages sociaux 2027 se termine le ${day(rnd)} décembre. Si vous ne faites aucun choix, votre couverture actuelle est reconduite.\n\nVous pouvez consulter vos options dans le portail RH habituel. Questions ? Écrivez à rh@${o.domain}.\n\nL'équipe RH`
      : `Hi everyone,\n\nBenefits open enrolment for 2027 is open until December ${day(rnd)}. If you do not make a choice, your current coverage carries over unchanged.\n\nYou can review your options in Workday as usual. Questions? Join the drop-in session Thursday or write to people@${o.domain}.\n\nPeople Team`,
  }),
  itinerary: (rnd, o) => {
    const ref = alnum(rnd, 6).toUpperCase();
    return {
      subject: o.fr ? `Confirmation de réservation ${ref}` : `Your itinerary: booking ${ref}`,
      body: o.fr
        ? `Merci d'avoir choisi ${o.name}.\n\nNuméro de réservation : ${ref}\nVol ${digits(rnd, 3)}, le ${day(rnd)} décembre : départ de Montréal à 08 h 00\n\nTotal : ${money(rnd, 200, 900)} $ CA\n\nEnregistrez-vous en ligne 24 heures avant le départ : https://www.${o.domain}/fr/enregistrement`
        : `Thanks for booking with ${o.name}.\n\nBooking reference: ${ref}\nFlight ${digits(rnd, 3)}, December ${day(rnd)}: depart Calgary 07:10, arrive Halifax 15:48\n\nTotal charged: $${money(rnd, 200, 900)} CAD\n\nCheck in online 24 hours before departure: https://www.${o.domain}/en/check-in`,
    };
  },
  utility: (rnd, o) => ({
    subject: o.fr
      ? pick(rnd, ['Votre facture est prête', 'Avis de travaux dans votre secteur'])
      : 'Your bill is ready',
    body: o.fr
      ? `Bonjour,\n\nVotre facture du ${day(rnd)} novembre est disponible dans votre Espace client. Montant : ${money(rnd, 40, 250)} $. Date d'échéance : ${day(rnd)} décembre.\n\nVous êtes inscrit au paiement préautorisé : aucune action n'est requise.\n\nConsulter votre facture : https://www.${o.domain}/espace-client/`
      : `Hello,\n\nYour bill of ${money(rnd, 40, 250)} dated November ${day(rnd)} is ready in your online account. It is due on December ${day(rnd)} and will be paid by pre-authorized debit: there is nothing to do.\n\nView your bill: https://www.${o.domain}/my-account`,
  }),
};

export const SCAM_15 = {
  tollOwnDomain: (rnd, o) => ({
    fromName: o.fr ? 'Avis de péage' : 'Toll Services',
    fromAddr: `avis@${o.junk}`,
    subject: o.fr ? 'Solde de péage impayé' : 'Unpaid toll balance for your vehicle',
    body: o.fr
      ? `Notre dossier indique un péage impayé de ${money(rnd, 3, 12)} $ pour votre véhicule. Pour éviter des frais de retard de ${20 + Math.floor(rnd() * 40)} $, réglez votre solde avant le ${day(rnd)} décembre.\n\nPayer : https://${o.junk}/payer?ref=${digits(rnd, 6)}`
      : `Our records show an unpaid toll of $${money(rnd, 3, 12)} for your vehicle. To avoid a late fee of $${20 + Math.floor(rnd() * 40)}.00, pay the balance by December ${day(rnd)}.\n\nPay now: https://${o.junk}/pay?ref=${digits(rnd, 6)}`,
  }),
  unbrandedShare: (rnd, o) => ({
    fromName: o.fr ? 'Centre de documents' : 'Document Centre',
    fromAddr: `share@${o.junk}`,
    subject: o.fr ? 'Un fichier a été partagé avec vous' : 'A file has been shared with you',
    body: o.fr
      ? `Un fichier sécurisé a été partagé avec vous : Facture_${digits(rnd, 4)}.pdf\n\nPour consulter le document, connectez-vous avec votre adresse courriel pour vérifier votre identité.\n\nVoir le fichier : https://${o.junk}/f/${alnum(rnd, 6)}`
      : `A secure file has been shared with you: Invoice_${digits(rnd, 4)}.pdf\n\nTo view the document, sign in with your email address to verify your identity.\n\nView file: https://${o.junk}/f/${alnum(rnd, 6)}`,
  }),
  callbackOnly: (rnd, o) => ({
    fromName: o.fr ? 'Service facturation' : 'Billing Department',
    fromAddr: `${pick(rnd, ['billing.desk', 'orders.team', 'facturation.client'])}${digits(rnd, 3)}@${pick(rnd, ['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    subject: o.fr ? `Confirmation de commande #${digits(rnd, 6)}` : `FINAL NOTICE: order #${digits(rnd, 6)}`,
    body: o.fr
      ? `Merci pour votre achat.\n\nProduit : protection antivirus, 2 ans\nMontant : ${money(rnd, 250, 600)} $\n\nSi vous n'avez pas autorisé cet achat, appelez-nous au 1 855 ${digits(rnd, 3)}-${digits(rnd, 4)} pour l'annuler.`
      : `Your annual plan has been renewed and $${money(rnd, 250, 600)} will be charged today.\n\nIf you did not authorize this charge, call 1-833-${digits(rnd, 3)}-${digits(rnd, 4)} to cancel and get a refund.`,
  }),
  ceoWire: (rnd, o) => ({
    fromName: pick(rnd, o.fr ? ['Marc Lavoie', 'Julie Tremblay'] : ['Karen Whitfield', 'David Osei']),
    fromAddr: `${pick(rnd, ['ceo.office', 'dg.bureau', 'exec.desk'])}${digits(rnd, 2)}@${pick(rnd, ['gmail.com', 'outlook.com'])}`,
    subject: o.fr ? 'Demande confidentielle' : 'Quick request',
    body: o.fr
      ? `J'ai besoin que tu effectues un virement de ${10 + Math.floor(rnd() * 40)} 000 $ à un fournisseur aujourd'hui. Je suis en réunion, réponds-moi ici et je t'envoie les coordonnées.`
      : `I need you to process a wire transfer of $${10 + Math.floor(rnd() * 40)},500 to a new vendor today. I am in meetings all afternoon; reply here and I will send the details.`,
  }),
};
