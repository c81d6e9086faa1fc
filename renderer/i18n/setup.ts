import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../common/languages';
import { translations } from './resources';

function followDocumentLanguage(lang: string): void {
  document.documentElement.lang = toLanguage(lang);
}

i18next.on('languageChanged', followDocumentLanguage);

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'translation',
  ns: ['translation'],
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, { translation: translations[language] }]),
  ),
  // React escapes what it renders; escaping here too would show `&amp;` to visitors.
  interpolation: { escapeValue: false },
  // Bundled resources need no loading, so the first render already has its text.
  initAsync: false,
});

/** Switches the interface language; the document's `lang` attribute follows. */
export function changeLanguage(lang: Language): void {
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}

export { i18next };
