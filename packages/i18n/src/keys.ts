import type { ResultKey } from '@secapi/core';
import type { UiKey } from './ui-keys.js';

/** Errors the HTTP layer itself reports (400/404/405/429/501/500), localised like everything else. */
export const SERVER_ERRORS = [
  'field-required',
  'field-too-long',
  'field-invalid',
  'malformed-json',
  'unsupported-media-type',
  'body-too-large',
  'not-found',
  'method-not-allowed',
  'not-implemented',
  'upstream-unavailable',
  'rate-limited',
  'internal',
  'bad-request',
  'request-timeout',
  'headers-too-large',
  'store-unavailable',
  'shutting-down',
  'expectation-failed',
] as const;
export type ServerErrorCode = (typeof SERVER_ERRORS)[number];
export type ServerErrorKey = `error.${ServerErrorCode}`;

/** Every key a catalogue must translate. */
export type MessageKey = ResultKey | ServerErrorKey | UiKey;
export type Catalogue = Readonly<Record<MessageKey, string>>;
