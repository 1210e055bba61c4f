// Hand-written templates of ordinary links to online services, for the URL model (`pnpm train:url`):
// API references and explorers, developer documentation whose paths say login, token, account or
// password, SaaS help-centre articles, webmail, shop account and order pages, newsletters and
// meeting invitations. The links a person receives every week, which the shippable corpora (a
// 2016 crawl, book lists, popular sites) barely contain. Every name, word and path here is ours;
// none is a row of any data set (and none comes from the blind set of packages/core/test-data).
// Hosts are made-up names on ordinary top-level domains, or the public domains of the services.

const PRODUCT_WORDS = [
  'nimbus',
  'relay',
  'quill',
  'beacon',
  'lattice',
  'harvest',
  'ledgerly',
  'parcel',
  'tandem',
  'vector',
  'kinetic',
  'fjord',
  'copper',
  'sprout',
  'anchor',
  'tidal',
  'juniper',
  'lumen',
  'mosaic',
  'pivot',
  'rally',
  'sable',
  'trellis',
  'zephyr',
  'orchard',
  'basil',
  'canopy',
  'drift',
  'flint',
  'grove',
];
const ORG_KINDS = [
  'schools',
  'county',
  'township',
  'clinic',
  'health',
  'library',
  'college',
  'law',
  'cpa',
  'dental',
  'hospital',
  'cityof',
  'villageof',
  'region',
  'credit',
  'union',
  'church',
  'museum',
];
const PLACES = [
  'westbrook',
  'lakeview',
  'pinecrest',
  'stonebridge',
  'fairhaven',
  'millbrook',
  'riverton',
  'oakdale',
  'brantwood',
  'glenmore',
  'saintelucie',
  'beaumont',
  'kingsford',
  'ashby',
  'dunmore',
  'hollis',
];
const TLDS = [
  'com',
  'com',
  'com',
  'io',
  'dev',
  'org',
  'ca',
  'co',
  'app',
  'net',
  'co.uk',
  'de',
  'fr',
  'com.au',
];
const ORG_TLDS = [
  'org',
  'ca',
  'gov',
  'edu',
  'us',
  'on.ca',
  'qc.ca',
  'gc.ca',
  'ac.uk',
  'org.uk',
  'com',
  'net',
];
const RESOURCES = [
  'pet',
  'user',
  'store',
  'order',
  'account',
  'invoice',
  'customer',
  'token',
  'session',
  'project',
];
const VERBS = [
  'get',
  'add',
  'update',
  'delete',
  'list',
  'create',
  'find',
  'login',
  'logout',
  'reset',
  'verify',
];
const AUTH_TOPICS = [
  'authentication',
  'authorization',
  'oauth2-jwt',
  'login',
  'logout',
  'password-hashing',
  'reset-password',
  'api-tokens',
  'access-tokens',
  'refresh-tokens',
  'sessions',
  'account-linking',
  'sign-in-with-email',
  'two-factor',
  'security',
  'csrf',
  'verify-email',
  'user-accounts',
  'credentials',
  'permissions',
];
const DOC_SECTIONS = [
  'tutorial',
  'guide',
  'guides',
  'docs',
  'reference',
  'advanced',
  'howto',
  'concepts',
  'en/stable',
];
const HELP_TITLES = [
  'resetting your password',
  'how to change your login email',
  'updating your billing details',
  'setting up two step verification',
  'closing your account',
  'why was my payment declined',
  'exporting your data',
  'adding a team member',
  'signing in with single sign on',
  'where is my order',
  'changing your subscription plan',
  'recovering a locked account',
  'downloading your invoices',
  'connecting your calendar',
  'troubleshooting login problems',
  'updating your security questions',
];

const SLUG_WORDS = (
  'city council votes new budget after long debate school board report shows rising costs ' +
  'senator says plan will help families local team wins final game in overtime storm leaves ' +
  'thousands without power mayor announces road repairs this summer study finds coffee drinkers ' +
  'sleep less police search for missing hiker near river new museum opens downtown next week ' +
  'why prices keep going up what we know about the fire how to watch the match tonight ' +
  'company cuts jobs amid slowing sales court rules against former governor scientists discover ' +
  'ancient village under lake farmers worry about dry spring'
)
  .split(' ')
  .filter((w) => w.length > 0);
const NAME_WORDS = [
  'daily',
  'tribune',
  'herald',
  'gazette',
  'times',
  'courier',
  'observer',
  'chronicle',
  'journal',
  'review',
  'post',
  'news',
  'weekly',
  'insider',
  'report',
  'voice',
  'patriot',
  'liberty',
  'national',
  'metro',
  'valley',
  'coast',
  'northern',
  'capital',
];
const SECTIONS = [
  '',
  '',
  'news/',
  'politics/',
  'sports/',
  'local/',
  'business/',
  'opinion/',
  'story/',
  'world/',
];

/** Ordinary service links (functions of the helpers of templates-modern.mjs). */
export function serviceBenign(h) {
  const { pick, mixed, hex, digits, between, word } = h;
  const product = () => {
    const roll = h.r();
    if (roll < 0.6) return pick(PRODUCT_WORDS);
    return roll < 0.8 ? `${pick(PRODUCT_WORDS)}${pick(PRODUCT_WORDS)}` : word(2);
  };
  const site = () =>
    `${product()}${pick(['', '', '-', ''])}${pick(['', 'hq', 'app', 'labs', 'cloud', 'io'])}`;
  const org = () =>
    h.r() < 0.5 ? `${pick(PLACES)}${pick(['', '-'])}${pick(ORG_KINDS)}` : `${pick(ORG_KINDS)}${pick(PLACES)}`;
  const camel = () => {
    const res = pick(RESOURCES);
    return `${pick(VERBS)}${res[0].toUpperCase()}${res.slice(1)}${pick(['', '', 'ById', 's', 'ByStatus'])}`;
  };
  const title = (sep = '-') => pick(HELP_TITLES).split(' ').join(sep);
  const capTitle = () =>
    pick(HELP_TITLES)
      .split(' ')
      .map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
      .join('-');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const slug = () => {
    const n = between(4, 10);
    const out = [];
    for (let i = 0; i < n; i++) out.push(pick(SLUG_WORDS));
    return out.join('-');
  };
  const paper = () =>
    `${pick([...NAME_WORDS, ...PLACES])}${pick(NAME_WORDS)}${h.r() < 0.2 ? pick(NAME_WORDS) : ''}`;
  return [
    // News and opinion articles on compound-word sites, often linked without www
    () =>
      `${pick(['', '', 'www.'])}${paper()}.${pick(['com', 'com', 'com', 'net', 'org', 'co.uk', 'ca'])}/${pick(SECTIONS)}${h.r() < 0.3 ? `${between(2012, 2026)}/${between(1, 12)}/${between(1, 28)}/` : ''}${slug()}${pick(['/', '/', '', '.html', '-' + digits(between(5, 8))])}`,
    () =>
      `${pick(['', 'www.'])}${paper()}.${pick(['com', 'net', 'org'])}/${h.r() < 0.3 ? `wp-content/uploads/${between(2014, 2026)}/0${between(1, 9)}/${word(2)}-${digits(3)}.jpg` : `${pick(['wp-content/themes', 'wp-content/plugins', 'wp-includes/js'])}/${pick(['', word(2) + '/'])}${pick(['css/style.css', 'js/jquery.min.js', 'lib/css/bootstrap.css', 'assets/main.js'])}`}${pick(['', '?ver=' + digits(1) + '.' + digits(1) + '.' + digits(1)])}`,
    // API explorers: Swagger UI, Redoc, hash routes naming an operation
    () =>
      `${pick(['api', 'docs', 'developer', 'sandbox', 'petstore', 'demo'])}.${site()}.${pick(TLDS)}/${pick(['', 'swagger-ui/', 'api-docs/', 'docs/', 'swagger/index.html', 'v2/'])}#/${pick(RESOURCES)}/${camel()}`,
    () =>
      `${site()}.${pick(TLDS)}/${pick(['api/docs', 'redoc', 'docs/api', 'api/v1/docs'])}#${pick(['tag', 'operation'])}/${pick(RESOURCES)}${pick(['', '/operation/' + camel()])}`,
    // Postman and readme.io style API documentation
    () =>
      `documenter.getpostman.com/view/${digits(between(6, 8))}/${mixed(10)}${pick(['', '#' + hex(between(6, 36)), '#' + pick(['intro', 'authentication', 'getting-started', 'errors'])])}`,
    () =>
      `www.postman.com/${site()}/workspace/${word(2)}-${pick(['api', 'public-api', 'workspace'])}/${pick(['request', 'collection', 'documentation'])}/${digits(8)}-${uuid()}`,
    () =>
      `${pick([`${site()}.readme.io`, `docs.${site()}.${pick(TLDS)}`, `developers.${site()}.${pick(TLDS)}`])}/${pick(['reference', 'docs', 'v2.0/reference'])}/${pick(VERBS)}-${pick(RESOURCES)}${pick(['', 's', '-1'])}`,
    // Developer documentation about sign-in, tokens and passwords
    () =>
      `${pick([`${word(2)}.${word(2)}.com`, `docs.${site()}.${pick(TLDS)}`, `${word(2)}.readthedocs.io`, `${word(2)}.github.io/${word(2)}`])}/${pick(DOC_SECTIONS)}/${pick(['security', 'auth', 'users', 'api'])}/${pick(AUTH_TOPICS)}${pick(['/', '/', '.html', '#' + pick(['example', 'usage', 'options'])])}`,
    () =>
      `github.com/${word(2)}/${site()}/${pick(['blob/main/docs', 'wiki', 'tree/master/examples'])}/${pick(AUTH_TOPICS)}${pick(['.md', '', '.md#usage'])}`,
    () =>
      `${pick(['learn', 'docs', 'cloud', 'developers'])}.${pick(['microsoft.com/en-us', 'google.com', 'aws.amazon.com', 'apple.com'])}/${pick(['azure/active-directory', 'identity/protocols', 'cognito/latest/developerguide', 'documentation/authenticationservices', 'sign-in'])}/${pick(AUTH_TOPICS)}`,
    // SaaS help-centre articles (Zendesk, Intercom, Freshdesk shapes)
    () =>
      `${pick(['support', 'help', 'helpdesk'])}.${site()}.${pick(TLDS)}/hc/${pick(['en-us', 'en-gb', 'fr', 'fr-ca', 'de'])}/articles/${digits(between(9, 14))}-${capTitle()}`,
    () =>
      `${pick([`help.${site()}.${pick(TLDS)}/en`, `intercom.help/${site()}/en`, `support.${site()}.${pick(TLDS)}`])}/articles/${digits(7)}-${title()}`,
    () => `${site()}.freshdesk.com/support/solutions/articles/${digits(11)}-${title()}`,
    () =>
      `${pick(['help', 'support', 'faq'])}.${site()}.${pick(TLDS)}/${pick(['article', 'kb', 'knowledge-base', 's/article'])}/${pick(['', digits(3) + '-'])}${title()}`,
    () =>
      `${pick(['support', 'help'])}.${site()}.${pick(TLDS)}/hc/en-us/${pick(['requests/new', 'requests/' + digits(6), 'sections/' + digits(12) + '-Account-and-billing', 'categories/' + digits(12) + '-Login-and-security'])}`,
    // Webmail of an organisation and of the big providers
    () =>
      `${pick(['mail', 'webmail', 'owa', 'email', 'outlook'])}.${org()}.${pick(ORG_TLDS)}/${pick(['owa/', 'owa/', 'owa/#path=/mail', 'webmail/', '', 'roundcube/', 'SOGo/', 'mail/', 'owa/calendar/'])}`,
    () =>
      `${pick(['outlook.office.com/mail/', 'outlook.office365.com/mail/', 'outlook.live.com/mail/0/'])}${pick(['inbox', 'inbox/id/' + mixed(between(60, 120)), 'deeplink/compose', 'sentitems', ''])}`,
    () =>
      `mail.google.com/mail/u/${between(0, 2)}/${pick(['#inbox', '#inbox/' + mixed(32), '#sent', '?ui=2&ik=' + hex(10) + '&view=att&th=' + hex(16)])}`,
    // Shop account and order pages
    () =>
      `${pick(['www.', 'shop.', 'store.', ''])}${site()}.${pick(TLDS)}/${pick(['account/orders', 'my-account/orders', 'customer/account/login', 'account/login', 'account/addresses', 'orders/' + digits(between(5, 9)) + '/invoice', 'checkout/order-received/' + digits(5) + '/?key=wc_order_' + mixed(13), 'account/orders/' + hex(32)])}`,
    () =>
      `${pick([`${site()}.myshopify.com`, `shop.${site()}.${pick(TLDS)}`])}/${pick(['account/login', 'account', 'checkouts/' + hex(32) + '/thank_you', digits(8) + '/orders/' + hex(32), 'account/register'])}`,
    // Newsletters and their view-in-browser links
    () =>
      `${word(2)}.substack.com/p/${word(2)}-${word(1)}-${word(2)}${pick(['', '?utm_source=' + pick(['post-email-title', 'substack', 'newsletter']) + '&utm_medium=email'])}`,
    () =>
      `${pick([`mailchi.mp/${site()}/${word(2)}-${word(2)}-${digits(7)}`, `us${between(1, 21)}.campaign-archive.com/?u=${hex(25)}&id=${hex(10)}`, `${pick(['view', 'email', 'news'])}.${site()}.${pick(TLDS)}/${pick(['?qs=' + hex(between(60, 100)), 'view-in-browser/' + hex(24), 'newsletter/' + digits(4) + '-' + digits(2)])}`])}`,
    // Meeting invitations
    () =>
      `teams.microsoft.com/l/meetup-join/19%3ameeting_${mixed(48)}%40thread.v2/0?context=%7b%22Tid%22%3a%22${uuid()}%22%2c%22Oid%22%3a%22${uuid()}%22%7d`,
    () =>
      `${pick([`${site()}.webex.com/${site()}/j.php?MTID=m${hex(32)}`, `${site()}.zoom.us/j/${digits(11)}${pick(['', '?pwd=' + mixed(32)])}`, `meet.jit.si/${word(2)}${word(2)}`, `whereby.com/${word(2)}`, `app.gotomeeting.com/join/${digits(9)}`, `teams.live.com/meet/${digits(13)}`])}`,
    // A service's own account and sign-in pages
    () =>
      `${pick(['app', 'accounts', 'id', 'my', 'portal', 'dashboard', 'console'])}.${site()}.${pick(TLDS)}/${pick(['login', 'signin', 'sign_in', 'users/sign_in', 'account/settings', 'settings/security', 'auth/reset-password', 'users/password/new', 'profile', 'billing'])}${pick(['', '', '?next=%2F' + pick(['dashboard', 'projects', 'settings']), '?return_to=' + pick(['%2Fhome', '%2Fbilling']), '?redirect=' + pick(['/app', '/inbox'])])}`,
  ];
}
