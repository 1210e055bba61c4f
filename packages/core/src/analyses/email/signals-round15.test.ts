import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

describe('email round 15: the review’s bugs', () => {
  it('keeps a request after a threat’s negation ("if you do not…", « afin de ne pas… »)', async () => {
    const en = await run(
      pasted('Mail Team <notice@mailbox-keep-access.com>', 'Mailbox'),
      'If you do not confirm within 24 hours, sign in with your email and password to keep access: https://mailbox-keep-access.com/k',
    );
    expect(weight(en, 'email-scam-request')).toBe(20);
    const fr = await run(
      pasted('Service courriel <avis@boite-acces-courriel.com>', 'Accès'),
      "Afin de ne pas perdre l'accès, connectez-vous avec votre courriel et votre mot de passe pour conserver votre boîte : https://boite-acces-courriel.com/c",
    );
    expect(weight(fr, 'email-scam-request')).toBe(20);
  });

  it('lets a negation cancel only the request it governs', async () => {
    const none = await run(
      pasted('Mail Team <notice@mailbox-keep-access.com>', 'Mailbox'),
      'You do not need to sign in with your email and password to keep access: https://mailbox-keep-access.com/k',
    );
    expect(weight(none, 'email-scam-request')).toBeNull();
    const both = await run(
      pasted('Mail Team <notice@mailbox-keep-access.com>', 'Mailbox'),
      'If you did not ask for this, you do not need to enter your email password anywhere: https://mailbox-keep-access.com/k',
    );
    expect(weight(both, 'email-scam-request')).toBeNull();
    const never = await run(
      pasted('Mail Team <notice@mailbox-keep-access.com>', 'Mailbox'),
      'We will never ask you, by email or by text, to enter your email password: https://mailbox-keep-access.com/k',
    );
    expect(weight(never, 'email-scam-request')).toBeNull();
  });

  it('calls a message the mail provider’s only when every link is the provider’s', async () => {
    const mixed = await run(
      pasted('IT Desk <it@mail-upgrade-portal.com>', 'Upgrade'),
      'Sign in with your work email and password at https://mail-upgrade-portal.com/login to keep your mailbox. Microsoft: https://login.microsoftonline.com',
    );
    expect(weight(mixed, 'email-scam-request')).toBe(20);
    const provider = await run(
      pasted('Alder College IT <it@aldercollege.ca>', 'New email system'),
      'From Monday, sign in with your school email and password at https://login.microsoftonline.com to read your mail.',
    );
    expect(weight(provider, 'email-scam-request')).toBeNull();
  });

  it('leaves a seller’s partner named beside a lure and the seller’s own links alone', async () => {
    const seller = await run(
      pasted('Maple & Pine <orders@mapleandpine.ca>', 'Your order'),
      'You paid with PayPal. Confirm your account details today to avoid suspension: https://www.mapleandpine.ca/orders/88',
    );
    // A lure beside the brand named in the body: the link test runs, and spares the seller's own site.
    expect(weight(seller, 'email-lure-account')).toBe(25);
    expect(weight(seller, 'email-link-brand-mismatch')).toBeNull();
  });
});

describe('email round 15: scams with one sign', () => {
  it('keeps a toll’s bill with a fee to avoid and says the scam request (rule C)', async () => {
    const toll = await run(
      pasted('Toll Services <billing@road-toll-payments.com>', 'Unpaid toll'),
      'Our records show an unpaid toll of $6.85 for your vehicle. To avoid a late fee of $45.00, pay by Monday: https://road-toll-payments.com/pay',
    );
    expect(weight(toll, 'email-lure-invoice')).toBe(20);
    expect(weight(toll, 'email-scam-request')).toBe(20);
    // An operator's statement of what is owed threatens nothing.
    const statement = await run(
      pasted('Highway Tolls <statements@highwaytolls.ca>', 'Your statement'),
      'Your toll charges this period are $38.42, paid by pre-authorized payment on December 15: https://www.highwaytolls.ca/statements',
    );
    expect(weight(statement, 'email-scam-request')).toBeNull();
  });

  it('says a number to call about a charge from a free mailbox (rule E)', async () => {
    const scam = await run(
      pasted('Billing Team <billing.team552@gmail.com>', 'Order confirmation'),
      'Your order of $499.99 is confirmed. If you did not place this order, call 1-888-614-2077 to cancel it.',
    );
    expect(weight(scam, 'email-scam-request')).toBe(20);
    const shop = await run(
      pasted('Maple & Pine <orders@mapleandpine.ca>', 'Order confirmation'),
      'Your order of $49.99 is confirmed. If you did not place this order, call 1-888-614-2077 to cancel it.',
    );
    expect(weight(shop, 'email-scam-request')).toBeNull();
  });

  it('says a wire asked of the reader from a free mailbox with no link (rule F), not a friend’s transfer', async () => {
    const ceo = await run(
      pasted('Karen Whitfield <karen.whitfield.ceo@gmail.com>', 'Quick request'),
      'I need you to process a wire transfer of $48,500 to a new vendor today. Reply here for the details.',
    );
    expect(weight(ceo, 'email-scam-request')).toBe(20);
    const fr = await run(
      pasted('Marc Lavoie <marc.lavoie.dg@outlook.com>', 'Demande'),
      "J'ai besoin que tu effectues un virement de 32 000 $ aujourd'hui.",
    );
    expect(weight(fr, 'email-scam-request')).toBe(20);
    const friend = await run(
      pasted('Étienne Roy <etienne.roy71@hotmail.com>', 'Re: chalet'),
      'Je vais faire le virement Interac de 180 $ ce soir.',
    );
    expect(weight(friend, 'email-scam-request')).toBeNull();
  });

  it('says an unbranded share asking for the email address (rule D), and keeps its lure', async () => {
    const share = await run(
      pasted('Document Centre <share@docsview-portal.net>', 'A file has been shared with you'),
      'A secure file has been shared with you: Invoice_1182.pdf\n\nTo view the document, sign in with your email address to verify your identity.\n\nView file: https://docsview-portal.net/f/9k2Lq',
    );
    expect(weight(share, 'email-scam-request')).toBe(20);
    expect(share.verdictKey).toBe('verdict.suspicious');
  });

  it('counts a sending service’s tracked unsubscribe link as the sender’s in the lone-lure rule (rule A)', async () => {
    const body =
      "We weren't able to charge your card. To keep your account active, please update your payment method: https://www.tasknest.app/settings/billing";
    const tracked = await run(
      pasted('Tasknest <hello@tasknest.app>', 'Payment failed'),
      `${body}\n\nUnsubscribe: https://click.pstmrk.it/3s/tasknest.app/YRzif42S`,
    );
    expect(weight(tracked, 'email-lure-account')).toBe(0);
    const elsewhere = await run(
      pasted('Tasknest <hello@tasknest.app>', 'Payment failed'),
      `${body}\n\nUnsubscribe: https://unsub-tasknest.com/u/YRzif42S`,
    );
    expect(weight(elsewhere, 'email-lure-account')).toBe(25);
  });

  it('keeps a newsletter calm when its own site is a sending platform (every link on its substack.com name)', async () => {
    const issue = await run(
      pasted('La semaine tech <lasemainetech@substack.com>', 'IA, vie privée et le prix des puces'),
      'Cette semaine : une amende pour un courtier en données au Québec.\n\nLire en ligne : https://lasemainetech.substack.com/p/ia-vie-privee\nSe désabonner : https://lasemainetech.substack.com/action/disable_email',
    );
    expect(weight(issue, 'email-lure-threat')).toBe(0);
    expect(issue.verdictKey).toBe('verdict.likely-safe');
  });

  it('review: leaves ordinary mail that rules C, F, A and the negation misread alone', async () => {
    const friend = await run(
      pasted('Marc Lavoie <marc.lavoie71@hotmail.com>', 'Chalet'),
      'Salut! Peux-tu faire le virement de 90 $ pour ta part du chalet avant vendredi?',
    );
    expect(weight(friend, 'email-scam-request')).toBeNull();
    const operator = await run(
      pasted('407 ETR <noreply@407etr.com>', 'Your invoice is overdue'),
      'Your account has an outstanding toll balance of $84.20. Please pay by March 3 to avoid additional fees: https://www.407etr.com/en/pay',
    );
    expect(weight(operator, 'email-scam-request')).toBeNull();
    const notice = await run(
      pasted('IT Services <it@uni.ca>', 'Security reminder'),
      'Security reminder: if in doubt never enter your email password on a page you reached from a link. https://uni.ca/security',
    );
    expect(weight(notice, 'email-scam-request')).toBeNull();
    const hosted = await run(
      pasted('Tasknest <hello@tasknest.app>', 'Payment failed'),
      "We weren't able to charge your card. Please update your payment method: https://tasknest-billing.hs-sites.com/update\n\nhttps://www.tasknest.app",
    );
    expect(weight(hosted, 'email-lure-account')).toBe(25);
  });
});
