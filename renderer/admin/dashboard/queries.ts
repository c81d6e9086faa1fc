import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Activity } from '../../../common/api/activities';
import { fetchActivities } from '../../api/admin-activities';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.activities;

const activityQueries = {
  recent: () =>
    queryOptions({
      queryKey: [...ROOT, 'recent'],
      queryFn: ({ signal }) => fetchActivities(undefined, { signal }),
    }),
};

export function useActivitiesQuery(): UseQueryResult<Activity[]> {
  return useLoadFailureToast(useQuery(activityQueries.recent()));
}
