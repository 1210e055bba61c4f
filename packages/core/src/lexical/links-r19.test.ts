import { describe, expect, it } from 'vitest';
import { inspectUrl } from './inspect.js';

// Issue 21 round 19 (links19): ordinary links and names read as deceptive. Every example is
// written for these tests (invented paths and ids, real or invented hosts); none is from a data set.
const codesOf = (url: string): string[] => inspectUrl(url).findings.map((f) => f.code);
const enc = encodeURIComponent;

describe('a redirect to the brand’s own site (P1)', () => {
  it('does not read the brand of an affiliate, social or search link that leads to its own site', () => {
    for (const url of [
      `https://click.linksynergy.com/deeplink?id=Qz81mN&mid=40811&murl=${enc('https://www.bestbuy.ca/fr-ca/produit/casque/17345678')}`,
      `https://www.awin1.com/cread.php?awinmid=9911&awinaffid=20033&ued=${enc('https://www.bestbuy.ca/en-ca/category/tvs')}`,
      `https://go.skimresources.com/?id=88211X4421&url=${enc('https://www.amazon.ca/dp/B0ZZZ11122')}`,
      `https://l.facebook.com/l.php?u=${enc('https://www.apple.com/ca/fr/shop/buy-ipad')}&h=AT3qq`,
      `https://l.instagram.com/?u=${enc('https://www.amazon.ca/shop/influencer-cuisine')}&e=ATz1`,
      `https://www.google.com/url?q=${enc('https://www.paypal.com/ca/webapps/mpp/merchant-fees')}&sa=D`,
      `https://www.youtube.com/redirect?q=${enc('https://www.netflix.com/ca-fr/title/81234567')}&v=z9y8x7`,
      `https://www.pinterest.com/offsite/?url=${enc('https://www.ikea.com/ca/fr/p/etagere-10234567/')}&token=z1`,
      `https://shareasale.com/r.cfm?b=1122&u=3344&m=5566&urllink=${enc('https://www.walmart.ca/fr/ip/cafetiere/6000201')}`,
      `https://out.reddit.com/t3_zz11?url=${enc('https://www.costco.ca/kitchen.html')}&token=AbC`,
      `https://slack-redir.net/link?url=${enc('https://www.dropbox.com/scl/fi/abc123/plan.pdf')}`,
    ]) {
      expect(codesOf(url), url).not.toContain('url-brand-in-path');
    }
  });

  it('keeps the brand of a kit carrying the brand’s address, or naming it elsewhere', () => {
    for (const url of [
      // A sign-in page's return address copied by a kit (not a parameter that sends the visitor on).
      `http://hacked-shop.example/wp/signin.php?ref=${enc('https://www.paypal.com/signin')}`,
      `http://old-site.example/cgi/index.php?cmd=${enc('https://online.americanexpress.com/myca/logon')}`,
      `https://mail-box.example/auth/?return_url=${enc('https://www.orange.fr/portail')}`,
      `https://notice.example/?redirect_uri=${enc('https://www.netflix.com/browse')}`,
      // A lure word in the address's own path.
      `https://kit.example/verify/account?u=${enc('https://www.paypal.com/')}`,
      `https://pages.example/login?url=${enc('https://www.amazon.ca/')}`,
      // The brand named in the host or the path as well.
      `https://paypal-help.example/p?u=${enc('https://www.paypal.com/')}`,
      `https://promo.example/amazon/deals?url=${enc('https://www.amazon.ca/dp/B0X')}`,
      // The address is not the brand's.
      `https://go.skimresources.com/?id=1X&url=${enc('https://www.shop.example/paypal-gift')}`,
    ]) {
      expect(codesOf(url), url).toContain('url-brand-in-path');
    }
    // A look-alike of the brand as the address: the redirect is deceptive.
    const lookalike = `https://l.facebook.com/l.php?u=${enc('https://bestbuy-outlet.example/deals')}`;
    expect(codesOf(lookalike)).toContain('url-redirect-target-deceptive');
  });
});

describe('a redirect’s target flagged by the URL model alone (P2)', () => {
  it('reads a small shop behind a social network’s link as flagged, not deceptive', () => {
    for (const url of [
      `https://l.instagram.com/?u=${enc('https://boutique-lune-rouge.shop/collections/bijoux')}&e=ATq1`,
      `https://l.facebook.com/l.php?u=${enc('https://billets-festival-jazz.top/programme')}&h=ATz2`,
      `https://l.facebook.com/l.php?u=${enc('https://atelier-ceramique-bleue.shop/')}&h=ATz3`,
      `https://l.instagram.com/?u=${enc('https://savonnerie-des-iles.shop/produits/lavande')}&e=ATq4`,
      `https://l.facebook.com/l.php?u=${enc('https://concert-tickets-hall.top/events')}&h=ATz5`,
      `https://www.google.com/url?q=${enc('https://maple-candle-company.shop/collections/all')}&sa=D`,
      `https://l.instagram.com/?u=${enc('https://friperie-vintage-mtl.shop/')}&e=ATq7`,
      `https://l.facebook.com/l.php?u=${enc('https://ligue-hockey-amical.top/horaire')}&h=ATz8`,
      `https://l.instagram.com/?u=${enc('https://handmade-knits-studio.shop/new')}&e=ATq9`,
      `https://l.facebook.com/l.php?u=${enc('https://billetterie-theatre-rive.top/programmation')}&h=ATz0`,
    ]) {
      expect(codesOf(url), url).not.toContain('url-redirect-target-deceptive');
    }
  });

  it('keeps a target with a deceptive sign of its own, or a kit on a platform', () => {
    for (const url of [
      `https://l.facebook.com/l.php?u=${enc('https://bestbuy-clearance.shop/deals')}`,
      `https://l.instagram.com/?u=${enc('https://apple-giveaway-iphone.top/claim')}`,
      `https://www.google.com/url?q=${enc('https://paypai-resolution-center.com/signin')}`,
      `https://l.facebook.com/l.php?u=${enc('https://secure-login-verify-account.top/')}`,
      `https://translate.google.com/translate?sl=auto&tl=ja&u=${enc('https://quiet-river-9a1b.kqzvwpx.workers.dev/')}`,
    ]) {
      expect(codesOf(url), url).toContain('url-redirect-target-deceptive');
    }
  });
});

const BRAND_READINGS = new Set([
  'url-brand-misspelt',
  'url-brand-typo',
  'url-brand-in-domain',
  'url-brand-in-subdomain',
  'url-brand-lookalike',
]);
const brandOf = (url: string): unknown =>
  inspectUrl(url).findings.find((f) => BRAND_READINGS.has(f.code))?.parameters?.brand;

describe('words that run on from a brand’s name (P3)', () => {
  it('reads "open search", "open season" and Huawei’s cloud as themselves', () => {
    for (const url of [
      'https://opensearch.org/docs/latest/',
      'https://forum.opensearch.org/t/cluster-health/4411',
      'https://www.openseason-outfitters.ca/chasse',
      'https://openseasons-festival.ca/',
      'https://www.huaweicloud.com/intl/fr-fr/product/obs.html',
      'https://support.huaweicloud.com/intl/en-us/usermanual-vpc/',
      'https://opensearchserver.example/',
      'https://www.openseasonfishing.ca/permis',
      'https://huaweicloud-partners.example/',
      'https://open-search-lab.example/',
    ]) {
      expect(brandOf(url), url).toBeUndefined();
    }
  });

  it('keeps OpenSea and iCloud in kits’ names', () => {
    const cases: [string, string][] = [
      ['https://opensea-nft-claim.xyz/', 'OpenSea'],
      ['https://openseaclaim.com/', 'OpenSea'],
      ['https://0pensea.io/account/verify', 'OpenSea'],
      ['https://icloud-findmy-locate.com/', 'Apple'],
      ['https://myicloud-verify.com/', 'Apple'],
      ['https://openseasupport.example/', 'OpenSea'],
    ];
    for (const [url, brand] of cases) expect(brandOf(url), url).toBe(brand);
  });
});

describe('a news or security article about a scam (P4)', () => {
  it('leaves articles naming a brand beside a scam’s people and acts likely safe', () => {
    for (const url of [
      'https://www.ctvnews.ca/canada/rogers-customers-warned-about-fake-refund-texts-1.6789012',
      'https://www.cbc.ca/news/business/scammers-impersonating-amazon-support-refund-1.7001122',
      'https://www.example-news.ca/tech/fraudsters-spoof-netflix-billing-emails',
      'https://www.journal-exemple.ca/arnaqueurs-se-font-passer-pour-desjardins-remboursement',
      'https://www.nouvelles-exemple.ca/faux-courriels-de-remboursement-postes-canada',
      'https://www.quotidien-exemple.ca/fraudeurs-et-faux-remboursements-de-bell-ce-qu-il-faut-savoir',
      'https://www.techblog.example/posts/spoofed-apple-refund-emails-explained',
      'https://www.example-news.ca/money/impersonation-of-canada-post-refund-texts',
      'https://www.radio-exemple.ca/escrocs-fausse-facture-amazon-remboursement',
      'https://www.news.example/world/fake-paypal-refund-messages-rise-1.9123456',
    ]) {
      expect(inspectUrl(url).score.verdict, url).toBe('likely-safe');
    }
  });

  it('keeps kits whose paths name a scam beside a sign-in or a brand in the name', () => {
    for (const url of [
      'https://paypal-fraud-team.net/verify-identity',
      'https://secure-help.example.top/fake-paypal-login-verify-account',
      'https://amazon-refund-center.example/fraudsters-refund-claim',
      'https://desjardins-fraude-alerte.com/accesd/connexion',
      'https://interac-refund.example/escrocs-remboursement-connexion',
      // On a plain news-like host, only the slug's sign-in, password or recovery word keeps these
      // from the article reading (with every slug read as an article they are likely safe).
      'https://www.example-news.ca/fraude-desjardins-connexion-accesd',
      'https://www.example-news.ca/amazon-scam-password-reset',
      'https://www.example-news.ca/netflix-fraud-restore-account',
    ]) {
      expect(inspectUrl(url).score.verdict, url).not.toBe('likely-safe');
    }
  });
});
