import type { LibraryJob, LibraryStatus } from '../../../common/api/library-bundles';

/**
 * Whether the last publish or apply still says how the library stands: a check of the hub (or a
 * file of the watch folder) begun after it ended has the newer outcome, failed or with nothing newer.
 * A check that applies a version ends its apply after the check began, so that apply stays the newest.
 */
export function isNewestOutcome(job: LibraryJob, follower: LibraryStatus['follower']): boolean {
  return !follower?.lastCheck || !job.finishedAt || job.finishedAt >= follower.lastCheck;
}

/**
 * What the last check of the hub found when it applied nothing; undefined when it failed or applied.
 * `ownLibrary`: this install still serves a version it published itself, whose number the hub's
 * versions have not passed yet, so its content is not the hub's although nothing is newer.
 */
export type CheckOutcome =
  | { kind: 'upToDate'; version: number }
  | { kind: 'ownLibrary'; version: number }
  | { kind: 'nothingOffered'; channel: 'pilot' | 'stable' };

export function checkOutcome(
  status: LibraryStatus,
  applyJob: LibraryJob | undefined,
): CheckOutcome | undefined {
  const follower = status.follower;
  if (!follower?.hubUrl || !follower.lastCheck || follower.lastError !== null) return undefined;
  if (follower.lastSuccess !== follower.lastCheck) return undefined;
  if (applyJob && isNewestOutcome(applyJob, follower)) return undefined;
  if (follower.nothingOffered) return { kind: 'nothingOffered', channel: follower.channel };
  if (!status.served) return undefined;
  const { version, origin } = status.served;
  return { kind: origin === 'published' ? 'ownLibrary' : 'upToDate', version };
}

/** A version a check of the hub applied (no file): told in the Status card, beside "Check now". */
export const isCheckApply = (job: LibraryJob): boolean =>
  job.kind === 'apply' && job.state === 'succeeded' && !job.fileName;
