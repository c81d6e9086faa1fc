import { useEffect } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../i18n/admin-i18n';

export function AdminNotFoundPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <NonIdealState
      className="admin-not-found"
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.hint')}
    />
  );
}
