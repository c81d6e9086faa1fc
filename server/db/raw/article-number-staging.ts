// Raw SQL: bulk staging of a million-row import in temporary tables, with the autocomplete triggers
// set aside and its indexes rebuilt in bulk; drizzle's builder has no temporary tables or triggers.
import type Database from 'better-sqlite3';
import type { Db } from '../client';
import { sqliteOf } from '../client';

/** One checked row of an import file, waiting in the import's temporary tables. */
export interface StagedRow {
  line: number;
  number: string;
  numberKey: string;
  category: string;
  categoryKey: string;
}

/** Rows per staging transaction: one transaction per row would make a million-row file crawl. */
const STAGING_BATCH = 20_000;

/**
 * The rows of an import file kept in temporary tables of the importing connection (on disk, not in
 * memory), so that a million-row file is checked and counted before the library is touched.
 */
export class ImportStaging {
  private readonly sqlite: Database.Database;
  private readonly insertKey: Database.Statement<[string, string]>;
  private readonly insertRow: Database.Statement<[number, string, string, string]>;
  private readonly earlierLine: Database.Statement<[string, string], { line: number }>;
  private pending = 0;
  private staged = 0;

  constructor(db: Db) {
    this.sqlite = sqliteOf(db);
    this.sqlite.exec(`
      DROP TABLE IF EXISTS temp.import_rows;
      DROP TABLE IF EXISTS temp.import_keys;
      DROP TABLE IF EXISTS temp.import_categories;
      CREATE TEMP TABLE import_rows (
        line INTEGER PRIMARY KEY,
        number_key TEXT NOT NULL,
        category TEXT NOT NULL,
        category_key TEXT NOT NULL,
        UNIQUE (number_key, category_key)
      );
      CREATE TEMP TABLE import_keys (number_key TEXT PRIMARY KEY, number TEXT NOT NULL) WITHOUT ROWID;
      CREATE TEMP TABLE import_categories (category_key TEXT PRIMARY KEY, id INTEGER NOT NULL) WITHOUT ROWID;
    `);
    this.insertKey = this.sqlite.prepare(
      'INSERT OR IGNORE INTO temp.import_keys (number_key, number) VALUES (?, ?)',
    );
    this.insertRow = this.sqlite.prepare(
      'INSERT OR IGNORE INTO temp.import_rows (line, number_key, category, category_key) VALUES (?, ?, ?, ?)',
    );
    this.earlierLine = this.sqlite.prepare(
      'SELECT line FROM temp.import_rows WHERE number_key = ? AND category_key = ?',
    );
  }

  /** Keeps a row; answers the line of an earlier row with the same pair instead when there is one. */
  stage(row: StagedRow): number | undefined {
    if (this.pending === 0) this.sqlite.exec('BEGIN');
    this.insertKey.run(row.numberKey, row.number);
    const { changes } = this.insertRow.run(row.line, row.numberKey, row.category, row.categoryKey);
    this.pending += 1;
    if (this.pending >= STAGING_BATCH) this.flush();
    if (changes === 1) {
      this.staged += 1;
      return undefined;
    }
    return this.earlierLine.get(row.numberKey, row.categoryKey)?.line;
  }

  /** Commits the rows staged so far (temporary tables only: the library is not locked). */
  flush(): void {
    if (this.pending === 0) return;
    this.sqlite.exec('COMMIT');
    this.pending = 0;
  }

  get count(): number {
    return this.staged;
  }

  /** Each category the file names, spelled as on its first line. */
  categoryNames(): string[] {
    this.flush();
    return this.sqlite
      .prepare<[], { category: string }>(
        'SELECT category FROM temp.import_rows WHERE line IN (SELECT min(line) FROM temp.import_rows GROUP BY category_key) ORDER BY line',
      )
      .all()
      .map((row) => row.category);
  }

  drop(): void {
    if (this.sqlite.inTransaction && this.pending > 0) this.sqlite.exec('ROLLBACK');
    this.pending = 0;
    this.sqlite.exec(
      'DROP TABLE IF EXISTS temp.import_rows; DROP TABLE IF EXISTS temp.import_keys; DROP TABLE IF EXISTS temp.import_categories;',
    );
  }
}

/** Lines per insert batch of the write phase: between batches the job reports progress and checks cancel. */
const WRITE_BATCH_LINES = 50_000;

export interface BulkLoadHooks {
  /** Called after each batch with the rows written so far; throws to abandon (rolls back). */
  written(done: number): void;
  indexing(): void;
}

/**
 * Replaces every article number with the staged rows. Must run inside the caller's transaction.
 * The autocomplete tables are refilled in bulk (their row-by-row triggers are set aside meanwhile
 * and restored before the commit), which is several times faster than a million trigger runs.
 * The trigram index is then merged into one segment: each autocomplete lookup of a trigram is one
 * b-tree search instead of one per segment, halving the cost of long queries at a million keys.
 */
export function replaceArticleNumbersWithStaged(
  db: Db,
  categoryIdByKey: ReadonlyMap<string, number>,
  hooks: BulkLoadHooks,
): { removed: number; created: number } {
  const sqlite = sqliteOf(db);
  const triggers = sqlite
    .prepare<[], { name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('article_numbers', 'article_number_keys')",
    )
    .all();
  for (const trigger of triggers) sqlite.exec(`DROP TRIGGER "${trigger.name.replaceAll('"', '""')}"`);

  const removed = sqlite.prepare('DELETE FROM article_numbers').run().changes;
  sqlite.exec(
    "DELETE FROM article_number_keys; DELETE FROM article_number_grams; INSERT INTO article_number_search (article_number_search) VALUES ('delete-all');",
  );

  const insertCategory = sqlite.prepare<[string, number]>(
    'INSERT INTO temp.import_categories (category_key, id) VALUES (?, ?)',
  );
  for (const [key, id] of categoryIdByKey) insertCategory.run(key, id);

  const insertBatch = sqlite.prepare<[number, number]>(`
    INSERT INTO article_numbers (number, number_key, category_id)
    SELECT k.number, r.number_key, c.id
    FROM temp.import_rows r
    JOIN temp.import_keys k ON k.number_key = r.number_key
    JOIN temp.import_categories c ON c.category_key = r.category_key
    WHERE r.line >= ? AND r.line < ?
    ORDER BY r.line`);
  const lastLine =
    sqlite.prepare<[], { last: number | null }>('SELECT max(line) AS last FROM temp.import_rows').get()
      ?.last ?? 0;
  let created = 0;
  for (let from = 0; from <= lastLine; from += WRITE_BATCH_LINES) {
    created += insertBatch.run(from, from + WRITE_BATCH_LINES).changes;
    hooks.written(created);
  }

  hooks.indexing();
  sqlite.exec(`
    INSERT INTO article_number_keys (number_key, number)
      SELECT number_key, number FROM temp.import_keys ORDER BY number_key;
    INSERT INTO article_number_search (article_number_search) VALUES ('rebuild');
    INSERT INTO article_number_search (article_number_search) VALUES ('optimize');
    INSERT INTO article_number_grams (gram, key_id)
      SELECT substr(k.number_key, p.n, 1), k.id FROM article_number_keys k
        JOIN article_number_positions p ON p.n <= length(k.number_key)
      UNION
      SELECT substr(k.number_key, p.n, 2), k.id FROM article_number_keys k
        JOIN article_number_positions p ON p.n < length(k.number_key);
  `);
  for (const trigger of triggers) sqlite.exec(trigger.sql);
  return { removed, created };
}
