import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../limits';
import { revisionSchema } from './edit-conflict';
import { refuseBadCharacters } from './title-characters';
import { ruleText } from '../validation-rules';
import { requiredText } from './validation-issues';

/** Body of POST /api/admin/categories and PATCH /api/admin/categories/{id}. */
export const categoryInputSchema = z.object({
  name: requiredText('nameRequired', (text) =>
    text
      .max(MAX_NAME_LENGTH, ruleText('tooLong', { max: MAX_NAME_LENGTH }, 'Name'))
      .superRefine(refuseBadCharacters('Name')),
  ),
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
