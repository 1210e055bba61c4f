// Ninth blind lists for `pnpm eval:message` (issue 23, round 10 helper "message10"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once on main's unchanged code; the first run is the figure BENCHMARKS.md quotes). Never used by
// `pnpm train:message`, never used to choose a rule or a threshold. No row of any corpus is here:
// every person, account, amount, reference and link is invented (bank, shop, carrier and agency
// names are real; phone numbers are made up).
// Ordinary texts: personal texts that look odd out of context (wrong number, who is this, a friend
// asking for money back, a landlord, a coach), real security notices of banks and services,
// automated business texts; a third in Québec French. Attacks: openers of strangers with no link
// (golf or tennis partner, a businessman's assistant, a cash offer for a house, a recruiter), and
// 2025–26 smishing (toll-road fees, parcel held, tax refund, account locked with a link on an
// unrelated or new-gTLD domain); some French. Each entry is a text; the sets are named at the bottom.

/** Personal texts that look odd out of context, English. */
const BLIND9_PERSONAL_EN = [
  'Sorry, wrong number! Meant to send that to my sister.',
  'Oops wrong number, sorry about that. Have a good night',
  'Who is this? I just got a new phone and lost my contacts',
  'Hey is this still Sam’s number? It’s Priya from the book club',
  'Hi, you texted me earlier but I don’t have this number saved. Who’s this?',
  'Hey can you send back the $60 I spotted you for the concert tickets when you get a chance? No rush',
  'Still owe me 25 for the pizza lol. etransfer whenever',
  'Hi Tom, friendly reminder that rent for December is due on the 1st. Same as usual, thanks! - Linda',
  'Practice moved to 6:30 Thursday at the north field because of the tournament. Bring both jerseys. Coach Dave',
  'U13 schedule this weekend: Sat 9am vs Ravens at Kinsmen, Sun 11am at home. Arrive 30 min early please',
  'Mom your phone is going straight to voicemail. Call me when you land',
  'Did you get my email about the cottage weekend? Need a yes or no by Friday so I can book',
  'This is Mike from next door, your garage door has been open all afternoon, just so you know',
];

/** Real security notices of banks and services, English. */
const BLIND9_NOTICES_EN = [
  'RBC: A new device signed in to your online banking on Nov 27. If this wasn’t you, call the number on the back of your card.',
  'Chase: Your password was changed on 11/26. If you didn’t make this change, call us at the number on the back of your card.',
  'Google: Your Google Account was just signed in to from a new Windows device. If this was you, you don’t need to do anything.',
  'Apple Account: Your Apple Account was used to sign in to iCloud on a Mac. If you don’t recognize this, change your password in Settings.',
  'Amex: We noticed a change to the email address on your account. If you didn’t request it, please call the number on the back of your Card.',
  'Microsoft account security code: 448120. If you didn’t request this, you can ignore this message.',
  'TD: Your TD Access Card was temporarily locked after 3 incorrect PIN attempts. Visit any branch or the TD app to unlock it.',
  'Instagram: We noticed a login from a new device near Toronto, ON. If this was you, no action is needed.',
  'PayPal: You added a new phone number to your account. If you didn’t, go to the PayPal app and review your settings.',
  'Coinbase: A withdrawal address was added to your account. This is a security notification; no reply needed.',
  'Tangerine: For your security, we never ask for your PIN or password by text message.',
];

/** Automated business texts, English. */
const BLIND9_BUSINESS_EN = [
  'Your Uber is arriving in 3 minutes. Look for the grey Toyota Corolla, plate CKRT 214.',
  'DoorDash: Your Dasher is on the way with your order from Pho Saigon. Track it in the app.',
  'Reminder from Bright Smile Dental: cleaning with Dr. Okafor tomorrow at 10:15 AM. Reply Y to confirm.',
  'Air Canada: Flight AC 114 to Vancouver now departs at 7:55 PM from gate D31. Check the app for updates.',
  'Enbridge: Your bill of $142.67 is ready and will be withdrawn on Dec 5 by pre-authorized debit.',
  'Shoppers Drug Mart: Your prescription is ready for pickup at 1240 Bank St.',
  'Your order #40771 from Indigo has shipped. Track: indigo.ca/orders',
  'Costco: Your tire installation appointment is confirmed for Sat Nov 29 at 9:00 AM at the Kanata warehouse.',
  'Thank you for calling Rogers. How did we do? Reply with a number from 1 (poor) to 5 (excellent).',
  'Presto: Your autoload of $40.00 was processed on your card ending 3318.',
  'City of Ottawa: Green bin collection is delayed by one day this week because of the holiday.',
  'Petro-Canada: You earned 120 Petro-Points on today’s fill-up. Balance: 8,430 points.',
  'Your library hold "The Overstory" is ready. Pick it up at Main branch by Dec 3.',
  'Hydro One: Power outage in your area. Crews are on site; estimated restoration 4:30 PM.',
  'Amazon: Your package was delivered. It was handed directly to a resident.',
  'Lyft: Your ride receipt for $18.40 is in the app. Rate your driver, Ahmed.',
];

/** Ordinary texts in Québec French: personal, security notices, businesses. */
const BLIND9_HAM_FR = [
  'Oups, mauvais numéro, désolée! C’était pour ma sœur.',
  'Allô, qui parle? J’ai changé de cell et j’ai perdu mes contacts',
  'Salut, c’est toujours le numéro de Julien? C’est Marc du hockey',
  'Hey, peux-tu me renvoyer les 40 $ du souper quand t’as une minute? Pas pressé',
  'Bonjour Mme Gagnon, petit rappel : le loyer de décembre est dû le 1er. Merci! Richard, proprio',
  'Pratique déplacée à 18 h jeudi à l’aréna Maurice-Richard. Apportez vos deux chandails. Coach Steph',
  'Maman, ton cell tombe direct sur la boîte vocale. Appelle-moi quand t’arrives',
  'Desjardins : une connexion à AccèsD a été faite à partir d’un nouvel appareil. Si ce n’est pas vous, composez le numéro au dos de votre carte.',
  'Banque Nationale : votre mot de passe a été modifié le 26 nov. Si vous n’êtes pas à l’origine de ce changement, communiquez avec nous au numéro au dos de votre carte.',
  'Code de vérification Google : 552801. Ne le communiquez à personne.',
  'Desjardins ne vous demandera jamais votre NIP ou votre mot de passe par texto.',
  'Clinique Santé Rosemont : rappel de votre rendez-vous le 2 déc. à 14 h 30. Répondez O pour confirmer.',
  'Hydro-Québec : panne dans votre secteur. Rétablissement prévu vers 17 h. Merci de votre patience.',
  'Jean Coutu : votre ordonnance est prête. Passez la chercher au comptoir.',
  'Votre commande SAQ est prête pour la cueillette à la succursale Laurier.',
  'STM : interruption de service sur la ligne orange entre Berri-UQAM et Montmorency. Reprise prévue vers 8 h 15.',
  'Vidéotron : votre facture de 96,45 $ est disponible dans Mon compte. Paiement préautorisé le 8 déc.',
  'Ville de Québec : collecte des ordures reportée à mardi en raison du congé.',
  'Votre livreur Uber Eats arrive dans 5 minutes avec votre commande de chez Tommy.',
  'IGA : votre commande en ligne sera livrée demain entre 10 h et 12 h.',
];

/** Attacks, English: openers of strangers with no link. */
const BLIND9_OPENERS_EN = [
  'Hi Daniel, this is Kevin. Are we still on for golf at Glen Abbey on Saturday morning? I booked the 8:20 tee time',
  'Hey, it was great playing tennis with you last week. Same court Thursday? This is Amanda by the way',
  'Hello, I am Linda, assistant to Mr. Richard Chen. He asked me to confirm your availability for the meeting next week.',
  'Good afternoon, this is Grace, personal secretary of Mr. Wang Jianhua. He would like to discuss a business cooperation with you.',
  'Hi, I’m a local investor and I’d like to make a cash offer on your property on Maple Ave. Quick close, no repairs needed. Interested?',
  'Would you consider selling your house? We buy homes as-is for cash, close in 7 days. Reply YES for a no-obligation offer',
  'Hello! I’m Jessica, a recruiter at TalentBridge. We have a remote part-time job, $300/day, flexible hours. Can I tell you more?',
  'Hi, your resume was recommended to us. Online job, 60-90 min a day, earn $200-$500 daily. Please add our WhatsApp +1 302 555 0147 for details',
  'Hello, is this Mrs. Robinson? My name is Emily, we met at the charity gala in June. I’d love to catch up',
  'Hey Mark, did you end up buying the Tesla shares we talked about at dinner? I just moved back from Singapore',
  'Hi there, I got your number from the yoga group chat. I’m new in town and looking for friends to hike with :)',
  'Hi, this is Sophie from the wine tasting. You said to text you about the vineyard trip. Still interested?',
  'Mr. Thompson, the documents you requested from the Hong Kong office are ready. When can we arrange delivery?',
  'Good morning! My boss Mr. Liu said you are interested in the gold trading program. When is a good time to talk?',
];

/** Attacks, English: 2025–26 smishing with a link, a number or a reply. */
const BLIND9_SMISHING_EN = [
  'E-ZPass: You have an unpaid toll of $6.85. Pay by Dec 1 to avoid a $50 late fee: ezpass-tollpay.info',
  '407 ETR: Your account has an outstanding balance of $12.40. Avoid collection, pay now: 407etr-billing.top',
  'SunPass notice: unpaid toll detected on your vehicle. Settle today at sunpass-center.xyz/pay to avoid license suspension',
  'The Toll Roads: Final reminder, outstanding toll $4.15. Pay online at thetollroads-pay.cc',
  'USPS: Your parcel is held at our depot due to an incomplete address. Update within 24h: usps-redelivery.help',
  'Canada Post: your package could not be delivered. Reschedule and pay $1.99 fee: canpost-deliver.vip',
  'DHL: shipment on hold, customs duty of $2.99 required. Pay here: dhl-parcel-fee.shop',
  'Evri: we missed you today. Rebook your delivery: evri-redeliver.online/uk',
  'CRA: You are eligible for a tax refund of $486.20. Claim it before Dec 5: cra-refund-portal.com',
  'IRS: Your 2025 tax refund of $1,284 is pending. Verify your identity to receive it: irs-refund-verify.net',
  'HMRC: you are due a tax rebate of £312.40. Submit your claim here: hmrc-rebate.support',
  'Netflix: your account is on hold, we could not process your payment. Update your details: netflix-billing-help.app',
  'Apple ID locked for security reasons. Verify now to restore access: appleid-unlock.click',
  'RBC Alert: your online banking has been locked due to suspicious activity. Unlock at rbc-secure-login.co',
  'Wells Fargo: your card has been suspended. Verify your information at wf-verify-account.live to avoid closure',
  'Amazon: unusual sign-in detected, your account is locked. Confirm your identity: amzn-account-secure.site',
  'Your Microsoft 365 subscription expired today. Renew now to keep your files: office-renew.store',
  'Service Ontario: your driver’s licence will be suspended for unpaid fines. Pay now at ontario-fines.live',
  'Final notice: your vehicle registration is expired. Avoid a $250 penalty: dmv-renewal-online.xyz',
  'Coinbase: a withdrawal of 0.42 BTC was requested. If this was not you, call support immediately at +1 888 555 0134',
  'Your PayPal account was charged $499.99 for Norton 360. If you did not authorize this, call 1-844-555-0122 to cancel',
  'Walmart: you have been selected for a $750 gift card survey. Claim within 24 hours: walmart-reward.win',
  'Verizon: your loyalty reward of $150 is ready. Redeem before midnight: vz-rewards.fun',
  'Hi mum, I dropped my phone in the toilet, this is my new number. Can you message me on WhatsApp?',
];

/** Attacks, French. */
const BLIND9_SCAM_FR = [
  'Bonjour Sylvie, c’est Marc. On joue toujours au golf samedi matin? J’ai réservé le départ de 8 h 20',
  'Bonjour, je suis Lina, assistante de M. Chen. Il aimerait discuter d’une collaboration d’affaires avec vous.',
  'Bonjour, investisseur local, je voudrais faire une offre comptant sur votre maison. Vente rapide, sans inspection. Intéressé?',
  'Bonjour, nous recrutons : travail à distance, 300 $ par jour, horaire flexible. Ajoutez-nous sur WhatsApp au +1 514 555-0139',
  'Autoroute 30 : vous avez un péage impayé de 7,45 $. Payez avant le 2 déc. pour éviter des frais : a30-peage.info',
  'Postes Canada : votre colis est en attente, adresse incomplète. Mettez-la à jour ici : postescanada-livraison.top',
  'ARC : vous avez droit à un remboursement d’impôt de 386,70 $. Réclamez-le ici : arc-remboursement.online',
  'Desjardins : votre accès AccèsD a été verrouillé. Déverrouillez-le ici : desjardins-securite.live',
  'SAAQ : votre permis de conduire sera suspendu pour une amende impayée. Payez maintenant : saaq-amendes.xyz',
  'Netflix : votre abonnement est suspendu, paiement refusé. Mettez à jour vos informations : netflix-compte.site',
  'Salut maman, j’ai perdu mon téléphone, voici mon nouveau numéro. Écris-moi sur WhatsApp',
];

export const BLIND9_HAM = [
  ...BLIND9_PERSONAL_EN.map((t) => ['blind9 ham: personal (en)', t]),
  ...BLIND9_NOTICES_EN.map((t) => ['blind9 ham: security notices (en)', t]),
  ...BLIND9_BUSINESS_EN.map((t) => ['blind9 ham: business (en)', t]),
  ...BLIND9_HAM_FR.map((t) => ['blind9 ham: French', t]),
];
export const BLIND9_SCAM = [
  ...BLIND9_OPENERS_EN.map((t) => ['blind9 attacks: openers (en)', t]),
  ...BLIND9_SMISHING_EN.map((t) => ['blind9 attacks: smishing (en)', t]),
  ...BLIND9_SCAM_FR.map((t) => ['blind9 attacks: French', t]),
];
