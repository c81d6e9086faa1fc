import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, toLanguage, type Language } from '../../common/languages';
import en from './locales/en.json';
import { loadTexts } from './resources';

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
  // English is bundled, so the first render already has its text; the others load on a switch.
  resources: { [DEFAULT_LANGUAGE]: { translation: en } },
  // React escapes what it renders; escaping here too would show `&amp;` to visitors.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds the language's public texts to i18next unless they are there already. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const texts = await loadTexts[lang]();
  i18next.addResourceBundle(lang, 'translation', texts, true, false);
}

/**
 * The language asked for last: a slower earlier switch must not overtake it, and a language select
 * shows it (and Find opens its pages) while its texts load, instead of the language it replaces.
 */
let wanted: Language = DEFAULT_LANGUAGE;
const wantedListeners = new Set<() => void>();

function want(lang: Language): void {
  if (wanted === lang) return;
  wanted = lang;
  for (const listener of wantedListeners) listener();
}

i18next.on('languageChanged', (lang: string) => want(toLanguage(lang)));

/** For useSyncExternalStore: calls `listener` whenever the language asked for changes. */
export function subscribeWantedLanguage(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function wantedLanguage(): Language {
  return wanted;
}

/**
 * Switches the interface language once its texts are loaded; the document's `lang` attribute
 * follows. Where they cannot be loaded (the server is restarting), the page stays in the language
 * it shows and a later switch tries again.
 */
export async function switchLanguage(lang: Language): Promise<void> {
  want(lang);
  try {
    await loadLanguage(lang);
  } catch {
    if (wanted === lang) want(toLanguage(i18next.language));
    return;
  }
  if (wanted === lang && i18next.language !== lang) await i18next.changeLanguage(lang);
}

/**
 * From the visitor's first touch, the other languages' texts load in the background: a switch is
 * then at once, and still works when the server becomes unreachable (the outage page is translated
 * too). Not sooner, so the first load carries one language (issue 32); a scanner's keys are no touch,
 * so a scan's answer is not kept waiting behind them.
 */
export function loadLanguagesOnFirstTouch(): void {
  const loadAll = () => {
    for (const lang of SUPPORTED_LANGUAGES) loadLanguage(lang).catch(() => undefined);
  };
  window.addEventListener('pointerdown', loadAll, { once: true, capture: true, passive: true });
}

/** {@link switchLanguage} for event handlers and effects, which must not return a promise. */
export function changeLanguage(lang: Language): void {
  void switchLanguage(lang);
}

export { i18next };
