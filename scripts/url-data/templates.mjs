// Hand-written templates of synthetic URLs for the URL model (`pnpm train:url`): phishing shapes
// seen in public reports (brand look-alike hosts, lure words, free hosting, random kit paths) and
// ordinary links (documentation, news, shops, brands' own pages). Every word here is ours; none is
// a row of any data set. Deterministic: the same seed gives the same URLs. The shapes of the 2020s
// (and the crypto-lure bare domains) are in templates-modern.mjs.
import { mulberry32 } from './fit.mjs';
import { serviceBenign } from './benign-services.mjs';
import { lurePhishing } from './phish-lures.mjs';
import { cryptoLureDomains, helpers, modernBenign, modernPhishing } from './templates-modern.mjs';

const BRANDS = [
  ['paypal', 'paypal.com'],
  ['apple', 'apple.com'],
  ['microsoft', 'microsoft.com'],
  ['netflix', 'netflix.com'],
  ['amazon', 'amazon.com'],
  ['roblox', 'roblox.com'],
  ['steam', 'steampowered.com'],
  ['chase', 'chase.com'],
  ['wellsfargo', 'wellsfargo.com'],
  ['office365', 'office.com'],
  ['outlook', 'outlook.com'],
  ['dhl', 'dhl.com'],
  ['usps', 'usps.com'],
  ['fedex', 'fedex.com'],
  ['canadapost', 'canadapost-postescanada.ca'],
  ['interac', 'interac.ca'],
  ['desjardins', 'desjardins.com'],
  ['rbc', 'rbc.com'],
  ['scotiabank', 'scotiabank.com'],
  ['coinbase', 'coinbase.com'],
  ['binance', 'binance.com'],
  ['metamask', 'metamask.io'],
  ['ledger', 'ledger.com'],
  ['trezor', 'trezor.io'],
  ['uniswap', 'uniswap.org'],
  ['facebook', 'facebook.com'],
  ['instagram', 'instagram.com'],
  ['whatsapp', 'whatsapp.com'],
  ['docusign', 'docusign.com'],
  ['adobe', 'adobe.com'],
  ['dropbox', 'dropbox.com'],
  ['linkedin', 'linkedin.com'],
  ['att', 'att.com'],
  ['verizon', 'verizon.com'],
  ['bell', 'bell.ca'],
  ['rogers', 'rogers.com'],
  ['ebay', 'ebay.com'],
  ['walmart', 'walmart.com'],
  ['aeon', 'aeon.co.jp'],
  ['rakuten', 'rakuten.co.jp'],
  ['mufg', 'mufg.jp'],
  ['sagawa', 'sagawa-exp.co.jp'],
  ['docomo', 'docomo.ne.jp'],
  ['americanexpress', 'americanexpress.com'],
];
const LURES = [
  'login',
  'signin',
  'verify',
  'secure',
  'account',
  'update',
  'support',
  'auth',
  'confirm',
  'billing',
  'recovery',
  'unlock',
  'wallet',
  'claim',
  'help',
  'service',
  'online',
  'portal',
  'id',
  'security',
  'validate',
  'customer',
  'center',
  'refund',
  'delivery',
  'track',
  'parcel',
  'redelivery',
  'reward',
  'bonus',
  'gift',
  'pay',
];
const CHEAP_TLDS = [
  'top',
  'xyz',
  'icu',
  'shop',
  'online',
  'site',
  'live',
  'click',
  'cfd',
  'sbs',
  'cyou',
  'buzz',
  'vip',
  'cc',
  'info',
  'life',
  'store',
  'link',
  'work',
  'rest',
  'bond',
  'lat',
  'pro',
  'cn',
  'ru',
  'com',
  'net',
];
const HOSTS = [
  'weebly.com',
  'wixsite.com',
  'pages.dev',
  'vercel.app',
  'web.app',
  'firebaseapp.com',
  'netlify.app',
  'glitch.me',
  'godaddysites.com',
  'webflow.io',
  'square.site',
  'framer.website',
  'gitbook.io',
  'r2.dev',
  'repl.co',
  'blogspot.com',
  'github.io',
  'herokuapp.com',
  'onrender.com',
  'workers.dev',
  'ipfs.dweb.link',
];
const KIT_PATHS = [
  'login.php',
  'signin.html',
  'verify/index.php',
  'account/update',
  'secure/auth.php',
  'index.html',
  'wp-content/plugins/x/login',
  'wp-includes/js/verify/',
  'webscr/cmd',
  'session/validate',
  'auth/step2.php',
  'billing/confirm',
  'main/',
  'home/',
  'app/',
  'mail/owa/',
  'track/',
  'pay.php',
  'card.html',
  'otp.php',
];
const WORDS = [
  'garden',
  'river',
  'studio',
  'maple',
  'north',
  'atlas',
  'cedar',
  'blue',
  'pixel',
  'harbor',
  'lumen',
  'orbit',
  'summit',
  'meadow',
  'coastal',
  'urban',
  'alpine',
  'silver',
  'prairie',
  'quartz',
  'willow',
  'ember',
  'nova',
  'terra',
  'zen',
  'bright',
  'craft',
  'local',
  'market',
  'daily',
  'press',
  'labs',
  'works',
  'group',
];
const TOPICS = [
  'getting-started',
  'install',
  'tutorial',
  'reference',
  'api',
  'guide',
  'faq',
  'chapter-3',
  'introduction',
  'functions',
  'classes',
  'modules',
  'networking',
  'testing',
  'deployment',
  'examples',
];
const NEWS = [
  'politics',
  'sports',
  'business',
  'tech',
  'world',
  'culture',
  'science',
  'health',
  'local',
  'opinion',
];
const BENIGN_TLDS = ['com', 'org', 'net', 'ca', 'io', 'dev', 'edu', 'fr', 'de', 'co.uk', 'jp', 'info', 'xyz'];
const OFFICIAL_PATHS = [
  'help',
  'support/article/12345',
  'en-ca/account',
  'signin',
  'login',
  'settings/security',
  'legal/privacy',
  'careers',
  'store/products',
  'about',
  'news/2024/05/announcement',
  'track?id=123456789',
];

/** `{ phishing, benign }` arrays of synthetic URLs (without scheme). */
export function syntheticUrls(count, seed = 8, { skipServices = false, skipLures = false } = {}) {
  const r = mulberry32(seed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const rand = (n, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789') => {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)];
    return s;
  };
  const mixed = (n) => rand(n, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  const typo = (b) => {
    const i = Math.floor(r() * b.length);
    const swaps = { a: '4', e: '3', i: '1', l: '1', o: '0', s: '5' };
    const c = b[i];
    if (swaps[c] !== undefined && r() < 0.6) return b.slice(0, i) + swaps[c] + b.slice(i + 1);
    return r() < 0.5 ? b.slice(0, i) + b.slice(i + 1) : b.slice(0, i) + c + c + b.slice(i + 1);
  };
  const phishing = [];
  const benign = [];
  const phish = [
    () => `${pick(BRANDS)[0]}-${pick(LURES)}.${pick(CHEAP_TLDS)}/${pick(KIT_PATHS)}`,
    () => `${pick(LURES)}-${pick(BRANDS)[0]}-${pick(LURES)}.${pick(CHEAP_TLDS)}/`,
    () => `${pick(BRANDS)[0]}${pick(LURES)}.${pick(CHEAP_TLDS)}`,
    () => `${typo(pick(BRANDS)[0])}-${pick(LURES)}.com/${pick(KIT_PATHS)}`,
    () => `${pick(BRANDS)[1]}.${pick(LURES)}-${rand(5)}.${pick(CHEAP_TLDS)}/${pick(KIT_PATHS)}`,
    () =>
      `${pick(BRANDS)[0]}.com.${pick(['ge', 'tw', 'pe', 'co', 'br', 'mx', 'ar', 'tr'])}/${pick(['', 'users/' + rand(8), 'games/' + rand(6)])}`,
    () =>
      `${rand(6 + Math.floor(r() * 10))}.${pick(HOSTS)}/${pick(['', pick(KIT_PATHS), mixed(12) + '/', pick(BRANDS)[0] + '/'])}`,
    () => `${pick(BRANDS)[0]}-${pick(LURES)}-${rand(4)}.${pick(HOSTS)}/`,
    () =>
      `${pick(WORDS)}${pick(WORDS)}.${pick(CHEAP_TLDS)}/${mixed(8 + Math.floor(r() * 24))}/${pick(KIT_PATHS)}`,
    () =>
      `${pick(WORDS)}-${pick(WORDS)}.com/${pick(['wp-content', 'wp-includes', 'wp-admin/css', '.well-known'])}/${rand(6)}/${pick(KIT_PATHS)}`,
    () =>
      `${Math.floor(r() * 223) + 1}.${Math.floor(r() * 255)}.${Math.floor(r() * 255)}.${Math.floor(r() * 255)}${r() < 0.4 ? ':' + pick(['8080', '8443', '2096', '3000']) : ''}/${pick(KIT_PATHS)}`,
    () => `${rand(3)}.${rand(8)}.${pick(CHEAP_TLDS)}/${pick(['?', '#', ''])}${mixed(16)}`,
    () => `${pick(LURES)}.${pick(BRANDS)[0]}.${pick(LURES)}.${rand(7)}.${pick(CHEAP_TLDS)}/`,
    () =>
      `${rand(10)}.${pick(CHEAP_TLDS)}/${pick(BRANDS)[0]}/${pick(LURES)}/?${pick(['id', 'session', 'token', 'email'])}=${mixed(24)}`,
    () =>
      `${pick(['dex', 'defi', 'swap', 'airdrop', 'claim', 'dapp', 'rectify', 'sync', 'web3', 'nft', 'whitelist'])}-${pick(BRANDS.slice(19, 25))[0]}.${pick(CHEAP_TLDS)}`,
    () =>
      `${pick(['https-www-', 'www-', 'vwww', 'wwww'])}${pick(BRANDS)[0]}-${pick(['com', 'co-jp', 'ca'])}.${pick(CHEAP_TLDS)}/`,
    () =>
      `${pick(BRANDS)[0]}.${pick(['co.jp', 'com', 'jp'])}.${rand(6)}.${pick(['cn', 'top', 'xyz', 'com'])}/`,
    () =>
      `${rand(5)}${Math.floor(r() * 1000)}.${pick(['cn', 'top', 'icu', 'vip', 'shop'])}/${pick(['', 'jp/', 'mypage/', 'login/', 'member/'])}`,
  ];
  const ok = [
    () => `docs.${pick(WORDS)}.${pick(['org', 'io', 'dev'])}/en/latest/${pick(TOPICS)}/${pick(TOPICS)}.html`,
    () =>
      `github.com/${pick(WORDS)}${rand(3)}/${pick(WORDS)}-${pick(WORDS)}${pick(['', '/blob/main/README.md', '/issues/' + Math.floor(r() * 900), '/releases'])}`,
    () =>
      `www.${pick(WORDS)}${pick(WORDS)}.${pick(BENIGN_TLDS)}/${pick(NEWS)}/${2010 + Math.floor(r() * 16)}/${Math.floor(r() * 12) + 1}/${pick(WORDS)}-${pick(WORDS)}-${pick(NEWS)}`,
    () => `${pick(['www.', ''])}${pick(BRANDS)[1]}/${pick(OFFICIAL_PATHS)}`,
    () =>
      `${pick(['www.', 'shop.', 'blog.', ''])}${pick(WORDS)}${pick(['', '-', ''])}${pick(WORDS)}.${pick(BENIGN_TLDS)}/${pick(['', 'products/' + pick(WORDS), 'about-us', 'contact', 'blog/' + pick(TOPICS), 'category/' + pick(NEWS) + '?page=' + Math.floor(r() * 9)])}`,
    () =>
      `${pick(WORDS)}.${pick(['edu', 'ac.uk', 'ca', 'de'])}/~${pick(WORDS)}/${pick(['courses', 'notes', 'papers'])}/${pick(TOPICS)}.pdf`,
    () =>
      `${pick(WORDS)}${pick(WORDS)}.${pick(['github.io', 'readthedocs.io', 'netlify.app', 'pages.dev', 'blogspot.com'])}/${pick(['', pick(TOPICS) + '/', 'posts/' + pick(TOPICS) + '.html', pick(TOPICS) + '/index.html'])}`,
    () => `${pick(WORDS)}${pick(WORDS)}.${pick(BENIGN_TLDS)}/`,
    () => `www.youtube.com/watch?v=${mixed(11)}`,
    () =>
      `${pick(['cdn', 'static', 'img', 'media'])}.${pick(WORDS)}${pick(WORDS)}.com/${rand(2)}/${mixed(24)}.${pick(['png', 'jpg', 'js', 'css'])}`,
    () =>
      `${pick(WORDS)}${pick(WORDS)}.com/${pick(['search', 'index.php', 'forum/viewtopic.php', 'item'])}?${pick(['q', 'id', 't', 'p'])}=${Math.floor(r() * 99999)}`,
  ];
  const modern = helpers(seed * 7919 + 1);
  phish.push(...modernPhishing(modern));
  if (!skipLures) phish.push(...lurePhishing(helpers(seed * 4001 + 9)));
  ok.push(...modernBenign(modern));
  if (!skipServices) ok.push(...serviceBenign(helpers(seed * 6151 + 5)));
  const crypto = cryptoLureDomains(Math.ceil(count / 12), seed * 104729 + 3);
  for (let i = 0; i < count; i++) phishing.push(phish[i % phish.length]());
  for (let i = 0; i < count; i++) benign.push(ok[i % ok.length]());
  phishing.push(...crypto);
  return { phishing, benign };
}
