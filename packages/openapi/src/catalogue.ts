/**
 * The endpoint catalogue: the ONE list of the API's endpoints (spec section 4). The OpenAPI document,
 * the server's routes, request validation and rate limits are all generated from it, so they cannot
 * drift apart.
 */
import { ANALYSES, type AnalysisId, type InputErrorKey } from '@secapi/core';
import { FEEDBACK_MAX_LENGTHS, type SchemaName } from './schemas.js';
import { RESULT_ROOT_SCHEMAS } from './schemas/results/index.js';

/**
 * Rate-limit partitions (spec section 8). One limiter per partition, shared by the API and the form.
 * An analysis' partition has its id and the limit its descriptor gives (`ANALYSES`).
 */
export const PARTITIONS = {
  'check-url': { perMinute: ANALYSES['check-url'].perMinute },
  'check-message': { perMinute: ANALYSES['check-message'].perMinute },
  'check-email': { perMinute: ANALYSES['check-email'].perMinute },
  'check-tls': { perMinute: ANALYSES['check-tls'].perMinute },
  'check-email-auth': { perMinute: ANALYSES['check-email-auth'].perMinute },
  'check-headers': { perMinute: ANALYSES['check-headers'].perMinute },
  'check-certs': { perMinute: ANALYSES['check-certs'].perMinute },
  'check-whois': { perMinute: ANALYSES['check-whois'].perMinute },
  'check-dns': { perMinute: ANALYSES['check-dns'].perMinute },
  'check-hash': { perMinute: ANALYSES['check-hash'].perMinute },
  'check-ip': { perMinute: ANALYSES['check-ip'].perMinute },
  'check-typosquat': { perMinute: ANALYSES['check-typosquat'].perMinute },
  'check-acme': { perMinute: ANALYSES['check-acme'].perMinute },
  /** Not shown in the spec. Decision: feedback is a cheap write but a spam target → 10/min. */
  feedback: { perMinute: 10 },
  /**
   * Not shown in the spec. Decision: one password check = one range request, and a password manager
   * audit may check a handful in a row; the upstream range API is cheap and cacheable → 60/min.
   */
  'pwned-range': { perMinute: 60 },
} as const satisfies Record<string, { perMinute: number }>;

export type PartitionId = keyof typeof PARTITIONS;
export const PARTITION_IDS = Object.keys(PARTITIONS) as PartitionId[];

/** Length of the rate-limit window of every partition. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

export type HttpMethod = 'GET' | 'POST';

/** One query parameter of a GET endpoint (the `lang` parameter is common to all and not listed). */
export interface QueryParam {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly maxLength?: number;
  readonly enum?: readonly string[];
  readonly pattern?: string;
  /**
   * The 400's key when the value does not match `pattern` or is not one of `enum`: the analysis' own
   * input error (the message the form shows, e.g. `input.hash-invalid`, `input.method-invalid` with
   * `{allowed}`) instead of the generic `error.field-invalid`.
   */
  readonly invalidKey?: InputErrorKey;
}

export type EndpointInput =
  | { readonly kind: 'query'; readonly params: readonly QueryParam[] }
  | {
      readonly kind: 'body';
      /** Component schema of the JSON body. */
      readonly schema: SchemaName;
      /** Fields the endpoint requires (non-null), though the body schema lets every field be null. */
      readonly required: readonly string[];
    };

export interface Endpoint {
  /** Stable id, also the OpenAPI `operationId`. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly input: EndpointInput;
  readonly partition: PartitionId;
  /** Requests per minute per client IP (from `PARTITIONS`). */
  readonly perMinute: number;
  /** False: the endpoint answers 501 `{ "error": "…" }` in this version. */
  readonly implemented: boolean;
  /** Component schema of the 200 body, or null while the endpoint is not implemented. */
  readonly responseSchema: SchemaName | null;
  /** Media type of the 200 body (default `application/json`; `pwned-range` answers `text/plain`). */
  readonly responseMediaType?: 'application/json' | 'text/plain';
  /** Description of the 200 response when it is not an analysis result (feedback, pwned-range). */
  readonly responseDescription?: string;
  /** True: the endpoint relays an upstream service and answers 502 `{ "error": "…" }` when it fails. */
  readonly upstream?: boolean;
  /** The analysis the endpoint runs (core's `ANALYSES`), for the endpoints that answer its result. */
  readonly analysis?: AnalysisId;
}

function endpoint(e: Omit<Endpoint, 'perMinute'>): Endpoint {
  return Object.freeze({ ...e, perMinute: PARTITIONS[e.partition].perMinute });
}

/**
 * The response schema of each analysis (a component of `schemas.ts`). Typed by core's `ANALYSES`: an
 * analysis without its schema here does not compile.
 */
export const ANALYSIS_RESPONSE_SCHEMAS: Readonly<Record<AnalysisId, SchemaName>> = Object.freeze({
  ...RESULT_ROOT_SCHEMAS,
});

/**
 * An endpoint that answers an analysis' result: its partition is the analysis id, it is implemented,
 * and a GET's one parameter takes its name and cap from the descriptor's input.
 */
function analysisEndpoint(
  analysis: AnalysisId,
  e: Pick<Endpoint, 'id' | 'method' | 'path' | 'summary' | 'description'> & {
    /** GET: the description of the query parameter (and its pattern and pattern's 400 key if any). */
    readonly param?: {
      readonly description: string;
      readonly pattern?: string;
      readonly invalidKey?: InputErrorKey;
    };
    /** POST: the component schema of the body. */
    readonly body?: SchemaName;
  },
): Endpoint {
  const d = ANALYSES[analysis];
  const input: EndpointInput =
    e.body === undefined
      ? {
          kind: 'query',
          params: [
            {
              name: d.input.query ?? d.input.name,
              required: true,
              maxLength: d.input.maxLength,
              ...(e.param?.pattern === undefined ? {} : { pattern: e.param.pattern }),
              ...(e.param?.invalidKey === undefined ? {} : { invalidKey: e.param.invalidKey }),
              description: e.param?.description ?? '',
            },
            // The descriptor's optional parameters (check-acme: `method`), each a closed list.
            ...(d.input.params ?? []).map((p): QueryParam => ({
              name: p.name,
              required: false,
              enum: [...p.values],
              ...(p.invalidKey === undefined ? {} : { invalidKey: p.invalidKey }),
              description: p.description,
            })),
          ],
        }
      : { kind: 'body', schema: e.body, required: [d.input.name] };
  return endpoint({
    id: e.id,
    method: e.method,
    path: e.path,
    summary: e.summary,
    description: e.description,
    input,
    partition: analysis,
    implemented: true,
    responseSchema: ANALYSIS_RESPONSE_SCHEMAS[analysis],
    analysis,
  });
}

/** All 16 endpoints of spec section 4, in the spec's order. */
export const ENDPOINTS: readonly Endpoint[] = Object.freeze([
  analysisEndpoint('check-url', {
    id: 'checkUrlGet',
    method: 'GET',
    path: '/api/check-url',
    summary: 'URL risk analysis',
    description:
      'Analyses a URL for phishing and malware-delivery signals. Shares its rate-limit partition with POST /api/check-url.',
    param: { description: 'The URL to analyse (max 2048 characters).' },
  }),
  analysisEndpoint('check-url', {
    id: 'checkUrlPost',
    method: 'POST',
    path: '/api/check-url',
    summary: 'URL risk analysis (URL in a JSON body)',
    description:
      'Same analysis as GET /api/check-url, for URLs with characters awkward in a query string. Shares its rate-limit partition with GET.',
    body: 'CheckUrlApiRequest',
  }),
  analysisEndpoint('check-email', {
    id: 'checkEmail',
    method: 'POST',
    path: '/api/check-email',
    summary: 'Email body and headers risk analysis',
    description: [
      'Reads a pasted email the way an expert would and says whether it is phishing. Accepts three shapes: the body only (`emailBody`, plain text or HTML); the headers from "Show original" in `rawHeaders` plus the body; or a whole raw message (headers, blank line, MIME body) in `emailBody` with `rawHeaders` null, which is detected (`inputShape`). MIME is parsed with postal-mime.',
      "Checks: what the receiving server concluded (the topmost Authentication-Results of the receiving domain, Received-SPF, ARC, Microsoft compauth; failures of mailing-list mail are not counted; a pass never lowers the risk by itself), the sender (brand in the display name with an unrelated domain, look-alike From/Reply-To domains, free mail speaking for an organisation, Reply-To/Return-Path/Message-ID of other domains), every link with its visible text (text showing one domain while the link goes to another; each destination through the URL analysis' lexical checks; script, IP-address, shortener, free-hosting and form-builder links), lures in English and French (phrase lists shared with check-message), hidden text, zero-width and styled letters, forms and password fields, image-only bodies, risky attachments; legitimacy cues (a reply quoting its thread, a mailing list of the sender's domain) lower the score but never beside a Critical finding.",
      "Online only: the sending server's address (the topmost public address of the `Received` chain) is looked up in the DNS blocklists of check-ip (a failed lookup is never read as not listed); an intact message (a raw message, or headers with the MIME body they describe) has its DKIM signatures verified with mailauth, the keys asked through the same DNS resolvers (`authentication.source` is then `verified`); the From domain's DMARC policy is read from DNS (`_dmarc.<domain>`, then the organisational domain's, RFC 7489 §6.6.3) with whether the domain exists (`fromDomainDmarc`); and the links of at most six hosts, most suspicious first, are followed (one GET per hop, body never read, public addresses only) and their landing domain's registration date looked up over RDAP (`links[].network`), so the linked sites see a request from the service. Every part that did not run is listed in `skipped` with the reason (offline mode, not applicable, lookup failed, hosts over the limit) and is never reported as passed; `outcome` is `partial` and `isInconclusive` true (unless `dangerous`) when one that applies did not run or failed.",
    ].join(' '),
    body: 'CheckEmailApiRequest',
  }),
  analysisEndpoint('check-tls', {
    id: 'checkTls',
    method: 'GET',
    path: '/api/check-tls',
    summary: 'TLS configuration grade',
    description:
      'Scans a public host on port 443 and grades it A+ to F by the Qualys SSL Labs rating guide 2009r, with T (certificate not trusted: unknown issuer, self-signed, expired, revoked, SHA-1) and M (name mismatch), every rule in force listed (`gradeNoteKeys`, `gradeRules` with parameters). Protocols (SSLv2 detection, SSLv3, TLS 1.0–1.3) and cipher suites are enumerated with hand-built ClientHellos, so the result does not depend on the local OpenSSL; groups, DH/ECDH sizes, forward secrecy, the certificate chain (a missing intermediate is fetched from the AIA URL), OCSP stapling or the responder, HSTS, negotiated protocol, suite, group and ALPN. `host` is a domain name or a public IP literal; a URL or a port gives 400, and so does a host that is or resolves to a non-public address (never contacted). Contacts the host (a few dozen TLS connections, a handful at a time, one HTTPS GET for HSTS) and the CA URLs named in its certificate (AIA, OCSP). Not tested, and said so: Heartbleed, ROBOT, CCS injection, Ticketbleed, client-initiated renegotiation.',
    param: {
      description: 'A domain name or a public IP address (max 255 characters); port 443 only, no URL.',
    },
  }),
  analysisEndpoint('check-email-auth', {
    id: 'checkEmailAuth',
    method: 'GET',
    path: '/api/check-email-auth',
    summary: 'Email authentication (SPF, DKIM, DMARC) grade',
    description:
      'SPF (with its include/redirect tree and lookup limits), DMARC, DKIM (common selectors), MX, MTA-STS, TLS-RPT, BIMI and DNSSEC posture, with an overall grade A+ to F (`grade` is null when a lookup failed: a failure is never graded as a missing record). `domain` may be an email address: its domain is analysed. DNS only; never connects to the domain.',
    param: { description: 'A domain or an email address (max 255 characters).' },
  }),
  analysisEndpoint('check-message', {
    id: 'checkMessage',
    method: 'POST',
    path: '/api/check-message',
    summary: 'Text-message scam signals',
    description:
      'Local heuristics only: the message is never stored, cached or logged, and no network request is made on its behalf.',
    body: 'CheckMessageApiRequest',
  }),
  analysisEndpoint('check-headers', {
    id: 'checkHeaders',
    method: 'GET',
    path: '/api/check-headers',
    summary: 'HTTP security header grade',
    description:
      'Fetches the URL (public addresses only, following redirects) and grades HSTS, CSP, X-Content-Type-Options, frame options, Referrer-Policy, Permissions-Policy, cookies, COOP, CORP and the redirection from http://, MDN HTTP Observatory style: grade A+ to F (`grade` null when the site did not answer usably, with `errorKey`). Contacts the target site only.',
    param: { description: 'The URL to fetch (max 2048 characters).' },
  }),
  analysisEndpoint('check-typosquat', {
    id: 'checkTyposquat',
    method: 'GET',
    path: '/api/check-typosquat',
    summary: 'Typosquat look-alike domains',
    description:
      'Generated look-alike variants (typos, homoglyphs, bit flips, other TLDs…) and which of them are registered (NS, A, AAAA or MX in DNS), most plausible first, within a budget of DNS queries and the analysis deadline. DNS only; never connects to the variants.',
    param: { description: 'Domain name (max 255 characters).' },
  }),
  analysisEndpoint('check-certs', {
    id: 'checkCerts',
    method: 'GET',
    path: '/api/check-certs',
    summary: 'Certificate Transparency records',
    description:
      'Unique subdomains and a newest-first sample of certificates from Certificate Transparency, with automatic fallback to a second source; field `source` says which answered.',
    param: {
      description:
        'Domain name, or a pasted web address whose host is used (`https://www.example.ca/login` → `www.example.ca`); max 255 characters.',
    },
  }),
  analysisEndpoint('check-acme', {
    id: 'checkAcme',
    method: 'GET',
    path: '/api/check-acme',
    summary: 'ACME issuance diagnosis',
    description: [
      "Why Let's Encrypt would refuse to issue or renew a certificate for a name, with Let's Debug's checks in its three blocks (a Fatal problem stops the later blocks for the methods it affects): the name (labels, length, punycode, under an ICANN public suffix), a wildcard with http-01 or tls-alpn-01, the registered domain's existence (SOA: NXDOMAIN and a failed lookup are different problems), the CAA walk (issue/issuewild, unknown critical tags, accounturi, validationmethods), rate limits from Certificate Transparency (crt.sh, then Cert Spotter: Let's Encrypt certificates for the registered domain over 7 days against 50, and for one exact set of names against 5), http-01 (A and AAAA; reserved addresses are Fatal and never contacted; `GET http://<name>/.well-known/acme-challenge/<random>` to each address, redirects followed by Boulder's rules: at most 10, ports 80/443, http/https), dns-01 (TXT at `_acme-challenge.<name>`, the doubled label, CNAME delegation) and tls-alpn-01 (ours, beyond Let's Debug: one TLS handshake to port 443 of each address, SNI = the name, offering only ALPN `acme-tls/1`: negotiated, not negotiated, no answer or a broken handshake; reserved addresses never contacted).",
      "`problems` carry `acme.problem.<name>` keys (Let's Debug's problem names in kebab case) with Let's Debug's severities, worst first; `checks` says which checks ran, were skipped (and why) or failed; `methods` says, per method, whether it would work as far as the checks tell.",
      'Not done: a staging order (needs a CA account: `acme.reason.needs-ca-account`), so the tls-alpn-01 challenge certificate itself is not seen.',
      "Without `method`, every method is diagnosed. A `method` outside the three (matched exactly, lower case) is a 400 with core's own key `input.method-invalid`, which lists the allowed values. Contacts the DNS resolvers, the name's addresses on ports 80/443 (http-01 only) and the CT search services (only the registered domain is sent).",
    ].join(' '),
    param: { description: 'The name to diagnose, `*.` allowed for a wildcard (max 255 characters).' },
  }),
  analysisEndpoint('check-ip', {
    id: 'checkIp',
    method: 'GET',
    path: '/api/check-ip',
    summary: 'IP reputation and identity',
    description:
      'Reverse DNS with forward confirmation, origin prefix and AS (Team Cymru, over DNS), a sample of DNS blocklists. Public DNS only; never connects to the IP. A non-public address (private, loopback, documentation…) is a 400.',
    param: { description: 'IPv4 or IPv6 address (max 255 characters).' },
  }),
  analysisEndpoint('check-dns', {
    id: 'checkDns',
    method: 'GET',
    path: '/api/check-dns',
    summary: 'DNS records',
    description:
      'A, AAAA, CNAME, MX, TXT, NS, CAA and SOA records grouped by type, with TTLs, the DNSSEC (AD) flag, the CAA records that govern issuance (inherited from a parent when needed) and notes. Public DNS only; never connects to the domain.',
    param: {
      description:
        'Domain name, or a pasted web address whose host is used (`https://www.example.ca/login` → `www.example.ca`); max 255 characters.',
    },
  }),
  analysisEndpoint('check-whois', {
    id: 'checkWhois',
    method: 'GET',
    path: '/api/check-whois',
    summary: 'Registration record (RDAP)',
    description:
      "Registrar, creation/expiry/updated dates, EPP status codes, DNSSEC, nameservers, any non-redacted registrant; read over RDAP from the domain's registry with a public RDAP service as fallback. Never connects to the domain.",
    param: {
      description:
        'Domain name, or a pasted web address whose host is used (`https://www.example.ca/login` → `www.example.ca`); max 255 characters.',
    },
  }),
  analysisEndpoint('check-hash', {
    id: 'checkHash',
    method: 'GET',
    path: '/api/check-hash',
    summary: 'File-hash reputation',
    description:
      'Multi-engine reputation for a file hash; only the hash is sent: to VirusTotal when the operator configured a key (`source: virustotal`), otherwise to the Team Cymru Malware Hash Registry over DNS (`source: cymru-mhr`). `found: false` means unknown to (or not listed by) the reputation service, which is not the same as safe.',
    param: {
      description: 'MD5, SHA-1 or SHA-256 as a hex string.',
      pattern: '^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{40}|[0-9A-Fa-f]{64})$',
      invalidKey: 'input.hash-invalid',
    },
  }),
  endpoint({
    id: 'postFeedback',
    method: 'POST',
    path: '/api/feedback',
    summary: 'Feedback on an analysis result',
    description: [
      'Stores one feedback entry on a result, durably: the 200 answer is sent only after the row is committed, to the embedded SQLite store (`SECAPI_FEEDBACK_DB`, WAL journal, `synchronous = FULL`) or to PostgreSQL when `DATABASE_URL` is set, so a crash after the answer loses nothing. When PostgreSQL does not answer, the answer is 503 with `{ "error": "…" }` within 10 seconds and nothing is stored.',
      'Required: `analysisType` (what was analysed), `feedback` (the opinion itself) and `timestamp` (when the person gave it, RFC 3339 with a time zone); `subject`, `score`, `verdict` and `comment` are optional (null or absent).',
      `Caps: analysisType ${FEEDBACK_MAX_LENGTHS.analysisType}, subject ${FEEDBACK_MAX_LENGTHS.subject}, verdict ${FEEDBACK_MAX_LENGTHS.verdict}, feedback ${FEEDBACK_MAX_LENGTHS.feedback}, comment ${FEEDBACK_MAX_LENGTHS.comment}, timestamp ${FEEDBACK_MAX_LENGTHS.timestamp} characters.`,
      '`score` is a 32-bit integer or a string of one (`"-12"`), stored as an integer; outside −2147483648…2147483647 it is a 400.',
      'Unknown properties are ignored and never stored. Nothing identifying the client (no IP address) is stored, and the comment is never logged.',
      'Limit decided here: 10 per minute per IP.',
    ].join(' '),
    input: { kind: 'body', schema: 'FeedbackEntry', required: ['analysisType', 'feedback', 'timestamp'] },
    partition: 'feedback',
    implemented: true,
    responseSchema: 'FeedbackResponse',
    responseDescription: 'The entry is stored (committed) under `id`.',
  }),
  endpoint({
    id: 'pwnedRange',
    method: 'GET',
    path: '/api/pwned-range',
    summary: 'Pwned Passwords range proxy (k-anonymity)',
    description: [
      'Same-origin proxy of the Have I Been Pwned Pwned Passwords range API (`https://api.pwnedpasswords.com/range/{prefix}`): `prefix` is the first 5 hex characters (either case) of the SHA-1 of a password; the password and its full hash never leave the client, which compares the suffixes itself.',
      'The answer is `text/plain; charset=utf-8`: one `SUFFIX:COUNT` line per leaked hash starting with the prefix (35 upper-case hex characters, a colon, the number of times seen), lines separated by CRLF as upstream, no trailing line break. Padding lines (count 0) are removed, so every line is a real leaked hash; an absent suffix means not found.',
      'Answers are cached in-process for 6 hours per upper-cased prefix; failures are not cached. When the upstream service fails (unreachable, timeout, non-200), the answer is 502 with `{ "error": "…" }` in the selected language; when this server is offline or cannot reach the internet (its own resolver health check failed), 503 with `{ "error": "…" }` saying so. A prefix that is not 5 hexadecimal characters is a 400 with the same message the password form shows.',
      'The prefix is never logged. Limit decided here: 60 per minute per IP.',
    ].join(' '),
    input: {
      kind: 'query',
      params: [
        {
          name: 'prefix',
          required: true,
          maxLength: 5,
          pattern: '^[0-9A-Fa-f]{5}$',
          invalidKey: 'input.prefix-invalid',
          description: 'First 5 hexadecimal characters of the SHA-1 of the password.',
        },
      ],
    },
    partition: 'pwned-range',
    implemented: true,
    responseSchema: 'PwnedRangeResponse',
    responseMediaType: 'text/plain',
    responseDescription:
      'The leaked hashes that start with the prefix: `SUFFIX:COUNT` lines separated by CRLF, padding removed.',
    upstream: true,
  }),
]);

/** The endpoint with this id; throws for an unknown id (a programming error). */
export function getEndpoint(id: string): Endpoint {
  const e = ENDPOINTS.find((x) => x.id === id);
  if (e === undefined) throw new Error(`unknown endpoint id: ${id}`);
  return e;
}

/** Paths of the catalogue with the methods each accepts (in catalogue order). */
export function listPaths(): { path: string; methods: HttpMethod[] }[] {
  const out: { path: string; methods: HttpMethod[] }[] = [];
  for (const e of ENDPOINTS) {
    const row = out.find((r) => r.path === e.path);
    if (row) row.methods.push(e.method);
    else out.push({ path: e.path, methods: [e.method] });
  }
  return out;
}
