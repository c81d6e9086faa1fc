import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  dismissMissedLookup,
  fetchMissedLookups,
  fetchTopMissedLookups,
  type MissedLookupFilterValues,
} from '../../api/admin-missed-lookups';
import { adminKeys } from '../shell/admin-keys';

const ROOT = adminKeys.missedLookups;

const missedLookupQueries = {
  /** The entries matching the filter; the previous list stays on screen while the next one loads. */
  list: (filter: MissedLookupFilterValues) =>
    queryOptions({
      queryKey: [...ROOT, 'list', filter],
      queryFn: ({ signal }) => fetchMissedLookups(filter, { signal }),
      placeholderData: (previous) => previous,
    }),
  /** The dashboard's five most missed of the last seven days. */
  top: () =>
    queryOptions({
      queryKey: [...ROOT, 'top'],
      queryFn: ({ signal }) => fetchTopMissedLookups({ signal }),
    }),
};

/** An entry dismissed, or its number added: the page's list and the dashboard's top five. */
function invalidateAfterMissedLookupChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ROOT });
}

export function useMissedLookups(filter: MissedLookupFilterValues) {
  return useQuery(missedLookupQueries.list(filter));
}

export function useTopMissedLookups() {
  return useQuery(missedLookupQueries.top());
}

/** Forgets one entry. The lists are refreshed either way: a failure may mean it was already gone. */
export function useDismissMissedLookup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dismissMissedLookup(id),
    onSettled: () => invalidateAfterMissedLookupChange(client),
  });
}
