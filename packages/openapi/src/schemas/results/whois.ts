// Generated from core's result type of `check-whois` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const WHOIS_RESULT_SCHEMAS = {
  "CheckWhoisResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`whoisOutcome` in analyze.ts, `outcome.ts`)."
      },
      "domain": {
        "type": "string",
        "description": "The domain as given, normalised: ASCII (punycode), lower case, no trailing dot."
      },
      "queriedDomain": {
        "type": "string",
        "description": "The registrable domain actually looked up (Public Suffix List, ICANN section)."
      },
      "found": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "true: registered (the server returned it); false: the server answered 404; null: unknown."
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fallback",
          "registry",
          null
        ],
        "description": "Which server answered (null when none did, or offline)."
      },
      "serverUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "URL of the RDAP answer (after redirects); null when none."
      },
      "registrar": {
        "$ref": "#/components/schemas/WhoisRegistrar"
      },
      "createdAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 (UTC) of the RDAP event `registration`."
      },
      "expiresAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 (UTC) of the RDAP event `expiration`."
      },
      "updatedAt": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 (UTC) of the RDAP event `last changed`."
      },
      "statuses": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "EPP status codes (`clientTransferProhibited`, `ok`…); unknown RDAP statuses kept as sent."
      },
      "dnssec": {
        "$ref": "#/components/schemas/WhoisDnssec"
      },
      "nameservers": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Name servers at the registry, lower case, no trailing dot."
      },
      "registrant": {
        "$ref": "#/components/schemas/WhoisRegistrant",
        "description": "Registrant data that is published (null fields when absent or redacted)."
      },
      "registrantRedacted": {
        "type": "boolean",
        "description": "The registry marks registrant data as redacted (RFC 9537, or placeholder values)."
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "whois.note.expired",
            "whois.note.expires-soon",
            "whois.note.from-fallback",
            "whois.note.newly-registered",
            "whois.note.on-hold",
            "whois.note.pending-delete",
            "whois.note.registrant-redacted",
            "whois.note.subdomain"
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
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          "whois.error.no-registration-date",
          "whois.error.not-found",
          "whois.error.public-suffix",
          "whois.error.unavailable",
          "whois.error.unsupported-tld",
          null
        ],
        "description": "`skip.offline-mode`, `error.network-unreachable` (nothing said about the domain), `whois.error.*`, or null."
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
      "queriedDomain",
      "found",
      "source",
      "serverUrl",
      "registrar",
      "createdAt",
      "expiresAt",
      "updatedAt",
      "statuses",
      "dnssec",
      "nameservers",
      "registrant",
      "registrantRedacted",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "WhoisRegistrar": {
    "type": "object",
    "properties": {
      "name": {
        "type": [
          "string",
          "null"
        ],
        "description": "The registrar's name (vCard `fn`, else `org`)."
      },
      "ianaId": {
        "type": [
          "string",
          "null"
        ],
        "description": "IANA Registrar ID (`publicIds` type \"IANA Registrar ID\"), e.g. \"292\"."
      },
      "url": {
        "type": [
          "string",
          "null"
        ],
        "description": "The registrar's web site (vCard `url`)."
      },
      "abuseEmail": {
        "type": [
          "string",
          "null"
        ],
        "description": "Abuse contact (the registrar's `abuse` entity, or the domain's)."
      },
      "abusePhone": {
        "type": [
          "string",
          "null"
        ],
        "description": "Abuse phone, as published (`+1.5555551234`)."
      }
    },
    "required": [
      "name",
      "ianaId",
      "url",
      "abuseEmail",
      "abusePhone"
    ],
    "additionalProperties": false
  },
  "WhoisDnssec": {
    "type": "object",
    "properties": {
      "delegationSigned": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "`secureDNS.delegationSigned`; null when the registry does not say."
      },
      "dsCount": {
        "type": "integer",
        "description": "DS records published at the registry (`secureDNS.dsData`)."
      }
    },
    "required": [
      "delegationSigned",
      "dsCount"
    ],
    "additionalProperties": false
  },
  "WhoisRegistrant": {
    "type": "object",
    "properties": {
      "name": {
        "type": [
          "string",
          "null"
        ]
      },
      "organization": {
        "type": [
          "string",
          "null"
        ]
      },
      "country": {
        "type": [
          "string",
          "null"
        ],
        "description": "Country as published: an ISO 3166 code (`CA`) when given, else the country name."
      },
      "email": {
        "type": [
          "string",
          "null"
        ]
      }
    },
    "required": [
      "name",
      "organization",
      "country",
      "email"
    ],
    "additionalProperties": false
  }
} as const;
