/** One query on the wire: UDP, TCP (after truncation) and DNS-over-HTTPS exchanges with one resolver, replies checked against the question. */
import type { Agent } from 'node:https';
import { nodeModules } from '../node-modules.js';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';
import type { DnsEndpoint } from './servers.js';
import { type RRType } from './types.js';
import { type RcodePacket } from './records.js';
import { MAX_TCP_MESSAGE, normalizeDnsName } from './names.js';

// ---------------------------------------------------------------------------------------------
// Wire exchanges

type Inspection =
  | { readonly kind: 'match'; readonly packet: RcodePacket }
  /** Our ID and a response, but undecodable: the resolver sent garbage. */
  | { readonly kind: 'broken' }
  /** Not ours (other ID, other question, too short): ignore and keep waiting. */
  | { readonly kind: 'bogus' };

function inspectReply(buf: Buffer, id: number, name: string, type: RRType): Inspection {
  if (buf.length < 12) return { kind: 'bogus' };
  if (buf.readUInt16BE(0) !== id || ((buf[2] ?? 0) & 0x80) === 0) return { kind: 'bogus' };
  let packet: RcodePacket;
  try {
    packet = dnsPacket.decode(buf);
  } catch {
    return { kind: 'broken' };
  }
  const questions = packet.questions ?? [];
  const q = questions[0];
  if (q === undefined) {
    // Some servers leave the question out of error replies; an ok answer always needs it.
    return packet.rcode !== undefined && packet.rcode !== 'NOERROR'
      ? { kind: 'match', packet }
      : { kind: 'bogus' };
  }
  if (
    questions.length !== 1 ||
    normalizeDnsName(q.name) !== name ||
    q.type !== type ||
    (q.class !== undefined && q.class !== 'IN')
  ) {
    return { kind: 'bogus' };
  }
  return { kind: 'match', packet };
}

export type Exchange =
  | { readonly kind: 'reply'; readonly packet: RcodePacket }
  | { readonly kind: 'timeout'; readonly sawBogus: boolean }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'error' }
  | { readonly kind: 'aborted' };

export interface ExchangeSpec {
  readonly query: Buffer;
  readonly id: number;
  readonly name: string;
  readonly type: RRType;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
}

/**
 * Runs one exchange with a deadline and an abort signal. `start` opens the transport and returns
 * its cleanup; it calls `feed` with each received message and `fail` on transport errors.
 */
function exchange(
  spec: ExchangeSpec,
  start: (feed: (msg: Buffer) => void, fail: (result: Exchange) => void, markBogus: () => void) => () => void,
): Promise<Exchange> {
  return new Promise<Exchange>((resolve) => {
    let done = false;
    const isDone = (): boolean => done; // (read after callbacks that may have set it)
    let sawBogus = false;
    let cleanup: (() => void) | null = null;
    const finish = (result: Exchange): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onAbort);
      try {
        cleanup?.();
      } catch {
        // closing an already closed transport
      }
      resolve(result);
    };
    const onAbort = (): void => {
      finish({ kind: 'aborted' });
    };
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', sawBogus });
    }, spec.timeoutMs);
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    const markBogus = (): void => {
      sawBogus = true;
    };
    const feed = (msg: Buffer): void => {
      if (done) return;
      const seen = inspectReply(msg, spec.id, spec.name, spec.type);
      if (seen.kind === 'match') finish({ kind: 'reply', packet: seen.packet });
      else if (seen.kind === 'broken') finish({ kind: 'malformed' });
      else sawBogus = true;
    };
    try {
      cleanup = start(feed, finish, markBogus);
    } catch {
      finish({ kind: 'error' });
    }
    if (isDone()) {
      try {
        cleanup?.();
      } catch {
        // already closed
      }
    }
    if (spec.signal?.aborted === true) finish({ kind: 'aborted' });
  });
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export async function udpExchange(
  ep: Extract<DnsEndpoint, { kind: 'udp' }>,
  spec: ExchangeSpec,
): Promise<Exchange> {
  const { dgram } = await nodeModules();
  return exchange(spec, (feed, fail, markBogus) => {
    const socket = dgram.createSocket({ type: ep.family === 6 ? 'udp6' : 'udp4' });
    socket.on('error', () => {
      fail({ kind: 'error' });
    });
    socket.on('message', (msg, rinfo) => {
      // Only the resolver we asked may answer (a reply from elsewhere is spoofing or noise).
      if (rinfo.port !== ep.port || !sameAddress(rinfo.address, ep.host)) {
        markBogus();
        return;
      }
      feed(msg);
    });
    socket.send(spec.query, ep.port, ep.host, (err) => {
      if (err) fail({ kind: 'error' });
    });
    return () => {
      socket.close();
    };
  });
}

export function tcpExchange(
  ep: Extract<DnsEndpoint, { kind: 'udp' }>,
  spec: ExchangeSpec,
): Promise<Exchange> {
  return exchange(spec, (feed, fail, markBogus) => {
    const socket = net.connect({ host: ep.host, port: ep.port, family: ep.family });
    let buffered = Buffer.alloc(0);
    let sawMessage = false;
    socket.on('connect', () => {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(spec.query.length, 0);
      socket.write(Buffer.concat([length, spec.query]));
    });
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (buffered.length < 2) return;
        const size = buffered.readUInt16BE(0);
        if (buffered.length < 2 + size) {
          if (buffered.length > 2 * (MAX_TCP_MESSAGE + 2)) fail({ kind: 'malformed' });
          return;
        }
        const msg = buffered.subarray(2, 2 + size);
        buffered = buffered.subarray(2 + size);
        sawMessage = true;
        feed(msg);
      }
    });
    socket.on('error', () => {
      fail({ kind: 'error' });
    });
    socket.on('close', () => {
      // The resolver hung up without a matching reply.
      if (sawMessage || buffered.length > 0) markBogus();
      fail(sawMessage || buffered.length > 0 ? { kind: 'malformed' } : { kind: 'error' });
    });
    return () => {
      socket.destroy();
    };
  });
}

/**
 * DNS-over-HTTPS (RFC 8484): POST application/dns-message, DNS ID 0. Uses node:https directly for
 * now; it will move onto the SSRF-safe HTTP port when that port lands (a later issue). The URL's
 * host is an IP literal (see servers.ts), so no name is resolved outside this port.
 */
export async function dohExchange(
  ep: Extract<DnsEndpoint, { kind: 'doh' }>,
  spec: ExchangeSpec,
  agent: Agent | undefined,
): Promise<Exchange> {
  const { https } = await nodeModules();
  return exchange(spec, (feed, fail) => {
    const req = https.request(ep.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/dns-message',
        accept: 'application/dns-message',
        'content-length': String(spec.query.length),
      },
      ...(agent === undefined ? {} : { agent }),
    });
    req.on('response', (res) => {
      const type = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (res.statusCode !== 200 || type !== 'application/dns-message') {
        res.resume();
        fail({ kind: 'error' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_TCP_MESSAGE) {
          fail({ kind: 'malformed' });
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => {
        feed(Buffer.concat(chunks));
        fail({ kind: 'malformed' });
      });
      res.on('error', () => {
        fail({ kind: 'error' });
      });
    });
    req.on('error', () => {
      fail({ kind: 'error' });
    });
    req.end(spec.query);
    return () => {
      req.destroy();
    };
  });
}
