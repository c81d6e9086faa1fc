import { Button, Callout, Card, ProgressBar, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FollowerStatus, LibraryStatus } from '../../../common/api/library-bundles';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { formatActivityTime } from '../shell/format';
import { failureText, serverErrorText } from '../shell/server-error-text';
import { checkOutcome, isCheckApply, isNewestOutcome, type CheckOutcome } from './newest-outcome';
import { LibraryJobOutcome } from './LibraryJobOutcome';
import { useCheckHubNow } from './queries';
import { useLastApplyJob } from './use-library-jobs';
import { versionNote } from './version-note';

interface FollowStatusCardProps {
  status: LibraryStatus;
}

/**
 * What the look for a relay on the shop network came to: it only happens at a check of the hub, so
 * without a hub nothing is looked for, and after a check the page says whether one was found.
 */
function relaySearchText(follower: FollowerStatus, t: TFunction): string {
  if (!follower.hubUrl) return t('library.status.relayNeedsHub');
  const search = follower.relaySearch;
  if (!search) return t('library.status.relayAtNextCheck');
  if (search.found === null) return t('library.status.relayNoneFound');
  return t('library.status.relayFound', { address: search.found });
}

const OUTCOME_INTENT = { upToDate: 'success', ownLibrary: 'warning', nothingOffered: 'primary' } as const;
const OUTCOME_ICON = {
  upToDate: 'tick-circle',
  ownLibrary: 'warning-sign',
  nothingOffered: 'info-sign',
} as const;

function checkOutcomeText(outcome: CheckOutcome, t: TFunction): string {
  if (outcome.kind === 'upToDate') return t('library.status.upToDate', { version: outcome.version });
  if (outcome.kind === 'ownLibrary') return t('library.status.ownLibrary', { version: outcome.version });
  return t(
    outcome.channel === 'stable' ? 'library.status.nothingOnStable' : 'library.status.nothingPublished',
  );
}

/** What this install serves and how its last check of the hub went, with "Check now". */
export function FollowStatusCard({ status }: FollowStatusCardProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const follower = status.follower;
  const served = status.served;
  const note = served ? versionNote(served, t) : '';
  const check = useCheckHubNow();
  const applyJob = useLastApplyJob();
  // While "Check now" waits for the jobs after the status, an apply it made could look like nothing newer.
  const outcome = check.isPending ? undefined : checkOutcome(status, applyJob);
  const when = (iso: string | null) =>
    iso ? formatActivityTime(iso, i18n.language) : t('library.status.never');

  return (
    <Card className="library-card" data-testid="library-status">
      <H2 className="admin-card-title">{t('library.status.title')}</H2>
      <dl className="library-facts">
        <dt>{t('library.status.role')}</dt>
        <dd>
          {follower
            ? t(follower.hubUrl ? 'library.status.following' : 'library.status.followingFiles')
            : t('library.status.notFollowing')}
        </dd>
        <dt>{t('library.status.served')}</dt>
        <dd data-testid="served-version">
          {served
            ? t('library.status.servedVersion', {
                version: served.version,
                date: formatActivityTime(served.created, i18n.language),
              })
            : t('library.status.nothingServed')}
        </dd>
        {note ? (
          <>
            <dt>{t('library.note')}</dt>
            <dd data-testid="served-note">{note}</dd>
          </>
        ) : null}
        {follower ? (
          <>
            <dt>{t('library.status.hub')}</dt>
            <dd>{follower.hubUrl ?? t('library.status.noHub')}</dd>
            {follower.hubUrl ? (
              <>
                <dt>{t('library.follow.channel')}</dt>
                <dd data-testid="follow-channel">
                  {t(
                    follower.channel === 'stable'
                      ? 'library.follow.channelStable'
                      : 'library.follow.channelPilot',
                  )}
                </dd>
              </>
            ) : null}
            {follower.relay ? (
              <>
                <dt>{t('library.follow.relay')}</dt>
                <dd data-testid="follow-relay">{follower.relay}</dd>
              </>
            ) : follower.findRelay ? (
              <>
                <dt>{t('library.follow.relay')}</dt>
                <dd data-testid="follow-relay">{relaySearchText(follower, t)}</dd>
              </>
            ) : null}
            <dt>{t('library.fingerprint')}</dt>
            <dd>
              <code data-testid="follow-key-id">{follower.keyId}</code>
            </dd>
            {/* A kiosk fed by hand has nothing to check: the rows come with a hub or a watch folder's first file. */}
            {follower.hubUrl || follower.lastCheck ? (
              <>
                <dt>{t('library.status.lastCheck')}</dt>
                <dd>{when(follower.lastCheck)}</dd>
                <dt>{t('library.status.lastSuccess')}</dt>
                <dd>{when(follower.lastSuccess)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      {follower?.lastError ? (
        <Callout intent="danger" icon="error" className="library-result" data-testid="last-error">
          <strong>{t('library.status.lastError')}:</strong>{' '}
          {failureText(
            {
              code: follower.lastErrorCode ?? undefined,
              message: follower.lastError,
              details: follower.lastErrorDetails ?? undefined,
            },
            follower.lastError,
          )}
        </Callout>
      ) : null}
      {applyJob && isCheckApply(applyJob) && isNewestOutcome(applyJob, follower) ? (
        <LibraryJobOutcome job={applyJob} served={served} />
      ) : null}
      {outcome ? (
        <Callout
          intent={OUTCOME_INTENT[outcome.kind]}
          icon={OUTCOME_ICON[outcome.kind]}
          className="library-result"
          role="status"
          data-testid="check-outcome"
        >
          {checkOutcomeText(outcome, t)}
        </Callout>
      ) : null}
      {status.job ? (
        <div className="library-progress" role="status">
          <span>{t(`library.status.job.${status.job.kind}`)}</span>
          <ProgressBar
            intent="primary"
            animate
            stripes
            aria-label={t(`library.status.job.${status.job.kind}`)}
          />
        </div>
      ) : null}
      {follower?.hubUrl ? (
        <Button icon="refresh" loading={check.isPending} onClick={() => check.mutate()}>
          {t('library.status.checkNow')}
        </Button>
      ) : null}
      {check.isError ? (
        <Callout intent="danger" icon="error" className="library-result" role="alert">
          {serverErrorText(check.error, t('common.unknownError'))}
        </Callout>
      ) : null}
    </Card>
  );
}
