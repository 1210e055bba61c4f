import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

const portal = (site: string): string =>
  [
    'Before the winter term, please sign in to the student portal and confirm your mailing address and emergency contact.',
    `Portal: https://portal.${site}/profile`,
  ].join('\n\n');

describe('email round 13: a lure alone is information', () => {
  it('does not weigh a lone personal-information lure from the organisation’s own domain and links', async () => {
    const r = await run(
      pasted('Registrar <registrar@aldercollege.ca>', 'Confirm your personal information'),
      portal('aldercollege.ca'),
    );
    expect(weight(r, 'email-lure-personal-info')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the weight when a link leads to another domain', async () => {
    const r = await run(
      pasted('Registrar <registrar@aldercollege.ca>', 'Confirm your personal information'),
      portal('alder-student-records.com'),
    );
    expect(weight(r, 'email-lure-personal-info')).toBe(30);
  });

  it('keeps the weight from a free mailbox and with urgency beside the lure', async () => {
    const free = await run(
      pasted('Registrar <alder.registrar@gmail.com>', 'Confirm your personal information'),
      portal('aldercollege.ca'),
    );
    expect(weight(free, 'email-lure-personal-info')).toBe(30);
    const hurried = await run(
      pasted(
        'Registrar <registrar@aldercollege.ca>',
        'Urgent: confirm your personal information immediately',
      ),
      portal('aldercollege.ca'),
    );
    expect(weight(hurried, 'email-lure-personal-info')).toBe(30);
  });

  it('keeps the weight of a scam request (a loss counted in hours, a full mailbox, a refund to claim by link)', async () => {
    const hours = await run(
      pasted('Cloud Photos <billing@photovault-billing.com>', 'Payment failed'),
      'Your payment failed. Your photos will be deleted in 48 hours unless you update your payment details.\n\nhttps://photovault-billing.com/billing',
    );
    expect(weight(hours, 'email-lure-account')).toBe(25);
    const refund = await run(
      pasted('Refunds <notice@refund-desk.ca>', 'Tax refund available'),
      'You are eligible for a tax refund of $412.20. Claim it here: https://refund-desk.ca/claim',
    );
    expect(weight(refund, 'email-lure-tax-refund')).toBe(25);
    const note = await run(
      pasted('Dana Whitfield CPA <dana@whitfieldcpa.ca>', 'Refund assessed'),
      'Your notice of assessment arrived: you will get a tax refund of $412.20 by direct deposit. Nothing to do.',
    );
    expect(weight(note, 'email-lure-tax-refund')).toBe(0);
  });
});

describe('email round 13: modern requests with no link', () => {
  it('reads a request from someone who cannot be reached, in English and French', async () => {
    const en = await run(
      pasted('Laura Chen <l.chen.office@outlook.com>', 'Are you at your desk?'),
      'Are you available right now? I need you to handle a payment to a supplier today. I am in back-to-back meetings, email only.',
    );
    expect(weight(en, 'email-lure-unreachable-request')).toBe(30);
    const fr = await run(
      pasted('Jean Roy <jean.roy.dir@gmail.com>', 'Disponible?'),
      'Êtes-vous disponible? Je dois faire un virement aujourd’hui. Je suis en réunion, écrivez-moi seulement par courriel.',
    );
    expect(weight(fr, 'email-lure-unreachable-request')).toBe(30);
    const short = await run(
      pasted('Laura Chen <l.chen.office@outlook.com>', 'Quick one'),
      'Are you available? I need a wire sent today. I am in a meeting, email only.',
    );
    expect(weight(short, 'email-lure-unreachable-request')).toBe(30);
  });

  it('does not read a colleague asking for a meeting about a payment module as that request', async () => {
    const r = await run(
      pasted('Priya Raman <priya@kernelworks.dev>', 'Payments review'),
      'Are you available tomorrow to review the payment module? The tests pass on my side.',
    );
    expect(weight(r, 'email-lure-unreachable-request')).toBeNull();
  });

  it('reads a supplier’s new bank details and a recovery phrase to enter, not a warning about them', async () => {
    const bank = await run(
      pasted('Accounts <ar@harbour-supply.com>', 'Remittance update'),
      'Our bank details have changed. Please send payment of invoice 4410 to our new account below.',
    );
    expect(weight(bank, 'email-lure-account')).toBe(25);
    const phrase = await run(
      pasted('Wallet <help@wallet-resync.net>', 'Re-synchronise'),
      'Enter your 24-word recovery phrase to keep access: https://wallet-resync.net/sync',
    );
    expect(weight(phrase, 'email-lure-credential')).toBeGreaterThan(0);
    const warning = await run(
      pasted('Beacon <news@beaconexchange.ca>', 'Security reminder'),
      'Never enter your recovery phrase on any website. Staff will never ask for it.',
    );
    expect(weight(warning, 'email-lure-credential')).toBeNull();
  });
});
