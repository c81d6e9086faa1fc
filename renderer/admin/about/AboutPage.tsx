import { AnchorButton, Card, HTMLTable } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatFileSize } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import { aboutQuery, SERVER_LOG_URL } from './queries';
import './about.css';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/** Versions and where this install keeps its files: what a shop's IT person reads out to support. */
export function AboutPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const about = useQuery(aboutQuery());
  const data = about.data;
  const rows: [string, string, string][] = data
    ? [
        ['version', t('about.version'), data.version],
        [
          'library-version',
          t('about.libraryVersion'),
          data.libraryVersion === null ? t('about.noLibraryVersion') : String(data.libraryVersion),
        ],
        ['data-dir', t('about.dataDir'), data.dataDir],
        ['database-size', t('about.databaseSize'), formatFileSize(data.databaseBytes, i18n.language)],
        ['backup-folder', t('about.backupFolder'), data.backupFolder],
        ['log-file', t('about.logFile'), data.logFile],
        ['node', t('about.node'), data.node],
        ['electron', t('about.electron'), data.electron ?? t('about.notDesktop')],
        ['platform', t('about.platform'), data.platform],
      ]
    : [];

  return (
    <div className="admin-page about-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('about.title')}</AdminPageTitle>
          <p className="admin-subtitle">{t('about.subtitle')}</p>
        </div>
        <div className="admin-page-actions">
          <AnchorButton icon="download" href={SERVER_LOG_URL} download>
            {t('about.downloadLog')}
          </AnchorButton>
        </div>
      </div>
      <Card>
        <HTMLTable className="admin-table about-table">
          <tbody>
            {about.isPending ? <SkeletonRows columns={2} /> : null}
            {about.isError ? (
              <tr>
                <td colSpan={2} className="empty-state">
                  {t('common.loadFailed')}
                </td>
              </tr>
            ) : null}
            {rows.map(([id, label, value]) => (
              <tr key={id}>
                <th scope="row">{label}</th>
                <td data-testid={`about-${id}`}>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <p className="admin-subtitle about-log-hint">{t('about.logHint')}</p>
      </Card>
    </div>
  );
}
