import './library.css';
import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { useLibraryStatus } from './queries';

/** The admin pages that show or edit library content (users and the library pages stay local). */
const CONTENT_PAGES =
  /^\/admin(\/(dashboard|categories|instructions|translations|article-numbers|labels|media-gallery)(\/|$)|\/?$)/;

/** On a follower, every content page says where its content comes from and that it is edited there. */
export function FollowerBanner() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { pathname } = useLocation();
  const status = useLibraryStatus().data;
  if (status?.role !== 'follower' || !CONTENT_PAGES.test(pathname)) return null;
  const hub = status.follower?.hubUrl;
  return (
    <Callout className="follower-banner" intent="warning" icon="lock" role="status">
      <strong>{hub ? t('library.banner.fromHub', { hub }) : t('library.banner.fromFiles')}</strong>{' '}
      {status.served
        ? t('library.banner.version', { version: status.served.version })
        : t('library.banner.noVersion')}{' '}
      <Link to="/admin/library/updates">{t('library.banner.link')}</Link>
    </Callout>
  );
}
