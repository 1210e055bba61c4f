/**
 * Words read inside host names whose labels glue several words together ("secureloginverify",
 * "metamaskwalletsync"), and the ordinary words that contain a brand or lure word by accident.
 *
 * Source: compiled by hand for secapi (issue 8), from the categories of phishing host names
 * (account, sign-in, support and payment wording) and from false alarms on benign addresses.
 * Lower-case ASCII letters only.
 */

/**
 * Lure words that mean "act on your account" (`url-lure-host`): one of them and one more word of
 * this list or of `HOST_SERVICE_WORDS`, inside one label, make a lure host name.
 */
export const HOST_LURE_WORDS: readonly string[] = [
  'login',
  'logon',
  'signin',
  'verify',
  'verification',
  'verif',
  'secure',
  'security',
  'account',
  'accounts',
  'update',
  'wallet',
  'recover',
  'recovery',
  'confirm',
  'validate',
  'validation',
  'billing',
  'payment',
  'unlock',
  'suspend',
  'suspended',
  'authenticate',
  'authentication',
  'support',
  'helpdesk',
  'appeal',
  'restore',
  'refund',
  'reactivate',
  'webscr',
  'password',
  'banking',
  'redeem',
  'connexion',
  'compte',
  'securite',
  'identifiant',
  'remboursement',
];

/** Service words that make a second word with a lure word ("login" + "portal"), never alone. */
export const HOST_SERVICE_WORDS: readonly string[] = [
  'online',
  'portal',
  'service',
  'services',
  'center',
  'centre',
  'customer',
  'manage',
  'manager',
  'management',
  'official',
  'help',
  'page',
  'pages',
  'team',
  'access',
  'review',
  'resolve',
  'report',
  'notice',
  'alert',
  'case',
  'form',
  'user',
  'client',
  'member',
  'members',
  'mail',
  'web',
  'app',
  'auth',
  'info',
  'live',
  'check',
  'claim',
  'gift',
  'reward',
  'bonus',
  'token',
  'connect',
  'copyright',
  'business',
  'ticket',
  'session',
  'device',
  'secur',
  'log',
  'sign',
];

/**
 * Ordinary words that contain a brand token or a lure word ("interactive" holds "interac",
 * "designing" holds "signin"): where one of them covers the match, it does not count.
 */
export const HOST_WORD_EXCLUSIONS: readonly string[] = [
  'interactive',
  'interaction',
  'interact',
  'novascotia',
  'amazonas',
  'amazonia',
  'telegraf',
  'telegraph',
  'telegrafo',
  'design',
  'assign',
  'resign',
  'consign',
  'catalogue',
  'catalogo',
  'blogin',
  'prologue',
  'dialogue',
  'epilogue',
  'accountant',
  'accounting',
  'supportive',
  'easyweb',
  'infosec',
  'explor',
  'logic',
  'prolog',
  'ologi',
  'compute',
];

/**
 * Consonant pairs common inside words of English, French, Spanish and Chinese pinyin names
 * (`st`, `ch`, `ng`, `nj` of "nanjing"…). A registrable name with many pairs outside this list
 * (`whctasvpp`) was likely made by a machine (`url-odd-letters`). Compiled by hand for secapi.
 */
export const COMMON_CONSONANT_PAIRS: readonly string[] = (
  'bl br ch ck cl cr ct dr fl fr gh gl gr kn lb lc ld lf lk ll lm ln lp ls lt lv mb mm mp ms nc nd ' +
  'ng nk nn ns nt nz ph pl pr ps pt rb rc rd rf rg rk rl rm rn rp rr rs rt rv sc sh sk sl sm sn sp ' +
  'ss st sw th tr ts tt tw wh wn wr xt zh ff gg pp bb dd cc rh rz nj nh nq nx nw nl nm nb nf np nr ' +
  'gn lg dg tz sz cz wl rw mn pn'
).split(' ');
