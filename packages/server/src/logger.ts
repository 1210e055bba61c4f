/**
 * Structured JSON-line logs. The server logs one line per request (time, method, path WITHOUT the
 * query string, status, duration, partition) and unexpected errors (name and stack frames only).
 * It never logs a request body, a submitted message, a query string or an error's message text.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  log(level: LogLevel, msg: string, fields?: LogFields): void;
}

/**
 * A logger writing one JSON object per line (default: stdout).
 * @example createJsonLogger((line) => lines.push(line)) // capture in tests
 */
export function createJsonLogger(
  write: (line: string) => void = (line) => {
    process.stdout.write(line);
  },
  now: () => Date = () => new Date(),
): Logger {
  return {
    log(level, msg, fields = {}) {
      if (level === 'debug') return;
      write(`${JSON.stringify({ time: now().toISOString(), level, msg, ...fields })}\n`);
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
