/**
 * Feed parsers: tolerant of anything (a bad line is counted and skipped, a body that is not the
 * expected JSON yields nothing); they never throw. Each accepted item goes to `sink` as a URL or a
 * host; what a copy is worth (enough good lines?) is decided by the refresher from the counts.
 */
import type { FeedFormat } from './definitions.js';
import { MAX_ENTRY_LENGTH } from './normalize.js';

export type EntryKind = 'url' | 'host';

/** Receives one raw item; returns false when the item is unusable (counted as rejected). */
export type EntrySink = (value: string, kind: EntryKind) => boolean;

export interface ParseCounts {
  /** Items looked at (non-empty, non-comment lines; array elements). */
  readonly items: number;
  readonly accepted: number;
  readonly rejected: number;
  /** False when the body is not in the feed's format at all (not JSON, no expected array). */
  readonly wellFormed: boolean;
}

/** Items handled between two pauses of `parseFeedAsync`. */
export const ITEMS_PER_STEP = 20_000;

type Steps = Generator<undefined, ParseCounts>;

function* parseLines(text: string, kind: EntryKind, sink: EntrySink): Steps {
  let items = 0;
  let accepted = 0;
  let start = 0;
  const n = text.length;
  while (start < n) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = n;
    let line = text.slice(start, end);
    start = end + 1;
    if (line.length > MAX_ENTRY_LENGTH + 16) {
      items++;
      continue;
    }
    line = line.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    items++;
    if (sink(line, kind)) accepted++;
    if (items % ITEMS_PER_STEP === 0) yield;
  }
  return { items, accepted, rejected: items - accepted, wellFormed: true };
}

function* parseJsonArray(text: string, property: string, sink: EntrySink): Steps {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { items: 0, accepted: 0, rejected: 0, wellFormed: false };
  }
  if (typeof data !== 'object' || data === null)
    return { items: 0, accepted: 0, rejected: 0, wellFormed: false };
  const list = (data as Record<string, unknown>)[property];
  if (!Array.isArray(list)) return { items: 0, accepted: 0, rejected: 0, wellFormed: false };
  let accepted = 0;
  let seen = 0;
  for (const item of list as unknown[]) {
    if (typeof item === 'string' && item.length <= MAX_ENTRY_LENGTH && sink(item, 'host')) accepted++;
    if (++seen % ITEMS_PER_STEP === 0) yield;
  }
  return { items: list.length, accepted, rejected: list.length - accepted, wellFormed: true };
}

/**
 * Parses one feed body.
 * @example parseFeed('url-lines', 'https://a.example/x\n# note\n', (v, k) => true) // { items: 1, accepted: 1, … }
 */
export function parseFeed(format: FeedFormat, text: string, sink: EntrySink): ParseCounts {
  const steps = parseSteps(format, text, sink);
  let step = steps.next();
  while (step.done !== true) step = steps.next();
  return released(step.value);
}

/**
 * `parseFeed` that awaits `pause()` every `ITEMS_PER_STEP` items, so that a large copy does not
 * hold the event loop for a second (the server passes `setImmediate`).
 */
export async function parseFeedAsync(
  format: FeedFormat,
  text: string,
  sink: EntrySink,
  pause: () => Promise<void>,
): Promise<ParseCounts> {
  const steps = parseSteps(format, text, sink);
  let step = steps.next();
  while (step.done !== true) {
    await pause();
    step = steps.next();
  }
  return released(step.value);
}

function released(counts: ParseCounts): ParseCounts {
  // A RegExp run by a sink (in tldts or elsewhere) keeps its last subject alive, and that subject
  // is a slice of the whole body: run one on a fresh empty string so the body can be collected.
  /^$/.exec('');
  return counts;
}

function parseSteps(format: FeedFormat, text: string, sink: EntrySink): Steps {
  switch (format) {
    case 'url-lines':
      return parseLines(text, 'url', sink);
    case 'domain-lines':
      return parseLines(text, 'host', sink);
    case 'metamask-config':
      // Only `blacklist`: `fuzzylist` names brands to compare against and `whitelist` is allowed.
      return parseJsonArray(text, 'blacklist', sink);
    case 'polkadot-all':
      return parseJsonArray(text, 'deny', sink);
  }
}
