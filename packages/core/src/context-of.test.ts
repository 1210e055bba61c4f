import { describe, expect, it } from 'vitest';
import { analyzeUrl } from './analyses/url/analyze.js';
import { contextOf, createContext, getDefaultContext, type AnalysisContext } from './context.js';

describe('contextOf (a JavaScript caller handing in a partial context)', () => {
  it('gives the default context when none is given, and a complete one as it is', () => {
    expect(contextOf(undefined)).toBe(getDefaultContext());
    const ctx = createContext({ offline: true });
    expect(contextOf(ctx)).toBe(ctx);
  });

  it('reads a partial object as createContext options, the rest filled, once per object', () => {
    const partial = { offline: true } as unknown as AnalysisContext;
    const filled = contextOf(partial);
    expect(filled).not.toBe(partial);
    expect(filled.offline).toBe(true);
    expect(filled.timeoutMs).toBe(15_000);
    expect(typeof filled.http.request).toBe('function');
    expect(contextOf(partial)).toBe(filled);
  });

  it('names createContext for a context that is not an object', () => {
    expect(() => contextOf('offline' as unknown as AnalysisContext)).toThrow(/createContext/);
  });

  it('lets analyzeUrl(u, {}) run instead of failing on AbortSignal.timeout(undefined)', async () => {
    const partial = { offline: true } as unknown as AnalysisContext;
    const r = await analyzeUrl('https://example.org/', partial);
    expect(r.redirects.skipReasonKey).toBe('skip.offline-mode');
    const empty = {} as unknown as AnalysisContext;
    expect(contextOf(empty).timeoutMs).toBe(15_000);
    expect(contextOf(empty).offline).toBe(false);
  });

  it('fills a hand-built context that lacks the feeds and the network check (null, not missing)', async () => {
    // Review of round 18: read as complete, it failed on `phishingFeeds.lookup` and `networkCheck.rootZone`.
    const { phishingFeeds: _feeds, networkCheck: _check, ...handBuilt } = createContext({ offline: true });
    const partial = handBuilt as unknown as AnalysisContext;
    const filled = contextOf(partial);
    expect(filled).not.toBe(partial);
    expect(filled.phishingFeeds).toBeNull();
    expect(filled.networkCheck).toBeNull();
    expect(filled.http).toBe(handBuilt.http);
    const r = await analyzeUrl('https://example.org/', partial);
    expect(r.redirects.skipReasonKey).toBe('skip.offline-mode');
  });

  it('keeps createContext’s own check of a bad timeout', () => {
    expect(() => contextOf({ timeoutMs: -1 } as unknown as AnalysisContext)).toThrow(RangeError);
  });
});
