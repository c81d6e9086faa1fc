import path from 'node:path';
import { Router } from 'express';
import type { BackupFile } from '../../common/api/backups';
import { backupFolder, isBackupFileName, listBackups } from '../backups/backup-folder';
import type { AppContext } from '../context';
import { notFound } from '../errors';

/** The backups of this install: list them, make one now, download one. */
export function backupsRouter({ config, backups }: AppContext): Router {
  const router = Router();

  router.get('/admin/backups', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(listBackups(config.dataDir) satisfies BackupFile[]);
  });

  router.post('/admin/backups', async (_req, res) => {
    const name = path.basename(await backups.now());
    const made = listBackups(config.dataDir).find((backup) => backup.name === name);
    res.status(201).json(made satisfies BackupFile | undefined);
  });

  router.get('/admin/backups/:name', (req, res, next) => {
    const { name } = req.params;
    if (!isBackupFileName(name) || !listBackups(config.dataDir).some((backup) => backup.name === name)) {
      next(notFound('No such backup'));
      return;
    }
    res.set('Cache-Control', 'no-store').download(path.join(backupFolder(config.dataDir), name), name);
  });

  return router;
}
