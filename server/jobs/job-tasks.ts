import type { MessagePort } from 'node:worker_threads';
import type { JobKind, JobResults } from '../../common/api/jobs';
import type { Db } from '../db/client';
import type { JobHooks } from '../workers/job-hooks';
import { MORE_CHUNKS, type JobWorkerData, type JobWorkerMessage } from './job-protocol';

type ParentPort = Pick<MessagePort, 'on' | 'off' | 'postMessage'>;

/** Runs a job's task inside the worker; each kind loads only its own modules. */
export async function runTask(
  db: Db,
  { task, dataDir }: JobWorkerData,
  hooks: JobHooks,
  port: ParentPort,
): Promise<JobResults[JobKind]> {
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
      return exportCsv(db, hooks, port);
    case 'sync': {
      hooks.progress('syncing', 0, 0);
      const { syncArticleNumbersFromFolder } = await import('../services/article-numbers/excel-sync');
      return syncArticleNumbersFromFolder(db, task.userId, task.syncDir);
    }
    case 'publish':
    case 'apply': {
      const { runLibraryTask } = await import('../library-bundles/library-tasks');
      return runLibraryTask(db, dataDir, task, hooks);
    }
  }
}

/** Sends the CSV in chunks, each after the server's response took the one before. */
async function exportCsv(db: Db, hooks: JobHooks, port: ParentPort): Promise<JobResults['export']> {
  const { articleNumberCsvChunks } = await import('../services/article-numbers/export');
  const nextChunkWanted = () =>
    new Promise<void>((resolve) => {
      const listener = (message: unknown) => {
        if (message !== MORE_CHUNKS) return;
        port.off('message', listener);
        resolve();
      };
      port.on('message', listener);
    });
  let rows = 0;
  for (const chunk of articleNumberCsvChunks(db)) {
    hooks.throwIfCancelled();
    const wanted = nextChunkWanted();
    const message: JobWorkerMessage = { type: 'chunk', text: chunk.text };
    port.postMessage(message);
    hooks.progress('exporting', chunk.done, chunk.total);
    rows = chunk.done;
    await wanted;
  }
  return { rows };
}
