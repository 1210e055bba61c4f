/**
 * PLACEHOLDER (being replaced by the lexical URL analysis): the pure, synchronous lexical inspection
 * of one URL. The signature is the contract the message analysis relies on.
 */
import { InputError } from '../../errors.js';
import { scoreFindings, type Score } from '../../scoring.js';
import type { UrlFinding } from './types.js';

export interface UrlInspection {
  readonly normalizedUrl: string;
  readonly analyzedHost: string;
  readonly registrableDomain: string | null;
  readonly findings: readonly UrlFinding[];
  readonly score: Score;
}

/** Lexical checks only (no I/O). Throws `InputError` for input that is not a URL. */
export function inspectUrl(raw: string): UrlInspection {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch (cause) {
    throw new InputError('input.url-invalid', {}, { cause });
  }
  const findings: UrlFinding[] = [];
  return {
    normalizedUrl: url.href,
    analyzedHost: url.hostname,
    registrableDomain: null,
    findings,
    score: scoreFindings(findings),
  };
}
