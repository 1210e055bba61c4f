/**
 * Known-phishing feeds, downloaded in the background and looked up locally (so no user's URL is sent to the list's host): definitions,
 * tolerant parsers, the compact store and the refresher. The server schedules the refreshes.
 */
export {
  DEFAULT_FEED_IDS,
  FEED_DEFINITIONS,
  FEED_IDS,
  feedDefinition,
  parseFeedSelection,
} from './definitions.js';
export type { FeedDefinition, FeedFormat, FeedId } from './definitions.js';
export { hostFacts, normaliseHost, normaliseUrl } from './normalize.js';
export type { HostFacts, MatchScope, NormalisedUrl } from './normalize.js';
export { ITEMS_PER_STEP, parseFeed, parseFeedAsync } from './parse.js';
export type { EntryKind, EntrySink, ParseCounts } from './parse.js';
export { PhishingFeedStore, buildSnapshot, buildSnapshotAsync, snapshotBytes } from './store.js';
export type {
  FeedMatch,
  FeedSnapshot,
  FeedSourceStatus,
  FeedsReport,
  MatchedBy,
  PhishingFeedLookup,
} from './store.js';
export { refreshFeed } from './refresh.js';
export type { FeedRefreshOutcome, FeedRefreshStatus, RefreshOptions } from './refresh.js';
