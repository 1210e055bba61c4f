import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { FEEDBACK_SCHEMA_VERSION, openFeedbackStore, type FeedbackRecord } from './feedback-store.js';

const RECORD: FeedbackRecord = {
  analysisType: 'url',
  subject: 'https://paypa1.com/login',
  score: -12,
  verdict: 'verdict.suspicious',
  feedback: 'false-positive',
  comment: 'Ceci est « mon » commentaire',
  timestamp: '2026-11-22T10:00:00-05:00',
};

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'secapi-feedback-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('openFeedbackStore', () => {
  it('creates the missing directory, the file and the table, in WAL mode with synchronous FULL', () => {
    const file = join(tempDir(), 'nested', 'deeper', 'feedback.sqlite');
    const store = openFeedbackStore(file);
    try {
      expect(existsSync(file)).toBe(true);
      expect(store.count()).toBe(0);
    } finally {
      store.close();
    }
    const require = createRequire(import.meta.url);
    const Database = require('better-sqlite3') as typeof import('better-sqlite3');
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(FEEDBACK_SCHEMA_VERSION);
    } finally {
      db.close();
    }
  });

  it('stores one row per entry under a random id, with the receive time, and reads it back', () => {
    const store = openFeedbackStore(join(tempDir(), 'feedback.sqlite'));
    try {
      const a = store.insert(RECORD, new Date('2026-11-22T15:00:01Z'));
      const b = store.insert({ ...RECORD, subject: null, score: null, verdict: null, comment: null });
      expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(b.id).not.toBe(a.id);
      expect(store.count()).toBe(2);
      expect(store.get(a.id)).toEqual({ ...RECORD, id: a.id, receivedAt: '2026-11-22T15:00:01.000Z' });
      expect(store.get(b.id)).toMatchObject({ subject: null, score: null, verdict: null, comment: null });
      expect(store.get('no-such-id')).toBeNull();
    } finally {
      store.close();
    }
  });

  it('keeps every row across a reopen, and opens an existing file without touching its rows', () => {
    const file = join(tempDir(), 'feedback.sqlite');
    const first = openFeedbackStore(file);
    const { id } = first.insert(RECORD);
    first.close();
    const again = openFeedbackStore(file);
    try {
      expect(again.get(id)?.comment).toBe(RECORD.comment);
      expect(again.count()).toBe(1);
    } finally {
      again.close();
    }
  });

  it('keeps a row whose insert returned even when the process is SIGKILLed right after', async () => {
    const dir = tempDir();
    const file = join(dir, 'data', 'feedback.sqlite');
    // The child runs this very module (transpiled by TypeScript, no build needed) with the real driver.
    const require = createRequire(import.meta.url);
    const driver = pathToFileURL(require.resolve('better-sqlite3')).href;
    const source = readFileSync(new URL('./feedback-store.ts', import.meta.url), 'utf8');
    const js = ts
      .transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      })
      .outputText.replace(/from 'better-sqlite3'/, `from ${JSON.stringify(driver)}`);
    writeFileSync(join(dir, 'feedback-store.mjs'), js);
    writeFileSync(
      join(dir, 'child.mjs'),
      `import { openFeedbackStore } from './feedback-store.mjs';
const store = openFeedbackStore(process.argv[2]);
const { id } = store.insert(JSON.parse(process.argv[3]));
// The answer is out; then the process dies without closing anything (no checkpoint, no cleanup).
process.stdout.write(id + '\\n', () => process.kill(process.pid, 'SIGKILL'));
`,
    );
    const child = spawn(process.execPath, [join(dir, 'child.mjs'), file, JSON.stringify(RECORD)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('exit', (_code, sig) => {
        resolve(sig);
      });
    });
    expect(err).toBe('');
    expect(signal).toBe('SIGKILL');
    const id = out.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // Killed before any checkpoint: the row lives in the WAL, which the next open recovers.
    expect(existsSync(`${file}-wal`)).toBe(true);
    const store = openFeedbackStore(file);
    try {
      expect(store.get(id)).toMatchObject({ ...RECORD, id });
      expect(store.count()).toBe(1);
    } finally {
      store.close();
    }
  });
});
