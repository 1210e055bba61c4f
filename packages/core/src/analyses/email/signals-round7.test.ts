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
const auth = (d: string): string =>
  `Authentication-Results: mx.example.ca; spf=pass smtp.mailfrom=${d}; dkim=pass header.d=${d}; dmarc=pass header.from=${d}`;

/** A multipart message: a text part and an attached file. */
function withFile(text: string, name: string, type: string, content: string): [string, string] {
  const headers = `MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b7"`;
  const body = `--b7\nContent-Type: text/plain; charset=utf-8\n\n${text}\n\n--b7\nContent-Type: ${type}; name="${name}"\nContent-Disposition: attachment; filename="${name}"\n\n${content}\n--b7--\n`;
  return [headers, body];
}

describe('issue 22, round 7: a bill or notice its sender answers for', () => {
  it("a garage's invoice with a PDF, authenticated for its own domain, weighs nothing", async () => {
    const [mime, body] = withFile(
      'Hi Sam,\n\nThanks for bringing the car in today. Your invoice is attached (Invoice_2291.pdf).\n\nTotal: $388.10 including HST. Paid by debit, thank you - nothing is owing.\n\nDan, Harbourview Auto',
      'Invoice_2291.pdf',
      'application/pdf',
      'JVBERi0xLjQK',
    );
    const head = `From: "Harbourview Auto" <office@harbourviewauto.example>\nTo: sam@example.ca\nSubject: Invoice 2291 - winter tires and oil change\n${DATE}\n${mime}`;
    const r = await run(`${head}\n${auth('harbourviewauto.example')}`, body);
    expect(impact(r, 'email-lure-invoice')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
    // Without the receiver's DMARC pass, the same words keep their weight.
    const bare = await run(head, body);
    expect(impact(bare, 'email-lure-invoice')).toBe(20);
  });

  it("a hotel's folio as an HTML file, authenticated, weighs nothing; one the body asks to open keeps its weight", async () => {
    const folio = withFile(
      'Dear guest,\n\nThank you for staying with us. Your folio is attached for your records (Folio_118.html). Total charged to your card: $412.00.',
      'Folio_118.html',
      'text/html',
      '<html><body><p>Folio 118</p></body></html>',
    );
    const hotel = await run(
      `From: "Pine Lodge" <frontdesk@pinelodge.example>\nTo: sam@example.ca\nSubject: Your folio\n${DATE}\n${folio[0]}\n${auth('pinelodge.example')}`,
      folio[1],
    );
    expect(impact(hotel, 'email-attachment-html')).toBe(0);
    expect(hotel.verdictKey).toBe('verdict.likely-safe');
    const remit = withFile(
      'Hello,\n\nThe payment of $18,400 was released. Open the attached remittance in your browser to view the payment details.',
      'Remittance_88.html',
      'text/html',
      '<html><body><p>Remittance</p></body></html>',
    );
    const r = await run(
      `From: "Accounts Payable" <ap@harbour-freightlines.example>\nTo: sam@example.ca\nSubject: Remittance advice\n${DATE}\n${remit[0]}\n${auth('harbour-freightlines.example')}`,
      remit[1],
    );
    expect(impact(r, 'email-attachment-html')).toBe(40);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it("a landlord's notice of a water cut (FR), authenticated, weighs nothing; from a free mailbox it keeps its weight", async () => {
    const text =
      "Bonjour,\n\nLe loyer de janvier est payable le 1er janvier. Veuillez noter que l'eau sera coupée le 12 décembre de 9 h à 11 h pour des travaux.\n\nGestion Rive-Est";
    const own = await run(
      `From: "Gestion Rive-Est" <loyers@gestionriveest.example>\nTo: a@example.ca\nSubject: Avis aux locataires\n${DATE}\n${auth('gestionriveest.example')}`,
      text,
    );
    expect(own.verdictKey).toBe('verdict.likely-safe');
    const free = await run(
      `From: "Gestion Rive-Est" <gestion.riveest@gmail.com>\nTo: a@example.ca\nSubject: Avis aux locataires\n${DATE}\n${auth('gmail.com')}`,
      text,
    );
    expect(free.findings.filter((f) => f.code.startsWith('email-lure-')).some((f) => f.scoreImpact > 0)).toBe(
      true,
    );
  });

  it("a receiver that reports only a DKIM pass of the From domain vouches too; another domain's signature does not", async () => {
    const text =
      "Bonjour,\n\nLe loyer de janvier est payable le 1er janvier. Veuillez noter que l'eau sera coupée le 12 décembre de 9 h à 11 h pour des travaux.\n\nGestion Rive-Est";
    const head = `From: "Gestion Rive-Est" <loyers@gestionriveest.example>\nTo: a@example.ca\nSubject: Avis aux locataires\n${DATE}`;
    const own = await run(
      `${head}\nAuthentication-Results: mx.example.ca; dkim=pass header.d=gestionriveest.example`,
      text,
    );
    expect(own.verdictKey).toBe('verdict.likely-safe');
    const other = await run(
      `${head}\nAuthentication-Results: mx.example.ca; dkim=pass header.d=bulk-relay.example`,
      text,
    );
    expect(other.findings.some((f) => f.code.startsWith('email-lure-') && f.scoreImpact > 0)).toBe(true);
  });

  it('new bank details or a callback number keep their weight even when authenticated', async () => {
    const r = await run(
      `From: "Accounts" <ap@northbay-supply.example>\nTo: a@example.ca\nSubject: Invoice 7741 overdue\n${DATE}\n${auth('northbay-supply.example')}`,
      'Hello,\n\nInvoice 7741 is overdue. Please note our new banking details for this payment and kindly remit today.\n\nAccounts',
    );
    expect(impact(r, 'email-lure-invoice')).toBe(20);
  });
});

describe('issue 22, round 7: an internal memo with nothing to open', () => {
  const text =
    'Hi all,\n\nPlease log off by 6pm Friday for the server move. If you cannot log in on Monday call the help desk; do not try more than three times or your account will be locked out.\n\nKaren';

  it('between two addresses of the same organisation, its account words weigh nothing', async () => {
    const r = await run(
      `From: Karen <karen@meridian-consult.example>\nTo: team@meridian-consult.example\nSubject: Server move\n${DATE}`,
      text,
    );
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });

  it('from another domain, or with a link, they keep their weight', async () => {
    const other = await run(
      `From: Karen <karen@it-helpdesk.example>\nTo: team@meridian-consult.example\nSubject: Server move\n${DATE}`,
      text,
    );
    expect(impact(other, 'email-lure-account')).toBe(25);
    const linked = await run(
      `From: Karen <karen@meridian-consult.example>\nTo: team@meridian-consult.example\nSubject: Server move\n${DATE}`,
      `${text}\nhttps://meridian-portal.example/login`,
    );
    expect(impact(linked, 'email-lure-account')).toBeGreaterThan(0);
  });
});

describe('issue 22, round 7: advance-fee letters as a family', () => {
  it('a lottery win that costs a clearance fee and a claims agent is easy money', async () => {
    const r = await run(
      `From: "Promotions Board" <promo.board@example.net>\nTo: a@example.ca\nSubject: Winning notification\n${DATE}`,
      'Your email address has won the sum of 500,000 euros in our online draw. Contact our claims agent with your winning numbers. A clearance fee is required before the transfer of your winnings.',
    );
    expect(impact(r, 'email-lure-easy-money')).toBe(20);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it('a "recovered funds" letter asking an unlocking fee is easy money', async () => {
    const r = await run(
      `From: "Recovery Desk" <desk@recovery-unit.example>\nTo: a@example.ca\nSubject: Funds recovered\n${DATE}`,
      'We traced 2.1 BTC linked to your name. To release the funds to your wallet, an unlocking fee of 0.02 BTC must be paid within 72 hours.',
    );
    expect(impact(r, 'email-lure-easy-money')).toBe(20);
  });

  it('an inheritance to share under the same family name, with an ID to send, in French', async () => {
    const r = await run(
      `From: "Me Kossi" <me.kossi@example.net>\nTo: a@example.ca\nSubject: Succession\n${DATE}`,
      "Je vous contacte au sujet de la succession de feu M. Roy. Comme vous portez le même nom de famille, je vous propose de vous présenter comme le bénéficiaire. Envoyez-moi une copie de votre pièce d'identité.",
    );
    expect(impact(r, 'email-lure-easy-money')).toBe(20);
    expect(impact(r, 'email-lure-personal-info')).toBe(30);
  });

  it("a bank's deposit hold that it will release, or a transfer fee in a statement, is no advance fee", async () => {
    const r = await run(
      `From: "Bank" <alerts@bank.example>\nTo: a@example.ca\nSubject: Deposit on hold\n${DATE}`,
      'Your cheque deposit of $1,200 is on hold. We will release the funds on December 5. An Interac e-Transfer fee of $1.50 applies to your plan.',
    );
    expect(r.findings.some((f) => f.code === 'email-lure-easy-money')).toBe(false);
  });
});

describe("issue 22, round 7: a customer programme's name on someone else's domain", () => {
  it('"… Customer Team" or "… Member Perks" from a domain that shares none of its words is shown and weighs', async () => {
    const r = await run(
      `From: "Lakeshore Tools Customer Team" <notice@mudflat-ventures.example>\nTo: a@example.ca\nSubject: Your overview\n${DATE}`,
      '<p>A reward is waiting for you. <a href="https://mudflat-ventures.example/r">See it</a></p>',
    );
    expect(impact(r, 'email-sender-name-elsewhere')).toBe(15);
    expect(r.verdictKey).not.toBe('verdict.likely-safe');
  });

  it("the company's own domain, a person's name or a name without a programme word is not read", async () => {
    const own = await run(
      `From: "Lakeshore Tools Member Perks" <perks@news.lakeshoretools.example>\nTo: a@example.ca\nSubject: Perks\n${DATE}`,
      '<p>Your perks this month.</p>',
    );
    expect(own.findings.some((f) => f.code === 'email-sender-name-elsewhere')).toBe(false);
    const person = await run(
      `From: "Mark Thompson" <mthompson@isp-mail.example>\nTo: a@example.ca\nSubject: cottage\n${DATE}`,
      'See you Saturday.',
    );
    expect(person.findings.some((f) => f.code === 'email-sender-name-elsewhere')).toBe(false);
    const library = await run(
      `From: "Ottawa Public Library" <no-reply@holds-platform.example>\nTo: a@example.ca\nSubject: A hold is ready\n${DATE}`,
      'Your hold is ready for pickup.',
    );
    expect(library.findings.some((f) => f.code === 'email-sender-name-elsewhere')).toBe(false);
  });
});

describe('issue 22, round 7: free mailboxes of the providers’ country domains', () => {
  it('a billing service writing from outlook.fr speaks for an organisation from a free mailbox', async () => {
    const r = await run(
      `From: "Service de facturation" <facturation.antivirus@outlook.fr>\nTo: a@example.ca\nSubject: Renouvellement\n${DATE}`,
      'Votre abonnement a été renouvelé. Appelez-nous au 1 844 555-0172 pour obtenir un remboursement.',
    );
    expect(impact(r, 'email-sender-freemail-organisation')).toBe(30);
  });
});

describe('issue 22, round 7: what the bill-or-notice rule leaves alone', () => {
  it('an e-Transfer to deposit on a DMARC-passing domain of its own keeps its weight', async () => {
    const r = await run(
      `From: "Notification" <notify@transfer-deposit.example>\nTo: a@example.ca\nSubject: You have received money\n${DATE}\n${auth('transfer-deposit.example')}`,
      '<p>You have received an Interac e-Transfer of $240.00. <a href="https://transfer-deposit.example/deposit">Deposit your money</a></p>',
    );
    expect(impact(r, 'email-lure-interac')).toBe(20);
  });
});
