import { z } from 'zod';

export const BUNDLE_FORMAT = 'instruction-library-bundle';
export const MANIFEST_ENTRY = 'manifest.json';
export const SIGNATURE_ENTRY = 'manifest.json.minisig';
export const SNAPSHOT_ENTRY = 'library.sqlite';

const fileSchema = z.object({
  entry: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * What a bundle holds, signed. `snapshot` is the whole library; `deltas` is empty for now and will
 * list changesets from earlier versions beside the snapshot, so a follower that knows one of them
 * can fetch less without the format changing.
 */
export const manifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT),
  formatVersion: z.literal(1),
  version: z.number().int().positive(),
  /** Migrations the snapshot has had; a follower serves only schema versions it knows. */
  schemaVersion: z.number().int().positive(),
  /** The hub's clock, shown to people only: no decision depends on it. */
  created: z.string(),
  note: z.string(),
  keyId: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  snapshot: fileSchema,
  deltas: z.array(fileSchema.extend({ fromVersion: z.number().int().positive() })),
  /**
   * The PDF manuals the snapshot names (issue 27), each its own entry `documents/<sha256>.pdf` after
   * the snapshot; a follower checks every byte against its hash. Absent in bundles made before them.
   */
  documents: z.array(fileSchema).default([]),
});

export type BundleManifest = z.infer<typeof manifestSchema>;

export const bundleFileName = (version: number): string => `library-v${version}.tar`;

/** A document's entry in a bundle: named by its hash, like its file in the data directory. */
export const documentEntry = (sha256: string): string => `documents/${sha256}.pdf`;
