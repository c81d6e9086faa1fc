import type { Language } from '../../../common/languages';

const cache = new Map<Language, Intl.DisplayNames>();

/**
 * A language's name as it is written inside a sentence of `interfaceLanguage` ("disponible en
 * français", "in Italian"), by the browser's own language data.
 */
export function languageNameIn(interfaceLanguage: Language, language: Language): string {
  let names = cache.get(interfaceLanguage);
  if (!names) {
    names = new Intl.DisplayNames([interfaceLanguage], { type: 'language' });
    cache.set(interfaceLanguage, names);
  }
  return names.of(language) ?? language;
}
