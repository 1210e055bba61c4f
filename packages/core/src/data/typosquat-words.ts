/**
 * Words phishing domains add to a brand label (`paypal-login.com`, `secure-paypal.com`): the
 * built-in word list of the typosquat `dictionary` fuzzer, English and Canadian French, lower-case
 * ASCII (accents dropped, as they are in host names).
 *
 * Source: compiled by hand for secapi from the affixes seen in phishing host names reported to the
 * Canadian Anti-Fraud Centre and in public phishing feeds; it overlaps `keywords.ts` (which is about
 * message text) on purpose only where the word is also used in host names.
 *
 * To update: add one word; keep the list short (each word costs four variants, and each variant a
 * DNS query) and ordered by how often the word appears in phishing names, most frequent first.
 */
export const TYPOSQUAT_WORDS: readonly string[] = [
  'login',
  'secure',
  'account',
  'verify',
  'support',
  'online',
  'signin',
  'update',
  'my',
  'app',
  'help',
  'auth',
  'pay',
  'billing',
  'service',
  'mobile',
  'web',
  'portal',
  'security',
  'confirm',
  'id',
  'wallet',
  'mail',
  'bank',
  'client',
  'customer',
  'refund',
  'alert',
  'official',
  'connexion',
  'compte',
  'securite',
  'aide',
  'paiement',
  'remboursement',
  'dossier',
];
