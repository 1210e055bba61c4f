/**
 * The TLS port: the ONE way core opens TLS connections to analysed hosts. Like the HTTP port it
 * resolves names through the DNS port, refuses every address the `AddressPolicy` does not allow
 * (public only by default; one refused answer refuses the name), connects only to the address it
 * checked, on port 443 (a test policy may map it to a local port), honours the caller's deadline and
 * keeps a handful of connections at a time per target. Nothing here rejects: failures are values.
 */
import type { ProbeReply } from './flight.js';

export type { ProbeReply, ServerHelloReply } from './flight.js';

export const TLS_OPEN_ERRORS = ['blocked-by-policy', 'dns-nxdomain', 'dns-failure', 'offline'] as const;
export type TlsOpenError = (typeof TLS_OPEN_ERRORS)[number];

export interface HandshakeOptions {
  /** SNI and the name the certificate is checked against (null for an IP literal). */
  readonly servername: string | null;
  /** PEM certificates added to the trust store for this handshake (an intermediate fetched from AIA). */
  readonly extraCa?: readonly string[];
  /** Allow TLS 1.0+ and every suite OpenSSL still has (`@SECLEVEL=0`), for servers too old for a modern client. */
  readonly legacy?: boolean;
  /** ALPN protocols offered, in order (default `h2`, `http/1.1`; `acme-tls/1` for RFC 8737). */
  readonly alpn?: readonly string[];
}

export type HandshakeInfo =
  | {
      readonly ok: true;
      /** `TLSv1.3`… as OpenSSL names it. */
      readonly protocol: string | null;
      /** IANA name of the negotiated suite. */
      readonly cipher: string | null;
      /** Key-exchange group (`x25519`, `secp256r1`, `ffdhe2048`…), null for RSA key exchange. */
      readonly group: string | null;
      readonly groupBits: number | null;
      readonly alpn: string | null;
      /** The chain verified against the trusted roots (and the extra CA) and the host name. */
      readonly authorized: boolean;
      /** OpenSSL's or Node's verification error code (`CERT_HAS_EXPIRED`, `ERR_TLS_CERT_ALTNAME_INVALID`…). */
      readonly authorizationError: string | null;
      /** DER certificates, leaf first, as Node built the chain (the root when it is in the store). */
      readonly chain: readonly Uint8Array[];
      /** DER OCSP response stapled by the server (status_request), or null. */
      readonly ocspResponse: Uint8Array | null;
    }
  | {
      readonly ok: false;
      readonly error: 'timeout' | 'connect-failed' | 'tls-error' | 'aborted';
      readonly detail: string;
    };

/** Connections to one scanned address, bounded and counted. */
export interface TlsSession {
  /** The name (or IP literal) asked for. */
  readonly host: string;
  /** The address every connection goes to (checked against the policy). */
  readonly address: string;
  /** Other addresses the name resolved to (all checked; not scanned). */
  readonly otherAddresses: readonly string[];
  /** Always 443 (the port actually dialled may be mapped by a test policy). */
  readonly port: 443;
  /** Sends raw bytes (a ClientHello) and reads the server's first flight. */
  probe(hello: Uint8Array, options?: { readonly ssl2?: boolean }): Promise<ProbeReply>;
  /** A full handshake with node:tls (certificate chain, ALPN, OCSP stapling, negotiated parameters). */
  handshake(options: HandshakeOptions): Promise<HandshakeInfo>;
  /** TLS connections opened so far. */
  readonly connections: number;
}

export type TlsOpenResult =
  | { readonly ok: true; readonly session: TlsSession }
  | {
      readonly ok: false;
      readonly error: TlsOpenError;
      /** The addresses the name resolved to (when a policy refused one of them). */
      readonly addresses: readonly string[];
      readonly detail: string;
    };

export interface TlsOpenOptions {
  readonly signal: AbortSignal;
  /** Connect to this address of `host` instead of resolving it (still checked against the policy). */
  readonly address?: string;
}

export interface TlsPort {
  /**
   * Resolves `host` (a name or an IP literal) and checks it; never rejects. With `address`, the name
   * is not resolved: the session goes to that address (one the caller got from the DNS port for
   * `host`), which is checked against the policy like a resolved one.
   */
  open(host: string, options: TlsOpenOptions): Promise<TlsOpenResult>;
}
