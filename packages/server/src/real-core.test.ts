/**
 * The server over the REAL core analyses (offline context: no network), every response checked
 * against the OpenAPI schemas: catches drift between core's results, localize() and the contract.
 */
import { createContext } from '@secapi/core';
import { describe, expect, it } from 'vitest';
import { client } from '@secapi/test-kit/fixtures/server-contract-client.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { silentLogger } from './logger.js';
import { createService } from './service.js';

function api() {
  const config = loadConfig({ SECAPI_OFFLINE: '1' });
  const service = createService(config, { context: createContext({ offline: true }) });
  return client(createApp({ config, service, logger: silentLogger }));
}

describe('server over the real core analyses', () => {
  it.each([
    'https://example.com/',
    'http://192.0.2.1/login',
    'paypa1.com.secure-login.example.top/verify',
    'https://xn--pypal-4ve.com/signin',
    'http://[2001:db8::1]:8080/a/../b?x=1#frag',
    'https://bit.ly/3abcd',
    'javascript:alert(1)',
  ])('analyses %s with a body that matches CheckUrlResponse in both languages', async (url) => {
    const a = api();
    for (const lang of ['en-CA', 'fr-CA']) {
      const res = await a.post(`/api/check-url?lang=${lang}`).send({ url }).expect(200);
      expect(res.body.input).toBe(url);
    }
  });

  it.each(['not a url at all', 'http://'])('rejects %s with a 400', async (url) => {
    await api()
      .get(`/api/check-url?u=${encodeURIComponent(url)}`)
      .expect(400);
  });

  it.each([
    'Hi, see you at 6?',
    'URGENT: your parcel is held. Pay the $1.99 fee at http://canadapost-delivery.top/pay within 24h or it will be returned.',
    'Interac e-Transfer: you received $450.00. Deposit at https://bit.ly/xyz',
    'Revenu Canada : votre remboursement de 812,45 $ est en attente. Cliquez ici : http://arc-remboursement.xyz',
  ])('analyses a message with a body that matches CheckMessageResponse: %s', async (message) => {
    const res = await api().post('/api/check-message?lang=fr').send({ message }).expect(200);
    expect(res.body.characterCount).toBe(message.length);
  });
});
