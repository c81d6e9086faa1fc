import type { Job, JobResults, Jobs } from '../../common/api/jobs';
import type { LibraryJobKind } from '../../common/api/library-bundles';
import type { LibraryTask } from './library-tasks';

export interface StartedLibraryJob<K extends LibraryJobKind> {
  job: Job<K>;
  /** Settles with the job's final state (never rejects: a failure is a state). */
  ended: Promise<Job<K>>;
  /** The job's result once it succeeded; else the error a waiting request answers. */
  outcome(): Promise<JobResults[K]>;
}

/**
 * What the library service needs of the server's job runner (server/jobs/job-runner.ts), which
 * runs publish and apply like every other long job, one of the two at a time.
 */
export interface LibraryJobs {
  start<T extends LibraryTask>(
    task: T,
    options?: { fileName?: string; onEnded?: () => void },
  ): StartedLibraryJob<T['kind']>;
  get<K extends LibraryJobKind>(kind: K): Job<K> | undefined;
  all<K extends LibraryJobKind>(kinds: readonly K[]): Jobs<K>;
  cancel<K extends LibraryJobKind>(kind: K): Job<K> | undefined;
}
