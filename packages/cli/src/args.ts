/**
 * The command line: `secapi <command> [input] [options]`. Global options are the same for every
 * command; an analysis' own parameters (`--method` of `acme`) and second field (`--raw-headers` of
 * `email`) come from its descriptor.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Descriptor } from './registry.js';
import { translate, type MessageKey } from '@secapi/i18n';

/** A mistake on the command line (exit code 2). */
/**
 * A mistake on the command line: its text is a `ui.cli.usage.*` key with its parameters, shown in
 * the command's language (the message is the English text, for logs and stack traces).
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    readonly key: UsageKey,
    readonly params: Readonly<Record<string, string | number>> = {},
    options?: ErrorOptions,
  ) {
    super(translate('en-CA', key, params), options);
  }
}

export type UsageKey = Extract<MessageKey, `ui.cli.usage.${string}`>;

/** The usage error of a `parseArgs` failure: an unknown option, or an option without its value. */
function parseArgsError(error: unknown): UsageError {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const option = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option !== '')
    return new UsageError('ui.cli.usage.unknown-option', { option }, { cause: error });
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option !== '')
    return new UsageError('ui.cli.usage.option-value', { option }, { cause: error });
  return new UsageError('ui.cli.usage.bad-arguments', { detail: message }, { cause: error });
}

export const VERDICT_LEVELS = ['caution', 'suspicious', 'dangerous'] as const;
export type FailOn = (typeof VERDICT_LEVELS)[number];

/** Grades from best to worst (TLS `T` and `M`, a trust or name problem, rank below `F`). */
export const GRADE_ORDER = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'E',
  'F',
  'T',
  'M',
] as const;

export interface GlobalOptions {
  readonly help: boolean;
  readonly version: boolean;
  readonly json: boolean;
  readonly lang: string | undefined;
  readonly file: string | undefined;
  readonly concurrency: number;
  /** Given explicitly (null: the default `suspicious`). */
  readonly failOn: FailOn | null;
  readonly minGrade: string | null;
  readonly strict: boolean;
  readonly offline: boolean;
  readonly dnsServers: readonly string[];
  /** Per-analysis deadline in milliseconds (null: core's default). */
  readonly timeoutMs: number | null;
  /** Worker threads of a batch besides the main thread (null: automatic; see pool.ts). */
  readonly workers: number | null;
}

export interface ParsedCommandLine {
  readonly command: string | null;
  readonly positionals: readonly string[];
  readonly options: GlobalOptions;
  /** The descriptor's parameters given (`{ method: 'dns-01' }`). */
  readonly params: Readonly<Record<string, string>>;
  /** File named by the option of the descriptor's second field (`--raw-headers FILE`). */
  readonly extraFile: string | null;
}

export const DEFAULT_CONCURRENCY = 8;
export const MAX_CONCURRENCY = 256;

const GLOBAL_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
  json: { type: 'boolean' },
  lang: { type: 'string' },
  file: { type: 'string', short: 'f' },
  concurrency: { type: 'string', short: 'c' },
  'fail-on': { type: 'string' },
  'min-grade': { type: 'string' },
  strict: { type: 'boolean' },
  offline: { type: 'boolean' },
  'dns-server': { type: 'string', multiple: true },
  timeout: { type: 'string' },
  workers: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** `rawHeaders` → `raw-headers`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The options a command adds to the global ones (its parameters and its second field). */
export function commandOptions(d: Descriptor): Record<string, { type: 'string' }> {
  const out: Record<string, { type: 'string' }> = {};
  for (const p of d.input.params ?? []) out[kebab(p.name)] = { type: 'string' };
  if (d.input.extra !== undefined) out[kebab(d.input.extra.name)] = { type: 'string' };
  return out;
}

/** The command name: the first word that is neither an option nor a global option's value. */
export function findCommand(argv: readonly string[]): string | null {
  const { positionals } = parseArgs({
    args: [...argv],
    options: GLOBAL_OPTIONS,
    allowPositionals: true,
    strict: false,
  });
  return positionals[0] ?? null;
}

function parsePositive(name: string, raw: string | undefined, max: number): number | null {
  if (raw === undefined) return null;
  if (!/^[0-9]+(\.[0-9]+)?$/.test(raw) || Number(raw) <= 0 || Number(raw) > max)
    throw new UsageError('ui.cli.usage.number', { name, max, value: raw });
  return Number(raw);
}

/**
 * Parses the whole command line for the command `d` (null: no command, or `--help` / `--version`
 * alone). Throws `UsageError` on an unknown option or a bad value.
 */
export function parseCommandLine(argv: readonly string[], d: Descriptor | null): ParsedCommandLine {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...GLOBAL_OPTIONS, ...(d === null ? {} : commandOptions(d)) },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw parseArgsError(error);
  }
  const v = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const str = (name: string): string | undefined => {
    const value = v[name];
    return typeof value === 'string' ? value : undefined;
  };
  const failOnRaw = str('fail-on');
  if (failOnRaw !== undefined && !(VERDICT_LEVELS as readonly string[]).includes(failOnRaw))
    throw new UsageError('ui.cli.usage.fail-on', { values: VERDICT_LEVELS.join(', '), value: failOnRaw });
  const minGrade = str('min-grade') ?? null;
  if (minGrade !== null && !(GRADE_ORDER as readonly string[]).includes(minGrade.toUpperCase()))
    throw new UsageError('ui.cli.usage.min-grade', { value: minGrade });
  const concurrency = parsePositive('concurrency', str('concurrency'), MAX_CONCURRENCY);
  if (concurrency !== null && !Number.isInteger(concurrency))
    throw new UsageError('ui.cli.usage.whole-number', { name: 'concurrency' });
  const timeoutS = parsePositive('timeout', str('timeout'), 600);
  const workersRaw = str('workers');
  if (workersRaw !== undefined && !/^[0-9]{1,2}$/.test(workersRaw))
    throw new UsageError('ui.cli.usage.workers', { value: workersRaw });
  const params: Record<string, string> = {};
  let extraFile: string | null = null;
  if (d !== null) {
    for (const p of d.input.params ?? []) {
      const value = str(kebab(p.name));
      if (value !== undefined) params[p.name] = value;
    }
    if (d.input.extra !== undefined) extraFile = str(kebab(d.input.extra.name)) ?? null;
  }
  const dns = v['dns-server'];
  return {
    command: parsed.positionals[0] ?? null,
    positionals: parsed.positionals.slice(1),
    options: {
      help: v.help === true,
      version: v.version === true,
      json: v.json === true,
      lang: str('lang'),
      file: str('file'),
      concurrency: concurrency ?? DEFAULT_CONCURRENCY,
      failOn: (failOnRaw as FailOn | undefined) ?? null,
      minGrade: minGrade === null ? null : minGrade.toUpperCase(),
      strict: v.strict === true,
      offline: v.offline === true,
      dnsServers: Array.isArray(dns) ? dns : [],
      timeoutMs: timeoutS === null ? null : Math.round(timeoutS * 1000),
      workers: workersRaw === undefined ? null : Number(workersRaw),
    },
    params,
    extraFile,
  };
}
