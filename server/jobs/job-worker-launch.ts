import type { Worker } from 'node:worker_threads';
import { launchWorker } from '../workers/launch-worker';
import type { JobWorkerData } from './job-protocol';

export const launchJobWorker = (data: JobWorkerData): Worker =>
  launchWorker('jobs/article-number-worker', data);
