/**
 * The entry points of @secapi/core: `@secapi/core` (the analyze functions, context, errors, registry
 * and key lists) and one subpath per analysis (`@secapi/core/url`…: its types, limits and helpers),
 * plus `net` (the DNS and HTTP clients), `context` (the context factory without the clients), `feeds` (the known-phishing feed store) and `testing`
 * (`testPolicy` and the offline ports). Read by tsup (the build), vitest (aliases to the sources) and
 * the pack test; tsconfig.base.json lists the same paths.
 */
export const SUBPATHS = Object.freeze({
  url: 'src/analyses/url/index.ts',
  message: 'src/analyses/message/index.ts',
  email: 'src/analyses/email/index.ts',
  dns: 'src/analyses/dns/index.ts',
  ip: 'src/analyses/ip/index.ts',
  'email-auth': 'src/analyses/email-auth/index.ts',
  typosquat: 'src/analyses/typosquat/index.ts',
  whois: 'src/analyses/whois/index.ts',
  certs: 'src/analyses/certs/index.ts',
  hash: 'src/analyses/hash/index.ts',
  headers: 'src/analyses/headers/index.ts',
  pwned: 'src/analyses/pwned/index.ts',
  tls: 'src/analyses/tls/index.ts',
  acme: 'src/analyses/acme/index.ts',
  net: 'src/net/index.ts',
  context: 'src/context-entry.ts',
  feeds: 'src/providers/phishing-feeds/index.ts',
  testing: 'src/testing.ts',
} as const);
