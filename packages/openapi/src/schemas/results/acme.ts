// Generated from core's result type of `check-acme` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const ACME_RESULT_SCHEMAS = {
  "CheckAcmeResponse": {
    "type": "object",
    "properties": {
      "domain": {
        "type": "string",
        "description": "The name diagnosed (lower case, punycode; `*.` kept for a wildcard)."
      },
      "method": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "dns-01",
          "http-01",
          "tls-alpn-01",
          null
        ],
        "description": "The method asked for, or null (every method checked)."
      },
      "methodsChecked": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "dns-01",
            "http-01",
            "tls-alpn-01"
          ]
        },
        "description": "The methods whose checks ran."
      },
      "methods": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AcmeMethodVerdict"
        },
        "description": "Per method checked: would it work, as far as the checks can tell."
      },
      "problems": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AcmeProblem"
        },
        "description": "The problems found, worst severity first."
      },
      "checks": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AcmeCheck"
        },
        "description": "Every check, in Let's Debug's block order, with whether it ran."
      },
      "caa": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/AcmeCaa"
          }
        ],
        "description": "The CAA walk; null when it did not run."
      },
      "addresses": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AcmeAddress"
        },
        "description": "The name's A and AAAA addresses (http-01 and tls-alpn-01; empty otherwise)."
      },
      "dns01": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/AcmeDns01"
          }
        ],
        "description": "The dns-01 view; null when dns-01 was not checked."
      },
      "rateLimits": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/AcmeRateLimits"
          }
        ],
        "description": "Rate limits from Certificate Transparency; null when the check did not run."
      },
      "errorKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "acme.error.dns-unavailable",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "Why the diagnosis could not be made at all (offline, `error.network-unreachable` when the service's own resolver health check failed, no DNS answer); null otherwise."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "`complete`: every applicable check ran; `partial`: some failed (no answer, no time left); `failed`: nothing could be checked (offline, the registered domain's lookup failed)."
      },
      "checkedAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps the time it was computed."
      }
    },
    "required": [
      "domain",
      "method",
      "methodsChecked",
      "methods",
      "problems",
      "checks",
      "caa",
      "addresses",
      "dns01",
      "rateLimits",
      "errorKey",
      "error",
      "outcome",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "AcmeMethodVerdict": {
    "type": "object",
    "description": "Whether a method looks usable, from the problems that affect it.",
    "properties": {
      "method": {
        "type": "string",
        "enum": [
          "dns-01",
          "http-01",
          "tls-alpn-01"
        ],
        "description": "The challenge method."
      },
      "statusKey": {
        "type": "string",
        "enum": [
          "acme.method-status.blocked",
          "acme.method-status.no-problem-found",
          "acme.method-status.not-checked",
          "acme.method-status.warnings"
        ],
        "description": "`acme.method-status.<s>`: no problem found, blocked (Fatal/Error), warnings only, or not checked."
      },
      "status": {
        "type": "string",
        "description": "Localized text of `statusKey`."
      }
    },
    "required": [
      "method",
      "statusKey",
      "status"
    ],
    "additionalProperties": false
  },
  "AcmeProblem": {
    "type": "object",
    "description": "One problem found, as Let's Debug names and grades it.",
    "properties": {
      "key": {
        "type": "string",
        "enum": [
          "acme.problem.a-not-working",
          "acme.problem.aaaa-not-working",
          "acme.problem.bad-redirect",
          "acme.problem.blocked-by-firewall",
          "acme.problem.blocked-by-nginx-test-cookie",
          "acme.problem.caa-critical-unknown",
          "acme.problem.caa-issuance-not-allowed",
          "acme.problem.caa-possibly-invalid",
          "acme.problem.caa-requires-account-uri",
          "acme.problem.cloudflare-cdn",
          "acme.problem.dns-lookup-failed",
          "acme.problem.http-on-https-port",
          "acme.problem.invalid-domain",
          "acme.problem.method-not-suitable",
          "acme.problem.multiple-ip-address-discrepancy",
          "acme.problem.no-records",
          "acme.problem.port-forwarding",
          "acme.problem.public-suffix",
          "acme.problem.rate-limit",
          "acme.problem.reserved-address",
          "acme.problem.tls-alpn-handshake-failed",
          "acme.problem.tls-alpn-no-answer",
          "acme.problem.tls-alpn-not-negotiated",
          "acme.problem.txt-cname-delegation",
          "acme.problem.txt-double-label",
          "acme.problem.txt-record-error",
          "acme.problem.unexpected-http-response",
          "acme.problem.webserver-misconfiguration"
        ],
        "description": "`acme.problem.<name>`: Let's Debug's problem name in kebab case (the problem's identifier)."
      },
      "explanationKey": {
        "type": "string",
        "enum": [
          "acme.problem.a-not-working",
          "acme.problem.aaaa-not-working",
          "acme.problem.bad-redirect",
          "acme.problem.blocked-by-firewall",
          "acme.problem.blocked-by-nginx-test-cookie",
          "acme.problem.caa-critical-unknown",
          "acme.problem.caa-issuance-not-allowed",
          "acme.problem.caa-possibly-invalid",
          "acme.problem.caa-requires-account-uri",
          "acme.problem.cloudflare-cdn",
          "acme.problem.dns-lookup-failed",
          "acme.problem.http-on-https-port",
          "acme.problem.invalid-domain",
          "acme.problem.method-not-suitable",
          "acme.problem.multiple-ip-address-discrepancy",
          "acme.problem.no-records",
          "acme.problem.port-forwarding",
          "acme.problem.public-suffix",
          "acme.problem.rate-limit",
          "acme.problem.reserved-address",
          "acme.problem.tls-alpn-handshake-failed",
          "acme.problem.tls-alpn-no-answer",
          "acme.problem.tls-alpn-not-negotiated",
          "acme.problem.txt-cname-delegation",
          "acme.problem.txt-double-label",
          "acme.problem.txt-record-error",
          "acme.problem.unexpected-http-response",
          "acme.problem.webserver-misconfiguration"
        ],
        "description": "The same key, localized beside it as `explanation`: what the problem is and what to do."
      },
      "explanation": {
        "type": "string",
        "description": "Localized text of `explanationKey`."
      },
      "severity": {
        "type": "string",
        "enum": [
          "Debug",
          "Error",
          "Fatal",
          "Info",
          "Warning"
        ],
        "description": "The severity Let's Debug gives this problem (ours for `txt-cname-delegation` and near limits)."
      },
      "detailKey": {
        "type": "string",
        "enum": [
          "acme.detail.address-lookup-failed",
          "acme.detail.addresses-disagree",
          "acme.detail.alpn-not-selected",
          "acme.detail.alpn-refused",
          "acme.detail.caa-account-uri",
          "acme.detail.caa-lookup-failed",
          "acme.detail.caa-malformed-value",
          "acme.detail.caa-method-not-allowed",
          "acme.detail.caa-no-issuance",
          "acme.detail.caa-other-ca",
          "acme.detail.caa-unknown-critical-tag",
          "acme.detail.cloudflare-server",
          "acme.detail.connection-failed",
          "acme.detail.connection-refused",
          "acme.detail.connection-timeout",
          "acme.detail.domain-bad-characters",
          "acme.detail.domain-bad-punycode",
          "acme.detail.domain-is-suffix",
          "acme.detail.domain-label-count",
          "acme.detail.domain-label-invalid",
          "acme.detail.domain-not-registered",
          "acme.detail.domain-not-under-suffix",
          "acme.detail.domain-too-long",
          "acme.detail.garbage-response",
          "acme.detail.http-on-https-redirect",
          "acme.detail.nginx-test-cookie",
          "acme.detail.no-addresses",
          "acme.detail.palo-alto-firewall",
          "acme.detail.plain-http-to-tls-port",
          "acme.detail.port-forwarding-server",
          "acme.detail.private-suffix",
          "acme.detail.rate-limit-exact-set",
          "acme.detail.rate-limit-exact-set-near",
          "acme.detail.rate-limit-registered-domain",
          "acme.detail.rate-limit-registered-domain-near",
          "acme.detail.redirect-bad-port",
          "acme.detail.redirect-bad-scheme",
          "acme.detail.redirect-missing-slash",
          "acme.detail.redirect-too-many",
          "acme.detail.redirect-unreachable",
          "acme.detail.reserved-address",
          "acme.detail.soa-lookup-failed",
          "acme.detail.tls-connect-failed",
          "acme.detail.tls-handshake-error",
          "acme.detail.tls-timeout",
          "acme.detail.txt-cname",
          "acme.detail.txt-doubled-label",
          "acme.detail.txt-lookup-failed",
          "acme.detail.unexpected-status",
          "acme.detail.wildcard-needs-dns-01"
        ],
        "description": "`acme.detail.<case>`: which case of the problem was met (localized as `detail`)."
      },
      "detail": {
        "type": "string",
        "description": "Localized text of `detailKey`."
      },
      "methods": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "dns-01",
            "http-01",
            "tls-alpn-01"
          ]
        },
        "description": "The challenge methods this problem affects (a CAA `validationmethods` list affects some only)."
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
        "description": "Values of the texts' `{placeholders}` (names, addresses, counts, statuses)."
      }
    },
    "required": [
      "key",
      "explanationKey",
      "explanation",
      "severity",
      "detailKey",
      "detail",
      "methods",
      "parameters"
    ],
    "additionalProperties": false
  },
  "AcmeCheck": {
    "type": "object",
    "description": "One check of the diagnosis and whether it ran.",
    "properties": {
      "checkKey": {
        "type": "string",
        "enum": [
          "acme.check.addresses",
          "acme.check.caa",
          "acme.check.domain-exists",
          "acme.check.domain-validity",
          "acme.check.http-access",
          "acme.check.rate-limits",
          "acme.check.staging-order",
          "acme.check.tls-alpn",
          "acme.check.txt-doubled-label",
          "acme.check.txt-record",
          "acme.check.wildcard-method"
        ],
        "description": "`acme.check.<id>`: which check (localized as `check`)."
      },
      "check": {
        "type": "string",
        "description": "Localized text of `checkKey`."
      },
      "status": {
        "type": "string",
        "enum": [
          "failed",
          "ran",
          "skipped"
        ],
        "description": "`ran`: it got its answers; `skipped`: not attempted; `failed`: attempted, no usable answer."
      },
      "reasonKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "acme.reason.lookup-failed",
          "acme.reason.method-not-selected",
          "acme.reason.needs-ca-account",
          "acme.reason.no-time-left",
          "acme.reason.sources-failed",
          "acme.reason.stopped-by-fatal",
          "acme.reason.tls-port-refused",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "Why it did not run or failed (`error.network-unreachable`: the service's resolver health check failed)."
      },
      "reason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `reasonKey`."
      }
    },
    "required": [
      "checkKey",
      "check",
      "status",
      "reasonKey",
      "reason"
    ],
    "additionalProperties": false
  },
  "AcmeCaaRecord": {
    "type": "object",
    "description": "One CAA record met on the walk up the name.",
    "properties": {
      "name": {
        "type": "string",
        "description": "The name that holds the record (lower case, no trailing dot)."
      },
      "flags": {
        "type": "integer",
        "description": "The flags octet (128 = issuer critical)."
      },
      "tag": {
        "type": "string",
        "description": "The property tag, lower case (`issue`, `issuewild`, `iodef`…)."
      },
      "value": {
        "type": "string",
        "description": "The property value as published."
      }
    },
    "required": [
      "name",
      "flags",
      "tag",
      "value"
    ],
    "additionalProperties": false
  },
  "AcmeCaa": {
    "type": "object",
    "description": "The CAA walk from the name up to (not including) its public suffix (RFC 8659 §3).",
    "properties": {
      "namesChecked": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Every name asked, in order, until a CAA record set was found."
      },
      "foundAt": {
        "type": [
          "string",
          "null"
        ],
        "description": "The name whose CAA set applies; null when none has one (any CA may issue) or the walk failed."
      },
      "records": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/AcmeCaaRecord"
        },
        "description": "The record set that applies (empty when none)."
      }
    },
    "required": [
      "namesChecked",
      "foundAt",
      "records"
    ],
    "additionalProperties": false
  },
  "AcmeHttpProbe": {
    "type": "object",
    "description": "The http-01 probe of one address.",
    "properties": {
      "url": {
        "type": "string",
        "description": "The URL asked first (`http://<name>/.well-known/acme-challenge/<random>`)."
      },
      "initialStatus": {
        "type": [
          "integer",
          "null"
        ],
        "description": "HTTP status of the first response; null when none came."
      },
      "finalStatus": {
        "type": [
          "integer",
          "null"
        ],
        "description": "HTTP status of the last response (after redirects); null when none came."
      },
      "finalUrl": {
        "type": "string",
        "description": "URL of the last request made."
      },
      "redirects": {
        "type": "integer",
        "description": "Redirects followed."
      },
      "server": {
        "type": [
          "string",
          "null"
        ],
        "description": "The `Server` header of the last response, if any (at most 100 characters)."
      },
      "errorKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
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
        "description": "Why the exchange ended without a usable response; null when it got one."
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
      "url",
      "initialStatus",
      "finalStatus",
      "finalUrl",
      "redirects",
      "server",
      "errorKey",
      "error"
    ],
    "additionalProperties": false
  },
  "AcmeTlsAlpnProbe": {
    "type": "object",
    "description": "The tls-alpn-01 handshake to port 443 of one address (ALPN `acme-tls/1` only, SNI = the name).",
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "handshake-failed",
          "negotiated",
          "no-answer",
          "not-checked",
          "not-negotiated"
        ],
        "description": "`negotiated`: the server chose `acme-tls/1`; `not-negotiated`: it finished the handshake with another protocol or none, or refused with `no_application_protocol`; `no-answer`: connection refused or no handshake in time; `handshake-failed`: it broke the handshake otherwise; `not-checked`: the analysis deadline ran out first."
      },
      "alpn": {
        "type": [
          "string",
          "null"
        ],
        "description": "The ALPN protocol the server selected, or null (none, or no handshake)."
      },
      "protocol": {
        "type": [
          "string",
          "null"
        ],
        "description": "The TLS version negotiated (`TLSv1.3`…), or null without a handshake."
      }
    },
    "required": [
      "status",
      "alpn",
      "protocol"
    ],
    "additionalProperties": false
  },
  "AcmeAddress": {
    "type": "object",
    "description": "One address of the name (A or AAAA).",
    "properties": {
      "address": {
        "type": "string",
        "description": "The address, canonical text."
      },
      "family": {
        "type": "string",
        "enum": [
          "ipv4",
          "ipv6"
        ],
        "description": "`ipv4` (an A record) or `ipv6` (an AAAA record)."
      },
      "reserved": {
        "type": "boolean",
        "description": "In one of Let's Debug's reserved ranges: never contacted."
      },
      "http01": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/AcmeHttpProbe"
          }
        ],
        "description": "What the http-01 probe of this address got; null when it was not probed."
      },
      "tlsAlpn01": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/AcmeTlsAlpnProbe"
          }
        ],
        "description": "What the tls-alpn-01 handshake to this address got; null when it was not made."
      }
    },
    "required": [
      "address",
      "family",
      "reserved",
      "http01",
      "tlsAlpn01"
    ],
    "additionalProperties": false
  },
  "AcmeDns01": {
    "type": "object",
    "description": "The dns-01 view: where Let's Encrypt looks for the TXT record.",
    "properties": {
      "txtName": {
        "type": "string",
        "description": "`_acme-challenge.<name>`."
      },
      "cnameTarget": {
        "type": [
          "string",
          "null"
        ],
        "description": "Where a CNAME at `txtName` delegates the challenge (the last name of the chain), or null."
      },
      "txtRecords": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "TXT records found there now (normally none outside an order)."
      }
    },
    "required": [
      "txtName",
      "cnameTarget",
      "txtRecords"
    ],
    "additionalProperties": false
  },
  "AcmeRateLimits": {
    "type": "object",
    "description": "Let's Encrypt certificates seen in Certificate Transparency over the last 7 days.",
    "properties": {
      "registeredDomain": {
        "type": "string",
        "description": "The registered domain the 50-per-7-days limit counts (PSL eTLD+1)."
      },
      "certificatesLast7Days": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Let's Encrypt certificates for names under it whose validity began in the last 7 days; null when unknown."
      },
      "limit": {
        "type": "integer",
        "description": "New Certificates per Registered Domain: 50 per 7 days."
      },
      "exactSetLast7Days": {
        "type": [
          "integer",
          "null"
        ],
        "description": "The most certificates for one identical set of names including this name, same window; null when unknown."
      },
      "exactSetLimit": {
        "type": "integer",
        "description": "New Certificates per Exact Set of Identifiers: 5 per 7 days."
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
        "description": "Which Certificate Transparency search answered; null when none did."
      }
    },
    "required": [
      "registeredDomain",
      "certificatesLast7Days",
      "limit",
      "exactSetLast7Days",
      "exactSetLimit",
      "source"
    ],
    "additionalProperties": false
  }
} as const;
