import { describe, expect, it } from 'vitest';
import { ENDPOINTS, PARTITIONS, getEndpoint, listPaths } from './catalogue.js';
import { SCHEMAS } from './schemas.js';
import { validateRequest } from './validators.js';

describe('catalogue', () => {
  it('lists the 16 endpoints of spec section 4 with unique ids', () => {
    expect(ENDPOINTS).toHaveLength(16);
    expect(new Set(ENDPOINTS.map((e) => e.id)).size).toBe(16);
    expect(new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(16);
    expect(listPaths()).toHaveLength(15);
  });

  it('implements check-url, check-email, check-message, check-tls, the DNS family (dns, ip, email-auth, typosquat), the HTTP family (headers, certs, whois, hash), check-acme, feedback and pwned-range now', () => {
    expect(ENDPOINTS.filter((e) => e.implemented).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/check-url',
      'POST /api/check-url',
      'POST /api/check-email',
      'GET /api/check-tls',
      'GET /api/check-email-auth',
      'POST /api/check-message',
      'GET /api/check-headers',
      'GET /api/check-typosquat',
      'GET /api/check-certs',
      'GET /api/check-acme',
      'GET /api/check-ip',
      'GET /api/check-dns',
      'GET /api/check-whois',
      'GET /api/check-hash',
      'POST /api/feedback',
      'GET /api/pwned-range',
    ]);
    for (const e of ENDPOINTS) expect(e.responseSchema !== null).toBe(e.implemented);
  });

  it('gives checkAcme a required domain and an optional method limited to the three challenge types', () => {
    const e = getEndpoint('checkAcme');
    expect(e.responseSchema).toBe('CheckAcmeResponse');
    expect(e.perMinute).toBe(3);
    expect(e.input.kind === 'query' && e.input.params).toEqual([
      expect.objectContaining({ name: 'domain', required: true, maxLength: 255 }),
      expect.objectContaining({
        name: 'method',
        required: false,
        enum: ['http-01', 'dns-01', 'tls-alpn-01'],
        invalidKey: 'input.method-invalid',
      }),
    ]);
    expect(validateRequest('checkAcme', { domain: 'example.com', method: 'http-02' })).toEqual({
      valid: false,
      errorKey: 'input.method-invalid',
      params: { field: 'method', allowed: 'http-01, dns-01, tls-alpn-01' },
    });
    expect(validateRequest('checkAcme', { domain: 'example.com' })).toEqual({ valid: true });
  });

  it.each([
    ['checkDns', 'domain', 'CheckDnsResponse'],
    ['checkIp', 'ip', 'CheckIpResponse'],
    ['checkEmailAuth', 'domain', 'CheckEmailAuthResponse'],
    ['checkTyposquat', 'domain', 'CheckTyposquatResponse'],
  ])('gives %s one required query parameter %s (max 255) and the schema %s', (id, param, schema) => {
    const e = getEndpoint(id);
    expect(e.method).toBe('GET');
    expect(e.input).toEqual({
      kind: 'query',
      params: [expect.objectContaining({ name: param, required: true, maxLength: 255 })],
    });
    expect(e.responseSchema).toBe(schema);
  });

  it('puts GET and POST check-url in one partition of 10/min, check-message in its own', () => {
    expect(getEndpoint('checkUrlGet').partition).toBe('check-url');
    expect(getEndpoint('checkUrlPost').partition).toBe('check-url');
    expect(getEndpoint('checkMessage').partition).toBe('check-message');
    expect(getEndpoint('checkUrlGet').perMinute).toBe(10);
    expect(getEndpoint('checkMessage').perMinute).toBe(10);
  });

  it.each([
    ['checkEmail', 5],
    ['checkTls', 5],
    ['checkEmailAuth', 5],
    ['checkHeaders', 5],
    ['checkCerts', 5],
    ['checkWhois', 5],
    ['checkDns', 5],
    ['checkHash', 5],
    ['checkIp', 5],
    ['checkTyposquat', 3],
    ['checkAcme', 3],
    ['postFeedback', 10],
    ['pwnedRange', 60],
  ])('gives %s %i requests per minute in a partition of its own', (id, limit) => {
    const e = getEndpoint(id);
    expect(e.perMinute).toBe(limit);
    expect(ENDPOINTS.filter((x) => x.partition === e.partition)).toHaveLength(1);
  });

  it('references only existing schemas and partitions', () => {
    for (const e of ENDPOINTS) {
      expect(PARTITIONS[e.partition]).toBeDefined();
      if (e.responseSchema !== null) expect(SCHEMAS[e.responseSchema]).toBeDefined();
      if (e.input.kind === 'body') expect(SCHEMAS[e.input.schema]).toBeDefined();
    }
  });

  it('caps every input at the spec section 8 maximum', () => {
    const max = (id: string, name: string): number | undefined => {
      const input = getEndpoint(id).input;
      return input.kind === 'query' ? input.params.find((p) => p.name === name)?.maxLength : undefined;
    };
    expect(max('checkUrlGet', 'u')).toBe(2048);
    expect(max('checkHeaders', 'url')).toBe(2048);
    expect(max('checkTls', 'host')).toBe(255);
    expect(max('checkIp', 'ip')).toBe(255);
    for (const id of [
      'checkEmailAuth',
      'checkTyposquat',
      'checkCerts',
      'checkAcme',
      'checkDns',
      'checkWhois',
    ]) {
      expect(max(id, 'domain')).toBe(255);
    }
  });

  it('throws for an unknown endpoint id', () => {
    expect(() => getEndpoint('nope')).toThrow(/unknown endpoint/);
  });
});
