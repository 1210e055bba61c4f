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
          "partial",
          "failed"
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
          "A+",
          "A",
          "B",
          "C",
          "D",
          "F",
          "A-",
          "B+",
          "B-",
          "C+",
          "C-",
          "D+",
          "D-",
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
            "headers.note.server-version",
            "headers.note.x-powered-by",
            "headers.note.aspnet-version",
            "headers.note.csp-base-uri-missing",
            "headers.note.csp-form-action-missing",
            "headers.note.csp-report-only-ignored",
            "headers.note.hsts-no-include-subdomains",
            "headers.note.cookie-prefix-invalid",
            "headers.note.http-probe-failed"
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
          "http-error.blocked-by-policy",
          "http-error.invalid-url",
          "http-error.unsupported-scheme",
          "http-error.port-not-allowed",
          "http-error.dns-nxdomain",
          "http-error.dns-failure",
          "http-error.timeout",
          "http-error.connection-refused",
          "http-error.connection-failed",
          "http-error.tls-error",
          "http-error.too-many-redirects",
          "http-error.invalid-redirect",
          "http-error.headers-too-large",
          "http-error.protocol-error",
          "skip.offline-mode",
          "skip.not-implemented",
          "skip.not-applicable",
          "headers.error.unexpected-status",
          null
        ]
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
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
      "error"
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
          "strict-transport-security",
          "content-security-policy",
          "x-content-type-options",
          "framing",
          "referrer-policy",
          "permissions-policy",
          "cookies",
          "cross-origin-opener-policy",
          "cross-origin-resource-policy",
          "redirection",
          "information-leak"
        ]
      },
      "resultKey": {
        "type": "string",
        "enum": [
          "headers.hsts-preload-ready",
          "headers.hsts-implemented-max-age-at-least-six-months",
          "headers.hsts-implemented-max-age-less-than-six-months",
          "headers.hsts-not-implemented",
          "headers.hsts-header-invalid",
          "headers.hsts-not-implemented-no-https",
          "headers.csp-implemented-with-no-unsafe-default-src-none",
          "headers.csp-implemented-with-no-unsafe",
          "headers.csp-implemented-with-unsafe-inline-in-style-src-only",
          "headers.csp-implemented-with-insecure-scheme-in-passive-content-only",
          "headers.csp-implemented-with-unsafe-eval",
          "headers.csp-implemented-with-unsafe-inline",
          "headers.csp-implemented-with-insecure-scheme",
          "headers.csp-header-invalid",
          "headers.csp-not-implemented",
          "headers.csp-not-implemented-but-reporting-enabled",
          "headers.x-content-type-options-nosniff",
          "headers.x-content-type-options-not-implemented",
          "headers.x-content-type-options-header-invalid",
          "headers.framing-implemented-via-csp",
          "headers.framing-sameorigin-or-deny",
          "headers.framing-allow-from-obsolete",
          "headers.framing-not-implemented",
          "headers.framing-header-invalid",
          "headers.referrer-policy-private",
          "headers.referrer-policy-not-implemented",
          "headers.referrer-policy-unsafe",
          "headers.referrer-policy-header-invalid",
          "headers.permissions-policy-implemented",
          "headers.permissions-policy-not-implemented",
          "headers.permissions-policy-header-invalid",
          "headers.cookies-secure-with-httponly-sessions-and-samesite",
          "headers.cookies-secure-with-httponly-sessions",
          "headers.cookies-not-found",
          "headers.cookies-without-secure-flag-but-protected-by-hsts",
          "headers.cookies-session-without-secure-flag-but-protected-by-hsts",
          "headers.cookies-without-secure-flag",
          "headers.cookies-samesite-flag-invalid",
          "headers.cookies-anticsrf-without-samesite-flag",
          "headers.cookies-session-without-httponly-flag",
          "headers.cookies-session-without-secure-flag",
          "headers.coop-implemented",
          "headers.coop-unsafe-none",
          "headers.coop-not-implemented",
          "headers.coop-header-invalid",
          "headers.corp-same-origin-or-same-site",
          "headers.corp-cross-origin",
          "headers.corp-not-implemented",
          "headers.corp-header-invalid",
          "headers.redirection-to-https",
          "headers.redirection-not-needed-no-http",
          "headers.redirection-off-host-from-http",
          "headers.redirection-not-to-https-on-initial-redirection",
          "headers.redirection-not-to-https",
          "headers.redirection-missing",
          "headers.information-leak-none",
          "headers.information-leak-found"
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
