import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import { CONTEXT_CAP, calmCategory, scoreUrlFindings } from './evidence.js';
import { HOSTED_LURE } from './calm-hosted.js';
import { LEXICAL_RULES } from './rules.js';

// Our own examples (round 13): named pages on free and developer hosts, ordinary and not.
const hosted = (
  site: string,
  domain: string,
  code: 'url-free-hosting' | 'url-developer-hosting' = 'url-free-hosting',
) => makeFinding(code, LEXICAL_RULES, { site, domain });
const model = (probability: number) => makeFinding('url-model-suspicious', LEXICAL_RULES, { probability });

describe('hosted-section-page', () => {
  it('calms a named project section page on a free host, the model under 70 %', () => {
    const findings = [hosted('marmot-weather.web.app', 'web.app'), model(66)];
    expect(calmCategory(findings, 'https://marmot-weather.web.app/forecast/calgary')).toBe(
      'hosted-section-page',
    );
    expect(
      scoreUrlFindings(findings, 'https://marmot-weather.web.app/forecast/calgary').confidenceScore,
    ).toBe(CONTEXT_CAP);
    expect(
      calmCategory([hosted('trail-count.fly.dev', 'fly.dev')], 'https://trail-count.fly.dev/results/2026'),
    ).toBe('hosted-section-page');
    expect(
      calmCategory(
        [hosted('garden-planner.onrender.com', 'onrender.com'), model(61)],
        'https://garden-planner.onrender.com/app/beds',
      ),
    ).toBe('hosted-section-page');
  });

  it('leaves sign-in pages, lure or digit labels, queries, plain http and other sections as scored', () => {
    const page = (site: string, href: string) => calmCategory([hosted(site, 'web.app'), model(66)], href);
    expect(page('marmot-weather.web.app', 'https://marmot-weather.web.app/app/login')).toBeNull();
    expect(page('marmot-weather.web.app', 'https://marmot-weather.web.app/verify/account')).toBeNull();
    expect(page('wallet-sync.web.app', 'https://wallet-sync.web.app/docs/')).toBeNull();
    expect(page('marmot42.web.app', 'https://marmot42.web.app/docs/')).toBeNull();
    expect(page('marmot-weather.web.app', 'https://marmot-weather.web.app/docs/?id=4')).toBeNull();
    expect(page('marmot-weather.web.app', 'http://marmot-weather.web.app/docs/')).toBeNull();
    expect(page('marmot-weather.web.app', 'https://marmot-weather.web.app/secure-area/')).toBeNull();
  });

  it('does not outweigh the model beside a free host at 70 % (a deceptive sign)', () => {
    const findings = [hosted('marmot-weather.web.app', 'web.app'), model(74)];
    expect(
      scoreUrlFindings(findings, 'https://marmot-weather.web.app/docs/').confidenceScore,
    ).toBeGreaterThan(CONTEXT_CAP);
  });
});

describe('legacy-host-front-page', () => {
  it('calms the front page of a named project on now.sh only', () => {
    expect(calmCategory([hosted('npm-viewer.now.sh', 'now.sh')], 'https://npm-viewer.now.sh/')).toBe(
      'legacy-host-front-page',
    );
    expect(
      calmCategory([hosted('npm-viewer.vercel.app', 'vercel.app')], 'https://npm-viewer.vercel.app/'),
    ).toBeNull();
    expect(
      calmCategory([hosted('npm-viewer.now.sh', 'now.sh')], 'https://npm-viewer.now.sh/signin'),
    ).toBeNull();
    expect(calmCategory([hosted('paypal-help.now.sh', 'now.sh')], 'https://paypal-help.now.sh/')).toBeNull();
  });
});

describe("the scripts' copy of HOSTED_LURE", () => {
  it('is the same expression as calm-hosted.ts (the build does not export it)', () => {
    const copy = readFileSync(
      new URL('../../../../scripts/url-data/hosted-lure.mjs', import.meta.url),
      'utf8',
    );
    expect(copy).toContain(`/${HOSTED_LURE.source}/${HOSTED_LURE.flags}`);
  });
});
