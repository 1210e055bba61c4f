import type { Outcome } from '../../outcome.js';
import type { HttpErrorKey, NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { CertsKey } from './keys.js';

/** The Certificate Transparency search services, in the order they are asked. */
export { CT_SOURCES as CERTS_SOURCES } from '../../providers/ct-search.js';
export type { CtSource as CertsSource } from '../../providers/ct-search.js';
import type { CtSearchAttempt, CtSource as CertsSource } from '../../providers/ct-search.js';

export type CertsNoteKey = Extract<CertsKey, `certs.note.${string}`>;
export type CertsAttemptErrorKey =
  Exclude<Extract<CertsKey, `certs.error.${string}`>, 'certs.error.all-sources-failed'> | HttpErrorKey;

/** One name seen in Certificate Transparency for the domain or below it. */
export interface CertsSubdomain {
  /** Lower case, no trailing dot; a wildcard keeps its `*.` prefix (`*.example.com`). */
  readonly name: string;
  readonly wildcard: boolean;
}

/** One certificate (or precertificate) of the sample. */
export interface CertificateEntry {
  /** crt.sh certificate id (decimal string) or Cert Spotter issuance id (opaque string). */
  readonly id: string;
  /** A page describing the certificate (crt.sh only), else null. */
  readonly link: string | null;
  /** Issuer distinguished name, e.g. `C=US, O=Let's Encrypt, CN=R3`; null when not given. */
  readonly issuerName: string | null;
  readonly commonName: string | null;
  /** DNS names of the certificate (lower case, sorted, bounded), as the source gives them. */
  readonly names: readonly string[];
  /**
   * Start of validity, ISO 8601 UTC (`…Z`); null when missing or unparsable.
   * @format date-time
   */
  readonly notBefore: string | null;
  /**
   * End of validity, ISO 8601 UTC (`…Z`); null when missing or unparsable.
   * @format date-time
   */
  readonly notAfter: string | null;
  /** Lower-case hex serial number (crt.sh); null from Cert Spotter. */
  readonly serialNumber: string | null;
}

/** What happened when one source was asked. */
/** One request to one source (providers/ct-search.ts). */
export type CertsAttempt = CtSearchAttempt;

export interface CertsResult {
  /** How far the analysis got (`certsOutcome` in analyze.ts, `outcome.ts`). */
  readonly outcome: Outcome;
  /** The domain searched, ASCII (punycode), lower case. */
  readonly domain: string;
  readonly unicodeDomain: string;
  /** Which source answered; null when none did (or offline). */
  readonly source: CertsSource | null;
  /** Unique names at or below the domain, sorted, at most `CERTS_LIMITS.maxSubdomains`. */
  readonly subdomains: readonly CertsSubdomain[];
  /** Number of unique names found (before the bound). */
  readonly subdomainCount: number;
  /** True when `subdomains` was cut at the bound. */
  readonly truncated: boolean;
  /** Newest first (by notBefore), at most `CERTS_LIMITS.sampleSize`. */
  readonly certificates: readonly CertificateEntry[];
  /** Number of unique certificates the source returned (after de-duplication). */
  readonly certificateCount: number;
  /** Every request made, in order (the first source, its retry, the fallback). */
  readonly attempts: readonly CertsAttempt[];
  readonly noteKeys: readonly CertsNoteKey[];
  /**
   * `skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed:
   * no source asked, nothing said), `certs.error.all-sources-failed`, or null.
   */
  readonly errorKey: SkipReasonKey | NetworkErrorKey | 'certs.error.all-sources-failed' | null;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
