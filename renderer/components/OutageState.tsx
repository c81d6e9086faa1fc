import { Button, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { OfflineIcon, RefreshIcon } from './icons';
import { NewSearchButton } from './NewSearchButton';

/**
 * Shown instead of a page's content when the server did not answer or failed. The page keeps
 * retrying quietly in the background; Retry tries at once.
 */
export function OutageState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="outage-state" role="alert" aria-labelledby="outage-title">
      <OfflineIcon size={56} className="outage-state-icon" aria-hidden />
      <H2 id="outage-title">{t('outage.title')}</H2>
      <p>{t('outage.message')}</p>
      <div className="outage-state-actions">
        <Button size="large" intent="primary" icon={<RefreshIcon />} onClick={onRetry}>
          {t('outage.retry')}
        </Button>
        <NewSearchButton />
      </div>
    </section>
  );
}
