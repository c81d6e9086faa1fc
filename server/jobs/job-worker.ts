import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from '../db/client';
import { HttpError, storageFailure } from '../errors';
import { log } from '../logs/log';
import type { JobHooks } from '../workers/job-hooks';
import { holdForever, JOB_HOLD_VARIABLE, parseJobHoldPoint, reachedHoldPoint } from './job-hold-point';
import { isCancelled, JobCancelled, type JobWorkerData, type JobWorkerMessage } from './job-protocol';
import { runTask } from './job-tasks';

/*
 * The worker thread of every long job: its own database connection (WAL lets the server's
 * connection go on reading the committed library meanwhile), progress and chunks out, the end last.
 */

const port = parentPort;
if (!port) throw new Error('job-worker runs as a worker thread only');
const data = workerData as JobWorkerData;
const cancelFlag = new Int32Array(data.cancelFlag);
const post = (message: JobWorkerMessage) => port.postMessage(message);
const holdText = process.env[JOB_HOLD_VARIABLE];
const holdPoint = holdText === undefined ? undefined : parseJobHoldPoint(holdText);

const hooks: JobHooks = {
  progress: (phase, done, total) => {
    post({ type: 'progress', phase, done, total });
    if (holdPoint && reachedHoldPoint(holdPoint, { phase, done, total })) holdForever();
  },
  throwIfCancelled: () => {
    if (isCancelled(cancelFlag)) throw new JobCancelled();
  },
};

function endMessage(error: unknown): JobWorkerMessage {
  if (error instanceof JobCancelled) return { type: 'cancelled' };
  if (error instanceof HttpError)
    return {
      type: 'error',
      status: error.status,
      message: error.message,
      code: error.code,
      details: error.details,
    };
  const storage = storageFailure(error);
  if (storage) return { type: 'error', ...storage };
  log.error({ err: error }, `The ${data.task.kind} job failed`);
  return {
    type: 'error',
    status: 500,
    message: `The job failed: ${error instanceof Error ? error.message : String(error)}`,
  };
}

let end: JobWorkerMessage;
const db = openDatabase(data.databaseFile);
try {
  hooks.throwIfCancelled();
  end = { type: 'result', result: await runTask(db, data, hooks, port) };
} catch (error) {
  end = endMessage(error);
}
// Every kind closes the same way, before it tells the server it ended. Through SQLite only: it
// keeps this process's POSIX locks on library.db while the server's connection holds them too
// (server/private-files.ts). With a checkpoint: it folds what the job wrote back into the library
// file, which holds off writers for as long as it takes after a big job; so the job says it is done
// only after that, and an admin's next edit never waits on a job that has already ended.
try {
  closeDatabase(db);
} catch (error) {
  log.error({ err: error }, `The ${data.task.kind} job could not checkpoint the library`);
}
post(end);
