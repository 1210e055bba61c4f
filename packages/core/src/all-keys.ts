/**
 * Every key core can emit, as one string-literal union (`ResultKey`) and as a runtime list.
 * `@secapi/i18n` types its catalogues as `Record<ResultKey, string>`, so a missing translation is a
 * compile error; the runtime list lets tests and the OpenAPI document enumerate keys.
 */
import { EMAIL_KEYS, type EmailKey } from './analyses/email/keys.js';
import { EMAIL_FINDING_CODES, type EmailFindingCode } from './analyses/email/rules.js';
import { MESSAGE_FINDING_CODES, type MessageFindingCode } from './analyses/message/rules.js';
import { URL_KEYS, type UrlKey } from './analyses/url/keys.js';
import { URL_FINDING_CODES, type UrlFindingCode } from './analyses/url/rules.js';
import { DNS_KEYS, type DnsKey } from './analyses/dns/keys.js';
import { ACME_KEYS, type AcmeKey } from './analyses/acme/keys.js';
import { EMAIL_AUTH_KEYS, type EmailAuthKey } from './analyses/email-auth/keys.js';
import { IP_KEYS, type IpKey } from './analyses/ip/keys.js';
import { TYPOSQUAT_KEYS, type TyposquatKey } from './analyses/typosquat/keys.js';
import { DNS_STATUSES } from './net/dns/types.js';
import { CERTS_KEYS, type CertsKey } from './analyses/certs/keys.js';
import { HASH_KEYS, type HashKey } from './analyses/hash/keys.js';
import { HEADERS_KEYS, type HeadersKey } from './analyses/headers/keys.js';
import { TLS_KEYS, type TlsKey } from './analyses/tls/keys.js';
import { WHOIS_KEYS, type WhoisKey } from './analyses/whois/keys.js';
import { HTTP_ERRORS } from './net/http/types.js';
import {
  INPUT_ERRORS,
  NETWORK_ERRORS,
  SKIP_REASONS,
  SOURCE_HINTS,
  VERDICTS,
  type ActionKey,
  type DnsStatusKey,
  type HttpErrorKey,
  type FindingKeys,
  type InputErrorKey,
  type NetworkErrorKey,
  type SkipReasonKey,
  type SourceHintKey,
  type SummaryKey,
  type VerdictKey,
} from './keys.js';

/** Analyses with a verdict, and thus summary and action keys. */
export const VERDICT_ANALYSES = ['url', 'message', 'email'] as const;
export type VerdictAnalysis = (typeof VERDICT_ANALYSES)[number];

export type FindingCode = UrlFindingCode | MessageFindingCode | EmailFindingCode;

export type ResultKey =
  | VerdictKey
  | SourceHintKey
  | SkipReasonKey
  | NetworkErrorKey
  | InputErrorKey
  | SummaryKey<VerdictAnalysis>
  | ActionKey<VerdictAnalysis>
  | FindingKeys<FindingCode>
  | DnsStatusKey
  | DnsKey
  | IpKey
  | EmailAuthKey
  | TyposquatKey
  | HttpErrorKey
  | WhoisKey
  | CertsKey
  | HashKey
  | HeadersKey
  | TlsKey
  | AcmeKey
  | UrlKey
  | EmailKey;

export const FINDING_CODES: readonly FindingCode[] = [
  ...URL_FINDING_CODES,
  ...MESSAGE_FINDING_CODES,
  ...EMAIL_FINDING_CODES,
];

export function listResultKeys(): ResultKey[] {
  const keys: ResultKey[] = [];
  for (const v of VERDICTS) keys.push(`verdict.${v}`);
  for (const s of SOURCE_HINTS) keys.push(`source.${s}`);
  for (const s of SKIP_REASONS) keys.push(`skip.${s}`);
  for (const e of NETWORK_ERRORS) keys.push(`error.${e}`);
  for (const e of INPUT_ERRORS) keys.push(`input.${e}`);
  for (const a of VERDICT_ANALYSES) {
    keys.push(`${a}.summary.inconclusive`, `${a}.action.inconclusive`);
    for (const v of VERDICTS) keys.push(`${a}.summary.${v}`, `${a}.action.${v}`);
  }
  for (const c of FINDING_CODES) keys.push(`finding.${c}.title`, `finding.${c}.description`);
  for (const s of DNS_STATUSES) keys.push(`dns-status.${s}`);
  keys.push(...DNS_KEYS, ...IP_KEYS, ...EMAIL_AUTH_KEYS, ...TYPOSQUAT_KEYS);
  for (const e of HTTP_ERRORS) keys.push(`http-error.${e}`);
  keys.push(
    ...WHOIS_KEYS,
    ...CERTS_KEYS,
    ...HASH_KEYS,
    ...HEADERS_KEYS,
    ...TLS_KEYS,
    ...ACME_KEYS,
    ...URL_KEYS,
    ...EMAIL_KEYS,
  );
  return keys;
}
