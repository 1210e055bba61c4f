// Generated from core's result type of `check-dns` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const DNS_RESULT_SCHEMAS = {
  "CheckDnsResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`dnsOutcome` in analyze.ts, `outcome.ts`)."
      },
      "domain": {
        "type": "string",
        "description": "The domain queried, ASCII (punycode for IDNs), lower case, no trailing dot."
      },
      "unicodeDomain": {
        "type": "string",
        "description": "The same domain in Unicode (equal to `domain` when not an IDN)."
      },
      "exists": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "true when any query got NOERROR; false when the name does not exist (NXDOMAIN, no query got NOERROR); null when no query got an answer (or offline)."
      },
      "dnssecValidated": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "true when every answer carried the AD flag, false when one did not, null when no answer."
      },
      "recordSets": {
        "type": "object",
        "properties": {
          "A": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "AAAA": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "CNAME": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "MX": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "TXT": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "NS": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "CAA": {
            "$ref": "#/components/schemas/DnsRecordSet"
          },
          "SOA": {
            "$ref": "#/components/schemas/DnsRecordSet"
          }
        },
        "required": [
          "A",
          "AAAA",
          "CNAME",
          "MX",
          "TXT",
          "NS",
          "CAA",
          "SOA"
        ],
        "additionalProperties": false,
        "description": "One set per type, always all eight keys."
      },
      "caaDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The name whose CAA records govern certificate issuance (the domain or a parent); null when none."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "dns.note.alias",
            "dns.note.caa-inherited",
            "dns.note.cname-at-apex",
            "dns.note.lookups-failed",
            "dns.note.no-address",
            "dns.note.no-caa",
            "dns.note.no-ipv6",
            "dns.note.no-mx",
            "dns.note.not-found",
            "dns.note.null-mx",
            "dns.note.single-nameserver"
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
          "dns.error.no-answer",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "`skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed: nothing is said about the domain), `dns.error.no-answer` (no query got an answer), or null."
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
      "exists",
      "dnssecValidated",
      "recordSets",
      "caaDomain",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "MxDetails": {
    "type": "object",
    "properties": {
      "preference": {
        "type": "integer"
      },
      "exchange": {
        "type": "string",
        "description": "Mail server name; '' for a null MX (`0 .`, RFC 7505)."
      }
    },
    "required": [
      "preference",
      "exchange"
    ],
    "additionalProperties": false
  },
  "CaaDetails": {
    "type": "object",
    "properties": {
      "flags": {
        "type": "integer"
      },
      "critical": {
        "type": "boolean",
        "description": "True when the issuer-critical flag (128) is set."
      },
      "tag": {
        "type": "string"
      },
      "value": {
        "type": "string"
      }
    },
    "required": [
      "flags",
      "critical",
      "tag",
      "value"
    ],
    "additionalProperties": false
  },
  "SoaDetails": {
    "type": "object",
    "properties": {
      "mname": {
        "type": "string"
      },
      "rname": {
        "type": "string"
      },
      "serial": {
        "type": "integer"
      },
      "refresh": {
        "type": "integer"
      },
      "retry": {
        "type": "integer"
      },
      "expire": {
        "type": "integer"
      },
      "minimum": {
        "type": "integer"
      }
    },
    "required": [
      "mname",
      "rname",
      "serial",
      "refresh",
      "retry",
      "expire",
      "minimum"
    ],
    "additionalProperties": false
  },
  "TxtDetails": {
    "type": "object",
    "properties": {
      "strings": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "The record's character-strings, in order (`value` is their concatenation)."
      }
    },
    "required": [
      "strings"
    ],
    "additionalProperties": false
  },
  "DnsRecordEntry": {
    "type": "object",
    "properties": {
      "name": {
        "type": "string",
        "description": "Owner name (lower case, no trailing dot): the target's name when the domain is an alias."
      },
      "ttl": {
        "type": "integer"
      },
      "value": {
        "type": "string",
        "description": "Presentation value: `192.0.2.1`, `10 mx.example.com`, `0 issue \"letsencrypt.org\"`, the joined TXT text, …"
      },
      "details": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/MxDetails"
          },
          {
            "$ref": "#/components/schemas/CaaDetails"
          },
          {
            "$ref": "#/components/schemas/SoaDetails"
          },
          {
            "$ref": "#/components/schemas/TxtDetails"
          }
        ]
      }
    },
    "required": [
      "name",
      "ttl",
      "value",
      "details"
    ],
    "additionalProperties": false
  },
  "DnsRecordSet": {
    "type": "object",
    "properties": {
      "type": {
        "type": "string",
        "enum": [
          "A",
          "AAAA",
          "CAA",
          "CNAME",
          "MX",
          "NS",
          "SOA",
          "TXT"
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
        "description": "Outcome of the query (`ok`, `nodata`, `nxdomain`, `servfail`, `timeout`…); null when not queried."
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
        ],
        "description": "`dns-status.<status>`; null when not queried."
      },
      "statusMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `statusMessageKey`."
      },
      "authenticated": {
        "type": "boolean",
        "description": "The resolver validated this answer with DNSSEC (AD flag)."
      },
      "records": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DnsRecordEntry"
        },
        "description": "Records of this type (CNAMEs followed to reach them are in the CNAME set)."
      }
    },
    "required": [
      "type",
      "status",
      "statusMessageKey",
      "statusMessage",
      "authenticated",
      "records"
    ],
    "additionalProperties": false
  }
} as const;
