/**
 * Every key the check-acme analysis emits, in lists, so that the i18n catalogues, the OpenAPI
 * document and tests can enumerate them. Prefix: `acme.`.
 *
 * Problems are Let's Debug's (letsdebug/letsdebug, ANCHORS Part 2 §1b) in kebab case
 * (`CAAIssuanceNotAllowed` → `acme.problem.caa-issuance-not-allowed`), with the severity Let's Debug
 * gives them; `txt-cname-delegation`, `tls-alpn-*` and the rate-limit warning are ours. A problem's `detailKey`
 * says which case of it was met (`InvalidDomain` covers a bad label and a domain that does not exist).
 */

/** Let's Debug's severities, worst first (the sort order of `problems`). */
export const ACME_SEVERITIES = ['Fatal', 'Error', 'Warning', 'Info', 'Debug'] as const;
export type AcmeSeverity = (typeof ACME_SEVERITIES)[number];

/** Problem name (kebab case) → the severity Let's Debug gives it. */
export const ACME_PROBLEMS = {
  'invalid-domain': 'Fatal',
  'public-suffix': 'Debug',
  'method-not-suitable': 'Fatal',
  'dns-lookup-failed': 'Fatal',
  'caa-critical-unknown': 'Fatal',
  'caa-issuance-not-allowed': 'Fatal',
  'caa-possibly-invalid': 'Warning',
  'caa-requires-account-uri': 'Info',
  'rate-limit': 'Error',
  'reserved-address': 'Fatal',
  'no-records': 'Fatal',
  'txt-record-error': 'Fatal',
  'txt-double-label': 'Warning',
  /** Ours: `_acme-challenge` is a CNAME; Let's Encrypt follows it. */
  'txt-cname-delegation': 'Info',
  'bad-redirect': 'Error',
  'webserver-misconfiguration': 'Error',
  'a-not-working': 'Error',
  'aaaa-not-working': 'Error',
  'unexpected-http-response': 'Warning',
  'multiple-ip-address-discrepancy': 'Warning',
  'port-forwarding': 'Warning',
  'blocked-by-nginx-test-cookie': 'Error',
  'http-on-https-port': 'Error',
  'blocked-by-firewall': 'Error',
  'cloudflare-cdn': 'Warning',
  /** Ours (tls-alpn-01): port 443 answers but does not select `acme-tls/1`. */
  'tls-alpn-not-negotiated': 'Error',
  /** Ours (tls-alpn-01): nothing answers a TLS handshake on port 443. */
  'tls-alpn-no-answer': 'Error',
  /** Ours (tls-alpn-01): the server breaks the handshake (an alert other than no_application_protocol). */
  'tls-alpn-handshake-failed': 'Error',
} as const satisfies Record<string, AcmeSeverity>;
export type AcmeProblemName = keyof typeof ACME_PROBLEMS;
export const ACME_PROBLEM_NAMES = Object.keys(ACME_PROBLEMS) as AcmeProblemName[];
export type AcmeProblemKey = `acme.problem.${AcmeProblemName}`;

/** The case of a problem that was met (`acme.detail.<case>`). */
export const ACME_DETAILS = [
  // invalid-domain
  'domain-too-long',
  'domain-bad-characters',
  'domain-label-count',
  'domain-label-invalid',
  'domain-bad-punycode',
  'domain-not-under-suffix',
  'domain-is-suffix',
  'domain-not-registered',
  // public-suffix
  'private-suffix',
  // method-not-suitable
  'wildcard-needs-dns-01',
  // dns-lookup-failed
  'soa-lookup-failed',
  'caa-lookup-failed',
  'address-lookup-failed',
  // caa
  'caa-unknown-critical-tag',
  'caa-other-ca',
  'caa-no-issuance',
  'caa-method-not-allowed',
  'caa-malformed-value',
  'caa-account-uri',
  // rate-limit
  'rate-limit-registered-domain',
  'rate-limit-registered-domain-near',
  'rate-limit-exact-set',
  'rate-limit-exact-set-near',
  // addresses
  'reserved-address',
  'no-addresses',
  // dns-01
  'txt-lookup-failed',
  'txt-doubled-label',
  'txt-cname',
  // http-01
  'redirect-too-many',
  'redirect-bad-port',
  'redirect-bad-scheme',
  'redirect-missing-slash',
  'redirect-unreachable',
  'http-on-https-redirect',
  'connection-timeout',
  'connection-refused',
  'connection-failed',
  'garbage-response',
  'unexpected-status',
  'addresses-disagree',
  'port-forwarding-server',
  'nginx-test-cookie',
  'plain-http-to-tls-port',
  'palo-alto-firewall',
  'cloudflare-server',
  // tls-alpn-01
  'alpn-not-selected',
  'alpn-refused',
  'tls-timeout',
  'tls-connect-failed',
  'tls-handshake-error',
] as const;
export type AcmeDetail = (typeof ACME_DETAILS)[number];
export type AcmeDetailKey = `acme.detail.${AcmeDetail}`;

/** The checks, in Let's Debug's blocks (`acme.check.<id>`). */
export const ACME_CHECK_IDS = [
  'domain-validity',
  'wildcard-method',
  'domain-exists',
  'caa',
  'rate-limits',
  'addresses',
  'txt-record',
  'txt-doubled-label',
  'http-access',
  'tls-alpn',
  'staging-order',
] as const;
export type AcmeCheckId = (typeof ACME_CHECK_IDS)[number];
export type AcmeCheckKey = `acme.check.${AcmeCheckId}`;

/** Why a check did not run, or why it gave no usable answer. */
export const ACME_CHECK_REASONS = [
  'method-not-selected',
  'stopped-by-fatal',
  'needs-ca-account',
  'lookup-failed',
  'sources-failed',
  'no-time-left',
  'tls-port-refused',
] as const;
export type AcmeCheckReason = (typeof ACME_CHECK_REASONS)[number];
export type AcmeCheckReasonKey = `acme.reason.${AcmeCheckReason}`;

/** What the result says about each method (`acme.method-status.<status>`). */
export const ACME_METHOD_STATUSES = ['no-problem-found', 'blocked', 'warnings', 'not-checked'] as const;
export type AcmeMethodStatus = (typeof ACME_METHOD_STATUSES)[number];
export type AcmeMethodStatusKey = `acme.method-status.${AcmeMethodStatus}`;

/** `errorKey` of the whole analysis. */
export const ACME_ERROR_KEYS = ['acme.error.dns-unavailable'] as const;
export type AcmeErrorKey = (typeof ACME_ERROR_KEYS)[number];

export const ACME_KEYS = [
  ...ACME_PROBLEM_NAMES.map((n): AcmeProblemKey => `acme.problem.${n}`),
  ...ACME_DETAILS.map((d): AcmeDetailKey => `acme.detail.${d}`),
  ...ACME_CHECK_IDS.map((c): AcmeCheckKey => `acme.check.${c}`),
  ...ACME_CHECK_REASONS.map((r): AcmeCheckReasonKey => `acme.reason.${r}`),
  ...ACME_METHOD_STATUSES.map((s): AcmeMethodStatusKey => `acme.method-status.${s}`),
  ...ACME_ERROR_KEYS,
] as const;
export type AcmeKey =
  AcmeProblemKey | AcmeDetailKey | AcmeCheckKey | AcmeCheckReasonKey | AcmeMethodStatusKey | AcmeErrorKey;
