import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';
import { capitalDomainOf } from './letter-case.js';

// Our own examples (round 19): names written in capitals; none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);

describe('capitalDomainOf', () => {
  it('reads a capital registrable domain under a lower-case subdomain', () => {
    expect(capitalDomainOf('a.QZVWKT.NET', 2)).toBe('QZVWKT.NET');
    expect(capitalDomainOf('login.PAYMAPLE.CO.UK', 3)).toBe('PAYMAPLE.CO.UK');
  });

  it('leaves capitals everywhere, CamelCase, a capital www and a capital ending alone', () => {
    expect(capitalDomainOf('WWW.EXAMPLE.COM', 2)).toBeNull();
    expect(capitalDomainOf('www.EXAMPLE.COM', 2)).toBeNull();
    expect(capitalDomainOf('www.Cisco.com', 2)).toBeNull();
    expect(capitalDomainOf('FormNX.com', 2)).toBeNull();
    expect(capitalDomainOf('shop.example.CA', 2)).toBeNull();
    expect(capitalDomainOf('QZVWKT.NET', 2)).toBeNull();
    expect(capitalDomainOf('news.CBC.CA', 2)).toBeNull();
    expect(capitalDomainOf('shop.LCBO.COM', 2)).toBeNull();
  });
});

describe('url-capital-domain', () => {
  it('flags a kit’s capital name under a lower-case label, at least caution', () => {
    const href = 'https://mxq.PLORVAN.NET/www.example.co.jp';
    expect(codesOf(href)).toContain('url-capital-domain');
    expect(inspectUrl(href).score.verdict).not.toBe('likely-safe');
  });

  // Ordinary probes near the rule: capitals in addresses people and systems really write.
  it.each([
    'HTTPS://WWW.CANADA.CA/EN/SERVICES/BENEFITS.HTML',
    'https://WWW.POSTESCANADA.CA/suivi',
    'http://WWW.MAPLEBAKERY.CA/menu',
    'https://www.Cisco.com/c/en/us/support/index.html',
    'https://www.OldVersion.com/windows/',
    'https://Paste.kde.org/',
    'https://DjangoCRM.github.io/info/',
    'https://ReportGPT.app/pricing',
    'https://www.RBC.COM/alertes',
    'https://CANADA.CA/cerb',
    'https://shop.example.CA/panier',
    'https://www.DateAndTime.info/fr/',
    'https://mail.ROYALBANK.COM/',
    // Review 19a: an organisation's initials, written in capitals by people (two to four letters).
    'https://news.CBC.CA/canada',
    'https://careers.IBM.COM/',
    'https://shop.LCBO.COM/en/',
    'https://m.SAQ.COM/fr',
    'https://www.news.BBC.CO.UK/',
    'https://app.NASA.GOV/',
  ])('leaves it alone: %s', (href) => {
    expect(codesOf(href)).not.toContain('url-capital-domain');
  });
});
