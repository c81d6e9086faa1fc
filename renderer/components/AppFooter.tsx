import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      {t('footer.copyright', { year: new Date().getFullYear(), brand: t('app.brand') })}
    </footer>
  );
}
