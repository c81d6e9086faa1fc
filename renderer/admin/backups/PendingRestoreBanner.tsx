import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '../../../common/roles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { pendingRestoreQuery } from './queries';

const BACKUPS_PAGE = '/admin/backups';

/**
 * While a restore waits for the next start, every admin page says that what is changed now is set
 * aside then. The Backups page has its own callout with the button that calls it off; only an
 * admin may, so an editor is told to ask one. Not kept fresh (staleTime 0) and mounted once per
 * page by the layout, so a restore staged or called off by another admin shows at the next page.
 */
export function PendingRestoreBanner({ role }: { role: Role }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { pathname } = useLocation();
  const pending = useQuery({ ...pendingRestoreQuery(), staleTime: 0 }).data?.restorePending;
  if (!pending || pathname.startsWith(BACKUPS_PAGE)) return null;
  return (
    <Callout className="pending-restore-banner" intent="warning" icon="history" role="status">
      <strong>{t('backups.pendingBanner')}</strong>{' '}
      {role === 'admin' ? (
        <Link to={BACKUPS_PAGE}>{t('backups.pendingBannerLink')}</Link>
      ) : (
        t('backups.pendingBannerEditor')
      )}
    </Callout>
  );
}
