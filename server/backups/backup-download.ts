import { existsSync } from 'node:fs';
import { conflict } from '../errors';
import {
  bundleChunks,
  bundleFileSize,
  readBundleEntries,
  type BundleEntryInput,
} from '../library-bundles/bundle-file';
import { backupDocumentFile } from './backup-documents';
import { BACKUP_MANIFEST_NAME, backupDocumentEntry, type BackupManifest } from './backup-manifest';

/**
 * A backup that shares its documents with the others of this install, as one file that stands
 * alone: the documents put back inside, streamed from where they are kept, so what an admin copies
 * off the machine restores anywhere. Undefined for a backup that stands alone already. Throws a
 * 409 when a kept document has gone missing.
 */
export function standaloneBackup(
  file: string,
  manifest: BackupManifest | null,
  dataDir: string,
): { bytes: number; chunks: Generator<Buffer> } | undefined {
  if (manifest?.documentStore !== 'shared') return undefined;
  const inputs: BundleEntryInput[] = [
    {
      name: BACKUP_MANIFEST_NAME,
      data: Buffer.from(JSON.stringify({ ...manifest, documentStore: 'inside' }, null, 2)),
    },
    ...readBundleEntries(file)
      .entries.filter((entry) => entry.name !== BACKUP_MANIFEST_NAME)
      .map((entry) => ({ name: entry.name, data: { file, offset: entry.offset, size: entry.size } })),
    ...manifest.documents.map(({ sha256, bytes }) => {
      const kept = backupDocumentFile(dataDir, sha256);
      if (!existsSync(kept)) throw conflict(`This backup's PDF manual ${sha256}.pdf is missing from ${kept}`);
      return { name: backupDocumentEntry(sha256), data: { file: kept, size: bytes } };
    }),
  ];
  const sizes = inputs.map(({ data }) => (Buffer.isBuffer(data) ? data.length : data.size));
  return {
    bytes: bundleFileSize(sizes),
    chunks: bundleChunks(inputs, Math.floor(Date.parse(manifest.createdAt) / 1000)),
  };
}
