// Generated from core's result type of `check-url` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const URL_RESULT_SCHEMAS = {
  "CheckUrlResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "`partial` when the redirects or the domain age were skipped (offline) or failed, or the Web Risk lookup failed; `complete` otherwise. Never `failed`: the text of the address is always read."
      },
      "input": {
        "type": "string",
        "description": "The URL as submitted."
      },
      "normalizedUrl": {
        "type": "string",
        "description": "WHATWG-normalised URL: scheme added when missing, host lower-cased and punycoded, default port and dot segments removed."
      },
      "analyzedHost": {
        "type": "string",
        "description": "Host as analysed (punycode for IDNs, brackets for IPv6); empty for data:/javascript: URLs."
      },
      "registrableDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "Registrable domain per the Public Suffix List (ICANN section), or null for IPs and hostless URLs."
      },
      "confidenceScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100,
        "description": "Confidence (0–100) that the URL is a threat."
      },
      "verdictKey": {
        "type": "string",
        "enum": [
          "verdict.caution",
          "verdict.dangerous",
          "verdict.likely-safe",
          "verdict.suspicious"
        ]
      },
      "verdict": {
        "type": "string",
        "description": "Localized text of `verdictKey`."
      },
      "summaryKey": {
        "type": "string",
        "enum": [
          "url.summary.caution",
          "url.summary.dangerous",
          "url.summary.inconclusive",
          "url.summary.likely-safe",
          "url.summary.suspicious"
        ]
      },
      "summary": {
        "type": "string",
        "description": "Localized text of `summaryKey`."
      },
      "recommendedActionKey": {
        "type": "string",
        "enum": [
          "url.action.caution",
          "url.action.dangerous",
          "url.action.inconclusive",
          "url.action.likely-safe",
          "url.action.suspicious"
        ]
      },
      "recommendedAction": {
        "type": "string",
        "description": "Localized text of `recommendedActionKey`."
      },
      "isInconclusive": {
        "type": "boolean"
      },
      "findings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/UrlFinding"
        }
      },
      "redirects": {
        "$ref": "#/components/schemas/RedirectReport"
      },
      "domainAge": {
        "$ref": "#/components/schemas/DomainAgeReport"
      },
      "webRisk": {
        "$ref": "#/components/schemas/WebRiskReport"
      },
      "feeds": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/FeedsReport"
          }
        ],
        "description": "How fresh the known-phishing feeds were when the URL was looked up in them (locally); null when no feed store is configured (offline mode, `SECAPI_PHISHING_FEEDS=off`, a library context without one)."
      },
      "checkedAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps the time it was computed."
      }
    },
    "required": [
      "outcome",
      "input",
      "normalizedUrl",
      "analyzedHost",
      "registrableDomain",
      "confidenceScore",
      "verdictKey",
      "verdict",
      "summaryKey",
      "summary",
      "recommendedActionKey",
      "recommendedAction",
      "isInconclusive",
      "findings",
      "redirects",
      "domainAge",
      "webRisk",
      "feeds",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "UrlFinding": {
    "type": "object",
    "properties": {
      "code": {
        "type": "string",
        "enum": [
          "url-brand-in-domain",
          "url-brand-in-path",
          "url-brand-in-subdomain",
          "url-brand-lookalike",
          "url-brand-misspelt",
          "url-brand-other-tld",
          "url-brand-page-copy",
          "url-brand-split",
          "url-brand-suffix-disguise",
          "url-brand-typo",
          "url-brand-word-in-name",
          "url-capital-domain",
          "url-credentials",
          "url-crypto-lure",
          "url-dangerous-scheme",
          "url-developer-hosting",
          "url-domain-new",
          "url-domain-young",
          "url-email-in-path",
          "url-encoded-host",
          "url-free-hosting",
          "url-government-name",
          "url-heavy-encoding",
          "url-homograph",
          "url-hosted-appeal-page",
          "url-hosted-file",
          "url-ip-host",
          "url-ip-obfuscated",
          "url-kit-path",
          "url-known-phishing",
          "url-local-address",
          "url-long",
          "url-lure-host",
          "url-lure-keyword",
          "url-many-digits",
          "url-many-hyphens",
          "url-many-subdomains",
          "url-mixed-script",
          "url-model-phishing",
          "url-model-suspicious",
          "url-nonstandard-port",
          "url-numbered-domain",
          "url-odd-letters",
          "url-official-domain",
          "url-open-redirect",
          "url-plain-http",
          "url-profile-brand-handle",
          "url-profile-machine-name",
          "url-punycode",
          "url-random-domain",
          "url-random-path",
          "url-random-subdomain",
          "url-redirect-chain-long",
          "url-redirect-cross-domain",
          "url-redirect-downgrade",
          "url-redirect-shortener-risky",
          "url-redirect-target-deceptive",
          "url-redirect-target-flagged",
          "url-redirect-to-private",
          "url-scheme-added",
          "url-scheme-in-host",
          "url-shared-document",
          "url-shortener",
          "url-shortener-managed",
          "url-shortener-shape",
          "url-styled-letters",
          "url-suspicious-tld",
          "url-tunnel",
          "url-userinfo-disguise",
          "url-web-risk-listed"
        ],
        "description": "The finding's stable code (`url-ip-host`…), the key of its rule; its texts are derived from it."
      },
      "titleKey": {
        "type": "string",
        "enum": [
          "finding.url-brand-in-domain.title",
          "finding.url-brand-in-path.title",
          "finding.url-brand-in-subdomain.title",
          "finding.url-brand-lookalike.title",
          "finding.url-brand-misspelt.title",
          "finding.url-brand-other-tld.title",
          "finding.url-brand-page-copy.title",
          "finding.url-brand-split.title",
          "finding.url-brand-suffix-disguise.title",
          "finding.url-brand-typo.title",
          "finding.url-brand-word-in-name.title",
          "finding.url-capital-domain.title",
          "finding.url-credentials.title",
          "finding.url-crypto-lure.title",
          "finding.url-dangerous-scheme.title",
          "finding.url-developer-hosting.title",
          "finding.url-domain-new.title",
          "finding.url-domain-young.title",
          "finding.url-email-in-path.title",
          "finding.url-encoded-host.title",
          "finding.url-free-hosting.title",
          "finding.url-government-name.title",
          "finding.url-heavy-encoding.title",
          "finding.url-homograph.title",
          "finding.url-hosted-appeal-page.title",
          "finding.url-hosted-file.title",
          "finding.url-ip-host.title",
          "finding.url-ip-obfuscated.title",
          "finding.url-kit-path.title",
          "finding.url-known-phishing.title",
          "finding.url-local-address.title",
          "finding.url-long.title",
          "finding.url-lure-host.title",
          "finding.url-lure-keyword.title",
          "finding.url-many-digits.title",
          "finding.url-many-hyphens.title",
          "finding.url-many-subdomains.title",
          "finding.url-mixed-script.title",
          "finding.url-model-phishing.title",
          "finding.url-model-suspicious.title",
          "finding.url-nonstandard-port.title",
          "finding.url-numbered-domain.title",
          "finding.url-odd-letters.title",
          "finding.url-official-domain.title",
          "finding.url-open-redirect.title",
          "finding.url-plain-http.title",
          "finding.url-profile-brand-handle.title",
          "finding.url-profile-machine-name.title",
          "finding.url-punycode.title",
          "finding.url-random-domain.title",
          "finding.url-random-path.title",
          "finding.url-random-subdomain.title",
          "finding.url-redirect-chain-long.title",
          "finding.url-redirect-cross-domain.title",
          "finding.url-redirect-downgrade.title",
          "finding.url-redirect-shortener-risky.title",
          "finding.url-redirect-target-deceptive.title",
          "finding.url-redirect-target-flagged.title",
          "finding.url-redirect-to-private.title",
          "finding.url-scheme-added.title",
          "finding.url-scheme-in-host.title",
          "finding.url-shared-document.title",
          "finding.url-shortener-managed.title",
          "finding.url-shortener-shape.title",
          "finding.url-shortener.title",
          "finding.url-styled-letters.title",
          "finding.url-suspicious-tld.title",
          "finding.url-tunnel.title",
          "finding.url-userinfo-disguise.title",
          "finding.url-web-risk-listed.title"
        ]
      },
      "title": {
        "type": "string",
        "description": "Localized text of `titleKey`."
      },
      "descriptionKey": {
        "type": "string",
        "enum": [
          "finding.url-brand-in-domain.description",
          "finding.url-brand-in-path.description",
          "finding.url-brand-in-subdomain.description",
          "finding.url-brand-lookalike.description",
          "finding.url-brand-misspelt.description",
          "finding.url-brand-other-tld.description",
          "finding.url-brand-page-copy.description",
          "finding.url-brand-split.description",
          "finding.url-brand-suffix-disguise.description",
          "finding.url-brand-typo.description",
          "finding.url-brand-word-in-name.description",
          "finding.url-capital-domain.description",
          "finding.url-credentials.description",
          "finding.url-crypto-lure.description",
          "finding.url-dangerous-scheme.description",
          "finding.url-developer-hosting.description",
          "finding.url-domain-new.description",
          "finding.url-domain-young.description",
          "finding.url-email-in-path.description",
          "finding.url-encoded-host.description",
          "finding.url-free-hosting.description",
          "finding.url-government-name.description",
          "finding.url-heavy-encoding.description",
          "finding.url-homograph.description",
          "finding.url-hosted-appeal-page.description",
          "finding.url-hosted-file.description",
          "finding.url-ip-host.description",
          "finding.url-ip-obfuscated.description",
          "finding.url-kit-path.description",
          "finding.url-known-phishing.description",
          "finding.url-local-address.description",
          "finding.url-long.description",
          "finding.url-lure-host.description",
          "finding.url-lure-keyword.description",
          "finding.url-many-digits.description",
          "finding.url-many-hyphens.description",
          "finding.url-many-subdomains.description",
          "finding.url-mixed-script.description",
          "finding.url-model-phishing.description",
          "finding.url-model-suspicious.description",
          "finding.url-nonstandard-port.description",
          "finding.url-numbered-domain.description",
          "finding.url-odd-letters.description",
          "finding.url-official-domain.description",
          "finding.url-open-redirect.description",
          "finding.url-plain-http.description",
          "finding.url-profile-brand-handle.description",
          "finding.url-profile-machine-name.description",
          "finding.url-punycode.description",
          "finding.url-random-domain.description",
          "finding.url-random-path.description",
          "finding.url-random-subdomain.description",
          "finding.url-redirect-chain-long.description",
          "finding.url-redirect-cross-domain.description",
          "finding.url-redirect-downgrade.description",
          "finding.url-redirect-shortener-risky.description",
          "finding.url-redirect-target-deceptive.description",
          "finding.url-redirect-target-flagged.description",
          "finding.url-redirect-to-private.description",
          "finding.url-scheme-added.description",
          "finding.url-scheme-in-host.description",
          "finding.url-shared-document.description",
          "finding.url-shortener-managed.description",
          "finding.url-shortener-shape.description",
          "finding.url-shortener.description",
          "finding.url-styled-letters.description",
          "finding.url-suspicious-tld.description",
          "finding.url-tunnel.description",
          "finding.url-userinfo-disguise.description",
          "finding.url-web-risk-listed.description"
        ]
      },
      "description": {
        "type": "string",
        "description": "Localized text of `descriptionKey`."
      },
      "severity": {
        "type": "string",
        "enum": [
          "Critical",
          "High",
          "Info",
          "Low",
          "Medium"
        ]
      },
      "scoreImpact": {
        "type": "integer"
      },
      "parameters": {
        "type": [
          "object",
          "null"
        ],
        "additionalProperties": {
          "oneOf": [
            {
              "type": "boolean"
            },
            {
              "type": "string"
            },
            {
              "type": "number"
            },
            {
              "type": "array",
              "items": {
                "type": "string"
              }
            }
          ]
        }
      },
      "sourceHintKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "source.dkim-verification",
          "source.dmarc-policy",
          "source.dns-blocklists",
          "source.domain-age",
          "source.email-content",
          "source.email-headers",
          "source.lexical",
          "source.message-heuristics",
          "source.phishing-lists",
          "source.redirects",
          "source.web-risk",
          null
        ]
      },
      "sourceHint": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `sourceHintKey`."
      }
    },
    "required": [
      "code",
      "titleKey",
      "title",
      "descriptionKey",
      "description",
      "severity",
      "scoreImpact",
      "parameters",
      "sourceHintKey",
      "sourceHint"
    ],
    "additionalProperties": false
  },
  "RedirectHop": {
    "type": "object",
    "description": "One request of the redirect chain: the first (the normalised input), every redirect target, and the one where the chain ended. Mapped one to one from the HTTP port's `HttpHop`.",
    "properties": {
      "url": {
        "type": "string",
        "description": "The URL requested (absolute, as the port resolved it)."
      },
      "status": {
        "type": [
          "integer",
          "null"
        ],
        "description": "HTTP status; null when no response came (blocked by policy, DNS failure, timeout…)."
      },
      "location": {
        "type": [
          "string",
          "null"
        ],
        "description": "The `Location` header as sent when the hop is a redirect, else null."
      },
      "host": {
        "type": "string",
        "description": "Host of `url` (punycode, IPv6 in brackets)."
      },
      "address": {
        "type": [
          "string",
          "null"
        ],
        "description": "The IP address connected to; null when no connection was made."
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
  },
  "RedirectReport": {
    "type": "object",
    "properties": {
      "wasAttempted": {
        "type": "boolean"
      },
      "wasSuccessful": {
        "type": "boolean"
      },
      "wasBlockedByPolicy": {
        "type": "boolean"
      },
      "hops": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/RedirectHop"
        }
      },
      "finalUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "URL of the last hop: where the chain ended, whether or not it answered. Null when not attempted."
      },
      "finalHost": {
        "type": [
          "string",
          "null"
        ]
      },
      "hitMaxHops": {
        "type": "boolean",
        "description": "The chain was still redirecting after `REDIRECT_LIMITS.maxRedirects` redirects."
      },
      "unresolvable": {
        "type": "boolean",
        "description": "A host of the chain does not resolve (DNS NXDOMAIN or lookup failure)."
      },
      "containsHttpsToHttpDowngrade": {
        "type": "boolean"
      },
      "errorMessageKey": {
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
        "description": "`http-error.<code>` when the chain did not end in a response."
      },
      "errorMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorMessageKey`."
      },
      "skipReasonKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "Why the chain was not followed: `skip.offline-mode`, `skip.not-applicable` (not a web address), `error.network-unreachable` (the service's resolver health check failed)."
      },
      "skipReason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `skipReasonKey`."
      }
    },
    "required": [
      "wasAttempted",
      "wasSuccessful",
      "wasBlockedByPolicy",
      "hops",
      "finalUrl",
      "finalHost",
      "hitMaxHops",
      "unresolvable",
      "containsHttpsToHttpDowngrade",
      "errorMessageKey",
      "errorMessage",
      "skipReasonKey",
      "skipReason"
    ],
    "additionalProperties": false
  },
  "DomainAgeReport": {
    "type": "object",
    "properties": {
      "wasAttempted": {
        "type": "boolean"
      },
      "wasSuccessful": {
        "type": "boolean"
      },
      "lookedUpDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The registrable domain whose age would be looked up (null for IP hosts and non-web schemes)."
      },
      "registeredAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "When the domain was registered (RDAP `registration` event), ISO 8601."
      },
      "ageInDays": {
        "type": [
          "integer",
          "null"
        ]
      },
      "ageBand": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "established",
          "new",
          "recent",
          null
        ]
      },
      "humanReadableAgeKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "whois.age.one-to-five-years",
          "whois.age.over-five-years",
          "whois.age.under-a-month",
          "whois.age.under-a-week",
          "whois.age.under-a-year",
          null
        ],
        "description": "Key of the age in words (localised as `humanReadableAge`); null until the age is known."
      },
      "humanReadableAge": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `humanReadableAgeKey`."
      },
      "errorMessageKey": {
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
          "url.error.domain-age-failed",
          "whois.error.no-registration-date",
          "whois.error.not-found",
          "whois.error.unavailable",
          "whois.error.unsupported-tld",
          null
        ],
        "description": "Why the RDAP lookup gave no registration date (`whois.error.*`, `http-error.timeout` when the deadline came first); `url.error.domain-age-failed` is check-url's safety net when the lookup itself broke."
      },
      "errorMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorMessageKey`."
      },
      "skipReasonKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "Why not attempted (`error.network-unreachable`: the service's resolver health check failed)."
      },
      "skipReason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `skipReasonKey`."
      }
    },
    "required": [
      "wasAttempted",
      "wasSuccessful",
      "lookedUpDomain",
      "registeredAt",
      "ageInDays",
      "ageBand",
      "humanReadableAgeKey",
      "humanReadableAge",
      "errorMessageKey",
      "errorMessage",
      "skipReasonKey",
      "skipReason"
    ],
    "additionalProperties": false
  },
  "WebRiskReport": {
    "type": "object",
    "description": "The Google Web Risk lookup of the input URL and of the final URL of the redirect chain.",
    "properties": {
      "wasAttempted": {
        "type": "boolean"
      },
      "wasSuccessful": {
        "type": "boolean",
        "description": "Every lookup made got a usable answer."
      },
      "threatTypes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Threat types of the lists the URLs are on (`MALWARE`, `SOCIAL_ENGINEERING`, `UNWANTED_SOFTWARE`); empty when not listed."
      },
      "errorMessageKey": {
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
          "url.error.web-risk-failed",
          null
        ],
        "description": "`http-error.<code>` or `url.error.web-risk-failed` when a lookup failed."
      },
      "errorMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorMessageKey`."
      },
      "skipReasonKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          "url.skip.no-web-risk-key",
          null
        ],
        "description": "`skip.offline-mode`, `skip.not-applicable` (script URLs), `url.skip.no-web-risk-key` or `error.network-unreachable`."
      },
      "skipReason": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `skipReasonKey`."
      }
    },
    "required": [
      "wasAttempted",
      "wasSuccessful",
      "threatTypes",
      "errorMessageKey",
      "errorMessage",
      "skipReasonKey",
      "skipReason"
    ],
    "additionalProperties": false
  },
  "FeedSourceStatus": {
    "type": "object",
    "properties": {
      "id": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "updatedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO time of the copy in use; null when no copy has loaded yet."
      },
      "entries": {
        "type": "integer"
      }
    },
    "required": [
      "id",
      "name",
      "updatedAt",
      "entries"
    ],
    "additionalProperties": false
  },
  "FeedsReport": {
    "type": "object",
    "description": "How fresh the feeds were when a URL was looked up (the URL result's `feeds`).",
    "properties": {
      "checked": {
        "type": "boolean",
        "description": "At least one configured feed had a copy loaded, so the URL was looked up."
      },
      "updatedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO time of the OLDEST copy in use (every loaded feed is at least this fresh); null when none."
      },
      "entries": {
        "type": "integer",
        "description": "Entries over every loaded copy."
      },
      "sources": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/FeedSourceStatus"
        }
      }
    },
    "required": [
      "checked",
      "updatedAt",
      "entries",
      "sources"
    ],
    "additionalProperties": false
  }
} as const;
