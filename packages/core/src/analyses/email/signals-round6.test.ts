import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.js';
import { analyzeEmail } from './analyze.js';
import type { EmailAnalysisResult } from './types.js';

const ctx = createContext({ offline: true });
const run = (rawHeaders: string | null, emailBody: string): Promise<EmailAnalysisResult> =>
  analyzeEmail({ rawHeaders, emailBody }, ctx);
const impact = (r: EmailAnalysisResult, code: string): number | undefined =>
  r.findings.find((f) => f.code === code)?.scoreImpact;

const DATE = 'Date: Wed, 2 Dec 2026 10:00:00 +0000';

describe('issue 22, round 6: QR codes, pages said to be attached, payroll diversion', () => {
  it('a QR code to scan with a phone to re-activate sign-in protection is a credential lure (EN and FR)', async () => {
    const en = await run(
      `From: "Benefits" <benefits@enrolment-desk.example>\nTo: a@example.ca\nSubject: Open enrolment\n${DATE}`,
      '<p>The enrolment form can only be opened on a mobile device. Scan the code below with your phone to review and sign.</p><p><img src="https://img.example/qr.png" alt=""></p>',
    );
    expect(impact(en, 'email-lure-credential')).toBe(25);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Soutien" <soutien@portail-acces.example>\nTo: a@example.ca\nSubject: Sécurité\n${DATE}`,
      '<p>Balayez le code QR ci-dessous avec votre téléphone pour réactiver votre accès.</p><p><img src="https://img.example/qr.png" alt=""></p>',
    );
    expect(impact(fr, 'email-lure-credential')).toBe(25);
  });

  it('a boarding pass or a ticket to scan at the gate is no lure', async () => {
    const r = await run(
      `From: "Airline" <noreply@airline.example>\nTo: a@example.ca\nSubject: Your boarding pass\n${DATE}`,
      '<p>Show this barcode at security and at the gate. Scan the QR code at the entrance of the venue.</p><p><a href="https://www.airline.example/bp">Add to wallet</a></p>',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-credential')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('a web page named as attached, to open with the mailbox password, counts as an HTML attachment (EN and FR)', async () => {
    const en = await run(
      `From: "Accounts" <ap@remit-desk.example>\nTo: a@example.ca\nSubject: Remittance advice\n${DATE}`,
      'Hello,\n\nPlease find attached the remittance advice (Remittance_4410.html). Sign in with your email account to view the document.\n\nRegards',
    );
    expect(impact(en, 'email-attachment-html')).toBe(40);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Comptabilité" <compta@factures-desk.example>\nTo: a@example.ca\nSubject: Facture\n${DATE}`,
      'Bonjour,\n\nVeuillez trouver ci-joint la facture (Facture_2291.htm). Connectez-vous avec l’adresse et le mot de passe de votre messagerie pour l’afficher.',
    );
    expect(impact(fr, 'email-attachment-html')).toBe(40);
  });

  it('a PDF invoice said to be attached, with nothing to sign in to, is not a web page', async () => {
    const r = await run(
      `From: "Studio" <billing@studio.example>\nTo: a@example.ca\nSubject: Invoice 118\n${DATE}`,
      'Hi Sam,\n\nAttached is invoice 118 (invoice-118.pdf) for the November work. Our site is www.studio.example/index.html if you need our address.\n\nThanks',
    );
    expect(r.findings.some((f) => f.code === 'email-attachment-html')).toBe(false);
  });

  it('new bank details for the next pay are an account lure (EN and FR); a pay stub notice is not', async () => {
    const en = await run(
      `From: "Sam Tremblay" <sam.t.home@gmail.com>\nTo: payroll@example.ca\nSubject: Direct deposit\n${DATE}`,
      'Hi,\n\nI changed banks and would like my paycheque deposited into my new account starting with the next payroll.\n\nThanks,\nSam',
    );
    expect(impact(en, 'email-lure-account')).toBe(25);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Marie" <marie.paie@gmail.com>\nTo: paie@example.ca\nSubject: Dépôt direct\n${DATE}`,
      'Bonjour,\n\nJ’ai changé d’institution financière et j’aimerais que ma paie soit déposée dans mon nouveau compte.\n\nMarie',
    );
    expect(impact(fr, 'email-lure-account')).toBe(25);
    const stub = await run(
      `From: "Payroll" <payroll@example.ca>\nTo: a@example.ca\nSubject: Your pay stub is ready\n${DATE}`,
      'Your pay stub for the period ending Nov 28 is ready in the employee portal. Your salary was deposited to your account on file.',
    );
    expect(stub.findings.some((f) => f.code === 'email-lure-account')).toBe(false);
  });
});

const AUTH = (d: string): string =>
  `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;

describe("issue 22, round 6: a brand's own sending domain", () => {
  it('a brand token plus a mail word, DMARC and DKIM aligned, linking the brand, weighs nothing', async () => {
    const r = await run(
      `From: "Dropbox" <no-reply@dropboxmail.com>\nTo: a@example.ca\nSubject: Alex shared a folder\n${DATE}\n${AUTH('dropboxmail.com')}`,
      '<p>Alex shared the folder "Q4 plans" with you.</p><p><a href="https://www.dropbox.com/scl/fo/abc">Open</a></p>',
    );
    expect(impact(r, 'email-sender-lookalike-domain')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('the same domain with a failed DMARC, an account lure or a link elsewhere keeps its weight', async () => {
    const failed = await run(
      `From: "Dropbox" <no-reply@dropboxmail.com>\nTo: a@example.ca\nSubject: Shared\n${DATE}\nAuthentication-Results: mx.example.ca; spf=fail smtp.mailfrom=dropboxmail.com; dkim=none; dmarc=fail header.from=dropboxmail.com`,
      '<p>Alex shared a folder with you.</p><p><a href="https://www.dropbox.com/scl/fo/abc">Open</a></p>',
    );
    expect(impact(failed, 'email-sender-lookalike-domain')).toBe(55);
    const elsewhere = await run(
      `From: "Dropbox" <no-reply@dropboxmail.com>\nTo: a@example.ca\nSubject: Shared\n${DATE}\n${AUTH('dropboxmail.com')}`,
      '<p>Alex shared a folder with you.</p><p><a href="https://files-view.example/open">Open</a></p>',
    );
    expect(impact(elsewhere, 'email-sender-lookalike-domain')).toBe(55);
  });

  it("a brand's programme domain mailing as a registered bulk sender, asking nothing, weighs nothing", async () => {
    const headers = `From: "Scotiabank Scene+" <offers@sceneplus.ca>\nTo: a@example.ca\nSubject: Double points\n${DATE}\nReturn-Path: <bounce-7@em.sceneplus.ca>\nList-Unsubscribe: <https://em.sceneplus.ca/u?x=1>\n${AUTH('sceneplus.ca')}`;
    const calm = await run(
      headers,
      '<p>Earn double points on groceries this weekend. Offer ends Sunday.</p><p><a href="https://em.sceneplus.ca/c/1">See stores</a></p>',
    );
    expect(impact(calm, 'email-sender-brand-display-name')).toBe(0);
    expect(calm.verdictKey).toBe('verdict.likely-safe');
    const asks = await run(
      headers,
      '<p>Your account has been locked. Verify your account information to restore access.</p><p><a href="https://em.sceneplus.ca/c/1">Verify</a></p>',
    );
    expect(impact(asks, 'email-sender-brand-display-name')).toBe(45);
  });
});

describe('issue 22, round 6: software security advisories', () => {
  const advisory =
    '<p><b>Critical severity vulnerability</b> in undici affects your repository (CVE-2026-41822). Security alert: upgrade undici to version 7.16.1 or later.</p>';

  it("a code host's advisory about a dependency, linking its own site, weighs nothing", async () => {
    const r = await run(
      `From: "Code Host" <noreply@codehost.example>\nTo: a@example.ca\nSubject: Security alert\n${DATE}`,
      `${advisory}<p><a href="https://codehost.example/acme/api/security/23">Review the alert</a></p>`,
    );
    expect(impact(r, 'email-lure-account')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('the same words linking another site, or asking for a password, keep their weight', async () => {
    const elsewhere = await run(
      `From: "Code Host" <noreply@codehost.example>\nTo: a@example.ca\nSubject: Security alert\n${DATE}`,
      `${advisory}<p><a href="https://patch-center.example/login">Review the alert</a></p>`,
    );
    expect(impact(elsewhere, 'email-lure-account')).toBe(25);
    const password = await run(
      `From: "Code Host" <noreply@codehost.example>\nTo: a@example.ca\nSubject: Security alert\n${DATE}`,
      `${advisory}<p>Sign in with your email and password to apply the fix.</p><p><a href="https://codehost.example/login">Sign in</a></p>`,
    );
    expect(password.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 6: sales pitches to nobody by name', () => {
  it('a supplier or an agency writing to "Dear Sir/Madam" with its services is a cold pitch (EN and FR)', async () => {
    const en = await run(
      `From: "Business Development" <bd@acme-export.example>\nTo: a@example.ca\nSubject: Long-term collaboration\n${DATE}`,
      'Dear Sir/Madam,\n\nWe are a leading manufacturer of industrial valves based in Asia. We specialize in custom orders and can send a free quotation.\n\nBest regards',
    );
    expect(impact(en, 'email-lure-cold-pitch')).toBe(20);
    expect(en.verdictKey).not.toBe('verdict.likely-safe');
    const fr = await run(
      `From: "Agence Web" <contact@agence-web.example>\nTo: a@example.ca\nSubject: Votre site\n${DATE}`,
      'Madame, Monsieur,\n\nNous sommes spécialisés dans la création de sites web et le référencement naturel. Demandez votre devis gratuit.',
    );
    expect(impact(fr, 'email-lure-cold-pitch')).toBe(20);
  });

  it('a salesperson writing to a person by name about their business is not one', async () => {
    const r = await run(
      `From: "Priya Raman" <priya@fieldly.example>\nTo: sam@hvac.example\nSubject: Dispatch at Northshore\n${DATE}`,
      'Hi Sam,\n\nI saw that Northshore is hiring two technicians. Fieldly puts dispatch, quotes and invoicing in one app. Would a 15-minute call next week work?\n\nPriya',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-cold-pitch')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe("issue 22, round 6: a service's own authenticated account notice", () => {
  const auth = (d: string): string =>
    `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;
  const body =
    '<p>We could not process your payment. Please update your payment information to keep your account active.</p>';

  it('a failed payment from the service named in the From line, authenticated, linking its own site, weighs nothing', async () => {
    const r = await run(
      `From: "Streamly" <billing@streamly.example>\nTo: a@example.ca\nSubject: Payment failed\n${DATE}\n${auth('streamly.example')}`,
      `${body}<p><a href="https://www.streamly.example/account/payment">Update payment</a></p>`,
    );
    expect(impact(r, 'email-lure-account')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('a role name on a domain named for billing, or a link elsewhere, keeps the weight', async () => {
    const role = await run(
      `From: "Billing Team" <billing@streamly-billing.example>\nTo: a@example.ca\nSubject: Payment failed\n${DATE}\n${auth('streamly-billing.example')}`,
      `${body}<p><a href="https://streamly-billing.example/account/payment">Update payment</a></p>`,
    );
    expect(impact(role, 'email-lure-account')).toBe(25);
    const unauthenticated = await run(
      `From: "Streamly" <billing@streamly.example>\nTo: a@example.ca\nSubject: Payment failed\n${DATE}`,
      `${body}<p><a href="https://www.streamly.example/account/payment">Update payment</a></p>`,
    );
    // Round 13: missing authentication weighs nothing on its own, so the lone lure of a notice from
    // the organisation's own domain whose links stay there is information (lone-lure.ts).
    expect(impact(unauthenticated, 'email-lure-account')).toBe(0);
    const elsewhere = await run(
      `From: "Streamly" <billing@streamly.example>\nTo: a@example.ca\nSubject: Payment failed\n${DATE}\n${auth('streamly.example')}`,
      `${body}<p><a href="https://pay-portal.example/streamly">Update payment</a></p>`,
    );
    expect(impact(elsewhere, 'email-lure-account')).toBe(25);
  });
});

describe('issue 22, round 6: QR codes of ordinary mail', () => {
  it('a restaurant menu or an app to download by QR code is no lure', async () => {
    const r = await run(
      `From: "Café Olimpico" <news@cafeolimpico.example>\nTo: a@example.ca\nSubject: New winter menu\n${DATE}`,
      '<p>Scan the QR code below with your phone to view our new winter menu, or scan this code with your phone to download our app.</p><p><a href="https://cafeolimpico.example/menu">Menu</a></p>',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-credential')).toBe(false);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});

describe('issue 22, round 6: payroll words in ordinary mail', () => {
  it("a credit union's offer of a new chequing account with direct deposit is no payroll diversion", async () => {
    const r = await run(
      `From: "Riverside Credit Union" <news@riversidecu.example>\nTo: a@example.ca\nSubject: Get paid early\n${DATE}`,
      '<p>Open a new chequing account and get your pay up to two days early with direct deposit.</p><p><a href="https://riversidecu.example/chequing">Learn more</a></p>',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-account')).toBe(false);
  });
});
