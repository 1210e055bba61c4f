import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Tue, 06 Jan 2026 10:00:00 +0000';

describe('issue 22, round 3: newsletters and receipts of established senders', () => {
  it('plain-http links on the sender’s own mail subdomain are not counted; on a bare domain they are', async () => {
    const body =
      '<p>Thanks for your payment of $82.10.</p><p><a href="http://t4.notices.harbourtel.example/r/?id=1">View your bill</a></p><p><a href="http://t4.notices.harbourtel.example/r/?id=2">Manage preferences</a></p>';
    const own = await run(
      `From: "Harbour Tel" <billing@notices.harbourtel.example>\nTo: a@example.ca\nSubject: Thanks for your payment\n${DATE}`,
      body,
    );
    expect(codes(own)).not.toContain('email-link-plain-http');
    expect(own.verdictKey).toBe('verdict.likely-safe');
    // The same links from the bare registrable domain (how throwaway spam domains send).
    const bare = await run(
      `From: "Harbour Tel" <billing@harbourtel.example>\nTo: a@example.ca\nSubject: Thanks for your payment\n${DATE}`,
      body.replaceAll('t4.notices.harbourtel.example', 'harbourtel.example'),
    );
    expect(impact(bare, 'email-link-plain-http')).toBe(15);
    // A subdomain sender linking elsewhere over http is still counted.
    const elsewhere = await run(
      `From: "Harbour Tel" <billing@notices.harbourtel.example>\nTo: a@example.ca\nSubject: Thanks\n${DATE}`,
      '<p>Thanks.</p><p><a href="http://pay-harbour.example/r">View your bill</a></p>',
    );
    expect(impact(elsewhere, 'email-link-plain-http')).toBe(15);
  });

  it('zero-width breaks in dates and street addresses are layout, breaks in lure words are not', async () => {
    const head = `From: "Lumen TV" <hello@news.lumentv.example>\nTo: a@example.ca\nSubject: This week\n${DATE}`;
    const layout = await run(
      head,
      '<p>Enter between M\u200cay 1 and M\u200cay 8, 9\u200c:00 A\u200cM P\u200cT. Sponsor: Lumen, 7\u200c Hu\u200cdson Squ\u200care, 10\u200cth Flo\u200cor, Ne\u200cw Yo\u200crk.</p><p><a href="https://news.lumentv.example/c">Enter</a></p>',
    );
    expect(codes(layout)).not.toContain('email-zero-width');
    const dodge = await run(
      head,
      '<p>Your acc\u200bount is sus\u200bpended. Ver\u200bify your iden\u200btity now.</p><p><a href="https://news.lumentv.example/c">Verify</a></p>',
    );
    expect(impact(dodge, 'email-zero-width')).toBe(25);
  });

  it('a brand’s own shopping domain mailing as a registered bulk sender is not a look-alike', async () => {
    const head = [
      'From: "Capital One Shopping" <hello@capitaloneshopping.com>',
      'To: a@example.ca',
      'Subject: Offer expiring soon: save at your favourite stores',
      DATE,
      'Return-Path: <0101019b-aa@mail.capitaloneshopping.com>',
      'Message-ID: <0101019b-aa@us-west-2.amazonses.com>',
      'DKIM-Signature: v=1; a=rsa-sha256; d=capitaloneshopping.com; s=s1; b=x',
      'List-Unsubscribe: <https://capitaloneshopping.com/unsub?u=1>',
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    ];
    const body =
      '<p>Offer expiring soon: earn a $20 gift card when you shop at partner stores.</p><p><a href="https://capitaloneshopping.com/offers/1">See the offer</a></p>';
    const own = await run(head.join('\n'), body);
    expect(impact(own, 'email-sender-lookalike-domain')).toBe(0);
    expect(own.verdictKey).toBe('verdict.likely-safe');
    // Without the bulk sender's set-up (no one-click unsubscribe), the look-alike weighs.
    const noSetup = await run(head.filter((h) => !h.startsWith('List-Unsubscribe-Post')).join('\n'), body);
    expect(impact(noSetup, 'email-sender-lookalike-domain')).toBe(55);
    // A lure that asks (sign in, verify the account) keeps every finding.
    const asks = await run(
      head.join('\n'),
      '<p>Your account has been suspended. Verify your account to restore access.</p><p><a href="https://capitaloneshopping.com/verify">Verify now</a></p>',
    );
    expect(impact(asks, 'email-sender-lookalike-domain')).toBe(55);
    // A scam's glued word ("secure") is never a second domain.
    const secure = await run(
      head.join('\n').replaceAll('capitaloneshopping.com', 'capitalonesecure.com'),
      body.replaceAll('capitaloneshopping.com', 'capitalonesecure.com'),
    );
    expect(impact(secure, 'email-sender-lookalike-domain')).toBe(55);
  });

  it('a small sender’s newsletter through a named email service may link its own site over http', async () => {
    const body =
      '<p>Seed swap on Saturday.</p><p><a href="http://gardenclub.example/potluck">Potluck sign-up</a></p>';
    const viaService = await run(
      `From: "Garden Club" <news@gardenclub.example>\nTo: a@example.ca\nSubject: December news\n${DATE}\nReturn-Path: <bounce-mc.us14_1-2@mail33.atl101.mcsv.net>`,
      body,
    );
    expect(codes(viaService)).not.toContain('email-link-plain-http');
    const ownServer = await run(
      `From: "Garden Club" <news@gardenclub.example>\nTo: a@example.ca\nSubject: December news\n${DATE}\nReturn-Path: <news@gardenclub.example>`,
      body,
    );
    expect(impact(ownServer, 'email-link-plain-http')).toBe(15);
  });

  it('a patch is text: its template lines are neither a form nor a request for a password', async () => {
    const head = `From: Lena Ortiz <lena@ortiz.example>\nTo: Sam Lee <sam@example.org>\nSubject: [PATCH] login: autocomplete\n${DATE}`;
    const patch =
      'Let password managers fill the login form.\n\n---\n templates/login.html | 2 +-\n\ndiff --git a/templates/login.html b/templates/login.html\n--- a/templates/login.html\n+++ b/templates/login.html\n@@ -3,4 +3,4 @@\n <form action="/login" method="post">\n-  <input type="password" name="pass">\n+  <input type="password" name="pass" autocomplete="current-password">\n </form>\n';
    const r = await run(head, patch);
    expect(codes(r)).not.toContain('email-password-field');
    expect(codes(r)).not.toContain('email-lure-personal-info');
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // Declared text/plain: tags are characters, not a form.
    const plain = await run(
      `${head}\nContent-Type: text/plain; charset=utf-8`,
      '<p>Old template:</p><form action="/x"><input type="password" name="p"></form>',
    );
    expect(codes(plain)).not.toContain('email-password-field');
    // The same form as HTML mail is still what it is.
    const html = await run(
      `From: Bank <a@b-example.com>\nTo: a@example.ca\nSubject: Verify\n${DATE}`,
      '<p>Sign in:</p><form action="https://b-example.com/x"><input type="password" name="p"></form>',
    );
    expect(codes(html)).toContain('email-password-field');
  });

  it('links to private addresses are not address links; public ones are, outside a quoted reply', async () => {
    const head = `From: ci@build.example.org\nTo: dev@example.org\nSubject: Build failed: main #1288\n${DATE}`;
    const priv = await run(head, 'See http://10.1.2.3:8080/job/main/1288/ for the log.');
    expect(codes(priv)).not.toContain('email-link-ip-host');
    expect(priv.verdictKey).toBe('verdict.likely-safe');
    const pub = await run(head, 'See http://198.51.100.7/verify/login.php to confirm your account.');
    expect(impact(pub, 'email-link-ip-host')).toBe(20);
    const reply = await run(
      'From: Rick <rick@oldmail.example>\nTo: Linda <linda@oldmail.example>\nSubject: Re: the club server\nDate: Thu, 19 Sep 2002 21:13:05 -0400\nIn-Reply-To: <5.1@oldmail.example>',
      'The new box is at http://198.51.100.7/members/ now.\n\n----- Original Message -----\nFrom: Linda\n> Where did the member pages move?\n',
    );
    expect(impact(reply, 'email-link-ip-host')).toBe(0);
    expect(reply.verdictKey).toBe('verdict.likely-safe');
  });

  it('a display name dressed with underscores, arrows, styled letters or padding is a sign', async () => {
    const body = '<p>Big savings inside.</p><p><a href="https://deals-now.example/c">Open</a></p>';
    for (const name of [
      'Yeti_Rambler_Tumbler_Notice',
      '➧➧➧ Membership Offer',
      '• ✥TechTrends',
      '𝖬𝖾𝗆𝖻𝖾𝗋 𝖮𝖿𝖿𝖾𝗋',
      'Membership Offer          _',
    ]) {
      const r = await run(
        `From: "${name}" <a@deals-now.example>\nTo: b@example.ca\nSubject: Hi\n${DATE}`,
        body,
      );
      expect(impact(r, 'email-sender-decorated-name')).toBe(20);
    }
    for (const name of [
      'Anne-Marie O’Neil',
      'Maple Outdoor Co.',
      'GitHub',
      'Dr. J. Smith (via dev list)',
      'ACME | Billing',
    ]) {
      const r = await run(
        `From: "${name}" <a@example.org>\nTo: b@example.ca\nSubject: Hi\n${DATE}`,
        'Hello.',
      );
      expect(codes(r)).not.toContain('email-sender-decorated-name');
    }
  });

  it('a bank’s own address that nothing vouches for, asking to restore access, with links elsewhere', async () => {
    const head =
      'From: "Bank of America" <onlinebanking@bankofamerica.com>\nTo: a@example.com\nSubject: Online Banking Alert\nDate: Tue, 12 Oct 2004 03:14:55 -0500';
    const body =
      'We have temporarily suspended your online banking access because of too many failed log-in attempts. To restore access please visit:\nhttp://www.small-hotel.example.it/images/.boa/online.html';
    const spoofed = await run(head, body);
    expect(impact(spoofed, 'email-lure-account')).toBe(25);
    expect(impact(spoofed, 'email-link-brand-mismatch')).toBe(35);
    expect(spoofed.verdictKey).toBe('verdict.suspicious');
    // Signed by the bank's own domain: vouched for, the link check says nothing of the brand.
    const signed = await run(
      `${head}\nDKIM-Signature: v=1; a=rsa-sha256; d=bankofamerica.com; s=s1; b=x`,
      body,
    );
    expect(codes(signed)).not.toContain('email-link-brand-mismatch');
    // Without a request to act, a link to another site is ordinary (a partner, an event).
    const plain = await run(
      head,
      'Our branches close early on Friday. Details: http://www.small-hotel.example.it/event',
    );
    expect(codes(plain)).not.toContain('email-link-brand-mismatch');
  });

  it('a list post with nothing to click or open is a discussion: its lure words weigh nothing alone', async () => {
    const head =
      'From: Ravi Kumar <ravi.k1987@gmail.com>\nTo: users@lists.example-proj.org\nSubject: Help: cannot log in after the upgrade\nDate: Wed, 14 Jan 2026 18:40:00 +0000\nList-Id: <users.lists.example-proj.org>\nPrecedence: list';
    const text =
      'After upgrading, my account is locked and it asks me to verify your identity with a PIN I never set. Urgent please, production is down.';
    const talk = await run(head, text);
    expect(talk.verdictKey).toBe('verdict.likely-safe');
    // The same words with a link to follow keep their weight.
    const withLink = await run(head, `${text}\nVerify here: https://account-verify.example.net/login`);
    expect(withLink.verdictKey).not.toBe('verdict.likely-safe');
  });
});
