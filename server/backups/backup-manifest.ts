import { z } from 'zod';

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
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
