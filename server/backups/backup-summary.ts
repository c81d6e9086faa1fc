import type { BackupContents } from '../../common/api/backups';
import { readBundleEntries } from '../library-bundles/bundle-file';
import { BACKUP_MANIFEST_NAME, MAX_BACKUP_MANIFEST_BYTES, backupManifestSchema } from './backup-manifest';

/**
 * What a backup holds, read from its manifest alone (cheap enough for a listing); null for a file
 * that cannot be read as a backup. The full check of every file happens before a restore.
 */
export function backupContents(file: string): BackupContents | null {
  try {
    const bundle = readBundleEntries(file);
    const [first] = bundle.entries;
    if (first?.name !== BACKUP_MANIFEST_NAME || first.size > MAX_BACKUP_MANIFEST_BYTES) return null;
    const manifest = backupManifestSchema.parse(JSON.parse(bundle.read(first).toString('utf8')));
    return {
      appVersion: manifest.appVersion,
      libraryVersion: manifest.libraryVersion,
      files: manifest.files.map((entry) => entry.name),
    };
  } catch {
    return null;
  }
}
