/**
 * Issue 23, round 6: business texts stay calm without a free pass. A transaction alert is also
 * recognised by its stated balance when no masked account is written; a call to phone right away
 * withholds that context; a link whose own name the text writes near its start, or a two-letter
 * sender tag on its exact domain, is the sender's own; a one-time code naming a crypto exchange is
 * not a crypto pitch. Every example is written for this file (none comes from a corpus or from the
 * blind lists).
 */
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze.js';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 6: transaction alerts', () => {
  it.each([
    'Your account has been debited with $42.10 for your Spotify plan. Current balance: $910.33. Call 1-800-555-0141 for any questions.',
    'Withdrawal of $60.00 at ATM 4410 on 05/02. Your balance is $318.27. Call 1-800-555-0109 if this was not you.',
    'You have received PHP 750.00 from MARIA S. 09175550142. Your new balance is PHP 1,912.40. Ref. No. 7781 552 019.',
    'Desjardins : un paiement de 31,75 $ a été effectué chez PHARMAPRIX. Solde : 622,08 $.',
    'Acct: 30****5512 CR Amt: 12,500.00 Desc: TRF FROM BOLA Bal: 40,122.75',
  ])('calls « %s » a transaction alert and keeps it calm', async (text) => {
    expect(await codes(text)).toContain('message-transaction-alert');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('withholds the context when the alert asks to phone right away', async () => {
    const text =
      'A debit of $799.00 was made on your account. Balance $12.40. If this was not you, call us immediately at 1-888-555-0166.';
    expect(await codes(text)).not.toContain('message-transaction-alert');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('never calms an alert with a look-alike link or a PIN request', async () => {
    for (const text of [
      'TD: a debit of $640.00 on account ending 2218, balance $41.02. Not you? Cancel it: td-canceltxn-secure.com',
      'Your card ending 7731 was charged $388.00, balance $92.10. Reply with your card PIN to cancel the transaction.',
    ]) {
      expect(await codes(text)).not.toContain('message-transaction-alert');
      expect(await verdict(text)).not.toBe('verdict.likely-safe');
    }
  });
});

describe('issue 23 round 6: the sender’s own link and codes', () => {
  it('weighs the model as weak when the link’s own name is written near the start', async () => {
    const text = 'Freshco weekly deals: free delivery on orders over $50, call or order now at freshco.com';
    const found = await codes(text);
    expect(found).toContain('message-model-business');
    expect(found).not.toContain('message-model');
  });

  it('does not take the name in a look-alike link for the sender’s own', async () => {
    const text = 'Netflix: your payment failed, update it within 24 hours at netflix-account-billing.com';
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it('reads a two-letter sender tag on its exact domain as the sender’s own link', async () => {
    expect(await codes('EE: your new plan starts on the 4th. Details in the app or at ee.co.uk')).toContain(
      'message-link-sender-domain',
    );
  });

  it('does not call a crypto exchange’s own one-time code a crypto pitch', async () => {
    const text =
      'Your Coinbase verification code is 551902. Never share it. Not you? Visit coinbase.com/security';
    expect(await codes(text)).not.toContain('message-crypto');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 6: the model alone never reaches suspicious', () => {
  it('steps the model down while nothing else but an amount and a helpline is there', async () => {
    const r = await analyzeMessage(
      'Your account has been debited with $75.00 for your monthly Netflix subscription. Call 1-800-555-0100 for any enquiries.',
    );
    expect(r.verdictKey).toBe('verdict.caution');
    expect(r.confidenceScore).toBeLessThan(40);
  });

  it('leaves it whole beside a scam theme', async () => {
    const text =
      'URGENT! You have won a £1,000 prize. Call 09061701461 now to claim, valid 12 hours only. 150p/min';
    expect((await analyzeMessage(text)).confidenceScore).toBeGreaterThanOrEqual(40);
  });
});

describe('issue 23 round 6: a code message’s helpline', () => {
  it('reads the helpline of a code message that names its service as the service’s own', async () => {
    const text =
      'Your Rogers verification code is 448120. If you didn’t request it, call us at 1-888-555-0119.';
    expect(await codes(text)).not.toContain('message-callback-number');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('keeps the callback when the code message names no service or asks to call right away', async () => {
    for (const text of [
      'Your verification code is 551234. If you did not request this, call us at 1-888-555-0100.',
      'Your Rogers verification code is 448120. Not you? Call us immediately at 1-888-555-0119.',
    ])
      expect(await codes(text)).toContain('message-callback-number');
  });
});

describe('issue 23 round 6: a company’s own short link', () => {
  it('reads a short link that starts a name the delivery notice writes as the sender’s own', async () => {
    const text = 'Brightmart: your order was delivered at 3:12 PM. Rate it at bright.ly/r/82kQ';
    expect(await codes(text)).toContain('message-link-sender-domain');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('does not when the short link is a look-alike or carries a fee', async () => {
    for (const text of [
      'Canada Post: your parcel is on hold, pay the $2.99 fee at canad.top/x',
      'Purolator: your parcel is held, pay the redelivery fee of $3.10 at puro.ca/pay',
    ])
      expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });
});
