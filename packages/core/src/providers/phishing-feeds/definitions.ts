/**
 * The public known-phishing feeds secapi can download, as data: where each one lives, how it is
 * written, how large a copy may be, and how often the server refreshes it. Every feed is keyless
 * (nothing identifies the operator) and is only ever downloaded whole: nothing about a user's URL
 * is sent to its host. docs/feeds.md lists each feed's terms of use.
 *
 * To add a feed: one entry here with a parser of `parse.ts`; tests use local look-alike servers.
 */

/** How a feed's body is written (see `parse.ts`). */
export type FeedFormat =
  /** One URL per line (`#` comments and blank lines ignored). */
  | 'url-lines'
  /** One domain or host per line. */
  | 'domain-lines'
  /** MetaMask eth-phishing-detect `config.json`: the `blacklist` array of domains (allow lists ignored). */
  | 'metamask-config'
  /** polkadot-js phishing `all.json`: the `deny` array of domains (`allow` ignored). */
  | 'polkadot-all';

export interface FeedDefinition {
  /** Stable id (configuration, finding parameters): lower-case, digits and hyphens. */
  readonly id: string;
  /** Display name, used as the `{feedName}` parameter of the finding. */
  readonly name: string;
  /** Default download address (HTTPS, keyless). */
  readonly url: string;
  readonly format: FeedFormat;
  /** Largest body accepted; a larger one is refused and the previous copy kept. */
  readonly maxBytes: number;
  /** Most entries kept from one copy (a copy with more is refused as suspicious). */
  readonly maxEntries: number;
  /** How often the server downloads it again, in milliseconds. */
  readonly refreshMs: number;
  /** Time allowed for one download, in milliseconds. */
  readonly timeoutMs: number;
  /** In the default set (`SECAPI_PHISHING_FEEDS=default`). */
  readonly isDefault: boolean;
  /** Where the terms of use are published (also in docs/feeds.md). */
  readonly termsUrl: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;

export const FEED_DEFINITIONS = [
  {
    id: 'openphish',
    name: 'OpenPhish',
    url: 'https://openphish.com/feed.txt',
    format: 'url-lines',
    maxBytes: 4 * MB,
    maxEntries: 50_000,
    refreshMs: 30 * MINUTE,
    timeoutMs: 60_000,
    isDefault: true,
    termsUrl: 'https://openphish.com/faq.html',
  },
  {
    id: 'phishing-database-links',
    name: 'Phishing.Database (active links)',
    url: 'https://raw.githubusercontent.com/mitchellkrogza/Phishing.Database/master/phishing-links-ACTIVE.txt',
    format: 'url-lines',
    maxBytes: 48 * MB,
    maxEntries: 800_000,
    refreshMs: 6 * HOUR,
    timeoutMs: 180_000,
    isDefault: true,
    termsUrl: 'https://github.com/mitchellkrogza/Phishing.Database/blob/master/LICENSE.md',
  },
  {
    id: 'phishing-database-domains',
    name: 'Phishing.Database (active domains)',
    url: 'https://raw.githubusercontent.com/mitchellkrogza/Phishing.Database/master/phishing-domains-ACTIVE.txt',
    format: 'domain-lines',
    maxBytes: 24 * MB,
    maxEntries: 800_000,
    refreshMs: 6 * HOUR,
    timeoutMs: 120_000,
    isDefault: true,
    termsUrl: 'https://github.com/mitchellkrogza/Phishing.Database/blob/master/LICENSE.md',
  },
  {
    id: 'metamask',
    name: 'MetaMask eth-phishing-detect',
    url: 'https://raw.githubusercontent.com/MetaMask/eth-phishing-detect/main/src/config.json',
    format: 'metamask-config',
    maxBytes: 24 * MB,
    maxEntries: 600_000,
    refreshMs: 6 * HOUR,
    timeoutMs: 120_000,
    isDefault: true,
    termsUrl: 'https://github.com/MetaMask/eth-phishing-detect/blob/main/LICENSE',
  },
  {
    id: 'polkadot',
    name: 'polkadot-js phishing',
    url: 'https://raw.githubusercontent.com/polkadot-js/phishing/master/all.json',
    format: 'polkadot-all',
    maxBytes: 16 * MB,
    maxEntries: 300_000,
    refreshMs: 6 * HOUR,
    timeoutMs: 120_000,
    isDefault: true,
    termsUrl: 'https://github.com/polkadot-js/phishing',
  },
  {
    // abuse.ch asks for an Auth-Key on its API since mid-2025; the plain-text dump of online URLs is
    // still served without one as far as we know, but it lists malware downloads (often on large
    // shared sites), not phishing pages: opt-in only (`SECAPI_PHISHING_FEEDS=default,urlhaus`).
    id: 'urlhaus',
    name: 'URLhaus (online URLs)',
    url: 'https://urlhaus.abuse.ch/downloads/text_online/',
    format: 'url-lines',
    maxBytes: 16 * MB,
    maxEntries: 300_000,
    refreshMs: HOUR,
    timeoutMs: 120_000,
    isDefault: false,
    termsUrl: 'https://urlhaus.abuse.ch/api/',
  },
] as const satisfies readonly FeedDefinition[];

export type FeedId = (typeof FEED_DEFINITIONS)[number]['id'];
export const FEED_IDS: readonly FeedId[] = FEED_DEFINITIONS.map((f) => f.id);
export const DEFAULT_FEED_IDS: readonly FeedId[] = FEED_DEFINITIONS.filter((f) => f.isDefault).map(
  (f) => f.id,
);

/** The definition of a feed id, or undefined. */
export function feedDefinition(id: string): FeedDefinition | undefined {
  return (FEED_DEFINITIONS as readonly FeedDefinition[]).find((f) => f.id === id);
}

/**
 * Parses a feed selection (`SECAPI_PHISHING_FEEDS`): `default`, `off` (or `none`), or a comma list
 * of feed ids and `default`. Returns the ids in definition order, without duplicates.
 * @throws RangeError naming the unknown id
 * @example parseFeedSelection('default,urlhaus') // every default feed plus URLhaus
 */
export function parseFeedSelection(raw: string): FeedId[] {
  const v = raw.trim().toLowerCase();
  if (v === 'off' || v === 'none' || v === '0' || v === 'false') return [];
  const wanted = new Set<string>();
  for (const item of v.split(',').map((s) => s.trim())) {
    if (item === '') continue;
    if (item === 'default') {
      for (const id of DEFAULT_FEED_IDS) wanted.add(id);
    } else if ((FEED_IDS as readonly string[]).includes(item)) {
      wanted.add(item);
    } else {
      throw new RangeError(
        `unknown phishing feed ${JSON.stringify(item.slice(0, 40))}: use default, off, or a comma list of ${FEED_IDS.join(', ')}`,
      );
    }
  }
  if (wanted.size === 0) throw new RangeError('phishing feed list is empty: use default, off, or feed ids');
  return FEED_IDS.filter((id) => wanted.has(id));
}
