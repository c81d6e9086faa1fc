import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { BackupListing, BackupStatus, PendingRestore } from '../../common/api/backups';
import { standaloneBackup } from '../backups/backup-download';
import { backupFolder, isBackupFileName, listBackups } from '../backups/backup-folder';
import { readBackupManifest, type BackupManifest } from '../backups/backup-manifest';
import { restoreCommandOf } from '../backups/restore-command';
import { backupContents } from '../backups/backup-summary';
import { cancelPendingRestore, isRestorePending, stageRestore } from '../backups/restore-backup';
import { KEEP_DAYS, KEEP_TODAY } from '../backups/retention';
import type { AppContext } from '../context';
import { notFound } from '../errors';

/**
 * The backups of this install: list them with what they hold, make one now, download one, and set
 * one to replace the library at the next start (a running server keeps its database open).
 */
export function backupsRouter({ config, backups }: AppContext): Router {
  const router = Router();

  const listings = (): BackupListing[] =>
    listBackups(config.dataDir).map((backup) => {
      const file = path.join(backupFolder(config.dataDir), backup.name);
      const manifest = readBackupManifest(file);
      return {
        ...backup,
        bytes: downloadBytes(file, manifest) ?? backup.bytes,
        contents: backupContents(manifest),
      };
    });

  /** The size of what a download gives, documents and all; undefined when that cannot be made. */
  const downloadBytes = (file: string, manifest: BackupManifest | null): number | undefined => {
    try {
      return standaloneBackup(file, manifest, config.dataDir)?.bytes;
    } catch {
      return undefined;
    }
  };

  /** The file of a listed backup, or undefined for any name that is not one. */
  const backupFile = (name: string): string | undefined =>
    isBackupFileName(name) && listBackups(config.dataDir).some((backup) => backup.name === name)
      ? path.join(backupFolder(config.dataDir), name)
      : undefined;

  const status = (): BackupStatus => ({
    dataDir: config.dataDir,
    folder: backupFolder(config.dataDir),
    everyMinutes: Math.round(config.backupIntervalMs / 60_000),
    keep: { today: KEEP_TODAY, days: KEEP_DAYS },
    restorePending: isRestorePending(config.dataDir),
    restoreCommand: restoreCommandOf(config),
  });

  router.get('/admin/backups', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(listings());
  });

  router.post('/admin/backups', async (_req, res) => {
    const name = path.basename(await backups.now());
    res.status(201).json(listings().find((backup) => backup.name === name));
  });

  router.get('/admin/backups/:name', (req, res, next) => {
    const file = backupFile(req.params.name);
    if (!file) {
      next(notFound('No such backup'));
      return;
    }
    // Not compressed: the database and PDFs gain little, and the download keeps its announced size.
    res.set('Cache-Control', 'no-store, no-transform');
    const standalone = standaloneBackup(file, readBackupManifest(file), config.dataDir);
    if (!standalone) {
      res.download(file, req.params.name);
      return;
    }
    res.set('Content-Length', String(standalone.bytes)).attachment(req.params.name).type('application/x-tar');
    // A file gone between the check and the copy cuts the download short, which its size shows.
    pipeline(Readable.from(standalone.chunks), res).catch(() => res.destroy());
  });

  router.get('/admin/backup-status', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(status());
  });

  // Checked in full before anything is staged: a damaged backup is refused with a 400 naming why.
  router.post('/admin/backups/:name/restore', (req, res, next) => {
    const file = backupFile(req.params.name);
    if (!file) {
      next(notFound('No such backup'));
      return;
    }
    stageRestore(file, config.dataDir);
    res.status(202).json(status());
  });

  // Every admin page warns while a restore waits, editors' too: what they change now is set aside.
  router.get('/admin/backup-status/pending-restore', (_req, res) => {
    const answer: PendingRestore = { restorePending: isRestorePending(config.dataDir) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.delete('/admin/backup-status/pending-restore', (_req, res) => {
    cancelPendingRestore(config.dataDir);
    res.json(status());
  });

  return router;
}
