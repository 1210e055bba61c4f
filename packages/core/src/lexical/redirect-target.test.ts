import { describe, expect, it } from 'vitest';
import { analyzeUrl } from '../analyses/url/analyze.js';
import { createContext } from '../context.js';
import { inspectUrl } from './inspect.js';

const ctx = createContext({ offline: true });
const codes = (url: string) => inspectUrl(url).findings.map((f) => f.code);

describe('url-redirect-target-deceptive: a redirect that leads to a deceptive address', () => {
  it('reads the address a redirect parameter carries: encoded or not, without its scheme, a bare www. name', async () => {
    for (const url of [
      'https://www.google.com/url?q=https://interac-deposit-secure.com/claim&sa=D',
      'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Famazon-billing-update.com%2Faccount',
      'https://news.example.org/out?redirect=//paypal-account-check-login.com/',
      'https://news.example.org/out?goto=www.paypal-account-check-login.com',
    ]) {
      expect(codes(url), url).toContain('url-redirect-target-deceptive');
      const r = await analyzeUrl(url, ctx);
      expect(r.verdictKey, url).not.toBe('verdict.likely-safe');
    }
    const f = inspectUrl(
      'https://www.google.com/url?q=https://interac-deposit-secure.com/claim',
    ).findings.find((x) => x.code === 'url-redirect-target-deceptive');
    expect(f?.parameters).toEqual({ target: 'interac-deposit-secure.com', sign: 'url-brand-in-domain' });
  });

  it('adds nothing to a redirect to an ordinary address, nor to a link without a redirect', () => {
    for (const url of [
      'https://www.google.com/url?q=https://www.cbc.ca/news/canada&sa=D',
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.lapresse.ca%2Factualites%2F',
      'https://click.example-esp.com/track?url=https://www.eventbrite.ca/e/meetup-123',
      'https://www.google.com/search?q=paypal+login+help',
    ]) {
      expect(codes(url), url).not.toContain('url-redirect-target-deceptive');
      // The same score as when the target is not read at all.
      expect(inspectUrl(url).score, url).toEqual(inspectUrl(url, { redirectTarget: false }).score);
    }
  });

  it('reads the target once: a redirect inside the target is not followed again', () => {
    const inner = encodeURIComponent('https://www.google.com/url?q=https://paypal-login-verify.com/');
    expect(codes(`https://www.bing.com/ck/a?u=${inner}`)).not.toContain('url-redirect-target-deceptive');
    // A target that is no address at all is left alone (and never throws).
    expect(codes('https://www.google.com/url?q=https://')).not.toContain('url-redirect-target-deceptive');
  });
});

describe("Google's AMP viewer: a redirect carried in the path (round 13)", () => {
  it('reads the target of /amp/s/ (https) and /amp/ (http) on Google hosts', async () => {
    for (const url of [
      'https://www.google.com/amp/s/netflix-billing-update.shop/account',
      'https://www.google.ca/amp/paypal-account-check-login.com/signin',
    ]) {
      expect(codes(url), url).toContain('url-redirect-target-deceptive');
      const r = await analyzeUrl(url, ctx);
      expect(r.verdictKey, url).not.toBe('verdict.likely-safe');
    }
    const f = inspectUrl('https://www.google.com/amp/s/netflix-billing-update.shop/account').findings.find(
      (x) => x.code === 'url-redirect-target-deceptive',
    );
    expect(f?.parameters?.target).toBe('netflix-billing-update.shop');
  });

  it('adds nothing to an ordinary AMP page, nor to /amp/s/ on another site', () => {
    for (const url of [
      'https://www.google.com/amp/s/www.cbc.ca/amp/1.7201',
      'https://news.example.org/amp/s/paypal-account-check-login.com/signin',
    ]) {
      expect(codes(url), url).not.toContain('url-redirect-target-deceptive');
      expect(inspectUrl(url).score, url).toEqual(inspectUrl(url, { redirectTarget: false }).score);
    }
  });
});
