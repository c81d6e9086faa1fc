import { existsSync, statSync } from 'node:fs';
import { Router } from 'express';
import type { AboutAnswer } from '../../common/api/about';
import { APP_VERSION } from '../config/app-version';
import { backupFolder } from '../backups/backup-folder';
import type { AppContext } from '../context';
import { libraryDatabaseFile } from '../db/client';
import { readLibraryForHealth } from '../db/health-read';
import { logFileOf } from '../logs/log';

const fileBytes = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

/** GET /api/admin/about: versions and where this install keeps its files. */
export function aboutRouter({ db, config }: AppContext): Router {
  const router = Router();
  router.get('/admin/about', (_req, res) => {
    const database = libraryDatabaseFile(config.dataDir);
    const answer: AboutAnswer = {
      version: APP_VERSION,
      libraryVersion: readLibraryForHealth(db).libraryVersion,
      dataDir: config.dataDir,
      databaseBytes: fileBytes(database) + fileBytes(`${database}-wal`),
      backupFolder: backupFolder(config.dataDir),
      logFile: logFileOf(config.dataDir),
      node: process.versions.node,
      electron: process.versions.electron ?? null,
      platform: `${process.platform} ${process.arch}`,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
