// Generated from core's result type of `check-email-auth` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const EMAIL_AUTH_RESULT_SCHEMAS = {
  "CheckEmailAuthResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`emailAuthOutcome` in analyze.ts, `outcome.ts`)."
      },
      "input": {
        "type": "string",
        "description": "The input as submitted (a domain or an e-mail address)."
      },
      "domain": {
        "type": "string",
        "description": "The analysed domain (lower case, punycode)."
      },
      "organizationalDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "Registrable domain (ICANN section of the Public Suffix List), null for a public suffix."
      },
      "grade": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "A",
          "A+",
          "B",
          "C",
          "D",
          "F",
          null
        ]
      },
      "score": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "description": "Points out of 100 (grade.ts), null when not graded."
      },
      "gradeStatus": {
        "type": "string",
        "enum": [
          "final",
          "not-graded",
          "provisional",
          "unknown"
        ]
      },
      "gradeNoteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "email-auth.grade.a-plus-needs-reject",
            "email-auth.grade.bimi-missing",
            "email-auth.grade.dkim-1024",
            "email-auth.grade.dkim-not-found",
            "email-auth.grade.dkim-revoked",
            "email-auth.grade.dkim-selector-unknown",
            "email-auth.grade.dkim-weak",
            "email-auth.grade.dmarc-invalid",
            "email-auth.grade.dmarc-missing",
            "email-auth.grade.dmarc-no-rua",
            "email-auth.grade.dmarc-partial",
            "email-auth.grade.dmarc-policy-none",
            "email-auth.grade.dmarc-quarantine",
            "email-auth.grade.dnssec-missing",
            "email-auth.grade.mta-sts-missing",
            "email-auth.grade.provisional",
            "email-auth.grade.spf-all-pass",
            "email-auth.grade.spf-missing",
            "email-auth.grade.spf-permerror",
            "email-auth.grade.spf-softfail",
            "email-auth.grade.spf-weak-all",
            "email-auth.grade.tls-rpt-missing",
            "email-auth.grade.unknown-temperror"
          ]
        },
        "description": "Every deduction or cap of the grade, in table order."
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
            "email-auth.note.bimi-requires-enforcement",
            "email-auth.note.dkim-not-needed",
            "email-auth.note.dkim-selectors-not-exhaustive",
            "email-auth.note.dkim-ses-random-selectors",
            "email-auth.note.dmarc-from-organizational-domain",
            "email-auth.note.dnssec-resolver-only",
            "email-auth.note.mta-sts-policy-not-fetched",
            "email-auth.note.non-sending-domain"
          ]
        },
        "description": "Advice and observations."
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
          "email-auth.error.domain-not-found",
          "email-auth.error.temperror",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode",
          null
        ],
        "description": "`skip.offline-mode`, `error.network-unreachable` (the service's resolver health check failed: every part unchecked, nothing said about the domain), `email-auth.error.domain-not-found` (NXDOMAIN on a healthy resolver: the analysis stops there, every part unchecked), `email-auth.error.temperror`, or null."
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
      "spf": {
        "$ref": "#/components/schemas/SpfReport"
      },
      "dmarc": {
        "$ref": "#/components/schemas/DmarcReport"
      },
      "dkim": {
        "$ref": "#/components/schemas/DkimReport"
      },
      "mx": {
        "$ref": "#/components/schemas/MxReport"
      },
      "mtaSts": {
        "$ref": "#/components/schemas/MtaStsReport"
      },
      "tlsRpt": {
        "$ref": "#/components/schemas/TlsRptReport"
      },
      "bimi": {
        "$ref": "#/components/schemas/BimiReport"
      },
      "dnssec": {
        "$ref": "#/components/schemas/DnssecReport"
      },
      "queryCount": {
        "type": "integer",
        "description": "DNS queries sent for this analysis."
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
      "domain",
      "organizationalDomain",
      "grade",
      "score",
      "gradeStatus",
      "gradeNoteKeys",
      "gradeNotes",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "parameters",
      "spf",
      "dmarc",
      "dkim",
      "mx",
      "mtaSts",
      "tlsRpt",
      "bimi",
      "dnssec",
      "queryCount",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "SpfAll": {
    "type": "object",
    "properties": {
      "qualifier": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "+",
          "-",
          "?",
          "~",
          null
        ],
        "description": "Qualifier of the `all` that ends the evaluation, null when there is none."
      },
      "outcome": {
        "type": "string",
        "enum": [
          "fail",
          "neutral",
          "pass",
          "softfail"
        ],
        "description": "What a message matching nothing else gets (`neutral` by default, RFC 7208 §4.7)."
      },
      "source": {
        "type": "string",
        "enum": [
          "default",
          "record",
          "redirect"
        ],
        "description": "`record`: the domain's own `all`; `redirect`: reached through `redirect=`; `default`: none."
      },
      "domain": {
        "type": [
          "string",
          "null"
        ],
        "description": "Domain whose record holds that `all` (null for `default`)."
      }
    },
    "required": [
      "qualifier",
      "outcome",
      "source",
      "domain"
    ],
    "additionalProperties": false
  },
  "SpfNode": {
    "type": "object",
    "description": "One record of the include/redirect tree (bounded by the lookup limit: at most 11 nodes).",
    "properties": {
      "domain": {
        "type": "string"
      },
      "via": {
        "type": "string",
        "enum": [
          "include",
          "redirect",
          "root"
        ],
        "description": "How it was reached (`root` for the analysed domain)."
      },
      "record": {
        "type": [
          "string",
          "null"
        ]
      },
      "status": {
        "type": "string",
        "enum": [
          "none",
          "not-followed",
          "ok",
          "permerror",
          "temperror"
        ]
      },
      "children": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/SpfNode"
        }
      }
    },
    "required": [
      "domain",
      "via",
      "record",
      "status",
      "children"
    ],
    "additionalProperties": false
  },
  "EmailAuthIssue": {
    "type": "object",
    "description": "One finding about a record; `messageKey` is localised with `parameters`.",
    "properties": {
      "severity": {
        "type": "string",
        "enum": [
          "error",
          "info",
          "warning"
        ]
      },
      "messageKey": {
        "type": "string",
        "enum": [
          "email-auth.bimi.declined",
          "email-auth.bimi.no-certificate",
          "email-auth.bimi.requires-enforcement",
          "email-auth.dkim.domainkey-exists",
          "email-auth.dkim.invalid-key",
          "email-auth.dkim.key-1024",
          "email-auth.dkim.key-revoked",
          "email-auth.dkim.key-weak",
          "email-auth.dkim.service-not-email",
          "email-auth.dkim.sha1-only",
          "email-auth.dkim.testing",
          "email-auth.dkim.unknown-key-type",
          "email-auth.dmarc.external-destination-unauthorized",
          "email-auth.dmarc.external-destination-unknown",
          "email-auth.dmarc.inherited",
          "email-auth.dmarc.no-rua",
          "email-auth.dmarc.obsolete-tag",
          "email-auth.dmarc.pct-partial",
          "email-auth.dmarc.policy-none",
          "email-auth.dmarc.record-at-apex",
          "email-auth.dmarc.sp-none",
          "email-auth.dmarc.testing",
          "email-auth.dmarc.too-many-uris",
          "email-auth.dmarc.unsupported-uri-scheme",
          "email-auth.mta-sts.invalid-id",
          "email-auth.mx.implicit",
          "email-auth.mx.null-mx",
          "email-auth.mx.null-mx-with-others",
          "email-auth.record.duplicate-tag",
          "email-auth.record.invalid-uri",
          "email-auth.record.invalid-value",
          "email-auth.record.missing-tag",
          "email-auth.record.multiple",
          "email-auth.record.not-found",
          "email-auth.record.syntax-error",
          "email-auth.record.temperror",
          "email-auth.record.unknown-tag",
          "email-auth.record.v-not-first",
          "email-auth.spf.all-neutral",
          "email-auth.spf.all-pass",
          "email-auth.spf.bad-qualifier",
          "email-auth.spf.duplicate-modifier",
          "email-auth.spf.include-loop",
          "email-auth.spf.include-no-record",
          "email-auth.spf.invalid-macro",
          "email-auth.spf.invalid-term",
          "email-auth.spf.lookup-limit",
          "email-auth.spf.macro-not-expanded",
          "email-auth.spf.mx-too-many-hosts",
          "email-auth.spf.no-all",
          "email-auth.spf.ptr-used",
          "email-auth.spf.record-too-long",
          "email-auth.spf.redirect-ignored",
          "email-auth.spf.redirect-loop",
          "email-auth.spf.redirect-no-record",
          "email-auth.spf.sender-id-record",
          "email-auth.spf.terms-after-all",
          "email-auth.spf.unknown-mechanism",
          "email-auth.spf.void-lookup-limit"
        ]
      },
      "message": {
        "type": "string",
        "description": "Localized text of `messageKey`."
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
        }
      },
      "domain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The DNS name the issue is about (an included SPF domain, a DKIM selector name…)."
      }
    },
    "required": [
      "severity",
      "messageKey",
      "message",
      "parameters",
      "domain"
    ],
    "additionalProperties": false
  },
  "SpfReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean",
        "description": "False when nothing was queried (offline)."
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "none",
          "pass-config",
          "permerror",
          "temperror",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.spf.result.none",
          "email-auth.spf.result.pass-config",
          "email-auth.spf.result.permerror",
          "email-auth.spf.result.temperror",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "valid": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "True for `pass-config`."
      },
      "record": {
        "type": [
          "string",
          "null"
        ],
        "description": "The domain's SPF record (chunks joined), null when none or several."
      },
      "records": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Every `v=spf1` record found at the domain (several is a permerror)."
      },
      "recordBytes": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Size of `record` in bytes (RFC 7208 §3.4: keep under 450)."
      },
      "all": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/SpfAll"
          }
        ]
      },
      "lookups": {
        "type": "object",
        "properties": {
          "limit": {
            "type": "integer"
          },
          "count": {
            "type": "integer"
          }
        },
        "required": [
          "limit",
          "count"
        ],
        "additionalProperties": false,
        "description": "DNS-querying terms (include, redirect, a, mx, ptr, exists), counted recursively."
      },
      "voidLookups": {
        "type": "object",
        "properties": {
          "limit": {
            "type": "integer"
          },
          "count": {
            "type": "integer"
          }
        },
        "required": [
          "limit",
          "count"
        ],
        "additionalProperties": false,
        "description": "Lookups that returned NXDOMAIN or no record (RFC 7208 §4.6.4)."
      },
      "macros": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Terms with macros (`%{i}`…), which only a receiver can expand."
      },
      "usesPtr": {
        "type": "boolean"
      },
      "tree": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/SpfNode"
          }
        ]
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "valid",
      "record",
      "records",
      "recordBytes",
      "all",
      "lookups",
      "voidLookups",
      "macros",
      "usesPtr",
      "tree",
      "issues"
    ],
    "additionalProperties": false
  },
  "DmarcReportUri": {
    "type": "object",
    "properties": {
      "uri": {
        "type": "string"
      },
      "scheme": {
        "type": "string"
      },
      "domain": {
        "type": [
          "string",
          "null"
        ],
        "description": "Mailbox domain of a `mailto:` URI, null otherwise."
      },
      "external": {
        "type": "boolean",
        "description": "A destination outside the policy's organisational domain."
      },
      "authorized": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "no",
          "unknown",
          "yes",
          null
        ],
        "description": "For external destinations: `yes` when `<domain>._report._dmarc.<destination>` holds `v=DMARC1`, `no` when not, `unknown` when the lookup failed; null when not needed."
      }
    },
    "required": [
      "uri",
      "scheme",
      "domain",
      "external",
      "authorized"
    ],
    "additionalProperties": false
  },
  "DmarcTags": {
    "type": "object",
    "properties": {
      "p": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "none",
          "quarantine",
          "reject",
          null
        ]
      },
      "sp": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "none",
          "quarantine",
          "reject",
          null
        ]
      },
      "np": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "none",
          "quarantine",
          "reject",
          null
        ]
      },
      "pct": {
        "type": [
          "integer",
          "null"
        ]
      },
      "adkim": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "r",
          "s",
          null
        ]
      },
      "aspf": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "r",
          "s",
          null
        ]
      },
      "fo": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "type": "string"
        }
      },
      "rf": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "type": "string"
        }
      },
      "ri": {
        "type": [
          "integer",
          "null"
        ]
      },
      "t": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "n",
          "y",
          null
        ]
      },
      "psd": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "n",
          "u",
          "y",
          null
        ]
      },
      "rua": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DmarcReportUri"
        }
      },
      "ruf": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DmarcReportUri"
        }
      }
    },
    "required": [
      "p",
      "sp",
      "np",
      "pct",
      "adkim",
      "aspf",
      "fo",
      "rf",
      "ri",
      "t",
      "psd",
      "rua",
      "ruf"
    ],
    "additionalProperties": false
  },
  "DmarcReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "invalid",
          "none",
          "temperror",
          "valid",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.result.invalid",
          "email-auth.result.none",
          "email-auth.result.temperror",
          "email-auth.result.valid",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "valid": {
        "type": [
          "boolean",
          "null"
        ]
      },
      "recordName": {
        "type": [
          "string",
          "null"
        ],
        "description": "The name holding the record used (`_dmarc.<domain>` or `_dmarc.<organisational domain>`)."
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "domain",
          "organizational-domain",
          null
        ],
        "description": "`domain`: at the analysed domain; `organizational-domain`: inherited (fallback)."
      },
      "record": {
        "type": [
          "string",
          "null"
        ]
      },
      "tags": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/DmarcTags"
          }
        ]
      },
      "effectivePolicy": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "none",
          "quarantine",
          "reject",
          null
        ],
        "description": "Policy that applies to mail from the analysed domain (`sp`/`np` for subdomains)."
      },
      "effectivePct": {
        "type": [
          "integer",
          "null"
        ]
      },
      "enforcement": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "full",
          "none",
          "partial",
          "testing",
          null
        ]
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "valid",
      "recordName",
      "source",
      "record",
      "tags",
      "effectivePolicy",
      "effectivePct",
      "enforcement",
      "issues"
    ],
    "additionalProperties": false
  },
  "DkimKey": {
    "type": "object",
    "properties": {
      "selector": {
        "type": "string"
      },
      "provider": {
        "type": [
          "string",
          "null"
        ]
      },
      "name": {
        "type": "string"
      },
      "record": {
        "type": "string"
      },
      "status": {
        "type": "string",
        "enum": [
          "invalid",
          "revoked",
          "valid",
          "weak"
        ]
      },
      "keyType": {
        "type": "string",
        "description": "`k=`: rsa (default) or ed25519; other values make the key invalid."
      },
      "keyBits": {
        "type": [
          "integer",
          "null"
        ],
        "description": "RSA modulus length, 256 for ed25519, null when the key could not be read."
      },
      "testing": {
        "type": "boolean",
        "description": "`t=y`: the signer is testing DKIM."
      },
      "hashAlgorithms": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "type": "string"
        },
        "description": "`h=`: acceptable hash algorithms (null: all)."
      },
      "serviceTypes": {
        "type": [
          "array",
          "null"
        ],
        "items": {
          "type": "string"
        },
        "description": "`s=`: service types (null: all)."
      }
    },
    "required": [
      "selector",
      "provider",
      "name",
      "record",
      "status",
      "keyType",
      "keyBits",
      "testing",
      "hashAlgorithms",
      "serviceTypes"
    ],
    "additionalProperties": false
  },
  "DkimReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "found",
          "not-found",
          "revoked",
          "temperror",
          "weak",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.dkim.result.found",
          "email-auth.dkim.result.not-found",
          "email-auth.dkim.result.revoked",
          "email-auth.dkim.result.temperror",
          "email-auth.dkim.result.weak",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "found": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "True when at least one usable (valid or weak) key was found."
      },
      "selectorsProbed": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Selectors probed (from `data/dkim-selectors.ts`)."
      },
      "keys": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DkimKey"
        }
      },
      "domainKeyNodeExists": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "Whether `_domainkey.<domain>` exists (NOERROR): a hint that DKIM keys exist under other selectors."
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "found",
      "selectorsProbed",
      "keys",
      "domainKeyNodeExists",
      "issues"
    ],
    "additionalProperties": false
  },
  "MxReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "invalid",
          "none",
          "null-mx",
          "ok",
          "temperror",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.mx.result.invalid",
          "email-auth.mx.result.none",
          "email-auth.mx.result.null-mx",
          "email-auth.mx.result.ok",
          "email-auth.mx.result.temperror",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "hosts": {
        "type": "array",
        "items": {
          "type": "object",
          "properties": {
            "preference": {
              "type": "integer"
            },
            "exchange": {
              "type": "string"
            }
          },
          "required": [
            "preference",
            "exchange"
          ],
          "additionalProperties": false
        }
      },
      "count": {
        "type": "integer"
      },
      "nullMx": {
        "type": "boolean",
        "description": "RFC 7505 `0 .`: the domain accepts no mail."
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "hosts",
      "count",
      "nullMx",
      "issues"
    ],
    "additionalProperties": false
  },
  "MtaStsPolicy": {
    "type": "object",
    "properties": {
      "fetched": {
        "type": "boolean",
        "enum": [
          false
        ],
        "description": "Always false in this version: the HTTPS policy fetch is not implemented yet."
      },
      "url": {
        "type": [
          "string",
          "null"
        ]
      },
      "skipReasonKey": {
        "type": "string",
        "enum": [
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode"
        ],
        "description": "Why the policy was not fetched (`error.network-unreachable` when the service is cut off)."
      },
      "skipReason": {
        "type": "string",
        "description": "Localized text of `skipReasonKey`."
      }
    },
    "required": [
      "fetched",
      "url",
      "skipReasonKey",
      "skipReason"
    ],
    "additionalProperties": false
  },
  "MtaStsReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "invalid",
          "none",
          "temperror",
          "valid",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.result.invalid",
          "email-auth.result.none",
          "email-auth.result.temperror",
          "email-auth.result.valid",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "record": {
        "type": [
          "string",
          "null"
        ]
      },
      "id": {
        "type": [
          "string",
          "null"
        ],
        "description": "`id=` of the record (changes when the policy changes)."
      },
      "policy": {
        "$ref": "#/components/schemas/MtaStsPolicy"
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "record",
      "id",
      "policy",
      "issues"
    ],
    "additionalProperties": false
  },
  "TlsRptReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "invalid",
          "none",
          "temperror",
          "valid",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.result.invalid",
          "email-auth.result.none",
          "email-auth.result.temperror",
          "email-auth.result.valid",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "record": {
        "type": [
          "string",
          "null"
        ]
      },
      "rua": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "`rua=` destinations (mailto: or https:)."
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "record",
      "rua",
      "issues"
    ],
    "additionalProperties": false
  },
  "BimiReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "result": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "invalid",
          "none",
          "temperror",
          "valid",
          null
        ]
      },
      "resultMessageKey": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "email-auth.result.invalid",
          "email-auth.result.none",
          "email-auth.result.temperror",
          "email-auth.result.valid",
          null
        ]
      },
      "resultMessage": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `resultMessageKey`."
      },
      "record": {
        "type": [
          "string",
          "null"
        ]
      },
      "location": {
        "type": [
          "string",
          "null"
        ],
        "description": "`l=`: HTTPS address of the SVG logo ('' when the domain declines)."
      },
      "authority": {
        "type": [
          "string",
          "null"
        ],
        "description": "`a=`: HTTPS address of the mark certificate (VMC/CMC)."
      },
      "dmarcEnforced": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "Whether DMARC is at quarantine/reject for all mail, which mailbox providers require for BIMI."
      },
      "issues": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAuthIssue"
        }
      }
    },
    "required": [
      "checked",
      "result",
      "resultMessageKey",
      "resultMessage",
      "record",
      "location",
      "authority",
      "dmarcEnforced",
      "issues"
    ],
    "additionalProperties": false
  },
  "DnssecReport": {
    "type": "object",
    "properties": {
      "checked": {
        "type": "boolean"
      },
      "authenticated": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "True when every answer about the domain's mail records carried the AD flag."
      },
      "validatedNames": {
        "type": "array",
        "items": {
          "type": "string"
        },
        "description": "Names whose answers were (or were not) DNSSEC-validated by the resolver."
      },
      "unvalidatedNames": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    },
    "required": [
      "checked",
      "authenticated",
      "validatedNames",
      "unvalidatedNames"
    ],
    "additionalProperties": false
  }
} as const;
