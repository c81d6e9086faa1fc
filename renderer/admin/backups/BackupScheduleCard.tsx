import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { BackupStatus } from '../../../common/api/backups';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

/** The automatic schedule, its retention and the folder backups go to. */
export function BackupScheduleCard({ status }: { status: BackupStatus }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Card className="backups-card">
      <H2 className="admin-card-title">{t('backups.scheduleTitle')}</H2>
      <p data-testid="backup-schedule">
        {status.everyMinutes > 0
          ? t('backups.scheduleEvery', { count: status.everyMinutes })
          : t('backups.scheduleOff')}
      </p>
      <p>{t('backups.retention', { today: status.keep.today, days: status.keep.days })}</p>
      <p className="backups-path">
        {t('backups.folder')}: <code>{status.folder}</code>
      </p>
    </Card>
  );
}
