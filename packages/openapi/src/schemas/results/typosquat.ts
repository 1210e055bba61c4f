// Generated from core's result type of `check-typosquat` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const TYPOSQUAT_RESULT_SCHEMAS = {
  "CheckTyposquatResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`typosquatOutcome` in analyze.ts, `outcome.ts`)."
      },
      "domain": {
        "type": "string",
        "description": "The input, normalised to ASCII (punycode)."
      },
      "unicodeDomain": {
        "type": "string"
      },
      "registrableDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The registrable domain whose label is fuzzed; null for a bare public suffix."
      },
      "variantsGenerated": {
        "type": "integer"
      },
      "variantsChecked": {
        "type": "integer",
        "description": "Variants with an outcome (registered, unregistered, no records or unknown)."
      },
      "queriesSent": {
        "type": "integer"
      },
      "queryBudget": {
        "type": "integer"
      },
      "stoppedBy": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "budget",
          "deadline",
          null
        ],
        "description": "Why checking stopped before every variant was checked; null when it did not."
      },
      "counts": {
        "$ref": "#/components/schemas/OutcomeCounts"
      },
      "registered": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/RegisteredVariant"
        },
        "description": "Every registered variant, in checking order (most plausible first)."
      },
      "unknown": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/UnknownVariant"
        },
        "description": "The first unknown variants (at most `TYPOSQUAT_LIMITS.maxUnknownListed`); `counts.unknown` has them all."
      },
      "fuzzerCounts": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/FuzzerCount"
        },
        "description": "One entry per fuzzer, in `FUZZERS` order."
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
          "typosquat.error.dns-unavailable",
          "typosquat.error.most-lookups-failed",
          "typosquat.error.no-registrable-domain",
          null
        ],
        "description": "`skip.offline-mode`; `error.network-unreachable` (the service's resolver health check failed: nothing queried, nothing said); `typosquat.error.no-registrable-domain`; `typosquat.error.dns-unavailable` (no checked variant got a usable answer); `typosquat.error.most-lookups-failed` (more than half did not: outcome `partial`); or null."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "typosquat.note.budget-reached",
            "typosquat.note.deadline-reached",
            "typosquat.note.idn-not-accepted",
            "typosquat.note.unknown-not-registered"
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
      "registrableDomain",
      "variantsGenerated",
      "variantsChecked",
      "queriesSent",
      "queryBudget",
      "stoppedBy",
      "counts",
      "registered",
      "unknown",
      "fuzzerCounts",
      "errorKey",
      "error",
      "noteKeys",
      "notes",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "OutcomeCounts": {
    "type": "object",
    "properties": {
      "registered": {
        "type": "integer",
        "description": "NS/A/AAAA/MX found."
      },
      "unregistered": {
        "type": "integer",
        "description": "NXDOMAIN."
      },
      "noRecords": {
        "type": "integer",
        "description": "The name exists (NOERROR) but has no NS, A, AAAA or MX record: not counted as registered."
      },
      "unknown": {
        "type": "integer",
        "description": "SERVFAIL, REFUSED, timeout, malformed, error, or look-ups cut short."
      }
    },
    "required": [
      "registered",
      "unregistered",
      "noRecords",
      "unknown"
    ],
    "additionalProperties": false
  },
  "RegisteredVariant": {
    "type": "object",
    "description": "A variant that exists in DNS with at least one NS, A, AAAA or MX record.",
    "properties": {
      "domain": {
        "type": "string"
      },
      "unicodeDomain": {
        "type": "string"
      },
      "fuzzers": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "addition",
            "bitsquatting",
            "cyrillic",
            "dictionary",
            "homoglyph",
            "hyphenation",
            "insertion",
            "omission",
            "plural",
            "repetition",
            "replacement",
            "subdomain",
            "tld-swap",
            "transposition",
            "various",
            "vowel-swap"
          ]
        }
      },
      "fuzzerNameKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "typosquat.fuzzer.addition",
            "typosquat.fuzzer.bitsquatting",
            "typosquat.fuzzer.cyrillic",
            "typosquat.fuzzer.dictionary",
            "typosquat.fuzzer.homoglyph",
            "typosquat.fuzzer.hyphenation",
            "typosquat.fuzzer.insertion",
            "typosquat.fuzzer.omission",
            "typosquat.fuzzer.plural",
            "typosquat.fuzzer.repetition",
            "typosquat.fuzzer.replacement",
            "typosquat.fuzzer.subdomain",
            "typosquat.fuzzer.tld-swap",
            "typosquat.fuzzer.transposition",
            "typosquat.fuzzer.various",
            "typosquat.fuzzer.vowel-swap"
          ]
        }
      },
      "fuzzerNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `fuzzerNameKeys`, in the same order."
      },
      "plausibility": {
        "type": "string",
        "enum": [
          "high",
          "low",
          "medium"
        ]
      },
      "nameServers": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "NS host names (lower case, no trailing dot), as answered."
      },
      "ipv4Addresses": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "ipv6Addresses": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "mailServers": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "MX host names, lowest preference first."
      },
      "detailsComplete": {
        "type": "boolean",
        "description": "False when the budget or deadline cut the A/AAAA/MX look-ups of this variant short."
      }
    },
    "required": [
      "domain",
      "unicodeDomain",
      "fuzzers",
      "fuzzerNameKeys",
      "fuzzerNames",
      "plausibility",
      "nameServers",
      "ipv4Addresses",
      "ipv6Addresses",
      "mailServers",
      "detailsComplete"
    ],
    "additionalProperties": false
  },
  "UnknownVariant": {
    "type": "object",
    "description": "A variant whose status could not be told (never counted as registered).",
    "properties": {
      "domain": {
        "type": "string"
      },
      "unicodeDomain": {
        "type": "string"
      },
      "fuzzers": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "addition",
            "bitsquatting",
            "cyrillic",
            "dictionary",
            "homoglyph",
            "hyphenation",
            "insertion",
            "omission",
            "plural",
            "repetition",
            "replacement",
            "subdomain",
            "tld-swap",
            "transposition",
            "various",
            "vowel-swap"
          ]
        }
      },
      "fuzzerNameKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "typosquat.fuzzer.addition",
            "typosquat.fuzzer.bitsquatting",
            "typosquat.fuzzer.cyrillic",
            "typosquat.fuzzer.dictionary",
            "typosquat.fuzzer.homoglyph",
            "typosquat.fuzzer.hyphenation",
            "typosquat.fuzzer.insertion",
            "typosquat.fuzzer.omission",
            "typosquat.fuzzer.plural",
            "typosquat.fuzzer.repetition",
            "typosquat.fuzzer.replacement",
            "typosquat.fuzzer.subdomain",
            "typosquat.fuzzer.tld-swap",
            "typosquat.fuzzer.transposition",
            "typosquat.fuzzer.various",
            "typosquat.fuzzer.vowel-swap"
          ]
        }
      },
      "fuzzerNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `fuzzerNameKeys`, in the same order."
      },
      "plausibility": {
        "type": "string",
        "enum": [
          "high",
          "low",
          "medium"
        ]
      },
      "status": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "error",
          "malformed",
          "nodata",
          "nxdomain",
          "ok",
          "refused",
          "servfail",
          "timeout",
          null
        ],
        "description": "The failing DNS status; null when the look-ups were cut short by the budget or deadline."
      },
      "statusMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "dns-status.error",
          "dns-status.malformed",
          "dns-status.nodata",
          "dns-status.nxdomain",
          "dns-status.ok",
          "dns-status.refused",
          "dns-status.servfail",
          "dns-status.timeout",
          null
        ]
      },
      "statusMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `statusMessageKey`."
      },
      "reasonKey": {
        "type": "string",
        "enum": [
          "typosquat.unknown.budget",
          "typosquat.unknown.deadline",
          "typosquat.unknown.dns-failure"
        ]
      },
      "reason": {
        "type": "string",
        "description": "Localized text of `reasonKey`."
      }
    },
    "required": [
      "domain",
      "unicodeDomain",
      "fuzzers",
      "fuzzerNameKeys",
      "fuzzerNames",
      "plausibility",
      "status",
      "statusMessageKey",
      "statusMessage",
      "reasonKey",
      "reason"
    ],
    "additionalProperties": false
  },
  "FuzzerCount": {
    "type": "object",
    "properties": {
      "fuzzer": {
        "type": "string",
        "enum": [
          "addition",
          "bitsquatting",
          "cyrillic",
          "dictionary",
          "homoglyph",
          "hyphenation",
          "insertion",
          "omission",
          "plural",
          "repetition",
          "replacement",
          "subdomain",
          "tld-swap",
          "transposition",
          "various",
          "vowel-swap"
        ]
      },
      "fuzzerNameKey": {
        "type": "string",
        "enum": [
          "typosquat.fuzzer.addition",
          "typosquat.fuzzer.bitsquatting",
          "typosquat.fuzzer.cyrillic",
          "typosquat.fuzzer.dictionary",
          "typosquat.fuzzer.homoglyph",
          "typosquat.fuzzer.hyphenation",
          "typosquat.fuzzer.insertion",
          "typosquat.fuzzer.omission",
          "typosquat.fuzzer.plural",
          "typosquat.fuzzer.repetition",
          "typosquat.fuzzer.replacement",
          "typosquat.fuzzer.subdomain",
          "typosquat.fuzzer.tld-swap",
          "typosquat.fuzzer.transposition",
          "typosquat.fuzzer.various",
          "typosquat.fuzzer.vowel-swap"
        ]
      },
      "fuzzerName": {
        "type": "string",
        "description": "Localized text of `fuzzerNameKey`."
      },
      "generated": {
        "type": "integer",
        "description": "Variants this fuzzer produced (a variant produced by two fuzzers counts for both)."
      },
      "checked": {
        "type": "integer"
      },
      "registered": {
        "type": "integer"
      }
    },
    "required": [
      "fuzzer",
      "fuzzerNameKey",
      "fuzzerName",
      "generated",
      "checked",
      "registered"
    ],
    "additionalProperties": false
  }
} as const;
