/**
 * A scripted raw-TLS server for tests of the TLS port: a plain TCP server on 127.0.0.1 that reads
 * one ClientHello (TLS record or SSLv2 format), hands what it offered to a script, and writes the
 * bytes the script returns (a ServerHello flight, an alert, garbage…), or stays silent, or closes.
 * It never completes a handshake: it plays the servers OpenSSL here cannot be (SSLv3, SSLv2, RC4,
 * export suites, no renegotiation_info) and the hostile ones (garbage, truncated, oversized, silent).
 *
 *   const server = await startRawTlsServer((hello) =>
 *     hello.version >= 0x0302 ? { bytes: alertRecord(70) } : { bytes: flight(...) });
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface OfferedHello {
  /** `ssl2` for an SSLv2 CLIENT-HELLO. */
  readonly format: 'tls' | 'ssl2';
  /** client_version (0x0300 SSLv3 … 0x0303 TLS 1.2; 0x0002 SSLv2). */
  readonly version: number;
  /** Versions of the supported_versions extension (TLS 1.3 hellos), else empty. */
  readonly supportedVersions: readonly number[];
  /** Offered suites (2-byte code points; SSLv2: 3-byte kinds). */
  readonly suites: readonly number[];
  readonly groups: readonly number[];
  readonly keyShares: readonly number[];
  readonly serverName: string | null;
}

export type RawTlsAction =
  | { readonly bytes: Uint8Array; readonly close?: boolean }
  | { readonly silent: true }
  | { readonly close: true };

export interface RawTlsServer {
  readonly port: number;
  /** Connections accepted so far. */
  readonly connections: number;
  readonly hellos: readonly OfferedHello[];
  close(): Promise<void>;
}

function u16(n: number): number[] {
  return [(n >> 8) & 0xff, n & 0xff];
}
function u24(n: number): number[] {
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** A TLS record. */
export function record(type: number, version: number, payload: readonly number[] | Uint8Array): Uint8Array {
  const body = [...payload];
  return Uint8Array.from([type, ...u16(version), ...u16(body.length), ...body]);
}

/** A handshake message. */
export function handshake(type: number, body: readonly number[]): number[] {
  return [type, ...u24(body.length), ...body];
}

export interface ServerHelloSpec {
  readonly version: number;
  readonly suite: number;
  readonly compression?: number;
  /** Add renegotiation_info (RFC 5746). Default true. */
  readonly renegotiationInfo?: boolean;
  /** TLS 1.3: supported_versions 0x0304 and this key_share group. */
  readonly tls13Group?: number;
  /** A HelloRetryRequest (TLS 1.3) asking for this group. */
  readonly retryGroup?: number;
}

const HRR = [...Buffer.from('cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c', 'hex')];

export function serverHello(spec: ServerHelloSpec): number[] {
  const extensions: number[] = [];
  if (spec.renegotiationInfo !== false && spec.tls13Group === undefined && spec.retryGroup === undefined) {
    extensions.push(...u16(0xff01), ...u16(1), 0);
  }
  if (spec.tls13Group !== undefined || spec.retryGroup !== undefined) {
    extensions.push(...u16(0x002b), ...u16(2), ...u16(0x0304));
    if (spec.retryGroup !== undefined) extensions.push(...u16(0x0033), ...u16(2), ...u16(spec.retryGroup));
    else
      extensions.push(
        ...u16(0x0033),
        ...u16(36),
        ...u16(spec.tls13Group ?? 0x1d),
        ...u16(32),
        ...new Array<number>(32).fill(7),
      );
  }
  const random = spec.retryGroup !== undefined ? HRR : new Array<number>(32).fill(1);
  const body = [
    ...u16(spec.tls13Group !== undefined || spec.retryGroup !== undefined ? 0x0303 : spec.version),
    ...random,
    0,
    ...u16(spec.suite),
    spec.compression ?? 0,
    ...(extensions.length > 0 ? [...u16(extensions.length), ...extensions] : []),
  ];
  return handshake(2, body);
}

/** A Certificate message (TLS ≤ 1.2) carrying these DER certificates. */
export function certificateMessage(ders: readonly Uint8Array[]): number[] {
  const list = ders.flatMap((d) => [...u24(d.length), ...d]);
  return handshake(11, [...u24(list.length), ...list]);
}

/** A ServerKeyExchange: ECDHE (named curve) or DHE (a prime of `dhBits` bits). */
export function serverKeyExchange(spec: { readonly curve: number } | { readonly dhBits: number }): number[] {
  if ('curve' in spec) return handshake(12, [3, ...u16(spec.curve), 1, 4]);
  const p = [0x80, ...new Array<number>(spec.dhBits / 8 - 1).fill(0xff)];
  return handshake(12, [...u16(p.length), ...p, ...u16(1), 2, ...u16(1), 5]);
}

export const serverHelloDone: readonly number[] = handshake(14, []);

/** A fatal alert record (40 handshake_failure, 70 protocol_version…). */
export function alertRecord(description: number, version = 0x0301): Uint8Array {
  return record(21, version, [2, description]);
}

/** An SSLv2 SERVER-HELLO offering these cipher kinds. */
export function ssl2ServerHello(kinds: readonly number[], cert: Uint8Array = new Uint8Array(16)): Uint8Array {
  const specs = kinds.flatMap(u24);
  const connectionId = new Array<number>(16).fill(3);
  const body = [
    4,
    0,
    1,
    ...u16(0x0002),
    ...u16(cert.length),
    ...u16(specs.length),
    ...u16(connectionId.length),
    ...cert,
    ...specs,
    ...connectionId,
  ];
  return Uint8Array.from([0x80 | (body.length >> 8), body.length & 0xff, ...body]);
}

function parseHello(data: Buffer): OfferedHello | null {
  if (data.length < 3) return null;
  if ((data[0] ?? 0) & 0x80) {
    const length = (((data[0] ?? 0) & 0x7f) << 8) | (data[1] ?? 0);
    if (data.length < 2 + length) return null;
    const specsLength = data.readUInt16BE(5);
    const suites: number[] = [];
    for (let i = 0; i + 3 <= specsLength; i += 3) suites.push(data.readUIntBE(11 + i, 3));
    return {
      format: 'ssl2',
      version: data.readUInt16BE(3),
      supportedVersions: [],
      suites,
      groups: [],
      keyShares: [],
      serverName: null,
    };
  }
  if (data.length < 5) return null;
  const recordLength = data.readUInt16BE(3);
  if (data.length < 5 + recordLength) return null;
  const hs = data.subarray(5, 5 + recordLength);
  let pos = 4;
  const version = hs.readUInt16BE(pos);
  pos += 2 + 32;
  pos += 1 + (hs[pos] ?? 0);
  const suitesLength = hs.readUInt16BE(pos);
  pos += 2;
  const suites: number[] = [];
  for (let i = 0; i < suitesLength; i += 2) suites.push(hs.readUInt16BE(pos + i));
  pos += suitesLength;
  pos += 1 + (hs[pos] ?? 0);
  const supportedVersions: number[] = [];
  const groups: number[] = [];
  const keyShares: number[] = [];
  let serverName: string | null = null;
  if (pos + 2 <= hs.length) {
    const end = pos + 2 + hs.readUInt16BE(pos);
    pos += 2;
    while (pos + 4 <= end) {
      const type = hs.readUInt16BE(pos);
      const length = hs.readUInt16BE(pos + 2);
      const ext = hs.subarray(pos + 4, pos + 4 + length);
      if (type === 0x002b)
        for (let i = 1; i + 1 < ext.length; i += 2) supportedVersions.push(ext.readUInt16BE(i));
      if (type === 0x000a) for (let i = 2; i + 1 < ext.length; i += 2) groups.push(ext.readUInt16BE(i));
      if (type === 0x0033) {
        for (let i = 2; i + 4 <= ext.length;) {
          keyShares.push(ext.readUInt16BE(i));
          i += 4 + ext.readUInt16BE(i + 2);
        }
      }
      if (type === 0x0000 && ext.length > 5) serverName = ext.subarray(5).toString('ascii');
      pos += 4 + length;
    }
  }
  return { format: 'tls', version, supportedVersions, suites, groups, keyShares, serverName };
}

/** Starts the scripted server on 127.0.0.1 (an ephemeral port). */
export async function startRawTlsServer(
  script: (hello: OfferedHello) => RawTlsAction,
): Promise<RawTlsServer> {
  const sockets = new Set<Socket>();
  const hellos: OfferedHello[] = [];
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      if (answered) return;
      buffer = Buffer.concat([buffer, chunk]);
      let hello: OfferedHello | null;
      try {
        hello = parseHello(buffer);
      } catch {
        socket.destroy();
        return;
      }
      if (hello === null) return;
      answered = true;
      hellos.push(hello);
      const action = script(hello);
      if ('silent' in action) return;
      if ('bytes' in action) {
        socket.write(action.bytes);
        if (action.close === true) socket.end();
        return;
      }
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get connections() {
      return connections;
    },
    hellos,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
