import { rm } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import type {
  ArticleNumberJob,
  ArticleNumberJobKind,
  ArticleNumberJobs,
} from '../../common/api/article-number-jobs';
import { defaultErrorCode } from '../../common/api/errors';
import type { Db } from '../db/client';
import { failWritesFastDuringJob } from '../db/raw/without-waiting';
import { conflict } from '../errors';
import { launchJobWorker } from './job-worker-launch';
import { MORE_CHUNKS, requestCancel, type JobTask, type JobWorkerMessage } from './job-protocol';
import { log } from '../logs/log';

const JOB_NAMES: Record<ArticleNumberJobKind, string> = {
  import: 'An import',
  export: 'An export',
  sync: 'A sync from the Excel folder',
};

interface RunningJob {
  job: ArticleNumberJob;
  worker: Worker;
  cancelFlag: Int32Array;
}

export interface StartedJob {
  job: ArticleNumberJob;
  /** Settles with the job's final state (never rejects: a failure is a state). */
  ended: Promise<ArticleNumberJob>;
}

export interface JobOptions {
  fileName?: string;
  /** For an export: takes each piece of the file; the next comes once the returned promise settles. */
  onChunk?: (text: string) => Promise<void> | void;
}

let nextJobNumber = 1;

const STOPPED_UNEXPECTEDLY = {
  status: 500,
  message: 'The job stopped unexpectedly',
  code: 'INTERNAL',
} as const;

/**
 * The article-number jobs of one server: each runs in its own worker thread, one of a kind at a
 * time; the last one of each kind is kept (with its result) until the next starts.
 */
export class ArticleNumberJobRunner {
  private readonly latest = new Map<ArticleNumberJobKind, RunningJob>();

  constructor(
    private readonly db: Db,
    private readonly databaseFile: string,
  ) {}

  start(task: JobTask, options: JobOptions = {}): StartedJob {
    const previous = this.latest.get(task.kind);
    if (previous?.job.state === 'running') {
      throw conflict(
        `${JOB_NAMES[task.kind]} is already running (started ${previous.job.startedAt}); wait for it to end`,
        'JOB_RUNNING',
      );
    }
    const cancelFlag = new Int32Array(new SharedArrayBuffer(4));
    const worker = launchJobWorker({
      task,
      databaseFile: this.databaseFile,
      cancelFlag: cancelFlag.buffer,
    });
    worker.once('exit', failWritesFastDuringJob(this.db));
    const job: ArticleNumberJob = {
      id: `${task.kind}-${Date.now()}-${nextJobNumber++}`,
      kind: task.kind,
      state: 'running',
      phase: task.kind === 'export' ? 'exporting' : task.kind === 'sync' ? 'syncing' : 'reading',
      done: 0,
      total: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      elapsedMs: 0,
      fileName: options.fileName ?? null,
      result: null,
      error: null,
    };
    const ended = new Promise<ArticleNumberJob>((resolve) => {
      const finish = (change: Partial<ArticleNumberJob>) => {
        if (job.state !== 'running') return;
        Object.assign(job, change, { phase: 'finished', finishedAt: new Date().toISOString() });
        if (task.kind === 'import') void rm(task.filePath, { force: true });
        resolve(snapshot(job));
      };
      worker.on('message', (message: JobWorkerMessage) => {
        switch (message.type) {
          case 'progress':
            Object.assign(job, { phase: message.phase, done: message.done, total: message.total });
            return;
          case 'chunk':
            void Promise.resolve(options.onChunk?.(message.text)).then(
              () => worker.postMessage(MORE_CHUNKS),
              () => {
                requestCancel(cancelFlag);
                worker.postMessage(MORE_CHUNKS);
              },
            );
            return;
          case 'result':
            finish({ state: 'succeeded', result: message.result, done: job.total });
            return;
          case 'error':
            finish({
              state: 'failed',
              error: {
                status: message.status,
                message: message.message,
                code: message.code ?? defaultErrorCode(message.status),
                details: message.details ?? {},
              },
            });
            return;
          case 'cancelled':
            finish({ state: 'cancelled' });
            return;
        }
      });
      worker.on('error', (error) => {
        log.error({ err: error }, 'Article-number job worker crashed');
        finish({ state: 'failed', error: STOPPED_UNEXPECTEDLY });
      });
      worker.on('exit', () => finish({ state: 'failed', error: STOPPED_UNEXPECTEDLY }));
    });
    this.latest.set(task.kind, { job, worker, cancelFlag });
    return { job: snapshot(job), ended };
  }

  get(kind: ArticleNumberJobKind): ArticleNumberJob | undefined {
    const running = this.latest.get(kind);
    return running && snapshot(running.job);
  }

  all(): ArticleNumberJobs {
    const jobs: ArticleNumberJobs = {};
    for (const [kind, running] of this.latest) jobs[kind] = snapshot(running.job);
    return jobs;
  }

  /** Asks a running job to stop; an import then rolls back and leaves everything as it was. */
  cancel(kind: ArticleNumberJobKind): ArticleNumberJob | undefined {
    const running = this.latest.get(kind);
    if (running?.job.state !== 'running') return undefined;
    requestCancel(running.cancelFlag);
    return snapshot(running.job);
  }

  /** Cancels every running job and waits for the workers to end (server shutdown). */
  async stop(): Promise<void> {
    const running = [...this.latest.values()].filter((entry) => entry.job.state === 'running');
    for (const entry of running) requestCancel(entry.cancelFlag);
    await Promise.all(running.map((entry) => entry.worker.terminate()));
  }
}

function snapshot(job: ArticleNumberJob): ArticleNumberJob {
  const end = job.finishedAt ? Date.parse(job.finishedAt) : Date.now();
  return { ...job, elapsedMs: end - Date.parse(job.startedAt) };
}
