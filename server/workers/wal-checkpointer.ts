import { statSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type { Db } from '../db/client';
import { checkpointInCommits } from '../db/raw/wal-checkpoints';
import { log } from '../logs/log';
import { launchWorker } from './launch-worker';
import type { WalCheckpointWorkerData } from './wal-checkpoint-worker';

/** The worker starts once the log has grown past this: a server that hardly writes never needs it. */
const START_AT_BYTES = 1024 * 1024;

const CHECK_EVERY_MS = 1000;

/**
 * Moves the write-ahead log's checkpoints off the thread that answers requests. SQLite folds the log
 * back into library.db inside the commit that takes it past 1,000 pages, on the committing
 * connection: for the server's connection, that is the request thread, which then waited on two
 * fsyncs, 10 to 30 ms each on a busy machine (visitor counters commit every few seconds, so every
 * visitor's request waited behind them). The server's connection checkpoints no more; once the log
 * has grown past a megabyte, a worker thread with a connection of its own checkpoints every second.
 * Should that worker fail, the server's connection takes the checkpoints back.
 */
export class WalCheckpointer {
  private worker: Worker | undefined;
  private readonly timer: ReturnType<typeof setInterval>;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly databaseFile: string,
  ) {
    checkpointInCommits(db, false);
    this.timer = setInterval(() => this.startWhenNeeded(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private startWhenNeeded(): void {
    let logBytes: number;
    try {
      logBytes = statSync(`${this.databaseFile}-wal`).size;
    } catch {
      return;
    }
    if (logBytes < START_AT_BYTES) return;
    clearInterval(this.timer);
    const data: WalCheckpointWorkerData = { databaseFile: this.databaseFile, everyMs: CHECK_EVERY_MS };
    const worker = launchWorker('workers/wal-checkpoint-worker', data);
    worker.unref();
    worker.on('error', (error) => log.error({ err: error }, 'The checkpoint worker failed'));
    worker.on('exit', () => {
      if (this.stopped || this.worker !== worker) return;
      this.worker = undefined;
      log.warn('The checkpoint worker ended; the server checkpoints the library itself again');
      checkpointInCommits(this.db, true);
    });
    this.worker = worker;
  }
}
