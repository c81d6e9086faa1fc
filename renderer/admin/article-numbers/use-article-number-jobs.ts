import { useQueryClient } from '@tanstack/react-query';
import type { ArticleNumberJob, ArticleNumberJobs } from '../../../common/api/article-number-jobs';
import { invalidateAfter } from '../../api/invalidate';
import { queryKeys } from '../../api/query-keys';
import { jobQueries } from '../shell/jobs/queries';
import { useJobs, useRefreshJobs } from '../shell/jobs/use-jobs';

/**
 * The import/export/sync jobs, polled while one runs. When a job that changes the library ends,
 * the lists are refreshed and `onFinished` hears of it once.
 */
export function useArticleNumberJobs(onFinished: (job: ArticleNumberJob) => void): ArticleNumberJobs {
  const client = useQueryClient();
  return useJobs(jobQueries.articleNumbers(), (job) => {
    if (job.kind !== 'export') {
      void invalidateAfter.articleNumberChange(client);
      void client.invalidateQueries({ queryKey: queryKeys.admin.categories() });
    }
    onFinished(job);
  });
}

/** Starts polling at once after this page started or cancelled a job itself. */
export const useRefreshArticleNumberJobs = (): (() => Promise<void>) =>
  useRefreshJobs(jobQueries.articleNumbers());
