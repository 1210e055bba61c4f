import { describe, expect, it } from 'vitest';
import { fakeHttp } from './fake-http.js';

const text = (body: Uint8Array | undefined): string => new TextDecoder().decode(body);

describe('fakeHttp', () => {
  it('answers a declared URL with its status, lower-cased headers and capped body', async () => {
    const http = fakeHttp({
      'https://shop.example': {
        status: 200,
        headers: { 'Content-Type': 'text/html', 'set-cookie': ['a', 'b'] },
        body: 'hello world',
      },
    });
    const result = await http.request('https://shop.example/', { maxBodyBytes: 5 });
    expect(result.error).toBeNull();
    expect(result.response?.status).toBe(200);
    expect(result.response?.headers).toEqual({ 'content-type': ['text/html'], 'set-cookie': ['a', 'b'] });
    expect(text(result.response?.body)).toBe('hello');
    expect(result.response?.bodyTruncated).toBe(true);
    expect(result.response?.tls?.authorized).toBe(true);
    expect(http.calls).toEqual([{ url: 'https://shop.example/', options: { maxBodyBytes: 5 } }]);
  });

  it('reads no body by default, like the real port', async () => {
    const http = fakeHttp({ 'http://a.example/': { status: 200, body: 'x' } });
    const result = await http.request('http://a.example/');
    expect(result.response?.body.length).toBe(0);
    expect(result.response?.tls).toBeNull();
  });

  it('follows redirects up to maxRedirects and records every hop', async () => {
    const http = fakeHttp({
      'http://short.example/x': { status: 301, headers: { location: 'https://shop.example/landing' } },
      'https://shop.example/landing': { status: 302, headers: { location: '/final?q=1' } },
      'https://shop.example/final?q=1': { status: 200 },
    });
    const result = await http.request('http://short.example/x', { maxRedirects: 5 });
    expect(result.error).toBeNull();
    expect(result.response?.url).toBe('https://shop.example/final?q=1');
    expect(result.hops.map((h) => [h.url, h.status, h.location])).toEqual([
      ['http://short.example/x', 301, 'https://shop.example/landing'],
      ['https://shop.example/landing', 302, '/final?q=1'],
      ['https://shop.example/final?q=1', 200, null],
    ]);
    const limited = await http.request('http://short.example/x', { maxRedirects: 1 });
    expect(limited.error?.code).toBe('too-many-redirects');
    expect(limited.hitMaxRedirects).toBe(true);
    expect(limited.response?.status).toBe(302);
  });

  it('returns a redirect as the final response when maxRedirects is 0', async () => {
    const http = fakeHttp({
      'http://a.example/': { status: 301, headers: { location: 'http://b.example/' } },
    });
    const result = await http.request('http://a.example/');
    expect(result.response?.status).toBe(301);
    expect(result.error).toBeNull();
    expect(result.hops).toHaveLength(1);
  });

  it('reports declared errors, blocked-by-policy included', async () => {
    const http = fakeHttp({
      'https://blocked.example/': { error: 'blocked-by-policy', detail: '10.0.0.1' },
      'https://slow.example/': { error: 'timeout' },
    });
    const blocked = await http.request('https://blocked.example/');
    expect(blocked).toMatchObject({
      response: null,
      wasBlockedByPolicy: true,
      error: { code: 'blocked-by-policy' },
    });
    const slow = await http.request('https://slow.example/');
    expect(slow).toMatchObject({ wasBlockedByPolicy: false, error: { code: 'timeout', detail: null } });
  });

  it('calls handler entries with the URL and options, and uses the catch-all', async () => {
    const http = fakeHttp({
      'https://api.example/v1': (url, options) => ({
        status: 200,
        body: `${url} ${options.method ?? 'GET'}`,
      }),
      '*': { error: 'dns-nxdomain' },
    });
    const result = await http.request('https://api.example/v1', { method: 'POST', maxBodyBytes: 100 });
    expect(text(result.response?.body)).toBe('https://api.example/v1 POST');
    expect((await http.request('https://other.example/')).error?.code).toBe('dns-nxdomain');
  });

  it('answers connection-failed for undeclared URLs and invalid-url for garbage', async () => {
    const http = fakeHttp({});
    expect((await http.request('https://nowhere.example/')).error?.code).toBe('connection-failed');
    expect((await http.request('not a url')).error?.code).toBe('invalid-url');
    expect((await http.request('ftp://x.example/')).error?.code).toBe('unsupported-scheme');
  });
});
