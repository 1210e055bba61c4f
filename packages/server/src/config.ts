/**
 * Configuration from the environment (ARCHITECTURE.md, "Configuration"). `loadConfig(env)` validates
 * everything up front: an unknown `SECAPI_*` variable or a malformed value throws a `ConfigError`
 * whose message is ONE line naming the variable and the bad value (secrets are never echoed), so the
 * process stops at start, never at the first request.
 */
import { isIP } from 'node:net';
import { DEFAULT_FEED_IDS, parseFeedSelection } from '@secapi/core/feeds';
import { parseDnsServers } from '@secapi/core/net';

export interface ServerConfig {
  /** Listen port (`PORT`, default 3000). */
  port: number;
  /**
   * Express `trust proxy` (`TRUST_PROXY`): `false` (default: the client is the socket address),
   * `true` (trust every hop: only behind a proxy that overwrites X-Forwarded-For), a hop count, or a
   * comma-separated list of addresses, CIDR subnets and the names `loopback`, `linklocal`, `uniquelocal`.
   */
  trustProxy: boolean | number | string;
  /** `SECAPI_OFFLINE=1`: core context `offline: true`; no analysis contacts any other server. */
  offline?: boolean;
  /**
   * `SECAPI_DNS_SERVERS` (`ip[:port],…`, `[ipv6]:port`, or `https://<ip>/dns-query` for DoH): the
   * resolvers of core's DNS port for every name the process resolves; null = public resolvers.
   */
  dnsServers?: readonly string[] | null;
  /** `REDIS_URL`: rate limits and the memo shared through this Redis (null: in-process). */
  redisUrl?: string | null;
  /** `SECAPI_FEEDBACK_DB` (default `./data/feedback.sqlite`): used when /api/feedback lands. */
  feedbackDb?: string;
  /** `VIRUSTOTAL_API_KEY`, `WEB_RISK_API_KEY`: used by the analyses that need them (never logged). */
  virusTotalApiKey?: string | null;
  webRiskApiKey?: string | null;
  /**
   * `SECAPI_PHISHING_FEEDS`: the known-phishing feeds downloaded in the background and looked up
   * locally (`default`, `off`, or a comma list of feed ids, e.g. `default,urlhaus`). Default: the
   * default feeds; always none in offline mode. Unset here (library use): none.
   */
  phishingFeeds?: readonly string[];
  /** `METRICS_PORT`: the Prometheus /metrics listener; null (default): no metrics listener. */
  metricsPort?: number | null;
  /** `DATABASE_URL` (postgres://…): feedback in PostgreSQL; wins over `SECAPI_FEEDBACK_DB`. */
  databaseUrl?: string | null;
  /** Memoisation of analysis results (not configurable from the environment). */
  cache?: { maxEntries?: number; ttlMs?: number };
}

/** A configuration mistake; `message` is one line naming the variable and the bad value. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly variable: string;

  constructor(variable: string, message: string) {
    super(message);
    this.variable = variable;
  }
}

/** The `SECAPI_*` variables this version knows (others are a `ConfigError`, to catch typos). */
export const KNOWN_SECAPI_VARIABLES = [
  'SECAPI_DNS_SERVERS',
  'SECAPI_FEEDBACK_DB',
  'SECAPI_OFFLINE',
  'SECAPI_PHISHING_FEEDS',
  // Read by the test runner (`.ci/run`), not by the server; accepted so CI can start the server.
  'SECAPI_REQUIRE_SYSTEM_SERVERS',
] as const;

export const DEFAULT_PORT = 3000;
export const DEFAULT_FEEDBACK_DB = './data/feedback.sqlite';

const show = (value: string): string => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

function parsePort(raw: string, name = 'PORT'): number {
  if (!/^[0-9]{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 65_535) {
    throw new ConfigError(name, `${name} must be an integer from 1 to 65535, got ${show(raw)}`);
  }
  return Number(raw);
}

function parseDatabaseUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    // The URL may hold a password: name the variable, not the value.
    throw new ConfigError(
      'DATABASE_URL',
      'DATABASE_URL must be a postgres:// or postgresql:// URL (value not shown)',
    );
  }
  return raw;
}

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(item: string): boolean {
  if (TRUST_NAMES.has(item)) return true;
  const slash = item.indexOf('/');
  const address = slash === -1 ? item : item.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const prefix = item.slice(slash + 1);
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses `TRUST_PROXY` into an Express `trust proxy` value.
 * @example parseTrustProxy('loopback, 10.0.0.0/8') // 'loopback,10.0.0.0/8'
 */
export function parseTrustProxy(raw: string): boolean | number | string {
  const v = raw.trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^[0-9]+$/.test(v)) {
    const hops = Number(v);
    if (hops > 100)
      throw new ConfigError('TRUST_PROXY', `TRUST_PROXY hop count must be 0 to 100, got ${show(raw)}`);
    return hops === 0 ? false : hops;
  }
  const items = v.split(',').map((s) => s.trim());
  for (const item of items) {
    if (!isAddressOrSubnet(item)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `TRUST_PROXY must be true, false, a hop count, or a comma-separated list of IP addresses, CIDR subnets, loopback, linklocal or uniquelocal; ${show(item)} is none of these`,
      );
    }
  }
  return items.join(',');
}

function parseBoolean(name: string, raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false' || v === '') return false;
  throw new ConfigError(name, `${name} must be 1, 0, true or false, got ${show(raw)}`);
}

/** `SECAPI_PHISHING_FEEDS`, validated by core's own parser. */
function parsePhishingFeedsVariable(raw: string): string[] {
  try {
    return parseFeedSelection(raw);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new ConfigError('SECAPI_PHISHING_FEEDS', `SECAPI_PHISHING_FEEDS: ${message}`);
  }
}

/** `SECAPI_DNS_SERVERS`, validated by core's own parser (the one the DNS port uses). */
function parseDnsServersVariable(raw: string): string[] {
  try {
    return parseDnsServers(raw);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new ConfigError('SECAPI_DNS_SERVERS', message.replace(/^DNS servers/, 'SECAPI_DNS_SERVERS'));
  }
}

function parseRedisUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    // The URL may hold a password: name the variable, not the value.
    throw new ConfigError(
      'REDIS_URL',
      'REDIS_URL must be a redis:// or rediss:// URL with a host (value not shown)',
    );
  }
  return raw;
}

function parseSecret(name: string, raw: string): string {
  if (!/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(name, `${name} must be printable ASCII without spaces (value not shown)`);
  }
  return raw;
}

/**
 * Reads the server configuration from an environment object (normally `process.env`).
 * Empty values count as unset.
 * @throws ConfigError with one clear line naming the variable and the bad value
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const get = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v === '' ? undefined : v;
  };
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('SECAPI_') && !(KNOWN_SECAPI_VARIABLES as readonly string[]).includes(name)) {
      throw new ConfigError(
        name,
        `unknown variable ${name}: this version knows ${KNOWN_SECAPI_VARIABLES.filter((n) => n !== 'SECAPI_REQUIRE_SYSTEM_SERVERS').join(', ')}`,
      );
    }
  }
  const port = get('PORT');
  const trustProxy = get('TRUST_PROXY');
  const offline = get('SECAPI_OFFLINE');
  const dnsServers = get('SECAPI_DNS_SERVERS');
  const redisUrl = get('REDIS_URL');
  const feedbackDb = get('SECAPI_FEEDBACK_DB');
  const virusTotal = get('VIRUSTOTAL_API_KEY');
  const webRisk = get('WEB_RISK_API_KEY');
  const feeds = get('SECAPI_PHISHING_FEEDS');
  const metricsPort = get('METRICS_PORT');
  const databaseUrl = get('DATABASE_URL');
  const isOffline = offline === undefined ? false : parseBoolean('SECAPI_OFFLINE', offline);
  // Validated even offline (a typo should not wait for the day the server goes online).
  const phishingFeeds = feeds === undefined ? [...DEFAULT_FEED_IDS] : parsePhishingFeedsVariable(feeds);
  return {
    port: port === undefined ? DEFAULT_PORT : parsePort(port),
    trustProxy: trustProxy === undefined ? false : parseTrustProxy(trustProxy),
    offline: isOffline,
    dnsServers: dnsServers === undefined ? null : parseDnsServersVariable(dnsServers),
    redisUrl: redisUrl === undefined ? null : parseRedisUrl(redisUrl),
    feedbackDb: feedbackDb ?? DEFAULT_FEEDBACK_DB,
    virusTotalApiKey: virusTotal === undefined ? null : parseSecret('VIRUSTOTAL_API_KEY', virusTotal),
    webRiskApiKey: webRisk === undefined ? null : parseSecret('WEB_RISK_API_KEY', webRisk),
    phishingFeeds: isOffline ? [] : phishingFeeds,
    metricsPort: metricsPort === undefined ? null : parsePort(metricsPort, 'METRICS_PORT'),
    databaseUrl: databaseUrl === undefined ? null : parseDatabaseUrl(databaseUrl),
  };
}
