/**
 * A shop's own store pages on the commerce platform that sent its mail (issue 22, round 11): a
 * Shopify store's order confirmation links `<store>.myshopify.com/…/orders/…` and is handed over by
 * Shopify's servers (Return-Path, Message-ID or DKIM signature at shopify.com). The store host is on
 * a platform where anyone can open a shop, so the link checks read it as free hosting; sent by that
 * very platform, it is the shop's address, not a page a stranger put up. A kit on the same platform
 * mailed from anywhere else keeps its weight.
 */
import type { HeaderField } from './parse.js';
import type { EmailFindings } from './collect.js';
import { hostingKind, type Inspected } from './links.js';
import type { EmailFindingCode } from './rules.js';

/** Store hosts (a suffix) and the registrable domains the platform's own mail is sent from. */
const STORE_PLATFORMS: readonly { readonly store: string; readonly senders: readonly string[] }[] = [
  { store: 'myshopify.com', senders: ['shopify.com', 'shopifyemail.com'] },
  { store: 'square.site', senders: ['squareup.com'] },
];

const FREE_HOSTING: ReadonlySet<EmailFindingCode> = new Set(['email-link-free-hosting']);

/** Registrable domains that handed the message over: Return-Path, Message-ID, DKIM `d=`. */
function handlers(
  returnPath: string | null,
  messageId: string | null,
  headers: readonly HeaderField[],
  registrable: (host: string) => string,
): Set<string> {
  const out = new Set<string>();
  const hostAfterAt = (v: string | null): string | null =>
    /@([^@>\s]+)>?$/.exec(v ?? '')?.[1]?.toLowerCase() ?? null;
  for (const host of [hostAfterAt(returnPath), hostAfterAt(messageId)])
    if (host !== null) out.add(registrable(host));
  for (const h of headers) {
    if (h.key !== 'dkim-signature') continue;
    const d = /(?:^|;)\s*d\s*=\s*([a-z0-9.-]{1,253})/i.exec(h.value.slice(0, 2000))?.[1];
    if (d !== undefined) out.add(registrable(d.toLowerCase()));
  }
  return out;
}

/**
 * Shows `email-link-free-hosting` without weight when every link it stands for is a store page of
 * the platform that sent the message.
 */
export function platformStoreLinks(
  mail: {
    readonly returnPath: string | null;
    readonly messageId: string | null;
    readonly headers: readonly HeaderField[];
  },
  links: readonly Inspected[],
  registrable: (host: string) => string,
  out: EmailFindings,
): void {
  const hostedLinks = links.filter((i) => hostingKind(i) !== null).map((i) => i.link.host);
  if (
    hostedLinks.length === 0 ||
    !out.list.some((f) => f.code === 'email-link-free-hosting' && f.scoreImpact > 0)
  )
    return;
  const sent = handlers(mail.returnPath, mail.messageId, mail.headers, registrable);
  const ofSender = (host: string | null): boolean =>
    host !== null &&
    STORE_PLATFORMS.some(
      (p) => host.toLowerCase().endsWith(`.${p.store}`) && p.senders.some((s) => sent.has(s)),
    );
  if (hostedLinks.every(ofSender)) out.demote(FREE_HOSTING);
}
