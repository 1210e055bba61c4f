import { describe, expect, it } from 'vitest';
import { readEmailCorpus } from '../../../test-data/email/read-corpus.mjs';
import { subjectWords } from './parse.js';
import { run, weight } from './test-helpers.js';

/** A paste with its own To line (the internal-memo rule reads the recipients). */
const headers = (from: string, to: string, subject: string): string =>
  [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, 'Date: Mon, 30 Nov 2026 14:00:00 +0000'].join('\n');

/** The weight of `code` in a message pasted with these From, To and Subject lines. */
const weighs = async (code: string, [from, to, subject]: readonly string[], body: string) =>
  weight(await run(headers(from ?? '', to ?? '', subject ?? ''), body), code);

describe('email round 19, rule T: an address literal is a legal From', () => {
  it('reads no domain in root@[10.20.0.14] or an IPv6 literal', async () => {
    for (const from of ['root@[192.168.1.10]', 'Nagios <nagios@[IPv6:2001:db8::25]>']) {
      const r = await run(headers(from, 'ops@example.ca', 'Cron <root@nas01> backup'), 'exit status 0');
      expect(weight(r, 'email-sender-suspicious-domain')).toBeNull();
      expect(r.verdictKey).toBe('verdict.likely-safe');
    }
  });
  it('keeps the brand display name and a domain no mail can come from', async () => {
    const brand = await run(
      headers('PayPal Security <service@[203.0.113.9]>', 'ana@example.ca', 'Your account is limited'),
      'Confirm your identity to restore access: https://paypal-restore-center.com/confirm',
    );
    expect(weight(brand, 'email-sender-brand-display-name')).toBe(45);
    const forged = await run(headers("Prize <win@mcdonald's.com>", 'ana@example.ca', 'You won'), 'Claim it.');
    expect(weight(forged, 'email-sender-suspicious-domain')).toBe(20);
  });
  it('keeps the finding for a public IPv4 literal (review of round 19)', async () => {
    const r = await run(
      headers('Help Desk <helpdesk@[185.220.101.4]>', 'ana@example.ca', 'Password expiry'),
      'Your password expires today. Keep your current password here: http://185.220.101.4/owa/',
    );
    expect(weight(r, 'email-sender-suspicious-domain')).toBe(20);
    const lan = await run(
      headers('NAS <nas@[172.16.4.20]>', 'ops@example.ca', 'Backup done'),
      'exit status 0',
    );
    expect(weight(lan, 'email-sender-suspicious-domain')).toBeNull();
  });
});

describe('email round 19, rule U: a cheap ending alone on the sender’s own links', () => {
  it('calms a store on .shop linking to itself over https, in both languages', async () => {
    const en = await run(
      headers('Prairie Tea Co. <orders@prairietea.shop>', 'lin@example.ca', 'Order #1047 confirmed'),
      'Thanks for your order! View your order: https://prairietea.shop/account/orders/1047',
    );
    expect(weight(en, 'email-link-suspicious-tld')).toBe(0);
    expect(en.verdictKey).toBe('verdict.likely-safe');
    const fr = await run(
      headers('Vignoble des Côteaux <commandes@vignoblecoteaux.shop>', 'isa@example.ca', 'Commande expédiée'),
      'Votre commande est en route. Voir la commande : https://vignoblecoteaux.shop/compte/commandes/5512',
    );
    expect(weight(fr, 'email-link-suspicious-tld')).toBe(0);
  });
  it.each([
    [
      'a fee',
      ['Delivery Desk <desk@parcelnotice.shop>', 'ana@example.ca', 'Your parcel is on hold'],
      'Your parcel could not be delivered because of an unpaid customs fee of $3.49. Pay the fee within 24 hours: https://parcelnotice.shop/pay',
    ],
    [
      'plain http',
      ['Soda Water <soda@fizzdiet.shop>', 'ana@example.ca', 'One glass a day'],
      'Read more: http://fizzdiet.shop/Kq83hdT2mZpLw0xYvB7c',
    ],
    [
      'another domain',
      ['Prairie Tea Co. <orders@prairietea.ca>', 'lin@example.ca', 'Order #1047 confirmed'],
      'View your order: https://tea-orders.shop/account/orders/1047',
    ],
  ] as const)('keeps the ending beside %s', async (_kind, lines, body) => {
    expect(await weighs('email-link-suspicious-tld', lines, body)).toBe(15);
  });
});

describe('email round 19, rule V: a service’s own short domain', () => {
  const body = 'You are registered for the meetup. Your tickets: https://lu.ma/k7Qx2mPa';
  it('reads lu.ma from Luma at luma-mail.com as its own link', async () => {
    const r = await run(
      headers('Luma <calendar@luma-mail.com>', 'ana@example.ca', 'You are registered'),
      body,
    );
    expect(weight(r, 'email-link-shortener')).toBeNull();
  });
  it('keeps the shortener for the name on another domain or another name', async () => {
    const gmail = await run(headers('Luma <luma.events@gmail.com>', 'ana@example.ca', 'Registered'), body);
    expect(weight(gmail, 'email-link-shortener')).toBe(15);
    const other = await run(headers('Events <calendar@luma-mail.com>', 'ana@example.ca', 'Registered'), body);
    expect(weight(other, 'email-link-shortener')).toBe(15);
  });
});

describe('email round 19, rule W: an underscore-joined subject is words', () => {
  it('reads a lower-case run of three or more words, and nothing else', () => {
    expect(subjectWords('verify_your_account_now')).toBe('verify your account now');
    expect(subjectWords('Run failed: test_verify_account_flow')).toBe('Run failed: test_verify_account_flow');
    expect(subjectWords('disk_usage')).toBe('disk_usage');
    expect(subjectWords(null)).toBe('');
  });
  it('gives the scam its lure and leaves a monitoring or a colleague’s subject calm', async () => {
    const scam = await run(
      headers(
        'Mail Administrator <admin@mailbox-quota-center.net>',
        'ana@example.ca',
        'verify_your_account_now',
      ),
      'your mailbox has reached its limit.',
    );
    expect(scam.verdictKey).not.toBe('verdict.likely-safe');
    for (const subject of ['disk_usage_high', 'password_reset_script', 'q4_budget_review_final']) {
      const r = await run(
        headers('Omar Haddad <omar@kestrel-clinic.ca>', 'dev@kestrel-clinic.ca', subject),
        'Here is the file I mentioned at stand-up; nothing to do unless you are on support this week.',
      );
      expect(r.verdictKey).toBe('verdict.likely-safe');
    }
  });
});

describe('email round 19, rule Y: an employer’s memo whose links stay at home', () => {
  const fr =
    'Bonjour à tous, nous passons à un nouveau portail de paie le 1er janvier. Connectez-vous avant le 18 décembre pour vérifier vos informations de dépôt direct : ';
  it('calms the payroll check to the staff, with the link on the company’s own domain', async () => {
    const r = await run(
      headers(
        'Ressources humaines <rh@cliniquedulac.ca>',
        'personnel@cliniquedulac.ca',
        'Nouveau portail de paie',
      ),
      `${fr}https://paie.cliniquedulac.ca`,
    );
    expect(weight(r, 'email-lure-account')).toBe(0);
    expect(r.verdictKey).toBe('verdict.likely-safe');
  });
  it('keeps it to an outside reader, with a link elsewhere, or with new bank details', async () => {
    const outside = await run(
      headers('Ressources humaines <rh@cliniquedulac.ca>', 'lecteur@example.ca', 'Nouveau portail de paie'),
      `${fr}https://paie.cliniquedulac.ca`,
    );
    expect(weight(outside, 'email-lure-account')).toBe(25);
    const elsewhere = await run(
      headers('Human Resources <hr@kestrel-clinic.ca>', 'staff@kestrel-clinic.ca', 'New payroll portal'),
      'Sign in before Friday to verify your direct deposit information: https://kestrel-clinic-payroll.com/login',
    );
    expect(weight(elsewhere, 'email-lure-account')).toBe(25);
    const bank = await run(
      headers('Ressources humaines <rh@cliniquedulac.ca>', 'personnel@cliniquedulac.ca', 'Paie'),
      `Inscrivez vos nouvelles coordonnées bancaires et ${fr.slice(0, 40)} https://paie.cliniquedulac.ca`,
    );
    expect(bank.verdictKey).not.toBe('verdict.likely-safe');
  });
});

describe('email round 19, rule Z: a mailbox at its limit (its suspension half dropped)', () => {
  it.each([
    [
      'your mailbox has reached its limit',
      ['Mail Administrator <postmaster@mail-quota-desk.net>', 'dana@example.ca', 'Mailbox notice'],
      'Your mailbox has reached its limit. Sign in below: https://mail-quota-desk.net/login',
      25,
    ],
    [
      'votre boîte a atteint sa limite',
      ['Administrateur <admin@boite-courriel-quota.net>', 'isa@example.ca', 'Avis'],
      'Votre boîte de courriel a atteint sa limite. Connectez-vous : https://boite-courriel-quota.net/connexion',
      25,
    ],
    [
      'a friend’s full inbox',
      ['Jo Tremblay <jo.tremblay84@gmail.com>', 'dana@example.ca', 'photos'],
      'My work inbox has reached its limit so send the cottage photos to this address instead.',
      null,
    ],
    // Review of round 19: a person relays a bounce, with nothing to click.
    [
      'a bounce relayed by a relative',
      ['Mom <carol.smith58@gmail.com>', 'julie@example.ca', 'photos'],
      'My email bounced, it said your mailbox has reached its limit. I’ll send the photos to your work address.',
      null,
    ],
    [
      'a bounce relayed by a partner',
      ['Dana Lee <dana@northwind.ca>', 'sam@partnerco.com', 'Re: contract'],
      'My email bounced twice: your mailbox has reached its limit. Can you clear some space so I can resend the contract?',
      null,
    ],
    [
      'un rebond relayé par une collègue',
      ['Julie Roy <julie.roy@atelier-roy.ca>', 'marc@cabinet-b.ca', 'Re: plans'],
      'Mon courriel m’est revenu : « votre boîte aux lettres a atteint sa limite ». Peux-tu faire un peu de ménage?',
      null,
    ],
  ] as const)('%s', async (_kind, lines, body, expected) => {
    expect(await weighs('email-lure-credential', lines, body)).toBe(expected);
  });
  it('leaves a news story and a web host’s own suspension for non-payment alone (the dropped half)', async () => {
    const news = await weighs(
      'email-lure-account',
      ['The Tech Brief <newsletter@techbrief-weekly.ca>', 'dana@example.ca', 'This week'],
      'A regional streaming service was suspended because of a payment dispute with its carrier. https://techbrief-weekly.ca/stories/1',
    );
    expect(news).toBeNull();
    const host = await run(
      headers(
        'Hébergement Laurentides <facturation@hebergement-lrt.ca>',
        'c@example.ca',
        'Hébergement suspendu',
      ),
      'Votre hébergement a été suspendu en raison d’un défaut de paiement de la facture 8841. Réglez-la dans votre espace client : https://client.hebergement-lrt.ca/factures/8841',
    );
    expect(host.verdictKey).toBe('verdict.likely-safe');
  });
});

/** Probes still flagged after the round, left alone (BENCHMARKS, round 19): checked as flagged. */
const LEFT_ALONE = new Set(['p19-legit-z-shared-mailbox-memo']);
/**
 * Probe scams still missed. The Azure suspension on a plain domain (missed once rule Z's half was
 * dropped) is caught since round 21 (rule R1: "Azure Billing" over an unrelated domain names
 * Microsoft), so it is checked as flagged with the other scams.
 */
const STILL_MISSED = new Set<string>([]);

describe('email round 19: the probes near rules T, U, V, W, Y and Z', () => {
  const probes = readEmailCorpus(new URL('../../../test-data/email-probes-19/', import.meta.url));
  it.each(probes.map((m) => [`${m.group}/${m.id}`, m] as const))('%s', async (_id, m) => {
    const r = await run(m.rawHeaders, m.emailBody);
    if (STILL_MISSED.has(m.id)) expect(r.verdictKey).toBe('verdict.likely-safe');
    else if (m.phishing || LEFT_ALONE.has(m.id)) expect(r.verdictKey).not.toBe('verdict.likely-safe');
    else expect(r.verdictKey).toBe('verdict.likely-safe');
  });
});
