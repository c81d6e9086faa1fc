import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { LibraryStatus } from '../../../common/api/library-bundles';
import { fetchLibraryStatus, libraryQueryKeys } from '../../api/admin-library';

/** While a publish or apply runs, the status is asked again this often. */
const RUNNING_JOB_POLL_MS = 1_000;
/** On a follower the last check and its outcome change by themselves (the hub poll, a USB folder). */
const FOLLOWER_POLL_MS = 30_000;

/**
 * This install's library status, shared by the library pages, the banner and the edit buttons.
 * The library pages ask afresh on every visit (`fresh`), since edits elsewhere change the counts.
 */
export function useLibraryStatus(fresh = false): UseQueryResult<LibraryStatus> {
  return useQuery({
    queryKey: libraryQueryKeys.status(),
    queryFn: ({ signal }) => fetchLibraryStatus({ signal }),
    refetchOnMount: fresh ? 'always' : true,
    refetchInterval: (query) => {
      if (query.state.data?.job) return RUNNING_JOB_POLL_MS;
      return query.state.data?.role === 'follower' ? FOLLOWER_POLL_MS : false;
    },
    refetchOnWindowFocus: true,
  });
}

/** True on a follower: its content comes from the hub, so content edit actions are disabled. */
export function useContentReadOnly(): boolean {
  return useLibraryStatus().data?.role === 'follower';
}
