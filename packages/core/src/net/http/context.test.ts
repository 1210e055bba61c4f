import { fakeHttp } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { publicOnlyPolicy, testPolicy } from './policy.js';
import { DEFAULT_PROVIDERS } from './types.js';

describe('context HTTP ports', () => {
  it('defaults to the public-only policy, the real providers and a lazy client', async () => {
    const ctx = createContext();
    expect(ctx.policy).toBe(publicOnlyPolicy);
    expect(ctx.providers).toEqual(DEFAULT_PROVIDERS);
    // Refused before any DNS query or connection.
    const result = await ctx.http.request('http://169.254.169.254/latest/meta-data/');
    expect(result.wasBlockedByPolicy).toBe(true);
  });

  it('offline: an http port that contacts nothing', async () => {
    const ctx = createContext({ offline: true });
    expect(await ctx.http.request('https://example.com/')).toEqual({
      response: null,
      hops: [],
      error: { code: 'connection-failed', detail: 'offline' },
      wasBlockedByPolicy: false,
      hitMaxRedirects: false,
    });
  });

  it('uses an injected http port, policy and provider overrides', async () => {
    const http = fakeHttp({ 'https://crt.test/': { status: 200 } });
    const policy = testPolicy({ allow: 'loopback' });
    const ctx = createContext({ offline: true, http, policy, providers: { crtShUrl: 'https://crt.test/' } });
    expect(ctx.policy).toBe(policy);
    expect(ctx.providers.crtShUrl).toBe('https://crt.test/');
    expect(ctx.providers.rdapFallbackUrl).toBe(DEFAULT_PROVIDERS.rdapFallbackUrl);
    expect((await ctx.http.request(ctx.providers.crtShUrl)).response?.status).toBe(200);
  });
});
