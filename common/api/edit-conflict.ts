import { z } from 'zod';

export const revisionSchema = z
  .number({ error: 'baseRevision must be a whole number' })
  .int('baseRevision must be a whole number')
  .min(1, 'baseRevision must be at least 1')
  .max(Number.MAX_SAFE_INTEGER, 'baseRevision is too large');

/**
 * Body of the 409 answer when an edit started from an older revision than the stored one:
 * `message` is "This instruction was changed by {user} at {time}. Reload to see the latest version."
 */
export interface EditConflictAnswer {
  message: string;
  code: 'EDIT_CONFLICT';
  /** Username of whoever saved the newer revision; null when unknown (account removed). */
  changedBy: string | null;
  /** ISO 8601 time of that save; null when unknown. */
  changedAt: string | null;
}
