import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

const to = (from: string, recipient: string, subject: string): string =>
  [`From: ${from}`, `To: ${recipient}`, `Subject: ${subject}`, 'Date: Tue, 12 Jan 2027 09:10:00 -0500'].join(
    '\n',
  );

describe('email round 14: requests only a scam makes', () => {
  it('returns email-scam-request for a work email and password asked on a portal of its own', async () => {
    const r = await run(
      to('Human Resources <hr@staff-benefits-review.com>', 'lee@alderworks.ca', '2027 handbook'),
      'All staff must acknowledge the 2027 handbook by Friday. Log in with your company email and password to sign it:\n\nhttps://staff-benefits-review.com/alderworks/login',
    );
    expect(weight(r, 'email-scam-request')).toBe(20);
    // The lone-lure rule no longer calms the sign-in lure: the request is a scam's.
    expect(weight(r, 'email-lure-credential')).toBe(25);
    expect(r.verdictKey).toBe('verdict.suspicious');
  });

  it('reads the French request and the "to keep access" form', async () => {
    const fr = await run(
      pasted('Soutien informatique <ti@centre-ti-mise-a-jour.ca>', 'Réinscription obligatoire'),
      "Connectez-vous avec votre courriel et votre mot de passe pour conserver l'accès à Outlook : https://centre-ti-mise-a-jour.ca/mfa",
    );
    expect(weight(fr, 'email-scam-request')).toBe(20);
    const en = await run(
      pasted('IT Service Desk <it@mailbox-upgrade-desk.com>', 'Mailbox upgrade'),
      'Sign in with your email and password to keep access to Outlook and Teams: https://mailbox-upgrade-desk.com/upgrade',
    );
    expect(weight(en, 'email-scam-request')).toBe(20);
  });

  it('does not say it for a warning, a plain sign-in, a mail provider or an organisation’s own portal', async () => {
    const warning = await run(
      pasted('Caisse du Port <avis@caisseduport.ca>', 'Fraud alert'),
      'We will never ask you to enter your email password or your card PIN by email. https://caisseduport.ca/security',
    );
    expect(weight(warning, 'email-scam-request')).toBeNull();
    const welcome = await run(
      pasted('Tasklane <hello@tasklane.app>', 'Welcome to Tasklane'),
      'Your workspace is ready. Sign in with your email and password at https://tasklane.app/login to invite your team.',
    );
    expect(weight(welcome, 'email-scam-request')).toBeNull();
    const provider = await run(
      pasted('Alder College IT <it@aldercollege.ca>', 'New email system'),
      'From Monday, sign in with your school email and password at https://login.microsoftonline.com to read your mail.',
    );
    expect(weight(provider, 'email-scam-request')).toBeNull();
    const own = await run(
      to('Alder College IT <it@aldercollege.ca>', 'student@aldercollege.ca', 'Course registration'),
      'Registration opens Monday: log in with your school email and password at https://portal.aldercollege.ca/register',
    );
    expect(weight(own, 'email-scam-request')).toBeNull();
  });

  it('returns email-scam-request for gift-card codes to send back, not for a shop’s gift card', async () => {
    const scam = await run(
      pasted('Dana Whitfield <dana.whitfield.desk@gmail.com>', 'Request'),
      'I need 5 Google Play gift cards of $100 for clients today. Scratch the back and email me the codes. I will pay you back.',
    );
    expect(weight(scam, 'email-scam-request')).toBe(20);
    expect(scam.verdictKey).toBe('verdict.suspicious');
    const fr = await run(
      pasted('Marc Tremblay <marc.tremblay.dg@outlook.com>', 'Petit service'),
      "Achète 4 cartes-cadeaux Apple de 100 $ aujourd'hui et envoie-moi les codes. Je te rembourse demain.",
    );
    expect(weight(fr, 'email-scam-request')).toBe(20);
    const shop = await run(
      pasted('Boutique Le Héron <bonjour@boutiqueheron.ca>', 'Gift cards'),
      'Give a gift card this year: buy it online and we will email the code to your friend. https://www.boutiqueheron.ca/cartes',
    );
    expect(weight(shop, 'email-scam-request')).toBeNull();
  });

  it('returns email-scam-request for a pay deposit change from a free mailbox only', async () => {
    const body =
      'Hello, I switched banks this month. Please update my direct deposit before the next pay date. I can send the new account number when you confirm.';
    const free = await run(pasted('Omar Haddad <omar.haddad.84@outlook.com>', 'Direct deposit'), body);
    expect(weight(free, 'email-scam-request')).toBe(20);
    expect(free.verdictKey).toBe('verdict.suspicious');
    const work = await run(pasted('Omar Haddad <omar.haddad@alderworks.ca>', 'Direct deposit'), body);
    expect(weight(work, 'email-scam-request')).toBeNull();
  });

  it('reads a toll or a fine to pay as an invoice lure, not an ordinary past-due reminder', async () => {
    const toll = await run(
      null,
      'Highway toll notice: you have an unpaid toll balance of $6.99. Pay today to avoid a $50 late fee: https://toll-pay-notice.pages.dev/pay',
    );
    expect(weight(toll, 'email-lure-invoice')).toBe(20);
    const fr = await run(
      null,
      'Avis : vous avez des péages impayés de 7,45 $. Payez aujourd’hui : https://peage-avis.pages.dev/payer',
    );
    expect(weight(fr, 'email-lure-invoice')).toBe(20);
    const isp = await run(
      pasted('Lakeview Net <billing@lakeviewnet.ca>', 'Reminder'),
      'Your account is 30 days past due. You can pay by cheque or at our office on Main Street.',
    );
    expect(weight(isp, 'email-lure-invoice')).toBeNull();
  });

  it('lets a share call under a brand named in the body judge a link on the sender’s own site', async () => {
    const body =
      'You have a DocuSign document to review and sign: Agreement.pdf\n\nREVIEW DOCUMENT: https://contract-review-esign.com/e/77';
    const share = await run(pasted('Notifications <notify@contract-review-esign.com>', 'Please sign'), body);
    expect(weight(share, 'email-link-brand-mismatch')).toBe(35);
    // A seller naming a payment partner beside its own links is not the partner speaking.
    const seller = await run(
      pasted('Maple & Pine <orders@mapleandpine.ca>', 'Your order'),
      'Thanks for your order. You paid with PayPal. Track it here: https://www.mapleandpine.ca/orders/88',
    );
    expect(weight(seller, 'email-link-brand-mismatch')).toBeNull();
  });
});
