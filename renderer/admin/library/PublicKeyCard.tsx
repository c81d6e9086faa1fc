import { Button, Callout, Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LibraryStatus } from '../../../common/api/library-bundles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { showToast } from '../shell/toaster';

interface PublicKeyCardProps {
  signingKey: LibraryStatus['signingKey'];
}

/** The hub's public key and its fingerprint, which a kiosk admin types or pastes into "Library Updates". */
export function PublicKeyCard({ signingKey }: PublicKeyCardProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const rotation = signingKey?.rotation;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: t('library.publish.keyCopied') });
    } catch {
      showToast({
        title: t('common.error'),
        description: t('library.publish.copyFailed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card className="library-card">
      <H2 className="admin-card-title">{t('library.publish.keyTitle')}</H2>
      {signingKey ? (
        <>
          <p>{t('library.publish.keyHelp')}</p>
          <div className="library-key">
            <code data-testid="hub-public-key">{signingKey.publicKey}</code>
            <Button icon="duplicate" onClick={() => void copy(signingKey.publicKey)}>
              {t('library.publish.copyKey')}
            </Button>
          </div>
          <dl className="library-facts">
            <dt>{t('library.fingerprint')}</dt>
            <dd>
              <code data-testid="hub-key-id">{signingKey.keyId}</code>
            </dd>
          </dl>
          {rotation ? (
            <Callout intent="primary" icon="key" className="library-result" data-testid="key-rotation">
              <p>
                {t('library.publish.keyReplaced', {
                  previousKeyId: rotation.previousKeyId,
                  date: formatActivityTime(rotation.since, i18n.language),
                })}
              </p>
              {rotation.channelsOnPreviousKey.map((channel) => (
                <p key={channel}>{t(`library.publish.stillSignedBefore.${channel}`)}</p>
              ))}
            </Callout>
          ) : null}
        </>
      ) : (
        <p className="empty-state">{t('library.publish.noKey')}</p>
      )}
    </Card>
  );
}
