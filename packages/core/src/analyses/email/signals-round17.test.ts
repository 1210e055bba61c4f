import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../../lexical/phrases/normalize.js';
import { EmailFindings } from './collect.js';
import { loneLure } from './lone-lure.js';
import { payDiversion } from './modern-lures.js';
import { scamRequest } from './scam-request.js';
import { isMailProvider } from './sender.js';
import { pasted, run, weight } from './test-helpers.js';

describe('email round 17: the review’s leftovers', () => {
  it('reads only a free mailbox’s own mail and sign-in pages as the provider’s', () => {
    expect(isMailProvider('onedrive.live.com', 'live.com')).toBe(false);
    expect(isMailProvider('sites.google.com', 'google.com')).toBe(false);
    expect(isMailProvider('groups.yahoo.com', 'yahoo.com')).toBe(false);
    expect(isMailProvider('outlook.live.com', 'live.com')).toBe(true);
    expect(isMailProvider('mail.yahoo.com', 'yahoo.com')).toBe(true);
    expect(isMailProvider('login.yahoo.com', 'yahoo.com')).toBe(true);
    expect(isMailProvider('gmail.com', 'gmail.com')).toBe(true);
    expect(isMailProvider('www.outlook.com', 'outlook.com')).toBe(true);
    expect(isMailProvider('accounts.google.com', 'google.com')).toBe(true);
    expect(isMailProvider('evil-outlook.live.com.example.net', 'example.net')).toBe(false);
  });

  it('keeps the scam request of a mailbox password asked on a OneDrive page', async () => {
    const r = await run(
      pasted('Accounts Payable <ap@brightline-freight.com>', 'Invoice 4471'),
      'Your invoice is ready: https://onedrive.live.com/view.aspx?resid=8812\nSign in with your email and password to view the secure document.',
    );
    expect(weight(r, 'email-scam-request')).toBe(20);
    // A provider's own page keeps its excuse: the provider asking for its own password.
    const own = await run(
      pasted('Accounts Payable <ap@brightline-freight.com>', 'Invoice 4471'),
      'Your invoice is ready: https://outlook.live.com/mail/0/inbox\nSign in with your email and password to view the secure document.',
    );
    expect(weight(own, 'email-scam-request')).toBeNull();
  });

  it('takes the links of the scam request as one list of site and host', () => {
    const norm = normalizeMessage('Sign in with your email and password to view the secure document.');
    const facts = {
      text: norm.text,
      norm,
      isList: false,
      freeMailbox: false,
      diversion: () => [],
      fromSite: 'brightline-freight.com',
      toSites: ['example.ca'],
      toll: [],
      shareCall: () => false,
      brandLink: false,
      documentLink: false,
    };
    const onedrive = new EmailFindings();
    scamRequest({ ...facts, links: [{ site: 'live.com', host: 'onedrive.live.com' }] }, onedrive);
    expect(onedrive.has('email-scam-request')).toBe(true);
    const outlook = new EmailFindings();
    scamRequest({ ...facts, links: [{ site: 'live.com', host: 'outlook.live.com' }] }, outlook);
    expect(outlook.has('email-scam-request')).toBe(false);
  });

  it('lets the caller say once whether a link is on a document service (the lone-lure rule reads the flag)', () => {
    const norm = normalizeMessage(
      'Your statement is ready in your account. Enter your email address to view the document.',
    );
    const links = [{ site: 'northwind.ca', score: 0, codes: [], token: false, https: true, host: 'www.northwind.ca' }];
    const lure = (): EmailFindings => {
      const out = new EmailFindings();
      out.add('email-lure-account', { phrase: 'your account', phrases: ['your account'] });
      return out;
    };
    const withDocument = lure();
    loneLure({ site: 'northwind.ca', attachments: 0, documentLink: true }, norm, links, withDocument);
    const without = lure();
    loneLure({ site: 'northwind.ca', attachments: 0, documentLink: false }, norm, links, without);
    expect(without.list.find((f) => f.code === 'email-lure-account')?.scoreImpact).toBe(25);
    expect(withDocument.list.find((f) => f.code === 'email-lure-account')?.scoreImpact).toBe(0);
  });

  it('reads a message’s pay diversion once, for the lures and the scam request alike', () => {
    const norm = normalizeMessage(
      'Hi, I changed banks. Please update my direct deposit details before the next payroll.',
    );
    const first = payDiversion(norm);
    expect(first.length).toBeGreaterThan(0);
    expect(payDiversion(norm)).toBe(first);
  });
});
