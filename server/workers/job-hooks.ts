import type { JobPhase } from '../../common/api/jobs';

/** How a long service reports progress and learns that it was cancelled, wherever it runs. */
export interface JobHooks {
  progress(phase: JobPhase, done: number, total: number): void;
  /** Throws JobCancelled once a cancel was asked for; inside a transaction that rolls it back. */
  throwIfCancelled(): void;
}

/** For callers that run a service directly (tests, scripts): no progress, never cancelled. */
export const NO_JOB_HOOKS: JobHooks = {
  progress: () => undefined,
  throwIfCancelled: () => undefined,
};
