/**
 * POST /api/check-email through the real app and core's real email analysis (offline context):
 * both body fields reach the analysis, the answer matches CheckEmailResponse (the contract client
 * validates every response), bad input is a 400, nothing is memoised and nothing of the email is
 * ever logged.
 */
import { analyzeEmail, createContext, type EmailAnalysisResult } from '@secapi/core';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { createApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { createJsonLogger } from './logger.js';
import { createService, type Analyzers } from './service.js';

function setup(analyzers: Partial<Analyzers> = {}, context = createContext({ offline: true })) {
  const lines: string[] = [];
  const logger = createJsonLogger((line) => lines.push(line));
  const config: ServerConfig = { ...loadConfig({}), trustProxy: false };
  const service = createService(config, { analyzers, logger, context });
  return { api: client(createApp({ config, service, logger })), lines };
}

const HEADERS = [
  'Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=notice-cra.top; dmarc=fail (p=REJECT) header.from=notice-cra.top',
  'From: "Canada Revenue Agency" <refund@notice-cra.top>',
  'To: sam@example.ca',
  'Subject: Tax refund SECRET-SUBJECT',
  'Message-ID: <1@notice-cra.top>',
].join('\r\n');
const BODY =
  'You are eligible for a tax refund of $412.50. Claim your refund within 48 hours: http://notice-cra.top/claim SECRET-BODY-TEXT';

describe('POST /api/check-email', () => {
  it('analyses the body with its headers: sender, authentication and links in the answer, in French', async () => {
    const { api } = setup();
    const res = await api
      .post('/api/check-email?lang=fr')
      .send({ emailBody: BODY, rawHeaders: HEADERS })
      .expect(200);
    expect(res.body.inputShape).toBe('headers-and-body');
    expect(res.body.verdictKey).toBe('verdict.dangerous');
    expect(res.body.verdict).toBe('Dangereux');
    expect(res.body.sender).toMatchObject({
      fromAddress: 'refund@notice-cra.top',
      fromDomain: 'notice-cra.top',
    });
    expect(res.body.authentication).toMatchObject({ spf: 'fail', dmarc: 'fail', source: 'headers' });
    const codes = (res.body.findings as { code: string }[]).map((f) => f.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'email-auth-dmarc-fail',
        'email-sender-brand-display-name',
        'email-lure-tax-refund',
      ]),
    );
    expect(res.body.links[0].host).toBe('notice-cra.top');
    expect(res.body.outcome).toBe('partial');
    expect(res.body.skipped.map((s: { reasonKey: string }) => s.reasonKey)).toContain('skip.offline-mode');
  });

  it('accepts rawHeaders null or absent (body only)', async () => {
    const { api } = setup();
    for (const body of [{ emailBody: 'Hello, lunch on Friday?', rawHeaders: null }, { emailBody: 'Hello' }]) {
      const res = await api.post('/api/check-email').send(body).expect(200);
      expect(res.body.inputShape).toBe('body-only');
      expect(res.body.verdictKey).toBe('verdict.likely-safe');
    }
  });

  it.each([
    ['missing', {}, 'The field “emailBody” is required.'],
    ['null', { emailBody: null }, 'The field “emailBody” is required.'],
    ['blank', { emailBody: '   ' }, 'Paste the email to check.'],
  ])('returns 400 when emailBody is %s', async (_case, body, error) => {
    const { api } = setup();
    expect((await api.post('/api/check-email').send(body).expect(400)).body).toEqual({ error });
  });

  it('returns 400 over 20,000 characters in either field and accepts exactly 20,000', async () => {
    const { api } = setup();
    await api
      .post('/api/check-email')
      .send({ emailBody: 'a'.repeat(20_001) })
      .expect(400);
    await api
      .post('/api/check-email')
      .send({ emailBody: 'hi', rawHeaders: 'a'.repeat(20_001) })
      .expect(400);
    await api
      .post('/api/check-email')
      .send({
        emailBody: 'é'.repeat(20_000),
        rawHeaders: `Subject: x\nFrom: a@b.example\n${'X-A: b\n'.repeat(2_000)}`.slice(0, 20_000),
      })
      .expect(200);
  });

  it('passes both fields as sent and never memoises', async () => {
    const seen: [string, string | null | undefined][] = [];
    const fake = (body: string, headers?: string | null): Promise<EmailAnalysisResult> => {
      seen.push([body, headers]);
      return analyzeEmail({ emailBody: body, rawHeaders: headers ?? null }, createContext({ offline: true }));
    };
    const { api } = setup({ analyzeEmail: (body, _ctx, params) => fake(body, params?.rawHeaders) });
    await api
      .post('/api/check-email')
      .send({ emailBody: '  same  ', rawHeaders: ' From: a@b.example ' })
      .expect(200);
    await api
      .post('/api/check-email')
      .send({ emailBody: '  same  ', rawHeaders: ' From: a@b.example ' })
      .expect(200);
    await api.post('/api/check-email').send({ emailBody: 'x', rawHeaders: 42 }).expect(400);
    expect(seen).toEqual([
      ['  same  ', ' From: a@b.example '],
      ['  same  ', ' From: a@b.example '],
    ]);
  });

  it('never logs the email, whatever happens to the request', async () => {
    const { api, lines } = setup({
      analyzeEmail: (body) =>
        body.includes('boom')
          ? Promise.reject(new TypeError(`cannot analyse ${body}`))
          : Promise.reject(new Error('x')),
    });
    await api
      .post('/api/check-email')
      .send({ emailBody: `${BODY} boom`, rawHeaders: HEADERS })
      .expect(500);
    await api
      .post('/api/check-email')
      .send({ emailBody: `${BODY}${'x'.repeat(20_000)}` })
      .expect(400);
    const all = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(all).not.toContain('SECRET-BODY-TEXT');
    expect(all).not.toContain('SECRET-SUBJECT');
  });
});

describe('POST /api/check-email, online (fake DNS and HTTP ports)', () => {
  it('answers the From domain’s DMARC policy and each link’s network checks, in the contract, without logging the email', async () => {
    const dns = fakeDns({
      'notice-cra.top': { A: ['192.0.2.7'] },
      '_dmarc.notice-cra.top': { TXT: [['v=DMARC1; p=reject']] },
    });
    // The link answers; the registry of its domain is not reachable (RDAP through the same fake port).
    const http = fakeHttp({ 'http://notice-cra.top/claim': { status: 200 } });
    const { api, lines } = setup({}, createContext({ dns, http, timeoutMs: 3000 }));
    const res = await api.post('/api/check-email').send({ emailBody: BODY, rawHeaders: HEADERS }).expect(200);
    expect(res.body.fromDomainDmarc).toMatchObject({
      domain: 'notice-cra.top',
      status: 'found',
      policy: 'reject',
      summaryKey: 'email.dmarc.policy-reject',
    });
    const codes = (res.body.findings as { code: string }[]).map((f) => f.code);
    expect(codes).toContain('email-dmarc-enforced-fail');
    // The chain was followed; the age could not be read, so the link is not checked, never "passed".
    expect(res.body.links[0].network).toMatchObject({ status: 'failed', finalHost: 'notice-cra.top' });
    expect(
      res.body.skipped.map((p: { id: string; reasonKey: string }) => [p.id, p.reasonKey]),
    ).toContainEqual(['link-network-checks', 'email.skip.lookup-failed']);
    expect(http.calls.map((c) => c.url)).toContain('http://notice-cra.top/claim');
    const all = lines.join('');
    expect(all).not.toContain('SECRET-BODY-TEXT');
    expect(all).not.toContain('SECRET-SUBJECT');
  });
});
