import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicQueries } from '../queries';

/** The app's and the library's version from GET /api/health: what support asks a shop to read out. */
export function AppVersions() {
  const { t } = useTranslation();
  const health = useQuery(publicQueries.health()).data;
  if (!health) return null;
  return (
    <p className="app-versions" data-testid="app-versions">
      {health.libraryVersion === null
        ? t('search.appVersion', { version: health.version })
        : t('search.appAndLibraryVersion', {
            version: health.version,
            libraryVersion: health.libraryVersion,
          })}
    </p>
  );
}
