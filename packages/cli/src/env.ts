/**
 * What the environment decides: the language (`LC_ALL` / `LC_MESSAGES` / `LANG`), colour (`NO_COLOR`,
 * `FORCE_COLOR`, a TTY), and the network settings the server reads too (`SECAPI_DNS_SERVERS`,
 * `SECAPI_OFFLINE`, `VIRUSTOTAL_API_KEY`, `WEB_RISK_API_KEY`).
 */
import { DEFAULT_LANG, parseLangParam, type Lang } from '@secapi/i18n';

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The language of a POSIX locale value: `fr_CA.UTF-8` → fr-CA, `en_US` → en-CA; `C`, `POSIX`, empty
 * or any other language → null.
 */
export function langOfLocale(value: string | undefined): Lang | null {
  if (value === undefined || value === '') return null;
  const base = value.split(/[.@]/)[0] ?? '';
  return parseLangParam(base);
}

/**
 * The default language: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set (POSIX order),
 * English (Canada) when it names neither English nor French.
 */
export function langFromEnv(env: Env): Lang {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const value = env[name];
    if (value !== undefined && value !== '') return langOfLocale(value) ?? DEFAULT_LANG;
  }
  return DEFAULT_LANG;
}

/**
 * Colour on or off: `FORCE_COLOR` (any value but `0` or `false`) forces it, as in Node itself; then
 * `NO_COLOR` (any non-empty value, no-color.org) turns it off; otherwise only on a TTY.
 */
export function colorEnabled(env: Env, isTty: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTty && env.TERM !== 'dumb';
}

/** True for `1`, `true`, `yes` (any case). */
export function envFlag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes)$/i.test(value.trim());
}
