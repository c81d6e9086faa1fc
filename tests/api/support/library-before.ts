import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { registerSqlFunctions } from '../../../server/db/sql-functions';

const migrationsDir = path.resolve(import.meta.dirname, '../../../server/db/migrations');

/**
 * Creates `dataDir/library.db` as the release before migration `tag` left it, and hands it open to
 * `fill` to add rows in that older shape. The server started on `dataDir` afterwards upgrades it.
 */
export function createLibraryBefore(
  dataDir: string,
  tag: string,
  fill: (sqlite: Database.Database) => void,
): void {
  const oldMigrations = mkdtempSync(path.join(tmpdir(), 'library-migrations-'));
  try {
    cpSync(migrationsDir, oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag === tag);
    if (before < 0) throw new Error(`No migration named ${tag}`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    const sqlite = new Database(path.join(dataDir, 'library.db'));
    try {
      registerSqlFunctions(sqlite);
      migrate(drizzle({ client: sqlite }), { migrationsFolder: oldMigrations });
      fill(sqlite);
    } finally {
      sqlite.close();
    }
  } finally {
    rmSync(oldMigrations, { recursive: true, force: true });
  }
}
