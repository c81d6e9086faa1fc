import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { snapshotSchemaVersion } from '../db/raw/library-content';
import { contentHashes, DeltaShapeError, writeContentDelta } from '../db/raw/library-delta';
import type { JobHooks } from '../workers/job-hooks';
import { readBundleEntries } from './bundle-file';
import type { bundlePaths } from './bundle-paths';
import { digestFileRange } from './file-digest';
import {
  deltaEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  type BundleDelta,
  type BundleManifest,
} from './manifest';

/** Deltas are written from this many versions back (N−1 and N−2). */
const DELTA_DEPTH = 2;

export interface WrittenDelta {
  delta: BundleDelta;
  /** The compressed changes, in the staging folder until the delta's file is written. */
  file: string;
}

/** The signed manifest inside a kept bundle of this install. */
function keptManifest(bundleFile: string): BundleManifest | undefined {
  if (!existsSync(bundleFile)) return undefined;
  const bundle = readBundleEntries(bundleFile);
  const entry = bundle.entries.find((candidate) => candidate.name === MANIFEST_ENTRY);
  if (!entry) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(bundle.read(entry).toString('utf8')));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The deltas from the last versions this hub published to the new snapshot, computed in the publish
 * job by comparing the kept snapshots table by table by primary key (nothing on the editing path).
 * A version whose snapshot is not kept, or whose schema differs, gets no delta: its followers take
 * the snapshot.
 */
export function writeDeltas(
  paths: ReturnType<typeof bundlePaths>,
  version: number,
  snapshotFile: string,
  documents: readonly { sha256: string }[],
  hooks: JobHooks,
): WrittenDelta[] {
  const schemaVersion = snapshotSchemaVersion(snapshotFile);
  const written: WrittenDelta[] = [];
  for (let fromVersion = version - 1; fromVersion >= Math.max(1, version - DELTA_DEPTH); fromVersion -= 1) {
    hooks.throwIfCancelled();
    hooks.progress('snapshotting', version - fromVersion, DELTA_DEPTH + 1);
    const baseFile = paths.snapshot(fromVersion);
    const base = keptManifest(paths.bundle(fromVersion));
    if (!base || !existsSync(baseFile) || snapshotSchemaVersion(baseFile) !== schemaVersion) continue;
    const raw = path.join(paths.staging, `delta-v${version}-from-v${fromVersion}.sqlite`);
    const compressed = `${raw}.gz`;
    rmSync(raw, { force: true });
    try {
      writeContentDelta(baseFile, snapshotFile, raw);
    } catch (error) {
      rmSync(raw, { force: true });
      if (error instanceof DeltaShapeError) continue;
      throw error;
    }
    const rawSize = statSync(raw).size;
    writeFileSync(compressed, gzipSync(readFileSync(raw), { level: 6 }));
    rmSync(raw, { force: true });
    const size = statSync(compressed).size;
    const had = new Set(base.documents.map((document) => document.sha256));
    written.push({
      file: compressed,
      delta: {
        fromVersion,
        entry: deltaEntry(fromVersion),
        size,
        sha256: digestFileRange(compressed, 0, size),
        rawSize,
        baseContent: base.content ?? contentHashes(baseFile),
        documents: documents
          .filter((document) => !had.has(document.sha256))
          .map((document) => document.sha256),
      },
    });
  }
  return written;
}
