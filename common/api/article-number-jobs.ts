import type { Job, Jobs } from './jobs';

/** The heavy article-number jobs; at most one of each kind runs at a time. */
export const ARTICLE_NUMBER_JOB_KINDS = ['import', 'export', 'sync'] as const;
export type ArticleNumberJobKind = (typeof ARTICLE_NUMBER_JOB_KINDS)[number];

/** One job as GET /api/admin/article-numbers/jobs/{kind} answers it (`done`/`total` count rows). */
export type ArticleNumberJob = Job<ArticleNumberJobKind>;

/** Answer of GET /api/admin/article-numbers/jobs: the running or last job of each kind. */
export type ArticleNumberJobs = Jobs<ArticleNumberJobKind>;
