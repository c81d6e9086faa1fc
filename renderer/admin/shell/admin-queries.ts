import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import i18next from 'i18next';
import type { Activity } from '../../../common/api/activities';
import type { Category } from '../../../common/api/categories';
import type { AdminInstructionDetail, AdminInstructionListItem } from '../../../common/api/instructions';
import type { MediaItem } from '../../../common/api/media';
import { fetchActivities } from '../../api/admin-activities';
import { fetchCategories } from '../../api/admin-categories';
import { fetchAdminInstruction, fetchAdminInstructions } from '../../api/admin-instructions';
import { fetchMedia } from '../../api/admin-media';
import { queryKeys } from '../../api/query-keys';
import { ADMIN_NAMESPACE } from '../../i18n/admin-i18n';
import { showFailureToast } from './toaster';

/** A failed load says so once in a toast; the page shows what it has (an empty list). */
function useLoadFailureToast(query: UseQueryResult, fallbackKey = 'common.loadFailed'): void {
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    const t = i18next.getFixedT(null, ADMIN_NAMESPACE);
    showFailureToast(t('common.error'), error, t(fallbackKey));
  }, [error, fallbackKey]);
}

export function useCategoriesQuery(): UseQueryResult<Category[]> {
  const query = useQuery({
    queryKey: queryKeys.admin.categories(),
    queryFn: ({ signal }) => fetchCategories({ signal }),
  });
  useLoadFailureToast(query);
  return query;
}

export function useInstructionsQuery(): UseQueryResult<AdminInstructionListItem[]> {
  const query = useQuery({
    queryKey: queryKeys.admin.instructions(),
    queryFn: ({ signal }) => fetchAdminInstructions({ signal }),
  });
  useLoadFailureToast(query);
  return query;
}

/**
 * One instruction for the form. Always fetched afresh when the form opens (another admin may have
 * changed it), and never refetched behind the form's back while it is open.
 */
export function useInstructionQuery(id: number | undefined): UseQueryResult<AdminInstructionDetail> {
  const query = useQuery({
    queryKey: queryKeys.admin.instruction(id ?? 0),
    queryFn: ({ signal }) => fetchAdminInstruction(id ?? 0, { signal }),
    enabled: id !== undefined,
    refetchOnMount: 'always',
  });
  useLoadFailureToast(query, 'form.loadFailed');
  return query;
}

export function useMediaQuery(): UseQueryResult<MediaItem[]> {
  const query = useQuery({
    queryKey: queryKeys.admin.media(),
    queryFn: ({ signal }) => fetchMedia({ signal }),
  });
  useLoadFailureToast(query);
  return query;
}

export function useActivitiesQuery(): UseQueryResult<Activity[]> {
  const query = useQuery({
    queryKey: queryKeys.admin.activities(),
    queryFn: ({ signal }) => fetchActivities(undefined, { signal }),
  });
  useLoadFailureToast(query);
  return query;
}
