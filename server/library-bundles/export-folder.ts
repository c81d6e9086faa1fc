import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { HttpError } from '../errors';
import { readBundleEntries } from './bundle-file';
import { bundlePaths } from './bundle-paths';
import { digestFileRange } from './file-digest';
import { KeptBundles } from './kept-bundles';
import { MANIFEST_ENTRY, SIGNATURE_ENTRY, manifestSchema, type BundleManifest } from './manifest';
import { stableRelease } from './channels';
import { KEY_ROTATION_FILE, KEY_ROTATION_SIGNATURE, readAnnouncement } from './key-rotation';
import {
  channelManifest,
  channelSignature,
  deltaObject,
  documentObject,
  snapshotObject,
  type FolderObject,
  type SignedRelease,
} from './static-folder';

export interface FolderExport {
  version: number;
  /** The hash-named files written (the manifest and its signature are always written). */
  written: string[];
  bytes: number;
  /** Files left out: already in the folder, or (with `since`) published before. */
  skipped: number;
}

/** Where a hash-named file's bytes lie in one of the kept bundle files. */
interface Source extends FolderObject {
  file: string;
  offset: number;
}

const refused = (message: string) => new HttpError(409, message, 'LIBRARY_BUNDLE_DAMAGED');

/**
 * Writes the served version as a static folder (see static-folder.ts): every hash-named file its
 * followers may need, then its signed manifest, so a follower reading the folder while it is written
 * sees the old manifest or a new one whose files are all there. With `since`, the files version
 * `since` already had are left out (the folder, a bucket, already holds them); the manifest still
 * lists everything. A file already in the folder with the right bytes is not written again.
 */
export function exportFolder(db: Db, dataDir: string, out: string, since?: number): FolderExport {
  const paths = bundlePaths(dataDir);
  const served = latestLibraryVersion(db);
  if (!served) throw refused('Nothing to export: no version was published or applied here');
  const kept = new KeptBundles(db, paths);
  const stable = stableRelease(paths.root);
  const releases = [
    pilotRelease(readRelease(paths, kept, served.version)),
    ...(stable
      ? [
          {
            ...readRelease(paths, kept, stableVersionOf(stable)),
            ...stable,
            channel: 'stable' as const,
          },
        ]
      : []),
  ];
  const result: FolderExport = { version: served.version, written: [], bytes: 0, skipped: 0 };
  const done = new Set<string>();
  for (const release of releases) {
    const before = since === undefined ? new Set<string>() : publishedBefore(kept, release.parsed, since);
    for (const source of release.sources) {
      if (done.has(source.name)) continue;
      done.add(source.name);
      const target = path.join(out, source.name);
      if (before.has(source.sha256) || holds(target, source)) {
        result.skipped += 1;
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      try {
        if (digestFileRange(source.file, source.offset, source.size, partial) !== source.sha256)
          throw refused(`The kept copy of ${source.name} does not match its signed hash`);
        renameSync(partial, target);
      } finally {
        rmSync(partial, { force: true });
      }
      result.written.push(source.name);
      result.bytes += source.size;
    }
  }
  const announcement = readAnnouncement(dataDir);
  if (announcement) {
    writeAtomically(path.join(out, KEY_ROTATION_SIGNATURE), Buffer.from(announcement.signature));
    writeAtomically(path.join(out, KEY_ROTATION_FILE), Buffer.from(announcement.manifest));
  }
  for (const release of releases) {
    writeAtomically(path.join(out, channelSignature(release.channel)), Buffer.from(release.signature));
    writeAtomically(path.join(out, channelManifest(release.channel)), Buffer.from(release.manifest));
  }
  return result;
}

/** The newest version as its bundle holds it: the pilot channel's manifest. */
const pilotRelease = (release: ReturnType<typeof readRelease>) => ({
  ...release,
  channel: 'pilot' as const,
  manifest: release.manifestBytes.toString('utf8'),
});

const stableVersionOf = (release: SignedRelease): number =>
  manifestSchema.parse(JSON.parse(release.manifest)).version;

/** A kept version's signed manifest (as in its bundle) and where each of its files lies. */
function readRelease(paths: ReturnType<typeof bundlePaths>, kept: KeptBundles, version: number) {
  const bundleFile = paths.bundle(version);
  if (!existsSync(bundleFile))
    throw refused(
      `This install took version ${version} as a delta and has no whole copy of it: export from the hub`,
    );
  const bundle = readBundleEntries(bundleFile);
  const entry = (name: string) => bundle.entries.find((candidate) => candidate.name === name);
  const manifestEntry = entry(MANIFEST_ENTRY);
  const signatureEntry = entry(SIGNATURE_ENTRY);
  const manifest = kept.manifestOf(version);
  if (!manifestEntry || !signatureEntry || !manifest)
    throw refused(`The bundle of version ${version} cannot be read`);
  return {
    parsed: manifest,
    manifestBytes: bundle.read(manifestEntry),
    signature: bundle.read(signatureEntry).toString('utf8'),
    sources: objectSources(manifest, bundleFile, bundle.entries, paths, version),
  };
}

/** Each file of the version in the kept bundle or delta file that holds it. */
function objectSources(
  manifest: BundleManifest,
  bundleFile: string,
  entries: ReturnType<typeof readBundleEntries>['entries'],
  paths: ReturnType<typeof bundlePaths>,
  version: number,
): Source[] {
  const locate = (file: string, fileEntries: typeof entries, name: string) => {
    const found = fileEntries.find((candidate) => candidate.name === name);
    if (!found) throw refused(`The kept bundle ${path.basename(file)} lacks ${name}`);
    return { file, offset: found.offset };
  };
  const sources: Source[] = [
    {
      name: snapshotObject(manifest.snapshot.sha256),
      size: manifest.snapshot.size,
      sha256: manifest.snapshot.sha256,
      ...locate(bundleFile, entries, manifest.snapshot.entry),
    },
    ...manifest.documents.map((document) => ({
      name: documentObject(document.sha256),
      size: document.size,
      sha256: document.sha256,
      ...locate(bundleFile, entries, document.entry),
    })),
  ];
  for (const delta of manifest.deltas) {
    const deltaFile = paths.delta(version, delta.fromVersion);
    // A delta no longer kept is left out: its followers take the snapshot.
    if (!existsSync(deltaFile)) continue;
    sources.push({
      name: deltaObject(delta.sha256),
      size: delta.size,
      sha256: delta.sha256,
      ...locate(deltaFile, readBundleEntries(deltaFile).entries, delta.entry),
    });
  }
  return sources;
}

/**
 * The hashes of files version `since` already had: its documents when its manifest is kept, else
 * (from the delta that starts at it) every document the delta does not add.
 */
function publishedBefore(kept: KeptBundles, manifest: BundleManifest, since: number): Set<string> {
  if (since >= manifest.version) return new Set(releaseHashes(manifest));
  const earlier = kept.manifestOf(since);
  if (earlier) return new Set(earlier.documents.map((document) => document.sha256));
  const delta = manifest.deltas.find((candidate) => candidate.fromVersion === since);
  if (!delta) return new Set();
  const added = new Set(delta.documents);
  return new Set(
    manifest.documents.map((document) => document.sha256).filter((sha256) => !added.has(sha256)),
  );
}

const releaseHashes = (manifest: BundleManifest): string[] => [
  manifest.snapshot.sha256,
  ...manifest.deltas.map((delta) => delta.sha256),
  ...manifest.documents.map((document) => document.sha256),
];

/** A file already in the folder is kept only when every byte matches its hash (a damaged one is replaced). */
const holds = (target: string, source: Source): boolean =>
  existsSync(target) &&
  statSync(target).size === source.size &&
  digestFileRange(target, 0, source.size) === source.sha256;

function writeAtomically(file: string, bytes: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
