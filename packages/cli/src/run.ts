/**
 * `run(io)`: the whole command, with its streams and environment given (main.ts passes the
 * process's; tests may pass their own). Resolves with the exit code.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { localize, parseLangParam, resultJson, translate, type Lang } from '@secapi/i18n';
import { UsageError, findCommand, parseCommandLine, type ParsedCommandLine } from './args.js';
import { internalError, linesOf, runBatch } from './batch.js';
import { EXIT, exitCodeOf, type ExitCode } from './exit-code.js';
import { colorEnabled, langFromEnv, type Env } from './env.js';
import { commandHelp, globalHelp } from './help.js';
import { readDocument } from './input.js';
import { commandName, isLineInput, loadAllCommands, loadCommand, type Descriptor } from './registry.js';
import { RUNNER_ENV, analyse, createRunner, refusalJson, runLine, type RunnerInit } from './runner.js';
import { COLOR, PLAIN, renderResult } from './render.js';

export interface Io {
  readonly argv: readonly string[];
  readonly env: Env;
  readonly stdin: Readable & { isTTY?: boolean };
  readonly stdout: Writable & { isTTY?: boolean };
  readonly stderr: Writable & { isTTY?: boolean };
}

/** The version of this package. */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function openFile(path: string): Promise<Readable> {
  try {
    return (await open(path)).createReadStream();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new UsageError(
      'ui.cli.usage.cannot-read',
      { path, detail: typeof code === 'string' ? code : String(error) },
      { cause: error },
    );
  }
}

async function countLines(path: string): Promise<number> {
  let n = 0;
  for await (const lines of linesOf(createReadStream(path))) n += lines.filter((l) => l.trim() !== '').length;
  return n;
}

async function runCommand(io: Io, d: Descriptor, cl: ParsedCommandLine): Promise<ExitCode> {
  const o = cl.options;
  if (o.failOn !== null && d.family !== 'verdict')
    throw new UsageError('ui.cli.usage.fail-on-family', { command: commandName(d.id) });
  if (o.minGrade !== null && d.family !== 'graded')
    throw new UsageError('ui.cli.usage.min-grade-family', { command: commandName(d.id) });
  let lang = langFromEnv(io.env);
  if (o.lang !== undefined) {
    const l = parseLangParam(o.lang);
    if (l === null) throw new UsageError('ui.cli.usage.lang', { value: o.lang });
    lang = l;
  }
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(cl.params)) if (v.trim() !== '') params[k] = v.trim();
  const extra = d.input.extra;
  if (extra !== undefined && cl.extraFile !== null) params[extra.name] = await readFile(cl.extraFile, 'utf8');
  const env = Object.fromEntries(RUNNER_ENV.map((name) => [name, io.env[name]]));
  const init: RunnerInit = { command: commandName(d.id), options: o, env, lang, params };
  const r = await createRunner(init);

  let raw: string;
  if (isLineInput(d)) {
    const first = cl.positionals[0];
    if (cl.positionals.length > 1) throw new UsageError('ui.cli.usage.one-input', { input: d.input.name });
    const fromStdin =
      first === '-' || (first === undefined && o.file === undefined && io.stdin.isTTY !== true);
    if (o.file !== undefined || fromStdin) {
      if (o.file !== undefined && first !== undefined) throw new UsageError('ui.cli.usage.input-and-file');
      // `--file -` is standard input, as the help says.
      const path = o.file === '-' ? undefined : o.file;
      const stream = path === undefined ? io.stdin : await openFile(path);
      const total = path !== undefined && io.stderr.isTTY === true ? await countLines(path) : null;
      // A CPU-bound (offline) batch also runs on worker threads; a networked one waits, not computes.
      const workerUrl = new URL('./worker.js', import.meta.url);
      // Loaded here: a single input never needs worker threads (nor the time to load them).
      const { createPool, workerCount } = await import('./pool.js');
      const asked = workerCount(o.workers, r.ctx.offline);
      const workers = r.ctx.offline ? asked : Math.min(asked, o.concurrency - 1);
      const options = { concurrency: o.concurrency, lang, stdout: io.stdout, stderr: io.stderr, total };
      if (workers === 0 || !existsSync(fileURLToPath(workerUrl)))
        return (await runBatch(linesOf(stream), (line) => runLine(r, line), options)).exitCode;
      const { runChunkedBatch } = await import('./chunked.js');
      const pool = createPool(
        init,
        workers,
        workerUrl,
        (line) => runLine(r, line),
        () => internalError(lang),
      );
      try {
        return (await runChunkedBatch(linesOf(stream), pool, options)).exitCode;
      } finally {
        await pool.close();
      }
    }
    if (first === undefined) throw new UsageError('ui.cli.usage.missing-input', { input: d.input.name });
    raw = first;
  } else {
    const arg =
      o.file ?? (cl.positionals.length > 0 ? cl.positionals.join(' ') : io.stdin.isTTY === true ? null : '-');
    if (arg === null) throw new UsageError('ui.cli.usage.missing-document', { input: d.input.name });
    raw = await readDocument(arg, io.stdin, d.input.maxLength);
  }

  const a = await analyse(r, raw);
  if ('refused' in a) {
    if (o.json) io.stdout.write(`${refusalJson(lang, a.refused)}\n`);
    else io.stderr.write(`secapi: ${translate(lang, a.refused.key, a.refused.params)}\n`);
    return EXIT.usage;
  }
  if (o.json) io.stdout.write(`${resultJson(a.result, lang)}\n`);
  else {
    const style = colorEnabled(io.env, io.stdout.isTTY === true) ? COLOR : PLAIN;
    // The heading names a short input (a URL, a domain); a message or an email is never echoed.
    const heading = `secapi ${commandName(d.id)}${isLineInput(d) ? `: ${raw.trim()}` : ''}`;
    io.stdout.write(renderResult(localize(a.result, lang), d.family, lang, style, heading));
  }
  return exitCodeOf(a.result, d.family, r.thresholds);
}

/** The language of the help and of a usage error: `--lang` when it names one, else the environment's. */
function usageLang(io: Io): Lang {
  let arg: string | undefined;
  io.argv.forEach((a, i) => {
    if (a === '--lang') arg = io.argv[i + 1];
    else if (a.startsWith('--lang=')) arg = a.slice('--lang='.length);
  });
  return (arg === undefined ? null : parseLangParam(arg)) ?? langFromEnv(io.env);
}

/**
 * Runs `secapi` with `io.argv` (without `node` and the script).
 * @returns the exit code (0, 1, 2 or 3; see exit-code.ts)
 */
export async function run(io: Io): Promise<ExitCode> {
  try {
    const name = findCommand(io.argv);
    if (name === null || name === 'help') {
      const cl = parseCommandLine(io.argv, null);
      if (cl.options.version && name === null) {
        io.stdout.write(`${cliVersion()}\n`);
        return EXIT.ok;
      }
      const topic = name === 'help' ? cl.positionals[0] : undefined;
      if (topic !== undefined) {
        const d = await loadCommand(topic, false);
        if (d === null) throw new UsageError('ui.cli.usage.unknown-command', { name: topic });
        io.stdout.write(commandHelp(d, usageLang(io)));
        return EXIT.ok;
      }
      const help = globalHelp(await loadAllCommands(), usageLang(io));
      if (cl.options.help || name === 'help') {
        io.stdout.write(help);
        return EXIT.ok;
      }
      io.stderr.write(help);
      return EXIT.usage;
    }
    const d = await loadCommand(name);
    if (d === null) throw new UsageError('ui.cli.usage.unknown-command', { name });
    const cl = parseCommandLine(io.argv, d);
    if (cl.options.help) {
      io.stdout.write(commandHelp(d, usageLang(io)));
      return EXIT.ok;
    }
    if (cl.options.version) {
      io.stdout.write(`${cliVersion()}\n`);
      return EXIT.ok;
    }
    return await runCommand(io, d, cl);
  } catch (error) {
    if (error instanceof UsageError) {
      const lang = usageLang(io);
      io.stderr.write(
        `secapi: ${translate(lang, error.key, error.params)}\n${translate(lang, 'ui.cli.usage.see-help')}\n`,
      );
      return EXIT.usage;
    }
    throw error;
  }
}
