/**
 * Issue 23, round 14 (helper message15): a mobile-money balance in the currencies of Ghana,
 * Bangladesh or the UAE makes an alert's shape; a bank's "we will never ask for your PIN" no longer
 * makes a link off its name count; a blocked TAC with a link, an adviser's clients who double their
 * money and a buyer's polite pitch for the reader's house are read. Every example is written for this
 * file (none comes from a corpus, a template generator or the round's blind lists).
 */
import { describe, expect, it } from 'vitest';
import { namesSecret } from './secrets.js';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 14: balances in other currencies', () => {
  it.each([
    'Cash Out made for GHS 410.00 to YAW STORES. Current Balance: GHS 1,902.55. Financial Transaction Id: 61200398711. Fee charged: GHS 3.10.',
    'You have received AED 250.00 from SARA ALI via Payit. Balance AED 1,204.50. Transaction ref 55120934.',
    'Money Received. Amount: Tk 800.00 Sender: RAHIM UDDIN Ref: bazar TxnID: 7HJ2K9Q1 Balance: Tk 2,310.40',
  ])('keeps « %s » calm as an alert', async (text) => {
    expect(await codes(text)).toContain('message-transaction-alert');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('still flags such an alert with a link off the bank and a request for the PIN', async () => {
    const text =
      'Cash Out made for GHS 410.00. Current Balance: GHS 1,902.55. Not you? Reverse it at https://momo-reversal-gh.top and enter your PIN.';
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 14: a PIN named in a safety notice', () => {
  it.each([
    ['Nous ne vous demanderons jamais votre NIP.', false],
    ['We will never ask for your PIN or password.', false],
    ['Never share your password with anyone.', false],
    ['Confirm your PIN at the link below.', true],
    ["If you don't confirm your PIN today, your card is blocked.", true],
    ['We never ask for it by text. Reply with your PIN to keep the card.', true],
  ])('« %s » names a secret outside a notice: %s', (text, expected) => {
    expect(namesSecret(text.toLowerCase())).toBe(expected);
  });

  it('keeps a fraud check with a merchant written as a domain calm', async () => {
    const text =
      'Banque Nationale : Avez-vous fait un achat de 129,99 $ chez APPLE.COM/BILL avec votre carte se terminant par 7781? Répondez OUI ou NON. Nous ne vous demanderons jamais votre NIP.';
    expect(await codes(text)).not.toContain('message-link-brand-mismatch');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 14: kinds still missed', () => {
  it.each([
    [
      'Public Bank: Your Secure2u has been suspended. Restore it at https://pbe-secure2u-restore.com today.',
      'message-account-locked',
    ],
    [
      'Bonsoir, je suis Nadine, planificatrice. Mes clients doublent leur capital en crypto en 3 mois. Ça vous intéresse?',
      'message-guaranteed-returns',
    ],
    [
      "Hello, my name is Greg, we buy houses in your area and I'd like to know if you'd consider selling the house on Cedar Rd. Let me know.",
      'message-callback-lure',
    ],
    [
      "Bonjour, nous achetons des maisons dans votre quartier, même à rénover. Vous penseriez à vendre d'ici l'été?",
      'message-callback-lure',
    ],
  ])('flags « %s »', async (text, code) => {
    expect(await codes(text)).toContain(code);
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'We finally listed the house on Cedar Rd, the agent says showings start Saturday. Let me know if you want to come see it before!',
    'Mon frère achète des maisons pour les rénover, il cherche un électricien. Tu connais quelqu’un?',
    'Your Secure2u has been activated on your new phone. If this was not you, call the number on the back of your card.',
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 14: a card blocked after wrong PIN tries, a merchant named like a gift card', () => {
  // Round 15 (message16): the number is now read as the bank's helpline too.
  it("takes the lock away from a card blocked after the holder's wrong PIN tries (and, since round 15, the number)", async () => {
    const found = await codes(
      'Scotiabank: your debit card ending 2290 has been blocked after 3 incorrect PIN attempts. Visit a branch or call 1-800-555-0162.',
    );
    expect(found).not.toContain('message-account-locked');
    expect(found).not.toContain('message-callback-number');
  });

  it.each([
    'Banque Nationale : votre carte se terminant par 6612 a été bloquée après 3 tentatives de NIP erronées. Composez le 1 888 555-0144.',
    'Absa: Int purchase USD 12.99 at STEAM card ..4471. Not you? Call 0860 111 515 or block your card on the app.',
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it.each([
    'Your card ending 2290 has been blocked after 3 incorrect PIN attempts. Unblock it at https://card-unblock-help.top now.',
    'Your card has been blocked due to suspicious activity. Call 1-800-555-0162 immediately to unblock it.',
    'Buy a Steam card of $200 at the store and send me the code on the back, card ending in 4471 is mine.',
  ])('still flags « %s »', async (text) => {
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 14: a French bank matter with a mobile number to call', () => {
  it.each([
    'Crédit Mutuel : opération suspecte de 890 € détectée sur votre carte. Pour faire opposition, rappelez notre conseiller au 07 12 34 56 78.',
    'LCL : un nouveau bénéficiaire a été enregistré sur votre compte. Si ce n’est pas vous, appelez le service fraude au +33 6 11 22 33 44.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-callback-lure');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    "Crédit Mutuel : un nouveau bénéficiaire a été ajouté à votre compte. Si ce n'est pas vous, appelez le 09 69 36 30 30.",
    "Salut, c'est Hugo, rappelle-moi au 06 12 34 56 78 pour samedi, j'ai les billets.",
  ])('does not read « %s » as the fake adviser', async (text) => {
    expect(await codes(text)).not.toContain('message-callback-lure');
  });
});
