import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Tue, 20 Jan 2026 10:00:00 +0000';

describe('issue 22, round 4: account notices that say nothing is needed', () => {
  it('a sign-in alert that says "if this was you, ignore this" weighs nothing alone', async () => {
    const head = `From: "Northwind account team" <security@accounts.northwind.example>\nTo: a@example.ca\nSubject: Security alert\n${DATE}`;
    const body =
      '<p>Unusual sign-in activity on your account from a new device.</p><p>If this was you, then you can safely ignore this email.</p><p><a href="https://accounts.northwind.example/activity">Review recent activity</a></p>';
    const notice = await run(head, body);
    expect(impact(notice, 'email-lure-account')).toBe(0);
    expect(notice.verdictKey).toBe('verdict.likely-safe');
    // Without the sentence and with its link elsewhere, the same alert keeps its weight (without the
    // sentence alone, round 13's lone-lure rule shows it as information: lone-lure.ts).
    const bare = await run(
      head,
      body
        .replace('<p>If this was you, then you can safely ignore this email.</p>', '')
        .replace('accounts.northwind.example', 'northwind-activity.example'),
    );
    expect(impact(bare, 'email-lure-account')).toBe(25);
  });

  it('a sign-up confirmation that says "if you didn’t sign up, ignore this email" weighs nothing alone', async () => {
    const r = await run(
      `From: "Trail Club" <accounts@trailclub.example>\nTo: a@example.ca\nSubject: Please verify your email address\n${DATE}`,
      '<p>Please confirm your email address to finish creating your account.</p><p><a href="https://trailclub.example/verify?t=1">Verify email address</a></p><p>If you didn’t sign up for Trail Club, you can ignore this email.</p>',
    );
    expect(impact(r, 'email-lure-credential')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('the French wording counts too', async () => {
    const r = await run(
      `From: "Cinémas du Quartier" <compte@cinemasquartier.example>\nTo: a@example.ca\nSubject: Nouvelle connexion à votre compte\n${DATE}`,
      '<p>Nouvelle connexion à votre compte depuis un appareil Windows. Vérifiez votre compte immédiatement si ce n’était pas vous.</p><p>Si c’était bien vous, vous n’avez rien à faire.</p><p><a href="https://cinemasquartier.example/compte">Mon compte</a></p>',
    );
    expect(impact(r, 'email-lure-urgency') ?? 0).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('a scam that borrows the sentence keeps every weight (brand display name on another domain)', async () => {
    const r = await run(
      `From: "Microsoft account team" <no-reply@ms-account-protect.example>\nTo: a@example.ca\nSubject: Unusual sign-in activity\n${DATE}`,
      '<p>We detected unusual sign-in activity. If this was you, you can safely ignore this email. If not, secure your account now.</p><p><a href="https://secure-login-ms.pages.dev/">Secure your account</a></p>',
    );
    expect(r.verdictKey).toBe('verdict.dangerous');
    expect(impact(r, 'email-lure-account')).toBe(25);
  });
});

describe('issue 22, round 4: small senders’ own sites over plain http', () => {
  const head = `From: "Kettle River Books" <news@kettleriverbooks.example>\nTo: a@example.ca\nSubject: New arrivals and author night\n${DATE}`;

  it('three or more pages of the sender’s own domain, in words, are a newsletter', async () => {
    const r = await run(
      head,
      '<p><a href="http://kettleriverbooks.example/">Kettle River Books</a></p><p><a href="http://kettleriverbooks.example/new-arrivals">See new arrivals</a></p><p><a href="http://kettleriverbooks.example/events/author-night">Reserve a seat</a></p><p><a href="http://kettleriverbooks.example/unsubscribe?e=991">Unsubscribe</a></p>',
    );
    expect(r.findings.map((f) => f.code)).not.toContain('email-link-plain-http');
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('one page, or pages of random tokens, on the sender’s bare domain still count', async () => {
    const one = await run(
      head,
      '<p><a href="http://www.kettleriverbooks.example/misapply">Claim yours</a></p>',
    );
    expect(impact(one, 'email-link-plain-http')).toBe(15);
    const tokens = await run(
      head,
      '<p><a href="http://kettleriverbooks.example/cCCDW6FSV5X1juAjjPY0W6vY">Read more</a> <a href="http://kettleriverbooks.example/VgNhI2m_i1u-Ptuk">Claim</a> <a href="http://kettleriverbooks.example/evPbw2AjQdiz3fWuX">Stop</a></p>',
    );
    expect(impact(tokens, 'email-link-plain-http')).toBe(15);
  });
});

describe('issue 22, round 4: plain-text reports and thread replies', () => {
  it('a bot’s plain-text report typing addresses on app hosting and a shortener weighs nothing alone', async () => {
    const r = await run(
      `From: fuzzbot <fuzzbot+3a1e@fuzz.appspotmail.com>\nTo: dev@example.org\nSubject: [fuzzbot] KASAN: use-after-free in tcp_timer\n${DATE}`,
      'fuzzbot found the following issue.\n\nconsole output: https://fuzzdash.appspot.com/x/log.txt?x=12a4\ndashboard link: https://fuzzdash.appspot.com/bug?extid=3a1e\ndisk image: https://storage.googleapis.com/fuzz-assets/7f1e/disk.raw.xz\n\nSee https://goo.gl/tpsmEJ for more information about fuzzbot.\n',
    );
    expect(impact(r, 'email-link-free-hosting')).toBe(0);
    expect(impact(r, 'email-link-shortener')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('a plain-text message with one shortened link, or with a lure, keeps the link’s weight', async () => {
    const head = `From: Dana <dana@example.net>\nTo: a@example.ca\nSubject: look\n${DATE}`;
    const one = await run(head, 'Look at this: https://bit.ly/3xYz12\n');
    expect(impact(one, 'email-link-shortener')).toBe(15);
    const lure = await run(
      head,
      'You have won a prize! Claim it at https://bit.ly/3xYz12 or https://prize-claim.pages.dev/a and https://example.org/b\n',
    );
    expect(impact(lure, 'email-link-shortener')).toBe(15);
  });

  it('a brand named in a reply beside only the word "urgent" is not a brand speaking', async () => {
    const r = await run(
      `From: Dan <dan@cs.example.edu>\nTo: talk@lists.example.net\nSubject: Re: Razor timeouts\nDate: Thu, 22 Aug 2002 14:05:33 -0400\nIn-Reply-To: <3D64@example.net>`,
      '> razor-check hangs\n\nUrgent fix: add -t 10. Docs: http://razor.sourceforge.net/docs/\nPayPal users see http://www.inphonic.example/r.asp?r=1\n',
    );
    expect(r.findings.map((f) => f.code)).not.toContain('email-link-brand-mismatch');
  });
});

describe('issue 22, round 4: small businesses’ platforms and layouts', () => {
  const head = `From: "Sweet Fern Bakery" <hello@sweetfernbakery.example>\nTo: a@example.ca\nSubject: This week at Sweet Fern\n${DATE}`;
  const own = '<p><a href="https://sweetfernbakery.example/">sweetfernbakery.example</a></p>';

  it('a shop on a platform or a short link beside the sender’s own site weighs nothing alone', async () => {
    for (const link of [
      'https://sweet-fern.myshopify.com/collections/all',
      'https://sweetfern.square.site/',
      'https://linktr.ee/sweetfern',
      'https://bit.ly/3AbC12',
    ]) {
      const r = await run(
        head,
        `<p>Fresh bread every morning.</p><p><a href="${link}">Order online</a></p>${own}`,
      );
      expect(r.verdictKey, link).toBe('verdict.likely-safe');
    }
  });

  it('without the sender’s own site, with a lure, or from a cheap own domain, the platform still weighs', async () => {
    const alone = await run(
      head,
      '<p>Order online: <a href="https://sweetfern.square.site/">our shop</a></p>',
    );
    expect(alone.verdictKey).not.toBe('verdict.likely-safe');
    const lure = await run(
      head,
      `<p>Congratulations, you have won a prize! Claim your reward now.</p><p><a href="https://sweetfern.square.site/">Claim</a></p>${own}`,
    );
    expect(impact(lure, 'email-link-free-hosting')).toBe(20);
    const cheap = await run(
      `From: "Build Sheds" <sheds@buildsheds.shop>\nTo: a@example.ca\nSubject: Plans\n${DATE}`,
      '<p>Plans inside.</p><p><a href="https://bit.ly/3AbC12">Get the plans</a></p><p><a href="https://buildsheds.shop/">buildsheds.shop</a></p>',
    );
    expect(impact(cheap, 'email-link-shortener')).toBe(15);
  });

  it('an image layout linking only the sender’s own site weighs nothing alone; linking elsewhere it does', async () => {
    const layout = (href: string): string =>
      `<a href="${href}"><img src="https://sweetfernbakery.example/e/hero.jpg" alt="Winter sale"></a>`;
    const ownOnly = await run(head, layout('https://sweetfernbakery.example/sale'));
    expect(impact(ownOnly, 'email-image-only')).toBe(0);
    const elsewhere = await run(head, layout('https://deals-today.example/x'));
    expect(impact(elsewhere, 'email-image-only')).toBe(20);
  });

  it('Outlook’s ATT00001.htm body part is not an HTML attachment; invoice.htm is', async () => {
    const raw = (name: string): string =>
      `From: "Lina Ortiz" <lina@ortizlaw.example>\nTo: a@example.ca\nSubject: Closing documents\n${DATE}\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b2"\n\n--b2\nContent-Type: text/plain; charset=utf-8\n\nThe closing documents are attached.\n--b2\nContent-Type: text/html; name="${name}"\nContent-Disposition: attachment; filename="${name}"\n\n<p>This email is confidential.</p>\n--b2--\n`;
    const att = await run(null, raw('ATT00001.htm'));
    expect(att.findings.map((f) => f.code)).not.toContain('email-attachment-html');
    const page = await run(null, raw('Invoice_2291.htm'));
    expect(impact(page, 'email-attachment-html')).toBe(40);
  });
});

describe('issue 22, round 4: links to a server’s reverse-DNS name', () => {
  it('an address written into the host name reads like an address link; a private one does not', async () => {
    const head = `From: "Taina" <noreply@suporte.example>\nTo: a@example.ca\nSubject: Document 9991\n${DATE}`;
    const box = await run(
      head,
      '<p><a href="https://93.182.153.160.host.secureserver.example/uOne3B">Open</a></p>',
    );
    expect(impact(box, 'email-link-ip-host')).toBe(20);
    const ec2 = await run(
      head,
      '<p><a href="http://ec2-54-12-3-4.compute-1.amazonaws.example/x">Open</a></p>',
    );
    expect(impact(ec2, 'email-link-ip-host')).toBe(20);
    const lan = await run(head, '<p><a href="https://10.1.2.3.nip.example/x">Open</a></p>');
    expect(lan.findings.map((f) => f.code)).not.toContain('email-link-ip-host');
    const name = await run(head, '<p><a href="https://www.2024-event.example/x">Open</a></p>');
    expect(name.findings.map((f) => f.code)).not.toContain('email-link-ip-host');
  });
});

describe('issue 22, round 4: contests, bills and one-time codes sent straight from the sender', () => {
  const head = `From: "Boutique Nordique" <info@boutiquenordique.example>\nTo: a@example.ca\nSubject: Concours\n${DATE}`;
  const own = '<p><a href="https://boutiquenordique.example/concours">boutiquenordique.example</a></p>';

  it('one contest or bill lure linking only the sender’s own site over https weighs nothing alone', async () => {
    const contest = await run(
      head,
      `<p>Participez à notre grand concours et gagnez un voyage pour deux! Tirage le 28 février. Réclamez votre cadeau en magasin.</p>${own}`,
    );
    expect(impact(contest, 'email-lure-prize')).toBe(0);
    expect(contest.verdictKey).toBe('verdict.likely-safe');
  });

  it('the same lure over plain http, through random paths or linking elsewhere keeps its weight', async () => {
    const text = '<p>Congratulations! You have won a prize: claim your reward today.</p>';
    const http = await run(head, `${text}<p><a href="http://boutiquenordique.example/claim">Claim</a></p>`);
    expect(impact(http, 'email-lure-prize')).toBe(25);
    const token = await run(
      head,
      `${text}<p><a href="https://boutiquenordique.example/qzftuz16528k">Claim</a></p>`,
    );
    expect(impact(token, 'email-lure-prize')).toBe(25);
    const elsewhere = await run(head, `${text}<p><a href="https://prize-desk.example/claim">Claim</a></p>`);
    expect(impact(elsewhere, 'email-lure-prize')).toBe(25);
  });

  it('a one-time code that says never to share it is a notice', async () => {
    const r = await run(
      `From: "Trail Club" <accounts@trailclub.example>\nTo: a@example.ca\nSubject: Your verification code\n${DATE}`,
      '<p>Your verification code is 482913. Enter this code to verify your identity. It expires in 10 minutes. Never share this code with anyone.</p>',
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 4: a service sending on someone’s behalf', () => {
  it('a display name showing the person’s own address weighs nothing alone; a brand’s or the recipient’s domain does', async () => {
    const body = '<p>Hi Sam, your quote for the roof repair is ready. Let me know if you have questions.</p>';
    const crm = await run(
      `From: "Jane Roy <jane@roycoroofing.example>" <notifications@crm-mailer.example>\nTo: sam@example.ca\nSubject: Your quote\n${DATE}`,
      body,
    );
    expect(impact(crm, 'email-sender-display-address')).toBe(0);
    expect(crm.verdictKey).toBe('verdict.likely-safe');
    const brand = await run(
      `From: "service@paypal.com" <notifications@crm-mailer.example>\nTo: sam@example.ca\nSubject: Your quote\n${DATE}`,
      body,
    );
    expect(impact(brand, 'email-sender-display-address')).toBe(30);
    const own = await run(
      `From: "it-support@example.ca" <notifications@crm-mailer.example>\nTo: sam@example.ca\nSubject: Your quote\n${DATE}`,
      body,
    );
    expect(impact(own, 'email-sender-display-address')).toBe(30);
  });
});

describe('issue 22, round 4: a free mailbox sent through a bulk email service', () => {
  it('is said and weighs 20; a company address through the same service is not', async () => {
    const head = (from: string): string =>
      `From: Terry S <${from}>\nTo: a@example.ca\nSubject: Order confirmation\n${DATE}\nReturn-Path: <bounces+5526-93ca-a=example.ca@sendgrid.net>`;
    const body = '<p>Thanks for your order.</p>';
    const free = await run(head('terrys7987@aol.com'), body);
    expect(impact(free, 'email-sender-freemail-bulk')).toBe(20);
    const company = await run(head('orders@shop.example'), body);
    expect(company.findings.map((f) => f.code)).not.toContain('email-sender-freemail-bulk');
  });
});
