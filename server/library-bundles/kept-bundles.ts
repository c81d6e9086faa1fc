import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LatestBundle } from '../../common/api/library-bundles';
import type { Db } from '../db/client';
import { latestLibraryVersion } from '../db/library-versions';
import { readBundleEntries } from './bundle-file';
import type { bundlePaths } from './bundle-paths';
import {
  bundleFileName,
  parseBundleFileName,
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

  /**
   * The bundle of the served version, for followers and USB exports (hub or follower alike); a
   * follower that took the version as a delta has only the delta's file (same signed manifest).
   */
  latest(): LatestBundle | undefined {
    const served = latestLibraryVersion(this.db);
    if (!served) return undefined;
    const fileName = this.fileOf(served.version);
    if (!fileName) return undefined;
    const file = path.join(this.paths.root, fileName);
    const bundle = readBundleEntries(file);
    const manifest = bundle.entries.find((entry) => entry.name === MANIFEST_ENTRY);
    const signature = bundle.entries.find((entry) => entry.name === SIGNATURE_ENTRY);
    if (!manifest || !signature) return undefined;
    return {
      version: served.version,
      fileName,
      bundleSize: statSync(file).size,
      manifest: bundle.read(manifest).toString('utf8'),
      signature: bundle.read(signature).toString('utf8'),
    };
  }

  /** The path of a kept bundle or delta file by its name, if this install has it. */
  file(fileName: string): string | undefined {
    const parsed = parseBundleFileName(fileName);
    if (!parsed) return undefined;
    const file =
      parsed.fromVersion === undefined
        ? this.paths.bundle(parsed.version)
        : this.paths.delta(parsed.version, parsed.fromVersion);
    return existsSync(file) ? file : undefined;
  }

  /** The kept file with a version's manifest: its bundle, else a delta that made it. */
  private fileOf(version: number): string | undefined {
    if (existsSync(this.paths.bundle(version))) return bundleFileName(version);
    if (!existsSync(this.paths.root)) return undefined;
    return readdirSync(this.paths.root).find((name) => {
      const parsed = parseBundleFileName(name);
      return parsed?.version === version && parsed.fromVersion !== undefined;
    });
  }

  /** The manifest inside a kept version's bundle (or delta). */
  manifestOf(version: number): BundleManifest | undefined {
    const fileName = this.fileOf(version);
    if (!fileName) return undefined;
    const file = path.join(this.paths.root, fileName);
    const bundle = readBundleEntries(file);
    const entry = bundle.entries.find((candidate) => candidate.name === MANIFEST_ENTRY);
    if (!entry) return undefined;
    const parsed = manifestSchema.safeParse(JSON.parse(bundle.read(entry).toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  }
}
