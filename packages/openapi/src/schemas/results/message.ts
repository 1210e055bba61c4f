// Generated from core's result type of `check-message` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const MESSAGE_RESULT_SCHEMAS = {
  "CheckMessageResponse": {
    "type": "object",
    "properties": {
      "confidenceScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100,
        "description": "Confidence (0–100) that the message is a threat."
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
          "message.summary.caution",
          "message.summary.dangerous",
          "message.summary.inconclusive",
          "message.summary.likely-safe",
          "message.summary.suspicious"
        ]
      },
      "summary": {
        "type": "string",
        "description": "Localized text of `summaryKey`."
      },
      "recommendedActionKey": {
        "type": "string",
        "enum": [
          "message.action.caution",
          "message.action.dangerous",
          "message.action.inconclusive",
          "message.action.likely-safe",
          "message.action.suspicious"
        ]
      },
      "recommendedAction": {
        "type": "string",
        "description": "Localized text of `recommendedActionKey`."
      },
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "Always `complete`: every check is local and always runs."
      },
      "isInconclusive": {
        "type": "boolean",
        "description": "Always false: the analysis is local and complete. Kept for a uniform result shape."
      },
      "findings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/MessageFinding"
        }
      },
      "links": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/MessageLink"
        }
      },
      "characterCount": {
        "type": "integer",
        "description": "Length of the message in characters (the message itself is never returned, stored or logged)."
      },
      "languagesDetected": {
        "type": "array",
        "items": {
          "type": "string",
          "enum": [
            "en",
            "fr"
          ]
        },
        "description": "Detected language(s) of the scam phrases matched: 'en', 'fr', both or none."
      },
      "checkedAt": {
        "type": "string",
        "format": "date-time",
        "description": "When the result was computed (ISO 8601, UTC), by the context's clock; a memoised result keeps the time it was computed."
      }
    },
    "required": [
      "confidenceScore",
      "verdictKey",
      "verdict",
      "summaryKey",
      "summary",
      "recommendedActionKey",
      "recommendedAction",
      "outcome",
      "isInconclusive",
      "findings",
      "links",
      "characterCount",
      "languagesDetected",
      "checkedAt"
    ],
    "additionalProperties": false
  },
  "MessageFinding": {
    "type": "object",
    "properties": {
      "code": {
        "type": "string",
        "enum": [
          "message-account-locked",
          "message-adult",
          "message-callback-lure",
          "message-callback-number",
          "message-code-request",
          "message-combined-signals",
          "message-conversation-opener",
          "message-crypto",
          "message-disguised-word",
          "message-family-impersonation",
          "message-family-money-request",
          "message-foreign-currency",
          "message-gambling",
          "message-gift-card",
          "message-guaranteed-returns",
          "message-interac-transfer",
          "message-job-offer",
          "message-link",
          "message-link-alone",
          "message-link-brand-elsewhere",
          "message-link-brand-mismatch",
          "message-link-dangerous",
          "message-link-ip-host",
          "message-link-lookalike",
          "message-link-official",
          "message-link-sender-domain",
          "message-link-shortener",
          "message-link-suspicious",
          "message-link-suspicious-tld",
          "message-loan-offer",
          "message-mistaken-payment",
          "message-model",
          "message-model-business",
          "message-model-strong",
          "message-model-weak",
          "message-money-amount",
          "message-money-received-reply",
          "message-new-number",
          "message-parcel-fee",
          "message-payee-changed",
          "message-personal-info-request",
          "message-premium-number",
          "message-premium-rate",
          "message-prize",
          "message-short-code",
          "message-subscription-trap",
          "message-tax-refund",
          "message-threat",
          "message-transaction-alert",
          "message-unreachable-ask",
          "message-urgency",
          "message-verification-code",
          "message-wrong-number"
        ],
        "description": "The finding's stable code (`url-ip-host`…), the key of its rule; its texts are derived from it."
      },
      "titleKey": {
        "type": "string",
        "enum": [
          "finding.message-account-locked.title",
          "finding.message-adult.title",
          "finding.message-callback-lure.title",
          "finding.message-callback-number.title",
          "finding.message-code-request.title",
          "finding.message-combined-signals.title",
          "finding.message-conversation-opener.title",
          "finding.message-crypto.title",
          "finding.message-disguised-word.title",
          "finding.message-family-impersonation.title",
          "finding.message-family-money-request.title",
          "finding.message-foreign-currency.title",
          "finding.message-gambling.title",
          "finding.message-gift-card.title",
          "finding.message-guaranteed-returns.title",
          "finding.message-interac-transfer.title",
          "finding.message-job-offer.title",
          "finding.message-link-alone.title",
          "finding.message-link-brand-elsewhere.title",
          "finding.message-link-brand-mismatch.title",
          "finding.message-link-dangerous.title",
          "finding.message-link-ip-host.title",
          "finding.message-link-lookalike.title",
          "finding.message-link-official.title",
          "finding.message-link-sender-domain.title",
          "finding.message-link-shortener.title",
          "finding.message-link-suspicious-tld.title",
          "finding.message-link-suspicious.title",
          "finding.message-link.title",
          "finding.message-loan-offer.title",
          "finding.message-mistaken-payment.title",
          "finding.message-model-business.title",
          "finding.message-model-strong.title",
          "finding.message-model-weak.title",
          "finding.message-model.title",
          "finding.message-money-amount.title",
          "finding.message-money-received-reply.title",
          "finding.message-new-number.title",
          "finding.message-parcel-fee.title",
          "finding.message-payee-changed.title",
          "finding.message-personal-info-request.title",
          "finding.message-premium-number.title",
          "finding.message-premium-rate.title",
          "finding.message-prize.title",
          "finding.message-short-code.title",
          "finding.message-subscription-trap.title",
          "finding.message-tax-refund.title",
          "finding.message-threat.title",
          "finding.message-transaction-alert.title",
          "finding.message-unreachable-ask.title",
          "finding.message-urgency.title",
          "finding.message-verification-code.title",
          "finding.message-wrong-number.title"
        ]
      },
      "title": {
        "type": "string",
        "description": "Localized text of `titleKey`."
      },
      "descriptionKey": {
        "type": "string",
        "enum": [
          "finding.message-account-locked.description",
          "finding.message-adult.description",
          "finding.message-callback-lure.description",
          "finding.message-callback-number.description",
          "finding.message-code-request.description",
          "finding.message-combined-signals.description",
          "finding.message-conversation-opener.description",
          "finding.message-crypto.description",
          "finding.message-disguised-word.description",
          "finding.message-family-impersonation.description",
          "finding.message-family-money-request.description",
          "finding.message-foreign-currency.description",
          "finding.message-gambling.description",
          "finding.message-gift-card.description",
          "finding.message-guaranteed-returns.description",
          "finding.message-interac-transfer.description",
          "finding.message-job-offer.description",
          "finding.message-link-alone.description",
          "finding.message-link-brand-elsewhere.description",
          "finding.message-link-brand-mismatch.description",
          "finding.message-link-dangerous.description",
          "finding.message-link-ip-host.description",
          "finding.message-link-lookalike.description",
          "finding.message-link-official.description",
          "finding.message-link-sender-domain.description",
          "finding.message-link-shortener.description",
          "finding.message-link-suspicious-tld.description",
          "finding.message-link-suspicious.description",
          "finding.message-link.description",
          "finding.message-loan-offer.description",
          "finding.message-mistaken-payment.description",
          "finding.message-model-business.description",
          "finding.message-model-strong.description",
          "finding.message-model-weak.description",
          "finding.message-model.description",
          "finding.message-money-amount.description",
          "finding.message-money-received-reply.description",
          "finding.message-new-number.description",
          "finding.message-parcel-fee.description",
          "finding.message-payee-changed.description",
          "finding.message-personal-info-request.description",
          "finding.message-premium-number.description",
          "finding.message-premium-rate.description",
          "finding.message-prize.description",
          "finding.message-short-code.description",
          "finding.message-subscription-trap.description",
          "finding.message-tax-refund.description",
          "finding.message-threat.description",
          "finding.message-transaction-alert.description",
          "finding.message-unreachable-ask.description",
          "finding.message-urgency.description",
          "finding.message-verification-code.description",
          "finding.message-wrong-number.description"
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
  "MessageLink": {
    "type": "object",
    "description": "A link found in the message, with the verdict of the lexical URL checks on it.",
    "properties": {
      "text": {
        "type": "string",
        "description": "The link as written (truncated to 200 characters)."
      },
      "normalizedUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "Normalised URL, or null when it could not be parsed as a web URL."
      },
      "host": {
        "type": [
          "string",
          "null"
        ]
      },
      "confidenceScore": {
        "type": "integer",
        "minimum": 0,
        "maximum": 100,
        "description": "Confidence (0–100) that the link is a threat."
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
      }
    },
    "required": [
      "text",
      "normalizedUrl",
      "host",
      "confidenceScore",
      "verdictKey",
      "verdict"
    ],
    "additionalProperties": false
  }
} as const;
