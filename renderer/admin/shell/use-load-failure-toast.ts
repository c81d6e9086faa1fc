import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import i18next from 'i18next';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { showFailureToast } from './toaster';

/**
 * The admin's one way to report a failed load: said once in a toast, while the page shows what it
 * has (an empty list, the previous page). Returns the query unchanged.
 */
export function useLoadFailureToast<T>(
  query: UseQueryResult<T>,
  fallbackKey = 'common.loadFailed',
): UseQueryResult<T> {
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    const t = i18next.getFixedT(null, ADMIN_NAMESPACE);
    showFailureToast(t('common.error'), error, t(fallbackKey));
  }, [error, fallbackKey]);
  return query;
}
