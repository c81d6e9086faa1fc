import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, sqliteOf } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { registerSqlFunctions } from '../../server/db/sql-functions';

const extrasFile = path.resolve(import.meta.dirname, '../../server/db/schema-extras.sql');
/** The migrator's own bookkeeping, which no schema declares. */
const MIGRATIONS_TABLE = '__drizzle_migrations';
/** Tables whose rows are part of the schema: the triggers and the search read them. */
const FIXED_ROWS = ['article_number_positions', 'instruction_search_languages'];

interface MasterRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/**
 * SQL as written, made comparable: comments, identifier quotes and layout dropped, keywords and names
 * lower-cased; the text inside string literals is kept as it is.
 */
function normaliseSql(text: string): string {
  return text
    .split(/('(?:[^']|'')*')/)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece
            .replace(/--[^\n]*/g, ' ')
            .replace(/[`"[\]]/g, '')
            .toLowerCase()
            .replace(/\s+/g, ' ')
            .replace(/ ?([(),;=]) ?/g, '$1'),
    )
    .join('')
    .trim();
}

/**
 * What a database holds besides its rows. Ordinary tables are described by their columns, keys and
 * options, since a column added by ALTER TABLE is written into the stored CREATE TABLE differently
 * from one declared with the table; virtual tables, indexes, views and triggers by their SQL.
 */
function describeSchema(sqlite: Database.Database) {
  const rows = sqlite
    .prepare<[], MasterRow>('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
    .all()
    .filter((row) => row.tbl_name !== MIGRATIONS_TABLE);
  return rows.map((row) => {
    const sql = row.sql === null ? null : normaliseSql(row.sql);
    if (row.type === 'table' && sql !== null && !sql.startsWith('create virtual table')) {
      return {
        type: row.type,
        name: row.name,
        columns: sqlite
          .prepare(
            'SELECT name, upper(type) AS type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?)',
          )
          .all(row.name),
        foreignKeys: sqlite
          .prepare(
            // Without the key's id: it follows the order the keys were declared or added in.
            `SELECT seq, "table", "from", "to", upper(on_update) AS onUpdate, upper(on_delete) AS onDelete
             FROM pragma_foreign_key_list(?) ORDER BY "from", seq`,
          )
          .all(row.name),
        autoincrement: /\bautoincrement\b/.test(sql),
        withoutRowid: /\bwithout rowid;?$/.test(sql),
        checks: /\bcheck\b/.test(sql),
      };
    }
    if (row.type === 'index') {
      return {
        type: row.type,
        name: row.name,
        table: row.tbl_name,
        sql,
        list: sqlite
          .prepare('SELECT "unique", origin, partial FROM pragma_index_list(?) WHERE name = ?')
          .all(row.tbl_name, row.name),
        columns: sqlite.prepare('SELECT seqno, cid, name FROM pragma_index_info(?)').all(row.name),
      };
    }
    return { type: row.type, name: row.name, table: row.tbl_name, sql };
  });
}

const fixedRows = (sqlite: Database.Database) =>
  Object.fromEntries(
    FIXED_ROWS.map((table) => [table, sqlite.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()]),
  );

/** A fresh database of exactly what schema.ts (as drizzle-kit writes it) and schema-extras.sql declare. */
async function declaredDatabase(): Promise<Database.Database> {
  const statements = await generateSQLiteMigration(
    await generateSQLiteDrizzleJson({}),
    await generateSQLiteDrizzleJson(schema),
  );
  const sqlite = new Database(':memory:');
  registerSqlFunctions(sqlite);
  for (const statement of statements) sqlite.exec(statement);
  sqlite.exec(readFileSync(extrasFile, 'utf8'));
  return sqlite;
}

let dir: string;
let migrated: Database.Database;
let declared: Database.Database;
let closeMigrated: () => void;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'library-schema-'));
  const db = openDatabase(path.join(dir, 'library.db'));
  migrated = sqliteOf(db);
  closeMigrated = () => closeDatabase(db);
  declared = await declaredDatabase();
}, 120_000);

afterAll(() => {
  closeMigrated();
  declared.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the schema in one place (server/db/schema.ts and schema-extras.sql)', () => {
  it('is exactly what the migrations build: every table, index, view and trigger', () => {
    const built = describeSchema(migrated);
    expect(built.filter((row) => row.type === 'trigger').length).toBeGreaterThanOrEqual(20);
    expect(describeSchema(declared)).toEqual(built);
  });

  it('holds the fixed rows the migrations write', () => {
    expect(fixedRows(declared)).toEqual(fixedRows(migrated));
    expect(fixedRows(migrated).article_number_positions).toHaveLength(100);
  });

  it('tells a trigger that only a migration creates', () => {
    const before = describeSchema(migrated);
    migrated.exec(
      'CREATE TRIGGER media_extra AFTER INSERT ON media BEGIN SELECT 1; END; CREATE INDEX media_extra_sha ON media (sha256);',
    );
    try {
      const after = describeSchema(migrated);
      expect(after).not.toEqual(before);
      expect(describeSchema(declared)).not.toEqual(after);
    } finally {
      migrated.exec('DROP TRIGGER media_extra; DROP INDEX media_extra_sha;');
    }
  });

  it('tells a trigger whose body differs', () => {
    const [trigger] = migrated
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE name = 'categories_name_key_rename'",
      )
      .all();
    if (!trigger) throw new Error('categories_name_key_rename is missing');
    migrated.exec(`DROP TRIGGER ${trigger.name}`);
    migrated.exec(trigger.sql.replace('WHERE `id` = NEW.`id`', 'WHERE `id` = OLD.`id`'));
    try {
      expect(describeSchema(declared)).not.toEqual(describeSchema(migrated));
    } finally {
      migrated.exec(`DROP TRIGGER ${trigger.name}`);
      migrated.exec(trigger.sql);
    }
  });
});
