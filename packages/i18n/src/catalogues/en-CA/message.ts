import type { MessageArea } from '../../areas.js';

export const message: MessageArea = {
  'message.summary.likely-safe': 'We found no strong sign of a scam in this message.',
  'message.summary.caution': 'This message has a warning sign. Take a second look before you act on it.',
  'message.summary.suspicious': 'This message has several signs of a scam.',
  'message.summary.dangerous': 'This message looks like a scam.',
  'message.summary.inconclusive': 'We could not check this message completely.',

  'message.action.likely-safe':
    'You can probably trust it if you know the sender. Still, never share a code, a password or your banking information by text.',
  'message.action.caution':
    'Be careful. Do not click links or send money or personal information until you have checked with the sender another way.',
  'message.action.suspicious':
    'Do not click the links or reply. If it claims to come from a company or someone you know, contact them using a number or website you already trust.',
  'message.action.inconclusive':
    'Do not act on this message yet: do not click its links or reply until you have checked with the sender through a number or site you already know.',
  'message.action.dangerous':
    'Do not click, reply, call or pay. Delete the message. If you already clicked or paid, call your bank, change your passwords and report it to the Canadian Anti-Fraud Centre (1-888-495-8501).',

  'finding.message-link.title': 'Contains a link',
  'finding.message-link.description':
    'The message contains a link ({link}). Scam texts almost always ask you to tap a link. Check where it really goes before you open it.',
  'finding.message-link-shortener.title': 'Link hidden behind a shortener',
  'finding.message-link-shortener.description':
    'The link {link} uses a link-shortening service, which hides the real address it leads to.',
  'finding.message-link-alone.title': 'A link and nothing else',
  'finding.message-link-alone.description':
    'The message is little more than the link {link}, and the link hides where it goes (a link shortener or an unusual address). Nothing says who sent it or why: do not open it unless you know the sender.',
  'finding.message-link-ip-host.title': 'Link to a bare number address',
  'finding.message-link-ip-host.description':
    'The link {link} goes to a numeric address ({host}) instead of a named website. Real companies do not send links like this.',
  'finding.message-link-lookalike.title': 'Link imitating a known brand',
  'finding.message-link-lookalike.description':
    'The address {host} looks like the name of a well-known company but is not its official website.',
  'finding.message-link-suspicious-tld.title': 'Link with an unusual ending',
  'finding.message-link-suspicious-tld.description':
    'The address {host} ends with an extension that is cheap and often used by scam sites.',
  'finding.message-link-brand-mismatch.title': 'Names a company but links elsewhere',
  'finding.message-link-brand-mismatch.description':
    'The message mentions {brand} (“{phrase}”), but its link goes to {host}, not to {officialDomain} or another official website of {brand}.',
  'finding.message-link-brand-elsewhere.title': 'Names a company and links to another address',
  'finding.message-link-brand-elsewhere.description':
    'The message mentions {brand} (“{phrase}”) and links to {host}, not to {officialDomain}. Companies sometimes use their own short addresses, but if you are unsure, go to the official website of {brand} yourself.',
  'finding.message-link-official.title': 'Links to the official website of the company it names',
  'finding.message-link-official.description':
    'Every link in the message goes to an official website of {brand} ({officialDomain}), the company the message names. This is reassuring, but still sign in through the app or a bookmark you trust.',
  'finding.message-link-suspicious.title': 'Suspicious link',
  'finding.message-link-suspicious.description':
    'Our checks on the address {link} found several warning signs (score {score} out of 100).',
  'finding.message-link-dangerous.title': 'Dangerous link',
  'finding.message-link-dangerous.description':
    'Our checks on the address {link} found strong signs of a fraudulent site (score {score} out of 100). Do not open it.',

  'finding.message-urgency.title': 'Pressure to act fast',
  'finding.message-urgency.description':
    'The message pushes you to hurry (“{phrase}”). Scammers rush people so they do not take time to check.',
  'finding.message-threat.title': 'Threats',
  'finding.message-threat.description':
    'The message threatens you with consequences (“{phrase}”). Government agencies, the police and banks do not threaten people by text.',
  'finding.message-parcel-fee.title': 'Parcel on hold or delivery fee',
  'finding.message-parcel-fee.description':
    'The message says a parcel is held or a fee is needed to deliver it (“{phrase}”). This is one of the most common scam texts in Canada.',
  'finding.message-tax-refund.title': 'Tax refund or tax debt',
  'finding.message-tax-refund.description':
    'The message talks about a tax refund or money owed to the government (“{phrase}”). The Canada Revenue Agency does not send refunds or payment requests by text.',
  'finding.message-interac-transfer.title': 'Interac e-Transfer to accept',
  'finding.message-interac-transfer.description':
    'The message asks you to accept or deposit an Interac e-Transfer (“{phrase}”). Fake transfer notices lead to sites that steal banking passwords. Check in your banking app instead.',
  'finding.message-account-locked.title': 'Account locked or unusual activity',
  'finding.message-account-locked.description':
    'The message says an account or card is locked or has unusual activity (“{phrase}”). Call your bank at the number on the back of your card instead of using the message.',
  'finding.message-prize.title': 'Prize or free gift',
  'finding.message-prize.description':
    'The message says you won something or are getting a gift (“{phrase}”). You cannot win a contest you did not enter.',
  'finding.message-crypto.title': 'Cryptocurrency',
  'finding.message-crypto.description':
    'The message mentions cryptocurrency (“{phrase}”). Scammers ask for crypto because payments cannot be reversed.',
  'finding.message-guaranteed-returns.title': 'Promise of guaranteed profits',
  'finding.message-guaranteed-returns.description':
    'The message promises easy or guaranteed returns (“{phrase}”). No real investment can guarantee profits.',
  'finding.message-gift-card.title': 'Payment with gift cards',
  'finding.message-gift-card.description':
    'The message asks for gift cards or their codes (“{phrase}”). Only scammers ask to be paid with gift cards.',
  'finding.message-verification-code.title': 'Mentions a verification code',
  'finding.message-verification-code.description':
    'The message talks about a verification code (“{phrase}”). That is normal when you just signed in somewhere, but never give the code to anyone.',
  'finding.message-code-request.title': 'Asks you to send a code',
  'finding.message-code-request.description':
    'The message asks you to send or read out a code (“{phrase}”). That code lets someone take over your account. Never share it.',
  'finding.message-wrong-number.title': '“Wrong number” opener',
  'finding.message-wrong-number.description':
    'The message starts a conversation with a stranger as if by mistake (“{phrase}”). This is a common start of romance and investment scams. Do not reply.',
  'finding.message-conversation-opener.title': 'A stranger opening a conversation',
  'finding.message-conversation-opener.description':
    'The message opens a conversation as if you had met before (“{phrase}”): a golf partner, an auction, a number “found” somewhere. Romance and investment scams start this way. Do not reply to someone you do not know.',
  'finding.message-callback-lure.title': 'Promise of money if you call back',
  'finding.message-callback-lure.description':
    'The message promises compensation, a refund or a cash offer if you call or click (“{phrase}”). These callbacks lead to high-pressure sales or requests for your personal information.',
  'finding.message-money-received-reply.title': '“You received money, reply to accept”',
  'finding.message-money-received-reply.description':
    'The message says money is waiting and asks you to reply to accept it (“{phrase}”). Real payments do not need a text reply; replying marks your number as active for scammers.',
  'finding.message-gambling.title': 'Online gambling offer',
  'finding.message-gambling.description':
    'The message advertises a casino, a betting site or free spins (“{phrase}”). Sent unasked, such offers lead to unlicensed sites.',
  'finding.message-loan-offer.title': 'Unsolicited loan offer',
  'finding.message-loan-offer.description':
    'The message offers a loan or credit you did not ask for (“{phrase}”). Offers “with no credit check” often ask for upfront fees or your banking details.',
  'finding.message-subscription-trap.title': 'Subscription trap',
  'finding.message-subscription-trap.description':
    'The message talks about a trial or subscription that turns into a recurring charge, or a subscription that “expired” (“{phrase}”). Check in the service’s own app, not through the message.',
  'finding.message-disguised-word.title': 'Word disguised with look-alike letters',
  'finding.message-disguised-word.description':
    'A word is written with letters that only look right (“{phrase}”: a capital I in place of an l, or a name spelt out with dots). Senders do this to slip past spam filters; a real company writes its own name and its words plainly.',
  'finding.message-mistaken-payment.title': 'Money “sent by mistake”, asked back',
  'finding.message-mistaken-payment.description':
    'The writer says they sent you money by mistake and asks you to send it back (“{phrase}”). This is a known scam: the first payment is fake or is reversed later, while the money you send is gone. Check your account in your bank’s own app; if money really arrived, let your bank return it.',
  'finding.message-payee-changed.title': 'A new account to pay, announced by text',
  'finding.message-payee-changed.description':
    'The message says the bank account or payment address changed and asks you to pay there (“{phrase}”). Scammers write as a landlord, a supplier or an employer to have rent or an invoice paid to their own account. Before paying anywhere new, confirm with the person at the number you already have, not the one in the message.',
  'finding.message-unreachable-ask.title': 'Someone who “can’t talk” asks for money or a favour',
  'finding.message-unreachable-ask.description':
    'The writer introduces themselves, says they cannot take a call right now and asks you for a favour, a payment, money or gift cards (“{phrase}”). Scammers write as a pastor, a boss or a coworker so that you cannot check by phone. Call the person at the number you already have before you pay anything.',
  'finding.message-transaction-alert.title': 'Looks like a transaction alert',
  'finding.message-transaction-alert.description':
    'The message has the shape of a bank or card alert (a masked account number or a balance, “{phrase}”, an amount, a debit or credit). This lowers the score; if in doubt, check in your bank’s app, not through the message.',
  'finding.message-link-sender-domain.title': 'Link on the sender’s own domain',
  'finding.message-link-sender-domain.description':
    'The message starts with the name “{sender}” and its links go to that name’s own domain ({host}). This lowers the score.',
  'finding.message-new-number.title': 'Claims a new phone number',
  'finding.message-new-number.description':
    'The sender says they have a new number or a broken phone (“{phrase}”). Check by calling their old number before trusting it.',
  'finding.message-family-impersonation.title': 'Someone posing as a family member',
  'finding.message-family-impersonation.description':
    'The message looks like the “Hi Mom” scam (“{phrase}”): someone pretends to be your child or relative on a new number, then asks for money. Call your relative on the number you know.',
  'finding.message-family-money-request.title': 'Someone posing as a family member asks for money',
  'finding.message-family-money-request.description':
    'The message greets you as a parent or relative and asks for money (“{phrase}”). This is the “Hi Mom” scam: call your relative on the number you already know before you send anything.',
  'finding.message-foreign-currency.title': 'Amount in a foreign currency',
  'finding.message-foreign-currency.description':
    'The message mentions an amount in pounds, euros or rupees ({amount}). Texts sent in Canada rarely do; many spam and scam texts come from abroad.',
  'finding.message-short-code.title': 'Sign-up to a paid text service',
  'finding.message-short-code.description':
    'The message asks you to text a word to a short number (“{phrase}”). Doing so can subscribe you to a service that charges for every message.',
  'finding.message-premium-rate.title': 'Price per message or per minute',
  'finding.message-premium-rate.description':
    'The message quotes a price per message or per minute, or an age limit (“{phrase}”), as premium-rate services do.',
  'finding.message-premium-number.title': 'Asks you to call an overseas or premium-rate number',
  'finding.message-premium-number.description':
    'The message asks you to call or text {phoneNumber} (“{phrase}”), an international or premium-rate number that can cost a lot per minute.',
  'finding.message-model-weak.title': 'Some resemblance to spam or a scam',
  'finding.message-model-weak.description':
    'Our local model, trained on known scam, spam and ordinary texts, gives this message {probability} out of 100 for resembling spam or a scam. That is below 90, the level from which the model counts on its own: here it only adds to other signs. The words that weighed most: {phrase}.',
  'finding.message-model-business.title': 'Reads like spam, but has the shape of a business notice',
  'finding.message-model-business.description':
    'Our local model, trained on known scam, spam and ordinary texts, gives this message a high {probability} out of 100 for resembling spam or a scam. The message also has the shape of a business’s automated notice (an account alert, an appointment, a delivery), which the model often mistakes for spam, so here its score only adds to other signs. The words that weighed most: {phrase}.',
  'finding.message-model.title': 'Reads like spam or a scam',
  'finding.message-model.description':
    'Our local model, trained on known scam, spam and ordinary texts, finds that this message reads like spam or a scam ({probability} out of 100). The words that weighed most: {phrase}.',
  'finding.message-model-strong.title': 'Reads very much like spam or a scam',
  'finding.message-model-strong.description':
    'Our local model, trained on known scam, spam and ordinary texts, finds that this message reads very much like spam or a scam ({probability} out of 100). The words that weighed most: {phrase}.',
  'finding.message-adult.title': 'Adult or dating line',
  'finding.message-adult.description':
    'The message offers adult content or dating (“{phrase}”). Such texts lead to paid chat lines, subscriptions or romance scams.',
  'finding.message-job-offer.title': 'Too-good-to-be-true job offer',
  'finding.message-job-offer.description':
    'The message offers easy work or high pay (“{phrase}”). Fake job offers lead to stolen money or personal information.',
  'finding.message-callback-number.title': 'Asks you to call a number',
  'finding.message-callback-number.description':
    'The message asks you to call or text {phoneNumber}. Scammers give their own number. Use the number on the company’s official website instead.',
  'finding.message-money-amount.title': 'Mentions an amount of money',
  'finding.message-money-amount.description':
    'The message mentions an amount of money ({amount}). On its own this is normal, but it adds to other warning signs.',
  'finding.message-personal-info-request.title': 'Asks for personal or banking information',
  'finding.message-personal-info-request.description':
    'The message asks for sensitive information (“{phrase}”). Never send your social insurance number, card number, PIN, password or date of birth by text.',
  'finding.message-combined-signals.title': 'Several scam signs together',
  'finding.message-combined-signals.description':
    'The message combines {count} different scam signs. Together they make a scam much more likely.',
};
