/**
 * Structured logs: JSON lines written by pino. The server logs one line per request (request id,
 * endpoint = the route's template, never the URL path or query; method, status, duration, the
 * analysis outcome, the rate-limit partition) and unexpected errors (name and stack frames only).
 *
 * Never logged (a log is kept and shared far more widely than a request lives): a request body, a submitted message or email, headers, a feedback
 * comment, a password-hash prefix, a URL path or query (ours or the analysed URL's), the
 * User-Agent, the client address, or an error's message text (it can quote the input).
 */
import pino, { type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  log(level: LogLevel, msg: string, fields?: LogFields): void;
}

export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/**
 * A logger writing one JSON object per line through pino (default: stdout, level `info`).
 * Each line: `{"level":"info","time":"<ISO 8601>","msg":"…",…fields}`.
 * @example createJsonLogger((line) => lines.push(line)) // capture in tests
 */
export function createJsonLogger(
  write?: (line: string) => void,
  options: { level?: LogLevel; now?: () => Date } = {},
): Logger {
  const now = options.now;
  const destination: DestinationStream | undefined =
    write === undefined
      ? undefined
      : {
          write(line: string) {
            write(line);
          },
        };
  const base = {
    level: options.level ?? 'info',
    base: null,
    messageKey: 'msg',
    timestamp: now ? () => `,"time":"${now().toISOString()}"` : pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const p =
    destination === undefined ? pino(base, pino.destination({ sync: false })) : pino(base, destination);
  return {
    log(level, msg, fields) {
      if (fields === undefined) p[level](msg);
      else p[level](fields, msg);
    },
  };
}

/** A logger that drops everything. */
export const silentLogger: Logger = Object.freeze({ log: () => undefined });

/**
 * What may be logged of an unexpected error: its name and stack frames, never its message (an
 * analysis error message could quote the submitted input).
 */
export function describeError(error: unknown): { name: string; frames: string[] } {
  if (!(error instanceof Error)) return { name: typeof error, frames: [] };
  const frames = (error.stack ?? '')
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('at '))
    .slice(0, 15);
  return { name: error.name, frames };
}
