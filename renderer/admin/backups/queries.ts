import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BackupListing, BackupStatus, PendingRestore } from '../../../common/api/backups';
import { api } from '../../api/client';
import { adminKeys } from '../shell/admin-keys';

/** Making a backup copies the whole library: far longer than a read on a large one. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

const backupKeys = {
  list: () => [...adminKeys.backups, 'list'] as const,
  status: () => [...adminKeys.backups, 'status'] as const,
  pending: () => [...adminKeys.backups, 'pending'] as const,
};

/** Where a listed backup is downloaded from (the browser saves it under its own name). */
export const backupDownloadUrl = (name: string): string => `/api/admin/backups/${encodeURIComponent(name)}`;

export const backupListQuery = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => api.get<BackupListing[]>('/api/admin/backups', { signal }),
  });

export const backupStatusQuery = () =>
  queryOptions({
    queryKey: backupKeys.status(),
    queryFn: ({ signal }) => api.get<BackupStatus>('/api/admin/backup-status', { signal }),
  });

/** Whether a restore waits for the next start: every admin page asks, editors' too. */
export const pendingRestoreQuery = () =>
  queryOptions({
    queryKey: backupKeys.pending(),
    queryFn: ({ signal }) => api.get<PendingRestore>('/api/admin/backup-status/pending-restore', { signal }),
  });

/** Staging or calling off a restore answers the status, which the banner of every page follows. */
function keepStatus(queryClient: QueryClient, status: BackupStatus): void {
  queryClient.setQueryData(backupKeys.status(), status);
  queryClient.setQueryData(backupKeys.pending(), { restorePending: status.restorePending });
}

/** "Back up now": the new backup joins the list. */
export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<BackupListing>('/api/admin/backups', undefined, { timeoutMs: BACKUP_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

/** Checks a listed backup in full and sets it to replace the library at the next start. */
export function useStageRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post<BackupStatus>(`${backupDownloadUrl(name)}/restore`, undefined, {
        timeoutMs: BACKUP_TIMEOUT_MS,
      }),
    onSuccess: (status) => keepStatus(queryClient, status),
  });
}

/** Calls off a restore that waits for the next start. */
export function useCancelRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<BackupStatus>('/api/admin/backup-status/pending-restore'),
    onSuccess: (status) => keepStatus(queryClient, status),
  });
}
