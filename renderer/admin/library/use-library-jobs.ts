import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibraryJob, LibraryJobs } from '../../../common/api/library-bundles';
import { invalidateAfterLibraryChange } from './queries';
import { jobQueries } from '../shell/jobs/queries';
import { useJobs, useRefreshJobs, useShowStartedJob } from '../shell/jobs/use-jobs';

/**
 * The running or last publish and apply, polled while one runs. When one ends, every page's data is
 * refreshed (an apply changes the whole library, a publish the status) and `onFinished` hears of it.
 */
export function useLibraryJobs(onFinished: (job: LibraryJob) => void = () => undefined): LibraryJobs {
  const client = useQueryClient();
  return useJobs(jobQueries.library(), (job) => {
    void invalidateAfterLibraryChange(client);
    onFinished(job);
  });
}

/** Starts polling at once after this page started or cancelled a library job itself. */
export const useRefreshLibraryJobs = (): (() => Promise<void>) => useRefreshJobs(jobQueries.library());

/** Shows a publish or apply this page just started at once. */
export const useShowStartedLibraryJob = (): ((job: LibraryJob) => void) =>
  useShowStartedJob(jobQueries.library());

/** The running or last apply, read without hearing of its end (useLibraryJobs on the page does). */
export const useLastApplyJob = (): LibraryJob<'apply'> | undefined =>
  useQuery(jobQueries.library()).data?.apply;
