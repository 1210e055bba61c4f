/**
 * The check-acme page's address table shows both probes a name's addresses get: http-01 (port 80)
 * and tls-alpn-01 (port 443). Core's real `analyzeAcme` runs over in-memory DNS and HTTP and a TLS
 * port whose handshakes answer as scripted per address, and the real page renders its result.
 */
import { describe, expect, it } from 'vitest';
import { analyzeAcme, createContext } from '@secapi/core';
import type { HandshakeInfo, TlsPort } from '@secapi/core/net';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { localize, translate, type Lang } from '@secapi/i18n';
import { acmeResultPage } from '../src/acme-page.js';
import { escapeHtml } from '../src/html.js';

const ACCEPTS = '93.184.216.34';
const REFUSES = '93.184.216.35';

const handshake = (alpn: string | null): HandshakeInfo => ({
  ok: true,
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_128_GCM_SHA256',
  group: 'x25519',
  groupBits: 253,
  alpn,
  authorized: false,
  authorizationError: null,
  chain: [],
  ocspResponse: null,
});

/** One session per address: the first negotiates acme-tls/1, the second picks no protocol. */
const tls: TlsPort = {
  open(host, options) {
    const address = options.address ?? ACCEPTS;
    return Promise.resolve({
      ok: true,
      session: {
        host,
        address,
        otherAddresses: [],
        port: 443,
        connections: 1,
        probe: () => Promise.reject(new Error('not used')),
        handshake: () => Promise.resolve(handshake(address === ACCEPTS ? 'acme-tls/1' : null)),
      },
    });
  },
};

const ctx = createContext({
  dns: fakeDns({
    'shop.example.com': { A: [ACCEPTS, REFUSES] },
    'example.com': {
      SOA: [
        {
          mname: 'ns.example.com',
          rname: 'h.example.com',
          serial: 1,
          refresh: 1,
          retry: 1,
          expire: 1,
          minimum: 1,
        },
      ],
    },
  }),
  http: fakeHttp({}),
  tls,
});

const t = (lang: Lang, key: Parameters<typeof translate>[1], params?: Record<string, unknown>): string =>
  escapeHtml(translate(lang, key, params));

describe('check-acme page: the address table', () => {
  it('has an http-01 and a tls-alpn-01 column, with what each address answered, in both languages', async () => {
    const r = await analyzeAcme({ domain: 'shop.example.com', method: 'tls-alpn-01' }, ctx);
    expect(r.addresses.map((a) => a.tlsAlpn01?.status)).toEqual(['negotiated', 'not-negotiated']);
    for (const lang of ['en-CA', 'fr-CA'] as const) {
      const page = acmeResultPage(
        { lang, assets: { css: '', icon: '' } },
        localize(r, lang),
        'shop.example.com',
      );
      expect(page.body).toContain(t(lang, 'ui.acme.col-tls-alpn01'));
      // Only tls-alpn-01 was asked for: no http-01 column.
      expect(page.body).not.toContain(t(lang, 'ui.acme.col-http01'));
      expect(page.body).toContain(t(lang, 'ui.acme.alpn.negotiated', { protocol: 'TLSv1.3' }));
      expect(page.body).toContain(t(lang, 'ui.acme.alpn.not-negotiated', { alpn: '—' }));
    }
    const all = await analyzeAcme({ domain: 'shop.example.com' }, ctx);
    const page = acmeResultPage(
      { lang: 'en-CA', assets: { css: '', icon: '' } },
      localize(all, 'en-CA'),
      'shop.example.com',
    );
    expect(page.body).toContain(t('en-CA', 'ui.acme.col-http01'));
    expect(page.body).toContain(t('en-CA', 'ui.acme.col-tls-alpn01'));
  });
});
