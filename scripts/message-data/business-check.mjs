// Round-12 check list (issue 23): written AFTER the round-12 change (commit e8b7598) and never used
// to shape it; measured once, the first run is the figure BENCHMARKS.md quotes. Bank and card
// alerts, wallet and bill notices of several countries (CHECK_HAM), and scams dressed as alerts
// (CHECK_SCAM): "debited, if not you click …", "KYC pending, account blocked", refunds and limits.
// Every text written by hand for this project, with invented names, numbers and links; no row of any
// corpus is here. Each entry: [kind, text]. Run: node scripts/message-data/run-business.mjs
export const CHECK_HAM = [
  [
    'in',
    'INR 2,450.00 spent on Credit Card XX7781 at RELIANCE DIGITAL on 14-02-2026. Avl Lmt: INR 88,120.35. Call 18002586161 if not you.',
  ],
  [
    'in',
    'UPI txn of Rs 320.00 from A/c x4410 to merchant BLINKIT on 03/11/25. Ref 529917733104. Not you? SMS BLOCKUPI to 9223008333. -Canara Bank',
  ],
  [
    'in',
    'Your SIP of Rs.5,000 in Axis Bluechip Fund has been processed on 05-Jan-26. Units will be allotted at the applicable NAV.',
  ],
  [
    'in',
    'Salary of Rs 64,800.00 credited to a/c **2291 on 31-10-2025. Total Bal: Rs 71,045.12. -Federal Bank',
  ],
  [
    'ng',
    'Acct: 01****5527 Amt: NGN25,000.00 DR Desc: MOBILE TRF TO FUNKE ADEYEMI Bal: NGN142,388.40 Date: 11-Mar-2026 14:22',
  ],
  [
    'ng',
    'Moniepoint: You received NGN 8,500.00 from EMEKA O. Your balance is NGN 31,200.00. Thanks for banking with us.',
  ],
  [
    'ke',
    'TXM4QH7PLE Confirmed. Ksh1,250.00 paid to JAVA HOUSE ABC PLACE. on 9/2/26 at 8:14 AM. New M-PESA balance is Ksh6,410.55. Transaction cost, Ksh0.00.',
  ],
  [
    'ke',
    'Dear Customer, your loan repayment of KES 3,400 is due on 15/03/2026. Ensure your account has enough funds. Ignore if paid. Stanbic',
  ],
  [
    'pk',
    'Rs. 1,500.00 transferred to 0345*****21 via Easypaisa on 12-Apr-2025 18:40. Trx ID 33829104512. Available balance Rs. 2,115.00',
  ],
  [
    'ph',
    'Maya: You paid PHP 1,245.00 to MERALCO on 02/14/2026. Ref 7718 2290 3310. Your new wallet balance is PHP 3,882.10.',
  ],
  [
    'ph',
    'PHP 12,500.00 was credited to your account ending 4471 via InstaPay from CRUZ J. on 01/30/2026. -RCBC',
  ],
  ['uk', 'Starling: You paid £42.10 to TFL TRAVEL CHARGE. Your balance is now £611.37.'],
  [
    'uk',
    'HSBC UK: Your Direct Debit of £58.00 to BRITISH GAS will be taken on 02 Dec. Make sure you have enough money in your account.',
  ],
  [
    'uk',
    'Your card ending 0219 was declined at AMAZON.CO.UK because of insufficient funds. Check your balance in the app.',
  ],
  [
    'us',
    'Amex: A charge of $1,146.00 at DELTA AIR LINES was approved on your Card ending 31007. Questions? Call the number on the back of your Card.',
  ],
  ['us', 'USAA: Your checking account balance is $1,204.88 as of 11/28. Reply STOP to cancel balance texts.'],
  ['us', 'Cash App: You received $75.00 from $jordan-k for "concert". Your balance is $133.12.'],
  [
    'us',
    'Your Verizon bill of $92.40 is due 12/14. AutoPay will charge your card ending 6632. Manage at verizon.com/mybill',
  ],
  [
    'ca',
    'Scotiabank: Withdrawal of $140.00 at ATM 2231 QUEEN ST W on Nov 27. Available balance $2,019.66. Questions: 1-800-472-6842',
  ],
  [
    'ca',
    'CIBC: Your credit card payment of $350.00 was received Nov 26. Thank you. Current balance $811.43.',
  ],
  ['ca', 'Koho: Your payroll of $1,912.40 has arrived. Spend it or move it to savings in the app.'],
  ['ca', 'PC Financial: A pre-authorized payment of $29.99 to NETFLIX was made with your card ending 4410.'],
  [
    'qc',
    'Desjardins : Retrait de 100,00 $ au guichet de la Caisse du Plateau le 22 nov. Solde : 1 284,12 $.',
  ],
  [
    'qc',
    'Banque Nationale : Un paiement préautorisé de 79,50 $ à VIDEOTRON sera prélevé le 1er déc. sur votre compte se terminant par 0381.',
  ],
  [
    'qc',
    "Tangerine : Votre virement de 500,00 $ vers le compte d'épargne a été effectué. Solde disponible : 2 740,10 $.",
  ],
  [
    'qc',
    'Hydro-Québec : Votre facture de 162,73 $ est payable au plus tard le 18 déc. Payez-la en ligne sur hydroquebec.com.',
  ],
  [
    'any',
    'Visa Alert: Transaction declined at STEAMGAMES.COM for USD 59.99 on card ending 8840. If you attempted it, try again or contact your bank.',
  ],
  [
    'any',
    'Mastercard: Your card ending 1120 was added to Apple Pay on Nov 26. If you did not do this, call the number on the back of your card.',
  ],
];

export const CHECK_SCAM = [
  [
    'debit, click',
    'Dear customer A/c XX3381 debited by Rs.49,999.00 on 27-Nov-26. If not done by you, click hdfc-secure-revert.in to cancel the transaction.',
  ],
  [
    'debit, click',
    'TD: A payment of $1,240.00 to BESTBUY was made with card ending 4471. Not you? Cancel here: td-cardsafety.com/stop',
  ],
  [
    'debit, click',
    'Barclays: New payee "M. KOWALSKI" added and £2,450.00 sent. If this wasn’t you, secure your account at barclays.secure-payee-check.co',
  ],
  [
    'debit, click',
    'Desjardins : Achat de 899,00 $ chez APPLE.COM/BILL. Si ce n’est pas vous, annulez-le ici : desjardins-annulation.ca',
  ],
  [
    'debit, call',
    'Your Amazon order of $1,499.00 for an iPhone 16 Pro has been charged. If you did not order this, call our refund desk at +1 (888) 412-9905 now.',
  ],
  [
    'kyc',
    'Dear SBI user your account will be blocked today due to pending KYC. Update PAN now: sbi-kycupdate.co.in',
  ],
  [
    'kyc',
    'M-PESA: Your line will be suspended in 24hrs. Verify your details at safaricom-verify.info to keep using M-PESA.',
  ],
  [
    'kyc',
    'GCash: Your account is temporarily restricted. Re-verify your identity within 24 hours at gcash-verify-ph.com',
  ],
  [
    'kyc',
    'Your JazzCash account is blocked because your CNIC is expired. Send your CNIC number and MPIN to 0300-5512874 to reactivate.',
  ],
  ['refund', 'HMRC: You are due a tax refund of £326.12. Claim it before midnight at hmrc-refund-claim.uk'],
  ['refund', 'CRA: Your GST/HST credit of $467.50 is ready. Accept the deposit: cra-depot-direct.ca'],
  [
    'otp ask',
    'Hi, this is the RBC fraud team. We blocked a $980 charge on your card. To reverse it, reply with the 6-digit code we just sent you.',
  ],
  [
    'otp ask',
    'Access Bank: Your BVN is linked to a suspicious login. Send the OTP you receive to this number to stop the debit.',
  ],
  [
    'limit',
    'Scotiabank: Your credit limit has been raised to $15,000. Activate it within 48h at scotia-limit-upgrade.com',
  ],
  [
    'points',
    'Your CIBC Aventura points (42,310) expire today. Redeem them for cash: cibc-rewards-redeem.net',
  ],
  [
    'toll',
    'Final notice: unpaid toll of $6.99 on your plate. Pay by Dec 1 to avoid a $50 penalty: 407etr-pay.com',
  ],
  [
    'courier',
    'Canada Post: Customs fee of $3.15 owed on your parcel RN4491203CA. Pay within 48 hours: canadapost-douane.info',
  ],
  [
    'wallet',
    'You received PHP 5,000.00 by mistake from ROSA M. Please send it back to 09175512240, or your GCash will be frozen.',
  ],
];
