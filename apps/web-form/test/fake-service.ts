/**
 * A small in-memory stand-in for `@secapi/server`'s `Service`, for the router's unit tests: same input
 * rules as core (InputError keys and limits), canned results built with core's own helpers, and a
 * counting limiter per partition that answers 429 in plain text like the server's.
 *
 * The DNS-family checks run core's real analyses against test-kit's `fakeDns` (an in-memory zone, no
 * network), so their results have exactly core's shape and input rules. The zone holds hostile
 * content where an attacker controls it: a TXT record, a PTR name, a blocklist's explanation.
 */
import type { RequestHandler } from 'express';
import {
  InputError,
  MESSAGE_RULES,
  URL_RULES,
  analyzeDns,
  analyzeEmailAuth,
  analyzeIp,
  analyzeTyposquat,
  createContext,
  makeFinding,
  type AnalysisContext,
  type DnsAnalysisResult,
  type EmailAuthResult,
  type IpAnalysisResult,
  type MessageAnalysisResult,
  type TyposquatResult,
  type UrlAnalysisResult,
} from '@secapi/core';
import { fakeDns, messageResult, urlResult, type FakeZone } from '@secapi/test-kit';
import type { FormService } from '../src/router.js';

/** Attacker-controlled values planted in the fake zone; pages must show them as text. */
export const HOSTILE = {
  txt: '<script>alert("txt")</script>',
  ptr: '<script>alert(1)</script>.evil.example',
  reason: '<img src=x onerror=alert(3)>',
} as const;

/** A public address with a full story: PTR (one confirmed name, one hostile), AS, blocklists. */
export const FAKE_IP = '193.0.6.139';
const REV = '139.6.0.193';
/** An ed25519 DKIM key (32 bytes). */
const ED25519_KEY = Buffer.alloc(32, 7).toString('base64');

export const FAKE_ZONE: FakeZone = {
  'example.ca': {
    A: ['192.0.2.10'],
    AAAA: ['2001:db8::10'],
    MX: [
      { preference: 10, exchange: 'mx1.example.ca' },
      { preference: 20, exchange: 'mx2.example.ca' },
    ],
    TXT: [['v=spf1 include:_spf.mail.example.net -all'], [HOSTILE.txt]],
    NS: ['ns1.example.ca', 'ns2.example.ca'],
    CAA: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }],
    SOA: [
      {
        mname: 'ns1.example.ca',
        rname: 'hostmaster.example.ca',
        serial: 2024010101,
        refresh: 3600,
        retry: 600,
        expire: 1209600,
        minimum: 300,
      },
    ],
    ttl: 3600,
  },
  '_spf.mail.example.net': { TXT: [['v=spf1 ip4:198.51.100.0/24 ~all']] },
  '_dmarc.example.ca': { TXT: [['v=DMARC1; p=reject; rua=mailto:dmarc@example.ca']] },
  'selector1._domainkey.example.ca': { TXT: [[`v=DKIM1; k=ed25519; p=${ED25519_KEY}`]] },
  '_mta-sts.example.ca': { TXT: [['v=STSv1; id=20240101']] },
  '_smtp._tls.example.ca': { TXT: [['v=TLSRPTv1; rua=mailto:tls@example.ca']] },
  // A registered look-alike of example.ca, with an address and a mail server.
  'exemple.ca': {
    NS: ['ns.parking.example'],
    A: ['203.0.113.80'],
    MX: [{ preference: 0, exchange: 'mail.exemple.ca' }],
  },
  'examp1e.ca': { NS: ['ns.parking.example'], A: ['203.0.113.81'] },
  // The IP address.
  [`${REV}.in-addr.arpa`]: { PTR: ['www.ripe.net', HOSTILE.ptr] },
  'www.ripe.net': { A: [FAKE_IP] },
  [`${REV}.origin.asn.cymru.com`]: { TXT: [['3333 | 193.0.0.0/21 | NL | ripencc | 1993-09-01']] },
  'as3333.asn.cymru.com': {
    TXT: [
      [
        '3333 | NL | ripencc | 1993-09-01 | RIPE-NCC-AS Reseaux IP Europeens Network Coordination Centre (RIPE NCC), NL',
      ],
    ],
  },
  // Spamhaus refuses public resolvers; SpamCop lists the address with a hostile explanation.
  [`${REV}.zen.spamhaus.org`]: { A: ['127.255.255.254'] },
  [`${REV}.bl.spamcop.net`]: { A: ['127.0.0.2'], TXT: [[HOSTILE.reason]] },
};

export interface FakeService extends FormService {
  readonly calls: {
    url: string[];
    message: string[];
    dns: string[];
    ip: string[];
    emailAuth: string[];
    typosquat: string[];
  };
  readonly hits: Record<string, number>;
  /** Requests allowed per partition before the limiter answers 429. */
  limit: number;
  /** When set, the next analysis rejects with this (an unexpected failure). */
  failWith: Error | undefined;
  /** When true, the DNS-family analyses run offline (every part skipped, `errorKey` set). */
  offline: boolean;
}

export function createFakeService(): FakeService {
  const calls: FakeService['calls'] = { url: [], message: [], dns: [], ip: [], emailAuth: [], typosquat: [] };
  const hits: Record<string, number> = {};
  const online = createContext({ dns: fakeDns(FAKE_ZONE) });
  const offline = createContext({ offline: true });
  const run = <R>(
    list: string[],
    input: string,
    analyze: (input: string, ctx: AnalysisContext) => Promise<R>,
  ): Promise<R> => {
    list.push(input);
    if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
    return analyze(input, fake.offline ? offline : online);
  };
  const fake: FakeService = {
    calls,
    hits,
    limit: Infinity,
    failWith: undefined,
    offline: false,
    analyzeDns(domain: string): Promise<DnsAnalysisResult> {
      return run(calls.dns, domain, (d, ctx) => analyzeDns(d, ctx));
    },
    analyzeIp(ip: string): Promise<IpAnalysisResult> {
      return run(calls.ip, ip, (i, ctx) => analyzeIp(i, ctx));
    },
    analyzeEmailAuth(domain: string): Promise<EmailAuthResult> {
      return run(calls.emailAuth, domain, (d, ctx) => analyzeEmailAuth(d, ctx));
    },
    analyzeTyposquat(domain: string): Promise<TyposquatResult> {
      return run(calls.typosquat, domain, (d, ctx) => analyzeTyposquat(d, ctx));
    },
    analyzeUrl(input: string): Promise<UrlAnalysisResult> {
      calls.url.push(input);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (input.trim() === '') return Promise.reject(new InputError('input.url-required'));
      if (input.length > 2048) return Promise.reject(new InputError('input.url-too-long', { max: 2048 }));
      const findings = [
        makeFinding('url-dangerous-scheme', URL_RULES, { scheme: 'javascript' }),
        makeFinding('url-ip-host', URL_RULES, { host: input.slice(0, 40) }),
      ];
      return Promise.resolve(
        urlResult({
          input,
          findings,
          normalizedUrl: `http://normalized.example/${encodeURIComponent(input)}`,
          analyzedHost: input,
          isInconclusive: false,
          redirectsSkipReasonKey: 'skip.not-implemented',
        }),
      );
    },
    analyzeMessage(message: string): Promise<MessageAnalysisResult> {
      calls.message.push(message);
      if (fake.failWith !== undefined) return Promise.reject(fake.failWith);
      if (message.trim() === '') return Promise.reject(new InputError('input.message-required'));
      if (message.length > 20_000)
        return Promise.reject(new InputError('input.message-too-long', { max: 20_000 }));
      const findings = [makeFinding('message-urgency', MESSAGE_RULES, { phrase: 'act now' })];
      return Promise.resolve(
        messageResult({
          characterCount: message.length,
          findings,
          links: [
            {
              text: 'http://pay-now.example.top/"><b>x</b>',
              normalizedUrl: 'http://pay-now.example.top/%22%3E%3Cb%3Ex%3C/b%3E',
              host: 'pay-now.example.top',
              confidenceScore: 45,
              verdictKey: 'verdict.suspicious',
            },
          ],
        }),
      );
    },
    limiter(partition: string): RequestHandler {
      return (_req, res, next) => {
        hits[partition] = (hits[partition] ?? 0) + 1;
        if ((hits[partition] ?? 0) > fake.limit) {
          res.status(429).type('text/plain').send('Too many requests.');
          return;
        }
        next();
      };
    },
  };
  return fake;
}
