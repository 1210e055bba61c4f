// Check list for blind list v20 (issue 23, round 19 helper "message20"): written by hand AFTER this
// round's rules, committed before its one run, never tuned on. No row of any corpus is here: every
// person, amount, reference, number and link is invented (bank, shop and agency names are real).
// CHECK20_HAM: ordinary texts near the round's rules and of kinds in no earlier list (a relative's new
// account with no ask, a team moving to a chat app, an order number with letters from the shop's own
// site, a study group, a networking follow-up, a parent's repayment, alerts of several countries,
// a dentist, a daycare, a landlord, a library). CHECK20_SCAM: a relative's new account to pay, a
// stranger's doubt about the number with a chat app, an order number with letters and a toll-free
// callback, an investment classroom in a chat app, a social event claimed, and kinds of the issue.
// English and Québec French. Each entry: [kind, text].
// Run: node scripts/message-data/run-blind20.mjs [--show]

export const CHECK20_HAM = [
  ['new-account', 'Dad, my new account at National Bank is open, the teller was super nice'],
  ['new-account', 'Maman, j’ai ouvert mon nouveau compte chez Tangerine, je t’explique dimanche'],
  ['new-account', 'Hi Mom, I’ll e-transfer you the $45 for the phone bill from my new account tonight'],
  ['team-app', 'It’s Jess from the curling club, we’re moving the schedule chat to WhatsApp. Ok to add you?'],
  ['team-app', 'Bonjour, ici Martin du club de course. On passe le groupe sur WhatsApp, je vous ajoute?'],
  ['order', 'Staples: your order #ST45K210 has shipped. Track it at staples.ca/orders.'],
  ['order', 'Simons : votre commande no SM8821K est prête en magasin. Apportez une pièce d’identité.'],
  ['study', 'Bitcoin study group tonight is cancelled, the prof is sick'],
  ['networking', 'Great meeting you at the seminar today, Anil. I’ll send the article I mentioned.'],
  ['repay', 'Papa je te rembourse les 60 $ demain, promis'],
  ['alert-ca', 'BMO: a $212.40 purchase at COSTCO was made on your Mastercard ending 3318.'],
  ['alert-us', 'Chase: Your $58.20 transaction with TARGET on card ending 9921 was approved.'],
  ['alert-ie', 'AIB: €45.00 paid to ELECTRIC IRELAND from account ending 4402. Balance €1,203.55.'],
  ['alert-fr', 'Crédit Agricole : paiement de 34,90 € chez CARREFOUR avec votre carte *1184.'],
  [
    'dentist',
    'Centre dentaire Rosemont : rappel de votre rendez-vous mardi à 15 h. Répondez OUI pour confirmer.',
  ],
  ['daycare', 'Garderie Les Lucioles : les frais de septembre (185 $) sont prélevés le 5. Merci!'],
  [
    'landlord',
    'Hi it is Dave, your landlord. Snow removal is Thursday night, please move your car from the driveway.',
  ],
  ['library', 'BAnQ : les livres que vous avez réservés sont arrivés. Vous avez 7 jours pour les récupérer.'],
  ['friend', 'Is this still your number? It’s Rachel! Saw your baby pics, congrats!!'],
  ['friend', 'Tu viens toujours au chalet samedi? Apporte ton sac de couchage'],
  ['relative', 'Grandma I got the card with the $20, thank you so much! Love you'],
  ['relative', 'Hey Dad, can you pick me up at 9 after practice?'],
  ['shop', 'Sports Experts: 20% off running shoes this weekend. Txt STOP to unsubscribe.'],
  [
    'transit',
    'STM : service interrompu sur la ligne orange entre Berri et Jean-Talon, reprise prévue vers 18 h.',
  ],
  ['vet', 'Clinic reminder: Bella is due for her rabies shot. Call 514-555-0199 to book.'],
  ['school', 'Collège Jean-de-Brébeuf : réunion de parents jeudi à 19 h à l’auditorium.'],
  ['work', 'Hi it’s Omar, can you swap your Saturday shift with mine? Manager said ok'],
  [
    'delivery',
    'Canada Post: your parcel is at the post office at 1234 Rue Ontario. Bring your notice card and ID.',
  ],
  ['code', 'Your Tangerine security code is 448201. We will never call to ask for it.'],
  ['rsvp', 'Coucou! Le party de Noël du bureau est le 14. Tu confirmes ta présence à Josée?'],
  ['marketplace', 'Hi, still selling the kayak? I can come Saturday morning with cash'],
  ['pharmacy', 'Uniprix : votre ordonnance est prête pour la cueillette.'],
  ['gym', 'Econofitness: your membership renews on the 1st at $19.99. Manage it in the app.'],
  [
    'realtor',
    'Hi, it’s Claire your agent. The buyers’ inspection is Tuesday at 10, you don’t need to be there.',
  ],
  ['friend', 'Lost my phone at the bar lol, it’s Ben, this is my new number'],
  ['club', 'Reminder from the Lakeshore garden club: plant swap Sunday 10 am at the community centre.'],
  ['city', 'Ville de Longueuil : collecte des feuilles mortes reportée au jeudi 9 novembre.'],
  ['insurance', 'Intact: your home policy renews on March 1. Your documents are in your online account.'],
  ['relative', 'Mom can you send me the recipe for your tourtière? Want to make it Sunday'],
  ['airline', 'Air Canada: Flight AC 871 to Paris departs at 19:05 from gate C38. Boarding at 18:15.'],
];

export const CHECK20_SCAM = [
  ['new-account', 'Hi Mom, I switched banks, new account now. Send the $850 there today please, it’s urgent'],
  [
    'new-account',
    'Papa, j’ai un nouveau compte dans une autre banque. Envoie les 400 $ sur celui-là, pas l’ancien',
  ],
  ['app-move', 'Good afternoon, is this still your number? Do you have WhatsApp?'],
  ['app-move', 'Bonsoir, est-ce toujours votre numéro? Écrivez-moi sur Telegram svp'],
  [
    'order',
    'Amazon: An order #AZ-7K2291 of $1,189.00 for a Samsung TV was placed. If not you, call 1-877-555-0163.',
  ],
  [
    'order',
    'Walmart : commande no WM44K81 de 699,99 $ passée. Si ce n’est pas vous, appelez le 1-866-555-0120.',
  ],
  ['classroom', 'Our free crypto learning group on Telegram made 30% last week. Join now, spots are limited'],
  ['event', 'It was so nice meeting you at the auction. I’m Laura, remember me?'],
  [
    'event',
    'Bonsoir Sylvie, on s’était croisées au gala de la fondation. Je suis Mireille, vous vous souvenez?',
  ],
  ['parcel', 'Canada Post: your parcel is on hold, pay the $2.99 redelivery fee: cpost-ca-redelivery.info'],
  [
    'toll',
    'Ontario 407ETR: final notice, unpaid toll of $7.45. Pay now to avoid collection: 407-etr-pay.net',
  ],
  [
    'cra',
    'ARC : vous avez droit à un remboursement de 512,68 $. Réclamez-le avant minuit : arc-remboursement.ca',
  ],
  ['bank', 'Desjardins : accès AccèsD suspendu. Réactivez votre compte : desjardins-securite.info'],
  [
    'bank',
    'TD Alert: unusual sign-in detected. Verify your identity at td-verify-login.com or your account will be locked',
  ],
  ['prize', 'Congratulations! You won a $1,000 Walmart gift card. Claim it here: wmt-winners.shop'],
  ['job', 'Hiring now: remote assistant, $450/day, no experience needed. Text JOB to 4385550199'],
  ['crypto', 'Your Coinbase wallet has a pending withdrawal of 0.42 BTC. Cancel here: coinbase-cancel.net'],
  ['code', 'Hi, I accidentally sent my verification code to your number, can you text it back to me?'],
  [
    'gift',
    'Hey it’s your manager, I need you to buy 4 Apple gift cards for a client, send me the codes asap',
  ],
  [
    'family',
    'Hi Mum, this is my new number, my phone broke. Can you pay a bill for me today? I’ll explain later',
  ],
  [
    'grandparent',
    'Grandpa it’s me, I was in a car accident and the police took my phone. I need $2,500 for the lawyer, don’t tell Mom',
  ],
  ['money-received', 'You have received $500.00 from a friend. Reply OK to accept the deposit.'],
  [
    'callback',
    'Microsoft: your PC license expired, a $299 renewal will be charged today. Call 1-888-555-0177 to cancel.',
  ],
  [
    'loan',
    'Prêt approuvé de 5 000 $ sans enquête de crédit! Répondez OUI pour recevoir vos fonds aujourd’hui.',
  ],
  ['casino', 'Bonus de bienvenue 200 tours gratuits! Jouez maintenant sur casino-royal-qc.com'],
  [
    'opener',
    'Hi, I’m Jennifer, a friend of Tom from the yacht club gave me your number. Are you still into golf?',
  ],
  [
    'mistake',
    'Hello, I sent you $300 by mistake by Interac, please send it back to my other email jlee.pay@outlook.com',
  ],
  [
    'subscription',
    'Your Disney+ subscription could not be renewed. Update your payment within 24h: disney-billing-ca.com',
  ],
  [
    'sin',
    'Service Canada : votre NAS est suspendu. Appelez immédiatement le 1-833-555-0110 pour éviter des poursuites.',
  ],
  [
    'payee',
    'Hello, it’s your landlord. We changed banks, please send the rent to our new account: transit 00123, account 5566778.',
  ],
];
