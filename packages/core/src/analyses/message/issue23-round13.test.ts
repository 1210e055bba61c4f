/**
 * Issue 23, round 13: scam families read by combination. A new number beside an ask, a lock on an
 * account beside a phone number, a code named but not carried beside "forward it to me", a
 * mistaken-identity question beside a claimed past: each reaches caution or more; the ordinary
 * halves stay calm (a new number with no ask, a real lock with no number, a network's own code).
 * Every example is written for this file (none comes from a corpus or from the round's lists).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('issue 23 round 13: a new number and an ask', () => {
  it.each([
    'Hi mum, got a new number, my old phone is broken. Can you do me a quick favour this morning?',
    "Hey it's Noah, new number. Could you send 300 to my roommate today? I'll pay you back",
    "Salut, c'est Léa, nouveau numéro. Peux-tu me rendre un petit service ce matin?",
    'New number, my phone broke. Can you buy two gift cards for me? I will explain',
    'Hi, this is my temp number, my phone was stolen. Could you send 250 to my landlord today?',
    "Allô, mon cell est brisé. Peux-tu m'envoyer 200 $ aujourd'hui?",
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-family-impersonation');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'New number! Save this one, the old phone is done. See you at practice',
    "C'est Zoé, nouveau numéro. On se voit vendredi?",
    'New number for the group: can you send me the address for Saturday?',
    "Texting from my friend's phone, mine is dead. Running late, save me a seat",
  ])('keeps « %s » calm', async (text) => {
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });
});

describe('issue 23 round 13: a lock and a number to call', () => {
  it.each([
    'Alert: your online banking access was suspended after failed logins. Call 1-877-555-0190 to restore it.',
    'Votre accès aux services bancaires a été verrouillé. Composez le 1 866 555-0123.',
    'We have blocked your card ending 7781. Contact our security team at 1-800-555-0148.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-account-locked');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    // No number: the service's own app.
    'Your card ending 7781 is temporarily blocked. Review the transaction in the mobile app.',
    // A number, but nothing locked.
    'Your card ending 7781 was used for $12.40 at a coffee shop. Questions? Call 1-800-555-0148.',
  ])('does not add the lock to « %s »', async (text) => {
    expect(await codes(text)).not.toContain('message-account-locked');
  });
});

describe('issue 23 round 13: a code named but not carried', () => {
  it.each([
    'Oops, my login code went to your phone. Can you forward it to me?',
    'Mon code de vérification est arrivé chez toi, peux-tu me le renvoyer?',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-code-request');
  });

  it('keeps a code message that says not to share it calm', async () => {
    const text = 'Your security code is on its way by email. Never share it with us or anyone.';
    expect(await codes(text)).not.toContain('message-code-request');
  });
});

describe('issue 23 round 13: a payment network beside its own code', () => {
  it.each([
    'Your Interac e-Transfer verification code is 640882. It expires in 5 minutes.',
    'Interac e-Transfer security code: 219304. It expires soon.',
  ])('keeps « %s » calm', async (text) => {
    expect(await codes(text)).not.toContain('message-interac-transfer');
    expect(await verdict(text)).toBe('verdict.likely-safe');
  });

  it('still flags an Interac deposit to claim', async () => {
    expect(
      await codes(
        'Interac e-Transfer: you received $240.00. Your security code is 1182. Claim the deposit now.',
      ),
    ).toContain('message-interac-transfer');
  });
});

describe('issue 23 round 13: openers by structure', () => {
  it.each([
    'Hello, is this Brenda? We used to work together at the hospital, how are you?',
    "Sorry to bother you, is this Omar's number? A friend gave me this number about the car",
    "Hi, I'm Valerie. Found your number through a friend, where are you from?",
    'Bonjour, est-ce bien Hélène? Une collègue m’a donné votre numéro, vous allez bien?',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-conversation-opener');
  });

  it.each([
    "Hi, is this Brenda? It's Tom from the garage, your car is ready",
    "Hey, it's Valerie from the team list, where are you parking Saturday?",
  ])('does not call « %s » a stranger’s opener', async (text) => {
    expect(await codes(text)).not.toContain('message-conversation-opener');
  });
});

describe('issue 23 round 13 (lead): money said to be waiting, the amount between the words', () => {
  it.each([
    'A payment of $640.00 is waiting for you. Reply YES to receive it today.',
    'Good news: a transfer of $1,900 has been sent to you. Reply OK to accept.',
  ])('reads "%s" as money offered for a reply', async (text) => {
    expect(await codes(text)).toContain('message-money-received-reply');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'Wells Fargo: a payment of $64.20 is pending on card ending 3302. Reply YES if this was you or NO if not.',
    'A transfer of $120 was sent to you by Dana. It is in your account now.',
  ])('leaves "%s" without the finding (pending on a card; no reply asked)', async (text) => {
    expect(await codes(text)).not.toContain('message-money-received-reply');
  });
});
