import { describe, expect, it } from 'vitest';
import { URL_MODEL_THRESHOLDS, inspectUrl } from './inspect.js';
import { urlFeatures } from './model/features.js';
import { scoreUrlModel } from './model/model.js';

// Examples written for these tests (phishing host names of the kinds the rules missed); none is from a data set.
function codesOf(url: string): string[] {
  return inspectUrl(url).findings.map((f) => f.titleKey.slice('finding.'.length, -'.title'.length));
}

describe('url-hosted-file: a document or an archive on a hosting platform', () => {
  it.each([
    'https://my-course-files.s3.amazonaws.com/2024/syllabus.pdf',
    'https://reading-club.web.app/books/intro-to-rust.epub',
    'https://release-mirror.pages.dev/tool-1.2.3.tar.gz',
  ])('%s is a hosted file, not a hosted page', (url) => {
    const codes = codesOf(url);
    expect(codes).toContain('url-hosted-file');
    expect(codes).not.toContain('url-free-hosting');
    expect(inspectUrl(url).score.verdict).toBe('likely-safe');
  });

  it.each([
    'https://my-course-files.s3.amazonaws.com/2024/syllabus.html',
    'https://study-group.web.app/login',
    'https://release-mirror.pages.dev/pdf/viewer',
  ])('%s stays a hosted page', (url) => {
    const codes = codesOf(url);
    expect(codes).toContain('url-free-hosting');
    expect(codes).not.toContain('url-hosted-file');
  });

  it('a document or a form shared on a large provider is a shared document (mail-links.test.ts), not a hosted file', () => {
    expect(codesOf('https://docs.google.com/document/d/1qWeRtYuIoP-example/edit?usp=sharing')).toEqual([
      'url-shared-document',
    ]);
    expect(codesOf('https://drive.google.com/file/d/1AsDfGhJkL-example/view')).not.toContain(
      'url-hosted-file',
    );
    expect(codesOf('https://docs.google.com/forms/d/e/1FAIpQLexample/viewform')).toContain(
      'url-shared-document',
    );
  });

  it('a picture or a video on a platform is a hosted file too', () => {
    expect(codesOf('https://example-media.s3.amazonaws.com/events/gala.JPG')).toContain('url-hosted-file');
  });

  it('is not raised for a document on an ordinary site', () => {
    expect(codesOf('https://www.example-university.ca/courses/notes.pdf')).not.toContain('url-hosted-file');
  });
});

describe('url-lure-host: account-restriction words and three service words', () => {
  it.each([
    ['https://page-violation-appeal.com/', 'violation'],
    ['https://unusual-access-center.net/', 'unusual'],
    ['https://restricted-account-review.org/', 'restricted'],
  ])('%s has a lure word beside another word', (url, word) => {
    const lure = inspectUrl(url).findings.find((f) => f.titleKey === 'finding.url-lure-host.title');
    expect(lure?.parameters?.words).toContain(word);
  });

  it('three service words in one label make a lure host', () => {
    const lure = inspectUrl('https://business-center-manage.com/').findings.find(
      (f) => f.titleKey === 'finding.url-lure-host.title',
    );
    expect(lure?.parameters).toMatchObject({ words: ['business', 'center', 'manage'] });
  });

  it.each(['https://help-center.example.org/', 'https://community-garden.ca/', 'https://policyoptions.org/'])(
    '%s (two service words at most, no lure) is not a lure host',
    (url) => {
      expect(codesOf(url)).not.toContain('url-lure-host');
    },
  );
});

describe('bulk-mail click-tracking hosts', () => {
  it('the platform-made host of a newsletter link raises no host-shape finding', () => {
    const codes = codesOf('https://u4821937.ct.sendgrid.net/ls/click?upn=abcDEF123ghiJKL456');
    expect(codes).not.toContain('url-many-digits');
    expect(codes).not.toContain('url-random-subdomain');
  });

  it('the same shape elsewhere is still reported', () => {
    expect(codesOf('https://u4821937.ct.mailer-example.net/ls/click?upn=abc')).toContain('url-many-digits');
  });

  it('a lure name on a tracking platform customer page is still a lure host', () => {
    expect(codesOf('https://secure-login-verify.hs-sites.com/')).toContain('url-lure-host');
  });
});

describe('URL model features of how a host reads', () => {
  const slotsOf = (host: string, domain: string, rest = '/'): Set<number> =>
    new Set(urlFeatures(host, domain, rest, []).slots);

  it('a consonant-heavy label and a pronounceable one give different letter-shape features', () => {
    const random = slotsOf('xkqvbt.com', 'xkqvbt.com');
    const plain = slotsOf('garden.com', 'garden.com');
    const onlyRandom = [...random].filter((s) => !plain.has(s));
    expect(onlyRandom.length).toBeGreaterThan(0);
  });

  it('a UUID in the path reads as one identifier, whatever its digits', () => {
    const a = urlFeatures(
      'news.example.net',
      'example.net',
      '/story/9d700703-48ee-4b74-beac-33852e9b21f8',
      [],
    );
    const b = urlFeatures(
      'news.example.net',
      'example.net',
      '/story/0ecd6302-a91f-4b31-a8d0-761e4ae1c85a',
      [],
    );
    expect(a.slots).toEqual(b.slots);
    expect(a.words).toContain('uuid');
  });

  it('a bare address has a feature a page of the same host does not', () => {
    const bare = slotsOf('garden.top', 'garden.top', '/');
    const page = slotsOf('garden.top', 'garden.top', '/about');
    expect([...bare].some((s) => !page.has(s))).toBe(true);
  });
});

describe('url-brand-split: a brand cut by a dot or run on by a hyphen', () => {
  it.each([
    ['https://pay.pal-secure.net/login', 'PayPal', 'pay.pal'],
    ['https://s.team-gift.com/', 'Steam', 's.team'],
    ['https://s.team-offer.pro/redeem', 'Steam', 's.team'],
  ])('%s reads as %s', (url, brand, shown) => {
    const f = inspectUrl(url).findings.find((x) => x.titleKey === 'finding.url-brand-split.title');
    expect(f?.parameters).toMatchObject({ brand, shown });
    expect(inspectUrl(url).score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://s.team/',
    'https://help.steampowered.com/en/',
    'https://app.le-monde-example.fr/',
    'https://pay.example-shop.com/',
    'https://s.teamwork-example.com/',
  ])('%s is not a split brand', (url) => {
    expect(codesOf(url)).not.toContain('url-brand-split');
  });
});

describe('url-brand-suffix-disguise: a misspelt brand under com.<country>', () => {
  it('robloxx.com.es is the Roblox .com name misspelt under Spain', () => {
    const f = inspectUrl('https://robloxx.com.es/games/123').findings.find(
      (x) => x.titleKey === 'finding.url-brand-suffix-disguise.title',
    );
    expect(f?.parameters).toMatchObject({ brand: 'Roblox', suffix: 'com.es' });
  });

  it('a name far from any brand under com.<country> is not a disguise', () => {
    expect(codesOf('https://panaderia-lopez.com.es/')).not.toContain('url-brand-suffix-disguise');
  });
});

describe('MyCrypto: its name is two ordinary words', () => {
  it('a one-letter neighbour of "mycrypto" is not a misspelt brand', () => {
    expect(codesOf('https://mrcrypto.space/')).not.toContain('url-brand-typo');
  });

  it('a look-alike with a digit for a letter still is', () => {
    expect(codesOf('https://mycrypt0.com/')).toContain('url-brand-lookalike');
  });
});

describe('a misspelt brand followed by a number', () => {
  it('sec-rakouten010.com holds Rakuten misspelt, the number aside', () => {
    const f = inspectUrl('https://sec-rakouten010.com/').findings.find(
      (x) => x.titleKey === 'finding.url-brand-misspelt.title',
    );
    expect(f?.parameters).toMatchObject({ brand: 'Rakuten', piece: 'rakouten010', distance: 1 });
  });

  it('an ordinary word followed by a year is no brand', () => {
    const codes = codesOf('https://garden-festival2024.com/');
    expect(codes).not.toContain('url-brand-misspelt');
    expect(codes).not.toContain('url-brand-typo');
  });
});

describe('url-random-subdomain: letters typed at random', () => {
  it('counts under a made-up name or an often-abused ending', () => {
    expect(codesOf('https://xkvbtl.qwzpfn.com/')).toContain('url-random-subdomain');
    expect(codesOf('http://zqwxtp.garden.xyz/')).toContain('url-random-subdomain');
  });

  it('an acronym subdomain of an ordinary name does not', () => {
    expect(codesOf('https://dbdmg.example-university.it/teaching/')).not.toContain('url-random-subdomain');
  });
});

describe('url-brand-misspelt keeps part of the brand', () => {
  it('"studygroup" on a platform is not DPD Group with both edits on "dpd"', () => {
    expect(codesOf('https://studygroup.web.app/')).not.toContain('url-brand-misspelt');
  });

  it('"mutemask" on a platform is still MetaMask misspelt', () => {
    expect(codesOf('https://mutemask-wallet.gitbook.io/')).toContain('url-brand-misspelt');
  });
});

describe('url-many-hyphens counts the customer’s own hyphens', () => {
  it.each([
    'https://the-little-book-of-go.readthedocs.io/en/latest/',
    'https://s3-us-west-2.amazonaws.com/course-files/notes.pdf',
  ])('%s: the platform’s or the project’s hyphens do not count', (url) => {
    expect(codesOf(url)).not.toContain('url-many-hyphens');
  });

  it.each(['https://secure-account-verify-now.weebly.com/', 'https://a-b-c-d.example.com/'])(
    '%s: a customer’s or a site’s own hyphens still do',
    (url) => {
      expect(codesOf(url)).toContain('url-many-hyphens');
    },
  );
});

describe('the URL model with a weak rule hint', () => {
  const IGNORED = new Set(['url-plain-http', 'url-scheme-added']);
  // Our own addresses: weak hints (often-abused ending, developer platform) and none.
  const urls = [
    'https://zentrova.github.io/',
    'https://zentrova.github.io/docs/start.html',
    'https://kavonexa.xyz/',
    'https://garden-club.xyz/events',
    'https://www.example-bakery.com/menu',
    'https://docs.example-cloud.dev/api/users',
    'http://riverside-school.org/news/2024/spring-fair',
    'https://marelta.top/jp',
    'https://pixelhub.site/home',
    'https://brightmoor.click/',
    'http://kavonexa-pay.com/',
    'https://kavonexa-pay.com/',
    'http://www.example-bakery.com/',
  ];
  const hinted: string[] = [];

  it.each(urls)('%s: the finding follows the threshold that applies', (url) => {
    const r = inspectUrl(url);
    const rules = r.findings.filter((f) => !f.titleKey.startsWith('finding.url-model'));
    const ruleScore = rules.reduce((sum, f) => sum + f.scoreImpact, 0);
    const codes = rules
      .map((f) => f.titleKey.slice('finding.'.length, -'.title'.length))
      .filter((c) => !IGNORED.has(c));
    const u = new URL(r.normalizedUrl);
    const p = scoreUrlModel(
      r.analyzedHost,
      r.registrableDomain,
      `${u.pathname}${u.search}`,
      codes,
    ).probability;
    const bareHttp = u.protocol === 'http:' && u.pathname === '/' && u.search === '';
    const threshold = bareHttp
      ? URL_MODEL_THRESHOLDS.bareHttp
      : ruleScore >= URL_MODEL_THRESHOLDS.hintScore
        ? URL_MODEL_THRESHOLDS.suspiciousWithHint
        : URL_MODEL_THRESHOLDS.suspicious;
    const model = r.findings.find((f) => f.titleKey.startsWith('finding.url-model'));
    expect(model !== undefined, `p=${p.toFixed(3)} threshold=${threshold}`).toBe(p >= threshold);
    if (model !== undefined && p < URL_MODEL_THRESHOLDS.suspicious) hinted.push(url);
  });

  it('some of these are flagged only because a rule hint lowered the threshold', () => {
    expect(hinted.length).toBeGreaterThan(0);
  });

  it('the threshold with a hint is lower than alone', () => {
    expect(URL_MODEL_THRESHOLDS.suspiciousWithHint).toBeLessThan(URL_MODEL_THRESHOLDS.suspicious);
  });
});

describe('the URL model on a front page linked over plain HTTP', () => {
  it('the bare-HTTP threshold is the lowest', () => {
    expect(URL_MODEL_THRESHOLDS.bareHttp).toBeLessThan(URL_MODEL_THRESHOLDS.suspiciousWithHint);
  });

  it('the same made-up name is a warning over plain HTTP, not over HTTPS', () => {
    // A made-up name the shipped model scores between the two thresholds (re-pick one after a retrain).
    const name = 'quinlark-portal.com';
    const p = scoreUrlModel(name, name, '/', []).probability;
    expect(p).toBeGreaterThanOrEqual(URL_MODEL_THRESHOLDS.bareHttp);
    expect(p).toBeLessThan(URL_MODEL_THRESHOLDS.suspicious);
    expect(codesOf(`http://${name}/`)).toContain('url-model-suspicious');
    expect(inspectUrl(`http://${name}/`).score.verdict).toBe('caution');
    expect(codesOf(`https://${name}/`)).toEqual([]);
  });

  it('a front page the model scores under 50 % stays likely safe over plain HTTP (round 11)', () => {
    // Raised from 40 % on the fit part of `pnpm eval:url`: small sites' and towns' front pages.
    expect(URL_MODEL_THRESHOLDS.bareHttp).toBe(0.5);
    const name = 'municipalite-lac-brome.qc.ca';
    const p = scoreUrlModel(name, name, '/', []).probability;
    expect(p).toBeGreaterThanOrEqual(0.4);
    expect(p).toBeLessThan(URL_MODEL_THRESHOLDS.bareHttp);
    expect(codesOf(`http://${name}/`)).not.toContain('url-model-suspicious');
    expect(inspectUrl(`http://${name}/`).score.verdict).toBe('likely-safe');
  });

  it('an ordinary name over plain HTTP stays likely safe', () => {
    expect(inspectUrl('http://www.example-bakery.com/').score.verdict).toBe('likely-safe');
    expect(inspectUrl('http://riverside-school.org/').score.verdict).toBe('likely-safe');
  });
});

describe('url-brand-misspelt: a long brand name garbled well beyond two letters', () => {
  it.each([
    'https://sceanmcommnunity.com/',
    'https://stcamcornmunty.com/trade/offer',
    'http://stieamccommnunlty.com/',
  ])('%s is a misspelt Steam Community', (url) => {
    const f = inspectUrl(url).findings.find((x) => x.code === 'url-brand-misspelt');
    expect(f?.parameters).toMatchObject({ brand: 'Steam' });
    expect(inspectUrl(url).score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://steamcommunity.com/market/',
    'https://myetherapi.com/',
    'https://myetheroll.com/',
    'https://streamingcommunity.org/',
    'https://teamcommunication.com/',
  ])('%s is not a garbled brand', (url) => {
    expect(codesOf(url)).not.toContain('url-brand-misspelt');
  });

  it('the first letter must match: a garbled name keeps its start', () => {
    expect(codesOf('https://xteamcommnunity.com/')).not.toContain('url-brand-misspelt');
  });
});

describe('url-numbered-domain: a name that is mostly a serial number', () => {
  it.each([
    ['https://b45004.com/egame/185', 'b45004'],
    ['https://bet83026.com/sport/12', 'bet83026'],
    ['https://55551bb.com/', '55551bb'],
    ['https://12bet938.net/', '12bet938'],
    ['https://shop8727.com/', 'shop8727'],
    ['http://www674503.com/', 'www674503'],
  ])('%s', (url, label) => {
    const f = inspectUrl(url).findings.find((x) => x.code === 'url-numbered-domain');
    expect(f?.parameters).toMatchObject({ label });
    expect(inspectUrl(url).score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://4399.com/',
    'https://12306.cn/',
    'https://paris2024.org/',
    'https://expo2025.or.jp/',
    'https://500px.com/popular',
    'https://hao123.com/',
    'https://bet365.com/',
    'https://web3auth.io/docs',
  ])('%s is not a serial name', (url) => {
    expect(codesOf(url)).not.toContain('url-numbered-domain');
  });
});

describe('clones, guest-stay lures, builders and shorteners', () => {
  it('a copy of a known site on a developer platform is a lure', () => {
    const codes = codesOf('https://ravenlo.github.io/netflix-clone/');
    expect(codes).toContain('url-lure-keyword');
    expect(inspectUrl('https://ravenlo.github.io/netflix-clone/').score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://roomtrustverify.com/',
    'https://thehotelvalidate.com/guest',
    'https://checkin-pending-stay.com/',
  ])('%s: guest-stay words beside a lure word make a lure host', (url) => {
    expect(codesOf(url)).toContain('url-lure-host');
  });

  it.each([
    'https://fanpage-managers-private.com/',
    'https://policy-fanpages-setting.com/',
    'https://violationinvestigation.com/',
  ])('%s: page-moderation words make a lure host', (url) => {
    expect(codesOf(url)).toContain('url-lure-host');
  });

  it('a hotel’s own name is not a lure', () => {
    expect(codesOf('https://grand-hotel-lakeside.com/rooms')).not.toContain('url-lure-host');
    expect(inspectUrl('https://grand-hotel-lakeside.com/rooms').score.verdict).toBe('likely-safe');
  });

  it.each([
    ['https://pages.tempisite.com/account-help', 'url-free-hosting'],
    ['https://lakeview.web.id/', 'url-free-hosting'],
    ['https://view.genial.ly/65a1b2c3d4e5f6a7b8c9d0e1/interactive-content', 'url-free-hosting'],
    ['https://flow.page/acme-support-desk', 'url-free-hosting'],
    ['https://unbouncepages.com/spring-offer/', 'url-free-hosting'],
    ['http://www.flow.page/acme-desk/', 'url-free-hosting'],
    ['https://hopp.bio/mybank-help', 'url-shortener'],
    ['https://shortlink.st/Ab3dE', 'url-shortener'],
    ['https://trimmer.to/xY7kq', 'url-shortener'],
    ['https://s.yam.com/Ab12c', 'url-shortener'],
  ])('%s', (url, code) => {
    expect(codesOf(url)).toContain(code);
  });
});

describe('url-email-in-path: an encoded address glued to a marker', () => {
  it('reads Base64 after `$` or `!`', () => {
    // "sam@example.com" in Base64
    const url = 'https://x1.qwrtzp.es/Ab3dEf9Gh!Kl/$c2FtQGV4YW1wbGUuY29t';
    const f = inspectUrl(url).findings.find((x) => x.code === 'url-email-in-path');
    expect(f?.parameters).toMatchObject({ encoding: 'base64' });
  });

  it('a Message-ID or a list’s own address in an archive’s path is not the reader’s address (round 7)', () => {
    for (const url of [
      'https://lists.example.org/netdev/20240911083015.2231-4-kim@example.net/T/',
      'https://archive.example.org/msg/CAJx9-=qR2bTz8@mail.example.com/',
      'https://list-archive.example.org/thread/87zfa1bc.fsf@example.net/',
      'https://mail.example.org/archives/list/dev-talk@example.org/thread/QW7ZLOP2/',
    ])
      expect(codesOf(url)).not.toContain('url-email-in-path');
    // A person's address in the path of another site is still read.
    expect(codesOf('https://docs-view.example/open/robin.lee@example.org/')).toContain('url-email-in-path');
  });

  it('a mail server’s Message-ID host or a list’s folder in a many-list archive is not the reader’s address (round 9)', () => {
    for (const url of [
      'https://archive.example.org/message-id/CAPq7-WzX2mT%2Bz@mail.example.com',
      'https://www.list-mirror.example/devs@project.example.org/msg20931.html',
    ])
      expect(codesOf(url)).not.toContain('url-email-in-path');
    // A person's address as the last segment, or in the query, is still read.
    expect(codesOf('https://docs-view.example/open/robin.lee@example.org/')).toContain('url-email-in-path');
    expect(codesOf('https://docs-view.example/robin.lee@example.org/x')).not.toContain('url-email-in-path');
    expect(codesOf('https://docs-view.example/open?id=robin.lee@example.org')).toContain('url-email-in-path');
  });

  it('a marker before ordinary text is nothing', () => {
    expect(codesOf('https://shop.example.com/items/$sale-price-list')).not.toContain('url-email-in-path');
  });

  it('reads the site builders and storage gateways added in round 7 as free hosting', () => {
    for (const url of [
      'https://shared-invoice-view.myportfolio.com/',
      'https://kq7vx.boxmode.io/',
      'https://account-centre.start.page/',
      'https://tribelio.page/account-review',
      'https://siasky.net/AAB3kq9ZtVx2mR7pLw4nQe8cYh5jUo1iDs6fGa0bNk',
    ])
      expect(codesOf(url)).toContain('url-free-hosting');
    expect(codesOf('https://tribelio.page/')).not.toContain('url-free-hosting');
  });

  it('reads a help desk on a documentation platform as a lure in the host, a book there as nothing (round 7)', () => {
    expect(codesOf('https://walet-exodus-help.gitbook.io/')).toContain('url-lure-host');
    expect(inspectUrl('https://walet-exodus-help.gitbook.io/').score.verdict).not.toBe('likely-safe');
    expect(codesOf('https://rust-patterns-book.gitbook.io/intro/')).not.toContain('url-lure-host');
  });

  it('a builder’s own front page is not a customer’s page', () => {
    expect(codesOf('https://unbouncepages.com/')).not.toContain('url-free-hosting');
    expect(codesOf('https://flow.page/')).not.toContain('url-free-hosting');
  });
});

describe('documentation pages are not lures', () => {
  it('path words on a documentation platform do not count, the project name still does', () => {
    expect(
      codesOf('https://django-allauth.readthedocs.io/en/latest/account/configuration.html'),
    ).not.toContain('url-lure-keyword');
    expect(codesOf('https://next-auth.js.org/configuration/providers/credentials')).not.toContain(
      'url-lure-keyword',
    );
    expect(codesOf('https://wallet-login-verify.readthedocs.io/en/latest/')).toContain('url-lure-host');
  });

  it('the same words on another developer platform still count', () => {
    expect(codesOf('https://acme-widgets.github.io/account/verify')).toContain('url-lure-keyword');
  });

  it('a tech name ending in "js" is not letters typed at random', () => {
    expect(codesOf('https://docs.nestjs.com/security/authentication')).not.toContain('url-odd-letters');
  });

  it('shopify.dev is Shopify’s own', () => {
    expect(codesOf('https://shopify.dev/docs/api/admin-rest')).toContain('url-official-domain');
  });
});

describe('url-suspicious-tld: the cheap endings of 2024–2025', () => {
  it.each(['qpon', 'xin', 'wang', 'ink', 'lat', 'pink', 'baby', 'help', 'fit', 'green', 'red'])(
    '.%s',
    (tld) => {
      const f = inspectUrl(`https://parcel-desk.${tld}/track`).findings.find(
        (x) => x.code === 'url-suspicious-tld',
      );
      expect(f?.parameters).toEqual({ tld });
    },
  );

  it('an ordinary ending is not one of them', () => {
    expect(codesOf('https://parcel-desk.ca/track')).not.toContain('url-suspicious-tld');
  });
});

describe('lure words are read in the path and query, not the fragment', () => {
  it('an API reference route or a section anchor is not a lure', () => {
    expect(codesOf('https://acme.github.io/widget-api/#/users/login')).not.toContain('url-lure-keyword');
    expect(codesOf('https://example-docs.github.io/api/#account-information')).not.toContain(
      'url-lure-keyword',
    );
  });

  it('the same word in the path still is', () => {
    expect(codesOf('https://acme.github.io/widget-api/users/login')).toContain('url-lure-keyword');
  });
});

describe('url-government-name: a government’s short name in a name anyone can register (round 8)', () => {
  it.each([
    'https://gov-tollpay.top/',
    'https://ca.gov-dmvnotice.cc/pay',
    'https://revenue-gov.com/refund',
    'https://qc-gouv-amendes.info/',
    'https://govt-benefit-claim.net/',
  ])('%s names a government on a bought name', (url) => {
    expect(codesOf(url)).toContain('url-government-name');
    expect(inspectUrl(url).score.verdict).not.toBe('likely-safe');
  });

  it.each([
    'https://www.canada.ca/en/revenue-agency.html',
    'https://www.gov.uk/vehicle-tax',
    'https://www.revenuquebec.ca/fr/',
    'https://dmv.ca.gov/portal/',
    'https://www.quebec.ca/gouvernement',
    'https://opengovdata.org/',
    'https://open-government.org/resources',
    'https://govtrack.us/congress/bills',
    'https://blog.govdelivery.com/',
    // Under a suffix only governments register in, and an e-government portal's own name (lead).
    'https://www.gov-online.go.jp/',
    'https://www.e-gov.go.jp/',
    'https://e-gov.am/',
  ])('%s is not a government name on a bought name', (url) => {
    expect(codesOf(url)).not.toContain('url-government-name');
  });
});
