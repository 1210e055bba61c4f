/**
 * Issue 23 (lead, round 17): a refund said to be waiting, or an overpayment, beside a reply to
 * accept is `message-money-received-reply`. The lead's round-17 blind list missed a car-insurance
 * "overpaid, refund waiting, reply YES" text, so that list is in-sample for these phrases; every
 * example here is written for this file (none from a corpus, a template or a blind list).
 */
import { describe, expect, it } from 'vitest';
import { codes, verdict } from './test-helpers.js';

describe('a refund waiting or an overpayment, beside a reply to accept', () => {
  it.each([
    'Our audit found a rebate of $188.40 is pending on your home insurance. Reply YES and we will send it.',
    'You have been overcharged on your phone plan since March. Reply 1 to start your refund.',
    'Hi! You have been overcharged on your property tax since 2023. Reply OK for the details.',
    'Un remboursement de 226 $ vous attend sur votre facture d’électricité. Répondez OUI pour le recevoir.',
    'Vous avez été surfacturé sur votre assurance habitation. Répondez 1 pour obtenir le montant.',
  ])('flags « %s »', async (text) => {
    expect(await codes(text)).toContain('message-money-received-reply');
    expect(await verdict(text)).not.toBe('verdict.likely-safe');
  });

  it.each([
    'You overpaid your October bill by $12.50; the credit is applied to your next statement.',
    'Your refund of $64.10 is pending and will reach your card in 3 to 5 business days.',
    'lol you overpaid for that couch, but it looks great',
    // People tell each other they overpaid, beside a reply (review of round 17).
    "Hi Ana, you overpaid last month's rent by $50. Reply OK and I'll e-transfer it back tonight",
    'Tu as payé en trop pour le souper, réponds OK et je te renvoie 20 $',
    'Votre remboursement de 41,20 $ est en attente. Il apparaîtra sur votre relevé sous 5 jours.',
    'Reminder: your car is due for service on Dec 9. Reply YES to confirm the appointment.',
    // A refund approved or ready, beside a reply that confirms something else (review of round 17).
    'Maple Pharmacy: your reimbursement of $35.20 has been approved by your insurer. Reply Y to apply it to your next refill.',
    'Northside Dental: a refund of $80 is ready at the front desk. Reply YES to confirm you will pick it up Tuesday.',
    'Pharmacie Dubé : votre remboursement de 35,20 $ a été approuvé par votre assureur. Répondez OUI pour l’appliquer à votre prochain renouvellement.',
  ])('keeps « %s » without it', async (text) => {
    expect(await codes(text)).not.toContain('message-money-received-reply');
  });
});
