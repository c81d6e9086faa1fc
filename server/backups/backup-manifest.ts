import { z } from 'zod';
import { readBundleEntries } from '../library-bundles/bundle-file';
import { documentEntry } from '../library-bundles/manifest';

/** A document inside a backup, named as in bundles and in the data directory. */
export const backupDocumentEntry = documentEntry;

/** The first entry of a backup file: what it holds, each file with its size and SHA-256. */
export const BACKUP_MANIFEST_NAME = 'backup.json';

/** The library database inside a backup, under the name the data directory gives it. */
export const BACKUP_DATABASE_NAME = 'library.db';

export const backupManifestSchema = z.object({
  format: z.literal(1),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  libraryVersion: z.number().int().nullable(),
  files: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/),
        bytes: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .min(1),
  /**
   * The PDF manuals the library names, each the entry `documents/<sha256>.pdf` (issue 27); a
   * restore checks every byte against the hash. Absent in backups made before them.
   */
  documents: z
    .array(z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().nonnegative() }))
    .default([]),
  /**
   * `shared`: the documents are not in the tar but kept once in `backups/documents/` beside it, for
   * all the backups of this install; a download carries them inside again.
   */
  documentStore: z.enum(['inside', 'shared']).default('inside'),
});

/** The largest manifest read: 2,000 documents take about 200 KB of it. */
export const MAX_BACKUP_MANIFEST_BYTES = 4 * 1024 * 1024;

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A backup file's manifest, or null for a file that cannot be read as a backup. */
export function readBackupManifest(file: string): BackupManifest | null {
  try {
    const bundle = readBundleEntries(file);
    const [first] = bundle.entries;
    if (first?.name !== BACKUP_MANIFEST_NAME || first.size > MAX_BACKUP_MANIFEST_BYTES) return null;
    return backupManifestSchema.parse(JSON.parse(bundle.read(first).toString('utf8')));
  } catch {
    return null;
  }
}
