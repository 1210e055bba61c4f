/**
 * What the receiving mail server wrote about the message: Authentication-Results (RFC 8601),
 * Received-SPF (RFC 7208 §9.1), ARC (RFC 8617), Microsoft's composite authentication, the
 * mailing-list headers (RFC 2919 List-Id), and the Received chain's first external address.
 *
 * Trust: only the topmost Authentication-Results counts, with those directly below it from the same
 * `authserv-id` (the receiving domain, which writes its results on top of whatever the sender put
 * lower down; anything below another server's header may be forged by the sender).
 */
import { canonicalAddress, parseIpInput } from '../../net/address.js';
import type { HeaderField } from './parse.js';

export const AUTH_VERDICTS = [
  'pass',
  'fail',
  'softfail',
  'neutral',
  'none',
  'temperror',
  'permerror',
  'policy',
  'softpass',
] as const;
export type AuthVerdict = (typeof AUTH_VERDICTS)[number];

export interface ReceiverAuth {
  /** The `authserv-id` of the topmost Authentication-Results (the receiving domain), or null. */
  readonly authservId: string | null;
  readonly spf: AuthVerdict | null;
  readonly dkim: AuthVerdict | null;
  /** Domain that signed with a passing DKIM signature (`header.d`/`header.i`), or of the first signature. */
  readonly dkimDomain: string | null;
  readonly dmarc: AuthVerdict | null;
  /** The DMARC policy the receiver read (`p=` / `policy.dmarc`), lower case, or null. */
  readonly dmarcPolicy: string | null;
  /** Microsoft's composite authentication (`compauth=`), or null. */
  readonly compauth: AuthVerdict | null;
  /** The ARC chain validation (`arc=` in the results, or `cv=` of the topmost ARC-Seal), or null. */
  readonly arc: AuthVerdict | null;
  /** The envelope sender domain SPF checked (`smtp.mailfrom`), or null. */
  readonly mailFromDomain: string | null;
}

const VERDICTS = new Set<string>(AUTH_VERDICTS);

function verdictOf(raw: string | undefined): AuthVerdict | null {
  if (raw === undefined) return null;
  const v = raw.toLowerCase();
  if (VERDICTS.has(v)) return v as AuthVerdict;
  if (v === 'hardfail') return 'fail';
  if (v === 'bestguesspass') return 'pass';
  return null;
}

/** Removes RFC 5322 comments (one level of nesting is enough for these headers). */
function stripComments(value: string): string {
  return value.replace(/\((?:[^()]|\([^()]*\))*\)/g, ' ');
}

interface ResultSpec {
  readonly method: string;
  readonly result: string;
  readonly props: ReadonlyMap<string, string>;
  /** The comment right after the result (Microsoft writes the DMARC action there). */
  readonly comment: string;
}

/** Splits one Authentication-Results value into its authserv-id and method results. */
export function parseAuthResults(value: string): { authservId: string; results: ResultSpec[] } {
  const parts = value.split(';');
  const authservId =
    stripComments(parts[0] ?? '')
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase() ?? '';
  const results: ResultSpec[] = [];
  for (const part of parts.slice(1, 40)) {
    const m = /^\s*([a-z0-9-]+)\s*=\s*([a-z]+)\s*(\((?:[^()]|\([^()]*\))*\))?(.*)$/is.exec(part);
    if (m === null) continue;
    const props = new Map<string, string>();
    const rest = stripComments(m[4] ?? '');
    for (const p of rest.matchAll(/([a-z0-9-]+\.[a-z0-9-]+)\s*=\s*("[^"]*"|[^\s;]+)/gi)) {
      const key = (p[1] ?? '').toLowerCase();
      if (!props.has(key)) props.set(key, (p[2] ?? '').replace(/^"|"$/g, ''));
    }
    results.push({
      method: (m[1] ?? '').toLowerCase(),
      result: (m[2] ?? '').toLowerCase(),
      props,
      comment: (m[3] ?? '').toLowerCase(),
    });
  }
  return { authservId, results };
}

function domainOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  const at = value.lastIndexOf('@');
  const d = (at === -1 ? value : value.slice(at + 1)).toLowerCase().replace(/[>.]+$/, '');
  return /^[a-z0-9.-]+\.[a-z0-9-]+$/.test(d) ? d : null;
}

function best(results: readonly ResultSpec[], method: string): ResultSpec | undefined {
  const all = results.filter((r) => r.method === method);
  return all.find((r) => r.result === 'pass') ?? all[0];
}

/** Reads the receiver's conclusions (see the module doc for which headers are trusted). */
export function readReceiverAuth(headers: readonly HeaderField[]): ReceiverAuth {
  const arHeaders = headers.filter((h) => h.key === 'authentication-results');
  const first = arHeaders[0];
  const results: ResultSpec[] = [];
  let authservId: string | null = null;
  if (first !== undefined) {
    const head = parseAuthResults(first.value);
    authservId = head.authservId === '' ? null : head.authservId;
    // The topmost run of headers from the same receiver (Microsoft and Google add one or two).
    for (const h of arHeaders) {
      const parsed = parseAuthResults(h.value);
      if (parsed.authservId !== head.authservId) break;
      results.push(...parsed.results);
    }
  }
  const spfResult = best(results, 'spf');
  const dkimResult = best(results, 'dkim');
  const dmarcResult = best(results, 'dmarc');
  let spf = verdictOf(spfResult?.result);
  let mailFromDomain = domainOf(spfResult?.props.get('smtp.mailfrom'));
  if (spf === null) {
    // Received-SPF: the topmost one (written by the receiving server).
    const rspf = headers.find((h) => h.key === 'received-spf');
    if (rspf !== undefined) {
      spf = verdictOf(/^\s*([a-z]+)/i.exec(rspf.value)?.[1]);
      mailFromDomain ??= domainOf(/envelope-from=("?)([^";\s]+)\1/i.exec(rspf.value)?.[2]);
    }
  }
  const dmarcPolicy =
    dmarcResult?.props.get('policy.dmarc') ??
    /\bp=([a-z]+)/.exec(dmarcResult?.comment ?? '')?.[1] ??
    /\baction=([a-z]+)/.exec(dmarcResult?.comment ?? '')?.[1] ??
    null;
  let arc = verdictOf(best(results, 'arc')?.result);
  if (arc === null) {
    const seal = headers.find((h) => h.key === 'arc-seal');
    if (seal !== undefined) arc = verdictOf(/\bcv=([a-z]+)/i.exec(seal.value)?.[1]);
  }
  return {
    authservId,
    spf,
    dkim: verdictOf(dkimResult?.result),
    dkimDomain: domainOf(dkimResult?.props.get('header.d') ?? dkimResult?.props.get('header.i')),
    dmarc: verdictOf(dmarcResult?.result),
    dmarcPolicy: dmarcPolicy === null ? null : dmarcPolicy.toLowerCase(),
    compauth: verdictOf(best(results, 'compauth')?.result),
    arc,
    mailFromDomain,
  };
}

/**
 * The address of the first server outside the receiver: the topmost Received header whose `from`
 * clause names a public IP address (the hops above it are inside the receiving organisation).
 */
export function firstExternalIp(headers: readonly HeaderField[]): string | null {
  let seen = 0;
  for (const h of headers) {
    if (h.key !== 'received') continue;
    seen += 1;
    if (seen > 30) break;
    const fromClause = /^\s*from\s+([^;]*?)(?:\s+by\s|;|$)/is.exec(h.value)?.[1] ?? '';
    for (const m of fromClause.matchAll(/\[(?:ipv6:)?([0-9a-f:.]{3,45})\]|\(([0-9.]{7,15})\)/gi)) {
      const text = m[1] ?? m[2] ?? '';
      const canonical = canonicalAddress(text);
      if (canonical === null) continue;
      try {
        // Throws for a private, loopback, documentation… address (an internal hop).
        return parseIpInput(canonical).ip;
      } catch {
        // Not a public address: keep looking.
      }
    }
  }
  return null;
}

export interface ListInfo {
  /** The List-Id's identifier (`news.example.com`), or null. */
  readonly listId: string | null;
  /** A List-Id, List-Unsubscribe or `Precedence: list|bulk` header is present. */
  readonly isList: boolean;
  /** The From header was rewritten by a list ("Ann via Group", or the list's own address). */
  readonly rewritten: boolean;
}

export function readListInfo(headers: readonly HeaderField[], fromName: string | null): ListInfo {
  const idHeader = headers.find((h) => h.key === 'list-id');
  const listId = idHeader === undefined ? null : (/<([^<>\s]{1,255})>/.exec(idHeader.value)?.[1] ?? null);
  const precedence = headers
    .find((h) => h.key === 'precedence')
    ?.value.trim()
    .toLowerCase();
  const isList =
    idHeader !== undefined ||
    headers.some((h) => h.key === 'list-unsubscribe' || h.key === 'list-post') ||
    precedence === 'list' ||
    precedence === 'bulk';
  const rewritten =
    (fromName !== null && /\s(?:via|par l'intermédiaire de)\s/i.test(fromName)) ||
    headers.some((h) => h.key === 'x-original-from');
  return { listId: listId?.toLowerCase() ?? null, isList, rewritten };
}

export function headerValue(headers: readonly HeaderField[], key: string): string | null {
  return headers.find((h) => h.key === key)?.value ?? null;
}
