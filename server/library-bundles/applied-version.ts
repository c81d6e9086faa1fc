import { statSync } from 'node:fs';
import type { LibraryVersionRecord } from '../db/library-versions';
import type { BundleManifest } from './manifest';

/** The version a follower records when it applies a bundle, whole or as a delta. */
export function appliedVersionRecord(manifest: BundleManifest, bundleFile: string): LibraryVersionRecord {
  return {
    version: manifest.version,
    origin: 'applied',
    sha256: manifest.snapshot.sha256,
    // The whole file as kept and served on (a follower can be another's hub), not its last entry's end.
    bundleSize: statSync(bundleFile).size,
    schemaVersion: manifest.schemaVersion,
    note: manifest.note,
    created: manifest.created,
    keyId: manifest.keyId,
    rollbackTo: manifest.rollbackOf ?? null,
  };
}
