import type { Clock } from './ports.js';

/** The one sanctioned system clock of core (the context's default; the DNS client's when standalone). */
export const systemClock: Clock = Object.freeze({ now: () => Date.now() }); // eslint-disable-line no-restricted-syntax -- the one sanctioned system clock
