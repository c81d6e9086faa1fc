import { useState } from 'react';
import { Button, Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LibraryStatus } from '../../../common/api/library-bundles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { ConfirmAlert } from '../shell/ConfirmAlert';
import { serverErrorText } from '../shell/server-error-text';
import { showToast } from '../shell/toaster';
import { usePromoteVersion, useRollbackStable } from './queries';

interface ChannelsCardProps {
  channels: NonNullable<LibraryStatus['channels']>;
}

/** The hub's rollout channels: which version each offers, promote the newest, roll stable back. */
export function ChannelsCard({ channels }: ChannelsCardProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [confirmRollback, setConfirmRollback] = useState(false);
  const promote = usePromoteVersion();
  const rollback = useRollbackStable();
  const failed = (error: Error) =>
    showToast({
      title: t('common.error'),
      description: serverErrorText(error, t('common.unknownError')),
      variant: 'destructive',
    });
  const versionText = (version: number | null) =>
    version === null ? t('library.channels.none') : t('library.versionNumber', { version });
  const { pilot, stable, rollbackTo } = channels;

  return (
    <Card className="library-card">
      <H2 className="admin-card-title">{t('library.channels.title')}</H2>
      <p>{t('library.channels.help')}</p>
      <dl className="library-facts" data-testid="library-channels">
        <dt>{t('library.channels.pilot')}</dt>
        <dd>{versionText(pilot)}</dd>
        <dt>{t('library.channels.stable')}</dt>
        <dd>{versionText(stable)}</dd>
      </dl>
      <div className="admin-page-actions">
        {pilot !== null && pilot !== stable ? (
          <Button
            intent="primary"
            icon="endorsed"
            loading={promote.isPending}
            onClick={() =>
              promote.mutate(pilot, {
                onSuccess: () => showToast({ title: t('library.channels.promoted', { version: pilot }) }),
                onError: failed,
              })
            }
          >
            {t('library.channels.promote', { version: pilot })}
          </Button>
        ) : null}
        {rollbackTo !== null ? (
          <Button icon="undo" loading={rollback.isPending} onClick={() => setConfirmRollback(true)}>
            {t('library.channels.rollback', { version: rollbackTo })}
          </Button>
        ) : null}
      </div>
      <ConfirmAlert
        isOpen={confirmRollback}
        text={t('library.channels.confirmRollback', { version: rollbackTo ?? 0 })}
        confirmText={t('library.channels.rollback', { version: rollbackTo ?? 0 })}
        intent="primary"
        onConfirm={() => {
          setConfirmRollback(false);
          rollback.mutate(undefined, {
            onSuccess: (made) =>
              showToast({ title: t('library.channels.rolledBack', { version: made.version }) }),
            onError: failed,
          });
        }}
        onCancel={() => setConfirmRollback(false)}
      />
    </Card>
  );
}
