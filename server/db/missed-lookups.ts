import {
  MAX_MISSED_LOOKUP_ROWS,
  type MissedLookup,
  type MissedLookupKind,
  type MissedLookupList,
  type MissedLookupSort,
} from '../../common/api/missed-lookups';
import { isLanguage, type Language } from '../../common/languages';
import type { MissedLookupLimits } from '../config/server-config';
import { sqliteOf, type Db } from './client';
import { writeWithoutWaiting } from './without-waiting';

export interface MissedLookupQuery {
  text: string;
  /** Inclusive ISO day bounds on the last time seen. */
  from?: string;
  to?: string;
  sort: MissedLookupSort;
}

export interface MissedLookups {
  /** Counts one miss of an already normalised text. */
  count(kind: MissedLookupKind, text: string, language: Language | undefined): void;
  list(query: MissedLookupQuery, limit?: number): MissedLookupList;
  /** Most missed entries last seen since `since` (ISO time). */
  top(since: string, limit: number): MissedLookup[];
  dismiss(id: number): boolean;
  /** Drops entries past the age limit, then the least recent beyond the entry limit. */
  prune(now?: Date): void;
}

interface Row {
  id: number;
  kind: MissedLookupKind;
  query_key: string;
  count: number;
  first_seen: string;
  last_seen: string;
  languages: string;
}

// Pruning deletes in bulk, so it runs once per this many new misses rather than on each.
const PRUNE_EVERY = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Misses kept in memory while the library is busy; beyond it the oldest are forgotten. */
const MAX_WAITING_MISSES = 1_000;

function toEntry(row: Row): MissedLookup {
  return {
    id: row.id,
    kind: row.kind,
    text: row.query_key,
    count: row.count,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    languages: row.languages.split(',').filter(isLanguage),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Counting runs on the public 404 path, so it is one prepared upsert; the languages are kept as
 * `,en,de,` so that adding one is a string test inside the same statement.
 */
export function prepareMissedLookups(db: Db, limits: MissedLookupLimits): MissedLookups {
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
  const filtered = `FROM missed_lookups
     WHERE (@text = '' OR query_key LIKE @pattern ESCAPE '\\')
       AND (@from IS NULL OR last_seen >= @from)
       AND (@to IS NULL OR substr(last_seen, 1, 10) <= @to)`;
  type FilterParams = { text: string; pattern: string; from: string | null; to: string | null };
  const countFiltered = sqlite.prepare<FilterParams, number>(`SELECT count(*) ${filtered}`).pluck();
  const byCount = sqlite.prepare<FilterParams & { limit: number }, Row>(
    `SELECT * ${filtered} ORDER BY count DESC, last_seen DESC, id DESC LIMIT @limit`,
  );
  const byLastSeen = sqlite.prepare<FilterParams & { limit: number }, Row>(
    `SELECT * ${filtered} ORDER BY last_seen DESC, id DESC LIMIT @limit`,
  );
  const top = sqlite.prepare<[string, number], Row>(
    'SELECT * FROM missed_lookups WHERE last_seen >= ? ORDER BY count DESC, last_seen DESC, id DESC LIMIT ?',
  );
  const dismiss = sqlite.prepare<[number]>('DELETE FROM missed_lookups WHERE id = ?');
  const purgeOld = sqlite.prepare<[string]>('DELETE FROM missed_lookups WHERE last_seen < ?');
  const trim = sqlite.prepare<[number]>(
    `DELETE FROM missed_lookups WHERE id IN
       (SELECT id FROM missed_lookups ORDER BY last_seen DESC, id DESC LIMIT -1 OFFSET ?)`,
  );
  const prune = sqlite.transaction((now: Date) => {
    purgeOld.run(new Date(now.getTime() - limits.maxAgeDays * DAY_MS).toISOString());
    trim.run(limits.maxEntries);
  });

  // A library update holds the write lock for minutes: a visitor's 404 must neither wait for it (the
  // busy timeout would stall every request) nor fail, so a miss that finds the library busy waits in
  // memory for the next one that gets through.
  type Miss = { kind: string; key: string; now: string; lang: string };
  const waiting: Miss[] = [];
  const record = sqlite.transaction((misses: Miss[]) => {
    for (const miss of misses) upsert.run(miss);
  });
  const recordWithoutWaiting = (): boolean => {
    let recorded: boolean;
    try {
      recorded = writeWithoutWaiting(sqlite, () => record(waiting));
    } catch (error) {
      waiting.length = 0;
      throw error;
    }
    if (recorded) waiting.length = 0;
    return recorded;
  };

  let sincePrune = 0;
  const missed: MissedLookups = {
    count(kind, text, language) {
      waiting.push({ kind, key: text, now: new Date().toISOString(), lang: language ?? '' });
      if (waiting.length > MAX_WAITING_MISSES) waiting.shift();
      if (!recordWithoutWaiting()) return;
      sincePrune += 1;
      if (sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        prune(new Date());
      }
    },
    list(query, limit = MAX_MISSED_LOOKUP_ROWS) {
      const params: FilterParams = {
        text: query.text,
        pattern: likePattern(query.text),
        from: query.from ?? null,
        to: query.to ?? null,
      };
      const rows = (query.sort === 'lastSeen' ? byLastSeen : byCount).all({ ...params, limit });
      return { total: countFiltered.get(params) ?? 0, entries: rows.map(toEntry) };
    },
    top: (since, limit) => top.all(since, limit).map(toEntry),
    dismiss: (id) => dismiss.run(id).changes > 0,
    prune: (now = new Date()) => prune(now),
  };
  missed.prune();
  return missed;
}
