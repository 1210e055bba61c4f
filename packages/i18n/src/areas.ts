/**
 * Catalogues are split by area so that each analysis' translations sit in a file of their own.
 * Each area file is typed with exactly its keys: a missing or misspelt key is a compile error there.
 */
import type { ResultKey } from '@secapi/core';
import type { MessageKey } from './keys.js';
import type { AcmeUiKey, CliUiKey, FormUiKey, TlsUiKey, UiKey } from './ui-keys.js';

export type UrlAreaKey = Extract<ResultKey, `finding.url-${string}` | `url.${string}`>;
export type MessageAreaKey = Extract<ResultKey, `finding.message-${string}` | `message.${string}`>;
export type EmailAreaKey = Extract<ResultKey, `finding.email-${string}` | `email.${string}`>;
export type DnsAreaKey = Extract<ResultKey, `dns.${string}`>;
export type IpAreaKey = Extract<ResultKey, `ip.${string}`>;
export type EmailAuthAreaKey = Extract<ResultKey, `email-auth.${string}`>;
export type TyposquatAreaKey = Extract<ResultKey, `typosquat.${string}`>;
export type WhoisAreaKey = Extract<ResultKey, `whois.${string}`>;
export type CertsAreaKey = Extract<ResultKey, `certs.${string}`>;
export type HashAreaKey = Extract<ResultKey, `hash.${string}`>;
export type HeadersAreaKey = Extract<ResultKey, `headers.${string}`>;
export type TlsAreaKey = Extract<ResultKey, `tls.${string}`>;
export type AcmeAreaKey = Extract<ResultKey, `acme.${string}`>;
export type CommonAreaKey = Exclude<
  MessageKey,
  | UrlAreaKey
  | MessageAreaKey
  | EmailAreaKey
  | DnsAreaKey
  | IpAreaKey
  | EmailAuthAreaKey
  | TyposquatAreaKey
  | WhoisAreaKey
  | CertsAreaKey
  | HashAreaKey
  | HeadersAreaKey
  | TlsAreaKey
  | AcmeAreaKey
  | UiKey
>;

export type UrlArea = Readonly<Record<UrlAreaKey, string>>;
export type MessageArea = Readonly<Record<MessageAreaKey, string>>;
export type EmailArea = Readonly<Record<EmailAreaKey, string>>;
export type DnsArea = Readonly<Record<DnsAreaKey, string>>;
export type IpArea = Readonly<Record<IpAreaKey, string>>;
export type EmailAuthArea = Readonly<Record<EmailAuthAreaKey, string>>;
export type TyposquatArea = Readonly<Record<TyposquatAreaKey, string>>;
export type WhoisArea = Readonly<Record<WhoisAreaKey, string>>;
export type CertsArea = Readonly<Record<CertsAreaKey, string>>;
export type HashArea = Readonly<Record<HashAreaKey, string>>;
export type HeadersArea = Readonly<Record<HeadersAreaKey, string>>;
export type TlsArea = Readonly<Record<TlsAreaKey, string>>;
export type AcmeArea = Readonly<Record<AcmeAreaKey, string>>;
export type CommonArea = Readonly<Record<CommonAreaKey, string>>;
export type UiArea = Readonly<Record<Exclude<UiKey, AcmeUiKey | TlsUiKey | FormUiKey | CliUiKey>, string>>;
export type FormUiArea = Readonly<Record<FormUiKey, string>>;
export type TlsUiArea = Readonly<Record<TlsUiKey, string>>;
export type AcmeUiArea = Readonly<Record<AcmeUiKey, string>>;
export type CliUiArea = Readonly<Record<CliUiKey, string>>;
