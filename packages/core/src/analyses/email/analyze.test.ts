import { describe, expect, it } from 'vitest';
import { fakeDns, fakeHttp } from '@secapi/test-kit';
import { createContext } from '../../context.js';
import type { DnsPort } from '../../net/dns/types.js';
import { readEmailCorpus } from '../../../test-data/email/read-corpus.mjs';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';
import { skippedDomainAge, type DomainAgeLookup } from '../../domain-age/index.js';

const offline = createContext({ offline: true });
const codes = (r: EmailAnalysisResult): string[] => r.findings.map((f) => f.code);
const run = (emailBody: string, rawHeaders: string | null = null) =>
  analyzeEmail({ emailBody, rawHeaders }, offline);

describe('analyzeEmail: input', () => {
  it.each([
    [{ emailBody: '' }, 'input.email-body-required'],
    [{ emailBody: '   ' }, 'input.email-body-required'],
    [{ emailBody: 'a'.repeat(20_001) }, 'input.email-body-too-long'],
    [{ emailBody: 'hi', rawHeaders: 'a'.repeat(20_001) }, 'input.raw-headers-too-long'],
    [{ emailBody: 'hi', rawHeaders: 42 as unknown as string }, 'input.raw-headers-invalid'],
  ])('rejects %j with %s', async (input, key) => {
    await expect(analyzeEmail(input, offline)).rejects.toMatchObject({ key });
  });

  it('accepts exactly 20,000 characters in each field', async () => {
    const r = await run(
      'é'.repeat(20_000),
      `Subject: x\nFrom: a@b.example\n${'X: y\n'.repeat(4000)}`.slice(0, 20_000),
    );
    expect(r.characterCount).toBe(20_000);
  });
});

describe('analyzeEmail: the three shapes of a paste', () => {
  it('reads a plain body alone (body-only), with no sender and the header parts not applicable', async () => {
    const r = await run('Hi Sam, lunch on Friday? See https://example.org/menu');
    expect(r.inputShape).toBe('body-only');
    expect(r.sender.fromAddress).toBeNull();
    expect(r.links.map((l) => l.host)).toEqual(['example.org']);
    expect(r.skipped.map((s) => [s.id, s.reasonKey])).toEqual([
      ['dkim-verification', 'email.skip.no-headers'],
      ['dmarc-policy', 'email.skip.no-headers'],
      ['sender-ip-blocklists', 'email.skip.no-sender-ip'],
      ['link-network-checks', 'skip.offline-mode'],
    ]);
    expect(r.outcome).toBe('partial');
  });

  it('reads an HTML body alone: links with their visible text', async () => {
    const r = await run('<div><p>Hello</p><a href="https://example.org/a">Read <b>more</b></a></div>');
    expect(r.inputShape).toBe('body-only');
    expect(r.links[0]).toMatchObject({
      href: 'https://example.org/a',
      text: 'Read more',
      host: 'example.org',
    });
  });

  it('reads headers pasted apart from the body (headers-and-body), RFC 2047 names decoded', async () => {
    const r = await run(
      'Bonjour',
      'From: =?utf-8?q?Postes_Canada?= <avis@colis.example>\nTo: a@b.example\nSubject: x',
    );
    expect(r.inputShape).toBe('headers-and-body');
    expect(r.sender).toMatchObject({ fromDisplayName: 'Postes Canada', fromDomain: 'colis.example' });
    expect(r.skipped[0]).toMatchObject({ id: 'dkim-verification', reasonKey: 'email.skip.not-intact' });
  });

  it('detects a whole raw message in emailBody (raw-message), even after an mbox line, and decodes its MIME', async () => {
    const raw = [
      'From someone@example.org Mon Jan  1 00:00:00 2024',
      'From: Ann <ann@example.org>',
      'To: bob@example.net',
      'Subject: =?utf-8?b?Qm9uam91cg==?=',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Salut, voici le lien : https://example.org/x').toString('base64'),
    ].join('\r\n');
    const r = await run(raw);
    expect(r.inputShape).toBe('raw-message');
    expect(r.sender.fromAddress).toBe('ann@example.org');
    expect(r.links.map((l) => l.href)).toEqual(['https://example.org/x']);
    expect(r.skipped[0]).toMatchObject({ reasonKey: 'skip.offline-mode' });
  });

  it('treats headers with their MIME body pasted apart as one intact message', async () => {
    const headers =
      'From: a@example.org\nTo: b@example.net\nSubject: s\nContent-Type: multipart/alternative; boundary="q"';
    const body = '--q\nContent-Type: text/plain\n\nhello there\n--q--\n';
    const r = await run(body, headers);
    expect(r.inputShape).toBe('headers-and-body');
    expect(r.skipped[0]?.reasonKey).toBe('skip.offline-mode');
  });

  it('reads text that is not headers in the headers box as a body-only paste, and says so', async () => {
    const r = await run('Hello', 'this is not a header block at all');
    expect(r.inputShape).toBe('body-only');
    expect(codes(r)).toContain('email-headers-unreadable');
  });
});

describe('analyzeEmail: online, through the DNS port', () => {
  const headers =
    'From: a@shop.example\nTo: b@example.net\nSubject: s\nReceived: from mail.shop.example (mail.shop.example [45.61.139.20]) by mx.example.net';
  // The link answers directly; its domain is old (the link checks run and find nothing).
  const http = fakeHttp({ 'https://example.org/': { status: 200 } });
  const lookupDomainAge: DomainAgeLookup = (domain) =>
    Promise.resolve({
      ...skippedDomainAge(domain, null),
      wasAttempted: true,
      wasSuccessful: true,
      registeredAt: '1995-08-14T04:00:00Z',
      ageInDays: 11_000,
      ageBand: 'established',
      humanReadableAgeKey: 'whois.age.over-five-years',
    });
  const online = (dns: DnsPort) =>
    analyzeEmail(
      { emailBody: 'See https://example.org/', rawHeaders: headers },
      createContext({ dns, http }),
      { lookupDomainAge },
    );

  it('reports a sending server listed on a blocklist, and the blocklist part as run', async () => {
    const dns = fakeDns({ '20.139.61.45.zen.spamhaus.org': { A: ['127.0.0.2'] } });
    const r = await online(dns);
    expect(r.senderIp).toBe('45.61.139.20');
    expect(r.findings.find((f) => f.code === 'email-sender-ip-listed')?.parameters).toEqual({
      ip: '45.61.139.20',
      lists: ['Spamhaus ZEN'],
    });
    expect(dns.calls.map((c) => c.name)).toContain('20.139.61.45.zen.spamhaus.org');
    // Every part that applies ran: the blocklists, the DMARC lookups, the link checks; a pasted
    // header block cannot be DKIM-verified (not intact), which does not make the result partial.
    expect(r.skipped.map((s) => [s.id, s.reasonKey])).toEqual([
      ['dkim-verification', 'email.skip.not-intact'],
    ]);
    expect(r.outcome).toBe('complete');
    expect(r.links[0]?.network).toMatchObject({
      status: 'checked',
      redirectCount: 0,
      ageBand: 'established',
    });
  });

  it('weighs a policy listing (dynamic or end-user range) less', async () => {
    const r = await online(fakeDns({ '20.139.61.45.zen.spamhaus.org': { A: ['127.0.0.10'] } }));
    expect(codes(r)).toContain('email-sender-ip-policy-listed');
    expect(codes(r)).not.toContain('email-sender-ip-listed');
  });

  it('says nothing when no list has the address', async () => {
    const r = await online(fakeDns({}));
    expect(codes(r).filter((c) => c.startsWith('email-sender-ip'))).toEqual([]);
    expect(r.skipped.map((s) => s.id)).not.toContain('sender-ip-blocklists');
  });

  it('never reads failed lookups as "not listed": the part is reported as not checked', async () => {
    const failing: DnsPort = {
      query: (name, type) =>
        Promise.resolve({
          name,
          type,
          status: 'timeout',
          records: [],
          authenticated: false,
          resolver: null,
          cached: false,
        }),
    };
    const r = await online(failing);
    expect(r.skipped.find((s) => s.id === 'sender-ip-blocklists')?.reasonKey).toBe(
      'email.skip.lookup-failed',
    );
    expect(r.isInconclusive).toBe(true);
    expect(r.summaryKey).toBe('email.summary.inconclusive');
  });
});

describe('analyzeEmail: what the receiving server concluded', () => {
  const base = 'From: A <a@shop.example>\nTo: b@example.net\nSubject: s\n';

  it('trusts only the topmost Authentication-Results run (a forged pass lower down is ignored)', async () => {
    const r = await run(
      'hello',
      `Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=shop.example; dmarc=fail (p=REJECT) header.from=shop.example\nAuthentication-Results: forged.example; spf=pass; dkim=pass; dmarc=pass\n${base}`,
    );
    expect(r.authentication).toMatchObject({
      spf: 'fail',
      dmarc: 'fail',
      authservId: 'mx.example.net',
      source: 'headers',
    });
    expect(codes(r)).toEqual(expect.arrayContaining(['email-auth-dmarc-fail', 'email-auth-spf-fail']));
    expect(r.findings.find((f) => f.code === 'email-auth-dmarc-fail')?.parameters).toMatchObject({
      policy: 'reject',
    });
  });

  it('falls back to Received-SPF, and reads compauth and the ARC seal', async () => {
    const r = await run(
      'hello',
      `Received-SPF: SoftFail (protection.outlook.com: domain of shop.example does not designate 1.2.3.4) envelope-from=x@shop.example\nAuthentication-Results: spf.protection.outlook.com; dmarc=none action=none header.from=shop.example; compauth=fail reason=601\nARC-Seal: i=1; a=rsa-sha256; cv=none; d=example.net\n${base}`,
    );
    expect(r.authentication).toMatchObject({ spf: 'softfail', compauth: 'fail', dmarc: 'none', arc: 'none' });
    expect(codes(r)).toEqual(expect.arrayContaining(['email-auth-compauth-fail', 'email-auth-spf-softfail']));
  });

  it('does not count the failures of mailing-list mail', async () => {
    const r = await run(
      'Meeting notes attached.',
      `Authentication-Results: mx.example.net; dkim=fail header.d=gmail.com; dmarc=fail header.from=gmail.com\nList-Id: Club <club.lists.example.org>\n${base}`,
    );
    expect(codes(r)).toContain('email-auth-list-ignored');
    expect(codes(r)).not.toContain('email-auth-dmarc-fail');
  });

  it('reports no authentication at all, and never lowers the score for a pass alone', async () => {
    const none = await run(
      'hi',
      `Authentication-Results: mx.example.net; spf=none; dkim=none; dmarc=none\n${base}`,
    );
    expect(codes(none)).toContain('email-auth-none');
    const pass = await run(
      'hi',
      `Authentication-Results: mx.example.net; spf=pass; dkim=pass; dmarc=pass\n${base}`,
    );
    expect(pass.findings.find((f) => f.code === 'email-auth-dmarc-pass')?.scoreImpact).toBe(0);
    expect(pass.confidenceScore).toBe(0);
  });

  it('takes the sending IP from the topmost Received with a public address', async () => {
    const r = await run(
      'hi',
      `Received: from internal (internal [10.0.0.5]) by mx2.example.net\nReceived: from mail.shop.example (mail.shop.example [203.0.113.7]) by mx.example.net\nReceived: from laptop ([192.168.1.2]) by mail.shop.example\n${base}`,
    );
    // 203.0.113.0/24 is documentation space: not public either, so none is found.
    expect(r.senderIp).toBeNull();
    const r2 = await run(
      'hi',
      `Received: from internal (internal [10.0.0.5]) by mx2.example.net\nReceived: from mail.shop.example (mail.shop.example [45.61.139.20]) by mx.example.net\n${base}`,
    );
    expect(r2.senderIp).toBe('45.61.139.20');
  });
});

describe('analyzeEmail: sender', () => {
  it('flags a brand in the display name on an unrelated domain, not on the brand’s own domain', async () => {
    const bad = await run(
      'hello',
      'From: "Canada Post" <notice@parcels.example>\nTo: a@b.example\nSubject: s',
    );
    expect(codes(bad)).toContain('email-sender-brand-display-name');
    const good = await run(
      'hello',
      'From: "Canada Post" <no-reply@notifications.canadapost-postescanada.ca>\nTo: a@b.example\nSubject: s',
    );
    expect(codes(good)).not.toContain('email-sender-brand-display-name');
  });

  it('flags look-alike and free-mail senders, and replies sent elsewhere', async () => {
    const look = await run('hi', 'From: x <alerts@paypa1.com>\nTo: a@b.example\nSubject: s');
    expect(codes(look)).toContain('email-sender-lookalike-domain');
    const free = await run(
      'hi',
      'From: "Payroll Department" <payroll.dept@gmail.com>\nTo: a@b.example\nSubject: s',
    );
    expect(codes(free)).toContain('email-sender-freemail-organisation');
    const reply = await run(
      'hi',
      'From: a@shop.example\nReply-To: shop.help@outlook.com\nTo: b@x.example\nSubject: s',
    );
    expect(codes(reply)).toContain('email-reply-to-freemail');
    const shown = await run(
      'hi',
      'From: "support@paypal.com" <x@mailer.example>\nTo: b@x.example\nSubject: s',
    );
    expect(codes(shown)).toContain('email-sender-display-address');
  });

  it('notices the recipient’s handle in the subject', async () => {
    const r = await run(
      'hi',
      'From: a@shop.example\nTo: jordan.lee@example.ca\nSubject: jordan.lee, your mailbox is full',
    );
    expect(codes(r)).toContain('email-recipient-in-subject');
  });

  it('notices a greeting by the recipient’s address, not a name that happens to be a word', async () => {
    const headers = 'From: a@shop.example\nTo: jordan.lee@example.ca\nSubject: Notice';
    const r = await run('Dear jordan.lee@example.ca,\n\nYour mailbox needs attention.', headers);
    expect(codes(r)).toContain('email-recipient-in-greeting');
    const named = await run('Dear Jordan,\n\nSee you at the meeting.', headers);
    expect(codes(named)).not.toContain('email-recipient-in-greeting');
  });
});

describe('analyzeEmail: links', () => {
  it('flags text showing one domain while the link goes to another, unwrapping Safe Links', async () => {
    const href = `https://nam12.safelinks.protection.outlook.com/?url=${encodeURIComponent('https://login-check.example.top/x')}&data=1`;
    const r = await run(`<p>Go to <a href="${href}">www.cibc.com</a> now</p>`);
    expect(r.links[0]).toMatchObject({
      href: 'https://login-check.example.top/x',
      host: 'login-check.example.top',
    });
    expect(codes(r)).toContain('email-link-text-mismatch');
  });

  it('reads a newsletter’s click-tracking link as tracked, not as a mismatch', async () => {
    const r = await run('<p>Hi</p><a href="https://u1.ct.sendgrid.net/ls/click?upn=x">www.bikes.ca</a>');
    expect(codes(r)).toContain('email-link-text-tracked');
    expect(codes(r)).not.toContain('email-link-text-mismatch');
  });

  it('flags script links as Critical', async () => {
    const r = await run('<p>Hi</p><a href="javascript:alert(1)">Open</a>');
    expect(codes(r)).toContain('email-link-script');
    expect(r.verdictKey).toBe('verdict.dangerous');
  });
});

describe('analyzeEmail: content tricks and attachments', () => {
  it('finds hidden text beyond a preview line, white on white, but not preview lines or styled buttons', async () => {
    const filler = 'words of padding to fool filters '.repeat(10);
    const hidden = await run(`<p>Pay now.</p><div style="color:#fff">${filler}</div>`);
    expect(codes(hidden)).toContain('email-hidden-text');
    expect(hidden.findings.find((f) => f.code === 'email-hidden-text')?.parameters).toMatchObject({
      how: 'same-colour',
    });
    const preheader = await run(
      '<div style="display:none">Our winter guide inside.</div><p>Hello and welcome to our newsletter.</p>',
    );
    expect(codes(preheader)).not.toContain('email-hidden-text');
    const button = await run(`<p>Hi</p><a class="btn" style="color:#ffffff">${filler}</a>`);
    expect(codes(button)).not.toContain('email-hidden-text');
  });

  it('finds zero-width characters inside words and styled letters', async () => {
    const zw = await run('Your Pay\u200bPal acc\u200bount is limited');
    expect(codes(zw)).toContain('email-zero-width');
    const bold = await run('𝐕𝐞𝐫𝐢𝐟𝐲 your account');
    expect(codes(bold)).toContain('email-styled-letters');
    expect(codes(bold)).toContain('email-lure-account');
  });

  it('flags forms, password fields and image-only bodies', async () => {
    const form = await run('<form action="https://x.example/p"><input type="password"></form><p>Sign in</p>');
    expect(codes(form)).toEqual(expect.arrayContaining(['email-password-field', 'email-html-form']));
    const image = await run('<html><body><img src="https://x.example/qr.png"></body></html>');
    expect(codes(image)).toContain('email-image-only');
  });

  it.each([
    ['invoice.pdf.exe', 'application/octet-stream', 'double-extension'],
    ['invoice\u202efdp.exe', 'application/octet-stream', 'double-extension'],
    ['setup.exe', 'application/octet-stream', 'executable'],
    ['statement.html', 'text/html', 'html'],
    ['archive.iso', 'application/octet-stream', 'disk-image'],
    ['report.docm', 'application/octet-stream', 'macro'],
    ['photos.zip', 'application/zip', 'archive'],
    ['report.pdf', 'application/pdf', null],
  ])('classifies the attachment %s as %s', async (name, type, risk) => {
    const raw = [
      'From: a@shop.example',
      'To: b@example.net',
      'Subject: s',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'see attached',
      '--b',
      `Content-Type: ${type}; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      'AAAA',
      '--b--',
    ].join('\r\n');
    const r = await run(raw);
    expect(r.attachments).toEqual([{ name, contentType: type, size: 3, risky: risk !== null, risk }]);
  });
});

describe('analyzeEmail: legitimacy cues', () => {
  it('lowers the score for a reply quoting its thread, but never beside a Critical finding', async () => {
    const headers =
      'From: a@shop.example\nTo: b@example.net\nSubject: Re: plans\nIn-Reply-To: <1@example.net>';
    const reply = await run(
      'Sounds good.\n\nOn Mon, Jan 1, 2024 at 9:00 AM B <b@example.net> wrote:\n> plans?',
      headers,
    );
    expect(codes(reply)).toContain('email-thread-reply');
    const critical = await run(
      '<p>Sounds good.</p><a href="javascript:x()">doc</a><blockquote type="cite">plans?</blockquote>',
      headers,
    );
    expect(codes(critical)).not.toContain('email-thread-reply');
  });
});

describe('analyzeEmail: privacy', () => {
  it('never copies the body into the result beyond short excerpts', async () => {
    const secret = 'The combination to the safe is seven four one nine and the spare key is under the mat.';
    const r = await run(`Urgent: verify your account now. ${secret}`);
    expect(JSON.stringify(r)).not.toContain('combination to the safe');
  });
});

describe('analyzeEmail on the evaluation set (in-sample guard, see BENCHMARKS.md)', () => {
  const corpus = readEmailCorpus();
  it('has a few dozen messages of each kind', () => {
    expect(corpus.filter((m) => m.phishing).length).toBeGreaterThanOrEqual(50);
    expect(corpus.filter((m) => !m.phishing).length).toBeGreaterThanOrEqual(36);
  });
  it.each(corpus.map((m) => [`${m.group}/${m.id}`, m] as const))('%s', async (_id, m) => {
    const r = await analyzeEmail({ emailBody: m.emailBody, rawHeaders: m.rawHeaders }, offline);
    if (m.phishing) expect(r.verdictKey).not.toBe('verdict.likely-safe');
    else expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});
