// Generated from core's result type of `check-email` by src/generate/result-schemas.ts.
// Do not edit: change the type (and its JSDoc) in packages/core, then run
// `pnpm --filter @secapi/openapi generate`.
export const EMAIL_RESULT_SCHEMAS = {
  "CheckEmailResponse": {
    "type": "object",
    "properties": {
      "outcome": {
        "type": "string",
        "enum": [
          "complete",
          "failed",
          "partial"
        ],
        "description": "`complete` when every part that applies to what was pasted ran; `partial` when one that applies was skipped (offline mode, lookups that failed, links over the limit). Never `failed`: the pasted text is always read."
      },
      "inputShape": {
        "type": "string",
        "enum": [
          "body-only",
          "headers-and-body",
          "raw-message"
        ],
        "description": "How the input was read: `body-only`, `headers-and-body` or `raw-message`."
      },
      "confidenceScore": {
        "type": "integer",
        "description": "Confidence (0–100) that the email is phishing or a scam; the sum of the findings' impacts."
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
          "email.summary.caution",
          "email.summary.dangerous",
          "email.summary.inconclusive",
          "email.summary.likely-safe",
          "email.summary.suspicious"
        ]
      },
      "summary": {
        "type": "string",
        "description": "Localized text of `summaryKey`."
      },
      "recommendedActionKey": {
        "type": "string",
        "enum": [
          "email.action.caution",
          "email.action.dangerous",
          "email.action.inconclusive",
          "email.action.likely-safe",
          "email.action.suspicious"
        ]
      },
      "recommendedAction": {
        "type": "string",
        "description": "Localized text of `recommendedActionKey`."
      },
      "isInconclusive": {
        "type": "boolean",
        "description": "True when the verdict is not `dangerous` and a part that could have raised it did not run."
      },
      "findings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailFinding"
        },
        "description": "Every sign found, most severe first."
      },
      "sender": {
        "$ref": "#/components/schemas/EmailSender"
      },
      "authentication": {
        "$ref": "#/components/schemas/EmailAuthentication"
      },
      "fromDomainDmarc": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/EmailDmarcPolicy"
          }
        ],
        "description": "The From domain's DMARC policy and whether the domain exists, looked up in DNS (online), or null when it was not looked up (offline, no From address, the service cut off)."
      },
      "links": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailLink"
        },
        "description": "The links of the body (at most 30 inspected and listed), most suspicious first."
      },
      "linkCount": {
        "type": "integer",
        "description": "Number of links in the body, including those not listed."
      },
      "attachments": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailAttachment"
        },
        "description": "Attachments of a raw message (empty for a pasted body)."
      },
      "senderIp": {
        "type": [
          "string",
          "null"
        ],
        "description": "The sending server's address (first external Received hop), or null when the headers do not show one."
      },
      "language": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "en",
          "fr",
          null
        ],
        "description": "The language of the lures matched (`en`, `fr`), or null when none matched."
      },
      "characterCount": {
        "type": "integer",
        "description": "Length of the pasted body in characters (the body itself is never returned, stored or logged)."
      },
      "skipped": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailSkippedPart"
        },
        "description": "Parts that need the network and did not run, with the reason."
      }
    },
    "required": [
      "outcome",
      "inputShape",
      "confidenceScore",
      "verdictKey",
      "verdict",
      "summaryKey",
      "summary",
      "recommendedActionKey",
      "recommendedAction",
      "isInconclusive",
      "findings",
      "sender",
      "authentication",
      "fromDomainDmarc",
      "links",
      "linkCount",
      "attachments",
      "senderIp",
      "language",
      "characterCount",
      "skipped"
    ],
    "additionalProperties": false
  },
  "EmailFinding": {
    "type": "object",
    "description": "A finding of the email analysis.",
    "properties": {
      "code": {
        "type": "string",
        "enum": [
          "email-attachment-archive",
          "email-attachment-disk-image",
          "email-attachment-double-extension",
          "email-attachment-executable",
          "email-attachment-html",
          "email-attachment-macro",
          "email-auth-compauth-fail",
          "email-auth-dkim-fail",
          "email-auth-dmarc-fail",
          "email-auth-dmarc-pass",
          "email-auth-list-ignored",
          "email-auth-none",
          "email-auth-spf-fail",
          "email-auth-spf-softfail",
          "email-bulk-mail",
          "email-combined-lures",
          "email-dkim-invalid",
          "email-dkim-verified",
          "email-dmarc-enforced-fail",
          "email-dmarc-missing",
          "email-from-domain-not-found",
          "email-headers-unreadable",
          "email-hidden-text",
          "email-html-form",
          "email-image-only",
          "email-link-brand-mismatch",
          "email-link-dangerous",
          "email-link-domain-new",
          "email-link-domain-young",
          "email-link-free-hosting",
          "email-link-ip-host",
          "email-link-plain-http",
          "email-link-redirect-cross-domain",
          "email-link-redirect-private",
          "email-link-redirect-suspicious",
          "email-link-script",
          "email-link-shortener",
          "email-link-shortener-risky",
          "email-link-suspicious",
          "email-link-suspicious-tld",
          "email-link-text-mismatch",
          "email-link-text-tracked",
          "email-link-unresolvable",
          "email-lure-account",
          "email-lure-callback",
          "email-lure-cold-pitch",
          "email-lure-credential",
          "email-lure-crypto",
          "email-lure-easy-money",
          "email-lure-gift-card",
          "email-lure-health",
          "email-lure-interac",
          "email-lure-invoice",
          "email-lure-parcel",
          "email-lure-personal-info",
          "email-lure-prize",
          "email-lure-sextortion",
          "email-lure-tax-refund",
          "email-lure-threat",
          "email-lure-unreachable-request",
          "email-lure-urgency",
          "email-mailing-list",
          "email-message-id-freemail",
          "email-message-id-mismatch",
          "email-password-field",
          "email-pitch-unaccountable",
          "email-recipient-in-greeting",
          "email-recipient-in-subject",
          "email-relayed-callback",
          "email-reply-to-freemail",
          "email-reply-to-lookalike",
          "email-reply-to-mismatch",
          "email-return-path-lookalike",
          "email-return-path-mismatch",
          "email-scam-request",
          "email-sender-brand-display-name",
          "email-sender-decorated-name",
          "email-sender-display-address",
          "email-sender-freemail-bulk",
          "email-sender-freemail-organisation",
          "email-sender-ip-listed",
          "email-sender-ip-policy-listed",
          "email-sender-is-recipient",
          "email-sender-lookalike-domain",
          "email-sender-lookalike-recipient",
          "email-sender-name-elsewhere",
          "email-sender-official",
          "email-sender-suspicious-domain",
          "email-styled-letters",
          "email-thread-reply",
          "email-zero-width"
        ],
        "description": "The finding's stable code (`url-ip-host`…), the key of its rule; its texts are derived from it."
      },
      "titleKey": {
        "type": "string",
        "enum": [
          "finding.email-attachment-archive.title",
          "finding.email-attachment-disk-image.title",
          "finding.email-attachment-double-extension.title",
          "finding.email-attachment-executable.title",
          "finding.email-attachment-html.title",
          "finding.email-attachment-macro.title",
          "finding.email-auth-compauth-fail.title",
          "finding.email-auth-dkim-fail.title",
          "finding.email-auth-dmarc-fail.title",
          "finding.email-auth-dmarc-pass.title",
          "finding.email-auth-list-ignored.title",
          "finding.email-auth-none.title",
          "finding.email-auth-spf-fail.title",
          "finding.email-auth-spf-softfail.title",
          "finding.email-bulk-mail.title",
          "finding.email-combined-lures.title",
          "finding.email-dkim-invalid.title",
          "finding.email-dkim-verified.title",
          "finding.email-dmarc-enforced-fail.title",
          "finding.email-dmarc-missing.title",
          "finding.email-from-domain-not-found.title",
          "finding.email-headers-unreadable.title",
          "finding.email-hidden-text.title",
          "finding.email-html-form.title",
          "finding.email-image-only.title",
          "finding.email-link-brand-mismatch.title",
          "finding.email-link-dangerous.title",
          "finding.email-link-domain-new.title",
          "finding.email-link-domain-young.title",
          "finding.email-link-free-hosting.title",
          "finding.email-link-ip-host.title",
          "finding.email-link-plain-http.title",
          "finding.email-link-redirect-cross-domain.title",
          "finding.email-link-redirect-private.title",
          "finding.email-link-redirect-suspicious.title",
          "finding.email-link-script.title",
          "finding.email-link-shortener-risky.title",
          "finding.email-link-shortener.title",
          "finding.email-link-suspicious-tld.title",
          "finding.email-link-suspicious.title",
          "finding.email-link-text-mismatch.title",
          "finding.email-link-text-tracked.title",
          "finding.email-link-unresolvable.title",
          "finding.email-lure-account.title",
          "finding.email-lure-callback.title",
          "finding.email-lure-cold-pitch.title",
          "finding.email-lure-credential.title",
          "finding.email-lure-crypto.title",
          "finding.email-lure-easy-money.title",
          "finding.email-lure-gift-card.title",
          "finding.email-lure-health.title",
          "finding.email-lure-interac.title",
          "finding.email-lure-invoice.title",
          "finding.email-lure-parcel.title",
          "finding.email-lure-personal-info.title",
          "finding.email-lure-prize.title",
          "finding.email-lure-sextortion.title",
          "finding.email-lure-tax-refund.title",
          "finding.email-lure-threat.title",
          "finding.email-lure-unreachable-request.title",
          "finding.email-lure-urgency.title",
          "finding.email-mailing-list.title",
          "finding.email-message-id-freemail.title",
          "finding.email-message-id-mismatch.title",
          "finding.email-password-field.title",
          "finding.email-pitch-unaccountable.title",
          "finding.email-recipient-in-greeting.title",
          "finding.email-recipient-in-subject.title",
          "finding.email-relayed-callback.title",
          "finding.email-reply-to-freemail.title",
          "finding.email-reply-to-lookalike.title",
          "finding.email-reply-to-mismatch.title",
          "finding.email-return-path-lookalike.title",
          "finding.email-return-path-mismatch.title",
          "finding.email-scam-request.title",
          "finding.email-sender-brand-display-name.title",
          "finding.email-sender-decorated-name.title",
          "finding.email-sender-display-address.title",
          "finding.email-sender-freemail-bulk.title",
          "finding.email-sender-freemail-organisation.title",
          "finding.email-sender-ip-listed.title",
          "finding.email-sender-ip-policy-listed.title",
          "finding.email-sender-is-recipient.title",
          "finding.email-sender-lookalike-domain.title",
          "finding.email-sender-lookalike-recipient.title",
          "finding.email-sender-name-elsewhere.title",
          "finding.email-sender-official.title",
          "finding.email-sender-suspicious-domain.title",
          "finding.email-styled-letters.title",
          "finding.email-thread-reply.title",
          "finding.email-zero-width.title"
        ]
      },
      "title": {
        "type": "string",
        "description": "Localized text of `titleKey`."
      },
      "descriptionKey": {
        "type": "string",
        "enum": [
          "finding.email-attachment-archive.description",
          "finding.email-attachment-disk-image.description",
          "finding.email-attachment-double-extension.description",
          "finding.email-attachment-executable.description",
          "finding.email-attachment-html.description",
          "finding.email-attachment-macro.description",
          "finding.email-auth-compauth-fail.description",
          "finding.email-auth-dkim-fail.description",
          "finding.email-auth-dmarc-fail.description",
          "finding.email-auth-dmarc-pass.description",
          "finding.email-auth-list-ignored.description",
          "finding.email-auth-none.description",
          "finding.email-auth-spf-fail.description",
          "finding.email-auth-spf-softfail.description",
          "finding.email-bulk-mail.description",
          "finding.email-combined-lures.description",
          "finding.email-dkim-invalid.description",
          "finding.email-dkim-verified.description",
          "finding.email-dmarc-enforced-fail.description",
          "finding.email-dmarc-missing.description",
          "finding.email-from-domain-not-found.description",
          "finding.email-headers-unreadable.description",
          "finding.email-hidden-text.description",
          "finding.email-html-form.description",
          "finding.email-image-only.description",
          "finding.email-link-brand-mismatch.description",
          "finding.email-link-dangerous.description",
          "finding.email-link-domain-new.description",
          "finding.email-link-domain-young.description",
          "finding.email-link-free-hosting.description",
          "finding.email-link-ip-host.description",
          "finding.email-link-plain-http.description",
          "finding.email-link-redirect-cross-domain.description",
          "finding.email-link-redirect-private.description",
          "finding.email-link-redirect-suspicious.description",
          "finding.email-link-script.description",
          "finding.email-link-shortener-risky.description",
          "finding.email-link-shortener.description",
          "finding.email-link-suspicious-tld.description",
          "finding.email-link-suspicious.description",
          "finding.email-link-text-mismatch.description",
          "finding.email-link-text-tracked.description",
          "finding.email-link-unresolvable.description",
          "finding.email-lure-account.description",
          "finding.email-lure-callback.description",
          "finding.email-lure-cold-pitch.description",
          "finding.email-lure-credential.description",
          "finding.email-lure-crypto.description",
          "finding.email-lure-easy-money.description",
          "finding.email-lure-gift-card.description",
          "finding.email-lure-health.description",
          "finding.email-lure-interac.description",
          "finding.email-lure-invoice.description",
          "finding.email-lure-parcel.description",
          "finding.email-lure-personal-info.description",
          "finding.email-lure-prize.description",
          "finding.email-lure-sextortion.description",
          "finding.email-lure-tax-refund.description",
          "finding.email-lure-threat.description",
          "finding.email-lure-unreachable-request.description",
          "finding.email-lure-urgency.description",
          "finding.email-mailing-list.description",
          "finding.email-message-id-freemail.description",
          "finding.email-message-id-mismatch.description",
          "finding.email-password-field.description",
          "finding.email-pitch-unaccountable.description",
          "finding.email-recipient-in-greeting.description",
          "finding.email-recipient-in-subject.description",
          "finding.email-relayed-callback.description",
          "finding.email-reply-to-freemail.description",
          "finding.email-reply-to-lookalike.description",
          "finding.email-reply-to-mismatch.description",
          "finding.email-return-path-lookalike.description",
          "finding.email-return-path-mismatch.description",
          "finding.email-scam-request.description",
          "finding.email-sender-brand-display-name.description",
          "finding.email-sender-decorated-name.description",
          "finding.email-sender-display-address.description",
          "finding.email-sender-freemail-bulk.description",
          "finding.email-sender-freemail-organisation.description",
          "finding.email-sender-ip-listed.description",
          "finding.email-sender-ip-policy-listed.description",
          "finding.email-sender-is-recipient.description",
          "finding.email-sender-lookalike-domain.description",
          "finding.email-sender-lookalike-recipient.description",
          "finding.email-sender-name-elsewhere.description",
          "finding.email-sender-official.description",
          "finding.email-sender-suspicious-domain.description",
          "finding.email-styled-letters.description",
          "finding.email-thread-reply.description",
          "finding.email-zero-width.description"
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
  "EmailSender": {
    "type": "object",
    "description": "Who the message says it is from, as the headers give it (all null for a body-only paste).",
    "properties": {
      "fromAddress": {
        "type": [
          "string",
          "null"
        ],
        "description": "The From address, lower case (the first one when there are several)."
      },
      "fromDisplayName": {
        "type": [
          "string",
          "null"
        ],
        "description": "The From display name, decoded (RFC 2047), or null when there is none."
      },
      "fromDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The domain of the From address, lower case."
      },
      "replyTo": {
        "type": [
          "string",
          "null"
        ],
        "description": "The first Reply-To address, lower case, or null."
      },
      "returnPath": {
        "type": [
          "string",
          "null"
        ],
        "description": "The Return-Path (envelope sender) address, lower case, or null."
      }
    },
    "required": [
      "fromAddress",
      "fromDisplayName",
      "fromDomain",
      "replyTo",
      "returnPath"
    ],
    "additionalProperties": false
  },
  "EmailAuthentication": {
    "type": "object",
    "description": "What the receiving server concluded about the message's authentication.",
    "properties": {
      "spf": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fail",
          "neutral",
          "none",
          "pass",
          "permerror",
          "policy",
          "softfail",
          "softpass",
          "temperror",
          null
        ],
        "description": "SPF result of the receiver (Authentication-Results, else Received-SPF), or null when not given."
      },
      "dkim": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fail",
          "neutral",
          "none",
          "pass",
          "permerror",
          "policy",
          "softfail",
          "softpass",
          "temperror",
          null
        ],
        "description": "DKIM result: verified here when `source` is `verified`, else the best of the receiver's; or null."
      },
      "dmarc": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fail",
          "neutral",
          "none",
          "pass",
          "permerror",
          "policy",
          "softfail",
          "softpass",
          "temperror",
          null
        ],
        "description": "DMARC result, or null."
      },
      "compauth": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fail",
          "neutral",
          "none",
          "pass",
          "permerror",
          "policy",
          "softfail",
          "softpass",
          "temperror",
          null
        ],
        "description": "Microsoft's composite authentication (`compauth`), or null."
      },
      "arc": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "fail",
          "neutral",
          "none",
          "pass",
          "permerror",
          "policy",
          "softfail",
          "softpass",
          "temperror",
          null
        ],
        "description": "ARC chain validation, or null."
      },
      "authservId": {
        "type": [
          "string",
          "null"
        ],
        "description": "The receiving server (`authserv-id` of the topmost Authentication-Results), or null."
      },
      "source": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "headers",
          "verified",
          null
        ],
        "description": "Where the results come from: `headers` (the receiver's, as pasted); `verified` when `dkim` was verified here against DNS (an intact message, online; SPF and DMARC stay the receiver's); null when the paste carried no authentication results and nothing was verified."
      }
    },
    "required": [
      "spf",
      "dkim",
      "dmarc",
      "compauth",
      "arc",
      "authservId",
      "source"
    ],
    "additionalProperties": false
  },
  "EmailDmarcPolicy": {
    "type": "object",
    "description": "The From domain's DMARC policy, as DNS gives it (online only).",
    "properties": {
      "domain": {
        "type": "string",
        "description": "The From domain asked about."
      },
      "status": {
        "type": "string",
        "enum": [
          "found",
          "invalid",
          "none",
          "temperror"
        ]
      },
      "summaryKey": {
        "type": "string",
        "enum": [
          "email.dmarc.invalid",
          "email.dmarc.none",
          "email.dmarc.policy-none",
          "email.dmarc.policy-quarantine",
          "email.dmarc.policy-reject",
          "email.dmarc.temperror"
        ],
        "description": "The status in words: `email.dmarc.policy-<none|quarantine|reject>` when found, else `email.dmarc.<status>`."
      },
      "summary": {
        "type": "string",
        "description": "Localized text of `summaryKey`."
      },
      "policy": {
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
        "description": "The policy that applies to the From domain (`p`, or `sp`/`np` for a subdomain), or null."
      },
      "pct": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "description": "Share of failing mail the policy applies to (`pct`, 100 when absent), or null."
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
        ],
        "description": "How strongly the policy is applied (`full`, `partial`, `testing`, `none`), or null."
      },
      "recordName": {
        "type": [
          "string",
          "null"
        ],
        "description": "Where the record was found (`_dmarc.<domain>`), or null."
      },
      "inherited": {
        "type": "boolean",
        "description": "The record is the organisational domain's (the From domain has none of its own)."
      },
      "domainExists": {
        "type": [
          "boolean",
          "null"
        ],
        "description": "Whether the From domain exists in DNS: false only when DNS answered NXDOMAIN for it, null when its lookup failed."
      }
    },
    "required": [
      "domain",
      "status",
      "summaryKey",
      "summary",
      "policy",
      "pct",
      "enforcement",
      "recordName",
      "inherited",
      "domainExists"
    ],
    "additionalProperties": false
  },
  "LexicalFinding": {
    "type": "object",
    "description": "A finding of the lexical checks.",
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
          "url-redirect-target-deceptive",
          "url-redirect-target-flagged",
          "url-scheme-added",
          "url-scheme-in-host",
          "url-shared-document",
          "url-shortener",
          "url-shortener-managed",
          "url-shortener-shape",
          "url-styled-letters",
          "url-suspicious-tld",
          "url-tunnel",
          "url-userinfo-disguise"
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
          "finding.url-redirect-target-deceptive.title",
          "finding.url-redirect-target-flagged.title",
          "finding.url-scheme-added.title",
          "finding.url-scheme-in-host.title",
          "finding.url-shared-document.title",
          "finding.url-shortener-managed.title",
          "finding.url-shortener-shape.title",
          "finding.url-shortener.title",
          "finding.url-styled-letters.title",
          "finding.url-suspicious-tld.title",
          "finding.url-tunnel.title",
          "finding.url-userinfo-disguise.title"
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
          "finding.url-redirect-target-deceptive.description",
          "finding.url-redirect-target-flagged.description",
          "finding.url-scheme-added.description",
          "finding.url-scheme-in-host.description",
          "finding.url-shared-document.description",
          "finding.url-shortener-managed.description",
          "finding.url-shortener-shape.description",
          "finding.url-shortener.description",
          "finding.url-styled-letters.description",
          "finding.url-suspicious-tld.description",
          "finding.url-tunnel.description",
          "finding.url-userinfo-disguise.description"
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
  "EmailLinkNetwork": {
    "type": "object",
    "description": "The network checks of one link (online only).",
    "properties": {
      "status": {
        "type": "string",
        "enum": [
          "checked",
          "failed",
          "not-checked"
        ],
        "description": "`checked`: the redirect chain was followed and the domain age looked up (or not applicable); `failed`: a step did not finish (timeout, no connection, registry unavailable): nothing is concluded; `not-checked`: over the limit of hosts checked per email."
      },
      "summaryKey": {
        "type": "string",
        "enum": [
          "email.link-network.checked",
          "email.link-network.failed",
          "email.link-network.not-checked"
        ],
        "description": "The status in words: `email.link-network.<status>`."
      },
      "summary": {
        "type": "string",
        "description": "Localized text of `summaryKey`."
      },
      "finalUrl": {
        "type": [
          "string",
          "null"
        ],
        "description": "Where the redirect chain ended (≤ 200 characters), or null."
      },
      "finalHost": {
        "type": [
          "string",
          "null"
        ],
        "description": "The host where the chain ended, or null."
      },
      "redirectCount": {
        "type": "integer",
        "description": "Redirects followed."
      },
      "ageDomain": {
        "type": [
          "string",
          "null"
        ],
        "description": "The registrable domain whose registration date was looked up, or null."
      },
      "domainAgeDays": {
        "type": [
          "integer",
          "null"
        ],
        "description": "Days since that domain was registered (RDAP), or null when unknown."
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
          "url.error.domain-age-failed",
          "whois.error.no-registration-date",
          "whois.error.not-found",
          "whois.error.unavailable",
          "whois.error.unsupported-tld",
          null
        ],
        "description": "Why the chain or the age could not be read: an `http-error.*` key (no final response), a `whois.error.*` key (no registration date), `url.error.domain-age-failed`, or null."
      },
      "error": {
        "type": [
          "string",
          "null"
        ],
        "description": "Localized text of `errorKey`."
      },
      "findings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/EmailFinding"
        },
        "description": "What the network showed (`email-link-*` codes; each is also among the email's findings)."
      }
    },
    "required": [
      "status",
      "summaryKey",
      "summary",
      "finalUrl",
      "finalHost",
      "redirectCount",
      "ageDomain",
      "domainAgeDays",
      "ageBand",
      "errorKey",
      "error",
      "findings"
    ],
    "additionalProperties": false
  },
  "EmailLink": {
    "type": "object",
    "description": "One link of the body, with the text the reader sees, the lexical URL checks and (online) the network checks on it.",
    "properties": {
      "href": {
        "type": "string",
        "description": "Where the link goes (≤ 200 characters; Safe Links / Google redirects are unwrapped)."
      },
      "text": {
        "type": "string",
        "description": "The text the reader sees on the link (≤ 200 characters; the image's alt text for an image link)."
      },
      "host": {
        "type": [
          "string",
          "null"
        ],
        "description": "The host of `href` (punycode), or null for script links and unreadable addresses."
      },
      "confidenceScore": {
        "type": "integer",
        "description": "Confidence (0–100) that the destination is a threat: the lexical URL checks, plus the network findings when the link was checked online."
      },
      "verdictKey": {
        "type": "string",
        "enum": [
          "verdict.caution",
          "verdict.dangerous",
          "verdict.likely-safe",
          "verdict.suspicious"
        ],
        "description": "Verdict on the destination (lexical checks, and network findings when checked)."
      },
      "verdict": {
        "type": "string",
        "description": "Localized text of `verdictKey`."
      },
      "findings": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/LexicalFinding"
        },
        "description": "Findings of the lexical URL checks (`url-*` codes, as in the URL analysis)."
      },
      "network": {
        "oneOf": [
          {
            "type": "null"
          },
          {
            "$ref": "#/components/schemas/EmailLinkNetwork"
          }
        ],
        "description": "The redirect chain and domain age of the link's host (online only), or null offline, for script links, or when the network part did not run."
      }
    },
    "required": [
      "href",
      "text",
      "host",
      "confidenceScore",
      "verdictKey",
      "verdict",
      "findings",
      "network"
    ],
    "additionalProperties": false
  },
  "EmailAttachment": {
    "type": "object",
    "description": "One attachment of a raw message (names and types only; contents are never kept).",
    "properties": {
      "name": {
        "type": [
          "string",
          "null"
        ],
        "description": "The file name as declared (decoded, ≤ 200 characters), or null when the part names none."
      },
      "contentType": {
        "type": "string",
        "description": "The MIME type as declared, lower case."
      },
      "size": {
        "type": "integer",
        "description": "Size of the decoded content in bytes."
      },
      "risky": {
        "type": "boolean",
        "description": "True when the type or name is one that phishing and malware use (see `risk`)."
      },
      "risk": {
        "type": [
          "string",
          "null"
        ],
        "enum": [
          "archive",
          "disk-image",
          "double-extension",
          "executable",
          "html",
          "macro",
          null
        ],
        "description": "Why it is risky, or null."
      }
    },
    "required": [
      "name",
      "contentType",
      "size",
      "risky",
      "risk"
    ],
    "additionalProperties": false
  },
  "EmailSkippedPart": {
    "type": "object",
    "description": "A part that needs the network and did not run, and why.",
    "properties": {
      "id": {
        "type": "string",
        "enum": [
          "dkim-verification",
          "dmarc-policy",
          "link-network-checks",
          "sender-ip-blocklists"
        ],
        "description": "Which part (`dkim-verification`, `dmarc-policy`, `sender-ip-blocklists`, `link-network-checks`)."
      },
      "partKey": {
        "type": "string",
        "enum": [
          "email.part.dkim-verification",
          "email.part.dmarc-policy",
          "email.part.link-network-checks",
          "email.part.sender-ip-blocklists"
        ],
        "description": "Its name, for display: `email.part.<part>`."
      },
      "part": {
        "type": "string",
        "description": "Localized text of `partKey`."
      },
      "reasonKey": {
        "type": "string",
        "enum": [
          "email.skip.link-limit",
          "email.skip.lookup-failed",
          "email.skip.no-headers",
          "email.skip.no-links",
          "email.skip.no-sender-ip",
          "email.skip.not-intact",
          "error.network-unreachable",
          "skip.not-applicable",
          "skip.not-implemented",
          "skip.offline-mode"
        ],
        "description": "Why it did not run: `skip.offline-mode`, `error.network-unreachable` (the service is cut off), `skip.not-applicable` (a From domain that is not a DNS name), or an `email.skip.*` reason (`email.skip.link-limit`: the links' hosts over the limit were not checked, the others were)."
      },
      "reason": {
        "type": "string",
        "description": "Localized text of `reasonKey`."
      }
    },
    "required": [
      "id",
      "partKey",
      "part",
      "reasonKey",
      "reason"
    ],
    "additionalProperties": false
  }
} as const;
