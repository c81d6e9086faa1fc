import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandLogo } from './BrandLogo';

/** The product logo linking home, with room on the right for page controls such as a language selector. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      {/* The name is the visible text (WCAG 2.5.3: speech users say what they see); where it leads is its description. */}
      <Link to="/" className="app-header-brand" title={t('app.homeLink')}>
        <BrandLogo size={44} />
        <span>{t('app.brand')}</span>
      </Link>
      {children ? <div className="app-header-actions">{children}</div> : null}
    </header>
  );
}
