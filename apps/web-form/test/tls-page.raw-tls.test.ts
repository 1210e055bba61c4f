/**
 * The check-tls result page over REAL results: analyzeTls against a local node:tls server (A+) and
 * the scripted raw-TLS server (an SSLv3/RC4/export server, F), localized and rendered in both
 * languages: the grade badge, the reasons, the protocol table, the suites and the chain.
 */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { analyzeTls, createContext, type TlsGradeRule, type TlsResult } from '@secapi/core';
import { createHttpClient, createTlsClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import { localize } from '@secapi/i18n';
import {
  alertRecord,
  certificateMessage,
  createTestCa,
  fakeDns,
  record,
  serverHello,
  serverHelloDone,
  startRawTlsServer,
  type RawTlsServer,
  type TestCa,
} from '@secapi/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGES, gradeBadgeSvg } from '../src/badge.js';
import { gradeIgnoringTrust, tlsResultPage } from '../src/tls-page.js';

let ca: TestCa;
let modern: Server;
let legacy: RawTlsServer;
let good: TlsResult;
let bad: TlsResult;
let mismatch: TlsResult;

beforeAll(async () => {
  ca = createTestCa();
  modern = createServer({ ...ca.issue(['shop.test']), minVersion: 'TLSv1.2' }, (_req, res) => {
    res.writeHead(200, { 'strict-transport-security': 'max-age=31536000' }).end();
  });
  await new Promise<void>((resolve) => {
    modern.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const der = new Uint8Array(
    Buffer.from(ca.issue(['old.test']).cert.replace(/-----[^-]+-----|\s/g, ''), 'base64'),
  );
  legacy = await startRawTlsServer((hello) => {
    if (hello.format === 'ssl2' || hello.version > 0x0300) return { bytes: alertRecord(70) };
    const suite = [0x0004, 0x0003].find((s) => hello.suites.includes(s));
    if (suite === undefined) return { bytes: alertRecord(40) };
    return {
      bytes: record(22, 0x0300, [
        ...serverHello({ version: 0x0300, suite, renegotiationInfo: false }),
        ...certificateMessage([der]),
        ...serverHelloDone,
      ]),
    };
  });
  const dns = fakeDns({
    'shop.test': { A: ['127.0.0.1'] },
    'old.test': { A: ['127.0.0.1'] },
    'other.test': { A: ['127.0.0.1'] },
  });
  const policy = testPolicy({
    allow: 'loopback',
    portMap: {
      'shop.test:443': (modern.address() as AddressInfo).port,
      'other.test:443': (modern.address() as AddressInfo).port,
      'old.test:443': legacy.port,
    },
  });
  const ctx = createContext({
    dns,
    policy,
    http: createHttpClient({ dns, policy, ca: ca.cert, defaults: { timeoutMs: 2_000 } }),
    tls: createTlsClient({ dns, policy, ca: ca.cert }),
  });
  good = await analyzeTls('shop.test', ctx);
  bad = await analyzeTls('old.test', ctx);
  // The same server asked for a name its certificate does not cover: M, A+ if trust is ignored.
  mismatch = await analyzeTls('other.test', ctx);
});

afterAll(async () => {
  await legacy.close();
  await new Promise<void>((resolve) => {
    modern.close(() => {
      resolve();
    });
  });
  ca.dispose();
});

const page = (r: TlsResult, lang: 'en-CA' | 'fr-CA'): string =>
  tlsResultPage(
    { lang, assets: { css: '/assets/site.css', icon: '/assets/icon.svg' } },
    localize(r, lang),
    r.host,
  ).body;

describe('the check-tls page', () => {
  it('shows an A+ as a large badge, the protocol table, the suites and the chain (both languages)', () => {
    expect(good.grade).toBe('A+');
    const en = page(good, 'en-CA');
    expect(en).toContain('<p class="grade grade-a-plus" aria-hidden="true">A+</p>');
    expect(en).toContain('Grade A+');
    expect(en).toContain('<code class="addr">TLSv1.3</code>');
    expect(en).toContain('TLS_AES_256_GCM_SHA384');
    expect(en).toContain('CN=shop.test');
    expect(en).toContain('Issued by CN=secapi test CA');
    const fr = page(good, 'fr-CA');
    expect(fr).toContain('Note A+');
    expect(fr).toContain('Suites de chiffrement');
    expect(fr).toContain('Émis par CN=secapi test CA');
  });

  it('shows an F with every reason, in both languages', () => {
    expect(bad.grade).toBe('F');
    const en = page(bad, 'en-CA');
    expect(en).toContain('grade-f');
    expect(en).toContain('SSL 3.0 is the best protocol offered');
    expect(en).toContain('Export-grade suites are offered (TLS_RSA_EXPORT_WITH_RC4_40_MD5)');
    expect(en).toContain('TLS_RSA_WITH_RC4_128_MD5');
    const fr = page(bad, 'fr-CA');
    expect(fr).toContain('SSL\u00a03.0 est le meilleur protocole offert'.replace('\u00a0', ' '));
    expect(fr).toContain('Des suites de qualité «\u00a0export\u00a0» sont offertes');
  });

  it('has an embeddable badge: A+ green, T and M red like F, in both languages', () => {
    expect(BADGES.tls.path).toBe('/badge/tls.svg');
    const aPlus = gradeBadgeSvg('en-CA', BADGES.tls.label, good.grade);
    expect(aPlus).toContain('TLS setup');
    expect(aPlus).toContain('fill="#1e6b3f"');
    for (const grade of ['T', 'M', 'F'])
      expect(gradeBadgeSvg('fr-CA', BADGES.tls.label, grade)).toContain('fill="#b42318"');
    expect(gradeBadgeSvg('fr-CA', BADGES.tls.label, 'A-')).toContain('config. TLS');
  });

  it.each(['en-CA', 'fr-CA'] as const)(
    'summarises the four categories as bars and says what earned the "+" (%s)',
    (lang) => {
      const html = page(good, lang);
      const bars = [
        ...html.matchAll(
          /<meter class="bar" min="0" max="100" low="50" high="80" optimum="100" value="(\d+)"/g,
        ),
      ];
      expect(bars).toHaveLength(4);
      // Certificate trusted and covering the name: 100; the three category scores as core computed them.
      expect(bars.map((m) => Number(m[1]))).toEqual([
        100,
        Math.round(good.categoryScores?.protocol ?? -1),
        Math.round(good.categoryScores?.keyExchange ?? -1),
        Math.round(good.categoryScores?.cipher ?? -1),
      ]);
      expect(html).toContain(lang === 'fr-CA' ? 'Échange de clés' : 'Key exchange');
      expect(html).toContain('<p class="note plus-line">');
      expect(html).toContain(lang === 'fr-CA' ? '365\u00a0jours' : '365 days');
      // Dates in words, not ISO 8601; a scan time that is never "0.0 s".
      expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(html).toMatch(lang === 'fr-CA' ? /\d{1,2} [a-zéû]+ \d{4}/ : /[A-Z][a-z]+ \d{1,2}, \d{4}/);
      expect(html).not.toContain('0.0 s');
      expect(html).not.toContain('0,0 s');
    },
  );

  it.each(['en-CA', 'fr-CA'] as const)(
    'says a trust failure in words, with the fix and the grade if trust is ignored (%s)',
    (lang) => {
      expect(mismatch.grade).toBe('M');
      const html = page(mismatch, lang);
      expect(html).toContain(lang === 'fr-CA' ? 'délivré pour un autre nom' : 'issued for another name');
      expect(html).toContain('other.test');
      expect(html).toContain(lang === 'fr-CA' ? 'Pour corriger' : 'How to fix it');
      expect(html).toContain(
        lang === 'fr-CA'
          ? 'Si l’on ignore les problèmes de confiance\u00a0: A+'
          : 'If trust issues are ignored: A+',
      );
      // The certificate bar is empty: browsers refuse it.
      expect(html).toMatch(/<meter class="bar"[^>]*value="0"/);
      expect(html).not.toMatch(/[A-Z_]{12,}_CERT/);
    },
  );
});

describe('the grade if trust issues are ignored', () => {
  const rule = (effect: TlsGradeRule['effect']): TlsGradeRule => ({
    noteKey: 'tls.grade.untrusted',
    effect,
    parameters: null,
  });
  const hsts = (maxAge: number | null) => ({
    present: maxAge !== null,
    maxAge,
    includeSubDomains: false,
    preload: false,
    valid: maxAge === null ? null : true,
  });

  it('is none when trust did not decide the grade', () => {
    expect(
      gradeIgnoringTrust({ grade: 'B', score: 90, gradeRules: [rule('cap-B')], hsts: hsts(null) }),
    ).toBeNull();
    expect(
      gradeIgnoringTrust({ grade: 'T', score: null, gradeRules: [rule('T')], hsts: hsts(null) }),
    ).toBeNull();
  });

  it('follows the score, the caps, the warnings and the HSTS bonus of the other rules', () => {
    expect(
      gradeIgnoringTrust({ grade: 'T', score: 92, gradeRules: [rule('T')], hsts: hsts(31_536_000) }),
    ).toBe('A+');
    expect(gradeIgnoringTrust({ grade: 'T', score: 92, gradeRules: [rule('T')], hsts: hsts(86_400) })).toBe(
      'A',
    );
    expect(
      gradeIgnoringTrust({
        grade: 'M',
        score: 92,
        gradeRules: [rule('M'), rule('warning')],
        hsts: hsts(31_536_000),
      }),
    ).toBe('A-');
    expect(
      gradeIgnoringTrust({ grade: 'T', score: 92, gradeRules: [rule('T'), rule('cap-B')], hsts: hsts(null) }),
    ).toBe('B');
    expect(
      gradeIgnoringTrust({ grade: 'T', score: 70, gradeRules: [rule('T'), rule('cap-C')], hsts: hsts(null) }),
    ).toBe('C');
    expect(
      gradeIgnoringTrust({ grade: 'T', score: 92, gradeRules: [rule('T'), rule('F')], hsts: hsts(null) }),
    ).toBe('F');
    expect(gradeIgnoringTrust({ grade: 'T', score: 40, gradeRules: [rule('T')], hsts: hsts(null) })).toBe(
      'D',
    );
  });
});
