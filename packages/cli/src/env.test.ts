import { describe, expect, it } from 'vitest';
import { colorEnabled, envFlag, langFromEnv, langOfLocale } from './env.js';

describe('langFromEnv', () => {
  it('reads LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(langFromEnv({ LANG: 'fr_CA.UTF-8' })).toBe('fr-CA');
    expect(langFromEnv({ LC_ALL: 'en_US.UTF-8', LANG: 'fr_CA.UTF-8' })).toBe('en-CA');
    expect(langFromEnv({ LC_MESSAGES: 'fr_FR@euro', LANG: 'en_CA' })).toBe('fr-CA');
    expect(langFromEnv({ LC_ALL: '', LANG: 'fr_CA' })).toBe('fr-CA');
  });

  it('falls back to en-CA for C, POSIX, other languages and nothing', () => {
    expect(langFromEnv({})).toBe('en-CA');
    expect(langFromEnv({ LANG: 'C.UTF-8' })).toBe('en-CA');
    expect(langFromEnv({ LC_ALL: 'POSIX', LANG: 'fr_CA' })).toBe('en-CA');
    expect(langOfLocale('de_DE.UTF-8')).toBeNull();
  });
});

describe('colorEnabled', () => {
  it('follows the TTY, NO_COLOR and FORCE_COLOR (FORCE_COLOR wins, as in Node)', () => {
    expect(colorEnabled({}, true)).toBe(true);
    expect(colorEnabled({}, false)).toBe(false);
    expect(colorEnabled({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colorEnabled({ NO_COLOR: '' }, true)).toBe(true);
    expect(colorEnabled({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorEnabled({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colorEnabled({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(true);
    expect(colorEnabled({ TERM: 'dumb' }, true)).toBe(false);
  });

  it('reads boolean variables', () => {
    expect(envFlag('1')).toBe(true);
    expect(envFlag('TRUE')).toBe(true);
    expect(envFlag('0')).toBe(false);
    expect(envFlag(undefined)).toBe(false);
  });
});
