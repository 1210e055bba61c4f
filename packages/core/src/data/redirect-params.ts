/**
 * Query parameter names that web sites use to send the visitor on to another address
 * (`?url=`, `?redirect=`, `?next=`…). A link whose query carries a full address under one of
 * these names can bounce the visitor from a trusted site to a phishing page (an "open redirect").
 *
 * Source: compiled by hand for secapi from common web frameworks and known open-redirect abuse.
 * Lower case; compared case-insensitively.
 */
export const REDIRECT_PARAM_NAMES: readonly string[] = [
  'url',
  'u',
  'uri',
  'q',
  'r',
  'redirect',
  'redirect_url',
  'redirect_uri',
  'redirecturl',
  'redir',
  'return',
  'returnurl',
  'return_url',
  'return_to',
  'returnto',
  'next',
  'continue',
  'dest',
  'destination',
  'goto',
  'go',
  'target',
  'to',
  'link',
  'out',
  'forward',
  'rurl',
  'ref',
  'site',
  'callback',
  'view',
  'page',
  'service',
  'checkout_url',
  'success_url',
  'image_url',
  'domain',
];
