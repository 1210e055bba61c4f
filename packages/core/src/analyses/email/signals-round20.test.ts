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

describe('review of round 20: the balance or the rest is money, not a sheet or the receipts', () => {
  it.each([
    'Hey, I left the rent cheque on the counter. Deposit it Monday and send the rest of the receipts to the accountant please.',
    'Hi team, I got the sponsor cheque. I will deposit it tomorrow and send the balance sheet to everyone by Friday.',
    'Hi Jen, please deposit the cheque from the bake sale and forward the balance of the tin to Sue, thanks!',
    'Bonjour, voici le chèque du loyer. Déposez-le lundi et envoyez le reste des documents au comptable.',
  ])('leaves « %s » calm', async (body) => {
    const r = await run(headers('Marie Tremblay <marie.tremblay@videotron.ca>', 'Cheque'), body);
    expect(weight(r, 'email-lure-easy-money')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it.each([
    'I am sending you a cheque for $2,950. Please deposit it and send the balance of $2,500 to our vendor.',
    'I paid you $1,800 instead of $180 for the couch. Please deposit the cheque and wire the difference back to my shipper.',
    'Vous recevrez un chèque de 3 000 $. Déposez-le et transférez le reste de l’argent au fournisseur.',
  ])('still reads « %s » as easy money', async (body) => {
    const r = await run(headers('Hiring <hire.desk@outlook.com>', 'Job'), body);
    expect(weight(r, 'email-lure-easy-money')).toBe(20);
  });
});
