import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_IDS } from '@secapi/core/feeds';
import { ConfigError, loadConfig, parseTrustProxy } from './config.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const e = error as ConfigError;
    expect(e.message).not.toContain('\n');
    return e;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('returns the defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      trustProxy: false,
      offline: false,
      dnsServers: null,
      redisUrl: null,
      feedbackDb: './data/feedback.sqlite',
      virusTotalApiKey: null,
      webRiskApiKey: null,
      phishingFeeds: [...DEFAULT_FEED_IDS],
      metricsPort: null,
      databaseUrl: null,
    });
  });

  it('reads METRICS_PORT and DATABASE_URL; a bad DATABASE_URL is named without its value', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(
      'METRICS_PORT must be an integer from 1 to 65535, got "x"',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/secapi' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/secapi',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/x' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (value not shown)',
    );
  });

  it('reads SECAPI_PHISHING_FEEDS: default, off, a list; offline turns the feeds off', () => {
    expect(loadConfig({ SECAPI_PHISHING_FEEDS: 'off' }).phishingFeeds).toEqual([]);
    expect(loadConfig({ SECAPI_PHISHING_FEEDS: 'openphish,metamask' }).phishingFeeds).toEqual([
      'openphish',
      'metamask',
    ]);
    expect(loadConfig({ SECAPI_PHISHING_FEEDS: 'default,urlhaus' }).phishingFeeds).toContain('urlhaus');
    expect(loadConfig({ SECAPI_OFFLINE: '1' }).phishingFeeds).toEqual([]);
    expect(loadConfig({ SECAPI_OFFLINE: '1', SECAPI_PHISHING_FEEDS: 'openphish' }).phishingFeeds).toEqual([]);
  });

  it('rejects an unknown feed id naming the variable, even offline', () => {
    const e = configError({ SECAPI_PHISHING_FEEDS: 'openphish,phishtank', SECAPI_OFFLINE: '1' });
    expect(e.variable).toBe('SECAPI_PHISHING_FEEDS');
    expect(e.message).toMatch(/^SECAPI_PHISHING_FEEDS: unknown phishing feed "phishtank": use default, off/);
  });

  it('treats empty values as unset and ignores unrelated variables', () => {
    expect(loadConfig({ PORT: '', TRUST_PROXY: '', PATH: '/usr/bin', HOME: '/root' }).port).toBe(3000);
  });

  it.each([
    ['1', 1],
    ['8080', 8080],
    ['65535', 65535],
  ])('accepts PORT=%s', (raw, port) => {
    expect(loadConfig({ PORT: raw }).port).toBe(port);
  });

  it.each(['0', '65536', 'abc', '3000x', '-1', '80.5', ' 80'])(
    'rejects PORT=%j naming the variable and the value',
    (raw) => {
      const e = configError({ PORT: raw });
      expect(e.variable).toBe('PORT');
      expect(e.message).toBe(`PORT must be an integer from 1 to 65535, got ${JSON.stringify(raw)}`);
    },
  );

  it.each([
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8, 192.0.2.7', 'loopback,10.0.0.0/8,192.0.2.7'],
    ['linklocal,uniquelocal', 'linklocal,uniquelocal'],
    ['::1, fd00::/8', '::1,fd00::/8'],
  ])('maps TRUST_PROXY=%j to the Express value %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual(value);
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(value);
  });

  it.each(['yes', '10.0.0.0/33', '::/129', 'loopback,,10.0.0.1', 'example.com', '101', '10.0.0.0/8/1'])(
    'rejects TRUST_PROXY=%j',
    (raw) => {
      const e = configError({ TRUST_PROXY: raw });
      expect(e.variable).toBe('TRUST_PROXY');
      expect(e.message).toMatch(/^TRUST_PROXY /);
    },
  );

  it('names the bad item of a TRUST_PROXY list', () => {
    expect(configError({ TRUST_PROXY: 'loopback, 10.0.0.300' }).message).toContain('"10.0.0.300"');
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('maps SECAPI_OFFLINE=%s to offline %s', (raw, offline) => {
    expect(loadConfig({ SECAPI_OFFLINE: raw }).offline).toBe(offline);
  });

  it('rejects SECAPI_OFFLINE=yes', () => {
    expect(configError({ SECAPI_OFFLINE: 'yes' }).message).toBe(
      'SECAPI_OFFLINE must be 1, 0, true or false, got "yes"',
    );
  });

  it('rejects an unknown SECAPI_* variable (a typo must not be silently ignored)', () => {
    const e = configError({ SECAPI_OFFLNE: '1' });
    expect(e.variable).toBe('SECAPI_OFFLNE');
    expect(e.message).toMatch(
      /^unknown variable SECAPI_OFFLNE: this version knows SECAPI_DNS_SERVERS, SECAPI_FEEDBACK_DB, SECAPI_OFFLINE, SECAPI_PHISHING_FEEDS$/,
    );
  });

  it('accepts SECAPI_REQUIRE_SYSTEM_SERVERS (set by CI for the test runner)', () => {
    expect(() => loadConfig({ SECAPI_REQUIRE_SYSTEM_SERVERS: '1' })).not.toThrow();
  });

  it('validates SECAPI_DNS_SERVERS as ip[:port] items', () => {
    expect(loadConfig({ SECAPI_DNS_SERVERS: '11.0.0.53, 127.0.0.1:5353, ::1, [::1]:53' }).dnsServers).toEqual(
      ['11.0.0.53', '127.0.0.1:5353', '::1', '[::1]:53'],
    );
    expect(configError({ SECAPI_DNS_SERVERS: '11.0.0.53,dns.google' }).message).toContain('"dns.google"');
    expect(configError({ SECAPI_DNS_SERVERS: '127.0.0.1:70000' }).variable).toBe('SECAPI_DNS_SERVERS');
  });

  it('accepts a DoH URL with an IP host and reports a bad entry in one line naming the variable', () => {
    expect(loadConfig({ SECAPI_DNS_SERVERS: 'https://1.1.1.1/dns-query' }).dnsServers).toEqual([
      'https://1.1.1.1/dns-query',
    ]);
    const e = configError({ SECAPI_DNS_SERVERS: '127.0.0.1:53,resolver.internal:53' });
    expect(e.message).toMatch(/^SECAPI_DNS_SERVERS must be .*"resolver\.internal:53" is not one$/);
    expect(e.message).not.toContain('\n');
  });

  it('validates REDIS_URL without echoing it (it may hold a password)', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    const e = configError({ REDIS_URL: 'http://user:hunter2@cache' });
    expect(e.variable).toBe('REDIS_URL');
    expect(e.message).not.toContain('hunter2');
  });

  it('keeps API keys and never echoes a malformed one', () => {
    expect(loadConfig({ VIRUSTOTAL_API_KEY: 'abc123' }).virusTotalApiKey).toBe('abc123');
    const e = configError({ WEB_RISK_API_KEY: 'secret key' });
    expect(e.message).not.toContain('secret');
  });

  it('keeps SECAPI_FEEDBACK_DB', () => {
    expect(loadConfig({ SECAPI_FEEDBACK_DB: '/var/lib/secapi/feedback.sqlite' }).feedbackDb).toBe(
      '/var/lib/secapi/feedback.sqlite',
    );
  });
});
