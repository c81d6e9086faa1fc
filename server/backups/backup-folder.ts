import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BackupFile } from '../../common/api/backups';
import { makePrivateFolder } from '../private-files';
import { pruneBackupDocuments } from './backup-documents';
import { readBackupManifest } from './backup-manifest';
import { backupsToKeep } from './retention';

const NAME = /^library-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(-auto)?\.tar$/;

/** `<data-dir>/backups/`, owner-only like the data directory: a backup holds the signing key. */
export function backupFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'backups');
  makePrivateFolder(folder);
  return folder;
}

/** `library-backup-20261125-174501.tar`, with `-auto` for the schedule's; UTC, so names sort by time. */
export function backupFileName(at: Date, automatic: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `library-backup-${stamp}${automatic ? '-auto' : ''}.tar`;
}

/** Whether `name` is one of ours, so a request for a backup can never name another file. */
export const isBackupFileName = (name: string): boolean => NAME.test(name);

/** The backups in the folder, newest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const folder = backupFolder(dataDir);
  const backups: BackupFile[] = [];
  for (const name of readdirSync(folder)) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, year, month, day, hour, minute, second, auto] = match;
    backups.push({
      name,
      bytes: statSync(path.join(folder, name)).size,
      createdAt: `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`,
      automatic: auto !== undefined,
    });
  }
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Removes the automatic backups the retention rule no longer keeps (an admin's own stay), then the
 * kept documents no remaining backup names.
 */
export function pruneAutomaticBackups(dataDir: string, now: Date): void {
  const automatic = listBackups(dataDir).filter((backup) => backup.automatic);
  const keep = new Set(backupsToKeep(automatic, now).map((backup) => backup.name));
  for (const backup of automatic)
    if (!keep.has(backup.name)) rmSync(path.join(backupFolder(dataDir), backup.name), { force: true });
  const named = new Set<string>();
  for (const backup of listBackups(dataDir)) {
    const manifest = readBackupManifest(path.join(backupFolder(dataDir), backup.name));
    // A backup that cannot be read keeps every document: better a file too many than a restore short.
    if (!manifest) return;
    for (const document of manifest.documents) named.add(document.sha256);
  }
  pruneBackupDocuments(dataDir, named, now.getTime());
}

/** A folder for files on their way into a backup or out of one, removed by the caller. */
export function stagingFolder(dataDir: string): string {
  return mkdtempSync(path.join(backupFolder(dataDir), '.staging-'));
}
