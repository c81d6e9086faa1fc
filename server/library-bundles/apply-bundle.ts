import { copyFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, openDatabase, type Db } from '../db/client';
import { appSchemaVersion, latestLibraryVersion } from '../db/library-versions';
import { replaceContent, snapshotSchemaVersion, type ContentCounts } from '../db/raw/library-content';
import { HttpError } from '../errors';
import { appliedVersionRecord } from './applied-version';
import { NO_JOB_HOOKS, type JobHooks } from '../workers/job-hooks';
import { bundlePaths } from './bundle-paths';
import { diskFull, isDiskFull } from './disk-full';
import { digestFileRange } from './file-digest';
import type { BundleManifest } from './manifest';
import type { MinisignPublicKey } from './minisign';
import { pruneBundles } from './bundle-retention';
import {
  asSnapshotProblem,
  checkSnapshotAfterMigration,
  checkSnapshotBeforeMigration,
} from './snapshot-checks';
import { checkApplicable, readSignedBundle } from './verify-bundle';
import { checkSnapshotDocuments, placeBundleDocuments } from './bundle-documents';
import { allDocumentFiles } from '../db/instruction-documents';
import { pruneDocumentFiles } from '../services/documents/document-files';
import { applyDelta } from './apply-delta';

export interface AppliedBundle {
  manifest: BundleManifest;
  counts: ContentCounts;
}

/**
 * Verifies a bundle file against the trusted key and applies it: the snapshot is copied beside the
 * library (hashed on the way), migrated to this app's schema, then swapped in with one transaction.
 * Any failure before the commit leaves the served library exactly as it was, and so does a cancel
 * (through `hooks`), which is heeded until the swap begins. A file signed with `previousKey` (the key
 * trusted before the hub's announced move) is refused as published before the move.
 */
export function applyBundle(
  db: Db,
  dataDir: string,
  bundleFile: string,
  publicKey: MinisignPublicKey,
  keep: 'copy' | 'move',
  hooks: JobHooks = NO_JOB_HOOKS,
  previousKey?: MinisignPublicKey,
): AppliedBundle {
  hooks.progress('verifying', 0, 0);
  const { manifest, content, entries } = readSignedBundle(bundleFile, publicKey, previousKey);
  checkApplicable(manifest, latestLibraryVersion(db)?.version ?? 0, appSchemaVersion());
  const paths = bundlePaths(dataDir);
  paths.ensure();
  clearStaging(paths.staging);
  if (content.kind === 'delta')
    try {
      const counts = applyDelta(
        db,
        dataDir,
        bundleFile,
        { manifest, entries, ...content },
        paths.staging,
        hooks,
      );
      keepBundle(bundleFile, paths.delta(manifest.version, content.delta.fromVersion), keep);
      pruneBundles(paths.root, manifest.version);
      return { manifest, counts };
    } finally {
      clearStaging(paths.staging);
      pruneDocumentFiles(dataDir, new Set(allDocumentFiles(db).map((file) => file.sha256)));
    }
  const snapshot = content.entry;
  const staged = path.join(paths.staging, `apply-v${manifest.version}.sqlite`);
  try {
    let digest: string;
    try {
      hooks.progress('verifying', 0, snapshot.size);
      digest = digestFileRange(bundleFile, snapshot.offset, snapshot.size, staged, (done) => {
        hooks.throwIfCancelled();
        hooks.progress('verifying', done, snapshot.size);
      });
    } catch (error) {
      if (isDiskFull(error)) throw diskFull('there is no room to prepare the new library beside the old one');
      throw error;
    }
    if (digest !== manifest.snapshot.sha256)
      throw new HttpError(
        400,
        'The bundle is damaged: its library snapshot does not match the signed hash',
        'LIBRARY_BUNDLE_DAMAGED',
      );
    hooks.progress('checking', 0, 0);
    inspectSnapshot(db, staged, manifest);
    checkSnapshotDocuments(staged, manifest, dataDir);
    hooks.throwIfCancelled();
    try {
      placeBundleDocuments(bundleFile, entries, manifest, dataDir, hooks);
    } catch (error) {
      if (isDiskFull(error)) throw diskFull('there is no room for the documents of the new library');
      throw error;
    }
    hooks.throwIfCancelled();
    hooks.progress('replacing', 0, 0);
    let counts: ContentCounts;
    try {
      counts = replaceContent(db, staged, appliedVersionRecord(manifest, bundleFile), (done, total) =>
        hooks.progress('replacing', done, total),
      );
    } catch (error) {
      if (isDiskFull(error)) throw diskFull('the new library could not be written');
      throw error;
    }
    keepBundle(bundleFile, paths.bundle(manifest.version), keep);
    pruneBundles(paths.root, manifest.version);
    return { manifest, counts };
  } finally {
    clearStaging(paths.staging);
    // The documents of a refused bundle, or those the applied one no longer names.
    pruneDocumentFiles(dataDir, new Set(allDocumentFiles(db).map((file) => file.sha256)));
  }
}

/**
 * The snapshot as the manifest describes it, before it is served: a readable SQLite file of this
 * app's schema (checked before the migrations run on it and again after), with the declared rows.
 */
function inspectSnapshot(db: Db, staged: string, manifest: BundleManifest): void {
  try {
    checkSnapshotBeforeMigration(staged, db, manifest.schemaVersion === appSchemaVersion());
    if (snapshotSchemaVersion(staged) !== manifest.schemaVersion)
      throw new HttpError(
        400,
        'The bundle is damaged: its snapshot schema does not match its manifest',
        'LIBRARY_BUNDLE_DAMAGED',
      );
    const upgraded = openDatabase(staged);
    try {
      checkSnapshotAfterMigration(staged, upgraded, db, manifest);
    } finally {
      closeDatabase(upgraded);
    }
  } catch (error) {
    throw asSnapshotProblem(error);
  }
}

function clearStaging(folder: string): void {
  for (const name of readdirSync(folder))
    if (name.startsWith('apply-')) rmSync(path.join(folder, name), { force: true });
}

/** The applied bundle is kept so the kiosk can go back to it (and hand it on to a USB stick). */
function keepBundle(from: string, to: string, keep: 'copy' | 'move'): void {
  if (path.resolve(from) === path.resolve(to)) return;
  const temporary = `${to}.partial`;
  try {
    if (keep === 'move') renameSync(from, temporary);
    else copyFileSync(from, temporary);
    renameSync(temporary, to);
  } catch {
    rmSync(temporary, { force: true });
  }
}
