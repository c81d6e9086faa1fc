import { and, between, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { dailyHelpful, dailyLookups, dailyUnfoundSearches, problemReports } from './schema';

/** The install's counters of the days `from`..`to`, summed over the days (what a kiosk reports). */
export function readDayCounts(db: Db, from: string, to: string) {
  const lookups = db
    .select({
      articleKey: dailyLookups.articleKey,
      instructionId: dailyLookups.instructionId,
      language: dailyLookups.language,
      hits: sql<number>`sum(${dailyLookups.hits})`,
      misses: sql<number>`sum(${dailyLookups.misses})`,
    })
    .from(dailyLookups)
    .where(between(dailyLookups.day, from, to))
    .groupBy(dailyLookups.articleKey, dailyLookups.instructionId, dailyLookups.language)
    .all();
  const unfoundSearches = db
    .select({
      words: dailyUnfoundSearches.words,
      language: dailyUnfoundSearches.language,
      count: sql<number>`sum(${dailyUnfoundSearches.count})`,
    })
    .from(dailyUnfoundSearches)
    .where(between(dailyUnfoundSearches.day, from, to))
    .groupBy(dailyUnfoundSearches.words, dailyUnfoundSearches.language)
    .all();
  const helpful = db
    .select({
      instructionId: dailyHelpful.instructionId,
      language: dailyHelpful.language,
      yes: sql<number>`sum(${dailyHelpful.yes})`,
      no: sql<number>`sum(${dailyHelpful.no})`,
    })
    .from(dailyHelpful)
    .where(between(dailyHelpful.day, from, to))
    .groupBy(dailyHelpful.instructionId, dailyHelpful.language)
    .all();
  const problems = db
    .select({
      instructionId: problemReports.instructionId,
      language: problemReports.language,
      reason: problemReports.reason,
      text: problemReports.text,
    })
    .from(problemReports)
    .where(between(problemReports.day, from, to))
    .all();
  return { lookups, unfoundSearches, helpful, problems };
}

/** Days with counters after `after` and before `before`, oldest first. */
export function countedDays(db: Db, after: string, before: string): string[] {
  const days = new Set<string>();
  for (const table of [dailyLookups, dailyUnfoundSearches, dailyHelpful, problemReports])
    for (const row of db
      .selectDistinct({ day: table.day })
      .from(table)
      .where(and(gt(table.day, after), lt(table.day, before)))
      .all())
      days.add(row.day);
  return [...days].sort();
}
