import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleNumberJob } from '../../../common/api/article-number-jobs';
import type { ImportResult } from '../../../common/api/article-numbers';
import { cancelArticleNumberJob, startArticleNumberImport } from '../../api/admin-article-number-jobs';
import { ApiError } from '../../api/client';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { failureText } from '../shell/server-error-text';
import { showFailureToast, showToast } from '../shell/toaster';
import { useArticleNumberJobs, useRefreshArticleNumberJobs } from './use-article-number-jobs';

export interface ShownImportResult {
  result: ImportResult;
  fileName: string | null;
}

/**
 * The CSV import of the article-numbers page: choosing a file, confirming, starting and cancelling
 * the job, and telling how it ended. `onImported` runs when an import has succeeded.
 */
export function useArticleNumberImport(onImported: () => void) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [importFile, setImportFile] = useState<File | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [shownResult, setShownResult] = useState<ShownImportResult | null>(null);
  const refreshJobs = useRefreshArticleNumberJobs();

  const jobs = useArticleNumberJobs((job: ArticleNumberJob) => {
    if (job.kind !== 'import') return;
    if (job.state === 'succeeded' && job.result && 'results' in job.result) {
      onImported();
      setShownResult({ result: job.result, fileName: job.fileName });
    } else if (job.state === 'failed') {
      showToast({
        title: t('articleNumbers.importFailed'),
        description: job.error
          ? failureText(job.error, t('articleNumbers.importFailedFallback'))
          : t('articleNumbers.importFailedFallback'),
        variant: 'destructive',
      });
    } else if (job.state === 'cancelled') {
      showToast({ title: t('articleNumbers.job.cancelled') });
    }
  });

  function chooseImportFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.csv')) {
      showToast({
        title: t('articleNumbers.invalidFile'),
        description: t('articleNumbers.selectCsv'),
        variant: 'destructive',
      });
      return;
    }
    setImportFile(file);
  }

  async function runImport(file: File) {
    setImportFile(null);
    setStarting(true);
    try {
      await startArticleNumberImport(file);
    } catch (error) {
      const fallback =
        error instanceof ApiError
          ? t('articleNumbers.importFailedFallback')
          : t('articleNumbers.importFailedNetwork');
      showFailureToast(t('articleNumbers.importFailed'), error, fallback);
    } finally {
      setStarting(false);
      await refreshJobs();
    }
  }

  async function cancelImport() {
    setCancelling(true);
    try {
      await cancelArticleNumberJob('import');
    } catch (error) {
      showFailureToast(t('common.error'), error, t('common.unknownError'));
    } finally {
      setCancelling(false);
      await refreshJobs();
    }
  }

  return {
    jobs,
    refreshJobs,
    importFile,
    starting,
    cancelling,
    shownResult,
    chooseImportFile,
    confirmImport: () => importFile && void runImport(importFile),
    dropImportFile: () => setImportFile(null),
    cancelImport: () => void cancelImport(),
    showResult: setShownResult,
  };
}
