import { useEffect } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/admin-i18n';
import { AdminPageTitle } from './shell/AdminPageTitle';

export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <NonIdealState className="admin-not-found" icon="search">
      <AdminPageTitle>{t('notFound.title')}</AdminPageTitle>
      <p>{t('notFound.hint')}</p>
    </NonIdealState>
  );
}
