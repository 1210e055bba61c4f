/**
 * Fixes found by the blind set (test-data/email-blind): callback lures with no link, a brand written
 * as its web address in a display name, ordinary-word brands in a newsletter's name, a country domain
 * of a brand, and a mailing list's subject tag. Examples written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const offline = createContext({ offline: true });
const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);
const mail = (from: string, subject: string, body: string, extra = ''): Promise<EmailAnalysisResult> =>
  analyzeEmail(
    {
      emailBody: `${extra}From: ${from}\nTo: kim.roy@example.ca\nSubject: ${subject}\n\n${body}\n`,
      rawHeaders: null,
    },
    offline,
  );

describe('callback lures (call a number to cancel an order)', () => {
  it('flags an order to cancel by phone, in English and in French', async () => {
    const en = await mail(
      '"Billing Desk" <desk@renewals-center.example>',
      'Invoice 88120: your subscription renewed',
      'Your 3-year protection plan renewed today for $499.99. If you did not authorize this renewal, call our billing department at 1-888-555-0100 within 24 hours.',
    );
    expect(codes(en)).toContain('email-lure-callback');
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await mail(
      '"Service de facturation" <facturation@renouvellement-centre.example>',
      'Facture 4471 : abonnement renouvelé',
      'Votre abonnement a été renouvelé pour 389,99 $. Si vous n’avez pas autorisé ce renouvellement, appelez le 1 888 555-0100 pour l’annuler.',
    );
    expect(codes(fr)).toContain('email-lure-callback');
    expect(fr.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('does not flag a notice without an order to cancel, nor a bank alert from its own domain', async () => {
    const payee = await mail(
      'RBC Royal Bank <ibanking@payments.rbc.com>',
      'A new payee was added',
      'A new payee was added to your profile. If you did not, please call us at 1-800-769-2555.',
    );
    expect(codes(payee)).not.toContain('email-lure-callback');
    // A bank's own purchase alert says the same: the lure is named (never call a number from an
    // email), and the receiver's DMARC pass for the bank's domain offsets it.
    const alert = await mail(
      'RBC Royal Bank <alerts@rbc.com>',
      'Purchase alert',
      'A purchase of $812.00 was made on your card. If you did not make this purchase, call the number on the back of your card.',
      'Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=rbc.com; dkim=pass header.d=rbc.com; dmarc=pass header.from=rbc.com\n',
    );
    expect(codes(alert)).toContain('email-lure-callback');
    expect(codes(alert)).toContain('email-sender-official');
    expect(alert.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('display names', () => {
  it('reads a brand written as its web address even when the brand is an ordinary word', async () => {
    const r = await mail(
      '"Amazon.ca Orders" <orders.amazonca.help@gmail.com>',
      'Order placed',
      'Thanks for your order.',
    );
    expect(r.findings.find((f) => f.code === 'email-sender-brand-display-name')?.parameters).toMatchObject({
      brand: 'Amazon',
    });
    // A person's or a newsletter's name with an ordinary-word brand in it is not the brand.
    const news = await mail(
      '"The Weekly Ledger" <weeklyledger@substack.com>',
      'Rates',
      'This week in rates.',
    );
    expect(codes(news)).not.toContain('email-sender-brand-display-name');
  });

  it('reads the longest brand name (“TD Canada Trust” over “TD”) and a bank department on free mail', async () => {
    const long = await mail(
      '"TD Canada Trust Fraud Prevention" <td.alerts.desk@gmail.com>',
      'Card blocked',
      'Reply YES.',
    );
    expect(long.findings.find((f) => f.code === 'email-sender-brand-display-name')?.parameters).toMatchObject(
      {
        brand: 'TD Canada Trust',
      },
    );
    expect(codes(long)).toContain('email-sender-freemail-organisation');
    const dept = await mail(
      '"Fraud Prevention Team" <alerts.desk.2291@gmail.com>',
      'Card blocked',
      'Reply YES.',
    );
    expect(codes(dept)).toContain('email-sender-freemail-organisation');
    const person = await mail(
      '"Tanya Dufresne" <tanya.dufresne@gmail.com>',
      'Lunch',
      'Noon at the usual place?',
    );
    expect(codes(person)).not.toContain('email-sender-freemail-organisation');
  });

  it('knows a brand’s country domain', async () => {
    const r = await mail('Air Canada <info@notification.aircanada.ca>', 'Check in now', 'Check-in is open.');
    expect(codes(r)).not.toContain('email-sender-brand-display-name');
    const fake = await mail(
      'Air Canada <info@aircanada-checkin.example>',
      'Check in now',
      'Check-in is open.',
    );
    expect(codes(fake)).toContain('email-sender-brand-display-name');
  });
});

describe('recipient in the subject', () => {
  it('ignores a mailing list’s bracketed tag, not the recipient’s handle written in the subject', async () => {
    const list = await analyzeEmail(
      {
        emailBody:
          'From: Terry <terry@uni.example>\nTo: astro-club@lists.uni.example\nSubject: [astro-club] Moved to Saturday\nList-Id: <astro-club.lists.uni.example>\n\nSee you Saturday.\n',
        rawHeaders: null,
      },
      offline,
    );
    expect(codes(list)).not.toContain('email-recipient-in-subject');
    const handle = await mail(
      'Support <help@acct-notice.example>',
      'kim.roy: your mailbox is full',
      'Upgrade now.',
    );
    expect(codes(handle)).toContain('email-recipient-in-subject');
  });
});

describe('links to a bare IP address', () => {
  it('count for little alone (list posts link to archives by address) and much with a lure', async () => {
    const post = await mail(
      'Pat <pat@lug.example>',
      'Re: [LUG] cheap sparc box',
      'See the archive at http://194.125.203.12/lug/2002-August/000133.html for the seller.',
      'List-Id: <lug.lists.lug.example>\n',
    );
    expect(codes(post)).toContain('email-link-ip-host');
    expect(post.verdictKey).toBe('verdict.likely-safe');
    const lure = await mail(
      'Bank Security <security@bank.example>',
      'Account suspended',
      'Your online banking access has been suspended. Restore it at http://203.145.22.8/bank/signin within 24 hours.',
    );
    expect(codes(lure)).toContain('email-link-ip-host');
    expect(lure.verdictKey).not.toBe('verdict.likely-safe');
  });
});
