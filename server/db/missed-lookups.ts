import { and, count, desc, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  MAX_MISSED_LOOKUP_ROWS,
  type MissedLookup,
  type MissedLookupKind,
  type MissedLookupList,
  type MissedLookupSort,
} from '../../common/api/missed-lookups';
import { isLanguage, type Language } from '../../common/languages';
import type { MissedLookupLimits } from '../config/server-config';
import type { Db } from './client';
import { prepareMergedMisses, type MergedMissRow } from './raw/fleet-missed-lookups';
import { prepareMissedLookupCounter } from './raw/missed-lookup-counter';
import { missedLookups } from './schema';

export interface MissedLookupQuery {
  text: string;
  /** Inclusive ISO day bounds on the last time seen. */
  from?: string;
  to?: string;
  sort: MissedLookupSort;
  /** 'local' (when left out): this install's table; 'all': merged with every kiosk's reports; or one kiosk's id. */
  source?: 'all' | 'local' | number;
}

export interface MissedLookups {
  /** Counts one miss of an already normalised text. */
  count(kind: MissedLookupKind, text: string, language: Language | undefined): void;
  list(query: MissedLookupQuery, limit?: number): MissedLookupList;
  dismiss(id: number): boolean;
  /** Drops entries past the age limit, then the least recent beyond the entry limit. */
  prune(now?: Date): void;
}

// Pruning deletes in bulk, so it runs once per this many new misses rather than on each.
const PRUNE_EVERY = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const toEntry = (row: typeof missedLookups.$inferSelect | MergedMissRow): MissedLookup => ({
  id: row.id,
  kind: row.kind,
  text: row.queryKey,
  count: row.count,
  firstSeen: row.firstSeen,
  lastSeen: row.lastSeen,
  languages: [...new Set(row.languages.split(',').filter(isLanguage))],
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(query: MissedLookupQuery): SQL | undefined {
  return and(
    query.text === ''
      ? undefined
      : sql`${missedLookups.queryKey} LIKE ${likePattern(query.text)} ESCAPE '\\'`,
    query.from === undefined ? undefined : gte(missedLookups.lastSeen, query.from),
    query.to === undefined ? undefined : sql`substr(${missedLookups.lastSeen}, 1, 10) <= ${query.to}`,
  );
}

/** Counting is raw/missed-lookup-counter.ts (the public 404 path); the admin side reads and prunes here. */
export function prepareMissedLookups(db: Db, limits: MissedLookupLimits): MissedLookups {
  const countMiss = prepareMissedLookupCounter(db);
  const mergedMisses = prepareMergedMisses(db);
  const prune = (now: Date) =>
    db.transaction((tx) => {
      tx.delete(missedLookups)
        .where(lt(missedLookups.lastSeen, new Date(now.getTime() - limits.maxAgeDays * DAY_MS).toISOString()))
        .run();
      const newest = tx
        .select({ id: missedLookups.id })
        .from(missedLookups)
        .orderBy(desc(missedLookups.lastSeen), desc(missedLookups.id))
        .limit(limits.maxEntries);
      tx.delete(missedLookups).where(notInArray(missedLookups.id, newest)).run();
    });

  let sincePrune = 0;
  const missed: MissedLookups = {
    count(kind, text, language) {
      if (!countMiss(kind, text, language)) return;
      sincePrune += 1;
      if (sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        prune(new Date());
      }
    },
    list(query, limit = MAX_MISSED_LOOKUP_ROWS) {
      if (query.source !== undefined && query.source !== 'local') {
        const { rows, total } = mergedMisses({
          kioskId: query.source === 'all' ? null : query.source,
          like: query.text === '' ? null : likePattern(query.text),
          from: query.from ?? null,
          to: query.to ?? null,
          sort: query.sort,
          limit,
        });
        return { total, entries: rows.map(toEntry) };
      }
      const where = filtered(query);
      const order =
        query.sort === 'lastSeen'
          ? [desc(missedLookups.lastSeen), desc(missedLookups.id)]
          : [desc(missedLookups.count), desc(missedLookups.lastSeen), desc(missedLookups.id)];
      const rows = db
        .select()
        .from(missedLookups)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .all();
      const total = db.select({ n: count() }).from(missedLookups).where(where).get()?.n ?? 0;
      return { total, entries: rows.map(toEntry) };
    },
    dismiss: (id) => db.delete(missedLookups).where(eq(missedLookups.id, id)).run().changes > 0,
    prune: (now = new Date()) => prune(now),
  };
  missed.prune();
  return missed;
}
