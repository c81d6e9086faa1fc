// Raw SQL: VACUUM INTO, ATTACH, a second connection, pragmas and setting triggers aside over tables
// named at run time, none of which drizzle's builder can express.
import Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../client';
import { recordLibraryVersion, type LibraryVersionRecord } from '../library-versions';
import { registerSqlFunctions } from '../sql-functions';

/**
 * The tables a library bundle carries, parents first. The FTS5 index of article numbers travels
 * as its own shadow tables' rebuild, not as rows. Everything else (users, sessions, activities,
 * settings, library_versions, any table added later) is install-local and never leaves.
 */
export const CONTENT_TABLES = [
  'categories',
  'instructions',
  'instruction_titles',
  'instruction_contents',
  // Pages before their documents: a document's row rebuilds its search document from its pages.
  'instruction_document_pages',
  'instruction_documents',
  'article_numbers',
  'article_number_keys',
  'media',
  'proxy_cache',
] as const;
const SEARCH_INDEX = 'article_number_search';
/**
 * Indexes derived from the content tables (article-number autocomplete and its short-query pieces,
 * the instructions' word search): carried in the snapshot as they are, rebuilt on apply.
 */
const DERIVED_PREFIXES = [
  SEARCH_INDEX,
  'article_number_grams',
  'article_number_positions',
  'instruction_search',
];
const MIGRATIONS_TABLE = '__drizzle_migrations';

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export type ContentCounts = Record<(typeof CONTENT_TABLES)[number], number>;

function countContent(sqlite: Database.Database, schema = 'main'): ContentCounts {
  const counts = {} as ContentCounts;
  for (const table of CONTENT_TABLES)
    counts[table] = (
      sqlite.prepare(`SELECT count(*) AS n FROM ${schema}.${quote(table)}`).get() as { n: number }
    ).n;
  return counts;
}

export const currentContentCounts = (db: Db): ContentCounts => countContent(sqliteOf(db));

/**
 * A consistent copy of the library's content in `target`: VACUUM INTO (one read transaction, so
 * writers may go on), then every install-local table emptied and the file compacted into one
 * self-contained file (rollback journal, no WAL beside it).
 */
export function snapshotContent(db: Db, target: string): { counts: ContentCounts; schemaVersion: number } {
  sqliteOf(db).prepare('VACUUM INTO ?').run(target);
  const snapshot = new Database(target);
  registerSqlFunctions(snapshot);
  try {
    snapshot.pragma('journal_mode = DELETE');
    const tables = snapshot
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    const carried = (name: string) =>
      (CONTENT_TABLES as readonly string[]).includes(name) ||
      DERIVED_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
      name.startsWith('sqlite_') ||
      name === MIGRATIONS_TABLE;
    snapshot.transaction(() => {
      for (const table of tables.filter((name) => !carried(name)))
        snapshot.exec(`DELETE FROM ${quote(table)}`);
      // An instruction saved only as a draft is not the library's yet (issue 28).
      for (const table of [
        'instruction_document_pages',
        'instruction_documents',
        'instruction_contents',
        'instruction_titles',
      ])
        snapshot.exec(
          `DELETE FROM ${quote(table)} WHERE instruction_id IN (SELECT id FROM instructions WHERE published = 0)`,
        );
      snapshot.exec('DELETE FROM instructions WHERE published = 0');
      // Who uploaded or edited what points at users, who stay on the hub.
      for (const table of CONTENT_TABLES) {
        const localReferences = snapshot
          .prepare<[string], { from: string; table: string }>(
            'SELECT "from", "table" FROM pragma_foreign_key_list(?)',
          )
          .all(table)
          .filter((reference) => !carried(reference.table));
        for (const reference of localReferences)
          snapshot.exec(`UPDATE ${quote(table)} SET ${quote(reference.from)} = NULL`);
      }
    })();
    snapshot.exec('VACUUM');
    const schemaVersion = migrationCount(snapshot);
    return { counts: countContent(snapshot), schemaVersion };
  } finally {
    snapshot.close();
  }
}

function migrationCount(sqlite: Database.Database, schema = 'main'): number {
  return (sqlite.prepare(`SELECT count(*) AS n FROM ${schema}.${MIGRATIONS_TABLE}`).get() as { n: number }).n;
}

/** How many migrations a snapshot file has had (before we migrate it further). */
export function snapshotSchemaVersion(file: string): number {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return migrationCount(snapshot);
  } finally {
    snapshot.close();
  }
}

/**
 * Replaces the whole content with the (migrated) snapshot in `stagedFile`, in one IMMEDIATE
 * transaction together with the version record. Readers on other connections keep seeing the old
 * library (WAL) until the commit and the new one after it; a crash before the commit leaves the
 * old library, whole. `progress` hears each table copied. The autocomplete triggers are set aside
 * and its indexes rebuilt or copied in bulk; the instruction search follows the instruction tables
 * through its own triggers.
 */
export function replaceContent(
  db: Db,
  stagedFile: string,
  record: LibraryVersionRecord,
  progress: (tablesDone: number, tables: number) => void = () => undefined,
): ContentCounts {
  const sqlite = sqliteOf(db);
  sqlite.prepare('ATTACH DATABASE ? AS staged').run(stagedFile);
  try {
    const replace = sqlite.transaction(() => {
      sqlite.pragma('defer_foreign_keys = ON');
      const triggers = sqlite
        .prepare<[], { name: string; sql: string }>(
          "SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger' AND tbl_name IN ('article_numbers', 'article_number_keys')",
        )
        .all();
      for (const trigger of triggers) sqlite.exec(`DROP TRIGGER main.${quote(trigger.name)}`);
      for (const table of [...CONTENT_TABLES].reverse()) sqlite.exec(`DELETE FROM main.${quote(table)}`);
      sqlite.exec(`INSERT INTO main.${SEARCH_INDEX} (${SEARCH_INDEX}) VALUES ('delete-all')`);
      sqlite.exec('DELETE FROM main.article_number_grams');
      for (const [index, table] of CONTENT_TABLES.entries()) {
        const columns = sqlite
          .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}', 'main')`)
          .all()
          .map((column) => quote(column.name))
          .join(', ');
        sqlite.exec(
          `INSERT INTO main.${quote(table)} (${columns}) SELECT ${columns} FROM staged.${quote(table)}`,
        );
        progress(index + 1, CONTENT_TABLES.length);
      }
      sqlite.exec(`INSERT INTO main.${SEARCH_INDEX} (${SEARCH_INDEX}) VALUES ('rebuild')`);
      // The short-query pieces point at article_number_keys ids, which were copied as they are.
      sqlite.exec('INSERT INTO main.article_number_grams SELECT * FROM staged.article_number_grams');
      for (const trigger of triggers) sqlite.exec(trigger.sql);
      recordLibraryVersion(db, record);
      return countContent(sqlite);
    });
    return replace.immediate();
  } finally {
    sqlite.exec('DETACH DATABASE staged');
  }
}

/**
 * The document files a backup keeps: the live ones and those only a revision names, so restoring that
 * revision after restoring the backup finds its PDF. A revision's file lost before revisions kept
 * their files is left out rather than failing the backup.
 */
export function backupDocuments(file: string, isStored: (sha256: string) => boolean): { sha256: string }[] {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const revisionOnly = snapshot
      .prepare<[], { sha256: string }>(
        `SELECT DISTINCT json_extract(d.value, '$.sha256') AS sha256
           FROM instruction_revisions, json_each(instruction_revisions.documents) d
          WHERE json_extract(d.value, '$.sha256') NOT IN (SELECT sha256 FROM instruction_documents)`,
      )
      .all()
      .filter(({ sha256 }) => isStored(sha256));
    const live = snapshot
      .prepare<[], { sha256: string }>('SELECT DISTINCT sha256 FROM instruction_documents')
      .all();
    return [...live, ...revisionOnly].sort((a, b) => a.sha256.localeCompare(b.sha256));
  } finally {
    snapshot.close();
  }
}

/** The document files a snapshot names, by hash, with their sizes. */
export function snapshotDocuments(file: string): { sha256: string; bytes: number }[] {
  const snapshot = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return snapshot
      .prepare<[], { sha256: string; bytes: number }>(
        'SELECT sha256, max(bytes) AS bytes FROM instruction_documents GROUP BY sha256 ORDER BY sha256',
      )
      .all();
  } finally {
    snapshot.close();
  }
}
