import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import { espOf } from './bulk.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const NEWSLETTER_BODY = `<div style="display:none">Our autumn sale starts now, plus a small gift for you.</div>
<table><tr><td><img src="https://cdn.maplecrafts.example/hero.jpg" width="600"></td></tr>
<tr><td><img src="https://cdn.maplecrafts.example/a.jpg"><img src="https://cdn.maplecrafts.example/b.jpg"></td></tr></table>`;

describe('bulk and list mail (issue 22)', () => {
  it('knows email services by their bounce and message-id hosts', () => {
    expect(espOf('em123.u99.sendgrid.net')).toBe('SendGrid');
    expect(espOf('us-east-1.amazonses.com')).toBe('Amazon SES');
    expect(espOf('mail12.atl81.mcdlv.net')).toBe('Mailchimp');
    expect(espOf('sendgrid.net.evil.example')).toBeNull();
  });

  it('an image newsletter sent through a service, with no other sign, is likely safe', async () => {
    const r = await run(
      'Return-Path: <bounces+77-ab@em5.maplecrafts.example>\nReceived: from o3.sendgrid.net (o3.sendgrid.net [167.89.10.3]) by mx.example.ca; Tue, 4 Nov 2025 09:00:00 -0500\nFrom: Maple Crafts <news@maplecrafts.example>\nTo: ann@example.ca\nSubject: Autumn sale: save 20% and win a prize\nMessage-ID: <x1@geopod-ismtpd-3>\nList-Unsubscribe: <https://maplecrafts.example/u>\nContent-Type: text/html; charset=utf-8',
      NEWSLETTER_BODY,
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
    expect(r.findings.some((f) => f.code === 'email-bulk-mail')).toBe(true);
    expect(impact(r, 'email-image-only')).toBe(0);
  });

  it('the same layout keeps its weight beside evidence (a brand display name on another domain)', async () => {
    const r = await run(
      'Return-Path: <bounces+77-ab@em5.maplecrafts.example>\nFrom: "PayPal" <news@maplecrafts.example>\nTo: ann@example.ca\nSubject: Your account\nList-Unsubscribe: <https://maplecrafts.example/u>\nContent-Type: text/html; charset=utf-8',
      NEWSLETTER_BODY,
    );
    expect(impact(r, 'email-image-only')).toBeGreaterThan(0);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('list headers: Reply-To, Return-Path, Message-ID and missing results weigh nothing', async () => {
    const r = await run(
      'Authentication-Results: mx.example.ca; none\nReturn-Path: <birders-bounces@lists.birds.example>\nFrom: Lee Park <lee.park@gmail.com>\nTo: birders@lists.birds.example\nReply-To: birders@lists.birds.example\nSubject: [birders] Urgent: owls at the marsh tonight\nMessage-ID: <abc@mail.gmail.com>\nList-Id: <birders.lists.birds.example>\nPrecedence: list',
      'Two barred owls by the north trail, go before dark. Photos: http://203.0.113.7/owls/',
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
    for (const f of r.findings) expect(f.scoreImpact).toBeLessThanOrEqual(0);
  });

  it('a free-mail Message-ID under a brand, a look-alike Return-Path weigh', async () => {
    const r = await run(
      'Return-Path: <bounce@paypa1-billing.com>\nFrom: PayPal <service@paypal.com>\nTo: ann@example.ca\nSubject: Receipt\nMessage-ID: <z9@mail.gmail.com>',
      'Thanks for your payment.',
    );
    expect(impact(r, 'email-message-id-freemail')).toBeGreaterThan(0);
    expect(impact(r, 'email-return-path-lookalike')).toBeGreaterThan(0);
  });

  it('an email service bounce domain is not a brand look-alike', async () => {
    const r = await run(
      'Return-Path: <0100019-aa@amazonses.com>\nFrom: Corner Store <orders@cornerstore.example>\nTo: ann@example.ca\nSubject: Order 12',
      'Your order 12 is confirmed.',
    );
    expect(r.findings.some((f) => f.code === 'email-return-path-lookalike')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});
