import { useSyncExternalStore } from 'react';
import type { Language } from '../../common/languages';
import { subscribeWantedLanguage, wantedLanguage } from '../i18n/setup';

/**
 * The language the visitor picked last, though its texts may still be loading: what a language select
 * shows and where Find goes, so neither falls back to the previous language for that moment.
 */
export function usePickedLanguage(): Language {
  return useSyncExternalStore(subscribeWantedLanguage, wantedLanguage);
}
