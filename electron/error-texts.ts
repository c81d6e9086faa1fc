import type { Language } from '../common/languages';
import da from '../renderer/i18n/locales/da.json';
import de from '../renderer/i18n/locales/de.json';
import en from '../renderer/i18n/locales/en.json';
import es from '../renderer/i18n/locales/es.json';
import fr from '../renderer/i18n/locales/fr.json';
import it from '../renderer/i18n/locales/it.json';
import nl from '../renderer/i18n/locales/nl.json';

/**
 * The error window's texts come from the pages' own translations: the main process has no i18next,
 * and one place per language keeps translators in one file.
 */
export type ErrorTexts = typeof en.desktopError;

const TEXTS: Record<Language, ErrorTexts> = {
  en: en.desktopError,
  de: de.desktopError,
  fr: fr.desktopError,
  nl: nl.desktopError,
  it: it.desktopError,
  da: da.desktopError,
  es: es.desktopError,
};

export function errorTexts(language: Language): ErrorTexts {
  return TEXTS[language];
}

/** Fills the i18next-style `{{name}}` placeholders of a text. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
