import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBundleEntries, type BundleEntry } from './bundle-file';
import type { bundlePaths } from './bundle-paths';
import type { KeptBundles } from './kept-bundles';
import { MANIFEST_ENTRY, manifestSchema, parseBundleFileName, type BundleManifest } from './manifest';
import { LIBRARY_CHANNELS } from '../../common/api/library-bundles';
import { stableRelease } from './channels';
import { KEY_ROTATION_FILE, KEY_ROTATION_SIGNATURE, readAnnouncement } from './key-rotation';
import { channelManifest, channelSignature, releaseObjects } from './static-folder';

/** A file of the folder: small ones in memory, the others as a byte range of a kept bundle file. */
export type FolderFile =
  | { kind: 'bytes'; bytes: Buffer; type: string }
  | { kind: 'range'; file: string; start: number; size: number; type: string };

const TYPES: Record<string, string> = {
  '.sqlite': 'application/vnd.sqlite3',
  '.gz': 'application/gzip',
  '.pdf': 'application/pdf',
};

/**
 * The static folder of the served version (static-folder.ts), answered from the kept bundle files
 * without a copy: the hub's own server is one more static host, and a follower can follow
 * `http://hub:3000/api/library/folder` like any other.
 */
export class FolderView {
  /** Entries of the kept files by path and modification time (they never change once written). */
  private readonly cache = new Map<
    string,
    { stamp: number; entries: BundleEntry[]; manifest?: BundleManifest }
  >();

  constructor(
    private readonly paths: ReturnType<typeof bundlePaths>,
    private readonly bundles: KeptBundles,
  ) {}

  file(name: string): FolderFile | undefined {
    if (name === KEY_ROTATION_FILE || name === KEY_ROTATION_SIGNATURE) {
      const announcement = readAnnouncement(path.dirname(this.paths.root));
      if (!announcement) return undefined;
      return name === KEY_ROTATION_FILE
        ? { kind: 'bytes', bytes: Buffer.from(announcement.manifest), type: 'application/json' }
        : { kind: 'bytes', bytes: Buffer.from(announcement.signature), type: 'text/plain' };
    }
    for (const channel of LIBRARY_CHANNELS) {
      if (name !== channelManifest(channel) && name !== channelSignature(channel)) continue;
      const release = channel === 'pilot' ? this.bundles.latest() : stableRelease(this.paths.root);
      if (!release) return undefined;
      return name === channelManifest(channel)
        ? { kind: 'bytes', bytes: Buffer.from(release.manifest), type: 'application/json' }
        : { kind: 'bytes', bytes: Buffer.from(release.signature), type: 'text/plain' };
    }
    if (!existsSync(this.paths.root)) return undefined;
    const kept = readdirSync(this.paths.root)
      .filter((fileName) => parseBundleFileName(fileName) !== undefined)
      .map((fileName) => path.join(this.paths.root, fileName));
    for (const file of this.cache.keys()) if (!kept.includes(file)) this.cache.delete(file);
    for (const file of kept) {
      const { entries, manifest } = this.read(file);
      const wanted = manifest && releaseObjects(manifest).find((object) => object.name === name);
      if (!manifest || !wanted) continue;
      const entryName =
        wanted.sha256 === manifest.snapshot.sha256
          ? manifest.snapshot.entry
          : (manifest.deltas.find((delta) => delta.sha256 === wanted.sha256)?.entry ??
            manifest.documents.find((document) => document.sha256 === wanted.sha256)?.entry);
      const entry = entries.find((candidate) => candidate.name === entryName);
      if (entry && entry.size === wanted.size)
        return {
          kind: 'range',
          file,
          start: entry.offset,
          size: entry.size,
          type: TYPES[path.extname(name)] ?? 'application/octet-stream',
        };
    }
    return undefined;
  }

  private read(file: string) {
    const stamp = statSync(file).mtimeMs;
    const cached = this.cache.get(file);
    if (cached?.stamp === stamp) return cached;
    const bundle = readBundleEntries(file);
    const manifestEntry = bundle.entries.find((entry) => entry.name === MANIFEST_ENTRY);
    const parsed = manifestEntry
      ? manifestSchema.safeParse(JSON.parse(bundle.read(manifestEntry).toString('utf8')))
      : undefined;
    const read = { stamp, entries: bundle.entries, manifest: parsed?.success ? parsed.data : undefined };
    this.cache.set(file, read);
    return read;
  }
}
