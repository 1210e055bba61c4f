import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Issue 21 round 10: pages on platforms and redirects through well-known sites. Every example is
// written for these tests (invented hosts, paths and IDs); none is from a data set.
function codesOf(url: string): string[] {
  return inspectUrl(url).findings.map((f) => f.code);
}

describe('redirect targets in wrapped shapes (round 10)', () => {
  it('reads an address that is the whole query, or wrapped as a1 + Base64url', () => {
    const wrapped = `a1${btoa('https://login-microsoft-verify.com/').replaceAll('=', '')}`;
    for (const url of [
      'https://ad.doubleclick.net/ddm/trackclk/N1234.5678/B2345;dc_trk_aid=1?https://paypal-resolution-center.info/login',
      'https://ad.example-adserver.com/click?https%3A%2F%2Fpaypal-resolution-center.info%2Flogin',
      `https://www.bing.com/ck/a?!&&p=7f8e2c1b9a0d&u=${wrapped}&ntb=1`,
      'https://translate.google.com/translate?sl=auto&tl=ja&u=qwxzvb.kjhgfd.workers.dev/',
      'https://proxy.example.net/browse?url=paypal-account-check-login.com/verify',
    ]) {
      expect(codesOf(url), url).toContain('url-redirect-target-deceptive');
      expect(inspectUrl(url).score.verdict, url).not.toBe('likely-safe');
    }
  });

  it('adds nothing when the wrapped address is ordinary, or is no address at all', () => {
    const ordinary = `a1${btoa('https://www.python.org/downloads/').replaceAll('=', '')}`;
    const notAddress = `a1${btoa('just some words, not an address').replaceAll('=', '')}`;
    for (const url of [
      `https://www.bing.com/ck/a?!&&p=3c9d1e2f&u=${ordinary}&ntb=1`,
      `https://www.bing.com/ck/a?!&&p=3c9d1e2f&u=${notAddress}&ntb=1`,
      'https://www.bing.com/ck/a?!&&p=3c9d1e2f&u=a1!!!notbase64!!!&ntb=1',
      'https://ad.doubleclick.net/ddm/trackclk/N1234.56/B789;dc_trk_aid=5?https://www.rei.com/product/123456',
      'https://example.org/page?https://',
      'https://translate.google.com/translate?sl=auto&tl=fr&u=www.cbc.ca/news',
      'https://www.facebook.com/sharer/sharer.php?u=example.org/article',
      // a search for a look-alike name is not a redirect to it (`q` is not read as a bare host)
      'https://www.google.com/search?q=paypal-account-check-login.com',
    ]) {
      expect(codesOf(url), url).not.toContain('url-redirect-target-deceptive');
      expect(inspectUrl(url).score, url).toEqual(inspectUrl(url, { redirectTarget: false }).score);
    }
  });
});

describe('url-email-in-path: the address in the fragment (round 10)', () => {
  it('reads an address in clear or in Base64 after #', () => {
    const f = inspectUrl('https://files-share.example/portal/index.html#jdoe@example.org').findings.find(
      (x) => x.code === 'url-email-in-path',
    );
    expect(f?.parameters).toEqual({ part: 'fragment', encoding: 'plain', shown: 'jdoe@example.org' });
    const encoded = btoa('robin@example.com').replaceAll('=', '');
    expect(codesOf(`https://files-share.example/p/view.html#${encoded}`)).toContain('url-email-in-path');
  });

  it('leaves ordinary fragments alone', () => {
    for (const url of [
      'https://docs.example.org/guide/#/users/alice',
      'https://example.org/contact#email-us',
      'https://example.org/docs/api.html#authentication',
      'https://app.example.org/#/inbox',
    ]) {
      expect(codesOf(url), url).not.toContain('url-email-in-path');
    }
  });
});

describe('storage.cloud.google.com: a bucket object is a customer page (round 10)', () => {
  it('reads a bucket page as free hosting, a file there as a hosted file, the front page as Google', () => {
    const kit = 'https://storage.cloud.google.com/invoice-pending-8812/index.html#jdoe@example.org';
    expect(codesOf(kit)).toContain('url-free-hosting');
    expect(codesOf(kit)).not.toContain('url-official-domain');
    expect(inspectUrl(kit).score.verdict).not.toBe('likely-safe');
    expect(inspectUrl('https://storage.cloud.google.com/my-lab-data/results-2025.pdf').score.verdict).toBe(
      'likely-safe',
    );
    expect(inspectUrl('https://storage.cloud.google.com/').score.verdict).toBe('likely-safe');
  });
});

describe('url-kit-path: hidden folders and pages in certificate validation folders (round 10)', () => {
  it.each([
    ['https://www.lakeside-dental.example/.aon3/ow/', '.aon3'],
    ['https://smithandsonsroofing.example/images/.secure/wellsfargo/', '.secure'],
    ['https://www.northfield.example/~rtanaka/.x/mail-upgrade/index.html', '.x'],
    ['https://pinecrest.example/.session/portal/v3/', '.session'],
    ['https://henryfarms.example/.well-known/acme-challenge/index.html', '.well-known'],
    ['https://henryfarms.example/.well-known/acme-challenge/docusign/', '.well-known'],
    ['https://henryfarms.example/.well-known/pki-validation/a1b2/pass/24/', '.well-known'],
  ])('%s is a kit folder', (url, folder) => {
    const f = inspectUrl(url).findings.find((x) => x.code === 'url-kit-path');
    expect(f?.parameters).toEqual({ folder });
    expect(inspectUrl(url).score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://henryfarms.example/.well-known/acme-challenge/Xk2pQ9mLr7vT4nYcL0wZ9aBdE4gH6jK',
    'https://henryfarms.example/.well-known/acme-challenge/',
    'https://henryfarms.example/.well-known/pki-validation/fileauth.txt',
    'https://gitlab.example.org/group/project/-/blob/main/.gitlab/ci/build.yml',
    'https://codeberg.example/owner/repo/src/branch/main/.forgejo/workflows/',
    'https://codeberg.example/owner/repo/.github/ISSUE_TEMPLATE/bug.md',
    'https://my-app.netlify.app/.netlify/functions/subscribe',
    'https://my-app.azurewebsites.net/.auth/login/aad/callback',
    'https://example.org/assets/.cache/app.css',
    'https://example.org/.hidden-notes',
  ])('%s is not a kit folder', (url) => {
    expect(codesOf(url)).not.toContain('url-kit-path');
  });
});

describe("Blogger under a country's ending (round 10)", () => {
  it('reads x.blogspot.<country> as Blogger, like x.blogspot.com', () => {
    for (const url of ['https://mail-help-login.blogspot.in/', 'https://mail-help-login.blogspot.com.cy/']) {
      expect(codesOf(url), url).toContain('url-developer-hosting');
      expect(codesOf(url), url).toContain('url-lure-host');
    }
    expect(codesOf('https://www.blogspot.in/')).not.toContain('url-developer-hosting');
  });
});

describe('a government platform is not free hosting (lead, round 11)', () => {
  it('a service under a private suffix a government runs is not a page anyone can publish', () => {
    // `service.gov.uk` and `campaign.gov.uk` are private suffixes of the Public Suffix List that
    // only the UK government's teams get names under. Invented service names.
    for (const url of [
      'https://renew-fishing-licence.service.gov.uk/start',
      'https://winter-safety.campaign.gov.uk/',
    ]) {
      expect(codesOf(url), url).not.toContain('url-free-hosting');
    }
    // A school's pages platform stays a platform (students publish there), and so do ordinary ones.
    expect(codesOf('https://someone.git-pages.rit.edu/notes/')).toContain('url-free-hosting');
    expect(codesOf('https://renew-fishing-licence.netlify.app/start')).toContain('url-free-hosting');
  });
});
