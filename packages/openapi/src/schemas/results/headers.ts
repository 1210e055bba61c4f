// Generated from core's result type of `check-headers` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const HEADERS_RESULT_SCHEMAS = {
  "CheckHeadersResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`headersOutcome` in analyze.ts, `outcome.ts`)."
      },
      "url": {
        "type": "string",
        "description": "The URL analysed (normalised by `inspectUrl`)."
      },
      "finalUrl": {
        "type": [
          "string",
          "null"
        ]
      },
      "status": {
        "type": [
          "integer",
          "null"
        ]
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
          "B+",
          "B-",
          "C",
          "C+",
          "C-",
          "D",
          "D+",
          "D-",
          "F",
          null
        ]
      },
      "score": {
        "type": [
          "integer",
          "null"
        ]
      },
      "tests": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/HeadersTest"
        }
      },
      "gradeNoteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "headers.grade.bonus-withheld",
            "headers.grade.not-https"
          ]
        }
      },
      "gradeNotes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `gradeNoteKeys`, in the same order."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "headers.note.aspnet-version",
            "headers.note.cookie-prefix-invalid",
            "headers.note.csp-base-uri-missing",
            "headers.note.csp-form-action-missing",
            "headers.note.csp-report-only-ignored",
            "headers.note.hsts-no-include-subdomains",
            "headers.note.http-probe-failed",
            "headers.note.server-version",
            "headers.note.x-powered-by"
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
      "hops": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/HttpHop"
        },
        "description": "Every request of the main fetch, in order (the http:// probe is not listed)."
      },
      "errorKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error.network-unreachable",
          "headers.error.unexpected-status",
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
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ]
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
      "url",
      "finalUrl",
      "status",
      "grade",
      "score",
      "tests",
      "gradeNoteKeys",
      "gradeNotes",
      "noteKeys",
      "notes",
      "hops",
      "errorKey",
      "error",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "HeadersTest": {
    "type": "object",
    "description": "One test of the result (a check with its score modifier).",
    "properties": {
      "name": {
        "type": "string",
        "enum": [
          "content-security-policy",
          "cookies",
          "cross-origin-opener-policy",
          "cross-origin-resource-policy",
          "framing",
          "information-leak",
          "permissions-policy",
          "redirection",
          "referrer-policy",
          "strict-transport-security",
          "x-content-type-options"
        ]
      },
      "resultKey": {
        "type": "string",
        "enum": [
          "headers.cookies-anticsrf-without-samesite-flag",
          "headers.cookies-not-found",
          "headers.cookies-samesite-flag-invalid",
          "headers.cookies-secure-with-httponly-sessions",
          "headers.cookies-secure-with-httponly-sessions-and-samesite",
          "headers.cookies-session-without-httponly-flag",
          "headers.cookies-session-without-secure-flag",
          "headers.cookies-session-without-secure-flag-but-protected-by-hsts",
          "headers.cookies-without-secure-flag",
          "headers.cookies-without-secure-flag-but-protected-by-hsts",
          "headers.coop-header-invalid",
          "headers.coop-implemented",
          "headers.coop-not-implemented",
          "headers.coop-unsafe-none",
          "headers.corp-cross-origin",
          "headers.corp-header-invalid",
          "headers.corp-not-implemented",
          "headers.corp-same-origin-or-same-site",
          "headers.csp-header-invalid",
          "headers.csp-implemented-with-insecure-scheme",
          "headers.csp-implemented-with-insecure-scheme-in-passive-content-only",
          "headers.csp-implemented-with-no-unsafe",
          "headers.csp-implemented-with-no-unsafe-default-src-none",
          "headers.csp-implemented-with-unsafe-eval",
          "headers.csp-implemented-with-unsafe-inline",
          "headers.csp-implemented-with-unsafe-inline-in-style-src-only",
          "headers.csp-not-implemented",
          "headers.csp-not-implemented-but-reporting-enabled",
          "headers.framing-allow-from-obsolete",
          "headers.framing-header-invalid",
          "headers.framing-implemented-via-csp",
          "headers.framing-not-implemented",
          "headers.framing-sameorigin-or-deny",
          "headers.hsts-header-invalid",
          "headers.hsts-implemented-max-age-at-least-six-months",
          "headers.hsts-implemented-max-age-less-than-six-months",
          "headers.hsts-not-implemented",
          "headers.hsts-not-implemented-no-https",
          "headers.hsts-preload-ready",
          "headers.information-leak-found",
          "headers.information-leak-none",
          "headers.permissions-policy-header-invalid",
          "headers.permissions-policy-implemented",
          "headers.permissions-policy-not-implemented",
          "headers.redirection-missing",
          "headers.redirection-not-needed-no-http",
          "headers.redirection-not-to-https",
          "headers.redirection-not-to-https-on-initial-redirection",
          "headers.redirection-off-host-from-http",
          "headers.redirection-to-https",
          "headers.referrer-policy-header-invalid",
          "headers.referrer-policy-not-implemented",
          "headers.referrer-policy-private",
          "headers.referrer-policy-unsafe",
          "headers.x-content-type-options-header-invalid",
          "headers.x-content-type-options-nosniff",
          "headers.x-content-type-options-not-implemented"
        ]
      },
      "result": {
        "type": "string",
        "description": "Localized text of `resultKey`."
      },
      "pass": {
        "type": "boolean"
      },
      "scoreModifier": {
        "type": "integer"
      },
      "data": {
        "type": [
          "string",
          "null"
        ]
      }
    },
    "required": [
      "name",
      "resultKey",
      "result",
      "pass",
      "scoreModifier",
      "data"
    ],
    "additionalProperties": false
  },
  "HttpHop": {
    "type": "object",
    "description": "One request of the chain: the first, every redirect, and the final one.",
    "properties": {
      "url": {
        "type": "string"
      },
      "status": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Null when no response came (blocked, DNS failure, timeout…)."
      },
      "location": {
        "type": [
          "string",
          "null"
        ],
        "description": "The Location header of a redirect, as sent (null otherwise)."
      },
      "host": {
        "type": "string"
      },
      "address": {
        "type": [
          "string",
          "null"
        ],
        "description": "The IP address connected to (null when no connection was made)."
      }
    },
    "required": [
      "url",
      "status",
      "location",
      "host",
      "address"
    ],
    "additionalProperties": false
  }
} as const;
