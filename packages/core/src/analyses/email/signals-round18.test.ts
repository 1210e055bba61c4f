import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import { brandNotice } from './brand-notice.js';
import { vendorChange } from './modern-lures.js';
import { blankIdentifiers } from './parse.js';
import { rentalDeposit } from './rental-deposit.js';
import { pasted, run, weight } from './test-helpers.js';

const norm = (text: string) => normalizeMessage(text);

describe('email round 18, rule M: pay to a new account', () => {
  it('reads rent and the passive form, and weighs the change as a scam request from any sender', async () => {
    expect(vendorChange(norm('From now on, all rent must be paid into our new bank account.'))).toHaveLength(
      1,
    );
    expect(vendorChange(norm('Our old account is no longer accepting deposits.'))).toHaveLength(1);
    // The reader's own old account, not the sender's.
    expect(
      vendorChange(norm('Your old account is no longer active; sign in with your new one.')),
    ).toHaveLength(0);
    expect(vendorChange(norm('Our previous account can no longer receive transfers.'))).toHaveLength(1);
    expect(
      vendorChange(norm('Les paiements doivent désormais être versés dans notre nouveau compte.')),
    ).toHaveLength(1);
    const r = await run(
      pasted('Birchwood Rentals <office@birchwood-rentals-mgmt.com>', 'Rent payments'),
      'Dear tenant, our previous account can no longer receive transfers. From now on, all rent must be paid into our new bank account: transit 01234, account 556677.',
    );
    expect(weight(r, 'email-lure-account')).toBe(25);
    expect(weight(r, 'email-scam-request')).toBe(20);
  });

  it('leaves a warning that reports the change, and a payroll memo, alone', async () => {
    expect(
      vendorChange(norm('Scammers are sending emails saying that our banking details have changed.')),
    ).toHaveLength(0);
    expect(
      vendorChange(norm('Des fraudeurs prétendent que nos coordonnées bancaires ont changé.')),
    ).toHaveLength(0);
    const memo = await run(
      pasted('Payroll <payroll@birchwood-rentals.ca>', 'Direct deposit'),
      'Please update your direct deposit details in the HR portal before the next pay.',
    );
    expect(weight(memo, 'email-scam-request')).toBeNull();
  });

  it('reads the writer’s own earlier word (“as I said”) as the change itself, not a report', async () => {
    expect(
      vendorChange(
        norm(
          'As I said on the phone, our bank details have changed and payments must now be sent to our new account.',
        ),
      ).length,
    ).toBeGreaterThan(0);
    const r = await run(
      pasted('Dana Lee <accounts@abcsupplies.ca>', 'Invoice 4471'),
      'As I said on the phone yesterday, our bank details have changed and all payments must now be sent to our new account. Please pay invoice 4471 today.',
    );
    expect(weight(r, 'email-lure-account')).toBe(25);
    expect(weight(r, 'email-scam-request')).toBe(20);
  });
});

describe('email round 18, rule P: a rental deposit to a landlord who cannot show the place', () => {
  it('needs the three parts of the script', () => {
    const scam =
      'I am currently overseas for work. The keys will be mailed to you as soon as the deposit arrives. Send the first month by e-Transfer.';
    expect(rentalDeposit(norm(scam)).length).toBeGreaterThanOrEqual(3);
    // Away, and a deposit, but the keys are handed over in person.
    expect(
      rentalDeposit(
        norm(
          'I am currently overseas, my sister will show you the unit. The deposit is due at signing and keys are given on move-in day.',
        ),
      ),
    ).toHaveLength(0);
    expect(
      rentalDeposit(
        norm(
          'Je suis présentement à l’étranger. Les clés vous seront envoyées par la poste après la réception du dépôt.',
        ),
      ).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('reads keys dropped off or « remises » with no payment named as an ordinary hand-over', () => {
    expect(
      rentalDeposit(
        norm(
          "I'm out of the country until the 15th, so my property manager will show you the unit. The security deposit is due at signing and the keys will be dropped off at the office on move-in day.",
        ),
      ),
    ).toHaveLength(0);
    expect(
      rentalDeposit(
        norm(
          'Je suis à l’étranger jusqu’au 10, mon concierge vous fera visiter. Les clés seront remises à la signature du bail; le dépôt se paie à ce moment-là.',
        ),
      ),
    ).toHaveLength(0);
    // Tied to the deposit, the same words are the script.
    expect(
      rentalDeposit(
        norm(
          'I am currently abroad. The keys will be dropped off to you once the deposit is received. Send the first month by e-Transfer.',
        ),
      ).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('counts the script as a request from someone who cannot be reached', async () => {
    const r = await run(
      pasted('Robert Kane <robert.kane.homes@gmail.com>', 'Re: condo on Bay Street'),
      'Hello, I am currently overseas for work so I cannot meet you. The keys will be mailed to you as soon as the deposit arrives. Send the first month by Interac e-Transfer today.',
    );
    expect(weight(r, 'email-lure-unreachable-request')).toBe(30);
  });
});

describe('email round 18, rules Q and R: whose mail it is', () => {
  it('reads a listed brand’s order notice from a personal mailbox, not a forward', async () => {
    expect(
      brandNotice(norm('Your Walgreens order has been processed and will ship soon.'), 'yahoo.com')?.name,
    ).toBe('Walgreens');
    expect(
      brandNotice(norm('Fwd: Your Walgreens order has been processed and will ship soon.'), 'yahoo.com'),
    ).toBeNull();
    // A friend speaking of the parcel, not of the order's state.
    expect(brandNotice(norm('Your Walgreens bag was left on my porch.'), 'yahoo.com')).toBeNull();
    // A person telling of the reader's order or account, in the first person.
    expect(
      brandNotice(
        norm('Sorry, your Walgreens order was declined because I used my old card. I fixed it.'),
        'yahoo.com',
      ),
    ).toBeNull();
    const r = await run(
      pasted('Dana K <danak1990@yahoo.com>', 'Order Confirmation'),
      'Your Walgreens order has been processed. Questions? Reply to this email.',
    );
    expect(weight(r, 'email-sender-freemail-organisation')).toBe(30);
  });

  it('finds a From domain that no host name could be', async () => {
    const r = await run(pasted('Prize Desk <winner@tim hortons.com>', 'You won'), 'Claim your prize today.');
    const odd = await run(
      pasted('Prize Desk <winner@timhortons-prize.com>', 'You won'),
      'Claim your prize today.',
    );
    expect(weight(r, 'email-sender-suspicious-domain')).toBe(20);
    expect(
      r.findings.some((f) => f.code === 'email-sender-suspicious-domain' && f.parameters?.score === 100),
    ).toBe(true);
    expect(odd.findings.some((f) => f.parameters?.score === 100)).toBe(false);
  });
});

describe('email round 18, rule S: title-case words joined by underscores', () => {
  it('reads them as words and still blanks code names', async () => {
    expect(blankIdentifiers('Verify_Your_Account_Now today')).toBe('Verify Your Account Now today');
    expect(blankIdentifiers('run test_verify_account_email')).toBe('run ' + ' '.repeat(25));
    expect(blankIdentifiers('MAX_PASSWORD_RESET_TTL')).toBe(' '.repeat(22));
    const r = await run(
      pasted('Mail Administrator <admin@mailbox-quota-centre.net>', 'Mailbox notice'),
      'Verify_Your_Account_Now to keep receiving messages: https://mailbox-quota-centre.net/restore',
    );
    expect(weight(r, 'email-lure-account') ?? weight(r, 'email-lure-credential')).toBe(25);
  });
});
