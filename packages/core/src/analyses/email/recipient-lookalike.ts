/**
 * A sender's domain made to look like the recipient's own organisation (issue 22, round 8): the
 * business-email-compromise pattern, where "the CEO" writes to finance from `acmet0ols.dev` to
 * `acmetools.dev`. No brand table knows a small company's domain, but the recipient's address
 * names it. Compared on the name left of the public suffix, after the URL checks' ASCII swaps
 * (`asciiSkeleton`: 0/o, 1/l, rn/m, vv/w…): equal once folded, or one edit apart (two for names
 * of nine letters or more). Round 16: or the recipient's whole domain written as the leading labels
 * of the sender's host on another registrable domain (`acme.ca.payroll-update.net`).
 *
 * Left alone: free mailboxes on either side, the same name under another ending (`acme.ca` and
 * `acme.com`: companies hold both), names that differ only by hyphens (`linux-foundation.org` and
 * `linuxfoundation.org`: one organisation's two spellings), names under five letters, and list mail
 * (a list posts everyone's mail to its own address).
 */
import { asciiSkeleton, editDistance } from '../../lexical/text.js';
import type { EmailFindings } from './collect.js';
import type { ListInfo } from './headers.js';
import type { ParsedEmail } from './parse.js';
import { isFreeMail, registrable } from './sender.js';

/** Shortest name (left of the public suffix) compared: short names collide by chance. */
const MIN_NAME = 5;

/** The registrable domain's name, left of its public suffix (`acmetools` of `acmetools.dev`). */
function nameOf(site: string): { name: string; suffix: string } {
  const dot = site.indexOf('.');
  return dot === -1 ? { name: site, suffix: '' } : { name: site.slice(0, dot), suffix: site.slice(dot + 1) };
}

/** `a` is made to look like `b`: not the same name, not a hyphen variant, close once folded. */
export function looksLike(a: string, b: string): boolean {
  if (a === b || a.length < MIN_NAME || b.length < MIN_NAME || a.length > 63 || b.length > 63) return false;
  if (a.replace(/-/g, '') === b.replace(/-/g, '')) return false;
  // The URL checks' own ASCII swaps (`rn`→`m`, `0`→`o`, `1`/`i`→`l`…), on both names.
  const fa = asciiSkeleton(a.replace(/-/g, ''));
  const fb = asciiSkeleton(b.replace(/-/g, ''));
  if (fa === fb) return true;
  const max = Math.min(a.length, b.length) >= 9 ? 2 : 1;
  return editDistance(a, b, max) <= max;
}

/** Adds `email-sender-lookalike-recipient` when the From domain imitates a recipient's domain. */
export function recipientLookalike(email: ParsedEmail, list: ListInfo, out: EmailFindings): void {
  if (list.isList || email.fromAddress === null) return;
  const fromHost = email.fromAddress.slice(email.fromAddress.lastIndexOf('@') + 1).toLowerCase();
  if (fromHost === '' || isFreeMail(fromHost)) return;
  const fromSite = registrable(fromHost);
  const from = nameOf(fromSite);
  for (const address of email.to.slice(0, 20)) {
    const host = address.slice(address.lastIndexOf('@') + 1);
    if (host === '' || isFreeMail(host)) continue;
    const site = registrable(host);
    if (site === fromSite) return; // the organisation also writes to itself: not an imitation
    // "payroll@acme.ca.payroll-update.net" to staff of acme.ca (round 16): the recipient's whole
    // domain as the leading labels of a host on someone else's registrable domain.
    if (fromHost.startsWith(`${site}.`)) {
      out.add('email-sender-lookalike-recipient', { domain: fromSite, recipientDomain: site });
      return;
    }
    const to = nameOf(site);
    if (from.name === to.name) continue;
    if (looksLike(from.name, to.name)) {
      out.add('email-sender-lookalike-recipient', { domain: fromSite, recipientDomain: site });
      return;
    }
  }
}
