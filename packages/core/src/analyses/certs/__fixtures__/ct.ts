/** crt.sh and Cert Spotter answers in their documented shapes (ANCHORS part 2, section 2). */

export const CRTSH_ROWS = [
  {
    issuer_ca_id: 295815,
    issuer_name: "C=US, O=Let's Encrypt, CN=R11",
    common_name: 'www.example.com',
    name_value: 'example.com\nwww.example.com',
    id: 15600000003,
    entry_timestamp: '2026-10-01T10:00:01.118',
    not_before: '2026-10-01T09:00:00',
    not_after: '2026-12-30T09:00:00',
    serial_number: '04aa',
    result_count: 3,
  },
  // The precertificate of the same certificate (same issuer and serial): one certificate.
  {
    issuer_ca_id: 295815,
    issuer_name: "C=US, O=Let's Encrypt, CN=R11",
    common_name: 'www.example.com',
    name_value: 'www.example.com',
    id: 15600000002,
    entry_timestamp: '2026-10-01T10:00:00.500',
    not_before: '2026-10-01T09:00:00',
    not_after: '2026-12-30T09:00:00',
    serial_number: '04aa',
    result_count: 3,
  },
  {
    issuer_ca_id: 183267,
    issuer_name: 'C=US, O=Google Trust Services, CN=WR1',
    common_name: '*.example.com',
    name_value: '*.example.com\nAPI.Example.com.\nmail.example.com',
    id: 14400000001,
    entry_timestamp: '2026-08-15T00:00:00.000',
    not_before: '2026-08-14T23:00:00',
    not_after: '2026-11-12T23:00:00',
    serial_number: '0b1c',
    result_count: 3,
  },
  // Exactly the same row twice (crt.sh repeats rows across identity matches).
  {
    issuer_ca_id: 183267,
    issuer_name: 'C=US, O=Google Trust Services, CN=WR1',
    common_name: '*.example.com',
    name_value: '*.example.com\nAPI.Example.com.\nmail.example.com',
    id: 14400000001,
    entry_timestamp: '2026-08-15T00:00:00.000',
    not_before: '2026-08-14T23:00:00',
    not_after: '2026-11-12T23:00:00',
    serial_number: '0b1c',
    result_count: 3,
  },
  // An e-mail identity and a hostile name: neither is a subdomain.
  {
    issuer_ca_id: 1,
    issuer_name: 'C=GB, O=Sectigo Limited, CN=Sectigo RSA Domain Validation Secure Server CA',
    common_name: 'shop.example.com',
    name_value: 'admin@example.com\nshop.example.com\n<script>.example.com',
    id: 13000000000,
    entry_timestamp: null,
    not_before: '2026-06-01T00:00:00',
    not_after: '2027-06-01T00:00:00',
    serial_number: 'ABCDEF',
    result_count: 3,
  },
];

export const CERTSPOTTER_ISSUANCES = [
  {
    id: '4683204563',
    tbs_sha256: 'a'.repeat(64),
    pubkey_sha256: 'b'.repeat(64),
    not_before: '2026-09-01T00:00:00-00:00',
    not_after: '2026-11-30T00:00:00-00:00',
    dns_names: ['example.com', 'www.example.com', 'unrelated.example.net'],
    issuer: { name: "C=US, O=Let's Encrypt, CN=R10", friendly_name: "Let's Encrypt" },
  },
  {
    id: '4700000000',
    tbs_sha256: 'c'.repeat(64),
    pubkey_sha256: 'd'.repeat(64),
    not_before: '2026-10-20T00:00:00-00:00',
    not_after: '2027-01-18T00:00:00-00:00',
    dns_names: ['*.dev.example.com', 'dev.example.com'],
    issuer: { friendly_name: 'Google Trust Services' },
  },
];
