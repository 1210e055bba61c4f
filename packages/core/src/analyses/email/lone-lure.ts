/**
 * A lure alone (issue 22, round 13): one family of lure words with nothing deceptive beside it is
 * what ordinary mail says every day. A news brief quotes a breach ("reset your password"), a shop
 * tells where the parcel is, a registrar asks students to confirm their address in its portal, a
 * document-sharing service says "sign in to open", an accountant says the refund is assessed. Each of
 * these words weighed 20–30 on its own and reached caution.
 *
 * The rule, written before it was measured (BENCHMARKS.md, "Issue 22, round 13"):
 *
 * - **who**: the From address is on an organisation's own domain (not a free mailbox, not a domain
 *   named for a task such as `streamly-billing` or `it-helpdesk`; a body pasted without its headers
 *   is not judged here);
 * - **what weighs**: exactly one lure, of a family that ordinary notices use: sign-in, account,
 *   personal information, parcel, tax refund, prize, invoice, threat of closure. Nothing else weighs:
 *   no urgency beside it (a deadline or pressure with the lure is the scam's form), no look-alike or
 *   brand display name, no link that contradicts the sender or the brand, no free-mail Reply-To, no
 *   dangerous or odd link, no failed check, no attachment of weight;
 * - **where it leads**: every link on the sender's own registrable domain over https, none odd (a
 *   cheap ending, a platform, a shortener) nor suspicious to the URL checks, no prize or refund claim
 *   through a random token; or no link and no attachment at all, for a parcel, a refund, a prize or
 *   a bill only (a linkless account, sign-in or personal-information request is answered by reply);
 * - **not a request that is a scam by itself**: new bank details for a payment or a pay deposit, a
 *   recovery phrase, gift-card codes, a wire to keep confidential, the mailbox's password, a code to
 *   scan with a phone, a loss counted in hours ("deleted in 48 hours"), a full mailbox; and a tax
 *   refund with a link (a refund is deposited, not claimed: only the linkless note is information). Those lures (and the families that are scams by
 *   themselves: gift cards, a number to call about a charge, an Interac deposit, crypto, easy money,
 *   health spam, cold pitches) keep their weight.
 *
 * Then the lure is shown as information, with no weight.
 */
import { compileList, findAll } from '../../lexical/phrases/matcher.js';
import type { NormalizedMessage } from '../../lexical/phrases/normalize.js';
import { isHostName } from '../../mail-auth/lookup.js';
import type { EmailFindings } from './collect.js';
import { MAILBOX_SIGN_IN, PAY_CHANGE, QR_LURE, VENDOR_BANK_CHANGE } from './modern-lures.js';
import { shareEmailAsked } from './one-sign.js';
import { CARD_CODES, mailboxPasswordAsked } from './scam-request.js';
import { isClickTracking } from './links.js';
import { linksOnOwnSite, type OwnSiteLink } from './notice.js';
import type { EmailFindingCode } from './rules.js';

/** Lure families that ordinary notices and newsletters use on their own. */
export const INFORMATIONAL_LURES: readonly EmailFindingCode[] = [
  'email-lure-credential',
  'email-lure-account',
  'email-lure-personal-info',
  'email-lure-parcel',
  'email-lure-tax-refund',
  'email-lure-prize',
  'email-lure-invoice',
  'email-lure-threat',
];

/** Families that stand alone without a link too (nothing to reply with): a parcel, a refund, a prize, a bill. */
const LINKLESS_LURES: ReadonlySet<EmailFindingCode> = new Set([
  'email-lure-parcel',
  'email-lure-tax-refund',
  'email-lure-prize',
  'email-lure-invoice',
]);

/** Families whose link, when it carries a random token, is a claim to follow (round 4). */
const CLAIMS: ReadonlySet<EmailFindingCode> = new Set(['email-lure-prize', 'email-lure-tax-refund']);

/**
 * A domain named for a task rather than an organisation: a word of billing, sign-in, support or
 * payments joined to another by a hyphen (`streamly-billing`, `it-helpdesk`, `secure-a7k2q`).
 */
const TASK_DOMAIN =
  /(?:^|-)(?:billing|accounts?|secure|security|verify|verification|notices?|notifications?|notify|alerts?|support|services?|portal|updates?|login|signin|payments?|pay|refunds?|claims?|wallets?|helpdesk|desk|helpcenter|centre|center)(?:-|\.)/;

/**
 * Requests that are scams whatever the sender, beside those other lists read already (a supplier's
 * or a payroll bank change, gift-card codes to send, the mailbox's password: round 15 keeps one
 * reading per phrase): new bank details, a recovery phrase, a secret wire, a full mailbox, a loss
 * counted in hours.
 */
const SCAM_REQUEST = compileList({
  en: [
    '(?:updated (?:bank|banking|remittance)|new remittance) (?:details|information|instructions|account)',
    'new (?:bank|banking) (?:instructions|account(?! (?:details|information|info)))',
    '(?:recovery|seed|secret|mnemonic) (?:phrase|words)',
    '\\d{2}-word (?:recovery |seed )?phrase',
    'confidential (?:payment|transfer|wire|transaction)',
    'wire (?:transfer )?details',
    '(?:your |the )?mailbox (?:is full|has (?:reached|exceeded)|storage (?:is )?full|quota)',
    '(?:keep|continue) receiving (?:new )?(?:messages|e-?mails|mail)',
    '(?:incoming|pending|held) (?:messages|e-?mails) (?:are|were|will be|have been) (?:suspended|on hold|held|blocked|paused)',
    '(?:will be|are|is) (?:deleted|closed|suspended|disabled|locked|lost) (?:in|within) \\d{1,2} ?(?:hours|hrs|h)\\b',
  ],
  fr: [
    'notre nouveau compte (?:bancaire)?',
    'phrase (?:de recuperation|secrete|mnemonique)',
    '(?:virement|paiement) confidentiel',
    '(?:votre )?boite (?:aux lettres |de (?:courriel|messagerie) )?(?:est pleine|a atteint|a depasse)',
    '(?:continuer a|pour) recevoir (?:vos|les|de nouveaux) (?:messages|courriels)',
    '(?:sera|seront) (?:supprimee?s?|ferme(?:e|s|es)?|suspendue?s?|bloquee?s?) (?:dans|sous|d.ici) \\d{1,2} ?(?:heures|h)\\b',
  ],
});

/** Shows a lone ordinary lure as information (see the file's comment). */
export function loneLure(
  sender: {
    readonly site: string | null;
    readonly attachments: number;
    /** A link is on a document service that asks the viewer's address itself (analyze.ts reads it once). */
    readonly documentLink: boolean;
  },
  norm: NormalizedMessage,
  links: readonly (OwnSiteLink & { readonly https: boolean })[],
  out: EmailFindings,
): void {
  const ownSite = sender.site;
  if (ownSite === null || !isHostName(ownSite) || TASK_DOMAIN.test(ownSite)) return;
  if (sender.attachments > 0) return;
  const weighed = out.list.filter((f) => f.scoreImpact > 0);
  if (weighed.length !== 1) return;
  const only = weighed[0]?.code;
  if (only === undefined || !INFORMATIONAL_LURES.includes(only)) return;
  if (links.some((l) => !l.https)) return;
  // Round 15 (rule A): a sending service's tracked links (the footer's unsubscribe) beside at least
  // one link on the sender's own site count as the sender's. A link on the sender's own site stays
  // one even when that site is itself a sending platform (a newsletter on its substack.com name).
  const own = links.filter((l) => l.score >= 40 || l.site === ownSite || !isClickTracking(l.host ?? ''));
  if (!linksOnOwnSite(own, ownSite) || (own.length === 0 && links.length > 0)) return;
  if (links.length === 0 && !LINKLESS_LURES.has(only)) return;
  if (CLAIMS.has(only) && links.some((l) => l.token)) return;
  // A refund is deposited, never claimed: a refund notice with a link to follow keeps its weight.
  if (only === 'email-lure-tax-refund' && links.length > 0) return;
  for (const list of [SCAM_REQUEST, QR_LURE, MAILBOX_SIGN_IN, PAY_CHANGE, VENDOR_BANK_CHANGE, CARD_CODES])
    if (findAll(list, norm.folded, 1).length > 0) return;
  if (mailboxPasswordAsked(norm).length > 0) return;
  // Round 15: the email address asked for to see a shared file (one-sign.ts) is a scam's request too,
  // unless a document service that asks it itself carries the share (round 16: DocSend's own notice).
  if (shareEmailAsked(norm).length > 0 && !sender.documentLink) return;
  out.demote(new Set([only]));
}

/**
 * A cheap ending alone (round 19, rule U as measured): a store on its own `.shop` or `.online`
 * domain links to itself. When the ending of the sender's own links is the only thing that weighs
 * (every link on the sender's registrable domain over https, no brand claimed in the name, nothing
 * attached), it is shown without weight. A self-hosted scam says something beside it (a fee, a
 * prize, health claims, an image alone) and keeps it.
 */
export function loneEnding(
  site: string | null,
  claimsBrand: boolean,
  attachments: number,
  links: readonly (OwnSiteLink & { readonly https: boolean })[],
  out: EmailFindings,
): void {
  if (site === null || claimsBrand || attachments > 0 || links.length === 0) return;
  const weighed = out.list.filter((f) => f.scoreImpact > 0);
  if (weighed.length === 0 || weighed.some((f) => f.code !== 'email-link-suspicious-tld')) return;
  if (links.some((l) => l.site !== site || !l.https || l.score >= 40)) return;
  out.demote(new Set<EmailFindingCode>(['email-link-suspicious-tld']));
}
