import { describe, expect, it } from 'vitest';
import { fakeDns } from '@secapi/test-kit';
import { certsOutcome } from './analyses/certs/analyze.js';
import { analyzeDns } from './analyses/dns/analyze.js';
import { emailAuthOutcome } from './analyses/email-auth/analyze.js';
import { hashOutcome } from './analyses/hash/analyze.js';
import { headersOutcome } from './analyses/headers/analyze.js';
import { analyzeIp, ipOutcome } from './analyses/ip/analyze.js';
import { typosquatOutcome } from './analyses/typosquat/analyze.js';
import { whoisOutcome } from './analyses/whois/analyze.js';
import { createContext } from './context.js';
import type { DnsPort } from './net/dns/types.js';

/** A partial result body, for the pure outcome rules (only the fields each rule reads). */
const body = <F extends (r: never) => unknown>(fields: Record<string, unknown>): Parameters<F>[0] =>
  fields as unknown as Parameters<F>[0];

describe('outcome: decided by core, per analysis', () => {
  it('dns: complete with answers, NXDOMAIN is an answer, partial when one type failed, failed when none answered or offline', async () => {
    const zone = fakeDns({ 'shop.example': { A: ['192.0.2.1'] }, 'down.example': 'timeout' });
    const ctx = createContext({ dns: zone });
    expect((await analyzeDns('shop.example', ctx)).outcome).toBe('complete');
    expect((await analyzeDns('gone.example', ctx)).outcome).toBe('complete');
    expect((await analyzeDns('down.example', ctx)).outcome).toBe('failed');
    const mxTimesOut: DnsPort = {
      query: (name, type, options) =>
        type === 'MX'
          ? Promise.resolve({
              name,
              type,
              status: 'timeout',
              records: [],
              authenticated: false,
              resolver: 'fake',
              cached: false,
            })
          : zone.query(name, type, options),
    };
    const partial = await analyzeDns('shop.example', createContext({ dns: mxTimesOut }));
    expect(partial.errorKey).toBeNull();
    expect(partial.outcome).toBe('partial');
    expect((await analyzeDns('shop.example', createContext({ offline: true }))).outcome).toBe('failed');
  });

  it('ip: failed offline or with no answer at all; partial when a blocklist refused or a lookup failed', async () => {
    expect((await analyzeIp('8.8.8.8', createContext({ offline: true }))).outcome).toBe('failed');
    const dead = await analyzeIp(
      '8.8.8.8',
      createContext({
        dns: {
          query: (name, type) =>
            Promise.resolve({
              name,
              type,
              status: 'timeout',
              records: [],
              authenticated: false,
              resolver: 'fake',
              cached: false,
            }),
        },
      }),
    );
    expect(dead.outcome).toBe('failed');
    const ok = { errorKey: null, ptr: { status: 'found' }, asn: { status: 'found' } };
    expect(
      ipOutcome(
        body<typeof ipOutcome>({ ...ok, blocklists: [{ status: 'not-listed' }, { status: 'listed' }] }),
      ),
    ).toBe('complete');
    expect(
      ipOutcome(
        body<typeof ipOutcome>({ ...ok, blocklists: [{ status: 'not-listed' }, { status: 'refused' }] }),
      ),
    ).toBe('partial');
    expect(ipOutcome(body<typeof ipOutcome>({ ...ok, ptr: { status: 'error' }, blocklists: [] }))).toBe(
      'partial',
    );
  });

  it('email-auth: a missing domain is an answer; temperror and offline failed; provisional is partial', () => {
    const of = (errorKey: string | null, gradeStatus: string) =>
      emailAuthOutcome(body<typeof emailAuthOutcome>({ errorKey, gradeStatus }));
    expect(of('email-auth.error.domain-not-found', 'unknown')).toBe('complete');
    expect(of('email-auth.error.temperror', 'unknown')).toBe('failed');
    expect(of('skip.offline-mode', 'not-graded')).toBe('failed');
    expect(of(null, 'provisional')).toBe('partial');
    expect(of(null, 'final')).toBe('complete');
  });

  it('typosquat: the deadline and DNS failures make it partial, the query budget does not', () => {
    const of = (fields: Record<string, unknown>) =>
      typosquatOutcome(
        body<typeof typosquatOutcome>({ errorKey: null, stoppedBy: null, unknown: [], ...fields }),
      );
    expect(of({})).toBe('complete');
    expect(of({ stoppedBy: 'budget' })).toBe('complete');
    expect(of({ stoppedBy: 'deadline' })).toBe('partial');
    expect(of({ unknown: [{ reasonKey: 'typosquat.unknown.dns-failure' }] })).toBe('partial');
    expect(of({ unknown: [{ reasonKey: 'typosquat.unknown.budget' }] })).toBe('complete');
    expect(of({ errorKey: 'typosquat.error.dns-unavailable' })).toBe('failed');
  });

  it('whois, certs, hash, headers: answers are complete, upstream failures and offline are failed', () => {
    const whois = (errorKey: string | null) => whoisOutcome(body<typeof whoisOutcome>({ errorKey }));
    expect(whois(null)).toBe('complete');
    expect(whois('whois.error.not-found')).toBe('complete');
    expect(whois('whois.error.public-suffix')).toBe('complete');
    expect(whois('whois.error.unavailable')).toBe('failed');
    expect(whois('http-error.timeout')).toBe('failed');
    expect(whois('skip.offline-mode')).toBe('failed');
    for (const rule of [certsOutcome, hashOutcome, headersOutcome] as ((r: never) => string)[]) {
      expect(rule({ errorKey: null } as never)).toBe('complete');
      expect(rule({ errorKey: 'skip.offline-mode' } as never)).toBe('failed');
      expect(rule({ errorKey: 'http-error.timeout' } as never)).toBe('failed');
    }
  });
});
