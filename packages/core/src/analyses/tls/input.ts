/**
 * The check-tls input: a domain name or an IP literal, port 443 only. A URL, or a host with any port
 * (even `:443`), is refused with its own key; a non-public IP literal is refused before anything is
 * contacted (a name resolving to a non-public address is refused after resolution, by analyze.ts).
 */
import { isIP } from 'node:net';
import { InputError, isInputError } from '../../errors.js';
import { normalizeDomainInput } from '../../input/domain.js';
import { canonicalIp } from '../../net/http/policy.js';
import type { AddressPolicy } from '../../net/http/types.js';

/** Longest host accepted (spec section 4). */
export const MAX_HOST_INPUT_LENGTH = 255;

export interface HostInput {
  /** Lower-case punycode name, or the canonical IP (IPv6 without brackets). */
  readonly host: string;
  readonly isIp: boolean;
}

export function normalizeHostInput(raw: unknown, policy: AddressPolicy): HostInput {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.host-required');
  const text = raw.trim();
  if (text.length > MAX_HOST_INPUT_LENGTH)
    throw new InputError('input.host-too-long', { max: MAX_HOST_INPUT_LENGTH });
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /[/?#@\\]/.test(text))
    throw new InputError('input.host-url-not-allowed');
  let literal: string | null = null;
  const bracketed = /^\[([^\]]+)\](:\d*)?$/.exec(text);
  if (bracketed !== null) {
    if (bracketed[2] !== undefined) throw new InputError('input.host-port-not-allowed');
    literal = bracketed[1] ?? '';
  } else if (text.includes(':')) {
    if (isIP(text) !== 6) {
      if (/^[^:]*:\d*$/.test(text)) throw new InputError('input.host-port-not-allowed');
      throw new InputError('input.host-invalid');
    }
    literal = text;
  } else if (isIP(text) === 4) {
    literal = text;
  }
  if (literal !== null) {
    const ip = canonicalIp(literal);
    if (ip === null) throw new InputError('input.host-invalid');
    if (!policy.isAllowed(ip)) throw new InputError('input.host-not-public', { address: ip });
    return { host: ip, isIp: true };
  }
  try {
    return { host: normalizeDomainInput(text), isIp: false };
  } catch (err) {
    if (isInputError(err)) throw new InputError('input.host-invalid', {}, { cause: err });
    throw err;
  }
}
