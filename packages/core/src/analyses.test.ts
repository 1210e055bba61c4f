import { describe, expect, it } from 'vitest';
import { ANALYSES, ANALYSIS_IDS, getAnalysis, isAnalysisId } from './analyses.js';
import { createContext } from './context.js';
import { defineAnalysis, lifetimes } from './define-analysis.js';
import * as core from './index.js';
import { MAX_URL_INPUT_LENGTH } from './input/url.js';
import { MAX_URL_LENGTH } from './analyses/url/index.js';
import { OUTCOMES } from './outcome.js';

/** One valid input per analysis, answered offline (no network in unit tests). */
const SAMPLES: Record<(typeof ANALYSIS_IDS)[number], string> = {
  'check-url': ' https://example.com/login ',
  'check-email': 'Your parcel is waiting: pay the fee at http://example.top/x',
  'check-tls': 'example.com',
  'check-email-auth': 'example.com',
  'check-message': 'Your parcel is waiting: pay the fee at http://example.top/x',
  'check-headers': 'https://example.com/',
  'check-typosquat': 'example.com',
  'check-certs': 'example.com',
  'check-ip': '8.8.8.8',
  'check-dns': 'example.com',
  'check-whois': 'example.com',
  'check-hash': 'D41D8CD98F00B204E9800998ECF8427E',
  'check-acme': 'example.com',
};

describe('ANALYSES', () => {
  it('keys every descriptor by its own id, with a distinct method exported by core', () => {
    const methods = new Set<string>();
    for (const id of ANALYSIS_IDS) {
      const d = ANALYSES[id];
      expect(d.id).toBe(id);
      expect(isAnalysisId(id)).toBe(true);
      expect(getAnalysis(id)).toBe(d);
      expect(typeof (core as Record<string, unknown>)[d.method]).toBe('function');
      methods.add(d.method);
      expect(Object.isFrozen(d)).toBe(true);
    }
    expect(methods.size).toBe(ANALYSIS_IDS.length);
    expect(isAnalysisId('check-nothing')).toBe(false);
    expect(isAnalysisId('toString')).toBe(false);
  });

  it('gives shorter lifetimes to partial and failed results, and none to messages', () => {
    for (const d of Object.values(ANALYSES)) {
      if (d.cache === null) continue;
      expect(d.cache.partial).toBeLessThanOrEqual(d.cache.complete);
      expect(d.cache.failed).toBeLessThanOrEqual(d.cache.partial);
      expect(d.cache.failed).toBeLessThanOrEqual(30_000);
    }
    expect(ANALYSES['check-message'].cache).toBeNull();
    expect(ANALYSES['check-email'].cache).toBeNull();
    expect(lifetimes(60_000)).toEqual({ complete: 60_000, partial: 60_000, failed: 30_000 });
  });

  it('caps URL inputs like the URL reader does', () => {
    expect(MAX_URL_INPUT_LENGTH).toBe(MAX_URL_LENGTH);
    expect(ANALYSES['check-url'].input.maxLength).toBe(MAX_URL_INPUT_LENGTH);
    expect(ANALYSES['check-headers'].input.maxLength).toBe(MAX_URL_INPUT_LENGTH);
  });

  it('normalises inputs: trimmed, a hash lower-cased, a message untouched', () => {
    expect(ANALYSES['check-url'].input.normalize(SAMPLES['check-url'])).toBe('https://example.com/login');
    expect(ANALYSES['check-hash'].input.normalize(' ABC ')).toBe('abc');
    expect(ANALYSES['check-message'].input.normalize(' hi\n')).toBe(' hi\n');
  });

  it('passes check-email its second field (rawHeaders) and refuses one on a memoised analysis', async () => {
    const d = ANALYSES['check-email'];
    expect(d.input.extra).toEqual({ name: 'rawHeaders', maxLength: 20_000 });
    const ctx = createContext({ offline: true });
    const r = await d.analyze('Hello', ctx, {
      rawHeaders: 'From: A <a@example.com>\nSubject: hi\nTo: b@example.org',
    });
    expect(r.inputShape).toBe('headers-and-body');
    expect(r.sender.fromAddress).toBe('a@example.com');
    expect(() => defineAnalysis({ ...d, id: 'check-x', cache: lifetimes(60_000) })).toThrow(/never memoised/);
  });

  it.each(ANALYSIS_IDS)('%s: the descriptor runs the analysis, offline, with an outcome', async (id) => {
    const d = ANALYSES[id];
    const ctx = createContext({ offline: true });
    const r = await d.analyze(d.input.normalize(SAMPLES[id]), ctx);
    expect(OUTCOMES).toContain(r.outcome);
    if (id !== 'check-message') expect(r.outcome).not.toBe('complete');
  });
});
