import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { LibraryJob, LibraryVersionInfo } from '../../../common/api/library-bundles';
import { LIBRARY_EXPORT_URL } from '../../api/admin-library';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { failureText } from '../shell/server-error-text';

/**
 * How the last publish or apply ended, as the server keeps it (so also after a reload). A success
 * another version has since replaced (published or applied from the command line, a watch folder or a
 * check of the hub) is not shown: its download link would save the served version under the old name.
 */
export function LibraryJobOutcome({ job, served }: { job: LibraryJob; served: LibraryVersionInfo | null }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const file = job.fileName ?? '';
  if (job.state === 'cancelled')
    return (
      <Callout intent="warning" icon="disable" className="library-result" role="status">
        {t(job.kind === 'publish' ? 'library.publish.cancelled' : 'library.import.cancelled')}
      </Callout>
    );
  if (job.state === 'failed')
    return (
      <Callout
        intent="danger"
        icon="error"
        className="library-result"
        role="alert"
        data-testid={job.kind === 'apply' ? 'import-error' : 'publish-error'}
      >
        <strong>
          {job.kind === 'publish'
            ? t('library.publish.failed')
            : file
              ? t('library.import.refused', { file })
              : t('library.import.refusedNoFile')}
        </strong>{' '}
        {job.error ? failureText(job.error, job.error.message) : null}
      </Callout>
    );
  if (job.state !== 'succeeded' || !job.result) return null;
  const { version } = job.result;
  if (served && served.version !== version) return null;
  const movedToKeyId = 'movedToKeyId' in job.result ? job.result.movedToKeyId : undefined;
  return (
    <Callout intent="success" icon="tick-circle" className="library-result" role="status">
      {job.kind === 'publish' ? (
        <>
          {t('library.publish.published', { version })}{' '}
          <a href={LIBRARY_EXPORT_URL} download>
            {t('library.publish.download', { file: `library-v${version}.tar` })}
          </a>
        </>
      ) : (
        <>
          {file
            ? t('library.import.applied', { version, file })
            : t('library.import.appliedNoFile', { version })}
          {/* A check of the hub has no file: the hub itself announced the move. */}
          {movedToKeyId
            ? ` ${t(file ? 'library.import.movedKey' : 'library.import.movedKeyByHub', { keyId: movedToKeyId })}`
            : null}
        </>
      )}
    </Callout>
  );
}
