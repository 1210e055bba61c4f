/**
 * DKIM selectors probed by the email-auth analysis (`<selector>._domainkey.<domain>` TXT).
 *
 * DKIM keys cannot be listed: a selector is only known to whoever signs the mail (it is in the
 * `s=` tag of each DKIM-Signature header). This list holds the selectors that common mail services
 * publish by default or document in their setup guides, so not finding a key here does NOT prove
 * the domain has no DKIM. Amazon SES "Easy DKIM" uses three random 32-character tokens per domain
 * and cannot be guessed; Mailgun, HubSpot and others also let customers pick their own names.
 *
 * Sources: each provider's public DKIM setup documentation (selector names only, no data copied).
 * Keep the list short: every entry is one DNS query per analysis (probed in parallel, bounded).
 */
export interface DkimSelector {
  readonly selector: string;
  /** Who uses it by default, or `null` for generic names used by many mail servers. */
  readonly provider: string | null;
}

export const DKIM_SELECTORS: readonly DkimSelector[] = Object.freeze([
  { selector: 'google', provider: 'Google Workspace' },
  { selector: 'selector1', provider: 'Microsoft 365' },
  { selector: 'selector2', provider: 'Microsoft 365' },
  { selector: 'k1', provider: 'Mailchimp' },
  { selector: 'k2', provider: 'Mailchimp' },
  { selector: 'k3', provider: 'Mailchimp' },
  { selector: 's1', provider: 'SendGrid' },
  { selector: 's2', provider: 'SendGrid' },
  { selector: 'smtpapi', provider: 'SendGrid (legacy)' },
  { selector: 'mandrill', provider: 'Mandrill (Mailchimp Transactional)' },
  { selector: 'mxvault', provider: 'MXVault' },
  { selector: 'everlytickey1', provider: 'Everlytic' },
  { selector: 'everlytickey2', provider: 'Everlytic' },
  { selector: 'pm', provider: 'Postmark' },
  { selector: 'mailjet', provider: 'Mailjet' },
  { selector: 'zoho', provider: 'Zoho Mail' },
  { selector: 'zmail', provider: 'Zoho Mail' },
  { selector: 'protonmail', provider: 'Proton Mail' },
  { selector: 'protonmail2', provider: 'Proton Mail' },
  { selector: 'protonmail3', provider: 'Proton Mail' },
  { selector: 'fm1', provider: 'Fastmail' },
  { selector: 'fm2', provider: 'Fastmail' },
  { selector: 'fm3', provider: 'Fastmail' },
  { selector: 'mailo', provider: 'Mailo' },
  { selector: 'default', provider: null },
  { selector: 'dkim', provider: null },
  { selector: 'mail', provider: null },
  { selector: 'smtp', provider: null },
  { selector: 'key1', provider: null },
  { selector: 'key2', provider: null },
  { selector: 'selector', provider: null },
  { selector: 'x', provider: null },
] as const satisfies readonly DkimSelector[]);
