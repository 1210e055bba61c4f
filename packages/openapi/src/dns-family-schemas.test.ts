/**
 * Drift check of the check-dns, check-ip, check-email-auth and check-typosquat schemas: the REAL core
 * analyses run over a fake DNS in several scenarios (found, NXDOMAIN, SERVFAIL, timeout, offline…),
 * `localize(result, lang)` turns each result into the 200 body in both languages, and the body must
 * match its schema. Every text `localize` added must be translated (not the key echoed back) and
 * fully interpolated (no `{placeholder}` left).
 */
import { LANGUAGES, localize } from '@secapi/i18n';
import { describe, expect, it } from 'vitest';
import {
  DNS_SCENARIOS,
  EMAIL_AUTH_SCENARIOS,
  IP_SCENARIOS,
  TYPOSQUAT_SCENARIOS,
  type Scenario,
} from './__fixtures__/analysis-scenarios.js';
import { getEndpoint } from './catalogue.js';
import type { SchemaName } from './schemas.js';
import { validateResponse } from './validators.js';

/** Every text field `localize` added (`x` beside `xKey`, `xs` beside `xKeys`), with its key(s). */
function addedTexts(
  original: unknown,
  localized: unknown,
  path = '',
): { path: string; key: unknown; text: unknown }[] {
  const out: { path: string; key: unknown; text: unknown }[] = [];
  if (Array.isArray(original) && Array.isArray(localized)) {
    original.forEach((v, i) => out.push(...addedTexts(v, localized[i], `${path}/${i}`)));
  } else if (
    typeof original === 'object' &&
    original !== null &&
    typeof localized === 'object' &&
    localized !== null
  ) {
    const o = original as Record<string, unknown>;
    const l = localized as Record<string, unknown>;
    for (const name of Object.keys(l)) {
      if (name in o) {
        if (name !== 'parameters') out.push(...addedTexts(o[name], l[name], `${path}/${name}`));
      } else if (Array.isArray(l[name])) {
        const keys = o[`${name.slice(0, -1)}Keys`] as unknown[];
        (l[name] as unknown[]).forEach((text, i) =>
          out.push({ path: `${path}/${name}/${i}`, key: keys[i], text }),
        );
      } else {
        out.push({ path: `${path}/${name}`, key: o[`${name}Key`], text: l[name] });
      }
    }
  }
  return out;
}

function check(schema: SchemaName, scenarios: readonly Scenario[]): void {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, scenario) => {
    const result = await scenario.run();
    for (const lang of LANGUAGES) {
      const body = JSON.parse(JSON.stringify(localize(result, lang))) as unknown;
      expect(validateResponse(schema, body), lang).toEqual({ valid: true, errors: [] });
      for (const { path, key, text } of addedTexts(result, body)) {
        if (key === null) {
          expect(text, `${lang} ${path}`).toBeNull();
          continue;
        }
        expect(typeof text, `${lang} ${path}`).toBe('string');
        expect(text, `${lang} ${path}: ${JSON.stringify(key)} is not translated`).not.toBe(key);
        expect(text, `${lang} ${path}: placeholder left in ${JSON.stringify(key)}`).not.toMatch(
          /(?<!%)\{[a-zA-Z0-9_]+\}/,
        ); // (`%{i}` is an SPF macro)
      }
    }
  });
}

describe('the response schemas match the real core analyses, localized', () => {
  it('are the response schemas of their endpoints', () => {
    expect(getEndpoint('checkDns').responseSchema).toBe('CheckDnsResponse');
    expect(getEndpoint('checkIp').responseSchema).toBe('CheckIpResponse');
    expect(getEndpoint('checkEmailAuth').responseSchema).toBe('CheckEmailAuthResponse');
    expect(getEndpoint('checkTyposquat').responseSchema).toBe('CheckTyposquatResponse');
  });

  describe('CheckDnsResponse', () => {
    check('CheckDnsResponse', DNS_SCENARIOS);
  });
  describe('CheckIpResponse', () => {
    check('CheckIpResponse', IP_SCENARIOS);
  });
  describe('CheckEmailAuthResponse', () => {
    check('CheckEmailAuthResponse', EMAIL_AUTH_SCENARIOS);
  });
  describe('CheckTyposquatResponse', () => {
    check('CheckTyposquatResponse', TYPOSQUAT_SCENARIOS);
  });
});

describe('the response schemas reject drift', () => {
  it('rejects a core result that was not localized, an unknown field, and an unknown key', async () => {
    const result = (await DNS_SCENARIOS[0]!.run()) as Record<string, unknown>;
    expect(validateResponse('CheckDnsResponse', result).valid).toBe(false);
    const body = localize(result, 'en-CA');
    expect(validateResponse('CheckDnsResponse', { ...body, extra: 1 }).valid).toBe(false);
    expect(validateResponse('CheckDnsResponse', { ...body, noteKeys: ['dns.note.nope'] }).valid).toBe(false);
    expect(validateResponse('CheckDnsResponse', { ...body, errorKey: 'ip.error.no-answer' }).valid).toBe(
      false,
    );
  });

  it('rejects a record set of an unknown status and a missing record type', async () => {
    const body = localize((await DNS_SCENARIOS[0]!.run()) as Record<string, unknown>, 'fr-CA') as {
      recordSets: Record<string, Record<string, unknown>>;
    };
    const { A, ...withoutA } = body.recordSets;
    expect(validateResponse('CheckDnsResponse', { ...body, recordSets: withoutA }).valid).toBe(false);
    expect(
      validateResponse('CheckDnsResponse', {
        ...body,
        recordSets: { ...body.recordSets, A: { ...A, status: 'maybe' } },
      }).valid,
    ).toBe(false);
  });
});
