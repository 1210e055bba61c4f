/**
 * The in-memory known-phishing store: one immutable snapshot per feed (three `KeySet`s: URL, host,
 * registrable-domain keys), replaced whole when a refresh succeeds, so a look-up always sees either
 * the old copy or the new one, never a mix. Look-ups are local: nothing leaves the process.
 */
import { parse } from 'tldts';
import { feedDefinition, type FeedDefinition } from './definitions.js';
import { EMPTY_KEY_SET, KeySetBuilder, hashOf, indexOfHash, keySetBytes, type KeySet } from './key-set.js';
import { TLDTS_HOST, hostFacts, normaliseHost, normaliseUrl } from './normalize.js';
import { parseFeed, parseFeedAsync, type EntrySink, type ParseCounts } from './parse.js';

/** One feed's copy as loaded. */
export interface FeedSnapshot {
  readonly id: string;
  readonly name: string;
  readonly urls: KeySet;
  readonly hosts: KeySet;
  readonly domains: KeySet;
  /** Items accepted from the copy (before de-duplication). */
  readonly entries: number;
  /** When this copy was downloaded (ms since the epoch). */
  readonly updatedAt: number;
  readonly counts: ParseCounts;
}

export type MatchedBy = 'url' | 'host' | 'domain';

export interface FeedMatch {
  readonly feedId: string;
  readonly feedName: string;
  readonly matchedBy: MatchedBy;
  /** The key that matched: the URL key, the host or the registrable domain. */
  readonly matched: string;
  /** When the entry was first seen by this store (ms since the epoch). */
  readonly listedAt: number;
}

export interface FeedSourceStatus {
  readonly id: string;
  readonly name: string;
  /**
   * ISO time of the copy in use; null when no copy has loaded yet.
   * @format date-time
   */
  readonly updatedAt: string | null;
  readonly entries: number;
}

/** How fresh the feeds were when a URL was looked up (the URL result's `feeds`). */
export interface FeedsReport {
  /** At least one configured feed had a copy loaded, so the URL was looked up. */
  readonly checked: boolean;
  /**
   * ISO time of the OLDEST copy in use (every loaded feed is at least this fresh); null when none.
   * @format date-time
   */
  readonly updatedAt: string | null;
  /** Entries over every loaded copy. */
  readonly entries: number;
  readonly sources: readonly FeedSourceStatus[];
}

/** What analyses see of the store (the context's `phishingFeeds` port). */
export interface PhishingFeedLookup {
  /** Every feed listing the URL, best match first (URL, then host, then domain; earliest first). Never throws. */
  lookup(url: string): FeedMatch[];
  status(): FeedsReport;
}

/** Collects one copy's entries (the parser's sink), then makes the snapshot. */
class SnapshotBuilder {
  private readonly urls = new KeySetBuilder();
  private readonly hosts = new KeySetBuilder();
  private readonly domains = new KeySetBuilder();
  private accepted = 0;

  constructor(private readonly maxEntries: number) {}

  readonly sink: EntrySink = (value, kind) => {
    if (this.accepted >= this.maxEntries) return false;
    let host: string;
    let urlKey: string | null = null;
    if (kind === 'host') {
      const h = normaliseHost(value);
      if (h === null) return false;
      host = h;
    } else {
      const n = normaliseUrl(value);
      if (n === null) return false;
      host = n.host;
      if (!n.isRoot) urlKey = n.key;
    }
    const facts = hostFacts(host);
    if (facts.scope === 'url' && urlKey === null) return false; // a platform's own front page
    if (urlKey !== null) this.urls.add(urlKey);
    if (facts.scope !== 'url') this.hosts.add(host);
    if (facts.domain !== null) this.domains.add(facts.domain);
    this.accepted++;
    return true;
  };

  finish(
    def: Pick<FeedDefinition, 'id' | 'name'>,
    counts: ParseCounts,
    nowMs: number,
    previous: FeedSnapshot | null,
  ): FeedSnapshot {
    const now = Math.floor(nowMs / 1000);
    const build = (b: KeySetBuilder, prev: KeySet | undefined): KeySet =>
      b.length === 0 ? EMPTY_KEY_SET : b.build(now, prev ?? null);
    return Object.freeze({
      id: def.id,
      name: def.name,
      urls: build(this.urls, previous?.urls),
      hosts: build(this.hosts, previous?.hosts),
      domains: build(this.domains, previous?.domains),
      entries: this.accepted,
      updatedAt: nowMs,
      counts,
    });
  }
}

/**
 * Builds a snapshot from a feed body. `previous` carries first-seen times over; at most
 * `maxEntries` entries are accepted (the others count as rejected).
 */
export function buildSnapshot(
  def: Pick<FeedDefinition, 'id' | 'name' | 'format'>,
  text: string,
  nowMs: number,
  previous: FeedSnapshot | null,
  maxEntries = Infinity,
): FeedSnapshot {
  const builder = new SnapshotBuilder(maxEntries);
  const counts = parseFeed(def.format, text, builder.sink);
  return builder.finish(def, counts, nowMs, previous);
}

/** `buildSnapshot` that pauses every `ITEMS_PER_STEP` items (see `parseFeedAsync`). */
export async function buildSnapshotAsync(
  def: Pick<FeedDefinition, 'id' | 'name' | 'format'>,
  text: string,
  nowMs: number,
  previous: FeedSnapshot | null,
  maxEntries: number,
  pause: () => Promise<void>,
): Promise<FeedSnapshot> {
  const builder = new SnapshotBuilder(maxEntries);
  const counts = await parseFeedAsync(def.format, text, builder.sink, pause);
  return builder.finish(def, counts, nowMs, previous);
}

/** Bytes held by a snapshot's arrays. */
export function snapshotBytes(s: FeedSnapshot): number {
  return keySetBytes(s.urls) + keySetBytes(s.hosts) + keySetBytes(s.domains);
}

const RANK: Readonly<Record<MatchedBy, number>> = { url: 0, host: 1, domain: 2 };

function matchIn(
  snapshot: FeedSnapshot,
  by: MatchedBy,
  set: KeySet,
  key: string,
  hash: readonly [number, number] | null,
): FeedMatch | null {
  if (hash === null || set.size === 0) return null;
  const at = indexOfHash(set, hash[0], hash[1]);
  if (at === -1) return null;
  return {
    feedId: snapshot.id,
    feedName: snapshot.name,
    matchedBy: by,
    matched: key,
    listedAt: (set.times[at] ?? 0) * 1000,
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The store of the configured feeds. */
export class PhishingFeedStore implements PhishingFeedLookup {
  readonly feedIds: readonly string[];
  private snapshots: ReadonlyMap<string, FeedSnapshot> = new Map();

  /** @param feedIds the configured feeds (reported in `status()` even before their first copy). */
  constructor(feedIds: readonly string[]) {
    this.feedIds = [...feedIds];
  }

  /** The copy in use for a feed, or null. */
  snapshot(id: string): FeedSnapshot | null {
    return this.snapshots.get(id) ?? null;
  }

  /** Puts a new copy in use, replacing the previous one in one step. */
  install(snapshot: FeedSnapshot): void {
    const next = new Map(this.snapshots);
    next.set(snapshot.id, snapshot);
    this.snapshots = next;
  }

  lookup(url: string): FeedMatch[] {
    const snapshots = this.snapshots;
    if (snapshots.size === 0) return [];
    const n = normaliseUrl(url);
    if (n === null) return [];
    const parsed = parse(n.host, TLDTS_HOST);
    const domain = parsed.isIp !== true && parsed.isPrivate !== true ? parsed.domain : null;
    // Each key is hashed once, then probed in every feed.
    const urlHash = n.isRoot ? null : hashOf(n.key);
    const hostHash = hashOf(n.host);
    const domainHash = domain === null || domain === n.host ? null : hashOf(domain);
    const out: FeedMatch[] = [];
    for (const s of snapshots.values()) {
      const m =
        matchIn(s, 'url', s.urls, n.key, urlHash) ??
        matchIn(s, 'host', s.hosts, n.host, hostHash) ??
        matchIn(s, 'domain', s.domains, domain ?? '', domain === n.host ? hostHash : domainHash);
      if (m !== null) out.push(m);
    }
    return out.sort((a, b) => RANK[a.matchedBy] - RANK[b.matchedBy] || a.listedAt - b.listedAt);
  }

  status(): FeedsReport {
    const snapshots = this.snapshots;
    let oldest: number | null = null;
    let entries = 0;
    const sources: FeedSourceStatus[] = [];
    for (const id of this.feedIds) {
      const s = snapshots.get(id);
      if (s === undefined) {
        sources.push({ id, name: feedDefinition(id)?.name ?? id, updatedAt: null, entries: 0 });
        continue;
      }
      oldest = oldest === null ? s.updatedAt : Math.min(oldest, s.updatedAt);
      entries += s.entries;
      sources.push({ id, name: s.name, updatedAt: iso(s.updatedAt), entries: s.entries });
    }
    return {
      checked: snapshots.size > 0,
      updatedAt: oldest === null ? null : iso(oldest),
      entries,
      sources,
    };
  }
}
