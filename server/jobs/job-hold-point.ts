import type { JobPhase } from '../../common/api/jobs';

/**
 * The kill -9 tests freeze a job's worker at a known point (`<phase>:<fraction of the phase's
 * total>`, e.g. `replacing:0.5`) through this variable, so the kill lands mid-job on a small
 * library; no setting, flag or route reaches it.
 */
export const JOB_HOLD_VARIABLE = 'JOB_HOLD_FOR_TESTS';

export interface JobHoldPoint {
  phase: JobPhase;
  fraction: number;
}

export function parseJobHoldPoint(text: string): JobHoldPoint {
  const [phase, fraction] = text.split(':');
  return { phase: phase as JobPhase, fraction: Number(fraction ?? 0) };
}

/** Whether a job that reports this progress has reached `point` (a fraction above 0 needs a total). */
export function reachedHoldPoint(
  point: JobHoldPoint,
  progress: { phase: JobPhase; done: number; total: number },
): boolean {
  if (progress.phase !== point.phase) return false;
  return point.fraction === 0 || (progress.total > 0 && progress.done >= point.fraction * progress.total);
}

/** Blocks this thread for good: the test that asked for the hold kills the process. */
export function holdForever(): never {
  for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}
