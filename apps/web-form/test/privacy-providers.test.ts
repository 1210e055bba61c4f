/**
 * The privacy page against what the analyses really send: every analysis of the registry runs once,
 * online, through DNS and HTTP ports that record the `provider` each request names and then fail
 * (so every fallback is tried too). Each provider an analysis asked must be on its privacy entry: a
 * new request to a new party fails here until the page says so.
 */
import { describe, expect, it } from 'vitest';
import {
  ANALYSES,
  ANALYSIS_IDS,
  createContext,
  type AnalysisId,
  type DnsPort,
  type HttpPort,
  type UpstreamProvider,
} from '@secapi/core';
import { offlineHttp, offlineTls } from '@secapi/core/testing';
import { fakeDns } from '@secapi/test-kit';
import { ANALYSIS_PRIVACY } from '../src/privacy-content.js';

const INPUTS: Readonly<Record<AnalysisId, string>> = {
  'check-url': 'https://login.example.com/verify?next=1',
  'check-email':
    'From: Bank <alerts@example.com>\nSubject: Verify\n\nPlease verify: https://example.net/login',
  'check-tls': 'example.com',
  'check-email-auth': 'example.com',
  'check-message': 'Your parcel is on hold, pay the fee: https://example.net/pay',
  'check-headers': 'https://example.com/',
  'check-typosquat': 'example.com',
  'check-certs': 'example.com',
  'check-ip': '8.8.8.8',
  'check-dns': 'example.com',
  'check-whois': 'example.com',
  'check-hash': 'd41d8cd98f00b204e9800998ecf8427e',
  'check-acme': 'example.com',
};

const ZONE = {
  'example.com': { A: ['93.184.215.14'], MX: [{ preference: 10, exchange: 'mx.example.com' }] },
  'login.example.com': { A: ['93.184.215.14'] },
  'example.net': { A: ['93.184.215.15'] },
} as const;

function recordingContext(asked: Set<UpstreamProvider | 'unnamed'>) {
  const zone = fakeDns(ZONE);
  const dns: DnsPort = {
    query(name, type, options) {
      asked.add(options?.provider ?? 'unnamed');
      return zone.query(name, type, options);
    },
  };
  const http: HttpPort = {
    request(url, options) {
      asked.add(options?.provider ?? 'unnamed');
      return offlineHttp.request(url, options);
    },
  };
  return createContext({ dns, http, tls: offlineTls, timeoutMs: 5000 });
}

describe('privacy entries cover the providers each analysis asks', () => {
  for (const id of ANALYSIS_IDS) {
    it(id, async () => {
      const asked = new Set<UpstreamProvider | 'unnamed'>();
      await ANALYSES[id].analyze(INPUTS[id], recordingContext(asked));
      const listed = new Set<string>(ANALYSIS_PRIVACY[id].contacts.map((c) => c.provider));
      expect(
        [...asked].filter((p) => !listed.has(p)),
        `${id} asked ${[...asked].join(', ')}`,
      ).toEqual([]);
      // check-message contacts no one; check-tls connects through the TLS port, which is not recorded here.
      if (id !== 'check-message' && id !== 'check-tls')
        expect(asked.size, `${id} asked nothing`).toBeGreaterThan(0);
    });
  }
});
