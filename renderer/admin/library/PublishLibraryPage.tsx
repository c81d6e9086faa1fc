import { useState } from 'react';
import { AnchorButton, Button, Callout, Card, FormGroup, TextArea, H2 } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cancelLibraryJob, LIBRARY_EXPORT_URL, startLibraryPublish } from '../../api/admin-library';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime, formatFileSize } from '../shell/format';
import { JobProgressCard } from '../shell/JobProgressCard';
import { ChannelsCard } from './ChannelsCard';
import { ContentCountsTable } from './ContentCountsTable';
import { LibraryJobOutcome } from './LibraryJobOutcome';
import { serverErrorText } from '../shell/server-error-text';
import { PublicKeyCard } from './PublicKeyCard';
import { useLibraryJobs, useRefreshLibraryJobs, useShowStartedLibraryJob } from './use-library-jobs';
import { useLibraryStatus } from './queries';
import { versionNote } from './version-note';
import { showToast } from '../shell/toaster';
import { AdminPageTitle } from '../shell/AdminPageTitle';

const NOTE_MAX = 500;

/**
 * The hub's page: what is published, what changed since, and a button that makes the next version
 * as a job, with its progress, Cancel, and its outcome (also after a reload).
 */
export function PublishLibraryPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const statusQuery = useLibraryStatus(true);
  const status = statusQuery.data;
  const [note, setNote] = useState('');
  const refreshJobs = useRefreshLibraryJobs();
  const showStarted = useShowStartedLibraryJob();
  const jobs = useLibraryJobs((job) => {
    if (job.kind === 'publish' && job.state === 'succeeded' && job.result && 'fileName' in job.result)
      showToast({ title: t('library.publish.published', { version: job.result.version }) });
  });
  const publishJob = jobs.publish;
  const running = publishJob?.state === 'running' ? publishJob : undefined;
  const publish = useMutation({
    mutationFn: () => startLibraryPublish(note),
    onSuccess: (job) => {
      setNote('');
      showStarted(job);
    },
    onSettled: () => refreshJobs(),
  });
  const cancel = useMutation({
    mutationFn: () => cancelLibraryJob('publish'),
    onSettled: () => refreshJobs(),
  });
  const served = status?.served;
  const follower = status?.role === 'follower';
  const busy = publish.isPending || running !== undefined;

  return (
    <div className="admin-page library-page">
      <div className="admin-page-header">
        <AdminPageTitle>{t('library.publish.title')}</AdminPageTitle>
      </div>
      {follower ? (
        <Callout intent="warning" icon="lock" className="library-card">
          {t('library.publish.isFollower')}{' '}
          <Link to="/admin/library/updates">{t('library.banner.link')}</Link>
        </Callout>
      ) : null}
      <Card className="library-card">
        <H2 className="admin-card-title">{t('library.publish.currentTitle')}</H2>
        {statusQuery.isPending ? <p className="bp6-skeleton">…</p> : null}
        {status && !served ? <p className="empty-state">{t('library.publish.nothingYet')}</p> : null}
        {served ? (
          <dl className="library-facts" data-testid="served-version">
            <dt>{t('library.version')}</dt>
            <dd>{t('library.versionNumber', { version: served.version })}</dd>
            <dt>{t('library.publishedAt')}</dt>
            <dd>{formatActivityTime(served.created, i18n.language)}</dd>
            <dt>{t('library.note')}</dt>
            <dd data-testid="served-note">{versionNote(served, t) || '–'}</dd>
            <dt>{t('library.bundleSize')}</dt>
            <dd>{formatFileSize(served.bundleSize, i18n.language)}</dd>
          </dl>
        ) : null}
        {served ? (
          <AnchorButton icon="download" href={LIBRARY_EXPORT_URL} download={served.fileName}>
            {t('library.publish.download', { file: served.fileName })}
          </AnchorButton>
        ) : null}
      </Card>
      {status ? (
        <Card className="library-card">
          <H2 className="admin-card-title">{t('library.publish.changesTitle')}</H2>
          <p data-testid="changes-since">
            {served && status.changesSincePublished !== null
              ? status.contentOfVersion !== null
                ? t('library.publish.changesSinceContentOf', {
                    count: status.changesSincePublished,
                    contentOf: status.contentOfVersion,
                  })
                : t('library.publish.changesSince', { count: status.changesSincePublished })
              : t('library.publish.changesNoVersion')}
          </p>
          {status.contentOfVersion !== null ? (
            <Callout
              intent="warning"
              icon="warning-sign"
              className="library-card"
              data-testid="rollback-kept-here"
            >
              {t('library.publish.rollbackKeptHere', { contentOf: status.contentOfVersion })}
            </Callout>
          ) : null}
          <ContentCountsTable published={status.publishedCounts} now={status.counts} />
        </Card>
      ) : null}
      <Card className="library-card">
        <H2 className="admin-card-title">{t('library.publish.newTitle')}</H2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            publish.mutate();
          }}
        >
          <FormGroup
            label={t('library.publish.noteLabel')}
            labelFor="library-note"
            helperText={t('library.publish.noteHelp', { max: NOTE_MAX })}
          >
            <TextArea
              id="library-note"
              fill
              value={note}
              maxLength={NOTE_MAX}
              disabled={busy || follower}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormGroup>
          <Button type="submit" intent="primary" icon="export" loading={busy} disabled={follower}>
            {t('library.publish.button', { version: (served?.version ?? 0) + 1 })}
          </Button>
        </form>
        {running ? (
          <div className="library-progress">
            <JobProgressCard job={running} cancelling={cancel.isPending} onCancel={() => cancel.mutate()} />
          </div>
        ) : null}
        {publish.isError ? (
          <Callout intent="danger" icon="error" className="library-result" role="alert">
            {serverErrorText(publish.error, t('common.unknownError'))}
          </Callout>
        ) : null}
        {publishJob && !running && !publish.isPending ? (
          <LibraryJobOutcome job={publishJob} served={served ?? null} />
        ) : null}
      </Card>
      {status?.channels && served ? <ChannelsCard channels={status.channels} /> : null}
      {status ? <PublicKeyCard signingKey={status.signingKey} /> : null}
    </div>
  );
}
