/**
 * Free mailbox providers: anyone can open an address there in a minute, so a message from one of
 * them that speaks for a bank, a government agency or a company is not what it claims. The email
 * analysis reports such senders (`email-sender-freemail-organisation`) and free-mail Reply-To
 * addresses behind an organisation's From.
 *
 * Source: compiled by hand for secapi from the public sign-up pages of the providers most used in
 * Canada and by phishing kits. Registrable domains, lower case. Internet providers' own mailboxes
 * (videotron.ca, sympatico.ca…) are not listed: they are tied to a paying customer.
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.ca',
  'hotmail.fr',
  'live.com',
  'live.ca',
  'msn.com',
  'yahoo.com',
  'yahoo.ca',
  'yahoo.fr',
  'ymail.com',
  'rocketmail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'zohomail.com',
  'tutanota.com',
  'tuta.io',
  'inbox.com',
  'hushmail.com',
  'fastmail.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'web.de',
  'laposte.net',
  'orange.fr',
  'free.fr',
  'rediffmail.com',
  'onmicrosoft.com',
];
