/**
 * Keys of the email analysis besides its findings (`rules.ts`) and its summary and action keys
 * (`email.summary.<verdict>`, `email.action.<verdict>`, shared shapes in `keys.ts` of core):
 * the names of the parts that may be skipped, and why one could not finish.
 */

/** Parts of the analysis that need the network (each listed in `skipped` when it did not run). */
export const EMAIL_ONLINE_PARTS = [
  'dkim-verification',
  'dmarc-policy',
  'sender-ip-blocklists',
  'link-network-checks',
] as const;
export type EmailOnlinePart = (typeof EMAIL_ONLINE_PARTS)[number];

/** Why a part was not run beyond the shared `skip.*` reasons. */
export const EMAIL_SKIP_REASONS = [
  'no-headers',
  'not-intact',
  'no-sender-ip',
  'no-links',
  'lookup-failed',
  'link-limit',
] as const;
export type EmailSkipReason = (typeof EMAIL_SKIP_REASONS)[number];
export type EmailSkipKey = `email.skip.${EmailSkipReason}`;

export type EmailPartKey = `email.part.${EmailOnlinePart}`;

/** The From domain's DMARC policy in words (`EmailDmarcPolicy.summaryKey`). */
export const EMAIL_DMARC_STATES = [
  'policy-none',
  'policy-quarantine',
  'policy-reject',
  'none',
  'invalid',
  'temperror',
] as const;
export type EmailDmarcKey = `email.dmarc.${(typeof EMAIL_DMARC_STATES)[number]}`;

/** Whether a link's network checks ran (`EmailLinkNetwork.summaryKey`). */
export const EMAIL_LINK_NETWORK_STATES = ['checked', 'failed', 'not-checked'] as const;
export type EmailLinkNetworkKey = `email.link-network.${(typeof EMAIL_LINK_NETWORK_STATES)[number]}`;

export const EMAIL_KEYS: readonly (EmailPartKey | EmailSkipKey | EmailDmarcKey | EmailLinkNetworkKey)[] = [
  ...EMAIL_ONLINE_PARTS.map((p) => `email.part.${p}` as const),
  ...EMAIL_SKIP_REASONS.map((r) => `email.skip.${r}` as const),
  ...EMAIL_DMARC_STATES.map((s) => `email.dmarc.${s}` as const),
  ...EMAIL_LINK_NETWORK_STATES.map((s) => `email.link-network.${s}` as const),
];
export type EmailKey = EmailPartKey | EmailSkipKey | EmailDmarcKey | EmailLinkNetworkKey;
