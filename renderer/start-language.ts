import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../common/languages';
import { shellSettings } from './kiosk/kiosk-bridge';
import { LANGUAGE_PARAM } from './paths';

// /instructions/:articleNumber/:language… and /manual/:instructionNumber/:language (paths.ts, search-paths.ts).
const LANGUAGE_IN_PATH = /^\/(?:instructions|manual)\/[^/]+\/([^/]+)/;

/**
 * The language a page load starts in, so a German product page or a Danish kiosk never shows its
 * first frame in English: the one its address names (in the path, or `?lang=` on the pages without
 * one: home, help, search), else a kiosk's default language, else English. The pages keep following
 * their address from then on.
 */
export function startLanguage(location: Pick<Location, 'pathname' | 'search'>): Language {
  const inPath = LANGUAGE_IN_PATH.exec(location.pathname)?.[1];
  if (inPath) return toLanguage(inPath);
  const inQuery = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  if (inQuery) return toLanguage(inQuery);
  const settings = shellSettings();
  return settings?.mode === 'kiosk' ? settings.defaultLanguage : DEFAULT_LANGUAGE;
}
