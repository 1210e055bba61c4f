/** The form's UI keys: each one is used by the form, and the French is French (not a copy, OQLF spacing). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, UI_KEYS } from '@secapi/i18n';

const srcDir = new URL('../src/', import.meta.url);
const source = readdirSync(srcDir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(new URL(f, srcDir), 'utf8'))
  .join('\n');

/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(['ui.result.verdict-label', 'ui.severity.info', 'ui.dnssec.label']);

describe('UI keys', () => {
  it('are all used by the form', () => {
    const unused = UI_KEYS.filter((k) => !source.includes(`'${k}'`));
    expect(unused).toEqual([]);
  });

  it('are translated into French, not copied', () => {
    const copied = UI_KEYS.filter(
      (k) => !SAME_IN_BOTH.has(k) && CATALOGUES['fr-CA'][k] === CATALOGUES['en-CA'][k],
    );
    expect(copied).toEqual([]);
  });

  it('follow French spacing: no-break space before : and narrow no-break space before ; ? !', () => {
    for (const k of UI_KEYS) {
      const text = CATALOGUES['fr-CA'][k];
      expect(text, k).not.toMatch(/ [:;?!]/);
      expect(text, k).not.toMatch(/[^\s\u00a0\u202f/][;?!](\s|$)/);
      expect(text.replace(/https?:\/\/\S+/g, ''), k).not.toMatch(/[^\u00a0]:/);
    }
  });
});
