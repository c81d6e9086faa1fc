import type { AdminInstructionDetail, InstructionBodyInput } from '../../../common/api/instructions';
import { DEFAULT_INSTRUCTION_TYPE, type InstructionType } from '../../../common/instruction-types';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../../common/languages';
import { parseExcludePatterns } from '../shell/format';

export type PerLanguage = Record<Language, string>;

export interface InstructionFormState {
  title: string;
  type: InstructionType;
  /** The chosen category id as the select holds it; '' when none is chosen. */
  categoryId: string;
  isUniversal: boolean;
  excludePatterns: string;
  titles: PerLanguage;
  contents: PerLanguage;
  /** The language the others are translations of; '' lets the server take the first one with content. */
  sourceLanguage: Language | '';
}

function emptyPerLanguage(): PerLanguage {
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, ''])) as PerLanguage;
}

export function emptyFormState(): InstructionFormState {
  return {
    title: '',
    type: DEFAULT_INSTRUCTION_TYPE,
    categoryId: '',
    isUniversal: false,
    excludePatterns: '',
    titles: emptyPerLanguage(),
    contents: emptyPerLanguage(),
    sourceLanguage: '',
  };
}

export function formStateFromDetail(detail: AdminInstructionDetail): InstructionFormState {
  const titles = emptyPerLanguage();
  for (const entry of detail.titles) titles[entry.language] = entry.title;
  const contents = emptyPerLanguage();
  for (const entry of detail.contents) contents[entry.language] = entry.content;
  return {
    title: detail.title,
    type: detail.type,
    categoryId: detail.categoryId === null ? '' : String(detail.categoryId),
    isUniversal: detail.isUniversal,
    excludePatterns: detail.excludePatterns.join(', '),
    titles,
    contents,
    sourceLanguage: detail.sourceLanguage,
  };
}

/** Edit mode opens on the language of the first existing content, else the default language. */
export function firstContentLanguage(detail: AdminInstructionDetail): Language {
  return detail.contents.find((entry) => entry.content.trim().length > 0)?.language ?? DEFAULT_LANGUAGE;
}

function nonBlank(values: PerLanguage, trim: boolean): Partial<PerLanguage> {
  const kept: Partial<PerLanguage> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const value = values[language];
    if (value.trim()) kept[language] = trim ? value.trim() : value;
  }
  return kept;
}

/**
 * The request body of the form: titles and contents only where non-blank, no category for a
 * universal instruction, exclude patterns only for a universal one.
 */
export function formStateToBody(state: InstructionFormState): InstructionBodyInput {
  return {
    instruction: {
      title: state.title,
      type: state.type,
      isUniversal: state.isUniversal,
      excludePatterns: state.isUniversal ? parseExcludePatterns(state.excludePatterns) : [],
      ...(state.isUniversal || state.categoryId === '' ? {} : { categoryId: Number(state.categoryId) }),
    },
    contents: nonBlank(state.contents, false),
    titles: nonBlank(state.titles, true),
    // A source without content would be refused; without one the server keeps or picks a written one.
    ...(state.sourceLanguage && state.contents[state.sourceLanguage].trim()
      ? { sourceLanguage: state.sourceLanguage }
      : {}),
  };
}
