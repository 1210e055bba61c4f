/** The result of `analyzeAcme` (check-acme): its fields are the API contract (the OpenAPI document). */
import type { NetworkErrorKey, SkipReasonKey } from '../../keys.js';
import type { HttpErrorKey } from '../../keys.js';
import type { Outcome } from '../../outcome.js';
import type {
  AcmeCheckKey,
  AcmeCheckReasonKey,
  AcmeDetailKey,
  AcmeErrorKey,
  AcmeMethodStatusKey,
  AcmeProblemKey,
  AcmeSeverity,
} from './keys.js';

/** The three ACME challenge types (RFC 8555 §8.3, §8.4; RFC 8737). */
export const ACME_METHODS = ['http-01', 'dns-01', 'tls-alpn-01'] as const;
export type AcmeMethod = (typeof ACME_METHODS)[number];

/** One problem found, as Let's Debug names and grades it. */
export interface AcmeProblem {
  /** `acme.problem.<name>`: Let's Debug's problem name in kebab case (the problem's identifier). */
  readonly key: AcmeProblemKey;
  /** The same key, localized beside it as `explanation`: what the problem is and what to do. */
  readonly explanationKey: AcmeProblemKey;
  /** The severity Let's Debug gives this problem (ours for `txt-cname-delegation` and near limits). */
  readonly severity: AcmeSeverity;
  /** `acme.detail.<case>`: which case of the problem was met (localized as `detail`). */
  readonly detailKey: AcmeDetailKey;
  /** The challenge methods this problem affects (a CAA `validationmethods` list affects some only). */
  readonly methods: readonly AcmeMethod[];
  /** Values of the texts' `{placeholders}` (names, addresses, counts, statuses). */
  readonly parameters: Readonly<Record<string, string | number>>;
}

/** One check of the diagnosis and whether it ran. */
export interface AcmeCheck {
  /** `acme.check.<id>`: which check (localized as `check`). */
  readonly checkKey: AcmeCheckKey;
  /** `ran`: it got its answers; `skipped`: not attempted; `failed`: attempted, no usable answer. */
  readonly status: 'ran' | 'skipped' | 'failed';
  /** Why it was skipped or failed (null when it ran). */
  /** Why it did not run or failed (`error.network-unreachable`: the service's resolver health check failed). */
  readonly reasonKey: AcmeCheckReasonKey | SkipReasonKey | NetworkErrorKey | null;
}

/** One CAA record met on the walk up the name. */
export interface AcmeCaaRecord {
  /** The name that holds the record (lower case, no trailing dot). */
  readonly name: string;
  /** The flags octet (128 = issuer critical). */
  readonly flags: number;
  /** The property tag, lower case (`issue`, `issuewild`, `iodef`…). */
  readonly tag: string;
  /** The property value as published. */
  readonly value: string;
}

/** The CAA walk from the name up to (not including) its public suffix (RFC 8659 §3). */
export interface AcmeCaa {
  /** Every name asked, in order, until a CAA record set was found. */
  readonly namesChecked: readonly string[];
  /** The name whose CAA set applies; null when none has one (any CA may issue) or the walk failed. */
  readonly foundAt: string | null;
  /** The record set that applies (empty when none). */
  readonly records: readonly AcmeCaaRecord[];
}

/** The http-01 probe of one address. */
export interface AcmeHttpProbe {
  /** The URL asked first (`http://<name>/.well-known/acme-challenge/<random>`). */
  readonly url: string;
  /** HTTP status of the first response; null when none came. */
  readonly initialStatus: number | null;
  /** HTTP status of the last response (after redirects); null when none came. */
  readonly finalStatus: number | null;
  /** URL of the last request made. */
  readonly finalUrl: string;
  /** Redirects followed. */
  readonly redirects: number;
  /** The `Server` header of the last response, if any (at most 100 characters). */
  readonly server: string | null;
  /** Why the exchange ended without a usable response; null when it got one. */
  readonly errorKey: HttpErrorKey | null;
}

/** The tls-alpn-01 handshake to port 443 of one address (ALPN `acme-tls/1` only, SNI = the name). */
export interface AcmeTlsAlpnProbe {
  /**
   * `negotiated`: the server chose `acme-tls/1`; `not-negotiated`: it finished the handshake with
   * another protocol or none, or refused with `no_application_protocol`; `no-answer`: connection
   * refused or no handshake in time; `handshake-failed`: it broke the handshake otherwise;
   * `not-checked`: the analysis deadline ran out first.
   */
  readonly status: 'negotiated' | 'not-negotiated' | 'no-answer' | 'handshake-failed' | 'not-checked';
  /** The ALPN protocol the server selected, or null (none, or no handshake). */
  readonly alpn: string | null;
  /** The TLS version negotiated (`TLSv1.3`…), or null without a handshake. */
  readonly protocol: string | null;
}

/** One address of the name (A or AAAA). */
export interface AcmeAddress {
  /** The address, canonical text. */
  readonly address: string;
  /** `ipv4` (an A record) or `ipv6` (an AAAA record). */
  readonly family: 'ipv4' | 'ipv6';
  /** In one of Let's Debug's reserved ranges: never contacted. */
  readonly reserved: boolean;
  /** What the http-01 probe of this address got; null when it was not probed. */
  readonly http01: AcmeHttpProbe | null;
  /** What the tls-alpn-01 handshake to this address got; null when it was not made. */
  readonly tlsAlpn01: AcmeTlsAlpnProbe | null;
}

/** The dns-01 view: where Let's Encrypt looks for the TXT record. */
export interface AcmeDns01 {
  /** `_acme-challenge.<name>`. */
  readonly txtName: string;
  /** Where a CNAME at `txtName` delegates the challenge (the last name of the chain), or null. */
  readonly cnameTarget: string | null;
  /** TXT records found there now (normally none outside an order). */
  readonly txtRecords: readonly string[];
}

/** Let's Encrypt certificates seen in Certificate Transparency over the last 7 days. */
export interface AcmeRateLimits {
  /** The registered domain the 50-per-7-days limit counts (PSL eTLD+1). */
  readonly registeredDomain: string;
  /** Let's Encrypt certificates for names under it whose validity began in the last 7 days; null when unknown. */
  readonly certificatesLast7Days: number | null;
  /** New Certificates per Registered Domain: 50 per 7 days. */
  readonly limit: number;
  /** The most certificates for one identical set of names including this name, same window; null when unknown. */
  readonly exactSetLast7Days: number | null;
  /** New Certificates per Exact Set of Identifiers: 5 per 7 days. */
  readonly exactSetLimit: number;
  /** Which Certificate Transparency search answered; null when none did. */
  readonly source: 'crt.sh' | 'certspotter' | null;
}

/** Whether a method looks usable, from the problems that affect it. */
export interface AcmeMethodVerdict {
  /** The challenge method. */
  readonly method: AcmeMethod;
  /** `acme.method-status.<s>`: no problem found, blocked (Fatal/Error), warnings only, or not checked. */
  readonly statusKey: AcmeMethodStatusKey;
}

export interface AcmeAnalysisResult {
  /** The name diagnosed (lower case, punycode; `*.` kept for a wildcard). */
  readonly domain: string;
  /** The method asked for, or null (every method checked). */
  readonly method: AcmeMethod | null;
  /** The methods whose checks ran. */
  readonly methodsChecked: readonly AcmeMethod[];
  /** Per method checked: would it work, as far as the checks can tell. */
  readonly methods: readonly AcmeMethodVerdict[];
  /** The problems found, worst severity first. */
  readonly problems: readonly AcmeProblem[];
  /** Every check, in Let's Debug's block order, with whether it ran. */
  readonly checks: readonly AcmeCheck[];
  /** The CAA walk; null when it did not run. */
  readonly caa: AcmeCaa | null;
  /** The name's A and AAAA addresses (http-01 and tls-alpn-01; empty otherwise). */
  readonly addresses: readonly AcmeAddress[];
  /** The dns-01 view; null when dns-01 was not checked. */
  readonly dns01: AcmeDns01 | null;
  /** Rate limits from Certificate Transparency; null when the check did not run. */
  readonly rateLimits: AcmeRateLimits | null;
  /**
   * Why the diagnosis could not be made at all (offline, `error.network-unreachable` when the
   * service's own resolver health check failed, no DNS answer); null otherwise.
   */
  readonly errorKey: AcmeErrorKey | SkipReasonKey | NetworkErrorKey | null;
  /**
   * `complete`: every applicable check ran; `partial`: some failed (no answer, no time left); `failed`: nothing could be checked (offline, the registered domain's lookup failed).
   */
  readonly outcome: Outcome;
  /**
   * When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps
   * the time it was computed.
   * @format date-time
   */
  readonly checkedAt: string;
}
