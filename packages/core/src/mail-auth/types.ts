/**
 * Types of the mail-authentication records shared by check-email-auth and check-email (the DMARC
 * tags and policy). The names are those of the email-auth result schema.
 */

export type IssueSeverity = 'error' | 'warning' | 'info';
export type IssueParameters = Readonly<Record<string, string | number>>;

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';
/**
 * - `full`: quarantine/reject applied to all mail;
 * - `partial`: quarantine/reject with `pct` < 100;
 * - `testing`: quarantine/reject with `t=y` (receivers apply one level less);
 * - `none`: `p=none` (monitoring only) or no valid policy.
 */
export type DmarcEnforcement = 'full' | 'partial' | 'testing' | 'none';

export interface DmarcReportUri {
  readonly uri: string;
  readonly scheme: string;
  /** Mailbox domain of a `mailto:` URI, null otherwise. */
  readonly domain: string | null;
  /** A destination outside the policy's organisational domain. */
  readonly external: boolean;
  /**
   * For external destinations: `yes` when `<domain>._report._dmarc.<destination>` holds
   * `v=DMARC1`, `no` when not, `unknown` when the lookup failed; null when not needed.
   */
  readonly authorized: 'yes' | 'no' | 'unknown' | null;
}

export interface DmarcTags {
  readonly p: DmarcPolicy | null;
  readonly sp: DmarcPolicy | null;
  readonly np: DmarcPolicy | null;
  readonly pct: number | null;
  readonly adkim: 'r' | 's' | null;
  readonly aspf: 'r' | 's' | null;
  readonly fo: readonly string[] | null;
  readonly rf: readonly string[] | null;
  readonly ri: number | null;
  readonly t: 'y' | 'n' | null;
  readonly psd: 'y' | 'n' | 'u' | null;
  readonly rua: readonly DmarcReportUri[];
  readonly ruf: readonly DmarcReportUri[];
}
