import { and, asc, between, count, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { FeedbackTop, InstructionFeedback, ProblemReport } from '../../common/api/feedback';
import type { Db } from './client';
import { dailyHelpful, dailyLookups, instructions, problemReports } from './schema';

const TOP_COUNT = 5;

/**
 * Views, helpful answers and open problems per instruction and language in the days from `from` to
 * `to`; an instruction with an open problem is listed whatever the days.
 */
export function readInstructionFeedback(db: Db, from: string, to: string): InstructionFeedback[] {
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
  const views = db
    .select({
      instructionId: dailyLookups.instructionId,
      language: dailyLookups.language,
      views: sum(dailyLookups.hits).mapWith(Number),
    })
    .from(dailyLookups)
    .where(and(gt(dailyLookups.instructionId, 0), between(dailyLookups.day, from, to)))
    .groupBy(dailyLookups.instructionId, dailyLookups.language)
    .all();
  for (const view of views) rowFor(view.instructionId, view.language).views = view.views;
  const answers = db
    .select({
      instructionId: dailyHelpful.instructionId,
      language: dailyHelpful.language,
      yes: sum(dailyHelpful.yes).mapWith(Number),
      no: sum(dailyHelpful.no).mapWith(Number),
    })
    .from(dailyHelpful)
    .where(between(dailyHelpful.day, from, to))
    .groupBy(dailyHelpful.instructionId, dailyHelpful.language)
    .all();
  for (const answer of answers) Object.assign(rowFor(answer.instructionId, answer.language), answer);
  const open = db
    .select({ instructionId: problemReports.instructionId, language: problemReports.language, open: count() })
    .from(problemReports)
    .where(isNull(problemReports.doneAt))
    .groupBy(problemReports.instructionId, problemReports.language)
    .all();
  for (const entry of open) rowFor(entry.instructionId, entry.language).openProblems = entry.open;

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

/** Problem reports, open ones (`done` false) or done ones, newest first. */
export function readProblemReports(db: Db, done: boolean, limit: number): ProblemReport[] {
  return db
    .select({
      id: problemReports.id,
      day: problemReports.day,
      instructionId: problemReports.instructionId,
      instructionNumber: instructions.instructionNumber,
      title: instructions.title,
      language: problemReports.language,
      reason: problemReports.reason,
      text: problemReports.text,
      doneAt: problemReports.doneAt,
    })
    .from(problemReports)
    .leftJoin(instructions, eq(instructions.id, problemReports.instructionId))
    .where(done ? sql`${problemReports.doneAt} IS NOT NULL` : isNull(problemReports.doneAt))
    .orderBy(desc(problemReports.day), desc(problemReports.id))
    .limit(limit)
    .all();
}

/** Marks an open report done; false when there is no such open report. */
export function markProblemReportDone(db: Db, id: number, at: string): boolean {
  return (
    db
      .update(problemReports)
      .set({ doneAt: at })
      .where(and(eq(problemReports.id, id), isNull(problemReports.doneAt)))
      .run().changes > 0
  );
}

export function problemReportExists(db: Db, id: number): boolean {
  return (
    db.select({ id: problemReports.id }).from(problemReports).where(eq(problemReports.id, id)).get() !==
    undefined
  );
}

/** Article numbers not found, most missed first, in the days from `from` to `to`. */
export function readMissedNumbers(db: Db, from: string, to: string, limit: number): FeedbackTop['missed'] {
  const misses = sum(dailyLookups.misses).mapWith(Number);
  return db
    .select({ articleNumber: dailyLookups.articleKey, misses })
    .from(dailyLookups)
    .where(and(eq(dailyLookups.instructionId, 0), between(dailyLookups.day, from, to)))
    .groupBy(dailyLookups.articleKey)
    .having(gt(misses, 0))
    .orderBy(desc(misses), asc(dailyLookups.articleKey))
    .limit(limit)
    .all();
}

/** The dashboard's five instructions with most open problems and five most missed numbers. */
export function readFeedbackTop(db: Db, from: string, to: string): FeedbackTop {
  const open = count();
  const problems = db
    .select({
      instructionId: problemReports.instructionId,
      instructionNumber: instructions.instructionNumber,
      title: instructions.title,
      open,
    })
    .from(problemReports)
    .leftJoin(instructions, eq(instructions.id, problemReports.instructionId))
    .where(isNull(problemReports.doneAt))
    .groupBy(problemReports.instructionId)
    .orderBy(desc(open), asc(problemReports.instructionId))
    .limit(TOP_COUNT)
    .all();
  return { problems, missed: readMissedNumbers(db, from, to, TOP_COUNT) };
}
