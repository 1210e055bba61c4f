/**
 * Every key the email-auth analysis emits (besides the shared ones of src/keys.ts), in one list, so that
 * i18n catalogues, the OpenAPI document and tests can enumerate them. Prefix: `email-auth.`.
 *
 * - `email-auth.error.*`: the result's `errorKey` (the analysis could not grade the domain);
 * - `email-auth.grade.*`: `gradeNoteKeys`, one per deduction or cap of the grade table (grade.ts);
 * - `email-auth.note.*`: `noteKeys`, advice and observations that do not change the grade;
 * - `email-auth.<part>.result.*` / `email-auth.result.*`: each part's `resultMessageKey`;
 * - the rest: `messageKey` of one issue (`{ severity, messageKey, parameters, domain }`).
 */
export const EMAIL_AUTH_KEYS = [
  // errorKey
  'email-auth.error.temperror',
  'email-auth.error.domain-not-found',

  // gradeNoteKeys (grade.ts, in table order)
  'email-auth.grade.unknown-temperror',
  'email-auth.grade.provisional',
  'email-auth.grade.spf-softfail',
  'email-auth.grade.spf-weak-all',
  'email-auth.grade.spf-all-pass',
  'email-auth.grade.spf-permerror',
  'email-auth.grade.spf-missing',
  'email-auth.grade.dmarc-quarantine',
  'email-auth.grade.dmarc-partial',
  'email-auth.grade.dmarc-policy-none',
  'email-auth.grade.dmarc-invalid',
  'email-auth.grade.dmarc-missing',
  'email-auth.grade.dmarc-no-rua',
  'email-auth.grade.dkim-1024',
  'email-auth.grade.dkim-weak',
  'email-auth.grade.dkim-revoked',
  'email-auth.grade.dkim-selector-unknown',
  'email-auth.grade.dkim-not-found',
  'email-auth.grade.mta-sts-missing',
  'email-auth.grade.tls-rpt-missing',
  'email-auth.grade.dnssec-missing',
  'email-auth.grade.bimi-missing',
  'email-auth.grade.a-plus-needs-reject',

  // noteKeys
  'email-auth.note.dkim-selectors-not-exhaustive',
  'email-auth.note.dkim-ses-random-selectors',
  'email-auth.note.dkim-not-needed',
  'email-auth.note.mta-sts-policy-not-fetched',
  'email-auth.note.bimi-requires-enforcement',
  'email-auth.note.dmarc-from-organizational-domain',
  'email-auth.note.non-sending-domain',
  'email-auth.note.dnssec-resolver-only',

  // resultMessageKey
  'email-auth.spf.result.pass-config',
  'email-auth.spf.result.permerror',
  'email-auth.spf.result.temperror',
  'email-auth.spf.result.none',
  'email-auth.result.valid',
  'email-auth.result.invalid',
  'email-auth.result.none',
  'email-auth.result.temperror',
  'email-auth.dkim.result.found',
  'email-auth.dkim.result.weak',
  'email-auth.dkim.result.revoked',
  'email-auth.dkim.result.not-found',
  'email-auth.dkim.result.temperror',
  'email-auth.mx.result.ok',
  'email-auth.mx.result.null-mx',
  'email-auth.mx.result.none',
  'email-auth.mx.result.invalid',
  'email-auth.mx.result.temperror',

  // issues shared by every TXT-record part
  'email-auth.record.not-found',
  'email-auth.record.multiple',
  'email-auth.record.temperror',
  'email-auth.record.syntax-error',
  'email-auth.record.v-not-first',
  'email-auth.record.duplicate-tag',
  'email-auth.record.unknown-tag',
  'email-auth.record.invalid-value',
  'email-auth.record.missing-tag',
  'email-auth.record.invalid-uri',

  // SPF issues
  'email-auth.spf.unknown-mechanism',
  'email-auth.spf.bad-qualifier',
  'email-auth.spf.invalid-term',
  'email-auth.spf.invalid-macro',
  'email-auth.spf.duplicate-modifier',
  'email-auth.spf.terms-after-all',
  'email-auth.spf.redirect-ignored',
  'email-auth.spf.lookup-limit',
  'email-auth.spf.void-lookup-limit',
  'email-auth.spf.mx-too-many-hosts',
  'email-auth.spf.include-loop',
  'email-auth.spf.redirect-loop',
  'email-auth.spf.include-no-record',
  'email-auth.spf.redirect-no-record',
  'email-auth.spf.ptr-used',
  'email-auth.spf.macro-not-expanded',
  'email-auth.spf.record-too-long',
  'email-auth.spf.sender-id-record',
  'email-auth.spf.all-pass',
  'email-auth.spf.all-neutral',
  'email-auth.spf.no-all',

  // DMARC issues
  'email-auth.dmarc.record-at-apex',
  'email-auth.dmarc.policy-none',
  'email-auth.dmarc.sp-none',
  'email-auth.dmarc.pct-partial',
  'email-auth.dmarc.testing',
  'email-auth.dmarc.no-rua',
  'email-auth.dmarc.unsupported-uri-scheme',
  'email-auth.dmarc.too-many-uris',
  'email-auth.dmarc.external-destination-unauthorized',
  'email-auth.dmarc.external-destination-unknown',
  'email-auth.dmarc.obsolete-tag',
  'email-auth.dmarc.inherited',

  // DKIM issues
  'email-auth.dkim.key-revoked',
  'email-auth.dkim.key-weak',
  'email-auth.dkim.key-1024',
  'email-auth.dkim.invalid-key',
  'email-auth.dkim.unknown-key-type',
  'email-auth.dkim.testing',
  'email-auth.dkim.sha1-only',
  'email-auth.dkim.service-not-email',
  'email-auth.dkim.domainkey-exists',

  // MX issues
  'email-auth.mx.implicit',
  'email-auth.mx.null-mx',
  'email-auth.mx.null-mx-with-others',

  // MTA-STS, TLS-RPT, BIMI issues
  'email-auth.mta-sts.invalid-id',
  'email-auth.bimi.declined',
  'email-auth.bimi.no-certificate',
  'email-auth.bimi.requires-enforcement',
] as const satisfies readonly `email-auth.${string}`[];
export type EmailAuthKey = (typeof EMAIL_AUTH_KEYS)[number];

/** `errorKey` of the result. */
export type EmailAuthErrorKey = Extract<EmailAuthKey, `email-auth.error.${string}`>;
/** `gradeNoteKeys`: one per deduction or cap of the grade table. */
export type EmailAuthGradeNoteKey = Extract<EmailAuthKey, `email-auth.grade.${string}`>;
/** `noteKeys`: advice and observations that do not change the grade. */
export type EmailAuthNoteKey = Extract<EmailAuthKey, `email-auth.note.${string}`>;
/** `resultMessageKey` of a TXT-record part (DMARC, MTA-STS, TLS-RPT, BIMI). */
export type EmailAuthRecordResultKey = Extract<EmailAuthKey, `email-auth.result.${string}`>;
/** `resultMessageKey` of the SPF, DKIM and MX parts. */
export type EmailAuthPartResultKey<P extends 'spf' | 'dkim' | 'mx'> = Extract<
  EmailAuthKey,
  `email-auth.${P}.result.${string}`
>;
/** `messageKey` of one issue: every email-auth key that is not a result, error, grade or note key. */
export type EmailAuthIssueKey = Exclude<
  EmailAuthKey,
  `email-auth.${'error' | 'grade' | 'note' | 'result'}.${string}` | `email-auth.${string}.result.${string}`
>;
