/**
 * Feedback in PostgreSQL (`DATABASE_URL`, the `pg` client), with the same promise as the embedded
 * SQLite store: `insert` resolves only once the row is committed (one INSERT in autocommit, so
 * PostgreSQL has flushed its WAL with the default `synchronous_commit = on`).
 *
 * - Schema: created or migrated at start (in the background: the server starts and serves analyses
 *   even while PostgreSQL is away), under an advisory lock so several instances starting together
 *   do not race; `secapi_schema` records the version. An insert before the schema is in place
 *   tries the migration first.
 * - Pool: at most `max` connections, a connection waited for `connectionTimeoutMillis`, each query
 *   bounded by `statement_timeout` / `query_timeout`; an insert answers within `INSERT_DEADLINE_MS`
 *   either way. A failure to reach PostgreSQL rejects with `StoreUnavailableError` (the API: 503).
 *
 * Nothing identifying the client is stored, and nothing of an entry is logged.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FeedbackRecord } from './feedback-store.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { StoreUnavailableError, type FeedbackBackend } from './store-backend.js';

/** Version of the PostgreSQL schema (`secapi_schema.version`). */
export const PG_SCHEMA_VERSION = 1;
/** An insert is answered (committed, or refused as unavailable) within this. */
export const INSERT_DEADLINE_MS = 8_000;

const MIGRATIONS: readonly string[] = [
  // 1: the feedback table (the fields of the SQLite store; times as timestamptz).
  `CREATE TABLE IF NOT EXISTS feedback (
     seq BIGSERIAL PRIMARY KEY,
     id UUID NOT NULL UNIQUE,
     received_at TIMESTAMPTZ NOT NULL,
     analysis_type TEXT NOT NULL,
     subject TEXT,
     score INTEGER,
     verdict TEXT,
     feedback TEXT NOT NULL,
     comment TEXT,
     client_timestamp TEXT NOT NULL
   )`,
];

export interface PgFeedbackOptions {
  logger: Logger;
  metrics?: Metrics | null;
  /** Pool bounds (defaults: 10 connections, 3 s to get one, 5 s per statement). */
  max?: number;
  connectionTimeoutMs?: number;
  statementTimeoutMs?: number;
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      reject(new Error('deadline'));
    }, ms);
    work.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** The PostgreSQL feedback backend (connects lazily; the schema is set up in the background). */
export function postgresFeedback(
  url: string,
  options: PgFeedbackOptions,
): FeedbackBackend & {
  /** Resolves when the schema is in place (rejects if PostgreSQL is away). */
  migrate(): Promise<void>;
  /** TESTS: rows by id. */
  count(): Promise<number>;
} {
  const { logger } = options;
  const metrics = options.metrics ?? null;
  const statementTimeout = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
    application_name: 'secapi',
  });
  // An idle connection dropped by the server (restart, network): the pool replaces it.
  pool.on('error', () => {
    metrics?.storeErrors.inc({ store: 'postgres' });
  });
  let migrated: Promise<void> | null = null;
  let reported = false;

  const migrate = (): Promise<void> => {
    migrated ??= (async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT pg_advisory_xact_lock(hashtext('secapi_schema'))");
        await client.query('CREATE TABLE IF NOT EXISTS secapi_schema (version INTEGER NOT NULL)');
        const r = await client.query<{ version: number }>('SELECT version FROM secapi_schema');
        let version = r.rows[0]?.version ?? 0;
        if (r.rows.length === 0) await client.query('INSERT INTO secapi_schema (version) VALUES (0)');
        for (const step of MIGRATIONS.slice(version)) {
          await client.query(step);
          version++;
        }
        await client.query('UPDATE secapi_schema SET version = $1', [version]);
        await client.query('COMMIT');
        logger.log('info', 'postgres schema ready', { version });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };

  const unavailable = (error: unknown): StoreUnavailableError => {
    metrics?.storeErrors.inc({ store: 'postgres' });
    if (!reported) {
      reported = true;
      // The code only (an error message can quote the connection string).
      const code = (error as { code?: unknown } | null)?.code;
      logger.log('warn', 'postgres does not answer: feedback answers 503', {
        code: typeof code === 'string' ? code : 'timeout',
      });
    }
    return new StoreUnavailableError('postgres', { cause: error });
  };

  // Set up the schema now, in the background; a failure is reported, the server goes on.
  migrate().catch((error: unknown) => {
    unavailable(error);
  });

  return {
    kind: 'postgres',
    migrate,
    async insert(record: FeedbackRecord) {
      const id = randomUUID();
      try {
        await withDeadline(
          (async () => {
            await migrate();
            await pool.query(
              `INSERT INTO feedback (id, received_at, analysis_type, subject, score, verdict, feedback, comment, client_timestamp)
               VALUES ($1, now(), $2, $3, $4, $5, $6, $7, $8)`,
              [
                id,
                record.analysisType,
                record.subject,
                record.score,
                record.verdict,
                record.feedback,
                record.comment,
                record.timestamp,
              ],
            );
          })(),
          INSERT_DEADLINE_MS,
        );
      } catch (error) {
        throw unavailable(error);
      }
      if (reported) {
        reported = false;
        logger.log('info', 'postgres answers again');
      }
      return { id };
    },
    async ping() {
      try {
        await withDeadline(pool.query('SELECT 1'), 2_000);
        return true;
      } catch {
        return false;
      }
    },
    async count() {
      const r = await pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM feedback');
      return Number(r.rows[0]?.n ?? 0);
    },
    async close() {
      await pool.end();
    },
  };
}
