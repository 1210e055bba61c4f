/**
 * Protocol, cipher-suite and group enumeration with hand-built ClientHellos over a `TlsSession`:
 * - each protocol (SSLv2 detection, SSLv3, TLS 1.0, 1.1, 1.2, 1.3) by its own hello;
 * - suites: offer every suite of the table, note the one the server picks, remove it and ask again
 *   until the server refuses (the order found is the server's preference when it has one, which a
 *   last hello with the accepted suites reversed tells);
 * - groups: TLS 1.3 by HelloRetryRequest (no key share offered: the server must name its choice),
 *   TLS 1.0–1.2 by the named curve of the ServerKeyExchange, removing each and asking again.
 * A probe that fails (timeout, garbage, truncated) never counts as "not supported": the protocol is
 * then `null` (not determined) and the enumeration says it is incomplete.
 */
import { X509Certificate } from 'node:crypto';
import { buildClientHello, buildSsl2ClientHello, type Protocol } from './hello.js';
import type { ProbeReply } from './flight.js';
import {
  EC_GROUPS,
  GROUPS,
  LEGACY_SUITES,
  SHORT_LEGACY_SUITES,
  SUITE_CHUNK,
  TLS13_SUITES,
  groupById,
  suiteById,
} from './suites.js';
import type { TlsSession } from './types.js';

/** Bounds of one enumeration. */
export const ENUMERATION_LIMITS = Object.freeze({
  /** Suites learnt per protocol at most (then the list is marked incomplete). */
  maxSuitesPerProtocol: 80,
  maxGroups: 16,
});

export interface AcceptedSuite {
  readonly protocol: Protocol;
  readonly id: number;
  /** DH prime bits (DHE), from the ServerKeyExchange. */
  readonly dhBits: number | null;
  /** ECDHE curve (TLS ≤ 1.2) or the TLS 1.3 key-share group of this probe. */
  readonly group: string | null;
  readonly exportRsaBits: number | null;
}

export interface ProtocolSupport {
  readonly protocol: Protocol;
  /** null: could not be determined (the probe failed). */
  readonly supported: boolean | null;
  /** Server picks its own order (null: fewer than two suites, or not determined). */
  readonly serverPreference: boolean | null;
}

export interface Enumeration {
  readonly protocols: readonly ProtocolSupport[];
  /** Accepted suites per protocol, in server-preference order when the server has one. */
  readonly suites: readonly AcceptedSuite[];
  /** Groups accepted in TLS 1.3 (HelloRetryRequest), in the order the server chose them. */
  readonly tls13Groups: readonly string[];
  /** Curves accepted for ECDHE in TLS 1.0–1.2. */
  readonly ecdheGroups: readonly string[];
  /** RFC 5746 renegotiation_info in the ServerHello of the best protocol before TLS 1.3 (null: none). */
  readonly secureRenegotiation: boolean | null;
  /** The server accepted DEFLATE compression. */
  readonly compression: boolean;
  /** Certificates (DER) of the first TLS ≤ 1.2 ServerHello flight, as the server sent them. */
  readonly sentChain: readonly Uint8Array[];
  /** Every probe was answered in a way we could read. */
  readonly complete: boolean;
  /** What went wrong, for logs (`TLSv1.2: timeout`…). */
  readonly problems: readonly string[];
}

interface State {
  complete: boolean;
  problems: string[];
  compression: boolean;
  sentChain: Uint8Array[];
  renegotiation: Map<Protocol, boolean>;
}

function note(state: State, protocol: Protocol, reply: Extract<ProbeReply, { kind: 'failed' }>): void {
  state.complete = false;
  state.problems.push(`${protocol}: ${reply.reason} (${reply.detail})`);
}

async function enumerateLegacy(
  session: TlsSession,
  protocol: Exclude<Protocol, 'SSLv2' | 'TLSv1.3'>,
  serverName: string | null,
  state: State,
): Promise<{ support: ProtocolSupport; suites: AcceptedSuite[] }> {
  const accepted: AcceptedSuite[] = [];
  let supported: boolean | null = false;
  const hello = (suites: readonly number[]): Uint8Array =>
    buildClientHello({ protocol, suites, serverName, groups: EC_GROUPS, offerCompression: true });
  // Every suite in one hello; a server that just closes the connection may be one that cannot take
  // more than 128 suites: then the short list, and the rest in chunks.
  let lists: number[][] = [[...LEGACY_SUITES]];
  for (let l = 0; l < lists.length; l++) {
    const remaining = lists[l] ?? [];
    while (accepted.length < ENUMERATION_LIMITS.maxSuitesPerProtocol && remaining.length > 0) {
      const reply = await session.probe(hello(remaining));
      if (reply.kind === 'closed' && l === 0 && lists.length === 1 && accepted.length === 0) {
        const rest = LEGACY_SUITES.filter((id) => !SHORT_LEGACY_SUITES.includes(id));
        lists = [[], [...SHORT_LEGACY_SUITES]];
        for (let i = 0; i < rest.length; i += SUITE_CHUNK) lists.push(rest.slice(i, i + SUITE_CHUNK));
        break;
      }
      if (reply.kind === 'failed') {
        if (accepted.length === 0) supported = null;
        note(state, protocol, reply);
        lists = [];
        break;
      }
      if (reply.kind !== 'server-hello' || reply.protocol !== protocol) break;
      const index = remaining.indexOf(reply.suite);
      if (index === -1) {
        state.complete = false;
        state.problems.push(`${protocol}: server chose a suite not offered (0x${reply.suite.toString(16)})`);
        lists = [];
        break;
      }
      supported = true;
      remaining.splice(index, 1);
      if (reply.compression !== 0) state.compression = true;
      if (!state.renegotiation.has(protocol)) state.renegotiation.set(protocol, reply.secureRenegotiation);
      if (state.sentChain.length === 0 && reply.certificates.length > 0)
        state.sentChain = [...reply.certificates];
      accepted.push({
        protocol,
        id: reply.suite,
        dhBits: reply.dhBits,
        group: reply.group === null ? null : groupById(reply.group).name,
        exportRsaBits: reply.exportRsaBits,
      });
    }
    // A protocol refused with the short list is refused: the chunks are not worth asking.
    if (l === 1 && accepted.length === 0) break;
  }
  const serverPreference = await preference(session, accepted, (suites) => hello(suites), protocol);
  return { support: { protocol, supported, serverPreference }, suites: ordered(accepted, serverPreference) };
}

/** Asks once more with the accepted suites reversed: the server keeping its first pick has a preference. */
async function preference(
  session: TlsSession,
  accepted: readonly AcceptedSuite[],
  hello: (suites: readonly number[]) => Uint8Array,
  protocol: Protocol,
): Promise<boolean | null> {
  if (accepted.length < 2) return null;
  const reversed = accepted.map((s) => s.id).reverse();
  const reply = await session.probe(hello(reversed));
  if (reply.kind !== 'server-hello' && reply.kind !== 'hello-retry') return null;
  if (reply.kind === 'server-hello' && reply.protocol !== protocol) return null;
  if (reply.suite === accepted[0]?.id) return true;
  if (reply.suite === reversed[0]) return false;
  return null;
}

/** Without a server preference, list suites in the table's order (the server follows the client's). */
function ordered(accepted: AcceptedSuite[], serverPreference: boolean | null): AcceptedSuite[] {
  if (serverPreference === true) return accepted;
  return [...accepted].sort((a, b) => a.id - b.id);
}

async function enumerateTls13(
  session: TlsSession,
  serverName: string | null,
  state: State,
): Promise<{ support: ProtocolSupport; suites: AcceptedSuite[]; groups: string[] }> {
  const protocol = 'TLSv1.3';
  const allGroups = GROUPS.map((g) => g.id);
  const hello = (
    suites: readonly number[],
    groups: readonly number[],
    keyShares: readonly number[],
  ): Uint8Array => buildClientHello({ protocol, suites, serverName, groups, keyShares });
  const remaining = [...TLS13_SUITES];
  const accepted: AcceptedSuite[] = [];
  // Mutated by the two searches below (an object, so the type checker does not narrow it).
  const status: { supported: boolean | null; groupsFailed: Extract<ProbeReply, { kind: 'failed' }> | null } =
    {
      supported: false,
      groupsFailed: null,
    };
  const suitesSearch = async (): Promise<void> => {
    while (remaining.length > 0) {
      const reply = await session.probe(hello(remaining, allGroups, [0x001d, 0x0017]));
      if (reply.kind === 'failed') {
        if (accepted.length === 0) status.supported = null;
        note(state, protocol, reply);
        break;
      }
      const isHello = reply.kind === 'server-hello' && reply.protocol === protocol;
      if (!isHello && reply.kind !== 'hello-retry') break;
      const index = remaining.indexOf(reply.suite);
      if (index === -1) break;
      status.supported = true;
      remaining.splice(index, 1);
      accepted.push({
        protocol,
        id: reply.suite,
        dhBits: null,
        group: reply.group === null ? null : groupById(reply.group).name,
        exportRsaBits: null,
      });
    }
  };
  // The group search runs beside the suite search (it costs one refused hello when TLS 1.3 is
  // not supported, and saves a dozen round trips on a real host when it is).
  const found: string[] = [];
  const groupsSearch = async (): Promise<void> => {
    const left = [...allGroups];
    while (left.length > 0 && found.length < ENUMERATION_LIMITS.maxGroups) {
      const reply = await session.probe(hello(TLS13_SUITES, left, []));
      if (reply.kind === 'failed') {
        status.groupsFailed = reply;
        break;
      }
      if (reply.kind !== 'hello-retry' || reply.group === null) break;
      const index = left.indexOf(reply.group);
      if (index === -1) break;
      left.splice(index, 1);
      found.push(groupById(reply.group).name);
    }
  };
  await Promise.all([suitesSearch(), groupsSearch()]);
  const { supported, groupsFailed } = status;
  const groups = supported === true ? found : [];
  if (supported === true && groupsFailed !== null) note(state, protocol, groupsFailed);
  const serverPreference = await preference(
    session,
    accepted,
    (s) => hello(s, allGroups, [0x001d, 0x0017]),
    protocol,
  );
  return {
    support: { protocol, supported, serverPreference },
    suites: ordered(accepted, serverPreference),
    groups,
  };
}

/** Named curves of ECDSA certificates (RFC 4492: the client's list must hold the certificate's curve). */
const CERT_CURVES: Readonly<Record<string, number>> = {
  prime256v1: 0x0017,
  secp384r1: 0x0018,
  secp521r1: 0x0019,
};

/** The curve of an ECDSA leaf certificate (DER), or null. */
function certificateCurve(der: Uint8Array | undefined): number | null {
  if (der === undefined) return null;
  try {
    const curve = new X509Certificate(der).publicKey.asymmetricKeyDetails?.namedCurve;
    return curve === undefined ? null : (CERT_CURVES[curve] ?? null);
  } catch {
    return null;
  }
}

/**
 * ECDHE curves (TLS 1.0–1.2): remove each curve the server picks and ask again. With an ECDSA
 * certificate its curve stays last in the list (else the server could not use its certificate), so
 * the search learns every curve the server ranks above it (all of them when it follows the client).
 */
async function ecdheGroups(
  session: TlsSession,
  protocol: Exclude<Protocol, 'SSLv2' | 'SSLv3' | 'TLSv1.3'>,
  suites: readonly number[],
  serverName: string | null,
  state: State,
): Promise<string[]> {
  const certCurve = certificateCurve(state.sentChain[0]);
  const left = EC_GROUPS.filter((g) => g !== certCurve);
  const found: string[] = [];
  let certCurveSeen = false;
  while (left.length > 0 && found.length < ENUMERATION_LIMITS.maxGroups) {
    const groups = certCurve === null ? left : [...left, certCurve];
    const reply = await session.probe(buildClientHello({ protocol, suites, serverName, groups }));
    if (reply.kind === 'failed') {
      note(state, protocol, reply);
      break;
    }
    if (reply.kind !== 'server-hello' || reply.group === null) break;
    if (reply.group === certCurve) {
      certCurveSeen = true;
      break;
    }
    const index = left.indexOf(reply.group);
    if (index === -1) break;
    left.splice(index, 1);
    found.push(groupById(reply.group).name);
  }
  if (certCurveSeen && certCurve !== null) found.push(groupById(certCurve).name);
  return found;
}

async function detectSsl2(session: TlsSession, state: State): Promise<ProtocolSupport> {
  const reply = await session.probe(buildSsl2ClientHello(), { ssl2: true });
  if (reply.kind === 'failed' && reply.reason !== 'malformed') {
    note(state, 'SSLv2', reply);
    return { protocol: 'SSLv2', supported: null, serverPreference: null };
  }
  const supported = reply.kind === 'ssl2-server-hello' && reply.cipherKinds.length > 0;
  return { protocol: 'SSLv2', supported, serverPreference: null };
}

/** Enumerates what the session's server accepts. `serverName`: SNI (null for an IP literal). */
export async function enumerate(session: TlsSession, serverName: string | null): Promise<Enumeration> {
  const state: State = {
    complete: true,
    problems: [],
    compression: false,
    sentChain: [],
    renegotiation: new Map(),
  };
  const legacy = ['TLSv1.2', 'TLSv1.1', 'TLSv1', 'SSLv3'] as const;
  const [ssl2, tls13, ...older] = await Promise.all([
    detectSsl2(session, state),
    enumerateTls13(session, serverName, state),
    ...legacy.map((p) => enumerateLegacy(session, p, serverName, state)),
  ]);
  const best = older.find((o) => o.support.supported === true);
  let ecdhe: string[] = [];
  if (best !== undefined && best.support.protocol !== 'SSLv3') {
    const ecdheSuites = best.suites.filter((s) => suiteById(s.id)?.keyExchange === 'ECDHE').map((s) => s.id);
    if (ecdheSuites.length > 0) {
      ecdhe = await ecdheGroups(
        session,
        best.support.protocol as Exclude<Protocol, 'SSLv2' | 'SSLv3' | 'TLSv1.3'>,
        ecdheSuites,
        serverName,
        state,
      );
    }
  }
  const byProtocol = new Map<Protocol, ProtocolSupport>([
    ['SSLv2', ssl2],
    ['TLSv1.3', tls13.support],
    ...older.map((o): [Protocol, ProtocolSupport] => [o.support.protocol, o.support]),
  ]);
  const order: Protocol[] = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];
  return {
    protocols: order.map(
      (p) => byProtocol.get(p) ?? { protocol: p, supported: null, serverPreference: null },
    ),
    suites: [...tls13.suites, ...older.flatMap((o) => o.suites)],
    tls13Groups: tls13.groups,
    ecdheGroups: ecdhe,
    secureRenegotiation: best === undefined ? null : (state.renegotiation.get(best.support.protocol) ?? null),
    compression: state.compression,
    sentChain: state.sentChain,
    complete: state.complete,
    problems: state.problems,
  };
}
