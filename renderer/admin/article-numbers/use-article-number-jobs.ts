import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleNumberJob, ArticleNumberJobs } from '../../../common/api/article-number-jobs';
import { adminKeys } from '../shell/admin-keys';
import { articleNumberQueries, invalidateAfterArticleNumberChange } from './queries';

const POLL_WHILE_RUNNING_MS = 500;

const anyRunning = (jobs: ArticleNumberJobs | undefined) =>
  Object.values(jobs ?? {}).some((job) => job.state === 'running');

/**
 * The import/export/sync jobs as the server reports them, polled while one runs. When a job that
 * changes the library ends, the lists are refreshed and `onFinished` hears of it once.
 */
export function useArticleNumberJobs(onFinished: (job: ArticleNumberJob) => void): ArticleNumberJobs {
  const client = useQueryClient();
  const { data } = useQuery({
    ...articleNumberQueries.jobs(),
    staleTime: 0,
    refetchInterval: (query) => (anyRunning(query.state.data) ? POLL_WHILE_RUNNING_MS : false),
  });
  const seenRunning = useRef(new Set<string>());
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    for (const job of Object.values(data ?? {})) {
      if (job.state === 'running') {
        seenRunning.current.add(job.id);
        continue;
      }
      if (!seenRunning.current.delete(job.id)) continue;
      if (job.kind !== 'export') {
        void invalidateAfterArticleNumberChange(client);
        void client.invalidateQueries({ queryKey: adminKeys.categories });
      }
      finished.current(job);
    }
  }, [data, client]);

  return data ?? {};
}

/** Starts polling at once after this page started a job itself. */
export function useRefreshJobs(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: articleNumberQueries.jobs().queryKey });
}
