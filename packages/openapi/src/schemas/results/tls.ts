// Generated from core's result type of `check-tls` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const TLS_RESULT_SCHEMAS = {
  "CheckTlsResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`tlsOutcome` in analyze.ts)."
      },
      "host": {
        "type": "string",
        "description": "The host as analysed (lower case, punycode; IPv6 without brackets)."
      },
      "port": {
        "type": "integer",
        "enum": [
          443
        ],
        "description": "Always 443: the only port scanned."
      },
      "address": {
        "type": [
          "string",
          "null"
        ],
        "description": "The address scanned (the first IPv4 address, else the first IPv6); null when none."
      },
      "otherAddresses": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "The host's other addresses (checked, not scanned)."
      },
      "grade": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "A",
          "A+",
          "A-",
          "B",
          "C",
          "D",
          "E",
          "F",
          "M",
          "T",
          null
        ],
        "description": "The letter; null when the scan failed or trust could not be determined."
      },
      "gradeIgnoringTrust": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "A",
          "A+",
          "A-",
          "B",
          "C",
          "D",
          "E",
          "F",
          "M",
          "T",
          null
        ],
        "description": "The letter if every certificate trust issue (the T and M rules: untrusted, expired, not yet valid, self-signed, revoked, SHA-1 signed, name mismatch) were ignored, as SSL Labs shows it; the same as `grade` when there is none; null when the scan failed."
      },
      "score": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "description": "Numeric score 0–100 before caps (0 when a category scores 0); null when not graded."
      },
      "categoryScores": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/TlsCategoryScores"
          }
        ]
      },
      "gradeNoteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "tls.grade.anonymous-suite",
            "tls.grade.chain-incomplete",
            "tls.grade.compression",
            "tls.grade.expired",
            "tls.grade.export-suite",
            "tls.grade.hostname-mismatch",
            "tls.grade.hsts-invalid",
            "tls.grade.hsts-missing",
            "tls.grade.hsts-short",
            "tls.grade.key-exchange-insecure",
            "tls.grade.key-exchange-weak",
            "tls.grade.md5-signature",
            "tls.grade.no-aead",
            "tls.grade.no-forward-secrecy",
            "tls.grade.no-secure-renegotiation",
            "tls.grade.no-tls12",
            "tls.grade.no-tls13",
            "tls.grade.not-yet-valid",
            "tls.grade.null-cipher",
            "tls.grade.poodle-sslv3",
            "tls.grade.rc4",
            "tls.grade.rc4-modern",
            "tls.grade.revoked",
            "tls.grade.rsa-exponent-one",
            "tls.grade.self-signed",
            "tls.grade.sha1-signature",
            "tls.grade.sslv2",
            "tls.grade.sslv3",
            "tls.grade.sslv3-best",
            "tls.grade.sweet32",
            "tls.grade.tls10-tls11",
            "tls.grade.untrusted",
            "tls.grade.weak-cipher"
          ]
        },
        "description": "Every grade rule in force, in table order (`gradeRules` gives each one's effect)."
      },
      "gradeNotes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `gradeNoteKeys`, in the same order."
      },
      "gradeRules": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/TlsGradeRule"
        }
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "tls.note.chain-completed-from-aia",
            "tls.note.enumeration-incomplete",
            "tls.note.expires-soon",
            "tls.note.hsts-not-checked",
            "tls.note.legacy-handshake-only",
            "tls.note.no-server-preference",
            "tls.note.not-tested",
            "tls.note.ocsp-not-stapled",
            "tls.note.other-addresses",
            "tls.note.revocation-not-checked"
          ]
        },
        "description": "Observations that do not change the grade."
      },
      "notes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `noteKeys`, in the same order."
      },
      "errorKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          "tls.error.connection-failed",
          "tls.error.dns-failure",
          "tls.error.dns-nxdomain",
          "tls.error.no-certificate",
          "tls.error.no-tls",
          "tls.error.timeout",
          "tls.error.trust-not-determined",
          null
        ],
        "description": "Why there is no grade; null on success."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "parameters": {
        "type": "object",
        "additionalProperties": {
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "number"
            }
          ]
        },
        "description": "Values interpolated into `gradeNoteKeys`, `noteKeys` and `errorKey`."
      },
      "protocols": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/TlsProtocolSupport"
        },
        "description": "Every protocol from SSLv2 to TLS 1.3, in that order."
      },
      "cipherSuites": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/TlsCipherSuite"
        },
        "description": "Accepted suites, TLS 1.3 first, per protocol in server-preference order when it has one."
      },
      "groups": {
        "$ref": "#/components/schemas/TlsGroups"
      },
      "negotiated": {
        "$ref": "#/components/schemas/TlsNegotiated"
      },
      "certificate": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/TlsCertificate"
          }
        ],
        "description": "The leaf certificate; null when none could be read."
      },
      "hsts": {
        "$ref": "#/components/schemas/TlsHsts"
      },
      "revocation": {
        "$ref": "#/components/schemas/TlsRevocation"
      },
      "secureRenegotiation": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "RFC 5746 secure renegotiation (null: no protocol before TLS 1.3, or unknown)."
      },
      "compression": {
        "type": "boolean",
        "description": "The server accepted TLS compression (CRIME)."
      },
      "connections": {
        "type": "integer",
        "description": "TLS connections opened for this scan."
      },
      "durationMs": {
        "type": "integer",
        "description": "Wall time of the scan, milliseconds."
      }
    },
    "required": [
      "outcome",
      "host",
      "port",
      "address",
      "otherAddresses",
      "grade",
      "gradeIgnoringTrust",
      "score",
      "categoryScores",
      "gradeNoteKeys",
      "gradeNotes",
      "gradeRules",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "parameters",
      "protocols",
      "cipherSuites",
      "groups",
      "negotiated",
      "certificate",
      "hsts",
      "revocation",
      "secureRenegotiation",
      "compression",
      "connections",
      "durationMs"
    ],
    "additionalProperties": false
  },
  "TlsCategoryScores": {
    "type": "object",
    "properties": {
      "protocol": {
        "type": "number",
        "minimum": 0,
        "maximum": 100,
        "description": "Protocol support, 0–100: (best + worst protocol score) / 2 (97.5 for TLS 1.1 + 1.2)."
      },
      "keyExchange": {
        "type": "number",
        "minimum": 0,
        "maximum": 100,
        "description": "Key exchange, 0–100: the weaker of the server key and the ephemeral parameters."
      },
      "cipher": {
        "type": "number",
        "minimum": 0,
        "maximum": 100,
        "description": "Cipher strength, 0–100: (strongest + weakest cipher score) / 2."
      }
    },
    "required": [
      "protocol",
      "keyExchange",
      "cipher"
    ],
    "additionalProperties": false
  },
  "TlsGradeRule": {
    "type": "object",
    "description": "One rule of the grade table in force for this server.",
    "properties": {
      "noteKey": {
        "type": "string",
        "enum": [
          "tls.grade.anonymous-suite",
          "tls.grade.chain-incomplete",
          "tls.grade.compression",
          "tls.grade.expired",
          "tls.grade.export-suite",
          "tls.grade.hostname-mismatch",
          "tls.grade.hsts-invalid",
          "tls.grade.hsts-missing",
          "tls.grade.hsts-short",
          "tls.grade.key-exchange-insecure",
          "tls.grade.key-exchange-weak",
          "tls.grade.md5-signature",
          "tls.grade.no-aead",
          "tls.grade.no-forward-secrecy",
          "tls.grade.no-secure-renegotiation",
          "tls.grade.no-tls12",
          "tls.grade.no-tls13",
          "tls.grade.not-yet-valid",
          "tls.grade.null-cipher",
          "tls.grade.poodle-sslv3",
          "tls.grade.rc4",
          "tls.grade.rc4-modern",
          "tls.grade.revoked",
          "tls.grade.rsa-exponent-one",
          "tls.grade.self-signed",
          "tls.grade.sha1-signature",
          "tls.grade.sslv2",
          "tls.grade.sslv3",
          "tls.grade.sslv3-best",
          "tls.grade.sweet32",
          "tls.grade.tls10-tls11",
          "tls.grade.untrusted",
          "tls.grade.weak-cipher"
        ],
        "description": "The rule (also in `gradeNoteKeys`)."
      },
      "note": {
        "type": "string",
        "description": "Localized text of `noteKey`."
      },
      "effect": {
        "type": "string",
        "enum": [
          "F",
          "M",
          "T",
          "cap-B",
          "cap-C",
          "no-bonus",
          "warning"
        ]
      },
      "parameters": {
        "type": [
          "object",
          "null"
        ],
        "additionalProperties": {
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "number"
            }
          ]
        },
        "description": "This rule's values (also merged into the result's `parameters`)."
      }
    },
    "required": [
      "noteKey",
      "note",
      "effect",
      "parameters"
    ],
    "additionalProperties": false
  },
  "TlsProtocolSupport": {
    "type": "object",
    "properties": {
      "version": {
        "type": "string",
        "enum": [
          "SSLv2",
          "SSLv3",
          "TLSv1",
          "TLSv1.1",
          "TLSv1.2",
          "TLSv1.3"
        ],
        "description": "`SSLv2`, `SSLv3`, `TLSv1`, `TLSv1.1`, `TLSv1.2` or `TLSv1.3`."
      },
      "supported": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "Whether the server accepts it; null when the probe failed (timeout, unreadable answer)."
      },
      "serverPreference": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "The server imposes its own suite order for this protocol (null: fewer than two suites or unknown)."
      }
    },
    "required": [
      "version",
      "supported",
      "serverPreference"
    ],
    "additionalProperties": false
  },
  "TlsCipherSuite": {
    "type": "object",
    "properties": {
      "protocol": {
        "type": "string",
        "enum": [
          "SSLv2",
          "SSLv3",
          "TLSv1",
          "TLSv1.1",
          "TLSv1.2",
          "TLSv1.3"
        ],
        "description": "The protocol it was accepted with."
      },
      "name": {
        "type": "string",
        "description": "IANA name (`TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256`)."
      },
      "id": {
        "type": "string",
        "description": "IANA code point, `0xc02f`."
      },
      "keyExchange": {
        "type": "string",
        "description": "Key exchange from the suite name: `ECDHE`, `DHE`, `RSA`… (`ANY` for TLS 1.3: by group)."
      },
      "authentication": {
        "type": "string",
        "description": "Authentication: `RSA`, `ECDSA`, `anon`… (`ANY` for TLS 1.3)."
      },
      "cipher": {
        "type": "string",
        "description": "Symmetric cipher: `AES`, `ChaCha20`, `3DES`, `RC4`…"
      },
      "bits": {
        "type": "integer",
        "description": "Key size of the symmetric cipher, bits (0 for NULL)."
      },
      "mode": {
        "type": "string",
        "description": "`GCM`, `CCM`, `POLY1305`, `CBC`, `stream`…"
      },
      "forwardSecrecy": {
        "type": "boolean"
      },
      "aead": {
        "type": "boolean"
      },
      "strength": {
        "type": "string",
        "enum": [
          "acceptable",
          "insecure",
          "strong",
          "weak"
        ]
      },
      "group": {
        "type": [
          "string",
          "null"
        ],
        "description": "ECDHE curve seen with this suite (TLS ≤ 1.2) or key-share group (TLS 1.3); null for other exchanges."
      },
      "keyExchangeBits": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Size of the ephemeral key exchange: DH prime bits, or the curve's bits; null when none."
      }
    },
    "required": [
      "protocol",
      "name",
      "id",
      "keyExchange",
      "authentication",
      "cipher",
      "bits",
      "mode",
      "forwardSecrecy",
      "aead",
      "strength",
      "group",
      "keyExchangeBits"
    ],
    "additionalProperties": false
  },
  "TlsGroups": {
    "type": "object",
    "properties": {
      "tls13": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Groups accepted in TLS 1.3, in the order the server chose them (HelloRetryRequest)."
      },
      "ecdhe": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Curves accepted for ECDHE before TLS 1.3, in the order the server chose them."
      }
    },
    "required": [
      "tls13",
      "ecdhe"
    ],
    "additionalProperties": false
  },
  "TlsNegotiated": {
    "type": "object",
    "properties": {
      "protocol": {
        "type": [
          "string",
          "null"
        ],
        "description": "Protocol a modern client (Node's TLS stack) negotiated, null when the full handshake failed."
      },
      "cipher": {
        "type": [
          "string",
          "null"
        ],
        "description": "IANA name of the negotiated suite."
      },
      "alpn": {
        "type": [
          "string",
          "null"
        ],
        "description": "ALPN protocol agreed (`h2`, `http/1.1`), null when none."
      },
      "group": {
        "type": [
          "string",
          "null"
        ],
        "description": "Key-exchange group of the handshake (`x25519`…), null for RSA key exchange."
      }
    },
    "required": [
      "protocol",
      "cipher",
      "alpn",
      "group"
    ],
    "additionalProperties": false
  },
  "CertificateSummary": {
    "type": "object",
    "description": "One certificate of a chain.",
    "properties": {
      "subject": {
        "type": "string",
        "description": "Subject distinguished name, one `attr=value` per RDN, comma-separated."
      },
      "issuer": {
        "type": "string"
      },
      "notBefore": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Start of validity (ISO 8601), null when unreadable."
      },
      "notAfter": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "End of validity (ISO 8601), null when unreadable."
      },
      "keyType": {
        "type": "string",
        "description": "`rsa`, `ec`, `ed25519`, `rsa-pss`, `dsa`…"
      },
      "keyBits": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Public key size, bits (RSA modulus, curve size)."
      },
      "curve": {
        "type": [
          "string",
          "null"
        ],
        "description": "Named curve of an EC key (`prime256v1`), null otherwise."
      },
      "signatureAlgorithm": {
        "type": [
          "string",
          "null"
        ],
        "description": "`sha256WithRSAEncryption`, `ecdsa-with-SHA256`… (dotted OID when unknown)."
      },
      "fingerprintSha256": {
        "type": "string",
        "description": "SHA-256 fingerprint, colon-separated hex."
      },
      "serialNumber": {
        "type": "string",
        "description": "Serial number, hex."
      },
      "selfSigned": {
        "type": "boolean",
        "description": "Issued by itself and signed by its own key."
      },
      "isCa": {
        "type": "boolean",
        "description": "Basic constraints CA:TRUE."
      }
    },
    "required": [
      "subject",
      "issuer",
      "notBefore",
      "notAfter",
      "keyType",
      "keyBits",
      "curve",
      "signatureAlgorithm",
      "fingerprintSha256",
      "serialNumber",
      "selfSigned",
      "isCa"
    ],
    "additionalProperties": false
  },
  "TlsCertificate": {
    "type": "object",
    "description": "The leaf certificate and the verdicts about it.",
    "properties": {
      "sans": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Subject alternative names (DNS names, IP addresses)."
      },
      "trusted": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "The chain is anchored in a trusted root: Node's store plus `NODE_EXTRA_CA_CERTS` (with an intermediate fetched from AIA when the server omitted it), judged by the signatures alone, not by key sizes (a weak key is a grade rule). Dates, name and revocation are not part of it: see `valid`. Null: could not be determined."
      },
      "valid": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "A browser would accept this certificate for this host now: `trusted`, within its validity dates, the name matches and it is not known to be revoked. Null when trust could not be determined."
      },
      "trustError": {
        "type": [
          "string",
          "null"
        ],
        "description": "OpenSSL's verification error when not trusted (`UNABLE_TO_GET_ISSUER_CERT_LOCALLY`…)."
      },
      "hostnameMatches": {
        "type": "boolean",
        "description": "The certificate covers the host name (or IP literal) scanned."
      },
      "chainComplete": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "The server sent every intermediate needed (null: could not be determined)."
      },
      "expired": {
        "type": "boolean"
      },
      "notYetValid": {
        "type": "boolean"
      },
      "daysRemaining": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Whole days until `notAfter` (negative once expired)."
      },
      "chain": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/CertificateSummary"
        },
        "description": "The chain as built for verification, leaf first (the root when it is in the store)."
      },
      "sentChainLength": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Certificates the server sent (read from a TLS ≤ 1.2 flight), null when not seen."
      },
      "subject": {
        "type": "string",
        "description": "Subject distinguished name, one `attr=value` per RDN, comma-separated."
      },
      "issuer": {
        "type": "string"
      },
      "notBefore": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Start of validity (ISO 8601), null when unreadable."
      },
      "notAfter": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "End of validity (ISO 8601), null when unreadable."
      },
      "keyType": {
        "type": "string",
        "description": "`rsa`, `ec`, `ed25519`, `rsa-pss`, `dsa`…"
      },
      "keyBits": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Public key size, bits (RSA modulus, curve size)."
      },
      "curve": {
        "type": [
          "string",
          "null"
        ],
        "description": "Named curve of an EC key (`prime256v1`), null otherwise."
      },
      "signatureAlgorithm": {
        "type": [
          "string",
          "null"
        ],
        "description": "`sha256WithRSAEncryption`, `ecdsa-with-SHA256`… (dotted OID when unknown)."
      },
      "fingerprintSha256": {
        "type": "string",
        "description": "SHA-256 fingerprint, colon-separated hex."
      },
      "serialNumber": {
        "type": "string",
        "description": "Serial number, hex."
      },
      "selfSigned": {
        "type": "boolean",
        "description": "Issued by itself and signed by its own key."
      },
      "isCa": {
        "type": "boolean",
        "description": "Basic constraints CA:TRUE."
      }
    },
    "required": [
      "sans",
      "trusted",
      "valid",
      "trustError",
      "hostnameMatches",
      "chainComplete",
      "expired",
      "notYetValid",
      "daysRemaining",
      "chain",
      "sentChainLength",
      "subject",
      "issuer",
      "notBefore",
      "notAfter",
      "keyType",
      "keyBits",
      "curve",
      "signatureAlgorithm",
      "fingerprintSha256",
      "serialNumber",
      "selfSigned",
      "isCa"
    ],
    "additionalProperties": false
  },
  "TlsHsts": {
    "type": "object",
    "properties": {
      "present": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "A Strict-Transport-Security header was received; null when the HTTPS request failed."
      },
      "maxAge": {
        "type": [
          "integer",
          "null"
        ],
        "description": "max-age in seconds (null when absent or invalid)."
      },
      "includeSubDomains": {
        "type": "boolean"
      },
      "preload": {
        "type": "boolean"
      },
      "valid": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "The header parses (one valid max-age); null when absent or not checked."
      }
    },
    "required": [
      "present",
      "maxAge",
      "includeSubDomains",
      "preload",
      "valid"
    ],
    "additionalProperties": false
  },
  "TlsRevocation": {
    "type": "object",
    "properties": {
      "ocspStapled": {
        "type": "boolean",
        "description": "The server stapled an OCSP response (status_request)."
      },
      "status": {
        "type": "string",
        "enum": [
          "good",
          "not-checked",
          "revoked",
          "unknown"
        ]
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "responder",
          "stapled",
          null
        ],
        "description": "Where the status came from: the stapled response or the responder named in the certificate."
      },
      "ocspUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "OCSP responder URL of the certificate (AIA), null when none."
      }
    },
    "required": [
      "ocspStapled",
      "status",
      "source",
      "ocspUrl"
    ],
    "additionalProperties": false
  }
} as const;
