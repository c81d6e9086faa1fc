// Raw SQL: temporary triggers, a connection function and PRAGMA data_version, which drizzle cannot express.
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteOf, type Db } from '../client';

/**
 * PRAGMA data_version of a connection, read at most once per synchronous stretch of work: a public
 * answer asks its stamps two or three times. Another connection's commit that lands meanwhile is
 * seen by the next request, as it would be had this one read the stamp once.
 */
const dataVersions = new WeakMap<BetterSqlite3.Database, () => number>();

function dataVersionOf(sqlite: BetterSqlite3.Database): () => number {
  const known = dataVersions.get(sqlite);
  if (known) return known;
  const statement = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  let current: number | undefined;
  const read = () => {
    if (current === undefined) {
      current = statement.get() ?? 0;
      queueMicrotask(() => {
        current = undefined;
      });
    }
    return current;
  };
  dataVersions.set(sqlite, read);
  return read;
}

/**
 * A stamp that changes whenever a row of the given tables may have changed: temporary triggers count
 * this connection's writes (a JS counter, no table of its own), and `PRAGMA data_version` moves when
 * another connection (a worker, the command line) commits. A rolled-back write still moves the stamp,
 * which only costs one recomputation.
 */
export function tableChangeStamp(db: Db, name: string, tables: readonly string[]): () => string {
  const sqlite = sqliteOf(db);
  let writes = 0;
  const counter = `${name}_changed`;
  sqlite.function(counter, { varargs: false }, () => {
    writes += 1;
    return null;
  });
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete']) {
      sqlite.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${name}_${table}_${event} AFTER ${event.toUpperCase()} ON main.${table}
         BEGIN SELECT ${counter}(); END`,
      );
    }
  }
  const dataVersion = dataVersionOf(sqlite);
  return () => `${writes}:${dataVersion()}`;
}
