import { describe, expect, it } from 'vitest';
import { DECEPTIVE_CODES } from './evidence.js';
import { hostedAppealWords } from './hosted-appeal.js';
import { inspectUrl } from './inspect.js';

// Our own examples (round 20): account-appeal pages on free hosts and ordinary pages beside them;
// none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);
const verdictOf = (href: string): string => inspectUrl(href).score.verdict;

describe('hostedAppealWords', () => {
  it('reads two case words, or one beside an action word or a badge', () => {
    expect(hostedAppealWords('someone', '/violation-issue-appeal')).toEqual(['violation', 'appeal']);
    expect(hostedAppealWords('page-help', '/restriction/')).toEqual(['restriction']);
    expect(hostedAppealWords('creator22', '/apply-verified-badge')).toEqual(['badge', 'verified']);
    expect(hostedAppealWords('copyright', '/submit')).toEqual(['copyright']);
  });

  it('reads nothing in a badge generator, a standards page or one case word alone', () => {
    expect(hostedAppealWords('shields-demo', '/badges/')).toBeNull();
    expect(hostedAppealWords('someone', '/code-standards/')).toBeNull();
    expect(hostedAppealWords('someone', '/verified/')).toBeNull();
    expect(hostedAppealWords('studentproject', '/traffic-violation-detector/')).toBeNull();
    expect(hostedAppealWords('lawclinic', '/appeals/')).toBeNull();
  });
});

describe('url-hosted-appeal-page', () => {
  it('is a deceptive code', () => {
    expect(DECEPTIVE_CODES.has('url-hosted-appeal-page')).toBe(true);
  });

  it('flags an appeal or badge page on a developer or free host (scam controls)', () => {
    for (const href of [
      'https://someone1234.github.io/appeal-issue-violation',
      'https://creator-help99.github.io/page-apply-verified-badge/',
      'https://page-restricted.weebly.com/submit-appeal',
      'https://copyright-center.gitbook.io/review',
    ]) {
      expect(codesOf(href), href).toContain('url-hosted-appeal-page');
      expect(verdictOf(href), href).not.toBe('likely-safe');
    }
  });

  it('leaves ordinary pages alone (ordinary controls)', () => {
    for (const href of [
      'https://transparency.meta.com/policies/community-standards/',
      'https://www.facebook.com/help/contact/260749603972907',
      'https://jdoe.github.io/blog/2024/05/how-to-appeal-a-parking-ticket/',
      'https://shields-demo.github.io/badges/',
      'https://www.example.ca/appeal-issue-violation',
      // Review of round 20: documentation pages and posts further in a project's site.
      'https://kubernetes-club.github.io/community/code-of-conduct-violation-appeal/',
      'https://myproject.readthedocs.io/en/latest/copyright-issues.html',
      'https://ada-lint.github.io/rules/violation-check.html',
      'https://jeanmarc.blogspot.com/2024/03/how-i-won-my-copyright-appeal.html',
      'https://someproj.github.io/docs/restricted-mode-help',
    ]) {
      expect(codesOf(href), href).not.toContain('url-hosted-appeal-page');
    }
  });
});
