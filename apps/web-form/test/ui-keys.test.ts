/** The form's UI keys (and the command line's, `ui.cli.*`): each one is used, and the French is French (not a copy, OQLF spacing). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, UI_KEYS } from '@secapi/i18n';

/** The hand-written sources of a directory, joined. */
function sourcesOf(dir: URL): string {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(new URL(f, dir), 'utf8'))
    .join('\n');
}

const source = sourcesOf(new URL('../src/', import.meta.url));
// `ui.cli.*`: the command line's lines on standard error (packages/cli), the other UI that shares the catalogue.
const cliSource = sourcesOf(new URL('../../../packages/cli/src/', import.meta.url));

/** Words that are the same in both languages. */
const SAME_IN_BOTH = new Set(['ui.result.verdict-label', 'ui.severity.info', 'ui.dnssec.label']);

describe('UI keys', () => {
  it('are all used by the form (the command line for ui.cli.*)', () => {
    const unused = UI_KEYS.filter((k) => !(k.startsWith('ui.cli.') ? cliSource : source).includes(`'${k}'`));
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
