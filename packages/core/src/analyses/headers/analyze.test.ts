import { describe, expect, it } from 'vitest';

import { createContext } from '../../context.js';
import { InputError } from '../../errors.js';
import type {
  HttpErrorCode,
  HttpHop,
  HttpPort,
  HttpRequestOptions,
  HttpResult,
} from '../../net/http/types.js';
import { analyzeHeaders } from './analyze.js';

type Route =
  { status: number; headers?: Record<string, string[]>; location?: string } | { error: HttpErrorCode };

/** A minimal fake HttpPort: follows `location` by hand like the real port and records every call. */
function fakeHttp(
  routes: Record<string, Route>,
): HttpPort & { calls: [string, HttpRequestOptions | undefined][] } {
  const calls: [string, HttpRequestOptions | undefined][] = [];
  return {
    calls,
    request(url, options) {
      calls.push([url, options]);
      const hops: HttpHop[] = [];
      let current = url;
      for (let i = 0; ; i++) {
        const route = routes[current] ?? { error: 'connection-refused' };
        const host = new URL(current).hostname;
        if ('error' in route) {
          hops.push({ url: current, status: null, location: null, host, address: null });
          return Promise.resolve({
            response: null,
            hops,
            error: { code: route.error, detail: null },
            wasBlockedByPolicy: route.error === 'blocked-by-policy',
            hitMaxRedirects: false,
          } satisfies HttpResult);
        }
        hops.push({
          url: current,
          status: route.status,
          location: route.location ?? null,
          host,
          address: '192.0.2.7',
        });
        if (route.location !== undefined && i < (options?.maxRedirects ?? 0)) {
          current = new URL(route.location, current).href;
          continue;
        }
        return Promise.resolve({
          response: {
            url: current,
            status: route.status,
            headers: route.headers ?? {},
            body: new Uint8Array(),
            bodyTruncated: false,
            address: '192.0.2.7',
            tls: null,
          },
          hops,
          error: null,
          wasBlockedByPolicy: false,
          hitMaxRedirects: false,
        } satisfies HttpResult);
      }
    },
  };
}

const ctxWith = (http: HttpPort) => createContext({ http });

const GOOD = {
  'strict-transport-security': ['max-age=31536000; includeSubDomains'],
  'content-security-policy': [
    "default-src 'self'; object-src 'none'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'",
  ],
  'x-content-type-options': ['nosniff'],
  'referrer-policy': ['strict-origin-when-cross-origin'],
};

describe('analyzeHeaders', () => {
  it('success: grades the https page and probes http://host/ for the redirection', async () => {
    const http = fakeHttp({
      'https://shop.example/': { status: 200, headers: GOOD },
      'http://shop.example/': { status: 301, location: 'https://shop.example/' },
    });
    const r = await analyzeHeaders('shop.example', ctxWith(http));
    expect(r).toMatchObject({
      url: 'https://shop.example/',
      finalUrl: 'https://shop.example/',
      status: 200,
      grade: 'A+',
      score: 115, // 100 + CSP 5 + framing 5 + referrer 5
      errorKey: null,
      gradeNoteKeys: [],
      noteKeys: [],
    });
    expect(r.tests.find((t) => t.name === 'redirection')?.resultKey).toBe('headers.redirection-to-https');
    expect(r.hops).toHaveLength(1);
    expect(http.calls.map(([u]) => u).sort()).toEqual(['http://shop.example/', 'https://shop.example/']);
    for (const [, o] of http.calls)
      expect(o).toMatchObject({ method: 'GET', maxRedirects: 5, maxBodyBytes: 0 });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('redirect to https: an http URL is followed, and its hops are the redirection evidence (no probe)', async () => {
    const http = fakeHttp({
      'http://shop.example/': { status: 301, location: 'https://shop.example/' },
      'https://shop.example/': { status: 200, headers: GOOD },
    });
    const r = await analyzeHeaders('http://shop.example/', ctxWith(http));
    expect(http.calls).toHaveLength(1);
    expect(r.finalUrl).toBe('https://shop.example/');
    expect(r.hops.map((h) => h.status)).toEqual([301, 200]);
    expect(r.grade).toBe('A+');
  });

  it('plain http site without headers: F', async () => {
    const http = fakeHttp({ 'http://old.example/': { status: 200, headers: { server: ['Apache/2.2.3'] } } });
    const r = await analyzeHeaders('http://old.example/', ctxWith(http));
    expect(r).toMatchObject({ grade: 'F', score: 10, gradeNoteKeys: ['headers.grade.not-https'] });
    expect(r.noteKeys).toEqual(['headers.note.server-version']);
  });

  it.each<[HttpErrorCode]>([['blocked-by-policy'], ['timeout'], ['tls-error'], ['dns-nxdomain']])(
    'fetch failure %s: full shape, no grade, http-error key, the hops so far',
    async (code) => {
      const http = fakeHttp({ 'https://shop.example/': { error: code } });
      const r = await analyzeHeaders('https://shop.example/', ctxWith(http));
      expect(r).toEqual({
        url: 'https://shop.example/',
        finalUrl: null,
        status: null,
        grade: null,
        score: null,
        tests: [],
        gradeNoteKeys: [],
        noteKeys: [],
        hops: [
          { url: 'https://shop.example/', status: null, location: null, host: 'shop.example', address: null },
        ],
        errorKey: `http-error.${code}`,
        outcome: 'failed',
        checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    },
  );

  it('blocked after a redirect keeps the first hop', async () => {
    const http = fakeHttp({
      'https://shop.example/': { status: 302, location: 'http://10.0.0.1/' },
      'http://10.0.0.1/': { error: 'blocked-by-policy' },
    });
    const r = await analyzeHeaders('https://shop.example/', ctxWith(http));
    expect(r.errorKey).toBe('http-error.blocked-by-policy');
    expect(r.hops.map((h) => h.status)).toEqual([302, null]);
  });

  it('an error status is not graded (as the Observatory)', async () => {
    const http = fakeHttp({ 'https://shop.example/': { status: 500, headers: GOOD } });
    const r = await analyzeHeaders('https://shop.example/', ctxWith(http));
    expect(r).toMatchObject({
      grade: null,
      score: null,
      status: 500,
      errorKey: 'headers.error.unexpected-status',
    });
    expect(r.tests).toHaveLength(11);
  });

  it('401 and 403 are graded', async () => {
    const http = fakeHttp({ 'https://shop.example/': { status: 403, headers: GOOD } });
    expect((await analyzeHeaders('https://shop.example/', ctxWith(http))).grade).toBe('A+');
  });

  it('notes an http probe that failed for another reason than no listener', async () => {
    const http = fakeHttp({
      'https://shop.example/': { status: 200, headers: GOOD },
      'http://shop.example/': { error: 'blocked-by-policy' },
    });
    const r = await analyzeHeaders('https://shop.example/', ctxWith(http));
    expect(r.noteKeys).toEqual(['headers.note.http-probe-failed']);
    expect(r.tests.find((t) => t.name === 'redirection')?.resultKey).toBe(
      'headers.redirection-not-needed-no-http',
    );
  });

  it('allows the explicit port of the URL only, and only 80 or 443', async () => {
    const http = fakeHttp({ 'https://shop.example:80/': { status: 200, headers: GOOD } });
    await analyzeHeaders('https://shop.example:80/', ctxWith(http));
    const main = http.calls.find(([u]) => u.startsWith('https:'));
    const probe = http.calls.find(([u]) => u.startsWith('http:'));
    expect(main?.[1]?.allowPorts).toEqual([80]);
    expect(probe?.[0]).toBe('http://shop.example/');
    expect(probe?.[1]?.allowPorts).toBeUndefined();
  });

  it.each(['8443', '22', '25', '3306', '65535'])(
    'refuses port %s with input.url-port-not-allowed and contacts nothing (not a port prober)',
    async (port) => {
      const http = fakeHttp({});
      await expect(analyzeHeaders(`https://shop.example:${port}/`, ctxWith(http))).rejects.toMatchObject({
        key: 'input.url-port-not-allowed',
        params: { port },
      });
      await expect(analyzeHeaders(`http://shop.example:${port}/x`, ctxWith(http))).rejects.toBeInstanceOf(
        InputError,
      );
      expect(http.calls).toHaveLength(0);
    },
  );

  it('accepts the explicit default ports (:443 on https, :80 on http, :443 on http)', async () => {
    const http = fakeHttp({
      'https://shop.example/': { status: 200, headers: GOOD },
      'http://shop.example/': { status: 200, headers: GOOD },
      'http://shop.example:443/': { status: 200, headers: GOOD },
    });
    for (const url of ['https://shop.example:443/', 'http://shop.example:80/', 'http://shop.example:443/']) {
      const r = await analyzeHeaders(url, ctxWith(http));
      expect(r.status).toBe(200);
    }
  });

  it('offline: contacts nothing, skip.offline-mode', async () => {
    const http = fakeHttp({});
    const ctx = createContext({ offline: true, http });
    const r = await analyzeHeaders('https://shop.example/', ctx);
    expect(r.errorKey).toBe('skip.offline-mode');
    expect(r.grade).toBeNull();
    expect(http.calls).toHaveLength(0);
  });

  it('bad input throws the URL InputErrors', async () => {
    const ctx = ctxWith(fakeHttp({}));
    await expect(analyzeHeaders('', ctx)).rejects.toMatchObject({ key: 'input.url-required' });
    await expect(analyzeHeaders(`https://a.example/${'a'.repeat(2100)}`, ctx)).rejects.toMatchObject({
      key: 'input.url-too-long',
    });
    await expect(analyzeHeaders('ftp://a.example/', ctx)).rejects.toMatchObject({
      key: 'input.url-unsupported-scheme',
    });
    await expect(analyzeHeaders('javascript:alert(1)', ctx)).rejects.toBeInstanceOf(InputError);
  });
});
