/**
 * Round 13's shortcuts of the message analysis (issue 23, message14) change no result: the general
 * normalisation writes into reused typed buffers, the link scan goes from dot to dot, the amount and
 * phone scans start near the first digit. Every example is written for this file.
 */
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import { analyzeMessage } from './analyze.js';

const codes = (r: { findings: readonly { titleKey: string }[] }): string[] =>
  r.findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));

describe('normalisation of text with non-ASCII characters', () => {
  it('folds accents, squeezes spaces and keeps each unit’s place in the original', () => {
    const original = '  Été\u00a0\u00a0à  Montréal\u2028ok';
    const norm = normalizeMessage(original);
    expect(norm.text).toBe('ete a montreal ok');
    expect([...norm.srcStart]).toEqual([2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect([...norm.srcEnd]).toEqual([3, 4, 5, 6, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('maps a pair of surrogates to its two units and a lone one to a space', () => {
    const norm = normalizeMessage('a\ud800b 😀c');
    expect(norm.text.startsWith('a b ')).toBe(true);
    expect(norm.srcStart[1]).toBe(1);
    expect(norm.srcEnd[1]).toBe(2);
    // Every unit points into the original, in order.
    for (let k = 1; k < norm.text.length; k += 1)
      expect(norm.srcStart[k] ?? 0).toBeGreaterThanOrEqual(norm.srcStart[k - 1] ?? 0);
  });

  it('gives the same text for a long message as for its pieces (buffers grown, not shared)', () => {
    const piece = 'Félicitations, vous avez gagné un prix! Réclamez-le à cadeau.top ';
    const long = piece.repeat(60);
    const a = normalizeMessage(long);
    const b = normalizeMessage(piece);
    expect(a.text).toBe(b.text.repeat(60));
    expect(a.srcStart.length).toBe(a.text.length);
    expect(a.srcEnd[a.text.length - 1]).toBe(long.length);
    // The arrays of an earlier result are copies: a later message does not overwrite them.
    expect(b.srcStart[0]).toBe(0);
    expect(b.text.length).toBe(b.srcStart.length);
  });
});

describe('link scan from dot to dot', () => {
  it('finds links between tabs, angle brackets, quotes and non-breaking spaces', async () => {
    const r = await analyzeMessage('Prize:\tclaim at<win-now.top>"or"\u00a0cash-gift.top/x today');
    expect(r.links.map((l) => l.host)).toEqual(['win-now.top', 'cash-gift.top']);
  });

  it('reads a sentence with dots but no link as having none', async () => {
    const r = await analyzeMessage('Ok. See you at 6. Bring the salad... and $4.50 for parking.');
    expect(r.links).toEqual([]);
  });
});

describe('amount and phone scans from the first digit', () => {
  it('still reads an amount whose currency comes before the first digit', async () => {
    const r = await analyzeMessage('cad $ 75 is waiting, call +44 20 7946 0321 now');
    expect(codes(r)).toContain('message-money-amount');
    expect(codes(r)).toContain('message-premium-number');
    const amount = r.findings.find((f) => f.code === 'message-money-amount');
    expect(amount?.parameters).toMatchObject({ amount: 'cad $ 75' });
  });

  it('reads amounts and numbers far into the text, and none in a text without digits', async () => {
    const late = await analyzeMessage(`${'hello there, '.repeat(20)}rs. 5000 credited, call 09061 701461`);
    expect(codes(late)).toEqual(expect.arrayContaining(['message-money-amount', 'message-premium-number']));
    const none = await analyzeMessage('Call me back when you can, the cheque is in the mail');
    expect(codes(none)).not.toContain('message-money-amount');
    expect(codes(none)).not.toContain('message-callback-number');
  });
});
