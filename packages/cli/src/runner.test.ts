import { ANALYSES, createContext, defineAnalysis, lifetimes, trimInput } from '@secapi/core';
import * as net from '@secapi/core/net';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './args.js';
import { createRunner, runLine, type Runner } from './runner.js';

/** A runner over `d` with a memo whatever its descriptor says: `runLine` itself must honour `cache`. */
function runnerOf(d: Runner['d']): Runner {
  return {
    d,
    ctx: createContext({ offline: false }),
    net: net,
    lang: 'en-CA',
    params: {},
    thresholds: { failOn: 'suspicious', minGrade: null, strict: false },
    memo: new Map(),
  };
}

function counted(outcome: 'complete' | 'failed', cache: ReturnType<typeof lifetimes> | null) {
  const calls: string[] = [];
  let n = 0;
  const d = defineAnalysis({
    id: 'check-counted',
    method: 'analyzeCounted',
    family: 'report',
    input: { name: 'domain', maxLength: 255, normalize: trimInput },
    analyze: async (input: string) => {
      calls.push(input);
      n += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { outcome, serial: n };
    },
    cache,
    perMinute: 10,
  });
  return { d: d as unknown as Runner['d'], calls };
}

describe('runLine', () => {
  it('gives a repeated line of a memoised analysis the same result, analysed once, in flight too', async () => {
    const { d, calls } = counted('complete', lifetimes(60_000));
    const r = runnerOf(d);
    const [a, b] = await Promise.all([runLine(r, 'a.example'), runLine(r, 'a.example')]);
    const c = await runLine(r, 'a.example');
    const other = await runLine(r, 'b.example');
    expect(calls).toEqual(['a.example', 'b.example']);
    expect(a.json).toBe(b.json);
    expect(c.json).toBe(a.json);
    expect(JSON.parse(other.json)).toMatchObject({ serial: 2 });
  });

  it('analyses again once the lifetime of the outcome is over (a failed lookup: no lifetime here)', async () => {
    const { d, calls } = counted('failed', { complete: 60_000, partial: 60_000, failed: 0 });
    const r = runnerOf(d);
    await runLine(r, 'a.example');
    await runLine(r, 'a.example');
    expect(calls).toEqual(['a.example', 'a.example']);
  });

  it('keeps results only when the analyses use the network: offline, an analysis costs less', async () => {
    const runner = async (argv: string[]): Promise<Runner> => {
      const d = ANALYSES['check-url'] as unknown as Runner['d'];
      const { options } = parseCommandLine(argv, d);
      return createRunner({ command: 'url', options, env: {}, lang: 'en-CA', params: {} });
    };
    expect((await runner(['url', 'x'])).memo).toBeInstanceOf(Map);
    expect((await runner(['url', 'x', '--offline'])).memo).toBeNull();
  });

  it('never keeps what the server never memoises (a text message)', async () => {
    const { options } = parseCommandLine(['message', 'x'], ANALYSES['check-message']);
    const message = await createRunner({ command: 'message', options, env: {}, lang: 'en-CA', params: {} });
    expect(message.memo).toBeNull();
    const { d, calls } = counted('complete', null);
    const counting = runnerOf(d);
    await runLine(counting, 'same');
    await runLine(counting, 'same');
    expect(calls).toEqual(['same', 'same']);
  });
});
