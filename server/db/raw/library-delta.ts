// Raw SQL: ATTACH of snapshot and delta files, quote() over tables and columns named at run time,
// UPDATE … FROM and setting triggers aside, none of which drizzle's builder can express.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { sqliteOf, type Db } from '../client';
import { recordLibraryVersion, type LibraryVersionRecord } from '../library-versions';
import { CONTENT_TABLES, currentContentCounts, type ContentCounts } from './library-content';
import { setKeyPiecesAside } from './number-key-pieces';

type Sqlite = Database.Database;

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Images fetched through the image proxy are a cache each install fills itself (a kiosk with a way
 * out keeps what it showed), so they travel in snapshots and deltas but are left out of the content
 * hash: a kiosk's own cached picture must not make every delta miss.
 */
const HASHED_TABLES = CONTENT_TABLES.filter((table) => table !== 'proxy_cache');

/** Per content table: the SHA-256 of its rows in primary-key order. */
export type ContentHashes = Record<string, string>;

interface TableShape {
  columns: string[];
  key: string[];
  /** The key is the table's rowid (one INTEGER PRIMARY KEY column): never NULL, always an integer. */
  rowidKey: boolean;
}

function shapeOf(sqlite: Sqlite, schema: string, table: string): TableShape {
  const columns = sqlite
    .prepare<[], { name: string; pk: number; type: string }>(
      `SELECT name, pk, type FROM pragma_table_info('${table}', '${schema}')`,
    )
    .all();
  const key = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
  return {
    columns: columns.map((column) => column.name).sort(),
    key: key.map((column) => column.name),
    rowidKey: key.length === 1 && key[0]?.type.toUpperCase() === 'INTEGER',
  };
}

/** Rows hashed per statement: one call into SQLite per chunk instead of one per row. */
const HASH_CHUNK_ROWS = 2_000;

/**
 * quote() writes each value as an SQL literal (text quoted, blobs as X'…', NULL bare), so integer 1,
 * text '1' and a blob never hash alike; one line per row, columns by name. A table keyed by its rowid
 * is read in chunks of lines joined in SQLite (the same bytes, a thousandth of the calls), walking
 * the key; any other table row by row.
 */
function tableHash(sqlite: Sqlite, schema: string, table: string): string {
  const { columns, key, rowidKey } = shapeOf(sqlite, schema, table);
  const hash = createHash('sha256');
  hash.update(`${table}(${columns.join(',')})\n`);
  const line = columns.map((column) => `quote(${quote(column)})`).join(" || ',' || ");
  const source = `${schema}.${quote(table)}`;
  if (rowidKey) {
    const id = quote(key[0] ?? '');
    const chunk = (where: string) =>
      sqlite
        .prepare<unknown[], { last: bigint | null; lines: string | null }>(
          `SELECT max(k) AS last, group_concat(line, char(10) ORDER BY k) AS lines
             FROM (SELECT ${id} AS k, ${line} AS line FROM ${source} ${where} ORDER BY ${id} LIMIT ${HASH_CHUNK_ROWS})`,
        )
        .safeIntegers();
    const first = chunk('');
    const next = chunk(`WHERE ${id} > ?`);
    for (let rows = first.get(); rows?.lines; rows = next.get(rows.last)) {
      hash.update(rows.lines);
      hash.update('\n');
    }
    return hash.digest('hex');
  }
  const rows = sqlite.prepare(`SELECT ${line} FROM ${source} ORDER BY ${key.map(quote).join(', ')}`).pluck();
  for (const row of rows.iterate() as IterableIterator<string>) {
    hash.update(row);
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** The content hashes of a library (the live one through `db`, or a snapshot file). */
export function contentHashes(source: Db | string, tables: readonly string[] = HASHED_TABLES): ContentHashes {
  const sqlite =
    typeof source === 'string'
      ? new Database(source, { readonly: true, fileMustExist: true })
      : sqliteOf(source);
  try {
    return Object.fromEntries(tables.map((table) => [table, tableHash(sqlite, 'main', table)]));
  } finally {
    if (typeof source === 'string') sqlite.close();
  }
}

/** Rows a delta removes (`gone_<table>`: primary keys) and writes (`rows_<table>`: whole rows of N). */
const goneTable = (table: string) => `gone_${table}`;
const rowsTable = (table: string) => `rows_${table}`;

export class DeltaShapeError extends Error {}

/**
 * Writes to `deltaFile` (a new SQLite file) the row changes that turn the snapshot `baseFile` into
 * the snapshot `nextFile`, table by table by primary key. Throws DeltaShapeError when a table's
 * columns differ (the schema changed between them: no delta then). Answers the rows per table.
 */
export function writeContentDelta(
  baseFile: string,
  nextFile: string,
  deltaFile: string,
): { changed: number; gone: number } {
  const delta = new Database(deltaFile);
  let changed = 0;
  let gone = 0;
  try {
    delta.pragma('journal_mode = OFF');
    delta.prepare('ATTACH DATABASE ? AS base').run(baseFile);
    delta.prepare('ATTACH DATABASE ? AS next').run(nextFile);
    delta.transaction(() => {
      for (const table of CONTENT_TABLES) {
        const base = shapeOf(delta, 'base', table);
        const next = shapeOf(delta, 'next', table);
        if (base.columns.join() !== next.columns.join() || base.key.join() !== next.key.join())
          throw new DeltaShapeError(`The table ${table} differs between the two versions`);
        const sameKey = next.key.map((column) => `b.${quote(column)} = n.${quote(column)}`).join(' AND ');
        const sameRow = next.columns
          .map((column) => `b.${quote(column)} IS n.${quote(column)}`)
          .join(' AND ');
        const columns = next.columns.map((column) => `n.${quote(column)}`).join(', ');
        gone += delta
          .prepare(
            `CREATE TABLE main.${quote(goneTable(table))} AS SELECT ${next.key.map((column) => `b.${quote(column)}`).join(', ')}
             FROM base.${quote(table)} b WHERE NOT EXISTS (SELECT 1 FROM next.${quote(table)} n WHERE ${sameKey})`,
          )
          .run().changes;
        changed += delta
          .prepare(
            `CREATE TABLE main.${quote(rowsTable(table))} AS SELECT ${columns} FROM next.${quote(table)} n
             WHERE NOT EXISTS (SELECT 1 FROM base.${quote(table)} b WHERE ${sameKey} AND ${sameRow})`,
          )
          .run().changes;
      }
    })();
    delta.exec('DETACH DATABASE base');
    delta.exec('DETACH DATABASE next');
  } finally {
    delta.close();
  }
  return { changed, gone };
}

export interface DeltaExpectations {
  /** The content hashes the library must have before (the version the delta starts from). */
  base: ContentHashes;
  /** The content hashes of the version the delta makes. */
  result: ContentHashes;
  /** Rows per content table of that version. */
  counts: Record<string, number>;
}

export class DeltaMismatchError extends Error {}

/** A delta file holds nothing but the two tables per content table this app names. */
function checkDeltaShape(sqlite: Sqlite): void {
  const expected = new Set(CONTENT_TABLES.flatMap((table) => [goneTable(table), rowsTable(table)]));
  const objects = sqlite
    .prepare<[], { type: string; name: string }>('SELECT type, name FROM delta.sqlite_master')
    .all();
  for (const object of objects)
    if (object.type !== 'table' || !expected.has(object.name))
      throw new DeltaMismatchError(`it holds the ${object.type} "${object.name}", which no delta has`);
  for (const table of CONTENT_TABLES) {
    const ours = shapeOf(sqlite, 'main', table);
    const rows = shapeOf(sqlite, 'delta', rowsTable(table));
    const gone = shapeOf(sqlite, 'delta', goneTable(table));
    if (rows.columns.join() !== ours.columns.join() || gone.columns.join() !== [...ours.key].sort().join())
      throw new DeltaMismatchError(`its changes of "${table}" do not have this library's columns`);
  }
}

const CHUNK_ROWS = 5_000;

/**
 * Applies the delta in `deltaFile` to the served library in one IMMEDIATE transaction, with the
 * version record: first the tables the delta leaves alone must hash to its base, then rows are removed
 * (children first) and written (parents first, an UPDATE where the row exists so no cascade fires),
 * and the tables it changed must hash to the version's content and all hold its row counts, or
 * everything rolls back. Readers on other connections see the old version until the commit (WAL), and a crash before
 * it leaves the old version whole. The article-number triggers are set aside because the delta
 * carries their index rows (article_number_keys, with the hub's ids) itself, and the keys' short-query
 * pieces are brought in step in one pass (setKeyPiecesAside); every other trigger runs, keeping the
 * word search and the substring index in step. `progress` hears the rows done.
 */
export function applyContentDelta(
  db: Db,
  deltaFile: string,
  expected: DeltaExpectations,
  record: LibraryVersionRecord,
  progress: (phase: 'checking' | 'replacing', done: number, total: number) => void,
): ContentCounts {
  const sqlite = sqliteOf(db);
  sqlite.prepare('ATTACH DATABASE ? AS delta').run(deltaFile);
  try {
    checkDeltaShape(sqlite);
    // Rows are taken in rowid ranges (the job reports progress between them); the last rowid bounds them.
    const sizes = Object.fromEntries(
      CONTENT_TABLES.map((table) => {
        const size = (name: string) =>
          sqlite
            .prepare<[], { n: number; last: number | null }>(
              `SELECT count(*) AS n, max(rowid) AS last FROM delta.${quote(name)}`,
            )
            .get() ?? { n: 0, last: null };
        return [table, { gone: size(goneTable(table)), rows: size(rowsTable(table)) }];
      }),
    );
    const total = Object.values(sizes).reduce((sum, size) => sum + size.gone.n + size.rows.n, 0);
    // The tables the delta names, and those their triggers write: a removed document takes its pages.
    const named = (table: string) => (sizes[table]?.gone.n ?? 0) + (sizes[table]?.rows.n ?? 0) > 0;
    const reached = new Set(HASHED_TABLES.filter(named));
    if (reached.has('instruction_documents')) reached.add('instruction_document_pages');
    const untouched = HASHED_TABLES.filter((table) => !reached.has(table));
    for (const table of untouched)
      if (expected.base[table] !== expected.result[table])
        throw new DeltaMismatchError(
          `it leaves the table "${table}" as it was, the new version has it otherwise`,
        );
    const apply = sqlite.transaction(() => {
      sqlite.pragma('defer_foreign_keys = ON');
      // Only the tables the delta leaves alone are checked against its base: each table it reaches is
      // hashed after the changes, and must then be the new version's whatever it was before.
      progress('checking', 0, untouched.length);
      untouched.forEach((table, index) => {
        if (tableHash(sqlite, 'main', table) !== expected.base[table])
          throw new DeltaMismatchError(`its table "${table}" is not what the delta starts from`);
        progress('checking', index + 1, untouched.length);
      });
      const triggers = sqlite
        .prepare<[], { name: string; sql: string }>(
          "SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger' AND tbl_name = 'article_numbers'",
        )
        .all();
      for (const trigger of triggers) sqlite.exec(`DROP TRIGGER main.${quote(trigger.name)}`);
      let done = 0;
      progress('replacing', 0, total);
      const inChunks = (
        size: { n: number; last: number | null },
        run: (from: number, to: number) => void,
      ) => {
        const last = size.last ?? 0;
        for (let from = 0; from < last; from += CHUNK_ROWS) {
          run(from, from + CHUNK_ROWS);
          done = Math.min(total, done + Math.min(CHUNK_ROWS, last - from));
          progress('replacing', done, total);
        }
      };
      const keyRows = `delta.${quote(rowsTable('article_number_keys'))}`;
      const pieces = setKeyPiecesAside(
        sqlite,
        `SELECT id FROM delta.${quote(goneTable('article_number_keys'))} UNION ALL SELECT id FROM ${keyRows}`,
      );
      for (const table of [...CONTENT_TABLES].reverse()) {
        const { key } = shapeOf(sqlite, 'main', table);
        const keys = key.map(quote).join(', ');
        const remove = sqlite.prepare<[number, number]>(
          `DELETE FROM main.${quote(table)} WHERE (${keys}) IN (SELECT ${keys} FROM delta.${quote(goneTable(table))} WHERE rowid > ? AND rowid <= ?)`,
        );
        if (sizes[table]) inChunks(sizes[table].gone, (from, to) => remove.run(from, to));
      }
      for (const table of CONTENT_TABLES) {
        const { columns, key } = shapeOf(sqlite, 'main', table);
        const names = columns.map(quote).join(', ');
        const sameKey = key
          .map((column) => `main.${quote(table)}.${quote(column)} = d.${quote(column)}`)
          .join(' AND ');
        const others = columns.filter((column) => !key.includes(column));
        const chunk = 'd.rowid > ? AND d.rowid <= ?';
        const update =
          others.length === 0
            ? undefined
            : sqlite.prepare<[number, number]>(
                `UPDATE main.${quote(table)} SET (${others.map(quote).join(', ')}) = (${others.map((column) => `d.${quote(column)}`).join(', ')})
                 FROM delta.${quote(rowsTable(table))} d WHERE ${sameKey} AND ${chunk}`,
              );
        const insert = sqlite.prepare<[number, number]>(
          `INSERT INTO main.${quote(table)} (${names}) SELECT ${columns.map((column) => `d.${quote(column)}`).join(', ')}
           FROM delta.${quote(rowsTable(table))} d
           WHERE ${chunk} AND NOT EXISTS (SELECT 1 FROM main.${quote(table)} WHERE ${sameKey})`,
        );
        if (sizes[table])
          inChunks(sizes[table].rows, (from, to) => {
            update?.run(from, to);
            insert.run(from, to);
          });
      }
      pieces.bringBack(`SELECT id FROM ${keyRows}`);
      for (const trigger of triggers) sqlite.exec(trigger.sql);
      for (const table of reached)
        if (tableHash(sqlite, 'main', table) !== expected.result[table])
          throw new DeltaMismatchError(
            `its table "${table}" did not come out as the new version has it (this library was not the delta's base)`,
          );
      const counts = currentContentCounts(db);
      for (const [table, declared] of Object.entries(expected.counts)) {
        const actual = (counts as Record<string, number>)[table];
        if (actual !== undefined && actual !== declared)
          throw new DeltaMismatchError(`its table "${table}" came out with ${actual} rows, not ${declared}`);
      }
      recordLibraryVersion(db, record);
      return counts;
    });
    return apply.immediate();
  } finally {
    sqlite.exec('DETACH DATABASE delta');
  }
}
