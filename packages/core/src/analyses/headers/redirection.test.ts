import { describe, expect, it } from 'vitest';

import type { HttpHop } from '../../net/http/types.js';
import type { HeadersResultKey } from './keys.js';
import { analyzeRedirection } from './redirection.js';

const hop = (url: string, status: number | null): HttpHop => ({
  url,
  status,
  location: null,
  host: new URL(url).hostname,
  address: status === null ? null : '192.0.2.1',
});

describe('analyzeRedirection', () => {
  it.each<[string, readonly HttpHop[], HeadersResultKey]>([
    [
      'to https on the same host',
      [hop('http://a.example/', 301), hop('https://a.example/', 200)],
      'headers.redirection-to-https',
    ],
    [
      'to https, then on elsewhere',
      [hop('http://a.example/', 308), hop('https://a.example/', 302), hop('https://www.a.example/', 200)],
      'headers.redirection-to-https',
    ],
    ['no http listener (no hops)', [], 'headers.redirection-not-needed-no-http'],
    [
      'no http listener (refused)',
      [hop('http://a.example/', null)],
      'headers.redirection-not-needed-no-http',
    ],
    [
      'off host',
      [hop('http://a.example/', 301), hop('https://www.a.example/', 200)],
      'headers.redirection-off-host-from-http',
    ],
    [
      'http first',
      [hop('http://a.example/', 301), hop('http://www.a.example/', 301), hop('https://www.a.example/', 200)],
      'headers.redirection-not-to-https-on-initial-redirection',
    ],
    [
      'never https',
      [hop('http://a.example/', 302), hop('http://b.example/', 200)],
      'headers.redirection-not-to-https',
    ],
    ['serves content', [hop('http://a.example/', 200)], 'headers.redirection-missing'],
    ['error page over http', [hop('http://a.example/', 404)], 'headers.redirection-missing'],
  ])('%s', (_, hops, expected) => {
    expect(analyzeRedirection({ httpHops: hops }).resultKey).toBe(expected);
  });

  it('gives the chain as evidence', () => {
    expect(
      analyzeRedirection({ httpHops: [hop('http://a.example/', 301), hop('https://a.example/', 200)] }).data,
    ).toBe('301 http://a.example/ → 200 https://a.example/');
  });
});
