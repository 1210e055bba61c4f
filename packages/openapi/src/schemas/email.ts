/** check-email (EmailAnalysisResult of core, localized). */

import { AUTH_VERDICTS, EMAIL_ONLINE_PARTS, EMAIL_SKIP_REASONS } from '@secapi/core/email';
import type { AttachmentRisk, AuthVerdict, InputShape } from '@secapi/core/email';
import {
  closed,
  count,
  enumOf,
  findingSchema,
  keyAndText,
  literals,
  outcome,
  ref,
  score,
  skipReasonKeys,
  strOrNull,
  verdictFields,
  verdictKeys,
  type JsonSchema,
} from './common.js';

const INPUT_SHAPES = literals<InputShape>({
  'body-only': true,
  'headers-and-body': true,
  'raw-message': true,
});
const RISKS = literals<AttachmentRisk>({
  executable: true,
  'double-extension': true,
  html: true,
  'disk-image': true,
  macro: true,
  archive: true,
});
const AUTH = literals<AuthVerdict>(
  Object.fromEntries(AUTH_VERDICTS.map((v) => [v, true])) as Record<AuthVerdict, true>,
);
const authVerdict = (description: string): JsonSchema => enumOf(AUTH, true, description);
const text200 = (description: string): JsonSchema => ({ type: 'string', maxLength: 200, description });
const text200OrNull = (description: string): JsonSchema => ({
  type: ['string', 'null'],
  maxLength: 254,
  description,
});

export const EMAIL_SCHEMAS = {
  EmailFinding: findingSchema('email'),
  EmailSender: closed(
    {
      fromAddress: text200OrNull('The From address, lower case (the first when there are several).'),
      fromDisplayName: text200OrNull('The From display name, decoded.'),
      fromDomain: text200OrNull('Domain of the From address.'),
      replyTo: text200OrNull('The first Reply-To address.'),
      returnPath: text200OrNull('The Return-Path (envelope sender) address.'),
    },
    'Who the message says it is from (all null for a body-only paste).',
  ),
  EmailAuthentication: closed(
    {
      spf: authVerdict('SPF result of the receiving server (Authentication-Results, else Received-SPF).'),
      dkim: authVerdict('Best DKIM result of the receiving server.'),
      dmarc: authVerdict('DMARC result of the receiving server.'),
      compauth: authVerdict("Microsoft's composite authentication."),
      arc: authVerdict('ARC chain validation.'),
      authservId: strOrNull,
      source: enumOf(
        ['headers', 'verified'],
        true,
        '`headers`: the receiving server’s results as pasted (only the topmost Authentication-Results run of the receiving domain is trusted); `verified`: checked here against DNS; null when the paste has none.',
      ),
    },
    'What the receiving server concluded about the sender. A pass never lowers the risk by itself.',
  ),
  EmailLink: closed(
    {
      href: text200('Where the link goes (Safe Links, Google and Proofpoint wrappers unwrapped).'),
      text: text200('The text the reader sees on the link.'),
      host: strOrNull,
      confidenceScore: score,
      ...keyAndText('verdict', verdictKeys, false),
      findings: {
        type: 'array',
        items: ref('UrlFinding'),
        description: 'Lexical URL findings of the destination.',
      },
    },
    'One link of the body, with the lexical URL checks on its destination.',
  ),
  EmailAttachment: closed(
    {
      name: text200OrNull('File name as declared.'),
      contentType: { type: 'string', maxLength: 100 },
      size: count,
      risky: { type: 'boolean' },
      risk: enumOf(RISKS, true, 'Why the attachment is risky, or null.'),
    },
    'One attachment of a raw message (name and type only; contents are never kept).',
  ),
  EmailSkippedPart: closed(
    {
      id: enumOf(EMAIL_ONLINE_PARTS),
      ...keyAndText(
        'part',
        EMAIL_ONLINE_PARTS.map((p) => `email.part.${p}`),
        false,
        'name of the part',
      ),
      ...keyAndText(
        'reason',
        [...skipReasonKeys, ...EMAIL_SKIP_REASONS.map((r) => `email.skip.${r}`)],
        false,
        'why it did not run',
      ),
    },
    'A part that needs the network and did not run: never reported as passed.',
  ),
  CheckEmailResponse: closed(
    {
      ...verdictFields('email'),
      inputShape: enumOf(INPUT_SHAPES, false, 'How the input was read.'),
      findings: { type: 'array', items: ref('EmailFinding') },
      sender: ref('EmailSender'),
      authentication: ref('EmailAuthentication'),
      links: { type: 'array', maxItems: 30, items: ref('EmailLink') },
      linkCount: count,
      attachments: { type: 'array', items: ref('EmailAttachment') },
      senderIp: strOrNull,
      language: enumOf(['en', 'fr'], true, 'Language of the lures matched, or null.'),
      characterCount: {
        type: 'integer',
        minimum: 0,
        description:
          'Length of the body (the body and headers are never returned, stored, cached or logged).',
      },
      skipped: { type: 'array', items: ref('EmailSkippedPart') },
      outcome,
    },
    'Localized email analysis result.',
  ),
} as const satisfies Record<string, JsonSchema>;
