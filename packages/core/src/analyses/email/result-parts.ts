/**
 * Parts of the email result shared by the collectors (dmarc-policy.ts, link-network.ts) and the
 * result type (types.ts). Imports none of its users, so that types.ts and the collectors do not
 * import each other (issue 26 §4).
 */
import type { AgeBand, DomainAgeReport } from '../../domain-age/types.js';
import type { Finding } from '../../findings.js';
import type { HttpErrorKey } from '../../keys.js';
import type { DmarcEnforcement, DmarcPolicy } from '../../mail-auth/types.js';
import type { EmailDmarcKey, EmailLinkNetworkKey } from './keys.js';
import type { EmailFindingCode } from './rules.js';

/** A finding of the email analysis. */
export type EmailFinding = Finding<EmailFindingCode>;

/**
 * - `found`: one valid `v=DMARC1` record applies (see `policy`);
 * - `none`: no record at the From domain nor at its organisational domain (every lookup answered);
 * - `invalid`: a record exists but receivers cannot use it (several records, a syntax error);
 * - `temperror`: a lookup failed: whether a policy exists is unknown.
 */
export type EmailDmarcStatus = 'found' | 'none' | 'invalid' | 'temperror';

/** The From domain's DMARC policy, as DNS gives it (online only). */
export interface EmailDmarcPolicy {
  /** The From domain asked about. */
  readonly domain: string;
  readonly status: EmailDmarcStatus;
  /** The status in words: `email.dmarc.policy-<none|quarantine|reject>` when found, else `email.dmarc.<status>`. */
  readonly summaryKey: EmailDmarcKey;
  /** The policy that applies to the From domain (`p`, or `sp`/`np` for a subdomain), or null. */
  readonly policy: DmarcPolicy | null;
  /**
   * Share of failing mail the policy applies to (`pct`, 100 when absent), or null.
   * @minimum 0
   * @maximum 100
   */
  readonly pct: number | null;
  /** How strongly the policy is applied (`full`, `partial`, `testing`, `none`), or null. */
  readonly enforcement: DmarcEnforcement | null;
  /** Where the record was found (`_dmarc.<domain>`), or null. */
  readonly recordName: string | null;
  /** The record is the organisational domain's (the From domain has none of its own). */
  readonly inherited: boolean;
  /**
   * Whether the From domain exists in DNS: false only when DNS answered NXDOMAIN for it, null when
   * its lookup failed.
   */
  readonly domainExists: boolean | null;
}

/** The network checks of one link (online only). */
export interface EmailLinkNetwork {
  /**
   * `checked`: the redirect chain was followed and the domain age looked up (or not applicable);
   * `failed`: a step did not finish (timeout, no connection, registry unavailable): nothing is
   * concluded; `not-checked`: over the limit of hosts checked per email.
   */
  readonly status: 'checked' | 'failed' | 'not-checked';
  /** The status in words: `email.link-network.<status>`. */
  readonly summaryKey: EmailLinkNetworkKey;
  /** Where the redirect chain ended (≤ 200 characters), or null. */
  readonly finalUrl: string | null;
  /** The host where the chain ended, or null. */
  readonly finalHost: string | null;
  /** Redirects followed. */
  readonly redirectCount: number;
  /** The registrable domain whose registration date was looked up, or null. */
  readonly ageDomain: string | null;
  /** Days since that domain was registered (RDAP), or null when unknown. */
  readonly domainAgeDays: number | null;
  readonly ageBand: AgeBand | null;
  /**
   * Why the chain or the age could not be read: an `http-error.*` key (no final response), a
   * `whois.error.*` key (no registration date), `url.error.domain-age-failed`, or null.
   */
  readonly errorKey: HttpErrorKey | NonNullable<DomainAgeReport['errorMessageKey']> | null;
  /** What the network showed (`email-link-*` codes; each is also among the email's findings). */
  readonly findings: readonly EmailFinding[];
}
