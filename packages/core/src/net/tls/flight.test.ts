import { randomBytes } from 'node:crypto';
import {
  alertRecord,
  certificateMessage,
  record,
  serverHello,
  serverHelloDone,
  serverKeyExchange,
  ssl2ServerHello,
} from '@secapi/test-kit';
import { describe, expect, it } from 'vitest';
import { FlightReader, MAX_RECORD_BYTES, type ProbeReply } from './flight.js';

function read(bytes: Uint8Array, chunk = bytes.length, ssl2 = false): ProbeReply {
  const reader = new FlightReader(ssl2);
  for (let i = 0; i < bytes.length; i += chunk) {
    const reply = reader.push(bytes.subarray(i, i + chunk));
    if (reply !== null) return reply;
  }
  return reader.finish('closed');
}

const TLS12_FLIGHT = record(0x16, 0x0303, [
  ...serverHello({ version: 0x0303, suite: 0xc02f }),
  ...certificateMessage([Uint8Array.from([0x30, 0x03, 0x02, 0x01, 0x01])]),
  ...serverKeyExchange({ curve: 0x0017 }),
  ...serverHelloDone,
]);

describe('FlightReader', () => {
  it('reads a TLS 1.2 flight: suite, renegotiation_info, certificates, ECDHE curve', () => {
    expect(read(TLS12_FLIGHT)).toEqual({
      kind: 'server-hello',
      protocol: 'TLSv1.2',
      wireVersion: 0x0303,
      suite: 0xc02f,
      compression: 0,
      secureRenegotiation: true,
      group: 0x0017,
      dhBits: null,
      exportRsaBits: null,
      certificates: [Uint8Array.from([0x30, 0x03, 0x02, 0x01, 0x01])],
    });
  });

  it('gives the same answer when the flight arrives one byte at a time', () => {
    expect(read(TLS12_FLIGHT, 1)).toEqual(read(TLS12_FLIGHT));
  });

  it('reads a DHE prime size, a TLS 1.3 ServerHello and a HelloRetryRequest', () => {
    const dhe = record(0x16, 0x0303, [
      ...serverHello({ version: 0x0303, suite: 0x009e }),
      ...serverKeyExchange({ dhBits: 2048 }),
      ...serverHelloDone,
    ]);
    expect(read(dhe)).toMatchObject({ kind: 'server-hello', dhBits: 2048 });
    const tls13 = record(0x16, 0x0303, serverHello({ version: 0x0303, suite: 0x1301, tls13Group: 0x001d }));
    expect(read(tls13)).toMatchObject({
      kind: 'server-hello',
      protocol: 'TLSv1.3',
      suite: 0x1301,
      group: 0x001d,
      secureRenegotiation: true,
    });
    const hrr = record(0x16, 0x0303, serverHello({ version: 0x0303, suite: 0x1302, retryGroup: 0x0018 }));
    expect(read(hrr)).toEqual({ kind: 'hello-retry', suite: 0x1302, group: 0x0018 });
  });

  it('reads alerts and the SSLv2 SERVER-HELLO', () => {
    expect(read(alertRecord(70))).toEqual({ kind: 'alert', level: 2, description: 70 });
    expect(read(ssl2ServerHello([0x010080]), 3, true)).toEqual({
      kind: 'ssl2-server-hello',
      cipherKinds: [0x010080],
    });
  });

  it('keeps a ServerHello when the flight is cut after it (the suite was accepted)', () => {
    const hello = record(
      0x16,
      0x0303,
      serverHello({ version: 0x0301, suite: 0x0004, renegotiationInfo: false }),
    );
    expect(read(hello)).toMatchObject({
      kind: 'server-hello',
      protocol: 'TLSv1',
      suite: 0x0004,
      secureRenegotiation: false,
    });
  });

  it('refuses oversized records on their header and garbage at once; truncated and empty are told apart', () => {
    expect(
      read(Uint8Array.from([0x16, 3, 3, (MAX_RECORD_BYTES + 1) >> 8, (MAX_RECORD_BYTES + 1) & 0xff])),
    ).toMatchObject({
      kind: 'failed',
      reason: 'oversized',
    });
    expect(read(new TextEncoder().encode('HTTP/1.1 400 Bad Request\r\n'))).toMatchObject({
      kind: 'failed',
      reason: 'malformed',
    });
    expect(read(TLS12_FLIGHT.subarray(0, 20))).toMatchObject({ kind: 'failed', reason: 'truncated' });
    expect(read(new Uint8Array())).toEqual({ kind: 'closed' });
  });

  it('never throws on random input (1000 rounds, whole and byte by byte)', () => {
    for (let i = 0; i < 1000; i++) {
      const junk = randomBytes(1 + (i % 300));
      if (i % 2 === 0) junk[0] = 0x16;
      if (i % 4 === 0) junk[1] = 3;
      expect(() => read(junk, i % 3 === 0 ? 1 : junk.length, i % 5 === 0)).not.toThrow();
    }
  });
});
