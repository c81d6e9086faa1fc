import type { EditConflictAnswer } from '../../common/api/edit-conflict';
import type { LastChange } from '../db/last-change';
import { conflict } from '../errors';

/** "2026-11-23 06:45 UTC": the same for every admin, whatever their time zone. */
function readableTime(iso: string | null): string {
  if (!iso) return 'an unknown time';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

type EditedRecord = 'instruction' | 'category';

/** Whether an edit started from another revision than the stored one. Without a base revision the edit wins, as older clients expect. */
export function isStaleRevision(baseRevision: number | undefined, stored: LastChange): boolean {
  return baseRevision !== undefined && baseRevision !== stored.revision;
}

/** Refuses an edit that started from an older revision than the stored one. */
export function assertCurrentRevision(
  what: EditedRecord,
  baseRevision: number | undefined,
  stored: LastChange,
): void {
  if (isStaleRevision(baseRevision, stored)) throw editConflict(what, stored);
}

/** The 409 answer naming who saved the newer revision and when. */
export function editConflict(what: EditedRecord, stored: LastChange): Error {
  return conflict(
    `This ${what} was changed by ${stored.changedBy ?? 'another admin'} at ${readableTime(stored.changedAt)}. Reload to see the latest version.`,
    'EDIT_CONFLICT',
    { changedBy: stored.changedBy, changedAt: stored.changedAt } satisfies Omit<
      EditConflictAnswer,
      'message' | 'code'
    >,
  );
}
