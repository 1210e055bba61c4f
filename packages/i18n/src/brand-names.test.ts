import { readdirSync, readFileSync } from 'node:fs';
import { BRANDS } from '@secapi/core';
import { describe, expect, it } from 'vitest';

import { FRENCH_BRAND_KEYS, frenchBrand } from './brand-names.js';
import { localize } from './localize.js';
import { translate } from './translate.js';

describe('brand names in French sentences', () => {
  it('give each form its grammar: the bare name, the article, « de » and « à » contracted or elided', () => {
    expect(frenchBrand('Government of Canada')).toBe('Gouvernement du Canada');
    expect(frenchBrand('Government of Canada', 'le')).toBe('le gouvernement du Canada');
    expect(frenchBrand('Government of Canada', 'de')).toBe('du gouvernement du Canada');
    expect(frenchBrand('Government of Canada', 'à')).toBe('au gouvernement du Canada');
    expect(frenchBrand('Canada Revenue Agency', 'de')).toBe('de l’Agence du revenu du Canada');
    expect(frenchBrand('Canada Revenue Agency', 'à')).toBe('à l’Agence du revenu du Canada');
    expect(frenchBrand('National Bank', 'le')).toBe('la Banque Nationale');
    expect(frenchBrand('National Bank', 'de')).toBe('de la Banque Nationale');
    expect(frenchBrand('Canada Post', 'de')).toBe('de Postes Canada');
    expect(frenchBrand('Canada Post', 'le')).toBe('Postes Canada');
    expect(frenchBrand('Amazon', 'de')).toBe('d’Amazon');
    expect(frenchBrand('Hydro-Québec', 'de')).toBe('d’Hydro-Québec');
    expect(frenchBrand('Netflix', 'de')).toBe('de Netflix');
    expect(frenchBrand('Netflix', 'à')).toBe('à Netflix');
    // A name outside the table (a message names any shop) is used as it is.
    expect(frenchBrand('Some Unknown Shop', 'le')).toBe('Some Unknown Shop');
  });

  it('names only brands of the core table, and every form reads as French', () => {
    const names = new Set(BRANDS.map((b) => b.name));
    expect(FRENCH_BRAND_KEYS.filter((k) => !names.has(k))).toEqual([]);
    for (const name of FRENCH_BRAND_KEYS) {
      expect(frenchBrand(name)).not.toBe(name);
      for (const form of ['le', 'de', 'à'] as const)
        expect(frenchBrand(name, form)).not.toMatch(/\b(?:de le|à le|de les)\b/);
    }
  });

  it('French findings say the French name in French grammar; English ones and the parameters keep the table name', () => {
    const f = (key: string, brand: string) => ({
      titleKey: 'finding.url-official-domain.title',
      descriptionKey: key,
      parameters: {
        brand,
        domain: 'example.com',
        officialDomain: 'canada.ca',
        host: 'x.example',
        phrase: 'p',
        tld: 'com',
      },
    });
    const result = {
      findings: [
        f('finding.url-official-domain.description', 'Canada Revenue Agency'),
        f('finding.url-brand-in-domain.description', 'National Bank'),
        f('finding.message-link-brand-mismatch.description', 'National Bank'),
        f('finding.url-official-domain.description', 'Government of Canada'),
        f('finding.url-official-domain.description', 'Canada Post'),
        f('finding.message-link-official.description', 'Netflix'),
      ],
    };
    const fr = localize(result, 'fr-CA').findings;
    expect(fr[0]?.title).toBe('Site officiel de l’Agence du revenu du Canada');
    expect(fr[0]?.description).toContain('appartient à l’Agence du revenu du Canada.');
    expect(fr[1]?.description).toContain('contient le nom Banque Nationale,');
    expect(fr[2]?.description).toContain('mentionne la Banque Nationale (');
    expect(fr[2]?.description).toContain('site officiel de la Banque Nationale.');
    expect(fr[3]?.title).toBe('Site officiel du gouvernement du Canada');
    expect(fr[3]?.description).toContain('appartient au gouvernement du Canada.');
    expect(fr[4]?.title).toBe('Site officiel de Postes Canada');
    expect(fr[5]?.description).toContain('site officiel de Netflix (canada.ca)');
    for (const x of fr) expect(x.parameters.brand).not.toMatch(/Gouvernement|Banque|Postes|Agence/);
    const en = localize(result, 'en-CA').findings;
    expect(en[3]?.title).toContain('Government of Canada');
    expect(en[4]?.description).toContain('Canada Post');
    // Templates of other languages never show the form marker.
    expect(translate('en-CA', 'finding.url-official-domain.title', { brand: 'Canada Post' })).not.toContain(
      '|',
    );
    expect(translate('fr-CA', 'finding.url-official-domain.title', {})).toBe('Site officiel {brand|de}');
  });
});

describe('the package at run time', () => {
  it('loads nothing of @secapi/core (type imports only): a command would load every analysis to start', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(5);
    const runtime = sources.filter((f) =>
      /^import (?!type\b)[^;]*from '@secapi\/core[^']*';/m.test(readFileSync(new URL(f, dir), 'utf8')),
    );
    expect(runtime).toEqual([]);
  });
});
