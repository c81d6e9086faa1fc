// Raw SQL: PRAGMA integrity_check of a file opened on its own, outside drizzle's schema.
import Database from 'better-sqlite3';

/** SQLite's own integrity check of a database file that nothing else has open. */
export function passesIntegrityCheck(file: string): boolean {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return sqlite.pragma('integrity_check', { simple: true }) === 'ok';
  } finally {
    sqlite.close();
  }
}
