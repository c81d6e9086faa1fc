// Raw SQL: the missed-lookups report over this install's table and every kiosk's reported days, one
// UNION grouped by kind and text, which drizzle's builder cannot express over three sources.
import type { MissedLookupKind } from '../../../common/api/missed-lookups';
import { sqliteOf, type Db } from '../client';

export interface MergedMissRow {
  id: number;
  kind: MissedLookupKind;
  queryKey: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  languages: string;
}

export interface MergedMissQuery {
  /** null: this install and every kiosk; a kiosk's id: that kiosk's reports only. */
  kioskId: number | null;
  like: string | null;
  from: string | null;
  to: string | null;
  sort: 'count' | 'lastSeen';
  limit: number;
}

/**
 * Missed numbers and searches without results of this install (its own ids, so they can be
 * dismissed) merged with the kiosks' reported days (id 0 when only kiosks missed it).
 */
export function prepareMergedMisses(db: Db) {
  const sqlite = sqliteOf(db);
  const merged = `
    WITH sources AS (
      SELECT id, kind, query_key AS key, count, first_seen, last_seen, languages
        FROM missed_lookups WHERE @kioskId IS NULL
      UNION ALL
      SELECT 0, 'number', article_key, sum(misses), min(day), max(day), ',' || group_concat(DISTINCT language) || ','
        FROM fleet_daily_lookups
        WHERE instruction_id = 0 AND misses > 0 AND (@kioskId IS NULL OR kiosk_id = @kioskId)
        GROUP BY article_key
      UNION ALL
      SELECT 0, 'words', words, sum(count), min(day), max(day), ',' || group_concat(DISTINCT language) || ','
        FROM fleet_daily_unfound_searches WHERE @kioskId IS NULL OR kiosk_id = @kioskId
        GROUP BY words
    ), grouped AS (
      SELECT max(id) AS id, kind, key AS queryKey, sum(count) AS count, min(first_seen) AS firstSeen,
             max(last_seen) AS lastSeen, group_concat(languages) AS languages
        FROM sources
        WHERE (@like IS NULL OR key LIKE @like ESCAPE '\\')
        GROUP BY kind, key
    )
    SELECT * FROM grouped
      WHERE (@from IS NULL OR lastSeen >= @from) AND (@to IS NULL OR substr(lastSeen, 1, 10) <= @to)`;
  const byCount = sqlite.prepare<MergedMissQuery, MergedMissRow>(
    `${merged} ORDER BY count DESC, lastSeen DESC, id DESC, queryKey LIMIT @limit`,
  );
  const byLastSeen = sqlite.prepare<MergedMissQuery, MergedMissRow>(
    `${merged} ORDER BY lastSeen DESC, id DESC, queryKey LIMIT @limit`,
  );
  const total = sqlite.prepare<Omit<MergedMissQuery, 'sort' | 'limit'>, { n: number }>(
    `SELECT count(*) AS n FROM (${merged})`,
  );
  return (query: MergedMissQuery): { rows: MergedMissRow[]; total: number } => {
    const rows = (query.sort === 'lastSeen' ? byLastSeen : byCount).all(query);
    const { kioskId, like, from, to } = query;
    return { rows, total: total.get({ kioskId, like, from, to })?.n ?? 0 };
  };
}
