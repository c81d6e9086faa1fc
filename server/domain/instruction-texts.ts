import { SUPPORTED_LANGUAGES, type Language } from '../../common/languages';

/** Per-language texts worth storing, in SUPPORTED_LANGUAGES order: blank ones are dropped. */
export function nonBlankTexts(
  texts: Partial<Record<Language, string>>,
): { language: Language; text: string }[] {
  return SUPPORTED_LANGUAGES.flatMap((language) => {
    const text = texts[language];
    return text !== undefined && text.trim().length > 0 ? [{ language, text }] : [];
  });
}

/** Languages of the given list in SUPPORTED_LANGUAGES order. */
export function inLanguageOrder(languages: Iterable<Language>): Language[] {
  const present = new Set(languages);
  return SUPPORTED_LANGUAGES.filter((language) => present.has(language));
}
