import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { latestLibraryVersion, recordLibraryVersion } from '../db/library-versions';
import { snapshotContent, snapshotDocuments } from '../db/raw/library-content';
import { contentHashes } from '../db/raw/library-delta';
import { storedDocumentPath } from '../services/documents/document-files';
import { NO_JOB_HOOKS, type JobHooks } from '../workers/job-hooks';
import { notFound } from '../errors';
import { bundleFileSize, readBundleEntries, writeBundleFile } from './bundle-file';
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
  manifestSchema,
  type BundleManifest,
} from './manifest';
import { writeDeltas, type WrittenDelta } from './publish-deltas';
import { keyIdText } from './minisign';
import { signManifest } from './sign-manifest';
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
  rollbackTo?: number,
): PublishedBundle {
  try {
    return publishNextVersion(db, dataDir, note, hooks, rollbackTo);
  } catch (error) {
    if (isDiskFull(error)) throw diskFull('the new library version could not be written');
    throw error;
  }
}

/** A version's content as the publish writes it: the snapshot (in a file), its counts and documents. */
interface ReleaseContent {
  counts: Record<string, number>;
  schemaVersion: number;
  /** Each document and where its bytes lie: a stored file, or an entry of a kept bundle. */
  documents: { entry: string; size: number; sha256: string; file: string; offset: number }[];
}

/** The library as it is now, snapshotted from the hub's database. */
function currentContent(db: Db, dataDir: string, snapshotFile: string): ReleaseContent {
  const { counts, schemaVersion } = snapshotContent(db, snapshotFile);
  // Named by the hash they were stored under at upload; the follower checks every byte of them.
  const documents = snapshotDocuments(snapshotFile).map(({ sha256 }) => {
    const file = path.join(dataDir, storedDocumentPath(sha256));
    return { entry: documentEntry(sha256), size: statSync(file).size, sha256, file, offset: 0 };
  });
  return { counts, schemaVersion, documents };
}

/**
 * The content of an earlier version, for a rollback: its snapshot and documents as its kept bundle
 * holds them (checked against its signed hashes on the way), so the new version repeats it exactly.
 */
function keptContent(
  paths: ReturnType<typeof bundlePaths>,
  version: number,
  snapshotFile: string,
): ReleaseContent {
  const bundleFile = paths.bundle(version);
  if (!existsSync(bundleFile))
    throw notFound(`The bundle of version ${version} is no longer kept here: it cannot be published again`);
  const bundle = readBundleEntries(bundleFile);
  const find = (name: string) => bundle.entries.find((entry) => entry.name === name);
  const manifestEntry = find(MANIFEST_ENTRY);
  const manifest =
    manifestEntry && manifestSchema.parse(JSON.parse(bundle.read(manifestEntry).toString('utf8')));
  const snapshot = manifest && find(manifest.snapshot.entry);
  if (!manifest || !snapshot) throw new Error(`The kept bundle of version ${version} cannot be read`);
  if (digestFileRange(bundleFile, snapshot.offset, snapshot.size, snapshotFile) !== manifest.snapshot.sha256)
    throw new Error(`The kept snapshot of version ${version} does not match its signed hash`);
  const documents = manifest.documents.map((document) => {
    const entry = find(document.entry);
    if (!entry) throw new Error(`The kept bundle of version ${version} lacks ${document.entry}`);
    return { ...document, file: bundleFile, offset: entry.offset };
  });
  return { counts: manifest.counts, schemaVersion: manifest.schemaVersion, documents };
}

function publishNextVersion(
  db: Db,
  dataDir: string,
  note: string,
  hooks: JobHooks,
  rollbackTo: number | undefined,
): PublishedBundle {
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
    const { counts, schemaVersion, documents } =
      rollbackTo === undefined
        ? currentContent(db, dataDir, snapshotFile)
        : keptContent(paths, rollbackTo, snapshotFile);
    hooks.throwIfCancelled();
    const size = statSync(snapshotFile).size;
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
      channel: 'pilot',
      created: created.toISOString(),
      note,
      ...(rollbackTo === undefined ? {} : { rollbackOf: rollbackTo }),
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
    const { manifestBytes, signature } = signManifest(manifest, key, dataDir);
    const entries = [
      { name: MANIFEST_ENTRY, data: manifestBytes },
      { name: SIGNATURE_ENTRY, data: Buffer.from(signature) },
      { name: SNAPSHOT_ENTRY, data: { file: snapshotFile, size } },
      ...documents.map((document) => ({
        name: document.entry,
        data: { file: document.file, size: document.size, offset: document.offset },
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
            data: { file: document.file, size: document.size, offset: document.offset },
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
      rollbackTo,
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
