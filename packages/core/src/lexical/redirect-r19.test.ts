import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Our own examples (round 19): redirects through well-known sites; none is from a data set.
const codesOf = (href: string): string[] => inspectUrl(href).findings.map((f) => f.code);
const verdictOf = (href: string): string => inspectUrl(href).score.verdict;

// Round 19, P3 (in `inspect.ts`): Google Translate's page proxies its `u=`; an address in clear
// opening the query is a decoy. Our own examples.
describe('Google Translate’s u= behind a decoy address', () => {
  it('judges the proxied look-alike, not the brand’s site written first', () => {
    const href =
      'https://translate.google.com/translate?https://www.desjardins.com/x=auto&tl=fr&u=desjardins.qzvwkt.COM';
    expect(codesOf(href)).toContain('url-redirect-target-deceptive');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });

  // Review 19a: the target is read as written, as every other redirect's is (a capital domain).
  it.each([
    'https://translate.google.com/translate?https://www.desjardins.com/x=auto&tl=fr&u=mxq.PLORVAN.NET/',
    'https://translate.google.com/translate?sl=auto&tl=en&u=a.QZVWKT.NET/www.example.co.jp',
  ])('reads a proxied name in capitals as written: %s', (href) => {
    expect(codesOf(href)).toContain('url-redirect-target-deceptive');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });

  it.each([
    'https://translate.google.com/translate?sl=auto&tl=en&u=www.LeMonde.fr/culture/',
    'https://translate.google.ca/translate?sl=fr&tl=en&u=WWW.QUEBEC.CA/SANTE',
    'https://translate.google.com/translate?https://www.lemonde.fr/x=auto&tl=en&u=www.lemonde.fr',
    'https://translate.google.ca/translate?sl=fr&tl=en&u=https://www.quebec.ca/sante',
    'https://translate.google.com/translate?hl=en&sl=ja&u=https://www.city.kyoto.lg.jp/&prev=search',
    'https://translate.google.co.jp/translate?sl=en&tl=ja&u=https://docs.python.org/3/',
    'https://translate.google.com/translate?sl=de&tl=en&u=de.wikipedia.org/wiki/Berlin',
    'https://translate.google.com/?sl=auto&tl=fr&text=hello&op=translate',
    'https://translate.google.com/translate?sl=auto&tl=en&u=https://www.rbcroyalbank.com/personal.html',
    'https://translate.google.fr/translate?sl=fr&tl=en&u=https://www.lemonde.fr/culture/',
    'https://translate.google.com/translate?sl=es&tl=en&u=https://elpais.com/internacional/',
    'https://translate.google.com/translate?sl=auto&tl=fr&u=https://www.cbc.ca/news/canada',
  ])('leaves an ordinary translated page likely safe: %s', (href) => {
    expect(verdictOf(href)).toBe('likely-safe');
  });
});

// Round 19, P4 (in `inspect.ts`): a redirect target whose host is spelt in escapes of plain letters.
describe('a redirect target’s host written in escapes of plain letters', () => {
  it('reads the escapes as the target’s disguise', () => {
    const href =
      'https://cc.naver.com/cc?a=pst.link&u=https://%6D%61%70%6C%65%66%69%6E%61%6E%63%65.%63%6F%6D/%6F%70%65%6E%69%64';
    expect(codesOf(href)).toContain('url-redirect-target-deceptive');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });

  it.each([
    'https://www.google.com/url?q=https%3A%2F%2Fwww.cbc.ca%2Fnews&sa=D',
    'https://www.google.com/url?q=https://%C3%A9cole-montreal.ca/inscription&sa=D',
    'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.lapresse.ca%2Factualites%2F&h=AT0',
    'https://www.google.com/url?q=https://www.cbc.ca/search?q%3Dhockey%2520scores&sa=D',
    'https://out.reddit.com/t3_x?url=https%3A%2F%2Fwww.nature.com%2Farticles%2Fabc&token=A',
    'https://www.youtube.com/redirect?q=https://www.patreon.com/%40someband&event=video_description',
    'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fjobs.example.ca%2Fposte%3Fid%3D42&urlhash=Zz',
    'https://l.instagram.com/?u=https://www.etsy.com/shop/MarieBijoux%3Fref%3Dig&e=AT2',
    'https://www.google.com/url?q=https://fr.wikipedia.org/wiki/Qu%C3%A9bec&sa=D',
    'https://vk.com/away.php?to=https%3A%2F%2Fwww.hermitage.ru%2F&utf=1',
  ])('leaves an ordinary encoded redirect without the disguise: %s', (href) => {
    expect(codesOf(href)).not.toContain('url-redirect-target-deceptive');
  });
});

// Round 19, P6 (in `inspect.ts`): a brand's own page shown through Google Translate's proxy.
describe('a brand’s own site through Google Translate’s proxy', () => {
  it.each([
    'https://www-rakuten-co-jp.translate.goog/?_x_tr_sl=ja&_x_tr_tl=fr',
    'https://www3-nhk-or-jp.translate.goog/news/?_x_tr_sl=ja&_x_tr_tl=en&_x_tr_hl=en',
    'https://www-paypal-com.translate.goog/ca/home?_x_tr_sl=en&_x_tr_tl=fr',
  ])('reads it as the brand’s page: %s', (href) => {
    expect(codesOf(href)).toContain('url-official-domain');
    expect(verdictOf(href)).toBe('likely-safe');
  });

  // Review 19a: the brand's page is read as a link of its own, so its redirect's target is read too.
  it.each([
    [
      'https://www-google-com.translate.goog/url?q=https://paypal-resolution-center.top/signin&_x_tr_sl=en',
      'https://www.google.com/url?q=https://paypal-resolution-center.top/signin',
    ],
    [
      'https://l-facebook-com.translate.goog/l.php?u=https%3A%2F%2Fapple-id-locked.xyz%2Fverify&_x_tr_sl=en',
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fapple-id-locked.xyz%2Fverify',
    ],
    [
      'https://www-google-com.translate.goog/amp/s/evil-paypal-login.top/verify?_x_tr_sl=en',
      'https://www.google.com/amp/s/evil-paypal-login.top/verify',
    ],
  ])('judges a brand’s redirect through the proxy as the redirect itself: %s', (proxied, direct) => {
    expect(codesOf(proxied)).toContain('url-redirect-target-deceptive');
    expect(verdictOf(proxied)).toBe(verdictOf(direct));
    expect(verdictOf(proxied)).not.toBe('likely-safe');
  });

  it.each([
    'https://secure--rbc--verify-com.translate.goog/login?_x_tr_sl=auto&_x_tr_tl=en',
    'https://paypal--resolution--center-net.translate.goog/?_x_tr_sl=auto&_x_tr_tl=fr',
    'https://www-paypal-com-account-verify-info.translate.goog/?_x_tr_sl=auto',
    'https://qzvwkt-top.translate.goog/wallet/connect?_x_tr_sl=en&_x_tr_tl=ja',
  ])('keeps any other proxied site a free host’s page, flagged as before: %s', (href) => {
    expect(codesOf(href)).not.toContain('url-official-domain');
    expect(verdictOf(href)).not.toBe('likely-safe');
  });
});
