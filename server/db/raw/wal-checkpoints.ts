// Raw SQL: PRAGMA wal_autocheckpoint and wal_checkpoint, which drizzle cannot express.
import Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../client';

/** SQLite's own default: a connection checkpoints in the commit that takes the log past this many pages. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/** Whether this connection folds the write-ahead log back into the database in its own commits. */
export function checkpointInCommits(db: Db, yes: boolean): void {
  sqliteOf(db).pragma(`wal_autocheckpoint = ${yes ? SQLITE_AUTOCHECKPOINT_PAGES : 0}`);
}

/**
 * A connection of its own that folds the log back on each call: PASSIVE waits for no reader or
 * writer, and writes nothing (no fsync either) when the log holds nothing new.
 */
export function openCheckpointConnection(databaseFile: string): () => void {
  const sqlite = new Database(databaseFile, { fileMustExist: true });
  return () => sqlite.pragma('wal_checkpoint(PASSIVE)');
}
