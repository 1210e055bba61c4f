// Round 14 (issue 22): calm transactional mail of kinds earlier rounds did not write (a key or
// passkey added, a password changed, a reset the user asked for, a new device, a one-time code, a
// calendar invitation, event tickets, a SaaS invoice or renewal, a carrier's tracking link, a refund,
// a real service's document share), and scams with few signs of 2025–26 (a brand's document share
// from a throw-away domain, an HR or IT portal asking for the email and password, gift cards, payroll,
// a callback receipt, a "final notice" bill, a look-alike asking for a password). Written for secapi
// by hand: no dataset row. Each template takes (rnd, o) with o = { name, domain, site, fr } (site:
// where the sender's links go) and returns { subject, body } (plain text). Used by generate-14.mjs.
import { alnum, digits, pick } from './senders.mjs';

const money = (rnd, lo, hi) => (lo + rnd() * (hi - lo)).toFixed(2);
const person = (rnd, fr) =>
  pick(
    rnd,
    fr
      ? ['Sophie Gagnon', 'Mathieu Roy', 'Élise Côté', 'Karim Haddad']
      : ['Sam Patel', 'Jordan Lee', 'Priya Nair', 'Alex Martin'],
  );
const first = (rnd, fr) => person(rnd, fr).split(' ')[0];
const device = (rnd, fr) =>
  pick(
    rnd,
    fr
      ? ['Chrome sous Windows', 'Safari sur iPhone', 'Firefox sous Linux', 'un Mac']
      : ['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux', 'a Mac'],
  );
const city = (rnd) =>
  pick(rnd, ['Montréal', 'Québec', 'Toronto', 'Halifax', 'Calgary', 'Ottawa', 'Winnipeg']);
const when = (rnd, fr) =>
  fr
    ? `${pick(rnd, ['lundi', 'mardi', 'jeudi'])} ${1 + Math.floor(rnd() * 27)} décembre 2026 à ${8 + Math.floor(rnd() * 10)} h`
    : `${pick(rnd, ['Monday', 'Tuesday', 'Thursday'])}, December ${1 + Math.floor(rnd() * 27)}, 2026 at ${1 + Math.floor(rnd() * 11)}:00 PM`;

export const ORDINARY_14 = {
  keyAdded: (rnd, o) => {
    const what = pick(
      rnd,
      o.fr
        ? ['une clé SSH', 'une clé d’accès (passkey)', 'un jeton d’accès personnel']
        : ['SSH key', 'passkey', 'personal access token', 'app password'],
    );
    return o.fr
      ? {
          subject: `Nouvelle clé ajoutée à votre compte ${o.name}`,
          body: `Bonjour ${first(rnd, true)},\n\n${what[0].toUpperCase()}${what.slice(1)} a été ajoutée à votre compte ${o.name} le ${when(rnd, true)}.\n\nEmpreinte : SHA256:${alnum(rnd, 20)}\n\nSi vous n'avez pas ajouté cette clé, supprimez-la et changez votre mot de passe : https://${o.site}/settings/keys\n\nL'équipe ${o.name}`,
        }
      : {
          subject: pick(rnd, [`[${o.name}] A new ${what} was added to your account`, `New ${what} added`]),
          body: `Hey ${first(rnd, false)},\n\nA new ${what} was added to your ${o.name} account.\n\nName: ${pick(rnd, ['laptop-2026', 'work-desktop', 'ci-deploy'])}\nAdded: ${when(rnd, false)}\n\nIf you did not add this ${what}, remove it and reset your password right away: https://${o.site}/settings/security\n\nThanks,\nThe ${o.name} team`,
        };
  },
  passwordChanged: (rnd, o) =>
    o.fr
      ? {
          subject: 'Votre mot de passe a été modifié',
          body: `Bonjour ${first(rnd, true)},\n\nLe mot de passe de votre compte ${o.name} a été modifié le ${when(rnd, true)}.\n\nSi vous êtes à l'origine de ce changement, vous n'avez rien à faire. Sinon, réinitialisez votre mot de passe et communiquez avec nous : https://${o.site}/aide/securite\n\n${o.name}`,
        }
      : {
          subject: pick(rnd, ['Your password was changed', `Your ${o.name} password has been changed`]),
          body: `Hi ${first(rnd, false)},\n\nThe password for your ${o.name} account was changed on ${when(rnd, false)}.\n\nIf you made this change, no further action is needed. If you didn't, reset your password now and review your recent activity: https://${o.site}/account/security\n\n${o.name} Support`,
        },
  resetRequested: (rnd, o) =>
    o.fr
      ? {
          subject: `Réinitialiser votre mot de passe ${o.name}`,
          body: `Bonjour,\n\nVous avez demandé à réinitialiser votre mot de passe. Utilisez ce lien dans les 30 prochaines minutes :\n\nhttps://${o.site}/reinitialiser?jeton=${alnum(rnd, 24)}\n\nSi vous n'avez pas fait cette demande, ignorez ce courriel; votre mot de passe ne changera pas.`,
        }
      : {
          subject: pick(rnd, ['Reset your password', `${o.name}: password reset instructions`]),
          body: `Hi ${first(rnd, false)},\n\nSomeone (hopefully you) asked to reset the password for your ${o.name} account. ${pick(rnd, [`Use this link within the next hour:\n\nhttps://${o.site}/password/reset/${alnum(rnd, 24)}`, `Enter this code on the reset page: ${digits(rnd, 6)}`])}\n\nIf you didn't ask for this, ignore this email. Your password won't change until you create a new one.`,
        },
  newDevice: (rnd, o) =>
    o.fr
      ? {
          subject: `Connexion depuis un nouvel appareil`,
          body: `Nouvelle connexion à votre compte ${o.name}\n\nAppareil : ${device(rnd, true)}\nLieu approximatif : ${city(rnd)}\nDate : ${when(rnd, true)}\n\nSi c'était vous, ignorez ce message. Si vous ne reconnaissez pas cette activité, sécurisez votre compte : https://${o.site}/securite\n\n${o.name} ne vous demandera jamais votre mot de passe par courriel.`,
        }
      : {
          subject: pick(rnd, [
            `New device signed in to ${o.name}`,
            'A new device is using your account',
            `Security alert for your ${o.name} account`,
          ]),
          body: `A new device signed in to your ${o.name} account.\n\nDevice: ${device(rnd, false)}\nApproximate location: ${city(rnd)}, Canada\nTime: ${when(rnd, false)}\n\nIf this was you, you can ignore this message. If not, secure your account now: change your password and sign out of all devices at https://${o.site}/security`,
        },
  loginCode: (rnd, o) =>
    o.fr
      ? {
          subject: `Votre code de vérification ${o.name}`,
          body: `Votre code de vérification est ${digits(rnd, 6)}.\n\nIl expire dans 10 minutes. Ne communiquez ce code à personne : nos employés ne vous le demanderont jamais.\n\n${o.name}`,
        }
      : {
          subject: pick(rnd, [
            `Your ${o.name} verification code`,
            `${digits(rnd, 6)} is your ${o.name} code`,
          ]),
          body: `Your verification code is ${digits(rnd, 6)}.\n\nThis code expires in 10 minutes. Don't share it with anyone; ${o.name} will never call or email to ask for it.\n\nIf you didn't try to sign in, you can ignore this email.`,
        },
  calendarInvite: (rnd, o) => {
    const title = pick(
      rnd,
      o.fr
        ? ['Revue du budget T1', 'Rencontre parents-enseignants', 'Comité de quartier']
        : ['Q1 budget review', 'Design sync', 'Onboarding: week 1', 'Board meeting'],
    );
    const join = pick(rnd, [
      `https://meet.google.com/${alnum(rnd, 3).toLowerCase()}-${alnum(rnd, 4).toLowerCase()}-${alnum(rnd, 3).toLowerCase()}`,
      `https://us02web.zoom.us/j/${digits(rnd, 11)}`,
      `https://teams.microsoft.com/l/meetup-join/${digits(rnd, 12)}`,
    ]);
    return o.fr
      ? {
          subject: `Invitation : ${title} @ ${when(rnd, true)}`,
          body: `${person(rnd, true)} vous invite à cet événement.\n\n${title}\nQuand : ${when(rnd, true)} (heure de l'Est)\nRejoindre : ${join}\nInvités : ${person(rnd, true)}, ${person(rnd, true)}\n\nParticiperez-vous? Oui - Non - Peut-être\nPlus d'options : https://${o.site}/calendar/event?eid=${alnum(rnd, 16)}\n\nInvitation de ${o.name}. Vous recevez ce courriel parce que vous êtes invité à cet événement.`,
        }
      : {
          subject: `Invitation: ${title} @ ${when(rnd, false)} (EST)`,
          body: `${person(rnd, false)} has invited you to this event.\n\n${title}\nWhen: ${when(rnd, false)} (Eastern Time)\nJoining info: ${join}\nGuests: ${person(rnd, false)} (organiser), ${person(rnd, false)}\n\nGoing? Yes - No - Maybe\nMore options: https://${o.site}/calendar/event?eid=${alnum(rnd, 16)}\n\nInvitation from ${o.name}. You are receiving this email because you are an attendee of this event.`,
        };
  },
  eventTicket: (rnd, o) => {
    const show = pick(
      rnd,
      o.fr
        ? ['Cœur de pirate', 'Les Grands Ballets', 'Match des Alouettes']
        : ['The Beaches', 'Toronto Raptors vs. Celtics', 'Jazz at the Rec Room', 'Winter Craft Fair'],
    );
    const n = `${digits(rnd, 2)}-${digits(rnd, 5)}`;
    return o.fr
      ? {
          subject: `Vos billets : ${show}`,
          body: `Merci pour votre commande no ${n}!\n\n${show}\n${when(rnd, true)}\nSection ${digits(rnd, 3)}, rangée ${pick(rnd, ['A', 'F', 'K'])}, sièges ${digits(rnd, 1)}-${digits(rnd, 1)}\nTotal payé : ${money(rnd, 40, 260).replace('.', ',')} $\n\nVos billets mobiles sont dans l'application. Ouvrez une session pour les afficher à l'entrée; les captures d'écran ne sont pas acceptées.\n\nMes commandes : https://${o.site}/mes-commandes`,
        }
      : {
          subject: pick(rnd, [
            `Your tickets for ${show}`,
            `You're going to ${show}!`,
            `Order confirmation #${n}`,
          ]),
          body: `You got the tickets!\n\n${show}\n${when(rnd, false)}\nSection ${digits(rnd, 3)}, Row ${pick(rnd, ['A', 'F', 'K'])}, Seats ${digits(rnd, 1)}-${digits(rnd, 1)}\nOrder #${n}, total charged $${money(rnd, 40, 260)}\n\nYour mobile tickets are in the app: sign in to your account to view them. Screenshots won't be scanned at the door.\n\nManage your order: https://${o.site}/orders/${n}`,
        };
  },
  saasInvoice: (rnd, o) => {
    const n = `INV-${digits(rnd, 4)}-${digits(rnd, 4)}`;
    return o.fr
      ? {
          subject: `Votre facture ${o.name} ${n}`,
          body: `Bonjour,\n\nVotre facture ${n} est disponible.\n\nMontant : ${money(rnd, 9, 480).replace('.', ',')} $\nPériode : 1er au 31 décembre 2026\nMode de paiement : Visa se terminant par ${digits(rnd, 4)} (prélevé automatiquement)\n\nTélécharger la facture : https://${o.site}/facturation/${n}\n\nMerci d'utiliser ${o.name}.`,
        }
      : {
          subject: pick(rnd, [
            `Your ${o.name} invoice ${n}`,
            `Receipt for your ${o.name} payment`,
            `[${o.name}] Payment received, thank you`,
          ]),
          body: `Hi,\n\nThanks for your payment. Here is your receipt.\n\nInvoice: ${n}\nAmount paid: US$${money(rnd, 9, 480)}\nPlan: ${pick(rnd, ['Team', 'Pro', 'Business'])}, ${digits(rnd, 1)} seats, monthly\nCharged to: Visa ending in ${digits(rnd, 4)}\n\nView or download your invoice: https://${o.site}/billing/invoices/${n}\n\nQuestions about billing? Reply to this email.`,
        };
  },
  renewalNotice: (rnd, o) =>
    o.fr
      ? {
          subject: `Votre abonnement ${o.name} sera renouvelé bientôt`,
          body: `Bonjour,\n\nVotre abonnement annuel sera renouvelé le ${when(rnd, true).split(' à ')[0]} au montant de ${money(rnd, 49, 199).replace('.', ',')} $ sur la carte se terminant par ${digits(rnd, 4)}.\n\nVous n'avez rien à faire pour continuer. Pour modifier ou annuler votre abonnement, allez dans Paramètres > Facturation : https://${o.site}/compte/facturation`,
        }
      : {
          subject: pick(rnd, [`Your ${o.name} subscription renews soon`, 'Upcoming renewal reminder']),
          body: `Hi ${first(rnd, false)},\n\nThis is a reminder that your annual ${o.name} plan renews on ${when(rnd, false).split(' at ')[0]}. We'll charge $${money(rnd, 49, 199)} to your card ending in ${digits(rnd, 4)}.\n\nNo action is needed to keep your plan. To change or cancel, visit your billing settings before the renewal date: https://${o.site}/account/billing`,
        },
  carrierTracking: (rnd, o) => {
    const carrier = pick(rnd, [
      ['Canada Post', `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${digits(rnd, 16)}`],
      ['Purolator', `https://www.purolator.com/en/shipping/tracker?pin=${digits(rnd, 12)}`],
      ['UPS', `https://www.ups.com/track?tracknum=1Z${alnum(rnd, 16)}`],
    ]);
    return o.fr
      ? {
          subject: `Votre commande ${digits(rnd, 6)} a été expédiée`,
          body: `Bonne nouvelle! Votre commande est en route avec ${carrier[0]}.\n\nLivraison prévue : ${when(rnd, true).split(' à ')[0]}\nSuivre le colis : ${carrier[1]}\n\nVotre commande : https://${o.site}/compte/commandes\n\nMerci d'avoir magasiné chez ${o.name}!`,
        }
      : {
          subject: pick(rnd, [
            `Your order has shipped`,
            `Your ${o.name} order is on its way`,
            `Shipped: order #${digits(rnd, 6)}`,
          ]),
          body: `Good news! Your order is on its way with ${carrier[0]}.\n\nEstimated delivery: ${when(rnd, false).split(' at ')[0]}\nTrack your package: ${carrier[1]}\n\nView your order: https://${o.site}/account/orders\n\nThanks for shopping with ${o.name}.`,
        };
  },
  refundIssued: (rnd, o) =>
    o.fr
      ? {
          subject: 'Votre remboursement a été émis',
          body: `Bonjour,\n\nNous avons émis un remboursement de ${money(rnd, 12, 240).replace('.', ',')} $ sur votre carte se terminant par ${digits(rnd, 4)} pour la commande ${digits(rnd, 6)}. Le montant apparaîtra sur votre relevé d'ici 5 à 10 jours ouvrables.\n\nDétails : https://${o.site}/compte/commandes\n\n${o.name}`,
        }
      : {
          subject: pick(rnd, [
            'Your refund has been issued',
            `Refund processed for order #${digits(rnd, 6)}`,
          ]),
          body: `Hi ${first(rnd, false)},\n\nWe've issued a refund of $${money(rnd, 12, 240)} to your card ending in ${digits(rnd, 4)}. It should appear on your statement within 5 to 10 business days, depending on your bank.\n\nOrder details: https://${o.site}/account/orders\n\n${o.name} Customer Care`,
        },
  serviceShare: (rnd, o) => {
    const file = pick(
      rnd,
      o.fr
        ? ['Budget 2027.xlsx', 'Procès-verbal du CA.docx', 'Bail signé.pdf']
        : ['Q1 plan.docx', 'Team roster.xlsx', 'Signed lease.pdf', 'Board minutes.pdf'],
    );
    return o.fr
      ? {
          subject: `${person(rnd, true)} a partagé « ${file} » avec vous`,
          body: `${person(rnd, true)} a partagé un fichier avec vous.\n\n${file}\n\nOuvrir : https://${o.site}/s/${alnum(rnd, 12)}\n\nVous recevez ce courriel parce que ${o.name} l'envoie au nom de la personne qui a partagé le fichier.`,
        }
      : {
          subject: pick(rnd, [
            `${person(rnd, false)} shared "${file}" with you`,
            `Please review and sign: ${file}`,
          ]),
          body: `${person(rnd, false)} shared a file with you.\n\n${file}\n\nOpen: https://${o.site}/s/${alnum(rnd, 12)}\n\nYou're receiving this email because ${o.name} sends it on behalf of the person who shared the file. Sign in to your ${o.name} account to comment.`,
        };
  },
};

/** Scams with few signs; `o` = { junk: a throw-away domain, fr }. Returns { fromName, fromAddr, subject, body }. */
export const SCAM_14 = {
  brandShare: (rnd, o) => {
    const brand = pick(rnd, ['DocuSign', 'SharePoint', 'Dropbox', 'Adobe Acrobat', 'OneDrive', 'Adobe Sign']);
    const file = pick(
      rnd,
      o.fr
        ? ['Avenant au contrat.pdf', 'Facture 2026-118.pdf', 'Salaires 2027.xlsx']
        : [
            'Vendor Agreement.pdf',
            'Remittance advice.pdf',
            '2027 Salary Adjustments.xlsx',
            'Invoice 1187.pdf',
          ],
    );
    return {
      fromName: pick(rnd, [brand, `${brand} via ${person(rnd, o.fr)}`, `${brand} Notification`]),
      fromAddr: `${pick(rnd, ['no-reply', 'share', 'dse', 'notify'])}@${o.junk}`,
      subject: o.fr
        ? `${person(rnd, true)} vous a envoyé « ${file} »`
        : pick(rnd, [
            `${person(rnd, false)} shared "${file}" with you`,
            `Please review and sign: ${file}`,
            `Completed: ${file}`,
          ]),
      body: o.fr
        ? `${person(rnd, true)} vous a envoyé un document à consulter.\n\n${file}\n\nCONSULTER LE DOCUMENT : https://${o.junk}/d/${alnum(rnd, 8)}\n\n${pick(rnd, ['Ce lien expire dans 48 heures.', 'Connectez-vous avec votre adresse courriel pour afficher le document.'])}`
        : `${person(rnd, false)} sent you a document to review.\n\n${file}\n\nREVIEW DOCUMENT: https://${o.junk}/d/${alnum(rnd, 8)}\n\n${pick(rnd, ['This link expires in 48 hours.', 'Sign in with your email to view the document.', 'Do not share this email.'])}`,
    };
  },
  hrPortal: (rnd, o) => ({
    fromName: pick(
      rnd,
      o.fr
        ? ['Ressources humaines', 'Service de la paie', 'Avantages sociaux']
        : ['Human Resources', 'HR Department', 'Payroll Team', 'Benefits Administration'],
    ),
    fromAddr: `${pick(rnd, ['hr', 'payroll', 'benefits'])}@${o.junk}`,
    subject: o.fr
      ? pick(rnd, ['Action requise : politique salariale 2027', 'Confirmez vos avantages sociaux'])
      : pick(rnd, [
          'Action needed: 2027 employee handbook',
          'Review your 2027 salary adjustment',
          'Open enrolment closes Friday',
        ]),
    body: o.fr
      ? `Bonjour,\n\nTous les employés doivent prendre connaissance de la nouvelle politique et la signer avant vendredi. Connectez-vous avec votre adresse courriel et votre mot de passe pour y accéder :\n\nhttps://${o.junk}/employes/connexion\n\nRessources humaines`
      : `Dear employee,\n\nAll staff must review and acknowledge the updated document before Friday. ${pick(rnd, ['Log in with your company email and password', 'Sign in with your work email and password', 'Use your email password to log in'])} to view it:\n\nhttps://${o.junk}/staff/login\n\nHuman Resources`,
  }),
  itPortal: (rnd, o) => ({
    fromName: pick(
      rnd,
      o.fr
        ? ['Soutien informatique', 'Centre de services TI']
        : ['IT Service Desk', 'IT Support', 'Helpdesk'],
    ),
    fromAddr: `${pick(rnd, ['it', 'helpdesk', 'support'])}@${o.junk}`,
    subject: o.fr
      ? 'Réinscription obligatoire à l’authentification multifacteur'
      : pick(rnd, ['Mandatory MFA re-enrolment', 'Mailbox upgrade required', 'Your password expires today']),
    body: o.fr
      ? `Bonjour,\n\nDans le cadre de notre mise à niveau de sécurité, chaque compte doit être réinscrit d'ici vendredi. Connectez-vous avec votre courriel et votre mot de passe pour conserver l'accès à Outlook : https://${o.junk}/mfa\n\nCentre de services TI`
      : `Hello,\n\nAs part of a security upgrade, every account must be updated by Friday. Sign in with your email and password to keep access to Outlook and Teams: https://${o.junk}/mfa\n\nIT Service Desk`,
  }),
  giftCards: (rnd, o) => {
    const p = person(rnd, o.fr);
    return {
      fromName: p,
      fromAddr: `${p.toLowerCase().replace(/[^a-z]+/g, '.')}.${pick(rnd, ['office', 'desk', 'mgr'])}@${pick(rnd, ['gmail.com', 'outlook.com', 'yahoo.ca'])}`,
      subject: o.fr
        ? pick(rnd, ['Petit service', 'Demande'])
        : pick(rnd, ['Request', 'Quick favour', 'Are you around?']),
      body: o.fr
        ? `Bonjour,\n\nJ'ai besoin que tu achètes ${3 + Math.floor(rnd() * 5)} cartes-cadeaux ${pick(rnd, ['Apple', 'Google Play', 'Amazon'])} de 100 $ pour des clients aujourd'hui. Gratte le dos des cartes et envoie-moi les codes par courriel. Je te rembourse demain. Garde ça entre nous.\n\n${p.split(' ')[0]}`
        : `Hi,\n\nI need you to pick up ${3 + Math.floor(rnd() * 5)} ${pick(rnd, ['Apple', 'Google Play', 'Amazon', 'Visa'])} gift cards, $${pick(rnd, ['100', '200'])} each, for a client thank-you today. Scratch the back and email me the codes. I'll reimburse you. Keep it between us for now.\n\n${p.split(' ')[0]}`,
    };
  },
  payrollChange: (rnd, o) => {
    const p = person(rnd, o.fr);
    return {
      fromName: p,
      fromAddr: `${p.toLowerCase().replace(/[^a-z]+/g, '.')}${digits(rnd, 2)}@${pick(rnd, ['gmail.com', 'outlook.com', 'hotmail.com'])}`,
      subject: o.fr
        ? 'Changement de compte pour la paie'
        : pick(rnd, ['Direct deposit update', 'Change to my payroll account']),
      body: o.fr
        ? `Bonjour,\n\nJ'ai changé d'institution financière. Pouvez-vous mettre à jour mon dépôt direct avant la prochaine paie? Je vous envoie le numéro de transit et de compte dès que vous me confirmez.\n\nMerci,\n${p.split(' ')[0]}`
        : `Hello,\n\nI switched banks this month. Could you update my direct deposit before the next pay date? I can send the new transit and account number as soon as you confirm.\n\nThanks,\n${p.split(' ')[0]}`,
    };
  },
  callbackReceipt: (rnd, o) => {
    const b = pick(rnd, ['Geek Squad', 'Norton', 'McAfee', 'PayPal', 'Best Buy Protect']);
    return {
      fromName: pick(rnd, [`${b} Billing`, b, 'Billing Department']),
      fromAddr: `${pick(rnd, ['billing', 'invoice', 'orders'])}.${alnum(rnd, 5).toLowerCase()}@${pick(rnd, ['gmail.com', 'outlook.com'])}`,
      subject: o.fr
        ? `Reçu de paiement no ${digits(rnd, 6)}`
        : pick(rnd, [`Payment receipt #${digits(rnd, 6)}`, `Your order ${alnum(rnd, 8)} is confirmed`]),
      body: o.fr
        ? `Votre abonnement ${b} a été renouvelé pour ${money(rnd, 299, 699).replace('.', ',')} $. Si vous n'avez pas autorisé ce paiement, appelez-nous au 1-${pick(rnd, ['833', '844', '855', '888'])}-${digits(rnd, 3)}-${digits(rnd, 4)} d'ici 24 heures pour l'annuler.`
        : `Your ${b} subscription has been renewed for $${money(rnd, 299, 699)}. If you did not authorize this charge, call ${pick(rnd, ['our billing desk', 'us'])} at 1-${pick(rnd, ['833', '844', '855', '888'])}-${digits(rnd, 3)}-${digits(rnd, 4)} within 24 hours to cancel and get a refund.`,
    };
  },
  finalNotice: (rnd, o) => ({
    fromName: pick(
      rnd,
      o.fr
        ? ['Service du recouvrement', 'Avis de facturation']
        : ['Collections Department', 'Billing Notice', 'Account Services'],
    ),
    fromAddr: `${pick(rnd, ['billing', 'notice', 'collections'])}@${o.junk}`,
    subject: o.fr
      ? 'DERNIER AVIS avant interruption'
      : pick(rnd, [
          'FINAL NOTICE: service interruption',
          'Final notice before suspension',
          'Overdue balance: last reminder',
        ]),
    body: o.fr
      ? `DERNIER AVIS\n\nVotre compte présente un solde impayé de ${money(rnd, 80, 420).replace('.', ',')} $. Sans paiement aujourd'hui, votre service sera interrompu.\n\nPayer maintenant : https://${o.junk}/payer`
      : `FINAL NOTICE\n\nYour account has an overdue balance of $${money(rnd, 80, 420)}. Your service will be ${pick(rnd, ['suspended', 'disconnected'])} unless payment is received today.\n\nPay now: https://${o.junk}/pay`,
  }),
  lookalikePassword: (rnd, o) => {
    const [b, look] = pick(rnd, [
      ['Microsoft 365', `micros0ft-${alnum(rnd, 3).toLowerCase()}.com`],
      ['PayPal', `paypa1-${alnum(rnd, 3).toLowerCase()}.com`],
      ['Apple ID', `app1e-id-${alnum(rnd, 3).toLowerCase()}.net`],
      ['Desjardins', `desjardlns-${alnum(rnd, 3).toLowerCase()}.com`],
    ]);
    return {
      fromName: pick(rnd, [b, 'Account Security', 'Security Team']),
      fromAddr: `security@${look}`,
      subject: o.fr
        ? 'Votre mot de passe expire aujourd’hui'
        : pick(rnd, ['Your password expires today', 'Confirm your password to keep access']),
      body: o.fr
        ? `Le mot de passe de votre compte expire aujourd'hui. Conservez votre mot de passe actuel : https://${look}/conserver`
        : `The password for your account expires today. Keep your current password: https://${look}/keep`,
    };
  },
};
