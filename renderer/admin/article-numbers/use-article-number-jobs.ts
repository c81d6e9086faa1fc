import { useQueryClient } from '@tanstack/react-query';
import type { ArticleNumberJob, ArticleNumberJobs } from '../../../common/api/article-number-jobs';
import { adminKeys } from '../shell/admin-keys';
import { jobQueries } from '../shell/jobs/queries';
import { useJobs, useRefreshJobs } from '../shell/jobs/use-jobs';
import { invalidateAfterArticleNumberChange } from './queries';

/**
 * The import/export/sync jobs, polled while one runs. When a job that changes the library ends,
 * the lists are refreshed and `onFinished` hears of it once.
 */
export function useArticleNumberJobs(onFinished: (job: ArticleNumberJob) => void): ArticleNumberJobs {
  const client = useQueryClient();
  return useJobs(jobQueries.articleNumbers(), (job) => {
    if (job.kind !== 'export') {
      void invalidateAfterArticleNumberChange(client);
      void client.invalidateQueries({ queryKey: adminKeys.categories });
    }
    onFinished(job);
  });
}

/** Starts polling at once after this page started or cancelled a job itself. */
export const useRefreshArticleNumberJobs = (): (() => Promise<void>) =>
  useRefreshJobs(jobQueries.articleNumbers());
