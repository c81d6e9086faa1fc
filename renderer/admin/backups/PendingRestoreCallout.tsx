import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { showFailureToast, showToast } from '../shell/toaster';
import { useCancelRestore } from './queries';

/** Says that a checked backup waits for the next start, and lets the admin call it off. */
export function PendingRestoreCallout() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const cancel = useCancelRestore();

  function callOff() {
    cancel.mutate(undefined, {
      onSuccess: () => showToast({ title: t('common.success'), description: t('backups.cancelled') }),
      onError: (error) => showFailureToast(t('common.error'), error, t('backups.cancelFailed')),
    });
  }

  return (
    <Callout intent="warning" icon="history" className="backups-pending">
      <p className="admin-callout-title">{t('backups.pendingTitle')}</p>
      <p>{t('backups.pendingText')}</p>
      <Button icon="cross" loading={cancel.isPending} onClick={callOff}>
        {t('backups.cancelRestore')}
      </Button>
    </Callout>
  );
}
