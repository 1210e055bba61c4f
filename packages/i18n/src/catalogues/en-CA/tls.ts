import type { TlsArea } from '../../areas.js';

export const tls: TlsArea = {
  'tls.grade.untrusted':
    'The certificate does not chain to a trusted root ({trustError}): browsers show an error. Grade T.',
  'tls.grade.expired': 'The certificate expired on {notAfter}: browsers show an error. Grade T.',
  'tls.grade.not-yet-valid':
    'The certificate is not valid before {notBefore}: browsers show an error. Grade T.',
  'tls.grade.self-signed':
    'The certificate is self-signed: no certificate authority vouches for it. Grade T.',
  'tls.grade.revoked': 'The certificate authority has revoked this certificate (OCSP). Grade T.',
  'tls.grade.sha1-signature':
    'The certificate chain is signed with SHA-1, which browsers no longer trust. Grade T.',
  'tls.grade.hostname-mismatch':
    'The certificate does not cover this host name: browsers show an error. Grade M.',
  'tls.grade.md5-signature': 'The certificate chain is signed with MD5 or MD2, which can be forged. Grade F.',
  'tls.grade.rsa-exponent-one': 'The RSA key has a public exponent of 1: it protects nothing. Grade F.',
  'tls.grade.sslv2': 'SSL 2.0 is enabled: it is broken (DROWN). Grade F.',
  'tls.grade.sslv3-best': 'SSL 3.0 is the best protocol offered: modern browsers cannot connect. Grade F.',
  'tls.grade.export-suite':
    'Export-grade suites are offered ({exportSuites}): they can be broken in minutes (FREAK, Logjam). Grade F.',
  'tls.grade.anonymous-suite':
    'Anonymous suites are offered ({anonymousSuites}): the server is not authenticated, anyone can impersonate it. Grade F.',
  'tls.grade.null-cipher': 'Suites without encryption are offered ({nullSuites}). Grade F.',
  'tls.grade.weak-cipher': 'Suites with a key under 112 bits are offered ({weakSuites}). Grade F.',
  'tls.grade.key-exchange-insecure':
    'The key exchange is only {keyExchangeBits} bits (under 1024): it can be broken. Grade F.',
  'tls.grade.key-exchange-weak':
    'The key exchange is only {keyExchangeBits} bits (under 2048). Grade capped at B.',
  'tls.grade.sslv3': 'SSL 3.0 is enabled: it is obsolete and insecure. Grade capped at B.',
  'tls.grade.poodle-sslv3': 'SSL 3.0 with CBC suites is open to the POODLE attack. Grade capped at C.',
  'tls.grade.tls10-tls11':
    'Obsolete protocols are enabled ({oldProtocols}): turn them off. Grade capped at B.',
  'tls.grade.no-tls12': 'TLS 1.2 is not supported. Grade capped at C.',
  'tls.grade.rc4': 'RC4 suites are offered: RC4 is broken. Grade capped at B.',
  'tls.grade.rc4-modern': 'RC4 is offered with TLS 1.1 or later. Grade capped at C.',
  'tls.grade.sweet32':
    'Suites with a 64-bit block cipher (3DES and the like) are offered with TLS 1.1 or later ({blockSuites}): open to SWEET32. Grade capped at C.',
  'tls.grade.compression': 'TLS compression is enabled: open to the CRIME attack. Grade capped at C.',
  'tls.grade.no-forward-secrecy':
    'No forward secrecy for modern clients: recorded traffic can be decrypted if the key leaks one day. Grade capped at B.',
  'tls.grade.no-aead': 'No AEAD suite (GCM, ChaCha20-Poly1305) is offered. Grade capped at B.',
  'tls.grade.chain-incomplete':
    'The server does not send the intermediate certificate: some clients cannot verify it. Grade capped at B.',
  'tls.grade.no-tls13': 'TLS 1.3 is not supported (a warning since the 2009r guide): at best A-.',
  'tls.grade.hsts-short': 'HSTS is set for only {maxAge} seconds, under six months: at best A-.',
  'tls.grade.hsts-invalid': 'The Strict-Transport-Security header is invalid: at best A-.',
  'tls.grade.no-secure-renegotiation':
    'The server does not support secure renegotiation (RFC 5746): at best A-.',
  'tls.grade.hsts-missing': 'No HSTS header: A+ needs HSTS with a max-age of at least six months.',
  'tls.note.not-tested': 'Not tested by this scan (they need intrusive probes): {untestedChecks}.',
  'tls.note.other-addresses':
    'The host has several addresses; {scannedAddress} was scanned, not these: {otherAddresses}.',
  'tls.note.enumeration-incomplete':
    'Some probes got no usable answer (timeout or unreadable reply): the protocol and suite lists may be incomplete.',
  'tls.note.chain-completed-from-aia':
    'The missing intermediate certificate was fetched from the address named in the certificate (AIA) to check trust.',
  'tls.note.revocation-not-checked': 'Revocation could not be checked: no signed OCSP answer was obtained.',
  'tls.note.ocsp-not-stapled': 'The server does not staple an OCSP response (OCSP stapling).',
  'tls.note.expires-soon':
    'The certificate expires in less than 30 days (days left: {daysRemaining}): renew it soon.',
  'tls.note.hsts-not-checked': 'HSTS could not be checked: the HTTPS request to the host failed.',
  'tls.note.legacy-handshake-only':
    'A modern client could not connect; only legacy settings could complete a handshake.',
  'tls.note.no-server-preference':
    'The server follows the client’s order of cipher suites rather than its own.',
  'tls.error.dns-nxdomain': 'This host name does not exist in DNS.',
  'tls.error.dns-failure': 'The host name could not be resolved (DNS failure): try again later.',
  'tls.error.connection-failed':
    'No TLS connection could be made to port 443 (no answer in time, or an unreadable one).',
  'tls.error.no-tls': 'The server refused every TLS and SSL version on port 443.',
  'tls.error.no-certificate': 'No certificate could be read from the server.',
  'tls.error.trust-not-determined':
    'Whether the certificate is trusted could not be determined (the missing intermediate could not be fetched): no grade.',
  'tls.error.timeout': 'The scan did not finish in time.',
};
