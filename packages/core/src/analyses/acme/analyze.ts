/**
 * `analyzeAcme`: why Let's Encrypt would refuse to issue (or renew) a certificate for a name, in
 * Let's Debug's three blocks (ANCHORS Part 2 §1): a Fatal problem stops the later blocks for the
 * methods it affects. Every check is a pure function (domain.ts, caa.ts, rate-limits.ts, dns01.ts,
 * http01.ts, tls-alpn01.ts) over what the DNS, HTTP and TLS ports returned; this file only asks and
 * assembles.
 *
 * Not done here: the staging order (it needs a CA account: the check says so).
 */
import { randomBytes } from 'node:crypto';
import { deadlineSignal, contextOf, type AnalysisContext, type AnalyzeOptions } from '../../context.js';
import { InputError } from '../../errors.js';
import { NETWORK_UNREACHABLE, type NetworkErrorKey, type SkipReasonKey } from '../../keys.js';
import { networkReachable } from '../../net/health.js';
import { MAX_DOMAIN_INPUT_LENGTH } from '../../input/domain.js';
import { recordsOf, type DnsAnswer, type RRType } from '../../net/dns/types.js';
import { canonicalIp, nonPublicReason, publicOnlyPolicy } from '../../net/http/policy.js';
import type { Outcome } from '../../outcome.js';
import { caaNames, evaluateCaa, walkCaa } from './caa.js';
import { doubledNames, judgeDoubledLabel, judgeTxt, txtName, cnameTarget } from './dns01.js';
import { readName, validateName, wildcardMethods } from './domain.js';
import {
  HTTP01_LIMITS,
  challengeUrl,
  judgeDiscrepancy,
  judgeProbe,
  probeAddress,
  probeSummary,
} from './http01.js';
import type { AcmeCheckId, AcmeCheckReason, AcmeErrorKey, AcmeMethodStatus } from './keys.js';
import { problem, severityOf, stoppedMethods, toProblems, methodsOf, type Finding } from './problems.js';
import { ACME_RATE_LIMITS, countRateLimits, searchCt } from './rate-limits.js';
import { reservedRange } from './reserved.js';
import { judgeTlsAlpn, probeTlsAlpn, tlsAlpnSummary } from './tls-alpn01.js';
import {
  ACME_METHODS,
  type AcmeAddress,
  type AcmeAnalysisResult,
  type AcmeCaa,
  type AcmeCheck,
  type AcmeDns01,
  type AcmeMethod,
  type AcmeMethodVerdict,
  type AcmeRateLimits,
  type AcmeTlsAlpnProbe,
} from './types.js';

export interface AcmeInput {
  /** The name (`example.com`, `*.example.com`, an IDN), at most 255 characters. */
  readonly domain: string;
  /** `http-01`, `dns-01`, `tls-alpn-01`; absent, null or empty: every method. */
  readonly method?: string | null;
}

/** Time kept aside so the result is assembled before the deadline. */
const RESERVE_MS = 150;
/** Longest one tls-alpn-01 handshake may take (the analysis deadline may leave less). */
const TLS_ALPN_TIMEOUT_MS = 10_000;
/** The methods that validate on the name's addresses (a reserved address stops both). */
const ADDRESS_METHODS: readonly AcmeMethod[] = ['http-01', 'tls-alpn-01'];

interface CheckState {
  status: AcmeCheck['status'];
  reason: AcmeCheckReason | SkipReasonKey | NetworkErrorKey | null;
}

function isMethod(value: string): value is AcmeMethod {
  return (ACME_METHODS as readonly string[]).includes(value);
}

/**
 * Throws `InputError` for a missing or too long domain and a method outside the three. The method
 * is matched exactly (lower case, as the API's enum has it), so the library and the HTTP API accept
 * the same values; absent, null or empty means every method.
 */
export function readAcmeInput(input: AcmeInput): { domain: string; method: AcmeMethod | null } {
  const raw: unknown = input.domain;
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.domain-required');
  if (raw.trim().length > MAX_DOMAIN_INPUT_LENGTH) {
    throw new InputError('input.domain-too-long', { max: MAX_DOMAIN_INPUT_LENGTH });
  }
  const m: unknown = input.method;
  if (m === undefined || m === null || (typeof m === 'string' && m.trim() === '')) {
    return { domain: raw, method: null };
  }
  const method = typeof m === 'string' ? m : '';
  if (!isMethod(method)) throw new InputError('input.method-invalid', { allowed: ACME_METHODS.join(', ') });
  return { domain: raw, method };
}

/**
 * Why an address must not be contacted, or null: one of Let's Debug's reserved ranges, or an address
 * the context's policy refuses (the HTTP port would refuse it too: it is reported, never probed). A
 * TEST policy that explicitly admits an address (loopback fixtures) makes it count as public; the
 * production policy (`publicOnlyPolicy`) admits none of these ranges, so this changes nothing
 * outside tests.
 */
function isReserved(ctx: AnalysisContext, address: string): string | null {
  const range = reservedRange(address);
  if (range !== null) {
    if (ctx.policy !== publicOnlyPolicy && ctx.policy.isAllowed(address)) return null;
    return range;
  }
  if (ctx.policy.isAllowed(address)) return null;
  return nonPublicReason(address) ?? ctx.policy.name;
}

export async function analyzeAcme(
  input: AcmeInput,
  ctx?: AnalysisContext,
  options: AnalyzeOptions = {},
): Promise<AcmeAnalysisResult> {
  const { domain: raw, method } = readAcmeInput(input);
  const context = contextOf(ctx);
  const name = readName(raw);
  const methods: readonly AcmeMethod[] = method === null ? ACME_METHODS : [method];
  const findings: Finding[] = [];
  const checks = new Map<AcmeCheckId, CheckState>();
  const ran = (id: AcmeCheckId): void => void checks.set(id, { status: 'ran', reason: null });
  const skip = (id: AcmeCheckId, reason: AcmeCheckReason | SkipReasonKey | NetworkErrorKey): void =>
    void checks.set(id, { status: 'skipped', reason });
  const failed = (id: AcmeCheckId, reason: AcmeCheckReason): void =>
    void checks.set(id, { status: 'failed', reason });
  const wants = (m: AcmeMethod): boolean => methods.includes(m);
  let caa: AcmeCaa | null = null;
  let addresses: AcmeAddress[] = [];
  let dns01: AcmeDns01 | null = null;
  let rateLimits: AcmeRateLimits | null = null;
  let errorKey: AcmeErrorKey | SkipReasonKey | NetworkErrorKey | null = null;
  const tlsAlpn = new Map<string, AcmeTlsAlpnProbe>();

  // Block 1: the name and the method (pure).
  findings.push(...validateName(name));
  ran('domain-validity');
  if (methods.some((m) => m !== 'dns-01')) {
    findings.push(...wildcardMethods(name, methods));
    ran('wildcard-method');
  } else skip('wildcard-method', 'method-not-selected');

  const later: AcmeCheckId[] = [
    'domain-exists',
    'caa',
    'rate-limits',
    'addresses',
    'txt-record',
    'txt-doubled-label',
    'http-access',
    'tls-alpn',
  ];
  /** The methods a check serves (absent: every method). */
  const methodOfCheck: Partial<Record<AcmeCheckId, readonly AcmeMethod[]>> = {
    addresses: ['http-01', 'tls-alpn-01'],
    'http-access': ['http-01'],
    'txt-record': ['dns-01'],
    'txt-doubled-label': ['dns-01'],
    'tls-alpn': ['tls-alpn-01'],
  };
  /** Marks the checks of `ids` that cannot run now, and says which still may. */
  const runnable = (ids: readonly AcmeCheckId[]): AcmeCheckId[] => {
    const stopped = stoppedMethods(findings, methods);
    const out: AcmeCheckId[] = [];
    for (const id of ids) {
      const own = methodOfCheck[id]?.filter(wants) ?? methods;
      if (own.length === 0) skip(id, 'method-not-selected');
      else if (own.every((x) => stopped.has(x))) skip(id, 'stopped-by-fatal');
      else out.push(id);
    }
    return out;
  };
  skip('staging-order', 'needs-ca-account');

  if (context.offline) {
    for (const id of runnable(later)) skip(id, 'skip.offline-mode');
    errorKey = 'skip.offline-mode';
    return assemble();
  }

  const signal = deadlineSignal(context, options);
  if (!(await networkReachable(context, signal))) {
    // The service's own resolver failed its health check: nothing about the name is asked or said.
    for (const id of runnable(later)) skip(id, NETWORK_UNREACHABLE);
    errorKey = NETWORK_UNREACHABLE;
    return assemble();
  }
  const deadlineAt = context.clock.now() + context.timeoutMs;
  const left = (): number => (signal.aborted ? 0 : deadlineAt - context.clock.now() - RESERVE_MS);
  const ask = (n: string, type: RRType): Promise<DnsAnswer> =>
    context.dns.query(n, type, { signal, provider: 'resolver' });
  const registered = name.registered ?? name.base;

  // Block 2: existence, CAA, rate limits, addresses (http-01), TXT (dns-01), concurrently.
  const block2 = runnable([
    'domain-exists',
    'caa',
    'rate-limits',
    'addresses',
    'txt-record',
    'txt-doubled-label',
  ]);
  const has = (id: AcmeCheckId): boolean => block2.includes(id);
  let rateLimitsDone: Promise<void> = Promise.resolve();
  if (has('rate-limits')) {
    // Let's Debug's block 2, but nothing stops on a rate limit (Error at worst): it is awaited last,
    // so a slow CT search does not hold the http-01 probes back.
    rateLimitsDone = (async () => {
      const answer = await searchCt(
        context.http,
        context.providers,
        registered,
        () => Math.min(8000, Math.max(1, left())),
        signal,
      );
      if (answer === null) {
        failed('rate-limits', signal.aborted ? 'no-time-left' : 'sources-failed');
        rateLimits = {
          registeredDomain: registered,
          certificatesLast7Days: null,
          limit: ACME_RATE_LIMITS.perRegisteredDomain,
          exactSetLast7Days: null,
          exactSetLimit: ACME_RATE_LIMITS.perExactSet,
          source: null,
        };
        return;
      }
      const counted = countRateLimits(answer, registered, name.domain, context.clock.now());
      rateLimits = counted.rateLimits;
      findings.push(...counted.findings);
      ran('rate-limits');
    })();
  }
  const tasks: Promise<void>[] = [];
  if (has('domain-exists')) {
    tasks.push(
      ask(registered, 'SOA').then((soa) => {
        if (soa.status === 'ok' || soa.status === 'nodata') ran('domain-exists');
        else if (soa.status === 'nxdomain') {
          findings.push(problem('invalid-domain', 'domain-not-registered', { domain: registered }));
          ran('domain-exists');
        } else {
          findings.push(
            problem('dns-lookup-failed', 'soa-lookup-failed', { name: registered, status: soa.status }),
          );
          failed('domain-exists', 'lookup-failed');
          errorKey = 'acme.error.dns-unavailable';
        }
      }),
    );
  }
  if (has('caa')) {
    tasks.push(
      walkCaa(caaNames(name.base, name.suffix ?? ''), (n) => ask(n, 'CAA')).then((walk) => {
        caa = walk.caa;
        if (walk.failedAt !== null) {
          findings.push(
            problem('dns-lookup-failed', 'caa-lookup-failed', {
              name: walk.failedAt,
              status: walk.failedStatus ?? '',
            }),
          );
          failed('caa', 'lookup-failed');
          return;
        }
        const active = methods.filter((m) => !stoppedMethods(findings, methods).has(m));
        findings.push(...evaluateCaa(walk.caa.records, name.wildcard, active));
        ran('caa');
      }),
    );
  }
  if (has('addresses')) {
    tasks.push(
      Promise.all([ask(name.base, 'A'), ask(name.base, 'AAAA')]).then(([a, aaaa]) => {
        const bad = [a, aaaa].find((x) => !['ok', 'nodata', 'nxdomain'].includes(x.status));
        if (bad !== undefined) {
          findings.push(
            problem(
              'dns-lookup-failed',
              'address-lookup-failed',
              { name: name.base, type: bad.type, status: bad.status },
              ADDRESS_METHODS,
            ),
          );
          failed('addresses', 'lookup-failed');
          return;
        }
        const list: AcmeAddress[] = [];
        for (const [answer, family] of [
          [a, 'ipv4'],
          [aaaa, 'ipv6'],
        ] as const) {
          for (const r of recordsOf(answer, family === 'ipv4' ? 'A' : 'AAAA')) {
            const address = canonicalIp(r.data) ?? r.data;
            if (list.some((x) => x.address === address)) continue;
            const range = isReserved(context, address);
            if (range !== null) {
              findings.push(
                problem(
                  'reserved-address',
                  'reserved-address',
                  { name: name.base, address, range },
                  ADDRESS_METHODS,
                ),
              );
            }
            list.push({ address, family, reserved: range !== null, http01: null, tlsAlpn01: null });
          }
        }
        if (list.length === 0)
          findings.push(problem('no-records', 'no-addresses', { name: name.base }, ADDRESS_METHODS));
        addresses = list;
        ran('addresses');
      }),
    );
  }
  if (has('txt-record')) {
    const at = txtName(name.base);
    tasks.push(
      Promise.all([ask(at, 'TXT'), ask(at, 'CNAME')]).then(async ([txt, cname]) => {
        const target = cnameTarget(txt, at) ?? cnameTarget(cname, at);
        const followed = target !== null && cnameTarget(txt, at) === null ? await ask(target, 'TXT') : null;
        const judged = judgeTxt(at, txt, cname, followed);
        dns01 = judged.dns01;
        findings.push(...judged.findings);
        if (judged.findings.some((f) => f.name === 'txt-record-error')) failed('txt-record', 'lookup-failed');
        else ran('txt-record');
      }),
    );
  }
  if (has('txt-doubled-label')) {
    tasks.push(
      Promise.all(doubledNames(name.base, registered).map((n) => ask(n, 'TXT'))).then(async (doubled) => {
        const any = doubled.some((d) => d.status === 'ok');
        const random = any
          ? await ask(`_acme-challenge.rand-${randomBytes(4).toString('hex')}.${name.base}`, 'TXT')
          : null;
        findings.push(...judgeDoubledLabel(doubled, random));
        ran('txt-doubled-label');
      }),
    );
  }
  await Promise.all(tasks);

  // Block 3: the http-01 probes and the tls-alpn-01 handshakes, concurrently (reserved addresses
  // are a Fatal problem for both methods: block 3 never runs for them).
  const block3 = runnable(['http-access', 'tls-alpn']);
  const usable = (): boolean => addresses.length > 0 && checks.get('addresses')?.status === 'ran';
  let tlsAlpnDone: Promise<void> = Promise.resolve();
  if (block3.includes('tls-alpn')) {
    if (!usable()) skip('tls-alpn', 'stopped-by-fatal');
    else if (left() <= 0) failed('tls-alpn', 'no-time-left');
    else {
      const budget = Math.min(TLS_ALPN_TIMEOUT_MS, left());
      const targets = addresses;
      tlsAlpnDone = Promise.all(
        targets.map(async (a) => {
          const reply = await probeTlsAlpn(context.tls, name.base, a.address, budget, signal);
          findings.push(...judgeTlsAlpn(name.base, a.address, reply));
          return { address: a.address, probe: tlsAlpnSummary(reply) };
        }),
      ).then((probes) => {
        for (const p of probes) tlsAlpn.set(p.address, p.probe);
        // An address the TLS port would not open (an offline port; the policy check above already
        // keeps refused addresses out) or the deadline: no verdict for it, and the check says why.
        if (probes.some((p) => p.probe.status === 'not-checked'))
          failed('tls-alpn', signal.aborted ? 'no-time-left' : 'tls-port-refused');
        else ran('tls-alpn');
      });
    }
  }
  if (block3.includes('http-access')) {
    if (!usable()) {
      skip('http-access', 'stopped-by-fatal');
    } else if (left() <= 0) {
      failed('http-access', 'no-time-left');
    } else {
      const url = challengeUrl(name.base, `letsdebug-test-${randomBytes(8).toString('hex')}`);
      const budget = Math.min(HTTP01_LIMITS.timeoutMs, left());
      const probed = await Promise.all(
        addresses.map(async (a) => {
          const result = await probeAddress(context.http, url, a.address, budget, signal);
          findings.push(...judgeProbe(a.address, a.family, result));
          return { ...a, http01: probeSummary(url, result) };
        }),
      );
      addresses = probed;
      findings.push(...judgeDiscrepancy(probed.map((p) => ({ address: p.address, probe: p.http01 }))));
      ran('http-access');
    }
  }
  await tlsAlpnDone;
  addresses = addresses.map((a) => ({ ...a, tlsAlpn01: tlsAlpn.get(a.address) ?? null }));
  await rateLimitsDone;
  return assemble();

  function assemble(): AcmeAnalysisResult {
    const all: AcmeCheckId[] = ['domain-validity', 'wildcard-method', ...later, 'staging-order'];
    const checkList: AcmeCheck[] = all.map((id) => {
      const state = checks.get(id) ?? { status: 'skipped', reason: 'stopped-by-fatal' };
      const reason = state.reason;
      return {
        checkKey: `acme.check.${id}`,
        status: state.status,
        reasonKey:
          reason === null
            ? null
            : reason === NETWORK_UNREACHABLE
              ? NETWORK_UNREACHABLE
              : reason.startsWith('skip.')
                ? (reason as SkipReasonKey)
                : `acme.reason.${reason as AcmeCheckReason}`,
      };
    });
    const problems = toProblems(findings, methods);
    const failedCheck = (m: AcmeMethod): boolean =>
      all.some((id) => {
        const c = checkList.find((x) => x.checkKey === `acme.check.${id}`);
        if (c === undefined) return false;
        const own = methodOfCheck[id];
        if (own !== undefined && !own.includes(m)) return false;
        if (c.status === 'failed') return true;
        return (
          c.status === 'skipped' &&
          (c.reasonKey === 'skip.offline-mode' || c.reasonKey === NETWORK_UNREACHABLE)
        );
      });
    const verdicts: AcmeMethodVerdict[] = methods.map((m) => {
      const affecting = findings.filter((f) => methodsOf(f, methods).includes(m));
      const severities = affecting.map(severityOf);
      let status: AcmeMethodStatus = 'no-problem-found';
      if (severities.includes('Fatal') || severities.includes('Error')) status = 'blocked';
      else if (failedCheck(m)) status = 'not-checked';
      else if (severities.includes('Warning')) status = 'warnings';
      return { method: m, statusKey: `acme.method-status.${status}` };
    });
    const outcome: Outcome =
      errorKey !== null ? 'failed' : checkList.some((c) => c.status === 'failed') ? 'partial' : 'complete';
    return {
      domain: name.domain,
      method,
      methodsChecked: [...methods],
      methods: verdicts,
      problems,
      checks: checkList,
      caa,
      addresses,
      dns01,
      rateLimits,
      errorKey,
      outcome,
      checkedAt: new Date(context.clock.now()).toISOString(),
    };
  }
}
