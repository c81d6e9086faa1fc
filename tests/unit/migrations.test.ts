import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../server/db/client';
import { prepareArticleLookup } from '../../server/db/raw/article-lookup';
import { preparePublicReads } from '../../server/db/raw/public-reads';
import { findUserByUsername } from '../../server/db/users';

const migrationsDir = path.resolve(import.meta.dirname, '../../server/db/migrations');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-migrations-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A library.db as the first release left it: only the first migration applied, with data in it. */
function firstReleaseDatabase(file: string): void {
  const oldMigrations = path.join(dir, 'old-migrations');
  cpSync(migrationsDir, oldMigrations, { recursive: true });
  const journalFile = path.join(oldMigrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  const sqlite = new Database(file);
  migrate(drizzle({ client: sqlite }), { migrationsFolder: oldMigrations });
  sqlite.exec(`INSERT INTO categories (name) VALUES ('Audio'), ('Video');
    INSERT INTO article_numbers (number, number_key, category_id) VALUES
      ('AVN-R110', 'avn-r110', 1), ('AVN-R110', 'avn-r110', 2), ('AVN-S200', 'avn-s200', 1);
    INSERT INTO users (username, password_hash) VALUES ('keeper', 'scrypt$16384$8$1$c2FsdA==$aGFzaA==');`);
  sqlite.close();
}

describe('opening a data directory of an older version', () => {
  it('applies the newer migrations, indexes the article numbers that were there and makes the users admins', () => {
    const file = path.join(dir, 'library.db');
    firstReleaseDatabase(file);
    const db = openDatabase(file);
    try {
      const reads = preparePublicReads(db);
      expect(reads.suggestions('r11')).toEqual(['AVN-R110']);
      expect(reads.suggestions('avn')).toEqual(['AVN-R110', 'AVN-S200']);
      expect(prepareArticleLookup(db).find('avn-r110')?.categoryIds).toEqual(new Set([1, 2]));
      // Accounts from before roles keep doing everything they did.
      expect(findUserByUsername(db, 'keeper')).toMatchObject({ role: 'admin', disabled: false });
    } finally {
      closeDatabase(db);
    }
  });
});
