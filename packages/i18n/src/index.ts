/**
 * @module @secapi/i18n
 * en-CA / fr-CA catalogues for every key `@secapi/core` emits, language negotiation, and
 * `localize(result, lang)`.
 */
export {
  DEFAULT_LANG,
  LANGUAGES,
  negotiateLanguage,
  parseAcceptLanguage,
  parseLangParam,
} from './languages.js';
export type { Lang } from './languages.js';
export { SERVER_ERRORS } from './keys.js';
export type { Catalogue, MessageKey, ServerErrorCode, ServerErrorKey } from './keys.js';
export { UI_KEYS } from './ui-keys.js';
export type { CliUiKey, UiKey } from './ui-keys.js';
export { CATALOGUES, isMessageKey, pluralOf, translate } from './translate.js';
export type { TranslateParams } from './translate.js';
export { localize } from './localize.js';
export type { Localized } from './localize.js';
export { errorBody, resultJson } from './api-body.js';
export type { ErrorBody } from './api-body.js';
