import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportFile } from '../../../common/api/fleet';
import {
  approveKiosk,
  fetchFleet,
  fetchThisInstall,
  importReportFile,
  renameKiosk,
  renameThisInstall,
  revokeKiosk,
} from '../../api/admin-fleet';
import { adminKeys } from '../shell/admin-keys';
import { useLoadFailureToast } from '../shell/use-load-failure-toast';

const ROOT = adminKeys.fleet;

const fleetQueries = {
  list: () => queryOptions({ queryKey: [...ROOT, 'list'], queryFn: ({ signal }) => fetchFleet({ signal }) }),
  thisInstall: () =>
    queryOptions({
      queryKey: [...ROOT, 'this-install'],
      queryFn: ({ signal }) => fetchThisInstall({ signal }),
    }),
};

/** The fleet list; `enabled` false for an editor, who may not read it. */
export function useFleet(enabled = true) {
  return useLoadFailureToast(useQuery({ ...fleetQueries.list(), enabled }));
}

export function useThisInstall() {
  return useQuery(fleetQueries.thisInstall());
}

/**
 * A kiosk approved, revoked, renamed, or reports imported: the fleet list, and the missed lookups
 * that now include (or still leave out) its counts.
 */
function useInvalidateAfterFleetChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ROOT }),
      client.invalidateQueries({ queryKey: adminKeys.missedLookups }),
    ]);
}

export function useSetApproval() {
  const invalidate = useInvalidateAfterFleetChange();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? approveKiosk(id) : revokeKiosk(id),
    onSettled: invalidate,
  });
}

export function useRenameKiosk() {
  const invalidate = useInvalidateAfterFleetChange();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameKiosk(id, name),
    onSuccess: invalidate,
  });
}

export function useImportReportFile() {
  const invalidate = useInvalidateAfterFleetChange();
  return useMutation({ mutationFn: (file: ReportFile) => importReportFile(file), onSuccess: invalidate });
}

export function useRenameThisInstall() {
  const invalidate = useInvalidateAfterFleetChange();
  return useMutation({ mutationFn: (name: string) => renameThisInstall(name), onSuccess: invalidate });
}
