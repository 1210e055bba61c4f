// How ordinary senders of 2025–26 send (issue 22, round 11): the headers an email service provider
// (ESP) or a brand's own platform writes, its click tracking and its bounce domains. Written for
// secapi by hand (no dataset row); every brand below that is not a well-known company is invented.
// Used by generate.mjs with a seeded random source: `pick(rnd, list)`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
export const hex = (rnd, n) =>
  Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(rnd() * 16)]).join('');
export const alnum = (rnd, n) =>
  Array.from(
    { length: n },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789'[Math.floor(rnd() * 58)],
  ).join('');
export const digits = (rnd, n) => Array.from({ length: n }, () => String(Math.floor(rnd() * 10))).join('');

/**
 * Sending styles. Each returns what the service writes for a brand domain `d`:
 * returnPath, messageId, click(url) (the tracked form of a link), dkimDomains (the d= of signatures
 * the service adds besides the brand's own), spfDomain (smtp.mailfrom), extra headers, received host.
 */
export const ESPS = {
  sendgrid: (rnd, d) => {
    const acct = digits(rnd, 7);
    const em = `em${digits(rnd, 4)}.${d}`;
    return {
      name: 'sendgrid',
      returnPath: `bounces+${acct}-${hex(rnd, 4)}-reader=example.ca@${em}`,
      messageId: `${alnum(rnd, 22)}@geopod-ismtpd-${digits(rnd, 2)}`,
      click: (u) =>
        rnd() < 0.5
          ? `https://u${acct}.ct.sendgrid.net/ls/click?upn=u001.${alnum(rnd, 40)}`
          : `http://url${digits(rnd, 4)}.${d}/ls/click?upn=u001.${alnum(rnd, 36)}`,
      dkim: ['sendgrid.net'],
      spf: em,
      received: `o${digits(rnd, 2)}.ptr${digits(rnd, 4)}.${d} [167.89.${digits(rnd, 2)}.${digits(rnd, 2)}]`,
      extra: [`X-SG-EID: ${alnum(rnd, 60)}`],
    };
  },
  mailchimp: (rnd, d, brandSlug) => {
    const dc = `us${1 + Math.floor(rnd() * 21)}`;
    return {
      name: 'mailchimp',
      returnPath: `bounce-mc.${dc}_${digits(rnd, 8)}.${digits(rnd, 6)}-reader=example.ca@mail${digits(rnd, 3)}.atl${digits(rnd, 2)}.mcdlv.net`,
      messageId: `${hex(rnd, 24)}.${hex(rnd, 10)}.${digits(rnd, 8)}@mail${digits(rnd, 3)}.atl${digits(rnd, 2)}.mcdlv.net`,
      click: () =>
        `https://${brandSlug}.${dc}.list-manage.com/track/click?u=${hex(rnd, 25)}&id=${hex(rnd, 10)}&e=${hex(rnd, 10)}`,
      dkim: ['mcdlv.net', 'mailchimpapp.net'],
      spf: `mail${digits(rnd, 3)}.atl${digits(rnd, 2)}.mcdlv.net`,
      received: `mail${digits(rnd, 3)}.atl${digits(rnd, 2)}.mcdlv.net [198.2.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
      extra: [`X-MC-User: ${hex(rnd, 25)}`, `X-Campaign: mailchimp${hex(rnd, 25)}.${hex(rnd, 10)}`],
    };
  },
  ses: (rnd, d) => {
    const id = `0100019${hex(rnd, 9)}-${hex(rnd, 8)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 12)}-000000`;
    return {
      name: 'ses',
      returnPath: `${id}@amazonses.com`,
      messageId: `${id}@email.amazonses.com`,
      click: (u) =>
        rnd() < 0.6
          ? `https://${alnum(rnd, 6).toLowerCase()}.r.us-east-1.awstrack.me/L0/${encodeURIComponent(u)}/1/${id}/${alnum(rnd, 20)}=${digits(rnd, 3)}`
          : u,
      dkim: ['amazonses.com'],
      spf: 'amazonses.com',
      received: `a${digits(rnd, 2)}-${digits(rnd, 3)}.smtp-out.amazonses.com [54.240.${digits(rnd, 2)}.${digits(rnd, 2)}]`,
      extra: [`Feedback-ID: ::1.us-east-1.${alnum(rnd, 40)}=:AmazonSES`],
    };
  },
  mailgun: (rnd, d) => ({
    name: 'mailgun',
    returnPath: `bounce+${hex(rnd, 6)}.${hex(rnd, 6)}-reader=example.ca@mg.${d}`,
    messageId: `${digits(rnd, 14)}.${hex(rnd, 16)}@mg.${d}`,
    click: () => `https://email.mg.${d}/c/${alnum(rnd, 80)}`,
    dkim: ['mailgun.org'],
    spf: `mg.${d}`,
    received: `m${digits(rnd, 3)}-${digits(rnd, 2)}.mailgun.net [159.135.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
    extra: [`X-Mailgun-Sid: ${alnum(rnd, 60)}`],
  }),
  postmark: (rnd, d) => ({
    name: 'postmark',
    returnPath: `pm_bounces@pm-bounces.${d}`,
    messageId: `${hex(rnd, 8)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 12)}@mtasv.net`,
    click: (u) =>
      rnd() < 0.5
        ? `https://click.pstmrk.it/3s/${encodeURIComponent(u.replace(/^https:\/\//, ''))}/${alnum(rnd, 8)}/${alnum(rnd, 10)}`
        : u,
    dkim: ['pm.mtasv.net'],
    spf: `pm-bounces.${d}`,
    received: `sc-ord-mta${digits(rnd, 3)}.mtasv.net [50.31.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
    extra: ['X-PM-Message-Id: ' + `${hex(rnd, 8)}-${hex(rnd, 4)}-${hex(rnd, 4)}`, 'X-PM-Tag: transactional'],
  }),
  klaviyo: (rnd, d) => ({
    name: 'klaviyo',
    returnPath: `bounce-${alnum(rnd, 24)}@send.${d}`,
    messageId: `${alnum(rnd, 30)}@klaviyomail.com`,
    click: () => `https://ctrk.klclick${rnd() < 0.5 ? '' : '1'}.com/l/${alnum(rnd, 40)}`,
    dkim: ['klaviyomail.com'],
    spf: `send.${d}`,
    received: `mta-${digits(rnd, 3)}.klaviyomail.com [168.245.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
    extra: [`X-Kmail-Account: ${alnum(rnd, 6)}`, `X-Kmail-Relay: true`],
  }),
  salesforce: (rnd, d) => ({
    name: 'salesforce',
    returnPath: `bounce-${digits(rnd, 4)}_HTML-${digits(rnd, 9)}-${digits(rnd, 6)}-${digits(rnd, 7)}-${digits(rnd, 4)}@bounce.e.${d}`,
    messageId:
      `<${hex(rnd, 8)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 12)}@${['atl1s07mta2111.xt.local', 'ind1s06mta1003.xt.local'][Math.floor(rnd() * 2)]}>`.slice(
        1,
        -1,
      ),
    click: () => `${rnd() < 0.5 ? 'http' : 'https'}://click.e.${d}/?qs=${hex(rnd, 120)}`,
    dkim: ['s7.exacttarget.com'],
    spf: `bounce.e.${d}`,
    received: `mta${digits(rnd, 2)}.e.${d} [136.147.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
    extra: [`x-job: ${digits(rnd, 7)}_${digits(rnd, 8)}`, `X-SFMC-Stack: ${1 + Math.floor(rnd() * 50)}`],
  }),
  hubspot: (rnd, d) => ({
    name: 'hubspot',
    returnPath: `${digits(rnd, 4)}-${alnum(rnd, 20)}@bf0${digits(rnd, 1)}x.hubspotemail.net`,
    messageId: `${digits(rnd, 13)}.${hex(rnd, 8)}-${hex(rnd, 4)}@bf0${digits(rnd, 1)}x.hubspotemail.net`,
    click: () =>
      `https://${alnum(rnd, 5).toLowerCase()}.na1.hubspotlinks.com/Ctc/${alnum(rnd, 2)}+${digits(rnd, 3)}/${alnum(rnd, 60)}`,
    dkim: ['hubspotemail.net'],
    spf: `bf0${digits(rnd, 1)}x.hubspotemail.net`,
    received: `bid${digits(rnd, 3)}.hubspotemail.net [143.244.${digits(rnd, 2)}.${digits(rnd, 2)}]`,
    extra: [],
  }),
  braze: (rnd, d) => ({
    name: 'braze',
    returnPath: `bounces+${digits(rnd, 7)}-${hex(rnd, 4)}-reader=example.ca@bm.${d}`,
    messageId: `${alnum(rnd, 22)}@geopod-ismtpd-${digits(rnd, 2)}`,
    click: () =>
      `https://links.${['m', 'e', 'email'][Math.floor(rnd() * 3)]}.${d}/ls/click?upn=${alnum(rnd, 50)}`,
    dkim: ['sendgrid.net'],
    spf: `bm.${d}`,
    received: `o${digits(rnd, 2)}.bm.${d} [149.72.${digits(rnd, 3)}.${digits(rnd, 2)}]`,
    extra: [],
  }),
  shopify: (rnd, d) => ({
    name: 'shopify',
    returnPath: `bounces+${digits(rnd, 7)}-${hex(rnd, 4)}-reader=example.ca@shops.shopify.com`,
    messageId: `${hex(rnd, 8)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 4)}-${hex(rnd, 12)}@shopify.com`,
    click: (u) =>
      rnd() < 0.5
        ? u
        : `https://${d.split('.')[0]}.myshopify.com/${digits(rnd, 8)}/orders/${hex(rnd, 32)}/authenticate?key=${hex(rnd, 32)}`,
    dkim: ['shopify.com'],
    spf: 'shops.shopify.com',
    received: `o${digits(rnd, 2)}.shops.shopify.com [23.227.${digits(rnd, 2)}.${digits(rnd, 2)}]`,
    extra: ['X-Shopify-Email-Type: order_confirmation'],
  }),
  // The brand's own mail servers (banks, airlines, towns, big retailers).
  own: (rnd, d) => ({
    name: 'own',
    returnPath: `${['bounce', 'noreply', 'mailer-daemon-return', 'bnc'][Math.floor(rnd() * 4)]}@${['', 'mail.', 'notify.', 'e.'][Math.floor(rnd() * 4)]}${d}`,
    messageId: `${digits(rnd, 14)}.${hex(rnd, 10)}@${['', 'mail.', 'mta1.'][Math.floor(rnd() * 3)]}${d}`,
    click: (u) => u,
    dkim: [],
    spf: d,
    received: `mta${digits(rnd, 1)}.${d} [${52 + Math.floor(rnd() * 100)}.${digits(rnd, 2)}.${digits(rnd, 2)}.${digits(rnd, 2)}]`,
    extra: [],
  }),
};

/**
 * Authentication-Results as receivers of 2025–26 write them, or none (a pasted or forwarded copy).
 * `mode`: pass (aligned DKIM + SPF), esp-only (DKIM only by the service, DMARC none: a small sender
 * without a policy), missing (no Authentication-Results line), received-spf (only Received-SPF).
 */
export function authHeaders(rnd, mode, d, esp) {
  const by = pick(rnd, ['mx.google.com', 'mx.example.ca', 'spool.mail.gandi.net', 'mx.zohomail.com']);
  const dkimEsp = esp.dkim.map((k) => ` dkim=pass header.d=${k} header.s=s${digits(rnd, 1)};`).join('');
  switch (mode) {
    case 'pass':
      return [
        `Authentication-Results: ${by};${rnd() < 0.5 ? '' : dkimEsp} dkim=pass header.d=${d} header.s=${pick(rnd, ['s1', 'k1', 'selector1', 'pm', 'mte1'])}; spf=pass (${by}: domain of ${esp.spf} designates sender as permitted) smtp.mailfrom=${esp.spf}; dmarc=pass (p=${pick(rnd, ['NONE', 'QUARANTINE', 'REJECT'])} sp=NONE dis=NONE) header.from=${d}`,
        `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${d}; s=s1; h=from:to:subject:date:mime-version; bh=${alnum(rnd, 43)}=; b=${alnum(rnd, 80)}`,
      ];
    case 'esp-only':
      return [
        `Authentication-Results: ${by};${dkimEsp || ' dkim=none;'} spf=pass smtp.mailfrom=${esp.spf}; dmarc=${pick(rnd, ['none', 'none', 'bestguesspass'])} header.from=${d}`,
      ];
    case 'received-spf':
      return [
        `Received-SPF: pass (${by}: domain of ${esp.spf} designates sender as permitted) client-ip=${digits(rnd, 2)}.${digits(rnd, 2)}.${digits(rnd, 2)}.${digits(rnd, 2)};`,
      ];
    default:
      return [];
  }
}

/** A hidden preheader of the kind ESP templates put first (short text padded with invisible characters). */
export function preheader(rnd, text) {
  const pad = Array.from({ length: 30 + Math.floor(rnd() * 90) }, () =>
    pick(rnd, ['&#847;&zwnj;&nbsp;', '&zwnj;&nbsp;', '&#8199;&#65279;&#847;']),
  ).join(' ');
  const style = pick(rnd, [
    'display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;',
    'display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;',
    'display:none;max-height:0;overflow:hidden;',
  ]);
  return `<div style="${style}">${text} ${pad}</div>`;
}

export const FOOTER_EN = (brand, unsub, addr) =>
  `<p style="font-size:11px;color:#888">You are receiving this email because you signed up at ${brand} or made a purchase. <a href="${unsub}">Unsubscribe</a> · <a href="${unsub}">Manage preferences</a><br>${addr}</p>`;
export const FOOTER_FR = (brand, unsub, addr) =>
  `<p style="font-size:11px;color:#888">Vous recevez ce courriel parce que vous êtes inscrit auprès de ${brand} ou avez effectué un achat. <a href="${unsub}">Se désabonner</a> · <a href="${unsub}">Gérer mes préférences</a><br>${addr}</p>`;

/**
 * Writes a generated set: `<prefix>-ordinary.jsonl.gz` (label ham) and `<prefix>-scam.jsonl.gz`
 * (label phish), gzip without name or time, so that the same seed gives the same bytes.
 */
export function writeSet(outDir, prefix, ham, phish) {
  mkdirSync(outDir, { recursive: true });
  const gz = (rows) => gzipSync(rows.map((m) => JSON.stringify(m)).join('\n') + '\n', { level: 9 });
  writeFileSync(join(outDir, `${prefix}-ordinary.jsonl.gz`), gz(ham));
  writeFileSync(join(outDir, `${prefix}-scam.jsonl.gz`), gz(phish));
  console.log(`${ham.length} ordinary, ${phish.length} scam messages written to ${outDir}`);
}

/**
 * Headers as people paste them (rounds 13–15): From, To, Subject and Date, and, when `authDomain` is
 * given, the receiver's Authentication-Results passing for that domain.
 */
export function pastedHeaders(fromName, addr, subject, date, authDomain = null) {
  const lines = [
    `From: ${fromName} <${addr}>`,
    'To: reader@example.ca',
    `Subject: ${subject}`,
    `Date: ${date}`,
  ];
  if (authDomain !== null)
    lines.push(
      `Authentication-Results: mx.example.ca; dkim=pass header.d=${authDomain}; spf=pass smtp.mailfrom=${authDomain}; dmarc=pass header.from=${authDomain}`,
    );
  return lines.join('\n');
}
