/**
 * DKIM (RFC 6376, RFC 8463 for ed25519): probes the selectors of `data/dkim-selectors.ts` in
 * parallel (bounded), and reads each key record found: key type, key size (RSA via node:crypto's
 * SubjectPublicKeyInfo parser), revocation (`p=` empty), test mode (`t=y`), `h=` and `s=`.
 * DKIM selectors cannot be listed, so "not found" only means "none of the usual names".
 */
import { createPublicKey } from 'node:crypto';
import { DKIM_SELECTORS, type DkimSelector } from '../../data/dkim-selectors.js';
import { isTemporary, issue, splitTags, type MailLookup } from './lookup.js';
import type { EmailAuthPartResultKey } from './keys.js';
import type { DkimKey, DkimKeyStatus, DkimReport, DkimResult, EmailAuthIssue } from './types.js';

export const DKIM_LIMITS = Object.freeze({
  /** Selector queries in flight at once. */
  concurrency: 8,
  /** Selectors probed, at most. */
  maxSelectors: 40,
  /** RSA keys below this size fail (RFC 8301 §3.2: verifiers must not accept < 1024). */
  minRsaBits: 1024,
  /** RSA keys below this size are weak (RFC 8301 recommends ≥ 2048). */
  recommendedRsaBits: 2048,
});

const RESULT_KEYS: Readonly<Record<DkimResult, EmailAuthPartResultKey<'dkim'>>> = {
  found: 'email-auth.dkim.result.found',
  weak: 'email-auth.dkim.result.weak',
  revoked: 'email-auth.dkim.result.revoked',
  'not-found': 'email-auth.dkim.result.not-found',
  temperror: 'email-auth.dkim.result.temperror',
};

/** Size of a DKIM public key in bits, or null when `p=` does not hold a readable key. */
export function dkimKeyBits(keyType: string, base64: string): number | null {
  const clean = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  const der = Buffer.from(clean, 'base64');
  if (keyType === 'ed25519') return der.length === 32 ? 256 : null;
  if (keyType !== 'rsa') return null;
  for (const type of ['spki', 'pkcs1'] as const) {
    try {
      const key = createPublicKey({ key: der, format: 'der', type });
      if (key.asymmetricKeyType !== 'rsa') return null;
      return key.asymmetricKeyDetails?.modulusLength ?? null;
    } catch {
      // Not this encoding: some signers publish a bare PKCS#1 RSAPublicKey.
    }
  }
  return null;
}

/** Is this TXT a DKIM key record (starts with `v=DKIM1`, or has a `p=` tag)? */
export function looksLikeDkim(text: string): boolean {
  return /^\s*v\s*=\s*DKIM1\s*(?:;|$)/i.test(text) || /(?:^|;)\s*p\s*=/i.test(text);
}

/** Reads one DKIM key record found at `<selector>._domainkey.<domain>`. */
export function parseDkimKey(
  record: string,
  selector: DkimSelector,
  name: string,
  issues: EmailAuthIssue[],
): DkimKey {
  const tags = new Map<string, string>();
  let syntaxError = false;
  const items = splitTags(record);
  for (const [index, { tag, value }] of items.entries()) {
    const t = tag.toLowerCase();
    if (value === null) {
      issues.push(issue('error', 'email-auth.record.syntax-error', { text: tag }, name));
      syntaxError = true;
    } else if (tags.has(t)) {
      issues.push(issue('error', 'email-auth.record.duplicate-tag', { tag: t }, name));
      syntaxError = true;
    } else {
      if (t === 'v' && (index !== 0 || value !== 'DKIM1')) {
        issues.push(
          issue(
            'error',
            index !== 0 ? 'email-auth.record.v-not-first' : 'email-auth.record.invalid-value',
            { tag: 'v', value },
            name,
          ),
        );
        syntaxError = true;
      }
      tags.set(t, value);
    }
  }
  const keyType = (tags.get('k') ?? 'rsa').toLowerCase();
  const p = tags.get('p');
  const flags = (tags.get('t') ?? '').split(':').map((f) => f.trim().toLowerCase());
  const testing = flags.includes('y');
  const hashAlgorithms = tags.has('h')
    ? (tags.get('h') ?? '').split(':').map((h) => h.trim().toLowerCase())
    : null;
  const serviceTypes = tags.has('s')
    ? (tags.get('s') ?? '').split(':').map((s) => s.trim().toLowerCase())
    : null;
  let status: DkimKeyStatus = 'valid';
  let keyBits: number | null = null;
  const sel = selector.selector;
  if (p === undefined) {
    issues.push(issue('error', 'email-auth.record.missing-tag', { tag: 'p' }, name));
    status = 'invalid';
  } else if (p.trim() === '') {
    issues.push(issue('warning', 'email-auth.dkim.key-revoked', { selector: sel }, name));
    status = 'revoked';
  } else if (keyType !== 'rsa' && keyType !== 'ed25519') {
    issues.push(issue('error', 'email-auth.dkim.unknown-key-type', { selector: sel, keyType }, name));
    status = 'invalid';
  } else {
    keyBits = dkimKeyBits(keyType, p);
    if (keyBits === null) {
      issues.push(issue('error', 'email-auth.dkim.invalid-key', { selector: sel }, name));
      status = 'invalid';
    } else if (keyType === 'rsa' && keyBits < DKIM_LIMITS.minRsaBits) {
      issues.push(issue('error', 'email-auth.dkim.key-weak', { selector: sel, bits: keyBits }, name));
      status = 'weak';
    } else if (keyType === 'rsa' && keyBits < DKIM_LIMITS.recommendedRsaBits) {
      issues.push(issue('warning', 'email-auth.dkim.key-1024', { selector: sel, bits: keyBits }, name));
    }
  }
  if (syntaxError && status !== 'revoked') status = 'invalid';
  if (testing) issues.push(issue('info', 'email-auth.dkim.testing', { selector: sel }, name));
  if (hashAlgorithms !== null && !hashAlgorithms.includes('sha256')) {
    issues.push(issue('warning', 'email-auth.dkim.sha1-only', { selector: sel }, name));
  }
  if (serviceTypes !== null && !serviceTypes.includes('*') && !serviceTypes.includes('email')) {
    issues.push(issue('warning', 'email-auth.dkim.service-not-email', { selector: sel }, name));
  }
  return {
    selector: sel,
    provider: selector.provider,
    name,
    record,
    status,
    keyType,
    keyBits,
    testing,
    hashAlgorithms,
    serviceTypes,
  };
}

/** The DKIM part of a result that was not checked (offline). */
export function uncheckedDkim(): DkimReport {
  return {
    checked: false,
    result: null,
    resultMessageKey: null,
    found: null,
    selectorsProbed: [],
    keys: [],
    domainKeyNodeExists: null,
    issues: [],
  };
}

async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Probes the selectors of `selectors` (default: `DKIM_SELECTORS`) under `domain`. */
export async function checkDkim(
  domain: string,
  lookup: MailLookup,
  selectors: readonly DkimSelector[] = DKIM_SELECTORS,
): Promise<DkimReport> {
  const issues: EmailAuthIssue[] = [];
  const probed = selectors.slice(0, DKIM_LIMITS.maxSelectors);
  const nodeName = `_domainkey.${domain}`;
  const [node, ...probes] = await Promise.all([
    lookup.query(nodeName, 'TXT'),
    mapBounded(probed, DKIM_LIMITS.concurrency, async (sel) => {
      const name = `${sel.selector}.${nodeName}`;
      return { sel, name, ...(await lookup.txt(name)) };
    }),
  ]).then(([n, p]) => [n, ...p] as const);
  const keys: DkimKey[] = [];
  let temporary = 0;
  for (const probe of probes) {
    if (isTemporary(probe.answer.status)) {
      temporary += 1;
      issues.push(issue('info', 'email-auth.record.temperror', { status: probe.answer.status }, probe.name));
      continue;
    }
    const record = probe.texts.find(looksLikeDkim);
    if (record !== undefined) keys.push(parseDkimKey(record, probe.sel, probe.name, issues));
  }
  const domainKeyNodeExists = isTemporary(node.status) ? null : node.status !== 'nxdomain';
  const usable = keys.filter((k) => k.status === 'valid' || k.status === 'weak');
  let result: DkimResult;
  if (keys.some((k) => k.status === 'valid')) result = 'found';
  else if (usable.length > 0) result = 'weak';
  else if (keys.some((k) => k.status === 'revoked')) result = 'revoked';
  else if (temporary > 0) result = 'temperror';
  else result = 'not-found';
  if (keys.length === 0 && result === 'not-found') {
    issues.push(issue('info', 'email-auth.record.not-found', { name: `<selector>.${nodeName}` }, nodeName));
    if (domainKeyNodeExists === true)
      issues.push(issue('info', 'email-auth.dkim.domainkey-exists', null, nodeName));
  }
  return {
    checked: true,
    result,
    resultMessageKey: RESULT_KEYS[result],
    found: usable.length > 0,
    selectorsProbed: probed.map((s) => s.selector),
    keys,
    domainKeyNodeExists,
    issues,
  };
}
