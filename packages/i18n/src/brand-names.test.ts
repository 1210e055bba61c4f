import { BRANDS } from '@secapi/core';
import { describe, expect, it } from 'vitest';

import { frenchBrand } from './brand-names.js';
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

  it('every French name of the table renders without an English article or a doubled preposition', () => {
    for (const b of BRANDS.filter((x) => x.nameFr !== undefined || x.nameFrWithArticle !== undefined)) {
      for (const form of ['le', 'de', 'à'] as const) {
        const words = frenchBrand(b.name, form);
        expect(words).not.toMatch(/\b(?:de le|à le|de les|The)\b/);
        expect(words).toContain((b.nameFr ?? b.name).slice(1));
      }
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
