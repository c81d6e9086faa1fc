import { existsSync } from 'node:fs';
import type { LatestBundle } from '../../common/api/library-bundles';
import type { Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { readBundleEntries } from './bundle-file';
import type { bundlePaths } from './bundle-paths';
import {
  bundleFileName,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  manifestSchema,
  type BundleManifest,
} from './manifest';

/**
 * The bundle files an install keeps (the served version and the one before), as a hub offers them
 * to its followers and either role exports them to a USB stick.
 */
export class KeptBundles {
  constructor(
    private readonly db: Db,
    private readonly paths: ReturnType<typeof bundlePaths>,
  ) {}

  /** The bundle of the served version, for followers and USB exports (hub or follower alike). */
  latest(): LatestBundle | undefined {
    const served = latestLibraryVersion(this.db);
    if (!served) return undefined;
    const file = this.paths.bundle(served.version);
    if (!existsSync(file)) return undefined;
    const bundle = readBundleEntries(file);
    const manifest = bundle.entries.find((entry) => entry.name === MANIFEST_ENTRY);
    const signature = bundle.entries.find((entry) => entry.name === SIGNATURE_ENTRY);
    if (!manifest || !signature) return undefined;
    return {
      version: served.version,
      fileName: bundleFileName(served.version),
      bundleSize: served.bundleSize,
      manifest: bundle.read(manifest).toString('utf8'),
      signature: bundle.read(signature).toString('utf8'),
    };
  }

  /** The path of a kept bundle file by its name, if this install has it. */
  file(fileName: string): string | undefined {
    const match = /^library-v(\d+)\.tar$/.exec(fileName);
    if (!match) return undefined;
    const file = this.paths.bundle(Number(match[1]));
    return existsSync(file) ? file : undefined;
  }

  /** The manifest inside a kept version's bundle. */
  manifestOf(version: number): BundleManifest | undefined {
    const file = this.paths.bundle(version);
    if (!existsSync(file)) return undefined;
    const bundle = readBundleEntries(file);
    const entry = bundle.entries.find((candidate) => candidate.name === MANIFEST_ENTRY);
    if (!entry) return undefined;
    const parsed = manifestSchema.safeParse(JSON.parse(bundle.read(entry).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  }
}
