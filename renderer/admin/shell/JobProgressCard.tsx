import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { JOB_UNITS, type Job } from '../../../common/api/jobs';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatFileSize } from './format';

interface JobProgressCardProps {
  job: Job;
  onCancel?: () => void;
  cancelling?: boolean;
}

const formatElapsed = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A running job of any kind (import, export, sync, publish, apply): what it does, how far the
 * current step is (rows or bytes, when known), the time so far, and Cancel when the page offers it.
 */
export function JobProgressCard({ job, onCancel, cancelling = false }: JobProgressCardProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const fraction = job.total > 0 ? Math.min(1, job.done / job.total) : undefined;
  const format =
    JOB_UNITS[job.kind] === 'bytes'
      ? (bytes: number) => formatFileSize(bytes, i18n.language)
      : (count: number) => number.format(count);
  return (
    <Callout
      className="job-progress"
      intent="primary"
      icon="refresh"
      role="status"
      data-testid={`job-progress-${job.kind}`}
    >
      <div className="job-progress-header">
        <strong>
          {t(`jobs.kind.${job.kind}`)}
          {job.fileName ? ` · ${job.fileName}` : ''}
        </strong>
        <span>{t(`jobs.phase.${job.phase}`)}</span>
      </div>
      <ProgressBar
        value={fraction}
        intent="primary"
        animate
        stripes={fraction === undefined}
        aria-label={t(`jobs.kind.${job.kind}`)}
      />
      <div className="job-progress-footer">
        <span>
          {job.total > 0
            ? `${t(`jobs.${JOB_UNITS[job.kind]}`, { done: format(job.done), total: format(job.total) })} · `
            : ''}
          {t('jobs.elapsed', { time: formatElapsed(job.elapsedMs) })}
        </span>
        {onCancel ? (
          <Button size="small" icon="cross" loading={cancelling} onClick={onCancel}>
            {t(`jobs.cancel.${job.kind}`)}
          </Button>
        ) : null}
      </div>
    </Callout>
  );
}
