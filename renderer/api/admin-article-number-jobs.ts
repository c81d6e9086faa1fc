import type {
  ArticleNumberJob,
  ArticleNumberJobKind,
  ArticleNumberJobs,
} from '../../common/api/article-number-jobs';
import type {
  ArticleNumberCounts,
  ArticleNumberPage,
  ArticleNumberPageQuery,
} from '../../common/api/article-numbers';
import { api, type RequestOptions } from './client';

const BASE = '/api/admin/article-numbers';

/** GET ?search&offset&limit: one page of numbers with their categories and the matching total. */
export function fetchArticleNumberPage(
  query: ArticleNumberPageQuery,
  options?: RequestOptions,
): Promise<ArticleNumberPage> {
  const params = new URLSearchParams({
    search: query.search,
    offset: String(query.offset),
    limit: String(query.limit),
  });
  return api.get<ArticleNumberPage>(`${BASE}?${params.toString()}`, options);
}

/** GET .../counts: the dashboard's and the page subtitle's exact counts. */
export function fetchArticleNumberCounts(options?: RequestOptions): Promise<ArticleNumberCounts> {
  return api.get<ArticleNumberCounts>(`${BASE}/counts`, options);
}

/** GET .../jobs: the running or last import, export and sync. */
export function fetchArticleNumberJobs(options?: RequestOptions): Promise<ArticleNumberJobs> {
  return api.get<ArticleNumberJobs>(`${BASE}/jobs`, options);
}

/** POST .../jobs/import: uploads the CSV and starts the import; answers at once with the job. */
export function startArticleNumberImport(file: File, options?: RequestOptions): Promise<ArticleNumberJob> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ArticleNumberJob>(`${BASE}/jobs/import`, form, options);
}

/** DELETE .../jobs/{kind}: cancels a running import, export or sync; nothing of an import is kept. */
export function cancelArticleNumberJob(kind: ArticleNumberJobKind): Promise<ArticleNumberJob> {
  return api.delete<ArticleNumberJob>(`${BASE}/jobs/${kind}`);
}
