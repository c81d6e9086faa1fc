// Raw SQL: setting triggers aside, a TEMP table and row-value IN, none of which drizzle's builder can express.
import type Database from 'better-sqlite3';

/** The triggers that keep article_number_grams (schema-extras.sql) in step with article_number_keys, one key at a time. */
const PIECES_TRIGGERS = ['article_number_keys_grams_after_insert', 'article_number_keys_grams_after_delete'];

const PIECES = 'temp.delta_key_pieces';

/**
 * The 1- and 2-character pieces of the keys whose ids `ids` selects, cut as the triggers cut them,
 * gathered in the TEMP table (its primary key orders them as the pieces table is ordered).
 */
function gatherPieces(sqlite: Database.Database, ids: string): void {
  const keys = `SELECT id, number_key FROM main.article_number_keys WHERE id IN (${ids})`;
  sqlite.exec(`DELETE FROM ${PIECES}`);
  sqlite.exec(
    `INSERT OR IGNORE INTO ${PIECES} (gram, key_id)
     SELECT substr(k.number_key, p.n, 1), k.id FROM (${keys}) k
     JOIN main.article_number_positions p ON p.n <= length(k.number_key)
     UNION ALL
     SELECT substr(k.number_key, p.n, 2), k.id FROM (${keys}) k
     JOIN main.article_number_positions p ON p.n < length(k.number_key)`,
  );
}

/**
 * For a change of many article_number_keys rows at once (a library delta), inside its transaction:
 * the pieces triggers are set aside and the pieces of the keys `replaced` selects (their ids, read
 * before the change) removed in one statement; `bringBack`, after the change, adds those of the keys
 * `written` selects and puts the triggers back. Both statements walk the pieces in the table's own
 * order (gram, key id), so each page of the 20-odd-million-row table is changed once while it is in
 * the cache, where the triggers went to another page for each piece of each key.
 */
export function setKeyPiecesAside(
  sqlite: Database.Database,
  replaced: string,
): { bringBack: (written: string) => void } {
  const triggers = sqlite
    .prepare<string[], { name: string; sql: string }>(
      `SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger' AND name IN (${PIECES_TRIGGERS.map(() => '?').join(', ')})`,
    )
    .all(...PIECES_TRIGGERS);
  for (const trigger of triggers) sqlite.exec(`DROP TRIGGER main."${trigger.name}"`);
  sqlite.exec(
    `CREATE TEMP TABLE IF NOT EXISTS delta_key_pieces (gram TEXT NOT NULL, key_id INTEGER NOT NULL, PRIMARY KEY (gram, key_id)) WITHOUT ROWID`,
  );
  gatherPieces(sqlite, replaced);
  sqlite.exec(
    `DELETE FROM main.article_number_grams WHERE (gram, key_id) IN (SELECT gram, key_id FROM ${PIECES})`,
  );
  return {
    bringBack: (written) => {
      gatherPieces(sqlite, written);
      sqlite.exec(
        `INSERT OR IGNORE INTO main.article_number_grams (gram, key_id) SELECT gram, key_id FROM ${PIECES} ORDER BY gram, key_id`,
      );
      sqlite.exec(`DROP TABLE ${PIECES}`);
      for (const trigger of triggers) sqlite.exec(trigger.sql);
    },
  };
}
