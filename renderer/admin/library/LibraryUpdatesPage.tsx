import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { FollowSettingsCard } from './FollowSettingsCard';
import { FollowStatusCard } from './FollowStatusCard';
import { ImportBundleCard } from './ImportBundleCard';
import { useLibraryStatus } from './queries';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/** Any install's page for receiving the library from a hub: over the LAN or from a file. */
export function LibraryUpdatesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const status = useLibraryStatus(true).data;
  return (
    <div className="admin-page library-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('library.updates.title')}</AdminPageTitle>
      </div>
      {status ? (
        <>
          <FollowStatusCard status={status} />
          <ImportBundleCard follower={status.follower} served={status.served} />
          <FollowSettingsCard key={status.follower?.publicKey ?? 'none'} status={status} />
        </>
      ) : (
        <p className="bp6-skeleton">…</p>
      )}
    </div>
  );
}
