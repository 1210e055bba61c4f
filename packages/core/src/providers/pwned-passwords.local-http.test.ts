/** fetchPwnedRange through the real HTTP port against a local server answering like api.pwnedpasswords.com. */
import { afterEach, describe, expect, it } from 'vitest';
import { startProviderServers, type ProviderServers } from '@secapi/test-kit/fixtures/provider-servers.js';
import { fetchPwnedRange } from './pwned-passwords.js';

const providers = { pwnedPasswordsUrl: 'http://pwned.test/range/' };
let running: ProviderServers | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

function suffix(i: number): string {
  return i.toString(16).toUpperCase().padStart(35, '0');
}

describe('fetchPwnedRange over the real HTTP port', () => {
  it('asks /range/<PREFIX> with Add-Padding and drops the padding lines', async () => {
    running = await startProviderServers({
      'pwned.test': (req, res) => {
        const padded = req.headers['add-padding'] === 'true';
        const lines = [`${suffix(1)}:3`, `${suffix(2)}:10437277`];
        if (padded) for (let i = 100; i < 900; i++) lines.push(`${suffix(i)}:0`);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(lines.join('\r\n'));
      },
    });
    const r = await fetchPwnedRange('5baa6', running.context({ providers }));
    expect(running.servers['pwned.test']!.requests[0]!.url).toBe('/range/5BAA6');
    expect(r).toEqual({
      prefix: '5BAA6',
      lines: [`${suffix(1)}:3`, `${suffix(2)}:10437277`],
      paddingRemoved: 800,
      invalidLines: 0,
      upstreamStatus: 200,
      errorKey: null,
      parameters: null,
      outcome: 'complete',
    });
  });

  it('upstream 503 → errorKey with the status', async () => {
    running = await startProviderServers({
      'pwned.test': (_req, res) => {
        res.writeHead(503);
        res.end('Service Unavailable');
      },
    });
    const r = await fetchPwnedRange('ABCDE', running.context({ providers }));
    expect(r).toMatchObject({ lines: [], upstreamStatus: 503, errorKey: 'hash.error.pwned-upstream-status' });
  });
});
