/**
 * A scripted (and, when asked, hostile) DNS server on 127.0.0.1 for client tests: UDP and TCP on the
 * same port, where a handler decides every reply.
 *
 *   const server = await startScriptedDnsServer((q) =>
 *     q.protocol === 'udp' ? dnsReply.truncated(q) : dnsReply.answer(q, [{ type: 'A', name: q.name, data: '192.0.2.1' }], { flags: dnsReply.AD }),
 *   );
 *   const dns = createDnsClient({ servers: [server.server], timeoutMs: 200 });
 *   …
 *   await server.stop();
 *
 * Replies: a normal answer (any flags: TC, AD, AA; any rcode), several datagrams in a row, raw
 * bytes (garbage, an empty datagram, an oversized reply), a mismatched ID, another question,
 * silence, or any of these after a delay. `counts` tells how many queries came over each protocol;
 * `maxInFlight` the most queries held (received, not yet replied) at once.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';

export type ScriptedProtocol = 'udp' | 'tcp';

export interface ScriptedQuery {
  readonly protocol: ScriptedProtocol;
  /** The raw query as received. */
  readonly raw: Buffer;
  /** The decoded query (null when it did not parse). */
  readonly packet: dnsPacket.DecodedPacket | null;
  readonly id: number;
  /** Question name as sent (no trailing dot), '' when absent. */
  readonly name: string;
  readonly type: string;
  /** The query's AD bit (RFC 6840 §5.7). */
  readonly adRequested: boolean;
  /** The EDNS0 UDP payload size of the query, or null without OPT. */
  readonly udpPayloadSize: number | null;
}

export type ScriptedReply =
  | { readonly packet: dnsPacket.Packet }
  | { readonly bytes: Buffer }
  | { readonly silence: true }
  | { readonly delayMs: number; readonly then: ScriptedReply }
  | readonly ScriptedReply[];

export type ScriptedHandler = (query: ScriptedQuery) => ScriptedReply | Promise<ScriptedReply>;

export interface ScriptedDnsServer {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** `127.0.0.1:<port>` for `createDnsClient({ servers: [server] })`. */
  readonly server: string;
  readonly counts: { udp: number; tcp: number };
  readonly queries: ScriptedQuery[];
  /** Queries received and not yet replied to (or dropped). */
  readonly inFlight: number;
  /** The most queries in flight at once so far. */
  readonly maxInFlight: number;
  stop(): Promise<void>;
}

const RCODES = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;
export type ScriptedRcode = keyof typeof RCODES;

export interface AnswerOptions {
  /** Extra header flags: `dnsReply.AD`, `dnsReply.TC`, `dnsReply.AA`. */
  readonly flags?: number;
  readonly rcode?: ScriptedRcode;
  readonly authorities?: dnsPacket.Answer[];
  /** Override the reply's ID (a mismatched ID). */
  readonly id?: number;
  /** Override the question (another question). */
  readonly question?: dnsPacket.Question;
}

function answer(
  query: ScriptedQuery,
  answers: dnsPacket.Answer[],
  options: AnswerOptions = {},
): ScriptedReply {
  const question: dnsPacket.Question = options.question ?? {
    name: query.name,
    type: query.type as dnsPacket.RecordType,
    class: 'IN',
  };
  return {
    packet: {
      type: 'response',
      id: options.id ?? query.id,
      flags:
        dnsPacket.RECURSION_DESIRED |
        dnsPacket.RECURSION_AVAILABLE |
        (options.flags ?? 0) |
        RCODES[options.rcode ?? 'NOERROR'],
      questions: [question],
      answers,
      authorities: options.authorities ?? [],
    },
  };
}

/** A SOA record for negative answers' authority section (RFC 2308: TTL = min(ttl, minimum)). */
function soa(zone: string, ttl: number, minimum: number): dnsPacket.Answer {
  return {
    type: 'SOA',
    name: zone,
    ttl,
    class: 'IN',
    data: {
      mname: `ns.${zone}`,
      rname: `hostmaster.${zone}`,
      serial: 1,
      refresh: 3600,
      retry: 600,
      expire: 86_400,
      minimum,
    },
  };
}

/** Reply builders for handlers. */
export const dnsReply = Object.freeze({
  AD: dnsPacket.AUTHENTIC_DATA,
  TC: dnsPacket.TRUNCATED_RESPONSE,
  AA: dnsPacket.AUTHORITATIVE_ANSWER,
  /** A normal reply to `query` with `answers` (flags, rcode, authority section as options). */
  answer,
  /** An A answer for the queried name. */
  a(query: ScriptedQuery, address: string, ttl = 300, options: AnswerOptions = {}): ScriptedReply {
    return answer(query, [{ type: 'A', name: query.name, ttl, class: 'IN', data: address }], options);
  },
  /** A reply with only an RCODE (SERVFAIL, REFUSED, NXDOMAIN…); pass `authorities` for a SOA. */
  rcode(query: ScriptedQuery, rcode: ScriptedRcode, options: AnswerOptions = {}): ScriptedReply {
    return answer(query, [], { ...options, rcode });
  },
  soa,
  /** TC set, no records: the client must ask again over TCP. */
  truncated(query: ScriptedQuery, options: AnswerOptions = {}): ScriptedReply {
    return answer(query, [], { ...options, flags: (options.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE });
  },
  /** An answer of `count` A records (about 16 bytes each): larger than the 1232-byte EDNS payload. */
  oversized(query: ScriptedQuery, count = 400): ScriptedReply {
    const answers: dnsPacket.Answer[] = [];
    for (let i = 0; i < count; i++) {
      answers.push({
        type: 'A',
        name: query.name,
        ttl: 300,
        class: 'IN',
        data: `10.0.${(i >> 8) & 255}.${i & 255}`,
      });
    }
    return answer(query, answers);
  },
  /** The right answer with another ID. */
  wrongId(query: ScriptedQuery, address = '192.0.2.66'): ScriptedReply {
    return dnsReply.a(query, address, 300, { id: (query.id + 1) & 0xffff });
  },
  /** An answer about another name (same ID). */
  otherQuestion(query: ScriptedQuery, name = 'other.example-test.com'): ScriptedReply {
    return answer(query, [{ type: 'A', name, ttl: 300, class: 'IN', data: '192.0.2.67' }], {
      question: { name, type: 'A', class: 'IN' },
    });
  },
  /** Random bytes (by default starting with the query's ID and QR set, so they look like ours). */
  garbage(query: ScriptedQuery | null, size = 64): ScriptedReply {
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) bytes[i] = Math.floor(Math.random() * 256);
    if (query !== null && size >= 12) {
      bytes.writeUInt16BE(query.id, 0);
      bytes[2] = (bytes[2] ?? 0) | 0x80;
      // claim many records that are not there
      bytes.writeUInt16BE(0xffff, 6);
    }
    return { bytes };
  },
  empty(): ScriptedReply {
    return { bytes: Buffer.alloc(0) };
  },
  silence(): ScriptedReply {
    return { silence: true };
  },
  delay(ms: number, then: ScriptedReply): ScriptedReply {
    return { delayMs: ms, then };
  },
});

function describeQuery(raw: Buffer, protocol: ScriptedProtocol): ScriptedQuery {
  let packet: dnsPacket.DecodedPacket | null = null;
  try {
    packet = dnsPacket.decode(raw);
  } catch {
    packet = null;
  }
  const q = packet?.questions?.[0];
  const opt = packet?.additionals?.find((a): a is dnsPacket.OptAnswer => a.type === 'OPT');
  return {
    protocol,
    raw,
    packet,
    id: raw.length >= 2 ? raw.readUInt16BE(0) : 0,
    name: q?.name ?? '',
    type: q?.type ?? '',
    adRequested: packet?.flag_ad ?? false,
    udpPayloadSize: opt?.udpPayloadSize ?? null,
  };
}

/**
 * Starts the scripted server (UDP and TCP on one free port of 127.0.0.1).
 */
export async function startScriptedDnsServer(handler: ScriptedHandler): Promise<ScriptedDnsServer> {
  const counts = { udp: 0, tcp: 0 };
  const queries: ScriptedQuery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const connections = new Set<net.Socket>();
  let inFlight = 0;
  let maxInFlight = 0;
  let stopped = false;

  const wait = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  /** Sends a reply (recursively for lists and delays) through `send`. */
  async function play(reply: ScriptedReply, send: (bytes: Buffer) => void): Promise<void> {
    if (stopped) return;
    if (Array.isArray(reply)) {
      for (const r of reply as readonly ScriptedReply[]) await play(r, send);
      return;
    }
    const r = reply as Exclude<ScriptedReply, readonly ScriptedReply[]>;
    if ('silence' in r) return;
    if ('delayMs' in r) {
      await wait(r.delayMs);
      await play(r.then, send);
      return;
    }
    if ('bytes' in r) {
      send(r.bytes);
      return;
    }
    send(dnsPacket.encode(r.packet));
  }

  async function serve(
    raw: Buffer,
    protocol: ScriptedProtocol,
    send: (bytes: Buffer) => void,
  ): Promise<void> {
    counts[protocol]++;
    const query = describeQuery(raw, protocol);
    queries.push(query);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await play(await handler(query), send);
    } catch {
      // a handler bug or a send after stop: the client sees silence
    } finally {
      inFlight--;
    }
  }

  const tcp = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2) {
        const size = buffered.readUInt16BE(0);
        if (buffered.length < 2 + size) break;
        const msg = buffered.subarray(2, 2 + size);
        buffered = buffered.subarray(2 + size);
        void serve(msg, 'tcp', (bytes) => {
          if (socket.destroyed) return;
          const length = Buffer.alloc(2);
          length.writeUInt16BE(Math.min(bytes.length, 0xffff), 0);
          socket.write(Buffer.concat([length, bytes.subarray(0, 0xffff)]));
        });
      }
    });
  });

  const bindUdp = (socket: dgram.Socket, p: number): Promise<boolean> =>
    new Promise((resolve) => {
      socket.once('error', () => {
        resolve(false);
      });
      socket.bind(p, '127.0.0.1', () => {
        resolve(true);
      });
    });
  // TCP first on a free port, then UDP on the same number (retried on a clash).
  let port = 0;
  let udp: dgram.Socket | null = null;
  for (let tries = 0; udp === null; tries++) {
    if (tries >= 20) throw new Error('startScriptedDnsServer: no port free for both UDP and TCP');
    port = await new Promise<number>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(0, '127.0.0.1', () => {
        tcp.off('error', reject);
        const address = tcp.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
    const candidate = dgram.createSocket('udp4');
    if (await bindUdp(candidate, port)) {
      udp = candidate;
    } else {
      candidate.close();
      await new Promise<void>((resolve) => {
        tcp.close(() => {
          resolve();
        });
      });
    }
  }
  const socket = udp;
  socket.on('error', () => undefined);
  socket.on('message', (msg, rinfo) => {
    void serve(msg, 'udp', (bytes) => {
      if (!stopped) socket.send(bytes, rinfo.port, rinfo.address);
    });
  });

  return {
    host: '127.0.0.1',
    port,
    server: `127.0.0.1:${port}`,
    counts,
    queries,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const s of connections) s.destroy();
      await Promise.all([
        new Promise<void>((resolve) => {
          socket.close(() => {
            resolve();
          });
        }),
        new Promise<void>((resolve) =>
          tcp.close(() => {
            resolve();
          }),
        ),
      ]);
    },
  };
}

/**
 * How a broken or captive resolver answers every name (the service must then say it is cut off:
 * core's network check): a bare NXDOMAIN (no SOA), an NXDOMAIN carrying the root SOA, or silence.
 */
export type BrokenResolverKind = 'bare-nxdomain' | 'nxdomain-with-root-soa' | 'silent';

/** The handler of one `BrokenResolverKind`. */
export function brokenResolverHandler(kind: BrokenResolverKind): ScriptedHandler {
  switch (kind) {
    case 'bare-nxdomain':
      return (q) => dnsReply.rcode(q, 'NXDOMAIN');
    case 'nxdomain-with-root-soa':
      return (q) => dnsReply.rcode(q, 'NXDOMAIN', { authorities: [dnsReply.soa('.', 300, 60)] });
    case 'silent':
      return () => dnsReply.silence();
  }
}

/**
 * A scripted resolver that answers every name as a broken one does (for tests of the
 * "network unreachable" state: `createContext({ dnsServers: [server.server] })`, or a server or
 * form started with `SECAPI_DNS_SERVERS=<server.server>`).
 * @example const broken = await startBrokenResolver('bare-nxdomain'); … await broken.stop();
 */
export function startBrokenResolver(kind: BrokenResolverKind = 'bare-nxdomain'): Promise<ScriptedDnsServer> {
  return startScriptedDnsServer(brokenResolverHandler(kind));
}
