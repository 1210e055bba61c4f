// Hand-written templates of phishing shapes of 2024–2026 the URL model missed (`pnpm train:url`):
// guest-stay and booking lures, business-page "appeal" pages, gaming gift and redeem pages,
// gambling sites with serial names, and wallet "sync / rectify / restore" pages. Written from the
// categories public reports describe; every name, word and path here is ours, none is a row of
// any data set.

const STAY_WORDS = [
  'booking',
  'guest',
  'reserve',
  'reservation',
  'stay',
  'hotel',
  'checkin',
  'trip',
  'room',
  'host',
];
const STAY_ACTIONS = [
  'confirm',
  'verify',
  'id',
  'payment',
  'details',
  'secure',
  'card',
  'approve',
  'update',
  'check',
];
const PAGE_WORDS = ['meta', 'business', 'page', 'fb', 'ads', 'policy', 'pages', 'biz', 'creator', 'account'];
const APPEAL_WORDS = [
  'appeal',
  'support',
  'review',
  'help',
  'violation',
  'restore',
  'case',
  'center',
  'request',
  'form',
];
const GAME_GIFTS = [
  'robux',
  'skins',
  'vbucks',
  'csgo-skins',
  'steam-gift',
  'diamonds',
  'gems',
  'uc',
  'coins',
  'giftcard',
  'nitro',
  'cases',
];
const GAME_ACTIONS = ['free', 'get', 'claim', 'redeem', 'win', 'drop', 'bonus', 'reward', 'promo', 'gift'];
const BET_WORDS = [
  'bet',
  'slot',
  'win',
  'lucky',
  'casino',
  'spin',
  'jackpot',
  'play',
  'vip',
  'bingo',
  'lotto',
  'ag',
];
const BET_TLDS = ['com', 'com', 'vip', 'cc', 'bet', 'win', 'top', 'net', 'xyz', 'club', 'games', 'asia'];
const WALLET_WORDS = [
  'wallet',
  'dapp',
  'defi',
  'web3',
  'node',
  'chain',
  'token',
  'nft',
  'dex',
  'bridge',
  'connect',
];
const WALLET_ACTIONS = [
  'sync',
  'rectify',
  'validate',
  'restore',
  'connect',
  'fix',
  'migrate',
  'resolve',
  'import',
];
const LURE_TLDS = [
  'com',
  'com',
  'net',
  'org',
  'online',
  'site',
  'app',
  'live',
  'info',
  'top',
  'xyz',
  'pro',
  'co',
  'cc',
];
const PLATFORMS = [
  'web.app',
  'firebaseapp.com',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'github.io',
  'glitch.me',
];

/** Phishing templates for the categories above (functions of the helpers of templates-modern.mjs). */
export function lurePhishing(h) {
  const { pick, r, mixed, hex, digits, between, letters, word } = h;
  const tail = (list) => pick(list);
  const maybeDigits = () => (r() < 0.5 ? digits(between(2, 6)) : '');
  return [
    // Guest-stay and booking lures: a reservation "to confirm" on a fresh name
    () =>
      `${pick(STAY_WORDS)}${pick(['-', ''])}${pick(STAY_ACTIONS)}${maybeDigits()}.${pick(LURE_TLDS)}/${tail(['', 'p/' + digits(between(6, 10)), 'reservation/' + digits(9), '?rid=' + digits(8), 'hotel/' + mixed(12), 'confirm/' + hex(16), 'booking/' + digits(7) + '/payment'])}`,
    () =>
      `${pick(['admin', 'extranet', 'guest', 'secure', 'id'])}-${pick(STAY_WORDS)}${pick(['', '-' + pick(STAY_ACTIONS)])}.${word(2)}${maybeDigits()}.${pick(LURE_TLDS)}/${tail(['', 'sign-in', 'rooms/' + digits(8), '?id=' + digits(9), 'guest/' + mixed(10)])}`,
    // Business-page appeals ("your page will be disabled")
    () =>
      `${pick(PAGE_WORDS)}-${pick(APPEAL_WORDS)}${pick(['', '-' + pick(APPEAL_WORDS)])}${maybeDigits()}.${pick(r() < 0.4 ? PLATFORMS : LURE_TLDS)}/${tail(['', 'case/' + digits(between(9, 15)), 'appeal', 'form', '?id=' + digits(15), 'help/' + hex(10), 'review.html'])}`,
    () =>
      `${word(2)}${maybeDigits()}.${pick(PLATFORMS)}/${pick(PAGE_WORDS)}-${pick(APPEAL_WORDS)}${pick(['', '/' + digits(between(10, 16)), '/' + pick(APPEAL_WORDS), '.html'])}`,
    // Gaming gift and redeem pages
    () =>
      `${pick(GAME_ACTIONS)}${pick(['-', ''])}${pick(GAME_GIFTS)}${maybeDigits()}.${pick([...LURE_TLDS, 'gg', 'fun', 'ru'])}/${tail(['', 'redeem', 'claim', 'gift/activation/' + digits(9), '?code=' + mixed(12), 'login', 'event/' + word(2)])}`,
    () =>
      `${pick(['steam', 'roblox', 'xbox', 'psn', 'discord', 'epic', 'riot'])}${pick(['-', ''])}${pick(['gift', 'gifts', 'redeem', 'reward', 'promo', 'drop', 'event'])}${maybeDigits()}.${pick(['com', 'ru', 'net', 'gg', 'online', 'site', 'store'])}/${tail(['', 'redeem?code=' + mixed(15), 'gift/' + digits(10), 'claim', 'new/' + hex(8)])}`,
    // Gambling sites with serial names (letters and digits, a few letters after)
    () =>
      `${pick(['', 'www.', 'm.'])}${pick(BET_WORDS)}${digits(between(2, 5))}${pick(['', letters(between(1, 3))])}.${pick(BET_TLDS)}/${tail(['', '', 'register', '?ref=' + digits(6), 'm/', 'login', '#/home'])}`,
    () =>
      `${pick(['', 'www.'])}${digits(between(2, 4))}${pick(BET_WORDS)}${pick(['', digits(between(1, 3)), letters(2)])}.${pick(BET_TLDS)}/${tail(['', '', '?invite=' + digits(7), 'app/', 'promo'])}`,
    // Wallet "sync / rectify / restore" pages
    () =>
      `${pick(WALLET_WORDS)}${pick(['-', ''])}${pick(WALLET_ACTIONS)}${pick(['', 's', '-' + word(1), digits(2)])}.${pick(r() < 0.35 ? PLATFORMS : LURE_TLDS)}/${tail(['', 'connect', 'wallet.html', 'import', 'sync', 'connect-wallet', 'rectify.html', 'validate?w=' + hex(8)])}`,
    () =>
      `${pick(WALLET_ACTIONS)}${pick(['-', ''])}${pick(WALLET_WORDS)}${pick(['', 's', '-' + pick(WALLET_ACTIONS)])}.${pick(LURE_TLDS)}/${tail(['', 'wallets', 'connect', 'restore.html', 'dapp/' + word(2)])}`,
  ];
}
