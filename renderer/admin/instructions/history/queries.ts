import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  fetchDeletedInstructions,
  fetchInstructionPreview,
  fetchRevision,
  fetchRevisions,
  publishInstruction,
  restoreRevision,
  undeleteInstruction,
} from '../../../api/admin-instruction-revisions';
import { PUBLIC_ROOT } from '../../../queries';
import { adminKeys } from '../../shell/admin-keys';
import { useLoadFailureToast } from '../../shell/use-load-failure-toast';

const ROOT = adminKeys.instructions;

const historyQueries = {
  revisions: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'revisions', id],
      queryFn: ({ signal }) => fetchRevisions(id, { signal }),
      refetchOnMount: 'always',
    }),
  revision: (id: number, revision: number) =>
    queryOptions({
      // A revision never changes once saved.
      queryKey: [...ROOT, 'revision', id, revision],
      queryFn: ({ signal }) => fetchRevision(id, revision, { signal }),
    }),
  deleted: () =>
    queryOptions({
      queryKey: [...ROOT, 'deleted'],
      queryFn: ({ signal }) => fetchDeletedInstructions({ signal }),
      refetchOnMount: 'always',
    }),
  /** The public view with the draft in place: always fetched afresh, the draft may have changed. */
  preview: (id: number) =>
    queryOptions({
      queryKey: [...ROOT, 'preview', id],
      queryFn: ({ signal }) => fetchInstructionPreview(id, { signal }),
      refetchOnMount: 'always',
    }),
};

/** A revision restored or published, an instruction back from the deleted list: lists, log, visitors' pages. */
async function invalidateAfterHistoryChange(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ROOT }),
    client.invalidateQueries({ queryKey: adminKeys.translations }),
    client.invalidateQueries({ queryKey: adminKeys.activities }),
    client.invalidateQueries({ queryKey: PUBLIC_ROOT }),
  ]);
}

export const useRevisionsQuery = (id: number) => useLoadFailureToast(useQuery(historyQueries.revisions(id)));

export function useRevisionQuery(id: number, revision: number | undefined) {
  return useQuery({ ...historyQueries.revision(id, revision ?? 0), enabled: revision !== undefined });
}

export const useDeletedInstructionsQuery = () => useLoadFailureToast(useQuery(historyQueries.deleted()));

export const usePreviewQuery = (id: number) => useQuery(historyQueries.preview(id));

export function useRestoreRevision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => restoreRevision(id, revision),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}

export function usePublishInstruction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => publishInstruction(id),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}

export function useUndeleteInstruction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => undeleteInstruction(id),
    onSuccess: () => invalidateAfterHistoryChange(client),
  });
}
