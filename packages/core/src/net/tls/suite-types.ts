/** Types of the cipher-suite and group tables of the TLS port (data in suites-data.ts, groups.ts). */

/** Key exchange of a suite, from its IANA name (`ANY`: TLS 1.3, negotiated by the group). */
export type KeyExchange =
  | 'ANY'
  | 'RSA'
  | 'RSA_EXPORT'
  | 'DHE'
  | 'DHE_EXPORT'
  | 'DH'
  | 'DH_EXPORT'
  | 'ECDHE'
  | 'ECDH'
  | 'PSK'
  | 'SRP'
  | 'GOST'
  | 'KRB5'
  | 'KRB5_EXPORT'
  | 'ECCPWD'
  | 'NULL';

/** One cipher suite of the IANA registry. */
export interface CipherSuiteInfo {
  /** IANA code point (two bytes). */
  readonly id: number;
  /** IANA name (`TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256`). */
  readonly name: string;
  readonly keyExchange: KeyExchange;
  /** `RSA`, `ECDSA`, `DSS`, `PSK`, `SRP`, `GOST`, `anon` (no authentication) or `ANY` (TLS 1.3). */
  readonly authentication: string;
  /** `AES`, `ChaCha20`, `3DES`, `RC4`, `DES`, `Camellia`, `ARIA`, `NULL`… */
  readonly cipher: string;
  /** Key size of the symmetric cipher (0 for NULL). */
  readonly bits: number;
  /** `GCM`, `CCM`, `CCM8`, `POLY1305`, `CBC`, `stream`, `none`… */
  readonly mode: string;
  readonly forwardSecrecy: boolean;
  readonly aead: boolean;
  /** An export suite (40/56-bit cipher or 512-bit key exchange). */
  readonly exportGrade: boolean;
}

/** A key-exchange group (RFC 8446 NamedGroup / RFC 8422 NamedCurve / RFC 7919 ffdhe). */
export interface GroupInfo {
  readonly id: number;
  /** `x25519`, `secp256r1`, `ffdhe2048`, `X25519MLKEM768`… */
  readonly name: string;
  readonly kind: 'ec' | 'ff' | 'hybrid';
  /** Size: the curve's order bits for EC groups, the prime's bits for ffdhe. */
  readonly bits: number;
}
