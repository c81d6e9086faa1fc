// Raw SQL: the missed-lookups report over this install's table and every kiosk's reported days, one
// UNION grouped by kind and text, which drizzle's builder cannot express over three sources.
import type { MissedLookupKind } from '../../../common/api/missed-lookups';
import { sqliteOf, type Db } from '../client';
import { languagesOfBits } from './fleet-language-bits';

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

const BITS_OR = Array.from({ length: 7 }, (_, index) => `max(languages & ${1 << index})`).join(' | ');

/** Every kiosk's misses from the fleet's daily sums (fleet_missed_days), besides this install's. */
const FLEET_SOURCES = `
  SELECT id, kind, query_key AS key, count, first_seen, last_seen, languages, 0 AS bits
    FROM missed_lookups
  UNION ALL
  SELECT 0, kind, key, sum(count), min(day), max(day), '', ${BITS_OR}
    FROM fleet_missed_days GROUP BY kind, key`;

/** One kiosk's misses, from its own reported days. */
const KIOSK_SOURCES = `
  SELECT 0 AS id, 'number' AS kind, article_key AS key, sum(misses) AS count, min(day) AS first_seen,
         max(day) AS last_seen, ',' || group_concat(DISTINCT language) || ',' AS languages, 0 AS bits
    FROM fleet_daily_lookups
    WHERE kiosk_id = @kioskId AND instruction_id = 0 AND misses > 0
    GROUP BY article_key
  UNION ALL
  SELECT 0, 'words', words, sum(count), min(day), max(day), ',' || group_concat(DISTINCT language) || ',', 0
    FROM fleet_daily_unfound_searches WHERE kiosk_id = @kioskId
    GROUP BY words`;

function prepareMerged(db: Db, sources: string) {
  const sqlite = sqliteOf(db);
  const merged = `
    WITH sources AS (${sources}
    ), grouped AS (
      SELECT max(id) AS id, kind, key AS queryKey, sum(count) AS count, min(first_seen) AS firstSeen,
             max(last_seen) AS lastSeen, group_concat(languages) AS languages, max(bits) AS languageBits
        FROM sources
        WHERE (@like IS NULL OR key LIKE @like ESCAPE '\\')
        GROUP BY kind, key
    )
    SELECT * FROM grouped
      WHERE (@from IS NULL OR lastSeen >= @from) AND (@to IS NULL OR substr(lastSeen, 1, 10) <= @to)`;
  const byCount = sqlite.prepare<MergedMissQuery, MergedMissRow & { languageBits: number }>(
    `${merged} ORDER BY count DESC, lastSeen DESC, id DESC, queryKey LIMIT @limit`,
  );
  const byLastSeen = sqlite.prepare<MergedMissQuery, MergedMissRow & { languageBits: number }>(
    `${merged} ORDER BY lastSeen DESC, id DESC, queryKey LIMIT @limit`,
  );
  const total = sqlite.prepare<Omit<MergedMissQuery, 'sort' | 'limit'>, { n: number }>(
    `SELECT count(*) AS n FROM (${merged})`,
  );
  return (query: MergedMissQuery): { rows: MergedMissRow[]; total: number } => {
    const rows = (query.sort === 'lastSeen' ? byLastSeen : byCount)
      .all(query)
      .map(({ languageBits, ...row }) => ({
        ...row,
        languages: `${row.languages}${languagesOfBits(languageBits)}`,
      }));
    const { kioskId, like, from, to } = query;
    return { rows, total: total.get({ kioskId, like, from, to })?.n ?? 0 };
  };
}

/**
 * Missed numbers and searches without results of this install (its own ids, so they can be
 * dismissed) merged with the kiosks' reported days (id 0 when only kiosks missed it).
 */
export function prepareMergedMisses(db: Db) {
  const fleet = prepareMerged(db, FLEET_SOURCES);
  const kiosk = prepareMerged(db, KIOSK_SOURCES);
  return (query: MergedMissQuery) => (query.kioskId === null ? fleet(query) : kiosk(query));
}
