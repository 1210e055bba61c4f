import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Our own examples (round 18): redirects of well-known sites to addresses flagged on their own, and
// ordinary redirects to platform pages and named sites; none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);

describe('url-redirect-target-flagged', () => {
  it('judges a redirect like a target flagged for its own name', () => {
    const href = 'https://translate.google.com/translate?sl=auto&tl=en&u=QXWZRT.CC';
    expect(inspectUrl('https://QXWZRT.CC/').score.verdict).not.toBe('likely-safe');
    expect(codesOf(href)).toContain('url-redirect-target-flagged');
    expect(inspectUrl(href).score.verdict).not.toBe('likely-safe');
  });

  it('reads a raw address after the question mark', () => {
    expect(codesOf('https://href.li/?https://QXWZRT.CC/')).toContain('url-redirect-target-flagged');
    expect(codesOf('https://href.li/?https://www.ville.quebec.qc.ca/')).not.toContain(
      'url-redirect-target-flagged',
    );
  });

  it('leaves targets that owe their caution to a platform, and ordinary targets, alone', () => {
    for (const href of [
      'https://www.google.com/url?q=https://forms.gle/Ab12Cd34Ef56Gh78&sa=D',
      'https://www.google.com/url?q=https://tinyurl.com/clubpicnic2025&sa=D',
      'https://www.google.com/url?q=https://hockey-laval.netlify.app/horaire&sa=D',
      'https://l.instagram.com/?u=https%3A%2F%2Flinktr.ee%2Fbakerymtl&e=AT1',
      'https://www.google.com/url?q=https://www.7-eleven.ca/&sa=D',
      'https://www.google.com/url?q=https://k8s.io/docs/home/&sa=D',
      'https://www.google.com/url?q=https://arxiv.org/abs/2401.01234&sa=D',
      'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fwww.tqwz.io%2Fcareers&urlhash=Zz1',
      'https://translate.google.com/translate?sl=fr&tl=en&u=https://www.ville.quebec.qc.ca/',
      'https://www.google.com/url?q=https://1password.com/downloads/&sa=D',
    ])
      expect(codesOf(href), href).not.toContain('url-redirect-target-flagged');
  });

  it('reads nothing when the parameter names several addresses (a feed mixer, not a redirect)', () => {
    const one = 'https://feeds.example.org/mix?url=https://QXWZRT.CC/';
    expect(codesOf(one)).toContain('url-redirect-target-flagged');
    expect(codesOf(`${one}&url=https://blog.example.com/atom.xml`)).not.toContain(
      'url-redirect-target-flagged',
    );
  });
});
