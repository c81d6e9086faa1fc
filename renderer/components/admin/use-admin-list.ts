import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ADMIN_NAMESPACE } from './admin-i18n';
import { showFailureToast } from './toaster';

/**
 * A list from the admin API: null while the first load runs, empty after a failed load (with a
 * toast), and `reload` to fetch it again after a change.
 */
export function useAdminList<T>(url: string): { items: T[] | null; reload: () => Promise<void> } {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [items, setItems] = useState<T[] | null>(null);

  const fetchList = useCallback(
    () =>
      api.get<T[]>(url).catch((error: unknown) => {
        showFailureToast(t('common.error'), error, t('common.loadFailed'));
        return [];
      }),
    [url, t],
  );

  useEffect(() => {
    let current = true;
    void fetchList().then((list) => current && setItems(list));
    return () => {
      current = false;
    };
  }, [fetchList]);

  const reload = useCallback(async () => setItems(await fetchList()), [fetchList]);
  return { items, reload };
}
