import dgram from 'node:dgram';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';
import { describe, expect, it } from 'vitest';
import { dnsReply, startScriptedDnsServer } from './scripted-dns.js';

function udpAsk(port: number, query: Buffer, waitMs = 200): Promise<Buffer[]> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const got: Buffer[] = [];
    socket.on('message', (m) => got.push(m));
    socket.send(query, port, '127.0.0.1');
    setTimeout(() => {
      socket.close();
      resolve(got);
    }, waitMs);
  });
}

function tcpAsk(port: number, query: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    socket.on('connect', () => {
      const len = Buffer.alloc(2);
      len.writeUInt16BE(query.length);
      socket.write(Buffer.concat([len, query]));
    });
    socket.on('data', (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
        socket.destroy();
        resolve(buf.subarray(2, 2 + buf.readUInt16BE(0)));
      }
    });
    socket.on('error', reject);
  });
}

const query = (name: string, id = 4242) =>
  dnsPacket.encode({
    type: 'query',
    id,
    flags: dnsPacket.AUTHENTIC_DATA,
    questions: [{ name, type: 'A', class: 'IN' }],
  });

describe('startScriptedDnsServer', () => {
  it('answers over UDP and TCP on one port with the handler reply, counting per protocol', async () => {
    const server = await startScriptedDnsServer((q) =>
      dnsReply.a(q, q.protocol === 'udp' ? '192.0.2.1' : '192.0.2.2', 60, { flags: dnsReply.AD }),
    );
    try {
      const [udp] = await udpAsk(server.port, query('x.example-test.com'));
      const u = dnsPacket.decode(udp!);
      expect(u.id).toBe(4242);
      expect(u.flag_ad).toBe(true);
      expect(u.answers?.[0]).toMatchObject({ type: 'A', data: '192.0.2.1' });
      const t = dnsPacket.decode(await tcpAsk(server.port, query('x.example-test.com')));
      expect(t.answers?.[0]).toMatchObject({ type: 'A', data: '192.0.2.2' });
      expect(server.counts).toEqual({ udp: 1, tcp: 1 });
      expect(server.queries[0]).toMatchObject({
        name: 'x.example-test.com',
        type: 'A',
        adRequested: true,
        udpPayloadSize: null,
      });
    } finally {
      await server.stop();
    }
  });

  it('plays hostile replies: wrong ID, another question, TC, rcodes, garbage, empty, several in a row', async () => {
    const server = await startScriptedDnsServer((q) => [
      dnsReply.wrongId(q),
      dnsReply.otherQuestion(q),
      dnsReply.truncated(q),
      dnsReply.rcode(q, 'SERVFAIL'),
      dnsReply.garbage(q, 20),
      dnsReply.empty(),
      dnsReply.delay(10, dnsReply.silence()),
    ]);
    try {
      const got = await udpAsk(server.port, query('h.example-test.com', 7));
      expect(got).toHaveLength(6);
      expect(dnsPacket.decode(got[0]!).id).toBe(8);
      expect(dnsPacket.decode(got[1]!).questions?.[0]?.name).toBe('other.example-test.com');
      expect(dnsPacket.decode(got[2]!).flag_tc).toBe(true);
      expect((dnsPacket.decode(got[3]!) as { rcode?: string }).rcode).toBe('SERVFAIL');
      expect(got[4]!.readUInt16BE(0)).toBe(7);
      expect(got[5]).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });

  it('sends an oversized reply in one datagram', async () => {
    const server = await startScriptedDnsServer((q) => dnsReply.oversized(q, 300));
    try {
      const [reply] = await udpAsk(server.port, query('o.example-test.com'));
      expect(reply!.length).toBeGreaterThan(1232);
      expect(dnsPacket.decode(reply!).answers).toHaveLength(300);
    } finally {
      await server.stop();
    }
  });
});
