import { rm } from 'node:fs/promises';
import { Router, type Request } from 'express';
import {
  ARTICLE_NUMBER_JOB_KINDS,
  type ArticleNumberJob,
  type ArticleNumberJobKind,
  type ArticleNumberJobs,
} from '../../common/api/article-number-jobs';
import { currentUserId } from '../auth/require-admin';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import { requireUploadedFile, singleFileUpload } from '../http/file-upload';
import { streamJobDownload } from '../jobs/streamed-download';

const CSV_FIELD = 'file';

const CSV_DOWNLOAD_HEADERS = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': 'attachment; filename="article-numbers.csv"',
  'Cache-Control': 'no-store',
};

function jobKind(value: string | undefined): ArticleNumberJobKind {
  const kind = ARTICLE_NUMBER_JOB_KINDS.find((known) => known === value);
  if (!kind)
    throw notFound(`Unknown job kind: ${value ?? ''} (known: ${ARTICLE_NUMBER_JOB_KINDS.join(', ')})`);
  return kind;
}

/**
 * CSV import, CSV export and sync from the Excel folder, each run by the job runner in a worker
 * thread. The spec's calls (POST .../import, POST .../sync-from-excel, GET .../export) wait for
 * their job; the jobs/ calls start one and answer at once, for a page that shows progress.
 */
export function articleNumberJobsRouter({ config, jobs }: AppContext): Router {
  const router = Router();
  const upload = singleFileUpload(CSV_FIELD, config.importLimitBytes, { toDisk: true });

  const startImport = (req: Request) => {
    const file = requireUploadedFile(req, CSV_FIELD);
    return jobs.start(
      { kind: 'import', filePath: file.path, originalName: file.originalname, userId: currentUserId(req) },
      { fileName: file.originalname, onEnded: () => void rm(file.path, { force: true }) },
    );
  };

  const startSync = (req: Request) =>
    jobs.start({ kind: 'sync', syncDir: config.syncDir, userId: currentUserId(req) });

  router.post('/admin/article-numbers/import', upload, async (req, res) => {
    res.json(await startImport(req).outcome());
  });

  router.post('/admin/article-numbers/sync-from-excel', async (req, res) => {
    res.json(await startSync(req).outcome());
  });

  router.get('/admin/article-numbers/export', async (_req, res) => {
    await streamJobDownload(
      res,
      CSV_DOWNLOAD_HEADERS,
      (onChunk) => jobs.start({ kind: 'export' }, { onChunk }),
      () => jobs.cancel('export'),
    );
  });

  router.get('/admin/article-numbers/jobs', (_req, res) => {
    res.json(jobs.all(ARTICLE_NUMBER_JOB_KINDS) satisfies ArticleNumberJobs);
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

  router.delete('/admin/article-numbers/jobs/:kind', (req, res) => {
    const kind = jobKind(req.params.kind);
    const job = jobs.cancel(kind);
    if (!job) throw conflict(`No ${kind} job is running`, 'NO_JOB_RUNNING');
    res.status(202).json(job satisfies ArticleNumberJob);
  });

  return router;
}
