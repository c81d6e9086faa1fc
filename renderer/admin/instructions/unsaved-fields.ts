import type { TFunction } from 'i18next';
import type { Category } from '../../../common/api/categories';
import { LANGUAGES, SUPPORTED_LANGUAGES } from '../../../common/languages';
import type { InstructionFormState } from './instruction-form-state';

/** One field this admin changed before another admin's save won: what it held, and how to put it back. */
export interface UnsavedField {
  /** Unique within the form, used for the element ids ("conflict-typed-{id}"). */
  id: string;
  label: string;
  /** The typed value as text, ready to copy. */
  text: string;
  multiline: boolean;
  restore: (form: InstructionFormState) => InstructionFormState;
}

/** Every field of `typed` that differs from `base`, the version the admin started from. */
export function unsavedFields(
  typed: InstructionFormState,
  base: InstructionFormState,
  categories: Category[],
  t: TFunction,
): UnsavedField[] {
  const fields: UnsavedField[] = [];
  function add(key: keyof InstructionFormState, label: string, text: string, multiline = false) {
    if (JSON.stringify(typed[key]) === JSON.stringify(base[key])) return;
    fields.push({ id: key, label, text, multiline, restore: (form) => ({ ...form, [key]: typed[key] }) });
  }
  add('title', t('form.title'), typed.title);
  add('type', t('form.type'), t(`types.${typed.type}`));
  add(
    'categoryId',
    t('form.category'),
    categories.find((category) => String(category.id) === typed.categoryId)?.name ?? '',
  );
  add(
    'isUniversal',
    t('form.universal'),
    t(typed.isUniversal ? 'instructionEditing.yes' : 'instructionEditing.no'),
  );
  add('excludePatterns', t('form.excludePatterns'), typed.excludePatterns, true);
  add(
    'sourceLanguage',
    t('translations.sourceLanguage'),
    typed.sourceLanguage ? LANGUAGES[typed.sourceLanguage].nativeName : t('translations.sourceAutomatic'),
  );
  for (const key of ['titles', 'contents'] as const) {
    for (const language of SUPPORTED_LANGUAGES) {
      if (typed[key][language] === base[key][language]) continue;
      const name = t(`instructionEditing.languageIn.${language}`);
      fields.push({
        id: `${key}-${language}`,
        label:
          key === 'titles'
            ? t('form.languageTitle', { language: name })
            : t('instructionEditing.contentIn', { language: name }),
        text: typed[key][language],
        multiline: key === 'contents',
        restore: (form) => ({ ...form, [key]: { ...form[key], [language]: typed[key][language] } }),
      });
    }
  }
  return fields;
}
