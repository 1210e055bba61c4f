import { InputError } from '../../errors.js';
import type { HashAlgorithm } from './types.js';

const BY_LENGTH: Readonly<Record<number, HashAlgorithm>> = { 32: 'md5', 40: 'sha1', 64: 'sha256' };

/**
 * An MD5, SHA-1 or SHA-256 hex digest: trimmed and lower-cased. Throws `InputError`
 * (`input.hash-required` when empty, `input.hash-invalid` otherwise).
 */
export function parseHashInput(raw: unknown): { hash: string; algorithm: HashAlgorithm } {
  if (typeof raw !== 'string' || raw.trim() === '') throw new InputError('input.hash-required');
  const hash = raw.trim().toLowerCase();
  const algorithm = /^[0-9a-f]+$/.test(hash) ? BY_LENGTH[hash.length] : undefined;
  if (algorithm === undefined) throw new InputError('input.hash-invalid');
  return { hash, algorithm };
}
