import { MAX_TITLE_LENGTH } from '../../../common/limits';
import type { InstructionFormState } from './instruction-form-state';

export type InstructionField = 'title' | 'category' | 'content';

/** Each failing rule of the form, as the admin text key to show at its field. */
export type InstructionFormErrors = Partial<Record<InstructionField, string>>;

/** Every rule the server checks, all at once, so each field can show its own message. */
export function validateInstructionForm(form: InstructionFormState): InstructionFormErrors {
  const errors: InstructionFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = 'validation.titleRequired';
  else if (title.length > MAX_TITLE_LENGTH) errors.title = 'validation.titleTooLong';
  if (!form.isUniversal && form.categoryId === '') errors.category = 'validation.categoryRequired';
  if (!Object.values(form.contents).some((content) => content.trim().length > 0)) {
    errors.content = 'validation.contentRequired';
  }
  return errors;
}
