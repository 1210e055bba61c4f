/**
 * `@secapi/core/net`: the DNS and HTTP clients behind the context's ports, their defaults and the
 * public-only address policy, for programs that build their own context.
 */
export { DEFAULT_DNS_SERVERS, parseDnsEndpoint, parseDnsServers } from './dns/servers.js';
// The context built from these ports and the input-error test, so a program that runs one analysis
// through its subpath (the `secapi` command) need not load every analysis of the root entry.
export { createContext } from '../context.js';
export { isInputError } from '../errors.js';
export type { DnsEndpoint } from './dns/servers.js';
export { DNS_CLIENT_DEFAULTS, createDnsClient, normalizeDnsName } from './dns/client.js';
export type { DnsClientOptions } from './dns/client.js';
export { DNS_STATUSES, RR_TYPES, recordsOf } from './dns/types.js';
export type {
  CaaData,
  DnsAnswer,
  DnsPort,
  DnsQueryOptions,
  DnsRecord,
  DnsStatus,
  MxData,
  RRType,
  SoaData,
  SrvData,
} from './dns/types.js';
export { DEFAULT_USER_AGENT, HTTP_CLIENT_DEFAULTS, createHttpClient } from './http/client.js';
export { DEFAULT_NETWORK_CHECK, checkDnsblTestEntries, checkNetwork, networkReachable } from './health.js';
export type { HttpClientDefaults, HttpClientOptions } from './http/client.js';
export { canonicalIp, nonPublicReason, publicOnlyPolicy } from './http/policy.js';
export { DEFAULT_PROVIDERS, HTTP_ERRORS } from './http/types.js';
export type {
  AddressPolicy,
  HttpError,
  HttpErrorCode,
  HttpHop,
  HttpMethod,
  HttpPort,
  HttpRequestOptions,
  HttpResponse,
  HttpResult,
  ProviderEndpoints,
  TlsInfo,
} from './http/types.js';
export {
  MAX_IP_INPUT_LENGTH,
  NON_PUBLIC_IPV4_RANGES,
  NON_PUBLIC_IPV6_RANGES,
  parseIpInput,
} from './address.js';
export type { NonPublicKind, NonPublicRange, ParsedIp } from './address.js';
export { TLS_CLIENT_DEFAULTS, createTlsClient } from './tls/client.js';
export type { TlsClientDefaults, TlsClientOptions } from './tls/client.js';
export { TLS_OPEN_ERRORS } from './tls/types.js';
export type {
  HandshakeInfo,
  HandshakeOptions,
  ProbeReply,
  ServerHelloReply,
  TlsOpenError,
  TlsOpenResult,
  TlsPort,
  TlsSession,
} from './tls/types.js';
