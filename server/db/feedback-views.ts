import { eq, inArray, sql } from 'drizzle-orm';
import type {
  FeedbackSource,
  FeedbackTop,
  InstructionFeedback,
  ProblemReport,
} from '../../common/api/feedback';
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
} from './feedback-rows';
import {
  readFleetInstructionCounts,
  readFleetMissedNumbers,
  readFleetOpenProblemCounts,
  readFleetProblemReports,
} from './fleet-feedback-views';
import { dailyHelpful, dailyLookups, instructions, problemReports } from './schema';

const TOP_COUNT = 5;

/** Whether `source` takes in this install's own feedback, and which kiosks' (undefined: none). */
function sourcesOf(source: FeedbackSource): { local: boolean; kioskId: number | null | undefined } {
  if (source === 'local') return { local: true, kioskId: undefined };
  if (source === null) return { local: true, kioskId: null };
  return { local: false, kioskId: source };
}

const readLocalOpenProblemCounts = (db: Db) => countOpenProblems(db, problemReports);

/**
 * Views, helpful answers and open problems per instruction and language in the days from `from` to
 * `to`, of this install and the kiosks `source` names; an instruction with an open problem is
 * listed whatever the days.
 */
export function readInstructionFeedback(
  db: Db,
  from: string,
  to: string,
  source: FeedbackSource,
): InstructionFeedback[] {
  const { local, kioskId } = sourcesOf(source);
  const rows = new Map<string, InstructionFeedback>();
  const rowFor = (instructionId: number, language: string) => {
    const key = `${instructionId}\u0000${language}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        instructionId,
        instructionNumber: '',
        title: '',
        language,
        views: 0,
        yes: 0,
        no: 0,
        helpfulPercent: null,
        openProblems: 0,
      };
      rows.set(key, row);
    }
    return row;
  };
  const localCounts = local
    ? countInstructionFeedback(db, { lookups: dailyLookups, helpful: dailyHelpful }, from, to)
    : [];
  const fleetCounts = kioskId === undefined ? [] : readFleetInstructionCounts(db, from, to, kioskId);
  for (const counted of [...localCounts, ...fleetCounts]) {
    const row = rowFor(counted.instructionId, counted.language);
    row.views += counted.views;
    row.yes += counted.yes;
    row.no += counted.no;
  }
  const localOpen = local ? readLocalOpenProblemCounts(db) : [];
  const fleetOpen = kioskId === undefined ? [] : readFleetOpenProblemCounts(db, kioskId);
  for (const entry of [...localOpen, ...fleetOpen])
    rowFor(entry.instructionId, entry.language).openProblems += entry.open;

  const named = new Map(
    db
      .select({ id: instructions.id, number: instructions.instructionNumber, title: instructions.title })
      .from(instructions)
      .all()
      .map((row) => [row.id, row]),
  );
  return [...rows.values()]
    .flatMap((row) => {
      const instruction = named.get(row.instructionId);
      if (!instruction) return [];
      const answered = row.yes + row.no;
      return [
        {
          ...row,
          instructionNumber: instruction.number,
          title: instruction.title,
          helpfulPercent: answered === 0 ? null : Math.round((row.yes / answered) * 100),
        },
      ];
    })
    .sort(
      (a, b) =>
        b.openProblems - a.openProblems ||
        b.views - a.views ||
        a.instructionNumber.localeCompare(b.instructionNumber) ||
        a.language.localeCompare(b.language),
    );
}

/** Problem reports of this install and the kiosks `source` names, open ones or done ones, newest first. */
export function readProblemReports(
  db: Db,
  done: boolean,
  limit: number,
  source: FeedbackSource,
): ProblemReport[] {
  const { local, kioskId } = sourcesOf(source);
  const own: ProblemReport[] = local
    ? db
        .select({
          ...problemReportColumns(problemReports),
          kioskId: sql<null>`NULL`,
          kioskName: sql<null>`NULL`,
        })
        .from(problemReports)
        .leftJoin(instructions, eq(instructions.id, problemReports.instructionId))
        .where(problemReportsDone(problemReports, done))
        .orderBy(...newestProblemReportsFirst(problemReports))
        .limit(limit)
        .all()
    : [];
  const kiosks = kioskId === undefined ? [] : readFleetProblemReports(db, done, limit, kioskId);
  return [...own, ...kiosks].sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id).slice(0, limit);
}

/** Marks an open report done; false when there is no such open report. */
export const markProblemReportDone = (db: Db, id: number, at: string) =>
  markProblemReportDoneIn(db, problemReports, id, at);

export const problemReportExists = (db: Db, id: number) => problemReportExistsIn(db, problemReports, id);

/** Article numbers not found, most missed first, in the days from `from` to `to`, of `source`. */
export function readMissedNumbers(
  db: Db,
  from: string,
  to: string,
  limit: number,
  source: FeedbackSource,
): FeedbackTop['missed'] {
  const { local, kioskId } = sourcesOf(source);
  const own = local ? countMissedNumbers(db, dailyLookups, from, to) : [];
  const kiosks = kioskId === undefined ? [] : readFleetMissedNumbers(db, from, to, kioskId);
  const summed = new Map<string, number>();
  for (const entry of [...own, ...kiosks])
    summed.set(entry.articleNumber, (summed.get(entry.articleNumber) ?? 0) + entry.misses);
  return [...summed]
    .map(([articleNumber, count]) => ({ articleNumber, misses: count }))
    .sort((a, b) => b.misses - a.misses || a.articleNumber.localeCompare(b.articleNumber))
    .slice(0, limit);
}

/**
 * The dashboard's five instructions with most open problems and five most missed numbers, of this
 * install and every kiosk that reports to it.
 */
export function readFeedbackTop(db: Db, from: string, to: string): FeedbackTop {
  const open = new Map<number, number>();
  for (const entry of [...readLocalOpenProblemCounts(db), ...readFleetOpenProblemCounts(db, null)])
    open.set(entry.instructionId, (open.get(entry.instructionId) ?? 0) + entry.open);
  const most = [...open].sort(([idA, a], [idB, b]) => b - a || idA - idB).slice(0, TOP_COUNT);
  const named = new Map(
    db
      .select({ id: instructions.id, number: instructions.instructionNumber, title: instructions.title })
      .from(instructions)
      .where(
        inArray(
          instructions.id,
          most.map(([id]) => id),
        ),
      )
      .all()
      .map((row) => [row.id, row]),
  );
  const problems = most.map(([instructionId, count]) => ({
    instructionId,
    instructionNumber: named.get(instructionId)?.number ?? null,
    title: named.get(instructionId)?.title ?? null,
    open: count,
  }));
  return { problems, missed: readMissedNumbers(db, from, to, TOP_COUNT, null) };
}
