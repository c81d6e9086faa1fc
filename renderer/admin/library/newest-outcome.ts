import type { LibraryJob, LibraryStatus } from '../../../common/api/library-bundles';

/**
 * Whether the last publish or apply still says how the library stands: a check of the hub (or a
 * file of the watch folder) begun after it ended has the newer outcome, failed or with nothing newer.
 * A check that applies a version ends its apply after the check began, so that apply stays the newest.
 */
export function isNewestOutcome(job: LibraryJob, follower: LibraryStatus['follower']): boolean {
  return !follower?.lastCheck || !job.finishedAt || job.finishedAt >= follower.lastCheck;
}

/** The version the last check of the hub left in place, when it found nothing newer; else undefined. */
export function upToDateVersion(status: LibraryStatus, applyJob: LibraryJob | undefined): number | undefined {
  const follower = status.follower;
  if (!follower?.hubUrl || !follower.lastCheck || follower.lastError !== null) return undefined;
  if (follower.lastSuccess !== follower.lastCheck) return undefined;
  if (applyJob && isNewestOutcome(applyJob, follower)) return undefined;
  return status.served?.version;
}
