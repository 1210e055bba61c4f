// Generated from core's result type of `check-hash` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const HASH_RESULT_SCHEMAS = {
  "CheckHashResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "How far the analysis got (`hashOutcome` in analyze.ts, `outcome.ts`)."
      },
      "hash": {
        "type": "string",
        "description": "The hash, trimmed and lower-case."
      },
      "algorithm": {
        "type": "string",
        "enum": [
          "md5",
          "sha1",
          "sha256"
        ]
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "cymru-mhr",
          "virustotal",
          null
        ],
        "description": "Which service answered: `virustotal` (an API key is configured), `cymru-mhr` (keyless), or null."
      },
      "found": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "VirusTotal: true when it knows the file, false only for its 404 NotFoundError. Team Cymru: true when listed, false when not listed (NOT a clean bill). Null when no answer (error, offline)."
      },
      "virusTotal": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/VirusTotalReport"
          }
        ]
      },
      "malwareHashRegistry": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/MalwareHashRegistryReport"
          }
        ]
      },
      "noteKeys": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "hash.note.mhr-listed",
            "hash.note.mhr-not-listed",
            "hash.note.no-virustotal-key",
            "hash.note.virustotal-not-found"
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
          "hash.error.mhr-failed",
          "hash.error.virustotal-invalid-response",
          "hash.error.virustotal-key-rejected",
          "hash.error.virustotal-quota",
          "hash.error.virustotal-status",
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
        ],
        "description": "Why no answer: `skip.offline-mode`, `error.network-unreachable`, `http-error.*`, `hash.error.*`; null when answered."
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
          "oneOf": [
            {
              "type": "string"
            },
            {
              "type": "number"
            }
          ]
        },
        "description": "Interpolation values of the keys: `{ status }`, `{ detectionPercent }`; null when none."
      },
      "checkedAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps the time it was computed."
      }
    },
    "required": [
      "outcome",
      "hash",
      "algorithm",
      "source",
      "found",
      "virusTotal",
      "malwareHashRegistry",
      "noteKeys",
      "notes",
      "errorKey",
      "error",
      "parameters",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "VirusTotalAnalysisStats": {
    "type": "object",
    "description": "VirusTotal `last_analysis_stats`: how many engines put the file in each category.",
    "properties": {
      "malicious": {
        "type": "integer"
      },
      "suspicious": {
        "type": "integer"
      },
      "undetected": {
        "type": "integer"
      },
      "harmless": {
        "type": "integer"
      },
      "timeout": {
        "type": "integer"
      },
      "confirmedTimeout": {
        "type": "integer"
      },
      "failure": {
        "type": "integer"
      },
      "typeUnsupported": {
        "type": "integer"
      }
    },
    "required": [
      "malicious",
      "suspicious",
      "undetected",
      "harmless",
      "timeout",
      "confirmedTimeout",
      "failure",
      "typeUnsupported"
    ],
    "additionalProperties": false
  },
  "VirusTotalReport": {
    "type": "object",
    "description": "What VirusTotal knows of the file (present when it answered 200).",
    "properties": {
      "sha256": {
        "type": [
          "string",
          "null"
        ],
        "description": "SHA-256 (VirusTotal's object id), MD5 and SHA-1 of the file, lower-case hex; null when absent."
      },
      "md5": {
        "type": [
          "string",
          "null"
        ]
      },
      "sha1": {
        "type": [
          "string",
          "null"
        ]
      },
      "link": {
        "type": [
          "string",
          "null"
        ],
        "description": "The file's page on virustotal.com (built from the SHA-256)."
      },
      "lastAnalysisStats": {
        "$ref": "#/components/schemas/VirusTotalAnalysisStats"
      },
      "enginesTotal": {
        "type": "integer",
        "description": "Engines that gave a verdict (sum of the stats)."
      },
      "lastAnalysisDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 UTC; null when absent."
      },
      "meaningfulName": {
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
        "description": "File names seen on submission (bounded)."
      },
      "typeDescription": {
        "type": [
          "string",
          "null"
        ]
      },
      "size": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Bytes."
      },
      "firstSubmissionDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 UTC; null when absent."
      },
      "lastSubmissionDate": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "ISO 8601 UTC; null when absent."
      },
      "timesSubmitted": {
        "type": [
          "integer",
          "null"
        ]
      },
      "reputation": {
        "type": [
          "integer",
          "null"
        ],
        "description": "VirusTotal community reputation score (negative is bad)."
      },
      "popularThreatLabel": {
        "type": [
          "string",
          "null"
        ],
        "description": "`popular_threat_classification.suggested_threat_label`, e.g. `trojan.emotet/generic`."
      },
      "tags": {
        "type": "array",
        "items": {
          "type": "string"
        }
      }
    },
    "required": [
      "sha256",
      "md5",
      "sha1",
      "link",
      "lastAnalysisStats",
      "enginesTotal",
      "lastAnalysisDate",
      "meaningfulName",
      "names",
      "typeDescription",
      "size",
      "firstSubmissionDate",
      "lastSubmissionDate",
      "timesSubmitted",
      "reputation",
      "popularThreatLabel",
      "tags"
    ],
    "additionalProperties": false
  },
  "MalwareHashRegistryReport": {
    "type": "object",
    "description": "What the Team Cymru Malware Hash Registry said (providers/cymru-mhr.ts) (present when it answered).",
    "properties": {
      "queriedName": {
        "type": "string",
        "description": "The DNS name asked (the hash under `hash.cymru.com`)."
      },
      "listed": {
        "type": "boolean",
        "description": "True when the registry lists the hash (A 127.0.0.2): ≥ 5 % of its antivirus engines detect it."
      },
      "lastSeen": {
        "type": [
          "string",
          "null"
        ],
        "format": "date-time",
        "description": "Last time the registry saw the file (ISO 8601 UTC), when listed and given."
      },
      "detectionPercent": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "description": "Percentage (0–100) of the registry's antivirus engines that detect the file, when listed."
      }
    },
    "required": [
      "queriedName",
      "listed",
      "lastSeen",
      "detectionPercent"
    ],
    "additionalProperties": false
  }
} as const;
