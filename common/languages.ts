export const SUPPORTED_LANGUAGES = ['en', 'de', 'nl', 'fr', 'it', 'da', 'es'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export interface LanguageInfo {
  code: Language;
  englishName: string;
  nativeName: string;
  flag: string;
  shortCode: string;
}

export const LANGUAGES: Record<Language, LanguageInfo> = {
  en: { code: 'en', englishName: 'English', nativeName: 'English', flag: '🇬🇧', shortCode: 'EN' },
  de: { code: 'de', englishName: 'German', nativeName: 'Deutsch', flag: '🇩🇪', shortCode: 'DE' },
  nl: { code: 'nl', englishName: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', shortCode: 'NL' },
  fr: { code: 'fr', englishName: 'French', nativeName: 'Français', flag: '🇫🇷', shortCode: 'FR' },
  it: { code: 'it', englishName: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', shortCode: 'IT' },
  da: { code: 'da', englishName: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', shortCode: 'DA' },
  es: { code: 'es', englishName: 'Spanish', nativeName: 'Español', flag: '🇪🇸', shortCode: 'ES' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** A language from a URL or a setting, or the default when it is not one we ship. */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
