import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from '../db/client';
import { HttpError } from '../http/http-errors';
import { applyBundle } from './apply-bundle';
import type { LibraryTaskResult, LibraryWorkerData, LibraryWorkerMessage } from './library-worker-protocol';
import { parsePublicKey } from './minisign';
import { publishBundle } from './publish-bundle';

const { task, databaseFile, dataDir } = workerData as LibraryWorkerData;
const post = (message: LibraryWorkerMessage) => parentPort?.postMessage(message);

const db = openDatabase(databaseFile);
try {
  const result: LibraryTaskResult =
    task.kind === 'publish'
      ? { kind: 'publish', published: publishBundle(db, dataDir, task.note) }
      : {
          kind: 'apply',
          applied: applyBundle(db, dataDir, task.bundleFile, parsePublicKey(task.publicKey), task.keep),
        };
  post({ type: 'result', result });
} catch (error) {
  if (error instanceof HttpError)
    post({ type: 'error', status: error.status, message: error.message, code: error.code });
  else {
    console.error('Library bundle job failed:', error);
    post({ type: 'error', status: 500, message: error instanceof Error ? error.message : String(error) });
  }
} finally {
  closeDatabase(db);
}
