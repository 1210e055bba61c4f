/**
 * The shortcuts of the message analysis change no result: a link inspected once is reused (a copy
 * per result), the model's slot stamps are cleared every 255 passes, the time is formatted once per
 * millisecond. Every example is written for this file.
 */
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeMessage } from './analyze.js';
import { messageFeatures } from './model/features.js';

const withLink =
  'Canada Post: your parcel is on hold, pay the $2.99 fee today at http://cp-parcel-fee.top/pay';

describe('message analysis shortcuts', () => {
  it('gives the same result for a link seen before, in an object of its own', async () => {
    const a = await analyzeMessage(withLink);
    const b = await analyzeMessage(withLink);
    const { checkedAt: _a, ...restA } = a;
    const { checkedAt: _b, ...restB } = b;
    expect(restB).toEqual(restA);
    expect(b.links[0]).not.toBe(a.links[0]);
    expect(a.links[0]?.host).toBe('cp-parcel-fee.top');
  });

  it('keeps the model features of a text after hundreds of other texts', () => {
    const folded = 'your parcel is waiting, pay the fee at cp-parcel-fee.top today';
    const first = messageFeatures(folded);
    for (let i = 0; i < 600; i += 1) messageFeatures(`other text number ${i} with words`);
    const again = messageFeatures(folded);
    expect([...again.slots]).toEqual([...first.slots]);
    expect(again.value).toBe(first.value);
  });

  it('says when it was computed, by the context clock', async () => {
    const at = Date.UTC(2026, 10, 27, 5, 0, 0, 123);
    const ctx = createContext({ offline: true, clock: { now: () => at } });
    const r = await analyzeMessage('See you at 6!', ctx);
    expect(r.checkedAt).toBe('2026-11-27T05:00:00.123Z');
    const later = createContext({ offline: true, clock: { now: () => at + 1 } });
    expect((await analyzeMessage('See you at 6!', later)).checkedAt).toBe('2026-11-27T05:00:00.124Z');
  });
});
