import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleNumberJob } from '../../../common/api/article-number-jobs';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { JobProgressCard } from '../shell/JobProgressCard';
import type { ShownImportResult } from './use-article-number-import';

/** Progress of a running import or export, else a line about the last finished import. */
export function ImportJobStatus(props: {
  importJob: ArticleNumberJob | undefined;
  exportJob: ArticleNumberJob | undefined;
  cancelling: boolean;
  onCancel: () => void;
  onShowResult: (shown: ShownImportResult) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  const runningImport = props.importJob?.state === 'running' ? props.importJob : undefined;
  const runningExport = props.exportJob?.state === 'running' ? props.exportJob : undefined;
  const lastImport = props.importJob?.state === 'succeeded' ? props.importJob : undefined;
  const lastResult = lastImport?.result && 'results' in lastImport.result ? lastImport.result : undefined;
  return (
    <>
      {runningImport ? (
        <JobProgressCard job={runningImport} cancelling={props.cancelling} onCancel={props.onCancel} />
      ) : null}
      {runningExport ? <JobProgressCard job={runningExport} /> : null}
      {lastImport && lastResult && !runningImport ? (
        <p className="job-last-result">
          {t('articleNumbers.job.lastImport', {
            file: lastImport.fileName ?? '',
            created: number.format(lastResult.results.created),
            refused: number.format(lastResult.results.errors.length),
          })}{' '}
          <Button
            variant="minimal"
            intent="primary"
            onClick={() => props.onShowResult({ result: lastResult, fileName: lastImport.fileName })}
          >
            {t('articleNumbers.job.showResult')}
          </Button>
        </p>
      ) : null}
    </>
  );
}
