import { parentPort, workerData } from 'node:worker_threads';
import type { ArticleNumberJobResult } from '../../common/api/article-number-jobs';
import { openDatabase, sqliteOf, type Db } from '../db/client';
import { HttpError } from '../errors';
import type { JobHooks } from '../workers/job-hooks';
import {
  isCancelled,
  JobCancelled,
  MORE_CHUNKS,
  type JobWorkerData,
  type JobWorkerMessage,
} from './job-protocol';
import { log } from '../logs/log';

/*
 * The worker thread of one article-number job: its own database connection (WAL lets the server's
 * connection go on reading the committed library meanwhile), messages out for progress, chunks
 * and the end.
 */

const port = parentPort;
if (!port) throw new Error('article-number-worker runs as a worker thread only');
const data = workerData as JobWorkerData;
const cancelFlag = new Int32Array(data.cancelFlag);
const post = (message: JobWorkerMessage) => port.postMessage(message);

const hooks: JobHooks = {
  progress: (phase, done, total) => post({ type: 'progress', phase, done, total }),
  throwIfCancelled: () => {
    if (isCancelled(cancelFlag)) throw new JobCancelled();
  },
};

const nextChunkWanted = () =>
  new Promise<void>((resolve) => {
    const listener = (message: unknown) => {
      if (message !== MORE_CHUNKS) return;
      port.off('message', listener);
      resolve();
    };
    port.on('message', listener);
  });

async function exportCsv(db: Db): Promise<ArticleNumberJobResult> {
  const { articleNumberCsvChunks } = await import('../services/article-numbers/export');
  let rows = 0;
  for (const chunk of articleNumberCsvChunks(db)) {
    hooks.throwIfCancelled();
    const wanted = nextChunkWanted();
    post({ type: 'chunk', text: chunk.text });
    hooks.progress('exporting', chunk.done, chunk.total);
    rows = chunk.done;
    await wanted;
  }
  return { rows };
}

async function run(db: Db): Promise<ArticleNumberJobResult> {
  // Each kind loads only its own modules: a worker starts for every job.
  const { task } = data;
  switch (task.kind) {
    case 'import': {
      const { importArticleNumbers } = await import('../services/article-numbers/import');
      return importArticleNumbers(
        db,
        task.userId,
        { path: task.filePath, originalName: task.originalName },
        hooks,
      );
    }
    case 'export':
      return exportCsv(db);
    case 'sync': {
      hooks.progress('syncing', 0, 0);
      const { syncArticleNumbersFromFolder } = await import('../services/article-numbers/excel-sync');
      return syncArticleNumbersFromFolder(db, task.userId, task.syncDir);
    }
  }
}

const db = openDatabase(data.databaseFile);
try {
  post({ type: 'result', result: await run(db) });
} catch (error) {
  if (error instanceof JobCancelled) post({ type: 'cancelled' });
  else if (error instanceof HttpError) {
    post({
      type: 'error',
      status: error.status,
      message: error.message,
      code: error.code,
      details: error.details,
    });
  } else {
    log.error({ err: error }, 'Article-number job failed');
    post({
      type: 'error',
      status: 500,
      message: `The job failed: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
} finally {
  sqliteOf(db).close();
}
