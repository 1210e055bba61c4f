// Sixth blind lists for `pnpm eval:message` (issue 23, round 7 helper "message7"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once; the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`, never
// used to choose a rule or a threshold. No row of any corpus is here: every person, account, amount,
// address, reference and link is invented (shop and bank names are real; phone numbers are made up,
// 555 where the plan has it). Each entry is a text; the sets are named at the bottom.

/** Spam and scams of the kinds recipients post (2018–22), English. */
export const BLIND6_SPAM_EN = [
  // casino and betting
  'VIP bonus unlocked! Deposit $10 today and play with $200 + 150 free spins. Claim: spinroyale-vip.com/b/8812 Txt STOP to quit',
  'Your free bet of $50 is waiting. Place it on tonight’s game before 8pm: bet-now-ca.net/fb50',
  'JACKPOT ALERT: Sarah, your 100 free spins expire at midnight. Play now at lucky7slots.win',
  // loans and credit
  'Pre-approved: up to $15,000 deposited in your account within 24 hours, bad credit OK. Apply in 2 minutes: fastcash-ca.loan',
  'Need cash before payday? Get $500-$3000 today, no credit check. Reply YES and an agent will call you.',
  'Debt relief: we can reduce your credit card debt by up to 60%. Call now 1-877-555-0142 for a free consultation. Reply STOP to opt out',
  'Mike, your line of credit of $7,500 has been approved. Finish your file today: credit-approve.info/m7',
  // prizes
  'Congratulations! Your number was selected in our monthly draw. You have won a Samsung Galaxy S22. Claim your prize: win-galaxy.club/c',
  'Walmart Shopper: you are our lucky winner of a $1000 gift card! Confirm your shipping address within 24h: wmrt-rewards.shop',
  'You have been chosen to receive a FREE AirPods Pro for completing our 30-second survey. Go to: rewards-survey-ca.com/ap',
  // subscription traps
  'Your Netflix subscription has expired. Renew today and get 3 months for just $1: nflx-renew.co',
  'Final notice: your McAfee protection ends today. Auto-renewal of $349.99 will be charged. To cancel call 1-888-555-0177',
  'Congrats, you qualify for a trial box of keto gummies for just $4.95 shipping. Order: ketoslim-trial.com',
  // money received, reply OK
  'You have received $750.00 from Cash App. Reply OK to accept the transfer to your account.',
  'PayPal: A payment of $1,200.00 is pending for your approval. Reply YES to receive the funds today.',
  'Zelle: $500 has been sent to you but is on hold. Text ACCEPT to release the funds.',
  // injury compensation, insurance refunds, house cash offers, car insurance overcharge
  'Our records show you were in an accident in the last 3 years. You may be owed up to $15,000 in compensation. Call 1-844-555-0198 today.',
  'Hi, you may be entitled to a refund of $1,340 on your home insurance premiums. To claim call 1-800-555-0165 before Friday.',
  'Hi, this is Dave. I’m a local investor and I’d like to make you a cash offer on your house on Elm St. Any interest in selling? Reply STOP to opt out',
  'Hello, we buy houses in any condition for cash, close in 7 days, no fees. Are you the owner of 42 Maple Ave? Text back for an offer.',
  'Good news: drivers in Ontario have been overcharged on car insurance. Check your refund amount now: autorefund-check.com',
  'You were overcharged for your auto insurance. You could be owed $680. Reply YES to find out how much you can get back.',
  // adult
  'Hey cutie, I’m 24 and bored tonight 😘 see my private pics here: hotchat-girls.net/jenna',
  'Lonely singles in your area want to meet you tonight. Join free: meetlocal18.com',
  // crypto mentor
  'Hi, I’m Olivia, an investment mentor. My students made 30% last week trading Bitcoin with my signals. Want to join my free group? wa.me/15555550133',
  'Earn $2,000 daily with our AI crypto trading robot. Guaranteed profit, withdraw any time. Register: aitrade-pro.io',
  'Dear investor, your Bitcoin wallet has a pending balance of 0.42 BTC. Withdraw now before it expires: btc-wallet-release.com',
  // job offers paid per like or review
  'Hi, we are hiring part-time online staff. Just like YouTube videos and earn $50-$300 a day. Contact our HR on WhatsApp: +1 555 555 0191',
  'Remote job: rate products on Amazon and get paid $5 per review, up to $600/day. Interested? Reply 1',
  'Hello, my name is Emily from Randstad. We found your resume online. Flexible job, 60-90 mins a day, daily pay $200-$500. Add me on Telegram @emily_hr22',
  // openers
  'Hi, is this Linda? This is Jessica, we met at the wine tasting last month.',
  'Long time no see! How have you been? Are you still in Toronto?',
  'Hello, is this Mr. Chen? Our golf game on Saturday still on?',
  'Sorry to bother you, I found your number in my contacts, I think we met at Kevin’s party. Do you remember me?',
  'Hey there, are you Tom? My friend gave me your number and said you could help me with my apartment search.',
  'Hi Amanda, the dinner reservation is set for 7. Oh sorry, wrong number! You seem nice though, where are you from?',
  // brands with a link elsewhere, shorteners
  'Home Depot: You have been selected for a $500 reward for your loyalty. Claim at hd-rewards.florist/x',
  'Costco: Thank you for your membership! Claim your exclusive member gift today: costco-members.community',
  'AT&T: Dear customer, your bill is paid. Here is a small gift for you: bit.ly/3xA9qLm',
  'Amazon: We noticed unusual activity. Your account is on hold until you verify: amzn-verify.capital/login',
  'Your debit PIN needs to be confirmed for your TD card to remain active. tinyurl.com/td-pin-confirm',
  'Wells Fargo: your access has been limited. Restore it at wf-secure.financial',
  'UPS: your delivery is scheduled but the address is incomplete. Update it: ups-redeliver.associates',
];

/** Spam and scams of the kinds recipients post (2018–22), French. */
export const BLIND6_SPAM_FR = [
  'Félicitations! Vous avez gagné un iPhone 14 lors de notre tirage au sort. Réclamez-le ici : gagnant-tirage.fr/ip14',
  'Vous avez été sélectionné pour recevoir une carte-cadeau Metro de 500 $. Confirmez vos coordonnées : metro-recompense.shop',
  'CASINO : 200 tours gratuits vous attendent! Déposez 10 € et jouez avec 300 €. Jouez maintenant : casino-royal-fr.bet',
  'Pariez sur le match de ce soir : votre pari gratuit de 20 € est offert. Activez-le : parisport-bonus.com',
  'Prêt personnel jusqu’à 25 000 $ sans enquête de crédit, réponse en 24 h. Faites votre demande : pret-express.ca',
  'Besoin d’argent rapidement? Crédit accepté même fiché, fonds versés en 48 h. Appelez le 1 855 555-0122',
  'Rachat de crédits : réduisez vos mensualités jusqu’à 60 %. Étude gratuite : rachat-credits-fr.net STOP au 36180',
  'Votre abonnement a expiré. Pour continuer à profiter de vos séries, renouvelez-le pour 1 € : renouveler-abonnement.fr',
  'Votre essai gratuit se termine aujourd’hui. Sans annulation, 39,90 € seront prélevés chaque mois. Pour annuler : annuler-essai.com',
  'Votre antivirus expire ce soir, vos données sont en danger. Renouvelez maintenant : protection-pc-fr.com',
  'Vous avez reçu un virement de 850 $. Répondez OUI pour l’accepter dans votre compte.',
  'Interac : un virement de 320,00 $ vous attend. Répondez OK pour le déposer.',
  'Vous avez peut-être droit à une indemnisation pour votre accident de la route. Appelez-nous gratuitement au 1 844 555-0106.',
  'Bonne nouvelle : vous avez payé trop cher votre assurance auto. Vérifiez le montant de votre remboursement : remboursement-assurance.ca',
  'Remboursement de votre assurance habitation de 412,50 $ en attente. Rappelez le 1 833 555-0141 avant vendredi.',
  'Bonjour, je suis investisseur et je souhaite acheter votre maison comptant, sans frais, peu importe son état. Êtes-vous intéressé?',
  'Salut mon chou, je suis seule ce soir 😘 viens voir mes photos privées : rencontre-coquine.net/lea',
  'Des célibataires près de chez vous veulent vous rencontrer ce soir. Inscription gratuite : celibs-locaux.com',
  'Bonjour, je m’appelle Sophie, je suis mentor en investissement. Mes élèves gagnent 25 % par semaine en cryptomonnaie. Rejoignez mon groupe gratuit : t.me/sophie_invest',
  'Investissez 250 € en Bitcoin et gagnez jusqu’à 3 000 € par semaine, gains garantis. Inscrivez-vous : crypto-gains-fr.io',
  'Offre d’emploi : aimez des vidéos YouTube et gagnez de 50 € à 300 € par jour. Contactez notre RH sur WhatsApp : +33 6 55 55 01 23',
  'Travail à domicile : laissez des avis sur des produits et recevez 5 $ par avis, jusqu’à 400 $/jour. Intéressé? Répondez 1',
  'Bonjour, est-ce bien Martine? C’est Claire, on s’est rencontrées au cours de yoga.',
  'Salut, ça fait longtemps! Tu vas bien? Tu habites toujours à Laval?',
  'Bonjour, excusez-moi, c’est bien le numéro de M. Tremblay? On devait se voir pour le terrain de golf.',
  'Oups, désolée, je me suis trompée de numéro! Mais vous avez l’air gentil, vous êtes d’où?',
  'Canadian Tire : vous avez été choisi pour une récompense de fidélité de 300 $. Réclamez-la : ct-recompenses.club',
  'Desjardins : votre NIP doit être confirmé pour garder votre carte active. bit.ly/desj-nip',
  'Postes Canada : votre colis est retenu, frais de douane de 3,49 $ à payer. Payez ici : postes-canada.delivery',
  'Vidéotron : un remboursement de 87,20 $ vous est dû. Cliquez pour le recevoir : videotron-rembourse.online',
  'Votre CPF : il vous reste 1 200 € de droits à la formation qui expirent bientôt. Utilisez-les : mon-cpf-droits.fr',
  'Ameli : votre nouvelle carte Vitale est disponible. Commandez-la avant le 30 : ameli-carte-vitale.info',
];

/** Ordinary texts that share the spam's words: they must stay calm. English. */
export const BLIND6_HAM_EN = [
  'Old Navy: Our Cash event starts now! Earn $10 for every $25 you spend. oldnavy.ca Reply STOP to opt out.',
  'Indigo: Plum members get 20% off board games this weekend. Shop at indigo.ca. Txt STOP to unsubscribe.',
  'Canadian Tire: Triangle members earn 10X CT Money on tools today only. Details at canadiantire.ca. Reply STOP to end.',
  'Casino night at Ben’s on Saturday! Bring $20 in chips money, we’re doing blackjack and poker 😂',
  'I won the office hockey pool! $240, drinks are on me Friday',
  'Did you enter the radio contest? They’re giving away concert tickets to the 10th caller lol',
  'Capital One: Your statement is ready. Balance $1,284.33, minimum payment $35.00 due Apr 3. View it in the Capital One app.',
  'RBC: Your loan payment of $412.18 will be withdrawn on Mar 15 from account ending 4401.',
  'Scotiabank: Your credit limit increase request was approved. Your new limit is $8,000. Questions? Visit scotiabank.com',
  'Hi Jordan, this is Priya from Robert Half. I saw your profile on LinkedIn and have an accounting role in Mississauga that might fit. Free for a call this week?',
  'Hi, I think you have the wrong number, this is not Linda. Good luck finding her!',
  'Sorry, wrong number! No worries 🙂',
  'Hey it’s Marcus, got a new phone, save this number. See you at practice Thursday',
  'Long time no see! Saw your post, congrats on the new baby. Coffee next week?',
  'Insurance renewal: your Intact auto policy renews on May 1. Your new premium is $1,188/yr. Review it at intact.ca/myaccount',
  'Belairdirect: your claim 22-4419-03 was approved, $1,340 will be deposited within 5 business days.',
  'Mom, I sent you $50 by e-transfer for the groceries, the password is the dog’s name',
  'Got the Interac from Steve for the cottage, we’re all square now',
  'The realtor said the buyers made a cash offer on the house, 20k over asking!!',
  'Crypto is down again lol, glad I sold my bitcoin in March',
  'Reminder from Dr. Singh’s office: physio appointment tomorrow at 10:30. Reply C to confirm, R to reschedule.',
  'Netflix: Your membership has been renewed. Your next billing date is April 12. Manage at netflix.com/account',
  'Hey, did the job at the warehouse pay per hour or per shift? Thinking of applying',
  'Uber Eats: $5 off your next 3 orders this week. Tap to order in the app. Reply STOP to unsubscribe',
  'Are you coming to bingo tonight? Mom won $75 last week 😄',
];

/** Ordinary texts that share the spam's words: they must stay calm. French. */
export const BLIND6_HAM_FR = [
  'Jean Coutu : 20 % sur les produits de beauté cette fin de semaine avec votre carte PRO. Détails sur jeancoutu.com. Répondez STOP pour vous désabonner.',
  'La Vie en Rose : soldes jusqu’à -50 % en boutique et sur lavieenrose.com. Répondez ARRET pour ne plus recevoir de messages.',
  'Pharmaprix : doublez vos points PC Optimum ce samedi. Répondez STOP pour vous désabonner.',
  'Soirée casino chez Marc samedi, apporte 20 $ pour les jetons! On joue au poker 🃏',
  'J’ai gagné le pool de hockey du bureau, 180 $! La bière est sur moi',
  'As-tu participé au concours de la radio? Ils font tirer des billets pour Céline 😍',
  'Desjardins : votre relevé de carte Visa est disponible. Solde 842,10 $, paiement minimum 25,00 $ dû le 3 avril. Consultez AccèsD.',
  'Banque Nationale : le versement de 386,55 $ de votre prêt auto sera prélevé le 15 mars du compte se terminant par 2210.',
  'BMO : votre demande d’augmentation de limite de crédit a été approuvée. Nouvelle limite : 6 000 $.',
  'Bonjour Julie, ici Marc-André de Randstad. J’ai vu votre CV sur Jobboom, un poste d’adjointe administrative à Longueuil pourrait vous intéresser. Disponible pour un appel?',
  'Désolée, je crois que vous vous êtes trompé de numéro, je ne suis pas Martine. Bonne journée!',
  'Mauvais numéro, pas de souci 🙂',
  'C’est Louis, j’ai changé de cellulaire, enregistre ce numéro. On se voit au souper jeudi',
  'Ça fait longtemps! J’ai vu tes photos de voyage, on se fait un café la semaine prochaine?',
  'Intact Assurance : votre police auto sera renouvelée le 1er mai. Nouvelle prime : 1 104 $/an. Consultez-la sur intact.ca',
  'La Capitale : votre réclamation a été acceptée, 950 $ seront déposés dans votre compte d’ici 5 jours ouvrables.',
  'Maman, je t’ai envoyé 40 $ par virement Interac pour l’épicerie, la réponse c’est le nom du chien',
  'Le courtier dit que les acheteurs ont fait une offre sans condition sur la maison!!',
  'Clinique dentaire du Plateau : rappel de votre rendez-vous mardi à 14 h 30. Répondez OUI pour confirmer.',
  'Vidéotron : votre facture de 94,27 $ est disponible dans votre Espace client. Échéance le 22 mars.',
  'Tu viens au bingo ce soir? Ma tante a gagné 60 $ la semaine passée 😄',
  'SAQ Inspire : vos points expirent le 31 mars. Utilisez-les en succursale ou sur saq.com.',
];

export const BLIND6_HAM = [
  ...BLIND6_HAM_EN.map((t) => ['blind6 ham: English', t]),
  ...BLIND6_HAM_FR.map((t) => ['blind6 ham: French', t]),
];
export const BLIND6_SCAM = [
  ...BLIND6_SPAM_EN.map((t) => ['blind6 spam: English', t]),
  ...BLIND6_SPAM_FR.map((t) => ['blind6 spam: French', t]),
];
