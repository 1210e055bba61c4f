/**
 * Issue 22, round 20 (helper msgmail21): the fake-cheque job's ask, a cheque deposited and part of it
 * passed on. Every example is written for this file (none comes from a corpus or the round's blind
 * lists); ordinary cheques (a refund, a final pay, a deposit returned) are the controls.
 */
import { describe, expect, it } from 'vitest';
import { run, weight } from './test-helpers.js';

const headers = (from: string, subject: string): string =>
  [
    `From: ${from}`,
    'To: reader@example.ca',
    `Subject: ${subject}`,
    'Date: Mon, 07 Dec 2026 14:00:00 +0000',
  ].join('\n');

describe('email round 20: a cheque to deposit and a balance to pass on', () => {
  it.each([
    [
      'Events Staffing <jobs.evstaff@outlook.com>',
      'Assistant role',
      'We will courier you a check for $3,100. Deposit the check today, keep $350 for your time and wire the remaining amount to our planner.',
    ],
    [
      'Annonces Québec <annonces.qc@hotmail.com>',
      'Votre achat',
      'Je vous envoie un chèque de 1 500 $ pour le vélo. Déposez-le et retournez le surplus à mon déménageur par virement.',
    ],
  ])('reads the cheque ask from %s as easy money', async (from, subject, body) => {
    const r = await run(headers(from, subject), body);
    expect(weight(r, 'email-lure-easy-money')).toBe(20);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it.each([
    [
      'Payroll <payroll@harbourline-marine.ca>',
      'Your final pay',
      'Your final pay will be mailed as a cheque on Friday. Deposit it at any branch; no other step is needed.',
    ],
    [
      'Gestion Boréal <bureau@gestion-boreal.qc.ca>',
      'Dépôt de garantie',
      'Votre dépôt de garantie de 200 $ vous sera remboursé par chèque. Déposez-le à votre banque dès sa réception.',
    ],
    [
      'Northway Credit Union <members@northway-cu.ca>',
      'Mobile deposit',
      'To deposit a cheque, take a photo of both sides in the app. Keep the paper cheque for 30 days, then destroy it.',
    ],
  ])('leaves the ordinary cheque from %s calm', async (from, subject, body) => {
    const r = await run(headers(from, subject), body);
    expect(weight(r, 'email-lure-easy-money')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('email round 20: rule Z without the half CREDENTIAL_LURE reads first', () => {
  it.each([
    'Your mailbox has exceeded its limit. Sign in to keep receiving mail: https://quota-desk-mail.net/login',
    'Your inbox exceeded the quota. Restore it here: https://quota-desk-mail.net/restore',
    'Your mailbox has reached its limit. Sign in to keep receiving mail: https://quota-desk-mail.net/login',
    'Your e-mail account has exceeded its capacity: https://quota-desk-mail.net/login',
  ])('still weighs the mailbox at its limit: %s', async (body) => {
    const r = await run(headers('Mail Desk <desk@quota-desk-mail.net>', 'Mailbox notice'), body);
    expect(weight(r, 'email-lure-credential')).toBe(25);
  });
});
