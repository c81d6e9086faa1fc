import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { latestLibraryVersion, recordLibraryVersion } from '../db/library-versions';
import { snapshotContent, snapshotDocuments } from '../db/raw/library-content';
import { contentHashes } from '../db/raw/library-delta';
import { storedDocumentPath } from '../services/documents/document-files';
import { NO_JOB_HOOKS, type JobHooks } from '../workers/job-hooks';
import { bundleFileSize, writeBundleFile } from './bundle-file';
import { bundlePaths } from './bundle-paths';
import { pruneBundles } from './bundle-retention';
import { diskFull, isDiskFull } from './disk-full';
import { digestFileRange } from './file-digest';
import {
  BUNDLE_FORMAT,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  SNAPSHOT_ENTRY,
  documentEntry,
  type BundleManifest,
} from './manifest';
import { writeDeltas, type WrittenDelta } from './publish-deltas';
import { keyIdText, signMinisign } from './minisign';
import { loadOrCreateSigningKey } from './signing-key';

export interface PublishedBundle {
  manifest: BundleManifest;
  file: string;
  size: number;
}

/**
 * Makes the next bundle version from the current content, signs it and keeps it in the data
 * directory. A cancel (through `hooks`) is heeded until the bundle file takes its final name; the
 * files made so far are removed, so nothing of a cancelled version is left.
 */
export function publishBundle(
  db: Db,
  dataDir: string,
  note: string,
  hooks: JobHooks = NO_JOB_HOOKS,
): PublishedBundle {
  try {
    return publishNextVersion(db, dataDir, note, hooks);
  } catch (error) {
    if (isDiskFull(error)) throw diskFull('the new library version could not be written');
    throw error;
  }
}

function publishNextVersion(db: Db, dataDir: string, note: string, hooks: JobHooks): PublishedBundle {
  const key = loadOrCreateSigningKey(dataDir);
  const paths = bundlePaths(dataDir);
  paths.ensure();
  const version = (latestLibraryVersion(db)?.version ?? 0) + 1;
  const snapshotFile = path.join(paths.staging, `publish-v${version}.sqlite`);
  const partial = `${paths.bundle(version)}.partial`;
  rmSync(snapshotFile, { force: true });
  rmSync(partial, { force: true });
  let deltas: WrittenDelta[] = [];
  try {
    hooks.progress('snapshotting', 0, 0);
    const { counts, schemaVersion } = snapshotContent(db, snapshotFile);
    hooks.throwIfCancelled();
    const size = statSync(snapshotFile).size;
    // Named by the hash they were stored under at upload; the follower checks every byte of them.
    const documents = snapshotDocuments(snapshotFile).map(({ sha256 }) => {
      const file = path.join(dataDir, storedDocumentPath(sha256));
      return { entry: documentEntry(sha256), size: statSync(file).size, sha256, file };
    });
    const content = contentHashes(snapshotFile);
    deltas = writeDeltas(paths, version, snapshotFile, documents, hooks);
    const hashed = (done: number) => {
      hooks.throwIfCancelled();
      hooks.progress('signing', done, size);
    };
    hooks.progress('signing', 0, size);
    const created = new Date();
    const manifest: BundleManifest = {
      format: BUNDLE_FORMAT,
      formatVersion: 1,
      version,
      schemaVersion,
      created: created.toISOString(),
      note,
      keyId: keyIdText(key.publicKey.keyId),
      counts,
      snapshot: {
        entry: SNAPSHOT_ENTRY,
        size,
        sha256: digestFileRange(snapshotFile, 0, size, undefined, hashed),
      },
      deltas: deltas.map(({ delta }) => delta),
      content,
      documents: documents.map(({ entry, size: bytes, sha256 }) => ({ entry, size: bytes, sha256 })),
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const signature = signMinisign(manifestBytes, key.privateKey, key.publicKey.keyId, {
      untrusted: `signature from the instruction library hub key ${manifest.keyId}`,
      trusted: `instruction library bundle version ${version} schema ${schemaVersion}`,
    });
    const entries = [
      { name: MANIFEST_ENTRY, data: manifestBytes },
      { name: SIGNATURE_ENTRY, data: Buffer.from(signature) },
      { name: SNAPSHOT_ENTRY, data: { file: snapshotFile, size } },
      ...documents.map((document) => ({
        name: document.entry,
        data: { file: document.file, size: document.size },
      })),
    ];
    const total = bundleFileSize([
      manifestBytes.length,
      Buffer.byteLength(signature),
      size,
      ...documents.map((document) => document.size),
    ]);
    hooks.progress('bundling', 0, total);
    const bundleSize = writeBundleFile(partial, entries, Math.floor(created.getTime() / 1000), (written) => {
      hooks.throwIfCancelled();
      hooks.progress('bundling', written, total);
    });
    for (const { delta, file } of deltas) {
      hooks.throwIfCancelled();
      const carried = documents.filter((document) => delta.documents.includes(document.sha256));
      writeBundleFile(
        `${paths.delta(version, delta.fromVersion)}.partial`,
        [
          { name: MANIFEST_ENTRY, data: manifestBytes },
          { name: SIGNATURE_ENTRY, data: Buffer.from(signature) },
          { name: delta.entry, data: { file, size: delta.size } },
          ...carried.map((document) => ({
            name: document.entry,
            data: { file: document.file, size: document.size },
          })),
        ],
        Math.floor(created.getTime() / 1000),
      );
    }
    hooks.throwIfCancelled();
    for (const { delta } of deltas)
      renameSync(
        `${paths.delta(version, delta.fromVersion)}.partial`,
        paths.delta(version, delta.fromVersion),
      );
    renameSync(partial, paths.bundle(version));
    renameSync(snapshotFile, paths.snapshot(version));
    recordLibraryVersion(db, {
      version,
      origin: 'published',
      sha256: manifest.snapshot.sha256,
      bundleSize,
      schemaVersion,
      note,
      created: manifest.created,
      keyId: manifest.keyId,
    });
    pruneBundles(paths.root, version);
    return { manifest, file: paths.bundle(version), size: bundleSize };
  } finally {
    rmSync(snapshotFile, { force: true });
    rmSync(partial, { force: true });
    for (const { delta, file } of deltas) {
      rmSync(file, { force: true });
      const deltaFile = paths.delta(version, delta.fromVersion);
      rmSync(`${deltaFile}.partial`, { force: true });
      // A delta file whose version never got its bundle (a failure in between) is no release.
      if (!existsSync(paths.bundle(version))) rmSync(deltaFile, { force: true });
    }
  }
}
