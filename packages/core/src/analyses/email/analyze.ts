/**
 * `analyzeEmail`: reads a pasted email the way an expert would and says whether it is phishing.
 *
 * Facts first (parse.ts, headers.ts, html.ts), then signals (sender.ts, links.ts, content.ts), each
 * a finding of `rules.ts`; the verdict is the sum (`scoring.ts`). Pure for everything it reads from
 * the paste. Online, through the context's ports only: the sending server's address is looked up in
 * DNS blocklists (online.ts), the DKIM signatures of an intact message are verified with mailauth
 * (dkim.ts), the From domain's DMARC policy and existence are read from DNS (dmarc-policy.ts), and
 * the links' hosts (at most six) have their redirects followed and their domain age looked up
 * (link-network.ts). Every part that did not run is listed in `skipped` with the reason: never
 * reported as passed.
 *
 * The body and the headers are never stored, logged or returned: findings quote short excerpts
 * (≤ 80 characters), links and addresses are listed (≤ 200 characters each).
 *
 * @see ../../../docs/email.md
 */
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { InputError } from '../../errors.js';
import type { DomainAgeLookup } from '../../domain-age/index.js';
import { sortFindings } from '../../findings.js';
import { NETWORK_UNREACHABLE, verdictKey, type NetworkErrorKey, type SkipReasonKey } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { findBrandMentions } from '../../lexical/phrases/brand-mentions.js';
import { excerptOf } from '../../lexical/phrases/normalize.js';
import { brandNotice } from './brand-notice.js';
import { officialBrand } from '../../lexical/brand-match.js';
import { scoreFindings } from '../../scoring.js';
import { ownAccountNotice, softwareAdvisory } from './advisory.js';
import { alignedPass, brandSecondDomain, brandSendingDomain } from './brand-domain.js';
import { demotableCodes, espOf, readBulkInfo, sendingService } from './bulk.js';
import { EmailFindings } from './collect.js';
import { invoiceHelpLine } from './help-line.js';
import { relayedCallback } from './platform-callback.js';
import { pastedOffer } from './pasted-offer.js';
import { loneEnding, loneLure } from './lone-lure.js';
import { payDiversion, shareCall, tollDemand, vendorChange } from './modern-lures.js';
import { unaccountablePitch } from './pitch.js';
import { isDocumentShareService } from './one-sign.js';
import { scamRequest } from './scam-request.js';
import { platformStoreLinks } from './platform-store.js';
import { addressConfirmation } from './confirm-address.js';
import { nameElsewhere } from './name-elsewhere.js';
import { recipientLookalike } from './recipient-lookalike.js';
import { accountableNotice, internalMemo, memoLinksAtHome, senderVouched } from './accountable.js';
import { attachmentSignals, lureSignals, trickSignals } from './content.js';
import { sextortionClaim } from './extortion.js';
import { firstExternalIp, readListInfo, readReceiverAuth, type ReceiverAuth } from './headers.js';
import { scanHtml, textLinks, type HtmlScan } from './html.js';
import type { EmailOnlinePart } from './keys.js';
import { skippedParts } from './skipped.js';
import { hasToken, hostingKind, linkSignals, type Inspected } from './links.js';
import {
  billWithoutLinks,
  imageLayoutOfOwnSite,
  neverAsksNotice,
  NOT_EVIDENCE,
  offerOfOwnSite,
  onBehalfAddress,
  ordinaryForm,
  ownSiteOnBuilder,
  plainTextReport,
  platformLinksOfOwnSite,
  reassuringNotice,
} from './notice.js';
import { verifyDkim, type DkimCheck } from './dkim.js';
import { checkSenderIp } from './online.js';
import {
  checkFromDomainDmarc,
  dmarcAnswered,
  dmarcPolicySignals,
  type EmailDmarcPolicy,
} from './dmarc-policy.js';
import { checkLinkNetwork, type LinkNetworkCheck } from './link-network.js';
import { isHostName } from '../../mail-auth/lookup.js';
import { blankIdentifiers, parseEmail, patchProse, sentAt, subjectWords, type ParsedEmail } from './parse.js';
import { ASKING_LURES, COMBINED_LURES_MIN, LURE_CODES } from './rules.js';
import {
  authenticationSignals,
  isFreeMail,
  recipientInGreeting,
  registrable,
  senderIsRecipient,
  senderSignals,
} from './sender.js';
import type { EmailAnalysisInput, EmailAnalysisResult, EmailLink } from './types.js';

/** Longest `emailBody` accepted, in UTF-16 code units (spec §8). */
export const MAX_EMAIL_BODY_LENGTH = 20_000;
/** Longest `rawHeaders` accepted (spec §8). */
export const MAX_RAW_HEADERS_LENGTH = 20_000;
/** Characters of text read for lures (subject + visible text). */
const MAX_LURE_TEXT = 20_000;

function validate(input: unknown): { emailBody: string; rawHeaders: string | null } {
  const obj = (typeof input === 'object' && input !== null ? input : {}) as Partial<EmailAnalysisInput>;
  const { emailBody, rawHeaders } = obj;
  if (typeof emailBody !== 'string' || emailBody.trim() === '')
    throw new InputError('input.email-body-required');
  if (emailBody.length > MAX_EMAIL_BODY_LENGTH)
    throw new InputError('input.email-body-too-long', { max: MAX_EMAIL_BODY_LENGTH });
  if (rawHeaders !== undefined && rawHeaders !== null && typeof rawHeaders !== 'string')
    throw new InputError('input.raw-headers-invalid');
  if (typeof rawHeaders === 'string' && rawHeaders.length > MAX_RAW_HEADERS_LENGTH)
    throw new InputError('input.raw-headers-too-long', { max: MAX_RAW_HEADERS_LENGTH });
  return { emailBody, rawHeaders: rawHeaders ?? null };
}

/** Quoted text of an earlier message: "> …" lines, "On … wrote:", "Le … a écrit :", Gmail/Apple quotes. */
const QUOTED =
  /(?:^|\n)\s*>|\bon\s.{4,120}\swrote:|\ble\s.{4,120}\sa\s[ée]crit\s?:|-{3,}\s*(?:original message|message d'origine)|\bfrom:\s.{3,120}\n\s*sent:|\bde\s?:\s.{3,120}\n\s*envoy[ée]\s?:/i;
const QUOTED_HTML = /class="?(?:gmail_quote|moz-cite-prefix|yahoo_quoted)|<blockquote[^>]{0,80}type="?cite/i;

/** A reply in a thread: In-Reply-To or References, a "Re:" subject and the earlier message quoted. */
function isThreadReply(email: ParsedEmail): boolean {
  if (email.inReplyTo === null && email.references === null) return false;
  if (!/^\s*(?:re|r[ée]p|aw|sv|tr)\s?:/i.test(email.subject ?? '')) return false;
  return QUOTED.test(email.text.slice(0, MAX_LURE_TEXT)) || QUOTED_HTML.test(email.html ?? '');
}

/**
 * An address link (`http://10.0.4.12:8080/`) in a reply that quotes the thread it answers, from a
 * sender that claims no brand and fails no check: people point each other at test boxes, routers
 * and old servers by address. Shown, not weighed, unless a sign of weight stands beside it.
 */
function addressLinksInThread(
  email: ParsedEmail,
  auth: ReceiverAuth,
  claimsBrand: boolean,
  out: EmailFindings,
): void {
  if (!out.has('email-link-ip-host') || claimsBrand) return;
  if ([auth.dmarc, auth.compauth, auth.spf].some((v) => v === 'fail')) return;
  if (out.list.some((f) => f.scoreImpact >= 20 && f.code !== 'email-link-ip-host')) return;
  if (!isThreadReply(email)) return;
  out.demote(new Set(['email-link-ip-host']));
}

function legitimacySignals(
  email: ParsedEmail,
  auth: ReceiverAuth,
  facts: { fromSite: string | null; officialSender: string | null; listDomain: string | null },
  out: EmailFindings,
): void {
  // Never beside a Critical finding, and never on their own against a failed DMARC.
  if (out.hasCritical() || auth.dmarc === 'fail' || auth.compauth === 'fail') return;
  if (isThreadReply(email)) out.add('email-thread-reply', { subject: email.subject ?? '' });
  if (
    facts.listDomain !== null &&
    facts.fromSite !== null &&
    registrable(facts.listDomain) === facts.fromSite &&
    !out.has('email-sender-brand-display-name') &&
    !out.has('email-sender-lookalike-domain') &&
    !out.has('email-sender-decorated-name')
  )
    out.add('email-mailing-list', { listId: facts.listDomain });
  // A free mailbox's provider (gmail.com, outlook.com) is a brand, but it answers for the mailbox,
  // not for what anyone writes from it: DMARC passes there for every account holder.
  if (
    facts.officialSender !== null &&
    auth.dmarc === 'pass' &&
    // The platform's pass answers for its servers, not for the stranger's number in its notice.
    !out.has('email-relayed-callback') &&
    (facts.fromSite === null || !isFreeMail(facts.fromSite))
  )
    out.add('email-sender-official', { brand: facts.officialSender, domain: facts.fromSite ?? '' });
}

/** Options of `analyzeEmail`. */
export interface EmailAnalyzeOptions extends AnalyzeOptions {
  /** The links' domain-age lookup (default: `lookupDomainAge` of src/domain-age); tests inject a fake. */
  readonly lookupDomainAge?: DomainAgeLookup;
}

/** What the paste itself says (everything but the online parts and the legitimacy cues). */
interface EmailFacts {
  readonly auth: ReceiverAuth;
  readonly list: ReturnType<typeof readListInfo>;
  readonly senderIp: string | null;
  readonly sender: ReturnType<typeof senderSignals>;
  readonly fromSite: string | null;
  readonly inspected: readonly Inspected[];
  readonly linkCount: number;
  readonly attachments: EmailAnalysisResult['attachments'];
  readonly language: EmailAnalysisResult['language'];
}

/**
 * Analyses a pasted email (body only, headers and body, or a whole raw message).
 *
 * @param input `{ emailBody, rawHeaders }`: the body (1 to 20,000 characters) and, optionally, the
 *   headers (≤ 20,000 characters); a raw message may be pasted whole in `emailBody`.
 * @param ctx The context: online, its DNS port asks the blocklists about the sending server, the
 *   DKIM keys and the From domain's DMARC policy, and its HTTP port follows the links (at most six
 *   hosts); offline, every network part is reported as skipped.
 * @param options `signal` aborts the network steps (combined with the context's deadline);
 *   `lookupDomainAge` replaces the links' RDAP lookup (tests).
 * @returns The verdict, findings, sender, authentication, links, attachments and skipped parts.
 * @throws {InputError} `input.email-body-required`, `input.email-body-too-long` (`{ max }`),
 *   `input.raw-headers-invalid`, `input.raw-headers-too-long` (`{ max }`).
 * @example
 * ```ts
 * const r = await analyzeEmail({
 *   emailBody: 'From: Postes Canada <avis@colis-livraison.top>\nSubject: Colis en attente\n\nPayez 1,99 $ : http://colis-livraison.top/p',
 *   rawHeaders: null,
 * });
 * r.verdictKey; // 'verdict.dangerous'
 * ```
 * @see ../../../docs/email.md
 */
export async function analyzeEmail(
  input: EmailAnalysisInput,
  ctx?: AnalysisContext,
  options?: EmailAnalyzeOptions,
): Promise<EmailAnalysisResult> {
  const { emailBody, rawHeaders } = validate(input);
  const email = await parseEmail(emailBody, rawHeaders);
  const context = contextOf(ctx);
  const out = new EmailFindings();
  const facts = readEmail(email, out);
  const { senderIp, auth } = facts;
  const fromDomain = facts.sender.fromDomain;
  const webLinks = facts.inspected.filter((i) => i.inspection !== null && i.link.host !== null).length;
  // The online parts: true = answered, false = tried and failed (absent = not tried).
  const ran = new Map<EmailOnlinePart, boolean>();
  let dkim: DkimCheck | null = null;
  let dmarc: EmailDmarcPolicy | null = null;
  let linkCheck: LinkNetworkCheck | null = null;
  // Why an online part that applies did not run: offline, or the service cut off from the internet
  // (the resolver health check failed: nothing the network says can be trusted).
  let network: SkipReasonKey | NetworkErrorKey = context.offline
    ? 'skip.offline-mode'
    : 'skip.not-applicable';
  const signal = context.offline ? null : deadlineSignal(context, options);
  if (signal !== null && !(await networkReachable(context, signal))) network = NETWORK_UNREACHABLE;
  else if (signal !== null) {
    const [ipCheck, dkimCheck, dmarcCheck, links] = await Promise.all([
      senderIp === null ? null : checkSenderIp(senderIp, context, signal),
      email.raw === null ? null : verifyDkim(email.raw, context, signal),
      fromDomain === null || !isHostName(fromDomain)
        ? null
        : checkFromDomainDmarc(fromDomain, context, signal),
      webLinks === 0
        ? null
        : checkLinkNetwork(
            facts.inspected,
            context,
            signal,
            { fromSite: facts.fromSite },
            out,
            options?.lookupDomainAge,
          ),
    ]);
    if (ipCheck !== null) {
      ran.set('sender-ip-blocklists', ipCheck.answered > 0);
      if (ipCheck.listedOn.length > 0)
        out.add(ipCheck.policyOnly ? 'email-sender-ip-policy-listed' : 'email-sender-ip-listed', {
          ip: senderIp ?? '',
          lists: ipCheck.listedOn,
        });
    }
    if (dkimCheck !== null) {
      ran.set('dkim-verification', dkimCheck.result !== 'temperror');
      if (dkimCheck.result !== 'temperror') dkim = dkimCheck;
      if (dkimCheck.result === 'pass') out.add('email-dkim-verified', { domain: dkimCheck.domain ?? '' });
      // mailauth says `neutral` when the body hash does not match ("body hash did not verify").
      else if (
        dkimCheck.result === 'fail' ||
        dkimCheck.result === 'neutral' ||
        dkimCheck.result === 'permerror'
      )
        out.add('email-dkim-invalid', { domain: dkimCheck.domain ?? '' });
    }
    if (dmarcCheck !== null) {
      dmarc = dmarcCheck;
      ran.set('dmarc-policy', dmarcAnswered(dmarcCheck));
      dmarcPolicySignals(dmarcCheck, auth, out);
    }
    if (links !== null) {
      linkCheck = links;
      ran.set('link-network-checks', !links.anyFailed);
    }
  }

  legitimacySignals(
    email,
    auth,
    {
      fromSite: facts.fromSite,
      officialSender: facts.sender.officialSender?.name ?? null,
      listDomain: facts.list.listId,
    },
    out,
  );
  const findings = sortFindings(out.list);
  const { confidenceScore, verdict } = scoreFindings(findings);
  const skipped = skippedParts(
    email,
    network,
    { senderIp, fromDomain, webLinks, linkLimited: linkCheck?.anyOverLimit ?? false },
    ran,
  );
  // A part that could have raised the verdict did not run (offline, cut off, a lookup failed).
  const couldRaise = skipped.some(
    (s) =>
      (s.reasonKey.startsWith('skip.') && s.reasonKey !== 'skip.not-applicable') ||
      s.reasonKey === NETWORK_UNREACHABLE ||
      s.reasonKey === 'email.skip.lookup-failed',
  );
  // Links over the limit make the result partial, not inconclusive: the most suspicious hosts were checked.
  const partial = couldRaise || skipped.some((s) => s.reasonKey === 'email.skip.link-limit');
  const isInconclusive = verdict !== 'dangerous' && couldRaise;
  const hasAuth = [auth.spf, auth.dkim, auth.dmarc, auth.compauth, auth.arc].some((v) => v !== null);
  const links: EmailLink[] = linkCheck?.links ?? facts.inspected.map((i) => i.link);
  return {
    outcome: partial ? 'partial' : 'complete',
    inputShape: email.shape,
    confidenceScore,
    verdictKey: verdictKey(verdict),
    summaryKey:
      isInconclusive && verdict === 'likely-safe' ? 'email.summary.inconclusive' : `email.summary.${verdict}`,
    recommendedActionKey: isInconclusive ? 'email.action.inconclusive' : `email.action.${verdict}`,
    isInconclusive,
    findings,
    sender: {
      fromAddress: email.fromAddress,
      fromDisplayName: email.fromName === null ? null : email.fromName.slice(0, 200),
      fromDomain,
      replyTo: email.replyTo,
      returnPath: email.returnPath,
    },
    authentication: {
      spf: auth.spf,
      dkim: dkim === null ? auth.dkim : dkim.result,
      dmarc: auth.dmarc,
      compauth: auth.compauth,
      arc: auth.arc,
      authservId: auth.authservId,
      source: dkim !== null ? 'verified' : hasAuth ? 'headers' : null,
    },
    fromDomainDmarc: dmarc,
    links,
    linkCount: facts.linkCount,
    attachments: facts.attachments,
    senderIp,
    language: facts.language,
    characterCount: emailBody.length,
    skipped,
  };
}

const TRICK_HIDING: ReadonlySet<string> = new Set(['same-colour', 'transparent']);

/**
 * A DKIM failure the receiver reported, with no other sign of weight (20 or more) beside it: pasted,
 * forwarded and archived copies break signatures (a changed footer, a rewritten address), so alone
 * it is shown, not weighed. Beside a deceptive sign it keeps its weight.
 */
function dkimFailureAlone(out: EmailFindings): void {
  if (!out.has('email-auth-dkim-fail')) return;
  if (out.list.some((f) => f.code !== 'email-auth-dkim-fail' && f.scoreImpact >= 20)) return;
  out.demote(new Set(['email-auth-dkim-fail']));
}

/**
 * Bulk and list mail (bulk.ts): said as information; with no evidence beside them, the ordinary
 * properties of such mail (preview text, image layout, offer words, list links) weigh nothing.
 */
function bulkSignals(
  email: ParsedEmail,
  list: ReturnType<typeof readListInfo>,
  linkless: boolean,
  out: EmailFindings,
): void {
  const bulk = readBulkInfo(email.headers, list, email.returnPath, email.messageId);
  if (bulk.kind === null) return;
  out.add('email-bulk-mail', { kind: bulk.kind, via: bulk.via });
  // A free mailbox (aol.com, gmail.com…) in the From line of mail handed over by a named email
  // service: the services rewrite such addresses (Mailchimp) or refuse them, since the mailbox's
  // provider does not authorise them; spam relayed through a service account keeps it.
  const fromHost = email.fromAddress?.slice(email.fromAddress.lastIndexOf('@') + 1).toLowerCase() ?? '';
  const hostAfterAt = (v: string | null): string | null => /@([^@>\s]+)>?$/.exec(v ?? '')?.[1] ?? null;
  const service = espOf(hostAfterAt(email.returnPath)) ?? espOf(hostAfterAt(email.messageId));
  if (bulk.kind === 'esp' && service !== null && fromHost !== '' && isFreeMail(fromHost))
    out.add('email-sender-freemail-bulk', { domain: fromHost, via: service });
  const demotable = new Set(demotableCodes(bulk.kind));
  // A list post with no link and no attachment is a discussion: a user describing a locked
  // account, a PIN, a password prompt gives nothing to click or open; its words weigh nothing alone.
  // So is a reply in a list thread (an "input pin" of a board, a quoted scam): spam sent to a list
  // starts threads, it does not answer them.
  const reply = email.inReplyTo !== null || /^\s*(?:re|aw|sv|r[eé]f?)\s*:/i.test(email.subject ?? '');
  if (bulk.kind === 'list' && (linkless || reply)) for (const code of LURE_CODES) demotable.add(code);
  // Text coloured like its background, or transparent, is a trick, not a preview line or a
  // responsive layout's other version (display:none): it stays evidence.
  const hidden = out.list.find((f) => f.code === 'email-hidden-text');
  if (hidden !== undefined && TRICK_HIDING.has(String(hidden.parameters?.how ?? '')))
    demotable.delete('email-hidden-text');
  const evidence = out.list.some(
    (f) => f.scoreImpact > 0 && !demotable.has(f.code) && !NOT_EVIDENCE.has(f.code),
  );
  if (!evidence) out.demote(demotable);
}

/** Reads the paste: every finding that needs neither the network nor the full list of findings. */
function readEmail(email: ParsedEmail, out: EmailFindings): EmailFacts {
  if (email.headersUnreadable) out.add('email-headers-unreadable');

  const auth = readReceiverAuth(email.headers);
  const list = readListInfo(email.headers, email.fromName);
  const senderIp = firstExternalIp(email.headers);
  if (email.headers.length > 0) authenticationSignals(auth, list, out);
  const sender = senderSignals(email, { auth, list }, out);
  recipientLookalike(email, list, out);
  const fromSite = sender.fromDomain === null ? null : registrable(sender.fromDomain);
  // A listed brand's official domain or claimed name has findings of its own; an email service's
  // domain sends for many shops under their names.
  nameElsewhere(
    email.fromName,
    sender.fromDomain,
    sender.officialSender !== null || sender.claimedBrand !== null || espOf(sender.fromDomain) !== null,
    out,
  );

  const html: HtmlScan | null = email.html === null ? null : scanHtml(email.html);
  const visible = html === null ? email.text : html.visibleText || email.text;
  const rawLinks = html === null ? textLinks(email.text) : { links: html.links, count: html.linkCount };
  const inlineImages = email.attachments.filter((a) => a.inline && a.contentType.startsWith('image/')).length;
  recipientInGreeting(email, visible, out);
  trickSignals(`${email.fromName ?? ''} ${email.subject ?? ''} ${visible}`, html, inlineImages, out);

  // Rule K (round 17): code identifiers are blanked, as a patch's code is left out.
  const prose = blankIdentifiers(html === null ? patchProse(visible) : visible);
  const lureText = `${subjectWords(email.subject)}\n${prose}`.slice(0, MAX_LURE_TEXT);
  const { language, norm } = lureSignals(lureText, rawLinks.links.length > 0, out);
  // Rule S1 (round 22): sextortion in any words, outside list mail; no calm rule takes its weight.
  const claim = list.isList ? undefined : sextortionClaim(norm)[0];
  if (claim !== undefined) {
    out.add('email-lure-sextortion', { phrase: excerptOf(lureText, norm, claim.start, claim.end) });
    out.keep('email-lure-sextortion');
  }
  // A toll or a fine with a fee to avoid (rule C, read once): the bill is the scam's, whatever calm
  // rule runs later, unless a listed brand's own domain (a toll operator's) sends it.
  const toll = sender.officialSender === null && out.has('email-lure-invoice') ? tollDemand(norm) : [];
  if (toll.length > 0) out.keep('email-lure-invoice');
  const lureCount = out.count(LURE_CODES);
  if (lureCount >= COMBINED_LURES_MIN) out.add('email-combined-lures', { count: lureCount });
  senderIsRecipient(email, list, lureCount, out);

  // The brand the message speaks for: the sender's display name, else the subject and body.
  let brand = sender.claimedBrand;
  let brandFromBody = false;
  // The share call is read only where it could count (a brand named in the body, a share page).
  let share: boolean | undefined;
  const readShare = (): boolean => (share ??= shareCall(norm));
  if (brand === null && sender.officialSender === null) {
    const named = findBrandMentions(norm, 3).find((m) => !m.isCommonWord);
    if (named !== undefined) {
      brand = named.brand;
      brandFromBody = true;
    }
  }
  // Round 18 (rule Q): a brand's order or account notice from a personal mailbox (brand-notice.ts).
  if (
    fromSite !== null &&
    isFreeMail(fromSite) &&
    !list.isList &&
    !out.has('email-sender-freemail-organisation')
  ) {
    const noticeOf = brandNotice(norm, fromSite);
    if (noticeOf !== null)
      out.add('email-sender-freemail-organisation', {
        displayName: noticeOf.name,
        domain: sender.fromDomain ?? '',
      });
  }
  const inspected = linkSignals(
    rawLinks.links,
    {
      fromSite,
      fromDomain: sender.fromDomain,
      service: sendingService(email.returnPath, email.messageId, fromSite, registrable),
      brand,
      brandFromBody,
      unverifiedOfficial: list.isList || sender.officialVouched ? null : (sender.officialSender ?? null),
      asks: out.count(ASKING_LURES) > 0,
      lureCount,
      bodyBrandLures: lureCount - (out.has('email-lure-urgency') ? 1 : 0),
      shareCall: readShare,
      fromName: email.fromName,
      senderJudged:
        sender.onBrandTld ||
        out.has('email-sender-lookalike-domain') ||
        out.has('email-sender-suspicious-domain'),
      html: email.html !== null,
      sentAt: sentAt(email),
    },
    out,
  );
  const attachments = attachmentSignals(email.attachments, out);
  brandSecondDomain(email, auth, { fromSite, inspected }, out);
  brandSendingDomain(email, auth, { fromSite, inspected }, out);
  addressLinksInThread(
    email,
    auth,
    sender.claimedBrand !== null || out.has('email-sender-lookalike-domain'),
    out,
  );
  reassuringNotice(norm, out);
  // The message's web links (a `javascript:` or `data:` link is no page), read by the notices below.
  const webLinks = inspected.filter((i) => !i.script);
  plainTextReport(
    email.html !== null,
    webLinks.map((i) => ({ href: i.link.href, site: i.site })),
    LURE_CODES,
    out,
  );
  const ownSiteLinks = webLinks.map((i) => ({
    site: i.site,
    score: i.link.confidenceScore,
    codes: i.link.findings.map((f) => f.code),
    token: hasToken(i.link.href),
    https: /^https:/i.test(i.link.href),
    host: i.link.host,
  }));
  neverAsksNotice(norm, fromSite, ownSiteLinks, out);
  softwareAdvisory(norm, fromSite, ownSiteLinks, out);
  // Free mailboxes pass DMARC for anyone: only an organisation's own domain answers for its mail.
  const ownSite = fromSite !== null && !isFreeMail(fromSite) ? fromSite : null;
  if (ownSite !== null)
    ownAccountNotice(
      alignedPass(email, auth, ownSite),
      { name: email.fromName, site: ownSite },
      ownSiteLinks,
      out,
    );
  const linkHosts = webLinks.map((i) => i.link.host);
  addressConfirmation(ownSite, ownSiteLinks, linkHosts, out);
  ordinaryForm(webLinks.map(hostingKind), LURE_CODES, out);
  ownSiteOnBuilder(
    { name: email.fromName, address: email.fromAddress },
    webLinks.map((i) => ({ host: i.link.host, kind: hostingKind(i) })),
    LURE_CODES,
    out,
  );
  platformLinksOfOwnSite(fromSite, ownSiteLinks, LURE_CODES, out);
  imageLayoutOfOwnSite(fromSite, ownSiteLinks, out);
  offerOfOwnSite(fromSite, ownSiteLinks, out);
  billWithoutLinks(norm, rawLinks.count, email.attachments.length, out);
  const vouched = senderVouched(auth, ownSite, registrable);
  accountableNotice(norm, vouched, ownSite, ownSiteLinks, out);
  // The recipients' registrable domains (the internal memo and the scam request read them).
  const toSites = email.to.map((r) => registrable(r.slice(r.lastIndexOf('@') + 1).toLowerCase()));
  const scripts = inspected.length !== webLinks.length;
  const atHome = memoLinksAtHome(ownSite, toSites, ownSiteLinks, scripts, email.attachments.length);
  internalMemo(
    norm,
    ownSite,
    toSites,
    (rawLinks.count === 0 && email.attachments.length === 0) || atHome,
    out,
  );
  onBehalfAddress(email.to, registrable, (site) => officialBrand(site) !== null, out);
  platformStoreLinks(email, webLinks, registrable, out);
  bulkSignals(email, list, inspected.length === 0 && email.attachments.length === 0, out);
  pastedOffer(ownSite, norm, ownSiteLinks, linkHosts, out);
  dkimFailureAlone(out);
  invoiceHelpLine(lureText, rawLinks.count, ownSite !== null && vouched, out);
  relayedCallback(lureText, fromSite, sender.officialVouched || auth.dmarc === 'pass', out);
  // A link on a document service that asks the viewer's address itself (DocSend): read once, for
  // the lone-lure rule and rule D (round 17).
  const documentLink = webLinks.some((i) => isDocumentShareService(i.site));
  const attachmentCount = email.attachments.length;
  loneLure({ site: ownSite, attachments: attachmentCount, documentLink }, norm, ownSiteLinks, out);
  loneEnding(ownSite, sender.claimedBrand !== null, attachmentCount, ownSiteLinks, out);
  const freeMailbox = (fromSite !== null && isFreeMail(fromSite)) || out.has('email-reply-to-freemail');
  const diversion = () => payDiversion(norm);
  const brandLink = webLinks.some((i) => i.site !== null && officialBrand(i.site) !== null);
  const vendor = () => vendorChange(norm);
  const facts = { text: lureText, norm, isList: list.isList, freeMailbox, diversion, vendor, fromSite };
  const links = {
    links: webLinks.map((i) => ({ site: i.site, host: i.link.host })),
    brandLink,
    documentLink,
  };
  scamRequest({ ...facts, ...links, toSites, toll, shareCall: readShare }, out);
  unaccountablePitch(norm, { freeMailbox, isList: list.isList }, out);
  return {
    auth,
    list,
    senderIp,
    sender,
    fromSite,
    inspected,
    linkCount: rawLinks.count,
    attachments,
    language,
  };
}
