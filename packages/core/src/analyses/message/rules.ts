/**
 * The message analysis' one scoring table: every finding code it can emit, with severity, score
 * impact and evidence source. Calibration (bands in `scoring.ts`): one theme alone stays at
 * `likely-safe` (≤ 10) or `caution` (15–35); two or three themes together reach `suspicious`; a
 * classic scam (carrier + fee + deadline + foreign link) adds up past 70 (`dangerous`). Words that
 * ordinary messages use in passing ("bank", "code", a price) are weak (≤ 10) or need a context; a
 * link plus an amount (a real bill notice) stays under 15. `docs/message.md` lists the codes.
 */
import type { FindingRule } from '../../findings.js';

export const MESSAGE_RULES = {
  // Links (each emitted once per message, with the first link that shows it).
  'message-link': { severity: 'Low', scoreImpact: 10, source: 'message-heuristics' },
  'message-link-shortener': { severity: 'Low', scoreImpact: 4, source: 'lexical' },
  'message-link-ip-host': { severity: 'High', scoreImpact: 30, source: 'lexical' },
  'message-link-lookalike': { severity: 'High', scoreImpact: 35, source: 'lexical' },
  'message-link-suspicious-tld': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'message-link-brand-mismatch': { severity: 'High', scoreImpact: 30, source: 'message-heuristics' },
  'message-link-brand-elsewhere': { severity: 'Info', scoreImpact: 0, source: 'message-heuristics' },
  // A link that hides where it goes, with no more than three words around it (issue 23, round 10).
  'message-link-alone': { severity: 'Medium', scoreImpact: 10, source: 'message-heuristics' },
  // Reassuring: every link goes to the official site of a company the message names.
  'message-link-official': { severity: 'Info', scoreImpact: -10, source: 'message-heuristics' },
  // Reassuring: the message starts with its sender's name and links only to that name's domain.
  'message-link-sender-domain': { severity: 'Info', scoreImpact: -10, source: 'message-heuristics' },
  // Reassuring: the shape of a bank transaction alert (masked account, amount, debit/credit word).
  'message-transaction-alert': { severity: 'Info', scoreImpact: -15, source: 'message-heuristics' },
  'message-link-suspicious': { severity: 'Medium', scoreImpact: 20, source: 'lexical' },
  'message-link-dangerous': { severity: 'Critical', scoreImpact: 70, source: 'lexical' },
  // Scam themes.
  'message-urgency': { severity: 'Low', scoreImpact: 10, source: 'message-heuristics' },
  'message-threat': { severity: 'High', scoreImpact: 25, source: 'message-heuristics' },
  'message-parcel-fee': { severity: 'Medium', scoreImpact: 25, source: 'message-heuristics' },
  'message-tax-refund': { severity: 'Medium', scoreImpact: 25, source: 'message-heuristics' },
  'message-interac-transfer': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-account-locked': { severity: 'Medium', scoreImpact: 25, source: 'message-heuristics' },
  'message-prize': { severity: 'Medium', scoreImpact: 25, source: 'message-heuristics' },
  'message-crypto': { severity: 'Low', scoreImpact: 10, source: 'message-heuristics' },
  'message-guaranteed-returns': { severity: 'High', scoreImpact: 25, source: 'message-heuristics' },
  'message-gift-card': { severity: 'High', scoreImpact: 30, source: 'message-heuristics' },
  'message-verification-code': { severity: 'Low', scoreImpact: 5, source: 'message-heuristics' },
  'message-code-request': { severity: 'High', scoreImpact: 35, source: 'message-heuristics' },
  'message-wrong-number': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-new-number': { severity: 'Low', scoreImpact: 10, source: 'message-heuristics' },
  'message-family-impersonation': { severity: 'High', scoreImpact: 30, source: 'message-heuristics' },
  'message-family-money-request': { severity: 'Medium', scoreImpact: 15, source: 'message-heuristics' },
  'message-job-offer': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-adult': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-callback-number': { severity: 'Low', scoreImpact: 10, source: 'message-heuristics' },
  'message-money-amount': { severity: 'Low', scoreImpact: 4, source: 'message-heuristics' },
  'message-foreign-currency': { severity: 'Info', scoreImpact: 0, source: 'message-heuristics' },
  'message-short-code': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-premium-rate': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-premium-number': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  // Issue 23's families: openers with no prior context, callback lures, "reply OK" money, gambling,
  // loans, subscription traps.
  'message-conversation-opener': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-callback-lure': { severity: 'High', scoreImpact: 30, source: 'message-heuristics' },
  'message-money-received-reply': { severity: 'High', scoreImpact: 35, source: 'message-heuristics' },
  'message-gambling': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-loan-offer': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  'message-subscription-trap': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  // "I sent you $500 by mistake, please send it back" (round 16).
  'message-mistaken-payment': { severity: 'High', scoreImpact: 35, source: 'message-heuristics' },
  // "We changed banks, send the rent to …" (round 18): a new payee announced by text.
  'message-payee-changed': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  // "It's Tom from church, I'm in a meeting, can you pay a bill for me?" (round 22).
  'message-unreachable-ask': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  // A word written with look-alike letters ("biIIing", "N.E.T.F.L.l.X", round 15).
  'message-disguised-word': { severity: 'Medium', scoreImpact: 25, source: 'message-heuristics' },
  'message-personal-info-request': { severity: 'High', scoreImpact: 30, source: 'message-heuristics' },
  // The local model (`model.ts`): one of the three, by how sure it is. The weak one alone stays
  // likely-safe; beside a link it makes the message worth a second look.
  'message-model-weak': { severity: 'Low', scoreImpact: 5, source: 'message-heuristics' },
  // A high model score on a message shaped like a business's automated notice (an alert, an
  // appointment, a delivery), which the model often takes for spam: said as high, weighed as weak.
  'message-model-business': { severity: 'Low', scoreImpact: 5, source: 'message-heuristics' },
  'message-model': { severity: 'Medium', scoreImpact: 20, source: 'message-heuristics' },
  // The model alone never reaches `suspicious` (issue 23): its strongest opinion is worth 30.
  'message-model-strong': { severity: 'Medium', scoreImpact: 30, source: 'message-heuristics' },
  // Several distinct scam themes in one message.
  'message-combined-signals': { severity: 'Medium', scoreImpact: 15, source: 'message-heuristics' },
} as const satisfies Record<`message-${string}`, FindingRule>;

export type MessageFindingCode = keyof typeof MESSAGE_RULES;
export const MESSAGE_FINDING_CODES = Object.keys(MESSAGE_RULES) as MessageFindingCode[];

/** Scam-theme codes counted by `message-combined-signals` (links and amounts are not themes). */
export const THEME_CODES: readonly MessageFindingCode[] = [
  'message-urgency',
  'message-threat',
  'message-parcel-fee',
  'message-tax-refund',
  'message-interac-transfer',
  'message-account-locked',
  'message-prize',
  'message-crypto',
  'message-guaranteed-returns',
  'message-gift-card',
  'message-code-request',
  'message-wrong-number',
  'message-family-impersonation',
  'message-job-offer',
  'message-short-code',
  'message-premium-rate',
  'message-adult',
  'message-premium-number',
  'message-personal-info-request',
  'message-conversation-opener',
  'message-callback-lure',
  'message-money-received-reply',
  'message-gambling',
  'message-loan-offer',
  'message-subscription-trap',
  'message-disguised-word',
  'message-mistaken-payment',
  'message-payee-changed',
  'message-unreachable-ask',
];

/** Deceptive findings: while one is there, no reassuring business context is added. */
export const DECEPTIVE_CODES: readonly MessageFindingCode[] = [
  'message-link-ip-host',
  'message-link-lookalike',
  'message-link-suspicious-tld',
  'message-link-brand-mismatch',
  'message-link-suspicious',
  'message-link-dangerous',
  'message-threat',
  'message-parcel-fee',
  'message-tax-refund',
  'message-account-locked',
  'message-prize',
  'message-guaranteed-returns',
  'message-gift-card',
  'message-code-request',
  'message-wrong-number',
  'message-family-impersonation',
  'message-short-code',
  'message-premium-rate',
  'message-premium-number',
  'message-personal-info-request',
  'message-conversation-opener',
  'message-callback-lure',
  'message-money-received-reply',
  'message-gambling',
  'message-loan-offer',
  'message-subscription-trap',
  'message-disguised-word',
  'message-mistaken-payment',
  'message-payee-changed',
  'message-unreachable-ask',
];

/** Number of distinct themes from which `message-combined-signals` is added. */
export const COMBINED_SIGNALS_MIN = 3;
