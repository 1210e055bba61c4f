/**
 * Issue 23 (lead, round 15): money said to be owed to the reader beside a reply to accept is
 * `message-money-received-reply`, like money said to be received. The lead's round-15 blind list
 * missed a car-insurance "overcharge, reply YES" text, so that list is in-sample for this rule;
 * every example here is written for this file (none from a corpus, a template or a blind list).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('money owed to the reader, beside a reply to accept', () => {
  it.each([
    'Good news: you were overcharged on your car insurance and you are owed $412.60. Reply YES to claim it.',
    'Our records show you are entitled to a refund of $290 on your energy bill. Reply 1 to get it.',
    "You're owed up to $3,400 for mis-sold payment protection. Reply YES for a free check.",
    'Vous avez droit à un remboursement de 318 $ sur votre assurance auto. Répondez OUI pour le recevoir.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-money-received-reply');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Hey, you are owed $20 from the pizza, I will e-transfer you tonight',
    'Your refund of $45.00 has been issued to your Visa ending 4412.',
    'Reminder: your appointment is tomorrow at 10. Reply YES to confirm.',
    'Hydro: your bill of $84.20 is due Dec 3. Reply YES to pay with the card on file.',
    'Tu as droit à 2 billets gratuits avec ta carte, on y va samedi?',
  ])('keeps « %s » without it', async (text) => {
    expect(await codes(text)).not.toContain('message-money-received-reply');
  });
});
