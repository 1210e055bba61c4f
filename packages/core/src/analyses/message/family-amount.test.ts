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
