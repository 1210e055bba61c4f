/**
 * The email analysis' one scoring table: every finding code it can emit, with severity, score
 * impact and evidence source (`scoring.ts` turns the sum into the verdict).
 *
 * Calibration (`pnpm eval:email`, BENCHMARKS.md): a single weak sign of ordinary bulk mail (a
 * Return-Path or Message-ID of the sending service, a tracked link) stays under 15, so receipts and
 * newsletters read `likely-safe`; one strong sign (a brand in the display name with another domain,
 * a DMARC failure, a link whose text shows another domain) reaches `suspicious` or close to it; a
 * strong sign with a lure reaches `dangerous`. `Critical` findings (≥ 70) are what no legitimate
 * mail does: a script link, a password field, an executable attachment. Legitimacy cues (negative)
 * are added only when no Critical finding is present.
 */
import type { FindingRule } from '../../findings.js';

export const EMAIL_RULES = {
  // What the receiving server concluded (Authentication-Results, Received-SPF, ARC, compauth).
  'email-auth-dmarc-fail': { severity: 'High', scoreImpact: 40, source: 'email-headers' },
  'email-auth-compauth-fail': { severity: 'High', scoreImpact: 35, source: 'email-headers' },
  'email-auth-spf-fail': { severity: 'Medium', scoreImpact: 20, source: 'email-headers' },
  'email-auth-spf-softfail': { severity: 'Low', scoreImpact: 10, source: 'email-headers' },
  'email-auth-dkim-fail': { severity: 'Low', scoreImpact: 10, source: 'email-headers' },
  // No results at all: archives, forwards and pastes often lack them; said, not weighed.
  'email-auth-none': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-auth-list-ignored': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-auth-dmarc-pass': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  // Sender.
  'email-sender-lookalike-domain': { severity: 'High', scoreImpact: 55, source: 'lexical' },
  'email-sender-brand-display-name': { severity: 'High', scoreImpact: 45, source: 'email-headers' },
  'email-sender-display-address': { severity: 'Medium', scoreImpact: 30, source: 'email-headers' },
  'email-sender-freemail-organisation': { severity: 'Medium', scoreImpact: 30, source: 'email-headers' },
  'email-sender-suspicious-domain': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'email-reply-to-lookalike': { severity: 'High', scoreImpact: 45, source: 'lexical' },
  'email-reply-to-freemail': { severity: 'High', scoreImpact: 30, source: 'email-headers' },
  // Lists, newsletter services and mail hosts produce these by design: information, no weight.
  // What scams use weighs (a look-alike Return-Path, a free-mail Message-ID under a brand's From).
  'email-reply-to-mismatch': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-return-path-mismatch': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-message-id-mismatch': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-return-path-lookalike': { severity: 'High', scoreImpact: 40, source: 'lexical' },
  'email-message-id-freemail': { severity: 'Medium', scoreImpact: 25, source: 'email-headers' },
  'email-bulk-mail': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  'email-sender-is-recipient': { severity: 'Medium', scoreImpact: 20, source: 'email-headers' },
  'email-sender-lookalike-recipient': { severity: 'High', scoreImpact: 45, source: 'email-headers' },
  'email-sender-decorated-name': { severity: 'Medium', scoreImpact: 20, source: 'email-headers' },
  // A customer programme's name ("… Customer Team", "… Member Perks") none of whose words is in the
  // From host: brand-imitation spam under names no brand table lists (name-elsewhere.ts).
  'email-sender-name-elsewhere': { severity: 'Medium', scoreImpact: 15, source: 'email-headers' },
  // A free mailbox's address sent through a bulk email service (its bounce or message-id host):
  // services rewrite or refuse free-mail From addresses, so spam relayed through a service does this.
  'email-sender-freemail-bulk': { severity: 'Medium', scoreImpact: 20, source: 'email-headers' },
  'email-recipient-in-subject': { severity: 'Low', scoreImpact: 10, source: 'email-content' },
  'email-recipient-in-greeting': { severity: 'Low', scoreImpact: 10, source: 'email-content' },
  // The sending server's address on DNS blocklists (online only); policy lists (dynamic or
  // end-user ranges) weigh less: a mail server there is odd, not proven abusive.
  'email-sender-ip-listed': { severity: 'High', scoreImpact: 30, source: 'dns-blocklists' },
  'email-sender-ip-policy-listed': { severity: 'Low', scoreImpact: 10, source: 'dns-blocklists' },
  // DKIM verified here (online, intact messages): a failure may also come from the copy and paste,
  // so it weighs little; a pass proves the signing domain, never safety (no score).
  'email-dkim-invalid': { severity: 'Low', scoreImpact: 10, source: 'dkim-verification' },
  'email-dkim-verified': { severity: 'Info', scoreImpact: 0, source: 'dkim-verification' },
  // The From domain in DNS (online only): its DMARC policy and whether it exists. A missing policy
  // weighs little and only beside another warning sign (much legitimate mail comes from domains
  // without one, dmarc-policy.ts); an enforced policy that the receiver's check failed, or a domain
  // that does not exist, weigh much.
  'email-from-domain-not-found': { severity: 'High', scoreImpact: 50, source: 'dmarc-policy' },
  'email-dmarc-enforced-fail': { severity: 'High', scoreImpact: 25, source: 'dmarc-policy' },
  'email-dmarc-missing': { severity: 'Low', scoreImpact: 5, source: 'dmarc-policy' },
  // Links.
  'email-link-script': { severity: 'Critical', scoreImpact: 80, source: 'lexical' },
  'email-link-dangerous': { severity: 'Critical', scoreImpact: 70, source: 'lexical' },
  'email-link-text-mismatch': { severity: 'High', scoreImpact: 45, source: 'email-content' },
  'email-link-brand-mismatch': { severity: 'High', scoreImpact: 35, source: 'email-content' },
  'email-link-ip-host': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'email-link-suspicious': { severity: 'Medium', scoreImpact: 25, source: 'lexical' },
  'email-link-free-hosting': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'email-link-shortener': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'email-link-suspicious-tld': { severity: 'Medium', scoreImpact: 15, source: 'lexical' },
  'email-link-text-tracked': { severity: 'Low', scoreImpact: 5, source: 'email-content' },
  // Every link of a recent HTML message is plain http (links.ts `plainHttpSignal`).
  'email-link-plain-http': { severity: 'Medium', scoreImpact: 15, source: 'email-content' },
  // Links, online (redirect chains and domain ages, link-network.ts). A redirect to another site is
  // ordinary bulk mail (click tracking): said, not weighed; a new domain or a risky landing weighs much.
  'email-link-redirect-private': { severity: 'High', scoreImpact: 40, source: 'redirects' },
  'email-link-domain-new': { severity: 'High', scoreImpact: 40, source: 'domain-age' },
  'email-link-shortener-risky': { severity: 'High', scoreImpact: 35, source: 'redirects' },
  'email-link-redirect-suspicious': { severity: 'Medium', scoreImpact: 25, source: 'redirects' },
  'email-link-domain-young': { severity: 'Low', scoreImpact: 10, source: 'domain-age' },
  'email-link-unresolvable': { severity: 'Low', scoreImpact: 10, source: 'redirects' },
  'email-link-redirect-cross-domain': { severity: 'Info', scoreImpact: 0, source: 'redirects' },
  // Content: lures (phrase lists shared with the message analysis, lexical/phrases/).
  'email-lure-credential': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-lure-account': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-lure-personal-info': { severity: 'High', scoreImpact: 30, source: 'email-content' },
  'email-lure-gift-card': { severity: 'High', scoreImpact: 30, source: 'email-content' },
  'email-lure-callback': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  // A relay platform's own notice (PayPal invoice, Stripe receipt, Microsoft purchase, Calendar
  // invitation) whose customer-written text gives a toll-free number to undo a charge
  // (platform-callback.ts): the platform's checks pass, the words are the scammer's.
  'email-relayed-callback': { severity: 'High', scoreImpact: 30, source: 'email-content' },
  'email-lure-parcel': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-lure-tax-refund': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-lure-prize': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-lure-invoice': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  'email-lure-interac': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  'email-lure-threat': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  // The sender's own claim to have taken over the reader's device, beside a payment and a recording,
  // the contacts or a deadline: sextortion in any words (round 22, rule S1, extortion.ts).
  'email-lure-sextortion': { severity: 'High', scoreImpact: 40, source: 'email-content' },
  'email-lure-urgency': { severity: 'Low', scoreImpact: 10, source: 'email-content' },
  'email-lure-crypto': { severity: 'Low', scoreImpact: 10, source: 'email-content' },
  // Miracle-cure and diet-pill spam (email only, content.ts HEALTH_SPAM).
  'email-lure-health': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  // Easy money: a fortune to share, guaranteed returns, high pay for little work (content.ts EASY_MONEY).
  'email-lure-easy-money': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  // A sales pitch to "Dear Sir/Madam" or "Dear Business Partner": services, a free quote, WhatsApp (pitch.ts).
  'email-lure-cold-pitch': { severity: 'Low', scoreImpact: 20, source: 'email-content' },
  // Such a pitch from a free mailbox, answered on a chat app or selling email lists (round 17, pitch.ts).
  'email-pitch-unaccountable': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  // "Are you available? I'm in a meeting, email only" and a payment, a wire or gift cards: the script
  // of business-email compromise, with no link and no brand (unreachable-request.ts).
  'email-lure-unreachable-request': { severity: 'High', scoreImpact: 30, source: 'email-content' },
  // A request only scams make, beside the lure that weighs for it (round 14, scam-request.ts).
  'email-scam-request': { severity: 'High', scoreImpact: 20, source: 'email-content' },
  'email-combined-lures': { severity: 'Medium', scoreImpact: 15, source: 'email-content' },
  // Content: tricks against readers and filters.
  'email-password-field': { severity: 'Critical', scoreImpact: 75, source: 'email-content' },
  'email-html-form': { severity: 'High', scoreImpact: 35, source: 'email-content' },
  'email-hidden-text': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-zero-width': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-styled-letters': { severity: 'Medium', scoreImpact: 25, source: 'email-content' },
  'email-image-only': { severity: 'Medium', scoreImpact: 20, source: 'email-content' },
  // Attachments.
  'email-attachment-executable': { severity: 'Critical', scoreImpact: 80, source: 'email-content' },
  'email-attachment-double-extension': { severity: 'Critical', scoreImpact: 75, source: 'email-content' },
  'email-attachment-html': { severity: 'High', scoreImpact: 40, source: 'email-content' },
  'email-attachment-disk-image': { severity: 'High', scoreImpact: 40, source: 'email-content' },
  'email-attachment-macro': { severity: 'High', scoreImpact: 35, source: 'email-content' },
  'email-attachment-archive': { severity: 'Low', scoreImpact: 10, source: 'email-content' },
  // What could not be read.
  'email-headers-unreadable': { severity: 'Info', scoreImpact: 0, source: 'email-headers' },
  // Legitimacy cues (never added beside a Critical finding).
  'email-thread-reply': { severity: 'Info', scoreImpact: -10, source: 'email-headers' },
  'email-mailing-list': { severity: 'Info', scoreImpact: -10, source: 'email-headers' },
  'email-sender-official': { severity: 'Info', scoreImpact: -15, source: 'email-headers' },
} as const satisfies Record<`email-${string}`, FindingRule>;

export type EmailFindingCode = keyof typeof EMAIL_RULES;
export const EMAIL_FINDING_CODES = Object.keys(EMAIL_RULES) as EmailFindingCode[];

/** Lure codes counted by `email-combined-lures`. */
export const LURE_CODES: readonly EmailFindingCode[] = [
  'email-lure-credential',
  'email-lure-account',
  'email-lure-personal-info',
  'email-lure-gift-card',
  'email-lure-callback',
  'email-lure-parcel',
  'email-lure-tax-refund',
  'email-lure-prize',
  'email-lure-invoice',
  'email-lure-interac',
  'email-lure-threat',
  'email-lure-urgency',
  'email-lure-crypto',
  'email-lure-health',
  'email-lure-easy-money',
  'email-lure-cold-pitch',
  'email-lure-unreachable-request',
];

/** Distinct lures from which `email-combined-lures` is added. */
export const COMBINED_LURES_MIN = 3;

/** Lures that ask the reader to act on an account, a payment or personal data (not an offer's). */
export const ASKING_LURES: readonly EmailFindingCode[] = [
  'email-lure-credential',
  'email-lure-account',
  'email-lure-personal-info',
  'email-lure-callback',
  'email-lure-parcel',
  'email-lure-tax-refund',
  'email-lure-interac',
  'email-lure-threat',
];
