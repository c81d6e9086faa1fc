import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, in the interface language. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('app.brand');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  }, [pageTitle, brand]);
}
