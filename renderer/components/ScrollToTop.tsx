import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';

/** Every page, language and view change starts at the top, as a kiosk visitor expects. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const language = useInterfaceLanguage();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, language]);
  return null;
}
