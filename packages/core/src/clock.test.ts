import { describe, expect, it } from 'vitest';
import { isoTime } from './clock.js';

const at = (ms: number) => ({ now: () => ms });

describe('isoTime', () => {
  it('says what toISOString says, across seconds, years and the edges it leaves to toISOString', () => {
    const times = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1001, 59_999, 60_000, 1_764_201_600_000, 1_764_201_600_007,
      1_764_201_600_070, 1_764_201_600_700, 1_764_201_601_000, 1_764_201_600_123, 253_402_300_799_999,
      253_402_300_800_000, -1, -86_400_001, 1.5, 1_764_201_600_000.25,
    ];
    // In order and shuffled: the cached second must never leak into another second.
    for (const list of [times, [...times].reverse(), times.map((_, i) => times[(i * 7) % times.length] ?? 0)])
      for (const ms of list) expect(isoTime(at(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('keeps the milliseconds of consecutive stamps in one second', () => {
    const base = 1_800_000_000_000;
    const seen = Array.from({ length: 1000 }, (_, i) => isoTime(at(base + i)));
    expect(new Set(seen).size).toBe(1000);
    expect(seen[5]).toBe(new Date(base + 5).toISOString());
    expect(seen[999]).toBe(new Date(base + 999).toISOString());
  });
});
