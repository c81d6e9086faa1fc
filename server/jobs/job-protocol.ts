import type { JobKind, JobPhase, JobResults } from '../../common/api/jobs';
import type { ErrorCode } from '../../common/api/errors';
import type { ErrorDetails } from '../errors';
import type { LibraryTask } from '../library-bundles/library-tasks';

/** What a job worker is asked to do; its `kind` is the job's kind. */
export type JobTask =
  | { kind: 'import'; filePath: string; originalName: string; userId: number }
  | { kind: 'export' }
  | { kind: 'sync'; syncDir: string; userId: number }
  | LibraryTask;

/** The worker thread's workerData: the task, where the library is, and the cancel flag. */
export interface JobWorkerData {
  task: JobTask;
  databaseFile: string;
  dataDir: string;
  /** One Int32: set to 1 by the server to cancel; the worker checks it between batches. */
  cancelFlag: SharedArrayBuffer;
}

/** Messages from a job worker to the server. */
export type JobWorkerMessage =
  | { type: 'progress'; phase: JobPhase; done: number; total: number }
  /** Part of an export's CSV; the worker sends the next after the server answers 'more'. */
  | { type: 'chunk'; text: string }
  | { type: 'result'; result: JobResults[JobKind] }
  | { type: 'error'; status: number; message: string; code?: ErrorCode; details?: ErrorDetails }
  | { type: 'cancelled' };

/** The server's answer to a chunk: the response took it, send the next one. */
export const MORE_CHUNKS = 'more';

export const isCancelled = (flag: Int32Array): boolean => Atomics.load(flag, 0) === 1;
export const requestCancel = (flag: Int32Array): void => {
  Atomics.store(flag, 0, 1);
};

/** Thrown inside a job when its cancel flag is set: the open transaction rolls back. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled');
    this.name = 'JobCancelled';
  }
}
