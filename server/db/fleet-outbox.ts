import { asc, count, eq } from 'drizzle-orm';
import type { Db } from './client';
import { fleetOutbox } from './schema';

export type QueuedReport = typeof fleetOutbox.$inferSelect;

export const queuedReportCount = (db: Db): number =>
  db.select({ n: count() }).from(fleetOutbox).get()?.n ?? 0;

/** The queued reports, oldest first (`limit` of them when given). */
export const queuedReports = (db: Db, limit = -1): QueuedReport[] =>
  db.select().from(fleetOutbox).orderBy(asc(fleetOutbox.id)).limit(limit).all();

export function queueReports(db: Db, reports: { fromDay: string; toDay: string; counts: string }[]): void {
  if (reports.length === 0) return;
  db.transaction((tx) => {
    for (const report of reports) tx.insert(fleetOutbox).values(report).run();
  });
}

export const dropQueuedReport = (db: Db, id: number) => {
  db.delete(fleetOutbox).where(eq(fleetOutbox.id, id)).run();
};

/** Puts `merged` in place of the two oldest reports: it keeps the newer's place in the queue. */
export function replaceOldestTwo(
  db: Db,
  olderId: number,
  newerId: number,
  merged: { fromDay: string; toDay: string; counts: string },
): void {
  db.transaction((tx) => {
    tx.update(fleetOutbox).set(merged).where(eq(fleetOutbox.id, newerId)).run();
    tx.delete(fleetOutbox).where(eq(fleetOutbox.id, olderId)).run();
  });
}
