/**
 * Downloading one feed through the context's HTTP port (the SSRF-safe client: public addresses
 * only, size and time caps) and putting the new copy in use only when it is sound. A failed,
 * truncated, oversized or garbage download, or a copy that shrank suspiciously, keeps the previous
 * copy. Never throws; the outcome carries counts only (never entries), for the operator's logs.
 *
 * Core has no timers: the server calls `refreshFeed` on a schedule (`FeedDefinition.refreshMs`).
 */
import type { Clock } from '../../context.js';
import type { HttpPort } from '../../net/http/types.js';
import type { FeedDefinition } from './definitions.js';
import { buildSnapshot, buildSnapshotAsync, type PhishingFeedStore } from './store.js';

export type FeedRefreshStatus =
  | 'updated'
  /** No response (DNS, refused, timeout, blocked by policy…): `detail` is the HTTP port's error code. */
  | 'download-failed'
  | 'bad-status'
  /** The body went past `maxBytes`, or was shorter than its Content-Length. */
  | 'too-large'
  | 'truncated'
  /** Not in the feed's format, or fewer than half its lines usable, or nothing usable. */
  | 'garbage'
  | 'too-many-entries'
  /** Fewer than a tenth of the entries of the copy in use (a broken upstream, most likely). */
  | 'shrunk';

export interface FeedRefreshOutcome {
  readonly feedId: string;
  readonly status: FeedRefreshStatus;
  readonly detail: string | null;
  readonly bytes: number;
  /** Entries of the copy in use after this refresh (the old one when it failed). */
  readonly entries: number;
  readonly durationMs: number;
}

export interface RefreshOptions {
  /** Download address (default `def.url`; tests point it at a local server). */
  readonly url?: string;
  readonly signal?: AbortSignal;
  /**
   * Awaited every few thousand entries while a copy is parsed, so a large copy does not hold the
   * event loop (the server passes `() => new Promise((r) => setImmediate(r))`). Default: none.
   */
  readonly pause?: () => Promise<void>;
}

/** Copies smaller than this many entries are never judged "shrunk" (small feeds vary a lot). */
const SHRINK_FLOOR = 1000;

/**
 * Downloads `def` and installs the new copy in `store` when it is sound.
 * @example const outcome = await refreshFeed(store, feedDefinition('openphish')!, ctx);
 */
export async function refreshFeed(
  store: PhishingFeedStore,
  def: FeedDefinition,
  io: { readonly http: HttpPort; readonly clock: Clock },
  options: RefreshOptions = {},
): Promise<FeedRefreshOutcome> {
  const started = io.clock.now();
  const previous = store.snapshot(def.id);
  const done = (status: FeedRefreshStatus, detail: string | null, bytes: number): FeedRefreshOutcome => ({
    feedId: def.id,
    status,
    detail,
    bytes,
    entries: store.snapshot(def.id)?.entries ?? 0,
    durationMs: Math.max(0, io.clock.now() - started),
  });
  const url = options.url ?? def.url;
  let port: number | null = null;
  try {
    const parsed = new URL(url);
    port = parsed.port === '' ? null : Number(parsed.port);
  } catch {
    return done('download-failed', 'invalid-url', 0);
  }
  let result;
  try {
    result = await io.http.request(url, {
      method: 'GET',
      headers: { accept: 'text/plain, application/json;q=0.9, */*;q=0.1' },
      maxRedirects: 3,
      maxBodyBytes: def.maxBytes + 1,
      timeoutMs: def.timeoutMs,
      headersTimeoutMs: Math.min(def.timeoutMs, 30_000),
      provider: 'feeds',
      ...(port === null ? {} : { allowPorts: [port] }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // The port never rejects; a fake or future port might.
    return done('download-failed', error instanceof Error ? error.name : 'error', 0);
  }
  const response = result.response;
  if (response === null) return done('download-failed', result.error?.code ?? null, 0);
  const bytes = response.body.byteLength;
  if (response.status !== 200) return done('bad-status', String(response.status), bytes);
  if (response.bodyTruncated || bytes > def.maxBytes) return done('too-large', null, bytes);
  const declared = Number(response.headers['content-length']?.[0] ?? NaN);
  if (Number.isFinite(declared) && declared !== bytes) return done('truncated', null, bytes);

  const text = new TextDecoder('utf-8', { fatal: false }).decode(response.body);
  const snapshot =
    options.pause === undefined
      ? buildSnapshot(def, text, io.clock.now(), previous, def.maxEntries + 1)
      : await buildSnapshotAsync(def, text, io.clock.now(), previous, def.maxEntries + 1, options.pause);
  const { counts } = snapshot;
  if (snapshot.entries > def.maxEntries) return done('too-many-entries', String(def.maxEntries), bytes);
  if (!counts.wellFormed || snapshot.entries === 0 || counts.accepted * 2 < counts.items) {
    return done('garbage', `${String(counts.accepted)}/${String(counts.items)}`, bytes);
  }
  if (previous !== null && previous.entries >= SHRINK_FLOOR && snapshot.entries * 10 < previous.entries) {
    return done('shrunk', `${String(snapshot.entries)}/${String(previous.entries)}`, bytes);
  }
  store.install(snapshot);
  return done('updated', null, bytes);
}
