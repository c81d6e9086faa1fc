import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Db } from '../db/client';
import { appSchemaVersion, latestLibraryVersion } from '../db/library-versions';
import type { ContentCounts } from '../db/raw/library-content';
import { applyContentDelta, DeltaMismatchError } from '../db/raw/library-delta';
import { HttpError } from '../errors';
import { appliedVersionRecord } from './applied-version';
import { documentsFolder } from '../services/documents/document-files';
import type { JobHooks } from '../workers/job-hooks';
import type { BundleEntry } from './bundle-file';
import { placeBundleDocuments } from './bundle-documents';
import { diskFull, isDiskFull } from './disk-full';
import { digestFileRange } from './file-digest';
import type { BundleDelta, BundleManifest } from './manifest';
import { asSnapshotProblem } from './snapshot-checks';

const damaged = (message: string) =>
  new HttpError(400, `The bundle is damaged: ${message}`, 'LIBRARY_BUNDLE_DAMAGED');

/** The delta does not fit this library: the follower takes the whole version instead. */
const deltaDoesNotFit = (version: number, reason: string) =>
  new HttpError(
    409,
    `The update to version ${version} holds only the changes from another library (${reason}); the whole version is needed`,
    'LIBRARY_SNAPSHOT_REFUSED',
  );

/**
 * Applies a delta's file: the changes are hashed against the signed manifest and unpacked beside the
 * library, the documents the version adds are placed, then applyContentDelta changes the library in
 * one transaction that first checks its content is the delta's base and ends by checking the result
 * is the new version's content. Any failure before the commit leaves the served library as it was.
 */
export function applyDelta(
  db: Db,
  dataDir: string,
  bundleFile: string,
  checked: { manifest: BundleManifest; entry: BundleEntry; delta: BundleDelta; entries: BundleEntry[] },
  staging: string,
  hooks: JobHooks,
): ContentCounts {
  const { manifest, entry, delta, entries } = checked;
  const served = latestLibraryVersion(db)?.version ?? 0;
  if (delta.fromVersion !== served)
    throw deltaDoesNotFit(
      manifest.version,
      `it starts from version ${delta.fromVersion}, this kiosk serves ${served}`,
    );
  if (manifest.schemaVersion !== appSchemaVersion() || !manifest.content)
    throw deltaDoesNotFit(manifest.version, 'it was made for another library schema');
  const compressed = path.join(staging, `apply-delta-v${manifest.version}.sqlite.gz`);
  const unpacked = path.join(staging, `apply-delta-v${manifest.version}.sqlite`);
  try {
    hooks.progress('verifying', 0, entry.size);
    const digest = digestFileRange(bundleFile, entry.offset, entry.size, compressed, (done) => {
      hooks.throwIfCancelled();
      hooks.progress('verifying', done, entry.size);
    });
    if (digest !== delta.sha256) throw damaged('its changes do not match the signed hash');
    let changes: Buffer;
    try {
      changes = gunzipSync(readFileSync(compressed), { maxOutputLength: delta.rawSize });
    } catch {
      throw damaged('its changes do not unpack to the size its manifest declares');
    }
    if (changes.length !== delta.rawSize)
      throw damaged('its changes do not unpack to the size its manifest declares');
    writeFileSync(unpacked, changes);
    const carried = new Set(delta.documents);
    for (const document of manifest.documents)
      if (
        !carried.has(document.sha256) &&
        !existsSync(path.join(documentsFolder(dataDir), `${document.sha256}.pdf`))
      )
        throw deltaDoesNotFit(manifest.version, `this kiosk lacks the document ${document.sha256}`);
    placeBundleDocuments(
      bundleFile,
      entries,
      { ...manifest, documents: manifest.documents.filter((document) => carried.has(document.sha256)) },
      dataDir,
      hooks,
    );
    hooks.throwIfCancelled();
  } catch (error) {
    if (isDiskFull(error)) throw diskFull('there is no room to prepare the new library beside the old one');
    throw error;
  }
  try {
    return applyContentDelta(
      db,
      unpacked,
      { base: delta.baseContent, result: manifest.content, counts: manifest.counts },
      appliedVersionRecord(manifest, bundleFile),
      (phase, done, total) => {
        if (phase === 'checking') hooks.throwIfCancelled();
        hooks.progress(phase, done, total);
      },
    );
  } catch (error) {
    if (error instanceof DeltaMismatchError) throw deltaDoesNotFit(manifest.version, error.message);
    // A row that collides with one of this library's (a unique key, a reference): not the delta's base.
    if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT'))
      throw deltaDoesNotFit(manifest.version, error.message);
    throw asSnapshotProblem(error);
  }
}
