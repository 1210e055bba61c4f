import type { ActionKey, NetworkErrorKey, SkipReasonKey, SummaryKey, VerdictKey } from '../../keys.js';
import type { LexicalFinding } from '../../lexical/inspect.js';
import type { Outcome } from '../../outcome.js';
import type { AuthVerdict } from './headers.js';
import type { EmailDmarcPolicy, EmailFinding, EmailLinkNetwork } from './result-parts.js';
import type { EmailOnlinePart, EmailPartKey, EmailSkipKey } from './keys.js';
import type { InputShape } from './parse.js';

export type { AuthVerdict } from './headers.js';
export type { EmailDmarcPolicy, EmailDmarcStatus, EmailFinding } from './result-parts.js';
export type { EmailLinkNetwork } from './result-parts.js';
export type { InputShape } from './parse.js';

/** What `analyzeEmail` takes: the fields of the API's `CheckEmailApiRequest`. */
export interface EmailAnalysisInput {
  /**
   * The email as pasted: its text (plain or HTML), or a whole raw message (headers, blank line,
   * MIME body) when `rawHeaders` is null. 1 to 20,000 characters.
   */
  readonly emailBody: string;
  /** The headers from "Show original" / "View source" (≤ 20,000 characters), or null. */
  readonly rawHeaders?: string | null;
}

/** Who the message says it is from, as the headers give it (all null for a body-only paste). */
export interface EmailSender {
  /** The From address, lower case (the first one when there are several). */
  readonly fromAddress: string | null;
  /** The From display name, decoded (RFC 2047), or null when there is none. */
  readonly fromDisplayName: string | null;
  /** The domain of the From address, lower case. */
  readonly fromDomain: string | null;
  /** The first Reply-To address, lower case, or null. */
  readonly replyTo: string | null;
  /** The Return-Path (envelope sender) address, lower case, or null. */
  readonly returnPath: string | null;
}

/** What the receiving server concluded about the message's authentication. */
export interface EmailAuthentication {
  /** SPF result of the receiver (Authentication-Results, else Received-SPF), or null when not given. */
  readonly spf: AuthVerdict | null;
  /** DKIM result: verified here when `source` is `verified`, else the best of the receiver's; or null. */
  readonly dkim: AuthVerdict | null;
  /** DMARC result, or null. */
  readonly dmarc: AuthVerdict | null;
  /** Microsoft's composite authentication (`compauth`), or null. */
  readonly compauth: AuthVerdict | null;
  /** ARC chain validation, or null. */
  readonly arc: AuthVerdict | null;
  /** The receiving server (`authserv-id` of the topmost Authentication-Results), or null. */
  readonly authservId: string | null;
  /**
   * Where the results come from: `headers` (the receiver's, as pasted); `verified` when `dkim` was
   * verified here against DNS (an intact message, online; SPF and DMARC stay the receiver's); null
   * when the paste carried no authentication results and nothing was verified.
   */
  readonly source: 'headers' | 'verified' | null;
}

/** One link of the body, with the text the reader sees, the lexical URL checks and (online) the network checks on it. */
export interface EmailLink {
  /** Where the link goes (≤ 200 characters; Safe Links / Google redirects are unwrapped). */
  readonly href: string;
  /** The text the reader sees on the link (≤ 200 characters; the image's alt text for an image link). */
  readonly text: string;
  /** The host of `href` (punycode), or null for script links and unreadable addresses. */
  readonly host: string | null;
  /**
   * Confidence (0–100) that the destination is a threat: the lexical URL checks, plus the network
   * findings when the link was checked online.
   */
  readonly confidenceScore: number;
  /** Verdict on the destination (lexical checks, and network findings when checked). */
  readonly verdictKey: VerdictKey;
  /** Findings of the lexical URL checks (`url-*` codes, as in the URL analysis). */
  readonly findings: readonly LexicalFinding[];
  /**
   * The redirect chain and domain age of the link's host (online only), or null offline, for
   * script links, or when the network part did not run.
   */
  readonly network: EmailLinkNetwork | null;
}

/** Kinds of risky attachment. */
export const ATTACHMENT_RISKS = [
  'executable',
  'double-extension',
  'html',
  'disk-image',
  'macro',
  'archive',
] as const;
export type AttachmentRisk = (typeof ATTACHMENT_RISKS)[number];

/** One attachment of a raw message (names and types only; contents are never kept). */
export interface EmailAttachment {
  /** The file name as declared (decoded, ≤ 200 characters), or null when the part names none. */
  readonly name: string | null;
  /** The MIME type as declared, lower case. */
  readonly contentType: string;
  /** Size of the decoded content in bytes. */
  readonly size: number;
  /** True when the type or name is one that phishing and malware use (see `risk`). */
  readonly risky: boolean;
  /** Why it is risky, or null. */
  readonly risk: AttachmentRisk | null;
}

/** A part that needs the network and did not run, and why. */
export interface EmailSkippedPart {
  /** Which part (`dkim-verification`, `dmarc-policy`, `sender-ip-blocklists`, `link-network-checks`). */
  readonly id: EmailOnlinePart;
  /** Its name, for display: `email.part.<part>`. */
  readonly partKey: EmailPartKey;
  /**
   * Why it did not run: `skip.offline-mode`, `error.network-unreachable` (the service is cut off),
   * `skip.not-applicable` (a From domain that is not a DNS name), or an `email.skip.*` reason
   * (`email.skip.link-limit`: the links' hosts over the limit were not checked, the others were).
   */
  readonly reasonKey: SkipReasonKey | NetworkErrorKey | EmailSkipKey;
}

export interface EmailAnalysisResult {
  /**
   * `complete` when every part that applies to what was pasted ran; `partial` when one that
   * applies was skipped (offline mode, lookups that failed, links over the limit). Never `failed`:
   * the pasted text is always read.
   */
  readonly outcome: Outcome;
  /** How the input was read: `body-only`, `headers-and-body` or `raw-message`. */
  readonly inputShape: InputShape;
  /** Confidence (0–100) that the email is phishing or a scam; the sum of the findings' impacts. */
  readonly confidenceScore: number;
  readonly verdictKey: VerdictKey;
  readonly summaryKey: SummaryKey<'email'>;
  readonly recommendedActionKey: ActionKey<'email'>;
  /** True when the verdict is not `dangerous` and a part that could have raised it did not run. */
  readonly isInconclusive: boolean;
  /** Every sign found, most severe first. */
  readonly findings: readonly EmailFinding[];
  readonly sender: EmailSender;
  readonly authentication: EmailAuthentication;
  /**
   * The From domain's DMARC policy and whether the domain exists, looked up in DNS (online), or
   * null when it was not looked up (offline, no From address, the service cut off).
   */
  readonly fromDomainDmarc: EmailDmarcPolicy | null;
  /** The links of the body (at most 30 inspected and listed), most suspicious first. */
  readonly links: readonly EmailLink[];
  /** Number of links in the body, including those not listed. */
  readonly linkCount: number;
  /** Attachments of a raw message (empty for a pasted body). */
  readonly attachments: readonly EmailAttachment[];
  /** The sending server's address (first external Received hop), or null when the headers do not show one. */
  readonly senderIp: string | null;
  /** The language of the lures matched (`en`, `fr`), or null when none matched. */
  readonly language: 'en' | 'fr' | null;
  /** Length of the pasted body in characters (the body itself is never returned, stored or logged). */
  readonly characterCount: number;
  /** Parts that need the network and did not run, with the reason. */
  readonly skipped: readonly EmailSkippedPart[];
}
