import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobKind, Jobs } from '../../../../common/api/jobs';
import type { JobsQuery } from './queries';

/**
 * A page's jobs as the server reports them, polled while one runs; also after a reload, since the
 * server keeps the running or last job of each kind. `onFinished` hears once of each job this page
 * saw running and that has ended since.
 */
export function useJobs<K extends JobKind>(query: JobsQuery<K>, onFinished: (job: Job<K>) => void): Jobs<K> {
  const { data } = useQuery(query);
  const seenRunning = useRef(new Set<string>());
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    const jobs: (Job<K> | undefined)[] = Object.values(data ?? {});
    for (const job of jobs) {
      if (!job) continue;
      if (job.state === 'running') {
        seenRunning.current.add(job.id);
        continue;
      }
      if (seenRunning.current.delete(job.id)) finished.current(job);
    }
  }, [data]);

  return data ?? {};
}

/** Asks for a page's jobs at once (after it started or cancelled one), which starts the polling. */
export function useRefreshJobs<K extends JobKind>(query: JobsQuery<K>): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: query.queryKey });
}

/** Shows a job this page just started at once, before the next poll: its answer is the job itself. */
export function useShowStartedJob<K extends JobKind>(query: JobsQuery<K>): (job: Job<K>) => void {
  const client = useQueryClient();
  return (job) => client.setQueryData(query.queryKey, (jobs) => ({ ...jobs, [job.kind]: job }));
}
