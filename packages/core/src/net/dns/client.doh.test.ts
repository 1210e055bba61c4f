/**
 * DNS-over-HTTPS (RFC 8484) against a local HTTPS server with a throw-away self-signed certificate
 * for 127.0.0.1 (made with openssl; the suite skips when openssl is missing).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as dnsPacket from 'dns-packet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDnsClient } from './client.js';

let dir = '';
let cert = '';
let server: Server | undefined;
let url = '';
let skipReason = '';
const seen: {
  id: number;
  contentType: string | undefined;
  accept: string | undefined;
  method: string | undefined;
}[] = [];
let mode: 'ok' | 'http-500' | 'wrong-type' = 'ok';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'secapi-doh-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    skipReason = 'openssl is not available to make a test certificate';
    return;
  }
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const query = dnsPacket.decode(Buffer.concat(chunks));
      seen.push({
        id: query.id ?? -1,
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        method: req.method,
      });
      if (mode === 'http-500') {
        res.writeHead(500).end();
        return;
      }
      const reply = dnsPacket.encode({
        type: 'response',
        id: query.id ?? 0,
        flags: dnsPacket.RECURSION_AVAILABLE | dnsPacket.AUTHENTIC_DATA,
        questions: query.questions ?? [],
        answers: [
          { type: 'A', name: query.questions?.[0]?.name ?? '', ttl: 60, class: 'IN', data: '192.0.2.53' },
        ],
      });
      res
        .writeHead(200, { 'content-type': mode === 'ok' ? 'application/dns-message' : 'text/html' })
        .end(reply);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/dns-query`;
});
afterAll(async () => {
  const s = server;
  if (s !== undefined) {
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
    });
  }
  rmSync(dir, { recursive: true, force: true });
});
beforeEach((ctx) => {
  mode = 'ok';
  seen.length = 0;
  if (skipReason !== '') ctx.skip(skipReason);
});

describe('createDnsClient over DNS-over-HTTPS', () => {
  it('POSTs application/dns-message with ID 0 and reads the answer (AD included)', async () => {
    const agent = new Agent({ ca: cert, keepAlive: false });
    const dns = createDnsClient({ servers: [url], dohAgent: agent, timeoutMs: 2000, cache: false });
    const answer = await dns.query('www.example-test.com', 'A');
    expect(answer).toMatchObject({ status: 'ok', authenticated: true, resolver: url });
    expect(answer.records[0]?.data).toBe('192.0.2.53');
    expect(seen).toEqual([
      { id: 0, contentType: 'application/dns-message', accept: 'application/dns-message', method: 'POST' },
    ]);
    agent.destroy();
  });

  it('verifies TLS by default: a self-signed resolver is an error', async () => {
    const dns = createDnsClient({ servers: [url], timeoutMs: 2000, attempts: 1, cache: false });
    expect((await dns.query('www.example-test.com', 'A')).status).toBe('error');
  });

  it('a non-200 status or another content type is an error', async () => {
    const agent = new Agent({ ca: cert, keepAlive: false });
    const dns = createDnsClient({
      servers: [url],
      dohAgent: agent,
      timeoutMs: 2000,
      attempts: 1,
      cache: false,
    });
    mode = 'http-500';
    expect((await dns.query('a.example-test.com', 'A')).status).toBe('error');
    mode = 'wrong-type';
    expect((await dns.query('b.example-test.com', 'A')).status).toBe('error');
    agent.destroy();
  });
});
