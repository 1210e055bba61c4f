// Generates round 14's set (issue 22): calm transactional mail of kinds earlier rounds did not write
// (keys added, passwords changed, resets asked for, new devices, one-time codes, calendar invitations,
// event tickets, SaaS invoices and renewals, carriers' tracking links, refunds, real services'
// shares) from real services and invented organisations, English and Québec French, and scams with
// few signs of 2025–26 on throw-away domains or free mailboxes. Fixed seed; headers as people paste
// them (From/To/Subject/Date), with the receiver's Authentication-Results, or the body alone.
// Written for secapi by hand (templates in transactional-14-templates.mjs): no dataset row.
//   node scripts/email-data/generate-14.mjs [outDir]   (default packages/core/test-data/email-gen-14)
import { resolve } from 'node:path';
import { mulberry32 } from '../lib/seeded.mjs';
import { ORDINARY_14, SCAM_14 } from './transactional-14-templates.mjs';
import { alnum, pastedHeaders, pick, writeSet } from './senders.mjs';

// [name, From address, where its links go, French, kinds]
const SENDERS = [
  [
    'GitHub',
    'noreply@github.com',
    'github.com',
    false,
    ['keyAdded', 'passwordChanged', 'resetRequested', 'loginCode'],
  ],
  ['GitLab', 'gitlab@mg.gitlab.com', 'gitlab.com', false, ['keyAdded', 'passwordChanged', 'newDevice']],
  [
    'Google',
    'no-reply@accounts.google.com',
    'myaccount.google.com',
    false,
    ['newDevice', 'passwordChanged', 'keyAdded'],
  ],
  ['Google Calendar', 'calendar-notification@google.com', 'calendar.google.com', false, ['calendarInvite']],
  ['Agenda Google', 'calendar-notification@google.com', 'calendar.google.com', true, ['calendarInvite']],
  [
    'Microsoft',
    'account-security-noreply@accountprotection.microsoft.com',
    'account.live.com',
    false,
    ['newDevice', 'loginCode', 'passwordChanged'],
  ],
  ['Outlook Calendar', 'calendar@outlook.office365.com', 'outlook.office365.com', false, ['calendarInvite']],
  ['Zoom', 'no-reply@zoom.us', 'zoom.us', false, ['calendarInvite', 'saasInvoice', 'renewalNotice']],
  ['Slack', 'feedback@slack.com', 'slack.com', false, ['saasInvoice', 'newDevice', 'loginCode']],
  ['Notion', 'team@makenotion.com', 'www.notion.so', false, ['saasInvoice', 'loginCode', 'renewalNotice']],
  [
    'Atlassian',
    'no-reply@am.atlassian.com',
    'admin.atlassian.com',
    false,
    ['saasInvoice', 'keyAdded', 'renewalNotice'],
  ],
  [
    'Dropbox',
    'no-reply@dropbox.com',
    'www.dropbox.com',
    false,
    ['serviceShare', 'newDevice', 'renewalNotice'],
  ],
  ['DocuSign', 'dse_na3@docusign.net', 'na3.docusign.net', false, ['serviceShare']],
  ['Google Drive', 'drive-shares-dm-noreply@google.com', 'docs.google.com', false, ['serviceShare']],
  [
    'Ticketmaster',
    'customer_support@email.ticketmaster.ca',
    'www.ticketmaster.ca',
    false,
    ['eventTicket', 'refundIssued'],
  ],
  ['Eventbrite', 'noreply@order.eventbrite.com', 'www.eventbrite.ca', false, ['eventTicket', 'refundIssued']],
  ['evenko', 'billetterie@evenko.ca', 'www.evenko.ca', true, ['eventTicket']],
  [
    'Spotify',
    'no-reply@spotify.com',
    'www.spotify.com',
    false,
    ['newDevice', 'passwordChanged', 'renewalNotice'],
  ],
  ['Netflix', 'info@account.netflix.com', 'www.netflix.com', true, ['newDevice', 'passwordChanged']],
  ['Amazon.ca', 'shipment-tracking@amazon.ca', 'www.amazon.ca', false, ['carrierTracking', 'refundIssued']],
  [
    'Apple',
    'no_reply@email.apple.com',
    'appleid.apple.com',
    false,
    ['newDevice', 'passwordChanged', 'loginCode'],
  ],
  [
    'Desjardins',
    'securite@desjardins.com',
    'www.desjardins.com',
    true,
    ['newDevice', 'loginCode', 'passwordChanged'],
  ],
  ['Vidéotron', 'facturation@videotron.com', 'www.videotron.com', true, ['saasInvoice', 'renewalNotice']],
  [
    'Maple & Pine Outfitters',
    'orders@mapleandpine.ca',
    'www.mapleandpine.ca',
    false,
    ['carrierTracking', 'refundIssued'],
  ],
  [
    'Librairie du Quartier',
    'commandes@librairieduquartier.ca',
    'www.librairieduquartier.ca',
    true,
    ['carrierTracking', 'refundIssued'],
  ],
  [
    'Northwind Hosting',
    'billing@northwindhosting.com',
    'my.northwindhosting.com',
    false,
    ['saasInvoice', 'keyAdded', 'loginCode'],
  ],
  [
    'Ledgerly',
    'no-reply@ledgerly.io',
    'app.ledgerly.io',
    false,
    ['saasInvoice', 'passwordChanged', 'resetRequested'],
  ],
  ['Tasklane', 'hello@tasklane.app', 'tasklane.app', false, ['resetRequested', 'newDevice', 'renewalNotice']],
  [
    'Coopérative Habitat',
    'avis@coophabitat.qc.ca',
    'portail.coophabitat.qc.ca',
    true,
    ['resetRequested', 'calendarInvite'],
  ],
  [
    'Théâtre Espace Libre',
    'billetterie@espacelibre.qc.ca',
    'www.espacelibre.qc.ca',
    true,
    ['eventTicket', 'refundIssued'],
  ],
  [
    'Boutique Le Héron',
    'bonjour@boutiqueheron.ca',
    'www.boutiqueheron.ca',
    true,
    ['carrierTracking', 'resetRequested'],
  ],
  [
    'Prairie Gear Co.',
    'support@prairiegear.ca',
    'www.prairiegear.ca',
    false,
    ['carrierTracking', 'refundIssued', 'resetRequested'],
  ],
  [
    'Cloudbase',
    'billing@cloudbase.dev',
    'console.cloudbase.dev',
    false,
    ['saasInvoice', 'keyAdded', 'newDevice'],
  ],
  [
    'Fibre Laurentides',
    'facturation@fibrelaurentides.ca',
    'client.fibrelaurentides.ca',
    true,
    ['saasInvoice', 'passwordChanged'],
  ],
];

const DATE = 'Mon, 30 Nov 2026 14:00:00 +0000';
const headers = (fromName, addr, subject, authDomain) =>
  pastedHeaders(fromName, addr, subject, DATE, authDomain);
const fromDomainOf = (addr) => addr.slice(addr.indexOf('@') + 1);

const rnd = mulberry32(0x14e0a14);
const ham = [];
let i = 0;
for (const [name, addr, site, fr, kinds] of SENDERS)
  for (let k = 0; k < 5; k += 1) {
    const kind = pick(rnd, kinds);
    const m = ORDINARY_14[kind](rnd, { name, domain: fromDomainOf(addr), site, fr });
    const shape = rnd();
    ham.push({
      label: 'ham',
      rawHeaders:
        shape < 0.15 ? null : headers(name, addr, m.subject, shape < 0.55 ? fromDomainOf(addr) : null),
      emailBody: m.body,
      source: `gen14:ordinary:${kind}`,
      id: `gen14-ham-${i++}-${kind}`,
    });
  }

const phish = [];
const scamKinds = Object.keys(SCAM_14);
for (let j = 0; j < 80; j += 1) {
  const kind = pick(rnd, scamKinds);
  const junk = `${pick(rnd, ['docs', 'files', 'staff', 'portal', 'secure', 'billing', 'hr', 'share'])}-${alnum(rnd, 5).toLowerCase()}.${pick(rnd, ['com', 'net', 'co', 'online', 'info', 'app'])}`;
  const fr = rnd() < 0.3;
  const m = SCAM_14[kind](rnd, { junk, fr });
  phish.push({
    label: 'phish',
    rawHeaders: headers(m.fromName, m.fromAddr, m.subject, null),
    emailBody: m.body,
    source: `gen14:scam:${kind}`,
    id: `gen14-scam-${j}-${kind}${fr ? '-fr' : ''}`,
  });
}

writeSet(resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-14'), 'gen14', ham, phish);
