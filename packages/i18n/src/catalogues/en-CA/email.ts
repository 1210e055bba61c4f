import type { EmailArea } from '../../areas.js';

export const email: EmailArea = {
  'email.summary.likely-safe': 'We found no common sign of phishing in this email.',
  'email.summary.caution': 'This email has a warning sign. Take a second look before you act on it.',
  'email.summary.suspicious': 'This email has several signs of phishing.',
  'email.summary.dangerous': 'This email looks like phishing.',
  'email.summary.inconclusive':
    'We found no common sign of phishing in what we could check, but some checks did not run.',

  'email.action.likely-safe':
    'It looks ordinary. Still, never give a password or banking information by email, and open accounts by typing the address yourself.',
  'email.action.caution':
    'Be careful. Do not click links, open attachments or reply with information until you have checked with the sender another way.',
  'email.action.suspicious':
    'Do not click the links, open the attachments or reply. If it claims to come from a company, go to its website yourself or call a number you already trust.',
  'email.action.inconclusive':
    'Wait before you act on it: some checks could not run. Do not click its links or open its attachments; if it claims to come from a company, go to its website yourself or call a number you already trust.',
  'email.action.dangerous':
    'Do not click, open, reply or pay. Delete the email or report it as phishing in your mail app. If you already entered a password or paid, change the password, call your bank and report it to the Canadian Anti-Fraud Centre (1-888-495-8501).',

  'email.part.dkim-verification': 'DKIM signature verification',
  'email.part.dmarc-policy': 'DMARC policy of the sender’s domain',
  'email.part.sender-ip-blocklists': 'Sending server’s address on blocklists',
  'email.part.link-network-checks': 'Network checks of the links (redirects, domain age)',
  'email.skip.no-headers': 'Not applicable: no headers were pasted.',
  'email.skip.not-intact':
    'Not applicable: the body was not pasted exactly as sent (paste the whole original message to allow it).',
  'email.skip.no-sender-ip': 'Not applicable: the headers show no sending server outside the recipient’s.',
  'email.skip.no-links': 'Not applicable: the email has no links.',
  'email.skip.link-limit':
    'Partly checked: the links to the six most suspicious sites were checked, the others were not (only the address checks ran on them).',
  'email.skip.lookup-failed':
    'Could not be checked: the DNS or web lookups did not answer in time (a failure is never read as “nothing found”).',
  'email.dmarc.policy-none':
    'Publishes DMARC in monitoring mode only (p=none): mail forged in its name is not blocked.',
  'email.dmarc.policy-quarantine':
    'Publishes DMARC asking receivers to put forged mail in spam (p=quarantine).',
  'email.dmarc.policy-reject': 'Publishes DMARC asking receivers to reject forged mail (p=reject).',
  'email.dmarc.none':
    'Publishes no DMARC policy: anyone can send mail in its name without receivers being told to refuse it.',
  'email.dmarc.invalid':
    'Publishes a DMARC record that receivers cannot use (several records or a syntax error).',
  'email.dmarc.temperror':
    'Could not be checked: the DNS lookups did not answer (this is not read as “no policy”).',
  'email.link-network.checked': 'Checked (redirects and domain age)',
  'email.link-network.failed': 'Not checked: the lookups did not finish in time',
  'email.link-network.not-checked': 'Not checked: over the limit of sites checked per email',

  // What the receiving server concluded.
  'finding.email-auth-dmarc-fail.title': 'Failed the sender’s DMARC check',
  'finding.email-auth-dmarc-fail.description':
    'The receiving server ({receiver}) found that this email is not authorized by the domain in the From address (DMARC failed). The sender’s address is probably forged.',
  'finding.email-auth-compauth-fail.title': 'Failed Microsoft’s sender authentication',
  'finding.email-auth-compauth-fail.description':
    'The receiving server ({receiver}) could not confirm that the sender is who the From address says (composite authentication failed).',
  'finding.email-auth-spf-fail.title': 'Sent from a server the domain does not allow',
  'finding.email-auth-spf-fail.description':
    'The receiving server ({receiver}) found that the server that sent this email is not allowed to send mail for {domain} (SPF failed).',
  'finding.email-auth-spf-softfail.title': 'Sent from a server the domain does not list',
  'finding.email-auth-spf-softfail.description':
    'The receiving server ({receiver}) found that the sending server is not among those {domain} lists as its own (SPF soft fail).',
  'finding.email-auth-dkim-fail.title': 'Broken DKIM signature',
  'finding.email-auth-dkim-fail.description':
    'The receiving server ({receiver}) found a DKIM signature that does not match the message: it was changed after it was signed, or the signature is forged.',
  'finding.email-auth-none.title': 'No sender authentication',
  'finding.email-auth-none.description':
    'The receiving server ({receiver}) could not authenticate the sender at all: no SPF, DKIM or DMARC check passed. Most legitimate senders pass at least one.',
  'finding.email-auth-list-ignored.title': 'Authentication failures of a mailing list',
  'finding.email-auth-list-ignored.description':
    'Some checks failed ({failed}), but the email came through the mailing list {listId}, which changes messages and breaks them. They are not counted against it.',
  'finding.email-auth-dmarc-pass.title': 'Passed DMARC',
  'finding.email-auth-dmarc-pass.description':
    'The receiving server ({receiver}) confirmed that the domain in the From address authorized this email. This proves who sent it, not that it is safe: scammers pass DMARC with their own domains.',

  // Sender.
  'finding.email-sender-lookalike-domain.title': 'Sender’s domain imitates a brand',
  'finding.email-sender-lookalike-domain.description':
    'The email comes from {domain}, a name made to look like {brand} but that is not one of its domains.',
  'finding.email-sender-brand-display-name.title': 'Brand name on an unrelated address',
  'finding.email-sender-brand-display-name.description':
    'The sender’s name says “{displayName}”, but the address is at {domain}, not at {officialDomain} or another domain of {brand}. Mail apps often show only the name.',
  'finding.email-sender-display-address.title': 'Sender’s name shows another address',
  'finding.email-sender-display-address.description':
    'The sender’s name (“{displayName}”) contains an email address, but the message really comes from {address}.',
  'finding.email-sender-freemail-organisation.title': 'Organisation writing from a free mailbox',
  'finding.email-sender-freemail-organisation.description':
    'The sender calls itself “{displayName}” but writes from a free mailbox at {domain}, which anyone can open in a minute. Banks, agencies and companies use their own domains.',
  'finding.email-sender-suspicious-domain.title': 'Unusual sending domain',
  'finding.email-sender-suspicious-domain.description':
    'The sender’s domain {domain} has signs often seen in throwaway domains (unusual ending, random-looking name…).',
  'finding.email-reply-to-lookalike.title': 'Replies go to a look-alike of a brand',
  'finding.email-reply-to-lookalike.description':
    'Replies would go to {replyTo}, whose domain imitates {brand}.',
  'finding.email-sender-lookalike-recipient.title': 'Sender’s domain imitates your organisation’s',
  'finding.email-sender-lookalike-recipient.description':
    'The email comes from {domain}, a name made to look like {recipientDomain}, the domain it was sent to. Scammers register such names to pass for a colleague or manager; check with the person by another channel before paying or sending anything.',
  'finding.email-sender-is-recipient.title': 'Sent from your own address',
  'finding.email-sender-is-recipient.description':
    'The email claims to come from your own address ({address}). Scammers forge this to pretend they control your mailbox; a real message from you would not ask for money or threaten you.',
  'finding.email-sender-freemail-bulk.title': 'A free mailbox sent through a bulk email service',
  'finding.email-sender-freemail-bulk.description':
    'The message comes from a free mailbox at {domain} but was handed over by {via}, a bulk email service. Such services rewrite or refuse free-mail sender addresses; spam sent through a service account often shows one.',
  'finding.email-sender-decorated-name.title': 'A sender name dressed up',
  'finding.email-sender-decorated-name.description':
    'The sender’s name (“{displayName}”) is dressed up with underscores, symbols, styled letters or padding. Bulk spam does this to catch the eye and slip past filters; people and companies write their names plainly.',
  'finding.email-sender-name-elsewhere.title': 'A shop’s name on someone else’s domain',
  'finding.email-sender-name-elsewhere.description':
    'The sender’s name (“{displayName}”) presents a company’s customer, member or rewards programme, but none of its words is in the sending domain, {domain}. A company’s own customer mail comes from its own domain; spam that imitates a shop under a name like this comes from throwaway domains.',
  'finding.email-reply-to-freemail.title': 'Replies go to a free mailbox',
  'finding.email-reply-to-freemail.description':
    'The email comes from {domain}, but replies would go to {replyTo}, a free mailbox. Scammers do this to receive your answer.',
  'finding.email-reply-to-mismatch.title': 'Replies go to another domain',
  'finding.email-reply-to-mismatch.description':
    'The email comes from {domain}, but replies would go to {replyTo}.',
  'finding.email-return-path-mismatch.title': 'Bounces go to another domain',
  'finding.email-return-path-mismatch.description':
    'The envelope sender ({returnPath}) is not at {domain}. Mailing services do this routinely; it matters only with other signs.',
  'finding.email-message-id-mismatch.title': 'Message made by another domain',
  'finding.email-message-id-mismatch.description':
    'The message’s identifier was made at {messageIdDomain}, not at {domain}. Mailing services do this routinely; it matters only with other signs.',
  'finding.email-return-path-lookalike.title': 'Bounces go to a look-alike of a brand',
  'finding.email-return-path-lookalike.description':
    'The envelope sender ({returnPath}) is at a domain that imitates {brand}. Real senders bounce mail to their own or their mailing service’s domain.',
  'finding.email-message-id-freemail.title': 'Written in a free mailbox, signed as an organisation',
  'finding.email-message-id-freemail.description':
    'The message’s identifier was made at {messageIdDomain}, a free mail service, although the email claims to come from {domain}. An organisation’s systems do not send through a personal mailbox.',
  'finding.email-bulk-mail.title': 'Mailing-list or bulk mail',
  'finding.email-bulk-mail.description':
    'This email was sent through a mailing list or a bulk-mail service ({via}). Such mail routinely hides a preview line, uses images and offers, and bounces to the service: these count only beside a real sign of fraud.',
  'finding.email-recipient-in-subject.title': 'Your address in the subject',
  'finding.email-recipient-in-subject.description':
    'The subject repeats your address or user name ({recipient}), a trick to make a mass mailing look personal.',
  'finding.email-recipient-in-greeting.title': 'Greets you by your address',
  'finding.email-recipient-in-greeting.description':
    'The email greets you with your address or user name ({recipient}) instead of your name: the sender knows your address, not you.',
  'finding.email-sender-ip-listed.title': 'Sending server on a blocklist',
  'finding.email-sender-ip-listed.description':
    'The server that sent this email ({ip}) is listed for abuse on {lists}.',
  'finding.email-sender-ip-policy-listed.title': 'Sent from a home or dynamic address',
  'finding.email-sender-ip-policy-listed.description':
    'The server that sent this email ({ip}) is in a range of home or dynamic addresses ({lists}), where real mail servers are rare.',

  // Links.
  'finding.email-dkim-invalid.title': 'DKIM signature does not verify',
  'finding.email-dkim-invalid.description':
    'We checked the DKIM signature of {domain} against its published key and it does not match: the message was changed on the way or by the copy and paste, or the signature is forged.',
  'finding.email-dkim-verified.title': 'DKIM signature verified',
  'finding.email-dkim-verified.description':
    'We verified the DKIM signature of {domain}: that domain really sent this message. This says who sent it, not that it is safe.',
  'finding.email-from-domain-not-found.title': 'Sender’s domain does not exist',
  'finding.email-from-domain-not-found.description':
    'The domain of the From address ({domain}) does not exist in DNS: no one can receive a reply there. Real organizations send from domains that exist; this address is made up.',
  'finding.email-dmarc-enforced-fail.title': 'Forged in the name of a protected domain',
  'finding.email-dmarc-enforced-fail.description':
    '{domain} asks receivers to {policy} mail that fails its DMARC check, and the receiving server found that this email fails it: it was very probably not sent by {domain}.',
  'finding.email-dmarc-missing.title': 'Sender’s domain publishes no DMARC policy',
  'finding.email-dmarc-missing.description':
    '{domain} publishes no DMARC policy, so anyone can send mail that shows this address. Many small senders have none; on its own, this proves nothing.',
  'finding.email-link-redirect-private.title': 'Link leads into a private network',
  'finding.email-link-redirect-private.description':
    'The link on {host} redirects to {to}, an address inside a private network or the computer itself. Legitimate links never do this.',
  'finding.email-link-domain-new.title': 'Link to a newly registered domain',
  'finding.email-link-domain-new.description':
    'A link goes to {domain}, registered {days|day|days} ago. Phishing sites are often set up on domains only days old.',
  'finding.email-link-shortener-risky.title': 'Short link hides a risky destination',
  'finding.email-link-shortener-risky.description':
    'The short link on {host} leads to {to}, a destination with warning signs of its own.',
  'finding.email-link-redirect-suspicious.title': 'Link redirects to a suspicious address',
  'finding.email-link-redirect-suspicious.description':
    'The link on {host} redirects to {to}, whose address has warning signs (score {score} out of 100).',
  'finding.email-link-domain-young.title': 'Link to a young domain',
  'finding.email-link-domain-young.description':
    'A link goes to {domain}, registered {days|day|days} ago, less than three months.',
  'finding.email-link-unresolvable.title': 'Link to a site that does not exist',
  'finding.email-link-unresolvable.description':
    'The link goes to {host}, a name that does not exist in DNS: the site was taken down or the address is made up.',
  'finding.email-link-redirect-cross-domain.title': 'Link goes through another site',
  'finding.email-link-redirect-cross-domain.description':
    'The link on {host} redirects to another site, {to}. Mailing services do this to count clicks; check where you land before entering anything.',
  'finding.email-link-script.title': 'Link that runs code',
  'finding.email-link-script.description':
    'A link uses the {scheme}: scheme ({link}): it runs code or opens embedded content instead of going to a website. Legitimate emails never do this.',
  'finding.email-link-dangerous.title': 'Dangerous link',
  'finding.email-link-dangerous.description':
    'The link {link} has strong signs of a phishing site (score {score} out of 100 on the address checks).',
  'finding.email-link-text-mismatch.title': 'Link text shows another address',
  'finding.email-link-text-mismatch.description':
    'A link shows “{text}” ({shownDomain}), but it really goes to {host}.',
  'finding.email-link-brand-mismatch.title': 'Speaks for a company but links elsewhere',
  'finding.email-link-brand-mismatch.description':
    'The email speaks for {brand}, but a link goes to {host}, not to {officialDomain} or another official website of {brand}.',
  'finding.email-link-ip-host.title': 'Link to a bare number address',
  'finding.email-link-ip-host.description':
    'The link {link} goes to a numeric address ({host}) instead of a named website.',
  'finding.email-link-suspicious.title': 'Suspicious link',
  'finding.email-link-suspicious.description':
    'The link {link} has several warning signs (score {score} out of 100 on the address checks).',
  'finding.email-link-free-hosting.title': 'Link to free hosting or a form builder',
  'finding.email-link-free-hosting.description':
    'The link {link} goes to {host}, a service where anyone can publish a page or a form for free, often used to collect passwords.',
  'finding.email-link-shortener.title': 'Link hidden behind a shortener',
  'finding.email-link-shortener.description':
    'The link {link} uses a link-shortening service, which hides where it really leads.',
  'finding.email-link-suspicious-tld.title': 'Link with an unusual ending',
  'finding.email-link-suspicious-tld.description':
    'The address {host} ends with an extension that is cheap and often used by scam sites.',
  'finding.email-link-text-tracked.title': 'Link goes through a tracking service',
  'finding.email-link-text-tracked.description':
    'A link shows “{text}” but goes through {host}, a click-tracking service. Newsletters do this routinely; scammers use the same services.',
  'finding.email-link-plain-http.title': 'Every link is unencrypted (http)',
  'finding.email-link-plain-http.description':
    'All {count} links of this email use plain http:// (for example {host}). Established companies and their mailing services link over https; bulk scams and spam often do not.',

  // Lures.
  'finding.email-lure-credential.title': 'Asks you to sign in or keep your password',
  'finding.email-lure-credential.description':
    'The email uses a classic password-theft lure (“{phrase}”): full mailbox, expiring password, a shared document or a voicemail to open.',
  'finding.email-lure-account.title': 'Claims a problem with your account',
  'finding.email-lure-account.description':
    'The email says your account or card has a problem (“{phrase}”) to push you to act quickly.',
  'finding.email-lure-personal-info.title': 'Asks for personal or banking information',
  'finding.email-lure-personal-info.description':
    'The email asks you to give sensitive information (“{phrase}”). Legitimate organisations do not ask for it by email.',
  'finding.email-lure-gift-card.title': 'Gift-card request',
  'finding.email-lure-gift-card.description':
    'The email talks about buying or paying with gift cards (“{phrase}”), a payment method only scammers ask for.',
  'finding.email-lure-callback.title': 'Call-us-to-cancel lure',
  'finding.email-lure-callback.description':
    'The email announces an order, renewal or charge and tells you to phone a number to cancel it (“{phrase}”). Scammers use this to get you on the phone and ask for remote access or card details: never call a number given in such an email; check your account through the company’s own website or app.',
  'finding.email-relayed-callback.title': 'A stranger’s phone number in a platform’s notice',
  'finding.email-relayed-callback.description':
    'This notice really comes from {domain}, but the seller’s note, organisation name or event title in it was written by whoever opened the account, and it gives a number to call to cancel or refund a charge (“{phrase}”). Scammers send fake invoices and receipts through real payment and calendar services this way. Do not call: sign in to your account through the service’s own app or website and check whether the charge exists.',
  'finding.email-lure-parcel.title': 'Parcel delivery lure',
  'finding.email-lure-parcel.description':
    'The email claims a parcel is waiting or could not be delivered (“{phrase}”), a very common phishing theme.',
  'finding.email-lure-tax-refund.title': 'Tax refund or benefit lure',
  'finding.email-lure-tax-refund.description':
    'The email promises a refund or a payment from a tax agency (“{phrase}”). The CRA and Revenu Québec do not send refunds by email link.',
  'finding.email-lure-prize.title': 'Prize or reward',
  'finding.email-lure-prize.description': 'The email announces a prize or reward (“{phrase}”).',
  'finding.email-lure-invoice.title': 'Invoice or payment request',
  'finding.email-lure-invoice.description':
    'The email pushes an invoice or a change of payment details (“{phrase}”), a common fraud against businesses.',
  'finding.email-lure-interac.title': 'Interac e-Transfer lure',
  'finding.email-lure-interac.description':
    'The email talks about an Interac e-Transfer to accept or deposit (“{phrase}”), often faked to steal banking passwords.',
  'finding.email-lure-sextortion.title': 'A sextortion letter',
  'finding.email-lure-sextortion.description':
    'The sender claims to have taken over your device, camera or account (“{phrase}”) and asks for money, usually in cryptocurrency, to keep quiet about a recording or not to send it to your contacts. This is a mass-mailed bluff: the sender has no video. Do not pay and do not reply; if the email quotes one of your passwords, change it wherever you use it.',
  'finding.email-lure-threat.title': 'Threat or penalty',
  'finding.email-lure-threat.description':
    'The email threatens a penalty, a fine or legal action (“{phrase}”) to frighten you into acting.',
  'finding.email-lure-urgency.title': 'Pressure to act fast',
  'finding.email-lure-urgency.description': 'The email pushes you to act quickly (“{phrase}”).',
  'finding.email-lure-crypto.title': 'Cryptocurrency',
  'finding.email-lure-crypto.description': 'The email talks about cryptocurrency (“{phrase}”).',
  'finding.email-lure-health.title': 'Miracle-cure or diet-pill wording',
  'finding.email-lure-health.description':
    'The email uses the wording of miracle-cure and diet-pill spam (“{phrase}”): a pill or remedy said to cure, slim or restore fast, often sold as a “risk-free trial” that turns into repeated charges.',
  'finding.email-lure-easy-money.title': 'Easy money offered',
  'finding.email-lure-easy-money.description':
    'The email offers easy money (“{phrase}”): a fortune or an unclaimed fund to share, guaranteed investment returns, or high pay for little work. Such offers end with a fee to pay, a deposit that disappears or personal information handed over.',
  'finding.email-lure-cold-pitch.title': 'Sales pitch to nobody by name',
  'finding.email-lure-cold-pitch.description':
    'The email is a sales pitch sent in bulk (“{phrase}”): services, a supplier or a list of addresses offered to “Dear Sir/Madam” or a “business partner”, often with a free quote or a WhatsApp number. A real salesperson writes to you by name about your business.',
  'finding.email-pitch-unaccountable.title': 'A sales pitch that answers for nobody',
  'finding.email-pitch-unaccountable.description':
    'The sales pitch comes from a free personal mailbox, asks you to answer on a chat app such as WhatsApp or Telegram, or sells lists of email addresses. A real business writes from its own domain and does not sell other people’s addresses: do not reply or send your phone number.',
  'finding.email-lure-unreachable-request.title': 'A request from someone who can’t be reached',
  'finding.email-lure-unreachable-request.description':
    'The email follows the script of business-email fraud (“{phrase}”): it asks whether you are available, says the sender cannot take calls, and wants a payment, a wire, gift cards or bank details. Call the person at a number you already know before doing anything.',
  'finding.email-scam-request.title': 'A request only a scam makes',
  'finding.email-scam-request.description':
    'The email asks for something no honest sender asks for by email (“{phrase}”): the password of your mailbox or work account typed on a site that is not your mail provider’s, gift-card codes sent back by email, a change of pay or payment account, a number to call about a charge or a wire to make, each written from a personal mailbox; a late fee threatened over a small toll or fine; or your email address to enter to see a shared file. Do not answer: check with the person or the organisation at a number or address you already know.',
  'finding.email-combined-lures.title': 'Several lures together',
  'finding.email-combined-lures.description':
    'The email combines {count} different lures, typical of phishing.',

  // Tricks.
  'finding.email-password-field.title': 'Password field in the email',
  'finding.email-password-field.description':
    'The email itself contains a password field ({count}). No legitimate sender asks you to type a password into an email.',
  'finding.email-html-form.title': 'Form in the email',
  'finding.email-html-form.description':
    'The email contains a form ({count}) that sends what you type to {action}. Legitimate emails send you to their website instead.',
  'finding.email-hidden-text.title': 'Hidden text',
  'finding.email-hidden-text.description':
    'The email hides {characters} characters of text from the reader ({how}) beside {visibleCharacters} visible ones, a trick to fool spam filters.',
  'finding.email-zero-width.title': 'Invisible characters inside words',
  'finding.email-zero-width.description':
    'Words of the email contain invisible characters ({count} places), a trick to slip past filters looking for those words.',
  'finding.email-styled-letters.title': 'Letters disguised as symbols',
  'finding.email-styled-letters.description':
    'The email writes {count} letters with look-alike symbols (bold or wide mathematical letters), a trick to slip past filters.',
  'finding.email-image-only.title': 'Made of images only',
  'finding.email-image-only.description':
    'The email is almost only images ({images}) with {characters} characters of text. A QR code or a message inside an image cannot be read here: be especially careful with what the image asks you to do.',

  // Attachments.
  'finding.email-attachment-executable.title': 'Program attached',
  'finding.email-attachment-executable.description':
    'The attachment {name} ({contentType}) is a program or script. Opening it could install malware.',
  'finding.email-attachment-double-extension.title': 'Attachment with a disguised name',
  'finding.email-attachment-double-extension.description':
    'The attachment {name} hides its real type behind a second extension or a reversed name. It is not the document it pretends to be.',
  'finding.email-attachment-html.title': 'Web page attached',
  'finding.email-attachment-html.description':
    'The attachment {name} is a web page. Attached pages are used to show fake sign-in forms without any link.',
  'finding.email-attachment-disk-image.title': 'Disk image attached',
  'finding.email-attachment-disk-image.description':
    'The attachment {name} is a disk image, used to slip programs past security checks.',
  'finding.email-attachment-macro.title': 'Document with macros attached',
  'finding.email-attachment-macro.description':
    'The attachment {name} is an Office document that can run macros, a common way to deliver malware.',
  'finding.email-attachment-archive.title': 'Compressed archive attached',
  'finding.email-attachment-archive.description':
    'The attachment {name} is an archive. Its contents cannot be checked here; do not open programs found inside.',

  'finding.email-headers-unreadable.title': 'Headers could not be read',
  'finding.email-headers-unreadable.description':
    'The text in the headers box does not look like email headers, so only the body was analysed.',

  // Legitimacy cues.
  'finding.email-thread-reply.title': 'Reply in an existing conversation',
  'finding.email-thread-reply.description':
    'The email answers an earlier message (“{subject}”) and quotes it, as replies in a real conversation do.',
  'finding.email-mailing-list.title': 'Mailing list of the sender’s domain',
  'finding.email-mailing-list.description':
    'The email comes from the mailing list {listId}, run on the sender’s own domain.',
  'finding.email-sender-official.title': 'Authenticated official domain',
  'finding.email-sender-official.description':
    'The email comes from {domain}, an official domain of {brand}, and passed DMARC.',
};
