import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import { analyzeUrl } from './analyze.js';

const offline = createContext({ offline: true });

describe('analyzeUrl', () => {
  it('reports skip.offline-mode for network steps in offline mode', async () => {
    const r = await analyzeUrl('https://example.com/', offline);
    expect(r.redirects).toEqual({
      wasAttempted: false,
      wasSuccessful: false,
      wasBlockedByPolicy: false,
      hops: [],
      finalUrl: null,
      finalHost: null,
      hitMaxHops: false,
      unresolvable: false,
      containsHttpsToHttpDowngrade: false,
      errorMessageKey: null,
      skipReasonKey: 'skip.offline-mode',
    });
    expect(r.domainAge).toEqual({
      wasAttempted: false,
      wasSuccessful: false,
      lookedUpDomain: 'example.com',
      registeredAt: null,
      ageInDays: null,
      ageBand: null,
      humanReadableAgeKey: null,
      errorMessageKey: null,
      skipReasonKey: 'skip.offline-mode',
    });
    expect(r.webRisk).toEqual({
      wasAttempted: false,
      wasSuccessful: false,
      threatTypes: [],
      errorMessageKey: null,
      skipReasonKey: 'skip.offline-mode',
    });
  });

  it('uses the default context when none is given (a script URL contacts nothing)', async () => {
    const r = await analyzeUrl('javascript:alert(1)');
    expect(r.redirects.skipReasonKey).toBe('skip.not-applicable');
    expect(r.webRisk.skipReasonKey).toBe('skip.not-applicable');
  });

  it('fills the full result of a clean URL, inconclusive because steps were skipped', async () => {
    const r = await analyzeUrl('https://www.google.com/', offline);
    expect(r).toMatchObject({
      input: 'https://www.google.com/',
      normalizedUrl: 'https://www.google.com/',
      analyzedHost: 'www.google.com',
      registrableDomain: 'google.com',
      confidenceScore: 0,
      verdictKey: 'verdict.likely-safe',
      summaryKey: 'url.summary.inconclusive',
      recommendedActionKey: 'url.action.inconclusive',
      isInconclusive: true,
      outcome: 'partial',
    });
    expect(r.findings.map((f) => f.titleKey)).toEqual(['finding.url-official-domain.title']);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('keeps the scored verdict and its summary for a caution result that is inconclusive, with the inconclusive action', async () => {
    const r = await analyzeUrl('http://tinyurl.com/abc', offline);
    expect(r.verdictKey).toBe('verdict.caution');
    expect(r.isInconclusive).toBe(true);
    expect(r.summaryKey).toBe('url.summary.caution');
    expect(r.recommendedActionKey).toBe('url.action.inconclusive');
  });

  it('is conclusive when dangerous', async () => {
    const r = await analyzeUrl('https://paypal.com.secure-login.example.top/verify', offline);
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.confidenceScore).toBeGreaterThanOrEqual(70);
    expect(r.isInconclusive).toBe(false);
    expect(r.summaryKey).toBe('url.summary.dangerous');
    expect(r.recommendedActionKey).toBe('url.action.dangerous');
    expect(r.findings[0]?.titleKey).toBe('finding.url-brand-in-subdomain.title');
    expect(r.domainAge.lookedUpDomain).toBe('example.top');
  });

  it('has no domain to look up for an IP address', async () => {
    const r = await analyzeUrl('http://192.0.2.1/', offline);
    expect(r.registrableDomain).toBeNull();
    expect(r.domainAge.lookedUpDomain).toBeNull();
    expect(r.domainAge.skipReasonKey).toBe('skip.not-applicable');
    expect(r.redirects.skipReasonKey).toBe('skip.offline-mode');
  });

  it('marks network steps not applicable for script URLs', async () => {
    const r = await analyzeUrl('javascript:alert(document.cookie)', offline);
    expect(r.analyzedHost).toBe('');
    expect(r.redirects.skipReasonKey).toBe('skip.not-applicable');
    expect(r.domainAge.skipReasonKey).toBe('skip.not-applicable');
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(r.isInconclusive).toBe(false);
  });

  it('rejects bad input with an InputError only', async () => {
    await expect(analyzeUrl('', offline)).rejects.toSatisfy(
      (e: unknown) => isInputError(e) && e.key === 'input.url-required',
    );
    await expect(analyzeUrl('gopher://x', offline)).rejects.toSatisfy(
      (e: unknown) =>
        isInputError(e) && e.key === 'input.url-unsupported-scheme' && e.params.scheme === 'gopher',
    );
  });
});
