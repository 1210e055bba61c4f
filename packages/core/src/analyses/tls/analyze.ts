/**
 * `analyzeTls` (check-tls): an SSL Labs-grade scan of a public host on port 443, in a few seconds.
 * Collect (all through the context's ports): protocols, suites and groups by hand-built ClientHellos
 * (`net/tls/enumerate.ts`), a full node:tls handshake (chain, ALPN, OCSP stapling, negotiated
 * parameters), HSTS over the HTTP port, a missing intermediate from AIA, an OCSP request; then grade
 * the facts with the pure 2009r table (grade.ts).
 */
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { InputError } from '../../errors.js';
import { NETWORK_UNREACHABLE } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { withOutcome, type Outcome } from '../../outcome.js';
import { enumerate, type AcceptedSuite, type Enumeration } from '../../net/tls/enumerate.js';
import { GROUPS, suiteById, suiteByName } from '../../net/tls/suites.js';
import type { CipherSuiteInfo } from '../../net/tls/suite-types.js';
import type { TlsSession } from '../../net/tls/types.js';
import {
  parseCertificate,
  subjectAltNames,
  toPem,
  weakSignatureHash,
  type ParsedCertificate,
} from './certificate.js';
import { fetchHsts, fetchIssuer, fetchOcsp, fullHandshake, type FullHandshake } from './collect.js';
import { ecToRsaBits, gradeIgnoringTrust, gradeTls, type TlsFacts } from './grade.js';
import { normalizeHostInput } from './input.js';
import type { TlsErrorKey, TlsNoteKey } from './keys.js';
import { ocspStatus } from './ocsp.js';
import type {
  TlsCertificate,
  TlsCipherSuite,
  TlsHsts,
  TlsProtocolVersion,
  TlsResult,
  TlsRevocation,
  TlsSuiteStrength,
} from './types.js';

/** What a handshake cannot reveal safely, always reported as not tested (never guessed). */
export const UNTESTED_CHECKS =
  'Heartbleed, ROBOT, CCS injection (CVE-2014-0224), Ticketbleed, client-initiated renegotiation';

/** OpenSSL verification errors meaning "an issuer is missing" (an incomplete chain, or an unknown CA). */
const ISSUER_MISSING = new Set([
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);
/** Errors that say nothing against the chain itself (judged apart: name, validity dates). */
const NOT_CHAIN_ERRORS = new Set(['ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID']);

const chainAccepts = (error: string | null): boolean => error === null || NOT_CHAIN_ERRORS.has(error);

const DAY_MS = 86_400_000;

type Body = Omit<TlsResult, 'outcome'>;

const EMPTY_HSTS: TlsHsts = {
  present: null,
  maxAge: null,
  includeSubDomains: false,
  preload: false,
  valid: null,
};
const NO_REVOCATION: TlsRevocation = {
  ocspStapled: false,
  status: 'not-checked',
  source: null,
  ocspUrl: null,
};

function emptyBody(host: string): Body {
  return {
    host,
    port: 443,
    address: null,
    otherAddresses: [],
    grade: null,
    gradeIgnoringTrust: null,
    score: null,
    categoryScores: null,
    gradeNoteKeys: [],
    gradeRules: [],
    noteKeys: [],
    errorKey: null,
    parameters: {},
    protocols: [],
    cipherSuites: [],
    groups: { tls13: [], ecdhe: [] },
    negotiated: { protocol: null, cipher: null, alpn: null, group: null },
    certificate: null,
    hsts: EMPTY_HSTS,
    revocation: NO_REVOCATION,
    secureRenegotiation: null,
    compression: false,
    connections: 0,
    durationMs: 0,
  };
}

/**
 * - `failed`: nothing could be scanned (offline, DNS failure, no TLS answer at all);
 * - `partial`: a grade or a part is missing or undetermined (a probe failed, trust, HSTS or the
 *   OCSP responder could not be checked);
 * - `complete`: every check got an answer.
 */
export function tlsOutcome(r: Body & { readonly partialParts: number }): Outcome {
  if (r.errorKey !== null && r.grade === null && r.protocols.every((p) => p.supported !== true))
    return 'failed';
  if (r.grade === null || r.partialParts > 0) return 'partial';
  return 'complete';
}

function strengthOf(info: CipherSuiteInfo): TlsSuiteStrength {
  if (info.bits < 112 || info.exportGrade || info.authentication === 'anon') return 'insecure';
  if (
    info.cipher === 'RC4' ||
    ['3DES', 'DES', 'IDEA', 'RC2'].includes(info.cipher) ||
    (!info.forwardSecrecy && !info.aead)
  )
    return 'weak';
  return info.forwardSecrecy && info.aead ? 'strong' : 'acceptable';
}

const groupBits = (name: string | null): number | null =>
  name === null ? null : ((GROUPS.find((g) => g.name === name) ?? null)?.bits ?? null);
const groupKind = (name: string): 'ec' | 'ff' | 'hybrid' => GROUPS.find((g) => g.name === name)?.kind ?? 'ec';

function suiteRow(s: AcceptedSuite, info: CipherSuiteInfo): TlsCipherSuite {
  return {
    protocol: s.protocol,
    name: info.name,
    id: `0x${info.id.toString(16).padStart(4, '0')}`,
    keyExchange: info.keyExchange,
    authentication: info.authentication,
    cipher: info.cipher,
    bits: info.bits,
    mode: info.mode,
    forwardSecrecy: info.forwardSecrecy,
    aead: info.aead,
    strength: strengthOf(info),
    group: s.group,
    keyExchangeBits: s.dhBits ?? groupBits(s.group) ?? s.exportRsaBits,
  };
}

/** RSA-equivalent bits of the ephemeral exchange seen with a suite (null when static or unknown). */
function suiteKxBits(s: AcceptedSuite, info: CipherSuiteInfo): number | null {
  if (info.keyExchange === 'ANY') return null;
  if (s.dhBits !== null) return s.dhBits;
  if (info.keyExchange === 'RSA_EXPORT') return s.exportRsaBits ?? 512;
  const bits = groupBits(s.group);
  return bits === null ? null : ecToRsaBits(bits);
}

function serverKeyBits(cert: ParsedCertificate | null): number | null {
  if (cert === null) return null;
  const { keyType, keyBits } = cert.summary;
  if (keyType === 'ed25519') return 3_072;
  if (keyType === 'ed448') return 7_680;
  if (keyBits === null) return null;
  return keyType === 'ec' ? ecToRsaBits(keyBits) : keyBits;
}

interface CertificateOutcome {
  readonly certificate: TlsCertificate | null;
  readonly leaf: ParsedCertificate | null;
  readonly issuer: ParsedCertificate | null;
  readonly chain: readonly ParsedCertificate[];
  readonly notes: TlsNoteKey[];
  readonly weakSignature: 'sha1' | 'md5' | 'md2' | null;
  readonly undetermined: boolean;
}

async function judgeCertificate(
  ctx: AnalysisContext,
  session: TlsSession,
  handshake: FullHandshake,
  enumeration: Enumeration,
  host: string,
  isIp: boolean,
  signal: AbortSignal,
): Promise<CertificateOutcome> {
  const info = handshake.info;
  const ders = info.ok ? info.chain : enumeration.sentChain;
  const chain = ders.map(parseCertificate).filter((c): c is ParsedCertificate => c !== null);
  const leaf = chain[0] ?? null;
  const notes: TlsNoteKey[] = [];
  if (leaf === null)
    return { certificate: null, leaf, issuer: null, chain, notes, weakSignature: null, undetermined: true };
  let issuer = chain[1] ?? null;
  let trusted: boolean | null = null;
  let trustError: string | null = null;
  let chainComplete: boolean | null = null;
  if (info.ok) {
    trustError = info.authorized ? null : info.authorizationError;
    if (!chainAccepts(trustError) && !ISSUER_MISSING.has(trustError ?? '')) {
      // OpenSSL's security level refuses small keys and weak digests during verification; trust is
      // judged by the chain's signatures alone (key sizes and SHA-1 are grade rules), so verify again
      // at security level 0 with the same trust store.
      const relaxed = await session.handshake({ servername: isIp ? null : host, legacy: true });
      if (relaxed.ok) trustError = relaxed.authorized ? null : relaxed.authorizationError;
    }
    if (chainAccepts(trustError)) {
      trusted = true;
      chainComplete = true;
    } else if (ISSUER_MISSING.has(trustError ?? '') && !leaf.summary.selfSigned) {
      // The server may have left out an intermediate: fetch it from AIA and verify again with it.
      const last = chain[chain.length - 1] ?? leaf;
      const aia = await fetchIssuer(ctx, last, signal);
      if (aia.status === 'ok') {
        const again = await session.handshake({
          servername: isIp ? null : host,
          extraCa: [toPem(aia.issuer.der)],
          legacy: true,
        });
        if (again.ok) {
          const error = again.authorized ? null : again.authorizationError;
          trusted = chainAccepts(error);
          trustError = trusted ? null : error;
          chainComplete = false;
          if (trusted) notes.push('tls.note.chain-completed-from-aia');
          if (chain.length === 1) issuer = aia.issuer;
        }
      } else if (aia.status === 'failed') {
        trusted = null;
      } else {
        trusted = false;
      }
    } else {
      trusted = false;
    }
  }
  const now = ctx.clock.now();
  const matches = isIp ? leaf.x509.checkIP(host) !== undefined : leaf.x509.checkHost(host) !== undefined;
  const sent = chain.filter((c, i) => i === 0 || !c.summary.selfSigned);
  const weak = sent.map((c) => weakSignatureHash(c.summary.signatureAlgorithm));
  const weakSignature = weak.includes('md2')
    ? 'md2'
    : weak.includes('md5')
      ? 'md5'
      : weak.includes('sha1')
        ? 'sha1'
        : null;
  const daysRemaining = Number.isFinite(leaf.notAfterMs)
    ? Math.floor((leaf.notAfterMs - now) / DAY_MS)
    : null;
  if (daysRemaining !== null && daysRemaining >= 0 && daysRemaining < 30) notes.push('tls.note.expires-soon');
  const expired = Number.isFinite(leaf.notAfterMs) && now > leaf.notAfterMs;
  const notYetValid = Number.isFinite(leaf.notBeforeMs) && now < leaf.notBeforeMs;
  const certificate: TlsCertificate = {
    ...leaf.summary,
    sans: subjectAltNames(leaf),
    trusted,
    // Revocation is checked later; checkRevocation's caller sets it false when revoked.
    valid: trusted === null ? null : trusted && !expired && !notYetValid && matches,
    trustError,
    hostnameMatches: matches,
    chainComplete,
    expired,
    notYetValid,
    daysRemaining,
    chain: chain.map((c) => c.summary),
    sentChainLength: enumeration.sentChain.length > 0 ? enumeration.sentChain.length : null,
  };
  return { certificate, leaf, issuer, chain, notes, weakSignature, undetermined: trusted === null };
}

async function checkRevocation(
  ctx: AnalysisContext,
  handshake: FullHandshake,
  leaf: ParsedCertificate | null,
  issuer: ParsedCertificate | null,
  signal: AbortSignal,
): Promise<{ revocation: TlsRevocation; failed: boolean }> {
  const stapled = handshake.info.ok ? handshake.info.ocspResponse : null;
  const ocspUrl = leaf?.ocspUrls[0] ?? null;
  const base: TlsRevocation = { ocspStapled: stapled !== null, status: 'not-checked', source: null, ocspUrl };
  if (leaf === null || issuer === null) return { revocation: base, failed: false };
  const now = ctx.clock.now();
  if (stapled !== null) {
    const status = ocspStatus(stapled, leaf, issuer, now);
    if (status !== 'not-checked')
      return { revocation: { ...base, status, source: 'stapled' }, failed: false };
  }
  if (ocspUrl === null) return { revocation: base, failed: false };
  const answer = await fetchOcsp(ctx, leaf, issuer, signal);
  const status = answer === null ? 'not-checked' : ocspStatus(answer, leaf, issuer, now);
  if (status === 'not-checked') return { revocation: base, failed: true };
  return { revocation: { ...base, status, source: 'responder' }, failed: false };
}

/**
 * Scans `input` (a domain name or a public IP literal) on port 443 and grades it by the SSL Labs
 * rating guide 2009r. Throws `InputError` for bad input (a URL, a port, a non-public host).
 */
export async function analyzeTls(
  input: string,
  given?: AnalysisContext,
  options: AnalyzeOptions = {},
): Promise<TlsResult> {
  const ctx = contextOf(given);
  const { host, isIp } = normalizeHostInput(input, ctx.policy);
  const started = ctx.clock.now();
  const body = emptyBody(host);
  const finish = (b: Body, partialParts = 0): TlsResult => {
    const done = { ...b, durationMs: Math.max(0, ctx.clock.now() - started) };
    return withOutcome(done, (r) => tlsOutcome({ ...r, partialParts }));
  };
  if (ctx.offline) return finish({ ...body, errorKey: 'skip.offline-mode' });
  const signal = deadlineSignal(ctx, options);
  // The service cut off from the internet (its resolver health check failed): nothing is said.
  if (!(await networkReachable(ctx, signal))) return finish({ ...body, errorKey: NETWORK_UNREACHABLE });
  const opened = await ctx.tls.open(host, { signal });
  if (!opened.ok) {
    if (opened.error === 'blocked-by-policy') {
      throw new InputError('input.host-not-public', {
        address: opened.addresses.find((a) => !ctx.policy.isAllowed(a)) ?? '',
      });
    }
    const errorKey: TlsErrorKey | 'skip.offline-mode' =
      opened.error === 'offline'
        ? 'skip.offline-mode'
        : opened.error === 'dns-nxdomain'
          ? 'tls.error.dns-nxdomain'
          : 'tls.error.dns-failure';
    return finish({ ...body, errorKey });
  }
  const session = opened.session;
  const servername = isIp ? null : host;
  const [enumeration, handshake, hsts] = await Promise.all([
    enumerate(session, servername),
    fullHandshake(session, servername),
    fetchHsts(ctx, host, isIp, signal),
  ]);
  const cert = await judgeCertificate(ctx, session, handshake, enumeration, host, isIp, signal);
  const { revocation, failed: revocationFailed } = await checkRevocation(
    ctx,
    handshake,
    cert.leaf,
    cert.issuer,
    signal,
  );

  const certificate: TlsCertificate | null =
    cert.certificate !== null && revocation.status === 'revoked'
      ? { ...cert.certificate, valid: cert.certificate.valid === null ? null : false }
      : cert.certificate;

  const accepted = enumeration.suites.flatMap((s) => {
    const info = suiteById(s.id);
    return info === null ? [] : [{ s, info }];
  });
  const protocols = Object.fromEntries(enumeration.protocols.map((p) => [p.protocol, p.supported])) as Record<
    TlsProtocolVersion,
    boolean | null
  >;
  const info = handshake.info;
  const negotiatedSuite = info.ok && info.cipher !== null ? suiteByName(info.cipher) : null;
  const facts: TlsFacts = {
    protocols,
    suites: accepted.map(({ s, info: i }) => ({ protocol: s.protocol, info: i, kxBits: suiteKxBits(s, i) })),
    tls13GroupBits: enumeration.tls13Groups.map((g) => {
      const bits = groupBits(g) ?? 0;
      return groupKind(g) === 'ff' ? bits : ecToRsaBits(bits);
    }),
    serverKeyBits: serverKeyBits(cert.leaf),
    rsaExponent: cert.leaf?.rsaExponent ?? null,
    certificate:
      cert.certificate === null
        ? null
        : {
            trusted: cert.certificate.trusted,
            trustError: cert.certificate.trustError,
            selfSigned: cert.certificate.selfSigned,
            expired: cert.certificate.expired,
            notYetValid: cert.certificate.notYetValid,
            hostnameMatches: cert.certificate.hostnameMatches,
            chainComplete: cert.certificate.chainComplete,
            revoked: revocation.status === 'revoked',
            weakSignature: cert.weakSignature,
            notBefore: cert.certificate.notBefore,
            notAfter: cert.certificate.notAfter,
          },
    serverPreference: Object.fromEntries(enumeration.protocols.map((p) => [p.protocol, p.serverPreference])),
    negotiated: negotiatedSuite,
    hsts,
    secureRenegotiation: enumeration.secureRenegotiation,
    compression: enumeration.compression,
  };
  const anySupported = enumeration.protocols.some((p) => p.supported === true);
  const graded = anySupported ? gradeTls(facts) : null;
  const ignoringTrust = anySupported && cert.leaf !== null ? gradeIgnoringTrust(facts) : null;

  const notes: TlsNoteKey[] = ['tls.note.not-tested', ...cert.notes];
  const parameters: Record<string, string | number> = {
    untestedChecks: UNTESTED_CHECKS,
    scannedAddress: session.address,
  };
  if (session.otherAddresses.length > 0) {
    notes.push('tls.note.other-addresses');
    parameters.otherAddresses = session.otherAddresses.join(', ');
  }
  if (!enumeration.complete) notes.push('tls.note.enumeration-incomplete');
  if (hsts.present === null) notes.push('tls.note.hsts-not-checked');
  if (handshake.legacyOnly) notes.push('tls.note.legacy-handshake-only');
  if (!revocation.ocspStapled && cert.leaf !== null) notes.push('tls.note.ocsp-not-stapled');
  if (revocation.status === 'not-checked' && cert.leaf !== null)
    notes.push('tls.note.revocation-not-checked');
  const best = [...enumeration.protocols].reverse().find((p) => p.supported === true);
  if (best?.serverPreference === false) notes.push('tls.note.no-server-preference');
  if (cert.certificate?.daysRemaining !== null && cert.certificate?.daysRemaining !== undefined) {
    parameters.daysRemaining = cert.certificate.daysRemaining;
  }
  for (const rule of graded?.rules ?? []) Object.assign(parameters, rule.parameters ?? {});

  let errorKey: TlsErrorKey | null = null;
  if (!anySupported) {
    const undetermined = enumeration.protocols.some((p) => p.supported === null);
    errorKey = signal.aborted
      ? 'tls.error.timeout'
      : undetermined
        ? 'tls.error.connection-failed'
        : 'tls.error.no-tls';
  } else if (cert.leaf === null) errorKey = 'tls.error.no-certificate';
  else if (graded?.grade === null) errorKey = 'tls.error.trust-not-determined';

  const partialParts =
    (enumeration.complete ? 0 : 1) +
    (hsts.present === null ? 1 : 0) +
    (revocationFailed ? 1 : 0) +
    (cert.undetermined ? 1 : 0);
  const result: Body = {
    ...body,
    address: session.address,
    otherAddresses: session.otherAddresses,
    grade: graded?.grade ?? null,
    gradeIgnoringTrust: ignoringTrust,
    score: graded?.grade === null || graded === null ? null : graded.score,
    categoryScores: graded?.categoryScores ?? null,
    gradeNoteKeys: graded?.rules.map((r) => r.noteKey) ?? [],
    gradeRules: graded?.rules ?? [],
    noteKeys: notes,
    errorKey,
    parameters,
    protocols: enumeration.protocols.map((p) => ({
      version: p.protocol,
      supported: p.supported,
      serverPreference: p.serverPreference,
    })),
    cipherSuites: accepted.map(({ s, info: i }) => suiteRow(s, i)),
    groups: { tls13: enumeration.tls13Groups, ecdhe: enumeration.ecdheGroups },
    negotiated: info.ok
      ? { protocol: info.protocol, cipher: info.cipher, alpn: info.alpn, group: info.group }
      : body.negotiated,
    certificate,
    hsts,
    revocation,
    secureRenegotiation: enumeration.secureRenegotiation,
    compression: enumeration.compression,
    connections: session.connections,
  };
  return finish(result, partialParts);
}
