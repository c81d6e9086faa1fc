import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleNumberJob } from '../../../common/api/article-number-jobs';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';

interface JobProgressCardProps {
  job: ArticleNumberJob;
  onCancel?: () => void;
  cancelling?: boolean;
}

const formatElapsed = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** A running import or export: what it does, rows done of total, time so far, and cancel for an import. */
export function JobProgressCard({ job, onCancel, cancelling = false }: JobProgressCardProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const fraction = job.total > 0 ? Math.min(1, job.done / job.total) : undefined;
  return (
    <Callout
      className="job-progress"
      intent="primary"
      icon="refresh"
      data-testid={`job-progress-${job.kind}`}
    >
      <div className="job-progress-header">
        <strong>{t(`articleNumbers.job.${job.kind}`, { file: job.fileName ?? '' })}</strong>
        <span>{t(`articleNumbers.job.phase.${job.phase}`)}</span>
      </div>
      <ProgressBar value={fraction} intent="primary" animate stripes={fraction === undefined} />
      <div className="job-progress-footer">
        <span>
          {t('articleNumbers.job.rows', {
            done: number.format(job.done),
            total: number.format(job.total),
          })}
          {' · '}
          {t('articleNumbers.job.elapsed', { time: formatElapsed(job.elapsedMs) })}
        </span>
        {onCancel ? (
          <Button size="small" icon="cross" loading={cancelling} onClick={onCancel}>
            {t('articleNumbers.job.cancel')}
          </Button>
        ) : null}
      </div>
    </Callout>
  );
}
