import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import { qrCodeTarget } from './html.js';
import { looksLike } from './recipient-lookalike.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Wed, 9 Dec 2026 15:22:00 +0000';
const auth = (d: string): string =>
  `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;

describe('email round 8: a free mailbox is not an official sender', () => {
  it('gives no legitimacy cue to a DMARC-passing gmail.com or outlook.com account', async () => {
    for (const d of ['gmail.com', 'outlook.com']) {
      const r = await run(
        `From: "Geek Squad Billing" <billing.dept88@${d}>\nTo: sam@example.ca\nSubject: Invoice GS-7748\n${DATE}\n${auth(d)}`,
        'Your plan was renewed for $499.99. To cancel and get a refund call +1 (808) 555-0147 within 24 hours.',
      );
      expect(impact(r, 'email-sender-official')).toBeUndefined();
      expect(r.verdictKey).not.toBe('verdict.likely-safe');
    }
  });

  it('keeps the cue for a brand’s own domain that passes DMARC', async () => {
    const r = await run(
      `From: "Amazon.ca" <shipment-tracking@amazon.ca>\nTo: sam@example.ca\nSubject: Shipped: USB-C charger\n${DATE}\n${auth('amazon.ca')}`,
      'Your package has shipped. Track it at https://www.amazon.ca/gp/your-account/ship-track?orderId=702-4418823',
    );
    expect(impact(r, 'email-sender-official')).toBe(-15);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('email round 8: a sender domain imitating the recipient’s', () => {
  it('compares names left of the suffix, folded and one or two edits apart', () => {
    expect(looksLike('acmet0ols', 'acmetools')).toBe(true);
    expect(looksLike('acmetool', 'acmetools')).toBe(true);
    expect(looksLike('northwlnd', 'northwind')).toBe(true);
    expect(looksLike('greenwayproperites', 'greenwayproperties')).toBe(true);
    expect(looksLike('linux-foundation', 'linuxfoundation')).toBe(false);
    expect(looksLike('acme', 'acne')).toBe(false);
    expect(looksLike('shopwise', 'acmetools')).toBe(false);
    expect(looksLike('acmetools', 'acmetools')).toBe(false);
  });

  it('flags the CEO asking finance for a wire from a look-alike of their own domain', async () => {
    const r = await run(
      `From: Rahul Mehta <rahul@acmet0ols.dev>\nTo: finance@acmetools.dev\nSubject: Urgent wire\n${DATE}\n${auth('acmet0ols.dev')}`,
      'We are closing a confidential acquisition today. Send a wire of USD 48,750 to the escrow account below before 3 PM.',
    );
    expect(impact(r, 'email-sender-lookalike-recipient')).toBe(45);
    expect(r.findings.find((f) => f.code === 'email-sender-lookalike-recipient')?.parameters).toMatchObject({
      domain: 'acmet0ols.dev',
      recipientDomain: 'acmetools.dev',
    });
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('leaves alone a colleague, another ending of the same name, hyphen variants, free mail and lists', async () => {
    const cases: [string, string, string][] = [
      ['lena@acmetools.dev', 'finance@acmetools.dev', ''],
      ['orders@acmetools.com', 'sam@acmetools.ca', ''],
      ['ed@linux-foundation.org', 'board@linuxfoundation.org', ''],
      ['acmetools.ceo@gmail.com', 'finance@acmetools.dev', ''],
      ['dev@acmet0ols.dev', 'list@acmetools.dev', 'List-Id: <list.acmetools.dev>\n'],
    ];
    for (const [from, to, extra] of cases) {
      const r = await run(
        `From: ${from}\nTo: ${to}\nSubject: notes\n${DATE}\n${extra}`,
        'Notes from today are in the shared folder.',
      );
      expect(impact(r, 'email-sender-lookalike-recipient')).toBeUndefined();
    }
  });
});

describe('email round 16 (lead): the recipient’s whole domain as the sender host’s leading labels', () => {
  it('flags a payroll notice from northwind.ca.staff-portal-hr.com to northwind.ca staff', async () => {
    const r = await run(
      `From: Payroll <payroll@northwind.ca.staff-portal-hr.com>\nTo: all-staff@northwind.ca\nSubject: Confirm your deposit details\n${DATE}`,
      'Please confirm your direct deposit details in the new payroll portal before Friday: https://northwind.ca.staff-portal-hr.com/portal',
    );
    expect(impact(r, 'email-sender-lookalike-recipient')).toBe(45);
    expect(r.findings.find((f) => f.code === 'email-sender-lookalike-recipient')?.parameters).toMatchObject({
      domain: 'staff-portal-hr.com',
      recipientDomain: 'northwind.ca',
    });
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('leaves alone the organisation’s own hosts and a name that only starts the same', async () => {
    for (const from of [
      'payroll@hr.northwind.ca',
      'news@northwind.ca',
      'team@northwindcafe.com',
      'it@northwind-ca.org',
    ]) {
      const r = await run(
        `From: ${from}\nTo: all-staff@northwind.ca\nSubject: notes\n${DATE}`,
        'Notes from today are in the shared folder.',
      );
      expect(impact(r, 'email-sender-lookalike-recipient')).toBeUndefined();
    }
  });
});

describe('email round 8: fake job offers in French', () => {
  it('reads « votre nom complet, votre adresse » as a request for personal information', async () => {
    const r = await run(
      `From: Marc <marc.t@exemple-emploi.ca>\nTo: camille@exemple.qc.ca\nSubject: Poste à distance\n${DATE}`,
      'Merci de répondre avec votre nom complet, votre adresse et une photo de votre permis de conduire.',
    );
    expect(impact(r, 'email-lure-personal-info')).toBe(30);
  });

  it('reads a human-resources department name on a free mailbox as an organisation', async () => {
    for (const name of ['Groupe Laurentide - Ressources humaines', 'Northbridge Human Resources']) {
      const r = await run(
        `From: "${name}" <embauche.laurentide@gmail.com>\nTo: camille@exemple.qc.ca\nSubject: Offre\n${DATE}`,
        'Nous avons le plaisir de vous offrir un poste.',
      );
      expect(impact(r, 'email-sender-freemail-organisation')).toBe(30);
    }
    const person = await run(
      `From: "Camille Gagnon" <camille.gagnon@gmail.com>\nTo: luc@exemple.qc.ca\nSubject: souper\n${DATE}`,
      'On se voit samedi ?',
    );
    expect(impact(person, 'email-sender-freemail-organisation')).toBeUndefined();
  });
});

describe('email round 8: a QR code drawn by a public generator', () => {
  it('reads the address the code encodes', () => {
    expect(
      qrCodeTarget(
        'https://api.qrserver.com/v1/create-qr-code/?size=200x200&data=https%3A%2F%2Fmfa.pages.dev%2F',
      ),
    ).toBe('https://mfa.pages.dev/');
    expect(qrCodeTarget('https://quickchart.io/qr?text=https://example.com/a')).toBe('https://example.com/a');
    expect(qrCodeTarget('https://api.qrserver.com/v1/create-qr-code/?data=TICKET-88213')).toBeNull();
    expect(qrCodeTarget('https://cdn.example.com/qr.png?data=https://example.com/')).toBeNull();
    expect(qrCodeTarget('not a url')).toBeNull();
  });

  it('checks that address as a link of the message', async () => {
    const r = await run(
      `From: "IT Service Desk" <it@reset-portal.example>\nTo: sam@example.ca\nSubject: MFA re-enrollment\n${DATE}\nContent-Type: text/html`,
      '<p>Scan the code below with your phone to keep access to your mailbox.</p><img src="https://api.qrserver.com/v1/create-qr-code/?data=https%3A%2F%2Fmfa-reenroll.pages.dev%2F%3Fu%3Dsam" alt="QR">',
    );
    expect(r.links.some((l) => l.host === 'mfa-reenroll.pages.dev')).toBe(true);
    expect(impact(r, 'email-link-free-hosting')).toBe(20);
  });
});
