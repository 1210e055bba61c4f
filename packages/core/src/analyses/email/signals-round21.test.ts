/**
 * Issue 22, round 21 (helper mail21): a brand's department or product in a display name (rule R1),
 * a ransom's wallet beside an extortion threat (rule R2), the redirects of government and Quebec
 * sending platforms (rule P1). Every example is written for this file (none comes from a corpus or
 * the round's blind lists); each rule has an ordinary control and a scam control.
 */
import { describe, expect, it } from 'vitest';
import { pasted, run, weight } from './test-helpers.js';

const BRAND = 'email-sender-brand-display-name';

describe('email round 21, rule R1: a brand department or product in a display name', () => {
  it.each([
    ['Google Docs <docs-share@harbourline-dental.com>', 'Q4_Bonus.pdf shared with you'],
    ['Apple Support <case@meridian-outfitters.net>', 'Your Apple ID was locked'],
    ['Google Workspace <admin-notice@kettle-bay-shop.com>', 'Your storage is full'],
    ['Azure Billing Support <billing@nimbus-ops.io>', 'Payment failed'],
    ['Soutien Apple <avis@boutique-fleurdelys.com>', 'Votre identifiant Apple est verrouillé'],
    // Review b: the word in a domain beside an account's words is the phish's, not a business's.
    ['Azure Billing <billing@azure-account-services.com>', 'Payment failed'],
    ['Apple Support <support@apple-id-recovery.info>', 'Your Apple ID was locked'],
  ])('reads %s over an unrelated domain as the brand', async (from, subject) => {
    const r = await run(pasted(from, subject), 'Please review this today: https://example.net/review');
    expect(weight(r, BRAND)).toBe(45);
  });
  it.each([
    // A surname's business, a brand's own top-level domain, a community newsletter, the brand itself.
    ['Rogers Support <help@rogers-plumbing-kingston.ca>', 'Your service call'],
    ['Apple Card Support <no_reply@post.applecard.apple>', 'Your statement is ready'],
    ['Azure Weekly <news@azureweekly-digest.net>', 'Issue 412'],
    ['Google Drive <drive-shares-dm-noreply@google.com>', 'Shared with you'],
    ['Amazon Prime <no-reply@amazon.ca>', 'Your Prime benefits'],
  ])('keeps %s calm', async (from, subject) => {
    const r = await run(pasted(from, subject), 'Thanks for being with us. https://example.net/news');
    expect(weight(r, BRAND)).toBeNull();
  });
  // Review b (round 21): a business named Azure writing from its own domain was dangerous (80) at
  // fd335b1; a phish's "Azure Billing" over an unrelated domain still counts (above).
  it.each([
    ['Azure <reservations@azurerestaurant.ca>', 'Your reservation', 'https://azurerestaurant.ca/'],
    ['Azure Customer Care <care@azure-condos.ca>', 'Elevator maintenance', 'https://azure-condos.ca/notices'],
    ['Azure Billing <billing@azurepools.ca>', 'Your pool opening invoice', 'https://azurepools.ca/pay'],
  ])('keeps %s, a business of that name on its own domain, calm', async (from, subject, link) => {
    const r = await run(pasted(from, subject), `Thanks for being with us. ${link}`);
    expect(weight(r, BRAND)).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

const SELF = 'sam.reader@example.ca';
const selfSent = (subject: string): string =>
  [`From: ${SELF}`, `To: ${SELF}`, `Subject: ${subject}`, 'Date: Mon, 07 Dec 2026 04:00:00 +0000'].join('\n');

describe('email round 21, rule R2: a ransom wallet beside an extortion threat', () => {
  it('reads a DDoS ransom with a wallet as a scam request', async () => {
    const r = await run(
      pasted('Nightfall Group <nightfall.group@proton.me>', 'Your website'),
      'Your website will be DDoS-ed from Monday unless you pay 1.5 Bitcoin to bc1q7w3kz9hrx4m2lq8cvd5tfs6gne0py3aj2u9wq. We have also copied your customer database.',
    );
    expect(weight(r, 'email-lure-threat')).toBe(20);
    expect(weight(r, 'email-scam-request')).toBe(20);
    expect(['verdict.suspicious', 'verdict.dangerous']).toContain(r.verdictKey);
  });
  it('reads a French sextortion with a wallet as a scam request', async () => {
    const r = await run(
      selfSent('Votre appareil'),
      "J'ai piraté votre ordinateur et enregistré une vidéo de vous. Envoyez 900 $ en Bitcoin à 1BoatSLRHtKNngkdXEeobR76b53LETtpyT sinon j'envoie la vidéo à tous vos contacts.",
    );
    expect(weight(r, 'email-scam-request')).toBe(20);
  });
  it('keeps a security newsletter that describes the scam without a wallet calm', async () => {
    const r = await run(
      pasted('Northshore Credit Union <alerts@northshore-cu.ca>', 'Scam alert: DDoS ransom letters'),
      'Some businesses receive letters saying their website will be DDoS-ed unless they pay in Bitcoin. Do not pay, and call us.',
    );
    expect(weight(r, 'email-scam-request')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
  // Review b (round 21): without a wallet the ransom's words are ordinary beside a word on Bitcoin
  // (each was caution 30, email-lure-threat 20, at fd335b1).
  it.each([
    [
      'Coinbase <no-reply@coinbase.com>',
      'You recently downloaded your data from Coinbase. The file includes your Bitcoin and Ethereum transaction history.',
    ],
    [
      'Vinted <no-reply@vinted.ca>',
      'Thanks for your order! Item: $25.00. Buyer protection fee: $1.50. You can also pay with crypto (Bitcoin) now.',
    ],
    [
      'Ops <ops@smallhost.ca>',
      'Yesterday a DDoS attack on your site was mitigated by our network. Several customers asked about Bitcoin payments: we accept them from next month.',
    ],
  ])('reads no threat from %s without a wallet', async (from, body) => {
    const r = await run(pasted(from, 'Notice'), body);
    expect(weight(r, 'email-lure-threat')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
  it('reads no ransom in a crypto receipt with a wallet and no threat', async () => {
    const r = await run(
      pasted('Kestrel Exchange <receipts@kestrel-exchange.ca>', 'Withdrawal sent'),
      'Your withdrawal of 0.02 BTC to bc1q7w3kz9hrx4m2lq8cvd5tfs6gne0py3aj2u9wq was sent. Thank you.',
    );
    expect(weight(r, 'email-scam-request')).toBeNull();
  });
});

describe('email round 21, rule P1: government and Quebec platforms redirect tracked links', () => {
  const html = (host: string, shown: string): string =>
    `<html><body><p>Winter parking rules start on Monday.</p><a href="https://${host}/l/eyJhbGciOiJIUzI1NiJ9.abc/s/1">${shown}</a></body></html>`;
  it("reads a city's bulletin through GovDelivery's shortener as tracked, not a mismatch", async () => {
    const r = await run(
      [
        'From: Town of Pinecrest <pinecrest@public.govdelivery.com>',
        'To: reader@example.ca',
        'Subject: Winter parking',
        'Content-Type: text/html; charset=utf-8',
      ].join('\n'),
      html('lnks.gd', 'pinecrest.ca/parking'),
    );
    expect(weight(r, 'email-link-text-mismatch')).toBeNull();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
  it('keeps the mismatch when the link goes to an unlisted host', async () => {
    const r = await run(
      [
        'From: Town of Pinecrest <pinecrest@public.govdelivery.com>',
        'To: reader@example.ca',
        'Subject: Winter parking',
        'Content-Type: text/html; charset=utf-8',
      ].join('\n'),
      html('pinecrest-parking-fines.top', 'pinecrest.ca/parking'),
    );
    expect(weight(r, 'email-link-text-mismatch')).toBe(45);
  });
  // Review b (round 21): the new redirects hid a brand phish's link (dangerous -> suspicious at
  // fd335b1): a redirect vouches for a brand's mail only when the From domain was not found odd.
  it.each(['mjt.lu/lnk/AbCdEf/1', 'lnks.gd/l/eyJhbGci/1', 'trackedlink.net/r/abc'])(
    'keeps the brand mismatch of a phish from a suspicious domain behind %s',
    async (link) => {
      const r = await run(
        pasted('Account Services <noreply@mailer-notice-center.com>', 'PayPal: account limited'),
        `Dear PayPal customer,\nYour PayPal account has been limited. Restore access now: https://${link}`,
      );
      expect(weight(r, 'email-link-brand-mismatch')).toBe(35);
      expect(r.verdictKey).toBe('verdict.dangerous');
    },
  );
  it('keeps a brand newsletter from its own domain through Mailjet calm', async () => {
    const r = await run(
      pasted('PayPal <news@paypal.com>', 'Your monthly tips'),
      'Hello,\nHere are this month’s tips for selling online: https://mjt.lu/lnk/AbCdEf/2',
    );
    expect(weight(r, 'email-link-brand-mismatch')).toBeNull();
  });
});
