import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';

const ctx = createContext({ offline: true });
const codesFor = async (href: string): Promise<string[]> => {
  const r = await analyzeEmail(
    {
      rawHeaders:
        'From: "Shop" <news@shop.example>\nTo: a@example.ca\nSubject: Your order\nDate: Tue, 20 Jan 2026 10:00:00 +0000',
      emailBody: `<p>Your order is on its way.</p><p><a href="${href}">www.shop.example</a></p>`,
    },
    ctx,
  );
  return r.findings.map((f) => f.code);
};

describe('links to numeric hosts in an email (with url-local-address, round 14)', () => {
  it('a public numeric host still weighs; an address of the reader’s own network does not', async () => {
    const open = await codesFor('http://45.61.139.20/account');
    expect(open).toContain('email-link-ip-host');
    expect(open).toContain('email-link-suspicious');
    expect(await codesFor('http://192.168.1.5/account')).toEqual([]);
  });
});
