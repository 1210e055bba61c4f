// Ordinary links of today's web that the real benign files barely hold (round 20, issue 21):
// tool, app and game sites on short made-up names under the newer endings, personal sites and
// blogs with article paths, Chinese, Japanese, Korean and European sites under their country
// endings with romanised paths, documentation paths, and the front pages of small businesses
// (which arrive over plain http; the model does not read the scheme). Every word, name and
// syllable here is ours; none is a row of any data set. The phishing templates' words (sign-in,
// verify, account, wallet, billing, security, update, claim…) and brand names are kept out.

/** The newer endings tool, app and game sites use, and a few older ones they share. */
const NEW_ENDINGS = [
  'app',
  'dev',
  'fun',
  'site',
  'online',
  'xyz',
  'top',
  'space',
  'ink',
  'cc',
  'io',
  'ai',
  'me',
  'so',
  'sh',
  'gg',
  'tech',
  'tools',
  'page',
  'club',
  'studio',
  'world',
  'live',
  'pro',
  'co',
  'run',
];
/** Short parts of brandable names (two glued, or one with a made-up syllable). */
const PARTS = [
  'tally',
  'quill',
  'moss',
  'loop',
  'fern',
  'kite',
  'pixel',
  'grid',
  'fold',
  'hex',
  'nook',
  'pebble',
  'spark',
  'drift',
  'lumen',
  'orbit',
  'tiny',
  'noodle',
  'sprout',
  'bento',
  'cobalt',
  'ember',
  'hush',
  'jolt',
  'lark',
  'mint',
  'nimbus',
  'otter',
  'pocket',
  'quartz',
  'ripple',
  'sable',
  'tandem',
  'umber',
  'vellum',
  'wisp',
  'yarrow',
  'zephyr',
  'brew',
  'stack',
  'note',
  'dash',
  'flow',
  'cast',
  'board',
  'craft',
  'kit',
  'lab',
  'hub',
  'byte',
];
const TOOL_PAGES = [
  '',
  '',
  'pricing',
  'features',
  'download',
  'changelog',
  'roadmap',
  'about',
  'templates',
  'examples',
  'showcase',
  'integrations',
  'faq',
  'contact',
  'privacy',
  'terms',
  'community',
  'releases',
  'playground',
  'demo',
];
const GAME_PAGES = ['', 'play', 'daily', 'leaderboard', 'levels', 'how-to-play', 'archive', 'puzzles'];
const DOC_TOPICS = [
  'installation',
  'getting-started',
  'configuration',
  'cli',
  'plugins',
  'themes',
  'deployment',
  'api-reference',
  'components/button',
  'components/table',
  'guides/routing',
  'guides/caching',
  'recipes/markdown',
  'migration/v3',
  'faq',
  'contributing',
  'self-hosting',
  'keyboard-shortcuts',
  'import-export',
  'troubleshooting',
];
/** Words of article slugs (English and French). */
const SLUG_WORDS = [
  'notes',
  'on',
  'building',
  'a',
  'small',
  'static',
  'site',
  'learning',
  'rust',
  'garden',
  'weekend',
  'reading',
  'list',
  'why',
  'i',
  'moved',
  'to',
  'plain',
  'text',
  'year',
  'in',
  'review',
  'cooking',
  'bread',
  'cycling',
  'trip',
  'photos',
  'hiking',
  'keyboard',
  'setup',
  'mes',
  'lectures',
  'de',
  'vacances',
  'recette',
  'du',
  'pain',
  'voyage',
  'en',
  'velo',
  'apprendre',
  'le',
  'piano',
  'carnet',
  'jardin',
];
const FIRST = [
  'anna',
  'marc',
  'lea',
  'sam',
  'julie',
  'tom',
  'ines',
  'noah',
  'chloe',
  'yuki',
  'wei',
  'minh',
  'sofia',
  'david',
  'elise',
  'omar',
];
const LAST = [
  'martin',
  'roy',
  'gagnon',
  'chen',
  'tanaka',
  'nguyen',
  'lambert',
  'ortiz',
  'moreau',
  'kim',
  'singh',
  'fortin',
  'weber',
  'rossi',
  'cote',
  'park',
];
const BLOG_ENDINGS = [
  'me',
  'dev',
  'blog',
  'io',
  'site',
  'xyz',
  'com',
  'net',
  'page',
  'ca',
  'fr',
  'space',
  'ink',
  'online',
];
/** Romanised Chinese syllables for names and paths. */
const PINYIN = [
  'hua',
  'xin',
  'tian',
  'long',
  'mei',
  'shan',
  'shui',
  'jia',
  'yuan',
  'kang',
  'ming',
  'feng',
  'lin',
  'zhi',
  'guo',
  'dong',
  'nan',
  'bei',
  'hai',
  'chun',
];
const CN_PATHS = [
  'xinwen',
  'chanpin',
  'guanyu',
  'lianxi',
  'jishu',
  'zixun',
  'fuwu',
  'anli',
  'wenhua',
  'jiaoxue',
  'news',
  'about',
  'product',
];
const ROMAJI = [
  'sakura',
  'yama',
  'kawa',
  'mori',
  'hana',
  'tsuki',
  'umi',
  'kaze',
  'sora',
  'ishi',
  'take',
  'matsu',
  'kobo',
  'ya',
  'dou',
  'tei',
];
const JP_PATHS = [
  'blog',
  'menu',
  'access',
  'tenpo',
  'shohin',
  'oshirase',
  'kaisha',
  'recruit',
  'gallery',
  'news',
];
const KR = ['hanul', 'bada', 'saem', 'narae', 'dasom', 'gaon', 'haru', 'maru', 'byeol', 'sori'];
const EU = [
  [
    'de',
    ['baeckerei', 'garten', 'verein', 'praxis', 'buecher'],
    ['ueber-uns', 'kontakt', 'angebote', 'termine', 'aktuelles'],
  ],
  [
    'fr',
    ['boulangerie', 'jardin', 'atelier', 'cabinet', 'librairie'],
    ['a-propos', 'contact', 'horaires', 'actualites', 'tarifs'],
  ],
  [
    'it',
    ['forno', 'giardino', 'studio', 'trattoria', 'libreria'],
    ['chi-siamo', 'contatti', 'menu', 'eventi', 'orari'],
  ],
  [
    'es',
    ['panaderia', 'jardin', 'taller', 'clinica', 'libreria'],
    ['quienes-somos', 'contacto', 'horario', 'noticias', 'servicios'],
  ],
  [
    'nl',
    ['bakkerij', 'tuin', 'praktijk', 'boekhandel', 'atelier'],
    ['over-ons', 'contact', 'openingstijden', 'nieuws', 'tarieven'],
  ],
];
const TRADES = [
  'plomberie',
  'garage',
  'pizzeria',
  'boulangerie',
  'fleuriste',
  'clinique',
  'dentiste',
  'toiture',
  'paysagement',
  'quincaillerie',
  'plumbing',
  'roofing',
  'bakery',
  'florist',
  'autobody',
  'pharmacie',
  'coiffure',
  'traiteur',
  'ebenisterie',
  'electrique',
];
const TOWNS = [
  'laval',
  'levis',
  'gatineau',
  'sherbrooke',
  'rimouski',
  'granby',
  'joliette',
  'magog',
  'kingston',
  'barrie',
  'moncton',
  'kamloops',
];
const SMALL_ENDINGS = ['ca', 'com', 'net', 'qc.ca', 'org', 'biz', 'info', 'fr'];

/** Template functions of ordinary modern links (see the header); `h` is templates-modern's helpers. */
export function modernOrdinaryR20(h) {
  const { pick, digits, between, r } = h;
  const name = () => (r() < 0.7 ? `${pick(PARTS)}${pick(PARTS)}` : `${pick(PARTS)}${h.word(1)}`);
  const slug = () => {
    const n = between(3, 6);
    const w = [];
    for (let i = 0; i < n; i++) w.push(pick(SLUG_WORDS));
    return w.join('-');
  };
  const year = () => String(between(2016, 2026));
  const pinyin = (n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += pick(PINYIN);
    return s;
  };
  const romaji = (n) => {
    let s = '';
    for (let i = 0; i < n; i++) s += pick(ROMAJI);
    return s;
  };
  const person = () => `${pick(FIRST)}${pick(['', '-', ''])}${pick(LAST)}`;
  return [
    // a tool or app on a short brandable name under a newer ending
    () => `${pick(['', '', 'www.'])}${name()}.${pick(NEW_ENDINGS)}/${pick(TOOL_PAGES)}`,
    () => `${name()}.${pick(NEW_ENDINGS)}/`,
    // its blog and documentation
    () => `${name()}.${pick(NEW_ENDINGS)}/blog/${slug()}`,
    () =>
      `${pick(['docs.', '', ''])}${name()}.${pick(NEW_ENDINGS)}/${pick(['docs/', 'guide/', 'docs/en/', 'manual/', 'reference/'])}${pick(DOC_TOPICS)}${pick(['', '', '.html', '/'])}`,
    // a game site
    () =>
      `${name()}.${pick(['fun', 'games', 'io', 'gg', 'xyz', 'top', 'online', 'app', 'club'])}/${pick(GAME_PAGES)}${pick(['', '', '/' + between(1, 400)])}`,
    // a personal site or blog
    () =>
      `${pick(['', '', 'www.', 'blog.'])}${person()}.${pick(BLOG_ENDINGS)}/${pick(['posts/', 'blog/', 'notes/', 'writing/', 'articles/', ''])}${pick([year() + '/', year() + '/' + between(1, 12) + '/', ''])}${slug()}${pick(['', '/', '.html'])}`,
    () =>
      `${person()}.${pick(BLOG_ENDINGS)}/${pick(['', 'about', 'now', 'uses', 'projects', 'cv', 'contact'])}`,
    // Chinese sites under their country ending, pinyin names and paths
    () =>
      `${pick(['www.', 'www.', ''])}${pinyin(between(2, 4))}.${pick(['cn', 'cn', 'com.cn', 'net.cn', 'org.cn'])}/${pick(['', pick(CN_PATHS) + '/', pick(CN_PATHS) + '/' + year() + '/' + digits(4) + '/' + digits(between(3, 6)) + '.html', pick(CN_PATHS) + '/' + pinyin(2) + '.html', pick(CN_PATHS) + '/index.html', 'a/' + digits(between(4, 8)) + '.html'])}`,
    // Japanese and Korean sites, romanised
    () =>
      `${pick(['www.', ''])}${romaji(between(1, 3))}${pick(['', '-' + romaji(1)])}.${pick(['jp', 'co.jp', 'jp', 'ne.jp', 'or.jp'])}/${pick(['', pick(JP_PATHS) + '/', pick(JP_PATHS) + '/' + romaji(2), 'blog/' + year() + '/' + String(between(1, 12)).padStart(2, '0') + '/' + romaji(2) + '-no-' + romaji(1)])}`,
    () =>
      `${pick(['www.', ''])}${pick(KR)}${pick(KR)}.${pick(['kr', 'co.kr', 'or.kr'])}/${pick(['', 'board/' + digits(between(2, 5)), 'about', 'notice/' + digits(3)])}`,
    // European small sites in their own language
    () => {
      const [tld, heads, pages] = pick(EU);
      return `${pick(['www.', ''])}${pick(heads)}-${h.word(2)}.${tld}/${pick(['', pick(pages), pick(pages) + '.html'])}`;
    },
    // the front page of a small business (plain http in practice)
    () =>
      `${pick(['www.', '', ''])}${pick(TRADES)}${pick(['-', ''])}${pick([h.word(2), pick(TOWNS), pick(LAST)])}.${pick(SMALL_ENDINGS)}/`,
    () =>
      `${pick(['www.', ''])}${pick(TRADES)}${pick(['-', ''])}${pick(TOWNS)}.${pick(SMALL_ENDINGS)}/${pick(['', 'menu.html', 'services', 'contact.html', 'index.html', 'nous-joindre', 'heures'])}`,
  ];
}

/** The number of template functions (the family's size in shapes). */
export const R20_SHAPES = 13;
