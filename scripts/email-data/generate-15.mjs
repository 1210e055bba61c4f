// Generates round 15's set (issue 22): the ordinary kinds of templates-15.mjs from real services and
// invented organisations (English and Québec French), some with list headers, pasted with or without
// the receiver's Authentication-Results or as a body alone; and scams with one sign. Fixed seed.
// Written for secapi by hand: no dataset row.
//   node scripts/email-data/generate-15.mjs [outDir]   (default packages/core/test-data/email-gen-15)
import { resolve } from 'node:path';
import { mulberry32 } from '../lib/seeded.mjs';
import { ORDINARY_15, SCAM_15 } from './templates-15.mjs';
import { alnum, pastedHeaders, pick, writeSet } from './senders.mjs';

// [name, From address, French, kinds]
const SENDERS = [
  ['GitHub', 'notifications@github.com', false, ['devThread']],
  ['GitLab', 'gitlab@mg.gitlab.com', false, ['pipeline', 'devThread']],
  ['Tidepool Forum', 'noreply@forum.tidepool.io', false, ['devDigest']],
  ['Forum Quayside', 'noreply@discuss.quayside.dev', true, ['devDigest']],
  ['Codeberg', 'noreply@codeberg.org', false, ['devThread']],
  ['Banque Laurentienne', 'avis@banquelaurentienne.ca', true, ['statementReady']],
  ['Tangerine', 'alerts@tangerine.ca', false, ['statementReady']],
  ['Caisse Riveraine', 'avis@caisseriveraine.ca', true, ['statementReady']],
  ['Maplewood Secondary', 'office@maplewood-ss.ca', false, ['school']],
  ['École des Berges', 'secretariat@ecoledesberges.qc.ca', true, ['school']],
  ['Harbour Design', 'people@harbourdesign.ca', false, ['hr']],
  ['Groupe Boréal', 'rh@groupeboreal.ca', true, ['hr']],
  ['WestJet', 'noreply@westjet.com', false, ['itinerary']],
  ['Air Canada', 'confirmation@aircanada.ca', true, ['itinerary']],
  ['Porter Airlines', 'noreply@flyporter.com', false, ['itinerary']],
  ['Hydro-Québec', 'facturation@hydroquebec.com', true, ['utility']],
  ['Énergir', 'avis@energir.com', true, ['utility']],
  ['Vidéotron', 'facture@videotron.com', true, ['utility']],
  ['Enbridge Gas', 'billing@enbridgegas.com', false, ['utility']],
];

const DATE = 'Mon, 30 Nov 2026 14:00:00 +0000';
const domainOf = (addr) => addr.slice(addr.indexOf('@') + 1);
const siteOf = (addr) => domainOf(addr).split('.').slice(-2).join('.');

const rnd = mulberry32(0x15e0a15);
const ham = [];
let i = 0;
for (const [name, addr, fr, kinds] of SENDERS)
  for (let k = 0; k < 6; k += 1) {
    const kind = pick(rnd, kinds);
    const m = ORDINARY_15[kind](rnd, { name, domain: siteOf(addr), fr });
    const shape = rnd();
    let rawHeaders =
      shape < 0.15 ? null : pastedHeaders(name, addr, m.subject, DATE, shape < 0.55 ? domainOf(addr) : null);
    if (rawHeaders !== null && typeof m.list === 'string')
      rawHeaders += `\nList-Id: ${m.list}\nList-Unsubscribe: <mailto:unsubscribe@${domainOf(addr)}>\nPrecedence: list`;
    ham.push({
      label: 'ham',
      rawHeaders,
      emailBody: m.body,
      source: `gen15:ordinary:${kind}`,
      id: `gen15-ham-${i++}-${kind}`,
    });
  }

const phish = [];
const scamKinds = Object.keys(SCAM_15);
for (let j = 0; j < 60; j += 1) {
  const kind = pick(rnd, scamKinds);
  const junk = `${pick(rnd, ['toll', 'docs', 'files', 'peage', 'notice', 'share'])}-${alnum(rnd, 5).toLowerCase()}.${pick(rnd, ['com', 'net', 'co', 'online', 'info'])}`;
  const fr = rnd() < 0.3;
  const m = SCAM_15[kind](rnd, { junk, fr });
  phish.push({
    label: 'phish',
    rawHeaders: pastedHeaders(m.fromName, m.fromAddr, m.subject, DATE),
    emailBody: m.body,
    source: `gen15:scam:${kind}`,
    id: `gen15-scam-${j}-${kind}${fr ? '-fr' : ''}`,
  });
}

writeSet(resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-15'), 'gen15', ham, phish);
