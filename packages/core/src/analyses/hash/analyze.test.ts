import { fakeDns } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { createContext, type AnalysisContext } from '../../context.js';
import { isInputError } from '../../errors.js';
import type { DnsPort } from '../../net/dns/types.js';
import type { HttpPort } from '../../net/http/types.js';
import { fakeHttp, type FakeReply } from '@secapi/test-kit/fixtures/scripted-http.js';
import { analyzeHash } from './analyze.js';
import { mhrName, parseMhrTxt } from '../../providers/cymru-mhr.js';
import { parseHashInput } from './input.js';
import { virusTotalFileReport } from '@secapi/test-kit/fixtures/virustotal.js';

const API_KEY = 'vt-secret-key-0123456789abcdef';
const MD5 = '44d88612fea8a8f36de82e1278abb02f';
const SHA1 = '3395856ce81f2b7382dee72602f798b642f14140';
const SHA256 = '275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f';

function ctxWith(
  http: HttpPort,
  apiKey: string | null = API_KEY,
  dns: DnsPort = fakeDns({}),
): AnalysisContext {
  const providers = { virusTotalUrl: 'https://vt.test/api/v3/', virusTotalApiKey: apiKey };
  return createContext({ dns, offline: false, http, providers });
}

const VT_FILE = virusTotalFileReport({
  names: [
    'eicar.com',
    'eicar.txt',
    'EICAR.COM',
    'eicar.com',
    ...Array.from({ length: 40 }, (_, i) => `n${i}`),
  ],
  tags: ['via-tor', 'attachment'],
  attributes: {
    popular_threat_classification: {
      suggested_threat_label: 'virus.eicar/test',
      popular_threat_category: [{ value: 'virus', count: 30 }],
      popular_threat_name: [{ value: 'eicar', count: 40 }],
    },
  },
});

const vt = (...replies: FakeReply[]) => fakeHttp([{ match: 'vt.test', replies }]);
const notFound = {
  status: 404,
  body: JSON.stringify({ error: { code: 'NotFoundError', message: `File "${MD5}" not found` } }),
};

describe('analyzeHash with a VirusTotal key', () => {
  it('200 → found with stats, bounded names, type, size, dates and threat label', async () => {
    const http = vt({ status: 200, body: JSON.stringify(VT_FILE) });
    const r = await analyzeHash(`  ${MD5.toUpperCase()} `, ctxWith(http));
    expect(r).toMatchObject({
      hash: MD5,
      algorithm: 'md5',
      source: 'virustotal',
      found: true,
      errorKey: null,
    });
    const v = r.virusTotal!;
    expect(v.lastAnalysisStats).toEqual({
      malicious: 62,
      suspicious: 0,
      undetected: 7,
      harmless: 0,
      timeout: 1,
      confirmedTimeout: 0,
      failure: 0,
      typeUnsupported: 3,
    });
    expect(v.enginesTotal).toBe(73);
    expect(v.names).toHaveLength(20);
    expect(v.names.slice(0, 3)).toEqual(['eicar.com', 'eicar.txt', 'EICAR.COM']);
    expect(v.typeDescription).toBe('DOS COM');
    expect(v.size).toBe(68);
    expect(v.firstSubmissionDate).toBe('2006-05-22T12:42:02.000Z');
    expect(v.lastAnalysisDate).toBe('2025-11-01T00:00:00.000Z');
    expect(v.popularThreatLabel).toBe('virus.eicar/test');
    expect(v.sha256).toBe(SHA256);
    expect(v.link).toBe(`https://www.virustotal.com/gui/file/${SHA256}`);
    expect(r.malwareHashRegistry).toBeNull();
  });

  it('sends only the hash, in the path, with the key in x-apikey', async () => {
    const http = vt({ status: 200, body: JSON.stringify(VT_FILE) });
    await analyzeHash(SHA256, ctxWith(http));
    expect(http.calls).toHaveLength(1);
    const call = http.calls[0]!;
    expect(call.url).toBe(`https://vt.test/api/v3/files/${SHA256}`);
    expect(call.options.method).toBe('GET');
    expect(call.options.headers?.['x-apikey']).toBe(API_KEY);
    expect(call.options.body).toBeUndefined();
    expect(call.url).not.toContain(API_KEY);
  });

  it('404 NotFoundError → found false (unknown is not safe), with a note', async () => {
    const r = await analyzeHash(MD5, ctxWith(vt(notFound)));
    expect(r).toMatchObject({ source: 'virustotal', found: false, errorKey: null, virusTotal: null });
    expect(r.noteKeys).toEqual(['hash.note.virustotal-not-found']);
  });

  it('404 without NotFoundError is an error, not "not found"', async () => {
    const r = await analyzeHash(MD5, ctxWith(vt({ status: 404, body: '<html>nginx</html>' })));
    expect(r).toMatchObject({
      found: null,
      source: null,
      errorKey: 'hash.error.virustotal-status',
      parameters: { status: 404 },
    });
  });

  it.each([
    [401, 'WrongCredentialsError', 'hash.error.virustotal-key-rejected'],
    [403, 'ForbiddenError', 'hash.error.virustotal-key-rejected'],
    [429, 'QuotaExceededError', 'hash.error.virustotal-quota'],
    [503, 'TransientError', 'hash.error.virustotal-status'],
    [400, 'InvalidArgumentError', 'hash.error.virustotal-status'],
  ])('%i %s → errorKey %s and found null', async (status, code, key) => {
    const body = JSON.stringify({ error: { code, message: `bad key ${API_KEY}` } });
    const r = await analyzeHash(SHA1, ctxWith(vt({ status, body })));
    expect(r).toMatchObject({ found: null, source: null, errorKey: key, parameters: { status } });
    expect(JSON.stringify(r)).not.toContain(API_KEY);
  });

  it.each([
    ['not JSON', 'garbage<>'],
    ['JSON without data.attributes', '{"data":{"id":"x"}}'],
    ['an array', '[]'],
  ])('200 with %s → invalid-response, found null', async (_label, body) => {
    const r = await analyzeHash(MD5, ctxWith(vt({ status: 200, body })));
    expect(r).toMatchObject({ found: null, errorKey: 'hash.error.virustotal-invalid-response' });
  });

  it('a truncated 200 body is invalid, never a partial report', async () => {
    const r = await analyzeHash(
      MD5,
      ctxWith(vt({ status: 200, body: JSON.stringify(VT_FILE), bodyTruncated: true })),
    );
    expect(r.errorKey).toBe('hash.error.virustotal-invalid-response');
  });

  it('transport failure → the http-error key', async () => {
    const r = await analyzeHash(MD5, ctxWith(vt({ error: 'timeout' })));
    expect(r).toMatchObject({ found: null, errorKey: 'http-error.timeout' });
  });

  it('the key never appears in any result', async () => {
    for (const reply of [
      { status: 200, body: JSON.stringify(VT_FILE) },
      notFound,
      { status: 401 },
      { error: 'tls-error' as const },
    ]) {
      const r = await analyzeHash(MD5, ctxWith(vt(reply)));
      expect(JSON.stringify(r)).not.toContain(API_KEY);
    }
  });

  it('does not ask the Malware Hash Registry when a key is configured', async () => {
    const dns = fakeDns({});
    await analyzeHash(MD5, ctxWith(vt(notFound), API_KEY, dns));
    expect(dns.calls).toEqual([]);
  });
});

describe('analyzeHash without a key: Team Cymru Malware Hash Registry', () => {
  it('listed (A 127.0.0.2) → found true with last seen and detection %', async () => {
    const name = `${MD5}.hash.cymru.com`;
    const dns = fakeDns({ [name]: { A: ['127.0.0.2'], TXT: [['1761955200 79']] } });
    const http = vt(notFound);
    const r = await analyzeHash(MD5, ctxWith(http, null, dns));
    expect(r).toMatchObject({ source: 'cymru-mhr', found: true, errorKey: null, virusTotal: null });
    expect(r.malwareHashRegistry).toEqual({
      queriedName: name,
      listed: true,
      lastSeen: '2025-11-01T00:00:00.000Z',
      detectionPercent: 79,
    });
    expect(r.noteKeys).toEqual(['hash.note.no-virustotal-key', 'hash.note.mhr-listed']);
    expect(r.parameters).toEqual({ detectionPercent: 79 });
    expect(http.calls).toEqual([]);
    expect(dns.calls).toEqual([
      { name, type: 'A' },
      { name, type: 'TXT' },
    ]);
  });

  it('not listed (NXDOMAIN) → found false, with the "not a clean bill" note, one query', async () => {
    const dns = fakeDns({});
    const r = await analyzeHash(SHA1, ctxWith(vt(), null, dns));
    expect(r).toMatchObject({ source: 'cymru-mhr', found: false, errorKey: null });
    expect(r.malwareHashRegistry?.listed).toBe(false);
    expect(r.noteKeys).toEqual(['hash.note.no-virustotal-key', 'hash.note.mhr-not-listed']);
    expect(dns.calls).toEqual([{ name: `${SHA1}.hash.cymru.com`, type: 'A' }]);
  });

  it('SHA-256 is split into two 32-character labels', async () => {
    const dns = fakeDns({});
    await analyzeHash(SHA256, ctxWith(vt(), null, dns));
    expect(dns.calls[0]?.name).toBe(`${SHA256.slice(0, 32)}.${SHA256.slice(32)}.hash.cymru.com`);
    expect(mhrName(MD5)).toBe(`${MD5}.hash.cymru.com`);
  });

  it.each(['servfail', 'timeout', 'refused'] as const)(
    '%s → errorKey mhr-failed, found null',
    async (status) => {
      const dns = fakeDns({ [`${MD5}.hash.cymru.com`]: status });
      const r = await analyzeHash(MD5, ctxWith(vt(), null, dns));
      expect(r).toMatchObject({
        source: null,
        found: null,
        errorKey: 'hash.error.mhr-failed',
        parameters: { status },
      });
    },
  );

  it('an unexpected address is not taken as listed', async () => {
    const dns = fakeDns({ [`${MD5}.hash.cymru.com`]: { A: ['192.0.2.1'] } });
    const r = await analyzeHash(MD5, ctxWith(vt(), null, dns));
    expect(r).toMatchObject({ found: null, errorKey: 'hash.error.mhr-failed' });
  });

  it('listed with a garbled TXT keeps listed, without details', async () => {
    const dns = fakeDns({ [`${MD5}.hash.cymru.com`]: { A: ['127.0.0.2'], TXT: [['garbage']] } });
    const r = await analyzeHash(MD5, ctxWith(vt(), null, dns));
    expect(r.found).toBe(true);
    expect(r.malwareHashRegistry).toMatchObject({ lastSeen: null, detectionPercent: null });
    expect(parseMhrTxt('1221154281 53')).toEqual({
      lastSeen: '2008-09-11T17:31:21.000Z',
      detectionPercent: 53,
    });
  });

  it('an empty key counts as no key', async () => {
    const dns = fakeDns({});
    const http = vt(notFound);
    const r = await analyzeHash(MD5, ctxWith(http, '', dns));
    expect(r.source).toBe('cymru-mhr');
    expect(http.calls).toEqual([]);
  });
});

describe('analyzeHash: input and offline', () => {
  it.each([
    [MD5, 'md5'],
    [SHA1.toUpperCase(), 'sha1'],
    [`\t${SHA256}\n`, 'sha256'],
  ])('accepts %j as %s', (input, algorithm) => {
    expect(parseHashInput(input)).toEqual({ hash: input.trim().toLowerCase(), algorithm });
  });

  it.each([
    ['', 'input.hash-required'],
    ['   ', 'input.hash-required'],
    [MD5.slice(1), 'input.hash-invalid'],
    [`${MD5}0`, 'input.hash-invalid'],
    [`${MD5.slice(1)}g`, 'input.hash-invalid'],
    ['0x' + MD5.slice(2), 'input.hash-invalid'],
    [`${MD5} ${MD5}`, 'input.hash-invalid'],
    ['a'.repeat(128), 'input.hash-invalid'],
  ])('rejects %j with %s', async (input, key) => {
    const error: unknown = await analyzeHash(input, ctxWith(vt())).catch((e: unknown) => e);
    expect(isInputError(error) && error.key).toBe(key);
  });

  it('offline → skip.offline-mode, nothing asked', async () => {
    const http = vt(notFound);
    const dns = fakeDns({});
    const ctx = createContext({ offline: true, dns, http });
    const r = await analyzeHash(MD5, ctx);
    expect(r).toMatchObject({ found: null, source: null, errorKey: 'skip.offline-mode' });
    expect(http.calls).toEqual([]);
    expect(dns.calls).toEqual([]);
  });
});
