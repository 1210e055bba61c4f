/**
 * Every list core relies on, as data in one place (brands, TLDs, shorteners, hosting, keywords,
 * confusables). Each file says what it is and where it comes from. Used by the URL and message
 * analyses; not part of the public API of `@secapi/core`.
 */
export {
  BRANDS,
  BRAND_AFFIX_WORDS,
  BRAND_SERVICE_DOMAINS,
  BRAND_GENERIC_LABELS,
  BRAND_TYPO_EXCLUSIONS,
  HOSTED_ACCOUNT_BRAND_WORDS,
} from './brands.js';
export type { Brand } from './brands.js';
export { ASCII_LOOKALIKE_SUBSTITUTIONS, CONFUSABLE_CHARACTERS } from './confusables.js';
export {
  DOCUMENT_SHARE_SERVICE_DOMAINS,
  EMAIL_CLICK_TRACKING_DOMAINS,
  EMAIL_PLATFORM_CONTENT_DOMAINS,
  EMAIL_TRACKING_DOMAINS,
  FORM_BUILDER_DOMAINS,
  FORM_SERVICE_DOMAINS,
} from './email-services.js';
export { FREE_MAIL_DOMAINS, MAIL_PROVIDER_SIGN_IN_HOSTS } from './freemail.js';
export {
  DEVELOPER_HOSTING_DOMAINS,
  DOCUMENTATION_HOSTING_DOMAINS,
  FREE_HOSTING_DOMAINS,
  HELP_DESK_HOSTING_DOMAINS,
  HELP_DESK_BRAND,
  HELP_DESK_LABEL,
  OWNER_ONLY_SUFFIXES,
  TUNNEL_DOMAINS,
  PUBLISHED_DOCUMENT_PATH,
  USER_CONTENT_HOSTS,
  SHARED_DOCUMENT_HOSTS,
} from './hosting.js';
export {
  COMMON_LETTER_GROUPS,
  CRYPTO_LURE_TOKENS,
  LURE_KEYWORDS,
  LURE_KEYWORDS_EN,
  LURE_KEYWORDS_FR,
} from './keywords.js';
export {
  COMMON_CONSONANT_PAIRS,
  HOST_LURE_WORDS,
  HOST_SERVICE_WORDS,
  HOST_WORD_EXCLUSIONS,
} from './host-words.js';
export { REDIRECT_PARAM_NAMES } from './redirect-params.js';
export { FIRST_PARTY_SHORT_LINKS, MANAGED_SHORTENERS, URL_SHORTENERS } from './shorteners.js';
export { SUSPICIOUS_TLDS, THIN_EVIDENCE_TLDS } from './tlds.js';
