import type { ErrorCode } from './errors';
import type { ImportResult, SyncResult } from './article-numbers';

/** The heavy article-number jobs; at most one of each kind runs at a time. */
export const ARTICLE_NUMBER_JOB_KINDS = ['import', 'export', 'sync'] as const;
export type ArticleNumberJobKind = (typeof ARTICLE_NUMBER_JOB_KINDS)[number];

export type ArticleNumberJobState = 'running' | 'succeeded' | 'failed' | 'cancelled';

/** What the job is doing now: an import reads and checks the file, then writes it in one transaction. */
export type ArticleNumberJobPhase = 'reading' | 'writing' | 'indexing' | 'exporting' | 'syncing' | 'finished';

export interface ExportJobResult {
  rows: number;
}

export type ArticleNumberJobResult = ImportResult | SyncResult | ExportJobResult;

/**
 * One job as GET /api/admin/article-numbers/jobs[/{kind}] answers it. `done`/`total` count rows
 * (file lines while an import reads its file); the last job of each kind stays readable after it
 * ended, so a page opened later still shows its result.
 */
export interface ArticleNumberJob {
  id: string;
  kind: ArticleNumberJobKind;
  state: ArticleNumberJobState;
  phase: ArticleNumberJobPhase;
  done: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  elapsedMs: number;
  /** The uploaded file's name, for an import. */
  fileName: string | null;
  result: ArticleNumberJobResult | null;
  /**
   * Why the job failed, with the HTTP status the waiting call answered and the values a client
   * words the code's text with (e.g. the first refused line).
   */
  error: {
    status: number;
    message: string;
    code: ErrorCode;
    details?: Record<string, string | number | null>;
  } | null;
}

/** Answer of GET /api/admin/article-numbers/jobs: the running or last job of each kind. */
export type ArticleNumberJobs = Partial<Record<ArticleNumberJobKind, ArticleNumberJob>>;
