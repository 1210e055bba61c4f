import { describe, expect, it } from 'vitest';
import { makeFinding } from '../findings.js';
import {
  CALM_CATEGORIES,
  CONTEXT_CAP,
  COUNTRY_CODE_ENDING_MODEL,
  DECEPTIVE_CODES,
  MODEL_CONTEXT_PAIRS,
  MODEL_SIGN_CALM,
  calmCategory,
  hasDeceptiveSign,
  scoreUrlFindings,
} from './evidence.js';
import { inspectUrl } from './inspect.js';
import { LEXICAL_RULES, type LexicalCode } from './rules.js';

const finding = (code: LexicalCode, probability?: number) =>
  makeFinding(code, LEXICAL_RULES, probability === undefined ? null : { probability });
const model = (probability: number) => finding('url-model-suspicious', probability);
/** A free host's (or a blog or code platform's) finding with the platform and the customer's site. */
const hosted = (code: 'url-free-hosting' | 'url-developer-hosting', site: string, domain: string) =>
  makeFinding(code, LEXICAL_RULES, { site, domain });

const cnEnding = makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'cn' });

// Our own examples of the calm categories (round 4): context the evaluation files show on ordinary
// links more than on phishing, with the URL the category reads and the findings it would have.
const CALM: readonly [string, string, ReturnType<typeof finding>[]][] = [
  [
    'local-address',
    'http://192.168.0.1:8080/admin',
    [
      finding('url-plain-http'),
      finding('url-nonstandard-port'),
      makeFinding('url-local-address', LEXICAL_RULES, { ip: '192.168.0.1', range: 'private' }),
    ],
  ],
  [
    'plain-http-page',
    'http://www.lakeside-quilters.example/meetings/2019-spring',
    [finding('url-plain-http'), model(88)],
  ],
  [
    'plain-http-page',
    'http://parish-news.example/archive/bulletin-12.html',
    [finding('url-plain-http'), model(91)],
  ],
  ['plain-http-mid-model', 'http://tinysite.example/?p=12', [finding('url-plain-http'), model(64)]],
  [
    'tracking-link',
    'https://email.shop.example/c/eJxVkMtuwyAQRb8mWRoBBmwWXrR?redirect=https%3A%2F%2Fshop.example%2F',
    [finding('url-long'), finding('url-open-redirect'), finding('url-heavy-encoding')],
  ],
  [
    'brand-in-path',
    'https://www.gadget-reviews.example/paypal-fees-explained',
    [finding('url-brand-in-path'), model(82)],
  ],
  ['lure-word-mid-model', 'https://books.example/account/orders', [finding('url-lure-keyword'), model(72)]],
  [
    'developer-platform-mid-model',
    'https://someone.github.io/notes/',
    [finding('url-developer-hosting'), model(66)],
  ],
  ['plain-http-front-page', 'http://www.harbour-rowing.example/', [finding('url-plain-http'), model(84)]],
  [
    'blog-front-page',
    'http://quilting-notes.blogspot.com/',
    [
      hosted('url-developer-hosting', 'quilting-notes.blogspot.com', 'blogspot.com'),
      finding('url-plain-http'),
      model(71),
    ],
  ],
  [
    'dated-page',
    'https://finance.example.com.cn/tech/2021-03-05/doc-ikabcde1234567.shtml',
    [cnEnding, model(83)],
  ],
  ['dated-page', 'https://quiet-notes.example/2019/12/07/de-aging-faces/', [model(84)]],
  ['article-page', 'https://www.toutiao.example/a7028533764280500744/', [model(94)]],
  [
    'article-page',
    'http://small-lab.example/posts/shebang-shenanigans/',
    [finding('url-plain-http'), finding('url-odd-letters'), model(86)],
  ],
  ['country-site-page', 'https://typeroom.example.cn/problems/all', [cnEnding, model(72)]],
  [
    'slug-page',
    'http://piano-corner.example/lessons/layout-piano-keys.php',
    [finding('url-plain-http'), model(88)],
  ],
  ['slug-page', 'https://quiet-notes.example/writing/expansion-artifacts/', [model(86)]],
  ['www-site-page', 'https://www.tidewater-pottery.example/classes/wheel-throwing', [model(87)]],
  ['www-site-page', 'https://www.cedar-grove-vets.example/', [model(84)]],
  [
    'hosted-project-page',
    'https://pantry-tracker-demo.netlify.app/',
    [hosted('url-free-hosting', 'pantry-tracker-demo.netlify.app', 'netlify.app')],
  ],
  [
    'hosted-project-page',
    'https://tide-tables-api.onrender.com/',
    [hosted('url-free-hosting', 'tide-tables-api.onrender.com', 'onrender.com')],
  ],
  [
    'hosted-project-page',
    'https://birdsong.fly.dev/swagger/index.html',
    [hosted('url-free-hosting', 'birdsong.fly.dev', 'fly.dev')],
  ],
  [
    'hosted-project-page',
    'https://quietnotes.pages.dev/why-i-stopped-using-tabs/',
    [hosted('url-free-hosting', 'quietnotes.pages.dev', 'pages.dev')],
  ],
  [
    'hosted-section-page',
    'https://ferry-times.web.app/schedule/north-shore',
    [hosted('url-free-hosting', 'ferry-times.web.app', 'web.app'), model(63)],
  ],
  [
    'legacy-host-front-page',
    'https://color-picker.now.sh/',
    [hosted('url-free-hosting', 'color-picker.now.sh', 'now.sh')],
  ],
  [
    'brand-article-page',
    'http://technews.example/2025/03/microsoft-ends-sms-codes-for-account-sign-in/',
    [finding('url-plain-http'), finding('url-brand-in-path'), finding('url-lure-keyword'), model(72)],
  ],
  [
    'hosted-brand-article',
    'https://quiet-engineer.substack.com/p/how-netflix-moved-to-12-regions',
    [
      hosted('url-developer-hosting', 'quiet-engineer.substack.com', 'substack.com'),
      finding('url-brand-in-path'),
    ],
  ],
  [
    'mail-click-link',
    'https://links.garden-shop.example/ls/click?upn=u001.Qw3rTy7UiOp9AsDfGh2JkLzXcVbNm4Po8Iu6Yt5Re3Wq1',
    [finding('url-long'), finding('url-many-digits'), model(84)],
  ],
  [
    'government-site',
    'http://lands-registry.gov.on.ca/forms/deed-transfer?id=20190412',
    [finding('url-plain-http'), finding('url-many-digits'), model(81)],
  ],
  // Round 20 (calm20).
  ['country-site-front-page', 'http://boulangeriedumarche.fr/', [finding('url-plain-http'), model(77)]],
  [
    'blogger-post',
    'http://quilting-notes.blogspot.com/2024/03/log-cabin-blocks.html',
    [
      hosted('url-developer-hosting', 'quilting-notes.blogspot.com', 'blogspot.com'),
      finding('url-plain-http'),
      model(79),
    ],
  ],
  ['profile-page', 'https://linktr.ee/cafelaplace', [finding('url-shortener')]],
  // Round 22 (brand22).
  [
    'brand-word-in-place-name',
    'https://bell-meadow-bakery.ca/menu',
    [finding('url-brand-word-in-name'), model(90)],
  ],
];

/**
 * Each category that outweighs the model's own signs (`MODEL_SIGN_CALM`), with an address and
 * findings whose only deceptive sign is the model's: a strong score, or a score beside an ending.
 */
const MODEL_SIGN_CASES: readonly [string, string, ReturnType<typeof finding>[]][] = [
  ['dated-page', 'https://quiet-notes.example/2019/12/07/de-aging/', [finding('url-model-phishing', 97)]],
  [
    'article-page',
    'https://ghost.example.xyz/posts/self-hosting-dns/',
    [makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'xyz' }), model(90)],
  ],
  [
    'slug-page',
    'http://piano-corner.example/network-switch.html',
    [finding('url-plain-http'), finding('url-model-phishing', 99)],
  ],
  [
    'mail-click-link',
    'https://links.garden-shop.example/ls/click?upn=u001.Qw3rTy7UiOp9AsDfGh2JkLzXcVbNm4Po8Iu6Yt5Re3Wq1',
    [finding('url-long'), finding('url-model-phishing', 97)],
  ],
  [
    'government-site',
    'https://photos.space-agency.gov/archive/ap181223.html',
    [finding('url-model-phishing', 98)],
  ],
  [
    'www-word-page',
    'http://www.lakeside-hardware.example/hours.html',
    [finding('url-plain-http'), finding('url-model-phishing', 98)],
  ],
  [
    'brand-word-in-place-name',
    'https://bell-meadow-bakery.ca/',
    [finding('url-brand-word-in-name'), finding('url-model-phishing', 97)],
  ],
];

describe('the URL evidence rule', () => {
  it.each(CALM)('%s: %s is capped at likely-safe, findings kept', (name, url, findings) => {
    expect(hasDeceptiveSign(findings, url)).toBe(false);
    expect(calmCategory(findings, url)).toBe(name);
    const score = scoreUrlFindings(findings, url);
    expect(score.confidenceScore).toBe(CONTEXT_CAP);
    expect(score.verdict).toBe('likely-safe');
  });

  it.each(MODEL_SIGN_CASES)('%s outweighs the model’s own sign on %s', (name, url, findings) => {
    expect(hasDeceptiveSign(findings, url)).toBe(true);
    expect(calmCategory(findings, url)).toBe(name);
    expect(scoreUrlFindings(findings, url).confidenceScore).toBe(CONTEXT_CAP);
  });

  it('lets no other calm category outweigh a strong model score', () => {
    expect(new Set(MODEL_SIGN_CASES.map(([name]) => name))).toEqual(MODEL_SIGN_CALM);
    const strong = finding('url-model-phishing', 97);
    let kept = 0;
    for (const [name, url, findings] of CALM) {
      const withStrong = [...findings.filter((f) => f.code !== 'url-model-suspicious'), strong];
      if (scoreUrlFindings(withStrong, url).confidenceScore > CONTEXT_CAP) kept += 1;
      // Capped only by a category of MODEL_SIGN_CALM (a `www.` page named by a slug is a slug page).
      else expect(MODEL_SIGN_CALM.has(calmCategory(withStrong, url) ?? ''), name).toBe(true);
    }
    expect(kept).toBeGreaterThan(CALM.length / 2);
  });

  it('names every calm category once, each with an example here', () => {
    const names = CALM_CATEGORIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    // `www-word-page` (round 22) is reached only beside the model's strong score: a model case.
    expect(new Set([...CALM, ...MODEL_SIGN_CASES].map(([name]) => name))).toEqual(new Set(names));
  });

  it('keeps a plain-http page calm only when it names no account and runs no PHP script', () => {
    const f = [finding('url-plain-http'), model(88)];
    expect(calmCategory(f, 'http://www.club.example/events/')).toBe('plain-http-page');
    expect(calmCategory(f, 'http://www.club.example/account/verify.html')).toBeNull();
    expect(calmCategory(f, 'http://www.club.example/wp/post.php')).toBeNull();
    expect(calmCategory(f, 'http://www.club.example/events/?id=3')).toBeNull();
    // Not `www.` and not a page file: the front page of a made-up name stays as scored.
    expect(calmCategory(f, 'http://club-login-portal.example/')).toBeNull();
    expect(scoreUrlFindings(f, 'http://club-login-portal.example/').verdict).toBe('caution');
  });

  it('scores context outside the calm categories as the sum of its findings (as before issue 21)', () => {
    // A free host's page, a short link, an often-abused ending beside the model: caution, as on main.
    const cases: [string, ReturnType<typeof finding>[]][] = [
      ['https://acme-app.pages.dev/', [finding('url-free-hosting')]],
      ['https://is.gd/x7Kq2p', [finding('url-shortener')]],
      ['https://shop.example.top/', [finding('url-suspicious-tld'), model(75)]],
      ['https://shop8727.example/', [finding('url-numbered-domain')]],
    ];
    for (const [url, findings] of cases) {
      expect(calmCategory(findings, url)).toBeNull();
      expect(scoreUrlFindings(findings, url).verdict).toBe('caution');
    }
    // A calm category's context beside anything else is not calm.
    const mixed = [finding('url-plain-http'), finding('url-free-hosting'), model(88)];
    expect(calmCategory(mixed, 'http://www.demo.example/page.html')).toBeNull();
  });

  it('keeps a hosted page calm only for a project or article with no lure, no digits, no model score', () => {
    const page = (site: string) => [hosted('url-free-hosting', site, 'vercel.app')];
    expect(
      calmCategory(page('weather-widget-demo.vercel.app'), 'https://weather-widget-demo.vercel.app/'),
    ).toBe('hosted-project-page');
    // A plain name without a project word, at its root: the platform's page stays caution.
    expect(calmCategory(page('lost-glen.vercel.app'), 'https://lost-glen.vercel.app/')).toBeNull();
    // Lure or wallet words in the label or the path, digits, a query, plain http, the model.
    expect(calmCategory(page('wallet-demo.vercel.app'), 'https://wallet-demo.vercel.app/')).toBeNull();
    expect(calmCategory(page('shop-demo.vercel.app'), 'https://shop-demo.vercel.app/login')).toBeNull();
    expect(calmCategory(page('demo-4x7.vercel.app'), 'https://demo-4x7.vercel.app/')).toBeNull();
    expect(calmCategory(page('shop-demo.vercel.app'), 'https://shop-demo.vercel.app/?id=3')).toBeNull();
    expect(calmCategory(page('shop-demo.vercel.app'), 'http://shop-demo.vercel.app/')).toBeNull();
    const withModel = [...page('shop-demo.vercel.app'), model(62)];
    expect(calmCategory(withModel, 'https://shop-demo.vercel.app/')).toBeNull();
    // An article's slug of four words or more, on a name without a project word.
    const slug = 'https://lost-glen.vercel.app/notes-from-a-long-winter/';
    expect(calmCategory(page('lost-glen.vercel.app'), slug)).toBe('hosted-project-page');
    expect(
      calmCategory(page('lost-glen.vercel.app'), 'https://lost-glen.vercel.app/verify-your-card-now-here/'),
    ).toBeNull();
    // A web API's endpoint, its parameters allowed, but not a password reset.
    const api = 'https://lost-glen.vercel.app/api/v1/holidays?country=CA';
    expect(calmCategory(page('lost-glen.vercel.app'), api)).toBe('hosted-project-page');
    expect(
      calmCategory(page('lost-glen.vercel.app'), 'https://lost-glen.vercel.app/v3/forgotpassword'),
    ).toBeNull();
    // A page in the path of a user-content host has no customer label.
    const sites = [hosted('url-free-hosting', 'sites.google.com', 'sites.google.com')];
    expect(calmCategory(sites, 'https://sites.google.com/view/club-demo/home')).toBeNull();
  });

  it('keeps a plain-http front page calm only at a www. root, and a blog’s only on a blog platform', () => {
    const http = [finding('url-plain-http'), model(84)];
    expect(calmCategory(http, 'http://harbour-rowing.example/')).toBeNull();
    expect(calmCategory(http, 'http://www.harbour-rowing.example/?p=login')).toBeNull();
    expect(
      calmCategory([finding('url-plain-http'), model(92)], 'http://www.harbour-rowing.example/'),
    ).toBeNull();
    const blog = (site: string, domain: string, probability: number) => [
      hosted('url-developer-hosting', site, domain),
      finding('url-plain-http'),
      model(probability),
    ];
    expect(
      calmCategory(
        blog('quilting-notes.blogspot.com', 'blogspot.com', 85),
        'http://quilting-notes.blogspot.com/',
      ),
    ).toBeNull();
    expect(
      calmCategory(
        blog('wallet-notes.blogspot.com', 'blogspot.com', 60),
        'http://wallet-notes.blogspot.com/',
      ),
    ).toBeNull();
    expect(
      calmCategory(blog('app-help-start.github.io', 'github.io', 60), 'http://app-help-start.github.io/'),
    ).toBeNull();
    expect(
      calmCategory(
        blog('quilting-notes.blogspot.fr', 'blogspot.fr', 60),
        'http://quilting-notes.blogspot.fr/',
      ),
    ).toBe('blog-front-page');
  });

  it('reads a project demo on a free host as likely safe, and a wallet page there as caution', () => {
    expect(inspectUrl('https://pantry-tracker-demo.netlify.app/').score.verdict).toBe('likely-safe');
    expect(inspectUrl('https://pantry-wallet-sync.netlify.app/').score.verdict).not.toBe('likely-safe');
    // A blog platform's article and a free-software project's own subdomain: a weak hint only.
    expect(inspectUrl('https://someone.bearblog.dev/on-slow-mornings/').score.verdict).toBe('likely-safe');
    expect(inspectUrl('https://people.debian.net/~someone/notes.html').score.verdict).toBe('likely-safe');
  });

  it('lets a dated page or an article outweigh the model’s own signs, and nothing else (round 6)', () => {
    const tld = (value: string) => makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: value });
    const strong = finding('url-model-phishing', 97);
    // A strong score on a dated page; a score beside an often-abused ending on an article.
    const dated = [strong];
    expect(hasDeceptiveSign(dated)).toBe(true);
    expect(scoreUrlFindings(dated, 'https://quiet-notes.example/2019/12/07/de-aging/').verdict).toBe(
      'likely-safe',
    );
    const article = [tld('xyz'), model(90)];
    expect(hasDeceptiveSign(article)).toBe(true);
    expect(scoreUrlFindings(article, 'https://ghost.example.xyz/posts/self-hosting-dns/').verdict).toBe(
      'likely-safe',
    );
    // A strong score on an undated page not named by a slug, at a site's root, or on a page with a lure word.
    expect(scoreUrlFindings(dated, 'https://quiet-notes.example/posts/Qm7xT2/').verdict).not.toBe(
      'likely-safe',
    );
    expect(scoreUrlFindings(article, 'https://ghost.example.xyz/').verdict).not.toBe('likely-safe');
    // A hidden folder of a hacked site is no article section.
    const hidden = [finding('url-brand-in-path'), model(92)];
    expect(
      calmCategory(hidden, 'https://clinic.example/.well-known/acme-challenge/docs/sharepoint/'),
    ).toBeNull();
    const lure = [finding('url-lure-keyword'), model(88)];
    expect(calmCategory(lure, 'https://news.example/2024/05/verify-your-account')).toBeNull();
    // Any other sign beside the model's stays: a brand where it does not belong.
    const brand = [finding('url-brand-in-domain'), strong];
    expect(scoreUrlFindings(brand, 'https://paypal-news.example/2024/05/07/').verdict).not.toBe(
      'likely-safe',
    );
  });

  it('keeps a slug-named page calm only without a query, code folder, lure word, abused ending (round 9)', () => {
    const strong = [finding('url-plain-http'), finding('url-model-phishing', 99)];
    expect(calmCategory(strong, 'http://piano-corner.example/network-switch.html')).toBe('slug-page');
    expect(scoreUrlFindings(strong, 'http://piano-corner.example/network-switch.html').verdict).toBe(
      'likely-safe',
    );
    // One word, capitals or digits, a query, a code or upload folder, a lure word: as scored.
    for (const url of [
      'http://piano-corner.example/switch.html',
      'http://piano-corner.example/UCPc_welcomeSCR/',
      'http://piano-corner.example/network-switch.html?id=4',
      'http://piano-corner.example/images/db/network-switch.html',
      'http://piano-corner.example/plugins/network-switch/',
      'http://piano-corner.example/wp-site/network-switch/',
      'http://piano-corner.example/verify-your-account/',
      'http://piano-corner.example/.hidden/network-switch/',
    ]) {
      expect(calmCategory(strong, url)).toBeNull();
      expect(scoreUrlFindings(strong, url).verdict).not.toBe('likely-safe');
    }
    // Under an often-abused ending, or a name typed at random, kits' slugs outnumber articles.
    const xyz = [makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'xyz' }), model(92)];
    expect(calmCategory(xyz, 'https://fresh-notes.example.xyz/network-switch/')).not.toBe('slug-page');
    const random = [finding('url-random-domain'), finding('url-model-phishing', 97)];
    expect(calmCategory(random, 'https://qzxwvk.example/network-switch/')).toBeNull();
  });

  it('keeps a country-ending site’s page calm only deep in the site, without a query (round 6)', () => {
    const cn = [makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'cn' }), model(80)];
    expect(calmCategory(cn, 'https://bytehouse.example.cn/product/overview')).toBe('country-site-page');
    expect(calmCategory(cn, 'https://brfxg.cn/teon')).toBeNull();
    expect(calmCategory(cn, 'https://ikgf.cn/?dmksdfpd')).toBeNull();
    expect(calmCategory(cn, 'https://uc-card.example.cn/a/b?token=1')).toBeNull();
    // Under a generic often-abused ending the category does not apply.
    const xyz = [makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'xyz' }), model(80)];
    expect(calmCategory(xyz, 'https://shop.example.xyz/a/b')).toBeNull();
  });

  it('never caps a URL with a deceptive sign, whatever its context', () => {
    const f = [finding('url-brand-in-path'), finding('url-lure-keyword'), finding('url-plain-http')];
    expect(hasDeceptiveSign(f)).toBe(true);
    const url = 'http://www.news.example/paypal-login-update.html';
    expect(scoreUrlFindings(f, url).confidenceScore).toBeGreaterThan(CONTEXT_CAP);
  });

  it('keeps a small site’s plain-http page likely-safe, its context shown', () => {
    const r = inspectUrl('http://www.lakeside-quilters.example/newsletters/2019-spring.html');
    expect(r.findings.map((f) => f.code)).toContain('url-plain-http');
    expect(r.score.verdict).toBe('likely-safe');
  });

  it.each([
    ['http://192.0.2.7/', 'url-ip-host'],
    ['https://paypal-secure-login.com/', 'url-brand-in-domain'],
    ['https://paypal.com@evil.top/', 'url-userinfo-disguise'],
  ])('%s leaves likely-safe on a deceptive sign (%s)', (url, code) => {
    const r = inspectUrl(url);
    expect(r.findings.map((f) => f.code)).toContain(code);
    expect(r.score.verdict).not.toBe('likely-safe');
  });

  it('counts context on top of a deceptive sign', () => {
    const plain = inspectUrl('https://192.0.2.7/').score.confidenceScore;
    const http = inspectUrl('http://192.0.2.7/').score.confidenceScore;
    expect(http).toBeGreaterThan(plain);
  });

  it('reads a brand in the path next to a lure word, off the brand’s domain, as deceptive', () => {
    expect(hasDeceptiveSign([{ code: 'url-brand-in-path' }, { code: 'url-lure-keyword' }])).toBe(true);
    expect(hasDeceptiveSign([{ code: 'url-brand-in-path' }])).toBe(false);
    expect(hasDeceptiveSign([{ code: 'url-lure-keyword' }, { code: 'url-developer-hosting' }])).toBe(false);
  });

  it('reads the model beside one piece of context as deceptive only from its pair’s probability', () => {
    const model = (probability: number) => ({ code: 'url-model-suspicious', parameters: { probability } });
    // A page on a free host or a name under an often-abused ending: 70 % and up.
    for (const [code, min] of MODEL_CONTEXT_PAIRS) {
      expect(hasDeceptiveSign([{ code }, model(min)])).toBe(true);
      expect(hasDeceptiveSign([{ code }, model(min - 1)])).toBe(false);
      expect(hasDeceptiveSign([{ code }])).toBe(false);
    }
    // Under a two-letter country code the ending pair needs 90 %.
    const tld = (value: string) => ({ code: 'url-suspicious-tld', parameters: { tld: value } });
    expect(hasDeceptiveSign([tld('xyz'), model(70)])).toBe(true);
    expect(hasDeceptiveSign([tld('cn'), model(89)])).toBe(false);
    expect(hasDeceptiveSign([tld('cn'), model(COUNTRY_CODE_ENDING_MODEL)])).toBe(true);
    // The model beside other context (a number in the name, plain http) or alone is not a pair.
    expect(hasDeceptiveSign([{ code: 'url-numbered-domain' }, model(94)])).toBe(false);
    expect(hasDeceptiveSign([{ code: 'url-plain-http' }, model(94)])).toBe(false);
    expect(hasDeceptiveSign([model(94)])).toBe(false);
    // A model finding without its probability counts for nothing.
    expect(hasDeceptiveSign([{ code: 'url-free-hosting' }, { code: 'url-model-suspicious' }])).toBe(false);
  });

  // Round 3 (a trade-off said in BENCHMARKS.md): pinned as context only in round 1; the model reads
  // this free host's page at 85 %, so it now reaches caution, as on main.
  it('reads a demo on a free host the model scores at 85 % as caution', () => {
    const r = inspectUrl('https://demo-app-4821.netlify.app/');
    expect(r.findings.map((f) => f.code).sort()).toEqual(['url-free-hosting', 'url-model-suspicious']);
    expect(r.score.verdict).toBe('caution');
  });

  it('reads a free host’s customer name typed at random as deceptive (round 3)', () => {
    const r = inspectUrl('https://xqwvbnt.pages.dev/');
    expect(r.findings.find((f) => f.code === 'url-random-subdomain')?.parameters).toMatchObject({
      label: 'xqwvbnt',
    });
    expect(hasDeceptiveSign([{ code: 'url-free-hosting' }, { code: 'url-random-subdomain' }])).toBe(true);
    expect(r.score.verdict).not.toBe('likely-safe');
    // The same letters under an ordinary domain or on a code platform are not a free host's page.
    const codes = (url: string) => inspectUrl(url).findings.map((f) => f.code);
    expect(codes('https://xqwvbnt.example.com/')).not.toContain('url-random-subdomain');
    expect(hasDeceptiveSign(inspectUrl('https://xqwvbnt.github.io/').findings)).toBe(false);
    // A project's name in words on a free host stays context.
    expect(codes('https://weather-dashboard.netlify.app/')).not.toContain('url-random-subdomain');
  });

  it('reads an everyday-word brand as a whole word of a free host’s customer name', () => {
    const codes = (url: string) => inspectUrl(url).findings.map((f) => f.code);
    const meta = inspectUrl('https://meta-ads-review-center.pages.dev/');
    expect(meta.findings.find((f) => f.code === 'url-brand-in-subdomain')?.parameters).toMatchObject({
      brand: 'Facebook',
      piece: 'meta',
    });
    expect(meta.score.verdict).not.toBe('likely-safe');
    expect(codes('https://ledger-sync-9f2.netlify.app/')).toContain('url-brand-in-subdomain');
    // Not glued inside another word, not on a code platform, not under an ordinary domain.
    expect(codes('https://metamorphic-art.pages.dev/')).not.toContain('url-brand-in-subdomain');
    expect(codes('https://meta-analysis-notes.github.io/')).not.toContain('url-brand-in-subdomain');
    expect(codes('https://meta.stackexchange.com/questions')).not.toContain('url-brand-in-subdomain');
  });

  it('calms a www. site’s page the model alone reads as phishing only without a lure, a kit mark or a query (round 7)', () => {
    const f = [model(87)];
    expect(calmCategory(f, 'https://www.tidewater-pottery.example/classes/')).toBe('www-site-page');
    // From the model's 95 % on, the score stays (round 22 raised the bar from 90 %).
    expect(calmCategory([model(95)], 'https://www.tidewater-pottery.example/classes/')).toBeNull();
    // Account words, a kit's folders, a query, no `www.`, an often-abused ending: as scored.
    for (const url of [
      'https://www.tidewater-pottery.example/account/verify',
      'https://www.tidewater-pottery.example/wp-content/uploads/form/',
      'https://www.tidewater-pottery.example/.well-known/files/',
      'https://www.tidewater-pottery.example/classes?id=4',
      'https://tidewater-pottery.example/classes/',
    ])
      expect(calmCategory(f, url)).toBeNull();
    expect(
      calmCategory(
        [makeFinding('url-suspicious-tld', LEXICAL_RULES, { tld: 'top' }), model(87)],
        'https://www.pottery.example.top/classes/',
      ),
    ).toBeNull();
    // A front page calms only with no context at all.
    expect(
      calmCategory([finding('url-many-digits'), model(87)], 'https://www.pottery2024.example/'),
    ).toBeNull();
    expect(scoreUrlFindings(f, 'https://www.tidewater-pottery.example/classes/').verdict).toBe('likely-safe');
  });

  it('names only codes that exist, and no generic property', () => {
    const known = new Set([
      ...Object.keys(LEXICAL_RULES),
      'url-known-phishing',
      'url-web-risk-listed',
      'url-redirect-to-private',
      'url-domain-new',
    ]);
    for (const code of DECEPTIVE_CODES) expect(known.has(code)).toBe(true);
    for (const generic of [
      'url-plain-http',
      'url-free-hosting',
      'url-shortener',
      'url-numbered-domain',
      'url-random-domain',
      'url-long',
      'url-suspicious-tld',
      'url-heavy-encoding',
      'url-open-redirect',
      'url-hosted-file',
      'url-model-suspicious',
    ])
      expect(DECEPTIVE_CODES.has(generic)).toBe(false);
  });
});
