// Generated from core's result type of `check-certs` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const CERTS_RESULT_SCHEMAS = {
  "CheckCertsResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`certsOutcome` in analyze.ts, `outcome.ts`)."
      },
      "domain": {
        "type": "string",
        "description": "The domain searched, ASCII (punycode), lower case."
      },
      "unicodeDomain": {
        "type": "string"
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "certspotter",
          "crt.sh",
          null
        ],
        "description": "Which source answered; null when none did (or offline)."
      },
      "subdomains": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/CertsSubdomain"
        },
        "description": "Unique names at or below the domain, sorted, at most `CERTS_LIMITS.maxSubdomains`."
      },
      "subdomainCount": {
        "type": "integer",
        "description": "Number of unique names found (before the bound)."
      },
      "truncated": {
        "type": "boolean",
        "description": "True when `subdomains` was cut at the bound."
      },
      "certificates": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/CertificateEntry"
        },
        "description": "Newest first (by notBefore), at most `CERTS_LIMITS.sampleSize`."
      },
      "certificateCount": {
        "type": "integer",
        "description": "Number of unique certificates the source returned (after de-duplication)."
      },
      "attempts": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/CtSearchAttempt"
        },
        "description": "Every request made, in order (the first source, its retry, the fallback)."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "certs.note.certificates-sampled",
            "certs.note.fallback-source",
            "certs.note.none-found",
            "certs.note.subdomains-truncated"
          ]
        }
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
          "certs.error.all-sources-failed",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "`skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed: no source asked, nothing said), `certs.error.all-sources-failed`, or null."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "checkedAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps the time it was computed."
      }
    },
    "required": [
      "outcome",
      "domain",
      "unicodeDomain",
      "source",
      "subdomains",
      "subdomainCount",
      "truncated",
      "certificates",
      "certificateCount",
      "attempts",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "CertsSubdomain": {
    "type": "object",
    "description": "One name seen in Certificate Transparency for the domain or below it.",
    "properties": {
      "name": {
        "type": "string",
        "description": "Lower case, no trailing dot; a wildcard keeps its `*.` prefix (`*.example.com`)."
      },
      "wildcard": {
        "type": "boolean"
      }
    },
    "required": [
      "name",
      "wildcard"
    ],
    "additionalProperties": false
  },
  "CertificateEntry": {
    "type": "object",
    "description": "One certificate (or precertificate) of the sample.",
    "properties": {
      "id": {
        "type": "string",
        "description": "crt.sh certificate id (decimal string) or Cert Spotter issuance id (opaque string)."
      },
      "link": {
        "type": [
          "string",
          "null"
        ],
        "description": "A page describing the certificate (crt.sh only), else null."
      },
      "issuerName": {
        "type": [
          "string",
          "null"
        ],
        "description": "Issuer distinguished name, e.g. `C=US, O=Let's Encrypt, CN=R3`; null when not given."
      },
      "commonName": {
        "type": [
          "string",
          "null"
        ]
      },
      "names": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "DNS names of the certificate (lower case, sorted, bounded), as the source gives them."
      },
      "notBefore": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Start of validity, ISO 8601 UTC (`…Z`); null when missing or unparsable."
      },
      "notAfter": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "End of validity, ISO 8601 UTC (`…Z`); null when missing or unparsable."
      },
      "serialNumber": {
        "type": [
          "string",
          "null"
        ],
        "description": "Lower-case hex serial number (crt.sh); null from Cert Spotter."
      }
    },
    "required": [
      "id",
      "link",
      "issuerName",
      "commonName",
      "names",
      "notBefore",
      "notAfter",
      "serialNumber"
    ],
    "additionalProperties": false
  },
  "CtSearchAttempt": {
    "type": "object",
    "description": "One request to one source: what the result's `attempts[]` shows.",
    "properties": {
      "provider": {
        "type": "string",
        "enum": [
          "certspotter",
          "crt.sh"
        ]
      },
      "httpStatus": {
        "type": [
          "integer",
          "null"
        ],
        "description": "HTTP status of the answer; null when none came (timeout, refused, skipped…)."
      },
      "ok": {
        "type": "boolean"
      },
      "errorKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "certs.error.invalid-response",
          "certs.error.no-time-left",
          "certs.error.rate-limited",
          "certs.error.response-too-large",
          "certs.error.upstream-status",
          "http-error.blocked-by-policy",
          "http-error.connection-failed",
          "http-error.connection-refused",
          "http-error.dns-failure",
          "http-error.dns-nxdomain",
          "http-error.headers-too-large",
          "http-error.invalid-redirect",
          "http-error.invalid-url",
          "http-error.port-not-allowed",
          "http-error.protocol-error",
          "http-error.timeout",
          "http-error.tls-error",
          "http-error.too-many-redirects",
          "http-error.unsupported-scheme",
          null
        ],
        "description": "Why this attempt failed; null when it succeeded."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "parameters": {
        "type": [
          "object",
          "null"
        ],
        "additionalProperties": {
          "type": "number"
        },
        "description": "`{ status }` for `certs.error.upstream-status`; null otherwise."
      }
    },
    "required": [
      "provider",
      "httpStatus",
      "ok",
      "errorKey",
      "error",
      "parameters"
    ],
    "additionalProperties": false
  }
} as const;
