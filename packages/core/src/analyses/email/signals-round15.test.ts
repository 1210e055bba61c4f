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
