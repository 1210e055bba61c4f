// Generates round 11's ordinary-mail set (and a smaller scam set) from the templates beside this file,
// from a fixed seed: the same files on every machine. Written for secapi; no dataset row is used.
//   node scripts/email-data/generate.mjs [outDir]   (default packages/core/test-data/email-gen-11)
// Writes gen-ordinary.jsonl.gz (label ham) and gen-scam.jsonl.gz (label phish), gzip without name or time, in the format of
// ../shared/datasets/email ({label, rawHeaders, emailBody, source, id}), so that
// `node scripts/eval-email.mjs --dir <outDir>` splits them into fit and validation by From domain.
import { resolve } from 'node:path';
import { mulberry32 } from '../lib/seeded.mjs';
import { LISTS } from './list-templates.mjs';
import { NEWSLETTERS, TRANSACTIONAL } from './ordinary-templates.mjs';
import { SCAMS } from './scam-templates.mjs';
import {
  ESPS,
  FOOTER_EN,
  FOOTER_FR,
  alnum,
  authHeaders,
  digits,
  hex,
  pick,
  preheader,
  writeSet,
} from './senders.mjs';

const T = TRANSACTIONAL;
const N = NEWSLETTERS;
// [brand, domain, language, services, kinds, local parts]; invented brands unless well known.
const SENDERS = [
  [
    'Amazon.ca',
    'amazon.ca',
    'en',
    ['ses', 'own'],
    ['order', 'shipped', 'signin'],
    ['auto-confirm', 'shipment-tracking', 'account-update'],
  ],
  ['Best Buy', 'bestbuy.ca', 'en', ['salesforce'], ['order', 'shipped', 'sale'], ['bestbuy', 'orders']],
  [
    'Canadian Tire',
    'canadiantire.ca',
    'both',
    ['salesforce'],
    ['order', 'sale', 'editorial'],
    ['noreply', 'triangle'],
  ],
  [
    'Walmart Canada',
    'walmart.ca',
    'en',
    ['salesforce', 'own'],
    ['order', 'shipped', 'sale'],
    ['help', 'no-reply'],
  ],
  ['IKEA', 'ikea.com', 'both', ['salesforce'], ['order', 'sale'], ['noreply']],
  ['Uber', 'uber.com', 'both', ['own', 'sendgrid'], ['ride', 'signin', 'food'], ['noreply', 'uber.canada']],
  ['DoorDash', 'doordash.com', 'en', ['sendgrid'], ['food', 'sale'], ['no-reply']],
  ['SkipTheDishes', 'skipthedishes.com', 'both', ['braze'], ['food', 'sale'], ['noreply']],
  [
    'Air Canada',
    'aircanada.com',
    'both',
    ['salesforce', 'own'],
    ['checkin', 'sale'],
    ['confirmation', 'info'],
  ],
  ['WestJet', 'westjet.com', 'en', ['salesforce'], ['checkin', 'sale'], ['noreply', 'westjet']],
  ['Porter Airlines', 'flyporter.com', 'both', ['salesforce'], ['checkin'], ['noreply']],
  ['Desjardins', 'desjardins.com', 'fr', ['own'], ['statement', 'signin'], ['noreply', 'avis']],
  ['RBC Royal Bank', 'rbc.com', 'en', ['own'], ['statement', 'signin'], ['no-reply', 'alerts']],
  ['Banque Laurentienne', 'banquelaurentienne.ca', 'fr', ['own'], ['statement'], ['avis']],
  ['Tangerine', 'tangerine.ca', 'both', ['salesforce'], ['statement', 'signin'], ['noreply']],
  ['Hydro-Québec', 'hydroquebec.com', 'fr', ['own'], ['statement'], ['espaceclient']],
  ['Vidéotron', 'videotron.com', 'fr', ['salesforce'], ['invoice', 'failedPayment'], ['facturation']],
  ['Netflix', 'netflix.com', 'both', ['own'], ['failedPayment', 'signin', 'editorial'], ['info', 'account']],
  ['Spotify', 'spotify.com', 'en', ['sendgrid'], ['failedPayment', 'renewal', 'reset'], ['no-reply']],
  ['Slack', 'slack.com', 'en', ['sendgrid'], ['invoice', 'verifyEmail'], ['feedback', 'no-reply']],
  ['Notion', 'mail.notion.so', 'en', ['ses'], ['invoice', 'reset', 'verifyEmail'], ['notify']],
  [
    'Ledgerly',
    'ledgerly.io',
    'en',
    ['postmark'],
    ['invoice', 'failedPayment', 'reset', 'verifyEmail'],
    ['billing', 'no-reply'],
  ],
  [
    'Tasknest',
    'tasknest.app',
    'en',
    ['postmark', 'mailgun'],
    ['invoice', 'failedPayment', 'signin', 'verifyEmail'],
    ['hello', 'support'],
  ],
  [
    'Cloudkite',
    'cloudkite.dev',
    'en',
    ['mailgun', 'ses'],
    ['invoice', 'failedPayment', 'reset'],
    ['billing'],
  ],
  [
    'Facturo',
    'facturo.ca',
    'fr',
    ['postmark'],
    ['invoice', 'failedPayment', 'reset'],
    ['facturation', 'ne-pas-repondre'],
  ],
  [
    'Studio Pixelle',
    'studiopixelle.com',
    'fr',
    ['mailgun'],
    ['invoice', 'verifyEmail', 'signin'],
    ['bonjour'],
  ],
  [
    'North Fern Supply',
    'northfernsupply.com',
    'en',
    ['shopify', 'klaviyo'],
    ['order', 'shipped', 'sale', 'editorial'],
    ['hello', 'orders'],
  ],
  ['Maple & Bean', 'mapleandbean.ca', 'en', ['shopify', 'klaviyo'], ['order', 'shipped', 'sale'], ['hello']],
  [
    'Boutique Laurier',
    'boutiquelaurier.ca',
    'fr',
    ['shopify', 'klaviyo'],
    ['order', 'shipped', 'sale'],
    ['bonjour', 'commandes'],
  ],
  ['Pixel Paws', 'pixelpaws.shop', 'en', ['shopify', 'klaviyo'], ['order', 'shipped', 'sale'], ['store']],
  [
    'Tidewater Gear',
    'tidewatergear.co',
    'en',
    ['shopify', 'mailchimp'],
    ['order', 'sale', 'editorial'],
    ['team'],
  ],
  [
    'Fromagerie du Rang',
    'fromageriedurang.com',
    'fr',
    ['shopify', 'mailchimp'],
    ['order', 'sale', 'editorial'],
    ['info'],
  ],
  [
    'Harbour Food Bank',
    'harbourfoodbank.ca',
    'en',
    ['mailchimp', 'hubspot'],
    ['charity', 'editorial'],
    ['giving'],
  ],
  ['Fondation Entraide Rivière', 'fondationentraide.org', 'fr', ['mailchimp'], ['charity'], ['dons']],
  ['Ville de Saint-Lin', 'villesaintlin.qc.ca', 'fr', ['mailchimp', 'own'], ['town'], ['communications']],
  ['Town of Cedar Bay', 'cedarbay.ca', 'en', ['mailchimp', 'own'], ['town'], ['news']],
  ['École des Érables', 'ecoledeserables.ca', 'fr', ['mailchimp'], ['town'], ['direction']],
  ['Westbrook Elementary PAC', 'westbrookpac.org', 'en', ['mailchimp'], ['town', 'charity'], ['pac']],
  [
    'The Morning Brew-style Digest',
    'dailybrief.news',
    'en',
    ['sendgrid', 'mailchimp'],
    ['editorial'],
    ['crew'],
  ],
  [
    'Librairie Saint-Denis',
    'librairiesaintdenis.ca',
    'fr',
    ['mailchimp'],
    ['editorial', 'sale'],
    ['infolettre'],
  ],
  ['Costco', 'costco.ca', 'both', ['salesforce'], ['sale', 'renewal'], ['costco']],
  ['SAQ', 'saq.com', 'fr', ['salesforce'], ['sale', 'order'], ['infolettre']],
  ['GymFlex', 'gymflex.fit', 'en', ['hubspot', 'braze'], ['renewal', 'sale', 'failedPayment'], ['members']],
];
const LIST_WEIGHT = 90;
const PER_SENDER = 6;
const SCAM_N = 120;

function message(rnd, i) {
  const [brand, domain, lang0, esps, kinds, locals] = SENDERS[i % SENDERS.length];
  const lang = lang0 === 'both' ? (rnd() < 0.4 ? 'fr' : 'en') : lang0;
  const kind = pick(rnd, kinds);
  const template = T[kind] ?? N[kind];
  const isNews = kind in N;
  const espName = pick(rnd, esps);
  const esp = ESPS[espName](
    rnd,
    domain,
    brand
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 12),
  );
  const s = { brand, domain, lang };
  const out = template(rnd, s, (u) => (rnd() < 0.85 ? esp.click(u) : u));
  const unsub = esp.click(`https://${domain}/unsubscribe?e=${hex(rnd, 16)}`);
  const addr =
    lang === 'fr'
      ? `${brand}, 1200 boul. René-Lévesque, Montréal (Québec) H3B 1A1`
      : `${brand}, 100 King St W, Toronto, ON M5X 1A9`;
  let body = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>.wrap{max-width:600px}</style></head><body><div class="wrap">`;
  if (rnd() < 0.75) body += preheader(rnd, out.pre);
  body += out.body;
  if (isNews || rnd() < 0.5) body += (lang === 'fr' ? FOOTER_FR : FOOTER_EN)(brand, unsub, addr);
  body += '</div></body></html>';
  const plain = !isNews && rnd() < 0.12;
  if (plain)
    body = body
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[#a-z0-9]+;/gi, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n');
  const authMode = pick(rnd, [
    'pass',
    'pass',
    'pass',
    'pass',
    'esp-only',
    'missing',
    'missing',
    'received-spf',
  ]);
  const fromHost =
    rnd() < 0.25 && !domain.startsWith('mail.')
      ? `${pick(rnd, ['email.', 'e.', 'mail.', 'info.'])}${domain}`
      : domain;
  const h = [
    `Return-Path: <${esp.returnPath}>`,
    `Received: from ${esp.received.split(' ')[0]} (${esp.received}) by mx.example.ca with ESMTPS id ${alnum(rnd, 10)}; Tue, ${1 + Math.floor(rnd() * 28)} Dec 2026 1${digits(rnd, 1)}:${digits(rnd, 1)}${digits(rnd, 1)}:00 +0000`,
    ...authHeaders(rnd, authMode, domain, esp),
    `From: ${rnd() < 0.85 ? `${/[,.]/.test(brand) ? `"${brand}"` : brand} ` : ''}<${pick(rnd, locals)}@${fromHost}>`,
    `To: ${lang === 'fr' ? 'Sophie Roy' : 'Sam Lee'} <reader@example.ca>`,
    `Subject: ${out.subject}`,
    `Date: Tue, ${1 + Math.floor(rnd() * 28)} Dec 2026 1${digits(rnd, 1)}:00:00 +0000`,
    `Message-ID: <${esp.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: text/${plain ? 'plain' : 'html'}; charset=utf-8`,
    ...esp.extra,
  ];
  if (isNews || rnd() < 0.3) {
    h.push(`List-Unsubscribe: <${unsub}>, <mailto:unsubscribe-${hex(rnd, 12)}@${esp.spf}>`);
    if (rnd() < 0.8) h.push('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    if (isNews && rnd() < 0.5) h.push('Precedence: bulk');
  }
  if (rnd() < 0.15)
    h.push(
      `Reply-To: ${pick(rnd, ['support', 'help', 'service'])}@${pick(rnd, [domain, `help.${domain}`, 'zendesk.com'].slice(0, espName === 'own' ? 2 : 3))}`,
    );
  const headersOnly = rnd() < 0.1;
  return {
    label: 'ham',
    rawHeaders: headersOnly ? null : h.join('\n'),
    emailBody: body,
    source: `gen11:${espName}:${kind}`,
    id: `gen11-ham-${i}-${kind}`,
  };
}

function listMessage(rnd, i) {
  const kind = pick(rnd, Object.keys(LISTS));
  const m = LISTS[kind](rnd);
  const auth = pick(rnd, ['missing', 'missing', 'pass-list', 'arc']);
  const fromDomain = m.from.split('@')[1];
  const h = [
    `Return-Path: <${m.returnPath}>`,
    `Received: from ${pick(rnd, ['lists.', 'mail-', 'out-'])}${fromDomain} (${fromDomain} [${digits(rnd, 2)}.${digits(rnd, 2)}.${digits(rnd, 1)}.${digits(rnd, 2)}]) by mx.example.ca; Wed, 3 Dec 2026 09:1${digits(rnd, 1)}:00 +0000`,
  ];
  if (auth === 'pass-list')
    h.push(
      `Authentication-Results: mx.example.ca; dkim=pass header.d=${fromDomain}; spf=pass smtp.mailfrom=${m.returnPath.split('@')[1]}; dmarc=pass header.from=${fromDomain}`,
    );
  if (auth === 'arc')
    h.push(
      `Authentication-Results: mx.example.ca; dkim=fail header.d=${fromDomain}; spf=pass smtp.mailfrom=${m.returnPath.split('@')[1]}; dmarc=fail header.from=${fromDomain}; arc=pass`,
    );
  h.push(
    `From: ${m.fromName.includes('[') || m.fromName.includes('.') ? `"${m.fromName}"` : m.fromName} <${m.from}>`,
    `To: ${m.headers.find((x) => x.startsWith('List-Post'))?.match(/mailto:([^>]+)/)?.[1] ?? 'reader@example.ca'}`,
    `Subject: ${m.subject}`,
    'Date: Wed, 3 Dec 2026 09:12:00 +0000',
    `Message-ID: <${hex(rnd, 12)}.${digits(rnd, 6)}@${m.messageIdHost ?? pick(rnd, [fromDomain, 'mail.gmail.com', 'localhost.localdomain'])}>`,
    'MIME-Version: 1.0',
    `Content-Type: text/${m.text ? 'plain' : 'html'}; charset=utf-8`,
    ...m.headers,
  );
  return {
    label: 'ham',
    rawHeaders: h.join('\n'),
    emailBody: m.body,
    source: `gen11:list:${kind}`,
    id: `gen11-list-${i}-${kind}`,
  };
}

function scamMessage(rnd, i) {
  const kind = pick(rnd, Object.keys(SCAMS));
  const junk = `${alnum(rnd, 6).toLowerCase()}-${pick(rnd, ['mail', 'notice', 'info', 'service', 'group'])}.${pick(rnd, ['com', 'net', 'shop', 'online', 'top', 'ca', 'info'])}`;
  const m = SCAMS[kind](rnd, junk);
  const d = m.fromAddr.split('@')[1];
  const esp = ESPS[m.esp ?? 'own'](rnd, d, 'x');
  const h = [
    `Return-Path: <${esp.returnPath}>`,
    `Received: from ${esp.received.split(' ')[0]} (${esp.received}) by mx.example.ca; Thu, 4 Dec 2026 03:1${digits(rnd, 1)}:00 +0000`,
  ];
  if (m.auth === 'pass')
    h.push(
      `Authentication-Results: mx.example.ca; dkim=pass header.d=${d}; spf=pass smtp.mailfrom=${esp.spf}; dmarc=pass header.from=${d}`,
    );
  if (m.auth === 'softfail')
    h.push(
      `Authentication-Results: mx.example.ca; dkim=none; spf=softfail smtp.mailfrom=${esp.spf}; dmarc=none header.from=${d}`,
    );
  if (m.auth === 'dmarc-fail')
    h.push(
      `Authentication-Results: mx.example.ca; dkim=none; spf=fail smtp.mailfrom=${d}; dmarc=fail (p=REJECT) header.from=${d}`,
    );
  h.push(
    `From: "${m.fromName}" <${m.fromAddr}>`,
    'To: reader@example.ca',
    `Subject: ${m.subject}`,
    'Date: Thu, 4 Dec 2026 03:12:00 +0000',
    `Message-ID: <${esp.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: text/${m.text ? 'plain' : 'html'}; charset=utf-8`,
  );
  if (m.replyTo) h.push(`Reply-To: ${m.replyTo}`);
  if (rnd() < 0.3) h.push(`List-Unsubscribe: <mailto:unsub@${d}>`);
  let body = m.body;
  if (!m.text && rnd() < 0.4) body = preheader(rnd, m.subject) + body;
  return {
    label: 'phish',
    rawHeaders: rnd() < 0.08 ? null : h.join('\n'),
    emailBody: body,
    source: `gen11:scam:${kind}`,
    id: `gen11-scam-${i}-${kind}`,
  };
}

const rnd = mulberry32(0x11e0a11);
const ham = [];
for (let i = 0; i < SENDERS.length * PER_SENDER; i += 1) ham.push(message(rnd, i));
for (let i = 0; i < LIST_WEIGHT; i += 1) ham.push(listMessage(rnd, i));
const phish = [];
for (let i = 0; i < SCAM_N; i += 1) phish.push(scamMessage(rnd, i));
writeSet(resolve(process.argv[2] ?? 'packages/core/test-data/email-gen-11'), 'gen', ham, phish);
