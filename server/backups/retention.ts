import type { BackupFile } from '../../common/api/backups';

/** Like Actual's: the three newest of today, and the newest of each of the seven days before. */
export const KEEP_TODAY = 3;
export const KEEP_DAYS = 7;

const dayOf = (iso: string) => iso.slice(0, 10);

/** The backups the retention rule keeps, of `backups` (any order), on the UTC day of `now`. */
export function backupsToKeep(backups: readonly BackupFile[], now: Date): BackupFile[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const today = dayOf(now.toISOString());
  const oldestDay = dayOf(new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString());
  const kept = newestFirst.filter((backup) => dayOf(backup.createdAt) === today).slice(0, KEEP_TODAY);
  const daysSeen = new Set<string>();
  for (const backup of newestFirst) {
    const day = dayOf(backup.createdAt);
    if (day >= today || day < oldestDay || daysSeen.has(day)) continue;
    daysSeen.add(day);
    kept.push(backup);
  }
  return kept;
}
