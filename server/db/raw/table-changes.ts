// Raw SQL: temporary triggers, a connection function and PRAGMA data_version, which drizzle cannot express.
import { sqliteOf, type Db } from '../client';

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
  const dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  return () => `${writes}:${dataVersion.get() ?? 0}`;
}
