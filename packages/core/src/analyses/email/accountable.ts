/**
 * Mail a sender answers for (issue 22, round 7). A small business no brand table knows (a dentist,
 * a garage, a landlord, a hotel) writes to its clients about bills, overdue amounts, service cuts and
 * appointments; its words look like a lure ("invoice attached", "your service will be suspended",
 * "l'eau sera coupée"), and its receipt may come as an HTML or PDF file. What sets it apart from the
 * scam that borrows those words is that it answers for them: the receiver saw a DMARC pass for its
 * own domain (no check failed), every link stays on that domain (or there is none), and nothing
 * speaks for someone else (no brand name on another domain, no look-alike, no free mailbox, no
 * password or sign-in ask, no phone number to call, no new bank details, no account or Interac
 * words beside a link). Then at most two of a bill's or a notice's words weigh nothing.
 *
 * The same holds for an internal memo with nothing to click or open (an IT manager's "log off by 6
 * pm or your account will be locked out" to a colleague of the same domain): no link, no file, no
 * ask beyond account, threat and urgency words.
 *
 * A compromised mailbox of a real business passes DMARC too: an HTML file the body asks the reader
 * to open or view ("open the attached remittance to view the payment") keeps its weight, as does any
 * sign-in or password ask (`email-lure-credential`, not among the codes below).
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import type { EmailFindings } from './collect.js';
import type { ReceiverAuth } from './headers.js';
import { PAYMENT_REDIRECT, linksOnOwnSite, weighsOnly, type OwnSiteLink } from './notice.js';
import type { EmailFindingCode } from './rules.js';

/** A bill's, a reminder's or a service notice's words, and a receipt's HTML file. */
const BILL_NOTICE_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-invoice',
  'email-lure-threat',
  'email-lure-account',
  'email-lure-urgency',
  'email-lure-interac',
  'email-attachment-html',
  'email-image-only',
]);

/**
 * The same codes and the URL checks' suspicion of the sender's own domain name (a hyphen, a word
 * such as "mobile" or "billing"): a domain that the receiver vouched for, that every link of the
 * notice stays on and that claims no brand has answered for its name.
 */
const VOUCHED_NOTICE_CODES: ReadonlySet<EmailFindingCode> = new Set([
  ...BILL_NOTICE_CODES,
  'email-sender-suspicious-domain',
]);

/** Lures calm only in a notice with no link: with one, they are what phishing asks. */
const LINKLESS_ONLY: ReadonlySet<EmailFindingCode> = new Set(['email-lure-account', 'email-lure-interac']);

/** Distinct lures (urgency aside) an accountable bill or notice may carry without weight. */
const MAX_NOTICE_LURES = 2;

/** An internal memo's words: account, threat, urgency. */
const MEMO_CODES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-account',
  'email-lure-threat',
  'email-lure-urgency',
]);

/** The body asks the reader to open or view an attached file (what HTML-attachment phishing says). */
const OPEN_ATTACHMENT = compileList({
  en: [
    '(?:open|view|access|download|review|click) (?:the |this )?(?:attached|attachment|enclosed)',
    '(?:open|view|access|read|download) (?:the |your )?(?:secure |encrypted |shared )?(?:document|file|fax|voicemail|remittance|message) (?:attached|below|in (?:your|the) browser)',
    'opens? in your browser',
    'to (?:view|access|open|read|download) (?:the|your) (?:secure |encrypted |shared )?(?:document|file|fax|voicemail|remittance|payment|invoice)',
  ],
  fr: [
    '(?:ouvr(?:ez|ir)|consult(?:ez|er)|telecharg(?:ez|er)) (?:la |le )?(?:piece jointe|fichier joint|document joint)',
    'pour (?:consulter|acceder a|ouvrir|voir|lire|telecharger) (?:le|la|votre) (?:document|fichier|telecopie|message vocal)',
    's.ouvre dans votre navigateur',
  ],
});

/**
 * The receiver vouches for the From domain: its DMARC pass, or (receivers that report no DMARC
 * result) a passing DKIM signature of the From domain itself; and no SPF, DMARC or composite
 * failure. A DKIM failure beside a DMARC pass is another signature (a service's own, or one a footer
 * broke): the pass itself needs an aligned signature or envelope.
 */
export function senderVouched(
  auth: ReceiverAuth,
  fromSite: string | null,
  siteOf: (domain: string) => string,
): boolean {
  if ([auth.spf, auth.dmarc, auth.compauth].some((v) => v === 'fail' || v === 'softfail')) return false;
  if (auth.dmarc === 'pass') return true;
  return (
    auth.dmarc === null &&
    auth.dkim === 'pass' &&
    auth.dkimDomain !== null &&
    fromSite !== null &&
    siteOf(auth.dkimDomain.toLowerCase()) === fromSite
  );
}

/** Distinct lure codes (urgency aside) that weigh. */
function lureKinds(out: EmailFindings): number {
  return out.list.filter(
    (f) => f.scoreImpact > 0 && f.code.startsWith('email-lure-') && f.code !== 'email-lure-urgency',
  ).length;
}

/**
 * A bill, reminder or notice of an authenticated sender (see the file's comment): its words and its
 * receipt's HTML file are shown without weight.
 */
export function accountableNotice(
  norm: NormalizedMessage,
  authenticated: boolean,
  fromSite: string | null,
  links: readonly OwnSiteLink[],
  out: EmailFindings,
): void {
  if (!authenticated || fromSite === null) return;
  if (!weighsOnly(out, VOUCHED_NOTICE_CODES) || lureKinds(out) > MAX_NOTICE_LURES) return;
  // The URL checks judge the sender's own name again on each of its links ("northwave-mobile" read
  // as a misspelt "T-Mobile"): once the sender's name is the finding, its own links' score is that
  // same judgement, and only a link elsewhere or on odd hosting stands apart.
  const nameJudged = out.list.some((f) => f.code === 'email-sender-suspicious-domain' && f.scoreImpact > 0);
  const ownLinks = nameJudged ? links.map((l) => (l.site === fromSite ? { ...l, score: 0 } : l)) : links;
  if (!linksOnOwnSite(ownLinks, fromSite)) return;
  // Account or Interac words beside a link ("update your payment details here", "deposit your
  // e-Transfer") are what phishing from a fresh domain of its own says: the service's own account
  // notice is ownAccountNotice's (advisory.ts).
  if (links.length > 0 && out.list.some((f) => LINKLESS_ONLY.has(f.code) && f.scoreImpact > 0)) return;
  if (out.has('email-attachment-html') && findAll(OPEN_ATTACHMENT, norm.folded, 1).length > 0) return;
  if (findAll(PAYMENT_REDIRECT, norm.folded, 1).length > 0) return;
  out.demote(VOUCHED_NOTICE_CODES);
}

/**
 * Round 19 (rule Y): a memo to the organisation's own staff whose links all stay on its own domain
 * over https. Every recipient is on the sender's registrable domain, nothing is attached, and each
 * link is on that domain, plain to the URL checks: a forged internal From cannot link to a page on
 * the company's own site, so a payroll portal's "check your direct deposit" there is the employer's.
 */
export function memoLinksAtHome(
  fromSite: string | null,
  recipientSites: readonly string[],
  links: readonly (OwnSiteLink & { readonly https: boolean })[],
  scripts: boolean,
  attachments: number,
): boolean {
  if (fromSite === null || attachments > 0 || scripts || links.length === 0) return false;
  if (recipientSites.length === 0 || recipientSites.some((s) => s !== fromSite)) return false;
  return links.every((l) => l.https) && linksOnOwnSite(links, fromSite);
}

/**
 * A memo between two addresses of the same organisation with nothing to click or open (or, round 19,
 * only its own links: `memoLinksAtHome`): its account, threat and urgency words weigh nothing when
 * nothing else does.
 */
export function internalMemo(
  norm: NormalizedMessage,
  fromSite: string | null,
  recipientSites: readonly string[],
  nothingToOpen: boolean,
  out: EmailFindings,
): void {
  if (fromSite === null || !nothingToOpen || !recipientSites.includes(fromSite)) return;
  if (!weighsOnly(out, MEMO_CODES)) return;
  if (findAll(PAYMENT_REDIRECT, norm.folded, 1).length > 0) return;
  out.demote(MEMO_CODES);
}
