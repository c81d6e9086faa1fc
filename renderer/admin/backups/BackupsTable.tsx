import { AnchorButton, Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BackupListing } from '../../../common/api/backups';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime, formatFileSize } from '../shell/format';
import { SkeletonRows } from '../shell/Skeletons';
import { backupContentsText } from './backup-contents-text';
import { backupDownloadUrl } from './queries';

const COLUMNS = 5;

interface BackupsTableProps {
  backups: BackupListing[] | undefined;
  loading: boolean;
  failed: boolean;
  onRestore: (backup: BackupListing) => void;
}

/** The saved backups, newest first: when, by whom, size, what each holds, download and restore. */
export function BackupsTable({ backups, loading, failed, onRestore }: BackupsTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  return (
    <HTMLTable className="admin-table backups-table" striped aria-label={t('backups.listTitle')}>
      <thead>
        <tr>
          <th>{t('backups.when')}</th>
          <th>{t('backups.kind')}</th>
          <th>{t('backups.size')}</th>
          <th>{t('backups.contents')}</th>
          <th className="actions-column">{t('common.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {loading ? <SkeletonRows columns={COLUMNS} /> : null}
        {failed ? (
          <tr>
            <td colSpan={COLUMNS} className="empty-state">
              {t('common.loadFailed')}
            </td>
          </tr>
        ) : null}
        {backups?.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS} className="empty-state">
              {t('backups.empty')}
            </td>
          </tr>
        ) : null}
        {backups?.map((backup) => {
          const contents = backup.contents ? backupContentsText(backup.contents, t) : undefined;
          return (
            <tr key={backup.name} data-testid="backup-row">
              <td className="activity-time" title={backup.name}>
                {formatActivityTime(backup.createdAt, i18n.language)}
              </td>
              <td>
                <Tag minimal intent={backup.automatic ? 'none' : 'primary'}>
                  {backup.automatic ? t('backups.kindAutomatic') : t('backups.kindManual')}
                </Tag>
              </td>
              <td className="backups-size">{formatFileSize(backup.bytes, i18n.language)}</td>
              <td className="backups-contents">
                {contents ? (
                  <>
                    <div>{contents.versions}</div>
                    <div className="admin-subtitle">{contents.files}</div>
                  </>
                ) : (
                  <span className="admin-subtitle">{t('backups.unreadable')}</span>
                )}
              </td>
              <td className="actions-column">
                <AnchorButton icon="download" size="small" href={backupDownloadUrl(backup.name)} download>
                  {t('backups.download')}
                </AnchorButton>
                <Button
                  icon="history"
                  size="small"
                  variant="minimal"
                  disabled={!backup.contents}
                  onClick={() => onRestore(backup)}
                >
                  {t('backups.restore')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
