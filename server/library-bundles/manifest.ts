import { z } from 'zod';
import { LIBRARY_CHANNELS } from '../../common/api/library-bundles';

export const BUNDLE_FORMAT = 'instruction-library-bundle';
export const MANIFEST_ENTRY = 'manifest.json';
export const SIGNATURE_ENTRY = 'manifest.json.minisig';
export const SNAPSHOT_ENTRY = 'library.sqlite';

/** A manifest is a few kilobytes and a signature a few hundred bytes; more is not read into memory. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;
export const MAX_SIGNATURE_BYTES = 4096;

const fileSchema = z.object({
  entry: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The row changes from an earlier version, in their own file (deltaFileName) beside the snapshot's:
 * a gzip of a small SQLite file (server/db/raw/library-delta.ts) and the documents that version did
 * not have. `baseContent` is the content hash the follower's library must have to take it.
 */
const deltaSchema = fileSchema.extend({
  fromVersion: z.number().int().positive(),
  rawSize: z.number().int().nonnegative(),
  baseContent: z.record(z.string(), sha256Schema),
  documents: z.array(sha256Schema),
});

/**
 * What a bundle holds, signed. `snapshot` is the whole library; `deltas` the changes from the last
 * versions, so a follower on one of them fetches only those (formatVersion 1 stays: a follower that
 * knows no deltas ignores their extra fields and takes the snapshot).
 */
export const manifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  formatVersion: z.literal(1),
  version: z.number().int().positive(),
  /** Migrations the snapshot has had; a follower serves only schema versions it knows. */
  schemaVersion: z.number().int().positive(),
  /**
   * The channel this manifest releases the version to (signed, so a mirror cannot hand a pilot
   * version to a stable kiosk); absent in manifests made before channels, which were all pilot.
   */
  channel: z.enum(LIBRARY_CHANNELS).default('pilot'),
  /** The hub's clock, shown to people only: no decision depends on it. */
  created: z.string(),
  note: z.string(),
  /**
   * The version whose content a rollback repeats, so each app can say so in its own language (the
   * note keeps an English sentence for apps made before this). Absent when the version is no rollback.
   */
  rollbackOf: z.number().int().positive().optional(),
  keyId: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  snapshot: fileSchema,
  deltas: z.array(deltaSchema),
  /** The content hash of this version per table (absent before deltas): what a delta must produce. */
  content: z.record(z.string(), sha256Schema).optional(),
  /**
   * The PDF manuals the snapshot names (issue 27), each its own entry `documents/<sha256>.pdf` after
   * the snapshot; a follower checks every byte against its hash. Absent in bundles made before them.
   */
  documents: z.array(fileSchema).default([]),
  /**
   * The hub's statement of its move to the key that signed this manifest (key-rotation.json and its
   * signature, made with the previous key), so a kiosk that trusts the previous key can move however
   * the manifest reaches it, a file on a USB stick too. Absent before a move; older apps ignore it.
   */
  keyRotation: z.object({ statement: z.string(), signature: z.string() }).optional(),
});

export type BundleManifest = z.infer<typeof manifestSchema>;
export type BundleDelta = z.infer<typeof deltaSchema>;

export const bundleFileName = (version: number): string => `library-v${version}.tar`;

/** The file with the delta from `fromVersion` to `version`: manifest, signature, changes, new documents. */
export const deltaFileName = (version: number, fromVersion: number): string =>
  `library-v${version}-from-v${fromVersion}.tar`;

/** A kept bundle or delta file's name: the version it makes, and the one a delta starts from. */
export function parseBundleFileName(name: string): { version: number; fromVersion?: number } | undefined {
  const match = /^library-v(\d+)(?:-from-v(\d+))?\.tar$/.exec(name);
  if (!match) return undefined;
  return match[2] === undefined
    ? { version: Number(match[1]) }
    : { version: Number(match[1]), fromVersion: Number(match[2]) };
}

/** The delta's entry in its file. */
export const deltaEntry = (fromVersion: number): string => `delta-from-v${fromVersion}.sqlite.gz`;

/** A document's entry in a bundle: named by its hash, like its file in the data directory. */
export const documentEntry = (sha256: string): string => `documents/${sha256}.pdf`;
