import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Activity } from '../../../common/api/activities';
import type { DraftWaiting } from '../../../common/api/instruction-revisions';
import { fetchActivities } from '../../api/admin-activities';
import { fetchDraftsWaiting } from '../../api/admin-instruction-revisions';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.activities;

const activityQueries = {
  recent: () =>
    queryOptions({
      queryKey: [...ROOT, 'recent'],
      queryFn: ({ signal }) => fetchActivities(undefined, { signal }),
    }),
  /** Under the instructions' root: every instruction change refreshes it. */
  draftsWaiting: () =>
    queryOptions({
      queryKey: [...adminKeys.instructions, 'drafts-waiting'],
      queryFn: ({ signal }) => fetchDraftsWaiting({ signal }),
      refetchOnMount: 'always',
    }),
};

export function useDraftsWaitingQuery(): UseQueryResult<DraftWaiting[]> {
  return useLoadFailureToast(useQuery(activityQueries.draftsWaiting()));
}

export function useActivitiesQuery(): UseQueryResult<Activity[]> {
  return useLoadFailureToast(useQuery(activityQueries.recent()));
}
