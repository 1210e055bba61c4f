import { describe, expect, it } from 'vitest';
import { IP_KEYS } from '../analyses/ip/keys.js';
import { DNSBL_ERROR_PREFIX, DNSBL_POLICY_MEANINGS, DNSBLS } from './dnsbl.js';

describe('DNSBL data', () => {
  it('has unique ids and zones, lower-case DNS names', () => {
    expect(new Set(DNSBLS.map((l) => l.id)).size).toBe(DNSBLS.length);
    expect(new Set(DNSBLS.map((l) => l.zone)).size).toBe(DNSBLS.length);
    for (const l of DNSBLS) {
      expect(l.id).toMatch(/^[a-z0-9-]+$/);
      expect(l.zone).toMatch(/^(?:[a-z0-9-]+\.)+[a-z]{2,}$/);
    }
  });

  it('lists the blocklists the analysis promises, and no retired one', () => {
    const zones = DNSBLS.map((l) => l.zone);
    for (const z of [
      'zen.spamhaus.org',
      'bl.spamcop.net',
      'b.barracudacentral.org',
      'psbl.surriel.com',
      'bl.mailspike.net',
      'dnsbl-1.uceprotect.net',
    ]) {
      expect(zones).toContain(z);
    }
    expect(zones).not.toContain('dnsbl.sorbs.net');
    expect(zones).not.toContain('cbl.abuseat.org');
    expect(DNSBLS.filter((l) => l.ipv6).map((l) => l.id)).toEqual(['spamhaus-zen']);
  });

  it('uses listing codes in 127.0.0.0/8 (never 127.0.0.1) and error codes outside them', () => {
    const keys = new Set<string>(IP_KEYS);
    for (const l of DNSBLS) {
      for (const [code, meaning] of Object.entries(l.codes)) {
        expect(code).toMatch(/^127\.\d+\.\d+\.\d+$/);
        expect(code).not.toBe('127.0.0.1');
        expect(code.startsWith(DNSBL_ERROR_PREFIX)).toBe(false);
        expect(keys.has(meaning)).toBe(true);
      }
      for (const [code, key] of Object.entries(l.errorCodes)) {
        expect(code in l.codes).toBe(false);
        expect(keys.has(key)).toBe(true);
      }
    }
    for (const m of DNSBL_POLICY_MEANINGS) expect(keys.has(m)).toBe(true);
  });

  it('knows the Spamhaus ZEN return and error codes', () => {
    const zen = DNSBLS.find((l) => l.id === 'spamhaus-zen');
    expect(zen?.codes).toMatchObject({
      '127.0.0.2': 'ip.listing.spamhaus-sbl',
      '127.0.0.3': 'ip.listing.spamhaus-css',
      '127.0.0.4': 'ip.listing.spamhaus-xbl',
      '127.0.0.9': 'ip.listing.spamhaus-drop',
      '127.0.0.10': 'ip.listing.spamhaus-pbl-isp',
      '127.0.0.11': 'ip.listing.spamhaus-pbl-spamhaus',
    });
    expect(zen?.errorCodes).toEqual({
      '127.255.255.252': 'ip.blocklist-error.zone-typo',
      '127.255.255.254': 'ip.blocklist-error.public-resolver',
      '127.255.255.255': 'ip.blocklist-error.query-volume',
    });
  });
});
