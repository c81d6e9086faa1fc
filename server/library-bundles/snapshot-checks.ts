import { statSync } from 'node:fs';
import type { Db } from '../db/client';
import { currentContentCounts } from '../db/raw/library-content';
import {
  inspectSnapshotFile,
  isSqliteError,
  schemaObjectsOf,
  type SchemaObject,
} from '../db/raw/snapshot-inspection';
import { HttpError, storageFailure } from '../errors';
import { diskFull, isDiskFull } from './disk-full';
import type { BundleManifest } from './manifest';

/**
 * A migrated snapshot may be this much larger than the size its manifest declares (migrations add
 * columns and indexes); anything past it is refused before it is served.
 */
const GROWTH_FACTOR = 2;
const GROWTH_ALLOWANCE_BYTES = 64 * 1024 * 1024;

const refused = (message: string) =>
  new HttpError(400, `The library snapshot was refused: ${message}`, 'LIBRARY_SNAPSHOT_REFUSED');

const damaged = (message: string) =>
  new HttpError(400, `The bundle is damaged: ${message}`, 'LIBRARY_BUNDLE_DAMAGED');

const byKey = (objects: SchemaObject[]): Map<string, SchemaObject> =>
  new Map(objects.map((object) => [`${object.type} ${object.name}`, object]));

/**
 * A signed snapshot's SQLite failure (not a database, corrupt pages, missing tables) as a refusal
 * of the bundle; a failure of our own storage stays a storage failure (a full disk in the words of
 * the status panel).
 */
export function asSnapshotProblem(error: unknown): unknown {
  if (isDiskFull(error)) return diskFull('there is no room to prepare the new library beside the old one');
  if (storageFailure(error)) return error;
  if (isSqliteError(error) && error instanceof Error)
    return damaged(`its library snapshot is not a readable library (${error.message})`);
  return error;
}

/**
 * Before anything runs on the staged snapshot (the migrations would fire its triggers): it is a
 * whole SQLite file, and it holds only tables, indexes, views and triggers this app's schema has,
 * views and triggers word for word. A foreign view or trigger, a table of another name, or a table
 * replaced by a view is refused, whatever the signature says.
 */
export function checkSnapshotBeforeMigration(stagedFile: string, served: Db, sameSchema: boolean): void {
  const known = byKey(schemaObjectsOf(served));
  const { pages, schema } = inspectSnapshotFile(stagedFile);
  if (pages !== 'ok') throw damaged(`its library snapshot has damaged pages (${pages})`);
  for (const [key, object] of byKey(schema)) {
    const ours = known.get(key);
    if (!ours)
      throw refused(`it holds the ${object.type} "${object.name}", which is not part of the library`);
    const runsCode = object.type === 'trigger' || object.type === 'view';
    if ((runsCode || sameSchema) && ours.sql !== object.sql)
      throw refused(`its ${object.type} "${object.name}" differs from this app's`);
  }
}

/**
 * After migration: exactly this app's schema, the row counts its manifest declares for each table,
 * and no larger than its declared size allows.
 */
export function checkSnapshotAfterMigration(
  stagedFile: string,
  staged: Db,
  served: Db,
  manifest: BundleManifest,
): void {
  const known = byKey(schemaObjectsOf(served));
  const found = byKey(schemaObjectsOf(staged));
  for (const [key, object] of known)
    if (found.get(key)?.sql !== object.sql)
      throw refused(`its ${object.type} "${object.name}" is missing or differs from this app's`);
  for (const [key, object] of found)
    if (!known.has(key))
      throw refused(`it holds the ${object.type} "${object.name}", which is not part of the library`);
  const counts: Record<string, number> = currentContentCounts(staged);
  for (const [table, declared] of Object.entries(manifest.counts)) {
    const actual = counts[table];
    if (actual !== undefined && actual !== declared)
      throw refused(`its table "${table}" has ${actual} rows, its signed manifest declares ${declared}`);
  }
  const size = statSync(stagedFile).size;
  const cap = manifest.snapshot.size * GROWTH_FACTOR + GROWTH_ALLOWANCE_BYTES;
  if (size > cap)
    throw refused(
      `it grew to ${size} bytes, more than this app allows for the ${manifest.snapshot.size} bytes its manifest declares`,
    );
}
