/**
 * The embedded feedback store (`SECAPI_FEEDBACK_DB`, default `./data/feedback.sqlite`): one SQLite
 * file, one row per `POST /api/feedback` entry.
 *
 * Durability: `journal_mode = WAL` with `synchronous = FULL`. In WAL mode, FULL syncs the WAL file
 * at every commit, so once `insert` has returned the row survives a crash of the process AND of the
 * machine (power loss). NORMAL would survive a process crash only: the last commits could be lost on
 * power loss, which breaks "a crash after the answer loses nothing". The cost is one fsync per
 * entry, small next to the 10-per-minute-per-IP limit. `insert` is synchronous (better-sqlite3), so
 * the caller answers only after the COMMIT (and its fsync) returned.
 *
 * Nothing identifying the client is stored (no IP address, no user agent): the entry's own fields,
 * a random id and the server's receive time.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';

/** One normalised entry (the validated `FeedbackEntry`; `score` already an int32 or null). */
export interface FeedbackRecord {
  readonly analysisType: string;
  readonly subject: string | null;
  readonly score: number | null;
  readonly verdict: string | null;
  readonly feedback: string;
  readonly comment: string | null;
  /** The client's timestamp, as sent (RFC 3339). */
  readonly timestamp: string;
}

/** A stored row (what `get` returns; tests and operators read it). */
export interface StoredFeedback extends FeedbackRecord {
  readonly id: string;
  /** Server time of the insert, ISO 8601 UTC. */
  readonly receivedAt: string;
}

export interface FeedbackStore {
  /** Inserts and commits one entry (durably, see the module comment); returns its random id. */
  insert(record: FeedbackRecord, receivedAt?: Date): { id: string };
  /** The entry with this id, or null. */
  get(id: string): StoredFeedback | null;
  /** Number of stored entries. */
  count(): number;
  close(): void;
}

/** Schema version in `PRAGMA user_version`. */
export const FEEDBACK_SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  analysis_type TEXT NOT NULL,
  subject TEXT,
  score INTEGER,
  verdict TEXT,
  feedback TEXT NOT NULL,
  comment TEXT,
  client_timestamp TEXT NOT NULL
) STRICT;
`;

interface Row {
  id: string;
  received_at: string;
  analysis_type: string;
  subject: string | null;
  score: number | null;
  verdict: string | null;
  feedback: string;
  comment: string | null;
  client_timestamp: string;
}

/**
 * Opens (creating the file, its directory and the table when missing) the feedback store at `path`.
 * @example const store = openFeedbackStore('./data/feedback.sqlite'); store.insert(record).id
 */
export function openFeedbackStore(path: string): FeedbackStore {
  const file = path === ':memory:' ? path : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    // Several processes (or a second instance) may write the same file: wait instead of failing.
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    db.pragma(`user_version = ${FEEDBACK_SCHEMA_VERSION}`);
  } catch (error) {
    db.close();
    throw error;
  }
  const insertStmt = db.prepare<
    [string, string, string, string | null, number | null, string | null, string, string | null, string]
  >(
    `INSERT INTO feedback (id, received_at, analysis_type, subject, score, verdict, feedback, comment, client_timestamp)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const getStmt = db.prepare<[string], Row>(
    'SELECT id, received_at, analysis_type, subject, score, verdict, feedback, comment, client_timestamp FROM feedback WHERE id = ?',
  );
  const countStmt = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM feedback');
  return {
    insert(record, receivedAt = new Date()) {
      const id = randomUUID();
      // One statement = one implicit transaction: committed (and synced) when `run` returns.
      insertStmt.run(
        id,
        receivedAt.toISOString(),
        record.analysisType,
        record.subject,
        record.score,
        record.verdict,
        record.feedback,
        record.comment,
        record.timestamp,
      );
      return { id };
    },
    get(id) {
      const row = getStmt.get(id);
      if (row === undefined) return null;
      return {
        id: row.id,
        receivedAt: row.received_at,
        analysisType: row.analysis_type,
        subject: row.subject,
        score: row.score,
        verdict: row.verdict,
        feedback: row.feedback,
        comment: row.comment,
        timestamp: row.client_timestamp,
      };
    },
    count() {
      return countStmt.get()?.n ?? 0;
    },
    close() {
      if (db.open) db.close();
    },
  };
}
