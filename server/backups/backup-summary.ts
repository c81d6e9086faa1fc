import type { BackupContents } from '../../common/api/backups';
import type { BackupManifest } from './backup-manifest';

/**
 * What a backup holds, from its manifest alone (cheap enough for a listing); null for a file that
 * cannot be read as a backup. The full check of every file happens before a restore.
 */
export function backupContents(manifest: BackupManifest | null): BackupContents | null {
  return manifest
    ? {
        appVersion: manifest.appVersion,
        libraryVersion: manifest.libraryVersion,
        files: manifest.files.map((entry) => entry.name),
        documents: manifest.documents.length,
      }
    : null;
}
