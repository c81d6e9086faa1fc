import { and, asc, between, count, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { MAX_DAILY_REPORT_ROWS, type DailyReport } from '../../common/api/feedback';
import type { Db } from './client';
import { pruneFleetRows } from './raw/fleet-prune';
import { dailyHelpful, dailyLookups, dailyUnfoundSearches, instructions, problemReports } from './schema';

/**
 * Forgets daily counters of days before `beforeDay`, and done problem reports sent before it, of
 * this install and of the kiosks that report to it (raw/fleet-prune.ts).
 */
export function pruneDailyCounters(db: Db, beforeDay: string): void {
  pruneFleetRows(db, beforeDay);
  db.transaction((tx) => {
    tx.delete(dailyLookups).where(lt(dailyLookups.day, beforeDay)).run();
    tx.delete(dailyUnfoundSearches).where(lt(dailyUnfoundSearches.day, beforeDay)).run();
    tx.delete(dailyHelpful).where(lt(dailyHelpful.day, beforeDay)).run();
    tx.delete(problemReports)
      .where(and(lt(problemReports.day, beforeDay), isNotNull(problemReports.doneAt)))
      .run();
  });
}

/** Whether visitors can see this instruction: feedback on a draft or a deleted one is refused. */
export function preparePublishedCheck(db: Db): (instructionId: number) => boolean {
  const statement = db
    .select({ id: instructions.id })
    .from(instructions)
    .where(and(eq(instructions.id, sql.placeholder('id')), eq(instructions.published, true)))
    .prepare();
  return (instructionId) => statement.get({ id: instructionId }) !== undefined;
}

/** The daily counters of the days from `from` to `to` (inclusive), each list in day order. */
export function readDailyReport(db: Db, from: string, to: string): DailyReport {
  const limit = MAX_DAILY_REPORT_ROWS + 1;
  const lookups = db
    .select({
      day: dailyLookups.day,
      articleNumber: dailyLookups.articleKey,
      instructionId: dailyLookups.instructionId,
      instructionNumber: instructions.instructionNumber,
      language: dailyLookups.language,
      hits: dailyLookups.hits,
      misses: dailyLookups.misses,
    })
    .from(dailyLookups)
    .leftJoin(instructions, eq(instructions.id, dailyLookups.instructionId))
    .where(between(dailyLookups.day, from, to))
    .orderBy(asc(dailyLookups.day), desc(dailyLookups.hits), desc(dailyLookups.misses))
    .limit(limit)
    .all();
  const unfoundSearches = db
    .select({
      day: dailyUnfoundSearches.day,
      words: dailyUnfoundSearches.words,
      language: dailyUnfoundSearches.language,
      count: dailyUnfoundSearches.count,
    })
    .from(dailyUnfoundSearches)
    .where(between(dailyUnfoundSearches.day, from, to))
    .orderBy(asc(dailyUnfoundSearches.day), desc(dailyUnfoundSearches.count))
    .limit(limit)
    .all();
  const helpful = db
    .select({
      day: dailyHelpful.day,
      instructionId: dailyHelpful.instructionId,
      instructionNumber: instructions.instructionNumber,
      language: dailyHelpful.language,
      yes: dailyHelpful.yes,
      no: dailyHelpful.no,
    })
    .from(dailyHelpful)
    .leftJoin(instructions, eq(instructions.id, dailyHelpful.instructionId))
    .where(between(dailyHelpful.day, from, to))
    .orderBy(asc(dailyHelpful.day), asc(dailyHelpful.instructionId), asc(dailyHelpful.language))
    .limit(limit)
    .all();
  const reports =
    db
      .select({ n: count() })
      .from(problemReports)
      .where(between(problemReports.day, from, to))
      .get()?.n ?? 0;
  const truncated = [lookups, unfoundSearches, helpful].some((rows) => rows.length > MAX_DAILY_REPORT_ROWS);
  return {
    from,
    to,
    lookups: lookups.slice(0, MAX_DAILY_REPORT_ROWS).map((row) => ({
      ...row,
      instructionId: row.instructionId === 0 ? null : row.instructionId,
      instructionNumber: row.instructionId === 0 ? null : row.instructionNumber,
    })),
    unfoundSearches: unfoundSearches.slice(0, MAX_DAILY_REPORT_ROWS),
    helpful: helpful.slice(0, MAX_DAILY_REPORT_ROWS),
    problemReports: reports,
    truncated,
  };
}
