import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase, type Db } from '../db/client';
import { HttpError, storageFailure } from '../errors';
import { applyBundle } from './apply-bundle';
import type { LibraryTaskResult, LibraryWorkerData, LibraryWorkerMessage } from './library-worker-protocol';
import { parsePublicKey } from './minisign';
import { publishBundle } from './publish-bundle';
import { log } from '../logs/log';

const { task, databaseFile, dataDir } = workerData as LibraryWorkerData;
const post = (message: LibraryWorkerMessage) => parentPort?.postMessage(message);

function runTask(db: Db): LibraryWorkerMessage {
  try {
    const result: LibraryTaskResult =
      task.kind === 'publish'
        ? { kind: 'publish', published: publishBundle(db, dataDir, task.note) }
        : {
            kind: 'apply',
            applied: applyBundle(db, dataDir, task.bundleFile, parsePublicKey(task.publicKey), task.keep),
          };
    return { type: 'result', result };
  } catch (error) {
    if (error instanceof HttpError)
      return { type: 'error', status: error.status, message: error.message, code: error.code };
    const storage = storageFailure(error);
    if (storage) return { type: 'error', ...storage };
    log.error({ err: error }, 'Library bundle job failed');
    return { type: 'error', status: 500, message: error instanceof Error ? error.message : String(error) };
  }
}

const db = openDatabase(databaseFile);
const message = runTask(db);
// Closing checkpoints the write-ahead log, which holds off writers for as long as it takes after a
// whole library was written. The job answers only after that, so an admin's next edit never waits
// on a job that has already said it is done.
try {
  closeDatabase(db);
} catch (error) {
  log.error({ err: error }, 'Library bundle job could not checkpoint the library');
}
post(message);
