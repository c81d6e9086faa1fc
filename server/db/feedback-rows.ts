import { and, asc, between, count, desc, eq, gt, isNotNull, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import type {
  dailyHelpful,
  dailyLookups,
  fleetDailyHelpful,
  fleetDailyLookups,
  fleetProblemReports,
  problemReports,
} from './schema';
import { instructions } from './schema';

/**
 * A visitor's feedback is kept in two alike sets of tables: this install's own and, on a hub, the
 * kiosks' reported ones (the same columns and a kiosk id). Each row shape is read here once, from
 * either set; `only` narrows the rows (to one kiosk), undefined reads them all.
 */

type LookupDays = typeof dailyLookups | typeof fleetDailyLookups;
type HelpfulDays = typeof dailyHelpful | typeof fleetDailyHelpful;
export type ProblemTable = typeof problemReports | typeof fleetProblemReports;

export interface CountedInstruction {
  instructionId: number;
  language: string;
  views: number;
  yes: number;
  no: number;
}

/** Views (article lookups that found an instruction) and helpful answers per instruction and language. */
export function countInstructionFeedback(
  db: Db,
  tables: { lookups: LookupDays; helpful: HelpfulDays },
  from: string,
  to: string,
  only: { lookups?: SQL; helpful?: SQL } = {},
): CountedInstruction[] {
  const { lookups, helpful } = tables;
  const views = db
    .select({
      instructionId: lookups.instructionId,
      language: lookups.language,
      views: sum(lookups.hits).mapWith(Number),
      yes: sql<number>`0`,
      no: sql<number>`0`,
    })
    .from(lookups)
    .where(and(only.lookups, between(lookups.day, from, to), gt(lookups.instructionId, 0)))
    .groupBy(lookups.instructionId, lookups.language)
    .all();
  const answers = db
    .select({
      instructionId: helpful.instructionId,
      language: helpful.language,
      views: sql<number>`0`,
      yes: sum(helpful.yes).mapWith(Number),
      no: sum(helpful.no).mapWith(Number),
    })
    .from(helpful)
    .where(and(only.helpful, between(helpful.day, from, to)))
    .groupBy(helpful.instructionId, helpful.language)
    .all();
  return [...views, ...answers];
}

/** Article numbers looked up and not found, most missed first. */
export function countMissedNumbers(
  db: Db,
  lookups: LookupDays,
  from: string,
  to: string,
  only?: SQL,
): { articleNumber: string; misses: number }[] {
  const misses = sum(lookups.misses).mapWith(Number);
  return db
    .select({ articleNumber: lookups.articleKey, misses })
    .from(lookups)
    .where(and(only, between(lookups.day, from, to), eq(lookups.instructionId, 0)))
    .groupBy(lookups.articleKey)
    .having(gt(misses, 0))
    .orderBy(desc(misses), asc(lookups.articleKey))
    .all();
}

/** Open problem reports per instruction and language. */
export function countOpenProblems(
  db: Db,
  problems: ProblemTable,
  only?: SQL,
): { instructionId: number; language: string; open: number }[] {
  return db
    .select({ instructionId: problems.instructionId, language: problems.language, open: count() })
    .from(problems)
    .where(and(isNull(problems.doneAt), only))
    .groupBy(problems.instructionId, problems.language)
    .all();
}

/** A problem report's columns as the admin lists it, but for the kiosk that sent it. */
export const problemReportColumns = (problems: ProblemTable) => ({
  id: problems.id,
  day: problems.day,
  instructionId: problems.instructionId,
  instructionNumber: instructions.instructionNumber,
  title: instructions.title,
  language: problems.language,
  reason: problems.reason,
  text: problems.text,
  doneAt: problems.doneAt,
});

/** Open reports or done ones. */
export const problemReportsDone = (problems: ProblemTable, done: boolean) =>
  done ? isNotNull(problems.doneAt) : isNull(problems.doneAt);

/** Newest first. */
export const newestProblemReportsFirst = (problems: ProblemTable) => [desc(problems.day), desc(problems.id)];

/** Marks an open report done; false when there is no such open report. */
export function markProblemReportDoneIn(db: Db, problems: ProblemTable, id: number, at: string): boolean {
  return (
    db
      .update(problems)
      .set({ doneAt: at })
      .where(and(eq(problems.id, id), isNull(problems.doneAt)))
      .run().changes > 0
  );
}

export function problemReportExistsIn(db: Db, problems: ProblemTable, id: number): boolean {
  return db.select({ id: problems.id }).from(problems).where(eq(problems.id, id)).get() !== undefined;
}
