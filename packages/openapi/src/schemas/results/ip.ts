// Generated from core's result type of `check-ip` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const IP_RESULT_SCHEMAS = {
  "CheckIpResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`ipOutcome` in analyze.ts, `outcome.ts`)."
      },
      "input": {
        "type": "string",
        "description": "The input as given (trimmed)."
      },
      "ip": {
        "type": "string",
        "description": "The address analysed, canonical (dotted decimal, or RFC 5952 for IPv6)."
      },
      "version": {
        "type": "integer",
        "enum": [
          4,
          6
        ]
      },
      "ptr": {
        "$ref": "#/components/schemas/PtrReport"
      },
      "asn": {
        "$ref": "#/components/schemas/AsnReport"
      },
      "blocklists": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/BlocklistReport"
        }
      },
      "listedCount": {
        "type": "integer",
        "description": "Lists that answered `listed`."
      },
      "checkedCount": {
        "type": "integer",
        "description": "Lists that gave a usable answer (`listed` or `not-listed`)."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "ip.note.blocklists-refused",
            "ip.note.country-is-registry",
            "ip.note.embedded-ipv4",
            "ip.note.ipv6-few-blocklists",
            "ip.note.listed",
            "ip.note.multiple-origins",
            "ip.note.no-ptr",
            "ip.note.not-routed",
            "ip.note.policy-listing-only",
            "ip.note.ptr-not-confirmed"
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
          "error.network-unreachable",
          "ip.error.no-answer",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "`skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed: every part is `skipped`, nothing is said about the address), `ip.error.no-answer` (no lookup got an answer), or null."
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
      "input",
      "ip",
      "version",
      "ptr",
      "asn",
      "blocklists",
      "listedCount",
      "checkedCount",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "PtrReport": {
    "type": "object",
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "error",
          "found",
          "none",
          "skipped"
        ],
        "description": "`found`: PTR names; `none`: NXDOMAIN/NODATA; `error`: the lookup failed; `skipped`: offline."
      },
      "statusMessageKey": {
        "type": "string",
        "enum": [
          "ip.ptr-status.error",
          "ip.ptr-status.found",
          "ip.ptr-status.none",
          "ip.ptr-status.skipped"
        ]
      },
      "statusMessage": {
        "type": "string",
        "description": "Localized text of `statusMessageKey`."
      },
      "dnsStatus": {
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
        "description": "Raw outcome of the PTR query; null when not queried."
      },
      "queryName": {
        "type": "string",
        "description": "`….in-addr.arpa` or `….ip6.arpa` name queried."
      },
      "names": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "PTR targets, lower case, no trailing dot (at most `IP_LIMITS.maxPtrNames`)."
      },
      "confirmedNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "The names whose A (IPv4) / AAAA (IPv6) records contain the address (forward-confirmed)."
      },
      "forwardConfirmed": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "FCrDNS: true when at least one name is forward-confirmed, false when every name was looked up and none points back to the address, null when there is no name or a forward lookup failed."
      },
      "errorKey": {
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
        ],
        "description": "`dns-status.*` when the PTR lookup failed, else null."
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
      "status",
      "statusMessageKey",
      "statusMessage",
      "dnsStatus",
      "queryName",
      "names",
      "confirmedNames",
      "forwardConfirmed",
      "errorKey",
      "error"
    ],
    "additionalProperties": false
  },
  "OriginAs": {
    "type": "object",
    "description": "One origin autonomous system of the prefix (Team Cymru `AS<n>.asn.cymru.com`).",
    "properties": {
      "asn": {
        "type": "integer"
      },
      "name": {
        "type": [
          "string",
          "null"
        ],
        "description": "AS name as registered (`ORG-NAME - Description, CC`), clipped; null when unknown."
      },
      "countryCode": {
        "type": [
          "string",
          "null"
        ],
        "description": "Country of the AS registration at the RIR (not geolocation)."
      },
      "registry": {
        "type": [
          "string",
          "null"
        ]
      },
      "allocatedOn": {
        "type": [
          "string",
          "null"
        ]
      }
    },
    "required": [
      "asn",
      "name",
      "countryCode",
      "registry",
      "allocatedOn"
    ],
    "additionalProperties": false
  },
  "AsnReport": {
    "type": "object",
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "error",
          "found",
          "not-routed",
          "skipped"
        ],
        "description": "`found`: a routed prefix; `not-routed`: no BGP origin; `error`: lookup failed/unreadable; `skipped`: offline."
      },
      "statusMessageKey": {
        "type": "string",
        "enum": [
          "ip.asn-status.error",
          "ip.asn-status.found",
          "ip.asn-status.not-routed",
          "ip.asn-status.skipped"
        ]
      },
      "statusMessage": {
        "type": "string",
        "description": "Localized text of `statusMessageKey`."
      },
      "dnsStatus": {
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
        ]
      },
      "prefix": {
        "type": [
          "string",
          "null"
        ],
        "description": "Most specific announced prefix containing the address, e.g. `216.90.108.0/24`."
      },
      "origins": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/OriginAs"
        },
        "description": "Origin ASes (several when the prefix has multiple origins, MOAS)."
      },
      "countryCode": {
        "type": [
          "string",
          "null"
        ],
        "description": "ISO 3166 code of the prefix' registration at the RIR (not where the address is used)."
      },
      "registry": {
        "type": [
          "string",
          "null"
        ],
        "description": "arin, ripencc, apnic, lacnic, afrinic."
      },
      "allocatedOn": {
        "type": [
          "string",
          "null"
        ],
        "description": "Allocation date at the RIR, `YYYY-MM-DD`."
      },
      "errorKey": {
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
          "ip.asn-error.unreadable",
          null
        ],
        "description": "`dns-status.*` when the lookup failed, `ip.asn-error.unreadable` when no answer could be read."
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
      "status",
      "statusMessageKey",
      "statusMessage",
      "dnsStatus",
      "prefix",
      "origins",
      "countryCode",
      "registry",
      "allocatedOn",
      "errorKey",
      "error"
    ],
    "additionalProperties": false
  },
  "BlocklistReport": {
    "type": "object",
    "properties": {
      "id": {
        "type": "string",
        "description": "Identifier of the list in `data/dnsbl.ts`."
      },
      "name": {
        "type": "string"
      },
      "operator": {
        "type": "string"
      },
      "zone": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "error",
          "listed",
          "not-applicable",
          "not-listed",
          "refused",
          "skipped"
        ],
        "description": "`listed` / `not-listed`: the list answered; `refused`: the operator returned an error code (e.g. Spamhaus refuses public resolvers), so the address was NOT checked; `error`: lookup failed or answered outside 127.0.0.0/8, or the list did not list its own test entry 127.0.0.2 (`ip.blocklist-error.test-entry-not-listed`: not asked); `not-applicable`: IPv6 on an IPv4-only list; `skipped`: offline or the service's network is unreachable."
      },
      "statusMessageKey": {
        "type": "string",
        "enum": [
          "ip.blocklist-status.error",
          "ip.blocklist-status.listed",
          "ip.blocklist-status.not-applicable",
          "ip.blocklist-status.not-listed",
          "ip.blocklist-status.refused",
          "ip.blocklist-status.skipped"
        ]
      },
      "statusMessage": {
        "type": "string",
        "description": "Localized text of `statusMessageKey`."
      },
      "listed": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "true only for `listed`, false only for `not-listed`, null otherwise."
      },
      "codes": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "A records returned (return codes), sorted."
      },
      "meaningKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "ip.listing.listed",
            "ip.listing.spamhaus-bcl",
            "ip.listing.spamhaus-css",
            "ip.listing.spamhaus-drop",
            "ip.listing.spamhaus-pbl-isp",
            "ip.listing.spamhaus-pbl-spamhaus",
            "ip.listing.spamhaus-sbl",
            "ip.listing.spamhaus-xbl",
            "ip.listing.spamrats-auth",
            "ip.listing.spamrats-dyna",
            "ip.listing.spamrats-noptr",
            "ip.listing.spamrats-spam",
            "ip.listing.unknown-code"
          ]
        },
        "description": "Meaning of each listing code (deduplicated); empty unless listed."
      },
      "meanings": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Localized texts of `meaningKeys`, in the same order."
      },
      "reason": {
        "type": [
          "string",
          "null"
        ],
        "description": "The list's TXT explanation when listed (clipped, control characters removed), else null."
      },
      "errorKey": {
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
          "ip.blocklist-error.operator-error",
          "ip.blocklist-error.public-resolver",
          "ip.blocklist-error.query-volume",
          "ip.blocklist-error.test-entry-not-listed",
          "ip.blocklist-error.unexpected-answer",
          "ip.blocklist-error.zone-typo",
          null
        ],
        "description": "Why the list could not be read: `ip.blocklist-error.*` or `dns-status.*`; null otherwise."
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
      "id",
      "name",
      "operator",
      "zone",
      "status",
      "statusMessageKey",
      "statusMessage",
      "listed",
      "codes",
      "meaningKeys",
      "meanings",
      "reason",
      "errorKey",
      "error"
    ],
    "additionalProperties": false
  }
} as const;
