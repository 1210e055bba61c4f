/**
 * Lead, round 19: a relative's money ask read with its whole amount. The English money verbs of
 * FAMILY_MONEY_STRONG ended in `\$|\d`, and the matcher's closing `(?![a-z0-9])` refused a `$` or a
 * digit followed by more digits, so "send me $100" was read only as "send me $5"; the French list
 * already read « m'envoyer 300 $ ». Examples written for this file.
 */
import { describe, expect, it } from 'vitest';
import { codes } from './test-helpers.js';

describe('a relative asking for money, the amount read whole', () => {
  it.each([
    'Hi Mom, send me $100 please',
    'Hi Dad, can you send me $1,200 today for the rent',
    'Hi Mum, can you transfer 450 to me tonight',
    'Hi Mom, I need $300 urgently, I will explain later',
  ])('reads the money ask in « %s »', async (text) => {
    expect(await codes(text)).toContain('message-family-money-request');
  });

  it.each([
    'Hi Mom, I sent you $100 for the groceries',
    'Hi Dad, the plumber charged $380 but insurance covers it',
    'Hi Mom, dinner was $45 each, it was lovely',
    'Mom, the concert tickets go on sale Friday at 10',
  ])('leaves « %s » without a money ask', async (text) => {
    expect(await codes(text)).not.toContain('message-family-money-request');
  });
});

// The same cut in every phrase that ended in an amount (lead, round 19): prize, claim, loan and
// investment readings. 'earn up to $N' keeps its old form: read whole, it called a shop's "Earn $10
// for every $25 you spend" a job offer (an ordinary blind row), and 'car loan of $N' called a paid-off
// loan an offer: both keep their old form.
describe('amounts read whole in the prize, loan and investment phrases', () => {
  it.each([
    ['Claim your $750 before midnight', 'message-prize'],
    ['Borrow up to $5000 today', 'message-loan-offer'],
    ['Invest $250 today and receive $5000 in 7 days', 'message-guaranteed-returns'],
  ])('reads « %s » as %s', async (text, code) => {
    expect(await codes(text)).toContain(code);
  });

  it.each([
    'Old Navy: Earn $10 for every $25 you spend this weekend. Reply STOP to opt out',
    'Our team won $1000 at the robotics fair, pizza on me Friday',
    'The car loan of $15,000 is paid off as of today, congrats to us!',
    'Vous avez accumulé 2 500 points Scène+ sur vos achats, félicitations!',
  ])('leaves « %s » without a prize, job or loan reading', async (text) => {
    const found = await codes(text);
    expect(found).not.toContain('message-job-offer');
    expect(found).not.toContain('message-prize');
    expect(found).not.toContain('message-loan-offer');
  });
});

// Lead, round 19 (pre-registered in its own commit): loyalty points are not a prize nor a wage.
describe('loyalty points in French', () => {
  it.each([
    'Vous avez gagné 250 points PC Optimum avec votre achat d’hier',
    'Félicitations! Vous avez gagné 500 points Scène+ bonis.',
    'Tu as gagné 1 000 milles AIR MILES avec ton plein d’essence',
    'Gagnez jusqu’à 5 000 points PC Optimum cette semaine sur les produits laitiers',
  ])('reads no prize and no job in « %s »', async (text) => {
    const found = await codes(text);
    expect(found).not.toContain('message-prize');
    expect(found).not.toContain('message-job-offer');
  });

  it.each([
    ['Vous avez gagné un iPhone 16! Réclamez-le ici : bit.ly/x', 'message-prize'],
    ['Félicitations, vous avez gagné! Répondez OUI pour réclamer', 'message-prize'],
    ['Gagnez 5 000 $ par mois depuis chez vous', 'message-job-offer'],
  ])('still reads « %s » as %s', async (text, code) => {
    expect(await codes(text)).toContain(code);
  });
});
