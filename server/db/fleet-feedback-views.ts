import { and, asc, between, count, desc, eq, gt, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { ProblemReport } from '../../common/api/feedback';
import type { Db } from './client';
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

export interface CountedInstruction {
  instructionId: number;
  language: string;
  views: number;
  yes: number;
  no: number;
}

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
  const views = db
    .select({
      instructionId: fleetDailyLookups.instructionId,
      language: fleetDailyLookups.language,
      views: sum(fleetDailyLookups.hits).mapWith(Number),
      yes: sql<number>`0`,
      no: sql<number>`0`,
    })
    .from(fleetDailyLookups)
    .where(
      and(
        eq(fleetDailyLookups.kioskId, kioskId),
        between(fleetDailyLookups.day, from, to),
        gt(fleetDailyLookups.instructionId, 0),
      ),
    )
    .groupBy(fleetDailyLookups.instructionId, fleetDailyLookups.language)
    .all();
  const answers = db
    .select({
      instructionId: fleetDailyHelpful.instructionId,
      language: fleetDailyHelpful.language,
      views: sql<number>`0`,
      yes: sum(fleetDailyHelpful.yes).mapWith(Number),
      no: sum(fleetDailyHelpful.no).mapWith(Number),
    })
    .from(fleetDailyHelpful)
    .where(and(eq(fleetDailyHelpful.kioskId, kioskId), between(fleetDailyHelpful.day, from, to)))
    .groupBy(fleetDailyHelpful.instructionId, fleetDailyHelpful.language)
    .all();
  return [...views, ...answers];
}

const ofKiosk = (kioskId: number | null) =>
  kioskId === null ? undefined : eq(fleetProblemReports.kioskId, kioskId);

/** Open problem reports per instruction and language. */
export function readFleetOpenProblemCounts(
  db: Db,
  kioskId: number | null,
): { instructionId: number; language: string; open: number }[] {
  return db
    .select({
      instructionId: fleetProblemReports.instructionId,
      language: fleetProblemReports.language,
      open: count(),
    })
    .from(fleetProblemReports)
    .where(and(isNull(fleetProblemReports.doneAt), ofKiosk(kioskId)))
    .groupBy(fleetProblemReports.instructionId, fleetProblemReports.language)
    .all();
}

/** The kiosks' problem reports, open ones or done ones, newest first, with the kiosk's name. */
export function readFleetProblemReports(
  db: Db,
  done: boolean,
  limit: number,
  kioskId: number | null,
): ProblemReport[] {
  return db
    .select({
      id: fleetProblemReports.id,
      day: fleetProblemReports.day,
      instructionId: fleetProblemReports.instructionId,
      instructionNumber: instructions.instructionNumber,
      title: instructions.title,
      language: fleetProblemReports.language,
      reason: fleetProblemReports.reason,
      text: fleetProblemReports.text,
      doneAt: fleetProblemReports.doneAt,
      kioskId: fleetProblemReports.kioskId,
      kioskName: sql<string>`coalesce(${fleetKiosks.hubName}, ${fleetKiosks.reportedName})`,
    })
    .from(fleetProblemReports)
    .leftJoin(instructions, eq(instructions.id, fleetProblemReports.instructionId))
    .leftJoin(fleetKiosks, eq(fleetKiosks.id, fleetProblemReports.kioskId))
    .where(
      and(
        done ? isNotNull(fleetProblemReports.doneAt) : isNull(fleetProblemReports.doneAt),
        ofKiosk(kioskId),
      ),
    )
    .orderBy(desc(fleetProblemReports.day), desc(fleetProblemReports.id))
    .limit(limit)
    .all();
}

/** Marks a kiosk's open report done; false when there is no such open report. */
export function markFleetProblemReportDone(db: Db, id: number, at: string): boolean {
  return (
    db
      .update(fleetProblemReports)
      .set({ doneAt: at })
      .where(and(eq(fleetProblemReports.id, id), isNull(fleetProblemReports.doneAt)))
      .run().changes > 0
  );
}

export function fleetProblemReportExists(db: Db, id: number): boolean {
  return (
    db
      .select({ id: fleetProblemReports.id })
      .from(fleetProblemReports)
      .where(eq(fleetProblemReports.id, id))
      .get() !== undefined
  );
}

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
  const misses = sum(fleetDailyLookups.misses).mapWith(Number);
  return db
    .select({ articleNumber: fleetDailyLookups.articleKey, misses })
    .from(fleetDailyLookups)
    .where(
      and(
        eq(fleetDailyLookups.kioskId, kioskId),
        between(fleetDailyLookups.day, from, to),
        eq(fleetDailyLookups.instructionId, 0),
      ),
    )
    .groupBy(fleetDailyLookups.articleKey)
    .having(gt(misses, 0))
    .orderBy(desc(misses), asc(fleetDailyLookups.articleKey))
    .all();
}
