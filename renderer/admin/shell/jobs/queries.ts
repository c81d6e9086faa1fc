import { queryOptions } from '@tanstack/react-query';
import type { Job, JobKind, Jobs } from '../../../../common/api/jobs';
import { fetchArticleNumberJobs } from '../../../api/admin-article-number-jobs';
import { fetchLibraryJobs } from '../../../api/admin-library';
import { adminKeys } from '../admin-keys';

/** While a job runs its page asks for its progress this often. */
const POLL_WHILE_RUNNING_MS = 500;

const anyJobRunning = (jobs: Jobs | undefined): boolean =>
  Object.values(jobs ?? {}).some((job: Job) => job.state === 'running');

function jobsOf<K extends JobKind>(
  scope: string,
  fetchJobs: (options: { signal: AbortSignal }) => Promise<Jobs<K>>,
) {
  return queryOptions({
    queryKey: [...jobQueries.all(), scope] as const,
    queryFn: ({ signal }) => fetchJobs({ signal }),
    staleTime: 0,
    refetchInterval: (query) => (anyJobRunning(query.state.data) ? POLL_WHILE_RUNNING_MS : false),
  });
}

/** A page's job list: the running or last job of each kind, asked again every half second while one runs. */
export type JobsQuery<K extends JobKind> = ReturnType<typeof jobsOf<K>>;

export const jobQueries = {
  all: () => adminKeys.jobs,
  /** CSV import, export and sync. */
  articleNumbers: () => jobsOf('article-numbers', fetchArticleNumberJobs),
  /** Publish and apply. */
  library: () => jobsOf('library', fetchLibraryJobs),
};
