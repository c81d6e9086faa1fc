/**
 * The worker thread of wal-checkpointer.ts: every interval, folds what the write-ahead log holds
 * back into library.db. An error (a full or failing disk) ends the thread, and the server's
 * connection goes back to checkpointing by itself.
 */
import { workerData } from 'node:worker_threads';
import { openCheckpointConnection } from '../db/raw/wal-checkpoints';

export interface WalCheckpointWorkerData {
  databaseFile: string;
  everyMs: number;
}

const { databaseFile, everyMs } = workerData as WalCheckpointWorkerData;
setInterval(openCheckpointConnection(databaseFile), everyMs);
