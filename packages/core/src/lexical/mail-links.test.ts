/**
 * Links that ordinary mail is full of (found with the written set in test-data/url-blind/): shared
 * documents and forms of large providers, a provider's own product under its own domain, a shop on
 * its platform's domain, pictures and PDFs in object storage, Google's app links. Examples written
 * for these tests; each case has a phishing counterpart that must still be caught.
 */
import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);

describe('links of ordinary mail', () => {
  it.each([
    'https://docs.google.com/document/d/1aBcD3fGh4IjK5lMnOp6QrStU7vWxYz8/edit?usp=sharing',
    'https://drive.google.com/file/d/1Hk8Jm2Nq4Rs6Tv8Wx0Yz2Ab4Cd6Ef8Gh/view',
    'https://forms.gle/8XzQ2pLmN4kRt6Vy7',
    'https://onedrive.live.com/?cid=4F2A9B&id=4F2A9B%21105',
    'https://contoso-my.sharepoint.com/:x:/g/personal/jdoe_contoso_com/EbX2k9QmPqZ',
  ])('%s is a shared document (a weak hint), not free hosting nor a brand in a domain', (url) => {
    const codes = codesOf(url);
    expect(codes).toContain('url-shared-document');
    expect(codes).not.toContain('url-free-hosting');
    expect(codes).not.toContain('url-brand-in-domain');
    expect(codes).not.toContain('url-brand-in-subdomain');
    expect(codes).not.toContain('url-shortener');
    expect(codes).not.toContain('url-official-domain');
  });

  it('reads a Google document published to the web as a hosted page, not a shared file (round 6)', () => {
    const published = inspectUrl(
      'https://docs.google.com/presentation/d/e/2PACX-1vTq8Zr2Lm4Kp/pub?start=false',
    );
    expect(published.findings.map((f) => f.code)).toContain('url-free-hosting');
    expect(published.findings.map((f) => f.code)).not.toContain('url-shared-document');
    expect(published.score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://docs.google.com/spreadsheets/d/e/2PACX-1vRa7/pubhtml')).toContain(
      'url-free-hosting',
    );
    // The same document shared for editing or viewing stays a shared document.
    expect(codesOf('https://docs.google.com/presentation/d/1Tq8Zr2Lm4Kp/edit')).toContain(
      'url-shared-document',
    );
  });

  it('says nothing of a provider’s own front page', () => {
    expect(codesOf('https://docs.google.com/')).not.toContain('url-shared-document');
  });

  it('reads a shop on its platform as hosted, not as the platform’s brand, and still sees a brand in the shop name', () => {
    const shop = codesOf('https://acme-outdoor.myshopify.com/account/orders/4f2a9b1c3d');
    expect(shop).toContain('url-free-hosting');
    expect(shop).not.toContain('url-brand-in-domain');
    expect(codesOf('https://paypal-login.myshopify.com/signin')).toContain('url-brand-in-subdomain');
  });

  it('does not call a picture or a PDF in object storage a hosted page; an HTML page there still is', () => {
    expect(
      codesOf('https://example-assets.s3.amazonaws.com/newsletters/2025-03/newsletter.pdf'),
    ).not.toContain('url-free-hosting');
    expect(codesOf('https://storage.googleapis.com/example-public/banner.png')).not.toContain(
      'url-free-hosting',
    );
    expect(codesOf('https://storage.googleapis.com/verify-acct-8812/index.html')).toContain(
      'url-free-hosting',
    );
  });

  it('does not count Google’s map and album links as shortened, but counts goo.gl’s other links and bit.ly', () => {
    expect(codesOf('https://maps.app.goo.gl/Xq2LmN9kQpRt7vY4A')).not.toContain('url-shortener');
    expect(codesOf('https://goo.gl/maps/Xq2LmN9kQpRt7vY4')).not.toContain('url-shortener');
    expect(codesOf('https://goo.gl/Xq2LmN')).toContain('url-shortener');
    expect(codesOf('https://tinyurl.com/3Xq2LmN')).toContain('url-shortener');
  });

  it('counts a social-media tool’s shortener (bit.ly, ow.ly) as a weaker hint, and LinkedIn’s as LinkedIn’s', () => {
    expect(codesOf('https://bit.ly/3Xq2LmN')).toEqual(['url-shortener-managed']);
    expect(codesOf('https://ow.ly/Xq2L50RtVyz')).toContain('url-shortener-managed');
    expect(codesOf('https://lnkd.in/gXq2LmN9')).toEqual(['url-official-domain']);
  });

  it('leaves the URL model out on a brand’s own domain, not on its hosting customers’ pages', () => {
    const own = inspectUrl('https://outlook.office365.com/owa/calendar/abc123@contoso.com/bookings/');
    expect(own.findings.map((f) => f.code)).not.toContain('url-model-phishing');
    expect(own.findings.map((f) => f.code)).not.toContain('url-model-suspicious');
  });

  it('still sees a brand’s product name on someone else’s domain', () => {
    expect(codesOf('https://onedrive.secure-files-share.com/view')).toContain('url-brand-in-subdomain');
  });

  it('counts depth below a hosting platform’s own name, and not on a brand’s own domain', () => {
    expect(codesOf('https://example-media.s3.ca-central-1.amazonaws.com/events/gala.jpg')).not.toContain(
      'url-many-subdomains',
    );
    expect(
      codesOf('https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.org%2F'),
    ).not.toContain('url-many-subdomains');
    expect(codesOf('https://login.secure.account.example-verify.com/')).toContain('url-many-subdomains');
  });

  it('reads a brand’s documentation account on a developer platform as the brand’s', () => {
    expect(codesOf('https://binance-docs.github.io/apidocs/spot/en/')).not.toContain(
      'url-brand-in-subdomain',
    );
    expect(codesOf('https://binance-login.github.io/')).toContain('url-brand-in-subdomain');
  });

  it.each([
    'https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTXgyTG1OOWtR',
    'https://app.box.com/s/8k2mq9x7l4p3n6r5t1v0',
    'https://wetransfer.com/downloads/4b2c9e8f7a6d5c4b3a2f1e0d20250304101010/7a8b9c',
    'https://connect.intuit.com/portal/app/CommerceNetwork/view/scs-v1-4f2a9b1c3d4e',
  ])('%s is the business service’s own domain', (url) => {
    expect(codesOf(url)).toEqual(['url-official-domain']);
  });

  it('still sees those services’ names on other domains', () => {
    expect(codesOf('https://quickbooks-invoice-view.com/pay')).toContain('url-brand-in-domain');
    expect(codesOf('https://wetransfer.file-share-download.top/')).toContain('url-brand-in-subdomain');
  });
});
