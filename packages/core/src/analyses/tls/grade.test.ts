import { describe, expect, it } from 'vitest';
import { suiteByName } from '../../net/tls/suites.js';
import type { CipherSuiteInfo } from '../../net/tls/suite-types.js';
import { GRADE_RULES, ecToRsaBits, gradeIgnoringTrust, gradeTls, type TlsFacts } from './grade.js';
import { TLS_GRADE_NOTE_KEYS } from './keys.js';
import type { TlsProtocolVersion } from './types.js';

function suite(name: string): CipherSuiteInfo {
  const info = suiteByName(name);
  if (info === null) throw new Error(name);
  return info;
}

type SuiteFact = TlsFacts['suites'][number];
const s = (protocol: TlsProtocolVersion, name: string, kxBits: number | null = 3_072): SuiteFact => ({
  protocol,
  info: suite(name),
  kxBits,
});

const MODERN_SUITES: SuiteFact[] = [
  s('TLSv1.3', 'TLS_AES_128_GCM_SHA256', null),
  s('TLSv1.3', 'TLS_AES_256_GCM_SHA384', null),
  s('TLSv1.2', 'TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256'),
  s('TLSv1.2', 'TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384'),
];

/** A modern server (TLS 1.2 + 1.3, ECDSA P-256, FS + AEAD only, HSTS one year): the baseline. */
function baseFacts(change: Partial<TlsFacts> = {}): TlsFacts {
  return {
    protocols: {
      SSLv2: false,
      SSLv3: false,
      TLSv1: false,
      'TLSv1.1': false,
      'TLSv1.2': true,
      'TLSv1.3': true,
    },
    suites: MODERN_SUITES,
    tls13GroupBits: [3_072],
    serverKeyBits: 3_072,
    rsaExponent: null,
    certificate: {
      trusted: true,
      trustError: null,
      selfSigned: false,
      expired: false,
      notYetValid: false,
      hostnameMatches: true,
      chainComplete: true,
      revoked: false,
      weakSignature: null,
      notBefore: '2026-01-01T00:00:00.000Z',
      notAfter: '2027-01-01T00:00:00.000Z',
    },
    negotiated: suite('TLS_AES_128_GCM_SHA256'),
    hsts: { present: true, maxAge: 31_536_000, valid: true },
    secureRenegotiation: true,
    compression: false,
    ...change,
  };
}
const cert = (change: Partial<NonNullable<TlsFacts['certificate']>>): Partial<TlsFacts> => ({
  certificate: { ...baseFacts().certificate!, ...change },
});
const protocols = (on: TlsProtocolVersion[]): TlsFacts['protocols'] => ({
  SSLv2: on.includes('SSLv2'),
  SSLv3: on.includes('SSLv3'),
  TLSv1: on.includes('TLSv1'),
  'TLSv1.1': on.includes('TLSv1.1'),
  'TLSv1.2': on.includes('TLSv1.2'),
  'TLSv1.3': on.includes('TLSv1.3'),
});
const keys = (f: TlsFacts): string[] => gradeTls(f).rules.map((r) => r.noteKey);

describe('gradeTls (rating guide 2009r)', () => {
  it('has one rule per grade-note key, in key order', () => {
    expect(Object.keys(GRADE_RULES)).toEqual([...TLS_GRADE_NOTE_KEYS]);
  });

  it('the worked example: 0.3·100 + 0.3·90 + 0.4·90 = 93 → A, with HSTS ≥ 6 months → A+', () => {
    const g = gradeTls(baseFacts());
    expect(g).toMatchObject({
      grade: 'A+',
      score: 93,
      categoryScores: { protocol: 100, keyExchange: 90, cipher: 90 },
    });
    expect(g.rules).toEqual([]);
  });

  it('HSTS missing: A (A+ withheld, not a warning); short or invalid HSTS: A- (warnings)', () => {
    expect(gradeTls(baseFacts({ hsts: { present: false, maxAge: null, valid: null } }))).toMatchObject({
      grade: 'A',
      rules: [{ noteKey: 'tls.grade.hsts-missing', effect: 'no-bonus', parameters: null }],
    });
    expect(gradeTls(baseFacts({ hsts: { present: true, maxAge: 86_400, valid: true } }))).toMatchObject({
      grade: 'A-',
      rules: [{ noteKey: 'tls.grade.hsts-short', effect: 'warning', parameters: { maxAge: 86_400 } }],
    });
    expect(gradeTls(baseFacts({ hsts: { present: true, maxAge: null, valid: false } })).grade).toBe('A-');
    // HSTS not checked: A, no bonus claimed and no penalty invented.
    expect(gradeTls(baseFacts({ hsts: { present: null, maxAge: null, valid: null } })).grade).toBe('A');
  });

  it('no TLS 1.3 and no secure renegotiation are warnings: A-', () => {
    const f = baseFacts({
      protocols: protocols(['TLSv1.2']),
      suites: MODERN_SUITES.filter((x) => x.protocol === 'TLSv1.2'),
      secureRenegotiation: false,
    });
    expect(keys(f)).toEqual(['tls.grade.no-tls13', 'tls.grade.no-secure-renegotiation']);
    expect(gradeTls(f).grade).toBe('A-');
  });

  it('protocol score is (best + worst) / 2 and TLS 1.0/1.1 cap at B', () => {
    const f = baseFacts({ protocols: protocols(['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3']) });
    const g = gradeTls(f);
    expect(g.categoryScores.protocol).toBe(95);
    expect(g.grade).toBe('B');
    expect(g.rules).toContainEqual({
      noteKey: 'tls.grade.tls10-tls11',
      effect: 'cap-B',
      parameters: { oldProtocols: 'TLSv1, TLSv1.1' },
    });
  });

  it('SSLv2 is F; SSLv3 caps at B, with CBC at C (POODLE); SSLv3 as the best protocol is F', () => {
    expect(gradeTls(baseFacts({ protocols: protocols(['SSLv2', 'TLSv1.2', 'TLSv1.3']) })).grade).toBe('F');
    const sslv3 = baseFacts({
      protocols: protocols(['SSLv3', 'TLSv1.2', 'TLSv1.3']),
      suites: [...MODERN_SUITES, s('SSLv3', 'TLS_RSA_WITH_AES_128_CBC_SHA', null)],
    });
    expect(keys(sslv3)).toEqual(expect.arrayContaining(['tls.grade.sslv3', 'tls.grade.poodle-sslv3']));
    expect(gradeTls(sslv3).grade).toBe('C');
    const only = baseFacts({
      protocols: protocols(['SSLv3']),
      suites: [s('SSLv3', 'TLS_RSA_WITH_RC4_128_SHA', null)],
    });
    expect(keys(only)).toContain('tls.grade.sslv3-best');
    expect(gradeTls(only).grade).toBe('F');
  });

  it('key exchange: < 1024 bits is F, < 2048 caps at B (the weaker of key and ephemeral parameters)', () => {
    const dh768 = baseFacts({
      suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_DHE_RSA_WITH_AES_128_GCM_SHA256', 768)],
    });
    expect(gradeTls(dh768)).toMatchObject({ grade: 'F', categoryScores: { keyExchange: 40 } });
    const rsa1024 = baseFacts({ serverKeyBits: 1024 });
    expect(gradeTls(rsa1024)).toMatchObject({ grade: 'B', categoryScores: { keyExchange: 80 } });
    expect(gradeTls(rsa1024).rules).toEqual([
      { noteKey: 'tls.grade.key-exchange-weak', effect: 'cap-B', parameters: { keyExchangeBits: 1024 } },
    ]);
    expect(
      gradeTls(
        baseFacts({
          serverKeyBits: 4096,
          tls13GroupBits: [7_680],
          suites: MODERN_SUITES.map((x) => ({ ...x, kxBits: x.kxBits === null ? null : 7_680 })),
        }),
      ).categoryScores.keyExchange,
    ).toBe(100);
  });

  it('export and anonymous suites are F (anonymous scores 0); a NULL cipher is F by its rule', () => {
    expect(
      keys(baseFacts({ suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_RSA_EXPORT_WITH_RC4_40_MD5', 512)] })),
    ).toContain('tls.grade.export-suite');
    const anon = gradeTls(
      baseFacts({ suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_DH_anon_WITH_AES_128_CBC_SHA', 2048)] }),
    );
    expect(anon).toMatchObject({ grade: 'F', score: 0, categoryScores: { keyExchange: 0 } });
    const nul = gradeTls(
      baseFacts({ suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_RSA_WITH_NULL_SHA256', null)] }),
    );
    // (strongest 100 + weakest 0) / 2: the category is 50, the rule makes it F.
    expect(nul).toMatchObject({ grade: 'F', categoryScores: { cipher: 50 } });
    expect(nul.rules.map((r) => r.noteKey)).toContain('tls.grade.null-cipher');
  });

  it('RC4 caps at B, RC4 or 3DES with TLS 1.1+ at C; compression at C', () => {
    const rc4 = baseFacts({
      protocols: protocols(['TLSv1', 'TLSv1.2', 'TLSv1.3']),
      suites: [...MODERN_SUITES, s('TLSv1', 'TLS_RSA_WITH_RC4_128_SHA', null)],
    });
    expect(keys(rc4)).toEqual(expect.arrayContaining(['tls.grade.rc4']));
    expect(keys(rc4)).not.toContain('tls.grade.rc4-modern');
    const rc4Modern = baseFacts({
      suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_RSA_WITH_RC4_128_SHA', null)],
    });
    expect(gradeTls(rc4Modern).grade).toBe('C');
    const des = baseFacts({
      suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA')],
    });
    expect(gradeTls(des)).toMatchObject({ grade: 'C' });
    expect(gradeTls(des).rules).toContainEqual({
      noteKey: 'tls.grade.sweet32',
      effect: 'cap-C',
      parameters: { blockSuites: 'TLS_ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA' },
    });
    expect(gradeTls(baseFacts({ compression: true })).grade).toBe('C');
  });

  it('3DES caps at C only when a client negotiates it (server order, client order, no alternative)', () => {
    const last = s('TLSv1.2', 'TLS_ECDHE_ECDSA_WITH_3DES_EDE_CBC_SHA');
    const withDes = (
      suites: SuiteFact[],
      preference: boolean | null,
      negotiated = 'TLS_AES_128_GCM_SHA256',
    ) =>
      baseFacts({
        suites,
        serverPreference: { 'TLSv1.2': preference, 'TLSv1.3': true },
        negotiated: suite(negotiated),
      });
    // Last in the server's own order, after AES-GCM: no client gets it.
    expect(gradeTls(withDes([...MODERN_SUITES, last], true)).grade).toBe('A+');
    // The client's order: clients list 3DES last, so they do not pick it either.
    expect(gradeTls(withDes([...MODERN_SUITES, last], false)).grade).toBe('A+');
    // First in the server's order: a client that offers it gets it.
    const first = [...MODERN_SUITES.filter((x) => x.protocol === 'TLSv1.3'), last, ...MODERN_SUITES.slice(2)];
    expect(gradeTls(withDes(first, true))).toMatchObject({ grade: 'C' });
    expect(keys(withDes(first, true))).toContain('tls.grade.sweet32');
    // The only suite of TLS 1.2: every TLS 1.2 client negotiates it.
    const only = [...MODERN_SUITES.filter((x) => x.protocol === 'TLSv1.3'), last];
    expect(gradeTls(withDes(only, false)).grade).toBe('C');
    // The modern handshake itself negotiated it.
    expect(gradeTls(withDes([...MODERN_SUITES, last], false, last.info.name)).grade).toBe('C');
    // Order not determined: the cap stays (nothing shows that no client gets it).
    expect(gradeTls(withDes([...MODERN_SUITES, last], null)).grade).toBe('C');
  });

  it('gradeIgnoringTrust: the T and M rules dropped, every other rule kept', () => {
    expect(gradeIgnoringTrust(baseFacts(cert({ trusted: false, trustError: 'X' })))).toBe('A+');
    expect(gradeIgnoringTrust(baseFacts(cert({ expired: true, hostnameMatches: false })))).toBe('A+');
    expect(
      gradeIgnoringTrust(baseFacts(cert({ selfSigned: true, trusted: false, weakSignature: 'sha1' }))),
    ).toBe('A+');
    expect(gradeIgnoringTrust(baseFacts({ ...cert({ expired: true }), serverKeyBits: 768 }))).toBe('F');
    expect(gradeIgnoringTrust(baseFacts({ ...cert({ revoked: true }), compression: true }))).toBe('C');
    expect(gradeIgnoringTrust(baseFacts(cert({ weakSignature: 'md5' })))).toBe('F');
  });

  it('no forward secrecy (for the negotiated suite or at all) and no AEAD cap at B; no TLS 1.2 at C', () => {
    const rsaKx = [
      s('TLSv1.2', 'TLS_RSA_WITH_AES_128_GCM_SHA256', null),
      s('TLSv1.2', 'TLS_RSA_WITH_AES_256_GCM_SHA384', null),
    ];
    const nofs = baseFacts({
      protocols: protocols(['TLSv1.2']),
      suites: rsaKx,
      negotiated: suite('TLS_RSA_WITH_AES_128_GCM_SHA256'),
    });
    expect(gradeTls(nofs).grade).toBe('B');
    expect(keys(nofs)).toContain('tls.grade.no-forward-secrecy');
    const cbc = baseFacts({
      protocols: protocols(['TLSv1.2']),
      suites: [s('TLSv1.2', 'TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA256')],
      negotiated: null,
    });
    expect(keys(cbc)).toContain('tls.grade.no-aead');
    const old = baseFacts({
      protocols: protocols(['TLSv1', 'TLSv1.1']),
      suites: [s('TLSv1', 'TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA')],
    });
    expect(gradeTls(old).grade).toBe('C');
    expect(keys(old)).toContain('tls.grade.no-tls12');
  });

  it('certificate: T (untrusted, expired, self-signed, revoked, SHA-1) beats M, which beats F and caps', () => {
    expect(
      gradeTls(baseFacts(cert({ trusted: false, trustError: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY' }))),
    ).toMatchObject({
      grade: 'T',
      rules: [
        {
          noteKey: 'tls.grade.untrusted',
          effect: 'T',
          parameters: { trustError: 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY' },
        },
      ],
    });
    expect(gradeTls(baseFacts(cert({ expired: true }))).grade).toBe('T');
    expect(gradeTls(baseFacts(cert({ notYetValid: true }))).grade).toBe('T');
    expect(keys(baseFacts(cert({ trusted: false, selfSigned: true })))).toEqual(['tls.grade.self-signed']);
    expect(gradeTls(baseFacts(cert({ revoked: true }))).grade).toBe('T');
    expect(gradeTls(baseFacts(cert({ weakSignature: 'sha1' }))).grade).toBe('T');
    expect(gradeTls(baseFacts(cert({ weakSignature: 'md5' }))).grade).toBe('F');
    expect(gradeTls(baseFacts(cert({ hostnameMatches: false }))).grade).toBe('M');
    expect(
      gradeTls(
        baseFacts({
          ...cert({ hostnameMatches: false, expired: true }),
          protocols: protocols(['SSLv2', 'TLSv1.2']),
        }),
      ).grade,
    ).toBe('T');
    expect(
      gradeTls(baseFacts({ ...cert({ hostnameMatches: false }), protocols: protocols(['SSLv2', 'TLSv1.2']) }))
        .grade,
    ).toBe('M');
    expect(gradeTls(baseFacts({ rsaExponent: 1 })).grade).toBe('F');
  });

  it('incomplete chain from a trusted CA caps at B (not T)', () => {
    expect(gradeTls(baseFacts(cert({ chainComplete: false })))).toMatchObject({
      grade: 'B',
      rules: [{ noteKey: 'tls.grade.chain-incomplete', effect: 'cap-B', parameters: null }],
    });
  });

  it('trust undetermined: no grade, unless an F rule already decides it', () => {
    expect(gradeTls(baseFacts(cert({ trusted: null }))).grade).toBeNull();
    expect(gradeTls(baseFacts({ certificate: null })).grade).toBeNull();
    expect(
      gradeTls(baseFacts({ ...cert({ trusted: null }), protocols: protocols(['SSLv2', 'TLSv1.2']) })).grade,
    ).toBe('F');
  });

  it('letters from the score: ≥ 80 A, ≥ 65 B, ≥ 50 C, ≥ 35 D, ≥ 20 E', () => {
    // An export RSA key exchange (40) with a 56-bit cipher: protocol 100, kx 40, cipher (100 + 20) / 2 = 60 → 66 → B, F by rule.
    const f = baseFacts({
      suites: [...MODERN_SUITES, s('TLSv1.2', 'TLS_RSA_EXPORT1024_WITH_DES_CBC_SHA', 1024)],
    });
    expect(gradeTls(f).score).toBe(Math.round(30 + 0.3 * 40 + 0.4 * 60));
    expect(gradeTls(f).grade).toBe('F');
  });

  it('EC sizes count as their RSA equivalents (NIST SP 800-57)', () => {
    expect([160, 224, 253, 256, 384, 521].map(ecToRsaBits)).toEqual([1024, 2048, 3072, 3072, 7680, 15360]);
  });
});
