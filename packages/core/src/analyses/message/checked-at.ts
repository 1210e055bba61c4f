/** `checkedAt` of a message result, built once per second (many messages share one). */
import type { Clock } from '../../ports.js';

/** The last second said in `checkedAt` ("2026-11-27T08:45:12."): many messages share one. */
let lastSecond = Number.NaN;
let secondPrefix = '';
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
  return `${secondPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
