/**
 * Reads a server's first flight after one of our ClientHellos: TLS records (RFC 5246 §6.2, RFC 8446
 * §5.1), handshake messages reassembled across records, alerts, and the SSLv2 SERVER-HELLO. Built for
 * hostile input: every length is checked before use, records and messages have caps, and nothing
 * here throws; a reply that cannot be read is a `failed` result, never an exception.
 */
import { EXT, protocolOfWire, type Protocol } from './protocols.js';
import { suiteById } from './suites.js';

/** TLSPlaintext records are at most 2^14 bytes (RFC 8446 §5.1); ciphertext 2^14 + 2048. */
export const MAX_RECORD_BYTES = 16_384 + 2_048;
/** Largest handshake message we accept (certificate chains are a few kB, sometimes 30 kB). */
export const MAX_HANDSHAKE_BYTES = 131_072;
/** Most bytes read from one probe. */
export const MAX_FLIGHT_BYTES = 262_144;

const HRR_RANDOM = Buffer.from('cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c', 'hex');

export interface ServerHelloReply {
  readonly kind: 'server-hello';
  /** Negotiated protocol (null when the server answered with a version we do not know). */
  readonly protocol: Protocol | null;
  readonly wireVersion: number;
  readonly suite: number;
  readonly compression: number;
  /** The server sent renegotiation_info (RFC 5746) or, in TLS 1.3, renegotiation does not exist. */
  readonly secureRenegotiation: boolean;
  /** Key-exchange group: TLS 1.3 key_share, or the named curve of a TLS 1.0–1.2 ServerKeyExchange. */
  readonly group: number | null;
  /** Size of the DH prime of a DHE ServerKeyExchange, bits. */
  readonly dhBits: number | null;
  /** Size of the temporary RSA key of an RSA_EXPORT ServerKeyExchange, bits. */
  readonly exportRsaBits: number | null;
  /** DER certificates of the Certificate message (TLS ≤ 1.2; empty for TLS 1.3, where it is encrypted). */
  readonly certificates: readonly Uint8Array[];
}

export type ProbeReply =
  | ServerHelloReply
  | { readonly kind: 'hello-retry'; readonly suite: number; readonly group: number | null }
  | { readonly kind: 'alert'; readonly level: number; readonly description: number }
  | { readonly kind: 'ssl2-server-hello'; readonly cipherKinds: readonly number[] }
  /** The server closed (or reset) the connection without a word: the offer was refused. */
  | { readonly kind: 'closed' }
  | {
      readonly kind: 'failed';
      readonly reason: 'timeout' | 'connect-failed' | 'malformed' | 'oversized' | 'truncated' | 'aborted';
      readonly detail: string;
    };

class Cursor {
  pos = 0;
  constructor(readonly b: Uint8Array) {}
  get left(): number {
    return this.b.length - this.pos;
  }
  u8(): number | null {
    if (this.left < 1) return null;
    return this.b[this.pos++] ?? null;
  }
  u16(): number | null {
    if (this.left < 2) return null;
    const v = ((this.b[this.pos] ?? 0) << 8) | (this.b[this.pos + 1] ?? 0);
    this.pos += 2;
    return v;
  }
  u24(): number | null {
    if (this.left < 3) return null;
    const v =
      ((this.b[this.pos] ?? 0) << 16) | ((this.b[this.pos + 1] ?? 0) << 8) | (this.b[this.pos + 2] ?? 0);
    this.pos += 3;
    return v;
  }
  bytes(n: number): Uint8Array | null {
    if (n < 0 || this.left < n) return null;
    const v = this.b.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
}

function bitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return 0;
  return (bytes.length - i - 1) * 8 + Math.floor(Math.log2(bytes[i] ?? 1)) + 1;
}

interface HelloFields {
  wireVersion: number;
  hrr: boolean;
  suite: number;
  compression: number;
  selectedVersion: number | null;
  group: number | null;
  secureRenegotiation: boolean;
}

function parseServerHello(body: Uint8Array): HelloFields | null {
  const c = new Cursor(body);
  const wireVersion = c.u16();
  const random = c.bytes(32);
  const sidLength = c.u8();
  if (wireVersion === null || random === null || sidLength === null || c.bytes(sidLength) === null)
    return null;
  const suite = c.u16();
  const compression = c.u8();
  if (suite === null || compression === null) return null;
  const hrr = Buffer.from(random).equals(HRR_RANDOM);
  const fields: HelloFields = {
    wireVersion,
    hrr,
    suite,
    compression,
    selectedVersion: null,
    group: null,
    secureRenegotiation: false,
  };
  if (c.left === 0) return fields;
  const extLength = c.u16();
  if (extLength === null || extLength > c.left) return null;
  const ext = new Cursor(c.bytes(extLength) ?? new Uint8Array());
  while (ext.left > 0) {
    const type = ext.u16();
    const length = ext.u16();
    if (type === null || length === null) return null;
    const data = ext.bytes(length);
    if (data === null) return null;
    const d = new Cursor(data);
    if (type === EXT.supportedVersions) fields.selectedVersion = d.u16();
    else if (type === EXT.keyShare) fields.group = d.u16();
    else if (type === EXT.renegotiationInfo) fields.secureRenegotiation = true;
  }
  return fields;
}

function parseCertificates(body: Uint8Array): Uint8Array[] {
  const c = new Cursor(body);
  const total = c.u24();
  const certs: Uint8Array[] = [];
  if (total === null) return certs;
  while (c.left >= 3 && certs.length < 16) {
    const length = c.u24();
    if (length === null) break;
    const der = c.bytes(length);
    if (der === null) break;
    certs.push(Uint8Array.from(der));
  }
  return certs;
}

interface KeyExchangeFields {
  group: number | null;
  dhBits: number | null;
  exportRsaBits: number | null;
}

function parseServerKeyExchange(body: Uint8Array, suite: number): KeyExchangeFields {
  const none = { group: null, dhBits: null, exportRsaBits: null };
  const info = suiteById(suite);
  if (info === null) return none;
  const c = new Cursor(body);
  const kx = info.keyExchange;
  if (kx === 'DHE' || kx === 'DH' || kx === 'DHE_EXPORT' || kx === 'DH_EXPORT') {
    const length = c.u16();
    const p = length === null ? null : c.bytes(length);
    return p === null ? none : { ...none, dhBits: bitLength(p) };
  }
  if (kx === 'ECDHE' || kx === 'ECDH') {
    const curveType = c.u8();
    const group = curveType === 3 ? c.u16() : null;
    return { ...none, group };
  }
  if (kx === 'RSA_EXPORT') {
    const length = c.u16();
    const modulus = length === null ? null : c.bytes(length);
    return modulus === null ? none : { ...none, exportRsaBits: bitLength(modulus) };
  }
  return none;
}

/**
 * Incremental reader of one server flight: `push` each chunk; a non-null answer means enough was
 * read. `finish` gives the answer when the connection ends or times out.
 */
export class FlightReader {
  #buffer: Uint8Array = new Uint8Array();
  #total = 0;
  #handshake: number[] = [];
  #hello: HelloFields | null = null;
  #certificates: Uint8Array[] = [];
  #kx: KeyExchangeFields = { group: null, dhBits: null, exportRsaBits: null };
  #done: ProbeReply | null = null;

  constructor(private readonly ssl2 = false) {}

  /** Feeds bytes; returns the reply once it is known (then further input is ignored). */
  push(chunk: Uint8Array): ProbeReply | null {
    if (this.#done !== null) return this.#done;
    this.#total += chunk.length;
    if (this.#total > MAX_FLIGHT_BYTES) return this.#finishWith(this.#partialOr(oversized('flight')));
    const merged = new Uint8Array(this.#buffer.length + chunk.length);
    merged.set(this.#buffer);
    merged.set(chunk, this.#buffer.length);
    this.#buffer = merged;
    try {
      return this.#parse();
    } catch (err) {
      // Defensive: the parser never throws by design; a bug must not crash the analysis.
      return this.#finishWith({ kind: 'failed', reason: 'malformed', detail: String(err).slice(0, 100) });
    }
  }

  /** The reply when the stream ended (`closed`) or was cut (`timeout`, `aborted`). */
  finish(reason: 'closed' | 'timeout' | 'aborted'): ProbeReply {
    if (this.#done !== null) return this.#done;
    const partial = this.#helloReply();
    if (partial !== null) return this.#finishWith(partial);
    if (reason === 'closed') {
      if (this.#total === 0) return this.#finishWith({ kind: 'closed' });
      return this.#finishWith({
        kind: 'failed',
        reason: 'truncated',
        detail: `${String(this.#total)} bytes`,
      });
    }
    return this.#finishWith({ kind: 'failed', reason, detail: `${String(this.#total)} bytes read` });
  }

  #finishWith(reply: ProbeReply): ProbeReply {
    this.#done = reply;
    return reply;
  }

  #partialOr(reply: ProbeReply): ProbeReply {
    return this.#helloReply() ?? reply;
  }

  #helloReply(): ServerHelloReply | null {
    const h = this.#hello;
    if (h === null || h.hrr) return null;
    const wire = h.selectedVersion ?? h.wireVersion;
    const tls13 = wire === 0x0304;
    return {
      kind: 'server-hello',
      protocol: protocolOfWire(wire),
      wireVersion: wire,
      suite: h.suite,
      compression: h.compression,
      secureRenegotiation: tls13 || h.secureRenegotiation,
      group: tls13 ? h.group : this.#kx.group,
      dhBits: this.#kx.dhBits,
      exportRsaBits: this.#kx.exportRsaBits,
      certificates: this.#certificates,
    };
  }

  #parse(): ProbeReply | null {
    if (this.#total > 0 && this.#hello === null && this.#handshake.length === 0) {
      const first = this.#buffer[0] ?? 0;
      if (this.ssl2 && (first & 0x80) !== 0) return this.#parseSsl2();
    }
    for (;;) {
      if (this.#buffer.length < 5) return null;
      const c = new Cursor(this.#buffer);
      const type = c.u8() ?? 0;
      const major = c.u8() ?? 0;
      c.u8();
      const length = c.u16() ?? 0;
      if (type < 20 || type > 23 || major !== 3) {
        return this.#finishWith(
          this.#partialOr({ kind: 'failed', reason: 'malformed', detail: 'not a TLS record' }),
        );
      }
      if (length > MAX_RECORD_BYTES) return this.#finishWith(this.#partialOr(oversized('record')));
      if (c.left < length) return null;
      const payload = c.bytes(length) ?? new Uint8Array();
      this.#buffer = this.#buffer.subarray(5 + length);
      if (type === 21) {
        if (this.#hello !== null && !this.#hello.hrr)
          return this.#finishWith(this.#helloReply() ?? alert(payload));
        return this.#finishWith(alert(payload));
      }
      if (type !== 22) {
        // ChangeCipherSpec (TLS 1.3 middlebox compatibility) or encrypted data: the flight we can read is over.
        if (this.#hello !== null) {
          const reply = this.#helloReply();
          if (reply !== null) return this.#finishWith(reply);
        }
        if (type === 20) continue;
        return this.#finishWith({
          kind: 'failed',
          reason: 'malformed',
          detail: `record type ${String(type)} first`,
        });
      }
      for (const byte of payload) this.#handshake.push(byte);
      const answer = this.#parseHandshake();
      if (answer !== null) return this.#finishWith(answer);
    }
  }

  #parseHandshake(): ProbeReply | null {
    for (;;) {
      if (this.#handshake.length < 4) return null;
      const type = this.#handshake[0] ?? 0;
      const length =
        ((this.#handshake[1] ?? 0) << 16) | ((this.#handshake[2] ?? 0) << 8) | (this.#handshake[3] ?? 0);
      if (length > MAX_HANDSHAKE_BYTES) return this.#partialOr(oversized('handshake message'));
      if (this.#handshake.length < 4 + length) return null;
      const body = Uint8Array.from(this.#handshake.slice(4, 4 + length));
      this.#handshake = this.#handshake.slice(4 + length);
      if (this.#hello === null) {
        if (type !== 2)
          return { kind: 'failed', reason: 'malformed', detail: `handshake type ${String(type)} first` };
        const hello = parseServerHello(body);
        if (hello === null) return { kind: 'failed', reason: 'malformed', detail: 'unreadable ServerHello' };
        this.#hello = hello;
        if (hello.hrr) return { kind: 'hello-retry', suite: hello.suite, group: hello.group };
        if ((hello.selectedVersion ?? hello.wireVersion) >= 0x0304) return this.#helloReply();
        continue;
      }
      if (type === 11) this.#certificates = parseCertificates(body);
      else if (type === 12) this.#kx = parseServerKeyExchange(body, this.#hello.suite);
      else if (type === 14) return this.#helloReply();
    }
  }

  #parseSsl2(): ProbeReply | null {
    const c = new Cursor(this.#buffer);
    const b0 = c.u8() ?? 0;
    const b1 = c.u8() ?? 0;
    const length = ((b0 & 0x7f) << 8) | b1;
    if (c.left < length) return null;
    const type = c.u8();
    if (type !== 4) return this.#finishWith({ kind: 'closed' });
    c.u8(); // session id hit
    c.u8(); // certificate type
    const version = c.u16();
    const certLength = c.u16() ?? 0;
    const specsLength = c.u16() ?? 0;
    c.u16(); // connection id length
    if (version !== 0x0002)
      return this.#finishWith({ kind: 'failed', reason: 'malformed', detail: 'SSLv2 version' });
    if (c.left < certLength + specsLength) return this.#finishWith(truncatedSsl2());
    c.bytes(certLength);
    const specs = c.bytes(specsLength) ?? new Uint8Array();
    const kinds: number[] = [];
    for (let i = 0; i + 3 <= specs.length; i += 3) {
      kinds.push(((specs[i] ?? 0) << 16) | ((specs[i + 1] ?? 0) << 8) | (specs[i + 2] ?? 0));
    }
    return this.#finishWith({ kind: 'ssl2-server-hello', cipherKinds: kinds });
  }
}

function truncatedSsl2(): ProbeReply {
  return { kind: 'failed', reason: 'truncated', detail: 'SSLv2 SERVER-HELLO' };
}

function oversized(what: string): ProbeReply {
  return { kind: 'failed', reason: 'oversized', detail: `${what} over its cap` };
}

function alert(payload: Uint8Array): ProbeReply {
  if (payload.length < 2) return { kind: 'failed', reason: 'malformed', detail: 'short alert' };
  return { kind: 'alert', level: payload[0] ?? 0, description: payload[1] ?? 0 };
}
