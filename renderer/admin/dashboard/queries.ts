import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Activity } from '../../../common/api/activities';
import { fetchActivities } from '../../api/admin-activities';
import { ADMIN_ROOT } from '../../queries';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

/** Every admin change is logged, so every feature's invalidation includes `activityQueries.all`. */
const ROOT = [...ADMIN_ROOT, 'activities'] as const;

export const activityQueries = {
  all: ROOT,
  recent: () =>
    queryOptions({
      queryKey: [...ROOT, 'recent'],
      queryFn: ({ signal }) => fetchActivities(undefined, { signal }),
    }),
};

export function useActivitiesQuery(): UseQueryResult<Activity[]> {
  return useLoadFailureToast(useQuery(activityQueries.recent()));
}
