import { describe, expect, it } from 'vitest';
import { underDomains } from './domain-set.js';

describe('underDomains', () => {
  const under = underDomains(['sendgrid.net', 'safelinks.protection.outlook.com']);
  it('reads the host and its parent domains, on label boundaries', () => {
    expect(under('sendgrid.net')).toBe(true);
    expect(under('u1234.ct.sendgrid.net')).toBe(true);
    expect(under('nam12.safelinks.protection.outlook.com')).toBe(true);
    expect(under('notsendgrid.net')).toBe(false);
    expect(under('protection.outlook.com')).toBe(false);
    expect(under('sendgrid.net.example.com')).toBe(false);
    expect(under('')).toBe(false);
  });
});
