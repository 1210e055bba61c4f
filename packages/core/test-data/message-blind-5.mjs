// Fifth blind lists for `pnpm eval:message` (issue 23, round 6 helper "message6"): written by hand
// for this project BEFORE any rule of this round was measured on them (committed first, measured
// once; the first run is the figure BENCHMARKS.md quotes). Never used by `pnpm train:message`, never
// used to choose a rule or a threshold. No row of any corpus is here: every person, account, amount,
// reference and link is invented (brands are real; phone numbers are made up, 555 where the plan has
// it). Each entry: [set, text].

/** Bank and card transaction alerts in the styles of eight countries: they must stay calm. */
export const BLIND5_ALERTS = [
  // Canada, English
  'RBC: A purchase of $84.12 at COSTCO WHOLESALE was made with your credit card ending in 4471 on Nov 3. Not you? Call 1-800-555-0111.',
  'TD Alert: Your TD Chequing account ending 2290 was debited $1,250.00 on 2026-03-14. Available balance: $3,408.77. Questions? 1-866-555-0102',
  'Scotiabank: Direct deposit of $2,316.45 credited to account ***8812. Balance $4,902.10.',
  'BMO: Your Mastercard ending in 0934 was charged $19.99 by NETFLIX.COM. If you don’t recognize this, call us at 1-877-555-0160.',
  'CIBC: Pre-authorized payment of $145.30 to HYDRO OTTAWA debited from acct x5521. Bal: $862.14',
  'Tangerine: You sent $60.00 by Interac e-Transfer to ALEX P. from account ending 7710. Balance $1,204.55.',
  'Amex: A charge of $1,842.10 at AIR CANADA was approved on your Card ending 31005. Call 1-800-555-0176 if you did not make it.',
  // Canada, French
  'Desjardins : Achat de 42,87 $ chez METRO PLUS avec votre carte Visa se terminant par 3308. Si vous ne reconnaissez pas cette transaction, appelez le 1 800 555-0171.',
  'Banque Nationale : un dépôt direct de 1 845,20 $ a été porté au crédit de votre compte ****6620. Solde disponible : 2 310,44 $.',
  'BMO : Retrait de 200,00 $ au guichet le 12 mars, compte se terminant par 4417. Solde : 1 033,12 $.',
  'Desjardins : Votre paiement de 96,45 $ à Vidéotron a été débité du compte ***0712. Solde : 540,08 $.',
  'RBC : Un virement de 500,00 $ a été débité de votre compte-chèques se terminant par 9921 le 2026-02-03. Ce n’est pas vous? Composez le 1 800 555-0188.',
  'Caisse Desjardins : Transaction refusée de 1 299,00 $ chez BESTBUY.CA, carte se terminant par 5532. Si ce n’est pas vous, appelez-nous au 1 800 555-0155.',
  // United States
  'Chase: A $56.23 debit card transaction with WALGREENS #4412 on 03/09 exceeded your $50.00 alert limit. Acct ending 3381.',
  'Bank of America: Your Direct Deposit of $1,987.42 was posted to checking - 6719. Avail bal $2,402.11.',
  'Wells Fargo: Purchase $312.00 at DELTA AIR on card ...4420. Reply YES if you made this purchase or NO if you did not. Reply STOP to cancel.',
  'Capital One: Your balance of $1,204.18 is due on 03/28. Minimum payment $35.00. Card ending 8803.',
  'Citi Alert: A $8.50 transaction was made at STARBUCKS on your card ending in 7726. View details in the Citi Mobile app.',
  'Discover: Purchase of $74.99 at AMAZON MKTPLACE on card ending 1193 was approved. Questions? Call 1-800-555-0123. Txt STOP to end alerts.',
  'USAA: Transfer of $400.00 from savings *2254 to checking *7780 completed. Bal $1,655.31.',
  // United Kingdom
  'Barclays: £45.60 has been debited from your account ending 4432 to TESCO STORES. Balance £1,203.18. Not you? Call 0345 555 0147.',
  "HSBC UK: Payment of £1,150.00 to J SMITH RENT from a/c ending 7712 on 04 Mar. If you didn't make this, call us on 0345 555 0189.",
  'Monzo: You paid £3.20 at Pret A Manger. Balance £214.09.',
  'NatWest: Your salary of £2,340.55 was credited to account ****1190. Available balance £2,611.02.',
  'Lloyds: Your card ending 3349 was declined at AMZN Mktp UK for £89.99. If this was you, try again. If not, call 0345 555 0123.',
  // India
  'HDFC Bank: Rs.2,500.00 debited from A/c XX4521 on 12-03-26 to VPA swiggy@axisbank (UPI Ref 608214467312). Not you? Call 18002025161.',
  'ICICI Bank: INR 15,000.00 credited to Acct XX8812 on 05-Mar-26 by NEFT from RAHUL TRADERS. Avl Bal: INR 42,310.55.',
  'SBI: Your A/c X3390 is debited by Rs 1,200.00 on 08Mar26 transfer to PRIYA S Ref No 604411223344. If not done by you, call 1800112211 -SBI',
  'Axis Bank: Spent INR 849.00 on Axis Bank Card no. XX4418 at ZOMATO on 11-03-26. Avl Lmt INR 58,221.40. Not you? SMS BLOCK 4418 to 919955500002',
  'Kotak Bank: Rs 3,000 withdrawn at ATM from A/c XX7721 on 02-Mar-26. Avl bal Rs 12,440.10.',
  'PNB: A/c XXXXXX2281 credited with INR 25,000.00 on 09-03-2026 by IMPS. Total Bal INR 61,002.43 CR.',
  // Nigeria
  'Debit Alert! Acct: 012****789 Amt: NGN 15,000.00 Desc: POS/SHOPRITE IKEJA Date: 03/03/2026 Bal: NGN 84,230.55 - GTBank',
  'Credit Alert: Acct 20****4413 Amt NGN250,000.00 Desc: SALARY MARCH Avail Bal NGN 301,455.20. Zenith Bank. Call 0700 555 0101 for enquiries.',
  'Access Bank: Txn: Debit Acc: 069**62 Amt: NGN 5,000.00 Des: TRF TO ADEBAYO O Date: 10-MAR-2026 Bal: NGN 12,300.00',
  'UBA Alert: Cr Amt NGN 45,500.00 Acc 108XXXX331 Desc: NIP TRANSFER FROM CHIDI Bal NGN 60,880.10. Dial *919# for quick banking.',
  // Kenya
  'QK83HJ2LMN Confirmed. Ksh2,500.00 sent to JANE WANJIKU 0712555014 on 3/3/26 at 2:14 PM. New M-PESA balance is Ksh8,340.00. Transaction cost, Ksh34.00.',
  'Equity Bank: Your account ***4482 has been debited KES 12,000.00 on 04-03-2026. Available balance KES 33,905.50. Call 0763 555 000 for queries.',
  'KCB: KES 3,450.00 has been credited to your account 11XXXX7790 from M-PESA. Available bal KES 9,100.25.',
  // Philippines
  'BDO: Your BDO Debit Card ending 5512 was used for PHP 2,349.00 at SM SUPERMARKET on 03/05/26. Not yours? Call (02) 8555-0100.',
  'BPI: You transferred PHP 5,000.00 from acct ending 2210 to GCASH 0917****321 on 03/06/26. Ref no. 882213.',
  'GCash: You have received PHP 1,500.00 of GCash from JUAN D. 09175550111. Your new balance is PHP 2,033.50. Ref. No. 1009 234 556',
  // Australia
  'CommBank: $128.40 debited from account ending 0773 for WOOLWORTHS. Available balance $1,440.12. Questions? Call 13 55 01.',
  'Westpac: A payment of AUD 890.00 to ORIGIN ENERGY was made from acc ending 3321 on 7 Mar. Not you? Call 1300 555 017.',
  'ANZ: Your Visa card ending 6620 was used for $62.35 at BUNNINGS. Reply STOP to cancel alerts.',
  'NAB: Transfer of $2,000.00 received into account ending 4109. Balance $6,118.70.',
];

/** Business and automated texts: codes, promotions, deliveries, appointments, bills. Calm. */
export const BLIND5_BUSINESS = [
  'Your Google verification code is 482913',
  '739204 is your Amazon OTP. Do not share it with anyone.',
  "Use 551023 to verify your Microsoft account. If you didn't request this, you can ignore this message.",
  "Shopify: Your login code is 204 881. Never share this code. Didn't request it? Visit shopify.com/security",
  'Votre code de vérification Desjardins est 883105. Ne le communiquez à personne. Desjardins ne vous le demandera jamais.',
  "Instagram code: 336 214. Don't share it. instagram.com/accounts/password/reset",
  'Uber: Your Uber code is 4412. Never share this code. Reply STOP ALL to 89203 to unsubscribe.',
  'Old Navy: 50% off jeans today only! Shop now: oldnavy.ca/jeans Reply STOP to opt out.',
  'Sephora: Your Beauty Insider points expire Mar 31. Redeem at sephora.com/rewards. Txt STOP to end.',
  'Best Buy: Weekend deals are live, up to $300 off laptops. bestbuy.ca/deals Reply STOP to unsubscribe, HELP for help. Msg&data rates may apply.',
  'SAQ : profitez de 15 % sur les vins du Portugal cette fin de semaine. saq.com Répondez STOP pour vous désabonner.',
  'Decathlon : -20 % sur les vestes de ski jusqu’à dimanche en magasin et sur decathlon.fr. STOP au 36173',
  "Domino's: Tuesday deal! Any large pizza $11.99 carryout. Order at dominos.ca. Reply STOP to opt out.",
  'UPS: Your package 1Z8A412R0344127781 is out for delivery today. Track: ups.com/track?tracknum=1Z8A412R0344127781. Reply STOP to end.',
  'FedEx: Your shipment 7712 5501 9034 is scheduled for delivery Mon 03/09 by end of day. Manage it at fedex.com/track',
  'Purolator: Your package will be delivered today between 10:00 and 14:00. Details: purolator.com/en/tracker',
  'Amazon: Your package was delivered. It was handed to a resident. Track at amzn.to/3kQ8xZp',
  'USPS: Your item 9400111899223344556677 was delivered in/at mailbox at 2:14 pm on March 4. Reply STOP to cancel.',
  'Postes Canada : Votre colis 7023441099812276 est en cours de livraison. Suivez-le sur postescanada.ca/suivi',
  'Intelcom : votre colis Amazon sera livré aujourd’hui. Suivi en direct : intelcom.ca/suivi',
  'Reminder: Your appointment with Dr. Patel at Maple Family Clinic is Tue Mar 10 at 9:40 AM. Reply C to confirm or call 613-555-0142 to reschedule.',
  'Clinique dentaire Lavoie : rappel de votre rendez-vous le jeudi 12 mars à 14 h. Répondez OUI pour confirmer.',
  'Jiffy Lube: Your vehicle is due for an oil change. Book online at jiffylube.com or call 1-800-555-0133. Reply STOP to opt out.',
  'Hydro-Québec : votre facture de 142,33 $ est disponible dans votre Espace client. Date d’échéance : 24 mars.',
  'Rogers: Your bill of $98.45 is ready. Due date Mar 21. View it at rogers.com/mybill. To stop bill texts, reply STOP.',
  'Bell: Your payment of $115.20 was received. Thank you! Account ending 4410.',
  'Verizon: Your bill is ready. Amount due: $87.62 on 03/22. Pay at vzw.com/pay or in the My Verizon app.',
  "Enbridge Gas: We've received your payment of $76.18. Your next bill will be issued on April 2.",
  "Koodo: You've used 90% of your data for this cycle. Add data at koodomobile.com/selfserve or dial *611.",
  'EE: Your bill for £34.50 is ready and will be collected by Direct Debit on 18 Mar. Check it in the My EE app.',
];

/** Scams that imitate exactly the texts above: they must be flagged. */
export const BLIND5_SCAMS = [
  'RBC Alert: A purchase of $1,499.99 at APPLE.COM/BILL was made on your card ending 4471. If this was not you, call our fraud team immediately at 1-888-555-0199.',
  'TD Fraud Dept: Suspicious transaction of $980.00 on your account. Reply YES if this was not you, NO if it was you.',
  'Scotiabank: Your account ***8812 has been temporarily locked due to unusual activity. Verify now: scotia-secure-verify.com',
  'Desjardins : Une transaction de 749,00 $ a été bloquée sur votre carte. Confirmez votre identité ici : desjardins-securite.info',
  "BMO: We detected a login from a new device. If this wasn't you, secure your account: bmo-online-alert.net/verify",
  'Chase: Your debit card has been suspended. Please call 1-855-555-0143 immediately with your card number and PIN to reactivate.',
  'Bank of America: A $2,450.00 Zelle payment to MICHAEL R is pending. Not you? Reply NO and an agent will call you to cancel.',
  'Wells Fargo: Unusual sign-on attempt detected. Confirm your identity at wellsfargo.account-verify.co within 24 hours to avoid suspension.',
  'HSBC: A new payee JOHN B has been added to your account. If this was NOT you, visit hsbc-uk-cancelpayee.com immediately.',
  'Barclays: Debit of £695.00 to AMAZON PRIME pending. If you did not authorise this, call 0800 555 0190 now to stop it.',
  'Lloyds: Your card has been frozen. Call +44 20 7946 0123 now to speak to our fraud department.',
  'SBI: Dear Customer, your YONO account will be blocked today. Please update your PAN card immediately: http://sbi-kyc-update.in-pan.xyz',
  'HDFC Bank: Dear customer, Rs 9,999 debited from your a/c. If not done by you, share OTP with our executive on 8765550123 to reverse.',
  'ICICI: Your reward points worth Rs 5,800 expire today. Redeem now: icici-rewards.top/claim',
  'GTBank: Your account has been restricted due to BVN mismatch. Call 08095550121 or click gtb-bvn-update.com to reactivate.',
  'M-PESA: You have received Ksh 4,500 from JOHN K in error. Kindly send it back to 0712 555 888. Thank you.',
  'BDO: Your account will be deactivated. Update your details at bdo-online-ph.com to avoid suspension.',
  "CommBank: A new device has been added to your NetBank. If this wasn't you, visit commbank-secure.net.au.app-au.com",
  'Canada Post: Your package is on hold due to an unpaid shipping fee of $1.99. Pay here: canadapost-redelivery.com/pay',
  'Postes Canada : votre colis n’a pas pu être livré, frais de 2,99 $ à régler : postes-ca-livraison.top',
  'USPS: The package arrived at the warehouse but could not be delivered due to an incomplete address. Update within 12 hours: usps.com-trackhelp.xyz',
  'Purolator: We tried to deliver your parcel. Reschedule and pay the $3.25 redelivery fee at puro-redeliver.info',
  'Amazon: Your order of iPhone 15 Pro ($1,299.00) has been placed. If you did not make this order, call 1-888-555-0176 immediately.',
  'Hi, I sent my Google verification code to your number by mistake, can you send it back to me please?',
  'Rogers: Your account has an overdue balance of $245.60. Service will be disconnected today. Pay now: rogers-billpay.online',
  'Hydro-Québec : remboursement de 187,45 $ en attente suite à un double paiement. Réclamez-le : hydro-remboursement-qc.com',
  'Netflix: Your payment was declined. Update your billing details within 24h to avoid suspension: netflix-billing-help.com',
  'Interac: You have received $480.00 from CRA. Deposit here: interac-etransfer-deposit.com',
  'Bell: Congratulations! As a loyal customer you get a $150 credit. Claim before midnight: bell-rewards.club',
  'Apple: Your Apple ID was used to sign in on a new device in Lagos. If this was not you, call Apple Support at 1-877-555-0112.',
  'Chase: Did you attempt a $1,850.00 purchase at BEST BUY? Reply YES if this was not you and our fraud team will call you.',
  'Desjardins : Avis de sécurité. Votre NIP doit être mis à jour. Appelez le 1 855 555-0131 et ayez votre carte en main.',
  'FedEx: Your parcel has a customs duty of £2.99 awaiting payment. Pay now: fedex-customs-uk.com',
  'Equity Bank: Your account has been suspended. Send your PIN and ID number to 0745 555 221 to reactivate.',
];

export const BLIND5_HAM = [
  ...BLIND5_ALERTS.map((t) => ['blind5 ham: transaction alerts', t]),
  ...BLIND5_BUSINESS.map((t) => ['blind5 ham: business/automated', t]),
];
export const BLIND5_SCAM = BLIND5_SCAMS.map((t) => ['blind5 scam: imitations', t]);
