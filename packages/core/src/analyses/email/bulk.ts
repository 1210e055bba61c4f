/**
 * Bulk and list mail: what mailing lists, newsletter services and transactional senders do by
 * design, so that it is said as information and not counted as a sign (issue 22).
 *
 * A message is *bulk* when it carries list headers (List-Id, List-Unsubscribe, List-Post,
 * `Precedence: list|bulk`, Mailman's or Google Groups' own headers, Discourse's) or was handed over
 * by a known email service (its bounce domain in the Return-Path, or its host in the Message-ID).
 * Inside bulk mail, with no evidence of impersonation (see `CONTEXT_CODES`), the layout and
 * offer findings of ordinary marketing and the generic link properties of list discussions are
 * shown with no weight (`demoteBulkContext`). A scam sent through the same service keeps every
 * finding as soon as one piece of evidence (a brand display name on another domain, a look-alike,
 * a failed DMARC, a link that lies about its target…) is present.
 */
import type { EmailFindingCode } from './rules.js';
import type { HeaderField } from './parse.js';
import type { ListInfo } from './headers.js';

/**
 * Registrable domains (or suffixes) of the bounce and message-id hosts of email services. Written
 * from the services' public documentation of their envelope-sender domains.
 */
const ESP_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['sendgrid.net', 'SendGrid'],
  ['sendgrid.com', 'SendGrid'],
  ['mcsv.net', 'Mailchimp'],
  ['mcdlv.net', 'Mailchimp'],
  ['rsgsv.net', 'Mailchimp'],
  ['mailchimpapp.net', 'Mailchimp'],
  ['mandrillapp.com', 'Mandrill'],
  ['amazonses.com', 'Amazon SES'],
  ['mailgun.org', 'Mailgun'],
  ['mailgun.net', 'Mailgun'],
  ['mtasv.net', 'Postmark'],
  ['pmbounces.com', 'Postmark'],
  ['sparkpostmail.com', 'SparkPost'],
  ['exacttarget.com', 'Salesforce Marketing Cloud'],
  ['exct.net', 'Salesforce Marketing Cloud'],
  ['hubspotemail.net', 'HubSpot'],
  ['hubspotstarter.net', 'HubSpot'],
  ['hs-mail.com', 'HubSpot'],
  ['klaviyomail.com', 'Klaviyo'],
  ['klaviyodns.com', 'Klaviyo'],
  ['cmail19.com', 'Campaign Monitor'],
  ['cmail20.com', 'Campaign Monitor'],
  ['createsend.com', 'Campaign Monitor'],
  ['sailthru.com', 'Sailthru'],
  ['bnc3.mailjet.com', 'Mailjet'],
  ['mailjet.com', 'Mailjet'],
  ['brevo.com', 'Brevo'],
  ['sendinblue.com', 'Brevo'],
  ['constantcontact.com', 'Constant Contact'],
  ['rsys1.com', 'Oracle Responsys'],
  ['rsys2.com', 'Oracle Responsys'],
  ['rsys5.net', 'Oracle Responsys'],
  ['bounces.google.com', 'Google'],
  ['customeriomail.com', 'Customer.io'],
  ['mktomail.com', 'Marketo'],
  ['mailersend.net', 'MailerSend'],
  ['sendpulse.com', 'SendPulse'],
  ['zsmtp.net', 'Zoho'],
  ['zohocampaigns.com', 'Zoho'],
]);

/**
 * The service that handed the message over, for the link checks (issue 22, round 11): a named email
 * service in the Return-Path or the Message-ID, or a bounce address on a subdomain of the sender's
 * own domain (`bounce-…@bounce.e.shop.ca`, `bounces+…@em12.shop.ca`: Salesforce, SendGrid, Braze and
 * Mailgun accounts set up with the brand's own bounce domain). Null otherwise.
 */
export function sendingService(
  returnPath: string | null,
  messageId: string | null,
  fromSite: string | null,
  registrable: (host: string) => string,
): string | null {
  const hostAfterAt = (v: string | null): string | null =>
    /@([^@>\s]+)>?$/.exec(v ?? '')?.[1]?.toLowerCase() ?? null;
  const rpHost = hostAfterAt(returnPath);
  const named = espOf(rpHost) ?? espOf(hostAfterAt(messageId));
  if (named !== null) return named;
  if (rpHost === null || fromSite === null || rpHost === fromSite) return null;
  const local = returnPath?.replace(/^<|>$/g, '').split('@')[0] ?? '';
  return BOUNCE_LOCAL.test(local) && registrable(rpHost) === fromSite ? rpHost : null;
}

/** The email service a host belongs to (the host or one of its parent domains is listed), or null. */
export function espOf(host: string | null): string | null {
  if (host === null) return null;
  let h = host.toLowerCase();
  for (let i = 0; i < 8; i += 1) {
    const name = ESP_DOMAINS.get(h);
    if (name !== undefined) return name;
    const dot = h.indexOf('.');
    if (dot === -1) return null;
    h = h.slice(dot + 1);
  }
  return null;
}

/** Bounce address shapes of lists and services on the sender's own domain (`bounces+…@em12.shop.ca`). */
export const BOUNCE_LOCAL =
  /^(?:bounces?(?:[+\-_.=]|$)|.*-bounces(?:\+|@|$)|bounce-mc\.|pm_bounces|msprvs1=|prvs=|0[0-9a-f]{15})/i;

/** Headers that list software adds (Mailman, Google Groups, groups.io, Discourse, Sympa, LISTSERV). */
const LIST_SOFTWARE_HEADERS = new Set([
  'mailing-list',
  'x-mailman-version',
  'x-google-group-id',
  'x-groupsio-msg-num',
  'x-discourse-post-id',
  'x-discourse-topic-id',
  'x-loop',
  'x-sympa-to',
  'x-listserver',
  'x-list',
  'list-archive',
  'list-help',
  'list-subscribe',
]);

export interface BulkInfo {
  /**
   * `list` (List-Id, `Precedence: list`, list software's headers), `esp` (an email service's
   * bounce or message-id host, a bounce address, List-Unsubscribe or `Precedence: bulk`), or null.
   */
  readonly kind: 'list' | 'esp' | null;
  /** The service's name (`SendGrid`), the list's id, or the bounce domain, for the finding. */
  readonly via: string;
}

export function readBulkInfo(
  headers: readonly HeaderField[],
  list: ListInfo,
  returnPath: string | null,
  messageId: string | null,
): BulkInfo {
  const hostOf = (addr: string | null): string | null => {
    if (addr === null) return null;
    const at = addr.lastIndexOf('@');
    return at === -1
      ? null
      : addr
          .slice(at + 1)
          .replace(/[>\s.]+$/, '')
          .toLowerCase() || null;
  };
  const precedence = headers
    .find((h) => h.key === 'precedence')
    ?.value.trim()
    .toLowerCase();
  if (
    list.listId !== null ||
    precedence === 'list' ||
    headers.some((h) => LIST_SOFTWARE_HEADERS.has(h.key))
  ) {
    const via = list.listId ?? espOf(hostOf(returnPath)) ?? hostOf(returnPath) ?? '';
    return { kind: 'list', via };
  }
  const esp = espOf(hostOf(returnPath)) ?? espOf(hostOf(messageId?.replace(/^<|>$/g, '') ?? null));
  if (esp !== null) return { kind: 'esp', via: esp };
  const local = returnPath === null ? '' : (returnPath.replace(/^<|>$/g, '').split('@')[0] ?? '');
  if (BOUNCE_LOCAL.test(local) || list.isList) return { kind: 'esp', via: hostOf(returnPath) ?? '' };
  return { kind: null, via: '' };
}

/**
 * What ordinary bulk mail does by design: preview text hidden at the top, image layouts, offer and
 * account-notice words, the recipient's name in the subject. Weighed only beside evidence.
 */
const MARKETING_CODES: readonly EmailFindingCode[] = [
  'email-hidden-text',
  'email-image-only',
  'email-lure-prize',
  'email-lure-gift-card',
  'email-lure-urgency',
  'email-lure-account',
  'email-lure-invoice',
  'email-lure-parcel',
  'email-lure-crypto',
  'email-combined-lures',
  'email-recipient-in-subject',
  'email-recipient-in-greeting',
  'email-link-text-tracked',
];

/**
 * Generic link properties that list discussions (developers, hobbyists) produce: addresses,
 * shorteners, app-hosting domains, unusual endings, a link text naming another site in a footer,
 * plain-http links to old project pages; and mathematical letters (formulas in a discussion).
 */
const LIST_LINK_CODES: readonly EmailFindingCode[] = [
  'email-link-ip-host',
  'email-link-suspicious',
  'email-link-free-hosting',
  'email-link-shortener',
  'email-link-suspicious-tld',
  'email-link-brand-mismatch',
  'email-link-text-mismatch',
  'email-link-plain-http',
  'email-styled-letters',
];

/**
 * Lures that list discussions quote (a thread on filtering "the new inheritance scam", a health
 * forum naming a miracle cure): shown without weight in list mail with nothing else of weight.
 */
const LIST_QUOTED_LURES: readonly EmailFindingCode[] = ['email-lure-easy-money', 'email-lure-health'];

/** The codes that may be shown without weight in bulk mail (`kind` decides the link ones). */
export function demotableCodes(kind: 'list' | 'esp'): ReadonlySet<EmailFindingCode> {
  return new Set(
    kind === 'list' ? [...MARKETING_CODES, ...LIST_LINK_CODES, ...LIST_QUOTED_LURES] : MARKETING_CODES,
  );
}
