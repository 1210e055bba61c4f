/**
 * `@secapi/core/context`: what a program that runs one analysis through its subpath needs besides
 * the analysis (the `secapi` command): the context factory, the input-error test and the resolver
 * list parser. Unlike `@secapi/core/net`, it loads none of the DNS, HTTP and TLS clients' code: the
 * context imports them on first use (context.ts), so an offline run never compiles them.
 */
export { createContext } from './context.js';
export type { AnalysisContext, ContextOptions } from './context.js';
export { isInputError } from './errors.js';
export { DEFAULT_DNS_SERVERS, parseDnsServers } from './net/dns/servers.js';
