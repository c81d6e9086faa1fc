import type { Db } from '../db/client';
import { failWritesFastDuringJob } from '../db/raw/without-waiting';
import { conflict, HttpError } from '../errors';
import { launchWorker } from '../workers/launch-worker';
import type {
  LibraryTask,
  LibraryTaskResult,
  LibraryWorkerData,
  LibraryWorkerMessage,
} from './library-worker-protocol';
import type { Worker } from 'node:worker_threads';
import { log } from '../logs/log';

const launchLibraryWorker = (data: LibraryWorkerData): Worker =>
  launchWorker('library-bundles/library-worker', data);

const TASK_NAMES: Record<LibraryTask['kind'], string> = {
  publish: 'Publishing a library version',
  apply: 'Applying a library update',
};

/** Runs publish and apply in a worker thread, one at a time: they share the staging folder. */
export class LibraryJobRunner {
  private running: { kind: LibraryTask['kind']; startedAt: string; worker: Worker } | undefined;

  constructor(
    private readonly db: Db,
    private readonly databaseFile: string,
    private readonly dataDir: string,
  ) {}

  get current(): { kind: LibraryTask['kind']; startedAt: string } | undefined {
    return this.running && { kind: this.running.kind, startedAt: this.running.startedAt };
  }

  run(task: LibraryTask): Promise<LibraryTaskResult> {
    if (this.running)
      throw conflict(
        `${TASK_NAMES[this.running.kind]} is already under way (started ${this.running.startedAt}); try again when it ends`,
        'JOB_RUNNING',
      );
    const worker = launchLibraryWorker({ task, databaseFile: this.databaseFile, dataDir: this.dataDir });
    worker.once('exit', failWritesFastDuringJob(this.db));
    this.running = { kind: task.kind, startedAt: new Date().toISOString(), worker };
    return new Promise<LibraryTaskResult>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        this.running = undefined;
        outcome();
      };
      worker.on('message', (message: LibraryWorkerMessage) => {
        if (message.type === 'result') settle(() => resolve(message.result));
        else settle(() => reject(new HttpError(message.status, message.message, message.code)));
      });
      worker.on('error', (error) => {
        log.error({ err: error }, 'Library bundle worker crashed');
        settle(() => reject(new HttpError(500, 'The library job stopped unexpectedly')));
      });
      worker.on('exit', () =>
        settle(() => reject(new HttpError(500, 'The library job stopped unexpectedly'))),
      );
    });
  }

  async stop(): Promise<void> {
    await this.running?.worker.terminate();
  }
}
