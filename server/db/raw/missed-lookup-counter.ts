// Raw SQL: counting a miss is one prepared upsert on the public 404 and search paths, its language set
// updated inside the statement (measured by tests/bench/word-search.ts), written without waiting for
// a locked library.
import type { MissedLookupKind } from '../../../common/api/missed-lookups';
import type { Language } from '../../../common/languages';
import { sqliteOf, type Db } from '../client';
import { writeWithoutWaiting } from './without-waiting';

/** Misses kept in memory while the library is busy; beyond it the oldest are forgotten. */
const MAX_WAITING_MISSES = 1_000;

/**
 * Counts one miss of an already normalised text; answers false when the library was busy and the
 * miss waits in memory for the next count that gets through. The languages are kept as `,en,de,` so
 * that adding one is a string test inside the same statement.
 */
export function prepareMissedLookupCounter(
  db: Db,
): (kind: MissedLookupKind, text: string, language: Language | undefined) => boolean {
  const sqlite = sqliteOf(db);
  const upsert = sqlite.prepare<{ kind: string; key: string; now: string; lang: string }>(
    `INSERT INTO missed_lookups (kind, query_key, count, first_seen, last_seen, languages)
     VALUES (@kind, @key, 1, @now, @now, CASE WHEN @lang = '' THEN '' ELSE ',' || @lang || ',' END)
     ON CONFLICT (kind, query_key) DO UPDATE SET
       count = count + 1,
       last_seen = excluded.last_seen,
       languages = CASE
         WHEN @lang = '' OR instr(languages, ',' || @lang || ',') > 0 THEN languages
         WHEN languages = '' THEN ',' || @lang || ','
         ELSE languages || @lang || ',' END`,
  );

  // A library update holds the write lock for minutes: a visitor's 404 must neither wait for it (the
  // busy timeout would stall every request) nor fail, so a miss that finds the library busy waits in
  // memory for the next one that gets through.
  type Miss = { kind: string; key: string; now: string; lang: string };
  const waiting: Miss[] = [];
  const record = sqlite.transaction((misses: Miss[]) => {
    for (const miss of misses) upsert.run(miss);
  });

  return (kind, text, language) => {
    waiting.push({ kind, key: text, now: new Date().toISOString(), lang: language ?? '' });
    if (waiting.length > MAX_WAITING_MISSES) waiting.shift();
    let recorded: boolean;
    try {
      recorded = writeWithoutWaiting(db, () => record(waiting));
    } catch (error) {
      waiting.length = 0;
      throw error;
    }
    if (recorded) waiting.length = 0;
    return recorded;
  };
}
