// Generates round 13's set (issue 22): ordinary mail in which one lure family stands alone (a news
// brief, a portal asking to confirm details, a sign-in alert, a share, a shipping notice, an
// accountant's refund note, an invoice, a contest winner, a membership ending) and scams of the same
// shapes, from a fixed seed. Written for secapi after the lone-lure rule (lone-lure.ts), never used to
// shape it. Headers as people paste them (From/To/Subject/Date) or the body alone.
//   node scripts/email-data/generate-13.mjs [outDir]   (default packages/core/test-data/email-gen-13)
import { resolve } from 'node:path';
import { mulberry32 } from '../lib/seeded.mjs';
import { ORDINARY, SCAM } from './lone-lure-templates.mjs';
import { alnum, pastedHeaders, pick, writeSet } from './senders.mjs';

// Invented organisations: [name, domain, French].
const ORGS = [
  ['The Harbour Ledger', 'harbourledger.ca', false],
  ['Prairie Courier', 'prairiecourier.com', false],
  ['Le Quotidien de l’Estrie', 'quotidienestrie.ca', true],
  ['Lakeshore University', 'lakeshoreu.ca', false],
  ['Cégep du Fleuve', 'cegepdufleuve.qc.ca', true],
  ['Northgate Fitness', 'northgatefitness.ca', false],
  ['Boxwell Files', 'boxwellfiles.com', false],
  ['Nuage Partage', 'nuagepartage.ca', true],
  ['Maple & Thread', 'mapleandthread.ca', false],
  ['Boutique Le Héron', 'boutiqueheron.ca', true],
  ['Whitfield CPA', 'whitfieldcpa.ca', false],
  ['Tremblay Comptables', 'tremblaycomptables.ca', true],
  ['Northwind Hosting', 'northwindhosting.com', false],
  ['Fibre Laurentides', 'fibrelaurentides.ca', true],
  ['CKVN 97.3', 'ckvn973.ca', false],
  ['Radio Mauricie', 'radiomauricie.ca', true],
  ['Riverside Public Library', 'riversidelibrary.ca', false],
  ['Bibliothèque de Lévis', 'biblio-levis.ca', true],
  ['Tasklane', 'tasklane.app', false],
  ['Coopérative Habitat', 'coophabitat.qc.ca', true],
];

const DATE = 'Fri, 27 Nov 2026 14:00:00 +0000';
const headers = (fromName, addr, subject) => pastedHeaders(fromName, addr, subject, DATE);

const rnd = mulberry32(0x13e0a13);
const ham = [];
const kinds = Object.keys(ORDINARY);
let i = 0;
for (const [name, domain, fr] of ORGS)
  for (let k = 0; k < 6; k += 1) {
    const kind = pick(rnd, kinds);
    const m = ORDINARY[kind](rnd, { name, domain, fr });
    const local = pick(rnd, ['noreply', 'info', 'avis', 'hello', 'notifications']);
    ham.push({
      label: 'ham',
      rawHeaders: rnd() < 0.15 ? null : headers(name, `${local}@${domain}`, m.subject),
      emailBody: m.body,
      source: `gen13:ordinary:${kind}`,
      id: `gen13-ham-${i++}-${kind}`,
    });
  }
const phish = [];
const scamKinds = Object.keys(SCAM);
for (let j = 0; j < 60; j += 1) {
  const kind = pick(rnd, scamKinds);
  const domain = `${pick(rnd, ['secure', 'notice', 'account', 'portal', 'service'])}-${alnum(rnd, 5).toLowerCase()}.${pick(rnd, ['com', 'net', 'ca', 'co', 'info'])}`;
  const m = SCAM[kind](rnd, { name: 'Service', domain, fr: false });
  phish.push({
    label: 'phish',
    rawHeaders: headers(
      pick(rnd, ['Service Desk', 'Notifications', 'Billing', 'Support']),
      `no-reply@${domain}`,
      m.subject,
    ),
    emailBody: m.body,
    source: `gen13:scam:${kind}`,
    id: `gen13-scam-${j}-${kind}`,
  });
}
writeSet(resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-13'), 'gen13', ham, phish);
