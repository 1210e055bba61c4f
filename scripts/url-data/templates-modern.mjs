// More hand-written templates of synthetic URLs (see templates.mjs): phishing shapes of the
// 2020s described in public reports (misspelt brands beside lure words on any top-level domain,
// customers' names on documentation and deploy platforms, random names under random names,
// crypto-wallet lures as bare domains) and the ordinary links a person receives (API
// documentation, newsletters' tracking links, meeting and document links, order pages). Every
// word, name and syllable here is ours; none is a row of any data set.

/** A seeded generator and the helpers the templates use. */
export function helpers(seed) {
  let a = seed >>> 0;
  const r = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(r() * list.length)];
  const rand = (n, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789') => {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)];
    return s;
  };
  const letters = (n) => rand(n, 'abcdefghijklmnopqrstuvwxyz');
  const mixed = (n) => rand(n, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  const hex = (n) => rand(n, '0123456789abcdef');
  const digits = (n) => rand(n, '0123456789');
  const between = (lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
  /** One edit of a name: a letter dropped, doubled, swapped with its neighbour, or a look-alike digit. */
  const typo = (name) => {
    const i = Math.floor(r() * name.length);
    const c = name[i];
    const digitFor = { a: '4', e: '3', i: '1', l: '1', o: '0', s: '5' };
    const roll = r();
    if (digitFor[c] !== undefined && roll < 0.25) return name.slice(0, i) + digitFor[c] + name.slice(i + 1);
    if (roll < 0.5) return name.slice(0, i) + name.slice(i + 1);
    if (roll < 0.7) return name.slice(0, i) + c + name.slice(i);
    if (roll < 0.85 && i + 1 < name.length) return name.slice(0, i) + name[i + 1] + c + name.slice(i + 2);
    return name.slice(0, i) + pick(['e', 'a', 'r', 'n', 'u']) + name.slice(i);
  };
  /** A made-up pronounceable word of n syllables. */
  const word = (n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += pick(ONSETS) + pick(NUCLEI) + (r() < 0.3 ? pick(CODAS) : '');
    return s;
  };
  return { r, pick, rand, letters, mixed, hex, digits, between, typo, word };
}

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'st',
  'tr',
  'ch',
  'sh',
  'gr',
  'pl',
];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ia', 'ee'];
const CODAS = ['n', 'r', 's', 'l', 'x', 'm', 'ng'];
/** Syllables of romanised Chinese, as in many names registered in bulk. */
const PINYIN = [
  'zhang',
  'xiang',
  'hui',
  'long',
  'tian',
  'jin',
  'mei',
  'bao',
  'feng',
  'yun',
  'da',
  'xin',
  'hua',
  'sheng',
  'qi',
  'wang',
  'li',
  'chuang',
  'shun',
  'kang',
  'yuan',
  'ming',
  'hao',
  'tong',
  'jia',
  'fu',
  'rui',
  'xing',
  'cheng',
  'zhi',
];

/** Wallets, exchanges and DeFi projects (names as attackers write them into hosts). */
export const CRYPTO_NAMES = [
  'metamask',
  'myetherwallet',
  'walletconnect',
  'ledger',
  'ledgerlive',
  'trezor',
  'trustwallet',
  'phantom',
  'uniswap',
  'pancakeswap',
  'sushiswap',
  'opensea',
  'blur',
  'kraken',
  'coinbase',
  'binance',
  'kucoin',
  'bybit',
  'okx',
  'polkadot',
  'kusama',
  'solana',
  'arbitrum',
  'zksync',
  'layerzero',
  'lido',
  'aave',
  'exodus',
  'keplr',
  'rabby',
  'zerion',
  'safepal',
  'tokenpocket',
  'imtoken',
  'blockchain',
  'etherscan',
  'starknet',
  'optimism',
  'celestia',
  'jupiter',
  'raydium',
  'curve',
  'compound',
  'blast',
  'base',
];
/** Crypto lure words of the issue (whole tokens in hosts). */
export const CRYPTO_TOKENS = [
  'dex',
  'defi',
  'swap',
  'airdrop',
  'claim',
  'dapp',
  'dapps',
  'rectify',
  'sync',
  'web3',
  'nft',
  'whitelist',
  'wallet',
  'connect',
  'bridge',
  'stake',
  'staking',
  'migrate',
  'validate',
  'restore',
  'recovery',
  'rewards',
  'drop',
  'mint',
  'presale',
  'portal',
  'app',
  'node',
  'chain',
  'fix',
  'support',
  'secure',
  'verify',
];
const CRYPTO_TLDS = [
  'com',
  'com',
  'com',
  'io',
  'io',
  'app',
  'org',
  'net',
  'xyz',
  'online',
  'site',
  'finance',
  'network',
  'live',
  'pro',
  'cc',
  'co',
  'top',
  'info',
  'digital',
  'tech',
  'ai',
  'fi',
  'us',
  'world',
  'website',
  'space',
];

/**
 * Bare crypto-phishing domains (no path) in the styles of public deny lists: a wallet's name
 * misspelt, a wallet's name beside a lure token, two lure tokens, the name glued to a token.
 */
export function cryptoLureDomains(count, seed = 31, style = 'all') {
  const { pick, r, typo, letters, digits, word } = helpers(seed);
  // A wallet's, exchange's or project's name, misspelt or beside lure tokens.
  const named = [
    () => `${typo(pick(CRYPTO_NAMES))}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_NAMES)}-${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_TOKENS)}-${pick(CRYPTO_NAMES)}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_NAMES)}${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_TOKENS)}${pick(CRYPTO_NAMES)}.${pick(CRYPTO_TLDS)}`,
    () => `${typo(pick(CRYPTO_NAMES))}-${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_TOKENS)}.${typo(pick(CRYPTO_NAMES))}.${pick(CRYPTO_TLDS)}`,
    () =>
      `${pick(CRYPTO_NAMES)}${pick(['-', ''])}${pick(['airdrop', 'claim', 'drop', 'rewards'])}${r() < 0.3 ? digits(2) : ''}.${pick(CRYPTO_TLDS)}`,
    () => `${letters(2)}${pick(CRYPTO_NAMES)}.${pick(CRYPTO_TLDS)}`,
  ];
  // No known name: lure tokens alone or beside a made-up project name.
  const unnamed = [
    () => `${pick(CRYPTO_TOKENS)}-${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_TOKENS)}${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () => `${word(2)}${pick(['swap', 'dex', 'defi', 'finance', 'protocol'])}.${pick(CRYPTO_TLDS)}`,
    () => `${word(2)}-${pick(CRYPTO_TOKENS)}.${pick(CRYPTO_TLDS)}`,
    () =>
      `${pick(['app', 'claim', 'dapp', 'connect', 'portal'])}.${word(2)}${pick(['-', ''])}${pick(['swap', 'dex', 'finance', 'labs'])}.${pick(CRYPTO_TLDS)}`,
    () => `${pick(CRYPTO_TOKENS)}${pick(['-', ''])}${word(2)}.${pick(CRYPTO_TLDS)}`,
  ];
  const shapes = style === 'named' ? named : style === 'unnamed' ? unnamed : [...named, ...unnamed];
  const out = [];
  for (let i = 0; i < count; i++) out.push(shapes[i % shapes.length]());
  return out;
}

const BRAND_NAMES = [
  'paypal',
  'apple',
  'microsoft',
  'netflix',
  'amazon',
  'telegram',
  'whatsapp',
  'instagram',
  'facebook',
  'roblox',
  'steamcommunity',
  'usps',
  'canadapost',
  'purolator',
  'interac',
  'desjardins',
  'docusign',
  'outlook',
  'office365',
  'adobe',
  'dhl',
  'fedex',
  'ups',
  'chase',
  'wellsfargo',
  'bankofamerica',
  'rakuten',
  'aeon',
  'smbc',
  'mufg',
  'jcb',
  'sagawa',
  'yamato',
  'docomo',
  'aupay',
  'binance',
  'coinbase',
  'netflix',
  'disney',
  'spotify',
  'linkedin',
  'tiktok',
  'google',
  'icloud',
  'att',
  'verizon',
  'xfinity',
  'rogers',
  'bell',
  'telus',
  'cra',
  'servicecanada',
  'evri',
  'royalmail',
  'ing',
  'santander',
  'bbva',
  'laposte',
  'ameli',
  'credit-agricole',
  'correos',
  'postnl',
  'dpd',
  'hermes',
  'meta',
  'ebay',
  'etsy',
  'booking',
  'airbnb',
  'shopify',
  'hsbc',
  'td',
  'cibc',
  'bmo',
  'scotiabank',
  'rbc',
];
const LURE_WORDS = [
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
  'help',
  'helpcenter',
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
  'tracking',
  'parcel',
  'reward',
  'gift',
  'pay',
  'payment',
  'appeal',
  'review',
  'notice',
  'alert',
  'access',
  'web',
  'app',
  'mobile',
  'info',
  'case',
  'claim',
  'rewards',
  'points',
  'pass',
  'member',
  'my',
];
const ANY_TLDS = [
  'com',
  'com',
  'com',
  'net',
  'org',
  'info',
  'co',
  'us',
  'top',
  'xyz',
  'shop',
  'online',
  'site',
  'live',
  'click',
  'icu',
  'cfd',
  'sbs',
  'vip',
  'cc',
  'cn',
  'life',
  'pro',
  'app',
  'support',
  'help',
  'services',
  'world',
  'fun',
  'buzz',
  'mom',
  'lol',
  'pics',
  'fit',
  'bond',
  'cyou',
  'rest',
  'autos',
  'hair',
  'beauty',
  'boats',
];
const DOC_PLATFORMS = [
  'github.io',
  'gitbook.io',
  'webflow.io',
  'vercel.app',
  'netlify.app',
  'pages.dev',
  'web.app',
  'firebaseapp.com',
  'weebly.com',
  'wixsite.com/site',
  'framer.website',
  'godaddysites.com',
  'square.site',
  'blogspot.com',
  'glitch.me',
  'onrender.com',
  'workers.dev',
  'replit.app',
  'wasmer.app',
  'edgeone.app',
  'carrd.co',
  'mystrikingly.com',
  'teachable.com',
  'notion.site',
  'my.id',
  'biz.id',
  'duckdns.org',
  'ngrok-free.app',
  'r2.dev',
  's3.amazonaws.com',
];
const KIT_TAILS = [
  '',
  '',
  '',
  'login',
  'signin.php',
  'verify/',
  'us',
  'en/',
  'home',
  'index.html',
  'auth/login',
  'secure/update',
  'account/verify.php',
  'mobile/',
  'jp/',
  'mypage/',
  '#/login',
  'app/',
  'cgi-bin/webscr',
  'session/',
  'track/',
  'pay/',
  'billing.php',
  'otp.html',
  'step1',
  'case/',
];
const HACKED_FOLDERS = [
  'wp-content/uploads/2024/03',
  'wp-content/plugins/seo',
  'wp-includes/css',
  'wp-admin/includes',
  '.well-known/pki',
  'cgi-bin',
  'images/old',
  'css/fonts',
  'admin/assets',
  'public/tmp',
  'vendor/phpmailer',
  'libraries/joomla',
];
const SITE_WORDS = [
  'garden',
  'river',
  'studio',
  'maple',
  'north',
  'atlas',
  'cedar',
  'pixel',
  'harbor',
  'orbit',
  'summit',
  'meadow',
  'coastal',
  'urban',
  'alpine',
  'silver',
  'prairie',
  'willow',
  'ember',
  'terra',
  'bright',
  'craft',
  'local',
  'market',
  'daily',
  'press',
  'labs',
  'works',
  'group',
  'dental',
  'clinic',
  'motors',
  'bakery',
  'realty',
  'travel',
  'design',
  'media',
  'farm',
  'academy',
  'church',
  'fitness',
  'legal',
  'roofing',
  'cafe',
  'hotel',
  'solar',
];

/** Modern phishing templates (functions of the helpers). */
export function modernPhishing(h) {
  const { pick, r, typo, letters, mixed, hex, digits, between, word, rand } = h;
  const brand = () => pick(BRAND_NAMES);
  return [
    () => `${typo(brand())}${pick(['-', ''])}${pick(LURE_WORDS)}.${pick(ANY_TLDS)}/${pick(KIT_TAILS)}`,
    () => `${pick(LURE_WORDS)}${pick(['-', ''])}${typo(brand())}.${pick(ANY_TLDS)}/${pick(KIT_TAILS)}`,
    () => `${typo(brand())}.${pick(ANY_TLDS)}/${pick(KIT_TAILS)}`,
    () =>
      `${brand()}${pick(['-', ''])}${pick(LURE_WORDS)}${pick(['-', ''])}${pick(LURE_WORDS)}.${pick(ANY_TLDS)}/`,
    () =>
      `${pick(LURE_WORDS)}${pick(['-', ''])}${pick(LURE_WORDS)}${r() < 0.4 ? digits(2) : ''}.${pick(ANY_TLDS)}/${pick(KIT_TAILS)}`,
    () =>
      `${r() < 0.5 ? typo(brand()) : brand()}${pick(['', '-', ''])}${pick(LURE_WORDS)}${r() < 0.3 ? digits(3) : ''}.${pick(DOC_PLATFORMS)}/${pick(KIT_TAILS)}`,
    () =>
      `${word(between(2, 4))}${r() < 0.3 ? digits(2) : ''}.${pick(DOC_PLATFORMS)}/${pick(['', 'us', 'en', 'home', 'login', 'verify', mixed(10)])}`,
    () =>
      `${letters(between(4, 7))}.${letters(between(4, 8))}.${pick(['xyz', 'top', 'cn', 'cfd', 'sbs', 'icu', 'shop', 'vip'])}/${pick(['?' + letters(5), '', letters(between(5, 10)), '?' + letters(4) + '=' + letters(5)])}`,
    () =>
      `${word(between(2, 3))}${pick(['', digits(2), digits(3)])}.${pick(['top', 'xyz', 'cn', 'shop', 'vip', 'icu', 'cfd', 'sbs', 'online', 'site', 'live', 'lol', 'mom', 'buzz'])}/`,
    () =>
      `${pick(['www.', 'm.', 'h5.', 'wap.', 'app.', letters(4) + '.', ''])}${pick(PINYIN)}${pick(PINYIN)}${r() < 0.5 ? pick(PINYIN) : digits(2)}.${pick(['com', 'cn', 'top', 'xyz', 'vip', 'net'])}/${pick(['', 'mobile/', 'jp', 'index.html', '#/pages/login', 'h5/', 'member/login'])}`,
    () =>
      `${word(3)}.com/${pick(HACKED_FOLDERS)}/${pick(['', rand(6) + '/'])}${pick(['login.php', 'index.html', 'verify.php', 'secure/', 'auth/', 'signin/', 'owa/', 'rd.php?u=' + hex(12), 'next.php', 'step2.html'])}`,
    () =>
      `${pick(SITE_WORDS)}${pick(SITE_WORDS)}.${pick(['com', 'org', 'net', 'com.au', 'co.uk', 'de', 'ca', 'com.br'])}/${pick(HACKED_FOLDERS)}/${pick(['', rand(5) + '/'])}${pick(['login', 'index.php', 'verify', 'update.html', brand() + '/', 'pay.php'])}`,
    () =>
      `${word(between(2, 3))}.com/${mixed(between(6, 12))}/${pick(['', '?email=' + mixed(16), '?id=' + hex(24), '#' + mixed(20)])}`,
    () =>
      `${pick(['https-www-', 'www-', 'vwww-', 'login-', 'secure-'])}${brand()}-${pick(['com', 'co-jp', 'ca', 'net'])}.${pick(ANY_TLDS)}/`,
    () =>
      `${brand()}.${pick(['com', 'co.jp', 'ca', 'jp'])}.${pick([letters(6), word(2), letters(3) + digits(3)])}.${pick(['cn', 'top', 'xyz', 'com', 'icu', 'shop'])}/${pick(KIT_TAILS)}`,
    () =>
      `${hex(between(6, 12))}.${word(2)}.${pick(['com', 'net', 'xyz', 'top', 'info'])}/${pick(KIT_TAILS)}`,
    () => `${brand()}.${word(2)}${pick(['', '-' + pick(LURE_WORDS)])}.${pick(ANY_TLDS)}/${pick(KIT_TAILS)}`,
    () => `${word(2)}.${word(2)}.${word(2)}.${pick(['com', 'xyz', 'top', 'net'])}/${pick(KIT_TAILS)}`,
  ];
}

/** Ordinary links of the 2020s: documentation, mail, meetings, documents, shops. */
export function modernBenign(h) {
  const { pick, mixed, hex, digits, between, word } = h;
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const site = () => `${pick(SITE_WORDS)}${pick(['', '-', ''])}${pick(SITE_WORDS)}`;
  const API_TOPICS = [
    'authentication',
    'oauth2/token',
    'webhooks',
    'rate-limits',
    'errors',
    'pagination',
    'users/get',
    'payments/create',
    'accounts/list',
    'sessions',
    'login-flow',
    'verify-signature',
    'api-keys',
    'sdks/node',
    'quickstart',
    'changelog',
    'billing/invoices',
    'identity/verify',
    'security/best-practices',
    'password-reset',
  ];
  return [
    () =>
      `${pick(['docs', 'developer', 'developers', 'api', 'learn', 'help', 'support', 'dev'])}.${site()}.${pick(['com', 'io', 'dev', 'org', 'cloud', 'ai', 'co'])}/${pick(['api', 'reference', 'docs', 'v1', 'v2', 'en-us', 'guides', 'en/latest'])}/${pick(API_TOPICS)}${pick(['', '', '#' + pick(['request', 'response', 'example', 'parameters']), '?lang=' + pick(['node', 'python', 'curl'])])}`,
    () => `${site()}.${pick(['com', 'io', 'dev'])}/docs/${pick(API_TOPICS)}`,
    () =>
      `${pick(['click', 'links', 'email', 'mail', 'e', 'go', 'track'])}.${pick(['e.', 'em.', 'news.', 'mail.', ''])}${site()}.${pick(['com', 'ca', 'co.uk', 'net'])}/${pick(['ls/click?upn=' + mixed(between(60, 160)), '?qs=' + hex(between(60, 120)), 'c/' + mixed(between(30, 80)), 'u/click?_t=' + hex(32) + '&_m=' + hex(32) + '&_e=' + mixed(between(40, 100)), 'CL0/' + mixed(40) + '/1/' + hex(32) + '/' + mixed(20)])}`,
    () => `${site()}.us${between(1, 21)}.list-manage.com/track/click?u=${hex(25)}&id=${hex(10)}&e=${hex(10)}`,
    () => `u${digits(7)}.ct.sendgrid.net/ls/click?upn=${mixed(between(80, 200))}`,
    () =>
      `www.${site()}.${pick(['com', 'ca', 'org'])}/${pick(['unsubscribe', 'preferences', 'email-preferences'])}?${pick(['token', 'id', 'u'])}=${mixed(between(20, 48))}`,
    () =>
      `www.${site()}.${pick(['com', 'ca', 'org', 'co.uk'])}/${word(2)}/${word(2)}-${word(2)}-${word(1)}?utm_source=${pick(['newsletter', 'email', 'mailchimp'])}&utm_medium=email&utm_campaign=${word(2)}_${digits(4)}`,
    () =>
      `docs.google.com/${pick(['document', 'spreadsheets', 'presentation', 'forms'])}/d/${mixed(44)}/${pick(['edit', 'edit?usp=sharing', 'view', 'viewform'])}`,
    () => `drive.google.com/file/d/${mixed(33)}/view?usp=${pick(['sharing', 'drive_link'])}`,
    () => `${pick(['us02web', 'us04web', 'us06web', 'zoom'])}.zoom.us/j/${digits(11)}?pwd=${mixed(32)}`,
    () => `calendly.com/${word(2)}-${word(2)}/${pick(['30min', '15min', 'intro-call', 'meeting'])}`,
    () =>
      `github.com/${word(2)}/${word(2)}/${pick(['pull/' + digits(4), 'issues/' + digits(3), 'commit/' + hex(40), 'actions/runs/' + digits(10), 'releases/tag/v' + digits(1) + '.' + digits(1)])}`,
    () =>
      `www.${site()}.${pick(['com', 'ca', 'co.uk', 'com.au'])}/${pick(['account/orders/', 'orders/', 'my-account/view-order/', 'account/'])}${digits(between(6, 10))}${pick(['', '/status', '?key=' + hex(24)])}`,
    () =>
      `${site()}.${pick(['com', 'ca'])}/${pick(['account/login', 'signin', 'login', 'account/security', 'password/reset'])}${pick(['', '?next=/dashboard', '?return_to=%2Faccount'])}`,
    () =>
      `${pick(['www.', ''])}${site()}.${pick(['com', 'org', 'ca', 'net', 'io'])}/${pick(['blog', 'news', 'events', 'careers'])}/${word(2)}-${word(2)}-${word(1)}-${word(2)}`,
    () =>
      `${word(2)}.${pick(['github.io', 'readthedocs.io', 'gitbook.io', 'netlify.app', 'vercel.app', 'pages.dev'])}/${pick(['', 'docs/', 'en/latest/', 'guide/' + pick(API_TOPICS), 'blog/' + word(2)])}`,
    () =>
      `${pick(['www.', ''])}${site()}.${pick(['com', 'org', 'ca'])}/${pick(['track', 'tracking'])}?${pick(['number', 'tracking_number', 'id'])}=${digits(between(10, 20))}`,
    () =>
      `${pick(['www.', ''])}${site()}.${pick(['com', 'net', 'org', 'pl', 'de', 'fr', 'jp', 'com.br'])}/${pick(['news', 'home/print', 'article', 'story', 'video', 'post'])}/${uuid()}${pick(['', '/' + uuid(), '/' + word(2) + '-' + word(2)])}`,
    () =>
      `${pick(['www.', ''])}${site()}.${pick(['com', 'net', 'pl', 'ru', 'de', 'it'])}/${pick(['show_item.php', 'item.php', 'product.php', 'view.php', 'article.php', 'listing.php'])}?${pick(['item', 'id', 'pid', 'aid'])}=${digits(between(6, 10))}${pick(['', '&' + pick(['token', 'sid', 'sh', 'ref', 'hash']) + '=' + hex(32)])}`,
    () =>
      `${site()}.${pick(['com', 'net', 'org'])}/wp-content/${pick(['themes', 'plugins'])}/${word(2)}/${pick(['css/style.css', 'js/main.js', 'assets/app.min.js'])}?ver=${digits(1)}.${digits(1)}.${digits(1)}`,
    () =>
      `${pick(['www.', 'home.', 'people.', 'web.', ''])}${site()}.${pick(['edu', 'ac.uk', 'de', 'nl', 'es', 'fr', 'ca', 'ac.jp', 'edu.au', 'org', 'net'])}/${pick(['~' + word(2) + '/', 'users/' + word(2) + '/', 'site/', 'lang/', ''])}${pick(API_TOPICS).split('/')[0]}/${pick(['index.html', 'index.htm', word(2) + '.htm', word(2) + '.html', '', 'notes.php', 'chapter' + digits(1) + '.html'])}`,
    () =>
      `${pick(['', 'www.'])}${site()}.${pick(['academy', 'com', 'org', 'io', 'net', 'info'])}/${pick(['books/published', 'courses', 'tutorials', 'learn', 'docs', 'guide', 'shows', 'problems'])}/${word(2)}${pick(['', digits(1)])}/${pick(['', 'index.html', word(2) + '/'])}`,
    () => `meet.google.com/${word(1).slice(0, 3)}-${word(2).slice(0, 4)}-${word(1).slice(0, 3)}`,
  ];
}
