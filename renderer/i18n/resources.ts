import type { Language } from '../../common/languages';
import type en from './locales/en.json';

/** The public interface text of one language. */
export type Texts = typeof en;

/**
 * Each language's public texts, loaded when the interface first switches to it: the kiosk's first
 * load carries English only (the fallback, bundled in setup.ts) and fetches another language from
 * its own server as a hashed file the browser keeps, so a kiosk stays offline.
 */
export const loadTexts: Record<Language, () => Promise<Texts>> = {
  en: () => import('./locales/en.json').then((module) => module.default),
  de: () => import('./locales/de.json').then((module) => module.default),
  nl: () => import('./locales/nl.json').then((module) => module.default),
  fr: () => import('./locales/fr.json').then((module) => module.default),
  it: () => import('./locales/it.json').then((module) => module.default),
  da: () => import('./locales/da.json').then((module) => module.default),
  es: () => import('./locales/es.json').then((module) => module.default),
};
