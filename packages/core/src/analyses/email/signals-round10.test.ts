import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const has = (r: EmailAnalysisResult, code: string): boolean => r.findings.some((f) => f.code === code);

const DATE = 'Date: Tue, 12 Jan 2027 09:10:00 -0500';
const auth = (d: string): string =>
  `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;
const from = (name: string, address: string, subject: string): string => {
  const d = address.slice(address.indexOf('@') + 1);
  return `From: "${name}" <${address}>\nTo: ana@example.ca\nSubject: ${subject}\n${DATE}\n${auth(d)}`;
};

describe('email round 10: a relay platform’s notice carrying a stranger’s number to call', () => {
  it('flags a real payment-platform invoice whose note gives a toll-free number to cancel a charge', async () => {
    const r = await run(
      from('PayPal', 'service@paypal.com', 'You have a new invoice from Apex Renewals Ltd'),
      '<p>Apex Renewals Ltd sent you an invoice for $549.00 USD.</p><p>Seller note: Your order of Antivirus Pro 3 years is confirmed. If you wish to cancel, call 1-888-410-2274 today.</p><p><a href="https://www.paypal.com/invoice/p/#INV2X">View and Pay Invoice</a></p>',
    );
    expect(has(r, 'email-relayed-callback')).toBe(true);
    expect(has(r, 'email-sender-official')).toBe(false);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('reads a French undo sentence and a Calendar invitation too', async () => {
    const r = await run(
      from('Équipe facturation', 'calendar-notification@google.com', 'Invitation : Commande 4471 confirmée'),
      'Commande 4471 : 389,99 $ prélevés sur votre compte. Pour annuler et obtenir un remboursement, composez le 1 844 330-9172.',
    );
    expect(has(r, 'email-relayed-callback')).toBe(true);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('leaves a real receipt with the shop’s local number alone', async () => {
    const r = await run(
      from('Harbour Bikes', 'receipts+acct_1Q@stripe.com', 'Your receipt from Harbour Bikes'),
      'Amount paid: $84.00. Questions about a refund? Call us at (902) 555-0147 or reply to this email.',
    );
    expect(has(r, 'email-relayed-callback')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('leaves a toll-free help line that is not about undoing a charge alone', async () => {
    const r = await run(
      from('PayPal', 'service@paypal.ca', 'Receipt for your payment to Northern Outfitters'),
      'You sent $212.40 CAD to Northern Outfitters. Merchant customer service: 1-800-555-0199.',
    );
    expect(has(r, 'email-relayed-callback')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('does not read a bank writing for itself, nor a platform whose DMARC failed, as a relay', async () => {
    const bank = await run(
      from('Lakeshore Credit Union', 'alerts@lakeshorecu.ca', 'Card transaction declined'),
      'If you did not make this purchase, call us at 1-800-555-0134 to cancel your card.',
    );
    expect(has(bank, 'email-relayed-callback')).toBe(false);
    const spoofed = await run(
      `From: PayPal <service@paypal.com>\nTo: ana@example.ca\nSubject: Invoice\n${DATE}\nAuthentication-Results: mx.example.ca; spf=fail smtp.mailfrom=paypal.com; dkim=none; dmarc=fail header.from=paypal.com`,
      'Your account was charged $499. If you did not authorize this, call 1-855-201-7788 to cancel.',
    );
    expect(has(spoofed, 'email-relayed-callback')).toBe(false);
  });

  it('stays fast on a long run of numbers and undo words', async () => {
    const t = performance.now();
    await run(from('PayPal', 'service@paypal.com', 'x'), 'cancel 1-800-555-0000 '.repeat(800));
    expect(performance.now() - t).toBeLessThan(2000);
  });
});
