import type Database from 'better-sqlite3';

const isBusy = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');

/**
 * Runs a write that may be skipped, without the busy timeout: better-sqlite3 waits for a lock on
 * the event loop, so while an import or a library update holds the write lock for minutes, waiting
 * would stall every request of the server. Answers false when the library was busy and `write` did
 * not run; other errors are thrown.
 */
export function writeWithoutWaiting(sqlite: Database.Database, write: () => void): boolean {
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
