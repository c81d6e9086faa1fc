// Raw SQL: sqlite_master and PRAGMA quick_check of a file opened on its own, outside drizzle's schema.
import Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../client';

/** One row of sqlite_master: what a database holds besides its rows. */
export interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

const listSchema = (sqlite: Database.Database): SchemaObject[] =>
  sqlite.prepare<[], SchemaObject>('SELECT type, name, sql FROM main.sqlite_master').all();

export const schemaObjectsOf = (db: Db): SchemaObject[] => listSchema(sqliteOf(db));

/**
 * A snapshot file looked at without running anything in it: its pages (quick_check: "ok" when
 * whole) and its schema. Throws SQLite's error for a file that is no database.
 */
export function inspectSnapshotFile(file: string): { pages: string; schema: SchemaObject[] } {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = snapshot.pragma('quick_check') as { quick_check: string }[];
    const pages =
      rows.length === 1 && rows[0]?.quick_check === 'ok' ? 'ok' : (rows[0]?.quick_check ?? 'no answer');
    return { pages, schema: listSchema(snapshot) };
  } finally {
    snapshot.close();
  }
}

/** SQLite refused to read a file (not a database, corrupt, a table missing), as opposed to any other failure. */
export const isSqliteError = (error: unknown): boolean => error instanceof Database.SqliteError;
