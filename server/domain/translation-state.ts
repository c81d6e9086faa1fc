import type {
  InstructionTranslationInfo,
  StateCounts,
  TranslationCell,
  TranslationCells,
} from '../../common/api/translations';
import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';

export interface ContentStamp {
  language: Language;
  updatedAt: string;
  confirmedAt: string;
}

/**
 * The language translations are measured against: the stored source language while it has content,
 * else the language whose content changed last (the source's content was removed).
 */
function effectiveSource(
  sourceLanguage: Language,
  contents: readonly ContentStamp[],
): ContentStamp | undefined {
  return (
    contents.find((content) => content.language === sourceLanguage) ??
    contents.reduce<ContentStamp | undefined>(
      (latest, content) => (!latest || content.updatedAt > latest.updatedAt ? content : latest),
      undefined,
    )
  );
}

/** Each language's state. ISO 8601 UTC stamps of one format compare correctly as strings. */
export function translationCells(
  sourceLanguage: Language,
  contents: readonly ContentStamp[],
  titleLanguages: ReadonlySet<Language>,
): TranslationCells {
  const source = effectiveSource(sourceLanguage, contents);
  const byLanguage = new Map(contents.map((content) => [content.language, content]));
  const cells = {} as TranslationCells;
  for (const language of SUPPORTED_LANGUAGES) {
    const content = byLanguage.get(language);
    let cell: TranslationCell;
    if (content) {
      const outdated = source !== undefined && content.confirmedAt < source.updatedAt;
      cell = { state: outdated ? 'outdated' : 'up_to_date', updatedAt: content.updatedAt };
    } else {
      cell = { state: titleLanguages.has(language) ? 'title_only' : 'missing', updatedAt: null };
    }
    cells[language] = cell;
  }
  return cells;
}

export function emptyStateCounts(): StateCounts {
  return { up_to_date: 0, outdated: 0, title_only: 0, missing: 0 };
}

/** What the public single view needs to warn that a text may lag behind its source. */
export function translationInfo(
  sourceLanguage: Language,
  contents: readonly ContentStamp[],
): InstructionTranslationInfo {
  const source = effectiveSource(sourceLanguage, contents);
  return {
    sourceLanguage: source?.language ?? sourceLanguage,
    sourceUpdatedAt: source?.updatedAt ?? null,
    outdated: contents
      .filter((content) => source !== undefined && content.confirmedAt < source.updatedAt)
      .map((content) => content.language),
  };
}
