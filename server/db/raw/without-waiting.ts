// Raw SQL: the busy_timeout pragma of the connection, which drizzle cannot set.
import type Database from 'better-sqlite3';
import { BUSY_TIMEOUT_MS, sqliteOf, type Db } from '../client';

const isBusy = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');

/**
 * Runs a write that may be skipped, without the busy timeout: better-sqlite3 waits for a lock on
 * the event loop, so while an import or a library update holds the write lock for minutes, waiting
 * would stall every request of the server. Answers false when the library was busy and `write` did
 * not run; other errors are thrown.
 */
export function writeWithoutWaiting(db: Db, write: () => void): boolean {
  const sqlite = sqliteOf(db);
  const busyTimeout = Number(sqlite.pragma('busy_timeout', { simple: true }));
  sqlite.pragma('busy_timeout = 0');
  try {
    write();
    return true;
  } catch (error) {
    if (isBusy(error)) return false;
    throw error;
  } finally {
    sqlite.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

const jobsRunning = new WeakMap<Database.Database, number>();

/**
 * While a job's worker thread may hold the write lock for minutes (an import, a library update),
 * the server's own writes give up at once with SQLITE_BUSY, answered "busy, try again when it has
 * ended", instead of stalling every request for the busy timeout on each try. Returns the function
 * that ends this job's part; jobs may overlap.
 */
export function failWritesFastDuringJob(db: Db): () => void {
  const sqlite = sqliteOf(db);
  jobsRunning.set(sqlite, (jobsRunning.get(sqlite) ?? 0) + 1);
  sqlite.pragma('busy_timeout = 0');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (jobsRunning.get(sqlite) ?? 1) - 1;
    jobsRunning.set(sqlite, left);
    if (left === 0 && sqlite.open) sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  };
}
