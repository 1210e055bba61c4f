/**
 * Words that phishing puts in addresses and messages to make people log in, "verify" or pay:
 * credential, account and payment lures, in English and in French.
 *
 * Source: compiled by hand for secapi. Lower-case ASCII without accents (texts are compared after
 * removing accents, so `verifier` also matches "vérifier"); words of a multi-word keyword are joined
 * with `-` and match any separator ("mot-de-passe", "mot_de_passe", "mot de passe").
 */
export const LURE_KEYWORDS_EN: readonly string[] = [
  // a copy of a known site's page ("netflix-clone", "instagram_clone")
  'clone',
  'login',
  'log-in',
  'logon',
  'signin',
  'sign-in',
  'verify',
  'verification',
  'validate',
  'account',
  'update',
  'secure',
  'security',
  'password',
  'passcode',
  'banking',
  'wallet',
  'webscr',
  'confirm',
  'unlock',
  'suspended',
  'locked',
  'billing',
  'invoice',
  'payment',
  'refund',
  'recover',
  'reset',
  'authenticate',
  'credential',
  'credentials',
  'seed-phrase',
  'recovery-phrase',
  'redelivery',
];

export const LURE_KEYWORDS_FR: readonly string[] = [
  'connexion',
  'se-connecter',
  'verifier',
  'verification',
  'valider',
  'compte',
  'mot-de-passe',
  'motdepasse',
  'identifiant',
  'securite',
  'securise',
  'mise-a-jour',
  'remboursement',
  'facture',
  'paiement',
  'debloquer',
  'suspendu',
  'bloque',
  'confirmer',
  'portefeuille',
  'reactiver',
  'reactivation',
];

/** English and French lure keywords, without duplicates. */
export const LURE_KEYWORDS: readonly string[] = [...new Set([...LURE_KEYWORDS_EN, ...LURE_KEYWORDS_FR])];

/**
 * Crypto lures: words that fake wallet and DeFi sites put in their host names ("claim your
 * airdrop", "rectify your wallet", "sync your dapp"). Matched only as whole host tokens (between
 * dots and hyphens), never inside other words or in the path, since legitimate crypto sites use
 * them in paths. Compiled by hand for secapi.
 */
export const CRYPTO_LURE_TOKENS: readonly string[] = [
  'dex',
  'defi',
  'swap',
  'airdrop',
  'airdrops',
  'claim',
  'claims',
  'dapp',
  'dapps',
  'rectify',
  'rectification',
  'sync',
  'web3',
  'nft',
  'nfts',
  'whitelist',
  'walletconnect',
  'wallet',
  'wallets',
  'validate',
  'migrate',
  'staking',
  'giveaway',
  'presale',
  'revoke',
  'restore',
  'recover',
  'unstake',
  'stake',
  'bridge',
];

/**
 * Letter groups of ordinary words and technical names that put several consonants in a row
 * (`launchschool`, `htmlcheatsheet`, `cppreference`): set aside before a registrable label is read
 * as typed at random (`url-random-domain`). Longest first (they are tried in this order).
 * Compiled by hand for secapi.
 */
export const COMMON_LETTER_GROUPS: readonly string[] = [
  'html',
  'http',
  'ctrl',
  'ght',
  'css',
  'cpp',
  'php',
  'cdn',
  'sql',
  'xml',
  'npm',
  'std',
  'pdf',
  'dns',
  'ssh',
  'tcp',
  'ftp',
  'mvc',
  'sdk',
  'cms',
  'crm',
  'js',
  'kb',
  'ml',
  'sc',
  'ch',
  'th',
  'sh',
  'ph',
  'ck',
  'ng',
  'gh',
  'cr',
  'pr',
  'tr',
  'st',
  'bl',
  'pl',
  'cl',
  'br',
  'gr',
  'fr',
  'dr',
  'nd',
  'nt',
  'rt',
  'ld',
  'lt',
];
