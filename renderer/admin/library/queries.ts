import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { FollowSettingsInput, LibraryStatus } from '../../../common/api/library-bundles';
import {
  checkHubNow,
  fetchLibraryStatus,
  promoteLibraryVersion,
  rollbackStableChannel,
  saveFollowSettings,
  stopFollowing,
} from '../../api/admin-library';
import { ADMIN_ROOT, PUBLIC_ROOT, publicQueries } from '../../queries';
import { adminKeys } from '../shell/admin-keys';

/** While a publish or apply runs, the status is asked again this often. */
const RUNNING_JOB_POLL_MS = 1_000;
/** On a follower the last check and its outcome change by themselves (the hub poll, a USB folder). */
const FOLLOWER_POLL_MS = 30_000;

const ROOT = adminKeys.library;

const libraryQueries = {
  /** This install's library status, shared by the library pages, the banner and the edit buttons. */
  status: () =>
    queryOptions({
      queryKey: [...ROOT, 'status'],
      queryFn: async ({ client, signal }) => {
        const status = await fetchLibraryStatus({ signal });
        // Every open page refreshes when the served version changes (LibraryVersionRefresh). Told
        // what this poll saw, the lists under the banner change with it instead of up to 30 s later.
        client.setQueryData(publicQueries.libraryVersion().queryKey, {
          version: status.served?.version ?? null,
        });
        return status;
      },
      refetchInterval: (query) => {
        if (query.state.data?.job) return RUNNING_JOB_POLL_MS;
        return query.state.data?.role === 'follower' ? FOLLOWER_POLL_MS : false;
      },
      refetchOnWindowFocus: true,
    }),
};

/** A new library was applied or the follow setting changed: every page's data may differ. */
export async function invalidateAfterLibraryChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ADMIN_ROOT }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

/** The library pages ask afresh on every visit (`fresh`), since edits elsewhere change the counts. */
export function useLibraryStatus(fresh = false): UseQueryResult<LibraryStatus> {
  return useQuery({ ...libraryQueries.status(), refetchOnMount: fresh ? 'always' : true });
}

/** True on a follower: its content comes from the hub, so content edit actions are disabled. */
export function useContentReadOnly(): boolean {
  return useLibraryStatus().data?.role === 'follower';
}

export function useSaveFollowSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: FollowSettingsInput) => saveFollowSettings(settings),
    onSuccess: () => invalidateAfterLibraryChange(client),
  });
}

export function useStopFollowing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: stopFollowing,
    onSuccess: () => invalidateAfterLibraryChange(client),
  });
}

/** "Check now": the answer is the new status, and a version it applied changes every page. */
export function useCheckHubNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: checkHubNow,
    onSuccess: async (answer) => {
      client.setQueryData(libraryQueries.status().queryKey, answer);
      await invalidateAfterLibraryChange(client);
    },
  });
}

/** Promote: the answer is the new status (the channels it shows). */
export function usePromoteVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: promoteLibraryVersion,
    onSuccess: (answer) => client.setQueryData(libraryQueries.status().queryKey, answer),
  });
}

/** Rollback publishes a new version: the status, the jobs and the counts change. */
export function useRollbackStable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rollbackStableChannel,
    onSettled: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
