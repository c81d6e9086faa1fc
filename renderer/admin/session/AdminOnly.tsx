import { useEffect } from 'react';
import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { AdminPageTitle } from '../shell/AdminPageTitle';
import { useIsAdmin } from './role';

/**
 * The pages only an admin may open (users, settings, backups, the library, article numbers): an
 * editor who follows a link or types the address is told so, instead of a page whose every call
 * the server refuses.
 */
export function AdminOnly() {
  const isAdmin = useIsAdmin();
  return isAdmin ? <Outlet /> : <NotAllowedPage />;
}

function NotAllowedPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <NonIdealState className="admin-not-found" icon="lock">
      <AdminPageTitle>{t('roles.notAllowedTitle')}</AdminPageTitle>
      <p>{t('roles.notAllowedHint')}</p>
      <AnchorButton
        href="/admin/dashboard"
        icon="dashboard"
        onClick={(event) => {
          event.preventDefault();
          void navigate('/admin/dashboard');
        }}
      >
        {t('roles.toDashboard')}
      </AnchorButton>
    </NonIdealState>
  );
}
