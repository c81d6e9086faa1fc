import type { Worker } from 'node:worker_threads';
import { defaultErrorCode } from '../../common/api/errors';
import type { Job, JobKind, JobPhase, JobResults, Jobs } from '../../common/api/jobs';
import type { Db } from '../db/client';
import { failWritesFastDuringJob } from '../db/raw/without-waiting';
import { conflict, HttpError } from '../errors';
import { log } from '../logs/log';
import { launchJobWorker } from './job-worker-launch';
import { MORE_CHUNKS, requestCancel, type JobTask, type JobWorkerMessage } from './job-protocol';

/** How each kind is named in a refusal, and which kinds may not run at once. */
const KINDS: Record<JobKind, { name: string; firstPhase: JobPhase; group: string }> = {
  import: { name: 'An import', firstPhase: 'reading', group: 'import' },
  export: { name: 'An export', firstPhase: 'exporting', group: 'export' },
  sync: { name: 'A sync from the Excel folder', firstPhase: 'syncing', group: 'sync' },
  // Publishing and applying share the bundle staging folder: one of the two at a time.
  publish: { name: 'Publishing a library version', firstPhase: 'snapshotting', group: 'library' },
  apply: { name: 'Applying a library update', firstPhase: 'verifying', group: 'library' },
};

const STOPPED_UNEXPECTEDLY = {
  status: 500,
  message: 'The job stopped unexpectedly',
  code: 'INTERNAL',
} as const;

export interface StartedJob<K extends JobKind = JobKind> {
  job: Job<K>;
  /** Settles with the job's final state (never rejects: a failure is a state). */
  ended: Promise<Job<K>>;
  /** The job's result once it succeeded; else the error a waiting request answers. */
  outcome(): Promise<JobResults[K]>;
}

export interface JobOptions {
  fileName?: string;
  /** For an export: takes each piece of the file; the next comes once the returned promise settles. */
  onChunk?: (text: string) => Promise<void> | void;
  /** Runs once the job has ended, however it ended (e.g. removes its uploaded file). */
  onEnded?: () => void;
}

interface RunningJob {
  job: Job;
  worker: Worker;
  cancelFlag: Int32Array;
}

let nextJobNumber = 1;

/**
 * Every long job of one server, each in its own worker thread with its own connection: one job of
 * a kind at a time (publish and apply count as one kind), progress and cancel, and the last job of
 * each kind kept with its result until the next one of that kind starts.
 */
export class JobRunner {
  private readonly latest = new Map<JobKind, RunningJob>();

  constructor(
    private readonly db: Db,
    private readonly databaseFile: string,
    private readonly dataDir: string,
  ) {}

  /** Starts a job, or answers 409 JOB_RUNNING while one of its kind runs. */
  start<T extends JobTask>(task: T, options: JobOptions = {}): StartedJob<T['kind']> {
    const kind: T['kind'] = task.kind;
    const busy = [...this.latest.values()].find(
      (entry) => entry.job.state === 'running' && KINDS[entry.job.kind].group === KINDS[kind].group,
    );
    if (busy)
      throw conflict(
        `${KINDS[busy.job.kind].name} is already running (started ${busy.job.startedAt}); try again when it has ended`,
        'JOB_RUNNING',
      );
    const cancelFlag = new Int32Array(new SharedArrayBuffer(4));
    const worker = launchJobWorker({
      task,
      databaseFile: this.databaseFile,
      dataDir: this.dataDir,
      cancelFlag: cancelFlag.buffer,
    });
    worker.once('exit', failWritesFastDuringJob(this.db));
    const job: Job<T['kind']> = {
      id: `${kind}-${Date.now()}-${nextJobNumber++}`,
      kind,
      state: 'running',
      phase: KINDS[kind].firstPhase,
      done: 0,
      total: 0,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      elapsedMs: 0,
      fileName: options.fileName ?? null,
      result: null,
      error: null,
    };
    const ended = new Promise<Job<T['kind']>>((resolve) => {
      const finish = (change: Partial<Job<T['kind']>>) => {
        if (job.state !== 'running') return;
        Object.assign(job, change, { phase: 'finished', finishedAt: new Date().toISOString() });
        options.onEnded?.();
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
            finish({ state: 'succeeded', result: message.result as JobResults[T['kind']], done: job.total });
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
        log.error({ err: error }, `The ${kind} job's worker crashed`);
        finish({ state: 'failed', error: STOPPED_UNEXPECTEDLY });
      });
      worker.on('exit', () => finish({ state: 'failed', error: STOPPED_UNEXPECTEDLY }));
    });
    this.latest.set(kind, { job, worker, cancelFlag });
    return {
      job: snapshot(job),
      ended,
      outcome: async () => {
        const last = await ended;
        if (last.state === 'succeeded' && last.result) return last.result;
        throw jobOutcomeError(last);
      },
    };
  }

  get<K extends JobKind>(kind: K): Job<K> | undefined {
    const entry = this.latest.get(kind);
    return entry && (snapshot(entry.job) as Job<K>);
  }

  /** The running or last job of each of these kinds that has run since the server started. */
  all<K extends JobKind>(kinds: readonly K[]): Jobs<K> {
    const jobs: Jobs<K> = {};
    for (const kind of kinds) {
      const job = this.get(kind);
      if (job) Object.assign(jobs, { [kind]: job });
    }
    return jobs;
  }

  /**
   * Asks a running job to stop; it ends as 'cancelled' with nothing of it kept (an import or an
   * apply rolls back, a publish removes its files), or as it would have if it was already past the
   * point of no return (the commit).
   */
  cancel<K extends JobKind>(kind: K): Job<K> | undefined {
    const entry = this.latest.get(kind);
    if (entry?.job.state !== 'running') return undefined;
    requestCancel(entry.cancelFlag);
    return snapshot(entry.job) as Job<K>;
  }

  /** Cancels every running job and waits for the workers to end (server shutdown). */
  async stop(): Promise<void> {
    const running = [...this.latest.values()].filter((entry) => entry.job.state === 'running');
    for (const entry of running) requestCancel(entry.cancelFlag);
    await Promise.all(running.map((entry) => entry.worker.terminate()));
  }
}

/** The error a failed or cancelled job answers to a request that waited for it. */
function jobOutcomeError(job: Job): HttpError {
  if (job.state === 'cancelled')
    return conflict(`${KINDS[job.kind].name} was cancelled; nothing was changed`);
  const error = job.error ?? { status: 500, message: 'The job failed', code: 'INTERNAL' as const };
  return new HttpError(error.status, error.message, error.code, error.details);
}

function snapshot<K extends JobKind>(job: Job<K>): Job<K> {
  const end = job.finishedAt ? Date.parse(job.finishedAt) : Date.now();
  return { ...job, elapsedMs: end - Date.parse(job.startedAt) };
}
