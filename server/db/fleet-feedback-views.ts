import { and, asc, between, desc, eq, gt, sql, sum } from 'drizzle-orm';
import type { ProblemReport } from '../../common/api/feedback';
import type { Db } from './client';
import {
  countInstructionFeedback,
  countMissedNumbers,
  countOpenProblems,
  markProblemReportDoneIn,
  newestProblemReportsFirst,
  problemReportColumns,
  problemReportExistsIn,
  problemReportsDone,
  type CountedInstruction,
} from './feedback-rows';
import {
  fleetDailyHelpful,
  fleetDailyLookups,
  fleetInstructionDays,
  fleetKiosks,
  fleetMissedDays,
  fleetProblemReports,
  instructions,
} from './schema';

/**
 * What the kiosks' reports told of their visitors' feedback, for the hub's feedback room: `kioskId`
 * null reads the whole fleet from its daily sums, a kiosk's id that kiosk's own reported days.
 */

export function readFleetInstructionCounts(
  db: Db,
  from: string,
  to: string,
  kioskId: number | null,
): CountedInstruction[] {
  if (kioskId === null)
    return db
      .select({
        instructionId: fleetInstructionDays.instructionId,
        language: fleetInstructionDays.language,
        views: sum(fleetInstructionDays.views).mapWith(Number),
        yes: sum(fleetInstructionDays.yes).mapWith(Number),
        no: sum(fleetInstructionDays.no).mapWith(Number),
      })
      .from(fleetInstructionDays)
      .where(between(fleetInstructionDays.day, from, to))
      .groupBy(fleetInstructionDays.instructionId, fleetInstructionDays.language)
      .all();
  return countInstructionFeedback(db, { lookups: fleetDailyLookups, helpful: fleetDailyHelpful }, from, to, {
    lookups: eq(fleetDailyLookups.kioskId, kioskId),
    helpful: eq(fleetDailyHelpful.kioskId, kioskId),
  });
}

const ofKiosk = (kioskId: number | null) =>
  kioskId === null ? undefined : eq(fleetProblemReports.kioskId, kioskId);

/** Open problem reports per instruction and language. */
export const readFleetOpenProblemCounts = (db: Db, kioskId: number | null) =>
  countOpenProblems(db, fleetProblemReports, ofKiosk(kioskId));

/** The kiosks' problem reports, open ones or done ones, newest first, with the kiosk's name. */
export function readFleetProblemReports(
  db: Db,
  done: boolean,
  limit: number,
  kioskId: number | null,
): ProblemReport[] {
  return db
    .select({
      ...problemReportColumns(fleetProblemReports),
      kioskId: fleetProblemReports.kioskId,
      kioskName: sql<string>`coalesce(${fleetKiosks.hubName}, ${fleetKiosks.reportedName})`,
    })
    .from(fleetProblemReports)
    .leftJoin(instructions, eq(instructions.id, fleetProblemReports.instructionId))
    .leftJoin(fleetKiosks, eq(fleetKiosks.id, fleetProblemReports.kioskId))
    .where(and(problemReportsDone(fleetProblemReports, done), ofKiosk(kioskId)))
    .orderBy(...newestProblemReportsFirst(fleetProblemReports))
    .limit(limit)
    .all();
}

/** Marks a kiosk's open report done; false when there is no such open report. */
export const markFleetProblemReportDone = (db: Db, id: number, at: string) =>
  markProblemReportDoneIn(db, fleetProblemReports, id, at);

export const fleetProblemReportExists = (db: Db, id: number) =>
  problemReportExistsIn(db, fleetProblemReports, id);

/** Article numbers the kiosks did not find in the days from `from` to `to`, most missed first. */
export function readFleetMissedNumbers(
  db: Db,
  from: string,
  to: string,
  kioskId: number | null,
): { articleNumber: string; misses: number }[] {
  if (kioskId === null) {
    const misses = sum(fleetMissedDays.count).mapWith(Number);
    return db
      .select({ articleNumber: fleetMissedDays.key, misses })
      .from(fleetMissedDays)
      .where(and(eq(fleetMissedDays.kind, 'number'), between(fleetMissedDays.day, from, to)))
      .groupBy(fleetMissedDays.key)
      .having(gt(misses, 0))
      .orderBy(desc(misses), asc(fleetMissedDays.key))
      .all();
  }
  return countMissedNumbers(db, fleetDailyLookups, from, to, eq(fleetDailyLookups.kioskId, kioskId));
}
