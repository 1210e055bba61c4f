import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Tue, 10 Feb 2026 10:00:00 +0000';

describe('issue 22, round 5: hosted forms', () => {
  it('a Google Forms link read by its path counts like forms.gle (email-link-free-hosting)', async () => {
    const r = await run(
      `From: "Mail Administrator" <mail.admin@quota-notice.example>\nTo: a@example.ca\nSubject: Mailbox storage\n${DATE}`,
      '<p>Your mailbox has exceeded its storage limit. Verify your mailbox with your email address and password below.</p><p><a href="https://docs.google.com/forms/d/e/1FAIpQLSdExample/viewform">Verify</a></p>',
    );
    expect(impact(r, 'email-link-free-hosting')).toBe(20);
    expect(impact(r, 'email-lure-credential')).toBe(25);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('a volunteer sign-up form in a newsletter, with no lure, weighs nothing', async () => {
    const r = await run(
      `From: "Riverside Food Bank" <info@riversidefoodbank.example>\nTo: a@example.ca\nSubject: Volunteers needed\n${DATE}\nReturn-Path: <bounce-mc.us14_1.2-a=example.ca@mail72.suw11.mcdlv.net>`,
      '<p>Our spring food drive needs 40 volunteers.</p><p><a href="https://forms.gle/Rf8kQ2mW9xZpL3nT7">Sign up for a shift</a></p>',
    );
    expect(impact(r, 'email-link-free-hosting')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('a form beside a prize lure, or a page on free hosting, keeps its weight', async () => {
    const prize = await run(
      `From: "Rewards Desk" <desk@rewards-desk.example>\nTo: a@example.ca\nSubject: You have been selected\n${DATE}`,
      '<p>Congratulations, you have won a $500 gift card! Claim your prize now.</p><p><a href="https://forms.gle/Abc123Def456">Claim</a></p>',
    );
    expect(impact(prize, 'email-link-free-hosting')).toBe(20);
    const page = await run(
      `From: "Club" <club@club.example>\nTo: a@example.ca\nSubject: Sign up\n${DATE}`,
      '<p>Sign up below.</p><p><a href="https://forms.gle/Abc123Def456">Form</a> <a href="https://club-signup.weebly.com/">Page</a></p>',
    );
    expect(impact(page, 'email-link-free-hosting')).toBe(20);
  });
});

describe('issue 22, round 5: mailbox and password lures, and notices that never ask', () => {
  it('reads mailbox quota and "keep your current password" lures as email-lure-credential (EN and FR)', async () => {
    const en = await run(
      `From: "IT" <it@helpdesk-portal.example>\nTo: a@example.ca\nSubject: Password notice\n${DATE}`,
      '<p>The password for your account expires today. To keep your current password, confirm it below.</p><p><a href="https://keep-password.example/">Keep password</a></p>',
    );
    expect(impact(en, 'email-lure-credential')).toBe(25);
    const fr = await run(
      `From: "Service courriel" <admin@courriel-service.example>\nTo: a@example.ca\nSubject: Boîte pleine\n${DATE}`,
      '<p>Votre boîte aux lettres a atteint sa limite de stockage et sera désactivée. Les messages entrants sont en attente.</p><p><a href="https://courriel-service.example/v">Vérifier</a></p>',
    );
    expect(impact(fr, 'email-lure-credential')).toBe(25);
  });

  it('an IT desk notice that never asks for a password and links only its own site weighs nothing', async () => {
    const head = `From: "IT Service Desk" <servicedesk@northbaycollege.example>\nTo: a@northbaycollege.example\nSubject: Your network password expires in 7 days\n${DATE}`;
    const body =
      'Your network password will expire in 7 days. Sign in to the self-service portal to change it.\n\nhttps://myaccount.northbaycollege.example/password\n\nIT will never ask you for your password by email.';
    const r = await run(head, body);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // The same words linking another site keep their weight.
    const elsewhere = await run(
      head,
      body.replace('myaccount.northbaycollege.example', 'nbc-password.example'),
    );
    expect(elsewhere.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 5: miracle-cure spam and bills without links', () => {
  it('reads diet-pill and miracle-cure wording as email-lure-health (EN and FR)', async () => {
    const en = await run(
      `From: "Slim Daily" <offers@slimdaily-news.example>\nTo: a@example.ca\nSubject: Doctors stunned by this fat-burning ritual\n${DATE}`,
      '<p>This weird trick melts belly fat while you sleep: 30 lbs in 21 days. Claim your risk-free trial bottle today.</p><p><a href="https://slimdaily-news.example/t">See more</a></p>',
    );
    expect(impact(en, 'email-lure-health')).toBe(20);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Santé Plus" <info@santeplus-offre.example>\nTo: a@example.ca\nSubject: Perdre 10 kg en 30 jours\n${DATE}`,
      '<p>Les médecins sont stupéfaits par cette pilule miracle.</p><p><a href="https://santeplus-offre.example/p">Voir</a></p>',
    );
    expect(impact(fr, 'email-lure-health')).toBe(20);
  });

  it('a pharmacy reminder without that wording is not health spam', async () => {
    const r = await run(
      `From: "Corner Pharmacy" <rx@cornerpharmacy.example>\nTo: a@example.ca\nSubject: Your prescription is ready\n${DATE}`,
      '<p>Your prescription for blood pressure medication is ready for pickup. Ask our pharmacist about managing blood sugar and joint pain.</p>',
    );
    expect(impact(r, 'email-lure-health')).toBeUndefined();
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('an overdue-invoice reminder with no link and no attachment weighs nothing alone', async () => {
    const head = `From: "Harbour Web Studio" <accounts@harbourweb.example>\nTo: a@example.ca\nSubject: Reminder: invoice INV-0231 is overdue\n${DATE}`;
    const body =
      '<p>This is a friendly reminder that invoice INV-0231 for $1,150.00 is now overdue. Please arrange payment by e-Transfer or cheque.</p>';
    const r = await run(head, body);
    expect(impact(r, 'email-lure-invoice')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // The same reminder with a link elsewhere keeps the weight.
    const linked = await run(head, `${body}<p><a href="https://pay-inv0231.example/p">Pay now</a></p>`);
    expect(impact(linked, 'email-lure-invoice')).toBe(20);
    // Invoice fraud's words (new bank details, kindly remit) keep it too.
    const fraud = await run(
      head,
      '<p>Please find attached invoice INV-0231, now overdue. Kindly remit payment to our new bank account details below.</p>',
    );
    expect(impact(fraud, 'email-lure-invoice')).toBe(20);
  });

  it('a secure-message notice that says it never sends sign-in links weighs nothing alone', async () => {
    const r = await run(
      `From: "Northern Credit Union" <notices@northerncu.example>\nTo: a@example.ca\nSubject: You have a new secure message\n${DATE}`,
      '<p>You have a new secure message in online banking regarding your account. For your security, the message can only be read after you sign in.</p><p>We’ll never send you a link to sign in by email.</p>',
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 5: a small sender whose own site is on a site builder', () => {
  const head = (from: string): string =>
    `From: ${from}\nTo: a@example.ca\nSubject: Spring tour dates\n${DATE}\nReturn-Path: <bounce-1@mail.wixemails.com>\nList-Unsubscribe: <https://www.wix.com/unsub?x=1>`;
  const body =
    '<p><a href="https://lanternlightsband.wixsite.com/home/tour"><img src="https://static.wixstatic.com/media/tour.jpg" alt="Tour"></a></p><p><a href="https://lanternlightsband.wixsite.com/home/shop"><img src="https://static.wixstatic.com/media/merch.jpg" alt="Merch"></a></p>';

  it('a picture newsletter whose every link is the sender’s own site-builder site weighs nothing', async () => {
    const r = await run(head('"The Lantern Lights" <lanternlightsband@gmail.com>'), body);
    expect(impact(r, 'email-link-free-hosting')).toBe(0);
    expect(impact(r, 'email-image-only')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('the same layout linking a site named for nobody in the From line keeps its weight', async () => {
    const r = await run(head('"Deals Today" <offers@dealsdaily-mail.example>'), body);
    expect(impact(r, 'email-link-free-hosting')).toBe(20);
  });
});

describe('issue 22, round 5: easy money', () => {
  it('reads advance-fee, investment and job-scam offers as email-lure-easy-money (EN and FR)', async () => {
    const cases: [string, string][] = [
      [
        'Inheritance',
        'My late client died without a will and you may be presented as his next of kin. Reply in confidence.',
      ],
      ['Investment', 'Our AI trading platform pays guaranteed returns of 4% per day. Start with $250.'],
      ['Job', 'Part-time assistant wanted, earn $300 per day from home. Message our recruiter.'],
      ['Succession', 'Mon client est décédé sans héritier ; nous partagerons la somme. Répondez-moi.'],
      ['Placement', 'Notre plateforme offre un rendement garanti de 30 % par mois.'],
    ];
    for (const [subject, text] of cases) {
      const r = await run(
        `From: "Office" <office@offer-desk.example>\nTo: a@example.ca\nSubject: ${subject}\n${DATE}`,
        text,
      );
      expect(impact(r, 'email-lure-easy-money'), subject).toBe(20);
    }
  });

  it('a savings newsletter that states a rate is not easy money', async () => {
    const r = await run(
      `From: "Harbour Credit Union" <news@harbourcu.example>\nTo: a@example.ca\nSubject: New GIC rates\n${DATE}`,
      '<p>Our 1-year GIC now pays 3.2% interest, guaranteed by deposit insurance. Talk to an advisor about your goals.</p>',
    );
    expect(impact(r, 'email-lure-easy-money')).toBeUndefined();
  });
});

describe('issue 22, round 5: replies in a list thread', () => {
  const head = (subject: string, extra = ''): string =>
    `From: "Dev Person" <dev.person@gmail.com>\nTo: board-dev@googlegroups.com\nSubject: ${subject}\n${DATE}\nList-Id: <board-dev.googlegroups.com>\nPrecedence: list\nList-Post: <mailto:board-dev@googlegroups.com>${extra}`;
  const body =
    'Please verify your account settings before you input your PIN on the board: https://github.com/example/board/issues/12';

  it('a reply whose words read like a lure weighs nothing with nothing else beside it', async () => {
    const r = await run(head('Re: interrupt on core 1', '\nIn-Reply-To: <abc@mail.gmail.com>'), body);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // The same words starting a thread, with a link, keep their weight.
    const first = await run(head('interrupt on core 1'), body);
    expect(first.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 5: sextortion', () => {
  it('a hacked-webcam demand paid in Bitcoin is email-lure-threat, from any sender (EN and FR)', async () => {
    const en = await run(
      `From: "Watcher" <watcher2026@mail.example>\nTo: a@example.ca\nSubject: Read carefully\n${DATE}`,
      'I hacked your device and recorded you while you watched adult videos. Send 1300 USD in Bitcoin to my wallet or I will send the video to all your contacts.',
    );
    expect(impact(en, 'email-lure-threat')).toBe(20);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Inconnu" <xz9k2@mail.example>\nTo: a@example.ca\nSubject: Avertissement\n${DATE}`,
      "J'ai piraté votre ordinateur et enregistré une vidéo de vous. Envoyez 900 € en Bitcoin, sinon j'enverrai la vidéo à tous vos contacts.",
    );
    expect(impact(fr, 'email-lure-threat')).toBe(20);
  });

  it('a bank’s warning about such scams, naming no payment in cryptocurrency, is not a threat', async () => {
    const r = await run(
      `From: "Harbour Credit Union" <news@harbourcu.example>\nTo: a@example.ca\nSubject: Scam watch\n${DATE}`,
      '<p>Scam watch: some emails claim the sender hacked your computer and recorded you. Delete them and never reply.</p>',
    );
    expect(impact(r, 'email-lure-threat')).toBeUndefined();
  });
});
