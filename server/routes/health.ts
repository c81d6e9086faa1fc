import { accessSync, constants, existsSync, statfsSync } from 'node:fs';
import { Router } from 'express';
import type { HealthAnswer } from '../../common/api/health';
import { APP_VERSION } from '../config/app-version';
import type { AppContext } from '../context';
import { libraryDatabaseFile } from '../db/client';
import { readLibraryForHealth } from '../db/health-read';

/** Below this much free space in the data folder, saves start failing: a monitor should hear of it first. */
const MIN_FREE_BYTES = 20 * 1024 * 1024;

type DiskState = Pick<HealthAnswer, 'disk' | 'message'>;

function diskState(dataDir: string): DiskState {
  try {
    accessSync(dataDir, constants.W_OK);
  } catch {
    return { disk: 'read-only', message: 'The data folder cannot be written to' };
  }
  const { bavail, bsize } = statfsSync(dataDir);
  if (bavail * bsize < MIN_FREE_BYTES) {
    return { disk: 'full', message: 'The data folder has less than 20 MB of free space' };
  }
  return { disk: 'ok' };
}

/**
 * GET /api/health: for a shop's monitor. 200 only after a real read of the library and a look at
 * the data folder's free space; 503 with the reason otherwise. Public and cheap, like the kiosk.
 */
export function healthRouter({ db, config }: AppContext): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    const answer: HealthAnswer = {
      status: 'ok',
      version: APP_VERSION,
      libraryVersion: null,
      database: 'ok',
      disk: 'ok',
    };
    try {
      if (!existsSync(libraryDatabaseFile(config.dataDir))) throw new Error('missing');
      answer.libraryVersion = readLibraryForHealth(db).libraryVersion;
    } catch {
      answer.database = 'failed';
      answer.message = 'The library database cannot be read';
    }
    const disk = diskState(config.dataDir);
    answer.disk = disk.disk;
    answer.message ??= disk.message;
    if (answer.database !== 'ok' || answer.disk !== 'ok') answer.status = 'unavailable';
    res
      .status(answer.status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(answer);
  });
  return router;
}
