import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../../common/languages';

/** The current interface language; components re-render when it changes. */
export function useInterfaceLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
