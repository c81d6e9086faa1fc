import type { LastChange } from '../db/last-change';
import { conflict } from '../http/http-errors';

/** "2026-11-23 06:45 UTC": the same for every admin, whatever their time zone. */
function readableTime(iso: string | null): string {
  if (!iso) return 'an unknown time';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * Refuses an edit that started from an older revision than the stored one, naming who saved the
 * newer one and when. Without a base revision the edit wins, as older clients expect.
 */
export function assertCurrentRevision(
  what: 'instruction' | 'category',
  baseRevision: number | undefined,
  stored: LastChange,
): void {
  if (baseRevision === undefined || baseRevision === stored.revision) return;
  throw conflict(
    `This ${what} was changed by ${stored.changedBy ?? 'another admin'} at ${readableTime(stored.changedAt)}. Reload to see the latest version.`,
    'EDIT_CONFLICT',
    { changedBy: stored.changedBy, changedAt: stored.changedAt },
  );
}
