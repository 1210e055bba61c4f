/**
 * The client address a request is counted under (rate limits). With `TRUST_PROXY`, Express takes it
 * from `X-Forwarded-For`, which any client can write: a value that is not an IP address is never
 * used as a key (nor logged: it is submitted text). It falls back to the socket address, and a
 * warning (without the value) goes to the log at most once a minute with the number of such
 * requests since the last one.
 */
import { isIP } from 'node:net';
import type { Request } from 'express';
import type { Logger } from './logger.js';

export type ClientAddressOf = (req: Request) => string;

const WARN_EVERY_MS = 60_000;

/**
 * @example const addressOf = createClientAddress(logger); addressOf(req) // '203.0.113.7'
 */
export function createClientAddress(logger: Logger, now: () => number = Date.now): ClientAddressOf {
  let lastWarn = -Infinity;
  let unreported = 0;
  return (req) => {
    const ip = req.ip;
    if (ip !== undefined && isIP(ip) !== 0) return ip;
    const socketAddress = req.socket.remoteAddress ?? 'unknown';
    unreported++;
    const t = now();
    if (t - lastWarn >= WARN_EVERY_MS) {
      logger.log('warn', 'invalid X-Forwarded-For: counted under the proxy address', {
        requests: unreported,
      });
      lastWarn = t;
      unreported = 0;
    }
    return socketAddress;
  };
}
