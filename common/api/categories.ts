import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../limits';
import { revisionSchema } from './edit-conflict';
import { refuseBadCharacters } from './title-characters';

/** Body of POST /api/admin/categories and PATCH /api/admin/categories/{id}. */
export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`)
    .superRefine(refuseBadCharacters('Name')),
  /** PATCH only: the revision the edit started from; a newer one answers 409 EDIT_CONFLICT. Absent: last write wins. */
  baseRevision: revisionSchema.optional(),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;

export interface Category {
  id: number;
  name: string;
  /** Raised by every change; sent back as `baseRevision` to detect edit conflicts. */
  revision: number;
}
