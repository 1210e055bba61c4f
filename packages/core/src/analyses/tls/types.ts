/**
 * Result of `analyzeTls` (check-tls). Field names are the API contract (published in the OpenAPI
 * document, so renaming one breaks clients); every field is always present, `null` when it could not
 * be determined (never a guess).
 */
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { Outcome } from '../../outcome.js';
import type { Protocol } from '../../net/tls/hello.js';
import type { TlsErrorKey, TlsGradeNoteKey, TlsKey, TlsNoteKey } from './keys.js';

/** `A+`…`F` by the SSL Labs rating guide 2009r; `T` certificate not trusted; `M` name mismatch. */
export type TlsGrade = 'A+' | 'A' | 'A-' | 'B' | 'C' | 'D' | 'E' | 'F' | 'T' | 'M';

/** Protocol versions as OpenSSL and SSL Labs name them. */
export type TlsProtocolVersion = Protocol;

/**
 * What a grade rule does: `T`/`M`/`F` set the grade; `cap-B`/`cap-C` cap it; `warning` turns an A
 * into A-; `no-bonus` only withholds the A+.
 */
export type TlsGradeEffect = 'T' | 'M' | 'F' | 'cap-B' | 'cap-C' | 'warning' | 'no-bonus';

/** Values interpolated into the keys (names are unique across the analysis' keys). */
export type TlsParameters = Readonly<Record<string, string | number>>;

/**
 * Strength of one suite: `insecure` (NULL, anonymous, export, under 112 bits), `weak` (RC4, 64-bit
 * block ciphers, CBC without forward secrecy), `acceptable` (forward secrecy or AEAD, not both),
 * `strong` (forward secrecy and AEAD).
 */
export type TlsSuiteStrength = 'insecure' | 'weak' | 'acceptable' | 'strong';

export interface TlsProtocolSupport {
  /** `SSLv2`, `SSLv3`, `TLSv1`, `TLSv1.1`, `TLSv1.2` or `TLSv1.3`. */
  readonly version: TlsProtocolVersion;
  /** Whether the server accepts it; null when the probe failed (timeout, unreadable answer). */
  readonly supported: boolean | null;
  /** The server imposes its own suite order for this protocol (null: fewer than two suites or unknown). */
  readonly serverPreference: boolean | null;
}

export interface TlsCipherSuite {
  /** The protocol it was accepted with. */
  readonly protocol: TlsProtocolVersion;
  /** IANA name (`TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256`). */
  readonly name: string;
  /** IANA code point, `0xc02f`. */
  readonly id: string;
  /** Key exchange from the suite name: `ECDHE`, `DHE`, `RSA`… (`ANY` for TLS 1.3: by group). */
  readonly keyExchange: string;
  /** Authentication: `RSA`, `ECDSA`, `anon`… (`ANY` for TLS 1.3). */
  readonly authentication: string;
  /** Symmetric cipher: `AES`, `ChaCha20`, `3DES`, `RC4`… */
  readonly cipher: string;
  /** Key size of the symmetric cipher, bits (0 for NULL). */
  readonly bits: number;
  /** `GCM`, `CCM`, `POLY1305`, `CBC`, `stream`… */
  readonly mode: string;
  readonly forwardSecrecy: boolean;
  readonly aead: boolean;
  readonly strength: TlsSuiteStrength;
  /** ECDHE curve seen with this suite (TLS ≤ 1.2) or key-share group (TLS 1.3); null for other exchanges. */
  readonly group: string | null;
  /** Size of the ephemeral key exchange: DH prime bits, or the curve's bits; null when none. */
  readonly keyExchangeBits: number | null;
}

export interface TlsGroups {
  /** Groups accepted in TLS 1.3, in the order the server chose them (HelloRetryRequest). */
  readonly tls13: readonly string[];
  /** Curves accepted for ECDHE before TLS 1.3, in the order the server chose them. */
  readonly ecdhe: readonly string[];
}

export interface TlsNegotiated {
  /** Protocol a modern client (Node's TLS stack) negotiated, null when the full handshake failed. */
  readonly protocol: string | null;
  /** IANA name of the negotiated suite. */
  readonly cipher: string | null;
  /** ALPN protocol agreed (`h2`, `http/1.1`), null when none. */
  readonly alpn: string | null;
  /** Key-exchange group of the handshake (`x25519`…), null for RSA key exchange. */
  readonly group: string | null;
}

/** One certificate of a chain. */
export interface CertificateSummary {
  /** Subject distinguished name, one `attr=value` per RDN, comma-separated. */
  readonly subject: string;
  readonly issuer: string;
  /**
   * Start of validity (ISO 8601), null when unreadable.
   * @format date-time
   */
  readonly notBefore: string | null;
  /**
   * End of validity (ISO 8601), null when unreadable.
   * @format date-time
   */
  readonly notAfter: string | null;
  /** `rsa`, `ec`, `ed25519`, `rsa-pss`, `dsa`… */
  readonly keyType: string;
  /** Public key size, bits (RSA modulus, curve size). */
  readonly keyBits: number | null;
  /** Named curve of an EC key (`prime256v1`), null otherwise. */
  readonly curve: string | null;
  /** `sha256WithRSAEncryption`, `ecdsa-with-SHA256`… (dotted OID when unknown). */
  readonly signatureAlgorithm: string | null;
  /** SHA-256 fingerprint, colon-separated hex. */
  readonly fingerprintSha256: string;
  /** Serial number, hex. */
  readonly serialNumber: string;
  /** Issued by itself and signed by its own key. */
  readonly selfSigned: boolean;
  /** Basic constraints CA:TRUE. */
  readonly isCa: boolean;
}

/** The leaf certificate and the verdicts about it. */
export interface TlsCertificate extends CertificateSummary {
  /** Subject alternative names (DNS names, IP addresses). */
  readonly sans: readonly string[];
  /**
   * The chain is anchored in a trusted root: Node's store plus `NODE_EXTRA_CA_CERTS` (with an
   * intermediate fetched from AIA when the server omitted it), judged by the signatures alone, not by
   * key sizes (a weak key is a grade rule). Dates, name and revocation are not part of it: see `valid`.
   * Null: could not be determined.
   */
  readonly trusted: boolean | null;
  /**
   * A browser would accept this certificate for this host now: `trusted`, within its validity dates,
   * the name matches and it is not known to be revoked. Null when trust could not be determined.
   */
  readonly valid: boolean | null;
  /** OpenSSL's verification error when not trusted (`UNABLE_TO_GET_ISSUER_CERT_LOCALLY`…). */
  readonly trustError: string | null;
  /** The certificate covers the host name (or IP literal) scanned. */
  readonly hostnameMatches: boolean;
  /** The server sent every intermediate needed (null: could not be determined). */
  readonly chainComplete: boolean | null;
  readonly expired: boolean;
  readonly notYetValid: boolean;
  /** Whole days until `notAfter` (negative once expired). */
  readonly daysRemaining: number | null;
  /** The chain as built for verification, leaf first (the root when it is in the store). */
  readonly chain: readonly CertificateSummary[];
  /** Certificates the server sent (read from a TLS ≤ 1.2 flight), null when not seen. */
  readonly sentChainLength: number | null;
}

export interface TlsHsts {
  /** A Strict-Transport-Security header was received; null when the HTTPS request failed. */
  readonly present: boolean | null;
  /** max-age in seconds (null when absent or invalid). */
  readonly maxAge: number | null;
  readonly includeSubDomains: boolean;
  readonly preload: boolean;
  /** The header parses (one valid max-age); null when absent or not checked. */
  readonly valid: boolean | null;
}

/** `good`/`revoked`/`unknown` as an OCSP responder said; `not-checked` when no signed answer was had. */
export type TlsRevocationStatus = 'good' | 'revoked' | 'unknown' | 'not-checked';

export interface TlsRevocation {
  /** The server stapled an OCSP response (status_request). */
  readonly ocspStapled: boolean;
  readonly status: TlsRevocationStatus;
  /** Where the status came from: the stapled response or the responder named in the certificate. */
  readonly source: 'stapled' | 'responder' | null;
  /** OCSP responder URL of the certificate (AIA), null when none. */
  readonly ocspUrl: string | null;
}

export interface TlsCategoryScores {
  /**
   * Protocol support, 0–100: (best + worst protocol score) / 2 (97.5 for TLS 1.1 + 1.2).
   * @number
   * @minimum 0
   * @maximum 100
   */
  readonly protocol: number;
  /**
   * Key exchange, 0–100: the weaker of the server key and the ephemeral parameters.
   * @number
   * @minimum 0
   * @maximum 100
   */
  readonly keyExchange: number;
  /**
   * Cipher strength, 0–100: (strongest + weakest cipher score) / 2.
   * @number
   * @minimum 0
   * @maximum 100
   */
  readonly cipher: number;
}

/** One rule of the grade table in force for this server. */
export interface TlsGradeRule {
  /** The rule (also in `gradeNoteKeys`). */
  readonly noteKey: TlsGradeNoteKey;
  readonly effect: TlsGradeEffect;
  /** This rule's values (also merged into the result's `parameters`). */
  readonly parameters: TlsParameters | null;
}

export interface TlsResult {
  /** How far the analysis got (`tlsOutcome` in analyze.ts). */
  readonly outcome: Outcome;
  /** The host as analysed (lower case, punycode; IPv6 without brackets). */
  readonly host: string;
  /** Always 443: the only port scanned. */
  readonly port: 443;
  /** The address scanned (the first IPv4 address, else the first IPv6); null when none. */
  readonly address: string | null;
  /** The host's other addresses (checked, not scanned). */
  readonly otherAddresses: readonly string[];
  /** The letter; null when the scan failed or trust could not be determined. */
  readonly grade: TlsGrade | null;
  /**
   * The letter if every certificate trust issue (the T and M rules: untrusted, expired, not yet
   * valid, self-signed, revoked, SHA-1 signed, name mismatch) were ignored, as SSL Labs shows it;
   * the same as `grade` when there is none; null when the scan failed.
   */
  readonly gradeIgnoringTrust: TlsGrade | null;
  /**
   * Numeric score 0–100 before caps (0 when a category scores 0); null when not graded.
   * @minimum 0
   * @maximum 100
   */
  readonly score: number | null;
  readonly categoryScores: TlsCategoryScores | null;
  /** Every grade rule in force, in table order (`gradeRules` gives each one's effect). */
  readonly gradeNoteKeys: readonly TlsGradeNoteKey[];
  readonly gradeRules: readonly TlsGradeRule[];
  /** Observations that do not change the grade. */
  readonly noteKeys: readonly TlsNoteKey[];
  /** Why there is no grade; null on success. */
  readonly errorKey: TlsErrorKey | SkipReasonKey | NetworkErrorKey | null;
  /** Values interpolated into `gradeNoteKeys`, `noteKeys` and `errorKey`. */
  readonly parameters: TlsParameters;
  /** Every protocol from SSLv2 to TLS 1.3, in that order. */
  readonly protocols: readonly TlsProtocolSupport[];
  /** Accepted suites, TLS 1.3 first, per protocol in server-preference order when it has one. */
  readonly cipherSuites: readonly TlsCipherSuite[];
  readonly groups: TlsGroups;
  readonly negotiated: TlsNegotiated;
  /** The leaf certificate; null when none could be read. */
  readonly certificate: TlsCertificate | null;
  readonly hsts: TlsHsts;
  readonly revocation: TlsRevocation;
  /** RFC 5746 secure renegotiation (null: no protocol before TLS 1.3, or unknown). */
  readonly secureRenegotiation: boolean | null;
  /** The server accepted TLS compression (CRIME). */
  readonly compression: boolean;
  /** TLS connections opened for this scan. */
  readonly connections: number;
  /** Wall time of the scan, milliseconds. */
  readonly durationMs: number;
}

export type { TlsKey, TlsGradeNoteKey, TlsNoteKey, TlsErrorKey };
