/**
 * Protocol names, wire versions and extension numbers of TLS, apart from the hello builder
 * (hello.ts): reading a server's flight needs these and no randomness, so a program that only loads
 * the TLS client (every analysis that may open a connection) does not load node:crypto at start.
 */
export const PROTOCOLS = ['SSLv2', 'SSLv3', 'TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** Wire version of each protocol after SSLv2 (TLS 1.3 is negotiated with supported_versions). */
export const WIRE_VERSION: Readonly<Record<Exclude<Protocol, 'SSLv2'>, number>> = {
  SSLv3: 0x0300,
  TLSv1: 0x0301,
  'TLSv1.1': 0x0302,
  'TLSv1.2': 0x0303,
  'TLSv1.3': 0x0304,
};

export function protocolOfWire(version: number): Protocol | null {
  for (const [name, wire] of Object.entries(WIRE_VERSION)) if (wire === version) return name as Protocol;
  return null;
}

/** TLS_EMPTY_RENEGOTIATION_INFO_SCSV (RFC 5746): asks the server to show secure renegotiation. */
export const RENEGOTIATION_SCSV = 0x00ff;

export const EXT = {
  serverName: 0x0000,
  statusRequest: 0x0005,
  supportedGroups: 0x000a,
  ecPointFormats: 0x000b,
  signatureAlgorithms: 0x000d,
  supportedVersions: 0x002b,
  pskKeyExchangeModes: 0x002d,
  keyShare: 0x0033,
  renegotiationInfo: 0xff01,
} as const;
