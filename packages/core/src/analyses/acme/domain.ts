/**
 * Block 1 of the diagnosis, pure: is the name one Let's Encrypt can issue for (Let's Debug's
 * `validDomainChecker`), and does the method suit a wildcard (`wildcardDNS01OnlyChecker`)?
 */
import { isIP } from 'node:net';
import { parse } from 'tldts';
import { problem, type Finding } from './problems.js';
import type { AcmeMethod } from './types.js';

/** A name read from the input: `*.` split off, lower case, no trailing dot, punycode when possible. */
export interface AcmeName {
  /** The name as diagnosed (`*.` kept). */
  readonly domain: string;
  /** The name without `*.`: what DNS is asked about. */
  readonly base: string;
  readonly wildcard: boolean;
  /** The ICANN registered domain (eTLD+1), or null when the name has none. */
  readonly registered: string | null;
  /** The ICANN public suffix, or null. */
  readonly suffix: string | null;
}

const ALLOWED_CHARS = /^[a-z0-9.-]+$/;
const MAX_LABELS = 10;

/**
 * Reads the name: the whitespace-trimmed, lower-cased input without its trailing dot and `*.`, IDN
 * converted to punycode when it converts. Never throws; `validateName` says what is wrong with it.
 */
export function readName(raw: string): AcmeName {
  let text = raw.trim().toLowerCase();
  if (text.endsWith('.')) text = text.slice(0, -1);
  const wildcard = text.startsWith('*.');
  let base = wildcard ? text.slice(2) : text;
  if (!/^[\x20-\x7e]*$/.test(base) && !/[\s/\\?#@:[\]%]/.test(base)) {
    try {
      base = new URL(`http://${base}/`).hostname;
    } catch {
      // Not convertible: validateName reports it.
    }
  }
  const info = parse(base, { allowPrivateDomains: false });
  const icann = info.isIcann === true && !info.isIp;
  return {
    domain: wildcard ? `*.${base}` : base,
    base,
    wildcard,
    registered: icann ? info.domain : null,
    suffix: icann ? info.publicSuffix : null,
  };
}

/** Let's Debug's `InvalidDomain` cases (Fatal) and `PublicSuffix` (Debug), over the name alone. */
export function validateName(name: AcmeName): Finding[] {
  const invalid = (detail: Parameters<typeof problem>[1]): Finding[] => [
    problem('invalid-domain', detail, { domain: name.domain }),
  ];
  const base = name.base;
  if (base.length > 253) return invalid('domain-too-long');
  if (base === '' || !ALLOWED_CHARS.test(base) || isIP(base) !== 0) return invalid('domain-bad-characters');
  const labels = base.split('.');
  if (labels.length < 2 || labels.length > MAX_LABELS) return invalid('domain-label-count');
  for (const label of labels) {
    if (label === '' || label.length > 63 || label.startsWith('-') || label.endsWith('-'))
      return invalid('domain-label-invalid');
    if (label.length >= 4 && label.slice(2, 4) === '--') {
      if (!label.startsWith('xn--')) return invalid('domain-label-invalid');
      try {
        // A label WHATWG cannot decode back is bad punycode.
        if (new URL(`http://${label}.invalid/`).hostname === '') return invalid('domain-bad-punycode');
      } catch {
        return invalid('domain-bad-punycode');
      }
    }
  }
  if (name.suffix === null) return invalid('domain-not-under-suffix');
  if (name.registered === null) return invalid('domain-is-suffix');
  const out: Finding[] = [];
  const withPrivate = parse(base, { allowPrivateDomains: true });
  if (withPrivate.isPrivate === true && withPrivate.publicSuffix !== null) {
    out.push(
      problem('public-suffix', 'private-suffix', {
        suffix: withPrivate.publicSuffix,
        registered: name.registered,
      }),
    );
  }
  return out;
}

/** `MethodNotSuitable` (Fatal): a wildcard can only be validated with dns-01 (RFC 8555 §7.1.3). */
export function wildcardMethods(name: AcmeName, methods: readonly AcmeMethod[]): Finding[] {
  if (!name.wildcard) return [];
  const unsuitable = methods.filter((m) => m !== 'dns-01');
  if (unsuitable.length === 0) return [];
  return [problem('method-not-suitable', 'wildcard-needs-dns-01', { domain: name.domain }, unsuitable)];
}
