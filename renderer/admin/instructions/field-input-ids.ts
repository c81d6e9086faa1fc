import type { Language } from '../../../common/languages';
import type { FailingField, InstructionField } from './instruction-form-validation';

const FIELD_INPUT_IDS: Record<Exclude<InstructionField, 'languageTitle' | 'content'>, string> = {
  title: 'instruction-title',
  type: 'instruction-type',
  category: 'instruction-category',
  excludePatterns: 'instruction-exclude',
  // The form has no input of its own for the number (the server assigns it): the title leads.
  instructionNumber: 'instruction-title',
  sourceLanguage: 'instruction-source-language',
};

/** Where the focus goes for a field's message: the first failing field is focused on a failed save. */
export function fieldInputId({ field }: FailingField, language: Language): string {
  if (field === 'content') return `content-${language}`;
  if (field === 'languageTitle') return `title-${language}`;
  return FIELD_INPUT_IDS[field];
}
