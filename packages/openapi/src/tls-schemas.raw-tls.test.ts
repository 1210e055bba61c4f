/**
 * Drift check of CheckTlsResponse: the REAL analyzeTls runs against local servers (a node:tls/https
 * server with a test CA, a self-signed one, the scripted raw-TLS server playing an SSLv2/SSLv3/RC4/
 * export server, a silent one) and offline / NXDOMAIN contexts; `localize(result, lang)` turns each
 * result into the 200 body in both languages, which must match the schema with every text translated
 * and interpolated.
 */
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { analyzeTls, createContext } from '@secapi/core';
import { createHttpClient, createTlsClient } from '@secapi/core/net';
import { testPolicy } from '@secapi/core/testing';
import {
  alertRecord,
  certificateMessage,
  createTestCa,
  fakeDns,
  record,
  serverHello,
  serverHelloDone,
  ssl2ServerHello,
  startRawTlsServer,
  type RawTlsServer,
  type TestCa,
} from '@secapi/test-kit';
import { checkScenarios } from '@secapi/test-kit/fixtures/openapi-schema-drift.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEndpoint } from './catalogue.js';

let ca: TestCa;
const https: Server[] = [];
const raw: RawTlsServer[] = [];
const ports: Record<string, number> = {};

async function listen(name: string, server: Server): Promise<void> {
  https.push(server);
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  ports[name] = (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  ca = createTestCa();
  const good = ca.issue(['good.test']);
  await listen(
    'good.test',
    createHttpsServer({ ...good, minVersion: 'TLSv1.2' }, (_req, res) => {
      res.writeHead(200, { 'strict-transport-security': 'max-age=31536000' }).end();
    }),
  );
  await listen(
    'self.test',
    createHttpsServer({ ...ca.selfSigned(['self.test']) }, (_req, res) => {
      res.writeHead(200, { 'strict-transport-security': 'max-age=600; max-age=5' }).end();
    }),
  );
  const der = new Uint8Array(
    Buffer.from(ca.issue(['old.test']).cert.replace(/-----[^-]+-----|\s/g, ''), 'base64'),
  );
  const legacy = await startRawTlsServer((hello) => {
    if (hello.format === 'ssl2') return { bytes: ssl2ServerHello([0x020080]) };
    if (hello.version > 0x0301) return { bytes: alertRecord(70) };
    const suite = [0x0004, 0x000a, 0x0003].find((s) => hello.suites.includes(s));
    if (suite === undefined) return { bytes: alertRecord(40) };
    const flight = [
      ...serverHello({ version: hello.version, suite, renegotiationInfo: false, compression: 1 }),
      ...certificateMessage([der]),
      ...serverHelloDone,
    ];
    return { bytes: record(22, hello.version, flight) };
  });
  const silent = await startRawTlsServer(() => ({ silent: true }));
  raw.push(legacy, silent);
  ports['old.test'] = legacy.port;
  ports['silent.test'] = silent.port;
});

afterAll(async () => {
  for (const r of raw) await r.close();
  for (const s of https) {
    await new Promise<void>((resolve) => {
      s.close(() => {
        resolve();
      });
    });
  }
  ca.dispose();
});

function context(timeoutMs = 10_000) {
  const dns = fakeDns(
    Object.fromEntries(Object.keys(ports).map((n) => [n, { A: ['127.0.0.1', '127.0.0.2'] }])),
  );
  const portMap = Object.fromEntries(Object.entries(ports).map(([n, p]) => [`${n}:443`, p]));
  const policy = testPolicy({ allow: 'loopback', portMap });
  return createContext({
    dns,
    policy,
    timeoutMs,
    http: createHttpClient({ dns, policy, ca: ca.cert, defaults: { timeoutMs: 1_000 } }),
    tls: createTlsClient({
      dns,
      policy,
      ca: ca.cert,
      defaults: { probeTimeoutMs: 300, handshakeTimeoutMs: 500 },
    }),
  });
}

describe('CheckTlsResponse matches the real analyzeTls, localized', () => {
  it('is the response schema of check-tls, which is implemented', () => {
    expect(getEndpoint('checkTls')).toMatchObject({ responseSchema: 'CheckTlsResponse', implemented: true });
  });

  checkScenarios('CheckTlsResponse', [
    { name: 'a modern server with HSTS (A+), two addresses', run: () => analyzeTls('good.test', context()) },
    {
      name: 'a self-signed server with an invalid HSTS header (T)',
      run: () => analyzeTls('self.test', context()),
    },
    {
      name: 'SSLv2/SSLv3/RC4/export/compression (F, trust undetermined)',
      run: () => analyzeTls('old.test', context()),
    },
    { name: 'a silent server (no TLS answer)', run: () => analyzeTls('silent.test', context(3_000)) },
    { name: 'a name that does not exist', run: () => analyzeTls('nowhere.test', context()) },
    { name: 'offline', run: () => analyzeTls('good.test', createContext({ offline: true })) },
  ]);
});
