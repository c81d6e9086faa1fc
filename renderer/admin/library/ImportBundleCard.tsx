import { useRef, useState } from 'react';
import { Button, Callout, Card, ProgressBar, H2 } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LibraryStatus, LibraryVersionInfo } from '../../../common/api/library-bundles';
import { cancelLibraryJob, startLibraryApply } from '../../api/admin-library';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { JobProgressCard } from '../shell/JobProgressCard';
import { serverErrorText } from '../shell/server-error-text';
import { LibraryJobOutcome } from './LibraryJobOutcome';
import { isCheckApply, isNewestOutcome } from './newest-outcome';
import { useLibraryJobs, useRefreshLibraryJobs, useShowStartedLibraryJob } from './use-library-jobs';

interface ImportBundleCardProps {
  follower: LibraryStatus['follower'];
  served: LibraryVersionInfo | null;
}

/**
 * "Import library update": a bundle file from a USB stick, sent with progress, then verified and
 * applied as a job with its progress, Cancel and outcome (also after a reload, and also for an
 * update that came from the hub or the bundle folder) until a later check of the hub has a newer one.
 */
export function ImportBundleCard({ follower, served }: ImportBundleCardProps) {
  const following = follower !== null;
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const fileInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(0);
  const [fileName, setFileName] = useState('');
  const refreshJobs = useRefreshLibraryJobs();
  const showStarted = useShowStartedLibraryJob();
  const applyJob = useLibraryJobs().apply;
  const running = applyJob?.state === 'running' ? applyJob : undefined;
  const upload = useMutation({
    mutationFn: (file: File) => startLibraryApply(file, setSent),
    onSuccess: showStarted,
    onSettled: () => refreshJobs(),
  });
  const cancel = useMutation({
    mutationFn: () => cancelLibraryJob('apply'),
    onSettled: () => refreshJobs(),
  });

  function choose(file: File | undefined) {
    if (!file) return;
    setSent(0);
    setFileName(file.name);
    upload.mutate(file);
  }

  return (
    <Card className="library-card">
      <H2 className="admin-card-title">{t('library.import.title')}</H2>
      <p>{following ? t('library.import.help') : t('library.import.needKey')}</p>
      <Button
        icon="import"
        intent="primary"
        disabled={!following || upload.isPending || running !== undefined}
        onClick={() => fileInput.current?.click()}
      >
        {t('library.import.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".tar,application/x-tar"
        hidden
        data-testid="library-import-file"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {upload.isPending ? (
        <div className="library-progress" role="status">
          <span>{t('library.import.sending', { file: fileName, percent: Math.round(sent * 100) })}</span>
          <ProgressBar
            intent="primary"
            value={sent}
            animate
            aria-label={t('library.import.sending', { file: fileName, percent: Math.round(sent * 100) })}
          />
        </div>
      ) : null}
      {running ? (
        <div className="library-progress">
          <JobProgressCard job={running} cancelling={cancel.isPending} onCancel={() => cancel.mutate()} />
        </div>
      ) : null}
      {upload.isError ? (
        <Callout
          intent="danger"
          icon="error"
          className="library-result"
          role="alert"
          data-testid="import-error"
        >
          <strong>{t('library.import.refused', { file: fileName })}</strong>{' '}
          {serverErrorText(upload.error, t('common.unknownError'))}
        </Callout>
      ) : null}
      {applyJob &&
      !running &&
      !upload.isPending &&
      !upload.isError &&
      !isCheckApply(applyJob) &&
      isNewestOutcome(applyJob, follower) ? (
        <LibraryJobOutcome job={applyJob} served={served} />
      ) : null}
    </Card>
  );
}
