import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { makePrivateFile } from '../private-files';
import * as schema from './schema';
import { registerSqlFunctions } from './sql-functions';

export type Db = BetterSQLite3Database<typeof schema>;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const connections = new WeakMap<Db, Database.Database>();

/** The library's one database file inside a data directory. */
export const libraryDatabaseFile = (dataDir: string): string => path.join(dataDir, 'library.db');

/** How long a write waits for another connection's lock before it fails with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/** How many migrations this version of the app knows: a library that has had more is from a newer one. */
export function knownMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Opens (creating when absent) and migrates the library database, so an old data directory upgrades itself. */
export function openDatabase(file: string): Db {
  // SQLite gives the WAL and shared-memory files the mode of the database file: owner-only for all three.
  makePrivateFile(file);
  makePrivateFile(`${file}-wal`, false);
  makePrivateFile(`${file}-shm`, false);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // NORMAL is durable in WAL mode except for the last transactions before a power cut.
  sqlite.pragma('synchronous = NORMAL');
  registerSqlFunctions(sqlite);
  const db: Db = drizzle({ client: sqlite, schema });
  connections.set(db, sqlite);
  migrate(db, { migrationsFolder });
  return db;
}

/**
 * Opens the library for reading only, without migrating (the server that writes it migrates): the
 * word-search worker's connection. A read never waits for a writer in WAL mode.
 */
export function openReadOnlyDatabase(file: string): Db {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const db: Db = drizzle({ client: sqlite, schema });
  connections.set(db, sqlite);
  return db;
}

/** Closes a connection of openReadOnlyDatabase, which has no log of its own to fold back. */
export function closeReadOnlyDatabase(db: Db): void {
  sqliteOf(db).close();
}

/**
 * The connection under a Db, for the raw SQL of server/db/raw/ (measured hot paths and SQLite features
 * drizzle does not cover, each file saying which) and the connection's own lifecycle.
 */
export function sqliteOf(db: Db): Database.Database {
  const sqlite = connections.get(db);
  if (!sqlite) throw new Error('This database was not opened with openDatabase');
  return sqlite;
}

/** Folds the WAL back into the main file, so library.db alone holds every committed change. */
export function checkpointDatabase(db: Db): void {
  sqliteOf(db).pragma('wal_checkpoint(TRUNCATE)');
}

/** A consistent copy of the open library at `file`, taken with SQLite's online backup while it serves. */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  await sqliteOf(db).backup(file);
}

/** Folds the WAL back into the main file so a copied library.db is complete, then closes it. */
export function closeDatabase(db: Db): void {
  const sqlite = sqliteOf(db);
  if (!sqlite.open) return;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
}
