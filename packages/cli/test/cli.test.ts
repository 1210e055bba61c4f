/**
 * The `secapi` command as a user runs it: the BUILT bin (`pnpm build` first) as a child process,
 * offline. Exit-code matrix, `--json` against the OpenAPI response schemas and against i18n's
 * `resultJson` (the function the server answers with), fr-CA, colour, stdin and file batches.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable, Writable } from 'node:stream';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYSES, ANALYSIS_IDS, createContext } from '@secapi/core';
import { resultJson } from '@secapi/i18n';
import { ANALYSIS_RESPONSE_SCHEMAS, validateResponse } from '@secapi/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from './run-type.js';

const BIN = fileURLToPath(new URL('../bin/secapi.js', import.meta.url));
const DIST = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const DANGEROUS = 'http://paypal.com.secure-login.example.top/verify';
const SAFE = 'https://www.canada.ca/en.html';

/** A clean environment: no locale, no colour variables, nothing from the test runner's shell. */
const BASE_ENV: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', SECAPI_OFFLINE: '1' };

/** The built bin as a child process, as a user runs it (the help and version tests). */
function secapiBin(args: string[], opts: { env?: Record<string, string>; input?: string } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    env: { ...BASE_ENV, ...opts.env },
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let run: Run | null = null;

/** A stream that keeps what is written to it (a pipe, not a terminal). */
function sink(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * The built package's `run` in this process, with the same arguments, environment and standard
 * streams the bin gives it (`bin/secapi.js` only passes `process.*` to it): much faster than a
 * process per call. The process-level path is covered by the help tests here and by the pack test.
 */
async function secapi(args: string[], opts: { env?: Record<string, string>; input?: string } = {}) {
  run ??= ((await import(DIST)) as { run: Run }).run;
  const out = sink();
  const err = sink();
  const code = await run({
    argv: args,
    env: { ...BASE_ENV, ...opts.env },
    stdin: Readable.from([Buffer.from(opts.input ?? '', 'utf8')]),
    stdout: out.stream,
    stderr: err.stream,
  });
  return { code, stdout: out.text(), stderr: err.text() };
}

let dir = '';
beforeAll(() => {
  if (!existsSync(DIST)) throw new Error('packages/cli/dist is missing: run `pnpm build` first');
  dir = mkdtempSync(join(tmpdir(), 'secapi-cli-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('secapi --version and --help', () => {
  it('prints the package version', () => {
    const r = secapiBin(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('lists one command per analysis of the registry, each with an example, and the exit codes', () => {
    const r = secapiBin(['--help']);
    expect(r.code).toBe(0);
    for (const id of ANALYSIS_IDS) {
      const name = id.replace(/^check-/, '');
      expect(r.stdout).toMatch(new RegExp(`^  ${name} +secapi ${name} \\S`, 'm'));
    }
    expect(r.stdout).toContain('Exit codes:');
  });

  it('shows the help in the language of --lang, else of the locale', () => {
    const env = secapiBin(['--help'], { env: { LANG: 'fr_CA.UTF-8' } });
    expect(env.code).toBe(0);
    expect(env.stdout).toContain('Codes de sortie\u00a0:');
    const flag = secapiBin(['tls', '--help', '--lang', 'fr-CA'], { env: { LANG: 'en_CA.UTF-8' } });
    expect(flag.stdout).toContain('Résultat\u00a0: une note (--min-grade fixe le seuil du code 1).');
    expect(secapiBin(['tls', '--help'], { env: { LANG: 'en_CA.UTF-8' } }).stdout).toContain(
      'Result: a grade',
    );
  });

  it('shows a command help with its parameters and an example', () => {
    const r = secapiBin(['acme', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--method http-01|dns-01|tls-alpn-01');
    expect(r.stdout).toContain('secapi acme example.com');
  });

  it('exits 2 with the help on stderr without a command, and on an unknown command or option', () => {
    expect(secapiBin([]).code).toBe(2);
    const unknown = secapiBin(['nope', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "nope"');
    expect(secapiBin(['url', DANGEROUS, '--bogus']).code).toBe(2);
    expect(secapiBin(['url', DANGEROUS, '--fail-on', 'maybe']).code).toBe(2);
    expect(secapiBin(['url', DANGEROUS, '--min-grade', 'A']).stderr).toContain('--min-grade applies');
  });

  it('says a usage error in the language asked by --lang, else by the environment', () => {
    const fr = secapiBin(['nope', 'x', '--lang', 'fr-CA']);
    expect(fr.code).toBe(2);
    expect(fr.stderr).toBe(
      'secapi: commande inconnue\u00a0: «\u00a0nope\u00a0»\nLancez «\u00a0secapi --help\u00a0» pour voir les commandes et les options.\n',
    );
    const env = secapiBin(['url', DANGEROUS, '--fail-on', 'maybe'], { env: { LANG: 'fr_CA.UTF-8' } });
    expect(env.code).toBe(2);
    expect(env.stderr).toContain(
      '--fail-on doit valoir caution, suspicious, dangerous, et non «\u00a0maybe\u00a0»',
    );
    const option = secapiBin(['url', DANGEROUS, '--bogus', '--lang=fr-CA']);
    expect(option.stderr).toContain('option inconnue\u00a0: --bogus');
    // An unknown language cannot name the language of its own error: the environment's (English here).
    const bad = secapiBin(['url', DANGEROUS, '--lang', 'de']);
    expect(bad.stderr).toContain('--lang must be en-CA or fr-CA, got "de"');
  });
});

describe('secapi start-up', () => {
  it('loads built JavaScript that is ASCII only (a non-ASCII character makes Node parse a slower two-byte source)', () => {
    const offenders: string[] = [];
    for (const pkg of ['core', 'i18n', 'cli']) {
      const dir = fileURLToPath(new URL(`../../${pkg}/dist/`, import.meta.url));
      for (const name of readdirSync(dir).filter((n) => /\.(?:c|m)?js$/.test(n))) {
        // eslint-disable-next-line no-control-regex -- every character outside ASCII
        if (/[^\u0000-\u007f]/.test(readFileSync(join(dir, name), 'utf8'))) offenders.push(`${pkg}/${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("loads none of Node's socket or crypto modules for an offline URL check, and loads them online", () => {
    // Printed at exit: the built-in modules the process loaded (node-modules.ts imports them on the
    // first connection; loading them at start cost about 20 ms of every command).
    const probe =
      "process.on('exit',()=>process.stderr.write('\\nLOADED '+process.moduleLoadList.join(',')+'\\n'))";
    const loaded = (args: string[], env: Record<string, string>): string[] => {
      const r = spawnSync(
        process.execPath,
        ['--import', `data:text/javascript,${encodeURIComponent(probe)}`, BIN, ...args],
        {
          env: { PATH: BASE_ENV.PATH, ...env },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      const line = r.stderr.split('\n').find((l) => l.startsWith('LOADED ')) ?? '';
      return line
        .slice('LOADED '.length)
        .split(',')
        .filter((m) => m.startsWith('NativeModule '))
        .map((m) => m.slice('NativeModule '.length));
    };
    const network = ['crypto', 'dgram', 'http', 'https', 'tls'];
    const offline = loaded(['url', '--offline', '--json', SAFE], { SECAPI_OFFLINE: '1' });
    expect(offline).toContain('net');
    expect(offline.filter((m) => network.includes(m))).toEqual([]);
    // Online, the same check resolves the host (an unreachable resolver: it gives up, exit 3 or
    // partial), and loads them on its first query.
    const online = loaded(['url', '--json', '--timeout', '2', '--dns-server', '127.0.0.1:9', SAFE], {});
    expect(online).toEqual(expect.arrayContaining(['dgram', 'crypto']));
  });
});

describe('secapi exit codes', () => {
  it('exits 1 on a verdict at or above the default threshold (suspicious)', async () => {
    const r = await secapi(['url', DANGEROUS]);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[1]).toBe('Verdict: Dangerous (100 out of 100)');
  });

  it('exits 0 below the threshold, and --fail-on caution catches a caution verdict', async () => {
    const caution = 'http://example.top/';
    const json = JSON.parse((await secapi(['url', caution, '--json'])).stdout);
    expect(json.verdictKey).toBe('verdict.caution');
    expect((await secapi(['url', caution])).code).toBe(0);
    expect((await secapi(['url', caution, '--fail-on', 'caution'])).code).toBe(1);
    expect((await secapi(['url', DANGEROUS, '--fail-on', 'dangerous'])).code).toBe(1);
  });

  it('exits 0 on a likely-safe partial result, and 3 with --strict', async () => {
    const r = await secapi(['url', SAFE, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdictKey: 'verdict.likely-safe', outcome: 'partial' });
    expect((await secapi(['url', SAFE, '--strict'])).code).toBe(3);
  });

  it('exits 3 when the analysis could not check (offline TLS, DNS, hash: outcome failed)', async () => {
    for (const args of [
      ['tls', 'example.com'],
      ['dns', 'example.com'],
      ['hash', 'd41d8cd98f00b204e9800998ecf8427e'],
    ]) {
      const r = await secapi([...args, '--json']);
      expect(r.code, args.join(' ')).toBe(3);
      expect(JSON.parse(r.stdout).outcome).toBe('failed');
    }
    // A grade was required and none could be given: still "could not check".
    expect((await secapi(['tls', 'example.com', '--min-grade', 'B'])).code).toBe(3);
  });

  it('exits 2 on a refused input, with the API 400 body under --json', async () => {
    const empty = await secapi(['url', '', '--json']);
    expect(empty.code).toBe(2);
    const body = JSON.parse(empty.stdout);
    expect(validateResponse('ErrorResponse', body)).toEqual({ valid: true, errors: [] });
    expect(body.error).toContain('url');
    const method = await secapi(['acme', 'example.com', '--method', 'http-02', '--json']);
    expect(method.code).toBe(2);
    expect(JSON.parse(method.stdout).error).toContain('http-01');
    const long = await secapi(['url', `https://example.com/${'a'.repeat(2100)}`]);
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('2');
  });
});

describe('secapi --json', () => {
  it('prints exactly the body the API builds (i18n resultJson) and it matches the OpenAPI schema', async () => {
    const r = await secapi(['url', DANGEROUS, '--json', '--lang', 'fr-CA']);
    // The same analysis at the same instant (its `checkedAt`), serialised by the server's function.
    const at = Date.parse((JSON.parse(r.stdout) as { checkedAt: string }).checkedAt);
    const ctx = createContext({ offline: true, clock: { now: () => at } });
    const expected = resultJson(await ANALYSES['check-url'].analyze(DANGEROUS, ctx), 'fr-CA');
    expect(r.stdout).toBe(`${expected}\n`);
    expect(validateResponse(ANALYSIS_RESPONSE_SCHEMAS['check-url'], JSON.parse(r.stdout))).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('validates for every analysis, whatever it could check offline', async () => {
    const inputs: Record<string, string> = {
      url: DANGEROUS,
      emailBody:
        'From: "PayPal" <service@paypa1-secure.top>\nSubject: Account locked\n\nVerify now: http://paypa1-secure.top/login',
      host: 'example.com',
      domain: 'example.com',
      message: 'Canada Post: your parcel is on hold, pay $1.99 at http://bit.ly/x',
      ip: '8.8.8.8',
      hash: 'd41d8cd98f00b204e9800998ecf8427e',
    };
    for (const id of ANALYSIS_IDS) {
      const d = ANALYSES[id];
      const input = inputs[d.input.name];
      expect(input, `an input for ${id}`).toBeDefined();
      const r = await secapi([id.replace(/^check-/, ''), input!, '--json']);
      expect([0, 1, 3], `${id}: ${r.stderr}`).toContain(r.code);
      expect(validateResponse(ANALYSIS_RESPONSE_SCHEMAS[id], JSON.parse(r.stdout)), id).toEqual({
        valid: true,
        errors: [],
      });
    }
  }, 120_000);
});

describe('secapi languages and colour', () => {
  it('speaks Canadian French from --lang and from LANG=fr_CA.UTF-8; --lang wins', async () => {
    expect((await secapi(['url', DANGEROUS, '--lang', 'fr-CA'])).stdout).toContain(
      'Verdict\u00a0: Dangereux',
    );
    expect((await secapi(['url', DANGEROUS], { env: { LANG: 'fr_CA.UTF-8' } })).stdout).toContain(
      'Dangereux (100 sur 100)',
    );
    expect(
      (await secapi(['url', DANGEROUS, '--lang', 'en-CA'], { env: { LC_ALL: 'fr_CA.UTF-8' } })).stdout,
    ).toContain('Dangerous');
    expect((await secapi(['url', DANGEROUS, '--lang', 'de'])).code).toBe(2);
  });

  it('colours only when asked on a pipe: FORCE_COLOR on, NO_COLOR and a pipe off', async () => {
    const esc = '\u001b[';
    expect((await secapi(['url', DANGEROUS])).stdout).not.toContain(esc);
    expect((await secapi(['url', DANGEROUS], { env: { NO_COLOR: '1' } })).stdout).not.toContain(esc);
    expect((await secapi(['url', DANGEROUS], { env: { FORCE_COLOR: '1' } })).stdout).toContain(`${esc}31m`);
    expect((await secapi(['url', DANGEROUS, '--json'], { env: { FORCE_COLOR: '1' } })).stdout).not.toContain(
      esc,
    );
  });
});

describe('secapi documents: message and email', () => {
  it('reads a message from its arguments and from standard input with -', async () => {
    const text = 'Canada Post: your parcel is on hold, pay the $1.99 fee now at http://bit.ly/x';
    const arg = JSON.parse((await secapi(['message', text, '--json'])).stdout);
    const stdin = JSON.parse((await secapi(['message', '-', '--json'], { input: text })).stdout);
    expect({ ...stdin, checkedAt: null }).toEqual({ ...arg, checkedAt: null });
    expect(arg.findings.length).toBeGreaterThan(0);
    // The readable summary never echoes the message.
    expect((await secapi(['message', text])).stdout).not.toContain('1.99 fee now');
  });

  it('reads a whole raw email from a file', async () => {
    const eml = join(dir, 'm.eml');
    writeFileSync(
      eml,
      'From: "Interac e-Transfer" <notify@interac-deposit.top>\r\nTo: you@example.ca\r\nSubject: You received $250\r\n\r\nDeposit now: http://interac-deposit.top/claim\r\n',
    );
    const r = await secapi(['email', eml, '--json']);
    const body = JSON.parse(r.stdout);
    expect(body.inputShape).toBe('raw-message');
    expect(body.sender.fromDomain).toBe('interac-deposit.top');
  });
});

describe('secapi batch', () => {
  const lines = [
    DANGEROUS,
    SAFE,
    'not a url at all %%%',
    '',
    'http://example-parcel.top/',
    `https://example.com/${'a'.repeat(2100)}`,
  ];

  it('reads stdin, writes one JSON line per non-blank input line in order, a bad line gives its own error', async () => {
    const r = await secapi(['url', '--lang', 'en-CA'], { input: `${lines.join('\n')}\n` });
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(5);
    expect(out[0]!.input).toBe(DANGEROUS);
    expect(out[1]!.input).toBe(SAFE);
    expect(out[2]).toHaveProperty('error');
    expect(out[3]!.input).toBe('http://example-parcel.top/');
    expect(validateResponse('ErrorResponse', out[4])).toEqual({ valid: true, errors: [] });
    for (const o of [out[0], out[1], out[3]])
      expect(validateResponse('CheckUrlResponse', o).valid).toBe(true);
    // A dangerous line: exit 1. No progress line on a pipe; the summary counts the refusals.
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('\r');
    expect(r.stderr).toMatch(/5 inputs .*Dangerous 1.*; 2 refused; 0 could not be checked/);
  });

  it('reads --file - as standard input and writes the closing summary in French', async () => {
    const r = await secapi(['url', '--file', '-', '--lang', 'fr-CA'], {
      input: `${DANGEROUS}\nftp://x y\n${SAFE}\n`,
    });
    expect(r.stdout.trim().split('\n')).toHaveLength(3);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^secapi\u00a0: 3 entrées en \d+,\d\u00a0s\u00a0: .*Dangereux 1.*\u00a0; 1 refusée\u00a0; 0 n’a pas pu être vérifiée\n$/,
    );
  });

  it('stops quietly when the reader of its output goes away (exit 141, no EPIPE error)', async () => {
    const file = join(dir, 'many.txt');
    writeFileSync(
      file,
      `${Array.from({ length: 5000 }, (_, i) => `https://cbc.ca/n/${String(i)}`).join('\n')}\n`,
    );
    const child = spawn(process.execPath, [BIN, 'url', '--file', file], {
      env: BASE_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(141);
    expect(stderr).not.toContain('EPIPE');
  });

  it('reads --file with a concurrency and keeps the input order', async () => {
    const file = join(dir, 'urls.txt');
    const urls = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0
        ? `http://paypal.login-${String(i)}.example.top/verify`
        : `https://www.canada.ca/page/${String(i)}`,
    );
    writeFileSync(file, `${urls.join('\r\n')}\r\n`);
    const r = await secapi(['url', '--file', file, '--concurrency', '16']);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { input: string }).input);
    expect(out).toEqual(urls);
  });

  it('gives the same lines in the same order on worker threads as on the main thread alone', async () => {
    const file = join(dir, 'mixed.txt');
    const urls = Array.from({ length: 700 }, (_, i) =>
      i % 50 === 7
        ? 'ftp://refused line'
        : i % 2 === 0
          ? `http://paypal.x${String(i)}.example.top/login`
          : `https://cbc.ca/n/${String(i)}`,
    );
    writeFileSync(file, `${urls.join('\n')}\n`);
    const strip = (s: string) => s.replace(/"checkedAt":"[^"]*"/g, '');
    const alone = await secapi(['url', '--file', file, '--workers', '0', '--json']);
    const pooled = await secapi(['url', '--file', file, '--workers', '2', '--json']);
    expect(pooled.code).toBe(alone.code);
    expect(strip(pooled.stdout)).toBe(strip(alone.stdout));
    expect(alone.stdout.trim().split('\n')).toHaveLength(700);
    expect((await secapi(['url', '--workers', 'many', DANGEROUS])).code).toBe(2);
  });

  it('exits 2 when every line was refused, 0 when all are fine', async () => {
    expect((await secapi(['url', '-'], { input: 'ftp://x y\n\n' })).code).toBe(2);
    expect((await secapi(['url', '-', '--fail-on', 'dangerous'], { input: `${SAFE}\n` })).code).toBe(0);
    expect((await secapi(['url', '--file', join(dir, 'missing.txt')])).code).toBe(2);
  });
});

describe('secapi commands come from the registry', () => {
  it('finds the same descriptor through core subpaths and through ANALYSES, for every analysis', () => {
    const script = `import { loadCommand, commandName, loadAllCommands } from ${JSON.stringify(DIST)};
const out = [];
for (const d of await loadAllCommands()) {
  const fast = await loadCommand(commandName(d.id));
  out.push([d.id, fast === d]);
}
console.log(JSON.stringify(out));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const pairs = JSON.parse(r.stdout) as [string, boolean][];
    expect(pairs.map((p) => p[0])).toEqual(ANALYSIS_IDS);
    for (const [id, same] of pairs) expect(same, id).toBe(true);
  });
});
