import { useState } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupListing } from '../../../common/api/backups';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { formatActivityTime } from '../shell/format';
import { showFailureToast, showToast } from '../shell/toaster';
import { BackupScheduleCard } from './BackupScheduleCard';
import { BackupsTable } from './BackupsTable';
import { PendingRestoreCallout } from './PendingRestoreCallout';
import { RestoreCommandCard } from './RestoreCommandCard';
import { backupListQuery, backupStatusQuery, useMakeBackup, useStageRestore } from './queries';
import './backups.css';
import { AdminPageTitle } from '../shell/AdminPageTitle';

/** Backups of this install: make one now, download or restore a saved one, and the automatic schedule. */
export function BackupsPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const list = useQuery(backupListQuery());
  const status = useQuery(backupStatusQuery());
  const makeBackup = useMakeBackup();
  const stageRestore = useStageRestore();
  const [restoring, setRestoring] = useState<BackupListing | null>(null);

  function backUpNow() {
    makeBackup.mutate(undefined, {
      onSuccess: (made) =>
        showToast({ title: t('common.success'), description: t('backups.made', { name: made.name }) }),
      onError: (error) => showFailureToast(t('common.error'), error, t('backups.makeFailed')),
    });
  }

  function restore(backup: BackupListing) {
    setRestoring(null);
    stageRestore.mutate(backup.name, {
      onSuccess: () => showToast({ title: t('common.success'), description: t('backups.restoreStaged') }),
      onError: (error) => showFailureToast(t('common.error'), error, t('backups.restoreFailed')),
    });
  }

  return (
    <div className="admin-page backups-page">
      <div className="admin-page-header">
        <div>
          <AdminPageTitle>{t('backups.title')}</AdminPageTitle>
          <p className="admin-subtitle">{t('backups.subtitle')}</p>
        </div>
        <div className="admin-page-actions">
          <Button intent="primary" icon="floppy-disk" loading={makeBackup.isPending} onClick={backUpNow}>
            {t('backups.backUpNow')}
          </Button>
        </div>
      </div>
      {status.data?.restorePending ? <PendingRestoreCallout /> : null}
      <Card className="backups-card">
        <BackupsTable
          backups={list.data}
          loading={list.isPending}
          failed={list.isError}
          onRestore={setRestoring}
        />
      </Card>
      {status.data ? (
        <div className="backups-cards">
          <BackupScheduleCard status={status.data} />
          <RestoreCommandCard command={status.data.restoreCommand} />
        </div>
      ) : null}
      <ConfirmAlert
        isOpen={restoring !== null}
        intent="primary"
        title={t('backups.restoreTitle')}
        text={
          restoring
            ? t('backups.restoreText', { when: formatActivityTime(restoring.createdAt, i18n.language) })
            : ''
        }
        confirmText={t('backups.restoreConfirm')}
        onConfirm={() => restoring && restore(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}
