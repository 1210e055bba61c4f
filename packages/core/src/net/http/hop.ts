/** What every hop of the HTTP client shares: the failure that ends a hop, its target and outcome. */
import type { HttpError, HttpErrorCode, HttpMethod, HttpResponse } from './types.js';

export class HopFailure extends Error {
  constructor(
    readonly failure: HttpError,
    readonly blocked = false,
  ) {
    super(failure.code);
  }
}

export function fail(code: HttpErrorCode, detail: string | null, blocked = false): never {
  throw new HopFailure({ code, detail }, blocked);
}

export interface Target {
  readonly url: URL;
  readonly host: string;
  /** The address to connect to (policy-checked), and every checked answer. */
  readonly address: string;
  readonly port: number;
}

export interface HopRequest {
  readonly method: HttpMethod;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array | null;
}

export interface HopOutcome {
  readonly response: HttpResponse;
  readonly location: string | null;
  /** Set when the body read stopped on a time limit (the response is kept, truncated). */
  readonly bodyError: HttpError | null;
}

export function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return '';
}

export function errorMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

export const TLS_CODE = /CERT|SELF_SIGNED|UNABLE_TO_|ERR_TLS|ERR_SSL|^EPROTO$|HOSTNAME_MISMATCH|ISSUER/;

export function safeHref(raw: string): string {
  try {
    return new URL(raw).href;
  } catch {
    return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
  }
}

export function classify(err: unknown, isHttps: boolean, connected: boolean, tlsDone: boolean): HttpError {
  if (err instanceof HopFailure) return err.failure;
  const code = errorCode(err);
  const detail = code ? `${code}: ${errorMessage(err)}` : errorMessage(err);
  if (code === 'ECONNREFUSED') return { code: 'connection-refused', detail };
  if (code === 'ETIMEDOUT') return { code: 'timeout', detail };
  if (code === 'HPE_HEADER_OVERFLOW') return { code: 'headers-too-large', detail };
  if (code.startsWith('HPE_')) return { code: 'protocol-error', detail };
  if (isHttps && (TLS_CODE.test(code) || (connected && !tlsDone))) return { code: 'tls-error', detail };
  return { code: 'connection-failed', detail };
}
