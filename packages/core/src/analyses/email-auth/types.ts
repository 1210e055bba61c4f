import type { Outcome } from '../../outcome.js';
/**
 * Result types of the email-auth analysis. Every part is always present with every field (null or
 * empty when it did not run); texts are keys (`@secapi/i18n` adds the prose).
 */
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type {
  DmarcEnforcement,
  DmarcPolicy,
  DmarcTags,
  IssueParameters,
  IssueSeverity,
} from '../../mail-auth/types.js';
import type {
  EmailAuthErrorKey,
  EmailAuthGradeNoteKey,
  EmailAuthIssueKey,
  EmailAuthNoteKey,
  EmailAuthPartResultKey,
  EmailAuthRecordResultKey,
} from './keys.js';

export type {
  DmarcEnforcement,
  DmarcPolicy,
  DmarcReportUri,
  DmarcTags,
  IssueParameters,
  IssueSeverity,
} from '../../mail-auth/types.js';

/** One finding about a record; `messageKey` is localised with `parameters`. */
export interface EmailAuthIssue {
  readonly severity: IssueSeverity;
  readonly messageKey: EmailAuthIssueKey;
  readonly parameters: IssueParameters | null;
  /** The DNS name the issue is about (an included SPF domain, a DKIM selector name…). */
  readonly domain: string | null;
}

/** Outcome of a TXT-record part (DMARC, MTA-STS, TLS-RPT, BIMI). */
export type RecordResult = 'valid' | 'invalid' | 'none' | 'temperror';

// ---------------------------------------------------------------- SPF

/**
 * - `pass-config`: one SPF record, syntactically valid, evaluated (every branch) within the limits;
 * - `permerror`: several records, a syntax error, a limit exceeded, a loop, an include/redirect
 *   target without SPF (RFC 7208 would return permerror for every message);
 * - `temperror`: a lookup failed (SERVFAIL, timeout…): the configuration could not be checked;
 * - `none`: no `v=spf1` record at the domain.
 */
export type SpfResult = 'pass-config' | 'permerror' | 'temperror' | 'none';
export type SpfQualifier = '+' | '-' | '~' | '?';
export type SpfOutcome = 'pass' | 'fail' | 'softfail' | 'neutral';

export interface SpfAll {
  /** Qualifier of the `all` that ends the evaluation, null when there is none. */
  readonly qualifier: SpfQualifier | null;
  /** What a message matching nothing else gets (`neutral` by default, RFC 7208 §4.7). */
  readonly outcome: SpfOutcome;
  /** `record`: the domain's own `all`; `redirect`: reached through `redirect=`; `default`: none. */
  readonly source: 'record' | 'redirect' | 'default';
  /** Domain whose record holds that `all` (null for `default`). */
  readonly domain: string | null;
}

export type SpfNodeStatus = 'ok' | 'none' | 'permerror' | 'temperror' | 'not-followed';

/** One record of the include/redirect tree (bounded by the lookup limit: at most 11 nodes). */
export interface SpfNode {
  readonly domain: string;
  /** How it was reached (`root` for the analysed domain). */
  readonly via: 'root' | 'include' | 'redirect';
  readonly record: string | null;
  readonly status: SpfNodeStatus;
  readonly children: readonly SpfNode[];
}

export interface SpfReport {
  /** False when nothing was queried (offline). */
  readonly checked: boolean;
  readonly result: SpfResult | null;
  readonly resultMessageKey: EmailAuthPartResultKey<'spf'> | null;
  /** True for `pass-config`. */
  readonly valid: boolean | null;
  /** The domain's SPF record (chunks joined), null when none or several. */
  readonly record: string | null;
  /** Every `v=spf1` record found at the domain (several is a permerror). */
  readonly records: readonly string[];
  /** Size of `record` in bytes (RFC 7208 §3.4: keep under 450). */
  readonly recordBytes: number | null;
  readonly all: SpfAll | null;
  /** DNS-querying terms (include, redirect, a, mx, ptr, exists), counted recursively. */
  readonly lookups: { readonly limit: number; readonly count: number };
  /** Lookups that returned NXDOMAIN or no record (RFC 7208 §4.6.4). */
  readonly voidLookups: { readonly limit: number; readonly count: number };
  /** Terms with macros (`%{i}`…), which only a receiver can expand. */
  readonly macros: readonly string[];
  readonly usesPtr: boolean;
  readonly tree: SpfNode | null;
  readonly issues: readonly EmailAuthIssue[];
}

// ---------------------------------------------------------------- DMARC

export interface DmarcReport {
  readonly checked: boolean;
  readonly result: RecordResult | null;
  readonly resultMessageKey: EmailAuthRecordResultKey | null;
  readonly valid: boolean | null;
  /** The name holding the record used (`_dmarc.<domain>` or `_dmarc.<organisational domain>`). */
  readonly recordName: string | null;
  /** `domain`: at the analysed domain; `organizational-domain`: inherited (fallback). */
  readonly source: 'domain' | 'organizational-domain' | null;
  readonly record: string | null;
  readonly tags: DmarcTags | null;
  /** Policy that applies to mail from the analysed domain (`sp`/`np` for subdomains). */
  readonly effectivePolicy: DmarcPolicy | null;
  readonly effectivePct: number | null;
  readonly enforcement: DmarcEnforcement | null;
  readonly issues: readonly EmailAuthIssue[];
}

// ---------------------------------------------------------------- DKIM

export type DkimKeyStatus = 'valid' | 'weak' | 'revoked' | 'invalid';
export type DkimResult = 'found' | 'weak' | 'revoked' | 'not-found' | 'temperror';

export interface DkimKey {
  readonly selector: string;
  readonly provider: string | null;
  readonly name: string;
  readonly record: string;
  readonly status: DkimKeyStatus;
  /** `k=`: rsa (default) or ed25519; other values make the key invalid. */
  readonly keyType: string;
  /** RSA modulus length, 256 for ed25519, null when the key could not be read. */
  readonly keyBits: number | null;
  /** `t=y`: the signer is testing DKIM. */
  readonly testing: boolean;
  /** `h=`: acceptable hash algorithms (null: all). */
  readonly hashAlgorithms: readonly string[] | null;
  /** `s=`: service types (null: all). */
  readonly serviceTypes: readonly string[] | null;
}

export interface DkimReport {
  readonly checked: boolean;
  readonly result: DkimResult | null;
  readonly resultMessageKey: EmailAuthPartResultKey<'dkim'> | null;
  /** True when at least one usable (valid or weak) key was found. */
  readonly found: boolean | null;
  /** Selectors probed (from `data/dkim-selectors.ts`). */
  readonly selectorsProbed: readonly string[];
  readonly keys: readonly DkimKey[];
  /** Whether `_domainkey.<domain>` exists (NOERROR): a hint that DKIM keys exist under other selectors. */
  readonly domainKeyNodeExists: boolean | null;
  readonly issues: readonly EmailAuthIssue[];
}

// ---------------------------------------------------------------- MX

export type MxResult = 'ok' | 'null-mx' | 'none' | 'invalid' | 'temperror';

export interface MxReport {
  readonly checked: boolean;
  readonly result: MxResult | null;
  readonly resultMessageKey: EmailAuthPartResultKey<'mx'> | null;
  readonly hosts: readonly { readonly preference: number; readonly exchange: string }[];
  readonly count: number;
  /** RFC 7505 `0 .`: the domain accepts no mail. */
  readonly nullMx: boolean;
  readonly issues: readonly EmailAuthIssue[];
}

// ---------------------------------------------------------------- MTA-STS, TLS-RPT, BIMI

export interface MtaStsPolicy {
  /** Always false in this version: the HTTPS policy fetch is not implemented yet. */
  readonly fetched: false;
  readonly url: string | null;
  /** Why the policy was not fetched (`error.network-unreachable` when the service is cut off). */
  readonly skipReasonKey: SkipReasonKey | NetworkErrorKey;
}

export interface MtaStsReport {
  readonly checked: boolean;
  readonly result: RecordResult | null;
  readonly resultMessageKey: EmailAuthRecordResultKey | null;
  readonly record: string | null;
  /** `id=` of the record (changes when the policy changes). */
  readonly id: string | null;
  readonly policy: MtaStsPolicy;
  readonly issues: readonly EmailAuthIssue[];
}

export interface TlsRptReport {
  readonly checked: boolean;
  readonly result: RecordResult | null;
  readonly resultMessageKey: EmailAuthRecordResultKey | null;
  readonly record: string | null;
  /** `rua=` destinations (mailto: or https:). */
  readonly rua: readonly string[];
  readonly issues: readonly EmailAuthIssue[];
}

export interface BimiReport {
  readonly checked: boolean;
  readonly result: RecordResult | null;
  readonly resultMessageKey: EmailAuthRecordResultKey | null;
  readonly record: string | null;
  /** `l=`: HTTPS address of the SVG logo ('' when the domain declines). */
  readonly location: string | null;
  /** `a=`: HTTPS address of the mark certificate (VMC/CMC). */
  readonly authority: string | null;
  /** Whether DMARC is at quarantine/reject for all mail, which mailbox providers require for BIMI. */
  readonly dmarcEnforced: boolean | null;
  readonly issues: readonly EmailAuthIssue[];
}

// ---------------------------------------------------------------- DNSSEC and the whole result

export interface DnssecReport {
  readonly checked: boolean;
  /** True when every answer about the domain's mail records carried the AD flag. */
  readonly authenticated: boolean | null;
  /** Names whose answers were (or were not) DNSSEC-validated by the resolver. */
  readonly validatedNames: readonly string[];
  readonly unvalidatedNames: readonly string[];
}

export type EmailAuthGrade = 'A+' | 'A' | 'B' | 'C' | 'D' | 'F';
/**
 * - `final`: every graded part was checked;
 * - `provisional`: an extra (MTA-STS, TLS-RPT, BIMI, MX, DNSSEC) could not be checked, the grade
 *   may be a little low;
 * - `unknown`: SPF, DMARC or DKIM could not be checked (temperror) or the domain does not exist:
 *   `grade` is null (a failed lookup is never graded as a missing record);
 * - `not-graded`: nothing was queried (offline, or the service's network is unreachable).
 */
export type EmailAuthGradeStatus = 'final' | 'provisional' | 'unknown' | 'not-graded';

export interface EmailAuthResult {
  /** How far the analysis got (`emailAuthOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The input as submitted (a domain or an e-mail address). */
  readonly input: string;
  /** The analysed domain (lower case, punycode). */
  readonly domain: string;
  /** Registrable domain (ICANN section of the Public Suffix List), null for a public suffix. */
  readonly organizationalDomain: string | null;
  readonly grade: EmailAuthGrade | null;
  /**
   * Points out of 100 (grade.ts), null when not graded.
   * @minimum 0
   * @maximum 100
   */
  readonly score: number | null;
  readonly gradeStatus: EmailAuthGradeStatus;
  /** Every deduction or cap of the grade, in table order. */
  readonly gradeNoteKeys: readonly EmailAuthGradeNoteKey[];
  /** Advice and observations. */
  readonly noteKeys: readonly EmailAuthNoteKey[];
  /**
   * `skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed:
   * every part unchecked, nothing said about the domain), `email-auth.error.domain-not-found`
   * (NXDOMAIN on a healthy resolver: the analysis stops there, every part unchecked),
   * `email-auth.error.temperror`, or null.
   */
  readonly errorKey: EmailAuthErrorKey | SkipReasonKey | NetworkErrorKey | null;
  /** Values interpolated into `gradeNoteKeys`, `noteKeys` and `errorKey`. */
  readonly parameters: IssueParameters;
  readonly spf: SpfReport;
  readonly dmarc: DmarcReport;
  readonly dkim: DkimReport;
  readonly mx: MxReport;
  readonly mtaSts: MtaStsReport;
  readonly tlsRpt: TlsRptReport;
  readonly bimi: BimiReport;
  readonly dnssec: DnssecReport;
  /** DNS queries sent for this analysis. */
  readonly queryCount: number;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
