import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const weight = (r: EmailAnalysisResult, code: string): number | null =>
  r.findings.find((f) => f.code === code)?.scoreImpact ?? null;

const headers = (o: {
  from: string;
  returnPath: string;
  messageId: string;
  subject: string;
  extra?: string;
}): string =>
  [
    `Return-Path: <${o.returnPath}>`,
    `From: ${o.from}`,
    'To: ana@example.ca',
    `Subject: ${o.subject}`,
    'Date: Tue, 12 Jan 2027 09:10:00 -0500',
    `Message-ID: <${o.messageId}>`,
    'Content-Type: text/html; charset=utf-8',
    ...(o.extra === undefined ? [] : [o.extra]),
  ].join('\n');

describe('email round 11: what ordinary senders do by design', () => {
  const saleBody = (href: string): string =>
    `<p>Winter sale: 30% off everything, free delivery over $50.</p><p><a href="${href}">Shop now</a> · <a href="${href}&p=2">New arrivals</a></p>`;

  it('reads plain-http tracking on the sender’s own bounce subdomain as its sending service', async () => {
    const r = await run(
      headers({
        from: 'Ridgeline Outfitters <news@ridgelineoutfitters.com>',
        returnPath: 'bounce-1024_HTML-99120-4471-23@bounce.e.ridgelineoutfitters.com',
        messageId: '5d1c7a2e-33f1-4c1b-9a0e-7f7b3c2a9e11@ind1s06mta1003.xt.local',
        subject: 'Winter sale starts now',
      }),
      saleBody('http://click.e.ridgelineoutfitters.com/?qs=8f2a91c0d4e5b6a7'),
    );
    expect(weight(r, 'email-link-plain-http')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('still weighs plain-http links when nothing shows a sending service', async () => {
    const r = await run(
      headers({
        from: 'Ridgeline Outfitters <news@ridgelineoutfitters.com>',
        returnPath: 'news@ridgelineoutfitters.com',
        messageId: '20270112.4471@ridgelineoutfitters.com',
        subject: 'Winter sale starts now',
      }),
      saleBody('http://click.ridgelineoutfitters.com/?qs=8f2a91c0d4e5b6a7'),
    );
    expect(weight(r, 'email-link-plain-http')).toBe(15);
  });

  const orderBody = (host: string): string =>
    `<p>Thank you for your purchase! Order #1042 is confirmed.</p><p><a href="https://${host}/6908144/orders/d983ff8d2213/authenticate?key=5bf225acf3dc">View your order</a></p>`;

  it('reads a Shopify store page in mail Shopify sent as the shop’s own address', async () => {
    const r = await run(
      headers({
        from: 'Maple & Bean <hello@mapleandbean.ca>',
        returnPath: 'bounces+7712044-a1b2-ana=example.ca@shops.shopify.com',
        messageId: 'a1b2c3d4-0000-4e5f-8a9b-112233445566@shopify.com',
        subject: 'Order #1042 confirmed',
      }),
      orderBody('mb-roasters-7.myshopify.com'),
    );
    expect(weight(r, 'email-link-free-hosting')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the weight of a store page mailed by someone else', async () => {
    const r = await run(
      headers({
        from: 'Order Desk <orders@parcel-notice-center.net>',
        returnPath: 'orders@parcel-notice-center.net',
        messageId: '20270112.1042@parcel-notice-center.net',
        subject: 'Order #1042 confirmed',
      }),
      orderBody('mb-roasters-7.myshopify.com'),
    );
    expect(weight(r, 'email-link-free-hosting')).toBe(20);
  });

  const contest = (href: string): string =>
    `<p>Save 30% sitewide with code WINTER30. Free delivery over $50. Every order enters you in our draw to win a $500 gift card, prize drawn Friday.</p><p><a href="${href}">Shop the sale</a></p>`;
  const bulk = (from: string): string =>
    headers({
      from,
      returnPath: 'bounces+55120-9f1e-ana=example.ca@em4410.pixelpaws.shop',
      messageId: 'q9Zx1LmN2bV3cX4zA5sD6f@geopod-ismtpd-12',
      subject: 'Win a $500 gift card',
      extra:
        'List-Unsubscribe: <https://pixelpaws.shop/unsubscribe?e=1>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click',
    });

  it('gives a sale’s offer words their weight back beside a risky ending elsewhere', async () => {
    const r = await run(
      bulk('Pixel Paws <hello@pixelpaws.shop>'),
      contest('https://paws-prize-claim.shop/win'),
    );
    expect((weight(r, 'email-lure-gift-card') ?? 0) + (weight(r, 'email-lure-prize') ?? 0)).toBeGreaterThan(
      0,
    );
  });

  const signup = (from: string, href: string): Promise<EmailAnalysisResult> =>
    run(
      [
        `From: ${from}`,
        'To: ana@example.ca',
        'Subject: Confirm your email address',
        'Date: Tue, 12 Jan 2027 09:10:00 -0500',
        `Authentication-Results: mx.example.ca; dkim=pass header.d=${from.split('@')[1]?.replace('>', '') ?? ''}; dmarc=pass header.from=${from.split('@')[1]?.replace('>', '') ?? ''}`,
        'Content-Type: text/html; charset=utf-8',
      ].join('\n'),
      `<p>Welcome! Confirm your email address to activate your account.</p><p><a href="${href}">Verify email</a></p>`,
    );

  it('reads a sign-up’s address confirmation linking the sender’s own site as calm', async () => {
    const r = await signup(
      'Ledgerly <no-reply@ledgerly.io>',
      'https://u9912044.ct.sendgrid.net/ls/click?upn=u001.Qm7Xk2Lp9Vd4Rt8',
    );
    expect(weight(r, 'email-lure-credential')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the weight of an address confirmation that links elsewhere or comes from free mail', async () => {
    const elsewhere = await signup(
      'Ledgerly <no-reply@ledgerly.io>',
      'https://ledgerly-verify.example-login.net/verify',
    );
    expect(weight(elsewhere, 'email-lure-credential')).toBe(25);
    const freemail = await signup(
      'Ledgerly <ledgerly.team@gmail.com>',
      'https://app.ledgerly.io/verify?code=381920',
    );
    expect(weight(freemail, 'email-lure-credential')).toBe(25);
  });
});
