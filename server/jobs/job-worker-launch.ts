import type { Worker } from 'node:worker_threads';
import { launchWorker } from '../workers/launch-worker';
import type { JobWorkerData } from './job-protocol';

/** The one worker script of every job kind (job-worker.ts); the task in `data` says what it does. */
export const launchJobWorker = (data: JobWorkerData): Worker => launchWorker('jobs/job-worker', data);
