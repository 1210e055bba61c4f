/** check-hash through the real HTTP port against a local server answering like VirusTotal API v3. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  json,
  startProviderServers,
  type ProviderServers,
} from '@secapi/test-kit/fixtures/provider-servers.js';
import { analyzeHash } from './analyze.js';
import { virusTotalFileReport } from '@secapi/test-kit/fixtures/virustotal.js';

const KEY = 'operator-key-9f8e7d6c5b4a';
const MD5 = '44d88612fea8a8f36de82e1278abb02f';
const UNKNOWN = 'd41d8cd98f00b204e9800998ecf8427e';
const providers = { virusTotalUrl: 'http://vt.test/api/v3/', virusTotalApiKey: KEY };

let running: ProviderServers | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function startVt(): Promise<ProviderServers> {
  running = await startProviderServers({
    'vt.test': (req, res) => {
      if (req.headers['x-apikey'] !== KEY) {
        json(res, 401, { error: { code: 'WrongCredentialsError', message: 'Wrong API key' } });
        return;
      }
      if (req.url === `/api/v3/files/${MD5}`) {
        json(
          res,
          200,
          virusTotalFileReport({
            sha256: 'e'.repeat(64),
            stats: { malicious: 60, suspicious: 1, undetected: 9, timeout: 0, 'type-unsupported': 0 },
            names: ['eicar.com'],
          }),
        );
        return;
      }
      if (req.url === `/api/v3/files/${'0'.repeat(32)}`) {
        json(res, 429, { error: { code: 'QuotaExceededError', message: 'Quota exceeded' } });
        return;
      }
      json(res, 404, { error: { code: 'NotFoundError', message: 'File not found' } });
    },
  });
  return running;
}

describe('analyzeHash over the real HTTP port', () => {
  it('200 → found, stats parsed; the server received the key in x-apikey and only the hash in the path', async () => {
    const s = await startVt();
    const r = await analyzeHash(MD5, s.context({ providers }));
    expect(r).toMatchObject({ source: 'virustotal', found: true, errorKey: null });
    expect(r.virusTotal?.lastAnalysisStats.malicious).toBe(60);
    expect(r.virusTotal?.popularThreatLabel).toBe('virus.eicar/test');
    const request = s.servers['vt.test']!.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`/api/v3/files/${MD5}`);
    expect(request.headers['x-apikey']).toBe(KEY);
    expect(JSON.stringify(r)).not.toContain(KEY);
  });

  it('404 NotFoundError → found false', async () => {
    const s = await startVt();
    const r = await analyzeHash(UNKNOWN, s.context({ providers }));
    expect(r).toMatchObject({
      source: 'virustotal',
      found: false,
      noteKeys: ['hash.note.virustotal-not-found'],
    });
  });

  it('a rejected key → key-rejected, found null, the key nowhere in the result', async () => {
    const s = await startVt();
    const r = await analyzeHash(
      MD5,
      s.context({ providers: { ...providers, virusTotalApiKey: 'wrong-key-123' } }),
    );
    expect(r).toMatchObject({ found: null, errorKey: 'hash.error.virustotal-key-rejected' });
    expect(JSON.stringify(r)).not.toContain('wrong-key-123');
  });

  it('429 QuotaExceededError → quota', async () => {
    const s = await startVt();
    const r = await analyzeHash('0'.repeat(32), s.context({ providers }));
    expect(r).toMatchObject({
      found: null,
      errorKey: 'hash.error.virustotal-quota',
      parameters: { status: 429 },
    });
  });
});
