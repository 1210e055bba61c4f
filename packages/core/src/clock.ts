import type { Clock } from './ports.js';

/** The one sanctioned system clock of core (the context's default; the DNS client's when standalone). */
export const systemClock: Clock = Object.freeze({ now: () => Date.now() }); // eslint-disable-line no-restricted-syntax -- the one sanctioned system clock

/** The last second said by `isoTime` ("2026-11-27T08:45:12."): results of one second share it. */
let lastSecond = Number.NaN;
let secondPrefix = '';

/**
 * `new Date(clock.now()).toISOString()`, the same text, with the date part built once per second:
 * a batch of the command line or a busy server stamps thousands of results (`checkedAt`) a second.
 */
export function isoTime(clock: Clock): string {
  const ms = clock.now();
  // Whole milliseconds of 1970–9999 only; anything else is said by `toISOString` itself.
  if (!Number.isInteger(ms) || ms < 0) return new Date(ms).toISOString();
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    const iso = new Date(ms).toISOString();
    if (iso.length !== 24) return iso;
    secondPrefix = iso.slice(0, 20);
    lastSecond = second;
  }
  const milli = ms - second * 1000;
  return `${secondPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${String(milli)}Z`;
}
