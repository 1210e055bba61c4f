/**
 * What runs one input: the descriptor, the analysis context (built as the server builds its own),
 * the language, the parameters and the exit thresholds. Built from plain data (`RunnerInit`), so a
 * worker thread of a batch builds the same runner as the main thread.
 */
import type { AnalysisContext } from '@secapi/core';
import { errorBody, resultJson, type Lang } from '@secapi/i18n';
import { UsageError, type GlobalOptions } from './args.js';
import type { LineResult } from './batch.js';
import { envFlag, type Env } from './env.js';
import { EXIT, exitCodeOf, type Thresholds } from './exit-code.js';
import { refuseInput, type Refusal } from './input.js';
import { loadCommand, type Descriptor } from './registry.js';

/** Everything a runner is built from (structured-cloneable: it crosses to worker threads). */
export interface RunnerInit {
  readonly command: string;
  readonly options: GlobalOptions;
  /** The variables read: `SECAPI_DNS_SERVERS`, `SECAPI_OFFLINE`, the provider keys. */
  readonly env: Env;
  readonly lang: Lang;
  readonly params: Readonly<Record<string, string>>;
}

/** The variables a runner reads (passed on to worker threads, nothing else). */
export const RUNNER_ENV = ['SECAPI_DNS_SERVERS', 'SECAPI_OFFLINE', 'VIRUSTOTAL_API_KEY', 'WEB_RISK_API_KEY'];

export interface Net {
  createContext: (options: Record<string, unknown>) => AnalysisContext;
  isInputError: (
    e: unknown,
  ) => e is Error & { key: string; params: Readonly<Record<string, string | number>> };
  parseDnsServers: (text: string) => string[];
}

/** The analysis context, as the server builds its own: offline flag, resolvers, keys, deadline. */
async function contextFor(o: GlobalOptions, env: Env, net: Net): Promise<AnalysisContext> {
  const dnsText = o.dnsServers.length > 0 ? o.dnsServers.join(',') : env.SECAPI_DNS_SERVERS;
  let dnsServers: string[] | undefined;
  if (dnsText !== undefined && dnsText !== '') {
    try {
      dnsServers = net.parseDnsServers(dnsText);
    } catch (error) {
      const source = o.dnsServers.length > 0 ? '--dns-server' : 'SECAPI_DNS_SERVERS';
      throw new UsageError(
        'ui.cli.usage.dns-servers',
        { source, detail: error instanceof Error ? error.message : String(error) },
        { cause: error },
      );
    }
  }
  const key = (name: string): string | null => {
    const v = env[name];
    return v === undefined || v === '' ? null : v;
  };
  return Promise.resolve(
    net.createContext({
      offline: o.offline || envFlag(env.SECAPI_OFFLINE),
      ...(dnsServers === undefined ? {} : { dnsServers }),
      ...(o.timeoutMs === null ? {} : { timeoutMs: o.timeoutMs }),
      providers: { virusTotalApiKey: key('VIRUSTOTAL_API_KEY'), webRiskApiKey: key('WEB_RISK_API_KEY') },
    }),
  );
}

export function refusalJson(lang: Lang, r: Refusal): string {
  return JSON.stringify(errorBody(lang, r.key, r.params));
}

/** The label a result is counted under in a batch summary. */
function labelOf(result: Record<string, unknown>): string {
  if (typeof result.verdictKey === 'string') return result.verdictKey;
  if (typeof result.grade === 'string') return result.grade;
  return typeof result.outcome === 'string' ? result.outcome : 'complete';
}

export interface Runner {
  readonly d: Descriptor;
  readonly ctx: AnalysisContext;
  readonly net: Net;
  readonly lang: Lang;
  readonly params: Readonly<Record<string, string>>;
  readonly thresholds: Thresholds;
  /** A batch's results by input line (null: never kept; see `runLine`). */
  readonly memo: Map<string, Remembered> | null;
}

/** A line's result kept for the lines that repeat it, until `expires` (ms, `performance.now()`). */
interface Remembered {
  readonly result: Promise<LineResult>;
  expires: number;
}

/** Lines remembered per runner (forgotten at once when full, as core's memos are). */
const MEMO_MAX = 4096;

type Analysed = { readonly refused: Refusal } | { readonly result: Record<string, unknown> };

export async function analyse(r: Runner, raw: string): Promise<Analysed> {
  const refused = refuseInput(r.d, raw, r.params);
  if (refused !== null) return { refused };
  const analyze = r.d.analyze as (
    i: string,
    c: AnalysisContext,
    p?: Readonly<Record<string, string>>,
  ) => Promise<unknown>;
  try {
    const input = r.d.input.normalize(raw);
    const result =
      Object.keys(r.params).length === 0
        ? await analyze(input, r.ctx)
        : await analyze(input, r.ctx, r.params);
    return { result: result as Record<string, unknown> };
  } catch (error) {
    if (r.net.isInputError(error)) return { refused: { key: error.key, params: error.params } };
    throw error;
  }
}

async function computeLine(r: Runner, line: string): Promise<{ line: LineResult; outcome: string }> {
  const a = await analyse(r, line);
  if ('refused' in a)
    return {
      line: { json: refusalJson(r.lang, a.refused), code: EXIT.usage, label: 'refused' },
      outcome: 'complete',
    };
  return {
    line: {
      json: resultJson(a.result, r.lang),
      code: exitCodeOf(a.result, r.d.family, r.thresholds),
      label: labelOf(a.result),
    },
    outcome: typeof a.result.outcome === 'string' ? a.result.outcome : 'complete',
  };
}

/**
 * One line of a batch. A line that repeats one seen earlier in the run gets the same result, as the
 * server's memo would serve it: only for analyses the server memoises (never a message or an
 * email: `cache: null`), for as long as the descriptor's lifetime of that outcome (a failed lookup
 * 30 seconds at most), and a line still in flight is shared, not analysed twice. A mail gateway's
 * batch of links repeats many of them; a network analysis then contacts each server once. Only
 * when the analyses use the network (see `createRunner`).
 */
export function runLine(r: Runner, line: string): Promise<LineResult> {
  const memo = r.memo;
  const lifetimes = r.d.cache;
  if (memo === null || lifetimes === null) return computeLine(r, line).then((x) => x.line);
  const now = performance.now();
  const hit = memo.get(line);
  if (hit !== undefined && hit.expires > now) return hit.result;
  if (memo.size >= MEMO_MAX) memo.clear();
  const entry: Remembered = {
    result: computeLine(r, line).then(
      (x) => {
        const ms = lifetimes[x.outcome as keyof typeof lifetimes] as number | undefined;
        entry.expires = performance.now() + (ms ?? 0);
        return x.line;
      },
      (error: unknown) => {
        memo.delete(line);
        throw error;
      },
    ),
    expires: Number.POSITIVE_INFINITY,
  };
  memo.set(line, entry);
  return entry.result;
}

/** Builds the runner of `init` (loads the command's analysis and the network ports). */
export async function createRunner(init: RunnerInit): Promise<Runner> {
  const d = await loadCommand(init.command);
  if (d === null) throw new UsageError('ui.cli.usage.unknown-command', { name: init.command });
  const net = (await import('@secapi/core/context')) as unknown as Net;
  const ctx = await contextFor(init.options, init.env, net);
  const o = init.options;
  return {
    d,
    ctx,
    net,
    lang: init.lang,
    params: init.params,
    thresholds: { failOn: o.failOn ?? 'suspicious', minGrade: o.minGrade, strict: o.strict },
    // Offline, an analysis is cheaper than keeping results: 100,000 URLs (13 % repeated) took
    // 60 % more CPU with the memo, its results outliving the young generation.
    memo: d.cache === null || ctx.offline ? null : new Map(),
  };
}
