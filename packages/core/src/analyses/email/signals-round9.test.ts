import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Tue, 12 Jan 2027 09:10:00 -0500';
const auth = (d: string): string =>
  `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;

describe('email round 9: a service’s own warning names gift cards and crypto', () => {
  it('gives no weight to gift cards or crypto named in a "we will never ask" sentence', async () => {
    const r = await run(
      `From: Maplewood Water <billing@maplewoodwater.ca>\nTo: ana@example.ca\nSubject: Your water bill is ready\n${DATE}\n${auth('maplewoodwater.ca')}`,
      'Your bill of $61.20 is due February 3. View it at https://my.maplewoodwater.ca/bills. Maplewood Water will never ask you to pay with gift cards, bitcoin or any cryptocurrency.',
    );
    expect(impact(r, 'email-lure-gift-card') ?? 0).toBe(0);
    expect(impact(r, 'email-lure-crypto') ?? 0).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('reads the French warning too', async () => {
    const r = await run(
      `From: Ville de Lévis <taxes@ville.levis.example.ca>\nTo: ana@example.ca\nSubject: Compte de taxes 2027\n${DATE}\n${auth('ville.levis.example.ca')}`,
      'Votre compte de taxes est disponible. La Ville ne vous demandera jamais de payer en cartes-cadeaux ou en cryptomonnaie.',
    );
    expect(impact(r, 'email-lure-gift-card') ?? 0).toBe(0);
    expect(impact(r, 'email-lure-crypto') ?? 0).toBe(0);
  });

  it('keeps the request when the scam asks in another sentence, or says "never tell anyone"', async () => {
    const both = await run(
      `From: Frank Ortiz <frank.ortiz.ceo@gmail.com>\nTo: ana@example.ca\nSubject: quick favour\n${DATE}`,
      'Our bank will never ask for this by email. I need you to buy 5 Apple gift cards of $200 today and send me a photo of the codes.',
    );
    expect(impact(both, 'email-lure-gift-card')).toBe(30);
    const secret = await run(
      `From: Frank Ortiz <frank.ortiz.ceo@gmail.com>\nTo: ana@example.ca\nSubject: quick favour\n${DATE}`,
      'Never mention this to anyone, buy 5 Google Play gift cards and scratch the back.',
    );
    expect(impact(secret, 'email-lure-gift-card')).toBe(30);
  });
});

describe('email round 9: a brand platform’s own message identifiers', () => {
  const body =
    'Marc shared a file with you. Q1 forecast.xlsx https://fernbrook.sharepoint.com/:x:/s/Finance/EaB1c2D3e4F5g6?e=4x7Yz2';
  const headers = (extra: string): string =>
    `From: "Marc Dubé via SharePoint Online" <no-reply@sharepointonline.com>\nTo: ana@example.ca\nSubject: Marc Dubé shared "Q1 forecast.xlsx" with you\n${DATE}\nMessage-ID: <a1b2c3@DM8PR12MB5501.namprd12.prod.outlook.com>${extra}`;

  it('does not read an Exchange Online identifier as a personal mailbox when DMARC passed', async () => {
    const r = await run(headers(`\n${auth('sharepointonline.com')}`), body);
    expect(r.findings.some((f) => f.code === 'email-message-id-freemail')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the finding when nothing vouches for the From line', async () => {
    const r = await run(headers(''), body);
    expect(impact(r, 'email-message-id-freemail')).toBe(25);
  });
});

describe('email round 9: a vouched notice whose own name the URL checks suspect', () => {
  // "…-mobile" is read as a misspelt T-Mobile by the URL checks, on the sender and on each link.
  const mail = (from: string, link: string): Promise<EmailAnalysisResult> =>
    run(
      `From: ${from}\nTo: ana@example.ca\nSubject: Action required: your automatic payment was declined\n${DATE}\n${auth('eastwave-mobile.ca')}`,
      `Your automatic payment of $58.40 was declined. To avoid interruption of service, please pay by January 20 at ${link}`,
    );

  it('calms the notice when DMARC passed and every link stays on the sender’s domain', async () => {
    const r = await mail(
      'Eastwave Mobile <billing@eastwave-mobile.ca>',
      'https://www.eastwave-mobile.ca/account/pay',
    );
    expect(impact(r, 'email-sender-suspicious-domain')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('keeps the weight when a link leaves the domain or the name claims a brand', async () => {
    const away = await mail(
      'Eastwave Mobile <billing@eastwave-mobile.ca>',
      'https://eastwave-pay.example.net/pay',
    );
    expect(away.verdictKey).not.toBe('verdict.likely-safe');
    const brand = await mail(
      'T-Mobile Billing <billing@eastwave-mobile.ca>',
      'https://www.eastwave-mobile.ca/account/pay',
    );
    expect(brand.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('email round 9: more free mailbox providers', () => {
  it('reads a free @magenta.de or @yahoo.co.jp sender mailing in bulk through an email service', async () => {
    for (const d of ['magenta.de', 'yahoo.co.jp']) {
      const r = await run(
        `From: "Important notice" <k.tanaka77@${d}>\nTo: ana@example.ca\nSubject: Your points expire today\n${DATE}\nReturn-Path: <bounces+5512-9a1c-ana=example.ca@sendgrid.net>\nList-Unsubscribe: <https://u5512.ct.sendgrid.net/lu/unsubscribe?upn=x>`,
        'Your card points expire today. https://u5512.ct.sendgrid.net/ls/click?upn=u001.abc',
      );
      expect(impact(r, 'email-sender-freemail-bulk')).toBe(20);
    }
  });
});

describe('email round 9: an invoice whose only way out is a toll-free number', () => {
  const MIME = 'MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="q1"';
  const body = (text: string): string =>
    `--q1\nContent-Type: text/plain; charset=utf-8\n\n${text}\n--q1\nContent-Type: application/pdf; name="INV-55120.pdf"\nContent-Disposition: attachment; filename="INV-55120.pdf"\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK\n--q1--\n`;
  const invoice =
    'Hello, please find your invoice attached for your records. Amount charged: $449.00. Support line: 1-855-402-7781';
  const from = (name: string, extra = ''): string =>
    `From: ${name}\nTo: ana@example.ca\nSubject: Your order has been processed\n${DATE}\n${MIME}${extra}`;

  it('reads the number as a call-to-cancel lure when nothing vouches for the sender and there is no link', async () => {
    const r = await run(from('Mara Quinlan <mara.q@brightpinesolar.example>'), body(invoice));
    expect(impact(r, 'email-lure-invoice')).toBe(20);
    expect(impact(r, 'email-lure-callback')).toBe(25);
    expect(r.findings.find((f) => f.code === 'email-lure-callback')?.parameters).toMatchObject({
      phrase: '1-855-402-7781',
    });
  });

  it('leaves a vouched biller, a bill with a link and an ordinary number alone', async () => {
    const vouched = await run(
      from('Brightpine Solar <billing@brightpinesolar.example>', `\n${auth('brightpinesolar.example')}`),
      body(invoice),
    );
    expect(vouched.findings.some((f) => f.code === 'email-lure-callback')).toBe(false);
    const linked = await run(
      from('Mara Quinlan <mara.q@brightpinesolar.example>'),
      body(`${invoice} or see https://brightpinesolar.example/invoices/INV-55120`),
    );
    expect(linked.findings.some((f) => f.code === 'email-lure-callback')).toBe(false);
    const local = await run(
      from('Mara Quinlan <mara.q@brightpinesolar.example>'),
      body('Hello, please find your invoice attached for your records. Questions: (613) 555-0176'),
    );
    expect(local.findings.some((f) => f.code === 'email-lure-callback')).toBe(false);
  });
});

describe('email round 9: a circuit pin is not a PIN code', () => {
  const post = (text: string): Promise<EmailAnalysisResult> =>
    run(
      `From: Ines Barros <ines.barros@example.org>\nTo: board-dev@lists.example.org\nSubject: timer interrupt never fires\n${DATE}\nList-Id: <board-dev.lists.example.org>`,
      text,
    );

  it('does not read "input pin" or "GPIO pin" in a developer post as a request for a PIN', async () => {
    const r = await post(
      'Could you verify the GPIO input pin is pulled high before the timer starts? I can send the output pin trace too.',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-personal-info')).toBe(false);
  });

  it('still reads a request for the reader’s PIN', async () => {
    const r = await run(
      `From: Card Services <alerts@cardservices-verify.example>\nTo: ana@example.ca\nSubject: Card locked\n${DATE}`,
      'Your card was locked. Please enter your PIN and card number to confirm your identity.',
    );
    expect(impact(r, 'email-lure-personal-info')).toBe(30);
  });
});
