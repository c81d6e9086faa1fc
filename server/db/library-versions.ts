import { and, count, desc, eq, gt, notInArray } from 'drizzle-orm';
import { knownMigrationCount, type Db } from './client';
import { activities, libraryVersions } from './schema';

export type LibraryVersionRecord = typeof libraryVersions.$inferInsert;

/** The schema version this app serves in its bundles: how many migrations it ships. */
export const appSchemaVersion = (): number => knownMigrationCount();

export function latestLibraryVersion(db: Db): typeof libraryVersions.$inferSelect | undefined {
  return db.select().from(libraryVersions).orderBy(desc(libraryVersions.version)).limit(1).get();
}

/** A version's publish time, to count the edits since (a rollback counts from the version it repeats). */
export function libraryVersionCreated(db: Db, version: number): string | undefined {
  return db
    .select({ created: libraryVersions.created })
    .from(libraryVersions)
    .where(eq(libraryVersions.version, version))
    .get()?.created;
}

export function recordLibraryVersion(db: Db, record: LibraryVersionRecord): void {
  db.insert(libraryVersions).values(record).run();
}

/** Logged content changes after an ISO time (the activity log is written on the same clock). */
export const contentChangesSince = (db: Db, since: string): number =>
  db
    .select({ n: count() })
    .from(activities)
    .where(and(gt(activities.createdAt, since), notInArray(activities.action, ['login', 'logout'])))
    .get()?.n ?? 0;
