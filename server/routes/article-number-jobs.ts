import { Router, type Response } from 'express';
import {
  ARTICLE_NUMBER_JOB_KINDS,
  type ArticleNumberJob,
  type ArticleNumberJobKind,
  type ArticleNumberJobs,
} from '../../common/api/article-number-jobs';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { conflict, HttpError, notFound } from '../errors';
import type { JobOptions, StartedJob } from '../jobs/article-number-jobs';
import type { JobTask } from '../jobs/job-protocol';
import { requireUploadedFile, singleFileUpload } from '../http/file-upload';

const CSV_FIELD = 'file';

function jobKind(value: string | undefined): ArticleNumberJobKind {
  const kind = ARTICLE_NUMBER_JOB_KINDS.find((known) => known === value);
  if (!kind)
    throw notFound(`Unknown job kind: ${value ?? ''} (known: ${ARTICLE_NUMBER_JOB_KINDS.join(', ')})`);
  return kind;
}

/** The error a failed or cancelled job answers to a client that waited for it. */
function jobOutcomeError(job: ArticleNumberJob): HttpError {
  if (job.state === 'cancelled') return conflict('The import was cancelled; nothing was changed');
  const error = job.error ?? { status: 500, message: 'The job failed', code: 'INTERNAL' as const };
  return new HttpError(error.status, error.message, error.code, error.details);
}

/**
 * CSV import, CSV export and sync from the Excel folder, each run by the job runner in a worker
 * thread. The spec's calls (POST .../import, POST .../sync-from-excel, GET .../export) wait for
 * their job; the jobs/ calls start one and answer at once, for a page that shows progress.
 */
export function articleNumberJobsRouter({ config, jobs }: AppContext): Router {
  const router = Router();
  const upload = singleFileUpload(CSV_FIELD, config.importLimitBytes, { toDisk: true });

  const startImport = (req: Parameters<typeof currentUserId>[0]): StartedJob => {
    const file = requireUploadedFile(req, CSV_FIELD);
    const task: JobTask = {
      kind: 'import',
      filePath: file.path,
      originalName: file.originalname,
      userId: currentUserId(req),
    };
    return jobs.start(task, { fileName: file.originalname });
  };

  const startSync = (req: Parameters<typeof currentUserId>[0]): StartedJob =>
    jobs.start({ kind: 'sync', syncDir: config.syncDir, userId: currentUserId(req) });

  const answerWhenDone = async (res: Response, started: StartedJob) => {
    const job = await started.ended;
    if (job.state !== 'succeeded') throw jobOutcomeError(job);
    res.json(job.result);
  };

  router.post('/admin/article-numbers/import', upload, async (req, res) => {
    await answerWhenDone(res, startImport(req));
  });

  router.post('/admin/article-numbers/sync-from-excel', async (req, res) => {
    await answerWhenDone(res, startSync(req));
  });

  router.get('/admin/article-numbers/export', async (req, res) => {
    let headersSent = false;
    const options: JobOptions = {
      onChunk: (text) => {
        if (!headersSent) {
          res.set({
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="article-numbers.csv"',
            'Cache-Control': 'no-store',
          });
          headersSent = true;
        }
        if (res.destroyed) throw new Error('The download was closed');
        if (res.write(text)) return;
        return new Promise<void>((resolve, reject) => {
          const drained = () => {
            res.off('close', closed);
            resolve();
          };
          const closed = () => {
            res.off('drain', drained);
            reject(new Error('The download was closed'));
          };
          res.once('drain', drained);
          res.once('close', closed);
        });
      },
    };
    const started = jobs.start({ kind: 'export' }, options);
    res.on('close', () => {
      if (!res.writableFinished) jobs.cancel('export');
    });
    const job = await started.ended;
    if (job.state === 'succeeded') {
      res.end();
      return;
    }
    if (!headersSent) throw jobOutcomeError(job);
    res.destroy();
  });

  router.get('/admin/article-numbers/jobs', (_req, res) => {
    res.json(jobs.all() satisfies ArticleNumberJobs);
  });

  router.get('/admin/article-numbers/jobs/:kind', (req, res) => {
    const kind = jobKind(req.params.kind);
    const job = jobs.get(kind);
    if (!job) throw notFound(`No ${kind} job has run since the server started`);
    res.json(job satisfies ArticleNumberJob);
  });

  router.post('/admin/article-numbers/jobs/import', upload, (req, res) => {
    res.status(202).json(startImport(req).job satisfies ArticleNumberJob);
  });

  router.post('/admin/article-numbers/jobs/sync', (req, res) => {
    res.status(202).json(startSync(req).job satisfies ArticleNumberJob);
  });

  router.delete('/admin/article-numbers/jobs/import', (_req, res) => {
    const job = jobs.cancel('import');
    if (!job) throw conflict('No import is running', 'NO_JOB_RUNNING');
    res.status(202).json(job satisfies ArticleNumberJob);
  });

  return router;
}
